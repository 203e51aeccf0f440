"""What the replay viewer shows: the board as it was, the players' panels and the log up to the
position, a banner with the turn and the current move's log line, the score chart with a marker
at the turn, and a column for side panels (the key help, or a panel another feature adds).

Everything is drawn from a :class:`.ReplayCursor` with the game's own board view, panels, chart
and log wording; drawing never changes the replay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

from ...engine import GameState, Pos, acting_player, placed_by
from ...i18n import N_, _, ngettext
from ...wording import expansions_on, played_with
from ..hud.chart import draw_score_chart, draw_turn_marker, score_series, seats_of
from ..hud.event_log import Entry, EventLog
from ..hud.hud import Hud, HudView
from ..hud.hud_paint import paint_banner
from ..hud.supply_row import expansion_row
from ..input import mode
from ..input.words import said
from ..table.replay_cursor import Replay, ReplayCursor
from ..widgets import theme
from ..widgets.panels import blit_text, card, px, text_px, wrap_text
from .board_view import BoardView
from .camera import Camera, tiles_rect

MARGIN = 12
COLUMN_W = 320  # the chart and side panels, at scale 1
COLUMN_LEAST = 300  # px: the column's width in a small window (the coach's sentences at
SIDE_LEAST = 290  # px: and its side panel's height, READABLE text: the chart gives way)
BAR_H = 116  # the timeline and the buttons, at scale 1
LOG_LINES = 8


class SidePanel(Protocol):
    """A panel in the viewer's right-hand column, under the chart (e.g. a coach's advice)."""

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, cursor: ReplayCursor) -> None:
        """Paint into ``rect`` for the position the cursor shows."""
        ...


@dataclass(frozen=True)
class ReplayLayout:
    """Where everything goes in a window: board area, banner, chart, side column, control bar."""

    scale: float
    banner: pygame.Rect
    chart: pygame.Rect
    side: pygame.Rect
    bar: pygame.Rect
    board: pygame.Rect


def replay_layout(hud: Hud, size: tuple[int, int]) -> ReplayLayout:
    """The players' column on the left (the game's own layout), chart and side panels on the
    right, the control bar along the bottom between them, the board in the middle."""
    s = hud.scale
    width, height = size
    margin = px(MARGIN, s)
    left = hud.layout.players[0].right + margin
    column_w = max(px(COLUMN_W, s), min(COLUMN_LEAST, width // 3))
    column = pygame.Rect(width - margin - column_w, margin, column_w, 0)
    bar = pygame.Rect(left, height - margin - px(BAR_H, s), width - margin - left, px(BAR_H, s))
    column.height = bar.top - margin - column.top
    chart_h = min(px(300, s), column.height // 2, column.height - margin - SIDE_LEAST)
    chart = pygame.Rect(column.left, column.top, column.width, chart_h)
    side = pygame.Rect(column.left, chart.bottom + margin, column.width, 0)
    side.height = bar.top - margin - side.top
    banner = pygame.Rect(left, margin, column.left - margin - left, px(70, s))
    board = pygame.Rect(left, banner.bottom + margin, banner.width, 0)
    board.height = bar.top - margin - board.top
    return ReplayLayout(s, banner, chart, side, bar, board)


def move_lines(replay: Replay) -> tuple[tuple[Entry, ...], ...]:
    """Each move's log lines, told as in play (``lines[k]``: what move ``k`` did)."""
    lines = []
    for index, events, state in replay.walk():
        log = EventLog()
        log.add(list(events), state, index + 1)
        lines.append(tuple(log.entries))
    return tuple(lines)


class ReplayView:
    """The board, panels, banner and chart of one replay."""

    def __init__(self, replay: Replay, size: tuple[int, int], ui_scale: float = 1.0) -> None:
        self.replay = replay
        final = replay.final
        self.camera = Camera(size)
        self.board = BoardView(self.camera)
        self.hud = Hud(size, len(final.players), ui_scale, expansion_row(final))
        self.hud.set_players(final)
        self.lines = move_lines(replay)
        self.series = score_series(final)
        self.seats = seats_of(final)
        self.layout = replay_layout(self.hud, size)
        self.fitted: tuple[int, tuple[Pos, ...]] | None = None  # what the camera was fitted to
        self.also: tuple[Pos, ...] = ()  # more places to keep in view (the coach's ghost)

    def resize(self, size: tuple[int, int], ui_scale: float | None = None) -> None:
        self.camera.resize(size)
        self.hud.resize(size, len(self.replay.final.players), ui_scale)
        self.layout = replay_layout(self.hud, size)
        self.fitted = None

    def fit(self, cursor: ReplayCursor) -> None:
        """Every tile of the position (and ``also``) in the board area (once per position)."""
        if self.fitted == (cursor.position, self.also):
            return
        self.fitted = (cursor.position, self.also)
        area = self.layout.board
        view = (float(area.left), float(area.top), float(area.width), float(area.height))
        self.camera.fit(tiles_rect((*cursor.state.board, *self.also)), view)

    # --- words --------------------------------------------------------------------------------

    def log_entries(self, position: int) -> list[Entry]:
        """The log's last lines up to the position (the current move's last)."""
        shown: list[Entry] = []
        for lines in reversed(self.lines[:position]):
            shown[:0] = lines
            if len(shown) >= LOG_LINES:
                break
        return shown[-LOG_LINES:]

    def move_words(self, cursor: ReplayCursor) -> str:
        """The log line(s) of the move that led to the position (a move without any, such
        as no figure, is told by its turn's last move that had some); before the first move,
        who starts and the expansions played with."""
        state = cursor.state
        if cursor.position == 0:  # what the game is played with, before its first move
            name = state.players[acting_player(state)].name
            return _("{name} starts the game  ·  {expansions}").format(
                name=name, expansions=played_with(expansions_on(state.options))
            )
        start = self.replay.turn_starts[cursor.turn - 1] if cursor.turn else 0
        told = (self.lines[k] for k in range(cursor.position - 1, start - 1, -1))
        texts = [entry.text for entry in next((lines for lines in told if lines), ())]
        if state.finished and texts:
            return texts[-1]  # the final scoring's many lines are in the log: who won
        return "  ·  ".join(texts[:2]) if texts else _("A move without anything to tell")

    def title(self, cursor: ReplayCursor) -> str:
        state = cursor.state
        if state.finished:
            turns = cursor.turns
            return ngettext(
                "Game over after {turns} turn", "Game over after {turns} turns", turns
            ).format(turns=turns)
        player = cursor.turn_player
        if player is None:
            return _("Before turn 1 of {turns}").format(turns=cursor.turns)
        return _("Turn {turn} of {turns}: {name}").format(
            turn=cursor.turn, turns=cursor.turns, name=state.players[player].name
        )

    # --- a frame ------------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, cursor: ReplayCursor, side_panels: list[SidePanel]
    ) -> None:
        state = cursor.state
        self.fit(cursor)
        self.board.draw(surface, state, last_frame(state))
        self.hud.draw_players(surface, self.hud_view(cursor))
        self._draw_banner(surface, cursor)
        self._draw_chart(surface, cursor)
        self._draw_side(surface, cursor, side_panels)
        bar = self.layout.bar
        surface.blit(card(bar.size, scale=self.layout.scale), bar)

    def hud_view(self, cursor: ReplayCursor) -> HudView:
        """The players' panels as they were at the position."""
        state = cursor.state
        return HudView(
            state=state,
            acting=acting_player(state),
            title="",
            hint="",
            hand=not state.finished,
            over=state.finished,
            log=self.log_entries(cursor.position),
        )

    def _draw_banner(self, surface: pygame.Surface, cursor: ReplayCursor) -> None:
        rect, state, player = self.layout.banner, cursor.state, cursor.turn_player
        colour = None if state.finished or player is None else state.players[player].color
        words = self.move_words(cursor)
        picture = paint_banner(rect.size, self.title(cursor), words, colour, self.layout.scale)
        surface.blit(picture, rect)

    def _draw_chart(self, surface: pygame.Surface, cursor: ReplayCursor) -> None:
        rect, s = self.layout.chart, self.layout.scale
        surface.blit(card(rect.size, theme.CHART_CARD, scale=s), rect)
        size = px(22, s)
        blit_text(
            surface,
            _("Scores, turn by turn"),
            size,
            (rect.centerx, rect.top + px(10, s)),
            theme.INK,
            "semibold",
            "midtop",
        )
        plot, font = self.chart_plot()
        finished = self.replay.final.finished
        draw_score_chart(surface, plot, self.series, self.seats, font, final_scoring=finished)
        points = max((len(line) for line in self.series), default=0)
        draw_turn_marker(surface, plot, cursor.chart_index, points, font)

    def chart_plot(self) -> tuple[pygame.Rect, int]:
        """Where the score chart's lines are drawn (under its title) and its label size, for
        marks drawn over the chart (the turn marker, the coach's badges)."""
        rect, s = self.layout.chart, self.layout.scale
        plot = pygame.Rect(rect.left + px(8, s), rect.top + px(40, s), rect.width - px(16, s), 0)
        plot.height = rect.bottom - px(10, s) - plot.top
        return plot, text_px(15, s)

    def _draw_side(
        self, surface: pygame.Surface, cursor: ReplayCursor, side_panels: list[SidePanel]
    ) -> None:
        """The side column: the panels given, one under the other; the key help when none."""
        rect = self.layout.side
        if rect.height < px(60, self.layout.scale):
            return
        if not side_panels:
            self._draw_key_help(surface, rect)
            return
        height = rect.height // len(side_panels)
        for index, panel in enumerate(side_panels):
            slot = pygame.Rect(rect.left, rect.top + index * height, rect.width, height)
            panel.draw(surface, slot, cursor)

    def _draw_key_help(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.layout.scale
        surface.blit(card(rect.size, scale=s), rect)
        size = px(19, s)
        y = rect.top + px(12, s)
        touch = mode.is_touch()
        heading = _("By touch") if touch else said(N_("Keys"))
        blit_text(surface, heading, px(22, s), (rect.centerx, y), theme.INK, "semibold", "midtop")
        y += px(34, s)
        for line in TOUCH_HELP if touch else KEY_HELP:
            for part in wrap_text(said(line), theme.font(size), rect.width - px(28, s)):
                if y + size > rect.bottom - px(8, s):
                    return
                blit_text(surface, part, size, (rect.left + px(14, s), y), theme.INK_SOFT)
                y += size + px(5, s)


KEY_HELP = (
    N_("Left / Right: a move back or forward"),
    N_("Ctrl + Left / Right: a whole turn"),
    N_("Home / End: the first or last move"),
    N_("Space: play or pause"),
    N_("Esc: back"),
)
TOUCH_HELP = (
    N_("Drag along the line above the buttons to any turn"),
    N_("Move › and Turn »: a step forward, « and ‹ back"),
    N_("Play: watch the game go on by itself"),
)


def last_frame(state: GameState) -> tuple[tuple[int, int], str] | None:
    """The newest tile's frame, in the colour of the player who placed it."""
    pos = state.last
    if pos is None:
        return None
    player = placed_by(state, pos)
    return None if player is None else (pos, state.players[player].color)
