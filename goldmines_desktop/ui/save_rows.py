"""The rows of the Continue and Load screens: a little picture of the board, the players with
their scores, the date and how far the game got.

A row's details come from a ``save_list.SaveList``, which reads them off the window's thread;
until they are there the row shows the file's date and "Reading the game...". The picture is
drawn from the tiles a save's header lists, with the tiles' own art (``art.tile``), and kept
for the next frames.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame

from ..catalogue import load_catalogue
from ..save_list import PictureTile, SaveFile, SaveInfo, SaveList, date_label, printable
from ..saves import MAX_LISTED
from ..wording import listing
from . import art, theme
from .chart import draw_token, seat_for
from .focus import FocusGroup
from .panels import blit_text, draw_panel, draw_table, draw_title, px, ui_scale, wrap_text
from .scene import Scene
from .widgets import Button, Widget

if TYPE_CHECKING:
    from .scene import Host

PICTURE_BACK = (70, 96, 52)  # the grass-green table under the little board
DAMAGED = (160, 50, 24)
PICTURE_CELL = 24  # px: each tile kind is drawn once at this size; a board is scaled to fit
PICTURE_LIMIT = 1024  # px: the widest board drawn before scaling (bigger ones: dots of land)
NEW_TILES_PER_FRAME = 1  # tile pictures a frame may draw for the first time (30-60 ms each)
_ready: set[str] = set()  # tile codes already drawn at PICTURE_CELL


def picture_ready(board: tuple[PictureTile, ...]) -> bool:
    """Whether every tile of ``board`` has its picture, so the board draws at once."""
    return all(code in _ready for code, _x, _y, _r in board)


def prepare_pictures(boards: Iterable[tuple[PictureTile, ...]]) -> None:
    """Draw the next missing tile pictures of ``boards`` (a few a frame, so the window keeps
    its frame rate while a list's pictures come in)."""
    catalogue = load_catalogue()
    budget = NEW_TILES_PER_FRAME
    for board in boards:
        for code, _x, _y, _rotation in board:
            if code not in _ready:
                art.tile(catalogue[code], 0, PICTURE_CELL)
                _ready.add(code)
                budget -= 1
                if budget == 0:
                    return


@lru_cache(maxsize=64)
def board_picture(board: tuple[PictureTile, ...], width: int, height: int) -> pygame.Surface:
    """The tiles of ``board`` fitted into ``width`` x ``height`` pixels (cached)."""
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, PICTURE_BACK, surface.get_rect(), border_radius=8)
    if not board:
        return surface
    xs, ys = [t[1] for t in board], [t[2] for t in board]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    cell = max(1, min(PICTURE_CELL, PICTURE_LIMIT // max(cols, rows)))
    full = pygame.Surface((cols * cell, rows * cell), pygame.SRCALPHA)
    catalogue = load_catalogue()
    for code, x, y, rotation in board:
        spot = ((x - min(xs)) * cell, (y - min(ys)) * cell)
        if cell == PICTURE_CELL:
            full.blit(art.tile(catalogue[code], rotation, cell), spot)
        else:  # a board too wide for pictures: a square of land each
            pygame.draw.rect(full, (196, 178, 120), (*spot, cell, cell))
    room_w, room_h = width - 8, height - 8
    fit = min(room_w / full.get_width(), room_h / full.get_height(), 1.0)
    size = (max(1, round(full.get_width() * fit)), max(1, round(full.get_height() * fit)))
    small = pygame.transform.smoothscale(full, size)
    surface.blit(small, small.get_rect(center=surface.get_rect().center))
    return surface


def players_line(info: SaveInfo) -> str:
    """``Ann, Bob and Cleo`` (the names of the game's players)."""
    return listing([name for name, _colour, _score in info.players])


class SaveRow(Widget):
    """One game in a list: its picture, players and scores, date and progress; a click (or
    Enter) chooses it. ``titled``: the first line is the save's name (the Load screen), else
    the players' names (an autosave's file name means nothing to a player)."""

    def __init__(
        self,
        file: SaveFile,
        details: Callable[[], SaveInfo | None],
        on_click: Callable[[SaveFile], None],
        *,
        titled: bool = True,
    ) -> None:
        super().__init__()
        self.file, self.details, self.on_click, self.titled = file, details, on_click, titled

    @property
    def info(self) -> SaveInfo | None:
        return self.details()

    def activate(self) -> None:
        self.on_click(self.file)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        fill = (250, 240, 216) if (self.hovered or focused) else (232, 216, 184)
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.WOOD, self.rect, 2, border_radius=10)
        info = self.info
        size = self.font_size
        pad = max(4, size // 3)
        picture = pygame.Rect(self.rect.left + pad, self.rect.top + pad, 0, 0)
        picture.size = (round((self.rect.height - 2 * pad) * 1.6), self.rect.height - 2 * pad)
        if info is not None and info.problem is None and picture_ready(info.board):
            surface.blit(board_picture(info.board, picture.width, picture.height), picture)
        else:
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, picture, border_radius=8)
        x, y = picture.right + size // 2, self.rect.top + size // 4
        title = self._title(info)
        head = blit_text(surface, title, size, (x, y), theme.INK, "bold")
        when = date_label(info.modified if info is not None else self.file.modified)
        right = f"{when}  ·  {info.status}" if info is not None else when
        blit_text(
            surface,
            right,
            int(size * 0.75),
            (self.rect.right - size // 2, head.centery),
            theme.INK_SOFT,
            "regular",
            "midright",
        )
        self._draw_players(surface, info, (x, head.bottom + size // 4), size)
        if focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect.inflate(8, 8), 3, border_radius=12)

    def _title(self, info: SaveInfo | None) -> str:
        if self.titled or info is None or not info.players:
            return self.file_title
        return players_line(info)

    @property
    def file_title(self) -> str:
        return printable(self.file.path.stem) if self.titled else "An unfinished game"

    def _draw_players(
        self, surface: pygame.Surface, info: SaveInfo | None, at: tuple[int, int], size: int
    ) -> None:
        x, y = at
        small = int(size * 0.8)
        if info is None:
            blit_text(surface, "Reading the game...", small, (x, y), theme.INK_SOFT, "semibold")
            return
        if info.problem is not None:
            text = "This file is damaged and cannot be loaded."
            blit_text(surface, text, small, (x, y), DAMAGED, "semibold")
            return
        radius = int(size * 0.35)
        for name, colour, score in info.players:
            if x + radius * 2 > self.rect.right - size // 2:
                break
            draw_token(surface, seat_for(name, colour), (x + radius, y + radius + 2), radius)
            label = blit_text(
                surface, f"{name}  {score}", small, (x + radius * 2 + 8, y), theme.INK, "semibold"
            )
            x = label.right + size


class SaveListScene(Scene):
    """A screen listing games, newest first, a page at a time (the wheel and the arrow keys
    scroll); Esc or Back goes back. At most ``MAX_LISTED`` are listed, and only the rows in
    view ask for their details. Subclasses say what choosing a row does."""

    title = ""
    empty = ""
    titled = True
    row_height = 84

    def __init__(self, app: Host, games: SaveList, message: str | None = None) -> None:
        super().__init__(app)
        self.games = games
        self.message = message
        self.first = 0  # index of the first visible row
        self.focus = FocusGroup()
        self.back = Button("Back", self.close, primary=False)
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
        row_h, gap = px(self.row_height, scale), px(12, scale)
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
            self.title,
            px(56, scale),
            (self.panel.centerx, self.panel.top + px(48, scale)),
            theme.WOOD_DARK,
        )
        if not self.rows:
            blit_text(
                surface,
                self.empty,
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
        hidden_above, hidden_below = self.first, len(self.rows) - self.first - self.visible
        if hidden_above > 0:
            blit_text(
                surface,
                f"{hidden_above} more above",
                px(20, scale),
                (self.panel.right - px(40, scale), self.panel.top + px(64, scale)),
                theme.INK_SOFT,
                "semibold",
                "midright",
            )
        hint = f"{hidden_below} more below" if hidden_below > 0 else ""
        if len(self.games.files) > MAX_LISTED:
            hint = f"Showing the newest {MAX_LISTED} of {len(self.games.files)} saved games."
        if hint:
            blit_text(
                surface,
                hint,
                px(20, scale),
                (self.panel.right - px(40, scale), self.back.rect.centery),
                theme.INK_SOFT,
                "semibold",
                "midright",
            )

    def draw_message(self, surface: pygame.Surface, scale: float) -> None:
        size = px(22, scale)
        width = self.panel.width - px(104, scale)
        lines = wrap_text(self.message or "", theme.font(size), width)
        box = pygame.Rect(0, 0, width + px(32, scale), len(lines) * (size + 6) + px(24, scale))
        box.midbottom = (self.panel.centerx, self.back.rect.top - px(12, scale))
        pygame.draw.rect(surface, (250, 226, 200), box, border_radius=10)
        pygame.draw.rect(surface, (170, 60, 30), box, 2, border_radius=10)
        y = box.top + px(12, scale)
        for line in lines:
            blit_text(surface, line, size, (box.left + px(16, scale), y), (130, 40, 18), "semibold")
            y += size + 6
