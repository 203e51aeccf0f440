"""Computer players at the table: seats of kind ``ai:<level>``, and every seat in the demo.

Interface for the game scene (all it needs):

- ``ComputerTurns(scene, demo)``; ``level(player)`` is the computer level of a seat (None for
  a human); ``update(dt)`` plays the next computer decision when it is due; ``close()`` stops
  the thinking when the scene goes.
- ``show_hint(scene)``: the H key.

The move comes from the seat's ``goldmines_desktop.ai`` Player, which thinks in a worker
process (``ai.worker.Thinker``): the window keeps its frame rate while a strong player
thinks. The move is then played through the scene like a human's, at a pace a family can
follow.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from ..ai.worker import Thinker
from ..engine import GameState, Move, PlaceTile

if TYPE_CHECKING:
    from .game_scene import GameScene

THINK_DELAY = 0.7  # seconds between computer decisions (scaled by the animation speed)
DEMO_LEVEL = "normal"


def seat_seed(state: GameState, seat: int) -> int:
    """A computer seat's seed: from the game's seed, so a seeded game replays the same."""
    return (state.seed or 0) * 1000 + seat + 1


class ComputerTurns:
    """Plays the decisions of computer seats (or of every seat in the demo)."""

    def __init__(self, scene: GameScene, demo: bool = False) -> None:
        self.scene = scene
        self.demo = demo
        self.wait = THINK_DELAY
        self._thinker = Thinker()
        self._future: Future[Move] | None = None
        self._asked: GameState | None = None
        self._asked_seat = 0
        if demo or any(self.level(p) for p in range(len(scene.state.players))):
            self._thinker.start()  # the worker imports the engine while the board appears

    def level(self, player: int) -> str | None:
        """The computer level playing seat ``player``, or None for a human."""
        kind = self.scene.state.players[player].kind
        if not kind.startswith("ai:"):
            return DEMO_LEVEL if self.demo else None
        return kind.split(":", 1)[1] or DEMO_LEVEL

    def update(self, dt: float) -> None:
        """Take the next computer decision when it is due."""
        scene = self.scene
        if self.level(scene.acting) is None or scene.input.confirm is not None:
            self.wait = THINK_DELAY
            return
        self._ask()  # think during the pause before the move is shown
        self.wait -= dt * scene.speed
        if self.wait > 0 or scene.animator.busy:
            return
        if scene.turn_done:
            self.wait = THINK_DELAY
            self.scene.end_turn()
            return
        move = self._move_ready()
        if move is not None:
            self.wait = THINK_DELAY
            if isinstance(move, PlaceTile):
                scene.follow((move.x, move.y))
            scene.play(move)

    def _ask(self) -> None:
        """Ask the seat's player in the worker, once per position."""
        scene = self.scene
        state = scene.state
        if scene.turn_done or (self._future is not None and self._asked is state):
            return
        seat = scene.acting
        self._asked, self._asked_seat = state, seat
        self._future = self._thinker.ask(seat, self._level(seat), seat_seed(state, seat), state)

    def _move_ready(self) -> Move | None:
        """The answer once it is there (for this very state)."""
        future = self._future
        if future is None or self._asked is not self.scene.state or not future.done():
            return None
        self._future = None
        seat = self._asked_seat
        state = self.scene.state
        return self._thinker.answer(future, seat, self._level(seat), seat_seed(state, seat), state)

    def _level(self, seat: int) -> str:
        return self.level(seat) or DEMO_LEVEL

    def close(self) -> None:
        self._thinker.close()


def show_hint(scene: GameScene) -> bool:
    """H: select what the computer would play now (the player still confirms with Enter) and
    say in one line why."""
    from ..ai import hint

    if scene.step in ("end_turn", "over") or scene.input.locked:
        return False
    advice = hint(scene.state)
    move = advice.move
    turn = scene.input
    for index, choice in enumerate(turn.choices()):
        same_tile = isinstance(move, PlaceTile) and choice.pos == (move.x, move.y)
        if same_tile or choice.move == move:
            if isinstance(move, PlaceTile):
                turn.rotation = move.rotation
            turn.selected = index
            scene.show_tile(choice.pos)
            scene.show_notice(f"Hint: {advice.text}")
            return True
    return False
