"""Drawing the board: the table, the tiles, ingots and figures, and highlights on top.

The board layer (table + tiles + tokens) is painted into an off-screen surface and reused while
nothing changes; while the camera moves it is repainted, blitting only the tiles in view from
pictures cached per zoom step. Highlights (legal spots, the tile being dragged, a hovered
feature) are drawn over the layer every frame. Drawing never changes the game state.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

import pygame

from ...engine import Feature, FeatureInfo, FigureReturned, GameState, GoldReturned, Pos
from ...render import palette as pal
from ...render import tileart
from ..widgets import art, theme
from .camera import Camera

SegRef = tuple[int, int, int]


@dataclass
class Hidden:
    """Things an animation is showing in motion, so the layer leaves them out meanwhile."""

    tiles: frozenset[Pos] = frozenset()
    ingots: Counter[Pos] = field(default_factory=Counter)
    figures: frozenset[SegRef] = frozenset()

    def key(self) -> tuple[object, ...]:
        return (self.tiles, tuple(sorted(self.ingots.items())), self.figures)


class BoardView:
    """Paints a game state through a camera."""

    def __init__(self, camera: Camera) -> None:
        self.camera = camera
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[object, ...] | None = None
        self._layer_state: GameState | None = None
        self._table: pygame.Surface | None = None

    # --- the layer --------------------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        state: GameState,
        last: tuple[Pos, str] | None,
        hidden: Hidden | None = None,
    ) -> None:
        """The table, every visible tile, the last tile's frame, ingots and figures."""
        hidden = hidden or Hidden()
        key = (
            self.camera.revision,
            self.camera.tile_size,
            self.camera.center,
            surface.get_size(),
            last,
            hidden.key(),
        )
        if self._layer is None or self._layer.get_size() != surface.get_size():
            self._layer = pygame.Surface(surface.get_size()).convert()
            self._layer_key = None
        if key != self._layer_key or state is not self._layer_state:
            self._paint_layer(self._layer, state, last, hidden)
            self._layer_key = key
            self._layer_state = state
        surface.blit(self._layer, (0, 0))

    def _paint_layer(
        self, layer: pygame.Surface, state: GameState, last: tuple[Pos, str] | None, hidden: Hidden
    ) -> None:
        layer.blit(self.table(layer.get_size()), (0, 0))
        visible = [p for p in self.visible(state.board) if p not in hidden.tiles]
        self._shadows(layer, visible)
        size = self.camera.tile_size
        for pos in visible:
            placed = state.board[pos]
            layer.blit(art.tile(placed.tile, placed.rotation, size), self.camera.tile_rect(pos))
        if last is not None and last[0] in state.board and last[0] not in hidden.tiles:
            self.frame_tile(layer, last[0], pal.PLAYER_COLOURS[last[1]].rgb)
        self._ingots(layer, state, visible, hidden.ingots)
        self._figures(layer, state, hidden.figures)

    def visible(self, positions: Iterable[Pos]) -> list[Pos]:
        """The positions among ``positions`` that are inside the view."""
        x0, y0, x1, y1 = self.camera.visible_tiles()
        return [p for p in positions if x0 <= p[0] <= x1 and y0 <= p[1] <= y1]

    def table(self, size: tuple[int, int]) -> pygame.Surface:
        """The wooden table under the board, painted once per window size."""
        if self._table is None or self._table.get_size() != size:
            self._table = paint_table(size)
        return self._table

    def _shadows(self, layer: pygame.Surface, positions: list[Pos]) -> None:
        size = self.camera.tile_size
        shadow = _shadow(size)
        offset = max(2, size // 24)
        for pos in positions:
            left, top, _, _ = self.camera.tile_rect(pos)
            layer.blit(shadow, (left + offset - 2, top + offset - 2))

    def frame_tile(self, surface: pygame.Surface, pos: Pos, colour: pal.RGB) -> None:
        """Outline a tile in a player's colour (the last placed tile)."""
        size = self.camera.tile_size
        frame = art.outline(size, colour)
        left, top, _, _ = self.camera.tile_rect(pos)
        pad = (frame.get_width() - size) // 2
        surface.blit(frame, (left - pad, top - pad))

    # --- tokens -----------------------------------------------------------------------------

    def _ingots(
        self, layer: pygame.Surface, state: GameState, visible: list[Pos], hidden: Counter[Pos]
    ) -> None:
        for pos in visible:
            count = state.ingots.get(pos, 0) - hidden.get(pos, 0)
            if count > 0:
                self.draw_ingots(layer, pos, count)

    def ingot_point(self, pos: Pos) -> tuple[int, int]:
        """Screen point where a tile's ingots lie (its upper right corner area)."""
        left, top, size, _ = self.camera.tile_rect(pos)
        return (left + round(size * 0.78), top + round(size * 0.24))

    def ingot_size(self) -> int:
        return max(10, round(self.camera.tile_size * 0.42))

    def draw_ingots(self, surface: pygame.Surface, pos: Pos, count: int) -> None:
        """A small stack on the tile, with a count badge when there are more than two."""
        size = self.ingot_size()
        picture = art.ingot_stack(count, size)
        surface.blit(picture, picture.get_rect(center=self.ingot_point(pos)))

    def figure_point(self, state: GameState, ref: SegRef) -> tuple[int, int]:
        """Screen point of the spot a figure stands on (the segment's anchor)."""
        x, y, index = ref
        placed = state.board[(x, y)]
        u, v = tileart.segment_anchor(placed.tile, placed.rotation, index)
        left, top, size, _ = self.camera.tile_rect((x, y))
        return (left + round(u * size), top + round(v * size))

    def figure_size(self) -> int:
        return max(12, round(self.camera.tile_size * 0.34))

    def _figures(self, layer: pygame.Surface, state: GameState, hidden: frozenset[SegRef]) -> None:
        x0, y0, x1, y1 = self.camera.visible_tiles()
        for figure in state.figures():
            x, y, index = figure.at
            if figure.at in hidden or not (x0 <= x <= x1 and y0 <= y <= y1):
                continue
            kind = state.board[(x, y)].segments[index].kind
            colour = state.players[figure.player].color
            self.draw_figure(
                layer, self.figure_point(state, figure.at), colour, figure.kind, kind == "field"
            )

    def draw_figure(
        self,
        surface: pygame.Surface,
        point: tuple[int, int],
        colour: str,
        kind: str,
        lying: bool = False,
        size: int | None = None,
    ) -> None:
        """A figure centred on ``point``: a meeple or the large meeple (lying down for a
        farmer), the abbot, the builder or the pig (which stand in a field too)."""
        size = size or self.figure_size()
        if kind == "abbot":
            size = round(size * 1.15)
        picture = art.figure(kind, colour, size, lying)
        surface.blit(picture, picture.get_rect(center=point))

    def draw_leftovers(
        self, surface: pygame.Surface, state: GameState, events: Iterable[object]
    ) -> None:
        """After the last tile: the figures and ingots that the final scoring takes off the
        board (from its events), still shown where they stood until the results screen."""
        for event in events:
            if isinstance(event, FigureReturned):
                placed = state.board.get((event.x, event.y))
                index = placed.segment_index(event.location) if placed else None
                if placed is None or index is None:
                    continue
                lying = placed.segments[index].kind == "field"
                point = self.figure_point(state, (event.x, event.y, index))
                colour = state.players[event.player].color
                self.draw_figure(surface, point, colour, event.figure, lying)
            elif isinstance(event, GoldReturned):
                self.draw_ingots(surface, (event.x, event.y), event.count)

    # --- highlights -------------------------------------------------------------------------

    def glow(
        self,
        surface: pygame.Surface,
        pos: Pos,
        colour: pal.RGB = theme.GLOW_CHOICE,
        dashed: bool = False,
        strength: int = 200,
    ) -> None:
        """A soft glowing outline round a board position."""
        size = self.camera.tile_size
        picture = art.glow(size, colour, strength, dashed)
        left, top, _, _ = self.camera.tile_rect(pos)
        pad = (picture.get_width() - size) // 2
        surface.blit(picture, (left - pad, top - pad))

    def preview_tile(
        self, surface: pygame.Surface, state: GameState, code: str, rotation: int, pos: Pos
    ) -> None:
        """The tile in hand shown where it would go (slightly see-through)."""
        picture = art.tile(state.catalogue[code], rotation, self.camera.tile_size)
        left, top, _, _ = self.camera.tile_rect(pos)
        picture.set_alpha(215)
        surface.blit(picture, (left, top))
        picture.set_alpha(None)

    def tint_feature(
        self,
        surface: pygame.Surface,
        state: GameState,
        feature: Feature | FeatureInfo,
        colour: tuple[int, int, int, int],
    ) -> None:
        """Tint exactly the segments of a feature across the board."""
        size = self.camera.tile_size
        x0, y0, x1, y1 = self.camera.visible_tiles()
        for x, y, index in feature.segments:
            if not (x0 <= x <= x1 and y0 <= y <= y1):
                continue
            placed = state.board[(x, y)]
            tint = art.segment_tint(placed.tile, placed.rotation, index, size, colour)
            surface.blit(tint, self.camera.tile_rect((x, y)))

    def edge_segment(
        self, surface: pygame.Surface, state: GameState, ref: SegRef, colour: pal.RGB
    ) -> None:
        """Outline one segment of a tile."""
        x, y, index = ref
        placed = state.board[(x, y)]
        picture = art.segment_edge(
            placed.tile, placed.rotation, index, self.camera.tile_size, colour
        )
        surface.blit(picture, self.camera.tile_rect((x, y)))

    def segment_under(self, state: GameState, point: tuple[int, int]) -> SegRef | None:
        """The tile segment under a screen point, if a tile lies there."""
        pos, u, v = self.camera.tile_uv(point)
        placed = state.board.get(pos)
        if placed is None:
            return None
        index = tileart.segment_at(placed.tile, placed.rotation, u, v)
        return None if index is None else (pos[0], pos[1], index)


# --- pictures made here ----------------------------------------------------------------------

_SHADOWS: dict[int, pygame.Surface] = {}


def _shadow(size: int) -> pygame.Surface:
    """A soft dark square to lay under a tile."""
    if size not in _SHADOWS:
        surface = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
        for step, alpha in ((0, 40), (1, 40), (2, 50)):
            rect = pygame.Rect(step, step, size + 4 - 2 * step, size + 4 - 2 * step)
            pygame.draw.rect(surface, (*theme.TILE_SHADOW, alpha), rect, border_radius=3)
        _SHADOWS[size] = surface.convert_alpha()
    return _SHADOWS[size]


def paint_table(size: tuple[int, int]) -> pygame.Surface:
    """Warm wooden planks with a soft grain and a gentle vignette."""
    width, height = size
    surface = pygame.Surface(size).convert()
    surface.fill(pal.TABLE_WOOD)
    rng = random.Random(11)
    plank = 120
    for top in range(0, height, plank):
        tone = pal.shade(pal.TABLE_WOOD, rng.uniform(0.92, 1.06))
        pygame.draw.rect(surface, tone, (0, top, width, plank))
        for _ in range(width // 14):
            _grain_line(surface, rng, top, plank, width, tone)
        pygame.draw.line(surface, pal.TABLE_WOOD_DARK, (0, top), (width, top), 2)
        pygame.draw.line(surface, pal.shade(tone, 1.08), (0, top + 2), (width, top + 2), 1)
    _vignette(surface)
    return surface


def _grain_line(
    surface: pygame.Surface, rng: random.Random, top: int, plank: int, width: int, tone: pal.RGB
) -> None:
    y = top + rng.uniform(6, plank - 6)
    x = rng.uniform(-100, width)
    length = rng.uniform(60, 320)
    colour = pal.shade(tone, rng.uniform(0.86, 0.97))
    wave = rng.uniform(0.5, 2.5)
    points = [(x + t, y + math.sin(t / 40.0) * wave) for t in range(0, int(length), 12)]
    if len(points) > 1:
        pygame.draw.lines(surface, colour, False, points, 1)


def _vignette(surface: pygame.Surface) -> None:
    width, height = surface.get_size()
    shade = pygame.Surface((width, height), pygame.SRCALPHA)
    steps = 18
    for i in range(steps):
        alpha = int(60 * (1 - i / steps) ** 2)
        inset = i * min(width, height) // (steps * 3)
        pygame.draw.rect(
            shade,
            (*theme.SHADOW_BROWN, alpha),
            (inset, inset, width - 2 * inset, height - 2 * inset),
            max(1, min(width, height) // (steps * 3)),
        )
    surface.blit(shade, (0, 0))
