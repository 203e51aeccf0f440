"""A cache may make the game faster, never lose or hide a game.

The headers beside the records (``files/save_headers``) count only while the record is byte
for byte the one they were written for (size, time and SHA-256), and a header that says
"finished" for an autosave (or "unfinished" for a finished game) is doubted and the record
replayed. The menu still offers Continue for a game whose header lies.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest
from test_unfinished_games import family_game, open_menu
from ui_helpers import make_app

from goldmines_desktop.engine import apply, legal_moves
from goldmines_desktop.files import finished_games, save_headers, save_list, saves, unfinished_games

pytestmark = pytest.mark.timeout(120)


def forge(path: Path, **changes: object) -> None:
    """Change a record's header as a hostile hand would, with the record's right size, time
    and hash (nothing but the values changed gives it away)."""
    header = save_headers.header_path(path)
    data = json.loads(header.read_text(encoding="utf-8"))
    data.update(changes)
    data["sha256"] = hashlib.sha256(path.read_bytes()).hexdigest()
    header.write_text(json.dumps(data), encoding="utf-8")


def same_size_edit(path: Path) -> None:
    """Change one byte of the record, keeping its size and time (a header checked only by
    those would believe it)."""
    info = path.stat()
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"Ann"', '"Ana"', 1), encoding="utf-8")
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns))
    assert path.stat().st_size == info.st_size


def test_a_header_is_the_record_s_own_byte_for_byte() -> None:
    path = saves.save_game(family_game(("Ann", "Bob"), 3, 4), "Sunday")
    assert save_headers.read_header(path) is not None
    same_size_edit(path)
    assert save_headers.read_header(path) is None
    info = save_list.read_save_info(path)  # replayed: the record's own names
    assert [name for name, _c, _s in info.players] == ["Ana", "Bob"]
    assert save_headers.read_header(path) is not None  # and written again


def test_a_header_of_the_earlier_version_is_written_again() -> None:
    path = saves.save_game(family_game(("Ann", "Bob"), 3, 2), "Monday")
    header = save_headers.header_path(path)
    data = json.loads(header.read_text(encoding="utf-8"))
    del data["sha256"]
    header.write_text(json.dumps({**data, "version": 1}), encoding="utf-8")
    assert save_headers.read_header(path) is None
    save_list.read_save_info(path)
    assert json.loads(header.read_text(encoding="utf-8"))["version"] == save_headers.HEADER_VERSION


def test_an_autosave_whose_header_says_finished_is_still_listed_and_continued() -> None:
    state = family_game(("Ann", "Bob"), 5, 3)
    path = saves.write_autosave(state)
    forge(path, finished=True)
    games = unfinished_games.check_autosaves().games
    games.release()
    games.wait(60)
    games.refresh()
    listed = games.games()
    assert [info.path for info in listed] == [path] and not listed[0].finished
    assert save_headers.read_header(path, finished=False) is not None  # the header is right again
    window = make_app()
    try:
        forge(path, finished=True)
        menu = open_menu(window)
        assert "Continue" in menu.buttons
    finally:
        window.close()


def test_a_finished_game_whose_header_says_unfinished_is_replayed() -> None:
    state = family_game(("Ann", "Bob"), 2, 0)
    while not state.finished:
        state, _events = apply(state, legal_moves(state)[0])
    saves.write_autosave(state)
    files, _total = finished_games.finished_records()
    [path] = [f.path for f in files]
    forge(path, finished=False, tiles_left=9)
    listing, problem = finished_games.list_finished()
    assert problem is None
    listing.release()
    listing.want_all()
    listing.wait(60)
    info = listing.info(path)
    assert info is not None and info.finished and info.tiles_left == 0


def test_a_header_names_the_expansions_and_a_bad_list_of_them_is_replayed() -> None:
    state = family_game(("Ann", "Bob"), 3, 2)
    setup = state.setup.with_options(inns_cathedrals=True, traders_builders=True, abbot=False)
    from goldmines_desktop.engine import new_game

    game = new_game(setup, state.catalogue, seed=3)
    path = saves.save_game(game, "Expansions")
    read = save_headers.read_header(path)
    assert read is not None
    assert read.expansions == ("goldmines", "inns_cathedrals", "traders_builders")
    hostile = (
        ["abbot", "goldmines"],  # out of order
        ["goldmines", "goldmines"],  # twice
        ["goldmines", "seafarers"],  # not one of the game's
        "goldmines",  # not a list
        [1],
        ["goldmines"] * 200,  # too many
        None,
    )
    for bad in hostile:
        forge(path, expansions=bad)
        assert save_headers.read_header(path) is None, bad
        info = save_list.read_save_info(path)  # replayed: the record's own options
        assert info.expansions == ("goldmines", "inns_cathedrals", "traders_builders")
    assert save_headers.read_header(path) is not None  # written again, the record's own
