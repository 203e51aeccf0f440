"""The expansions' figures and tokens: the large meeple, the builder and the pig in every
player colour with the player's mark, and the goods tokens (headless: SDL's dummy driver)."""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import itertools  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from goldmines_desktop.engine import GOODS  # noqa: E402
from goldmines_desktop.render import figures  # noqa: E402
from goldmines_desktop.render import palette as pal  # noqa: E402
from goldmines_desktop.render.goods import crown_surface, goods_surface  # noqa: E402

NEW_KINDS = ("large_meeple", "builder", "pig")
SIZE = 48


def opaque_colours(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    w, h = surface.get_size()
    return {
        tuple(surface.get_at((x, y)))[:3]  # type: ignore[misc]
        for y in range(h)
        for x in range(w)
        if surface.get_at((x, y)).a == 255
    }


def silhouette(surface: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surface, 128)


@pytest.mark.parametrize("name", pal.PLAYER_NAMES)
@pytest.mark.parametrize("kind", NEW_KINDS)
def test_each_new_figure_wears_its_players_colour_and_mark(kind: str, name: str) -> None:
    colour = pal.PLAYER_COLOURS[name]
    surface = figures.figure_surface(kind, name, SIZE)
    colours = opaque_colours(surface)
    assert colour.rgb in colours  # the body in the player's colour
    assert colour.dark in colours  # outlined in its dark shade
    # the mark (dot, stripe, ring, star, cross, diamond) is drawn in its own ink
    ink = sum(
        1
        for y in range(surface.get_height())
        for x in range(surface.get_width())
        if tuple(surface.get_at((x, y)))[:3] == colour.mark_rgb
    )
    assert ink >= 4, (kind, name, ink)


def test_the_figures_differ_by_colour_and_by_kind() -> None:
    """Every (kind, colour) picture is its own; the kinds differ in shape, not only in
    colour: no two kinds share a silhouette."""
    kinds = ("meeple", "abbot", *NEW_KINDS)
    pictures = {
        (kind, name): pygame.image.tobytes(figures.figure_surface(kind, name, SIZE), "RGBA")
        for kind in kinds
        for name in pal.PLAYER_NAMES
    }
    assert len(set(pictures.values())) == len(pictures)
    shapes = {kind: silhouette(figures.figure_surface(kind, "red", SIZE)) for kind in kinds}
    for a, b in itertools.combinations(kinds, 2):
        same_size = shapes[a].get_size() == shapes[b].get_size()
        overlap = shapes[a].overlap_area(shapes[b], (0, 0))
        union = shapes[a].count() + shapes[b].count() - overlap
        assert not same_size or overlap / union < 0.9, (a, b)


def test_the_large_meeple_is_a_bigger_meeple() -> None:
    meeple = figures.meeple_surface("blue", SIZE)
    large = figures.large_meeple_surface("blue", SIZE)
    assert large.get_height() >= meeple.get_height() * 1.3
    # the same shape: scaled down to a meeple's size it covers the meeple's silhouette
    shrunk = pygame.transform.smoothscale(large, meeple.get_size())
    a, b = silhouette(meeple), silhouette(shrunk)
    assert a.overlap_area(b, (0, 0)) >= 0.9 * max(a.count(), b.count())
    lying = figures.large_meeple_surface("blue", SIZE, lying=True).get_bounding_rect()
    standing = large.get_bounding_rect()
    assert (lying.width, lying.height) == (standing.height, standing.width)  # a large farmer


def test_the_builder_is_taller_and_carries_a_hammer() -> None:
    builder = figures.builder_surface("green", SIZE)
    assert builder.get_height() > figures.meeple_surface("green", SIZE).get_height()
    colours = opaque_colours(builder)
    assert pal.HAMMER_HEAD in colours and pal.HAMMER_HANDLE in colours


def test_the_pig_is_lower_and_wider_than_tall() -> None:
    pig = figures.pig_surface("yellow", SIZE)
    width, height = pig.get_size()
    assert height < figures.meeple_surface("yellow", SIZE).get_height()
    assert width > 1.2 * height
    assert figures.figure_surface("pig", "yellow", SIZE, lying=True) is pig  # never lies down


def test_goods_tokens_are_three_different_pictures() -> None:
    tokens = {kind: goods_surface(kind, 40) for kind in GOODS}
    assert all(t.get_size() == (40, 40) for t in tokens.values())
    assert len({pygame.image.tobytes(t, "RGBA") for t in tokens.values()}) == 3
    inks = {"wine": pal.GOODS_WINE, "grain": pal.GOODS_GRAIN, "cloth": pal.GOODS_CLOTH}
    for kind, token in tokens.items():
        assert inks[kind] in opaque_colours(token), kind
        others = [ink for other, ink in inks.items() if other != kind]
        assert not set(others) & opaque_colours(token), kind
    crown = crown_surface(20)
    assert crown.get_width() == 20 and pal.GOLD in opaque_colours(crown)
