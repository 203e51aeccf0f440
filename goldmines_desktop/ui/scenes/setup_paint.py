"""The New game screen's words and painting besides its controls: what each option means (the
options' box says it), the panels' headings, and the bar under the panels (what is missing
before the game can start, in a warning box, or else the screen's keys)."""

from __future__ import annotations

import pygame

from ...engine import SPECIAL, TRADE
from ...i18n import N_, _
from ..input.words import said
from ..widgets import theme
from ..widgets.panels import blit_text, draw_panel, px
from .setup_rows import fitting_size

EXPLAIN_GOLDMINES = {
    True: N_("Gold tiles bring ingots to the board; finish a feature to claim its gold."),
    False: N_("Base tiles only: no gold tiles and no ingots."),
}
EXPLAIN_ABBOT = {
    True: N_("Everyone also gets an abbot for monasteries and gardens, recalled for points."),
    False: N_("Meeples only: no abbots, so gardens stay empty."),
}
EXPLAIN_GOLD_SHARING = {
    "edition3": N_(
        "3rd edition: the owners of each completed feature take its ingots; "
        "ties share piece by piece."
    ),
    "round_robin": N_(
        "1st edition: claims are pooled and players take one ingot at a time in turn."
    ),
}
EXPLAIN_RIVER = {
    True: N_("The game starts at the spring: 10 river tiles are laid first, then the lake."),
    False: N_("The usual start: one city tile in the middle of the table."),
}
EXPLAIN_FIELDS = {
    "3": N_("Farmers score 3 points for each completed city beside their field at the end."),
    "2": N_("House rule: farmers score 2 points for each completed city beside their field."),
    "off": N_("House rule for young players: no farmers, so fields score nothing."),
}
# The expansions' points come from the engine's tables, put into the sentences.
INNS_CATHEDRALS_ON = N_(
    "A road with an inn scores {inn} per tile, a city with a cathedral {tile} per tile and "
    "{pennant} per pennant, but nothing if unfinished. Everyone also gets a large meeple that "
    "counts as two."
)
INNS_CATHEDRALS_OFF = N_("No inns, cathedrals or large meeples.")
TRADERS_BUILDERS_ON = N_(
    "Whoever completes a city takes its goods; the most of each kind score {goods} at the "
    "end. Everyone also gets a builder, for a second tile in a turn, and a pig, for richer "
    "fields."
)
TRADERS_BUILDERS_OFF = N_("No goods, builders or pigs.")
EXPLAIN_NO_GOLD = N_("Only matters with The Gold Mines.")
EXPLAIN_SEED = N_("Leave empty for a fresh shuffle; the same number deals the same tiles again.")


def explain_inns_cathedrals(on: bool) -> str:
    """What Inns & Cathedrals brings, with the engine's points, or that it is off."""
    if not on:
        return _(INNS_CATHEDRALS_OFF)
    words = _(INNS_CATHEDRALS_ON)
    return words.format(
        inn=SPECIAL.inn_tile, tile=SPECIAL.cathedral_tile, pennant=SPECIAL.cathedral_pennant
    )


def explain_traders_builders(on: bool) -> str:
    """What Traders & Builders brings, with the engine's points, or that it is off."""
    if not on:
        return _(TRADERS_BUILDERS_OFF)
    return _(TRADERS_BUILDERS_ON).format(goods=TRADE.goods_majority)


def heading(surface: pygame.Surface, text: str, panel: pygame.Rect, scale: float) -> None:
    blit_text(
        surface,
        text,
        px(32, scale),
        (panel.left + px(24, scale), panel.top + px(18, scale)),
        theme.WOOD_DARK,
        "bold",
    )


def draw_message(surface: pygame.Surface, box: pygame.Rect, message: str, scale: float) -> None:
    """What is missing before the game can start, in a warning box."""
    draw_panel(
        surface,
        box,
        px(12, scale),
        fill=theme.SETUP_WARNING_FILL,
        border=theme.WARNING,
        shadow=False,
    )
    size = fitting_size(message, px(24, scale), box.width - px(60, scale))
    centre = (box.left + px(26, scale), box.centery)
    pygame.draw.circle(surface, theme.WARNING, centre, px(13, scale))
    blit_text(surface, "!", px(22, scale), centre, theme.PARCHMENT, "bold", "center")
    blit_text(
        surface,
        message,
        size,
        (box.left + px(48, scale), box.centery),
        theme.WARNING,
        "semibold",
        "midleft",
    )


def draw_hint(surface: pygame.Surface, box: pygame.Rect, scale: float) -> None:
    """The keys of the screen, where the warning box shows when something is missing."""
    hint = said(N_("Tab moves  ·  Left/Right change  ·  Enter chooses  ·  Esc goes back"))
    size = fitting_size(hint, px(20, scale), box.width)
    blit_text(surface, hint, size, box.midleft, theme.CAPTION, "semibold", "midleft")
