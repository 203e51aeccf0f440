"""The Load and Continue screens: lists of games, newest first, each with a little picture of
its board, its players and scores, its date and how far it got.

A list comes from one scan of a folder, so the screen shows at once however many games there
are; each row's details come from the game's header, or from replaying it on a background
thread (``save_list.SaveList``) once the first frame is up. A game chosen is replayed in full
and opens with its turn so far, so Undo still works.

**Load** lists the saves folder: a file that cannot be read (bad JSON, a bad move, a dangling
link, a FIFO, ...) stays in the list, marked as damaged, and choosing it only shows a message;
a saves folder that cannot be opened shows a message too. Its **Finished games** lists the games
played to their end (``finished_games``), each watched again in the replay viewer. **Continue**
lists the unfinished games (the main menu's list, ``unfinished_games``): a damaged autosave is
moved aside and the screen says so, deleting asks first, a game open in another window is not.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...engine import RecordError
from ...files import saves, unfinished_games
from ...files.finished_games import list_finished
from ...files.save_list import SaveFile, SaveList
from ...files.saves import MAX_LISTED
from ...i18n import N_, _
from ..hud.save_list_paint import draw_delete_question, draw_problem, draw_scroll_hints
from ..hud.save_rows import SaveRow, prepare_pictures
from ..scene import Scene
from ..table.replay_cursor import replay_file
from ..widgets import theme
from ..widgets.controls import Button, Widget
from ..widgets.focus import FocusGroup
from ..widgets.panels import (
    blit_text,
    draw_panel,
    draw_table,
    draw_title,
    px,
    row_rects,
    ui_scale,
)

if TYPE_CHECKING:
    from ..scene import Host


class SaveListScene(Scene):
    """A screen listing games, newest first, a page at a time (the wheel and the arrow keys
    scroll); Esc or Back goes back. At most ``MAX_LISTED`` are listed, and only the rows in
    view ask for their details. Subclasses say what choosing a row does."""

    title = ""
    swipe_scrolls = True  # a finger's swipe up or down scrolls the list, as the wheel does
    empty = ""
    titled = True
    row_height = 100

    def __init__(self, app: Host, games: SaveList, message: str | None = None) -> None:
        super().__init__(app)
        self.games = games
        self.message = message
        self.first = 0  # index of the first visible row
        self.focus = FocusGroup()
        self.back = Button(_("Back"), self.close, primary=False)
        self.rows: list[SaveRow] = []
        self.visible = 1
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.list_top = 0
        self.drawn = False
        self._make_rows()

    def _make_rows(self) -> None:
        self.rows = [
            SaveRow(file, partial(self.games.info, file.path), self.choose, titled=self.titled)
            for file in self.games.files[:MAX_LISTED]
        ]

    def close(self) -> None:
        self.app.pop()

    def left(self) -> None:
        self.games.close()

    def choose(self, file: SaveFile) -> None:
        """A row was chosen (Enter or a click)."""

    @property
    def shown(self) -> list[SaveRow]:
        return self.rows[self.first : self.first + self.visible]

    def row_widgets(self, row: SaveRow) -> list[Widget]:
        """The row and any buttons beside it (laid out by ``place_row``)."""
        return [row]

    def place_row(self, row: SaveRow, rect: pygame.Rect, scale: float) -> None:
        row.rect, row.font_size = rect, px(26, scale)

    def resized(self, size: tuple[int, int]) -> None:
        scale = ui_scale(size)
        width, height = size
        self.panel = pygame.Rect(0, 0, min(px(960, scale), width - 40), height - px(120, scale))
        self.panel.center = (width // 2, height // 2 + px(20, scale))
        row_h = max(px(self.row_height, scale), SaveRow.height_for(px(26, scale)))
        gap = px(12, scale)
        self.list_top = self.panel.top + px(90, scale)
        room = self.panel.bottom - px(150, scale) - self.list_top
        self.visible = max(1, room // (row_h + gap))
        self._scroll_to_focus()
        widgets: list[Widget] = []
        for slot, row in enumerate(self.shown):
            rect = pygame.Rect(
                self.panel.left + px(36, scale),
                self.list_top + slot * (row_h + gap),
                self.panel.width - px(72, scale),
                row_h,
            )
            self.place_row(row, rect, scale)
            widgets += self.row_widgets(row)
        self.back.rect = pygame.Rect(0, 0, px(200, scale), px(54, scale))
        self.back.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(24, scale))
        self.back.font_size = px(26, scale)
        self.focus.set_widgets([*widgets, self.back])
        self.games.want([row.file.path for row in self.shown])

    def relayout(self) -> None:
        self.resized(self.app.screen.get_size())

    def entered(self) -> None:
        self.relayout()

    def update(self, dt: float) -> None:
        if self.drawn:
            self.games.release()  # the first frame is up: read the files now
        infos = (row.info for row in self.shown)
        prepare_pictures(info.board for info in infos if info is not None)
        if self.games.refresh():  # files set aside or deleted leave the list
            focused = self.focus.focus
            self._make_rows()
            self.relayout()
            if focused is self.back:
                self.focus.focus = self.back

    def _scroll_to_focus(self) -> None:
        if self.focus.focus in self.rows:
            index = self.rows.index(self.focus.focus)
            self.first = min(max(self.first, index - self.visible + 1), index)
        self.first = max(0, min(self.first, len(self.rows) - self.visible))

    def scroll(self, step: int) -> None:
        self.first = max(0, min(self.first + step, len(self.rows) - self.visible))
        self.relayout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._move_in_list(-1 if event.key == pygame.K_UP else 1)
            return
        self.focus.handle(event)

    def _move_in_list(self, step: int) -> None:
        """Up/Down walk the whole list (scrolling it), then the Back button."""
        order: list[Widget] = [*self.rows, self.back]
        current = self.focus.focus
        if current not in order:  # a button beside a row: its row
            current = next((r for r in self.shown if current in self.row_widgets(r)), None)
        index = order.index(current) if current in order else -1 if step > 0 else 0
        target = order[(index + step) % len(order)]
        self.focus.focus = target
        self.relayout()
        self.focus.focus = target

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = True
        draw_table(surface)
        scale = ui_scale(surface.get_size())
        draw_panel(surface, self.panel, px(22, scale))
        draw_title(
            surface,
            _(self.title),
            px(56, scale),
            (self.panel.centerx, self.panel.top + px(48, scale)),
            theme.WOOD_DARK,
        )
        if not self.rows:
            blit_text(
                surface,
                _(self.empty),
                px(28, scale),
                self.panel.center,
                theme.INK_SOFT,
                "semibold",
                "center",
            )
        self.focus.draw(surface)
        self._draw_scroll_hints(surface, scale)
        if self.message:
            self.draw_message(surface, scale)

    def _draw_scroll_hints(self, surface: pygame.Surface, scale: float) -> None:
        above, below = self.first, len(self.rows) - self.first - self.visible
        total, beside = self.games.total, self.back.rect
        draw_scroll_hints(surface, self.panel, beside, above, below, len(self.rows), total, scale)

    def draw_message(self, surface: pygame.Surface, scale: float) -> None:
        draw_problem(surface, self.panel, self.back.rect, self.message or "", scale)


class LoadScene(SaveListScene):
    """The saved games, newest first; a click (or Enter) loads one, Esc goes back."""

    title = N_("Load a game")
    empty = N_("No saved games yet.")

    def __init__(self, app: Host) -> None:
        games, message = saves.list_saves()
        self.finished = Button(_("Finished games"), self.show_finished, primary=False)
        super().__init__(app, games, message)
        self.resized(app.screen.get_size())

    def show_finished(self) -> None:
        self.app.open("finished")

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)  # then the Finished games button and Back, a centred pair
        finished, back, gap = self.finished, self.back, px(24, ui_scale(size))
        finished.rect = back.rect.inflate(px(60, ui_scale(size)), 0)
        finished.rect.left = self.panel.centerx - (finished.rect.width + gap + back.rect.width) // 2
        back.rect.left = finished.rect.right + gap
        finished.font_size = back.font_size
        self.focus.set_widgets([*self.focus.widgets, self.finished])

    def choose(self, file: SaveFile) -> None:
        """Load a save; a bad file only shows a message."""
        try:
            game = saves.resume(file.path)
        except RecordError as err:
            self.message = _("“{name}” could not be loaded: {problem}").format(
                name=saves.printable(file.path.name), problem=err
            )
            return
        self.app.open_game(game.state, turn=game.turn)


class FinishedScene(SaveListScene):
    """Every game played to its end, newest first: choosing one watches it again."""

    title = N_("Finished games")
    empty = N_("No finished games yet: every game played to its end is kept here.")
    titled = False
    row_height = 112

    def __init__(self, app: Host) -> None:
        games, message = list_finished()
        super().__init__(app, games, message)

    def choose(self, file: SaveFile) -> None:
        try:  # a file that cannot be replayed only shows a message
            self.app.open("watch", replay_file(file.path, self.app.catalogue))
        except RecordError as err:
            self.message = _("This game could not be opened: {problem}").format(problem=err)


class ContinueScene(SaveListScene):
    """The unfinished games; a click (or Enter) opens one, its Delete button asks first."""

    title = N_("Continue a game")
    empty = N_("No unfinished games.")
    titled = False
    row_height = 112

    def __init__(self, app: Host, games: unfinished_games.UnfinishedGames | None = None) -> None:
        """``games``: the menu's list; without one the screen lists the autosaves itself."""
        self.own_list, problem = games is None, None
        if games is None:
            check = unfinished_games.check_autosaves()
            games, problem = check.games, check.problem
        super().__init__(app, games, problem)
        self.unfinished = games
        self.deletes: dict[SaveFile, Button] = {}
        self.confirming: SaveFile | None = None
        self.confirm_delete = Button(_("Delete"), self.delete_confirmed)
        self.keep = Button(_("Keep it"), self.cancel_delete, primary=False)
        self.card = pygame.Rect(0, 0, 0, 0)
        self.resized(app.screen.get_size())

    # --- the rows and their Delete buttons ----------------------------------------------------

    def delete_button(self, row: SaveRow) -> Button:
        button = self.deletes.get(row.file)
        if button is None:
            button = Button(_("Delete"), lambda: self.ask_delete(row.file), primary=False)
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
        """Open the game (a damaged one is moved aside; one open in another window is not)."""
        opening = unfinished_games.open_autosave(file.path)
        if opening.in_use:
            self.app.open("in_use", file.path)
        elif opening.game is None:
            self.message = opening.problem
            self.games.forget(file.path)
            self._rebuild()
        else:
            self.app.open_game(opening.game.state, turn=opening.game.turn, autosave=file.path)

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
            self.message = unfinished_games.delete_autosave(file.path)
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
        buttons, focused = (self.confirm_delete, self.keep), self.focus.focus
        info, scale = self.games.info(file.path), ui_scale(surface.get_size())
        draw_delete_question(surface, self.card, info, buttons, focused, scale)
