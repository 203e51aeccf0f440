"""The load screen: the saved games, newest first, each with its players, scores and progress.

Each save is replayed once to list it (``saves.list_saves``); a file that cannot be read (bad
JSON, a bad move, a dangling link, a FIFO, ...) stays in the list, marked as damaged, and
choosing it only shows a message. A saves folder that cannot be opened shows a message too.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import saves
from ..engine.records import RecordError
from ..saves import SaveInfo
from . import theme
from .chart import draw_token, seat_for
from .focus import FocusGroup
from .panels import blit_text, draw_panel, draw_table, draw_title, px, ui_scale, wrap_text
from .scene import Scene
from .widgets import Button, Widget

if TYPE_CHECKING:
    from .scene import Host


class SaveRow(Widget):
    """One saved game in the list: name, date, players with scores; click to load."""

    def __init__(self, info: SaveInfo, on_click: Callable[[SaveInfo], None]) -> None:
        super().__init__()
        self.info, self.on_click = info, on_click

    def activate(self) -> None:
        self.on_click(self.info)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        fill = (250, 240, 216) if (self.hovered or focused) else (232, 216, 184)
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.WOOD, self.rect, 2, border_radius=10)
        size = self.font_size
        x, y = self.rect.left + size // 2, self.rect.top + size // 3
        title = blit_text(surface, self.info.title, size, (x, y), theme.INK, "bold")
        stamp = time.strftime("%d %b %Y, %H:%M", time.localtime(self.info.modified))
        blit_text(
            surface,
            f"{stamp}  ·  {self.info.status}",
            int(size * 0.75),
            (self.rect.right - size // 2, title.centery),
            theme.INK_SOFT,
            "regular",
            "midright",
        )
        y = title.bottom + size // 4
        if self.info.problem is not None:
            blit_text(
                surface,
                "This file is damaged and cannot be loaded.",
                int(size * 0.8),
                (x, y),
                (160, 50, 24),
                "semibold",
            )
        for name, colour, score in self.info.players:
            radius = int(size * 0.35)
            draw_token(surface, seat_for(name, colour), (x + radius, y + radius + 2), radius)
            label = blit_text(
                surface,
                f"{name}  {score}",
                int(size * 0.8),
                (x + radius * 2 + 8, y),
                theme.INK,
                "semibold",
            )
            x = label.right + size
        if focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect.inflate(8, 8), 3, border_radius=12)


class LoadScene(Scene):
    """The saved games, newest first; a click (or Enter) loads one, Esc goes back."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.saves, self.message = saves.list_saves()
        self.first = 0  # index of the first visible row
        self.focus = FocusGroup()
        self.back = Button("Back", self.close, primary=False)
        self.rows = [SaveRow(info, self.choose) for info in self.saves]
        self.visible = 1
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.resized(app.screen.get_size())

    def close(self) -> None:
        self.app.pop()

    def choose(self, info: SaveInfo) -> None:
        """Load a save; a bad file only shows a message."""
        try:
            state = saves.load_game(info.path)
        except RecordError as err:
            self.message = f"“{saves.printable(info.path.name)}” could not be loaded: {err}"
            return
        self.app.open_game(state)

    def resized(self, size: tuple[int, int]) -> None:
        scale = ui_scale(size)
        width, height = size
        self.panel = pygame.Rect(0, 0, min(px(900, scale), width - 40), height - px(120, scale))
        self.panel.center = (width // 2, height // 2 + px(20, scale))
        row_h, gap = px(84, scale), px(12, scale)
        list_top = self.panel.top + px(90, scale)
        self.visible = max(1, (self.panel.bottom - px(150, scale) - list_top) // (row_h + gap))
        self._scroll_to_focus()
        for index, row in enumerate(self.rows):
            slot = index - self.first
            row.rect = pygame.Rect(
                self.panel.left + px(36, scale),
                list_top + slot * (row_h + gap),
                self.panel.width - px(72, scale),
                row_h,
            )
            row.font_size = px(26, scale)
        self.back.rect = pygame.Rect(0, 0, px(200, scale), px(54, scale))
        self.back.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(24, scale))
        self.back.font_size = px(26, scale)
        shown = self.rows[self.first : self.first + self.visible]
        self.focus.set_widgets([*shown, self.back])

    def _scroll_to_focus(self) -> None:
        if self.focus.focus in self.rows:
            index = self.rows.index(self.focus.focus)
            self.first = min(max(self.first, index - self.visible + 1), index)
        self.first = max(0, min(self.first, len(self.rows) - self.visible))

    def scroll(self, step: int) -> None:
        self.first = max(0, min(self.first + step, len(self.rows) - self.visible))
        self.resized(self.app.screen.get_size())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._move_in_list(-1 if event.key == pygame.K_UP else 1)
            return
        self.focus.handle(event)

    def _move_in_list(self, step: int) -> None:
        """Up/Down walk the whole list (scrolling it), then the Back button."""
        order = [*self.rows, self.back]
        current = self.focus.focus
        index = order.index(current) if current in order else 0
        self.focus.focus = order[(index + step) % len(order)]
        self.resized(self.app.screen.get_size())
        self.focus.focus = order[(index + step) % len(order)]

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        scale = ui_scale(surface.get_size())
        draw_panel(surface, self.panel, px(22, scale))
        draw_title(
            surface,
            "Load a game",
            px(56, scale),
            (self.panel.centerx, self.panel.top + px(48, scale)),
            theme.WOOD_DARK,
        )
        if not self.rows:
            blit_text(
                surface,
                "No saved games yet.",
                px(28, scale),
                self.panel.center,
                theme.INK_SOFT,
                "semibold",
                "center",
            )
        self.focus.draw(surface)
        self._draw_scroll_hints(surface, scale)
        if self.message:
            self._draw_message(surface, scale)

    def _draw_scroll_hints(self, surface: pygame.Surface, scale: float) -> None:
        hidden_above, hidden_below = self.first, len(self.rows) - self.first - self.visible
        if hidden_above > 0:
            blit_text(
                surface,
                f"{hidden_above} more above",
                px(20, scale),
                (self.panel.right - px(40, scale), self.panel.top + px(64, scale)),
                theme.INK_SOFT,
                "semibold",
                "midright",
            )
        if hidden_below > 0:
            blit_text(
                surface,
                f"{hidden_below} more below",
                px(20, scale),
                (self.panel.right - px(40, scale), self.back.rect.centery),
                theme.INK_SOFT,
                "semibold",
                "midright",
            )

    def _draw_message(self, surface: pygame.Surface, scale: float) -> None:
        size = px(22, scale)
        width = self.panel.width - px(104, scale)
        lines = wrap_text(self.message or "", theme.font(size), width)
        box = pygame.Rect(0, 0, width + px(32, scale), len(lines) * (size + 6) + px(24, scale))
        box.midbottom = (self.panel.centerx, self.back.rect.top - px(12, scale))
        pygame.draw.rect(surface, (250, 226, 200), box, border_radius=10)
        pygame.draw.rect(surface, (170, 60, 30), box, 2, border_radius=10)
        y = box.top + px(12, scale)
        for line in lines:
            blit_text(surface, line, size, (box.left + px(16, scale), y), (130, 40, 18), "semibold")
            y += size + 6
