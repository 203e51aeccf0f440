"""The coach's better turn on the board: a ghost of the tile where the best turn would have put
it, with its figure and its gold, and the points it would have been worth.

The ghost is the turn's start position (or its second part's, in a double turn whose second
part is the one reviewed) with the best moves played on it by the engine, so the figure stands
exactly where the rules would put it; nothing is re-derived here. Drawing never changes the
replay.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...ai.coach import TurnReview
from ...engine import (
    GameState,
    IllegalMoveError,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    Pos,
    acting_player,
    apply,
    apply_decision,
)
from ..table.replay_cursor import Replay
from ..widgets import art, theme
from ..widgets.panels import blit_text
from .board_view import BoardView

GHOST_ALPHA = 170  # see-through enough to tell it from the tiles really placed


@dataclass(frozen=True)
class Ghost:
    """The better turn of one reviewed turn, as the board shows it."""

    state: GameState  # the turn's start with the best turn played
    tile: PlaceTile
    code: str
    colour: str  # the player's colour
    figure: tuple[int, int, int] | None  # the segment the best turn's figure stands on
    figure_kind: str
    gold: Pos | None  # where the best turn put its second ingot
    points: int  # how many more points it was worth

    @property
    def pos(self) -> Pos:
        return (self.tile.x, self.tile.y)


def ghost_of(replay: Replay, entry: TurnReview) -> Ghost | None:
    """The ghost of ``entry``'s best turn (None: the turn played was the best, or the best
    cannot be shown on this replay)."""
    if (
        entry.loss <= 0
        or entry.best == entry.played
        or not 0 < entry.turn <= len(replay.turn_starts)
    ):
        return None
    state = replay.state(replay.turn_starts[entry.turn - 1])
    try:
        for move in entry.lead:  # a double turn's first part, when its second is reviewed
            state, _ = apply_decision(state, move)
    except (IllegalMoveError, KeyError):
        return None
    code, player = state.tile, acting_player(state)
    tile = next((m for m in entry.best if isinstance(m, PlaceTile)), None)
    if code is None or tile is None:
        return None
    figure, kind, gold = None, "meeple", None
    try:
        for move in entry.best:
            state, _ = apply(state, move)
            if isinstance(move, PlaceFigure):
                index = state.board[(tile.x, tile.y)].segment_index(move.location)
                figure = None if index is None else (tile.x, tile.y, index)
                kind = move.figure
            elif isinstance(move, PlaceGold):
                gold = (move.x, move.y)
    except (IllegalMoveError, KeyError):
        return None
    colour = state.players[player].color
    return Ghost(state, tile, code, colour, figure, kind, gold, entry.loss)


def draw_ghost(surface: pygame.Surface, board: BoardView, ghost: Ghost, area: pygame.Rect) -> None:
    """The ghost tile, its figure and gold, and a "+N" badge, clipped to the board ``area``."""
    clip = surface.get_clip()
    surface.set_clip(area)
    try:
        state = ghost.state
        image = art.tile(state.catalogue[ghost.code], ghost.tile.rotation, board.camera.tile_size)
        left, top, size, _ = board.camera.tile_rect(ghost.pos)
        image.set_alpha(GHOST_ALPHA)
        surface.blit(image, (left, top))
        image.set_alpha(None)
        board.glow(surface, ghost.pos, theme.GOLD, dashed=True, strength=255)
        pygame.draw.rect(surface, theme.GOLD, (left, top, size, size), max(2, size // 24))
        if ghost.gold is not None:
            board.draw_ingots(surface, ghost.gold, state.ingots.get(ghost.gold, 1))
        if ghost.figure is not None:
            lying = state.board[ghost.pos].segments[ghost.figure[2]].kind == "field"
            point = board.figure_point(state, ghost.figure)
            board.draw_figure(surface, point, ghost.colour, ghost.figure_kind, lying)
        _points_badge(surface, (left, top), size, ghost.points)
    finally:
        surface.set_clip(clip)


def _points_badge(surface: pygame.Surface, corner: tuple[int, int], size: int, n: int) -> None:
    """ "+N" on a gold disc at the ghost tile's upper left corner."""
    radius = max(14, size // 4)
    centre = (corner[0] + radius // 2, corner[1] + radius // 2)
    pygame.draw.circle(surface, theme.GOLD, centre, radius)
    pygame.draw.circle(surface, theme.WOOD_DARK, centre, radius, 2)
    words = f"+{n}"
    font = max(12, round(radius * 1.1) - len(words) * 2)
    blit_text(surface, words, font, centre, theme.INK, "bold", "center")
