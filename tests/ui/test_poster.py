"""The poster of a finished game, and ``goldmines poster``."""

from __future__ import annotations

import json

import pygame
import pytest

from goldmines_desktop.cli import main
from goldmines_desktop.engine import record_of
from goldmines_desktop.render import palette as pal
from goldmines_desktop.simulate import play_random_game, random_setup
from goldmines_desktop.ui.board.poster import (
    MAX_PIXELS,
    MAX_SIDE,
    draw_poster,
    poster_tile_size,
    write_poster,
)


@pytest.fixture
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    yield
    pygame.display.quit()


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_poster_of_a_normal_game_is_big_and_names_everyone(display):
    state = play_random_game(random_setup(3), 11)
    poster = draw_poster(state)
    assert max(poster.surface.get_size()) >= 2000
    assert [n.name for n in poster.names][0] == state.players[max(range(3), key=state.total)].name
    assert sorted(n.name for n in poster.names) == sorted(p.name for p in state.players)
    header = poster.surface.subsurface((0, 0, poster.surface.get_width(), 250))
    colours = {
        tuple(header.get_at((x, y)))[:3]
        for x in range(0, header.get_width(), 2)
        for y in range(150, 250, 2)
    }
    for seat in state.players:
        assert pal.PLAYER_COLOURS[seat.color].rgb in colours, seat.color
    for placed in poster.names:  # each name's text drawn: ink inside its box
        box = poster.surface.subsurface(placed.rect)
        inked = {tuple(box.get_at((x, box.get_height() // 2)))[:3] for x in range(box.get_width())}
        assert len(inked) > 5


def test_huge_boards_are_capped():
    for columns, rows in ((200, 200), (400, 3), (12, 10)):
        size = poster_tile_size(columns + 1.2, rows + 1.2)
        assert max(columns + 1.2, rows + 1.2) * size <= MAX_SIDE or size == 20
        assert (columns + 1.2) * (rows + 1.2) * size * size <= MAX_PIXELS or size == 20
    assert (12 + 1.2) * poster_tile_size(13.2, 11.2) >= 2000


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_command_line_poster(tmp_path, capsys):
    record = tmp_path / "game.json"
    record.write_text(json.dumps(record_of(play_random_game(random_setup(2), 3))))
    out = tmp_path / "poster.png"
    assert main(["poster", str(record), str(out)]) == 0
    assert max(pygame.image.load(str(out)).get_size()) >= 2000
    assert main(["poster", str(record), str(out)]) == 2
    assert "exists" in capsys.readouterr().err
    assert main(["poster", str(record), str(out), "--force"]) == 0


def test_command_line_bad_record(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{nope")
    assert main(["poster", str(bad), str(tmp_path / "out.png")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("goldmines poster:") and err.count("\n") == 1
    assert not (tmp_path / "out.png").exists()


def test_write_poster_reports_an_unwritable_place(display, tmp_path):
    state = play_random_game(random_setup(2), 5)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert write_poster(state, blocker / "poster.png") is not None
