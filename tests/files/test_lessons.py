"""Lessons and boards drawn in Tiled: every lesson map loads as a legal position and plays
through to its end (through the coach, and through the board in play under the dummy
driver); hostile maps get one line naming the layer and the cell."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from board_maps import MIRROR, ROT90, ROT180, ROT270, B, D, E, U, board_map, figure, rows, write
from ui_helpers import key, make_app, step

from goldmines_desktop.cli import main
from goldmines_desktop.engine import END_TURN, PlaceTile, Skip
from goldmines_desktop.engine.prepared import PreparedError, PreparedFigure, prepared_game
from goldmines_desktop.files.boards import BoardError, load_board
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import lesson_paths, load_lesson
from goldmines_desktop.files.resources import art_path
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.lessons import LessonsScene
from goldmines_desktop.ui.table.lesson_coach import LessonCoach, play_through
from goldmines_desktop.ui.table.turn_controller import TurnController

# lesson file -> the scores when it is done (You, Robin)
FINAL_SCORES = {
    "01_place_a_tile": (0, 0),
    "02_road_and_meeple": (5, 0),
    "03_cities": (22, 12),
    "04_monastery_and_abbot": (4, 0),
    "05_fields_and_farmers": (3, 0),
    "06_gold_mines": (7, 0),
    "07_the_river": (1, 0),
    "08_inns_cathedrals": (27, 0),
    "09_traders_builders": (22, 10),
}
LESSONS = lesson_paths()


def test_every_lesson_is_known() -> None:
    assert [p.stem for p in LESSONS] == list(FINAL_SCORES)


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_a_lesson_plays_through_with_the_coach(path: Path) -> None:
    catalogue = load_catalogue()
    lesson = load_lesson(path, catalogue)
    turns = TurnController(lesson.board.start(catalogue, seed=0))
    coach = LessonCoach(lesson, turns)
    said = play_through(coach)
    assert coach.finished and turns.state.finished
    assert turns.state.totals() == FINAL_SCORES[path.stem]
    scored = [line for line in said if " point" in line]
    assert bool(scored) == any(FINAL_SCORES[path.stem])  # every score is explained


@pytest.mark.slow
@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_a_lesson_plays_through_on_the_board(path: Path) -> None:
    """The scene in play: the player's steps through the scene's commands, the scripted
    seat by itself frame by frame, the success card, Enter back to the ticked list."""
    app = make_app()
    try:
        scene = app.show("lesson", str(path))
        assert isinstance(scene, GameScene) and scene.coach is not None
        coach = scene.coach
        for _ in range(5000):
            if coach.finished:
                break
            wanted = coach.step.move if coach.step else None
            if coach.scripted() is not None:
                step(app, 5)
            elif wanted == END_TURN:
                key(app, pygame.K_RETURN)
            else:
                assert scene.play(wanted)  # type: ignore[arg-type]
                step(app)
        assert coach.finished
        assert scene.state.totals() == FINAL_SCORES[path.stem]
        step(app)
        key(app, pygame.K_RETURN)
        assert isinstance(app.top, LessonsScene)
        assert path.stem in app.settings.lessons_done
        assert any(b.label.endswith("(done)") for b in app.top.buttons)
    finally:
        app.close()


def test_other_moves_are_refused_gently_and_undo_works() -> None:
    app = make_app()
    try:
        scene = app.show("lesson", str(LESSONS[1]))
        assert isinstance(scene, GameScene) and scene.coach is not None
        wrong = next(m for m in scene.turns.moves() if m != PlaceTile(3, 2, 0))
        assert not scene.play(wrong)
        assert scene.notice and scene.state.board == scene.turns.state.board
        assert len(scene.state.moves) == 0
        assert scene.play(PlaceTile(3, 2, 0))
        assert scene.coach.index == 1
        assert not scene.play(Skip())  # the lesson wants the meeple on the road
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        assert scene.coach.index == 0 and len(scene.state.moves) == 0
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, LessonsScene)
    finally:
        app.close()


def test_the_first_launch_offers_the_lessons_first() -> None:
    app = make_app()
    try:
        menu = app.show("menu")
        first_order = list(menu.buttons)  # type: ignore[attr-defined]
        assert menu.primary() == "Learn to play"  # type: ignore[attr-defined]
        assert menu.focus.focus is menu.buttons["Learn to play"]  # type: ignore[attr-defined]
        assert menu.buttons["Learn to play"].primary  # type: ignore[attr-defined]
        menu.learn()  # type: ignore[attr-defined]
        assert isinstance(app.top, LessonsScene) and app.settings.welcomed
        again = app.show("menu")
        assert list(again.buttons) == first_order  # the buttons keep one order
        assert again.primary() == "New game"  # type: ignore[attr-defined]
    finally:
        app.close()


# --- boards drawn in Tiled -------------------------------------------------------------------


def test_a_board_map_gives_the_position(tmp_path: Path) -> None:
    cells = {(1, 1): D, (2, 1): U, (1, 0): E | ROT180, (1, 2): B}
    meeple = figure("meeple", (2, 1), player=2, spot="W")
    ingot = figure("ingot", (1, 2), count=3)
    board = load_board(write(tmp_path, board_map(rows(cells), meeple + "\n" + ingot)))
    assert board.tiles == {(1, 1): ("D", 0), (2, 1): ("U", 0), (1, 0): ("E", 180), (1, 2): ("B", 0)}
    state = board.start(load_catalogue(), seed=1)
    assert state.draw_order[:2] == ("U", "V") and len(state.draw_order) > 2  # the rest follows
    assert state.ingots == {(1, 2): 3} and state.supply == 13
    assert state.meeples == (7, 6)
    assert [(f.player, f.at[:2]) for f in state.figures()] == [(1, (2, 1))]


@pytest.mark.parametrize(("flags", "rotation"), [(0, 0), (ROT90, 90), (ROT180, 180), (ROT270, 270)])
def test_tiled_flip_flags_turn_the_tile(tmp_path: Path, flags: int, rotation: int) -> None:
    board = load_board(write(tmp_path, board_map(rows({(1, 1): D | flags}))))
    assert board.tiles == {(1, 1): ("D", rotation)}


HOSTILE = {
    "tile that does not fit": (
        board_map(rows({(1, 1): D, (1, 0): E})),
        "layer 'board', cell (1, 0): tile E does not fit",
    ),
    "unknown tile": (board_map(rows({(1, 1): 99})), "layer 'board', cell (1, 1): unknown tile"),
    "missing layer": (board_map(rows({(1, 1): D}), layer="tiles"), "no tile layer 'board'"),
    "broken XML": (board_map(rows({(1, 1): D}))[:-30], "broken XML"),
    "mirrored tile": (board_map(rows({(1, 1): D | MIRROR})), "cell (1, 1): tile D is mirrored"),
    "tile apart": (board_map(rows({(1, 1): D, (3, 3): B})), "cell (3, 3): the tile does not"),
    "no such spot": (
        board_map(rows({(1, 1): D}), figure("meeple", (1, 1), player=1, spot="monastery")),
        "layer 'figures', cell (1, 1)",
    ),
    "too much gold": (
        board_map(
            rows({(1, 1): D, (2, 1): U}),
            figure("ingot", (1, 1), count=9) + "\n" + figure("ingot", (2, 1), count=8),
        ),  # fmt: skip
        "more than 16 ingots",
    ),
    "not a map": ("<tileset/>", "is not a Tiled map"),
    "entities": ('<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "b">]><map/>', "DOCTYPE"),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_bad_map_gets_one_line(tmp_path: Path, case: str) -> None:
    text, expected = HOSTILE[case]
    path = write(tmp_path, text)
    with pytest.raises(BoardError) as caught:
        load_board(path)
    message = str(caught.value)
    assert expected in message and "\n" not in message


def test_a_huge_map_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = write(tmp_path, board_map(rows({(1, 1): D})) + " " * (600 * 1024))
    with pytest.raises(BoardError, match="over 512 KB"):
        load_board(path)
    big = board_map(rows({(1, 1): D})).replace('width="4"', 'width="4000"', 1)
    with pytest.raises(BoardError, match="too big"):
        load_board(write(tmp_path, big, "big.tmx"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_not_read(tmp_path: Path) -> None:
    fifo = tmp_path / "board.tmx"
    os.mkfifo(fifo)
    with pytest.raises(BoardError, match="not a regular file"):
        load_board(fifo)


def test_play_board_with_a_bad_map_exits_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, board_map(rows({(1, 1): D, (1, 0): E})))
    assert main(["play", "--board", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "layer 'board', cell (1, 0)" in err


def test_play_board_opens_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLDMINES_FRAME_LIMIT", "3")
    assert main(["play", "--board", str(LESSONS[1]), "--players", "Ann,Bob,Cy"]) == 0


def test_prepared_game_checks_figures() -> None:
    from goldmines_desktop.engine import PlayerSetup, Setup

    setup = Setup((PlayerSetup("A", "red"), PlayerSetup("B", "blue")))
    catalogue = load_catalogue()
    tiles = {(0, 0): ("D", 0), (0, -1): ("E", 180)}  # a finished city of two tiles
    on_city = PreparedFigure(0, "meeple", (0, 0), "N")
    with pytest.raises(PreparedError, match="complete city"):
        prepared_game(setup, catalogue, tiles, ["U"], [on_city])
    abbot_on_road = PreparedFigure(1, "abbot", (0, 0), "E")
    with pytest.raises(PreparedError, match="monastery or a garden"):
        prepared_game(setup, catalogue, tiles, ["U"], [abbot_on_road])
    road = PreparedFigure(1, "meeple", (0, 0), "E")
    state = prepared_game(setup, catalogue, tiles, ["U"], [road])
    assert state.tile == "U" and state.meeples == (7, 6) and state.totals() == (0, 0)
    assert art_path("lessons").is_dir()


def test_a_game_from_a_board_is_not_saved_as_a_wrong_record() -> None:
    from ui_helpers import game

    from goldmines_desktop.engine.prepared import from_prepared_board
    from goldmines_desktop.files import save_names, saves

    state = load_board(LESSONS[1]).start(load_catalogue(), seed=1)
    assert from_prepared_board(state) and not from_prepared_board(game())
    with pytest.raises(save_names.SaveNameError, match="board map"):
        saves.save_game(state, "lesson")
