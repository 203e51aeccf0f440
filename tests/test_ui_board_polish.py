"""Issue 10's board polish, driven by real posted events under the dummy video driver: the
abbot mode, tooltips clear of the tile and the Undo button, readable ingots."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from ui_helpers import click, drag, game, hand_centre, make_app, post, start, step, tile_centre

from goldmines_desktop.engine import PlaceMeeple, PlaceTile, ReturnAbbot, why_illegal
from goldmines_desktop.ui import highlights
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.game_scene import GameScene
from goldmines_desktop.ui.turn_input import player_words

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def app() -> Iterator[App]:
    application = make_app()
    yield application
    application.close()


def point_at(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)


def _monastery_turn(app: App) -> tuple[GameScene, int, int]:
    """Ann's monastery (B) below the start tile: (scene, monastery, its field)."""
    scene = start(app, game(["B", "U", "U", "U"]))
    drag(app, hand_centre(scene), tile_centre(scene, (0, 1)))
    assert scene.step == "figure"
    segments = scene.state.board[(0, 1)].segments
    monastery = next(i for i, s in enumerate(segments) if s.kind == "monastery")
    road = next(i for i, s in enumerate(segments) if s.kind == "field")
    return scene, monastery, road


def test_abbot_mode_offers_only_the_abbot(app: App) -> None:
    scene, monastery, road = _monastery_turn(app)
    assert any(
        isinstance(c.move, PlaceMeeple) and c.move.figure == "meeple" for c in scene.input.choices()
    )
    click(app, scene.hud.step_buttons["abbot"].center)
    assert scene.input.abbot_mode
    choices = scene.input.choices()
    assert choices and all(
        isinstance(c.move, ReturnAbbot)
        or (isinstance(c.move, PlaceMeeple) and c.move.figure == "abbot")
        for c in choices
    )
    # pointing at the monastery offers the abbot, in words too
    monastery_point = scene.board.figure_point(scene.state, (0, 1, monastery))
    point_at(app, monastery_point)
    assert highlights.figure_action(scene.input, (0, 1, monastery)) == "Click to place your abbot"
    # the road takes no abbot: a click there places nothing
    road_point = scene.board.figure_point(scene.state, (0, 1, road))
    assert scene.board.segment_under(scene.state, road_point) == (0, 1, road)
    point_at(app, road_point)
    assert "abbot" in highlights.figure_action(scene.input, (0, 1, road))
    click(app, road_point)
    assert scene.state.moves[-1].__class__.__name__ == "PlaceTile"
    click(app, monastery_point)
    assert scene.state.moves[-1] == PlaceMeeple("abbot", "monastery")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_tooltip_clear_of_the_new_tile_and_undo(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        scene, monastery, road = _monastery_turn(app)
        for ref in ((0, 1, monastery), (0, 1, road)):
            point_at(app, scene.board.figure_point(scene.state, ref))
            tip = scene.view.tooltip
            assert tip is not None
            assert not tip.colliderect(pygame.Rect(scene.camera.tile_rect((0, 1))))
            assert not tip.colliderect(scene.hud.step_buttons["undo"])
            assert pygame.Rect((0, 0), size).contains(tip)
    finally:
        app.close()


def test_ingots_are_readable_when_zoomed_out(app: App) -> None:
    scene = start(app, game(seed=3))
    assert scene.board.ingot_size() == round(scene.camera.tile_size * 0.42)


def test_a_drop_where_the_tile_does_not_fit_says_why(app: App) -> None:
    scene = start(app, game(seed=3))
    bad = (0, -1)  # above the start tile's city: the drawn tile has no city there
    assert bad not in scene.input.tile_spots()
    reason = why_illegal(scene.state, PlaceTile(0, -1, scene.input.rotation))
    assert reason is not None and "neighbour has city" in reason
    drag(app, hand_centre(scene), tile_centre(scene, bad), release=False)
    assert scene.input.bad_spot() == (bad, player_words(reason))
    # the tile shows on the spot, tinted red
    screen = pygame.display.get_surface()
    left, top, size, _ = scene.camera.tile_rect(bad)
    reds = [
        screen.get_at((left + size * i // 5, top + size * j // 5))
        for i in (1, 2, 3, 4)
        for j in (1, 2)
    ]
    assert sum(c.r > c.g + 30 and c.r > c.b + 30 for c in reds) >= 6
    post(pygame.MOUSEBUTTONUP, pos=tile_centre(scene, bad), button=1)
    step(app)
    assert scene.state.moves == () and not scene.input.dragging
    assert scene.notice == "Doesn't fit here: " + reason.split("does not fit: ")[1]
    assert "neighbour has city" in (scene.notice or "")
    assert scene.notice_left > 0


def panel_rects(scene: GameScene) -> list[pygame.Rect]:
    hud = scene.hud
    lay = hud.layout
    rects = [*lay.players, lay.log, lay.banner, hud.hand_rect, *lay.top_buttons.values()]
    return rects + list(hud.step_buttons.values())


def assert_clear(scene: GameScene, positions: list[tuple[int, int]], what: str) -> None:
    panels = panel_rects(scene)
    window = pygame.Rect((0, 0), scene.hud.layout.size)
    for pos in positions:
        rect = pygame.Rect(scene.camera.tile_rect(pos))
        assert window.contains(rect), (what, pos, rect)
        hit = rect.collidelist(panels)
        assert hit == -1, (what, pos, rect, panels[hit])


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_new_tiles_and_spots_stay_clear_of_the_panels(size: tuple[int, int]) -> None:
    """Tiles placed toward every panel in turn: the new tile and the next tile's glowing spots
    always stay in the free area (the camera follows)."""
    app = make_app(size)
    directions = [(-1, 0), (0, -1), (1, 0), (0, 1), (1, -1), (-1, 1)]
    try:
        scene = start(app, game(seed=11))
        for turn in range(14):
            spots = sorted(scene.input.tile_spots())
            assert_clear(scene, spots, "spots")
            dx, dy = directions[(turn // 2) % len(directions)]
            target = max(spots, key=lambda p: (p[0] * dx + p[1] * dy, p))
            drag(app, hand_centre(scene), tile_centre(scene, target))
            assert scene.state.board.get(target) is not None, (turn, target)
            assert_clear(scene, [target], "new tile")
            while scene.step not in ("end_turn", "tile", "over"):
                if scene.step == "figure":
                    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
                else:
                    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
                    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
                step(app)
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
            step(app)
            assert scene.step == "tile"
        # Home shows the whole board and the spots inside the free area too
        post(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)
        step(app)
        assert_clear(scene, [*scene.state.board, *scene.input.tile_spots()], "home")
    finally:
        app.close()
