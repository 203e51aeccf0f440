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
from .search import Counter, Line, best_line, ranked, turn_lines

DEFAULT_BUDGET = 0.5  # seconds per decision
HARD_MAX = 2.5  # seconds: the search stops here whatever the budget says
APPLIED_PER_SECOND = 10000.0  # engine moves applied per second of search, measured here
CANDIDATES = 6
MARGIN = 12.0  # lines this far behind the greedy best are not worth a look


def lookahead_move(state: GameState, rng: random.Random, budget: float, weights: Weights) -> Move:
    """The hard player's move: the first move of the line with the best sampled outcome."""
    return lookahead_line(state, rng, budget, weights).moves[0]


def lookahead_line(state: GameState, rng: random.Random, budget: float, weights: Weights) -> Line:
    """The line the hard player plans for the rest of the turn."""
    started = time.perf_counter()
    me = acting_player(state)
    ctx = Context(state, weights)
    counter = Counter()
    lines = turn_lines(state, ctx, counter)
    candidates = _candidates(lines, me)
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
        outcome = [_play_out(state, line, order, ctx, counter, me) for line in candidates]
        if time.perf_counter() > deadline and sample:
            break  # this sample is incomplete for nobody, but over time: drop it
        totals = [t + o for t, o in zip(totals, outcome, strict=True)]
        if counter.applied > limit:
            break
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]


def _candidates(lines: list[Line], me: int) -> list[Line]:
    order = ranked(lines, me)
    top = order[0].score(me)
    return [line for line in order[:CANDIDATES] if line.score(me) >= top - MARGIN]


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
    counter: Counter,
    me: int,
) -> float:
    """Play ``line`` with the pile dealt as ``order``, then greedy replies until our turn."""
    node = state.clone()
    node.draw_order = (*state.draw_order[: state.deck_pos], *order)
    for move in line.moves:
        node = _apply(node, move, counter)
    while not node.finished and acting_player(node) != me:
        replies = turn_lines(node, ctx, counter)
        node = best_line(replies, acting_player(node)).leaf
    return advantage(values(ctx, node), me)


def _apply(node: GameState, move: Move, counter: Counter) -> GameState:
    counter.applied += 1
    return apply(node, move)[0]
