"""Help on the board beyond the glowing spots, for a player who has it on: spots no tile left
can ever fill are marked (the engine's ``dead_spots``), and a figure on the board that is
pointed at (or the abbot selected to take back) lights up the whole feature it stands on, in
its owners' colour, with a card beside it saying what it is, what gold lies on it and who
holds it.

Everything here only reads the game state and asks the engine; it never changes anything.
"""

from __future__ import annotations

import pygame

from ...engine import Figure, Pos, ReturnAbbot, SegRef, dead_spots, feature_of_segment
from ...i18n import _
from ...render import palette as pal
from ..widgets import theme
from .turn_input import TurnInput

FIGURE_REACH = 0.6  # a figure is pointed at within this share of its drawn size


def draw_dead_spots(surface: pygame.Surface, turn: TurnInput) -> None:
    """A dark wash and a pale cross on each dead spot in view."""
    camera = turn.board.camera
    for pos in turn.board.visible(dead_spots(turn.state)):
        left, top, size, _ = camera.tile_rect(pos)
        shade = pygame.Surface((size, size), pygame.SRCALPHA)
        shade.fill(theme.DEAD_SHADE)
        surface.blit(shade, (left, top))
        inset = size // 3
        width = max(2, size // 18)
        a, b = (left + inset, top + inset), (left + size - inset, top + size - inset)
        pygame.draw.line(surface, theme.DEAD_MARK, a, b, width)
        pygame.draw.line(surface, theme.DEAD_MARK, (a[0], b[1]), (b[0], a[1]), width)


def dead_spot_at(turn: TurnInput) -> Pos | None:
    """The dead spot under the pointer (None off one, or over a panel)."""
    if turn.hud.over_panel(turn.pointer):
        return None
    pos = turn.board.camera.tile_at(turn.pointer)
    return pos if pos in dead_spots(turn.state) else None


def figure_at(turn: TurnInput) -> Figure | None:
    """The figure on the board pointed at (near its drawn middle), or the abbot selected to
    be taken back."""
    state = turn.state
    selected = turn.selection()
    if selected is not None and isinstance(selected.move, ReturnAbbot):
        return next((f for f in state.figures() if f.at == selected.ref), None)
    if turn.hud.over_panel(turn.pointer):
        return None
    reach = turn.board.figure_size() * FIGURE_REACH
    px, py = turn.pointer
    for figure in state.figures():
        x, y = turn.board.figure_point(state, figure.at)
        if abs(x - px) <= reach and abs(y - py) <= reach:
            return figure
    return None


def draw_figure_feature(surface: pygame.Surface, turn: TurnInput) -> None:
    """The feature of the figure pointed at, tinted in its owners' colour (a pale light
    when they are tied)."""
    figure = figure_at(turn)
    state = turn.state
    feature = None if figure is None else feature_of_segment(state, figure.at)
    if feature is None:
        return
    owners = feature.owners
    if len(owners) == 1:
        colour = pal.PLAYER_COLOURS[state.players[owners[0]].color].rgb
        tint = (*colour, 130)
    else:
        tint = theme.FED_CITY_TINT
    turn.board.tint_feature(surface, state, feature, tint)


def feature_rects(turn: TurnInput, ref: SegRef) -> list[pygame.Rect]:
    """The screen squares of the tiles of the feature segment ``ref`` is part of (those in
    view): what a card about the feature must stand beside, not on."""
    feature = feature_of_segment(turn.state, ref)
    if feature is None:
        return []
    camera = turn.board.camera
    return [pygame.Rect(camera.tile_rect(pos)) for pos in turn.board.visible(feature.tiles)]


def dead_spot_words() -> list[str]:
    """The card over a dead spot."""
    return [_("No tile left can fill this spot"), _("It stays empty to the end of the game")]
