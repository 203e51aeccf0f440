"""Seeded random full games: every legal move applies, illegal ones raise, nothing is lost."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from goldmines_desktop.engine import (
    GameState,
    IllegalMoveError,
    Move,
    Phase,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
    apply,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.records import parse_record, record_of, replay
from goldmines_desktop.engine.values import INGOTS_IN_GAME, MEEPLES_PER_PLAYER
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup

OPTION_COMBOS = list(itertools.product((True, False), (True, False), ("edition3", "round_robin")))
GAMES = [(seed, 2 + seed % 5, *OPTION_COMBOS[seed % len(OPTION_COMBOS)]) for seed in range(304)]


def check_accounting(state: GameState) -> None:
    """16 ingots and every figure are always somewhere."""
    ingots = state.supply + state.ingots_on_board() + sum(state.held) + state.returned
    assert ingots == INGOTS_IN_GAME
    on_board = state.figures()
    for player in range(len(state.players)):
        meeples = sum(1 for f in on_board if f.player == player and f.kind == "meeple")
        assert state.meeples[player] + meeples == MEEPLES_PER_PLAYER
        abbots = [f for f in on_board if f.player == player and f.kind == "abbot"]
        assert len(abbots) == (state.abbots[player] is not None)
        if abbots:
            assert abbots[0].at == state.abbots[player]
        assert state.meeples[player] >= 0
    assert min(state.ingots.values(), default=1) > 0


def illegal_candidates(state: GameState, legal: list[Move], rng: random.Random) -> list[Move]:
    """Moves of every kind that are not in the legal list (a sample to try)."""
    x, y = rng.randint(-3, 3), rng.randint(-3, 3)
    tries: list[Move] = [
        PlaceTile(0, 0, 0),
        PlaceTile(x, y, rng.choice((0, 90, 180, 270))),
        PlaceTile(1, 0, 45),
        PlaceGold(x, y),
        PlaceFigure("meeple", "garden"),
        PlaceFigure("abbot", "N"),
        PlaceFigure("meeple", "nowhere"),
        ReturnAbbot(x, y),
        Skip(),
        ScoreFeature(x, y, "N"),
        TakeGold(x, y),
        PlaceTile(99, 99, 0),
    ]
    return [m for m in tries if m not in legal]


def play_checked(
    seed: int, players: int, goldmines: bool, abbot: bool, dist: str, river: bool = False
) -> GameState:
    setup = random_setup(players, goldmines, abbot, dist, river)
    state = new_game(setup, load_catalogue(), seed=seed)
    rng = random.Random(seed * 7 + 1)
    totals = state.totals()
    while not state.finished:
        legal = legal_moves(state)
        assert legal, f"no legal move in phase {state.phase}"
        if rng.random() < 0.15:
            before = state.snapshot()
            for bad in illegal_candidates(state, legal, rng)[:3]:
                with pytest.raises(IllegalMoveError) as err:
                    apply(state, bad)
                assert str(err.value) and "Traceback" not in str(err.value)
            assert state.snapshot() == before, "an illegal move changed the state"
        state, events = apply(state, rng.choice(legal))
        check_accounting(state)
        new_totals = state.totals()
        assert all(b >= a for a, b in zip(totals, new_totals, strict=True)), "a score fell"
        totals = new_totals
    assert state.phase is Phase.GAME_OVER and state.tiles_left == 0
    assert not state.figures() and state.ingots_on_board() == 0
    return state


@pytest.mark.slow
@pytest.mark.parametrize("seed,players,goldmines,abbot,dist", GAMES)
def test_random_game_invariants_and_replay(seed, players, goldmines, abbot, dist):
    state = play_checked(seed, players, goldmines, abbot, dist)
    record = json.loads(json.dumps(record_of(state)))
    again = replay(parse_record(record), load_catalogue())
    assert again.snapshot() == state.snapshot()
    assert again.moves == state.moves


RIVER_GAMES = [
    (seed, 2 + seed % 5, *OPTION_COMBOS[seed % len(OPTION_COMBOS)]) for seed in range(48)
]


@pytest.mark.slow
@pytest.mark.parametrize("seed,players,goldmines,abbot,dist", RIVER_GAMES)
def test_random_river_game_invariants_and_replay(seed, players, goldmines, abbot, dist):
    """The same invariants with The River, for every option combination; the river is laid
    first from the spring and closed by the lake, unless it ran into a pocket where no river
    tile fits (no look-ahead): then the rest of the river tiles are discarded."""
    state = play_checked(seed, players, goldmines, abbot, dist, river=True)
    river = [pos for pos in state.order if state.board[pos].code.startswith("RV_")]
    assert river == list(state.order[: len(river)])
    discarded = [c for c in state.discarded if c.startswith("RV_")]
    assert len(river) + len(discarded) == 12
    assert (state.board[river[-1]].code == "RV_J") == ("RV_J" not in discarded)
    record = json.loads(json.dumps(record_of(state)))
    assert record["setup"]["options"]["river"] is True
    again = replay(parse_record(record), load_catalogue())
    assert again.snapshot() == state.snapshot()


@pytest.mark.slow
def test_every_move_kind_occurs_across_the_seeded_games():
    """The random games really reach every phase that asks for a decision."""
    seen: set[type] = set()
    for seed, players, goldmines, abbot, dist in GAMES[:120]:
        state = new_game(random_setup(players, goldmines, abbot, dist), load_catalogue(), seed=seed)
        rng = random.Random(seed)
        while not state.finished:
            move = rng.choice(legal_moves(state))
            seen.add(type(move))
            state, _ = apply(state, move)
    assert seen >= {PlaceTile, PlaceGold, PlaceFigure, Skip, ReturnAbbot, TakeGold}
