"""The table's help on the board, driven by posted events under the dummy driver: a spot no
tile left can fill is marked and explained, a figure pointed at lights up its whole feature
with a card beside it (what it is, the gold on it, who holds it), and a feature's card in the
figure step stands beside the feature, not on it."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import game, make_app, post, rest, start, step

from goldmines_desktop.engine import (
    GameState,
    apply_decision,
    dead_spots,
    feature_of_segment,
    legal_moves,
)
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.highlights import feature_lines
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.table.seat_help import SeatHelp


def _played(seed: int, moves: int) -> GameState:
    state = game(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state, _ = apply_decision(state, rng.choice(legal_moves(state)))
    return state


def _dead_and_gold() -> GameState:
    """A tile step with a dead spot on the board and a figure on a road or city with gold
    (seed 1, 30 random moves: found with the engine)."""
    state = _played(1, 30)
    assert state.phase.name == "PLACE_TILE" and dead_spots(state)
    return state


def _point_at(app: App, point: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    rest(app)


def _centre(scene: GameScene, pos: tuple[int, int]) -> tuple[int, int]:
    scene.camera.settle()
    scene.view.show_tile(pos)
    scene.camera.settle()
    return pygame.Rect(scene.camera.tile_rect(pos)).center


@pytest.fixture
def app() -> App:
    app = make_app((1280, 800))
    yield app
    app.close()


def test_a_dead_spot_is_marked_and_explained(app: App) -> None:
    scene = start(app, _dead_and_gold())
    (pos,) = sorted(dead_spots(scene.state))[:1]
    centre = _centre(scene, pos)
    step(app)
    marked = app.screen.get_at(centre)
    _point_at(app, centre)
    tip = scene.view.tooltip
    assert tip is not None and not tip.colliderect(pygame.Rect(scene.camera.tile_rect(pos)))
    pygame.image.save(app.screen, "/tmp/table_help_dead.png")
    # a player who chose no glow sees neither the mark nor its card
    scene.view.help_of = lambda name: SeatHelp(glow=False)
    _point_at(app, centre)
    assert scene.view.tooltip is None
    assert app.screen.get_at(centre) != marked


def test_a_figure_pointed_at_lights_up_its_feature_with_a_card_beside_it(app: App) -> None:
    scene = start(app, _dead_and_gold())
    state = scene.state
    infos = {f: feature_of_segment(state, f.at) for f in state.figures()}
    figure, feature = next((f, i) for f, i in infos.items() if i is not None and i.gold > 0)
    assert feature.kind in ("road", "city") and len(feature.tiles) > 1
    _centre(scene, (figure.at[0], figure.at[1]))
    step(app)
    other = next(p for p in feature.tiles if p != (figure.at[0], figure.at[1]))
    segment = next(r for r in feature.segments if (r[0], r[1]) == other)
    far = scene.board.figure_point(state, segment)
    before = app.screen.get_at(far)
    _point_at(app, scene.board.figure_point(state, figure.at))
    assert app.screen.get_at(far) != before  # the whole feature lights up, not one tile
    tip = scene.view.tooltip
    assert tip is not None
    for pos in feature.tiles:
        assert not tip.colliderect(pygame.Rect(scene.camera.tile_rect(pos)))
    lines = feature_lines(state, figure.at)
    assert f"{feature.gold} ingots on it" in lines or "1 ingot on it" in lines
    assert any(line.startswith("Held by") for line in lines)
    pygame.image.save(app.screen, "/tmp/table_help_figure.png")


def test_the_field_card_in_the_figure_step_stands_beside_the_field(app: App) -> None:
    from ui_helpers import drag, hand_centre, tile_centre

    scene = start(app, game(seed=10))  # a card at the pointer would cover the field here
    spot = sorted(scene.input.tile_spots())[0]
    drag(app, hand_centre(scene), tile_centre(scene, spot))
    assert scene.step == "figure"
    state = scene.state
    points = scene.input.spot_points()
    ref = next(r for r in points if feature_of_segment(state, r).kind == "field")  # type: ignore[union-attr]
    _point_at(app, points[ref])
    tip = scene.view.tooltip
    field = feature_of_segment(state, ref)
    assert tip is not None and field is not None
    for pos in field.tiles:
        assert not tip.colliderect(pygame.Rect(scene.camera.tile_rect(pos))), pos
