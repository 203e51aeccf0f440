"""What the board in play shows, on top of the game state the turn controller holds.

The board with its animations and step highlights, the panels (whose title, hint and step
buttons are worked out here from the step of the turn), the log, a short notice that fades by
itself, the big "whose turn" banner, the demo strip in the demo, and the shape of the mouse
cursor. Drawing only reads the controller and the input; it never changes the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from ...engine import Event, FinalScoringStarted, Pos
from ...i18n import _
from ..hud.event_log import EventLog
from ..hud.hud import Hud, HudView
from ..hud.hud_paint import fit_size, turn_words
from ..hud.supply_row import expansion_row
from ..table.double_turn import banner_words, title_words
from ..table.seat_help import FULL_HELP, SeatHelp
from ..table.steps import PRIMARY, STEPS, Pick, Step
from ..table.turn_controller import TurnController
from ..widgets import theme
from ..widgets.panels import blit_text, draw_panel, px
from . import framing, highlights, recap_view
from .animations import Animator
from .board_finale import BoardFinale, draw_finale_step
from .board_view import BoardView
from .camera import Camera, tiles_rect
from .demo import Demo
from .figure_spots import size_for_spots
from .focus_ring import draw_focus_ring
from .place_button import draw_place_button
from .step_card import StepCard
from .turn_input import TurnInput

NOTICE_SECONDS = 2.5  # how long a short confirmation ("Saved as ...") stays on the board


class GameView(StepCard):
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
        state = turns.state
        self.hud = Hud(size, len(state.players), ui_scale, expansion_row(state))
        self.camera = Camera(size, tile_size=framing.comfort_size(self.hud.scale))
        self.board = BoardView(self.camera)
        self.hud.set_players(turns.state)
        self.animator = Animator()
        self.log = EventLog()
        self.turn_banner = 1.0
        self.notice: str | None = None
        self.notice_left = 0.0
        # the step a notice answers (a hint, a refused drop): it goes when that step is over
        self.notice_step: tuple[int, Step, int] | None = None
        self.tooltip: pygame.Rect | None = None  # where the last frame's tooltip went
        self.covers: list[pygame.Rect] = []  # cards over the board besides the HUD's panels
        self.notice_rect: pygame.Rect | None = None  # where the last notice was drawn
        self.finale: BoardFinale | None = None  # the final scoring shown on the board
        self.finale_due: BoardFinale | None = None  # shown once the last turn is ended
        # (hint, button) once the last tile is down and no final scoring is shown (a lesson's)
        self.last_turn_words: tuple[str, str] | None = None
        self.help_of: Callable[[str], SeatHelp] = lambda name: FULL_HELP  # a player's help
        self.hints = True  # the computer's hint is offered (a lesson gives its own instead)
        # the camera's centre and zoom before the figure step grew the new tile
        self.before_growing: tuple[tuple[float, float], float] | None = None

    def panel_point(self, player: int) -> tuple[float, float]:
        """Where things fly to in a player's panel (figures home, ingots, points)."""
        return self.hud.panel_point(player)

    def show_notice(
        self, text: str, seconds: float = NOTICE_SECONDS, *, of_step: bool = False
    ) -> None:
        """A short confirmation over the board that fades by itself; ``of_step``: it answers
        the step the turn is in now (a hint, a refused drop) and goes as soon as that step is
        over, so it never speaks over the next step or the next player's turn."""
        self.notice, self.notice_left = text, seconds
        self.notice_step = self.step_key() if of_step else None

    def step_key(self) -> tuple[int, Step, int]:
        """Which decision the game waits for: the moves so far, the step and who acts."""
        turns = self.turns
        return (len(turns.state.moves), turns.step, turns.acting)

    def notice_showing(self) -> bool:
        """Whether the notice is still on the board (not faded, its step not over)."""
        if self.notice_step is not None and self.notice_step != self.step_key():
            self.notice_left, self.notice_step = 0.0, None
        return self.notice_left > 0 and bool(self.notice)

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        if self.before_growing is not None and STEPS[self.turns.step].pick is not Pick.FIGURE_SPOT:
            self.camera.center, self.camera.zoom = self.before_growing  # as it was
            self.camera.revision += 1
            self.before_growing = None
        self.camera.update(dt)
        self.turn_banner = max(0.0, self.turn_banner - dt / 1.6)
        self.notice_left = max(0.0, self.notice_left - dt)
        self.notice_showing()

    def resize(
        self, size: tuple[int, int], ui_scale: float | None = None, turn: TurnInput | None = None
    ) -> None:
        """A new window size (or interface size): what is being decided comes back into the
        free area, which the panels have changed."""
        self.camera.resize(size)
        self.hud.resize(size, len(self.state.players), ui_scale)
        if not self.camera.chosen:  # the camera's own size grows and shrinks with the panels
            self.camera.zoom = float(framing.comfort_size(self.hud.scale))
        if turn is not None:
            self.frame_action(turn)

    # --- the camera ---------------------------------------------------------------------------

    def free_rect(self) -> tuple[float, float, float, float]:
        """The screen area no visible panel covers: the HUD's panels, the demo strip in the
        demo and whatever else lies over the board now (``covers``: a lesson's card)."""
        also = [(float(r.left), float(r.top), float(r.width), float(r.height)) for r in self.covers]
        if self.demo is not None:
            self.demo.room = self.demo_room()
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
        """If the tiles at ``positions`` (those nearest ``anchor`` that fit together; every
        one when ``whole``) are not in the free area (or ``area``) with room for their glow,
        or a panel covers one, glide the camera as little as needed to show them."""
        area = area or self.free_rect()
        framing.frame(self.camera, positions, area, anchor, whole, self.panel_boxes())

    def panel_boxes(self) -> list[tuple[float, float, float, float]]:
        """Every panel and card over the board now (the tile panel at its full size)."""
        hud = self.hud
        shown = [*hud.layout.rects().values(), hud.hand_rect, *self.covers]
        return [(float(r.left), float(r.top), float(r.width), float(r.height)) for r in shown]

    def action(self, turn: TurnInput) -> tuple[list[Pos], Pos | None]:
        """What is being decided now, to keep in view: the spots the tile in hand fits, the
        step's choices, else the new tile; and the last tile placed (where the play is)."""
        turns, state = self.turns, self.state
        anchor = turns.last_tile.pos if turns.last_tile is not None else state.last
        pick = STEPS[turns.step].pick
        if pick is Pick.SPOT and not turns.computer_decides:
            return list(turn.tile_spots()), anchor
        if pick in (Pick.TILE, Pick.FEATURE) and not turns.computer_decides:
            return sorted({c.pos for c in turn.choices()}), anchor
        return ([state.last] if state.last is not None else []), anchor

    def frame_action(self, turn: TurnInput) -> None:
        """Keep what is being decided in the free area (after a move, a resize, a new turn);
        in the figure step, first grow the new tile until its spots are easy to hit."""
        self.grow_for_spots(turn)
        positions, anchor = self.action(turn)
        self.keep_in_view(positions, anchor)

    def frame_opening(self, turn: TurnInput) -> None:
        """A game opened (new or continued): the board and what is decided centred in the
        free area when they fit it, else what is decided, nearest the play."""
        positions, anchor = self.action(turn)
        whole = [*self.state.board, *positions]
        framing.centre_on(self.camera, whole, self.free_rect(), anchor)
        self.frame_action(turn)

    def grow_for_spots(self, turn: TurnInput) -> None:
        """A player's figure step on a tile drawn too small for its spots (a gold tile with
        many segments): zoom on the tile until each spot has its own ``SPOT_REACH`` disc,
        off the ingots. The camera goes back as it was once the step is over."""
        state, turns = self.state, self.turns
        if turn.row.pick is not Pick.FIGURE_SPOT or turns.computer_decides or state.last is None:
            return
        placed = state.board[state.last]
        refs = {ref[2] for ref in turn.figure_refs(every=True)}
        ingots = state.ingots.get(state.last, 0) > 0
        size = self.camera.tile_size
        wanted = size_for_spots(placed.tile, placed.rotation, size, tuple(sorted(refs)), ingots)
        if wanted > size:
            if self.before_growing is None:
                self.before_growing = (self.camera.goal, self.camera.zoom)
            left, top, width, _ = self.camera.tile_rect(state.last)
            self.camera.zoom_to(wanted, (left + width / 2, top + width / 2))

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
        draw_focus_ring(surface, turn, self.animator.now)
        draw_place_button(surface, turn)
        self.hud.draw(surface, self.hud_view(turn))
        recap_view.draw_recap_card(surface, self)
        self.tooltip = highlights.draw_late(surface, turn, helped.worth, helped.glow)
        self.notice_rect = None
        if self.notice_showing() and self.notice:
            decided = self.decided_rect(turn)
            self.notice_rect = _draw_notice(
                surface, self.notice, self.free_rect(), self.hud.scale, decided
            )
        if self.demo is not None:
            self.demo.room = self.demo_room()
            self.demo.draw(surface, self.state)

    def demo_room(self) -> tuple[int, int]:
        """The span between the log (or the players' column) and the tile in hand, where the
        demo strip goes."""
        layout = self.hud.layout
        left = max((r.right for r in (*layout.players, layout.log)), default=0)
        return (left, layout.hand.left)

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
        row = STEPS[step]
        name = state.players[turns.acting].name
        title = turn_words(name) if row.title is None else _(row.title).format(name=name)
        grew = turns.second_part
        if grew is not None and row.title is None:
            title = title_words(name)
        finale = self.finale
        counting = finale or self.finale_due  # not begun: every figure still on the board
        scores: tuple[int, ...] = ()
        if finale is not None:
            title, scores = _("Final scoring"), finale.scores()
        else:  # until the results screen counts the final scoring up, the totals before it
            scores = scores_before_final(turns.final_events)
        return HudView(
            state=state,
            acting=turns.acting,
            title=title,
            hint=self.step_hint(turn),
            hand=row.holds_tile,
            over=step is Step.OVER,
            rotation=turn.rotation,
            hand_hidden=turn.dragging,
            buttons=self.step_buttons(turn),
            pressed=self.step_pressed(turn),
            captions=self.step_captions(turn),
            icons=self.step_icons(turn),
            primary=PRIMARY,
            log=self.log.last(8),
            pointer=turn.pointer,
            computer=turns.computer_decides,
            turn_banner=self.turn_banner if row.holds_tile else 0.0,
            banner_words=banner_words(grew, name, turns.computer_decides) if grew else "",
            scores=scores,
            supply=counting.supply() if counting is not None else (),
        )

    def pointer_cursor(self, turn: TurnInput) -> int:
        """A hand over things to pick up or press, a move cross while dragging the board."""
        point = turn.pointer
        if turn.press is not None and turn.panned:
            return pygame.SYSTEM_CURSOR_SIZEALL
        if (
            turn.dragging
            or self.hud.button_at(point) is not None
            or (turn.row.holds_tile and self.hud.layout.hand_tile.collidepoint(point))
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
