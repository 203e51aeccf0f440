"""Every word of a lesson right: the arrow points at the cell the step accepts and hides no
tile, a step's text names the buttons the board shows, and a lesson that scores nothing at
the end does not finish on a "Final scoring" card at 0 to 0."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_helpers import click, drag, hand_centre, key, make_app, step, tile_centre

from goldmines_desktop.engine import END_TURN, PlaceGold, PlaceTile, TakeGold, legal_moves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import lesson_paths, load_lesson
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.table.lesson_coach import LessonCoach
from goldmines_desktop.ui.table.turn_controller import TurnController

LESSONS = lesson_paths()
IDS = [p.stem for p in LESSONS]


def _lesson_steps(path: Path):
    """Each step of a lesson with its coach in the position where it is asked."""
    catalogue = load_catalogue()
    lesson = load_lesson(path, catalogue)
    turns = TurnController(lesson.board.start(catalogue, seed=0))
    coach = LessonCoach(lesson, turns)
    while not coach.finished:
        wanted = coach.step
        assert wanted is not None
        yield coach, wanted
        if wanted.move == END_TURN:
            turns.end_turn()
            coach.ended_turn()
        else:
            played = turns.play(wanted.move)  # type: ignore[arg-type]
            assert played is not None
            coach.played(wanted.move, played.events + turns.final_events)  # type: ignore[arg-type]


@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_every_arrow_points_at_a_cell_the_step_accepts(path: Path) -> None:
    arrows = 0
    for coach, wanted in _lesson_steps(path):
        arrow = coach.arrow()
        if arrow is None:
            assert coach.scripted() is not None or not isinstance(wanted.move, PlaceTile)
            continue
        arrows += 1
        cell, stands_on = arrow
        state = coach.turns.state
        assert stands_on not in state.board, f"step {coach.index + 1}: the arrow hides a tile"
        assert abs(stands_on[0] - cell[0]) + abs(stands_on[1] - cell[1]) == 1
        move = wanted.move
        if isinstance(move, PlaceTile | PlaceGold | TakeGold):
            assert (move.x, move.y) == cell
        assert move in legal_moves(state), f"step {coach.index + 1}: {move} is refused"
        assert coach.refusal(move) is None
        if "under the yellow arrow" in wanted.text:
            assert stands_on == (cell[0], cell[1] - 1), f"step {coach.index + 1}: not above"
    assert arrows


def _shown(scene: GameScene) -> dict[str, str]:
    return scene.view.step_buttons(scene.input)


def _do_step(app, scene: GameScene) -> None:
    """The lesson's step the way a player does it: drag, click, Space or Enter."""
    coach = scene.coach
    assert coach is not None and coach.step is not None
    move, text = coach.step.move, coach.step.text
    if coach.scripted() is not None:
        before = coach.index
        for _ in range(2000):  # the lesson plays its computer seat by itself, in its time
            step(app, 5)
            if coach.index > before:
                return
        raise AssertionError(f"the lesson's seat does not play step {before + 1}")
    step(app, 60)  # animations and the banner settle
    if move == END_TURN:
        label = _shown(scene)["end_turn"]
        assert label.split(" (")[0] in text, f"{text!r} names no {label!r} button"
        before = coach.index
        for _ in range(20):  # Enter; a final scoring on the board first: Space, then Enter
            key(app, pygame.K_RETURN)
            step(app, 30)
            if coach.index > before:
                break
        return
    if isinstance(move, PlaceTile):
        scene.input.rotation = move.rotation
        drag(app, hand_centre(scene), tile_centre(scene, (move.x, move.y)))
    elif isinstance(move, PlaceGold | TakeGold):
        click(app, tile_centre(scene, (move.x, move.y)))
    elif type(move).__name__ == "Skip":
        assert "Skip figure" in _shown(scene).get("skip", ""), text
        key(app, pygame.K_SPACE)
    else:
        assert scene.play(move)  # type: ignore[arg-type]
        step(app)


@pytest.mark.slow
@pytest.mark.parametrize("path", LESSONS, ids=IDS)
def test_a_lesson_is_played_with_the_mouse_where_its_arrow_points(path: Path) -> None:
    app = make_app()
    try:
        scene = app.show("lesson", str(path))
        assert isinstance(scene, GameScene) and scene.coach is not None
        coach = scene.coach
        for _ in range(200):
            if coach.finished:
                break
            before = coach.index
            _do_step(app, scene)
            assert coach.index > before or coach.scripted() is not None, coach.step
        assert coach.finished
        view = scene.view.hud_view(scene.input)
        if not any(scene.state.totals()):
            assert view.title != "Final scoring" and scene.view.finale is None
    finally:
        app.close()


def _lesson(app, name: str) -> GameScene:
    path = next(p for p in LESSONS if p.stem.startswith(name))
    scene = app.show("lesson", str(path))
    assert isinstance(scene, GameScene)
    return scene


def test_lesson_6_takes_a_click_on_the_arrowed_cell_and_on_the_arrow(app) -> None:
    scene = _lesson(app, "06")
    coach = scene.coach
    assert coach is not None
    assert scene.play(coach.step.move)  # the gold tile under its arrow
    step(app, 60)
    cell, stands_on = coach.arrow()
    assert stands_on not in scene.state.board
    click(app, tile_centre(scene, stands_on))  # the arrow itself
    assert coach.index == 2 and scene.state.ingots.get(cell)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    step(app, 30)
    assert coach.index == 1
    click(app, tile_centre(scene, cell))  # the cell it points at
    assert coach.index == 2 and scene.state.ingots.get(cell)


def test_lesson_7s_arrow_leaves_the_spring_in_view(app) -> None:
    scene = _lesson(app, "07")
    coach = scene.coach
    assert coach is not None
    cell, stands_on = coach.arrow()
    spring = (cell[0], cell[1] - 1)
    assert spring in scene.state.board and stands_on != spring


def test_lesson_1_ends_with_finish_lesson_not_a_final_scoring_at_nought(app) -> None:
    scene = _lesson(app, "01")
    coach = scene.coach
    assert coach is not None
    while coach.step is not None and not (
        coach.step.move == END_TURN and scene.state.finished and coach.scripted() is None
    ):
        if coach.scripted() is not None:
            step(app, 5)
        elif coach.step.move == END_TURN:
            key(app, pygame.K_RETURN)
        else:
            assert scene.play(coach.step.move)  # type: ignore[arg-type]
    step(app, 200)
    view = scene.view.hud_view(scene.input)
    assert view.title != "Final scoring" and scene.view.finale is None
    assert view.buttons["end_turn"] == "Finish lesson"
    assert "Finish lesson" in coach.text
    key(app, pygame.K_RETURN)
    assert coach.finished
