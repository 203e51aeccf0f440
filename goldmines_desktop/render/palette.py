"""The game's colours: landscape, players, table and panels, plus colour-family helpers.

Player colours start from the Okabe–Ito palette and were tuned so that each looks like its name
(red is a true red, not orange) and every pair stays apart for colour-blind players: under
simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009) no two colours come
closer than 20 in CIEDE2000 (tests/render/test_colours.py checks it). Each player also has a
mark (dot, stripe, ring, star, cross, diamond) drawn in a colour that contrasts with theirs, as
a second cue.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]

# Fields.
MEADOW: RGB = (122, 164, 74)
MEADOW_LIGHT: RGB = (148, 186, 90)
MEADOW_DARK: RGB = (92, 134, 60)
TUFT: RGB = (78, 118, 48)
FLOWER_COLOURS: tuple[RGB, ...] = ((250, 244, 222), (246, 214, 92), (232, 150, 170))

# Roads.
ROAD: RGB = (234, 212, 164)
ROAD_EDGE: RGB = (178, 146, 100)
ROAD_TRACK: RGB = (214, 188, 138)

# The river.
WATER: RGB = (84, 150, 196)
WATER_DEEP: RGB = (58, 118, 170)
WATER_LIGHT: RGB = (170, 214, 234)
RIVER_BANK: RGB = (146, 134, 84)
REED: RGB = (64, 96, 42)
STONE: RGB = (150, 146, 136)

# Cities.
WALL: RGB = (214, 184, 132)
WALL_LIGHT: RGB = (236, 212, 164)
WALL_DARK: RGB = (146, 112, 74)
CITY_GROUND: RGB = (202, 160, 136)
ROOF: RGB = (196, 96, 62)
ROOF_LIGHT: RGB = (222, 126, 84)
ROOF_DARK: RGB = (150, 66, 44)
ROOF_COLOURS: tuple[RGB, ...] = (ROOF, ROOF_LIGHT, ROOF_DARK, (201, 118, 80))
ROOF_LIT, ROOF_SHADED = 1.18, 0.8  # the sunny and the shady half of a gabled roof
GATE: RGB = (74, 52, 38)
PENNANT_BLUE: RGB = (38, 84, 168)
PENNANT_WHITE: RGB = (246, 244, 236)

# Monastery and garden.
CHAPEL_WALL: RGB = (240, 228, 204)
CHAPEL_SHADE: RGB = (204, 186, 156)
CHAPEL_ROOF: RGB = (200, 58, 44)
CHAPEL_ROOF_DARK: RGB = (150, 38, 32)
YARD: RGB = (218, 204, 176)
YARD_RIM: RGB = (160, 144, 116)
HEDGE: RGB = (52, 100, 46)
HEDGE_LIGHT: RGB = (74, 128, 60)
GARDEN_LAWN: RGB = (140, 184, 92)

# Inns & Cathedrals: the inn (a half-timbered house with a thatched roof) and the cathedral.
INN_WALL: RGB = (242, 232, 206)
INN_TIMBER: RGB = (92, 60, 38)
INN_ROOF: RGB = (172, 120, 52)
INN_ROOF_DARK: RGB = (124, 82, 34)
INN_WINDOW: RGB = (255, 214, 110)
INN_SIGN: RGB = (214, 160, 60)
BRICK: RGB = (164, 72, 50)
SMOKE: RGB = (226, 226, 220)
CATHEDRAL_WALL: RGB = (236, 230, 216)
CATHEDRAL_SHADE: RGB = (196, 186, 166)
CATHEDRAL_ROOF: RGB = (84, 102, 132)
CATHEDRAL_ROOF_DARK: RGB = (58, 72, 98)
CATHEDRAL_SQUARE: RGB = (216, 206, 184)
STAINED_GLASS: RGB = (54, 86, 150)

# Traders & Builders: the goods symbols on their round token.
GOODS_TOKEN: RGB = (248, 238, 212)
WINE: RGB = (122, 36, 96)
WINE_LIGHT: RGB = (176, 84, 150)
WINE_DARK: RGB = (70, 16, 54)
VINE_LEAF: RGB = (76, 134, 50)
GRAIN: RGB = (226, 178, 52)
GRAIN_LIGHT: RGB = (250, 218, 118)
GRAIN_DARK: RGB = (146, 104, 26)
CLOTH: RGB = (44, 110, 176)
CLOTH_LIGHT: RGB = (132, 184, 232)
CLOTH_DARK: RGB = (22, 60, 112)

# Gold and decorations.
GOLD: RGB = (232, 186, 48)
GOLD_LIGHT: RGB = (255, 232, 128)
GOLD_DARK: RGB = (166, 118, 22)
INK: RGB = (52, 40, 30)
HAMMER_HANDLE: RGB = (188, 138, 84)  # the builder's hammer: a wooden handle
HAMMER_HEAD: RGB = (128, 132, 140)  # and an iron head

# Goods tokens (Traders & Builders): wine, grain and cloth, each its own colour.
GOODS_WINE: RGB = (128, 50, 132)
GOODS_WINE_DARK: RGB = (74, 22, 80)
GOODS_GRAIN: RGB = (238, 190, 70)
GOODS_GRAIN_DARK: RGB = (150, 104, 24)
GOODS_CLOTH: RGB = (64, 128, 196)
GOODS_CLOTH_DARK: RGB = (28, 66, 118)
GOODS_CLOTH_LIGHT: RGB = (150, 196, 236)
GOODS_LEAF: RGB = (96, 150, 60)
GOODS_STEM: RGB = (126, 92, 52)
TILE_OUTLINE: RGB = (70, 58, 40)

# Table and panels.
TABLE_WOOD: RGB = (132, 90, 56)
TABLE_WOOD_DARK: RGB = (104, 68, 42)
TABLE_WOOD_LIGHT: RGB = (158, 112, 72)
PARCHMENT: RGB = (241, 228, 198)
PARCHMENT_DARK: RGB = (222, 202, 162)
PANEL: RGB = (236, 224, 200)
PANEL_DARK: RGB = (210, 192, 160)
PANEL_BORDER: RGB = (126, 98, 66)
TEXT: RGB = (50, 38, 28)
TEXT_MUTED: RGB = (118, 100, 80)
HIGHLIGHT_FITS: RGB = (255, 244, 170)
HIGHLIGHT_ROTATED: RGB = (170, 220, 255)


@dataclass(frozen=True)
class PlayerColour:
    """A player's colour as named in game records, with shades and the second-cue mark."""

    name: str
    rgb: RGB
    dark: RGB  # outline
    light: RGB  # highlight
    mark: str  # dot, stripe, ring, star, cross or diamond
    mark_rgb: RGB  # colour the mark is drawn in, contrasting with ``rgb``


PLAYER_COLOURS: dict[str, PlayerColour] = {
    c.name: c
    for c in (
        PlayerColour("red", (196, 24, 32), (112, 10, 16), (232, 98, 96), "dot", (255, 236, 228)),
        PlayerColour(
            "blue", (24, 90, 178), (8, 44, 98), (110, 158, 222), "stripe", (240, 246, 255)
        ),
        PlayerColour("green", (12, 182, 127), (0, 92, 62), (120, 220, 180), "ring", (16, 56, 42)),
        PlayerColour(
            "yellow", (240, 228, 66), (130, 118, 20), (255, 246, 150), "star", (70, 60, 20)
        ),
        PlayerColour("black", (48, 48, 56), (12, 12, 16), (96, 96, 108), "cross", (236, 236, 236)),
        PlayerColour(
            "pink", (240, 145, 203), (150, 66, 118), (252, 200, 230), "diamond", (88, 26, 68)
        ),
    )
}
PLAYER_NAMES: tuple[str, ...] = tuple(PLAYER_COLOURS)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Blend from ``a`` (t=0) to ``b`` (t=1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def shade(colour: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter (factor > 1) version of ``colour``."""
    if factor <= 1:
        return mix((0, 0, 0), colour, factor)
    return mix(colour, (255, 255, 255), factor - 1)


# Colour families used to check that the art shows what the rules say (tests and debugging).
FAMILIES: dict[str, tuple[RGB, ...]] = {
    "field": (MEADOW, MEADOW_LIGHT, MEADOW_DARK, TUFT, HEDGE, GARDEN_LAWN),
    "road": (ROAD, ROAD_EDGE, ROAD_TRACK),
    "river": (WATER, WATER_DEEP, WATER_LIGHT, RIVER_BANK),
    "city": (WALL, WALL_LIGHT, WALL_DARK, CITY_GROUND, PENNANT_BLUE)
    + tuple(shade(r, f) for r in ROOF_COLOURS for f in (1.0, ROOF_LIT, ROOF_SHADED)),
}
