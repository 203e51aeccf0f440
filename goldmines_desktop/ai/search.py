"""Searching one turn: every way to finish the current turn, valued at its end.

A turn is a short chain of decisions (tile, gold, figure, score order, taking gold). A *line*
is the moves from the current decision to the end of the turn; the greedy player plays the
first move of the best line. Decisions inside the turn that belong to another player (taking
gold in the classic variant) are made greedily for that player.

A turn may have two *parts* (Traders & Builders: the builder's double turn, the same player
acting again after the end of the first part). A line stops at the end of the part it began
in (``part_of``): the second part's tile is drawn then, and a search must not read it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from goldmines_desktop.engine import (
    GameState,
    Move,
    Phase,
    PlaceTile,
    acting_player,
    apply_decision,
    legal_moves,
    turn_completions,
)
from goldmines_desktop.engine.board import Pos
from goldmines_desktop.engine.river import stuck_river_tiles
from goldmines_desktop.engine.values import SegRef

from .evaluate import Context, advantage, figure_refs, values


@dataclass(frozen=True, slots=True)
class Line:
    """A way to finish the turn: its moves, the position after it and everyone's values."""

    moves: tuple[Move, ...]
    leaf: GameState
    vals: tuple[float, ...]

    def score(self, player: int) -> float:
        return advantage(list(self.vals), player)


Evaluator = Callable[[GameState], list[float]]
Part = tuple[int, bool]


def part_of(state: GameState) -> Part:
    """Which part of which turn ``state`` is in: the turn number, and whether it is the second
    part (a double turn). A line of play ends where this changes."""
    return state.turn, state.second_part


def part_over(node: GameState, start: Part) -> bool:
    """Whether the part of the turn begun at ``start`` is over at ``node`` (or the game)."""
    return node.finished or part_of(node) != start


def turn_lines(state: GameState, ctx: Context, refs: tuple[SegRef, ...] = ()) -> list[Line]:
    """Every line that finishes the current turn, with the acting player's choices spread out
    (``engine.turn_completions``, narrowed by ``worth_trying``); where another player decides
    inside the turn (taking gold in round robin), the line goes on as they would greedily."""
    refs = refs or figure_refs(state)
    me = acting_player(state)
    start = part_of(state)

    def leaf_values(leaf: GameState) -> list[float]:
        extra = _last_tile_refs(leaf)
        return values(ctx, leaf, refs + extra)

    if state.finished:
        return [Line((), state, tuple(leaf_values(state)))]

    def others_decide(node: GameState) -> bool:
        return acting_player(node) != me or part_of(node) != start

    lines: list[Line] = []
    for moves, node in turn_completions(state, worth_trying, others_decide):
        if part_over(node, start):
            lines.append(Line(moves, node, tuple(leaf_values(node))))
        else:
            line = _best_for(node, acting_player(node), start, leaf_values)
            lines.append(Line(moves + line.moves, line.leaf, line.vals))
    return lines


def worth_trying(node: GameState) -> list[Move]:
    """The legal moves; for a river tile, only the placements that leave the fewest kinds of
    the river tiles still to come unable to continue the river. The rules allow laying the
    river into a pocket where none fits, but that throws the rest of the river away."""
    moves = legal_moves(node)
    tile = node.tile
    if node.phase is not Phase.PLACE_TILE or tile is None or not node.catalogue[tile].is_river:
        return moves
    stuck = [stuck_river_tiles(apply_decision(node, move)[0]) for move in moves]
    fewest = min(stuck, default=0)
    return [move for move, count in zip(moves, stuck, strict=True) if count == fewest]


def _best_for(
    node: GameState,
    actor: int,
    start: Part,
    leaf_values: Evaluator,
) -> Line:
    """The line another player would choose inside our turn (greedy for them)."""
    if part_over(node, start):
        return Line((), node, tuple(leaf_values(node)))
    best: Line | None = None
    for move in legal_moves(node):
        child, _ = apply_decision(node, move)
        sub = _best_for(child, acting_player(child), start, leaf_values)
        line = Line((move, *sub.moves), sub.leaf, sub.vals)
        if best is None or line.score(actor) > best.score(actor):
            best = line
    assert best is not None
    return best


def _last_tile_refs(state: GameState) -> tuple[SegRef, ...]:
    if state.last is None:
        return ()
    x, y = state.last
    return tuple((x, y, i) for i in range(len(state.board[state.last].segments)))


def best_line(lines: list[Line], player: int) -> Line:
    """The line with the best advantage for ``player`` (the first one on ties)."""
    best = lines[0]
    best_score = best.score(player)
    for line in lines[1:]:
        score = line.score(player)
        if score > best_score:
            best, best_score = line, score
    return best


def ranked(lines: list[Line], player: int) -> list[Line]:
    """Lines from best to worst for ``player`` (stable on ties)."""
    return sorted(lines, key=lambda line: -line.score(player))


def sampled_line(
    state: GameState, ctx: Context, rng: random.Random, places: int, watch: bool = False
) -> Line:
    """The best line for the player to act when only a random sample of ``places`` of the
    places their tile fits is weighed (every way to finish the turn from each of them), and
    with ``watch`` also every place beside a road, city, monastery or garden the player holds.

    This is the normal player's attention (it does not see every spot on a large board) and
    the hard player's model of an opponent in its playouts: the same code, so hard's model of
    a normal opponent is exact in kind.
    """
    player = acting_player(state)
    moves = worth_trying(state)
    if state.phase is Phase.PLACE_TILE and len(moves) > places:
        sample = rng.sample(moves, places)
        if watch:
            spots = watched_spots(ctx, state, player)
            sample += [
                m
                for m in moves
                if isinstance(m, PlaceTile) and (m.x, m.y) in spots and m not in sample
            ]
        moves = sample
    start = part_of(state)
    lines: list[Line] = []
    for move in moves:
        child, _ = apply_decision(state, move)
        if part_over(child, start):
            lines.append(Line((move,), child, tuple(values(ctx, child))))
        else:
            sub = best_line(turn_lines(child, ctx), player)
            lines.append(Line((move, *sub.moves), sub.leaf, sub.vals))
    return best_line(lines, player)


def watches(state: GameState) -> bool:
    """Whether the normal player (and hard's model of it) also weighs the places beside its
    own features: with the expansions, whose boards are larger and whose spots beside one's
    own features (a builder's road, a city with goods) are worth more (games without them are
    played as before)."""
    options = state.options
    return options.inns_cathedrals or options.traders_builders


def watched_spots(ctx: Context, state: GameState, player: int) -> set[Pos]:
    """The open positions a player keeps an eye on: beside the open edges of the roads and
    cities they hold, and around their monasteries and gardens."""
    spots: set[Pos] = set()
    for feature in state.features.values():
        if not any(f.player == player for f in feature.figures):
            continue
        if feature.kind in ("road", "city") and feature.open_edges:
            spots.update(ctx.open_positions(state, feature))
        elif feature.kind in ("monastery", "garden"):
            ((x, y),) = feature.tiles
            spots.update((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1))
    return spots
