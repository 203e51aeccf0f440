"""The race you can see: each player panel shows "if it ended now" after every move, and the
results chart draws it as a dashed line beside the score."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from ui_helpers import (
    click,
    drag,
    finished_game,
    game,
    hand_centre,
    make_app,
    segment_point,
    start,
    step,
    tile_centre,
)

from goldmines_desktop.engine import PlaceFigure, projected_history, projected_scores
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.hud import hud as hud_module
from goldmines_desktop.ui.hud.chart import draw_score_chart, projected_series, score_series
from goldmines_desktop.ui.hud.hud_layout import compute_layout
from goldmines_desktop.ui.scenes.results import ResultsScene

pytestmark = pytest.mark.timeout(120)


def painted_panels(monkeypatch: pytest.MonkeyPatch) -> dict[str, dict[str, Any]]:
    """The score and projection each player's panel was last painted with, by name."""
    seen: dict[str, dict[str, Any]] = {}
    paint = hud_module.paint_player_panel

    def spy(name: str, colour: str, score: int, *rest: Any) -> pygame.Surface:
        seen[name] = {"score": score, "projected": rest[-1]}
        return paint(name, colour, score, *rest)

    monkeypatch.setattr(hud_module, "paint_player_panel", spy)
    return seen


def test_the_panel_shows_if_it_ended_now_after_a_move(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = painted_panels(monkeypatch)
    scene = start(app, game(["U", "U", "U"]))
    step(app)
    assert seen["Ann"] == {"score": 0, "projected": 0}
    drag(app, hand_centre(scene), tile_centre(scene, (1, 0)))  # U continues D's road east
    placed = scene.state.board[(1, 0)]
    road = next(i for i, s in enumerate(placed.segments) if s.kind == "road")
    click(app, segment_point(scene, (1, 0, road)))
    assert scene.state.moves[-1] == PlaceFigure("meeple", placed.segments[road].name)
    step(app)
    # a meeple on a road of two tiles (D and U): 2 if the game ended now, nothing scored yet
    assert seen["Ann"] == {"score": 0, "projected": 2}
    assert seen["Bob"] == {"score": 0, "projected": 0}


def test_the_projection_is_worked_out_once_per_position(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[object] = []

    def counted(state: Any) -> tuple[int, ...]:
        calls.append(state)
        return projected_scores(state)

    monkeypatch.setattr(hud_module, "projected_scores", counted)
    scene = start(app, game(["U", "U", "U"]))
    step(app, 10)
    assert calls and all(state is scene.state for state in calls)
    assert len(calls) == 1  # ten frames, one position: asked once


def test_a_finished_game_shows_no_projection_line(monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = finished_game(3, seed=2)
    window = make_app((1024, 600))
    try:
        seen = painted_panels(monkeypatch)
        start(window, state)
        assert seen and all(panel["projected"] is None for panel in seen.values())
    finally:
        window.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_six_panels_and_the_log_fit_the_window(size: tuple[int, int]) -> None:
    layout = compute_layout(size, 6)
    assert all(pygame.Rect((0, 0), size).contains(r) for r in layout.players)
    assert layout.log.top >= layout.players[-1].bottom and layout.log.bottom <= size[1]


def test_the_results_chart_has_both_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    state, events = finished_game(4, seed=5)
    series, projected = score_series(state), projected_series(state)
    history = projected_history(state)
    assert projected is not None and history is not None
    assert [len(line) for line in projected] == [len(line) for line in series]
    assert [line[-1] for line in projected] == [line[-1] for line in series]
    for line, scores in zip(projected, series, strict=True):
        assert all(p >= s for p, s in zip(line, scores, strict=True))
    drawn: list[Any] = []

    def spy(*args: Any, **kwargs: Any) -> None:
        drawn.append(args)
        draw_score_chart(*args, **kwargs)

    monkeypatch.setattr("goldmines_desktop.ui.hud.results_table.draw_score_chart", spy)
    window = make_app((1024, 600))
    try:
        scene = window.show("results", state, tuple(events))
        assert isinstance(scene, ResultsScene)
        scene.show_results()
        step(window, 2)
        assert drawn and drawn[-1][-1] == projected
    finally:
        window.close()
