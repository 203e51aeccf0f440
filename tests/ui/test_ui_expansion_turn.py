"""A turn with Inns & Cathedrals and Traders & Builders, played through real input events: the
figure chooser by mouse, keys, controller and touch (each figure placed), the builder's second
tile (its banner, the same player going on), and "if it ended now" counting the expansions."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from expansion_games import (
    BUILDER,
    BUILDER_DRAW,
    DOUBLE,
    FINAL,
    FINAL_DRAW,
    PIG,
    PIG_DRAW,
    expansion_game,
)
from touch_helpers import Fingers
from ui_helpers import click, drag, hand_centre, key, post, start, step, tile_centre

from goldmines_desktop.engine import GameState, PlaceFigure, SegRef
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.hud import hud as hud_module
from goldmines_desktop.ui.input import mode
from goldmines_desktop.ui.scenes.game import GameScene

pytestmark = pytest.mark.timeout(120)


def spot(scene: GameScene, location: str) -> tuple[int, int]:
    """Where the figure spot of segment ``location`` of the new tile is on screen."""
    scene.camera.settle()
    step(scene.app)
    state = scene.state
    assert state.last is not None
    index = state.board[state.last].segment_index(location)
    assert index is not None
    ref: SegRef = (*state.last, index)
    return scene.input.spot_points()[ref]


def chosen(scene: GameScene) -> tuple[str, str]:
    """The figure the step card shows chosen, and its prompt."""
    view = scene.hud_view()
    pressed = [name for name in view.pressed if name.startswith("figure ")]
    assert len(pressed) == 1
    return pressed[0].removeprefix("figure "), view.hint


def test_the_chooser_offers_the_figures_with_a_spot_and_a_click_places_the_chosen(
    app: App,
) -> None:
    scene = start(app, expansion_game(BUILDER_DRAW, BUILDER))
    buttons = scene.hud.step_buttons
    assert {"figure meeple", "figure large_meeple", "figure builder"} <= set(buttons)
    assert "abbot" not in buttons and "figure pig" not in buttons
    assert chosen(scene) == ("meeple", "Place a meeple on your new tile, or skip")
    assert scene.hud_view().captions == {"figure meeple": "Which figure? (B)"}
    # in the meeple's mode the road (her meeple's) takes nothing: no spot glows there
    assert {c.move for c in scene.input.choices()} == {
        PlaceFigure("meeple", "Nw"),
        PlaceFigure("meeple", "Es"),
    }
    click(app, buttons["figure builder"].center)
    assert chosen(scene)[0] == "builder"
    assert "builder" in chosen(scene)[1]
    assert [c.move for c in scene.input.choices()] == [PlaceFigure("builder", "E")]
    assert set(scene.input.spot_points()) == {(2, 0, 0)}  # the road's spot alone
    field = scene.board.figure_point(scene.state, (2, 0, 1))
    click(app, field)  # a field takes no builder: nothing is placed
    assert scene.step == "figure"
    click(app, spot(scene, "E"))
    assert scene.state.moves[-1] == PlaceFigure("builder", "E")
    assert scene.state.builders[0] == (2, 0, 0)


def test_b_goes_through_the_figures_and_the_large_meeple_is_placed(app: App) -> None:
    scene = start(app, expansion_game(BUILDER_DRAW, BUILDER))
    key(app, pygame.K_b)
    assert chosen(scene)[0] == "large_meeple"
    assert chosen(scene)[1] == "Place your large meeple (it counts as two), or skip"
    key(app, pygame.K_b)
    assert chosen(scene)[0] == "builder"
    key(app, pygame.K_b)
    assert chosen(scene)[0] == "meeple"  # round again
    key(app, pygame.K_b)
    key(app, pygame.K_TAB)  # the keyboard's choices are the large meeple's spots
    selected = scene.input.selection()
    assert selected is not None and selected.move == PlaceFigure("large_meeple", "Nw")
    key(app, pygame.K_RETURN)
    assert scene.state.moves[-1] == PlaceFigure("large_meeple", "Nw")
    assert scene.state.large_meeples[0] is not None


def test_a_plain_click_places_a_meeple(app: App) -> None:
    scene = start(app, expansion_game(BUILDER_DRAW, BUILDER))
    click(app, spot(scene, "Es"))
    assert scene.state.moves[-1] == PlaceFigure("meeple", "Es")


def press(app: App, button: int) -> None:
    """A game controller's button pressed and let go."""
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button)
    post(pygame.CONTROLLERBUTTONUP, instance_id=0, button=button)
    step(app)


def test_the_pig_by_a_controller(app: App) -> None:
    scene = start(app, expansion_game(PIG_DRAW, PIG))
    press(app, pygame.CONTROLLER_BUTTON_X)  # meeple -> large meeple
    press(app, pygame.CONTROLLER_BUTTON_X)  # -> pig
    assert mode.is_controller()
    assert chosen(scene)[0] == "pig"
    assert scene.hud_view().captions == {"figure meeple": "Which figure? (X)"}
    assert scene.input.selection() is not None  # the focus stands on the pig's one spot
    press(app, pygame.CONTROLLER_BUTTON_A)
    assert scene.state.moves[-1] == PlaceFigure("pig", "Nw")
    assert scene.state.pigs[0] == (2, 0, 1)


def test_the_builder_by_touch(app: App) -> None:
    scene = start(app, expansion_game(BUILDER_DRAW, BUILDER))
    fingers = Fingers(app)
    fingers.tap(scene.hud.step_buttons["figure builder"].center)
    assert mode.is_touch()
    assert chosen(scene)[0] == "builder"
    assert scene.hud_view().captions == {"figure meeple": "Which figure?"}
    fingers.tap(spot(scene, "E"))
    assert scene.state.moves[-1] == PlaceFigure("builder", "E")


def test_the_second_tile_is_the_same_players_with_its_banner(app: App) -> None:
    scene = start(app, expansion_game(BUILDER_DRAW, DOUBLE))
    drag(app, hand_centre(scene), tile_centre(scene, (3, 0)))  # grows the builder's road
    assert scene.step == "figure"
    key(app, pygame.K_SPACE)
    assert scene.step == "end_turn"
    assert any("second tile follows" in entry.text for entry in scene.log.entries)
    key(app, pygame.K_RETURN)
    assert scene.acting == 0 and scene.step == "tile"  # Ann again, no hand-over
    view = scene.hud_view()
    assert view.banner_words == "Second tile: your builder's road grew"
    assert view.title == "Ann's second tile"
    assert scene.turn_banner > 0 and scene.turns.recap is None
    assert scene.log.entries[-1].text == "Ann draws a second tile"
    drag(app, hand_centre(scene), tile_centre(scene, next(iter(scene.input.tile_spots()))))
    if scene.step == "figure":
        key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert scene.acting == 1  # now the turn passes on
    view = scene.hud_view()
    assert view.banner_words == "" and view.title == "Bob's turn"


def painted_projection(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The "if it ended now" total each player's panel was last painted with, by name."""
    seen: dict[str, Any] = {}
    paint = hud_module.paint_player_panel

    def spy(name: str, colour: str, score: int, *rest: Any) -> pygame.Surface:
        seen[name] = rest[-1]
        return paint(name, colour, score, *rest)

    monkeypatch.setattr(hud_module, "paint_player_panel", spy)
    return seen


def before_the_pig() -> GameState:
    """``FINAL`` before Ann's last figure, with one more tile to come (the game goes on)."""
    return expansion_game([*FINAL_DRAW, "U"], FINAL[:-1])


def test_if_it_ended_now_counts_the_inn_the_goods_and_the_pig(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = painted_projection(monkeypatch)
    scene = start(app, before_the_pig())
    step(app)
    # Ann: her field 3, her wine the majority 10; Bob: his city 6, his inn road nothing (a
    # road of 4 tiles without the inn would give him 4)
    assert seen == {"Ann": 13, "Bob": 6}
    key(app, pygame.K_b)
    key(app, pygame.K_b)
    assert chosen(scene)[0] == "pig"
    click(app, spot(scene, "Nw"))
    assert scene.state.moves[-1] == PlaceFigure("pig", "Nw")
    step(app)
    assert seen == {"Ann": 14, "Bob": 6}  # the pig: 1 more for the one completed city
