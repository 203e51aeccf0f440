"""The results screen's Poster button: it saves the whole final board as a picture in the
posters' folder and says where in words (``ResultsNews``); then it becomes Open folder, which
shows that folder in the system's file manager (a notice when it cannot)."""

from __future__ import annotations

from pathlib import Path

from ...engine import GameState
from ...files.open_folder import open_folder
from ...i18n import _
from ..hud.results_news import ResultsNews
from ..widgets.controls import Button
from .poster import poster_name, posters_dir, posters_place, write_poster


class PosterShelf:
    """The Poster button of one finished game and where its poster went."""

    def __init__(self, state: GameState, news: ResultsNews) -> None:
        self.state, self.news = state, news
        self.button = Button(_("Poster"), self.make, primary=False)
        self.folder: Path | None = None  # where the poster went, once saved

    def make(self) -> None:
        """Save the poster and say where; the button then opens the folder."""
        try:
            folder = posters_dir()
        except OSError as err:
            self.news.poster_saved(None, err.strerror or type(err).__name__)
            return
        problem = write_poster(self.state, folder / poster_name(self.state))
        self.news.poster_saved(posters_place(folder), problem)
        if problem is None:
            self.folder = folder
            self.button.label, self.button.on_click = _("Open folder"), self.open

    def open(self) -> None:
        """Show the posters' folder in the system's file manager (a notice if it cannot)."""
        if self.folder is None:
            return
        problem = open_folder(self.folder)
        if problem is not None:
            self.news.folder_not_opened(problem, str(self.folder))
