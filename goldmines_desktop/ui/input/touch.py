"""Fingers on a touch screen, turned into what the screens already understand.

SDL sends FINGERDOWN, FINGERMOTION and FINGERUP with ``x`` and ``y`` between 0 and 1 across the
window and a ``finger_id`` for each finger on the glass; it also makes mouse events of the first
finger (``event.touch`` true), which are dropped here so that nothing acts twice. The fingers
are followed by their ids (SDL's own gestures are not sent on every system), and become:

- a tap: a left click where the finger was (the second of two quick taps close together
  carries ``double``: on the empty board that is Home);
- one finger moved: a press, drag and release of the left button (drag the tile from the hand,
  pan the board, move a slider or the replay's timeline); on a screen with a scrolling list
  (``swipe_scrolls``) a swipe up or down scrolls it instead, as the wheel does;
- a long press: the pointer rests under the finger, so what the mouse's hover shows appears
  (and no click follows when the finger lifts);
- two fingers: a pinch zooms about their midpoint and moving them together pans
  (:data:`Action.ZOOM_IN` / :data:`Action.ZOOM_OUT` with ``factor`` and ``pos``,
  :data:`Action.PAN` with ``rel``).

A Mac has no touch screen, but SDL sends its trackpad's fingers as FINGER events too (they
also move the pointer): there the fingers are left to the pointer they move.

The events made here carry ``device="touch"``, so the input mode stays "touch" for them; a real
mouse event or key switches the mode back to "mouse".
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from . import mode
from .actions import Action, action_event

DEVICE = "touch"
TAP_SLOP = 12  # pixels a finger may wander and still tap
LONG_PRESS = 0.5  # seconds a finger rests before it shows what hovering would
DOUBLE_TAP_TIME = 0.4  # seconds between the two taps of a double tap
DOUBLE_TAP_REACH = 40  # pixels between them
SWIPE_NOTCH = 60  # pixels of a swipe that scroll a list by one turn of the wheel
FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP)
MOUSE_EVENTS = (
    pygame.MOUSEMOTION,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL,
)
POINTER_GONE = (-1, -1)  # where the pointer goes after a tap: a finger does not hover
CANCEL = (-10_000, -10_000)  # where a drag a second finger interrupts lets go: on nothing


class Window(Protocol):
    """What the touch needs of the app: the window's size, its input path and its top screen."""

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def top(self) -> object | None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    after_frame: list[Callable[[], None]]  # what runs once the frame is shown

    def relayout(self) -> None:
        """Every screen lays out again (the targets' size follows the input)."""
        ...


@dataclass
class Finger:
    """One finger on the glass: where it went down, when, and where it is now."""

    start: tuple[int, int]
    since: float
    at: tuple[int, int]


class Touch:
    """Follows the fingers on the glass and hands the window what they mean."""

    def __init__(
        self, clock: Callable[[], float] = time.monotonic, screens: bool = sys.platform != "darwin"
    ) -> None:
        """``screens``: whether FINGER events come from a touch screen (not on a Mac, where
        they are the trackpad's)."""
        self.clock = clock
        self.screens = screens
        self.fingers: dict[int, Finger] = {}
        self.pressed = False  # a left button made here is down (a drag)
        self.pinching = False  # two fingers were down since the last time none was
        self.swiped = 0.0  # pixels of the current swipe not yet turned into wheel notches
        self._last_tap: tuple[float, tuple[int, int]] | None = None

    def take(self, event: pygame.event.Event, window: Window) -> bool:
        """True when ``event`` is the touch's (a finger, or SDL's mouse copy of one): the
        window does nothing more with it. A real mouse event or key switches to the mouse."""
        if event.type in FINGER_EVENTS and not self.screens:
            return True  # a trackpad's fingers: the pointer they move acts
        if event.type in FINGER_EVENTS:
            if mode.switch("touch"):  # larger targets for fingers, once this touch has acted
                window.after_frame.append(window.relayout)
            self._finger(event, window)
            return True
        if event.type in MOUSE_EVENTS and event.dict.get("touch"):
            return True  # SDL's mouse copy of a finger: the finger itself acts
        real = event.dict.get("device") is None and event.type in (*MOUSE_EVENTS, pygame.KEYDOWN)
        if real and mode.current() == "touch" and mode.switch("mouse"):
            window.after_frame.append(window.relayout)
        return False

    # --- the fingers --------------------------------------------------------------------------

    def _finger(self, event: pygame.event.Event, window: Window) -> None:
        width, height = window.size
        point = (_clamp(event.x, width), _clamp(event.y, height))
        finger_id = event.dict.get("finger_id", 0)
        if event.type == pygame.FINGERDOWN:
            self._down(finger_id, point, window)
        elif event.type == pygame.FINGERMOTION:
            self._motion(finger_id, point, window)
        else:
            self._up(finger_id, point, window)

    def _down(self, finger_id: int, point: tuple[int, int], window: Window) -> None:
        self.fingers[finger_id] = Finger(point, self.clock(), point)
        if len(self.fingers) == 1 and not self.pinching:
            self.swiped = 0.0
            _pointer(window, point)  # the hover under the finger (a long press shows it)
        elif len(self.fingers) >= 2 and not self.pinching:
            self.pinching = True
            self._let_go(window, CANCEL)  # a tile being dragged goes back to the hand

    def _motion(self, finger_id: int, point: tuple[int, int], window: Window) -> None:
        finger = self.fingers.get(finger_id)
        if finger is None:
            return  # a finger that went down before the window saw it
        if self.pinching:
            self._pinch(finger_id, point, window)
            return
        last, finger.at = finger.at, point
        if not self.pressed and _distance(point, finger.start) <= TAP_SLOP:
            return
        if getattr(window.top, "swipe_scrolls", False):
            self._swipe(point[1] - last[1], window)
            return
        if not self.pressed:
            self.pressed = True
            _button(window, pygame.MOUSEBUTTONDOWN, finger.start)
            last = finger.start
        rel = (point[0] - last[0], point[1] - last[1])
        _deliver(window, pygame.MOUSEMOTION, pos=point, rel=rel, buttons=(1, 0, 0))

    def _up(self, finger_id: int, point: tuple[int, int], window: Window) -> None:
        finger = self.fingers.pop(finger_id, None)
        if finger is None:
            return
        if self.pinching:
            self.pinching = bool(self.fingers)  # the gesture ends with the last finger
            return
        if self.pressed:
            self._let_go(window, point)
            _pointer(window, POINTER_GONE)
        elif self.swiped or _distance(point, finger.start) > TAP_SLOP:
            _pointer(window, POINTER_GONE)
        elif self.clock() - finger.since < LONG_PRESS:
            self._tap(finger.start, window)
        # a long press: the pointer stays, and what it shows stays until the next touch

    def _tap(self, point: tuple[int, int], window: Window) -> None:
        now = self.clock()
        last, self._last_tap = self._last_tap, (now, point)
        double = (
            last is not None
            and now - last[0] <= DOUBLE_TAP_TIME
            and _distance(point, last[1]) <= DOUBLE_TAP_REACH
        )
        if double:
            self._last_tap = None  # a third tap starts again
        _button(window, pygame.MOUSEBUTTONDOWN, point, double=double)
        _button(window, pygame.MOUSEBUTTONUP, point, double=double)
        _pointer(window, POINTER_GONE)

    def _let_go(self, window: Window, point: tuple[int, int]) -> None:
        if self.pressed:
            self.pressed = False
            _button(window, pygame.MOUSEBUTTONUP, point)

    def _swipe(self, dy: int, window: Window) -> None:
        """A swipe on a screen with a list: every ``SWIPE_NOTCH`` pixels one wheel notch (the
        list follows the finger: a swipe up shows what is further down)."""
        self.swiped += dy
        while abs(self.swiped) >= SWIPE_NOTCH:
            notch = 1 if self.swiped > 0 else -1
            self.swiped -= notch * SWIPE_NOTCH
            _deliver(
                window,
                pygame.MOUSEWHEEL,
                x=0,
                y=notch,
                flipped=False,
                precise_x=0.0,
                precise_y=float(notch),
            )

    def _pinch(self, finger_id: int, point: tuple[int, int], window: Window) -> None:
        """Two fingers: the change of their distance zooms about their midpoint, the move of
        the midpoint pans."""
        pair = list(self.fingers)[:2]
        if finger_id not in pair or len(pair) < 2:
            self.fingers[finger_id].at = point
            return
        a, b = (self.fingers[i] for i in pair)
        before_mid, before = _midpoint(a.at, b.at), _distance(a.at, b.at)
        self.fingers[finger_id].at = point
        mid, now = _midpoint(a.at, b.at), _distance(a.at, b.at)
        rel = (mid[0] - before_mid[0], mid[1] - before_mid[1])
        if rel != (0, 0):
            window.handle(action_event(Action.PAN, DEVICE, rel=rel, fingers=2))
        if before > 0 and now > 0 and now != before:
            factor = now / before
            action = Action.ZOOM_IN if factor > 1 else Action.ZOOM_OUT
            window.handle(action_event(action, DEVICE, factor=factor, pos=mid))


def _clamp(fraction: float, length: int) -> int:
    """A position across the window (0 to 1, SDL's) as a pixel inside it."""
    return min(max(round(fraction * length), 0), max(length - 1, 0))


def _distance(a: tuple[int, int], b: tuple[int, int]) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def _midpoint(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)


def _deliver(window: Window, kind: int, **fields: Any) -> None:
    window.handle(pygame.event.Event(kind, touch=False, device=DEVICE, **fields))


def _button(window: Window, kind: int, point: tuple[int, int], double: bool = False) -> None:
    _deliver(window, kind, pos=point, button=1, double=double)


def _pointer(window: Window, point: tuple[int, int]) -> None:
    _deliver(window, pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
