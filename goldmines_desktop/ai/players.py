"""The computer players, one per level: random, easy, normal and hard.

``make_player(level, seed)`` is the one way in: the table, the demo, the hint and
``goldmines simulate --ai`` all use the Player objects it returns. A player picks one of
``legal_moves(state)`` for ``acting_player(state)``; all its chance comes from its own seeded
``random.Random`` and its budgets are counted in work, never in seconds, so a seeded game
replays exactly on any machine.

Normal and hard decide a whole turn at once (tile, gold, figure) and then follow that plan
through the turn's later decisions. The levels differ by knowledge and budget: easy picks
loosely among the better lines and keeps meeples back; normal plays the best line by the
evaluation among a random sample of ``NORMAL_PLACES`` places its tile fits (a family player
does not see every spot of a large board); hard weighs every place and searches (``hard``).
The hint weighs every place too (``normal_line``).
"""

from __future__ import annotations

import random
from typing import Protocol

from goldmines_desktop.engine import (
    END_TURN,
    GameState,
    Move,
    Phase,
    PlaceFigure,
    Skip,
    acting_player,
    legal_moves,
)

from .chances import Weights
from .evaluate import Context
from .hard import DEALS, REPLY_PLACES, plan_turn
from .search import Line, best_line, ranked, sampled_line, turn_lines, watches

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
EASY_RESERVE = 2  # meeples the easy player keeps in hand
NORMAL_PLACES = REPLY_PLACES  # tile placements the normal player weighs (hard's model of it)


class Player(Protocol):
    """A computer player: it chooses the move for whoever is to act."""

    level: str

    def choose(self, state: GameState) -> Move: ...


class RandomPlayer:
    """Uniform among the legal moves."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Move:
        if state.phase is Phase.END_TURN:
            return END_TURN  # the only move: no chance spent on it
        return self.rng.choice(legal_moves(state))


class EasyPlayer:
    """Plays sensibly but loosely: keeps a meeple or two, avoids obvious harm, else random."""

    level = "easy"

    def __init__(self, seed: int = 0, weights: Weights | None = None) -> None:
        self.rng = random.Random(seed)
        self.weights = weights or Weights()

    def choose(self, state: GameState) -> Move:
        return easy_move(state, self.rng, self.weights)


class PlanningPlayer:
    """A player that plans the rest of its turn at its first decision and follows the plan
    (the same moves in the same order) while the game goes the way it was planned."""

    level = ""

    def __init__(self) -> None:
        self._planned_at: tuple[Move, ...] = ()
        self._plan: tuple[Move, ...] = ()

    def choose(self, state: GameState) -> Move:
        planned = self._next_planned(state)
        if planned is not None:
            return planned
        moves = legal_moves(state)
        if len(moves) == 1:
            return moves[0]
        line = self.plan(state)
        self._planned_at, self._plan = state.moves, line.moves
        return line.moves[0]

    def plan(self, state: GameState) -> Line:
        raise NotImplementedError

    def _next_planned(self, state: GameState) -> Move | None:
        start = len(self._planned_at)
        if not self._plan or state.moves[:start] != self._planned_at:
            return None
        done = state.moves[start:]
        if len(done) >= len(self._plan) or done != self._plan[: len(done)]:
            return None
        move = self._plan[len(done)]
        return move if move in legal_moves(state) else None


class NormalPlayer(PlanningPlayer):
    """Greedy over the whole turn on the full evaluation, among a random sample of
    ``NORMAL_PLACES`` of the places its tile fits (a family player's attention, not every
    spot of a large board; ``places=None``: every place)."""

    level = "normal"

    def __init__(
        self,
        seed: int = 0,
        weights: Weights | None = None,
        places: int | None = NORMAL_PLACES,
        watch: bool | None = None,
    ) -> None:
        super().__init__()
        self.rng = random.Random(seed)
        self.weights = weights or Weights()
        self.places = places
        self.watch = watch

    def plan(self, state: GameState) -> Line:
        if self.places is None:
            return normal_line(state, self.weights)
        watch = watches(state) if self.watch is None else self.watch
        ctx = Context(state, self.weights)
        return sampled_line(state, ctx, self.rng, self.places, watch)


class HardPlayer(PlanningPlayer):
    """Searches whole turns against sampled futures (see ``hard``), ``deals`` per turn."""

    level = "hard"

    def __init__(self, seed: int = 0, deals: int = DEALS, weights: Weights | None = None) -> None:
        super().__init__()
        self.rng = random.Random(seed)
        self.deals = deals
        self.weights = weights or Weights()

    def plan(self, state: GameState) -> Line:
        return plan_turn(state, self.rng, self.deals, self.weights)


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (one of ``LEVELS``) seeded with ``seed``."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    if level == "hard":
        return HardPlayer(seed)
    raise ValueError(f"unknown computer level {level!r} (use {', '.join(LEVELS)})")


def normal_line(state: GameState, weights: Weights | None = None) -> Line:
    """The normal player's plan for the rest of the turn: the best line by the evaluation."""
    lines = turn_lines(state, Context(state, weights or Weights()))
    return best_line(lines, acting_player(state))


def easy_move(state: GameState, rng: random.Random, weights: Weights | None = None) -> Move:
    """A loose greedy player: a random pick among the better half, and meeples kept back."""
    moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    me = acting_player(state)
    lines = turn_lines(state, Context(state, weights or Weights()))
    lines = [line for line in lines if _keeps_reserve(state, line.moves, me, line.leaf)]
    good = ranked(lines, me)
    if not good:
        return Skip() if Skip() in moves else rng.choice(moves)
    if rng.random() < 0.4:
        return good[0].moves[0]
    return rng.choice(good[: max(1, len(good) // 2)]).moves[0]


def _keeps_reserve(state: GameState, moves: tuple[Move, ...], me: int, leaf: GameState) -> bool:
    """False for a line that leaves fewer than two meeples in hand, unless it scores at once
    and the meeple comes straight back."""
    placed = any(isinstance(m, PlaceFigure) and m.figure == "meeple" for m in moves)
    if not placed or state.meeples[me] > EASY_RESERVE:
        return True
    return leaf.meeples[me] >= state.meeples[me]
