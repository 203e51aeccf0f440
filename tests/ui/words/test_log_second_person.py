"""The log speaks to a lesson's player ("You") in the second person, with sentences of its own
for every kind of event: "You complete a road", "You take a gold ingot", "Your 3 gold ingots".
"""

from __future__ import annotations

import random
import re

import pytest

from goldmines_desktop.engine import (
    FeatureScored,
    FigurePlaced,
    GameOver,
    GameState,
    GoldPlaced,
    GoldReturned,
    GoldScored,
    GoldTaken,
    PlayerSetup,
    Setup,
    TileDiscarded,
    TilePlaced,
    apply,
    legal_moves,
    new_game,
)
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.hud.event_log import EventLog, describe

pytestmark = pytest.mark.timeout(120)
CATALOGUE = load_catalogue()
# third-person verbs that must never follow "You"
WRONG = re.compile(r"\bYou (completes|takes|places|scores|wins|starts|has|is)\b|\bYou's\b")


def _state(names: tuple[str, str] = ("You", "Bob"), moves: int = 12) -> GameState:
    """A game a few moves in (seeded), with a lesson's player "You" in seat 0."""
    setup = Setup((PlayerSetup(names[0], "red"), PlayerSetup(names[1], "blue")))
    state = new_game(setup, CATALOGUE, seed=5)
    rng = random.Random(5)
    for _ in range(moves):
        state, _events = apply(state, rng.choice(legal_moves(state)))
    return state


def _scored(kind: str, owners: tuple[int, ...], completed: bool = True, **extra) -> FeatureScored:
    return FeatureScored(kind, 8, owners, ((0, 0),), 0, 0, "N", completed, kind, **extra)


def _text(event, state: GameState) -> str:
    line = describe(event, state)
    assert line is not None
    return line[0]


@pytest.mark.parametrize(
    ("kind", "you", "them"),
    [
        ("road", "You complete a road: +8", "Bob completes a road: +8"),
        ("city", "You complete a city: +8", "Bob completes a city: +8"),
        ("monastery", "You complete a monastery: +8", "Bob completes a monastery: +8"),
        ("garden", "You complete a garden: +8", "Bob completes a garden: +8"),
    ],
)
def test_a_completed_feature_in_both_persons(kind: str, you: str, them: str) -> None:
    state = _state()
    assert _text(_scored(kind, (0,)), state) == you
    assert _text(_scored(kind, (1,)), state) == them
    assert _text(_scored(kind, (1, 0)), state) == f"You and Bob complete a {kind}: +8 each"


@pytest.mark.parametrize("kind", ["road", "city", "monastery", "garden"])
def test_an_unfinished_feature_is_yours(kind: str) -> None:
    state = _state()
    assert _text(_scored(kind, (0,), completed=False), state) == f"Your unfinished {kind}: +8"
    assert _text(_scored(kind, (1,), completed=False), state) == f"Bob: unfinished {kind} +8"


def test_a_field_the_abbot_and_gold_in_the_second_person() -> None:
    state = _state()
    field = _scored("field", (0,), completed=False, cities=(3, 4))
    assert _text(field, state) == "Your field next to 2 completed cities: +8"
    assert _text(_scored("field", (1,), False, cities=(3,)), state) == (
        "Bob: field next to 1 completed city +8"
    )
    abbot = _scored("garden", (0,), completed=False, abbot_returned=True)
    assert _text(abbot, state) == "You take your abbot back: +8"
    assert _text(GoldScored(0, 3, 6), state) == "Your 3 gold ingots are worth +6"
    assert _text(GoldScored(0, 1, 1), state) == "Your 1 gold ingot is worth +1"
    assert _text(GoldScored(1, 2, 2), state) == "Bob: 2 gold ingots are worth +2"
    assert _text(GameOver((50, 40), (), (0,)), state) == "Game over: you win!"
    assert _text(GameOver((50, 50), (), (0, 1)), state) == "Game over: You and Bob win!"
    assert _text(GameOver((40, 50), (), (1,)), state) == "Game over: Bob wins!"


def test_taking_gold_placing_tiles_and_figures() -> None:
    state = _state()
    x, y = state.last
    taken = _text(GoldTaken(0, x, y), state)
    assert taken.startswith("You take a gold ingot"), taken
    assert _text(GoldTaken(1, x, y), state).startswith("Bob takes a gold ingot")
    placed = _text(TilePlaced(0, state.board[(x, y)].tile.code, x, y, 0), state)
    assert placed.startswith("You placed "), placed
    assert _text(GoldPlaced(x, y, 0), state) == "You: gold ingot on the new tile"
    assert _text(TileDiscarded("GM_A", 0), state) == "Tile GM_A fits nowhere and leaves the game"
    assert _text(GoldReturned(x, y, 2), state) == "2 unclaimed ingots go back to the box"
    assert _text(GoldReturned(x, y, 1), state) == "1 unclaimed ingot goes back to the box"
    empty = FeatureScored("road", 2, (), ((0, 0), (1, 0)), 0, 0, "E", True, "road")
    assert _text(empty, state) == "A road of 2 tiles is completed (no one on it)"


def test_figure_lines_say_the_feature_and_its_size() -> None:
    state = _state(moves=0)
    move = next(m for m in legal_moves(state) if type(m).__name__ == "PlaceTile")
    state, _ = apply(state, move)
    figures = [m for m in legal_moves(state) if type(m).__name__ == "PlaceFigure"]
    assert figures
    after, events = apply(state, figures[0])
    placed = next(e for e in events if isinstance(e, FigurePlaced))
    text = _text(placed, after)
    assert re.fullmatch(
        r"You: (meeple on a (road|city) of \d tiles?|farmer in a field of \d tiles?"
        r"|(monk|abbot) on a monastery, worth \d points? now"
        r"|abbot in a garden, worth \d points? now)",
        text,
    ), text


@pytest.mark.slow
def test_a_whole_game_never_says_you_with_a_third_person_verb() -> None:
    state = _state(moves=0)
    rng = random.Random(11)
    texts: set[str] = set()
    while not state.finished:
        state, events = apply(state, rng.choice(legal_moves(state)))
        log = EventLog()
        log.add(events, state)
        texts |= {e.text for e in log.entries}
    assert len(texts) > 20 and not [t for t in texts if WRONG.search(t)]
    assert any(t.startswith("Game over: ") for t in texts)
    assert any(t.startswith("You placed ") for t in texts)


def test_the_final_scoring_says_you_hold_no_gold() -> None:
    from goldmines_desktop.ui.hud.scoring_steps import no_gold_words

    assert no_gold_words("You") == "You hold no gold"
    assert no_gold_words("Bob") == "Bob holds no gold"
