"""The replay viewer's Coach panel: while the coach reviews the game (off the window's thread),
its progress; then, for the turn shown, the turn played, the best turn and the points given
away, and the three costliest turns in a sentence each, numbered as their badges on the chart.

A side panel of the viewer (``replay_view.SidePanel``); drawing never changes the review.
"""

from __future__ import annotations

import pygame

from ...ai.coach import Lesson, Review, TurnReview
from ...engine import GameState
from ...i18n import _
from ..hud import coach_words
from ..hud.chart_badges import draw_chart_badges
from ..table.coach_job import CoachJob
from ..table.replay_cursor import ReplayCursor
from ..widgets import theme
from ..widgets.panels import blit_text, card, px, wrap_text
from .replay_view import ReplayView


class CoachPanel:
    """The coach's review of one game, shown beside the replay."""

    def __init__(self, game: GameState, scale: float = 1.0, job: CoachJob | None = None) -> None:
        self.job = job or CoachJob(game)
        self.scale = scale

    def start(self) -> None:
        """Begin the review (once; showing the panel again keeps the one made)."""
        self.job.start()

    def stop(self) -> None:
        self.job.cancel()

    @property
    def review(self) -> Review | None:
        return self.job.result

    def entry(self, turn: int) -> TurnReview | None:
        review = self.review
        if review is None:
            return None
        return next((t for t in review.turns if t.turn == turn), None)

    def lessons(self) -> list[Lesson]:
        return self.review.lessons() if self.review is not None else []

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, cursor: ReplayCursor) -> None:
        s = self.scale
        surface.blit(card(rect.size, scale=s), rect)
        blit_text(
            surface,
            _("Coach"),
            px(22, s),
            (rect.centerx, rect.top + px(8, s)),
            theme.INK,
            "semibold",
            "midtop",
        )
        inner = pygame.Rect(rect.left + px(12, s), rect.top + px(40, s), rect.width - px(24, s), 0)
        inner.height = rect.bottom - px(8, s) - inner.top
        job = self.job
        if job.error is not None:
            self._lines(surface, inner, [_("The coach could not review this game.")], theme.WARNING)
        elif self.review is None:
            self._progress(surface, inner)
        else:
            self._findings(surface, inner, cursor.turn)

    def _progress(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.scale
        percent = round(self.job.progress * 100)
        words = _("Looking at every turn: {percent}%").format(percent=percent)
        y = self._lines(surface, rect, [words], theme.INK_SOFT)
        track = pygame.Rect(rect.left, y + px(4, s), rect.width, px(12, s))
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=track.height // 2)
        done = track.copy()
        done.width = max(track.height, round(track.width * self.job.progress))
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=track.height // 2)

    def _findings(self, surface: pygame.Surface, rect: pygame.Rect, turn: int) -> None:
        s = self.scale
        entry = self.entry(turn)
        if entry is None:
            lines = [_("Step to a turn to see what the coach thinks of it.")]
        else:
            lines = [
                _("Turn {turn}").format(turn=entry.turn),
                coach_words.played_words(entry),
                coach_words.best_words(entry),
                coach_words.loss_words(entry),
            ]
        colour = theme.WARNING_INK if entry is not None and entry.loss > 0 else theme.INK
        y = self._lines(surface, rect, lines, colour)
        lessons = self.lessons()
        rest = pygame.Rect(rect.left, y + px(10, s), rect.width, rect.bottom - y - px(10, s))
        if not lessons:
            self._lines(surface, rest, [_("No turn gave points away.")], theme.INK_SOFT)
            return
        heading = _("The costliest turns")
        y = self._lines(surface, rest, [heading], theme.INK, "semibold")
        numbered = [
            _("{number}. {sentence}").format(
                number=index, sentence=coach_words.lesson_words(lesson)
            )
            for index, lesson in enumerate(lessons, 1)
        ]
        self._lines(surface, pygame.Rect(rest.left, y, rest.width, rest.bottom - y), numbered)

    def _lines(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        texts: list[str],
        colour: tuple[int, int, int] = theme.INK_SOFT,
        style: str = "regular",
    ) -> int:
        """Wrapped texts from the top of ``rect``, each only if all of it fits (never half a
        sentence); the y under the last."""
        size = px(16, self.scale)
        gap = px(3, self.scale)
        y = rect.top
        face = theme.font(size, style)
        for text in texts:
            parts = wrap_text(text, face, rect.width)
            if y + (len(parts) - 1) * (size + gap) + face.get_height() > rect.bottom:
                return y
            for part in parts:
                blit_text(surface, part, size, (rect.left, y), colour, style)
                y += size + gap
            y += gap
        return y

    def draw_marks(self, surface: pygame.Surface, view: ReplayView) -> None:
        """The costliest turns' numbers on the score chart, over the score after each."""
        lessons = self.lessons()
        if not lessons:
            return
        plot, font = view.chart_plot()
        points = max((len(line) for line in view.series), default=0)
        marks = [(lesson.turn, str(index)) for index, lesson in enumerate(lessons, 1)]
        draw_chart_badges(surface, plot, marks, points, font)
