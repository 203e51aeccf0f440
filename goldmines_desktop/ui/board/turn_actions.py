"""The board's own actions, for a game controller (and any device that speaks actions): move to
the nearest choice in a direction, pan the board, decline, end the turn, turn the tile (or, in
the figure step, change the figure: the meeple, the abbot, the expansions' figures); and, while
a controller is in use, a focus that always stands on a choice, starting on the most useful
one.

Turning is :meth:`.TurnInput.act`'s, the same the keyboard's R and B reach. Declining and
ending the turn arrive as the key they stand for, since the scene reads those keys first (the
final scoring's Skip, the pause menu); so does everything else a device does on the board.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

import pygame

from ...engine import PlaceTile, Pos
from ..input import mode
from ..input.actions import Action, as_key_event
from ..table.steps import Button
from .focus_ring import choice_point
from .turn_input import TurnInput

if TYPE_CHECKING:
    from .game_view import GameView

DIRECTIONS: dict[Action, tuple[int, int]] = {
    Action.LEFT: (-1, 0),
    Action.RIGHT: (1, 0),
    Action.UP: (0, -1),
    Action.DOWN: (0, 1),
}
#: the actions the board reads itself (the scene's ``reads_actions``)
BOARD_ACTIONS = frozenset({*DIRECTIONS, Action.PAN, Action.DECLINE, Action.END_TURN, Action.TURN})
SIDEWAYS = 2.0  # how much a step sideways counts against a choice, beside one straight ahead


class Board(Protocol):
    """What the actions use of the board in play."""

    input: TurnInput
    view: GameView

    def handle(self, event: pygame.event.Event) -> None: ...

    def show_tile(self, pos: Pos) -> None: ...


def board_action(scene: Board, event: pygame.event.Event) -> None:
    """Do the ``ACTION`` event ``event`` on the board (the camera's own, pan and zoom, are
    ``CameraKeys.action``'s)."""
    turn, action = scene.input, event.dict.get("action")
    if action in DIRECTIONS and not turn.locked and turn.confirm is None:
        index = nearest(turn, DIRECTIONS[action])
        if index is not None:
            turn.selected = index
            scene.show_tile(turn.choices()[index].pos)
    elif action is Action.DECLINE:
        finale = scene.view.finale
        controls = turn.row.controls
        skip = Button.SKIP in controls or (finale is not None and not finale.done)
        _as_key(scene, Action.DECLINE if skip and turn.confirm is None else Action.BACK)
    elif action is Action.END_TURN and turn.row.ends_turn:
        _as_key(scene, Action.END_TURN)
    elif action is Action.TURN and not turn.change_figure():  # the figure step's: a figure
        turn.act(Action.TURN)


def _as_key(scene: Board, action: Action) -> None:
    key = as_key_event(action, str(mode.current()))
    if key is not None:
        scene.handle(key)


def nearest(turn: TurnInput, direction: tuple[int, int]) -> int | None:
    """The index of the choice nearest the focused one in ``direction`` (straight ahead counts
    more than sideways); with nothing focused yet, the most useful choice."""
    choices = turn.choices()
    current = turn.selection()
    if current is None:
        return best_choice(turn) if choices else None
    points = [choice_point(turn, c) for c in choices]
    here = choice_point(turn, current)
    return pick(points, here, direction, choices.index(current))


def pick(
    points: Sequence[tuple[float, float]],
    here: tuple[float, float],
    direction: tuple[int, int],
    skip: int = -1,
) -> int | None:
    """The index of the point nearest ``here`` in ``direction`` (None: none lies that way)."""
    best: tuple[float, int] | None = None
    for index, (x, y) in enumerate(points):
        dx, dy = x - here[0], y - here[1]
        ahead = dx * direction[0] + dy * direction[1]
        sideways = abs(dx * direction[1] - dy * direction[0])
        if index == skip or ahead <= 0.5:
            continue
        cost = math.hypot(ahead, SIDEWAYS * sideways)
        if best is None or cost < best[0]:
            best = (cost, index)
    return None if best is None else best[1]


def best_choice(turn: TurnInput) -> int:
    """The most useful choice to start on: for the tile the spot among the most tiles (the
    one that fits the landscape best), the nearest the last tile placed; else the first."""
    choices = turn.choices()
    if not choices or not isinstance(choices[0].move, PlaceTile):
        return 0
    state = turn.state
    last = state.last or (0, 0)

    def worth(index: int) -> tuple[int, int]:
        x, y = choices[index].pos
        around = sum(
            (x + dx, y + dy) in state.board for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
        )
        return (-around, abs(x - last[0]) + abs(y - last[1]))

    return min(range(len(choices)), key=worth)


def keep_focus(turn: TurnInput) -> None:
    """While a controller is in use, the focus always stands on one of the step's choices."""
    if not mode.is_controller() or turn.locked or turn.selected is not None:
        return
    if turn.row.choices and not turn.dragging and turn.choices():
        turn.selected = best_choice(turn)
