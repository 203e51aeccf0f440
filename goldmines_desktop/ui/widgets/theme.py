"""Fonts and the colours of panels and text (the board's colours live in render.palette)."""

from __future__ import annotations

from functools import cache

import pygame

from ...files.resources import art_path
from . import text_fit

PARCHMENT = (239, 226, 196)
PARCHMENT_DARK = (214, 196, 158)
WOOD = (120, 84, 52)
WOOD_DARK = (84, 58, 36)
INK = (52, 38, 26)
INK_SOFT = (104, 84, 62)
GOLD = (226, 176, 48)
HIGHLIGHT = (255, 244, 200)
SHADOW = (0, 0, 0, 90)
WHITE = (255, 255, 255)
CLEAR = (0, 0, 0, 0)

# The wooden table and the parchment panels on it.
PLANK_DARK = (124, 84, 52)  # every other plank (the others are palette.TABLE_WOOD)
PLANK_GAP = (84, 56, 34)
FIBRE_DARK = (120, 90, 50, 18)  # the faint fibres in a panel's parchment
FIBRE_LIGHT = (255, 250, 235, 30)
PANEL_MASK = (255, 255, 255, 255)
SHADOW_BROWN = (20, 10, 0)  # shadows, the table's vignette
PANEL_SHADOW = (*SHADOW_BROWN, 120)
TILE_SHADOW = (30, 18, 8)  # under a tile picture
CARD_SHADOW = (*TILE_SHADOW, 80)  # under a HUD card
FIGURE_SHADOW = (20, 14, 8)  # dims a tile that is not a choice
DIM_VEIL = (24, 14, 6)  # over the screen behind a card
TAG_SHADOW = (30, 16, 4, 70)  # under the menu's little tile pictures
TITLE_SHADOW = (40, 24, 10)  # behind a title, and under a HUD button
CAPTION = (236, 220, 190)  # a line of text on the table
TABLE_ALERT = (255, 220, 200)  # a message on the table that something went wrong

# Buttons and the other controls.
BUTTON_FILL = (150, 72, 44)  # terracotta, like the roofs on the tiles
BUTTON_FILL_SECONDARY = (222, 204, 168)
BUTTON_TEXT = (252, 242, 220)
BUTTON_DISABLED = (188, 176, 156)
BUTTON_TEXT_DISABLED = (140, 128, 110)
SWITCH_TRACK = (196, 176, 140)
SWITCH_ON = (92, 140, 60)
TEXT_FIELD = (250, 244, 228)
TEXT_SELECTION = (238, 192, 96)  # a warm gold behind selected text

# Warnings and notices.
WARNING = (176, 52, 28)
WARNING_INK = (150, 50, 24)
WARNING_BORDER = (170, 60, 30)
WARNING_MARK = (80, 30, 10)  # the exclamation mark in the notice's triangle
NOTICE_FILL = (250, 232, 200)  # the menu's notice
ERROR_FILL = (250, 226, 200)  # the Load screen's refusal
ERROR_TEXT = (130, 40, 18)
SETUP_WARNING_FILL = (250, 228, 204)  # the new-game screen's warning

# The board: what the player may do, and what the final scoring lights.
GLOW_FITS = (255, 226, 120)
GLOW_ROTATED = (150, 214, 255)
GLOW_CHOICE = (255, 240, 160)
REFUSED_TINT = (214, 40, 30, 120)
REFUSED_MARK = (200, 30, 24)
REFUSED_TEXT = (150, 24, 16)
BLOCKED_TINT = (90, 80, 70, 110)  # a feature a figure cannot go on
DEAD_SHADE = (40, 30, 24, 120)  # the dark wash over a spot no tile left can fill
DEAD_MARK = (230, 214, 190)  # its cross
FED_CITY_TINT = (255, 250, 235, 110)  # a field's completed city, in the tooltip
FINALE_CITY_TINT = (255, 250, 235, 120)  # a field's completed city, in the final scoring
FEATURE_GLOW = (255, 226, 92)  # a completed feature, a final-scoring step nobody scores
CHOICE_PULSE = (255, 226, 80)  # a feature one of the choices would take

# The final scoring's lists and the results.
ROAD_SWATCH = (226, 200, 150)
RETURNED_SWATCH = (150, 140, 120)
GOODS_SWATCH = (150, 52, 92)  # the goods majorities (Traders & Builders), wine-red
GAIN = (60, 120, 40)  # points gained, a finished phase's tick
PHASE_LATER = (160, 146, 124)
STEP_NEW = (255, 236, 170)  # the newest final-scoring line, fading to STEP_SEEN
STEP_SEEN = (248, 234, 200)
CHART_CARD = (248, 232, 184)
CHART_GRID = (214, 196, 160)
CHART_FINAL_SHADE = (232, 186, 48, 60)
WINNER_ROW = (250, 226, 150)
ROW_ODD = (232, 218, 188)
ROW_EVEN = (242, 230, 204)
NO_POINTS = (170, 156, 134)
CROWN_EDGE = (120, 80, 10)
CROWN_JEWEL = (255, 240, 180)

# The rules card.
RULES_NOTE = (248, 226, 150)
RULES_ROW_LIGHT = (246, 236, 212)
RULES_ROW_DARK = (236, 222, 192)

# Lessons.
LESSON_GLOW = (255, 214, 64)
LESSON_DONE_FILL = (255, 240, 190)
LESSON_DONE_TEXT = (40, 110, 40)
LESSON_TICK = (70, 150, 60)
LESSON_TICK_DISC = (250, 246, 232)

# Saves and the tiles left.
PICTURE_BACK = (70, 96, 52)  # the grass-green table under a save's little board
PICTURE_EMPTY = (196, 178, 120)
SAVE_DAMAGED = (160, 50, 24)
SAVE_ROW = (232, 216, 184)
SAVE_ROW_LIT = (250, 240, 216)
DIMMED_VEIL = (239, 226, 196, 175)  # parchment over a tile none of which is left
PICTURE_CARD = (226, 211, 178)  # where a picture is still to come

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
    text_fit.note_drawn(message, size)
    message = message.replace("\0", "").encode("utf-8", "replace").decode("utf-8")
    try:
        return face.render(message, True, color)
    except pygame.error:  # "Text has zero width": nothing in it draws
        return pygame.Surface((0, face.get_height()), pygame.SRCALPHA)
