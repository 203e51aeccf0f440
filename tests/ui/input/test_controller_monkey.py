"""The controller monkey (``benchmarks/controller_monkey.py``) in the test suite: random
game-controller events alone (buttons of several controllers, sticks, triggers, the repeat
timer, controllers plugged in and out) on every screen; no fault, and the game always legal.
The long run is the benchmark ``python -m benchmarks.controller_monkey --events N``."""

from __future__ import annotations

import pytest

from benchmarks.controller_monkey import run, starts

pytestmark = pytest.mark.timeout(600)


def test_a_short_burst_on_the_menu_and_the_board() -> None:
    tally = run(3, 40, screens=["menu", "game"])
    assert tally.faults == []
    assert tally.events == 80 and "MainMenuScene" in tally.screens


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2])
def test_controller_mashing_on_every_screen(seed: int) -> None:
    tally = run(seed, 250)
    assert tally.faults == []
    assert tally.events == 250 * len(starts(seed))
    assert tally.moves > 0  # the games went on under the presses
    assert {
        "MainMenuScene",
        "SetupScene",
        "GameScene",
        "PauseScene",
        "ResultsScene",
        "WatchScene",
        "LoadScene",
        "FamilyScene",
        "LessonsScene",
    } <= tally.screens
