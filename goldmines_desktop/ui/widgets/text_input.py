"""A one-line text field for names, seeds and save files, with the editing people expect.

Taking the focus selects the whole text, so typing replaces a default name; a click in a field
that is already being edited puts the cursor at the clicked character, and dragging selects.
Keys: Left/Right/Home/End move (Ctrl+Left/Right by word), Shift with them extends the selection,
Ctrl+A selects all, Backspace/Delete remove the selection or one character (with Ctrl a word),
Ctrl+C/X/V copy, cut and paste through the system clipboard. Typed text arrives as TEXTINPUT
events. Modifiers are read from ``event.mod``, never from the keyboard's live state.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...engine import is_printable_name
from . import theme
from .controls import Action, Widget, draw_focus_ring

# Ctrl on Windows and Linux, Cmd on a Mac.
COMMAND = pygame.KMOD_CTRL | pygame.KMOD_GUI


def clipboard_text() -> str:
    """The clipboard's text, or "" when there is none or no clipboard can be reached."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, OSError, UnicodeError):
        return ""
    return text if isinstance(text, str) else ""


def copy_to_clipboard(text: str) -> bool:
    """Put ``text`` on the clipboard; False when no clipboard can be reached."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, OSError, UnicodeError):
        return False
    return True


def one_line(text: str) -> str:
    """Pasted text made fit for a one-line field: line breaks, tabs and runs of spaces become
    single spaces, other control characters go, and the ends are trimmed (what else the field
    keeps is its own choice, ``TextInput.kept``)."""
    return " ".join("".join(ch for ch in text if is_printable_name(ch) or ch.isspace()).split())


def word_start(text: str, index: int) -> int:
    """Where the word before ``index`` begins (spaces just before ``index`` are skipped)."""
    while index > 0 and text[index - 1].isspace():
        index -= 1
    while index > 0 and not text[index - 1].isspace():
        index -= 1
    return index


def word_end(text: str, index: int) -> int:
    """Where the word after ``index`` ends (spaces just after ``index`` are skipped)."""
    while index < len(text) and text[index].isspace():
        index += 1
    while index < len(text) and not text[index].isspace():
        index += 1
    return index


class TextInput(Widget):
    """A one-line text field with a cursor, a selection, the clipboard and a max length."""

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
        self.anchor = self.cursor  # the other end of the selection (== cursor: none)
        self._fresh = False  # the focus just arrived: the first click keeps everything selected
        self._press_index: int | None = None  # where a press that may become a drag began

    # --- the selection ----------------------------------------------------------------------

    @property
    def selection(self) -> tuple[int, int]:
        """The selected range as (start, end); start == end when nothing is selected."""
        return min(self.cursor, self.anchor), max(self.cursor, self.anchor)

    @property
    def selected_text(self) -> str:
        start, end = self.selection
        return self.value[start:end]

    def select_all(self) -> None:
        self.anchor, self.cursor = 0, len(self.value)

    def _move(self, index: int, extend: bool) -> None:
        """Put the cursor at ``index``; with ``extend`` the selection grows or shrinks to it."""
        self.cursor = max(0, min(index, len(self.value)))
        if not extend:
            self.anchor = self.cursor

    def focus_gained(self) -> None:
        """Select everything, so typing replaces a default name rather than adding to it."""
        self.select_all()
        self._fresh = True

    def focus_lost(self) -> None:
        self.anchor = self.cursor
        self._fresh = False
        self._press_index = None

    # --- editing ----------------------------------------------------------------------------

    def activate(self) -> None:
        """Enter: hand the text on (e.g. save under this name)."""
        if self.on_submit is not None and self.enabled:
            self.on_submit()

    def _set(self, value: str, cursor: int) -> None:
        self.value = value
        self._move(cursor, extend=False)
        if self.on_change is not None:
            self.on_change(value)

    def _replace_selection(self, text: str) -> None:
        start, end = self.selection
        v = self.value
        self._set(v[:start] + text + v[end:], start + len(text))

    def _delete(self, start: int, end: int) -> None:
        if start < end:
            self._set(self.value[:start] + self.value[end:], start)

    def text_input(self, text: str) -> bool:
        start, end = self.selection
        room = self.max_length - (len(self.value) - (end - start))
        text = self.kept(text)[: max(0, room)]
        if text:
            self._replace_selection(text)
        self._fresh = False
        return True

    def kept(self, text: str) -> str:
        """What the field keeps of typed or pasted text: its printable characters."""
        return "".join(ch for ch in text if ch.isprintable())

    def paste(self) -> None:
        """Ctrl+V: the clipboard's text on one line, through the same filter as typing."""
        text = one_line(clipboard_text())
        if text:
            self.text_input(text)

    def key(self, event: pygame.event.Event) -> bool:
        self._fresh = False
        command = bool(event.mod & COMMAND)
        if command and event.key in (pygame.K_a, pygame.K_c, pygame.K_x, pygame.K_v):
            self._command(event.key)
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self._arrow(event.key, command, bool(event.mod & pygame.KMOD_SHIFT))
            return True
        if event.key == pygame.K_BACKSPACE:
            self._erase(backwards=True, word=command)
            return True
        if event.key == pygame.K_DELETE:
            self._erase(backwards=False, word=command)
            return True
        return False

    def _command(self, key: int) -> None:
        if key == pygame.K_a:
            self.select_all()
        elif key == pygame.K_v:
            self.paste()
        elif self.selected_text and copy_to_clipboard(self.selected_text) and key == pygame.K_x:
            self._replace_selection("")

    def _arrow(self, key: int, word: bool, extend: bool) -> None:
        v, c = self.value, self.cursor
        start, end = self.selection
        if key in (pygame.K_HOME, pygame.K_END):
            target = 0 if key == pygame.K_HOME else len(v)
        elif start < end and not extend and not word:
            target = start if key == pygame.K_LEFT else end  # collapse to the selection's side
        elif key == pygame.K_LEFT:
            target = word_start(v, c) if word else c - 1
        else:
            target = word_end(v, c) if word else c + 1
        self._move(target, extend)

    def _erase(self, backwards: bool, word: bool) -> None:
        start, end = self.selection
        if start < end:
            self._delete(start, end)
        elif backwards:
            self._delete(word_start(self.value, start) if word else start - 1, start)
        else:
            self._delete(start, word_end(self.value, start) if word else start + 1)

    # --- the mouse --------------------------------------------------------------------------

    def _inner(self) -> pygame.Rect:
        """The box the text is drawn in."""
        return self.rect.inflate(-2 * (self.rect.height // 3), 0)

    def _scroll(self, inner_width: int) -> int:
        """How far the text is shifted left so the cursor stays inside the box."""
        cursor_x = theme.font(self.font_size).size(self.value[: self.cursor])[0]
        return max(0, cursor_x - inner_width + 4)

    def _x_of(self, index: int) -> int:
        """The screen x of the gap before character ``index``, as drawn now."""
        inner = self._inner()
        width = theme.font(self.font_size).size(self.value[:index])[0]
        return inner.left - self._scroll(inner.width) + width

    def index_at(self, x: int) -> int:
        """The gap between characters nearest to screen x ``x``."""
        return min(range(len(self.value) + 1), key=lambda i: abs(self._x_of(i) - x))

    def mouse_down(self, pos: tuple[int, int]) -> None:
        self.pressed = True
        self._press_index = self.index_at(pos[0])
        if self._fresh:
            self._fresh = False  # the click that brought the focus keeps everything selected
        else:
            self._move(self._press_index, extend=False)

    def drag(self, pos: tuple[int, int]) -> None:
        if self._press_index is None:
            return
        index = self.index_at(pos[0])
        if index == self._press_index and self.selection == (0, len(self.value)):
            return  # a click that barely moves keeps the select-all of a new focus
        self.anchor = self._press_index
        self._move(index, extend=True)

    def mouse_up(self, pos: tuple[int, int]) -> None:
        self.pressed = False
        self._press_index = None

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        radius = max(6, self.rect.height // 5)
        pygame.draw.rect(surface, theme.TEXT_FIELD, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.WOOD_DARK, self.rect, 2, border_radius=radius)
        inner = self._inner()
        half = int(self.font_size * 0.6)
        previous = surface.get_clip()
        surface.set_clip(inner.clip(previous) if previous else inner)
        start, end = self.selection
        if focused and start < end:
            left, right = self._x_of(start), self._x_of(end)
            band = pygame.Rect(left, inner.centery - half, right - left, 2 * half)
            pygame.draw.rect(surface, theme.TEXT_SELECTION, band, border_radius=3)
        message, colour = (
            (self.value, theme.INK) if self.value else (self.placeholder, theme.INK_SOFT)
        )
        image = theme.text(message, self.font_size, colour)
        left = inner.left - self._scroll(inner.width)
        surface.blit(image, image.get_rect(midleft=(left, inner.centery)))
        surface.set_clip(previous)
        if focused:
            x = self._x_of(self.cursor) + 1
            top, bottom = (x, inner.centery - half + 2), (x, inner.centery + half - 2)
            pygame.draw.line(surface, theme.INK, top, bottom, 2)
            draw_focus_ring(surface, self.rect, radius)
