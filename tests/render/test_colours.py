"""The six player colours stay apart for colour-blind players, and red looks red.

Colour-vision deficiencies are simulated with the matrices of Machado, Oliveira and Fernandes
(2009, severity 1.0: protanopia, deuteranopia, tritanopia) applied in linear sRGB; differences
are CIEDE2000 (Sharma, Wu and Dalal 2005) in CIE Lab under D65. A CIEDE2000 difference of about
2 is just noticeable side by side; the game asks for 20 between any two players' colours and 30
between a colour and the mark drawn on it, under every simulation as well as normal vision.
"""

from __future__ import annotations

import colorsys
import math
from itertools import combinations

import pytest

from goldmines_desktop.render.palette import PLAYER_COLOURS, RGB

MIN_BETWEEN_PLAYERS = 20.0
MIN_COLOUR_TO_MARK = 30.0

Matrix = tuple[tuple[float, float, float], ...]
# Machado et al. 2009, table of simulation matrices, severity 1.0 (linear RGB).
MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = ("normal", *MACHADO)

Lab = tuple[float, float, float]


def _linear(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB, vision: str) -> tuple[float, float, float]:
    """How ``rgb`` looks with the given colour vision."""
    if vision == "normal":
        return (float(rgb[0]), float(rgb[1]), float(rgb[2]))
    lin = [_linear(c) for c in rgb]
    m = MACHADO[vision]
    r, g, b = (_encoded(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return (r, g, b)


def lab(rgb: tuple[float, float, float]) -> Lab:
    """sRGB (0-255) to CIE Lab, D65 white."""
    r, g, b = (_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 colour difference (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_mean = (h1p + h2p + 360) / 2
    else:
        h_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * cp_mean
    sh = 1 + 0.015 * cp_mean * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt(
        (dl / sl) ** 2 + (dc / sc) ** 2 + (big_dh / sh) ** 2 + rt * (dc / sc) * (big_dh / sh)
    )


def difference(a: RGB, b: RGB, vision: str) -> float:
    return ciede2000(lab(simulate(a, vision)), lab(simulate(b, vision)))


# Sharma, Wu and Dalal's CIEDE2000 test data (pairs 1, 7, 17, 24 and 34).
@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ],
)
def test_ciede2000_matches_the_published_test_data(lab1: Lab, lab2: Lab, expected: float) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_behave_as_published() -> None:
    """White and grey stay put; protans and deutans confuse red with green, tritans blue with
    green, so the simulation is not a no-op."""
    for vision in MACHADO:
        assert difference((255, 255, 255), (255, 255, 255), vision) == 0
        assert ciede2000(lab(simulate((128, 128, 128), vision)), lab((128, 128, 128))) < 1.0
    red, green = (200, 40, 40), (60, 150, 40)
    assert difference(red, green, "normal") > 40
    assert difference(red, green, "deuteranopia") < difference(red, green, "normal") / 2
    assert difference(red, green, "protanopia") < difference(red, green, "normal") / 2
    teal, sky = (0, 150, 140), (60, 140, 220)
    assert difference(teal, sky, "tritanopia") < difference(teal, sky, "normal") / 2


@pytest.mark.parametrize("vision", VISIONS)
def test_every_two_player_colours_stay_apart(vision: str) -> None:
    for a, b in combinations(PLAYER_COLOURS.values(), 2):
        gap = difference(a.rgb, b.rgb, vision)
        assert gap >= MIN_BETWEEN_PLAYERS, f"{a.name} and {b.name} under {vision}: {gap:.1f}"


@pytest.mark.parametrize("vision", VISIONS)
def test_every_mark_stands_out_on_its_colour(vision: str) -> None:
    for colour in PLAYER_COLOURS.values():
        gap = difference(colour.rgb, colour.mark_rgb, vision)
        assert gap >= MIN_COLOUR_TO_MARK, f"{colour.name}'s {colour.mark} under {vision}: {gap}"
    assert len({c.mark for c in PLAYER_COLOURS.values()}) == len(PLAYER_COLOURS)


@pytest.mark.parametrize("vision", VISIONS)
def test_outlines_and_highlights_keep_their_colours_order(vision: str) -> None:
    """Each colour's outline is darker and its highlight lighter, for every vision."""
    for colour in PLAYER_COLOURS.values():
        lightness = [lab(simulate(c, vision))[0] for c in (colour.dark, colour.rgb, colour.light)]
        assert lightness == sorted(lightness), colour.name


def test_red_is_red_and_each_colour_looks_like_its_name() -> None:
    hues = {}
    for colour in PLAYER_COLOURS.values():
        h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in colour.rgb))
        hues[colour.name] = (h * 360, s, v)
    hue, saturation, _ = hues["red"]
    assert (hue <= 8 or hue >= 352) and saturation >= 0.8, hues["red"]  # #C75A05 was 26 degrees
    assert 200 <= hues["blue"][0] <= 225
    assert 145 <= hues["green"][0] <= 175
    assert 50 <= hues["yellow"][0] <= 62
    assert 300 <= hues["pink"][0] <= 340 and hues["pink"][2] >= 0.8
    assert hues["black"][2] <= 0.25
