"""Computer players: legal moves only, reproducible from a seed, no pygame, the tournament."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from goldmines_desktop.ai import (
    LEVELS,
    EasyPlayer,
    HardPlayer,
    NormalPlayer,
    Player,
    RandomPlayer,
    choose_move,
    hint,
    make_player,
)
from goldmines_desktop.ai.evaluate import Context, advantage, gold_value, values
from goldmines_desktop.ai.tournament import play_game, simulate_ai
from goldmines_desktop.catalogue import load_catalogue
from goldmines_desktop.engine import (
    COLORS,
    GameState,
    Move,
    Options,
    Phase,
    PlaceMeeple,
    PlayerSetup,
    Setup,
    acting_player,
    apply,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.scoring import gold_points

REPO = Path(__file__).resolve().parent.parent
FAST_HARD = 0.0  # one sampled future per candidate: the hard player's cheapest search


def setup_for(players: int, options: Options) -> Setup:
    seats = tuple(PlayerSetup(f"P{i + 1}", COLORS[i], "ai") for i in range(players))
    return Setup(seats, options)


def short_deck(seed: int, goldmines: bool, size: int) -> list[str]:
    """A full game on fewer tiles: every gold tile in play plus ``size`` base tiles."""
    catalogue = load_catalogue()
    box = catalogue.box(goldmines)
    gold = [c for c in box if catalogue[c].gold]
    base = [c for c in box if not catalogue[c].gold]
    rng = random.Random(seed)
    rng.shuffle(base)
    deck = base[:size] + gold
    rng.shuffle(deck)
    return deck


def build(level: str, seed: int) -> Player:
    if level == "hard":
        return HardPlayer(seed, time_budget=FAST_HARD)
    return make_player(level, seed)


def play(
    levels: list[str], options: Options, seed: int, deck: list[str] | None = None
) -> tuple[GameState, list[Move]]:
    """A complete game; every move is checked against ``legal_moves`` before it is applied."""
    catalogue = load_catalogue()
    setup = setup_for(len(levels), options)
    if deck is None:
        state = new_game(setup, catalogue, seed=seed)
    else:
        state = new_game(setup, catalogue, draw_order=deck)
    players = [build(level, seed * 10 + i) for i, level in enumerate(levels)]
    played: list[Move] = []
    while not state.finished:
        move = players[acting_player(state)].choose(state)
        assert move in legal_moves(state), f"{levels[acting_player(state)]} chose {move}"
        played.append(move)
        state, _ = apply(state, move)
    return state, played


GAMES = [
    (["random", "easy"], Options(), 1, None),
    (["normal", "easy", "random"], Options(goldmines=False), 2, None),
    (["normal", "random"], Options(gold_distribution="round_robin"), 3, None),
    (["easy", "normal", "random", "easy"], Options(abbot=False), 4, 30),
    (["hard", "normal"], Options(), 5, 14),
    (["hard", "easy", "normal"], Options(gold_distribution="round_robin"), 6, 12),
    (["normal", "hard"], Options(goldmines=False, abbot=False), 7, 12),
]


@pytest.mark.parametrize(("levels", "options", "seed", "short"), GAMES)
def test_every_level_plays_only_legal_moves(
    levels: list[str], options: Options, seed: int, short: int | None
) -> None:
    deck = None if short is None else short_deck(seed, options.goldmines, short)
    state, _ = play(levels, options, seed, deck)
    assert state.finished
    assert state.supply + state.returned + sum(state.held) == 16 or not options.goldmines


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_moves(level: str) -> None:
    levels = [level, "random"]
    deck = short_deck(11, True, 12 if level == "hard" else 20)
    _, first = play(levels, Options(), 11, deck)
    _, again = play(levels, Options(), 11, deck)
    assert first == again


def test_choose_move_is_reproducible_and_legal() -> None:
    state = new_game(setup_for(2, Options()), load_catalogue(), seed=3)
    for _ in range(12):
        for level in LEVELS:
            budget = FAST_HARD if level == "hard" else None
            move = choose_move(state, level, random.Random(7), budget)
            assert move in legal_moves(state)
            assert move == choose_move(state, level, random.Random(7), budget)
        state, _ = apply(state, choose_move(state, "normal", random.Random(0)))


def test_hint_is_legal_in_every_phase() -> None:
    seen: set[Phase] = set()
    deck = short_deck(21, True, 20)
    state = new_game(setup_for(2, Options()), load_catalogue(), draw_order=deck)
    player = RandomPlayer(21)
    while not state.finished:
        seen.add(state.phase)
        assert hint(state) in legal_moves(state)
        state, _ = apply(state, player.choose(state))
    assert {Phase.PLACE_TILE, Phase.PLACE_FIGURE, Phase.PLACE_GOLD} <= seen


def test_hint_is_what_normal_plays() -> None:
    state = new_game(setup_for(3, Options()), load_catalogue(), seed=8)
    for _ in range(10):
        assert hint(state) == NormalPlayer(99).choose(state)
        state, _ = apply(state, hint(state))


def test_easy_keeps_two_meeples_in_hand() -> None:
    catalogue = load_catalogue()
    for seed in (31, 32):
        state = new_game(setup_for(2, Options()), catalogue, seed=seed)
        players: list[Player] = [EasyPlayer(seed), RandomPlayer(seed)]
        while not state.finished:
            move = players[acting_player(state)].choose(state)
            state, _ = apply(state, move)
            assert state.meeples[0] >= 2


def test_normal_places_meeples_and_beats_random() -> None:
    state = play_game(["normal", "random"], 41)
    figures = [m for m in state.moves if isinstance(m, PlaceMeeple)]
    assert figures
    assert state.totals()[0] > state.totals()[1]


def test_make_player_levels() -> None:
    for level in LEVELS:
        assert make_player(level, 1).level == level
    with pytest.raises(ValueError, match="unknown computer level"):
        make_player("grandmaster", 1)


def test_simulate_ai_reports_per_level_in_ai_order() -> None:
    result = simulate_ai(2, ["random", "normal"], seed=5)
    assert result["games"] == 2
    assert sum(result["wins"]) + result["draws"] == 2
    assert result["wins"][1] == 2  # normal wins from either seat
    assert result["mean_scores"][1] > result["mean_scores"][0]
    for key in ("median_decision_ms", "max_decision_ms"):
        assert len(result[key]) == 2
    with pytest.raises(ValueError):
        simulate_ai(1, ["normal"], seed=1)


def test_gold_value_follows_the_chart_between_whole_ingots() -> None:
    for ingots in range(14):
        assert gold_value(float(ingots)) == gold_points(ingots)
    assert gold_value(3.5) == pytest.approx((3 + 8) / 2)


def test_values_of_a_finished_game_are_the_scores() -> None:
    state, _ = play(["random", "random"], Options(), 9, short_deck(9, True, 10))
    vals = values(Context(state), state)
    assert vals == [float(t) for t in state.totals()]
    assert advantage(vals, 0) == -advantage(vals, 1)


def test_ai_package_imports_neither_pygame_nor_the_ui() -> None:
    code = (
        "import sys, goldmines_desktop.ai\n"
        "bad = [m for m in sys.modules if m.startswith(('pygame', 'pytmx', 'goldmines_desktop.ui',"
        " 'goldmines_desktop.render', 'goldmines_desktop.catalogue'))]\n"
        "assert not bad, bad\n"
        "import goldmines_desktop.ai.tournament\n"
        "assert 'pygame' not in sys.modules\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
