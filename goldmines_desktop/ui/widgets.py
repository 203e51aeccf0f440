"""A small widget set for the menus: buttons, sliders, toggles, choices and text input.

Every widget works with the mouse and the keyboard. A :class:`FocusGroup` owns the widgets of
one screen, moves the focus ring with Tab/Shift+Tab and the arrow keys, and activates the
focused widget with Enter or Space. Positions are always read from ``event.pos``, never from
``pygame.mouse.get_pos()``, so posted events (tests, replays) behave like real ones.

Drawing helpers paint the game's look (ART.md): a wooden table, parchment panels with a soft
shadow, warm buttons. Rendered pieces are cached per size; drawing never changes game state.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import pygame

from . import theme

Colour = tuple[int, int, int]
Action = Callable[[], None]

BUTTON_FILL: Colour = (150, 72, 44)  # terracotta, like the roofs on the tiles
BUTTON_FILL_SECONDARY: Colour = (222, 204, 168)
BUTTON_TEXT: Colour = (252, 242, 220)
DISABLED: Colour = (188, 176, 156)
FOCUS: Colour = theme.GOLD
TRACK: Colour = (196, 176, 140)

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


# --------------------------------------------------------------------------- layout helpers


def ui_scale(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x800 design the interface should be drawn."""
    width, height = size
    return max(0.6, min(1.8, min(width / 1280, height / 800)))


def px(value: float, scale: float) -> int:
    """A design-size length in pixels at ``scale``."""
    return max(1, round(value * scale))


def centered(size: tuple[int, int], within: pygame.Rect) -> pygame.Rect:
    """A rect of ``size`` centred in ``within``."""
    rect = pygame.Rect((0, 0), size)
    rect.center = within.center
    return rect


def stack_rects(
    top: int, centre_x: int, width: int, height: int, gap: int, count: int
) -> list[pygame.Rect]:
    """``count`` rects of equal size in a column, centred on ``centre_x``."""
    rects = []
    for index in range(count):
        rect = pygame.Rect(0, top + index * (height + gap), width, height)
        rect.centerx = centre_x
        rects.append(rect)
    return rects


def row_rects(
    centre: tuple[int, int], width: int, height: int, gap: int, count: int
) -> list[pygame.Rect]:
    """``count`` rects of equal size in a row centred on ``centre``."""
    total = count * width + (count - 1) * gap
    left = centre[0] - total // 2
    return [
        pygame.Rect(left + i * (width + gap), centre[1] - height // 2, width, height)
        for i in range(count)
    ]


def wrap_text(message: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``message`` into lines that fit ``width`` pixels (explicit newlines kept)."""
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def blit_text(
    surface: pygame.Surface,
    message: str,
    size: int,
    pos: tuple[int, int],
    colour: Colour = theme.INK,
    style: str = "regular",
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw one line of text anchored at ``pos`` (any pygame.Rect anchor name)."""
    image = theme.text(message, size, colour, style)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


# --------------------------------------------------------------------------- backdrop & panels


@lru_cache(maxsize=4)
def _table_surface(size: tuple[int, int]) -> pygame.Surface:
    """A wooden table top: planks with grain, lit in the middle (seeded, so always the same)."""
    width, height = size
    surface = pygame.Surface(size)
    rng = random.Random(1965)
    plank = max(90, height // 6)
    for index, top in enumerate(range(0, height, plank)):
        base = (132, 90, 56) if index % 2 else (124, 84, 52)
        surface.fill(base, (0, top, width, plank))
        for _ in range(plank // 5):
            y = top + rng.randrange(plank)
            shade = rng.choice((-14, -9, 8, 12))
            colour = tuple(max(0, min(255, c + shade)) for c in base)
            x0 = rng.randrange(-200, width)
            pygame.draw.line(surface, colour, (x0, y), (x0 + rng.randrange(200, 700), y), 1)
        pygame.draw.line(surface, (84, 56, 34), (0, top), (width, top), 2)
    _vignette(surface)
    return surface


def _vignette(surface: pygame.Surface) -> None:
    """Darken the edges so the middle of the table feels lit."""
    width, height = surface.get_size()
    small = pygame.Surface((32, 20), pygame.SRCALPHA)
    for y in range(20):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 9.5) / 10
            small.set_at((x, y), (20, 10, 0, int(min(1.0, (dx * dx + dy * dy) ** 1.3) * 150)))
    surface.blit(pygame.transform.smoothscale(small, (width, height)), (0, 0))


def draw_table(surface: pygame.Surface) -> None:
    """Paint the wooden table backdrop over the whole surface."""
    surface.blit(_table_surface(surface.get_size()), (0, 0))


@lru_cache(maxsize=64)
def _panel_surface(
    size: tuple[int, int], radius: int, fill: Colour, border: Colour
) -> pygame.Surface:
    """A parchment panel with faint fibres and a drawn border."""
    width, height = size
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, fill, panel.get_rect(), border_radius=radius)
    texture = pygame.Surface(size, pygame.SRCALPHA)
    rng = random.Random(width * 7919 + height)
    for _ in range(width * height // 900):
        x, y = rng.randrange(width), rng.randrange(height)
        tone = rng.choice(((120, 90, 50, 18), (255, 250, 235, 30)))
        pygame.draw.line(
            texture, tone, (x, y), (x + rng.randrange(3, 14), y + rng.randrange(-1, 2))
        )
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    texture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    panel.blit(texture, (0, 0))
    inner = panel.get_rect().inflate(-8, -8)
    pygame.draw.rect(panel, (*border, 70), inner, 1, border_radius=max(0, radius - 4))
    pygame.draw.rect(panel, border, panel.get_rect(), 2, border_radius=radius)
    return panel


@lru_cache(maxsize=64)
def _shadow_surface(size: tuple[int, int], radius: int, blur: int) -> pygame.Surface:
    """A soft dark shape to put under a panel."""
    pad = blur * 2
    shadow = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (20, 10, 0, 120), (pad, pad, *size), border_radius=radius)
    if blur > 0:
        shadow = pygame.transform.gaussian_blur(shadow, blur)
    return shadow


def draw_shadow(
    surface: pygame.Surface, rect: pygame.Rect, radius: int = 16, offset: int = 8, blur: int = 10
) -> None:
    """A soft shadow below-right of ``rect``."""
    shadow = _shadow_surface(rect.size, radius, blur)
    surface.blit(shadow, (rect.x - blur * 2 + offset // 2, rect.y - blur * 2 + offset))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 16,
    fill: Colour = theme.PARCHMENT,
    border: Colour = theme.WOOD_DARK,
    shadow: bool = True,
) -> None:
    """A rounded parchment panel with a soft shadow."""
    if rect.width <= 0 or rect.height <= 0:
        return
    if shadow:
        draw_shadow(surface, rect, radius)
    surface.blit(_panel_surface(rect.size, radius, fill, border), rect)


def draw_dim(surface: pygame.Surface, alpha: int = 140) -> None:
    """Darken everything already drawn (behind an overlay)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((24, 14, 6, alpha))
    surface.blit(veil, (0, 0))


def draw_title(
    surface: pygame.Surface,
    message: str,
    size: int,
    centre: tuple[int, int],
    colour: Colour = theme.PARCHMENT,
) -> pygame.Rect:
    """A title in the sketch font with a dark drop shadow, centred on ``centre``."""
    shadow = theme.text(message, size, (40, 24, 10), "title")
    image = theme.text(message, size, colour, "title")
    rect = image.get_rect(center=centre)
    offset = max(2, size // 24)
    surface.blit(shadow, rect.move(offset, offset))
    surface.blit(image, rect)
    return rect


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int = 12) -> None:
    """The gold ring round the widget that has the keyboard focus."""
    pygame.draw.rect(surface, FOCUS, rect.inflate(10, 10), 3, border_radius=radius + 4)


# --------------------------------------------------------------------------- widgets


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
        return pos is not None and self.rect.collidepoint(pos)

    def activate(self) -> None:
        """Enter/Space or a click."""

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


class Label(Widget):
    """Text that is not interactive (skipped by the focus ring)."""

    focusable = False

    def __init__(
        self, message: str, size: int = 28, colour: Colour = theme.INK, style: str = "regular"
    ) -> None:
        super().__init__()
        self.message, self.font_size, self.colour, self.style = message, size, colour, style

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        blit_text(
            surface,
            self.message,
            self.font_size,
            self.rect.midleft,
            self.colour,
            self.style,
            anchor="midleft",
        )


class Button(Widget):
    """A labelled button: hover, pressed, focus and disabled looks; calls ``on_click``."""

    def __init__(
        self, label: str, on_click: Action, primary: bool = True, enabled: bool = True
    ) -> None:
        super().__init__(enabled=enabled)
        self.label = label
        self.on_click = on_click
        self.primary = primary

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def _fill(self) -> Colour:
        base = BUTTON_FILL if self.primary else BUTTON_FILL_SECONDARY
        if not self.enabled:
            return DISABLED
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
        colour = BUTTON_TEXT if self.primary else theme.INK
        if not self.enabled:
            colour = (140, 128, 110)
        blit_text(surface, self.label, self.font_size, body.center, colour, "semibold", "center")
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
        blit_text(
            surface, self.label, self.font_size, self.rect.midleft, theme.INK, "regular", "midleft"
        )
        height = int(self.rect.height * 0.62)
        switch = pygame.Rect(0, 0, height * 2, height)
        switch.midright = (self.rect.right - 4, self.rect.centery)
        track = (92, 140, 60) if self.value else TRACK
        pygame.draw.rect(surface, track, switch, border_radius=height // 2)
        pygame.draw.rect(surface, theme.WOOD_DARK, switch, 2, border_radius=height // 2)
        knob_x = switch.right - height // 2 if self.value else switch.left + height // 2
        pygame.draw.circle(surface, theme.PARCHMENT, (knob_x, switch.centery), height // 2 - 3)
        pygame.draw.circle(surface, theme.WOOD_DARK, (knob_x, switch.centery), height // 2 - 3, 2)
        word = "On" if self.value else "Off"
        blit_text(
            surface,
            word,
            int(self.font_size * 0.8),
            (switch.left - 12, switch.centery),
            theme.INK_SOFT,
            "semibold",
            "midright",
        )
        if focused:
            draw_focus_ring(surface, self.rect, 10)


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
        blit_text(
            surface, self.label, self.font_size, self.rect.midleft, theme.INK, "regular", "midleft"
        )
        track = self.track_rect()
        pygame.draw.rect(surface, TRACK, track, border_radius=track.height // 2)
        filled = track.copy()
        filled.width = round(track.width * self.value)
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=track.height // 2)
        pygame.draw.rect(surface, theme.WOOD_DARK, track, 2, border_radius=track.height // 2)
        knob = (track.left + filled.width, track.centery)
        radius = max(8, self.rect.height // 4)
        pygame.draw.circle(surface, theme.PARCHMENT, knob, radius)
        pygame.draw.circle(surface, theme.WOOD_DARK, knob, radius, 2)
        blit_text(
            surface,
            f"{round(self.value * 100)}%",
            int(self.font_size * 0.8),
            (track.left - radius - 10, self.rect.centery),
            theme.INK_SOFT,
            "semibold",
            "midright",
        )
        if focused:
            draw_focus_ring(surface, self.rect, 10)


class Choice(Widget):
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
        blit_text(
            surface, self.label, self.font_size, self.rect.midleft, theme.INK, "regular", "midleft"
        )
        box = self.value_rect()
        pygame.draw.rect(surface, BUTTON_FILL_SECONDARY, box, border_radius=box.height // 3)
        pygame.draw.rect(surface, theme.WOOD_DARK, box, 2, border_radius=box.height // 3)
        blit_text(
            surface,
            self.options[self.index][1],
            self.font_size,
            box.center,
            theme.INK,
            "semibold",
            "center",
        )
        for direction, x in ((-1, box.left + box.height // 2), (1, box.right - box.height // 2)):
            _draw_arrow(surface, (x, box.centery), box.height // 5, direction)
        if focused:
            draw_focus_ring(surface, self.rect, 10)


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


# --------------------------------------------------------------------------- focus group


class FocusGroup:
    """The widgets of one screen: routes input to them and keeps track of the focus."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus: Widget | None = None
        self.captured: Widget | None = None  # the widget the mouse button went down on
        self._focus_first()

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
        if under is not None:
            self.focus = under
        return under is not None

    def _press(self, pos: tuple[int, int]) -> bool:
        widget = self.widget_at(pos)
        if widget is None:
            return False
        self.focus = self.captured = widget
        widget.mouse_down(pos)
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


def _draw_arrow(
    surface: pygame.Surface, centre: tuple[int, int], size: int, direction: int
) -> None:
    """A small filled triangle pointing left (-1) or right (1)."""
    x, y = centre
    tip = (x + direction * size, y)
    pygame.draw.polygon(
        surface,
        theme.INK_SOFT,
        [tip, (x - direction * size, y - size), (x - direction * size, y + size)],
    )


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A KEYDOWN event as pygame would make it (for tests and scripted input)."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
