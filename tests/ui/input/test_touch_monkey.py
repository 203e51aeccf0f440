"""The touch monkey (``benchmarks/touch_monkey.py``) in the test suite: seeded games played to
their end with bursts of random fingers in every step (taps, double taps, long presses,
drags, pinches, careless three-finger chaos) and a round of random fingers on every screen;
nothing may raise and every game must stay legal. The long run is the benchmark
``python -m benchmarks.touch_monkey --games N``."""

from __future__ import annotations

import pytest

from benchmarks.monkey import Combo
from benchmarks.touch_monkey import SCREENS, run, run_screens
from goldmines_desktop.ui.board.camera_keys import CameraKeys
from goldmines_desktop.ui.input import mode

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

SEED = 30


@pytest.fixture(autouse=True)
def _mouse_mode():
    """The fingers leave the window in touch mode: the next test starts with the mouse."""
    yield
    mode.switch("mouse")


COMBOS = [
    Combo(seats=2, gold_distribution="round_robin"),  # the abbot and The Gold Mines are on
    Combo(seats=3, river=True, computer=True),
    Combo(lesson="06_gold_mines"),
]


@pytest.mark.parametrize("combo", COMBOS, ids=[c.label for c in COMBOS])
def test_nothing_the_fingers_do_raises_and_the_game_stays_legal(combo: Combo) -> None:
    tally = run([combo], SEED, tiles=combo.seats + 2, actions=6)
    assert tally.exceptions == []
    assert tally.finished == 1
    assert tally.events >= 20 * tally.steps  # a burst of fingers in every step


def test_every_screen_takes_random_fingers() -> None:
    tally = run_screens(SEED, gestures=10)
    assert tally.exceptions == []
    assert tally.steps == len(SCREENS) + 6  # results, the viewer, and four over a game


def test_the_touch_monkey_reports_a_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    """A pinch that fails is found (the app's frame guard catches it, the monkey counts it)."""

    def fails(self: CameraKeys, event: object) -> bool:
        raise ValueError("the pinch broke")

    monkeypatch.setattr(CameraKeys, "action", fails)
    tally = run([Combo(seats=2)], SEED, tiles=2, actions=8)
    assert tally.exceptions and "the pinch broke" in tally.exceptions[0]
