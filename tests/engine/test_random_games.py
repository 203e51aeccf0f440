"""Seeded random full games: every legal move applies, illegal ones raise, nothing is lost."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from goldmines_desktop.engine import (
    FeatureScored,
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


HOUSE_RULE_GAMES = [(seed, 2 + seed % 5, seed % 2 == 0, 2 + seed % 2) for seed in range(40)]


@pytest.mark.slow
@pytest.mark.parametrize("seed,players,farmers,field_points", HOUSE_RULE_GAMES)
def test_random_house_rule_game_invariants_and_replay(seed, players, farmers, field_points):
    """The house rules hold through whole games: without farmers no figure ever stands on a
    field and fields score nothing; with fields worth 2 every field's points are even and
    worth 2 per city; the record keeps the options and replays the same game."""
    setup = random_setup(players).with_options(farmers=farmers, field_points=field_points)
    state = new_game(setup, load_catalogue(), seed=seed)
    rng = random.Random(seed * 7 + 1)
    fields_scored: list[FeatureScored] = []
    while not state.finished:
        legal = legal_moves(state)
        if not farmers:
            for move in legal:
                if isinstance(move, PlaceFigure) and state.last is not None:
                    tile = state.board[state.last]
                    index = tile.segment_index(move.location)
                    assert index is not None and tile.segments[index].kind != "field"
        state, events = apply(state, rng.choice(legal))
        check_accounting(state)
        fields_scored += [e for e in events if isinstance(e, FeatureScored) and e.kind == "field"]
    assert state.phase is Phase.GAME_OVER and not state.figures()
    fields = [s["field"] for s in state.scores]
    if not farmers:
        assert fields == [0] * players and not fields_scored
    assert all(e.points == field_points * len(e.cities) for e in fields_scored)
    assert sum(e.points * len(e.owners) for e in fields_scored) == sum(fields)
    record = json.loads(json.dumps(record_of(state)))
    options = record["setup"]["options"]
    assert options.get("farmers", True) is farmers
    assert options.get("field_points", 3) == field_points
    again = replay(parse_record(record), load_catalogue())
    assert again.snapshot() == state.snapshot()


def test_default_options_write_no_house_rule_keys():
    """A game with the usual rules writes its options as it always did."""
    state = new_game(random_setup(2), load_catalogue(), seed=1)
    assert set(record_of(state)["setup"]["options"]) == {"goldmines", "abbot", "gold_distribution"}


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
