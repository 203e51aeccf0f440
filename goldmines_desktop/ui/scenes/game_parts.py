"""The parts of a game in play by name: the state and the turn from its controller, the
board, camera, panels, log and animations from its view. Tests, the demo's screens and the
monkey look at them; :class:`.GameScene` is built on it.
"""

from __future__ import annotations

from ...engine import Event, GameState
from ..board.animations import Animator
from ..board.board_view import BoardView
from ..board.camera import Camera
from ..board.game_view import GameView
from ..hud.event_log import EventLog
from ..hud.hud import Hud
from ..table.computer import ComputerTurns
from ..table.steps import Step
from ..table.turn_controller import TurnController


class GameParts:
    """Read-only names for the parts of the game shown."""

    turns: TurnController
    view: GameView

    @property
    def state(self) -> GameState:
        return self.turns.state

    @property
    def step(self) -> Step:
        return self.turns.step

    @property
    def acting(self) -> int:
        return self.turns.acting

    @property
    def turn_done(self) -> bool:
        return self.turns.turn_done

    @property
    def final_events(self) -> list[Event]:
        return self.turns.final_events

    @property
    def computer(self) -> ComputerTurns:
        return self.turns.computer

    @property
    def camera(self) -> Camera:
        return self.view.camera

    @property
    def board(self) -> BoardView:
        return self.view.board

    @property
    def hud(self) -> Hud:
        return self.view.hud

    @property
    def animator(self) -> Animator:
        return self.view.animator

    @property
    def log(self) -> EventLog:
        return self.view.log

    @property
    def turn_banner(self) -> float:
        return self.view.turn_banner

    @property
    def notice(self) -> str | None:
        """The last short confirmation shown over the board."""
        return self.view.notice

    @property
    def notice_left(self) -> float:
        """Seconds until the notice has faded."""
        return self.view.notice_left
