"""The expansions' lessons played the way a player plays them, under the dummy driver: opened
from the lessons list with a click, each tile dragged onto the spot the arrow points at, the
figure chosen on the step card's chooser (Large meeple, Builder, Pig) and its spot clicked,
Space to skip, Enter to end the turn (and to start the builder's second tile), the success
card, and Enter back to the list where the lesson is ticked."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_helpers import click, drag, hand_centre, key, make_app, step, tile_centre

from goldmines_desktop.engine import END_TURN, PlaceFigure, PlaceTile, Skip
from goldmines_desktop.files.lessons import lesson_paths
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.lessons import LessonsScene
from goldmines_desktop.ui.table.steps import figure_button

LESSONS = [p for p in lesson_paths() if p.stem in ("08_inns_cathedrals", "09_traders_builders")]
FINAL_SCORES = {"08_inns_cathedrals": (27, 0), "09_traders_builders": (22, 10)}


def _open(app: App, path: Path) -> GameScene:
    """The lessons list, and a click on the lesson's button."""
    app.show("lessons")
    step(app, 2)
    listing = app.top
    assert isinstance(listing, LessonsScene)
    index = [p for p, _lesson, _problem in listing.lessons].index(path)
    click(app, listing.buttons[index].rect.center)
    scene = app.top
    assert isinstance(scene, GameScene) and scene.coach is not None
    assert scene.coach.lesson.key == path.stem
    return scene


def _place_figure(app: App, scene: GameScene, move: PlaceFigure) -> None:
    """Choose the figure on the step card (unless it is chosen already), then click its spot
    on the new tile."""
    turn = scene.input
    assert turn.chooser(), "the step shows the figure chooser"
    if turn.figure_in_use() != move.figure:
        click(app, scene.hud.step_buttons[figure_button(move.figure)].center)
    assert turn.figure_in_use() == move.figure
    last = scene.state.last
    assert last is not None
    index = scene.state.board[last].segment_index(move.location)
    assert index is not None
    point = turn.spot_points()[(*last, index)]
    click(app, point)


def _do_step(app: App, scene: GameScene) -> None:
    coach = scene.coach
    assert coach is not None and coach.step is not None
    before = coach.index
    if coach.scripted() is not None:  # Robin's steps play by themselves, in their time
        for _ in range(2000):
            step(app, 5)
            if coach.index > before:
                return
        raise AssertionError(f"the lesson's seat does not play step {before + 1}")
    step(app, 60)  # animations and the banner settle
    move = coach.step.move
    if move == END_TURN:
        for _ in range(20):  # a final scoring on the board: Enter goes through it
            key(app, pygame.K_RETURN)
            step(app, 30)
            if coach.index > before:
                return
    elif isinstance(move, PlaceTile):
        drag(app, hand_centre(scene), tile_centre(scene, (move.x, move.y)))
    elif isinstance(move, PlaceFigure):
        _place_figure(app, scene, move)
    elif isinstance(move, Skip):
        key(app, pygame.K_SPACE)
    step(app)
    assert coach.index == before + 1, (before + 1, coach.step, scene.notice)


@pytest.mark.slow
@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_an_expansion_lesson_is_played_with_real_input(path: Path) -> None:
    app = make_app((1280, 800))
    try:
        scene = _open(app, path)
        coach = scene.coach
        assert coach is not None
        for _ in range(40):
            if coach.finished:
                break
            _do_step(app, scene)
        assert coach.finished and scene.state.finished
        assert scene.state.totals() == FINAL_SCORES[path.stem]
        step(app, 30)
        key(app, pygame.K_RETURN)  # the success card: back to the lessons
        listing = app.top
        assert isinstance(listing, LessonsScene)
        assert path.stem in app.settings.lessons_done
        done = listing.buttons[[p for p, _l, _e in listing.lessons].index(path)]
        assert done.label.endswith("(done)")
    finally:
        app.close()


@pytest.mark.slow
def test_the_wrong_figure_is_refused_and_b_chooses_the_right_one() -> None:
    """Lesson 8 wants the large meeple: a meeple clicked on the same city is refused gently,
    the hint names the chooser's button, and nothing is placed; B chooses the large meeple
    and the same click places it."""
    app = make_app((1280, 800))
    try:
        scene = _open(app, LESSONS[0])
        coach = scene.coach
        assert coach is not None
        _do_step(app, scene)  # the inn tile
        step(app, 60)
        turn = scene.input
        assert turn.figure_in_use() == "meeple"
        last = scene.state.last
        assert last is not None
        index = scene.state.board[last].segment_index("E")
        assert index is not None
        spot = turn.spot_points()[(*last, index)]
        click(app, spot)
        assert coach.index == 1
        assert not [f for f in scene.state.figures() if f.at[:2] == last]
        assert scene.notice and "Large meeple" in scene.notice
        key(app, pygame.K_b)
        assert turn.figure_in_use() == "large_meeple"
        click(app, turn.spot_points()[(*last, index)])
        assert coach.index == 2
        assert scene.state.large_meeples[0] == (*last, index)
    finally:
        app.close()
