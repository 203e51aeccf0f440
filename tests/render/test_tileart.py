"""The tile art agrees with the tile data: colours at the edges, segment masks and anchors.

Every tile kind is checked at every rotation: what a player sees at each edge (city, road or
field colours), which segment a click there finds, and that the segment masks are sound.
"""

from __future__ import annotations

import os
from collections import Counter
from itertools import combinations

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from goldmines_desktop.engine.tiles import EDGES, ROTATIONS, TileDef, rotate_edge  # noqa: E402
from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.render import figures  # noqa: E402
from goldmines_desktop.render.palette import (  # noqa: E402
    FAMILIES,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    PARCHMENT,
    PLAYER_COLOURS,
    PLAYER_NAMES,
)
from goldmines_desktop.render.tileart import (  # noqa: E402
    render_tile,
    segment_anchor,
    segment_at,
    segment_map,
    segment_masks,
    tile_surface,
)

CATALOGUE = load_catalogue()
CODES = sorted(CATALOGUE.tiles)
KIND_OF_EDGE = {"C": "city", "R": "road", "F": "field", "S": "river"}
INSET = 0.03
EDGE_POINT = {"N": (0.5, INSET), "E": (1 - INSET, 0.5), "S": (0.5, 1 - INSET), "W": (INSET, 0.5)}
HALF_EDGE_POINT = {
    "Nw": (0.25, INSET), "Ne": (0.75, INSET), "En": (1 - INSET, 0.25), "Es": (1 - INSET, 0.75),
    "Se": (0.75, 1 - INSET), "Sw": (0.25, 1 - INSET), "Ws": (INSET, 0.75), "Wn": (INSET, 0.25),
}  # fmt: skip


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.init()
    yield


def colour_family(rgb: tuple[int, ...]) -> str:
    """The family (field, road or city) whose palette colour lies closest to ``rgb``."""
    best, best_distance = "", float("inf")
    for family, colours in FAMILIES.items():
        for colour in colours:
            distance = sum((a - b) ** 2 for a, b in zip(rgb[:3], colour, strict=True))
            if distance < best_distance:
                best, best_distance = family, distance
    return best


def patch_family(surface: pygame.Surface, u: float, v: float, radius: int = 3) -> str:
    """The colour family most pixels of a small square patch round (u, v) belong to."""
    w, h = surface.get_size()
    cx, cy = int(u * w), int(v * h)
    votes: Counter[str] = Counter()
    for y in range(cy - radius, cy + radius + 1):
        for x in range(cx - radius, cx + radius + 1):
            votes[colour_family(tuple(surface.get_at((x, y))))] += 1
    return votes.most_common(1)[0][0]


def edges_on_board(tile: TileDef, rotation: int) -> list[tuple[str, str]]:
    """(board edge, segment kind) pairs of a tile placed with ``rotation``."""
    return [(rotate_edge(edge, rotation), KIND_OF_EDGE[tile.edges[i]])
            for i, edge in enumerate(EDGES)]  # fmt: skip


@pytest.mark.slow
@pytest.mark.parametrize("rotation", ROTATIONS)
@pytest.mark.parametrize("code", CODES)
def test_edge_colours_match_edge_kinds(code: str, rotation: int) -> None:
    tile = CATALOGUE[code]
    surface = tile_surface(tile, rotation, 256)
    for board_edge, kind in edges_on_board(tile, rotation):
        u, v = EDGE_POINT[board_edge]
        assert patch_family(surface, u, v) == kind, f"{code}@{rotation} edge {board_edge}"


@pytest.mark.parametrize("rotation", ROTATIONS)
@pytest.mark.parametrize("code", CODES)
def test_segment_at_edges_and_half_edges(code: str, rotation: int) -> None:
    tile = CATALOGUE[code]
    for board_edge, kind in edges_on_board(tile, rotation):
        index = segment_at(tile, rotation, *EDGE_POINT[board_edge])
        assert index is not None, f"{code}@{rotation} edge {board_edge}: no segment"
        assert tile.segments[index].kind == kind, f"{code}@{rotation} edge {board_edge}"
    for index, segment in enumerate(tile.segments):
        if segment.kind != "field":
            continue
        for half in segment.edges:
            point = HALF_EDGE_POINT[rotate_edge(half, rotation)]
            found = segment_at(tile, rotation, *point)
            assert found == index, f"{code}@{rotation} half-edge {half}: {found} != {index}"


@pytest.mark.parametrize("size", [64, 256])
@pytest.mark.parametrize("code", CODES)
def test_masks_are_nonempty_and_disjoint(code: str, size: int) -> None:
    tile = CATALOGUE[code]
    masks = segment_map(tile, size)
    assert len(masks) == len(tile.segments)
    for index, mask in enumerate(masks):
        assert mask.count() > 0, f"{code}: segment {index} has no pixels"
    for (i, a), (j, b) in combinations(enumerate(masks), 2):
        assert a.overlap_area(b, (0, 0)) == 0, f"{code}: segments {i} and {j} overlap"


@pytest.mark.parametrize("rotation", ROTATIONS)
@pytest.mark.parametrize("code", CODES)
def test_anchors_lie_on_their_segment(code: str, rotation: int) -> None:
    tile = CATALOGUE[code]
    for index in range(len(tile.segments)):
        u, v = segment_anchor(tile, rotation, index)
        assert segment_at(tile, rotation, u, v) == index, f"{code}@{rotation} segment {index}"


@pytest.mark.parametrize("rotation", ROTATIONS)
def test_rotated_masks_agree_with_segment_at(rotation: int) -> None:
    size = 256  # the resolution segment_at looks up
    for code in ("D", "GM_D", "L", "I"):
        tile = CATALOGUE[code]
        masks = segment_masks(tile, rotation, size)
        for y in range(2, size, 9):
            for x in range(2, size, 9):
                found = segment_at(tile, rotation, (x + 0.5) / size, (y + 0.5) / size)
                hits = [i for i, m in enumerate(masks) if m.get_at((x, y))]
                assert hits == ([] if found is None else [found]), f"{code}@{rotation} {x},{y}"


def test_tiles_render_at_small_and_large_sizes_and_are_cached() -> None:
    """Each size is painted once and then reused (speed: python -m benchmarks.tileart_bench)."""
    tile = CATALOGUE["GM_D"]
    for size in (64, 256):
        surface = render_tile(tile, size)
        assert surface.get_size() == (size, size)
        assert render_tile(tile, size) is surface
    assert render_tile(tile, 64) is not render_tile(tile, 256)


def test_bridge_tiles_keep_their_roads_apart() -> None:
    """GM_F: the north-south road on its bridge covers the middle; the other road is split."""
    tile = CATALOGUE["GM_F"]
    north_south = next(i for i, s in enumerate(tile.segments) if set(s.edges) == {"N", "S"})
    assert segment_at(tile, 0, 0.5, 0.5) == north_south
    assert segment_at(tile, 90, 0.5, 0.5) == north_south


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_figures_render_in_every_colour(name: str) -> None:
    rgb = PLAYER_COLOURS[name].rgb
    for surface in (figures.meeple_surface(name, 48), figures.abbot_surface(name, 48),
                    figures.meeple_surface(name, 48, lying=True)):  # fmt: skip
        w, h = surface.get_size()
        assert w > 20 and h > 20
        colours = {tuple(surface.get_at((x, y)))[:3] for y in range(h) for x in range(w)
                   if surface.get_at((x, y)).a == 255}  # fmt: skip
        assert rgb in colours
    assert (
        figures.abbot_surface(name, 48).get_height() > figures.meeple_surface(name, 48).get_height()
    )


def test_player_marks_are_all_different() -> None:
    assert len({c.mark for c in PLAYER_COLOURS.values()}) == 6
    assert set(PLAYER_NAMES) == {"red", "blue", "green", "yellow", "black", "pink"}


def test_ingots_and_stacks() -> None:
    assert figures.ingot_surface(40).get_width() == 40
    for count in range(1, 6):
        stack = figures.ingot_stack_surface(count, 48)
        assert stack.get_size() == (48, 48)
        assert stack.get_bounding_rect().width > 10


def _gold_pixels(surface: pygame.Surface, left: int, top: int, w: int, h: int) -> int:
    """Opaque pixels of the rectangle close to one of the gold colours."""
    golds = (GOLD, GOLD_LIGHT, GOLD_DARK)
    count = 0
    for y in range(top, top + h):
        for x in range(left, left + w):
            pixel = surface.get_at((x, y))
            near = (sum(abs(a - b) for a, b in zip(pixel[:3], g, strict=True)) < 60 for g in golds)
            count += pixel.a > 200 and any(near)
    return count


@pytest.mark.parametrize("size", [52, 78])
def test_ingot_piles_fill_their_square_at_board_sizes(size: int) -> None:
    """At the board's zooms (the pile is a third of a tile wide) the bars span most of their
    square, and from three ingots on a parchment badge shows the count."""
    square = round(size * 0.34)
    for count in (1, 2, 3, 4):
        stack = figures.ingot_stack_surface(count, square)
        assert stack.get_bounding_rect(min_alpha=200).width >= 0.7 * square, count
        assert _gold_pixels(stack, 0, 0, square, square) >= square * square * 0.15, count
        corner = [stack.get_at((x, y))[:3] for x in range(square // 2, square) for y in range(6)]
        has_badge = sum(c == PARCHMENT for c in corner) >= 4
        assert has_badge == (count > 2), count


@pytest.mark.parametrize("code", CODES)
def test_gold_tiles_are_marked_in_every_corner(code: str) -> None:
    """The gold-tile marker reads at a glance and at any rotation: gold in all four corners of a
    gold tile, none in the corners of any other."""
    tile = CATALOGUE[code]
    surface = render_tile(tile, 128)
    band, length = 6, 26  # a strip along each side of each corner, in pixels of 128
    counts = []
    for left, top in (
        (2, 2),
        (128 - 2 - length, 2),
        (2, 128 - 2 - band),
        (128 - 2 - length, 128 - 2 - band),
    ):
        counts.append(_gold_pixels(surface, left, top, length, band))
    if tile.gold:
        assert min(counts) >= length * band // 3, counts
    else:
        assert max(counts) == 0, counts


@pytest.mark.parametrize("code", [c for c in CODES if CATALOGUE[c].has_garden])
def test_gardens_are_big_enough_to_read(code: str) -> None:
    """A garden covers at least a fourteenth of its tile (the abbot's spot, easy to hit too)."""
    tile = CATALOGUE[code]
    index = next(i for i, s in enumerate(tile.segments) if s.kind == "garden")
    mask = segment_map(tile, 128)[index]
    assert mask.count() >= 128 * 128 / 14


@pytest.mark.slow
def test_make_art_writes_every_tile(tmp_path) -> None:
    from goldmines_desktop.tools import make_art

    make_art.main(["--out", str(tmp_path)])
    for code in CODES:
        image = pygame.image.load(str(tmp_path / "tiles" / f"{code}.png"))
        assert image.get_size() == (256, 256)
    assert (tmp_path / "figures" / "ingot.png").exists()
    for kind in ("meeple", "farmer", "abbot", "large_meeple", "builder", "pig"):
        assert len(list((tmp_path / "figures").glob(f"{kind}_*.png"))) == 6, kind
    assert {p.name for p in (tmp_path / "figures").glob("goods_*.png")} == {
        "goods_wine.png",
        "goods_grain.png",
        "goods_cloth.png",
    }


@pytest.mark.slow
def test_the_tileset_images_are_what_the_renderer_draws_now(tmp_path) -> None:
    """art/tiles/*.png (shown by the Tiled tileset) match the art the game draws at run time."""
    from goldmines_desktop.files.resources import art_path
    from goldmines_desktop.tools import make_art

    make_art.main(["--out", str(tmp_path)])
    for code in CODES:
        fresh = pygame.image.load(str(tmp_path / "tiles" / f"{code}.png"))
        committed = pygame.image.load(str(art_path("tiles", f"{code}.png")))
        assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(committed, "RGBA"), (
            f"art/tiles/{code}.png is stale: run python -m goldmines_desktop.tools.make_art"
        )
