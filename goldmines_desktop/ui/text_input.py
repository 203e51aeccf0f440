"""A one-line text field for names, seeds and save files."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import theme
from .widgets import Action, Widget, draw_focus_ring


class TextInput(Widget):
    """A one-line text field: typing, Backspace/Delete, Left/Right/Home/End, a max length."""

    def __init__(
        self,
        value: str = "",
        max_length: int = 20,
        on_change: Callable[[str], None] | None = None,
        placeholder: str = "",
        on_submit: Action | None = None,
    ) -> None:
        super().__init__()
        self.on_submit = on_submit
        self.value = value[:max_length]
        self.max_length = max_length
        self.on_change = on_change
        self.placeholder = placeholder
        self.cursor = len(self.value)

    def activate(self) -> None:
        """Enter: hand the text on (e.g. save under this name)."""
        if self.on_submit is not None and self.enabled:
            self.on_submit()

    def _set(self, value: str, cursor: int) -> None:
        self.value, self.cursor = value, max(0, min(cursor, len(value)))
        if self.on_change is not None:
            self.on_change(value)

    def text_input(self, text: str) -> bool:
        room = self.max_length - len(self.value)
        text = "".join(ch for ch in text if ch.isprintable())[:room]
        if text:
            v, c = self.value, self.cursor
            self._set(v[:c] + text + v[c:], c + len(text))
        return True

    def key(self, event: pygame.event.Event) -> bool:
        v, c = self.value, self.cursor
        moves = {
            pygame.K_LEFT: c - 1,
            pygame.K_RIGHT: c + 1,
            pygame.K_HOME: 0,
            pygame.K_END: len(v),
        }
        if event.key in moves:
            self.cursor = max(0, min(moves[event.key], len(v)))
        elif event.key == pygame.K_BACKSPACE and c > 0:
            self._set(v[: c - 1] + v[c:], c - 1)
        elif event.key == pygame.K_DELETE and c < len(v):
            self._set(v[:c] + v[c + 1 :], c)
        else:
            return event.key in (pygame.K_BACKSPACE, pygame.K_DELETE)
        return True

    def mouse_up(self, pos: tuple[int, int]) -> None:
        self.pressed = False
        self.cursor = len(self.value)

    def _scroll(self, inner_width: int) -> int:
        """How far the text is shifted left so the cursor stays inside the box."""
        cursor_x = theme.font(self.font_size).size(self.value[: self.cursor])[0]
        return max(0, cursor_x - inner_width + 4)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        radius = max(6, self.rect.height // 5)
        pygame.draw.rect(surface, (250, 244, 228), self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.WOOD_DARK, self.rect, 2, border_radius=radius)
        pad = self.rect.height // 3
        inner = self.rect.inflate(-2 * pad, 0)
        shift = self._scroll(inner.width)
        message, colour = (
            (self.value, theme.INK) if self.value else (self.placeholder, theme.INK_SOFT)
        )
        image = theme.text(message, self.font_size, colour)
        previous = surface.get_clip()
        surface.set_clip(inner.clip(previous) if previous else inner)
        surface.blit(image, image.get_rect(midleft=(inner.left - shift, inner.centery)))
        surface.set_clip(previous)
        if focused:
            x = inner.left - shift + theme.font(self.font_size).size(self.value[: self.cursor])[0]
            half = int(self.font_size * 0.55)
            top, bottom = (x + 1, inner.centery - half), (x + 1, inner.centery + half)
            pygame.draw.line(surface, theme.INK, top, bottom, 2)
            draw_focus_ring(surface, self.rect, radius)
