"""Fonts and the colours of panels and text (the board's colours live in render.palette)."""

from __future__ import annotations

from functools import cache

import pygame

from ..resources import art_path

PARCHMENT = (239, 226, 196)
PARCHMENT_DARK = (214, 196, 158)
WOOD = (120, 84, 52)
WOOD_DARK = (84, 58, 36)
INK = (52, 38, 26)
INK_SOFT = (104, 84, 62)
GOLD = (226, 176, 48)
HIGHLIGHT = (255, 244, 200)
SHADOW = (0, 0, 0, 90)

FONT_FILES = {
    "regular": "Cabin-Regular.otf",
    "semibold": "Cabin-SemiBold.otf",
    "bold": "Cabin-Bold.otf",
    "title": "CabinSketch-Bold.ttf",
}


@cache
def font(size: int, style: str = "regular") -> pygame.font.Font:
    """A bundled font (Cabin; Cabin Sketch for titles), loaded once per size and style."""
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(art_path("fonts", FONT_FILES[style]), size)
    except (OSError, FileNotFoundError, pygame.error):
        return pygame.font.Font(None, size)


def text(
    message: str, size: int, color: tuple[int, int, int] = INK, style: str = "regular"
) -> pygame.Surface:
    """Render one line of text with antialiasing; it never raises on what a file or a player
    gave: text that draws nothing (pygame refuses "zero width" text) is an empty surface of
    the line's height, a NUL is left out and a lone surrogate drawn as a question mark."""
    face = font(size, style)
    message = message.replace("\0", "").encode("utf-8", "replace").decode("utf-8")
    try:
        return face.render(message, True, color)
    except pygame.error:  # "Text has zero width": nothing in it draws
        return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)
