"""The Continue screen: every unfinished game, newest first, with a little picture of its board,
its players and scores, its date and the tiles left.

Each unfinished game has its own autosave (``saves.write_autosave``), so starting a new game
never loses another. The list is the main menu's (``saves.UnfinishedGames``, read off the
window's thread). Choosing a game replays it in full and opens it with its turn so far, so Undo
still works; an autosave found damaged then is moved aside and the screen says so. Deleting a
game asks first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import saves
from ..save_list import SaveFile
from . import theme
from .panels import blit_text, draw_dim, draw_panel, px, row_rects, ui_scale, wrap_text
from .save_rows import SaveListScene, SaveRow, players_line
from .widgets import Button, Widget

if TYPE_CHECKING:
    from .scene import Host


class ContinueScene(SaveListScene):
    """The unfinished games; a click (or Enter) opens one, its Delete button asks first."""

    title = "Continue a game"
    empty = "No unfinished games."
    titled = False
    row_height = 112

    def __init__(self, app: Host, games: saves.UnfinishedGames | None = None) -> None:
        """``games``: the menu's list; without one the screen lists the autosaves itself."""
        self.own_list = games is None
        problem = None
        if games is None:
            check = saves.check_autosaves()
            games, problem = check.games, check.problem
        super().__init__(app, games, problem)
        self.unfinished = games
        self.deletes: dict[SaveFile, Button] = {}
        self.confirming: SaveFile | None = None
        self.confirm_delete = Button("Delete", self.delete_confirmed)
        self.keep = Button("Keep it", self.cancel_delete, primary=False)
        self.card = pygame.Rect(0, 0, 0, 0)
        self.resized(app.screen.get_size())

    # --- the rows and their Delete buttons ----------------------------------------------------

    def delete_button(self, row: SaveRow) -> Button:
        button = self.deletes.get(row.file)
        if button is None:
            button = Button("Delete", lambda: self.ask_delete(row.file), primary=False)
            self.deletes[row.file] = button
        return button

    def row_widgets(self, row: SaveRow) -> list[Widget]:
        return [row, self.delete_button(row)]

    def place_row(self, row: SaveRow, rect: pygame.Rect, scale: float) -> None:
        button = self.delete_button(row)
        width, gap = px(120, scale), px(12, scale)
        super().place_row(row, rect.inflate(-(width + gap), 0).move(-(width + gap) // 2, 0), scale)
        button.rect = pygame.Rect(0, 0, width, px(50, scale))
        button.rect.midright = rect.midright
        button.font_size = px(22, scale)

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        scale = ui_scale(size)
        self.card = pygame.Rect(0, 0, px(600, scale), px(250, scale))
        self.card.center = (size[0] // 2, size[1] // 2)
        left, right = row_rects(
            (self.card.centerx, self.card.bottom - px(50, scale)),
            px(200, scale),
            px(54, scale),
            px(24, scale),
            2,
        )
        self.confirm_delete.rect, self.keep.rect = left, right
        self.confirm_delete.font_size = self.keep.font_size = px(26, scale)
        if self.confirming is not None:
            self.focus.set_widgets([self.keep, self.confirm_delete])

    # --- choosing ----------------------------------------------------------------------------

    def choose(self, file: SaveFile) -> None:
        """Open the game; a damaged autosave is moved aside and the screen says so."""
        game, problem = saves.open_autosave(file.path)
        if game is None:
            self.message = problem
            self.games.forget(file.path)
            self._rebuild()
            return
        self.app.open_game(game.state, turn=game.turn, autosave=file.path)

    def ask_delete(self, file: SaveFile) -> None:
        self.confirming = file
        self.relayout()
        self.focus.focus = self.keep

    def cancel_delete(self) -> None:
        self.confirming = None
        self.relayout()

    def delete_confirmed(self) -> None:
        file, self.confirming = self.confirming, None
        if file is not None:
            self.message = saves.delete_autosave(file.path)
            if self.message is None:
                self.games.forget(file.path)
        self._rebuild()

    def _rebuild(self) -> None:
        self._make_rows()
        self.relayout()

    def update(self, dt: float) -> None:
        found = self.unfinished.take_messages()  # damaged autosaves, moved aside
        if found:
            self.message = "\n".join(found[:3])
        super().update(dt)

    def left(self) -> None:
        if self.own_list:
            self.unfinished.close()

    def handle(self, event: pygame.event.Event) -> None:
        if self.confirming is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel_delete()
            else:
                self.focus.handle(event)
            return
        super().handle(event)

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.confirming is not None:
            for row in self.shown:  # the list stays in view under the question
                for widget in self.row_widgets(row):
                    widget.draw(surface, False)
            self._draw_question(surface, self.confirming)

    def _draw_question(self, surface: pygame.Surface, file: SaveFile) -> None:
        scale = ui_scale(surface.get_size())
        draw_dim(surface)
        draw_panel(surface, self.card, px(22, scale))
        info = self.games.info(file.path)
        who = players_line(info) if info is not None and info.players else ""
        question = (
            f"Delete the unfinished game of {who}? It cannot be brought back."
            if who
            else "Delete this unfinished game? It cannot be brought back."
        )
        size = px(26, scale)
        lines = wrap_text(question, theme.font(size, "semibold"), self.card.width - px(60, scale))
        y = self.card.top + px(30, scale)
        for line in lines[:3]:
            blit_text(surface, line, size, (self.card.centerx, y), theme.INK, "semibold", "midtop")
            y += size + px(6, scale)
        for button in (self.confirm_delete, self.keep):
            button.draw(surface, button is self.focus.focus)
