"""The rules card (F1): the turn, scoring, farmers, the abbot, The Gold Mines, The River, the
expansions the game plays with (Inns & Cathedrals, Traders & Builders) and the controls.

The card is laid out once per window size into one tall picture and scrolled with the mouse
wheel, the arrow keys, Page Up/Down, Home/End or the space bar. F1 or Esc closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ...engine import POINTS, Options
from ...i18n import N_, _
from ..input.controller_words import CONTROLLER_ROWS
from ..input.words import said
from ..scene import Scene
from ..table.rule_blocks import CONTROLS as CONTROLS
from ..table.rule_blocks import gold_chart as gold_chart
from ..table.rule_blocks import rule_blocks
from ..widgets import theme
from ..widgets.panels import blit_text, draw_dim, draw_panel, draw_title, px, ui_scale, wrap_text

if TYPE_CHECKING:
    from ..scene import Host

# the game controller's buttons, after the mouse and keyboard's controls
CONTROLLER_BLOCKS = (
    ("heading", N_("Game controller")),
    ("table", (N_("Button"), N_("What it does")), CONTROLLER_ROWS, (0.38, 0.62)),
)


class RulesCard:
    """Lays the rule blocks out into one picture ``width`` pixels wide."""

    def __init__(self, width: int, scale: float, options: Options | None = None) -> None:
        self.width, self.scale = width, scale
        self.body = px(22, scale)
        self.items: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.y = 0
        for block in (*rule_blocks(options), *CONTROLLER_BLOCKS):
            getattr(self, f"_{block[0]}")(*block[1:])
        self.surface = pygame.Surface((width, self.y + px(20, scale)), pygame.SRCALPHA)
        for image, pos in self.items:
            self.surface.blit(image, pos)

    def _text(
        self,
        message: str,
        x: int,
        width: int,
        size: int,
        colour: tuple[int, int, int] = theme.INK,
        style: str = "regular",
    ) -> int:
        """Wrap ``message`` at ``x``..``x + width`` from ``self.y``; return the bottom."""
        y = self.y
        for line in wrap_text(_(message), theme.font(size, style), width):
            self.items.append((theme.text(line, size, colour, style), (x, y)))
            y += int(size * 1.3)
        return y

    def _heading(self, message: str) -> None:
        self.y += px(18, self.scale)
        size = px(30, self.scale)
        self.items.append((theme.text(_(message), size, theme.BUTTON_FILL, "bold"), (0, self.y)))
        self.y += int(size * 1.25)
        rule = pygame.Surface((self.width, 2), pygame.SRCALPHA)
        rule.fill((*theme.WOOD, 90))
        self.items.append((rule, (0, self.y)))
        self.y += px(12, self.scale)

    def _para(self, message: str, points: int | None = None) -> None:
        """A paragraph; ``points`` fills a house rule's ``{points}`` in."""
        words = message if points is None else _(message).format(points=points)
        self.y = self._text(words, 0, self.width, self.body) + px(8, self.scale)

    def _note(self, message: str) -> None:
        size = px(24, self.scale)
        box = pygame.Surface((self.width, int(size * 1.9)), pygame.SRCALPHA)
        pygame.draw.rect(box, theme.RULES_NOTE, box.get_rect(), border_radius=10)
        pygame.draw.rect(box, theme.GOLD, box.get_rect(), 2, border_radius=10)
        label = theme.text(_(message), size, theme.INK, "bold")
        box.blit(label, label.get_rect(midleft=(size, box.get_height() // 2)))
        self.items.append((box, (0, self.y)))
        self.y += box.get_height() + px(12, self.scale)

    def _steps(self, steps: Sequence[tuple[str, str]]) -> None:
        indent = px(52, self.scale)
        for number, (name, detail) in enumerate(steps, start=1):
            badge = pygame.Surface((indent, indent), pygame.SRCALPHA)
            radius = px(17, self.scale)
            pygame.draw.circle(badge, theme.BUTTON_FILL, (radius + 2, radius + 2), radius)
            digit = theme.text(str(number), px(22, self.scale), theme.PARCHMENT, "bold")
            badge.blit(digit, digit.get_rect(center=(radius + 2, radius + 2)))
            self.items.append((badge, (0, self.y)))
            self.y = self._text(
                name, indent, self.width - indent, px(25, self.scale), theme.INK, "bold"
            )
            words = _(detail).format(points=POINTS.complete_cloister)  # ABBOT_BACK's {points}
            self.y = self._text(words, indent, self.width - indent, self.body) + px(10, self.scale)

    def _table(
        self, header: Sequence[str], rows: Sequence[Sequence[str]], fractions: Sequence[float]
    ) -> None:
        widths = [int(self.width * f) for f in fractions]
        pad = px(10, self.scale)
        self._table_row(header, widths, pad, theme.PARCHMENT_DARK, "bold")
        for index, row in enumerate(rows):
            fill = theme.RULES_ROW_LIGHT if index % 2 else theme.RULES_ROW_DARK
            self._table_row(row, widths, pad, fill, "regular")
        self.y += px(12, self.scale)

    def _table_row(
        self,
        cells: Sequence[str],
        widths: Sequence[int],
        pad: int,
        fill: tuple[int, int, int],
        style: str,
    ) -> None:
        top, bottom, x = self.y, self.y, 0
        start = len(self.items)
        for column, (cell, width) in enumerate(zip(cells, widths, strict=True)):
            self.y = top + pad
            cell_style = "semibold" if column == 0 and style == "regular" else style
            bottom = max(
                bottom, self._text(cell, x + pad, width - 2 * pad, self.body, theme.INK, cell_style)
            )
            x += width
        background = pygame.Surface((sum(widths), bottom - top + pad), pygame.SRCALPHA)
        background.fill(fill)
        pygame.draw.line(background, (*theme.WOOD, 80), (0, 0), (background.get_width(), 0))
        self.items.insert(start, (background, (0, top)))
        self.y = bottom + pad


class RulesScene(Scene):
    """The rules card over a dimmed screen."""

    transparent = True
    swipe_scrolls = True  # a finger's swipe up or down scrolls, as the wheel does

    def __init__(self, app: Host, options: Options | None = None) -> None:
        super().__init__(app)
        self.options = options  # the game's, for its house rules (None: from the menu)
        self.offset = 0.0  # how far the card is scrolled, in pixels
        self.target = 0.0
        self.card = pygame.Rect(0, 0, 0, 0)
        self.view = pygame.Rect(0, 0, 0, 0)
        self.content: RulesCard | None = None
        self.pressed_beside = False  # a press beside the card (its release closes it)
        self.scale = 1.0
        self.resized(app.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        self.scale = scale = ui_scale(size)
        width, height = size
        self.card = pygame.Rect(
            0, 0, min(px(940, scale), width - px(40, scale)), height - px(48, scale)
        )
        self.card.center = (width // 2, height // 2)
        self.view = self.card.inflate(-px(80, scale), 0)
        self.view.top, self.view.height = (
            self.card.top + px(96, scale),
            self.card.height - px(130, scale),
        )
        self.content = RulesCard(self.view.width - px(16, scale), scale, self.options)
        self.scroll_to(self.target, at_once=True)

    @property
    def max_offset(self) -> int:
        if self.content is None:
            return 0
        return max(0, self.content.surface.get_height() - self.view.height)

    def scroll_to(self, offset: float, at_once: bool = False) -> None:
        self.target = max(0.0, min(float(offset), float(self.max_offset)))
        if at_once:
            self.offset = self.target

    def close(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.target - event.y * px(60, self.scale))
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.dict.get("button") == 1:
            self.pressed_beside = not self.card.collidepoint(event.dict.get("pos", (0, 0)))
        elif event.type == pygame.MOUSEBUTTONUP and event.dict.get("button") == 1:
            pos = event.dict.get("pos")  # the release of the click that opened it stays
            if self.pressed_beside and pos is not None and not self.card.collidepoint(pos):
                self.close()

    def _key(self, key: int) -> None:
        if key in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
            return
        line, page = px(60, self.scale), self.view.height * 0.9
        steps = {
            pygame.K_UP: -line,
            pygame.K_DOWN: line,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_SPACE: page,
        }
        if key in steps:
            self.scroll_to(self.target + steps[key])
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.max_offset)

    def update(self, dt: float) -> None:
        """Ease the scroll position towards its target."""
        self.offset += (self.target - self.offset) * min(1.0, dt * 18)
        if abs(self.target - self.offset) < 1.0:
            self.offset = self.target

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface, 160)
        draw_panel(surface, self.card, px(22, self.scale))
        draw_title(
            surface,
            _("How to play"),
            px(56, self.scale),
            (self.card.centerx, self.card.top + px(50, self.scale)),
            theme.WOOD_DARK,
        )
        if self.content is not None:
            area = pygame.Rect(0, round(self.offset), self.view.width, self.view.height)
            surface.blit(self.content.surface, self.view.topleft, area)
            _draw_fades(surface, self.view, px(18, self.scale))
            self._draw_scrollbar(surface)
        hint = said(N_("Scroll with the wheel or the arrow keys  ·  Esc or F1 to close"))
        blit_text(
            surface,
            hint,
            px(18, self.scale),
            (self.card.centerx, self.card.bottom - px(10, self.scale)),
            theme.INK_SOFT,
            "regular",
            "midbottom",
        )

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.content is None or self.max_offset == 0:
            return
        track = pygame.Rect(
            self.card.right - px(30, self.scale), self.view.top, px(8, self.scale), self.view.height
        )
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
        total = self.content.surface.get_height()
        thumb = track.copy()
        thumb.height = max(px(30, self.scale), track.height * self.view.height // total)
        thumb.top = track.top + round((track.height - thumb.height) * self.offset / self.max_offset)
        pygame.draw.rect(surface, theme.WOOD, thumb, border_radius=4)


def _draw_fades(surface: pygame.Surface, view: pygame.Rect, depth: int) -> None:
    """Soften the text where it scrolls out of view at the top and bottom edges."""
    for step in range(depth):
        alpha = round(255 * (1 - step / depth) ** 2)
        line = pygame.Surface((view.width, 1), pygame.SRCALPHA)
        line.fill((*theme.PARCHMENT, alpha))
        surface.blit(line, (view.left, view.top + step))
        surface.blit(line, (view.left, view.bottom - 1 - step))
