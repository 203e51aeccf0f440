"""The results screen's words: turns per player, where the poster went (in words, not a raw
path) and its Open folder button, driven by real posted clicks."""

from __future__ import annotations

from pathlib import Path

import pytest
from ui_helpers import click, finished_game, step

from goldmines_desktop.files import open_folder
from goldmines_desktop.i18n import set_language
from goldmines_desktop.ui.board import poster
from goldmines_desktop.ui.scenes.results import ResultsScene
from goldmines_desktop.wording import turns_each


def test_turns_are_counted_per_player() -> None:
    assert turns_each(79, 3) == "26 or 27 turns each"
    assert turns_each(78, 3) == "26 turns each"
    assert turns_each(1, 1) == "1 turn each"
    set_language("de")
    try:
        assert turns_each(79, 3) == "26 oder 27 Züge pro Person"
        assert turns_each(78, 2) == "39 Züge pro Person"
    finally:
        set_language("en")


def results(app, players: int = 3) -> ResultsScene:
    state, events = finished_game(players, 4)
    scene = app.show("results", state, events)
    assert isinstance(scene, ResultsScene)
    scene.skip()
    step(app, 2)
    return scene


def poster_button(scene: ResultsScene):
    return next(b for b in scene.buttons if b.label in ("Poster", "Open folder"))


def test_the_results_say_turns_per_player_not_all_together(app, monkeypatch) -> None:
    drawn: list[str] = []
    from goldmines_desktop.ui.scenes import results as results_module

    real = results_module.blit_text
    monkeypatch.setattr(
        results_module,
        "blit_text",
        lambda s, text, *a, **k: drawn.append(text) or real(s, text, *a, **k),
    )
    scene = results(app)
    drawn.clear()
    step(app)
    each = turns_each(scene.state.turn, 3)
    assert any(each in line for line in drawn), drawn
    assert not any(f"· {scene.state.turn} turns" in line for line in drawn)


def test_the_poster_line_says_where_in_words_and_the_button_opens_the_folder(
    app, monkeypatch, tmp_path: Path
) -> None:
    pictures = tmp_path / "Pictures"
    pictures.mkdir()
    monkeypatch.delenv("GOLDMINES_DATA_DIR")
    monkeypatch.setenv("XDG_PICTURES_DIR", str(pictures))
    monkeypatch.setattr("platformdirs.user_pictures_dir", lambda: str(pictures))
    opened: list[Path] = []
    monkeypatch.setattr(open_folder, "starter", opened.append)
    scene = results(app)
    monkeypatch.setattr(poster, "_pictures", lambda: pictures)
    click(app, poster_button(scene).rect.center)
    saved = list((pictures / "Gold Mines posters").glob("*.png"))
    assert len(saved) == 1
    line = scene.news.poster_line
    assert line == "The poster is saved in your Pictures folder, in “Gold Mines posters”."
    assert str(tmp_path) not in line
    button = poster_button(scene)
    assert button.label == "Open folder"
    click(app, button.rect.center)
    assert opened == [pictures / "Gold Mines posters"]
    assert len(list((pictures / "Gold Mines posters").glob("*.png"))) == 1  # no second poster


def test_a_folder_that_cannot_be_opened_gives_a_notice_not_a_crash(app, monkeypatch) -> None:
    def no_file_manager(path: Path) -> None:
        raise FileNotFoundError(2, "No such file or directory", "xdg-open")

    monkeypatch.setattr(open_folder, "starter", no_file_manager)
    scene = results(app)
    click(app, poster_button(scene).rect.center)
    click(app, poster_button(scene).rect.center)
    assert scene.news.poster_failed
    assert scene.news.poster_line.startswith("The folder could not be opened (No such file")
    step(app, 2)  # and the screen goes on drawing


def test_a_poster_folder_removed_meanwhile_gives_a_notice(app, monkeypatch) -> None:
    opened: list[Path] = []
    monkeypatch.setattr(open_folder, "starter", opened.append)
    scene = results(app)
    click(app, poster_button(scene).rect.center)
    assert scene.poster.folder is not None
    for picture in scene.poster.folder.iterdir():
        picture.unlink()
    scene.poster.folder.rmdir()
    click(app, poster_button(scene).rect.center)
    assert opened == [] and "not there any more" in scene.news.poster_line


@pytest.mark.parametrize("platform,program", [("linux", "xdg-open"), ("darwin", "open")])
def test_the_file_manager_command_of_each_system(monkeypatch, platform, program) -> None:
    monkeypatch.setattr(open_folder.sys, "platform", platform)
    assert open_folder._command(Path("/x")) == [program, "/x"]
