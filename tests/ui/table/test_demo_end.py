"""The demo's end: the board counts the final scoring up once, the results show the totals it
reached and name the winner once (no second count on another screen with other numbers).

Under SDL's dummy drivers, stepping the app's own loop; the demo's game is a short one of six
tiles by quick computer players.
"""

from __future__ import annotations

import time

import pytest

from goldmines_desktop.engine import PlayerSetup, Setup, new_game
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.demo import Demo
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.results import ResultsScene

pytestmark = pytest.mark.timeout(240)
SHORT_PILE = ["U", "V", "E", "B", "K", "D"]  # roads, cities and a monastery left unfinished


@pytest.fixture
def short_demo(monkeypatch: pytest.MonkeyPatch) -> None:
    """Demo games of six tiles, by random and easy computer players."""
    setup = Setup(
        (
            PlayerSetup("Ada", "red", "ai:random"),
            PlayerSetup("Bram", "blue", "ai:easy"),
            PlayerSetup("Cleo", "green", "ai:random"),
        )
    )

    def new_state(self: Demo):
        self.games_started += 1
        return new_game(setup, load_catalogue(), seed=7, draw_order=SHORT_PILE)

    monkeypatch.setattr(Demo, "new_state", new_state)


def test_the_demo_counts_the_final_scoring_once_and_its_numbers_agree(
    app: App, short_demo: None
) -> None:
    app.show("demo", "max")
    counted_up: list[int] = []  # the board's totals while its final scoring runs
    board_end: tuple[int, ...] = ()
    steps = 0
    deadline = time.monotonic() + 180  # a bound for a busy machine, not a speed target
    while not isinstance(app.top, ResultsScene) and time.monotonic() < deadline:
        app.run(1)
        scene = app.top
        if isinstance(scene, GameScene) and scene.view.finale is not None:
            finale = scene.view.finale
            counted_up.append(finale.shown)
            steps = len(finale.steps)
            board_end = scene.hud_view().scores
            assert "is playing" not in scene.hud_view().hint  # no computer plays any more
    results = app.top
    assert isinstance(results, ResultsScene)
    assert steps > 1
    # the board revealed its steps one after another, not all at once
    assert set(range(steps + 1)) <= set(counted_up)
    # where the board's count ended is what the results table says
    assert board_end == results.state.totals()
    assert [sum(row.values()) for row in results.table()] == list(board_end)
    # the results do not count the final scoring a second time
    app.run(2)
    assert results.steps == [] and results.showing_results
    # the winner is named once: in the title, not again in the demo strip
    assert results.headline not in results._demo_note()
    assert "next game" in results._demo_note()
