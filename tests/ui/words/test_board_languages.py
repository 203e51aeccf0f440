"""A refused Tiled map says why in the player's language: the file's problem (a cell that holds
no tile number), the position's problem (a meeple where no tile lies), a lesson's step, and the
line ``play --board`` prints; the names the author types in Tiled stay as they are."""

from __future__ import annotations

from pathlib import Path

import pytest
from board_maps import D, U, board_map, figure, rows, write

from goldmines_desktop import i18n
from goldmines_desktop.cli import main
from goldmines_desktop.files.boards import BoardError, load_board
from goldmines_desktop.files.lessons import lesson_paths, load_lesson

GOOD = board_map(rows({(1, 1): D, (2, 1): U}), figure("meeple", (2, 1), player=2, spot="W"))
NO_NUMBER = GOOD.replace('<data encoding="csv">\n0,', '<data encoding="csv">\nx,', 1)


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def refusal(load, path: Path) -> str:
    with pytest.raises(BoardError) as caught:
        load(path)
    message = str(caught.value)
    assert message and "\n" not in message
    return message


def test_a_cell_without_a_tile_number_is_said_in_english_by_default(tmp_path: Path) -> None:
    message = refusal(load_board, write(tmp_path, NO_NUMBER))
    assert message == "'board.tmx': layer 'board', cell (0, 0): 'x' is not a tile number"


def test_a_cell_without_a_tile_number_is_said_in_german(tmp_path: Path, german: None) -> None:
    message = refusal(load_board, write(tmp_path, NO_NUMBER))
    assert message == "'board.tmx': Ebene 'board', Feld (0, 0): 'x' ist keine Kachelnummer"


def test_a_meeple_where_no_tile_lies_is_said_in_german(tmp_path: Path, german: None) -> None:
    text = board_map(rows({(1, 1): D}), figure("meeple", (3, 3), player=1, spot="W"))
    message = refusal(load_board, write(tmp_path, text))
    assert message == (
        "'board.tmx': Ebene 'figures', Feld (3, 3): "
        "der Gefolgsmann von Spieler 1 steht, wo keine Karte liegt"
    )


def test_a_wrong_object_keeps_the_names_the_author_types(tmp_path: Path, german: None) -> None:
    text = board_map(rows({(1, 1): D}), figure("knight", (1, 1), player=1, spot="W"))
    message = refusal(load_board, write(tmp_path, text))
    assert message.endswith("ein Objekt muss meeple, abbot oder ingot heißen")


def test_a_lessons_step_is_said_in_german(tmp_path: Path, german: None) -> None:
    lesson = lesson_paths()[0].read_text(encoding="utf-8")
    text = lesson.replace('value="place_tile 2 1 180"', 'value="place_tile x 1 180"')
    message = refusal(load_lesson, write(tmp_path, text, "lesson.tmx"))
    assert message == (
        "'lesson.tmx': Ebene 'steps', 'step 1': Spielzug 'place_tile x 1 180' braucht 3 ganze "
        "Zahlen"
    )


def test_play_board_says_why_in_the_language_of_lang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(i18n.ENV_VARIABLE, "en")  # restored afterwards: --lang sets it
    try:
        assert main(["play", "--lang", "de", "--board", str(write(tmp_path, NO_NUMBER))]) == 2
    finally:
        i18n.set_language("en")
    err = capsys.readouterr().err
    assert err == "goldmines: 'board.tmx': Ebene 'board', Feld (0, 0): 'x' ist keine Kachelnummer\n"


def test_the_lessons_screen_shows_a_long_refusal_whole_in_german(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, german: None
) -> None:
    """At 1024x600 the German line of a refused lesson wraps under the list, nothing cut."""
    from ui_helpers import make_app, step

    from goldmines_desktop.ui.scenes import lessons as lessons_scene
    from goldmines_desktop.ui.widgets import text_fit

    lesson = lesson_paths()[0].read_text(encoding="utf-8")
    layer = '<layer id="1" name="board" width="6" height="4"'
    assert layer in lesson
    narrow = lesson.replace(layer, layer.replace('width="6"', 'width="5"'), 1)
    hostile = write(tmp_path, narrow, "01_place_a_tile_as_grandma_drew_it_last_sunday.tmx")
    monkeypatch.setattr(lessons_scene, "lesson_paths", lambda: [hostile, *lesson_paths()[1:]])
    app = make_app((1024, 600))
    try:
        scene = app.show("lessons")
        scene.start(0)  # type: ignore[attr-defined]
        message = scene.message  # type: ignore[attr-defined]
        assert "mach sie gleich groß (Karte > Kartengröße ändern)" in message
        text_fit.reset()
        with text_fit.recording() as drawn:
            step(app, 1)
        assert not [cut for cut in text_fit.cuts() if cut.text in message]  # (its button's is)
        shown = [line for line in drawn if line and line in message]
        lines = sorted(shown, key=message.index)
        assert len(lines) == 2 and " ".join(lines) == message  # on two lines, every word
    finally:
        app.close()
