"""The options column of the new-game screen: a switch for each expansion (The Gold Mines, The
Abbot, The River, Inns & Cathedrals, Traders & Builders) and a choice for gold sharing and the
fields, in compact rows, with one box under them that explains the option in focus.

Seven options and their explanations do not all fit the column of a 1024x600 window, so the
rows keep only their controls and the box says what the option the pointer, the keys, a finger
or the controller's D-pad has reached means (the last one reached stays explained while the
focus is elsewhere on the screen, and its row is lit so the box's words belong to it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ...i18n import _
from ...wording import EXPANSION_NAMES
from ..table.setup_draft import FIELD_CHOICES, GOLD_SHARING_CHOICES, SetupDraft
from ..widgets import text_fit, theme
from ..widgets.controls import Toggle, Widget
from ..widgets.panels import READABLE, blit_text, px, wrap_text
from .setup_paint import (
    EXPLAIN_ABBOT,
    EXPLAIN_FIELDS,
    EXPLAIN_GOLD_SHARING,
    EXPLAIN_GOLDMINES,
    EXPLAIN_NO_GOLD,
    EXPLAIN_RIVER,
    explain_inns_cathedrals,
    explain_traders_builders,
)
from .setup_rows import SetupSelector

ROW, GAP = 42, 6  # design pixels: a row's height and the room between two rows
TEXT, TITLE = 18, 20  # design pixels: the explanation's words and its title

Setter = Callable[[str], Callable[[Any], None]]


class SetupOptions:
    """The option controls, where they go, and what the box under them says."""

    def __init__(self, draft: SetupDraft, setter: Setter) -> None:
        self.draft = draft
        self.goldmines = Toggle(
            _(EXPANSION_NAMES["goldmines"]), draft.goldmines, setter("goldmines")
        )
        self.abbot = Toggle(_(EXPANSION_NAMES["abbot"]), draft.abbot, setter("abbot"))
        self.river = Toggle(_(EXPANSION_NAMES["river"]), draft.river, setter("river"))
        self.inns_cathedrals = Toggle(
            _(EXPANSION_NAMES["inns_cathedrals"]), draft.inns_cathedrals, setter("inns_cathedrals")
        )
        self.traders_builders = Toggle(
            _(EXPANSION_NAMES["traders_builders"]),
            draft.traders_builders,
            setter("traders_builders"),
        )
        self.gold_sharing = SetupSelector(
            _("Gold sharing"),
            GOLD_SHARING_CHOICES,
            draft.gold_distribution,
            setter("gold_distribution"),
            share=0.55,
        )
        self.fields = SetupSelector(
            _("Fields"), FIELD_CHOICES, draft.fields, setter("fields"), share=0.55
        )
        self.explained: Widget = self.goldmines  # the option the box explains
        self.box = pygame.Rect(0, 0, 0, 0)

    def widgets(self) -> list[Widget]:
        """The rows top to bottom, in the focus ring's order."""
        return [
            self.goldmines,
            self.abbot,
            self.river,
            self.inns_cathedrals,
            self.traders_builders,
            self.gold_sharing,
            self.fields,
        ]

    def changed(self) -> None:
        """Gold sharing only matters with The Gold Mines."""
        self.gold_sharing.enabled = self.draft.goldmines

    def follow(self, focus: Widget | None) -> None:
        """The box explains the option the focus reached (and keeps it when the focus leaves
        the options)."""
        if focus in self.widgets():
            self.explained = focus

    # --- layout ---------------------------------------------------------------------------

    def layout(self, panel: pygame.Rect, scale: float) -> None:
        """The rows from under the panel's heading, the box from under the rows to its foot."""
        inner = panel.inflate(-px(48, scale), 0)
        y = panel.top + px(68, scale)
        for widget in self.widgets():
            widget.rect = pygame.Rect(inner.left, y, inner.width, px(ROW, scale))
            widget.font_size = px(24, scale)
            y += px(ROW + GAP, scale)
        self.box = pygame.Rect(inner.left, y + px(4, scale), inner.width, 0)
        self.box.height = panel.bottom - px(16, scale) - self.box.top

    # --- what the box says ------------------------------------------------------------------

    def explanation(self, widget: Widget) -> str:
        """What ``widget``'s option, as chosen now, means."""
        draft = self.draft
        texts: dict[Widget, str] = {
            self.goldmines: _(EXPLAIN_GOLDMINES[draft.goldmines]),
            self.abbot: _(EXPLAIN_ABBOT[draft.abbot]),
            self.river: _(EXPLAIN_RIVER[draft.river]),
            self.inns_cathedrals: explain_inns_cathedrals(draft.inns_cathedrals),
            self.traders_builders: explain_traders_builders(draft.traders_builders),
            self.gold_sharing: self._gold_sharing_text(),
            self.fields: _(EXPLAIN_FIELDS[draft.fields]),
        }
        return texts[widget]

    def _gold_sharing_text(self) -> str:
        if not self.draft.goldmines:
            return _(EXPLAIN_NO_GOLD)
        return _(EXPLAIN_GOLD_SHARING[self.draft.gold_distribution])

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        """The lit row of the option explained and the box with its name and meaning (the
        controls themselves are drawn by the screen's focus group, over this)."""
        lit = self.explained.rect.inflate(px(16, scale), px(6, scale))
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, lit, border_radius=px(10, scale))
        box = self.box
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, box, border_radius=px(12, scale))
        pygame.draw.rect(surface, theme.WOOD, box, 2, border_radius=px(12, scale))
        pad = px(10, scale)
        title = getattr(self.explained, "label", "")
        room = box.width - 2 * pad
        top = box.top + pad
        head = blit_text(
            surface,
            title,
            px(TITLE, scale),
            (box.left + pad, top),
            theme.WOOD_DARK,
            "bold",
            room=room,
        )
        size = max(READABLE, px(TEXT, scale))
        pitch = size + px(4, scale)
        lines = wrap_text(self.explanation(self.explained), theme.font(size), room, "option box")
        fits = max(1, (box.bottom - pad - head.bottom - px(2, scale)) // pitch)
        text_fit.lines_fit(len(lines), fits, "option box", self.explanation(self.explained))
        y = head.bottom + px(2, scale)
        for line in lines[:fits]:
            blit_text(surface, line, size, (box.left + pad, y), theme.INK)
            y += pitch
