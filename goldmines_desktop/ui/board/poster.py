"""A poster of a finished game to take home: the whole final board in the game's own art.

The board is drawn off-screen by the board's own view (``BoardView``) through a camera fitted
to every tile, at a tile size that makes the long side at least ``LONG_SIDE`` pixels for a
normal game, capped (``MAX_SIDE``, ``MAX_PIXELS``) before anything is drawn, so a huge board
keeps memory bounded: a board too big for the smallest zoom step at that size (a record of a
thousand tiles in a row) is drawn piece by piece at the smallest step, each piece at most
``PIECE_SIDE`` pixels, and shrunk into its place. The
figures and ingots the final scoring took off the board are drawn where they stood. A header
names the players in their colours with their scores (the winner first) and the date; a footer
the game's title.
"""

from __future__ import annotations

import math
import os
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pygame

from ...engine import (
    Event,
    FinalScoringStarted,
    GameState,
    game_start,
    parse_record,
    record_of,
    steps,
    winners,
)
from ...files.dates import day
from ...files.safe_paths import own_folder
from ...files.saves import data_dir
from ...i18n import _, ngettext
from ...render.png_files import save_png
from ...wording import expansion_names, expansions_on, turns_each
from ..widgets import theme
from ..widgets.panels import blit_text, draw_panel, draw_title
from ..widgets.tokens import draw_token, seat_for
from .board_view import BoardView, paint_table
from .camera import ZOOM_STEPS, Camera, tiles_rect

LONG_SIDE = 2000  # pixels: the least for a normal game
MAX_SIDE = 8000
MAX_PIXELS = 24_000_000  # the board's area at most (about 96 MB at 32 bits)
MARGIN = 0.6  # tiles of table round the board
PIECE_SIDE = 1024  # pixels: a piece of a shrunk board, drawn at the smallest step


@dataclass(frozen=True)
class PosterName:
    """Where a player's name and score went on the poster."""

    name: str
    score: int
    colour: str
    rect: pygame.Rect


@dataclass(frozen=True)
class Poster:
    surface: pygame.Surface
    names: tuple[PosterName, ...]  # winner first, as laid out
    tile_size: float  # pixels a tile (below the smallest zoom step: a shrunk board)


def poster_tile_size(columns: float, rows: float) -> float:
    """The tile size for a board of ``columns`` x ``rows`` tiles (margins included): a zoom
    step, or below the smallest one when even that would break ``MAX_SIDE`` or
    ``MAX_PIXELS`` (the board is then shrunk from pieces)."""
    long = max(columns, rows, 1.0)
    fitting = [
        s for s in ZOOM_STEPS if long * s <= MAX_SIDE and columns * rows * s * s <= MAX_PIXELS
    ]
    if not fitting:
        return min(MAX_SIDE / long, math.sqrt(MAX_PIXELS / max(columns * rows, 1.0)))
    wanted = [s for s in fitting if long * s >= LONG_SIDE]
    return wanted[0] if wanted else fitting[-1]


def final_scoring_events(state: GameState) -> list[Event]:
    """The events of the final scoring (replayed from the record): what it took off."""
    record = parse_record(record_of(state))
    game = game_start(record, state.catalogue)
    events: list[Event] = []
    for step in steps(game, record.moves):
        events.extend(step.events)
    starts = [i for i, e in enumerate(events) if isinstance(e, FinalScoringStarted)]
    return events[starts[-1] :] if starts else []


def draw_poster(state: GameState, when: float | None = None) -> Poster:
    """The poster of ``state`` (a display mode must be set: the art is converted for it)."""
    world = tiles_rect(list(state.board))
    columns, rows = world[2] + 2 * MARGIN, world[3] + 2 * MARGIN
    size = poster_tile_size(columns, rows)
    board_w, board_h = round(columns * size), round(rows * size)
    unit = max(board_w, board_h, LONG_SIDE) / LONG_SIDE
    header, footer = round(250 * unit), round(90 * unit)
    width = max(board_w, round(1800 * unit))
    height = header + board_h + footer
    surface = pygame.Surface((width, height)).convert()
    centre_y = header + board_h / 2
    cx, cy = world[0] + world[2] / 2, world[1] + world[3] / 2
    centre = (cx, cy - (centre_y - height / 2) / size)
    leftovers = final_scoring_events(state)
    if size >= ZOOM_STEPS[0]:
        view = BoardView(Camera((width, height), centre, size))
        view.draw(surface, state, None)
        view.draw_leftovers(surface, state, leftovers)
    else:
        area = pygame.Rect(0, header, board_w, board_h)
        area.centerx = width // 2
        _draw_shrunk(surface, state, leftovers, area.clip(surface.get_rect()), centre, size)
    names = _draw_header(surface, state, header, unit, when)
    blit_text(
        surface,
        game_line(state),
        round(34 * unit),
        (width // 2, height - footer // 2),
        theme.CAPTION,
        "semibold",
        "center",
        width,
    )
    return Poster(surface, names, size)


def game_line(state: GameState) -> str:
    """The poster's foot: the game and the expansions it was played with."""
    return "  ·  ".join([_("Carcassonne"), *expansion_names(expansions_on(state.options))])


class _Piece(BoardView):
    """A piece of a shrunk board: the poster's own table (enlarged) under its tiles, so the
    pieces join without seams."""

    def __init__(self, camera: Camera, under: pygame.Surface) -> None:
        super().__init__(camera)
        self._under = under

    def table(self, size: tuple[int, int]) -> pygame.Surface:
        return self._under


def _draw_shrunk(
    surface: pygame.Surface,
    state: GameState,
    leftovers: list[Event],
    area: pygame.Rect,
    centre: tuple[float, float],
    size: float,
) -> None:
    """The board at ``size`` pixels a tile (below the smallest zoom step) into ``area`` of the
    poster, drawn piece by piece at the smallest step and shrunk into place: no piece is over
    ``PIECE_SIDE`` pixels a side."""
    small = ZOOM_STEPS[0]
    width, height = surface.get_size()
    table = paint_table((width, height))
    surface.blit(table, (0, 0))
    block = max(1, math.floor(PIECE_SIDE * size / small))  # poster pixels a piece covers
    for top in range(area.top, area.bottom, block):
        for left in range(area.left, area.right, block):
            piece = pygame.Rect(left, top, block, block).clip(area)
            drawn = (math.ceil(piece.width * small / size), math.ceil(piece.height * small / size))
            world = (
                centre[0] + (piece.left + piece.width / 2 - width / 2) / size,
                centre[1] + (piece.top + piece.height / 2 - height / 2) / size,
            )
            under = pygame.transform.smoothscale(table.subsurface(piece), drawn)
            view = _Piece(Camera(drawn, world, small), under)
            canvas = pygame.Surface(drawn).convert()
            view.draw(canvas, state, None)
            view.draw_leftovers(canvas, state, leftovers)
            surface.blit(pygame.transform.smoothscale(canvas, piece.size), piece)


def _draw_header(
    surface: pygame.Surface, state: GameState, height: int, unit: float, when: float | None
) -> tuple[PosterName, ...]:
    width = surface.get_width()
    panel = pygame.Rect(0, 0, width, height).inflate(-round(40 * unit), -round(30 * unit))
    draw_panel(surface, panel, round(24 * unit))
    moment = datetime.fromtimestamp(time.time() if when is None else when)
    title = draw_title(
        surface,
        _("Gold Mines"),
        round(84 * unit),
        (width // 2, panel.top + round(62 * unit)),
        theme.GOLD,
    )
    turns = turns_each(state.turn, len(state.players))
    blit_text(
        surface,
        _("{date}  ·  {turns}").format(date=day(moment), turns=turns),
        round(30 * unit),
        (width // 2, title.bottom + round(4 * unit)),
        theme.INK_SOFT,
        "semibold",
        "midtop",
    )
    return _draw_names(surface, state, panel, unit)


def _draw_names(
    surface: pygame.Surface, state: GameState, panel: pygame.Rect, unit: float
) -> tuple[PosterName, ...]:
    best = set(winners(state))
    order = sorted(range(len(state.players)), key=lambda p: (p not in best, -state.total(p), p))
    font = round(38 * unit)
    pictures = []
    for player in order:
        seat = state.players[player]
        points = ngettext("{n} point", "{n} points", state.total(player)).format(
            n=state.total(player)
        )
        line = _("{name}: {points}").format(name=seat.name, points=points)
        image = theme.text(line, font, theme.INK, "bold" if player in best else "semibold")
        pictures.append((player, image))
    gap, token = round(50 * unit), round(20 * unit)
    total = sum(img.get_width() + 3 * token for _p, img in pictures) + gap * (len(pictures) - 1)
    scale = min(1.0, (panel.width - 2 * gap) / max(total, 1))
    x, y = panel.centerx - round(total * scale) // 2, panel.bottom - round(42 * unit)
    laid: list[PosterName] = []
    for player, image in pictures:
        if scale < 1.0:
            image = pygame.transform.smoothscale_by(image, scale)
        seat = state.players[player]
        radius = max(4, round(token * scale))
        draw_token(surface, seat_for(seat.name, seat.color), (x + radius, y), radius)
        rect = image.get_rect(midleft=(x + 3 * radius, y))
        surface.blit(image, rect)
        laid.append(PosterName(seat.name, state.total(player), seat.color, rect))
        x = rect.right + round(gap * scale)
    return tuple(laid)


def save_poster(poster: Poster, path: Path) -> None:
    """Write the poster as a PNG through a new temporary file beside ``path`` (made exclusively,
    removed on any failure), so no half picture, and nothing written through a link, is left."""
    path.parent.mkdir(parents=True, exist_ok=True)
    save_png(poster.surface, path)


# Where posters go: a folder of the player's Pictures, so they find them beside their photos.
POSTERS_FOLDER = "Gold Mines posters"


def _pictures() -> Path | None:
    """The player's Pictures folder, if there is one (not when the game keeps all its files
    in one folder of its own, ``GOLDMINES_DATA_DIR``: a portable copy, or the tests)."""
    if os.environ.get("GOLDMINES_DATA_DIR"):
        return None
    from platformdirs import user_pictures_dir

    pictures = Path(user_pictures_dir())
    return pictures if pictures.is_dir() else None


def posters_dir() -> Path:
    """``Pictures/Gold Mines posters``, or ``<data>/posters`` when there is no Pictures folder:
    where the results screen saves posters (created; OSError if it cannot be, or is a link)."""
    pictures = _pictures()
    return own_folder(pictures / POSTERS_FOLDER if pictures is not None else data_dir() / "posters")


def posters_place(folder: Path) -> str:
    """Where a poster in ``folder`` was saved, in words for the player (no raw path)."""
    pictures = _pictures()
    if pictures is not None and folder.parent == pictures:
        words = _("The poster is saved in your Pictures folder, in “{folder}”.")
    else:
        words = _("The poster is saved in the game's own folder, in “{folder}”.")
    return words.format(folder=folder.name)


def poster_name(state: GameState, when: float | None = None) -> str:
    """``2026-12-02 Ann, Bob.png``-like: the date and the players (file-safe)."""
    moment = datetime.fromtimestamp(time.time() if when is None else when)
    who = "-".join("".join(c for c in p.name if c.isalnum())[:12] for p in state.players)
    return f"{moment:%Y%m%d-%H%M%S}-{who or 'game'}.png"


def write_poster(state: GameState, path: Path, when: float | None = None) -> str | None:
    """Draw ``state``'s poster and save it at ``path``: None, or why it could not be. Without
    a window (the command line) a hidden display is set up, off-screen when there is none."""
    try:
        _ensure_display()
        save_poster(draw_poster(state, when), path)
    except OSError as err:  # the system's words, without its number and the temporary name
        return err.strerror or str(err) or type(err).__name__
    except (pygame.error, MemoryError) as err:
        return str(err) or type(err).__name__
    return None


def _ensure_display() -> None:
    if pygame.display.get_surface() is not None:
        return
    try:
        pygame.display.init()
    except pygame.error:
        os.environ["SDL_VIDEODRIVER"] = "dummy"  # no display here: draw off-screen
        pygame.display.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
