"""Seeded random full games with Inns & Cathedrals and Traders & Builders, for every
combination of the options (The Gold Mines, The Abbot, The River, both expansions, the farmers'
house rules, both ways of sharing gold): after every move every figure is somewhere and where the
rules allow it, 16 ingots are accounted for, the goods tokens given are the goods symbols of the
completed cities, each score is the sum of what the events told; at the end the record replays
to the same position."""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter

import pytest

from goldmines_desktop.engine import (
    FeatureScored,
    GameState,
    GoldScored,
    GoodsScored,
    GoodsTaken,
    IllegalMoveError,
    Move,
    Phase,
    PlaceFigure,
    SecondPartEarned,
    SecondPartStarted,
    TurnEnded,
    apply,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.expansions.traders_builders import goods_of
from goldmines_desktop.engine.records import parse_record, record_of, replay
from goldmines_desktop.engine.values import (
    GOODS,
    GOODS_CATEGORY,
    GOODS_IN_GAME,
    INGOTS_IN_GAME,
    MEEPLES_PER_PLAYER,
    Setup,
)
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup

MEEPLES = ("meeple", "large_meeple")  # the figures a builder or a pig stands beside
FARMING = ((False, 3), (True, 3), (True, 2))  # (farmers, field_points)
COMBOS = list(
    itertools.product(
        (True, False),  # goldmines
        (True, False),  # abbot
        (False, True),  # river
        (True, False),  # inns_cathedrals
        (True, False),  # traders_builders
        FARMING,
        ("edition3", "round_robin"),
    )
)
SEEDS = 2  # a few games for each combination
GAMES = [(index, index * SEEDS + k) for index in range(len(COMBOS)) for k in range(SEEDS)]
SCORING = (Phase.PLACE_GOLD, Phase.PLACE_FIGURE, Phase.SCORE)  # a city completed, goods not given


def make_setup(combo: tuple, players: int) -> Setup:
    goldmines, abbot, river, inns, traders, (farmers, points), sharing = combo
    setup = random_setup(
        players,
        goldmines,
        abbot,
        sharing,
        river,
        inns_cathedrals=inns,
        traders_builders=traders,
    )
    return setup.with_options(farmers=farmers, field_points=points)


def check_figures(state: GameState) -> None:
    """Every figure is on the board or in its owner's supply, never both, and stands where
    the rules let it."""
    on_board = state.figures()
    options = state.options
    for player in range(len(state.players)):
        mine = Counter(f.kind for f in on_board if f.player == player)
        assert state.meeples[player] + mine["meeple"] == MEEPLES_PER_PLAYER
        for kind, where, playing in (
            ("abbot", state.abbots, options.abbot),
            ("large_meeple", state.large_meeples, options.inns_cathedrals),
            ("builder", state.builders, options.traders_builders),
            ("pig", state.pigs, options.traders_builders),
        ):
            placed = [f.at for f in on_board if f.player == player and f.kind == kind]
            assert placed == ([] if where[player] is None else [where[player]]), kind
            assert playing or where[player] is None, kind
    for figure in on_board:
        feature = state.feature_of(figure.at)
        if figure.kind == "builder":
            assert feature.kind in ("road", "city")
            assert any(f.player == figure.player and f.kind in MEEPLES for f in feature.figures)
        elif figure.kind == "pig":
            assert feature.kind == "field"
            assert any(f.player == figure.player and f.kind in MEEPLES for f in feature.figures)
        elif figure.kind == "large_meeple":
            assert feature.kind in ("road", "city", "monastery", "field")
        if not options.farmers:
            assert feature.kind != "field"


def check_gold_and_goods(state: GameState) -> None:
    """16 ingots, and the goods held are the symbols of the completed cities (each city once,
    never more than the box holds)."""
    ingots = state.supply + state.ingots_on_board() + sum(state.held) + state.returned
    assert ingots == INGOTS_IN_GAME
    held = [sum(goods[k] for goods in state.goods) for k in range(len(GOODS))]
    assert all(0 <= n <= most for n, most in zip(held, GOODS_IN_GAME, strict=True))
    symbols = [0] * len(GOODS)
    if state.options.traders_builders:
        for feature in state.features.values():
            if feature.kind == "city" and not feature.open_edges:
                symbols = [a + b for a, b in zip(symbols, goods_of(state, feature), strict=True)]
    if state.phase in SCORING:  # the tile may have completed a city whose goods come next
        assert all(a <= b for a, b in zip(held, symbols, strict=True))
    else:
        assert held == symbols


class Tally:
    """Each player's points per category as the events tell them, and the turn's parts."""

    def __init__(self, state: GameState) -> None:
        self.scores = [Counter[str]() for _ in state.players]
        self.goods = [(0, 0, 0) for _ in state.players]
        self.earned: int | None = None  # the player who earned the turn's second part
        self.started = False

    def add(self, events: list[object]) -> None:
        for event in events:
            if isinstance(event, FeatureScored):
                for player in event.owners:
                    self.scores[player][event.category] += event.points
                for player, extra in event.bonus:
                    self.scores[player][event.category] += extra
            elif isinstance(event, GoldScored):
                self.scores[event.player]["gold"] += event.points
            elif isinstance(event, GoodsScored):
                for player in event.owners:
                    self.scores[player][GOODS_CATEGORY] += event.points
            elif isinstance(event, GoodsTaken):
                held = self.goods[event.player]
                self.goods[event.player] = (
                    held[0] + event.goods[0],
                    held[1] + event.goods[1],
                    held[2] + event.goods[2],
                )
            else:
                self.turn_part(event)

    def turn_part(self, event: object) -> None:
        """At most one second part a turn, only when earned, by the same player."""
        if isinstance(event, SecondPartEarned):
            assert self.earned is None, "a second part earned in a second part"
            self.earned = event.player
        elif isinstance(event, SecondPartStarted):
            assert self.earned == event.player and not self.started
            self.started = True
        elif isinstance(event, TurnEnded) and (self.earned is None or self.started):
            self.earned, self.started = None, False  # the whole turn is over

    def check(self, state: GameState) -> None:
        assert list(state.goods) == self.goods
        for player, counted in enumerate(self.scores):
            told = {c: n for c, n in counted.items() if n}
            assert {c: n for c, n in state.scores[player].items() if n} == told


def expansion_misplays(state: GameState, legal: list[Move], rng: random.Random) -> list[Move]:
    """Figures of the expansions on spots or in games where they never go (a sample): a
    segment answers to each of its edges' names, so a move is told apart by the segment."""
    tile = state.board[state.last] if state.last is not None else None

    def spot(move: PlaceFigure) -> tuple[str, int | None]:
        return move.figure, None if tile is None else tile.segment_index(move.location)

    allowed = {spot(move) for move in legal if isinstance(move, PlaceFigure)}
    spots = ["N", "E", "S", "W", "Nw", "Se", "monastery", "garden", "field"]
    tries = [PlaceFigure(kind, rng.choice(spots)) for kind in ("large_meeple", "builder", "pig")]
    return [move for move in tries if spot(move) not in allowed]


def play(combo: tuple, seed: int, players: int) -> GameState:
    state = new_game(make_setup(combo, players), load_catalogue(), seed=seed)
    rng = random.Random(seed * 31 + 7)
    tally = Tally(state)
    totals = state.totals()
    while not state.finished:
        legal = legal_moves(state)
        assert legal
        if rng.random() < 0.1:
            before = state.snapshot()
            for bad in expansion_misplays(state, legal, rng):
                with pytest.raises(IllegalMoveError):
                    apply(state, bad)
            assert state.snapshot() == before
        state, events = apply(state, rng.choice(legal))
        tally.add(events)
        check_figures(state)
        check_gold_and_goods(state)
        tally.check(state)
        assert all(b >= a for a, b in zip(totals, state.totals(), strict=True))
        totals = state.totals()
    assert not state.figures() and state.ingots_on_board() == 0
    return state


@pytest.mark.slow
@pytest.mark.parametrize("index,seed", GAMES, ids=[f"{i}-{s}" for i, s in GAMES])
def test_random_expansion_game_invariants_and_replay(index: int, seed: int) -> None:
    state = play(COMBOS[index], seed, players=2 + seed % 5)
    record = json.loads(json.dumps(record_of(state)))
    again = replay(parse_record(record), load_catalogue())
    assert again.snapshot() == state.snapshot()
    assert again.moves == state.moves


def test_a_game_with_both_expansions_and_everything_on() -> None:
    """One such game in the quick set."""
    combo = (True, True, True, True, True, (True, 3), "edition3")
    state = play(combo, 5, players=3)
    assert state.options.inns_cathedrals and state.options.traders_builders
    again = replay(parse_record(json.loads(json.dumps(record_of(state)))), load_catalogue())
    assert again.snapshot() == state.snapshot()


@pytest.mark.slow
def test_the_expansion_figures_and_turns_occur_in_the_random_games() -> None:
    """The random games do reach what they check: every figure placed, second parts, goods."""
    seen: Counter[str] = Counter()
    combo = (True, True, False, True, True, (True, 3), "edition3")
    for seed in range(12):
        state = new_game(make_setup(combo, 2 + seed % 3), load_catalogue(), seed=seed)
        rng = random.Random(seed)
        while not state.finished:
            move = rng.choice(legal_moves(state))
            if isinstance(move, PlaceFigure):
                seen[move.figure] += 1
            state, events = apply(state, move)
            seen.update(type(e).__name__ for e in events)
    for word in ("large_meeple", "builder", "pig", "SecondPartStarted", "GoodsTaken"):
        assert seen[word] > 0, word
    assert seen["GoodsScored"] > 0
