"""The players' colour tokens: a round token in the player's colour with their mark on it (dot,
stripe, ring, star, cross, diamond), so players stay apart for colour-blind eyes too. Pure
drawing: nothing here changes state.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...render.palette import PLAYER_COLOURS

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Seat:
    """How one player is shown: name, colour, outline and mark."""

    name: str
    rgb: Colour
    dark: Colour
    mark: str
    mark_rgb: Colour


def seat_for(name: str, colour: str) -> Seat:
    """The look of a player named ``name`` playing ``colour`` (a record colour name)."""
    look = PLAYER_COLOURS.get(colour, PLAYER_COLOURS["black"])
    return Seat(name, look.rgb, look.dark, look.mark, look.mark_rgb)


def draw_token(surface: pygame.Surface, seat: Seat, centre: tuple[int, int], radius: int) -> None:
    """A round token in the player's colour with their mark on it."""
    pygame.draw.circle(surface, seat.rgb, centre, radius)
    draw_mark(surface, seat.mark, centre, max(2, int(radius * 0.55)), seat.mark_rgb)
    pygame.draw.circle(surface, seat.dark, centre, radius, max(1, radius // 5))


def draw_mark(
    surface: pygame.Surface, mark: str, centre: tuple[int, int], size: int, colour: Colour
) -> None:
    """One of the six player marks, ``size`` pixels from the centre to its edge."""
    x, y = centre
    width = max(2, size // 2)
    if mark == "dot":
        pygame.draw.circle(surface, colour, centre, max(2, int(size * 0.6)))
    elif mark == "stripe":
        pygame.draw.rect(surface, colour, (x - size, y - width // 2, size * 2, width))
    elif mark == "ring":
        pygame.draw.circle(surface, colour, centre, size, max(2, size // 3))
    elif mark == "star":
        pygame.draw.polygon(surface, colour, _star_points(centre, size))
    elif mark == "cross":
        pygame.draw.line(surface, colour, (x - size, y - size), (x + size, y + size), width)
        pygame.draw.line(surface, colour, (x - size, y + size), (x + size, y - size), width)
    elif mark == "diamond":
        pygame.draw.polygon(
            surface, colour, [(x, y - size), (x + size, y), (x, y + size), (x - size, y)]
        )


def _star_points(centre: tuple[int, int], size: int) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star."""
    points = []
    for index in range(10):
        angle = -math.pi / 2 + index * math.pi / 5
        reach = size if index % 2 == 0 else size * 0.45
        points.append((centre[0] + reach * math.cos(angle), centre[1] + reach * math.sin(angle)))
    return points
