"""The hard player: the best greedy lines, tried against sampled draws and greedy replies.

For the few best lines of the turn (by the normal evaluation), the hard player deals possible
futures from the remaining tiles (a multiset every player knows: the real order is never
looked at), lets every opponent answer greedily with their own drawn tile, and values the
position that comes back to it. The line with the best average over the same futures wins
(every candidate sees the same draws, so the comparison is fair).

The budget is counted in engine moves applied rather than seconds, so a seeded game replays
the same on a busy machine; ``APPLIED_PER_SECOND`` turns the time budget into moves. A wall
clock cap (``HARD_MAX`` seconds) still protects the game window.
"""

from __future__ import annotations

import random
import time

from goldmines_desktop.engine import GameState, Move, acting_player, apply

from .evaluate import Context, Weights, advantage, values
from .search import Effort, Line, best_line, ranked, turn_lines

DEFAULT_BUDGET = 0.5  # seconds per decision
HARD_MAX = 2.5  # seconds: the search stops here whatever the budget says
APPLIED_PER_SECOND = 10000.0  # engine moves applied per second of search, measured here
CANDIDATES = 8
MARGIN = 12.0  # lines this far behind the greedy best are not worth a look


def lookahead_move(state: GameState, rng: random.Random, budget: float, weights: Weights) -> Move:
    """The hard player's move: the first move of the line with the best sampled outcome."""
    return lookahead_line(state, rng, budget, weights).moves[0]


def lookahead_line(
    state: GameState, rng: random.Random, budget: float, weights: Weights, own_turn: bool = False
) -> Line:
    """The line the hard player plans for the rest of the turn."""
    started = time.perf_counter()
    me = acting_player(state)
    ctx = Context(state, weights)
    effort = Effort()
    candidates = _candidates(turn_lines(state, ctx, effort), me)
    if len(candidates) == 1 or not ctx.tiles_left:
        return candidates[0]
    limit = budget * APPLIED_PER_SECOND
    deadline = started + max(HARD_MAX, 2 * budget)
    pile = sorted(state.draw_order[state.deck_pos :])
    firsts = pile[:]
    rng.shuffle(firsts)
    totals = [0.0] * len(candidates)
    for sample in range(len(pile) * 4):
        order = _deal(pile, firsts[sample % len(firsts)], rng)
        outcome = []
        for line in candidates:
            if sample and time.perf_counter() > deadline:
                break
            outcome.append(_play_out(state, line, order, ctx, effort, me, own_turn))
        if len(outcome) < len(candidates):
            break  # out of time: a sample that not every candidate saw is dropped
        totals = [t + o for t, o in zip(totals, outcome, strict=True)]
        if effort.applied > limit:
            break
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]


def _candidates(lines: list[Line], me: int) -> list[Line]:
    """The best distinct lines (turning a symmetric tile or an equal gold spot adds nothing)."""
    found: list[Line] = []
    seen: set[object] = set()
    top = None
    for line in ranked(lines, me):
        score = line.score(me)
        top = score if top is None else top
        if score < top - MARGIN or len(found) == CANDIDATES:
            break
        leaf = line.leaf
        where = leaf.order[-1] if leaf.order else None
        key = (line.vals, where, leaf.board[where].edges if where else None)
        if key not in seen:
            seen.add(key)
            found.append(line)
    return found


def _deal(pile: list[str], first: str, rng: random.Random) -> tuple[str, ...]:
    """A possible order of the remaining tiles that starts with ``first``."""
    rest = pile[:]
    rest.remove(first)
    rng.shuffle(rest)
    return (first, *rest)


def _play_out(
    state: GameState,
    line: Line,
    order: tuple[str, ...],
    ctx: Context,
    effort: Effort,
    me: int,
    own_turn: bool,
) -> float:
    """Play ``line`` with the pile dealt as ``order``, then greedy replies until our turn
    (and with ``own_turn`` our own greedy next turn too)."""
    node = state.clone()
    node.draw_order = (*state.draw_order[: state.deck_pos], *order)
    for move in line.moves:
        node = _apply(node, move, effort)
    while not node.finished and acting_player(node) != me:
        node = _greedy_turn(node, ctx, effort)
    if own_turn and not node.finished:
        node = _greedy_turn(node, ctx, effort)
    return advantage(values(ctx, node), me)


def _greedy_turn(node: GameState, ctx: Context, effort: Effort) -> GameState:
    """The position after the player to act plays their turn as the normal player would."""
    return best_line(turn_lines(node, ctx, effort), acting_player(node)).leaf


def _apply(node: GameState, move: Move, effort: Effort) -> GameState:
    effort.applied += 1
    return apply(node, move)[0]
