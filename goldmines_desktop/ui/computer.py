"""Computer players at the table: seats of kind ``ai:<level>``, and every seat in the demo.

The move is chosen by ``goldmines_desktop.ai`` in a worker thread, so the window keeps drawing
while a strong player thinks; it is played through the scene like a human's move, at a pace a
family can follow. The H key asks the same AI for a hint for a human player.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from ..engine import GameState, Move, PlaceTile

if TYPE_CHECKING:
    from .game_scene import GameScene

THINK_DELAY = 0.7  # seconds between computer decisions (scaled by the animation speed)
DEMO_LEVEL = "normal"


class ComputerTurns:
    """Plays the decisions of computer seats (or of every seat in the demo)."""

    def __init__(self, scene: GameScene, demo: bool = False) -> None:
        self.scene = scene
        self.demo = demo
        self.rng = random.Random(len(scene.state.moves) + 17)
        self.wait = THINK_DELAY
        self._pool: ThreadPoolExecutor | None = None
        self._future: Future[Move] | None = None
        self._asked: GameState | None = None

    def level(self, player: int) -> str | None:
        """The computer level playing seat ``player``, or None for a human."""
        if self.demo:
            return DEMO_LEVEL
        kind = self.scene.state.players[player].kind
        if not kind.startswith("ai:"):
            return None
        return kind.split(":", 1)[1] or DEMO_LEVEL

    def update(self, dt: float) -> None:
        """Take the next computer decision when it is due."""
        scene = self.scene
        if self.level(scene.acting) is None or scene.input.confirm is not None:
            self.wait = THINK_DELAY
            return
        self.wait -= dt * scene.app.settings.animation_speed
        if self.wait > 0 or scene.animator.busy:
            return
        if scene.turn_done:
            self.wait = THINK_DELAY
            self._end_turn()
            return
        move = self._move_ready()
        if move is not None:
            self.wait = THINK_DELAY
            scene.play(move)

    def _end_turn(self) -> None:
        scene = self.scene
        if scene.state.finished and self.demo:
            scene.app.start_demo()
        else:
            scene.end_turn()

    def _move_ready(self) -> Move | None:
        """Ask the AI in the background; the answer once it is there (for this very state)."""
        state = self.scene.state
        if self._future is not None and self._asked is state and self._future.done():
            move = self._future.result()
            self._future = None
            return move
        if self._future is None or self._asked is not state:
            self._asked = state
            self._future = self._executor().submit(
                choose, state, self.level(self.scene.acting) or DEMO_LEVEL, self.rng
            )
        return None

    def _executor(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="goldmines-ai")
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def choose(state: GameState, level: str, rng: random.Random) -> Move:
    """The AI's move (a random legal one if the AI package is not there)."""
    try:
        from ..ai import choose_move
    except ImportError:
        from ..engine import legal_moves

        return rng.choice(legal_moves(state))
    return choose_move(state, level, rng, time_budget=1.0)


def show_hint(scene: GameScene) -> bool:
    """H: select what the computer would play now (the player still confirms with Enter)."""
    try:
        from ..ai import hint
    except ImportError:
        return False
    if scene.step in ("end_turn", "over"):
        return False
    move = hint(scene.state)
    turn = scene.input
    for index, choice in enumerate(turn.choices()):
        same_tile = isinstance(move, PlaceTile) and choice.pos == (move.x, move.y)
        if same_tile or choice.move == move:
            if isinstance(move, PlaceTile):
                turn.rotation = move.rotation
            turn.selected = index
            scene.show_tile(choice.pos)
            return True
    return False
