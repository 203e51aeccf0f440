"""Computer players at the table: seats of kind ``ai:<level>``, and every seat in the demo.

The move is chosen by ``goldmines_desktop.ai`` in a worker thread, so the window keeps drawing
while a strong player thinks; it is played through the scene like a human's move, at a pace a
family can follow. The H key asks the same AI for a hint for a human player.
"""

from __future__ import annotations

import random
import sys
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from ..engine import GameState, Move, PlaceTile

if TYPE_CHECKING:
    from .game_scene import GameScene

THINK_DELAY = 0.7  # seconds between computer decisions (scaled by the animation speed)
DEMO_LEVEL = "normal"
SWITCH_INTERVAL = 0.001  # seconds: see ComputerTurns._executor
YIELD_SECONDS = 0.002  # per frame while the computer thinks
HARD_BUDGET = 1.0  # seconds of search per decision for a hard seat at the table


class ComputerTurns:
    """Plays the decisions of computer seats (or of every seat in the demo)."""

    def __init__(self, scene: GameScene, demo: bool = False) -> None:
        self.scene = scene
        self.demo = demo
        self.rng = random.Random(len(scene.state.moves) + 17)
        self.wait = THINK_DELAY
        demo_budget = scene.demo.hard_budget if scene.demo is not None else None
        self.budget = demo_budget if demo_budget is not None else HARD_BUDGET
        self._pool: ThreadPoolExecutor | None = None
        self._future: Future[Move] | None = None
        self._asked: GameState | None = None

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
        self.wait -= dt * scene.speed
        if self.wait > 0 or scene.animator.busy:
            return
        if scene.turn_done:
            self.wait = THINK_DELAY
            self._end_turn()
            return
        move = self._move_ready()
        if move is not None:
            self.wait = THINK_DELAY
            if isinstance(move, PlaceTile):
                scene.follow((move.x, move.y))
            scene.play(move)

    def _end_turn(self) -> None:
        """Hand over; after the last turn the scene shows the results (the demo goes on
        from there by itself)."""
        self.scene.end_turn()

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
                choose, state, self.level(self.scene.acting) or DEMO_LEVEL, self.rng, self.budget
            )
        # Let the worker have the interpreter for a moment: a loop that never sleeps (an
        # uncapped frame rate) would otherwise keep it waiting for seconds.
        time.sleep(YIELD_SECONDS)
        return None

    def _executor(self) -> ThreadPoolExecutor:
        if self._pool is None:
            # the window asks for the interpreter back after 1 ms of the search, not 5 ms, so
            # frames keep their pace while a computer player thinks
            sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="goldmines-ai")
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def choose(state: GameState, level: str, rng: random.Random, budget: float = HARD_BUDGET) -> Move:
    """The AI's move; ``budget`` is the hard player's search time."""
    from ..ai import choose_move

    return choose_move(state, level, rng, time_budget=budget)


def show_hint(scene: GameScene) -> bool:
    """H: select what the computer would play now (the player still confirms with Enter)."""
    from ..ai import hint

    if scene.step in ("end_turn", "over") or scene.input.locked:
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
