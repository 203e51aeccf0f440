"""The results screen's lines about the family's records ("Ann's best score yet: 87 points",
"Bob has beaten Ann 3 times this month") and where the poster went.

The results screen counts the game in the records when it opens, off the window's thread
(``files.records_job``), and hands the news over when they are known (a game already counted
adds nothing, so opening its results again says nothing new)."""

from __future__ import annotations

import pygame

from ...i18n import _
from ..widgets import theme
from ..widgets.panels import blit_text, px, wrap_text

MAX_LINES = 3  # news lines shown (the first ones: personal bests, then head-to-head)


class ResultsNews:
    """What is new in the family's records after a game, and the poster's line."""

    def __init__(self, news: list[str], problem: str | None = None) -> None:
        self.news = news
        self.problem = problem  # the records file was damaged or could not be written
        self.counting = False  # the game is being counted (the records worked out again)
        self.poster_line = ""
        self.poster_failed = False

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines to show, with their colours."""
        shown = [(line, theme.GOLD) for line in self.news[:MAX_LINES]]
        if self.counting:
            shown.append((_("Counting the game in the family records..."), theme.CAPTION))
        if self.problem:
            shown.append((self.problem, theme.TABLE_ALERT))
        if self.poster_line:
            colour = theme.TABLE_ALERT if self.poster_failed else theme.CAPTION
            shown.append((self.poster_line, colour))
        return shown

    def height(self, scale: float) -> int:
        return len(self.lines()) * px(28, scale)

    def draw(self, surface: pygame.Surface, top: int, scale: float) -> int:
        """Draw the lines centred from ``top``; the bottom of the last one."""
        y = top
        room = surface.get_width() - px(60, scale)
        face = theme.font(px(22, scale), "semibold")
        for line, colour in self.lines():  # a poster's long path wraps at its folders
            for part in wrap_text(line[:300], face, room, "results news"):
                rect = blit_text(
                    surface,
                    part,
                    px(22, scale),
                    (surface.get_width() // 2, y),
                    colour,
                    "semibold",
                    "midtop",
                )
                y = rect.bottom + px(4, scale)
        return y

    def poster_saved(self, where: str | None, problem: str | None) -> None:
        """Say where the poster went (``where``: in words), or why it could not be made."""
        self.poster_failed = problem is not None
        if problem is not None:
            self.poster_line = _("The poster could not be saved ({problem}).").format(
                problem=problem
            )
        else:
            self.poster_line = where or ""

    def folder_not_opened(self, problem: str, folder: str) -> None:
        """The file manager could not show the posters' folder: say why, and where it is."""
        self.poster_failed = True
        self.poster_line = _("The folder could not be opened ({problem}); it is {folder}").format(
            problem=problem, folder=folder
        )
