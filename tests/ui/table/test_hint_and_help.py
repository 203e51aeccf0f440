"""The Hint button and the H key answer in every step of a turn, and each player's own help
(hint, "worth now" tooltips, glow of fitting spots) is applied while it is their turn."""

from __future__ import annotations

import random

import pygame
from ui_helpers import click, game, key, start, step

from goldmines_desktop.engine import GameState, Phase, PlaceTile, Skip, apply, legal_moves
from goldmines_desktop.ui.table.computer import hint_move
from goldmines_desktop.ui.table.seat_help import SeatHelp


def _press_hint(app, scene, by_button: bool) -> str:
    scene.view.notice, scene.view.notice_left = None, 0.0
    if by_button:
        scene._arrange()
        rect = scene.view.hud.step_buttons["hint"]
        click(app, rect.center)
    else:
        key(app, pygame.K_h)
    assert scene.view.notice_left > 0 and scene.view.notice is not None
    return scene.view.notice


def test_h_and_the_hint_button_answer_in_every_step(app) -> None:
    scene = start(app, game(seed=5))
    rng = random.Random(5)
    answered: set[str] = set()
    for turn in range(60):
        if {"tile", "gold", "figure", "end_turn"} <= answered:
            break
        step_name = scene.turns.step
        by_button = turn % 2 == 0 and step_name != "end_turn"
        words = _press_hint(app, scene, by_button)
        assert words.startswith("Hint"), (step_name, words)
        answered.add(step_name)
        if step_name == "end_turn":
            key(app, pygame.K_RETURN)
            step(app, 5)
            continue
        if step_name in ("tile", "gold"):
            assert scene.input.selection() is not None, step_name  # shown on the board
        assert scene.play(rng.choice(legal_moves(scene.state)))
        step(app, 5)
    assert {"tile", "gold", "figure", "end_turn"} <= answered


def test_the_hint_button_sits_beside_rotate_in_the_tile_step(app) -> None:
    scene = start(app, game())
    buttons = scene.view.hud.step_buttons
    assert {"rotate", "hint"} <= set(buttons)
    assert not buttons["rotate"].colliderect(buttons["hint"])


def test_a_player_with_hints_off_gets_no_hint(app) -> None:
    app.settings.remember_help("Ann", SeatHelp(hint=False))
    scene = start(app, game())
    assert scene.state.players[scene.turns.acting].name == "Ann"
    assert "hint" not in scene.view.step_buttons(scene.input)
    assert "hint" not in scene.view.hud.step_buttons
    key(app, pygame.K_h)
    assert scene.input.selected is None
    assert scene.view.notice == "Hints are off for Ann"


def _glowing_spots(app, scene, monkeypatch) -> int:
    calls: list[object] = []
    original = scene.view.board.glow
    monkeypatch.setattr(
        scene.view.board, "glow", lambda *a, **k: calls.append(a) or original(*a, **k)
    )
    step(app)
    monkeypatch.setattr(scene.view.board, "glow", original)
    return len(calls)


def test_glow_off_draws_no_fitting_spots_for_that_player_only(app, monkeypatch) -> None:
    app.settings.remember_help("Ann", SeatHelp(glow=False))
    scene = start(app, game())
    step(app, 60)
    assert _glowing_spots(app, scene, monkeypatch) == 0
    move = next(m for m in legal_moves(scene.state) if isinstance(m, PlaceTile))
    assert scene.play(move)
    while scene.turns.step != "end_turn":
        assert scene.play(legal_moves(scene.state)[-1])
    key(app, pygame.K_RETURN)
    step(app, 60)
    assert scene.state.players[scene.turns.acting].name == "Bob"
    assert _glowing_spots(app, scene, monkeypatch) > 0  # Bob kept his glow


def _tooltip_over_new_tile(app, scene):
    """Choose a spot of the new tile with Tab in the figure step; the tooltip drawn, if any."""
    key(app, pygame.K_TAB)
    step(app, 90)  # past any delay before a tooltip shows
    return scene.view.tooltip


def test_worth_tooltips_follow_the_players_choice(app) -> None:
    scene = start(app, game())
    move = next(m for m in legal_moves(scene.state) if isinstance(m, PlaceTile))
    assert scene.play(move)
    step(app, 60)
    assert scene.turns.step == "figure"
    assert _tooltip_over_new_tile(app, scene) is not None
    app.settings.remember_help("Ann", SeatHelp(worth=False))
    key(app, pygame.K_TAB)
    assert _tooltip_over_new_tile(app, scene) is None


def test_help_choices_are_remembered_per_name_and_bounded(tmp_path) -> None:
    from goldmines_desktop.ui.settings import Settings

    settings = Settings()
    settings.remember_help("Gran", SeatHelp(hint=False, worth=False, glow=False))
    settings.remember_help("Mia", SeatHelp())
    settings.save(tmp_path)
    again = Settings.load(tmp_path)
    assert again.help_for("Gran") == SeatHelp(False, False, False)
    assert again.help_for("Mia") == SeatHelp() == again.help_for("Somebody new")
    (tmp_path / "settings.json").write_text(
        '{"help": {'
        + "".join(f'"p{i}": {{"hint": false}}, ' for i in range(200))
        + '"": {}, "x": 3, "Gran": {"hint": "no", "glow": false}}}'
    )
    hostile = Settings.load(tmp_path)
    assert hostile.help_for("Gran") == SeatHelp(glow=False)
    assert len(hostile.help) <= 40 and hostile.help_for("x") == SeatHelp()


def _figure_step_advising_no_figure() -> GameState:
    """A figure step whose hint is "no figure this time": seeded random turns, then the
    tile placed at the first legal spot, until the hint says to keep the figures."""
    state = game(seed=2)
    rng = random.Random(2)
    for _turn in range(30):
        placing = next(m for m in legal_moves(state) if isinstance(m, PlaceTile))
        placed, _ = apply(state, placing)
        if placed.phase == Phase.PLACE_FIGURE and isinstance(hint_move(placed).move, Skip):
            return placed
        state, _ = apply(state, rng.choice(legal_moves(state)))
        while state.tile is None and not state.finished:
            state, _ = apply(state, rng.choice(legal_moves(state)))
    raise AssertionError("no figure step advising to keep the figures")


def test_enter_accepts_the_hint_to_place_no_figure(app) -> None:
    state = _figure_step_advising_no_figure()
    scene = start(app, state)
    assert scene.turns.step == "figure"
    key(app, pygame.K_RETURN)  # nothing selected, no hint yet: Enter does nothing
    assert scene.state.moves == state.moves
    words = _press_hint(app, scene, by_button=False)
    assert "(Space)" in words
    key(app, pygame.K_RETURN)
    assert scene.state.moves[-1] == Skip()  # as Space would
    assert scene.turns.step != "figure"
