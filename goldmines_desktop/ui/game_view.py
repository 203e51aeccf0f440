"""What the board in play shows, on top of the game state the turn controller holds.

The board with its animations and step highlights, the panels (whose title, hint and step
buttons are worked out here from the step of the turn), the log, a short notice that fades by
itself, the big "whose turn" banner, the demo strip in the demo, and the shape of the mouse
cursor. Drawing only reads the controller and the input; it never changes the game.
"""

from __future__ import annotations

import pygame

from ..engine import Event, FinalScoringStarted, GameState
from ..engine.board import Pos
from . import highlights, theme
from .animations import Animator
from .board_view import BoardView
from .camera import Camera, tiles_rect
from .demo import Demo
from .event_log import EventLog
from .hud import Hud, HudView
from .panels import blit_text, draw_panel
from .turn_controller import TurnController
from .turn_input import TurnInput
from .wording import possessive

NOTICE_SECONDS = 2.5  # how long a short confirmation ("Saved as ...") stays on the board
STEP_WORDS = {
    "tile": "Drag your tile onto a glowing spot (R rotates)",
    "gold": "Click a glowing tile for the second gold ingot",
    "figure": "Place a figure on your new tile, or skip",
    "score": "Choose which completed feature scores first",
    "take_gold": "Click a glowing tile to take a gold ingot from it",
    "end_turn": "Press Enter or End turn when you are done",
    "over": "The game is over",
}


class GameView:
    """The camera, board, panels, log and animations of one game."""

    def __init__(self, turns: TurnController, size: tuple[int, int], demo: Demo | None) -> None:
        self.turns = turns
        self.demo = demo
        self.camera = Camera(size)
        self.board = BoardView(self.camera)
        self.hud = Hud(size, len(turns.state.players))
        self.hud.set_players(turns.state)
        self.animator = Animator()
        self.log = EventLog()
        self.turn_banner = 1.0
        self.notice: str | None = None
        self.notice_left = 0.0

    @property
    def state(self) -> GameState:
        return self.turns.state

    def panel_point(self, player: int) -> tuple[float, float]:
        """Where things fly to in a player's panel (figures home, ingots, points)."""
        return self.hud.panel_point(player)

    def show_notice(self, text: str) -> None:
        """A short confirmation over the board that fades by itself."""
        self.notice, self.notice_left = text, NOTICE_SECONDS

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.turn_banner = max(0.0, self.turn_banner - dt / 1.6)
        self.notice_left = max(0.0, self.notice_left - dt)

    def resize(self, size: tuple[int, int]) -> None:
        self.camera.resize(size)
        self.hud.resize(size, len(self.state.players))

    # --- the camera ---------------------------------------------------------------------------

    def fit_board(self, also: tuple[Pos, ...] = ()) -> None:
        """Show every placed tile, and ``also`` these positions (above the demo strip in the
        demo)."""
        left, top, width, height = self.hud.free_area()
        if self.demo is not None:
            height = min(height, self.demo.panel_rect(self.hud.layout.size).top - top)
        self.camera.fit(tiles_rect((*self.state.board, *also)), (left, top, width, height))

    def show_tile(self, pos: Pos) -> None:
        """Bring a board position into view if it is outside it."""
        left, top, size, _ = self.camera.tile_rect(pos)
        width, height = self.hud.layout.size
        if left < 0 or top < 0 or left + size > width or top + size > height:
            self.camera.center = (float(pos[0]), float(pos[1]))
            self.camera.revision += 1

    # --- a frame ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, turn: TurnInput) -> None:
        """The whole frame of the board in play, bottom layer first."""
        turns = self.turns
        last = turns.last_tile
        frame = None if last is None else (last.pos, self.state.players[last.player].color)
        self.board.draw(surface, self.state, frame, self.animator.hidden())
        if turns.final_events:
            self.board.draw_leftovers(surface, self.state, turns.final_events)
        self.animator.draw(surface, self)
        highlights.draw_step(surface, turn, self.animator.now)
        self.hud.draw(surface, self.hud_view(turn))
        highlights.draw_late(surface, turn)
        if self.notice_left > 0 and self.notice:
            _draw_notice(surface, self.notice, self.hud.free_area())
        if self.demo is not None:
            self.demo.draw(surface, self.state)

    def hud_view(self, turn: TurnInput) -> HudView:
        """What the panels show this frame."""
        turns, state = self.turns, self.state
        step = turns.step
        name = state.players[turns.acting].name
        title = f"{possessive(name)} turn" if step != "take_gold" else f"{name} takes gold"
        if step == "over":
            title = "Game over"
        return HudView(
            state=state,
            acting=turns.acting,
            title=title,
            hint=self._hint(turn),
            step=step,
            rotation=turn.rotation,
            hand_hidden=turn.dragging,
            buttons=self.step_buttons(turn),
            pressed=frozenset({"abbot"}) if turn.abbot_mode else frozenset(),
            log=self.log.last(8),
            pointer=turn.pointer,
            computer=turns.computer_decides,
            turn_banner=self.turn_banner if step == "tile" else 0.0,
            # until the results screen counts the final scoring up, show the totals before it
            scores=scores_before_final(turns.final_events),
        )

    def _hint(self, turn: TurnInput) -> str:
        turns = self.turns
        step = turns.step
        level = turns.computer.level(turns.acting)
        if level is not None and step != "over":
            return f"The computer ({level}) is playing"
        if step == "end_turn" and self.state.finished:
            return "That was the last tile! See the final scores."
        if step == "figure" and turn.return_abbot_move() is not None:
            return "Place a figure, click your abbot to take it back, or skip"
        return STEP_WORDS[step]

    def step_buttons(self, turn: TurnInput) -> dict[str, str]:
        """The step card's buttons (name -> label) for the step the turn is in."""
        turns = self.turns
        step = turns.step
        buttons: dict[str, str] = {}
        if turns.computer_decides:
            return buttons  # nothing to press while a computer player plays
        if step == "figure" and turn.abbot_possible():
            buttons["abbot"] = "Abbot: on (B)" if turn.abbot_mode else "Use abbot (B)"
        if turns.can_undo:
            buttons["undo"] = "Undo (Ctrl+Z)"
        if step == "figure":
            buttons["skip"] = "Skip figure (Space)"
        if step == "end_turn":
            buttons["end_turn"] = "See final scores" if self.state.finished else "End turn (Enter)"
        return buttons

    def pointer_cursor(self, turn: TurnInput) -> int:
        """A hand over things to pick up or press, a move cross while dragging the board."""
        point = turn.pointer
        if turn.press is not None and turn.panned:
            return pygame.SYSTEM_CURSOR_SIZEALL
        if (
            turn.dragging
            or self.hud.button_at(point) is not None
            or (self.turns.step == "tile" and self.hud.layout.hand_tile.collidepoint(point))
        ):
            return pygame.SYSTEM_CURSOR_HAND
        return pygame.SYSTEM_CURSOR_ARROW


def scores_before_final(final_events: list[Event]) -> tuple[int, ...]:
    """The totals when the final scoring started (none while the game goes on)."""
    started = next((e for e in final_events if isinstance(e, FinalScoringStarted)), None)
    return started.scores if started is not None else ()


def _draw_notice(
    surface: pygame.Surface, text: str, area: tuple[float, float, float, float]
) -> None:
    """A parchment pill at the top of the board area."""
    image = theme.text(text, 22, theme.INK, "semibold")
    rect = image.get_rect().inflate(40, 20)
    rect.midtop = (round(area[0] + area[2] / 2), round(area[1]) + 4)
    draw_panel(surface, rect, 14)
    blit_text(surface, text, 22, rect.center, theme.INK, "semibold", "center")
