"""The rows of the Continue and Load screens: a little picture of the board, the players with
their scores, the date and how far the game got, and the expansions it is played with.

A row's details come from a ``save_list.SaveList``, which reads them off the window's thread;
until they are there the row shows the file's date and "Reading the game...". The picture is
drawn from the tiles a save's header lists, with the tiles' own art (``art.tile``): each tile
kind is painted once at ``PICTURE_CELL`` pixels, one new kind a frame (``prepare_pictures``, so
the window keeps drawing while a list's pictures come in), and each board is scaled to fit and
kept for the next frames.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache

import pygame

from ...files.catalogue import load_catalogue
from ...files.save_headers import PictureTile, SaveInfo, printable
from ...files.save_list import SaveFile, date_label
from ...i18n import _, ngettext
from ...wording import listing, played_with
from ..widgets import art, text_fit, theme
from ..widgets.controls import Widget
from ..widgets.panels import READABLE, blit_text
from ..widgets.tokens import draw_token, seat_for
from .hud_paint import SMALLEST_TEXT

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
    pygame.draw.rect(surface, theme.PICTURE_BACK, surface.get_rect(), border_radius=8)
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
            pygame.draw.rect(full, theme.PICTURE_EMPTY, (*spot, cell, cell))
    room_w, room_h = width - 8, height - 8
    fit = min(room_w / full.get_width(), room_h / full.get_height(), 1.0)
    size = (max(1, round(full.get_width() * fit)), max(1, round(full.get_height() * fit)))
    small = pygame.transform.smoothscale(full, size)
    surface.blit(small, small.get_rect(center=surface.get_rect().center))
    return surface


def players_line(info: SaveInfo) -> str:
    """``Ann, Bob and Cleo`` (the names of the game's players)."""
    return listing([name for name, _colour, _score in info.players])


def expansions_size(size: int) -> int:
    """The font size of a row's expansions line, for a row drawn at ``size``."""
    return max(READABLE, int(size * 0.7))


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
        self._last_line = pygame.Rect(0, 0, 0, 0)  # the players' last line, as last drawn

    @property
    def info(self) -> SaveInfo | None:
        return self.details()

    def activate(self) -> None:
        self.on_click(self.file)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        fill = theme.SAVE_ROW_LIT if (self.hovered or focused) else theme.SAVE_ROW
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
        when = date_label(info.modified if info is not None else self.file.modified)
        right = f"{when}  ·  {info.status}" if info is not None else when
        small = max(READABLE, int(size * 0.75))
        end = self.rect.right - size // 2
        room = end - theme.font(small).size(right)[0] - size // 2 - x
        title = self._title(info)

        def face(n: int) -> pygame.font.Font:
            return theme.font(n, "bold")

        smallest = round(size * SMALLEST_TEXT)
        if info is not None and not self.titled and face(smallest).size(title)[0] > room:
            short = self._short_title(info)  # the players' names are on the line below too
            if face(smallest).size(short)[0] <= room or face(smallest).size(title)[0] > end - x:
                title = short  # the date keeps its place beside the title
        fitted = text_fit.quietly_fitting_size(title, room, size, face, smallest)
        beside = theme.font(fitted, "bold").size(title)[0] <= room  # else the date goes below
        if not beside:  # the whole line is the title's
            fitted = text_fit.quietly_fitting_size(title, end - x, size, face, smallest)
        head = blit_text(
            surface,
            title,
            fitted,
            (x, y),
            theme.INK,
            "bold",
            room=room if beside else end - x,
        )
        players = self._draw_players(surface, info, (x, head.bottom + size // 4), size)
        last = self._last_line  # the players' last line: the date fits at its end?
        at, anchor = (end, players + size // 6), "topright"
        if beside:
            at, anchor = (end, head.centery), "midright"
        elif last.right + size // 2 + theme.font(small).size(right)[0] <= end:
            at, anchor = (end, last.centery), "midright"
        blit_text(surface, right, small, at, theme.INK_SOFT, "regular", anchor)
        if info is not None and info.problem is None:
            self._draw_expansions(surface, info, x, end, size)
        if focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect.inflate(8, 8), 3, border_radius=12)

    def _draw_expansions(
        self, surface: pygame.Surface, info: SaveInfo, x: int, end: int, size: int
    ) -> None:
        """The expansions the game is played with, on the row's last line."""
        words = played_with(info.expansions)
        small = expansions_size(size)
        fitted = text_fit.fitting_size(
            words, end - x, small, theme.font, min(small, READABLE), "save row expansions"
        )
        at = (x, self.rect.bottom - size // 6)
        blit_text(surface, words, fitted, at, theme.INK_SOFT, "regular", "bottomleft", end - x)

    @staticmethod
    def height_for(size: int) -> int:
        """The pixels a row drawn at ``size`` needs: its title above two lines of players
        (six long names take two lines at ``READABLE``) and the line of its expansions, so
        none is cut."""
        players = theme.font(max(READABLE, int(size * 0.8)), "semibold").get_height()
        title = theme.font(size, "bold").get_height()
        expansions = theme.font(expansions_size(size)).get_height()
        top = size // 4 + title + size // 4 + 2 * players + size // 8
        return top + expansions + size // 6

    def _title(self, info: SaveInfo | None) -> str:
        if self.titled or info is None or not info.players:
            return self.file_title
        return players_line(info)

    @staticmethod
    def _short_title(info: SaveInfo) -> str:
        """An unfinished game's title when its players' names are too long for one line."""
        n = len(info.players)
        return ngettext("A game for {n} player", "A game for {n} players", n).format(n=n)

    @property
    def file_title(self) -> str:
        return printable(self.file.path.stem) if self.titled else _("An unfinished game")

    def _draw_players(
        self, surface: pygame.Surface, info: SaveInfo | None, at: tuple[int, int], size: int
    ) -> int:
        """The players' line (or what is known of the file yet); where the line ends below."""
        x, y = at
        small = max(READABLE, int(size * 0.8))
        bottom = y + theme.font(small, "semibold").get_height()
        if info is None:
            words = _("Reading the game...")
            self._last_line = blit_text(surface, words, small, (x, y), theme.INK_SOFT, "semibold")
            return bottom
        if info.problem is not None:
            text = _("This file is damaged and cannot be loaded.")
            room = self.rect.right - size // 2 - x
            self._last_line = pygame.Rect(x, y, room, bottom - y)  # no room for the date
            blit_text(surface, text, small, (x, y), theme.SAVE_DAMAGED, "semibold", room=room)
            return bottom
        radius = int(size * 0.35)
        entries = [f"{name}  {score}" for name, _colour, score in info.players]
        room = self.rect.right - size // 2 - x
        small = self._players_size(entries, radius, size, room)
        face = theme.font(small, "semibold")
        pitch = face.get_height() + size // 8
        left, bottom = x, y + face.get_height()
        for (name, colour, _score), words in zip(info.players, entries, strict=True):
            width = radius * 2 + 8 + face.size(words)[0]
            if x > left and x + width > left + room:  # the next line of players
                x, y = left, y + pitch
            if y + face.get_height() > self.rect.bottom - size // 6 or x + width > left + room:
                text_fit.report(words, left + room - x, width, "save row players")
                break
            draw_token(surface, seat_for(name, colour), (x + radius, y + radius + 2), radius)
            blit_text(surface, words, small, (x + radius * 2 + 8, y), theme.INK, "semibold")
            x, bottom = x + width + size, y + face.get_height()
            self._last_line = pygame.Rect(left, y, x - size - left, face.get_height())
        return bottom

    @staticmethod
    def _players_size(entries: list[str], radius: int, size: int, room: int) -> int:
        """The font size at which every player's token, name and score fit ``room`` in one
        line, down to 0.85 of the usual size but never under ``READABLE`` (then they take a
        second line)."""
        small = max(READABLE, int(size * 0.8))
        gaps = len(entries) * (radius * 2 + 8 + size) - size
        while small > max(READABLE, int(size * 0.68)):
            face = theme.font(small, "semibold")
            if sum(face.size(words)[0] for words in entries) + gaps <= room:
                break
            small -= 1
        return small
