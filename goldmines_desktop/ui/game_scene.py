"""The board in play: one scene that runs whole turns for the players at the table.

It holds the game state and replaces it with what ``apply`` returns for each move; the events
of that move drive the animations, the sounds and the log (:mod:`.turn_flow`). After the last
move of a turn the engine has already drawn the next tile, but the scene waits in an "end turn"
step until the player confirms, and until then Ctrl+Z takes decisions back (the turn's earlier
states are kept). Every move is autosaved at once, so closing the window never loses the game;
Ctrl+S saves it under a name as well. In the demo (``autoplay``) computer players take every
seat, nothing is autosaved and the demo strip takes the input. Mouse and keyboard become moves
in :mod:`.turn_input`, the camera keys are :mod:`.camera_keys`' and each frame is drawn by
:mod:`.game_view`.
"""

from __future__ import annotations

import contextlib
import gc
from typing import TYPE_CHECKING

import pygame

from ..engine import Event, GameState, Move, Phase
from ..engine.board import Pos
from . import game_view, turn_controls, turn_flow
from .animations import Animator
from .board_view import BoardView
from .camera import Camera, tiles_rect
from .camera_keys import CameraKeys
from .computer import ComputerTurns, show_hint
from .event_log import EventLog
from .hud import Hud, HudView
from .scene import Scene
from .turn_input import TurnInput

if TYPE_CHECKING:
    from .app import App
    from .demo import Demo

NOTICE_SECONDS = 2.5  # how long a short confirmation ("Saved as ...") stays on the board


class GameScene(Scene):
    """Whole turns by mouse or keyboard, with the board, panels, log and animations."""

    def __init__(self, app: App, state: GameState, *, autoplay: bool = False) -> None:
        super().__init__(app)
        self.state = state
        self.camera = Camera(app.size)
        self.board = BoardView(self.camera)
        self.hud = Hud(app.size, len(state.players))
        self.hud.set_players(state)
        self.animator = Animator()
        self.log = EventLog()
        self.input = TurnInput(self)
        self.turn_states: list[GameState] = []  # the state before each decision this turn
        self.turn_done = state.finished  # the turn's last move is made: waiting for "End turn"
        self.final_events: list[Event] = []
        self.turn_banner = 1.0
        self.camera_keys = CameraKeys(self.camera)
        self.demo: Demo | None = _demo_of(app) if autoplay else None
        self.notice: str | None = None
        self.notice_left = 0.0
        self.computer = ComputerTurns(self, demo=autoplay)
        self._cursor = pygame.SYSTEM_CURSOR_ARROW
        self.last_tile = turn_flow.last_tile_of(state)
        self._greet()
        if len(state.board) > 1:
            self.fit_board()
        turn_flow.settle(self)

    # --- what the scene shows ---------------------------------------------------------------

    @property
    def step(self) -> str:
        """The step of the turn: tile, gold, figure, score, take_gold, end_turn or over."""
        if self.turn_done:
            return "end_turn"
        return {
            Phase.PLACE_TILE: "tile",
            Phase.PLACE_GOLD: "gold",
            Phase.PLACE_FIGURE: "figure",
            Phase.SCORE: "score",
            Phase.TAKE_GOLD: "take_gold",
            Phase.GAME_OVER: "over",
        }[self.state.phase]

    @property
    def acting(self) -> int:
        """Whose decision it is (the taker while gold is shared out; the one ending a turn)."""
        state = self.state
        if self.turn_done and self.turn_states:
            return self.turn_states[-1].active
        return state.taker if state.phase is Phase.TAKE_GOLD else state.active

    def _greet(self) -> None:
        """The log's first line: who starts, or that a saved game goes on."""
        state = self.state
        first = state.players[state.active].name
        text = f"{first} starts: have fun!" if not state.moves else "The game goes on"
        self.log.note(text, state.active if not state.moves else None, len(state.moves))

    def panel_point(self, player: int) -> tuple[float, float]:
        return self.hud.panel_point(player)

    @property
    def speed(self) -> float:
        """The pace of animations and computer players: the demo's speed or the setting."""
        return self.demo.speed if self.demo is not None else self.app.settings.animation_speed

    def show_notice(self, text: str) -> None:
        """A short confirmation over the board that fades by itself."""
        self.notice, self.notice_left = text, NOTICE_SECONDS

    # --- playing ----------------------------------------------------------------------------

    def play(self, move: Move) -> bool:
        """Apply a move from ``legal_moves`` (see :func:`.turn_flow.play`)."""
        return turn_flow.play(self, move)

    def undo(self) -> None:
        turn_flow.undo(self)

    def end_turn(self) -> None:
        turn_flow.end_turn(self)

    # --- other screens ----------------------------------------------------------------------

    def pause(self) -> None:
        from .pause_scene import PauseScene

        self.app.push(PauseScene(self.app))

    def rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app))

    def tiles_left(self) -> None:
        from .tiles_left import TilesLeftScene

        self.app.push(TilesLeftScene(self.app, self.state))

    def save_as(self) -> None:
        """Ctrl+S: the pause menu's save dialog; a confirmation shows once it is saved."""
        from .pause_scene import SaveScene

        self.app.push(SaveScene(self.app, self.state, self._saved))

    def _saved(self, name: str) -> None:
        self.show_notice(f"Saved as “{name}”")

    # --- the camera -------------------------------------------------------------------------

    def fit_board(self, also: tuple[Pos, ...] = ()) -> None:
        """Home: show every placed tile, and ``also`` these positions (above the demo strip in
        the demo)."""
        left, top, width, height = self.hud.free_area()
        if self.demo is not None:
            height = min(height, self.demo.panel_rect(self.app.size).top - top)
        self.camera.fit(tiles_rect((*self.state.board, *also)), (left, top, width, height))

    def follow(self, pos: Pos) -> None:
        """Keep a computer player's new tile in view (the demo keeps the whole board in view)."""
        if self.demo is not None:
            self.fit_board(also=(pos,))  # the tile is about to land there
        else:
            self.show_tile(pos)

    def show_tile(self, pos: Pos) -> None:
        """Bring a board position into view if it is outside it."""
        left, top, size, _ = self.camera.tile_rect(pos)
        width, height = self.app.size
        if left < 0 or top < 0 or left + size > width or top + size > height:
            self.camera.center = (float(pos[0]), float(pos[1]))
            self.camera.revision += 1

    # --- Scene ------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self.camera.resize(size)
        self.hud.resize(size, len(self.state.players))

    def left(self) -> None:
        """The scene is gone for good: stop any computer player thinking, and let the
        collector see (and free) everything frozen while it ran."""
        self.computer.close()
        gc.unfreeze()
        gc.collect()

    def entered(self) -> None:
        self.camera_keys.release_all()
        self.input.dragging = False
        self.input.press = None

    def handle(self, event: pygame.event.Event) -> None:
        if self.demo is not None:
            self.demo.handle(event)
            return
        if event.type == pygame.KEYDOWN and self._scene_key(event):
            return
        if event.type == pygame.KEYUP:
            self.camera_keys.key_up(event.key)
            return
        if turn_controls.handle(self.input, event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.camera_keys.wheel(self.input.pointer, event.y > 0)

    def _scene_key(self, event: pygame.event.Event) -> bool:
        """Keys that work in every step: menus, sound, undo and the camera."""
        key = event.key
        if key == pygame.K_ESCAPE and self.input.confirm is None and not self.input.dragging:
            self.pause()
        elif key == pygame.K_F1:
            self.rules()
        elif key == pygame.K_m:
            self.app.toggle_mute()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            self.save_as()
        elif key == pygame.K_h:
            show_hint(self)
        elif key == pygame.K_t:
            self.tiles_left()
        elif key == pygame.K_HOME:
            self.fit_board()
        else:
            return self.camera_keys.key_down(key)
        return True

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.camera_keys.update(dt)
        self.turn_banner = max(0.0, self.turn_banner - dt / 1.6)
        self.notice_left = max(0.0, self.notice_left - dt)
        self.computer.update(dt)
        self._set_cursor()

    def _set_cursor(self) -> None:
        wanted = game_view.pointer_cursor(self)
        if wanted != self._cursor:
            self._cursor = wanted
            with contextlib.suppress(pygame.error):
                pygame.mouse.set_cursor(wanted)

    def draw(self, surface: pygame.Surface) -> None:
        game_view.draw(surface, self)

    def hud_view(self) -> HudView:
        """What the panels show this frame."""
        return game_view.hud_view(self)


def _demo_of(app: App) -> Demo:
    """The app's demo (made here when a demo game is opened directly)."""
    if app.demo is None:
        from .demo import Demo

        app.demo = Demo(app)
    return app.demo
