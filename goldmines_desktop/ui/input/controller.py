"""The game controller: its buttons and sticks become the game's actions, so that one controller
passed round the table plays everything.

==================  ==========================================================================
control             does
==================  ==========================================================================
D-pad, left stick   move between the choices (on the board to the nearest in that direction)
A                   act on the focused choice (Enter); a second A confirms a proposal
B                   decline (no figure) or go back: close a dialog, the previous screen (Esc)
X                   turn the tile (R)
Y                   hint (H)
right stick         pan the board
LB / RB             undo (Ctrl+Z) / end the turn
LT / RT             zoom out / in
Start               the pause menu
Back (Select)       the tiles left (T)
==================  ==========================================================================

Every controller plays: the seat whose turn it is belongs to whichever one is pressed, and a
button press counts from any instance id, opened or not. A controller plugged in mid-game is
opened at once (a failure to open it is logged, its events still count); unplugging one loses
nothing and says so. The sticks have a dead zone; a held stick repeats its direction, and the
right stick pans for as long as it is held (a timer event, ``TICK``, paces both).

A scene that reads an action itself lists it in ``reads_actions`` and gets the ``ACTION`` event;
any other scene gets the key the action stands for (``as_key_event``).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

import pygame

from ...i18n import _
from . import mode
from .actions import Action, action_event, as_key_event

log = logging.getLogger(__name__)

DEVICE = "controller"
BUTTONS: dict[int, Action] = {
    pygame.CONTROLLER_BUTTON_A: Action.CONFIRM,
    pygame.CONTROLLER_BUTTON_B: Action.DECLINE,
    pygame.CONTROLLER_BUTTON_X: Action.TURN,
    pygame.CONTROLLER_BUTTON_Y: Action.HINT,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: Action.UNDO,
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: Action.END_TURN,
    pygame.CONTROLLER_BUTTON_START: Action.MENU,
    pygame.CONTROLLER_BUTTON_BACK: Action.TILES_LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: Action.LEFT,
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: Action.RIGHT,
    pygame.CONTROLLER_BUTTON_DPAD_UP: Action.UP,
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: Action.DOWN,
}
#: what an action becomes on a screen that does not read it itself (B goes back there)
INSTEAD: dict[Action, Action] = {Action.DECLINE: Action.BACK}
#: actions only a screen that reads them gets: their key (Enter) would press whatever button
#: has the focus, which is not what RB means
READ_ONLY = frozenset({Action.END_TURN, Action.PAN})

AXIS_MAX = 32767
DEAD_ZONE = 9000  # of AXIS_MAX: a stick at rest, or a thumb resting on it, does nothing
TRIGGER_PRESS = 16000  # a trigger pressed half way zooms
REPEAT_DELAY = 0.4  # s a held stick or trigger waits before it repeats
REPEAT_EVERY = 0.16  # s between its repeats
PAN_SPEED = 900.0  # px/s the board moves with the right stick pushed all the way
TICK = pygame.event.custom_type()  # paces the held sticks and triggers
TICK_MS = 33
NOTICE_SECONDS = 3.0
STICKS = {
    pygame.CONTROLLER_AXIS_LEFTX: ("left", 0),
    pygame.CONTROLLER_AXIS_LEFTY: ("left", 1),
    pygame.CONTROLLER_AXIS_RIGHTX: ("right", 0),
    pygame.CONTROLLER_AXIS_RIGHTY: ("right", 1),
}
TRIGGERS = {
    pygame.CONTROLLER_AXIS_TRIGGERLEFT: Action.ZOOM_OUT,
    pygame.CONTROLLER_AXIS_TRIGGERRIGHT: Action.ZOOM_IN,
}
EVENTS = (
    pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERAXISMOTION,
    pygame.CONTROLLERDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED,
    pygame.CONTROLLERDEVICEREMAPPED,
    TICK,
)


def _number(event: pygame.event.Event, name: str) -> int:
    """An integer attribute of a posted or real event (0 when missing or not a number)."""
    value = event.dict.get(name, 0)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


class Held:
    """A stick direction or trigger held down: it acts at once, then repeats."""

    def __init__(self, action: Action, now: float) -> None:
        self.action = action
        self.due = now + REPEAT_DELAY

    def repeat(self, now: float) -> bool:
        if now < self.due:
            return False
        self.due = now + REPEAT_EVERY
        return True


class ControllerInput:
    """Every game controller's events turned into the events the screens understand."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self.now = now
        self.opened: dict[int, Any] = {}  # the controllers opened, by instance id
        self.axes: dict[tuple[str, int], float] = {}  # stick axis -> -1..1 past the dead zone
        self.held: dict[str, Held] = {}  # "left" stick, "LT"/"RT": what it holds down
        self._last_tick: float | None = None
        self.notice: tuple[str, float] | None = None  # words, until when
        self._start()

    def _start(self) -> None:
        try:
            from pygame._sdl2 import controller

            controller.init()
            for index in range(controller.get_count()):
                self._open(index)
        except (ImportError, pygame.error) as err:  # no controller support here
            log.info("no game controllers: %s", err)

    def _open(self, index: int) -> None:
        """Open the controller at device ``index`` (a failure is logged: its events still
        count, SDL sends them for any game controller it knows)."""
        try:
            from pygame._sdl2 import controller

            pad = controller.Controller(index)
            self.opened[pad.id] = pad
        except (ImportError, pygame.error, TypeError, ValueError, OverflowError) as err:
            log.info("game controller %s not opened: %s", index, err)

    # --- events ---------------------------------------------------------------------------

    def deliver(self, event: pygame.event.Event, scene: Any) -> None:
        """Hand ``scene`` what it gets for ``event`` (see ``events``)."""
        for each in self.events(event, scene):
            scene.handle(each)

    def events(self, event: pygame.event.Event, scene: object) -> list[pygame.event.Event]:
        """What ``scene`` gets for ``event``: the event itself when it is not a controller's,
        else the actions (or their keys) it stands for, maybe none."""
        if event.type not in EVENTS:
            self._other_input(event)
            return [event]
        actions: list[tuple[Action, dict[str, Any]]] = []
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            mode.switch("controller")
            action = BUTTONS.get(_number(event, "button"))
            if action is not None:
                actions.append((action, {}))
        elif event.type == pygame.CONTROLLERAXISMOTION:
            actions.extend(self._axis(_number(event, "axis"), _number(event, "value")))
        elif event.type == pygame.CONTROLLERDEVICEADDED:
            self._added(_number(event, "device_index"))
        elif event.type == pygame.CONTROLLERDEVICEREMOVED:
            self._removed(_number(event, "instance_id"))
        elif event.type == TICK:
            actions.extend(self._tick())
        return [e for a, f in actions if (e := self._for(scene, a, f)) is not None]

    def _other_input(self, event: pygame.event.Event) -> None:
        """A real key or mouse event (not one a device made, not a finger's) gives the mouse
        and keys back the say."""
        real = event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)
        made = "device" in event.dict or event.dict.get("touch", False)
        if real and not made and mode.is_controller():
            mode.switch("mouse")

    @staticmethod
    def _for(scene: object, action: Action, fields: dict[str, Any]) -> pygame.event.Event | None:
        reads: frozenset[Action] = getattr(scene, "reads_actions", frozenset())
        if action in reads:
            return action_event(action, DEVICE, **fields)
        action = INSTEAD.get(action, action)
        if action in READ_ONLY:
            return None
        return as_key_event(action, DEVICE)

    # --- sticks and triggers ----------------------------------------------------------------

    def _axis(self, axis: int, value: int) -> list[tuple[Action, dict[str, Any]]]:
        value = max(-AXIS_MAX, min(AXIS_MAX, value))
        if axis in TRIGGERS:
            name = "RT" if TRIGGERS[axis] is Action.ZOOM_IN else "LT"
            return self._hold(name, TRIGGERS[axis] if value >= TRIGGER_PRESS else None)
        if axis not in STICKS:
            return []
        past = (abs(value) - DEAD_ZONE) / (AXIS_MAX - DEAD_ZONE)
        self.axes[STICKS[axis]] = max(0.0, past) * (1 if value > 0 else -1)
        if any(self.axes.get(("left", i)) or self.axes.get(("right", i)) for i in (0, 1)):
            mode.switch("controller")
            self._ticking(True)
        if STICKS[axis][0] == "left":
            return self._hold("left", self._left_direction())
        return []

    def _left_direction(self) -> Action | None:
        x, y = self.axes.get(("left", 0), 0.0), self.axes.get(("left", 1), 0.0)
        if not x and not y:
            return None
        if abs(x) >= abs(y):
            return Action.RIGHT if x > 0 else Action.LEFT
        return Action.DOWN if y > 0 else Action.UP

    def _hold(self, name: str, action: Action | None) -> list[tuple[Action, dict[str, Any]]]:
        """``name`` (the left stick, a trigger) now holds ``action`` down (None: let go)."""
        before = self.held.get(name)
        if action is None:
            self.held.pop(name, None)
            self._ticking(bool(self.held) or self._panning())
            return []
        if before is not None and before.action is action:
            return []
        mode.switch("controller")
        self.held[name] = Held(action, self.now())
        self._ticking(True)
        return [(action, {})]

    def _panning(self) -> bool:
        return bool(self.axes.get(("right", 0)) or self.axes.get(("right", 1)))

    def _ticking(self, on: bool) -> None:
        """Start or stop the timer that paces held sticks and triggers."""
        if on == (self._last_tick is not None):
            return
        self._last_tick = self.now() if on else None
        try:
            pygame.time.set_timer(TICK, TICK_MS if on else 0)
        except pygame.error as err:  # no timer: the held stick acts once
            log.debug("no controller timer: %s", err)

    def _tick(self) -> list[tuple[Action, dict[str, Any]]]:
        now = self.now()
        if self._last_tick is None:
            return []
        dt, self._last_tick = min(max(now - self._last_tick, 0.0), 0.1), now
        found: list[tuple[Action, dict[str, Any]]] = [
            (h.action, {}) for h in self.held.values() if h.repeat(now)
        ]
        if self._panning():
            x, y = self.axes.get(("right", 0), 0.0), self.axes.get(("right", 1), 0.0)
            rel = (round(-x * PAN_SPEED * dt), round(-y * PAN_SPEED * dt))
            if rel != (0, 0):
                found.append((Action.PAN, {"rel": rel}))
        if not self.held and not self._panning():
            self._ticking(False)
        return found

    # --- plugging in and out ----------------------------------------------------------------

    def _added(self, index: int) -> None:
        self._open(index)
        self._say(_("A game controller is connected: A chooses, B goes back."))

    def _removed(self, instance: int) -> None:
        pad = self.opened.pop(instance, None)
        if pad is not None:
            try:
                pad.quit()
            except pygame.error as err:
                log.debug("game controller %s already closed: %s", instance, err)
        self.axes.clear()
        self.held.clear()
        self._ticking(False)
        if not self.opened and mode.is_controller():
            mode.switch("mouse")
        self._say(_("The game controller was unplugged. Nothing is lost: plug it in again."))

    def _say(self, words: str) -> None:
        self.notice = (words, self.now() + NOTICE_SECONDS)

    def notice_words(self) -> str | None:
        """The notice to show now (a controller came or went), None once it has faded."""
        if self.notice is None or self.now() >= self.notice[1]:
            return None
        return self.notice[0]
