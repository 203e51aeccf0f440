"""A keyboard on the screen, for typing a name or a save's name with fingers alone.

A desktop system shows no keyboard of its own when a text field is tapped, so under touch the
screen's focus ring shows this one at the foot of the window while a tapped field has the
focus: letters, digits, the accented letters of Dutch, German and French names, a key for
capitals, Space, Delete and Done. It shows the field's text above its keys (the field itself
may lie under it). Its keys send what the hardware keyboard would: text to the field, a
Backspace, and Done the field's Enter.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import _
from . import theme
from .panels import draw_panel, px, ui_scale

ROWS = ("1234567890", "qwertyuiop", "asdfghjkl'", "zxcvbnm-.", "éèêëçàäöüß")
SHIFT, SPACE, DELETE, DONE = "shift", "space", "delete", "done"
KEY = 56  # a key's pitch at the design size (a 50 px key and its gap): a fingertip's target
GAP = 6


@dataclass(frozen=True)
class Key:
    rect: pygame.Rect
    press: str  # a character, or SHIFT, SPACE, DELETE, DONE


class ScreenKeyboard:
    """The keys' layout in a window of a size, what a tap on them does, and their drawing."""

    def __init__(self) -> None:
        self.capitals = False
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.keys: list[Key] = []
        self._size: tuple[int, int] | None = None

    def layout(self, size: tuple[int, int]) -> None:
        """Lay the keys out at the foot of a window of ``size`` (again only when it changed)."""
        if size == self._size:
            return
        self._size = size
        s = min(ui_scale(size), size[0] / (11 * KEY + 2 * GAP))
        pitch, gap = px(KEY, s), px(GAP, s)
        rows = len(ROWS) + 1
        panel = pygame.Rect(0, 0, 10 * pitch + 3 * gap, (rows + 1) * pitch + 3 * gap)
        panel.midbottom = (size[0] // 2, size[1] - gap)
        top = panel.top + pitch + 2 * gap  # the field's text above the keys
        self.panel, self.keys = panel, []
        for row, letters in enumerate(ROWS):
            left = panel.centerx - len(letters) * pitch // 2
            for index, letter in enumerate(letters):
                rect = pygame.Rect(
                    left + index * pitch, top + row * pitch, pitch - gap, pitch - gap
                )
                self.keys.append(Key(rect, letter))
        y = top + len(ROWS) * pitch
        widths = ((SHIFT, 2), (SPACE, 4), (DELETE, 2), (DONE, 2))
        x = panel.centerx - 5 * pitch
        for name, wide in widths:
            self.keys.append(Key(pygame.Rect(x, y, wide * pitch - gap, pitch - gap), name))
            x += wide * pitch

    def key_at(self, pos: tuple[int, int]) -> str | None:
        """What the key under ``pos`` types (a letter in the case shown), or None."""
        for key in self.keys:
            if key.rect.collidepoint(pos):
                if len(key.press) == 1 and self.capitals:
                    return key.press.upper() if key.press != "ß" else key.press
                return key.press
        return None

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.panel.collidepoint(pos)

    def draw(self, surface: pygame.Surface, text: str) -> None:
        """The keyboard, with ``text`` (the field's) on its top line."""
        self.layout(surface.get_size())
        panel, s = self.panel, self.panel.height / ((len(ROWS) + 2) * KEY + 3 * GAP)
        draw_panel(surface, panel, px(14, s))
        line = pygame.Rect(panel.left + px(12, s), panel.top + px(10, s), 0, px(KEY - 10, s))
        line.width = panel.width - px(24, s)
        pygame.draw.rect(surface, theme.TEXT_FIELD, line, border_radius=px(8, s))
        # as in a text field, a line longer than the box shows its end, where the typing is
        typed = theme.text(text + "|", px(28, s), theme.INK, "semibold")
        room = line.width - px(24, s)
        shown = pygame.Rect(max(0, typed.get_width() - room), 0, room, typed.get_height())
        surface.blit(typed, (line.left + px(12, s), line.centery - px(16, s)), shown)
        labels = {SHIFT: "abc" if self.capitals else "ABC", SPACE: _("Space")}
        labels |= {DELETE: _("Delete"), DONE: _("Done")}
        for key in self.keys:
            wide = key.press in labels
            fill = theme.BUTTON_FILL if key.press == DONE else theme.BUTTON_FILL_SECONDARY
            pygame.draw.rect(surface, fill, key.rect, border_radius=px(8, s))
            label = labels.get(key.press) or (
                key.press.upper() if self.capitals and key.press != "ß" else key.press
            )
            ink = theme.BUTTON_TEXT if key.press == DONE else theme.INK
            size = px(22 if wide else 28, s)
            picture = theme.text(label, size, ink, "semibold")
            surface.blit(picture, picture.get_rect(center=key.rect.center))
