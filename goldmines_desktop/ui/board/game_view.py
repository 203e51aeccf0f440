"""What the board in play shows, on top of the game state the turn controller holds.

The board with its animations and step highlights, the panels (whose title, hint and step
buttons are worked out here from the step of the turn), the log, a short notice that fades by
itself, the big "whose turn" banner, the demo strip in the demo, and the shape of the mouse
cursor. Drawing only reads the controller and the input; it never changes the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from ...engine import Event, FinalScoringStarted, GameState, Pos
from ...i18n import N_, _
from ..hud.event_log import EventLog
from ..hud.hud import Hud, HudView
from ..hud.hud_paint import fit_size, turn_words
from ..input.words import said
from ..table.seat_help import FULL_HELP, SeatHelp
from ..table.turn_controller import TurnController
from ..widgets import theme
from ..widgets.panels import blit_text, draw_panel, px
from . import framing, highlights, recap_view
from .animations import Animator
from .board_finale import BoardFinale, draw_finale_step
from .board_view import BoardView
from .camera import Camera, tiles_rect
from .demo import Demo
from .place_button import draw_place_button
from .turn_input import TurnInput

NOTICE_SECONDS = 2.5  # how long a short confirmation ("Saved as ...") stays on the board
STEP_WORDS = {
    "tile": N_("Drag your tile onto a glowing spot (R rotates)"),
    "gold": N_("Click a glowing tile for the second gold ingot"),
    "figure": N_("Place a figure on your new tile, or skip"),
    "score": N_("Choose which completed feature scores first"),
    "take_gold": N_("Click a glowing tile to take a gold ingot from it"),
    "end_turn": N_("Press Enter or End turn when you are done"),
    "over": N_("The game is over"),
}
COMPUTER_WORDS = {
    "easy": N_("The computer (easy) is playing"),
    "normal": N_("The computer (normal) is playing"),
    "hard": N_("The computer (hard) is playing"),
}


class GameView:
    """The camera, board, panels, log and animations of one game."""

    def __init__(
        self,
        turns: TurnController,
        size: tuple[int, int],
        demo: Demo | None,
        ui_scale: float = 1.0,
    ) -> None:
        """``ui_scale``: the player's interface size setting (the panels' size)."""
        self.turns = turns
        self.demo = demo
        self.camera = Camera(size)
        self.board = BoardView(self.camera)
        self.hud = Hud(size, len(turns.state.players), ui_scale)
        self.hud.set_players(turns.state)
        self.animator = Animator()
        self.log = EventLog()
        self.turn_banner = 1.0
        self.notice: str | None = None
        self.notice_left = 0.0
        self.tooltip: pygame.Rect | None = None  # where the last frame's tooltip went
        self.covers: list[pygame.Rect] = []  # cards over the board besides the HUD's panels
        self.notice_rect: pygame.Rect | None = None  # where the last notice was drawn
        self.finale: BoardFinale | None = None  # the final scoring shown on the board
        # (hint, button) once the last tile is down and no final scoring is shown (a lesson's)
        self.last_turn_words: tuple[str, str] | None = None
        self.help_of: Callable[[str], SeatHelp] = lambda name: FULL_HELP  # a player's help
        self.hints = True  # the computer's hint is offered (a lesson gives its own instead)

    @property
    def state(self) -> GameState:
        return self.turns.state

    def panel_point(self, player: int) -> tuple[float, float]:
        """Where things fly to in a player's panel (figures home, ingots, points)."""
        return self.hud.panel_point(player)

    def show_notice(self, text: str, seconds: float = NOTICE_SECONDS) -> None:
        """A short confirmation over the board that fades by itself."""
        self.notice, self.notice_left = text, seconds

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.turn_banner = max(0.0, self.turn_banner - dt / 1.6)
        self.notice_left = max(0.0, self.notice_left - dt)

    def resize(
        self, size: tuple[int, int], ui_scale: float | None = None, turn: TurnInput | None = None
    ) -> None:
        """A new window size (or interface size): what is being decided comes back into the
        free area, which the panels have changed."""
        self.camera.resize(size)
        self.hud.resize(size, len(self.state.players), ui_scale)
        if turn is not None:
            self.frame_action(turn)

    # --- the camera ---------------------------------------------------------------------------

    def free_rect(self) -> tuple[float, float, float, float]:
        """The screen area no visible panel covers: the HUD's panels, the demo strip in the
        demo and whatever else lies over the board now (``covers``: a lesson's card)."""
        also = [(float(r.left), float(r.top), float(r.width), float(r.height)) for r in self.covers]
        if self.demo is not None:
            strip = self.demo.panel_rect(self.hud.layout.size)
            also.append((float(strip.left), float(strip.top), float(strip.width), 1e6))
        return self.hud.free_area(also)

    def fit_board(self, also: tuple[Pos, ...] = ()) -> None:
        """Home: every placed tile, and ``also`` these positions, in the free area (at any
        size; the zoom is the camera's own again)."""
        self.camera.fit(tiles_rect((*self.state.board, *also)), self.free_rect())

    def show_tile(self, pos: Pos) -> None:
        """Bring a board position into the free area if it is not inside it."""
        self.keep_in_view((pos,))

    def keep_in_view(
        self,
        positions: Iterable[Pos],
        anchor: Pos | None = None,
        whole: bool = False,
        area: tuple[float, float, float, float] | None = None,
    ) -> None:
        """Move the camera as little as needed so that the tiles at ``positions`` (those
        nearest ``anchor`` that fit at a comfortable size; every one when ``whole``) lie in
        the free area (or ``area``), with room for their glow."""
        sizes = framing.tile_sizes(self.hud.scale)
        framing.frame(self.camera, positions, area or self.free_rect(), anchor, sizes, whole)

    def action(self, turn: TurnInput) -> tuple[list[Pos], Pos | None]:
        """What is being decided now, to keep in view: the spots the tile in hand fits, the
        step's choices, else the new tile; and the last tile placed (where the play is)."""
        turns, state = self.turns, self.state
        anchor = turns.last_tile.pos if turns.last_tile is not None else state.last
        step = turns.step
        if step == "tile" and not turns.computer_decides:
            return list(turn.tile_spots()), anchor
        if step in ("gold", "take_gold", "score") and not turns.computer_decides:
            return sorted({c.pos for c in turn.choices()}), anchor
        return ([state.last] if state.last is not None else []), anchor

    def frame_action(self, turn: TurnInput) -> None:
        """Keep what is being decided in the free area (after a move, a resize, a new turn)."""
        positions, anchor = self.action(turn)
        self.keep_in_view(positions, anchor)

    # --- a frame ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, turn: TurnInput) -> None:
        """The whole frame of the board in play, bottom layer first."""
        turns = self.turns
        last = turns.last_tile
        frame = None if last is None else (last.pos, self.state.players[last.player].color)
        self.board.draw(surface, self.state, frame, self.animator.hidden())
        finale = self.finale
        if finale is not None:
            leftovers = [*finale.waiting_figures(), *finale.waiting_ingots()]
            self.board.draw_leftovers(surface, self.state, leftovers)
            draw_finale_step(surface, self.board, self.state, finale, self.free_rect())
        elif turns.final_events:
            self.board.draw_leftovers(surface, self.state, turns.final_events)
        self.animator.draw(surface, self)
        recap_view.draw_tile_marks(surface, self)
        helped = self.seat_help()
        highlights.draw_step(surface, turn, self.animator.now, glow=helped.glow)
        draw_place_button(surface, turn)
        self.hud.draw(surface, self.hud_view(turn))
        recap_view.draw_recap_card(surface, self)
        self.tooltip = highlights.draw_late(surface, turn, worth=helped.worth)
        if self.notice_left > 0 and self.notice:
            decided = self.decided_rect(turn)
            self.notice_rect = _draw_notice(
                surface, self.notice, self.free_rect(), self.hud.scale, decided
            )
        if self.demo is not None:
            self.demo.draw(surface, self.state)

    def decided_rect(self, turn: TurnInput) -> pygame.Rect | None:
        """The tile being decided on screen (where the tile in hand would go, the selected
        choice, the new tile), which a notice must not cover."""
        choice = turn.selection()
        pos = turn.target_spot() or (choice.pos if choice is not None else self.state.last)
        return None if pos is None else pygame.Rect(self.camera.tile_rect(pos))

    def hud_view(self, turn: TurnInput) -> HudView:
        """What the panels show this frame."""
        turns, state = self.turns, self.state
        step = turns.step
        name = state.players[turns.acting].name
        if step == "take_gold":
            title = _("{name} takes gold").format(name=name)
        else:
            title = turn_words(name)
        if step == "over":
            title = _("Game over")
        finale = self.finale
        scores: tuple[int, ...] = ()
        if finale is not None:
            title, scores = _("Final scoring"), finale.scores()
        else:  # until the results screen counts the final scoring up, the totals before it
            scores = scores_before_final(turns.final_events)
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
            scores=scores,
            supply=finale.supply() if finale is not None else (),
        )

    def _hint(self, turn: TurnInput) -> str:
        turns = self.turns
        step = turns.step
        level = turns.computer.level(turns.acting)
        if level is not None and step != "over" and not self.state.finished:
            return _(COMPUTER_WORDS.get(level, COMPUTER_WORDS["normal"]))
        finale = self.finale
        if finale is not None and step in ("end_turn", "over"):
            if finale.done:
                return _("Every point is counted. See who won!")
            current = finale.current
            return current.text if current is not None else _("That was the last tile!")
        if step == "end_turn" and self.state.finished and self.last_turn_words is not None:
            return self.last_turn_words[0]
        if step == "end_turn" and self.state.finished:
            return _("That was the last tile! See the final scores.")
        if step == "figure" and turn.return_abbot_move() is not None:
            return said(N_("Place a figure, click your abbot to take it back, or skip"))
        return said(STEP_WORDS[step])

    def step_buttons(self, turn: TurnInput) -> dict[str, str]:
        """The step card's buttons (name -> label) for the step the turn is in."""
        turns = self.turns
        step = turns.step
        buttons: dict[str, str] = {}
        if turns.computer_decides:
            return buttons  # nothing to press while a computer player plays
        if step == "figure" and turn.abbot_possible():
            buttons["abbot"] = (
                said(N_("Abbot: on (B)")) if turn.abbot_mode else said(N_("Use abbot (B)"))
            )
        if turns.can_undo and self.finale is None:
            buttons["undo"] = said(N_("Undo (Ctrl+Z)"))
        if step == "figure":
            buttons["skip"] = said(N_("Skip figure (Space)"))
        if self.finale is not None and not self.finale.done:
            buttons["skip_finale"] = said(N_("Skip (Space)"))
        if self.hint_offered():
            buttons["hint"] = said(N_("Hint (H)"))
        if step == "end_turn":
            buttons["end_turn"] = (
                _("See final scores") if self.state.finished else said(N_("End turn (Enter)"))
            )
            if self.state.finished and self.last_turn_words is not None:
                buttons["end_turn"] = self.last_turn_words[1]
        return buttons

    def seat_help(self) -> SeatHelp:
        """The help of the player acting now (a computer seat needs none, and gets it all)."""
        return self.help_of(self.state.players[self.turns.acting].name)

    def hint_offered(self) -> bool:
        """Whether the acting player may ask for a hint now (the Hint button and H): a human
        with the hint on, in a step that has a move to advise, no final scoring running."""
        turns = self.turns
        if turns.computer_decides or self.finale is not None or not self.hints:
            return False
        return turns.step != "over" and not self.state.finished and self.seat_help().hint

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
    surface: pygame.Surface,
    text: str,
    area: tuple[float, float, float, float],
    scale: float = 1.0,
    avoid: pygame.Rect | None = None,
) -> pygame.Rect:
    """A parchment pill at the top of the board area, or at its foot when it would cover
    ``avoid`` (the tile being decided); a long one shrinks to fit it."""
    size = fit_size(text, round(area[2]) - px(40, scale), px(22, scale), "semibold")
    image = theme.text(text, size, theme.INK, "semibold")
    rect = image.get_rect().inflate(px(40, scale), px(20, scale))
    rect.midtop = (round(area[0] + area[2] / 2), round(area[1]) + px(4, scale))
    if avoid is not None and rect.colliderect(avoid):
        rect.midbottom = (rect.centerx, round(area[1] + area[3]) - px(4, scale))
    draw_panel(surface, rect, px(14, scale))
    blit_text(surface, text, size, rect.center, theme.INK, "semibold", "center")
    return rect
