"""Stepping a state in place: for a state you own, in search playouts and replays.

``apply(state, move)`` is the one public way to play: it never changes ``state`` and hands back
a new one. A search playout or a replay walks through thousands of positions that nobody else
holds, and a new state per move would cost a copy of every part it writes; such a caller makes
one state of its own (``new_game`` or ``state.copy()``) and steps it here. Nothing else may: a
state stepped in place changes under everyone who holds it.

This is the one engine module outside the package face that the game imports (a test keeps it
so, and keeps its importers to the searches and replays).
"""

from __future__ import annotations

from .events import Event
from .moves import Move
from .rules import apply_decision_in_place, apply_in_place
from .state import GameState


def step_in_place(state: GameState, move: Move) -> list[Event]:
    """Check ``move`` and play it on ``state`` itself: what happened. For a state you own
    (from ``new_game`` or ``state.copy()``, shared with nobody): search playouts and replays.

    An illegal move raises ``IllegalMoveError`` and leaves ``state`` as it was."""
    return apply_in_place(state, move)


def step_decision_in_place(state: GameState, move: Move) -> list[Event]:
    """``step_in_place``, and where the move was the turn's last decision (the state then
    waits in END_TURN) ``EndTurn`` too: from one decision to the next, as searches go."""
    return apply_decision_in_place(state, move)
