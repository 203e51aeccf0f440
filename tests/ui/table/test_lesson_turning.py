"""The lessons teach what the player really does with a tile: dragged onto a spot it turns by
itself to fit, so a step mentions R only where the tile fits its spot more than one way and
does not turn by itself to the lesson's way; and doing what the words say (posted events)
plays the lesson's move."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from ui_helpers import drag, hand_centre, key, make_app, post, step, tile_centre

from goldmines_desktop.engine import END_TURN, PlaceTile, legal_moves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import lesson_paths, load_lesson
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.table.lesson_coach import LessonCoach
from goldmines_desktop.ui.table.turn_controller import TurnController

LESSONS = lesson_paths()


def _says_r(words: str) -> bool:
    return " R " in f" {words} ".replace("(", " ").replace(")", " ").replace(",", " ")


def _tile_steps(path: Path):
    """Each step where the player places a tile: the rotations that fit its spot, the one
    the tile turns to by itself (from the hand's first way), the wanted one, its words."""
    catalogue = load_catalogue()
    lesson = load_lesson(path, catalogue)
    turns = TurnController(lesson.board.start(catalogue, seed=0))
    coach = LessonCoach(lesson, turns)
    while not coach.finished:
        wanted = coach.step
        assert wanted is not None
        move = wanted.move
        if isinstance(move, PlaceTile) and coach.scripted() is None:
            fits = sorted(
                m.rotation
                for m in legal_moves(turns.state)
                if isinstance(m, PlaceTile) and (m.x, m.y) == (move.x, move.y)
            )
            by_itself = next(r for r in (0, 90, 180, 270) if r in fits)
            yield fits, by_itself, move.rotation, wanted
        if move == END_TURN:
            turns.end_turn()
            coach.ended_turn()
        else:
            played = turns.play(move)  # type: ignore[arg-type]
            assert played is not None
            coach.played(move, played.events + turns.final_events)  # type: ignore[arg-type]


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_a_lesson_says_r_only_where_the_tile_does_not_turn_by_itself(path: Path) -> None:
    for fits, by_itself, wanted, words in _tile_steps(path):
        needs_r = by_itself != wanted
        assert _says_r(words.source_text) == needs_r, (words.source_text, fits)
        if needs_r:
            assert _says_r(words.source_hint)


def _lesson(app, name: str) -> GameScene:
    path = next(p for p in LESSONS if p.stem.startswith(name))
    scene = app.show("lesson", str(path))
    assert isinstance(scene, GameScene) and scene.coach is not None
    step(app, 60)
    return scene


def test_lesson_1s_tile_turns_by_itself_when_dragged_onto_the_spot() -> None:
    app = make_app((1024, 600))
    try:
        scene = _lesson(app, "01")
        coach = scene.coach
        assert coach is not None and coach.step is not None
        move = coach.step.move
        assert isinstance(move, PlaceTile) and scene.input.rotation != move.rotation
        drag(app, hand_centre(scene), tile_centre(scene, (move.x, move.y)))
        assert scene.state.moves[-1] == move and coach.index == 1
    finally:
        app.close()


def test_lesson_7s_bend_is_turned_with_r_while_held_over_its_spot() -> None:
    app = make_app((1024, 600))
    try:
        scene = _lesson(app, "07")
        coach = scene.coach
        assert coach is not None and coach.step is not None
        move = coach.step.move
        assert isinstance(move, PlaceTile)
        spot = tile_centre(scene, (move.x, move.y))
        drag(app, hand_centre(scene), spot, release=False)  # held over the spot
        assert scene.input.fit_rotation((move.x, move.y)) != move.rotation  # not yet
        key(app, pygame.K_r)  # the words: hold it there and press R
        assert scene.input.fit_rotation((move.x, move.y)) == move.rotation
        post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
        step(app)
        assert scene.state.moves[-1] == move and coach.index == 1
    finally:
        app.close()
