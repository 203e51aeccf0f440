"""The replay viewer's Coach panel: while the coach reviews the game (off the window's thread),
its progress; then, for the turn shown, the turn played, the better turn in one plain sentence
(its ghost on the board, see :mod:`.coach_ghost`) and the points given away, and the three
costliest turns in a sentence each, numbered as their badges on the chart. A click on a badge
or on a turn's line goes to that turn.

A side panel of the viewer (``replay_view.SidePanel``); drawing never changes the review.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...ai.coach import Lesson, Review, TurnReview, TurnStarts, lesson_of
from ...engine import GameState
from ...i18n import _
from ..hud import coach_words
from ..hud.chart_badges import badge_at, draw_chart_badges
from ..table.coach_job import CoachJob
from ..table.replay_cursor import Replay, ReplayCursor
from ..widgets import text_fit, theme
from ..widgets.panels import READABLE, blit_text, card, px, text_px, wrap_text
from .coach_ghost import Ghost, ghost_of
from .replay_view import ReplayView


class CoachPanel:
    """The coach's review of one game, shown beside the replay."""

    def __init__(
        self, game: GameState | TurnStarts, scale: float = 1.0, job: CoachJob | None = None
    ) -> None:
        """The review of ``game``: a game's state, or the turns of the replay shown (the
        viewer's ``Replay.coach_turns``, so the coach plays the record no second time)."""
        self.job = job or CoachJob(game)
        self.scale = scale
        self.list_rects: list[tuple[pygame.Rect, int]] = []  # the costly turns' lines, drawn
        self._drawn: list[pygame.Rect] = []
        self._ghosts: dict[int, Ghost | None] = {}

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

    def turn_words(self, turn: int) -> list[str]:
        """What the coach says of the turn shown: its number, what was played, the better
        turn in one sentence (its ghost is on the board) and the points given away."""
        entry = self.entry(turn)
        if entry is None:
            return [_("Step to a turn to see what the coach thinks of it.")]
        if entry.best == entry.played or entry.loss <= 0:
            better = coach_words.best_words(entry)
        else:
            better = coach_words.better_words(lesson_of(entry))
        return [
            _("Turn {turn}").format(turn=entry.turn),
            coach_words.played_words(entry),
            better,
            coach_words.loss_words(entry),
        ]

    def _findings(self, surface: pygame.Surface, rect: pygame.Rect, turn: int) -> None:
        entry = self.entry(turn)
        colour = theme.WARNING_INK if entry is not None and entry.loss > 0 else theme.INK
        lessons = self.lessons()
        groups: list[tuple[list[str], tuple[int, int, int], str, int]] = [
            (self.turn_words(turn), colour, "regular", 0)
        ]
        if not lessons:
            groups.append(([_("No turn gave points away.")], theme.INK_SOFT, "regular", 10))
        else:
            groups.append(([_("The costliest turns")], theme.INK, "semibold", 10))
            groups.append(
                (self._numbered(lessons, coach_words.turn_sentence), theme.INK_SOFT, "regular", 0)
            )
        size = self._fitting_size(rect, groups)
        if size is None and lessons:  # no room for whole sentences: each turn and its points
            groups[-1] = (
                self._numbered(lessons, coach_words.short_turn_sentence),
                theme.INK_SOFT,
                "regular",
                0,
            )
            size = self._fitting_size(rect, groups)
        size = size or READABLE  # what still does not fit is reported as it is drawn
        self.list_rects = []
        y = rect.top
        for texts, tone, style, before in groups:
            area = pygame.Rect(rect.left, y + px(before, self.scale), rect.width, 0)
            area.height = rect.bottom - area.top
            y = self._lines(surface, area, texts, tone, style, size)
        if lessons:  # the numbered lines, drawn last: a click on one goes to its turn
            drawn = self._drawn[: len(lessons)]
            self.list_rects = [(r, lesson.turn) for r, lesson in zip(drawn, lessons, strict=False)]

    @staticmethod
    def _numbered(lessons: list[Lesson], words: Callable[[Lesson], str]) -> list[str]:
        """The costly turns' lines, numbered as their badges on the chart."""
        return [
            _("{number}. {sentence}").format(number=index, sentence=words(lesson))
            for index, lesson in enumerate(lessons, 1)
        ]

    def _fitting_size(
        self, rect: pygame.Rect, groups: list[tuple[list[str], tuple[int, int, int], str, int]]
    ) -> int | None:
        """The largest text size (16 at most, ``READABLE`` at least) at which every line of
        every group fits ``rect``: the list never drops a turn because the text above it
        wraps; None when they do not fit even at ``READABLE``."""
        for design in range(16, 10, -1):
            size = text_px(design, self.scale)
            y = rect.top
            for texts, _tone, style, before in groups:
                y += px(before, self.scale) + self._height(texts, size, style, rect.width)
            if y <= rect.bottom:
                return size
        return None

    def _height(self, texts: list[str], size: int, style: str, width: int) -> int:
        gap = px(3, self.scale)
        face = theme.font(size, style)
        rows = sum(len(wrap_text(text, face, width)) for text in texts)
        return rows * (size + gap) + len(texts) * gap

    def _lines(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        texts: list[str],
        colour: tuple[int, int, int] = theme.INK_SOFT,
        style: str = "regular",
        size: int | None = None,
    ) -> int:
        """Wrapped texts from the top of ``rect``, each only if all of it fits (never half a
        sentence); the y under the last. Where each text went is kept in ``_drawn``."""
        size = size or text_px(16, self.scale)
        gap = px(3, self.scale)
        y = rect.top
        face = theme.font(size, style)
        self._drawn = []
        for text in texts:
            parts = wrap_text(text, face, rect.width)
            if y + (len(parts) - 1) * (size + gap) + face.get_height() > rect.bottom:
                text_fit.report(text, rect.bottom - y, len(parts) * (size + gap), "coach panel")
                return y
            top = y
            for part in parts:
                blit_text(surface, part, size, (rect.left, y), colour, style)
                y += size + gap
            self._drawn.append(pygame.Rect(rect.left, top, rect.width, y - top))
            y += gap
        return y

    def draw_marks(self, surface: pygame.Surface, view: ReplayView) -> None:
        """The costliest turns' numbers on the score chart, over the score after each."""
        lessons = self.lessons()
        if not lessons:
            return
        plot, font = view.chart_plot()
        points = max((len(line) for line in view.series), default=0)
        draw_chart_badges(surface, plot, self._marks(lessons), points, font)

    @staticmethod
    def _marks(lessons: list[Lesson]) -> list[tuple[int, str]]:
        return [(lesson.turn, str(index)) for index, lesson in enumerate(lessons, 1)]

    def turn_at(self, view: ReplayView, point: tuple[int, int]) -> int | None:
        """The costly turn a click at ``point`` asks for: its badge on the chart or its line
        in the list (None: neither is there)."""
        lessons = self.lessons()
        if not lessons:
            return None
        plot, font = view.chart_plot()
        points = max((len(line) for line in view.series), default=0)
        number = badge_at(plot, self._marks(lessons), points, font, point)
        if number is not None:
            return lessons[number].turn
        return next((turn for rect, turn in self.list_rects if rect.collidepoint(point)), None)

    def ghost(self, replay: Replay, turn: int) -> Ghost | None:
        """The better turn's ghost for the turn shown (worked out once per turn)."""
        entry = self.entry(turn)
        if entry is None:
            return None
        if turn not in self._ghosts:
            self._ghosts[turn] = ghost_of(replay, entry)
        return self._ghosts[turn]
