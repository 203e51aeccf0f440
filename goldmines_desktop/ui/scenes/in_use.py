"""A game that is open in another window: say so, and offer to play a copy here.

Continue (from the main menu or the Continue list) asks ``unfinished_games.open_autosave``; when
another window holds the game, screen "in_use" says so in a card over the table. "Open a copy"
makes a new unfinished game from the same record (``open_copy``) and plays it here, so both
windows' games are kept; "Back" (or Esc) leaves the game to the other window.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ...files import unfinished_games
from ...i18n import _
from ..scene import Host, Scene
from ..widgets import theme
from ..widgets.controls import Button, choice_card
from ..widgets.focus import FocusGroup
from ..widgets.panels import (
    blit_text,
    draw_panel,
    draw_table,
    draw_title,
    px,
    wrap_text,
)


class InUseScene(Scene):
    """The card for an unfinished game that another window has open."""

    def __init__(self, app: Host, path: Path) -> None:
        super().__init__(app)
        self.path = path
        self.message = _(
            "This game is open in another window. Play it there, or play a copy of it here: "
            "both games are then kept."
        )
        self.problem: str | None = None
        self.copy_button = Button(_("Open a copy"), self.open_copy)
        self.back_button = Button(_("Back"), self.back, primary=False)
        self.focus = FocusGroup([self.copy_button, self.back_button])
        self.card = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def open_copy(self) -> None:
        """A copy of the game, as a new unfinished game of this window."""
        opening = unfinished_games.open_copy(self.path)
        if opening.game is None:
            self.problem = opening.problem
            return
        self.app.open_game(opening.game.state, turn=opening.game.turn, autosave=opening.path)

    def back(self) -> None:
        self.app.pop()

    def resized(self, size: tuple[int, int]) -> None:
        self.scale, self.card = choice_card(
            size, (680, 330), (self.copy_button, self.back_button), 230
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        scale = self.scale
        draw_table(surface)
        draw_panel(surface, self.card, px(22, scale))
        title_at = (self.card.centerx, self.card.top + px(52, scale))
        draw_title(surface, _("Already open"), px(46, scale), title_at, theme.WOOD_DARK)
        size = px(23, scale)
        lines = wrap_text(
            self.problem or self.message, theme.font(size), self.card.width - px(60, scale)
        )
        y = self.card.top + px(104, scale)
        ink = theme.INK if self.problem is None else theme.WOOD_DARK
        for line in lines[:4]:
            blit_text(surface, line, size, (self.card.centerx, y), ink, "semibold", "midtop")
            y += size + px(8, scale)
        self.focus.draw(surface)
