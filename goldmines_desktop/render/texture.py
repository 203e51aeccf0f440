"""Hand-made looking surfaces: meadow with tufts, soft shadows and a paper-like grain."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pygame

from goldmines_desktop.render import palette as pal
from goldmines_desktop.render.pen import Pen
from goldmines_desktop.render.shapes import Polyline

SHADOW_COLOUR = (30, 50, 10, 105)
_GRAIN_TABLE = bytes(232 + b * 23 // 255 for b in range(256))


def meadow(pen: Pen, rng: random.Random) -> None:
    """Meadow green with soft blotches, grass tufts and a few tiny flowers."""
    size = pen.surface.get_width()
    blotches = pygame.Surface((6, 6))
    for y in range(6):
        for x in range(6):
            t = rng.uniform(-1, 1)
            tone = pal.mix(
                pal.MEADOW, pal.MEADOW_LIGHT if t > 0 else pal.MEADOW_DARK, abs(t) * 0.55
            )
            blotches.set_at((x, y), tone)
    pen.surface.blit(pygame.transform.smoothscale(blotches, (size, size)), (0, 0))
    for _ in range(110):
        _tuft(pen, (rng.uniform(0.02, 0.98), rng.uniform(0.02, 0.98)), rng)
    for _ in range(10):
        colour = rng.choice(pal.FLOWER_COLOURS)
        pen.circle((rng.uniform(0.05, 0.95), rng.uniform(0.05, 0.95)), 0.006, colour)


def _tuft(pen: Pen, p: tuple[float, float], rng: random.Random) -> None:
    colour = pal.TUFT if rng.random() < 0.7 else pal.MEADOW_LIGHT
    length = rng.uniform(0.018, 0.03)
    for dx in (-0.6, 0.0, 0.6):
        tip = (p[0] + dx * length * 0.6, p[1] - length * (1.0 - abs(dx) * 0.3))
        pen.line(p, tip, colour, 0.006)


def soft_shadow(pen: Pen, shapes: Sequence[Polyline]) -> None:
    """A blurred dark-green shade round ``shapes`` (drawn small, then smoothed up)."""
    size = pen.surface.get_width()
    small = pygame.Surface((size // 8, size // 8), pygame.SRCALPHA)
    small_pen = Pen(small, size / 8)
    for shape in shapes:
        pygame.draw.polygon(small, SHADOW_COLOUR, [small_pen.px(p) for p in shape])
    pen.surface.blit(pygame.transform.smoothscale(small, (size, size)), (0, 0))


def grain(pen: Pen, rng: random.Random) -> None:
    """Multiply the picture by a faint, soft noise so flat colours look painted on paper."""
    size = pen.surface.get_width()
    n = 128
    grey = rng.randbytes(n * n).translate(_GRAIN_TABLE)
    rgb = bytes(itertools.chain.from_iterable(zip(grey, grey, grey, strict=True)))
    noise = pygame.image.frombuffer(rgb, (n, n), "RGB")
    pen.surface.blit(
        pygame.transform.smoothscale(noise, (size, size)),
        (0, 0),
        special_flags=pygame.BLEND_RGB_MULT,
    )
