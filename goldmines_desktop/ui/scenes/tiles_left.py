"""The "tiles left" sheet (T): every tile kind in play with how many are still in the bag.

Players of the physical game count the tiles that are still to come; this sheet does it for
them: each kind's picture with its count, kinds that are all out dimmed, grouped into the base
game and each expansion in play (The Gold Mines, The River, Inns & Cathedrals, Traders &
Builders), whatever kinds the catalogue holds. It is an overlay on the board; T, Esc or a
click outside the sheet closes it. The layout fits any window from 1024x600 up.

Painting a tile picture at a new size takes tens of milliseconds, and the sheet shows up to 50
kinds: drawn all at once, its first frame froze the window for seconds, while more presses of T
queued up and closed it again. So the sheet opens at once with every count, and its pictures
come in a few per frame (``NEW_PICTURES_PER_FRAME``) on a plain card until all are painted.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from math import ceil
from typing import TYPE_CHECKING

import pygame

from ...engine import GameState, TileDef, tile_in_play
from ...i18n import N_, _, ngettext
from ...wording import EXPANSION_NAMES
from ..input.words import said
from ..scene import Scene
from ..widgets import art, theme
from ..widgets.panels import blit_text, draw_dim, draw_panel, draw_title, px, ui_scale

if TYPE_CHECKING:
    from ..scene import Host

BASE = "base"  # the base game's tiles (``TileDef.expansion``)
BASE_GAME = N_("Base game")
# The groups' order: the base game, then the expansions in the order every screen names them
# (a catalogue's expansion not named there comes last, under its own name).
GROUPS = (BASE, *EXPANSION_NAMES)
CLOSE_HINT = N_("Not counting the tile being placed  ·  T or Esc to close")
NEW_PICTURES_PER_FRAME = 3  # pictures painted for the first time in one frame of the sheet
_painted: set[tuple[TileDef, int]] = set()  # (kind, size) pictures the sheet has shown


def remaining_tiles(state: GameState) -> dict[str, int]:
    """How many tiles of each kind in play are still in the bag, by tile code.

    The bag is what has not been drawn yet: the tile in the player's hand, the tiles on the
    board and those put aside as fitting nowhere are all out of it, so the counts add up to
    ``state.tiles_left``. Only how many of each kind is read, never the order they come in.
    Every kind in play is listed, with 0 when all of its tiles are out.
    """
    in_bag = Counter(state.draw_order[state.deck_pos :])
    return {code: in_bag[code] for code in kinds_in_play(state)}


def kinds_in_play(state: GameState) -> list[str]:
    """The codes of the tile kinds this game uses, by group, a garden copy next to its plain
    kind: the base game's and those of the expansions on (as the engine deals them)."""
    options = state.options
    tiles = state.catalogue.tiles
    codes = [code for code, tile in tiles.items() if tile_in_play(tile, options)]
    return sorted(codes, key=lambda code: (group_rank(tiles[code].expansion), code))


def group_rank(expansion: str) -> int:
    """Where a tile's group comes on the sheet."""
    return GROUPS.index(expansion) if expansion in GROUPS else len(GROUPS)


def group_heading(expansion: str) -> str:
    """A group's heading in the player's language."""
    if expansion == BASE:
        return _(BASE_GAME)
    return _(EXPANSION_NAMES[expansion]) if expansion in EXPANSION_NAMES else expansion


@dataclass(frozen=True)
class SheetLayout:
    """Where the sheet's parts go for one window size and one set of kinds."""

    panel: pygame.Rect
    title_y: int
    hint_y: int
    headings: tuple[tuple[str, pygame.Rect], ...]  # group name, heading line
    cells: tuple[tuple[str, pygame.Rect], ...]  # tile code, picture square
    text: int  # font size of counts and headings


def shelves(counts: list[int], columns: int) -> list[list[int]]:
    """The groups (by index; ``counts``: their kinds) in shelves of a grid ``columns`` wide:
    a group that fits on one row joins the shelf before it when there is room for it beside
    the others, one empty column between; a larger one takes whole rows of its own."""
    found: list[list[int]] = []
    used = columns  # the columns taken on the last shelf (none yet: full)
    for index, n in enumerate(counts):
        if n <= columns and used + 1 + n <= columns:
            found[-1].append(index)
            used += 1 + n
        else:
            found.append([index])
            used = min(n, columns) if n <= columns else columns
    return found


def _grid_size(groups: list[int], width: int, height: int, sizes: tuple[int, int, int]) -> int:
    """The number of columns that makes the tiles as large as possible within ``width`` x
    ``height`` (``sizes``: a shelf's heading, the count under each tile and the gap)."""
    heading, label, gap = sizes
    best = (1, 0)
    for columns in range(4, 41):
        found = shelves(groups, columns)
        rows = sum(max(ceil(groups[i] / columns) for i in shelf) for shelf in found)
        by_width = (width - (columns - 1) * gap) // columns
        by_height = (height - len(found) * heading - rows * (label + gap)) // max(1, rows)
        size = min(by_width, by_height, 160)
        if size > best[1]:
            best = (columns, size)
    return best[0]


@lru_cache(maxsize=8)
def layout(size: tuple[int, int], groups: tuple[tuple[str, tuple[str, ...]], ...]) -> SheetLayout:
    """Lay the sheet out for a window of ``size`` with ``groups`` of (heading, tile codes):
    the groups in shelves (``shelves``), the grid centred in the panel."""
    scale = ui_scale(size)
    margin = px(24, scale)
    panel = pygame.Rect(0, 0, size[0] - 2 * margin, size[1] - 2 * margin)
    panel.center = (size[0] // 2, size[1] // 2)
    panel.width = min(panel.width, px(1500, scale))
    panel.centerx = size[0] // 2
    inner = panel.inflate(-2 * px(28, scale), 0)
    text = px(20, scale)
    top = panel.top + px(84, scale)
    heading_h = text + px(14, scale)
    label, gap = text + px(8, scale), px(10, scale)
    room = panel.bottom - px(48, scale) - top
    shown = [(name, codes) for name, codes in groups if codes]
    counts = [len(codes) for _name, codes in shown]
    columns = _grid_size(counts, inner.width, room, (heading_h, label, gap))
    found = shelves(counts, columns)
    by_height = (room - len(found) * heading_h) // max(
        1, sum(max(ceil(counts[i] / columns) for i in shelf) for shelf in found)
    )
    tile = min((inner.width - (columns - 1) * gap) // columns, by_height - label - gap, 160)
    pitch = tile + gap
    used = max(sum(min(counts[i], columns) + 1 for i in shelf) - 1 for shelf in found)
    left = inner.centerx - (used * pitch - gap) // 2
    headings, cells = [], []
    y = top
    for shelf in found:
        x = left
        for index in shelf:
            name, codes = shown[index]
            wide = min(len(codes), columns)
            headings.append((name, pygame.Rect(x, y, wide * pitch - gap, heading_h)))
            for number, code in enumerate(codes):
                row, column = divmod(number, columns)
                cell = pygame.Rect(
                    x + column * pitch, y + heading_h + row * (pitch + label), tile, tile
                )
                cells.append((code, cell))
            x += (wide + 1) * pitch
        rows = max(ceil(counts[i] / columns) for i in shelf)
        y += heading_h + rows * (pitch + label)
    title_y = panel.top + px(44, scale)
    hint_y = panel.bottom - px(26, scale)
    return SheetLayout(panel, title_y, hint_y, tuple(headings), tuple(cells), text)


def groups_of(state: GameState) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The kinds in play by group, as (heading, codes)."""
    kinds = kinds_in_play(state)
    expansions = dict.fromkeys(state.catalogue[c].expansion for c in kinds)  # in sheet order
    return tuple(
        (
            group_heading(expansion),
            tuple(c for c in kinds if state.catalogue[c].expansion == expansion),
        )
        for expansion in expansions
    )


@lru_cache(maxsize=4)
def _veil(size: int) -> pygame.Surface:
    veil = pygame.Surface((size, size), pygame.SRCALPHA)
    veil.fill(theme.DIMMED_VEIL)
    return veil


def draw_tiles_left(
    surface: pygame.Surface, state: GameState, new_pictures: int | None = None
) -> SheetLayout:
    """Paint the sheet over whatever is on ``surface`` (the board); returns its layout.
    ``new_pictures``: how many pictures not shown before may be painted (None: all)."""
    counts = remaining_tiles(state)
    groups = groups_of(state)
    sheet = layout(surface.get_size(), groups)
    scale = ui_scale(surface.get_size())
    draw_dim(surface, 150)
    draw_panel(surface, sheet.panel, px(20, scale))
    title = ngettext(
        "{n} tile left in the bag", "{n} tiles left in the bag", state.tiles_left
    ).format(n=state.tiles_left)
    draw_title(surface, title, px(44, scale), (sheet.panel.centerx, sheet.title_y), theme.WOOD_DARK)
    for (name, codes), (_heading, line) in zip(groups, sheet.headings, strict=False):
        left = sum(counts[c] for c in codes)
        words = ngettext("{n} left", "{n} left", left).format(n=left)
        count = blit_text(
            surface, words, sheet.text, line.topright, theme.INK_SOFT, "semibold", "topright"
        )
        room = count.left - sheet.text // 2 - line.left  # a narrow group's name must fit too
        blit_text(surface, name, sheet.text, line.topleft, theme.WOOD_DARK, "bold", room=room)
    budget = len(sheet.cells) if new_pictures is None else new_pictures
    for code, cell in sheet.cells:
        tile = state.catalogue[code]
        ready = (tile, cell.width) in _painted
        if not ready and budget > 0:
            budget -= 1
            ready = True
            if len(_painted) > 1000:  # as many as art.tile keeps
                _painted.clear()
            _painted.add((tile, cell.width))
        _draw_cell(surface, tile, counts[code], cell, sheet.text, ready)
    hint = (sheet.panel.centerx, sheet.hint_y)
    blit_text(surface, said(CLOSE_HINT), sheet.text, hint, theme.INK_SOFT, "semibold", "center")
    return sheet


def _draw_cell(
    surface: pygame.Surface, tile: TileDef, left: int, cell: pygame.Rect, text: int, picture: bool
) -> None:
    """One kind: its picture (dimmed when none is left; a plain card until ``picture``) and
    its count below."""
    if picture:
        surface.blit(art.tile(tile, 0, cell.width), cell)
    else:
        surface.fill(theme.PICTURE_CARD, cell)
    pygame.draw.rect(surface, theme.WOOD_DARK, cell, 1)
    if left == 0:
        surface.blit(_veil(cell.width), cell)
    colour, style = (theme.INK, "bold") if left else (theme.INK_SOFT, "regular")
    words = f"× {left}"
    blit_text(surface, words, text, (cell.centerx, cell.bottom + 2), colour, style, "midtop")


class TilesLeftScene(Scene):
    """The sheet as an overlay on the board; T, Esc or a click outside it closes it."""

    transparent = True

    def __init__(self, app: Host, state: GameState) -> None:
        super().__init__(app)
        self.state = state
        self.counts = remaining_tiles(state)

    def close(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_t, pygame.K_ESCAPE):
            self.close()
        elif event.type == pygame.MOUSEBUTTONUP and event.dict.get("button") == 1:
            sheet = layout(self.app.screen.get_size(), groups_of(self.state))
            if not sheet.panel.collidepoint(event.pos):
                self.close()

    def draw(self, surface: pygame.Surface) -> None:
        draw_tiles_left(surface, self.state, NEW_PICTURES_PER_FRAME)
