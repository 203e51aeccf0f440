"""A saved game that was then played to its end moves to Finished games: it is no longer in
the saves list. Saves of other games, or of this game gone another way, stay."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from ui_helpers import click, game, key, start, step

from goldmines_desktop.engine import apply, legal_moves
from goldmines_desktop.engine.records import record_of
from goldmines_desktop.files import saves
from goldmines_desktop.files.finished_games import list_finished
from goldmines_desktop.files.retired_saves import retire_saves_of
from goldmines_desktop.ui.scenes.pause import SaveScene
from goldmines_desktop.ui.scenes.results import ResultsScene


def saved_names() -> list[str]:
    listing, problem = saves.list_saves()
    assert problem is None
    return sorted(f.path.stem for f in listing.files)


def test_a_game_saved_with_ctrl_s_and_then_finished_leaves_the_saves(app) -> None:
    scene = start(app, game(["U", "U", "U"]))
    key(app, pygame.K_s, pygame.KMOD_CTRL)
    card = app.top
    assert isinstance(card, SaveScene)
    name = card.name.value
    click(app, card.save_button.rect.center)
    assert saved_names() == [name]
    for _turn in range(3):  # place each tile, place nothing, end the turn: by the keyboard
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        if scene.step == "figure":
            key(app, pygame.K_SPACE)
        key(app, pygame.K_RETURN)
        step(app, 3)
    assert scene.state.finished
    for _frame in range(600):  # the board counts the final scoring, then the results open
        if isinstance(app.top, ResultsScene):
            break
        key(app, pygame.K_SPACE)
    assert saved_names() == []  # gone from the saves ...
    finished, problem = list_finished()
    assert problem is None and len(finished.files) == 1  # ... and there under Finished games


def test_only_positions_of_the_finished_game_are_retired(tmp_path: Path) -> None:
    state = game(["U", "U", "U"])
    other = game(["U", "V", "U"])
    positions = [state]
    while not state.finished:
        state, _events = apply(state, legal_moves(state)[0])
        positions.append(state)
    folder = tmp_path / "saves"
    folder.mkdir()
    keep = {
        "another draw": record_of(other),
        "went another way": record_of(_another_way(positions[1])),
        "damaged": None,
    }
    retire = {"start": record_of(positions[0]), "middle": record_of(positions[2])}
    for name, record in {**keep, **retire}.items():
        text = "{not json" if record is None else json.dumps(record)
        (folder / f"{name}.json").write_text(text, encoding="utf-8")
    removed = retire_saves_of(state, folder)
    assert sorted(p.stem for p in removed) == sorted(retire)
    assert sorted(p.stem for p in folder.glob("*.json")) == sorted(keep)


def _another_way(state):
    """The position after a different first decision than ``legal_moves(state)[0]``."""
    moves = legal_moves(state)
    assert len(moves) > 1
    return apply(state, moves[-1])[0]
