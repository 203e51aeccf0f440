"""The computer players, one per level: random, easy, normal and hard.

Every player picks one of ``legal_moves(state)`` for ``acting_player(state)``, and all their
chance comes from their own ``random.Random``, so a seeded game replays exactly.
"""

from __future__ import annotations

import random
from typing import Protocol

from goldmines_desktop.engine import (
    GameState,
    Move,
    PlaceMeeple,
    Skip,
    acting_player,
    legal_moves,
)

from .evaluate import Context, Weights
from .lookahead import DEFAULT_BUDGET, lookahead_line, lookahead_move
from .search import best_line, ranked, turn_lines

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
EASY_RESERVE = 2  # meeples the easy player keeps in hand


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
        return random_move(state, self.rng)


class EasyPlayer:
    """Plays sensibly but loosely: keeps a meeple or two, avoids obvious harm, else random."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Move:
        return easy_move(state, self.rng)


class NormalPlayer:
    """Greedy over the whole turn on the full evaluation."""

    level = "normal"

    def __init__(self, seed: int = 0, weights: Weights | None = None) -> None:
        self.rng = random.Random(seed)
        self.weights = weights or Weights()

    def choose(self, state: GameState) -> Move:
        return normal_move(state, self.weights)


class HardPlayer:
    """Looks ahead over sampled draws at the best greedy candidates, within a time budget.

    It plans the whole turn at its first decision and then follows the plan (gold, figure),
    so a turn costs one search."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        time_budget: float | None = None,
        weights: Weights | None = None,
        own_turn: bool = False,
    ) -> None:
        self.rng = random.Random(seed)
        self.time_budget = DEFAULT_BUDGET if time_budget is None else time_budget
        self.weights = weights or Weights()
        self.own_turn = own_turn
        self._planned_at: tuple[Move, ...] = ()
        self._plan: tuple[Move, ...] = ()

    def choose(self, state: GameState) -> Move:
        planned = self._next_planned(state)
        if planned is not None:
            return planned
        line = lookahead_line(state, self.rng, self.time_budget, self.weights, self.own_turn)
        self._planned_at, self._plan = state.moves, line.moves
        return line.moves[0]

    def _next_planned(self, state: GameState) -> Move | None:
        """The next move of the plan, if the game went the way it was planned."""
        start = len(self._planned_at)
        done = state.moves[start:]
        if not self._plan or state.moves[:start] != self._planned_at:
            return None
        if len(done) >= len(self._plan) or done != self._plan[: len(done)]:
            return None
        move = self._plan[len(done)]
        return move if move in legal_moves(state) else None


def make_player(level: str, seed: int = 0, time_budget: float | None = None) -> Player:
    """A computer player of ``level`` (random, easy, normal or hard) seeded with ``seed``."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed)
    if level == "hard":
        return HardPlayer(seed, time_budget)
    raise ValueError(f"unknown computer level {level!r} (use {', '.join(LEVELS)})")


def choose_move(
    state: GameState, level: str, rng: random.Random, time_budget: float | None = None
) -> Move:
    """The move a computer player of ``level`` makes now, its chance drawn from ``rng``."""
    if level == "random":
        return random_move(state, rng)
    if level == "easy":
        return easy_move(state, rng)
    if level == "normal":
        return normal_move(state, Weights())
    if level == "hard":
        budget = DEFAULT_BUDGET if time_budget is None else time_budget
        return lookahead_move(state, rng, budget, Weights())
    raise ValueError(f"unknown computer level {level!r} (use {', '.join(LEVELS)})")


def hint(state: GameState) -> Move:
    """What the normal player would play now (the H key in the game window)."""
    return normal_move(state, Weights())


def random_move(state: GameState, rng: random.Random) -> Move:
    return rng.choice(legal_moves(state))


def normal_move(state: GameState, weights: Weights) -> Move:
    moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    lines = turn_lines(state, Context(state, weights))
    return best_line(lines, acting_player(state)).moves[0]


def easy_move(state: GameState, rng: random.Random) -> Move:
    """A loose greedy player: a random pick among the better half, and meeples kept back."""
    moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    me = acting_player(state)
    lines = turn_lines(state, Context(state))
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
    placed = any(isinstance(m, PlaceMeeple) and m.figure == "meeple" for m in moves)
    if not placed or state.meeples[me] > EASY_RESERVE:
        return True
    return leaf.meeples[me] >= state.meeples[me]
