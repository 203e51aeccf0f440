"""The figure step's spots: for every tile of the catalogue, in every rotation, with and
without ingots on it, each spot's hit disc is its own, inside the tile and off the ingots; a
tile drawn too small for that grows in the figure step (posted events) and the camera goes
back as it was afterwards."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest
from ui_helpers import drag, game, hand_centre, key, make_app, post, start, step, tile_centre

from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.board.figure_spots import (
    SPOT_REACH,
    ingot_box,
    size_for_spots,
    spot_layout,
)

CATALOGUE = load_catalogue()


def _off_box(point: tuple[int, int], box: tuple[int, int, int, int]) -> bool:
    """Whether the disc round ``point`` misses the box: no point of the box (sampled every
    pixel along its rim and inside) lies within ``SPOT_REACH``."""
    left, top, width, height = box
    return all(
        math.dist(point, (x, y)) >= SPOT_REACH
        for x in range(left, left + width + 1)
        for y in range(top, top + height + 1)
    )


@pytest.mark.parametrize("code", sorted(CATALOGUE.tiles))
def test_every_spot_has_its_own_disc_off_the_ingots(code: str) -> None:
    tile = CATALOGUE.tiles[code]
    indices = tuple(i for i, s in enumerate(tile.segments) if s.kind != "river")
    for rotation, ingots in itertools.product((0, 90, 180, 270), (False, True)):
        size = size_for_spots(tile, rotation, 100, indices, ingots)
        assert size <= 112  # the default 100 px tile, or one step bigger
        layout = spot_layout(tile, rotation, size, indices, ingots)
        assert layout is not None and sorted(layout) == list(indices)
        for a, b in itertools.combinations(layout.values(), 2):
            assert math.dist(a, b) >= 2 * SPOT_REACH, (rotation, a, b)
        for x, y in layout.values():
            assert SPOT_REACH <= x <= size - SPOT_REACH and SPOT_REACH <= y <= size - SPOT_REACH
            if ingots:
                assert _off_box((x, y), ingot_box(size)), (rotation, (x, y))


def test_a_gold_tile_shows_its_spots_along_their_own_features() -> None:
    from goldmines_desktop.render import tileart

    tile = CATALOGUE.tiles["GM_F"]  # two roads crossing, four fields in the corners
    indices = tuple(range(len(tile.segments)))
    masks = tileart.segment_masks(tile, 0, 100)
    bare = spot_layout(tile, 0, 100, indices, False)
    assert bare is not None and all(masks[i].get_at(p) for i, p in bare.items())
    # with the ingots in the north-east corner, only the field they lie on has no room of
    # its own: its spot stands beside them, every other one on its own feature
    gold = spot_layout(tile, 0, 100, indices, True)
    assert gold is not None
    off = [i for i, p in gold.items() if not masks[i].get_at(p)]
    assert len(off) <= 1
    for i in off:
        assert tile.segments[i].kind == "field"
        assert masks[i].get_at((85, 15))  # the corner under the ingots


def test_a_small_tile_grows_in_the_figure_step_and_the_camera_goes_back() -> None:
    app = make_app((1280, 800))
    try:
        scene = start(app, game(seed=3))
        post(pygame.MOUSEMOTION, pos=(640, 400), rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(5):  # the player zooms far out
            post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        step(app)
        small = scene.camera.tile_size
        assert small < 60
        spot = sorted(scene.input.tile_spots())[0]
        before = scene.camera.center
        drag(app, hand_centre(scene), tile_centre(scene, spot))
        assert scene.step == "figure"
        assert scene.camera.tile_size > small  # grown for the spots
        points = scene.input.spot_points()
        for a, b in itertools.combinations(points.values(), 2):
            assert math.dist(a, b) >= 2 * SPOT_REACH
        key(app, pygame.K_SPACE)  # no figure
        step(app)
        assert scene.camera.tile_size == small and scene.camera.center == before
        assert scene.camera.chosen  # still the player's own zoom
    finally:
        app.close()


@pytest.mark.parametrize("code", sorted(CATALOGUE.tiles))
def test_under_touch_every_spot_has_a_fingertip_disc_of_its_own(code: str) -> None:
    """A finger's spots are wider (``TOUCH_SPOT_REACH``): the figure step grows the tile until
    they fit apart, inside the tile and off the ingots, as the mouse's do."""
    from goldmines_desktop.ui.board.figure_spots import TOUCH_SPOT_REACH, spot_reach
    from goldmines_desktop.ui.input import mode

    tile = CATALOGUE.tiles[code]
    indices = tuple(i for i, s in enumerate(tile.segments) if s.kind != "river")
    mode.switch("touch")
    assert spot_reach() == TOUCH_SPOT_REACH
    for rotation, ingots in itertools.product((0, 90), (False, True)):
        size = size_for_spots(tile, rotation, 100, indices, ingots)
        layout = spot_layout(tile, rotation, size, indices, ingots)
        assert layout is not None and sorted(layout) == list(indices), (rotation, size)
        for a, b in itertools.combinations(layout.values(), 2):
            assert math.dist(a, b) >= 2 * TOUCH_SPOT_REACH, (rotation, a, b)
        reach = TOUCH_SPOT_REACH
        assert all(
            reach <= x <= size - reach and reach <= y <= size - reach for x, y in layout.values()
        )
