"""No exception closes the window: the river under the pointer, a fault in a scene (the
frame guard and its message), and the T key in every step. Driven by real posted events under
SDL's dummy video driver."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from ui_helpers import SETUP, make_app, post, start, step

from goldmines_desktop.catalogue import load_catalogue
from goldmines_desktop.engine import PlaceTile, Skip, new_game
from goldmines_desktop.lessons import lesson_paths
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.game_scene import GameScene
from goldmines_desktop.ui.highlights import RIVER_LINE, feature_lines

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def app() -> Iterator[App]:
    window = make_app()
    yield window
    window.close()


def _river_refs(scene: GameScene) -> list[tuple[int, int, int]]:
    """The river segments of the tile just placed."""
    state = scene.state
    assert state.last is not None
    tile = state.board[state.last]
    return [(*state.last, i) for i, seg in enumerate(tile.segments) if seg.kind == "river"]


def _hover_everywhere_on(app: App, scene: GameScene, pos: tuple[int, int]) -> int:
    """Rest the pointer on a grid of points over the tile at ``pos`` (one frame each);
    returns how many points were on the river."""
    left, top, size, _ = scene.camera.tile_rect(pos)
    on_river = 0
    for i in range(1, 12):
        for j in range(1, 12):
            point = (left + size * i // 12, top + size * j // 12)
            post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
            step(app)
            ref = scene.board.segment_under(scene.state, point)
            if ref is not None and ref in _river_refs(scene):
                on_river += 1
                assert scene.view.tooltip is not None  # the friendly "the river" card
    return on_river


def test_pointing_at_the_river_in_the_figure_step_shows_the_river(app: App) -> None:
    state = new_game(SETUP.with_options(river=True), load_catalogue(), seed=4)
    scene = start(app, state)
    for _turn in range(3):  # a few river tiles, each hovered all over in its figure step
        move = next(m for m in scene.turns.moves() if isinstance(m, PlaceTile))
        assert scene.play(move)
        step(app)
        assert scene.step == "figure"
        refs = _river_refs(scene)
        assert refs and all(feature_lines(scene.state, ref) == [RIVER_LINE] for ref in refs)
        assert _hover_everywhere_on(app, scene, move_pos(move)) > 0
        assert app.top is scene and app.running
        assert scene.play(Skip())
        scene.end_turn()
        step(app)


def move_pos(move: PlaceTile) -> tuple[int, int]:
    return (move.x, move.y)


def test_pointing_at_the_river_in_lesson_seven_shows_the_river(app: App) -> None:
    path = next(p for p in lesson_paths() if p.stem == "07_the_river")
    scene = app.show("lesson", str(path))
    step(app)
    assert isinstance(scene, GameScene) and scene.coach is not None
    wanted = scene.coach.step.move if scene.coach.step else None
    assert isinstance(wanted, PlaceTile)
    assert scene.play(wanted)
    step(app)
    assert scene.step == "figure" and _river_refs(scene)
    assert _hover_everywhere_on(app, scene, (wanted.x, wanted.y)) > 0
    assert app.top is scene and app.running
