"""The turn around each move on the board in play: play, undo, end turn, autosave.

A move from ``legal_moves`` goes through ``apply``; the scene keeps the new state and the
events drive the log, the animations and the sounds. The states before each decision of the
turn are kept, so Ctrl+Z can take decisions back until the player ends the turn (the tile the
engine drew next stays drawn). Every move is autosaved at once, except in the demo. The events
of the game's final scoring are kept apart for the results screen to show step by step.
"""

from __future__ import annotations

import gc
import logging
from typing import TYPE_CHECKING

from ..engine import (
    Event,
    GameOver,
    GameState,
    IllegalMoveError,
    Move,
    TilePlaced,
    TurnEnded,
    apply,
)
from ..engine.board import Pos
from ..saves import autosave_problem, write_autosave

if TYPE_CHECKING:
    from .game_scene import GameScene

log = logging.getLogger(__name__)


def play(scene: GameScene, move: Move) -> bool:
    """Apply a move from ``legal_moves``; animate, log, sound and autosave what happened."""
    before = scene.state
    try:
        state, events = apply(before, move)
    except IllegalMoveError as err:  # cannot happen for legal moves; keep playing anyway
        log.warning("move refused: %s", err)
        return False
    scene.turn_states.append(before)
    scene.state = state
    _after_move(scene, before, events)
    return True


def _after_move(scene: GameScene, before: GameState, events: list[Event]) -> None:
    turn = events
    if any(isinstance(e, GameOver) for e in events):
        # the final scoring is the results screen's to show, step by step
        ends = [i for i, e in enumerate(events) if isinstance(e, TurnEnded)]
        cut = ends[-1] + 1 if ends else 0
        turn, scene.final_events = events[:cut], events[cut:]
    moves = len(scene.state.moves)
    scene.log.add(turn, scene.state.players, moves)
    if scene.final_events:
        scene.log.note("The last tile is down!", None, moves)
    scene.animator.add_events(turn, before, scene, scene.speed)
    _sounds(scene, turn)
    for event in events:
        if isinstance(event, TilePlaced):
            scene.last_tile = ((event.x, event.y), scene.state.players[event.player].color)
        elif isinstance(event, TurnEnded):
            scene.turn_done = True
    scene.input.reset()
    autosave(scene)
    settle(scene)


def _sounds(scene: GameScene, events: list[Event]) -> None:
    """One sound per kind of event (none for the game's end: the results screen has its own)."""
    played: set[str] = set()
    for event in events:
        name = type(event).__name__
        if name in played or name == "GameOver":
            continue
        played.add(name)
        scene.app.audio.play_event(name, getattr(event, "points", 0))


def undo(scene: GameScene) -> None:
    """Ctrl+Z: take back the last decision of this turn (the drawn tile stays drawn)."""
    if not scene.turn_states or scene.input.locked:
        return
    scene.state = scene.turn_states.pop()
    scene.turn_done = False
    scene.final_events = []
    scene.log.undo_to(len(scene.state.moves))
    scene.animator.clear()
    scene.last_tile = last_tile_of(scene.state)
    scene.input.reset()
    autosave(scene)
    scene.app.audio.play("click")


def end_turn(scene: GameScene) -> None:
    """Enter / End turn: hand over to the next player (or show the results at the end)."""
    if not scene.turn_done:
        return
    settle(scene)
    if scene.state.finished:
        _show_results(scene)
        return
    scene.turn_done = False
    scene.turn_states = []
    scene.input.reset()
    scene.input.rotation = 0
    scene.turn_banner = 1.0
    scene.app.audio.play("turn")


def _show_results(scene: GameScene) -> None:
    from .results_scene import ResultsScene

    if scene.demo is not None:
        scene.demo.game_finished()
    scene.app.replace(ResultsScene(scene.app, scene.state, scene.final_events, demo=scene.demo))


def last_tile_of(state: GameState) -> tuple[Pos, str] | None:
    """The last placed tile and the colour of who placed it (for its frame)."""
    if state.last is None:
        return None
    placer = state.active if state.tile is None else (state.active - 1) % len(state.players)
    return state.last, state.players[placer].color


def autosave(scene: GameScene) -> None:
    """Keep the game in the autosave (never the demo's: a paused family game stays)."""
    if scene.demo is not None:
        return
    was_failing = autosave_problem() is not None
    try:
        write_autosave(scene.state)
    except OSError as err:
        log.warning("autosave failed: %s", err)
        if not was_failing:  # say it once, when it starts failing (the pause menu says it too)
            scene.show_notice(f"The game could not be saved automatically: {autosave_problem()}")


def settle(scene: GameScene) -> None:
    """``settle_memory``, but not while computer players take part: a hard player's search
    leaves cyclic garbage behind, which frozen would stay until the game ends (hundreds of
    MB); the collector takes it in small steps while the computer thinks instead."""
    if scene.demo is None and not has_computer_seats(scene.state):
        settle_memory()


def settle_memory() -> None:
    """Move everything alive now out of the garbage collector's sight.

    Full collections over the game's many long-lived objects (states, cached pictures) took
    about 5 ms and showed as hitches while panning; what is frozen is still freed by reference
    counting when it goes, and the engine's states hold no reference cycles.
    """
    gc.freeze()


def has_computer_seats(state: GameState) -> bool:
    return any(p.kind.startswith("ai:") for p in state.players)
