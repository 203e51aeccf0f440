"""The focus ring of one screen: routes mouse and keyboard input to its widgets.

A :class:`FocusGroup` owns the widgets of one screen, moves the focus ring with Tab/Shift+Tab and
the arrow keys, and activates the focused widget with Enter or Space. Positions are always read
from ``event.pos``, never from ``pygame.mouse.get_pos()``, so posted events (tests, replays)
behave like real ones.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..input import mode
from .controls import Widget
from .screen_keyboard import DELETE, DONE, SHIFT, SPACE, ScreenKeyboard
from .text_input import TextInput

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class FocusGroup:
    """The widgets of one screen: routes input to them and keeps track of the focus."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self._focus: Widget | None = None
        self.captured: Widget | None = None  # the widget the mouse button went down on
        self.keyboard = ScreenKeyboard()  # under touch, for a field tapped (or opened) to type
        self.typing_in: TextInput | None = None  # the field the screen's keyboard types into
        self._focus_first()

    @property
    def focus(self) -> Widget | None:
        return self._focus

    @focus.setter
    def focus(self, widget: Widget | None) -> None:
        """Move the focus, telling the widget that loses it and the one that gains it."""
        if widget is not self._focus:
            if self._focus is not None:
                self._focus.focus_lost()
            self._focus = widget
            if widget is not None:
                widget.focus_gained()

    def set_widgets(self, widgets: Sequence[Widget]) -> None:
        """Replace the widgets, keeping the focus if its widget is still there."""
        self.widgets = list(widgets)
        if self.focus not in self.widgets or not self._can_focus(self.focus):
            self._focus_first()

    def _focus_first(self) -> None:
        order = self.order()
        self.focus = order[0] if order else None

    @staticmethod
    def _can_focus(widget: Widget | None) -> bool:
        return widget is not None and widget.focusable and widget.enabled

    def order(self) -> list[Widget]:
        """The widgets the focus ring visits, in order."""
        return [w for w in self.widgets if self._can_focus(w)]

    def move_focus(self, step: int) -> None:
        order = self.order()
        if not order:
            self.focus = None
            return
        index = order.index(self.focus) if self.focus in order else (-1 if step > 0 else 0)
        self.focus = order[(index + step) % len(order)]

    def handle(self, event: pygame.event.Event) -> bool:
        """Route one event; True when a widget (or the focus ring) used it."""
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.TEXTINPUT:
            return self.focus is not None and self.focus.text_input(event.text)
        pos = event.dict.get("pos")
        if pos is None:
            return False
        if self.keyboard_shown() and self.keyboard.covers(tuple(pos)):
            return self._keyboard(event, tuple(pos))
        if event.type == pygame.MOUSEMOTION:
            return self._motion(tuple(pos))
        if event.type == pygame.MOUSEBUTTONDOWN and event.dict.get("button") == 1:
            return self._press(tuple(pos))
        if event.type == pygame.MOUSEBUTTONUP and event.dict.get("button") == 1:
            return self._release(tuple(pos))
        return False

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for widget in self.widgets:
            if widget.focusable and widget.enabled and widget.contains(pos):
                return widget
        return None

    def _motion(self, pos: tuple[int, int]) -> bool:
        if self.captured is not None:
            self.captured.drag(pos)
            return True
        under = self.widget_at(pos)
        for widget in self.widgets:
            widget.hovered = widget is under
        if under is not None and not isinstance(self.focus, TextInput):
            self.focus = under  # pointing elsewhere never takes the focus from a text field
        return under is not None

    def _press(self, pos: tuple[int, int]) -> bool:
        widget = self.widget_at(pos)
        if widget is None:
            return False
        self.focus = self.captured = widget
        widget.mouse_down(pos)
        if isinstance(widget, TextInput) and mode.is_touch():
            self.typing_in = widget
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        widget, self.captured = self.captured, None
        if widget is None:
            return False
        widget.mouse_up(pos)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        focus = self.focus
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        typing = isinstance(focus, TextInput)
        if (
            focus is not None
            and event.key in ACTIVATE_KEYS
            and not (typing and event.key == pygame.K_SPACE)
        ):
            focus.activate()
            return True
        if focus is not None and focus.key(event):
            return True
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
        if event.key in steps:
            self.move_focus(steps[event.key])
            return True
        return typing and event.key == pygame.K_SPACE

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface, widget is self.focus)
        if self.keyboard_shown() and self.typing_in is not None:
            self.keyboard.draw(surface, self.typing_in.value)

    # --- the screen's keyboard (touch) --------------------------------------------------------

    def open_keyboard(self) -> None:
        """The screen was opened to type in its focused field: under touch, show the keys."""
        if isinstance(self.focus, TextInput):
            self.typing_in = self.focus

    def keyboard_shown(self) -> bool:
        """Under touch, while the field tapped (or opened) to type in has the focus."""
        return mode.is_touch() and self.typing_in is not None and self.typing_in is self.focus

    def _keyboard(self, event: pygame.event.Event, pos: tuple[int, int]) -> bool:
        """A tap on the keyboard types on the key's release (a press only claims it)."""
        field = self.typing_in
        if event.type != pygame.MOUSEBUTTONUP or field is None:
            return True
        press = self.keyboard.key_at(pos)
        if press == SHIFT:
            self.keyboard.capitals = not self.keyboard.capitals
        elif press == SPACE:
            field.text_input(" ")
        elif press == DELETE:
            field.key(_key_event(pygame.K_BACKSPACE))
        elif press == DONE:
            self.typing_in = None
            field.activate()
        elif press is not None:
            field.text_input(press)
        return True


def _key_event(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
