"""The controls of the menus: buttons, toggles, sliders and choices, with the focus ring.

Every widget works with the mouse and the keyboard (a :class:`~.focus.FocusGroup` routes the
input); each paints hover, pressed, focus and disabled looks, and drawing never changes what it
holds. The one-line text field is in :mod:`.text_input`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ...i18n import _
from ..input import mode
from ..input.mode import is_touch
from ..input.sizes import TOUCH_TARGET
from . import theme
from .panels import Colour, blit_text, fit_font_size, px, row_rects, ui_scale

Action = Callable[[], None]

FOCUS: Colour = theme.GOLD
TOUCH_SLOP = 4  # pixels above and below a low widget that a finger still hits


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 12) -> None:
    """The gold ring round the widget that has the keyboard focus (bolder, edged in ink, while
    a game controller is in use: it is seen from the sofa)."""
    if mode.is_controller():
        pygame.draw.rect(surface, theme.INK, rect.inflate(18, 18), 3, border_radius=radius + 8)
        pygame.draw.rect(surface, FOCUS, rect.inflate(14, 14), 6, border_radius=radius + 6)
        return
    pygame.draw.rect(surface, FOCUS, rect.inflate(10, 10), 3, border_radius=radius + 4)


def draw_label(
    surface: pygame.Surface,
    label: str,
    rect: pygame.Rect,
    size: int,
    colour: Colour = theme.INK,
    room: int | None = None,
) -> None:
    """A control's label at the left end of its row, a little smaller when it would reach
    past ``room`` pixels (what the row leaves it; a label wider still is reported as cut)."""
    if room is not None:
        size = fit_font_size(label, room, size, where="control label")
    blit_text(surface, label, size, rect.midleft, colour, "regular", "midleft")


class Widget:
    """Something on screen that can take the focus. Subclasses override the hooks."""

    focusable = True

    def __init__(self, rect: pygame.Rect | None = None, enabled: bool = True) -> None:
        self.rect = rect if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.enabled = enabled
        self.hovered = False
        self.pressed = False
        self.font_size = 28

    def contains(self, pos: Sequence[int] | None) -> bool:
        """Whether ``pos`` hits the widget: under touch a little round a widget lower than a
        fingertip counts too (up to ``TOUCH_SLOP`` above and below)."""
        if pos is None:
            return False
        if self.rect.collidepoint(pos):
            return True
        short = max(0, TOUCH_TARGET - self.rect.height)
        slop = min(TOUCH_SLOP, (short + 1) // 2) if is_touch() else 0
        return slop > 0 and self.rect.inflate(0, 2 * slop).collidepoint(pos)

    def activate(self) -> None:
        """Enter/Space or a click."""

    def focus_gained(self) -> None:
        """The focus ring arrived here (by Tab, a click or the pointer)."""

    def focus_lost(self) -> None:
        """The focus ring left."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key while focused (besides Tab/Enter/Space); return True when used."""
        return False

    def mouse_down(self, pos: tuple[int, int]) -> None:
        """The left button went down on the widget."""
        self.pressed = True

    def drag(self, pos: tuple[int, int]) -> None:
        """The mouse moved with the button held after a press on this widget."""

    def mouse_up(self, pos: tuple[int, int]) -> None:
        """The left button came up after a press on this widget."""
        was_pressed, self.pressed = self.pressed, False
        if was_pressed and self.contains(pos):
            self.activate()

    def text_input(self, text: str) -> bool:
        """Typed text while focused; return True when used."""
        return False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        """Paint the widget (never changes what it holds)."""


class Button(Widget):
    """A labelled button: hover, pressed, focus and disabled looks; calls ``on_click``."""

    def __init__(
        self, label: str, on_click: Action, primary: bool = True, enabled: bool = True
    ) -> None:
        super().__init__(enabled=enabled)
        self.label = label
        self.on_click = on_click
        self.primary = primary
        self.end_room = 0  # pixels kept free of the label at the right end (for a mark there)

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def _fill(self) -> Colour:
        base = theme.BUTTON_FILL if self.primary else theme.BUTTON_FILL_SECONDARY
        if not self.enabled:
            return theme.BUTTON_DISABLED
        if self.pressed:
            return _tint(base, 0.85)
        if self.hovered:
            return _tint(base, 1.12)
        return base

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        radius = max(6, self.rect.height // 4)
        lip = max(3, self.rect.height // 14)
        body = self.rect.move(0, lip if self.pressed else 0)
        body.height -= lip
        pygame.draw.rect(surface, _tint(self._fill(), 0.62), self.rect, border_radius=radius)
        pygame.draw.rect(surface, self._fill(), body, border_radius=radius)
        pygame.draw.rect(
            surface,
            _tint(self._fill(), 1.25),
            body.inflate(-6, -6),
            1,
            border_radius=max(2, radius - 3),
        )
        colour = theme.BUTTON_TEXT if self.primary else theme.INK
        if not self.enabled:
            colour = theme.BUTTON_TEXT_DISABLED
        room = body.width - max(8, body.height // 3) - 2 * self.end_room
        size = fit_font_size(self.label, room, self.font_size, "semibold", where="button")
        blit_text(surface, self.label, size, body.center, colour, "semibold", "center")
        if focused:
            draw_focus_ring(surface, self.rect, radius)


class Toggle(Widget):
    """An on/off switch with a label; click, Enter or Space flips it."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None]) -> None:
        super().__init__()
        self.label, self.value, self.on_change = label, value, on_change

    def activate(self) -> None:
        if self.enabled:
            self.value = not self.value
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        height = int(self.rect.height * 0.62)
        switch = pygame.Rect(0, 0, height * 2, height)
        switch.midright = (self.rect.right - 4, self.rect.centery)
        word = _("On") if self.value else _("Off")
        reading = theme.font(int(self.font_size * 0.8), "semibold").size(word)[0]
        room = switch.left - 12 - reading - self.font_size // 2 - self.rect.left
        draw_label(surface, self.label, self.rect, self.font_size, room=room)
        track = theme.SWITCH_ON if self.value else theme.SWITCH_TRACK
        pygame.draw.rect(surface, track, switch, border_radius=height // 2)
        pygame.draw.rect(surface, theme.WOOD_DARK, switch, 2, border_radius=height // 2)
        knob_x = switch.right - height // 2 if self.value else switch.left + height // 2
        knob = (knob_x, switch.centery)
        draw_knob(surface, knob, height // 2 - 3, word, self.font_size, switch.left - 12)
        if focused:
            draw_focus_ring(surface, self.rect, 10)


def draw_knob(
    surface: pygame.Surface,
    centre: tuple[int, int],
    radius: int,
    reading: str,
    font_size: int,
    reading_right: int,
) -> None:
    """A switch's or a slider's knob at ``centre``, and what it reads ending at
    ``reading_right`` (left of the track)."""
    pygame.draw.circle(surface, theme.PARCHMENT, centre, radius)
    pygame.draw.circle(surface, theme.WOOD_DARK, centre, radius, 2)
    blit_text(
        surface,
        reading,
        int(font_size * 0.8),
        (reading_right, centre[1]),
        theme.INK_SOFT,
        "semibold",
        "midright",
    )


class Slider(Widget):
    """A value from 0.0 to 1.0; drag or click the track, or use Left/Right (steps of 10%)."""

    def __init__(
        self, label: str, value: float, on_change: Callable[[float], None], step: float = 0.1
    ) -> None:
        super().__init__()
        self.label, self.value, self.on_change, self.step = label, value, on_change, step

    def track_rect(self) -> pygame.Rect:
        track = pygame.Rect(0, 0, int(self.rect.width * 0.5), max(6, self.rect.height // 7))
        track.midright = (self.rect.right - self.rect.height // 3, self.rect.centery)
        return track

    def set_value(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)), 3)
        if value != self.value:
            self.value = value
            self.on_change(value)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.set_value(round((self.value - self.step) / self.step) * self.step)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.set_value(round((self.value + self.step) / self.step) * self.step)
            return True
        return False

    def _value_at(self, pos: tuple[int, int]) -> float:
        track = self.track_rect()
        return (pos[0] - track.left) / max(1, track.width)

    def mouse_down(self, pos: tuple[int, int]) -> None:
        self.pressed = True
        if self.track_rect().inflate(24, self.rect.height).collidepoint(pos):
            self.set_value(self._value_at(pos))

    def drag(self, pos: tuple[int, int]) -> None:
        self.set_value(self._value_at(pos))

    def mouse_up(self, pos: tuple[int, int]) -> None:
        self.pressed = False

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        track = self.track_rect()
        radius = max(8, self.rect.height // 4)
        reading = f"{round(self.value * 100)}%"
        reading_w = theme.font(int(self.font_size * 0.8), "semibold").size("100%")[0]
        room = track.left - radius - 10 - reading_w - self.font_size // 2 - self.rect.left
        draw_label(surface, self.label, self.rect, self.font_size, room=room)
        pygame.draw.rect(surface, theme.SWITCH_TRACK, track, border_radius=track.height // 2)
        filled = track.copy()
        filled.width = round(track.width * self.value)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=track.height // 2)
        pygame.draw.rect(surface, theme.WOOD_DARK, track, 2, border_radius=track.height // 2)
        knob = (track.left + filled.width, track.centery)
        draw_knob(surface, knob, radius, reading, self.font_size, track.left - radius - 10)
        if focused:
            draw_focus_ring(surface, self.rect, 10)


class Selector(Widget):
    """One of several options, shown as ‹ value ›; Left/Right or a click cycles it."""

    def __init__(
        self,
        label: str,
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None],
    ) -> None:
        super().__init__()
        self.label, self.options, self.on_change = label, list(options), on_change
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def shift(self, step: int) -> None:
        self.index = (self.index + step) % len(self.options)
        self.on_change(self.value)

    def activate(self) -> None:
        if self.enabled:
            self.shift(1)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_LEFT:
            self.shift(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self.shift(1)
            return True
        return False

    def value_rect(self) -> pygame.Rect:
        box = pygame.Rect(0, 0, int(self.rect.width * 0.42), int(self.rect.height * 0.8))
        box.midright = (self.rect.right - 4, self.rect.centery)
        return box

    def mouse_up(self, pos: tuple[int, int]) -> None:
        was_pressed, self.pressed = self.pressed, False
        if not (was_pressed and self.contains(pos)):
            return
        box = self.value_rect()
        self.shift(-1 if pos[0] < box.left + box.height else 1)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        box = self.value_rect()
        room = box.left - self.font_size // 2 - self.rect.left
        draw_label(surface, self.label, self.rect, self.font_size, room=room)
        pygame.draw.rect(surface, theme.BUTTON_FILL_SECONDARY, box, border_radius=box.height // 3)
        pygame.draw.rect(surface, theme.WOOD_DARK, box, 2, border_radius=box.height // 3)
        words = _(self.options[self.index][1])  # a marked table's words, in the language now
        room = box.width - 2 * box.height
        blit_text(
            surface,
            words,
            fit_font_size(words, room, self.font_size, "semibold", where="choice"),
            box.center,
            theme.INK,
            "semibold",
            "center",
        )
        for direction, x in ((-1, box.left + box.height // 2), (1, box.right - box.height // 2)):
            draw_arrow(surface, (x, box.centery), box.height // 5, direction)
        if focused:
            draw_focus_ring(surface, self.rect, 10)


# --------------------------------------------------------------------------- small helpers


def _tint(colour: Colour, factor: float) -> Colour:
    """Darker (< 1) or lighter (> 1) version of ``colour``."""
    if factor <= 1:
        return (round(colour[0] * factor), round(colour[1] * factor), round(colour[2] * factor))
    t = factor - 1
    return (
        round(colour[0] + (255 - colour[0]) * t),
        round(colour[1] + (255 - colour[1]) * t),
        round(colour[2] + (255 - colour[2]) * t),
    )


def draw_arrow(surface: pygame.Surface, centre: tuple[int, int], size: int, direction: int) -> None:
    """A small filled triangle pointing left (-1) or right (1)."""
    x, y = centre
    tip = (x + direction * size, y)
    pygame.draw.polygon(
        surface,
        theme.INK_SOFT,
        [tip, (x - direction * size, y - size), (x - direction * size, y + size)],
    )


def choice_card(
    size: tuple[int, int], card: tuple[int, int], buttons: Sequence[Button], width: int
) -> tuple[float, pygame.Rect]:
    """A card of ``card`` (design pixels) in the middle of a window of ``size`` with its two
    ``buttons`` (``width`` wide) side by side at its foot (a message with two answers: a
    screen that failed, a game open in another window); the scale and the card."""
    scale = ui_scale(size)
    rect = pygame.Rect(0, 0, px(card[0], scale), px(card[1], scale))
    rect.center = (size[0] // 2, size[1] // 2)
    centre = (rect.centerx, rect.bottom - px(62, scale))
    rects = row_rects(centre, px(width, scale), px(54, scale), px(30, scale), len(buttons))
    for button, place in zip(buttons, rects, strict=True):
        button.rect, button.font_size = place, px(26, scale)
    return scale, rect
