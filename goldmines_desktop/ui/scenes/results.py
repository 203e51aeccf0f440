"""The end of the game: the final scoring step by step, then the results with the score chart.

The final scoring (:mod:`.final_scoring`) reveals one step at a time; each waits a moment
(shorter at a faster animation speed), and Space, Enter or a click skips to the results.
In the demo the results stay a few seconds and the next game starts by itself; the demo strip
takes the input there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ...engine import Event, GameOver, GameState, categories, from_prepared_board, winners
from ...files.records_job import RecordsJob
from ...i18n import N_, _, ngettext
from ...wording import expansions_on, listing, played_with, turns_each
from ..board.poster_shelf import PosterShelf
from ..hud.chart import (
    projected_series,
    score_series,
    seats_of,
)
from ..hud.family_news import news_words
from ..hud.final_scoring import STEP_SECONDS, FinalScoring
from ..hud.results_news import ResultsNews
from ..hud.results_table import draw_chart_panel, draw_crown, draw_score_table, row_height
from ..hud.scoring_steps import ScoringStep, step_sound
from ..input.words import said
from ..scene import Scene
from ..table.replay_cursor import replay_of
from ..widgets import theme
from ..widgets.controls import Button
from ..widgets.focus import FocusGroup
from ..widgets.panels import (
    READABLE,
    blit_text,
    draw_table,
    draw_title,
    fit_font_size,
    px,
    row_rects,
    ui_scale,
)

if TYPE_CHECKING:
    from ..board.demo import Demo
    from ..scene import Host


def winners_of(state: GameState, events: Sequence[Event] = ()) -> tuple[int, ...]:
    """The winning player(s): the GameOver event's, else the engine's (ties share)."""
    for event in events:
        if isinstance(event, GameOver):
            return event.winners
    return winners(state)


def headline(names: Sequence[str]) -> str:
    """``Ann wins!`` or ``Ann and Bob share the win!``."""
    if len(names) == 1:
        return _("{name} wins!").format(name=names[0])
    return _("{names} share the win!").format(names=listing(list(names)))


def next_game_words(seconds: int) -> str:
    """The demo strip under the results (the title names the winner, so the strip only says
    when the next game comes)."""
    text = ngettext(
        "The next game starts in {n} second", "The next game starts in {n} seconds", seconds
    )
    return text.format(n=seconds)


class ResultsScene(Scene):
    """Final scoring, then the table, the chart and the winners."""

    def __init__(
        self, app: Host, state: GameState, events: Sequence[Event], demo: Demo | None = None
    ) -> None:
        super().__init__(app)
        self.state = state
        self.demo = demo
        self.results_shown_for = 0.0  # the demo moves on after ``demo.results_seconds``
        self.seats = seats_of(state)
        self.chart_lines = score_series(state), projected_series(state)
        self.scoring = FinalScoring(state, events, self.seats)
        self.winners = winners_of(state, events)
        self.headline = headline([state.players[p].name for p in self.winners])
        self.showing_results = False
        self.sound_played = False
        self.buttons = [
            Button(_("New game"), self.new_game),
            Button(_("Main menu"), self.main_menu, primary=False),
        ]
        self.news = ResultsNews([])
        self.poster = PosterShelf(state, self.news)  # the Poster button, then Open folder
        self.records: RecordsJob | None = None  # the game being counted in the family records
        if demo is None and not from_prepared_board(state):  # a board map's game has no record
            self.buttons.insert(1, Button(_("Watch again"), self.watch_again, primary=False))
            self.buttons.insert(2, self.poster.button)
            if state.finished:
                self.records = RecordsJob.counting(state)
                self.news.counting = True
        self.focus = FocusGroup(self.buttons)
        self.scale = 1.0
        self.resized(app.screen.get_size())

    # --- what is shown ---------------------------------------------------------------------

    @property
    def steps(self) -> list[ScoringStep]:
        """The final-scoring steps, in rule order."""
        return self.scoring.steps

    @property
    def shown(self) -> int:
        """How many final-scoring steps have been revealed."""
        return self.scoring.shown

    @property
    def start_totals(self) -> list[int]:
        """Each player's total before the final scoring."""
        return self.scoring.start_totals

    def running_totals(self) -> list[int]:
        """Each player's total with the revealed final-scoring steps counted."""
        return self.scoring.running_totals()

    def table(self) -> list[dict[str, int]]:
        """Points per category per player, in seating order (what the results table shows:
        the game's categories, goods only with Traders & Builders)."""
        shown = categories(self.state.options)
        return [{c: self.state.scores[p][c] for c in shown} for p in range(len(self.state.players))]

    @property
    def step_delay(self) -> float:
        if self.demo is not None:
            return STEP_SECONDS / self.demo.speed
        speed = self.app.settings.animation_speed or 1.0
        return STEP_SECONDS / speed

    # --- flow ------------------------------------------------------------------------------

    def entered(self) -> None:
        self.resized(self.app.screen.get_size())
        if not self.steps:
            self.show_results()

    def update(self, dt: float) -> None:
        records = self.records
        if records is not None and records.done:  # the family records' news, once known
            self.news.news = [news_words(item) for item in records.news]
            self.news.problem = records.message
            self.news.counting, self.records = False, None
        if self.showing_results:
            self.results_shown_for += dt
            if self.demo is not None and self.results_shown_for >= self.demo.results_seconds:
                self.demo.next_game()
            return
        step = self.scoring.update(dt, self.step_delay)
        if step is not None:
            self.app.audio.play(step_sound(step))
        elif self.scoring.over(self.step_delay):
            self.show_results()

    def skip(self) -> None:
        """Jump over the rest of the final scoring."""
        self.scoring.finish()
        self.show_results()

    def show_results(self) -> None:
        self.showing_results = True
        if not self.sound_played:
            self.sound_played = True
            self.app.audio.play("game_end")

    def new_game(self) -> None:
        self.app.show("setup")

    def main_menu(self) -> None:
        self.app.show("menu")

    def watch_again(self) -> None:
        """The replay viewer over the results, at the start (Back comes back here)."""
        self.app.open("watch", replay_of(self.state))

    def handle(self, event: pygame.event.Event) -> None:
        if self.demo is not None:
            self.demo.handle(event)
            return
        if not self.showing_results:
            skip_key = event.type == pygame.KEYDOWN and event.key in (
                pygame.K_SPACE,
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_ESCAPE,
            )
            click = event.type == pygame.MOUSEBUTTONUP and event.dict.get("button") == 1
            if skip_key or click:
                self.skip()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.main_menu()
            return
        self.focus.handle(event)

    # --- layout ----------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self.scale = self.scoring.scale = scale = ui_scale(size)
        centre = (size[0] // 2, size[1] - px(52, scale))
        rects = row_rects(centre, px(230, scale), px(56, scale), px(28, scale), len(self.buttons))
        for button, rect in zip(self.buttons, rects, strict=True):
            button.rect, button.font_size = rect, px(27, scale)
            if self.demo is not None:  # the chart ends above the demo strip instead
                button.rect.top = self.demo.panel_rect(size).top

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        if self.showing_results:
            self._draw_results(surface)
        else:
            self._draw_scoring(surface)
        if self.demo is not None:
            self.demo.draw(surface, self.state, self._demo_note())

    def _demo_note(self) -> str:
        if not self.showing_results:
            return _("The game is over: the final scoring")
        wait = self.demo.results_seconds if self.demo is not None else 0.0
        return next_game_words(max(1, math.ceil(wait - self.results_shown_for)))

    def _draw_scoring(self, surface: pygame.Surface) -> None:
        height = surface.get_height()
        s = self.scale
        bottom = height - px(52, s)
        if self.demo is not None:
            bottom = self.demo.panel_rect(surface.get_size()).top - px(10, s)
        self.scoring.draw(surface, bottom)
        if self.demo is not None:
            return
        blit_text(
            surface,
            said(N_("Space or click: skip to the results")),
            px(20, s),
            (surface.get_width() // 2, height - px(16, s)),
            theme.CAPTION,
            "regular",
            "midbottom",
        )

    # --- drawing: the results ---------------------------------------------------------------

    def _draw_results(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        s = self.scale
        title = draw_title(surface, self.headline, px(64, s), (width // 2, px(52, s)), theme.GOLD)
        draw_crown(surface, (title.left - px(44, s), title.centery), px(26, s))
        draw_crown(surface, (title.right + px(44, s), title.centery), px(26, s))
        words = self.subtitle()
        room = width - px(80, s)
        size = fit_font_size(words, room, px(24, s), "semibold", READABLE / px(24, s), "results")
        at = (width // 2, title.bottom)
        blit_text(surface, words, size, at, theme.PARCHMENT, "semibold", "midtop", room)
        rows = len(self.seats)
        table = pygame.Rect(
            px(40, s),
            title.bottom + px(40, s),
            width - px(80, s),
            px(60, s) + rows * row_height(len(self.seats), s),
        )
        draw_score_table(surface, table, self.seats, self.winners, self.table(), s)
        news_top, reserved = table.bottom + px(8, s), self._news_room()
        shift = max(0, (reserved - self._news_room(shown=True)) // 2)
        news_bottom = self.news.draw(surface, news_top + shift, s)
        chart_top = max(news_bottom, news_top + reserved) + px(14, s)
        chart = pygame.Rect(table.left, chart_top, table.width, 0)
        chart.height = self.buttons[0].rect.top - px(22, s) - chart.top
        draw_chart_panel(surface, chart, s, self.state, self.chart_lines, self.seats)
        if self.demo is None:
            self.focus.draw(surface)

    def subtitle(self) -> str:
        """Under the winners: the best score, the turns and the expansions played with."""
        best = max(self.state.totals())
        return _("{points}  ·  {turns}  ·  {expansions}").format(
            points=ngettext("{n} point", "{n} points", best).format(n=best),
            turns=turns_each(self.state.turn, len(self.state.players)),
            expansions=played_with(expansions_on(self.state.options)),
        )

    def _news_room(self, shown: bool = False) -> int:
        """The height kept for the news lines: theirs, and a line for the poster's while the
        Poster button is offered, so saving a poster never moves or rescales the chart
        (``shown``: the height of the lines shown now)."""
        news, s = self.news, self.scale
        lines = len(news.lines()) - (1 if news.poster_line and not shown else 0)
        offered = not shown and any(b.on_click == self.poster.make for b in self.buttons)
        line = theme.font(px(22, s), "semibold").get_height() + px(4, s)  # as the news draw
        return (lines + (1 if offered else 0)) * line
