"""Short eased animations made from the events a move returns.

The game state is already the new one when an animation runs: animations only draw things in
motion over the board (and ask the board layer to leave those things out meanwhile). They never
hold up input: a new move simply starts new animations.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from ...engine import (
    GOODS,
    Event,
    FeatureScored,
    FigurePlaced,
    FigureReturned,
    GameState,
    GoldPlaced,
    GoldTaken,
    GoodsTaken,
    SegRef,
    TilePlaced,
    feature_of_segment,
)
from ...render import palette as pal
from ..widgets import art, theme
from .board_view import BoardView, Hidden

Point = tuple[float, float]


def ease_out(t: float) -> float:
    """Fast start, soft landing (cubic)."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def ease_out_back(t: float) -> float:
    """A landing with a tiny bounce."""
    c = 1.4
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


class Stage(Protocol):
    """What animations need from the game scene to find screen points."""

    @property
    def board(self) -> BoardView: ...

    @property
    def state(self) -> GameState: ...

    def panel_point(self, player: int) -> Point: ...


@dataclass
class Animation:
    """Runs from ``start`` for ``duration`` seconds on the scene's clock."""

    start: float
    duration: float

    def t(self, now: float) -> float:
        return min(max((now - self.start) / self.duration, 0.0), 1.0)

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration

    def hide(self, hidden: Hidden, now: float) -> None:
        """Add what this animation shows in motion, so the board layer leaves it out."""

    def draw(self, surface: pygame.Surface, scene: Stage, now: float) -> None:
        """Paint the current frame (before ``start``, usually nothing)."""


@dataclass
class TileSettle(Animation):
    pos: tuple[int, int] = (0, 0)

    def hide(self, hidden: Hidden, now: float) -> None:
        hidden.tiles = hidden.tiles | {self.pos}

    def draw(self, surface: pygame.Surface, scene: Stage, now: float) -> None:
        placed = scene.state.board.get(self.pos)
        if placed is None:
            return
        size = scene.board.camera.tile_size
        e = ease_out(self.t(now))
        left, top, _, _ = scene.board.camera.tile_rect(self.pos)
        lift = round((1 - e) * size * 0.12)
        shadow = art.shade_square(size, int(90 * (1 - e)) + 30)
        surface.blit(shadow, (left + lift // 2 + 3, top + lift // 2 + 4))
        surface.blit(art.tile(placed.tile, placed.rotation, size), (left, top - lift))


@dataclass
class IngotDrop(Animation):
    pos: tuple[int, int] = (0, 0)

    def hide(self, hidden: Hidden, now: float) -> None:
        hidden.ingots[self.pos] += 1

    def draw(self, surface: pygame.Surface, scene: Stage, now: float) -> None:
        if now < self.start:
            return
        x, y = scene.board.ingot_point(self.pos)
        size = scene.board.ingot_size()
        e = ease_out_back(self.t(now))
        picture = art.ingot(size)
        surface.blit(picture, picture.get_rect(center=(x, y - (1 - e) * size * 3)))


@dataclass
class FigureDrop(Animation):
    ref: SegRef = (0, 0, 0)
    colour: str = "red"
    kind: str = "meeple"
    lying: bool = False

    def hide(self, hidden: Hidden, now: float) -> None:
        hidden.figures = hidden.figures | {self.ref}

    def draw(self, surface: pygame.Surface, scene: Stage, now: float) -> None:
        if (self.ref[0], self.ref[1]) not in scene.state.board:
            return
        x, y = scene.board.figure_point(scene.state, self.ref)
        e = ease_out_back(self.t(now))
        lift = (1 - e) * scene.board.figure_size() * 1.5
        scene.board.draw_figure(
            surface, (round(x), round(y - lift)), self.colour, self.kind, self.lying
        )


@dataclass
class Flight(Animation):
    """Something flying from a board point to a player's panel (figures home, ingots)."""

    origin: Callable[[], Point] = lambda: (0.0, 0.0)
    player: int = 0
    paint: Callable[[pygame.Surface, Point, float], None] = lambda s, p, t: None

    def draw(self, surface: pygame.Surface, scene: Stage, now: float) -> None:
        start = self.origin()
        if now < self.start:
            self.paint(surface, start, 0.0)
            return
        end = scene.panel_point(self.player)
        e = ease_in_out(self.t(now))
        arc = -120 * 4 * e * (1 - e)
        point = (start[0] + (end[0] - start[0]) * e, start[1] + (end[1] - start[1]) * e + arc)
        self.paint(surface, point, e)


@dataclass
class FeatureGlow(Animation):
    """A completed feature lights up in gold, then fades."""

    ref: SegRef = (0, 0, 0)

    def draw(self, surface: pygame.Surface, scene: Stage, now: float) -> None:
        feature = feature_of_segment(scene.state, self.ref) if now >= self.start else None
        if feature is None:
            return
        t = self.t(now)
        alpha = int(150 * (1 - t) if t > 0.3 else 150 * min(1.0, t / 0.15))
        scene.board.tint_feature(
            surface, scene.state, feature, (*theme.FEATURE_GLOW, alpha // 8 * 8)
        )


@dataclass
class PointsRise(Animation):
    """Points ("+6") rising from the feature to the scorer's panel."""

    origin: Callable[[], Point] = lambda: (0.0, 0.0)
    player: int = 0
    points: int = 0
    colour: str = "red"
    labels: dict[int, pygame.Surface] = field(default_factory=dict)

    def draw(self, surface: pygame.Surface, scene: Stage, now: float) -> None:
        if now < self.start:
            return
        t = self.t(now)
        start, end = self.origin(), scene.panel_point(self.player)
        e = ease_in_out(max(0.0, (t - 0.35) / 0.65))
        rise = ease_out(min(1.0, t / 0.35)) * 36
        x = start[0] + (end[0] - start[0]) * e
        y = start[1] - rise + (end[1] - start[1] + rise) * e
        label = self._label()
        label.set_alpha(255 if t < 0.85 else int(255 * (1 - t) / 0.15))
        surface.blit(label, label.get_rect(center=(round(x), round(y))))

    def _label(self) -> pygame.Surface:
        if self.points not in self.labels:
            colour = pal.PLAYER_COLOURS[self.colour]
            self.labels[self.points] = outlined_text(
                f"+{self.points}", 40, colour.light, colour.dark
            )
        return self.labels[self.points]


def outlined_text(message: str, size: int, fill: pal.RGB, edge: pal.RGB) -> pygame.Surface:
    """Bold text with a dark rim, readable on any tile."""
    inner = theme.text(message, size, fill, "bold")
    rim = theme.text(message, size, edge, "bold")
    surface = pygame.Surface((inner.get_width() + 4, inner.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        surface.blit(rim, (dx, dy))
    surface.blit(inner, (2, 2))
    return surface


class Animator:
    """The animations running now, made from each move's events."""

    def __init__(self) -> None:
        self.now = 0.0
        self.running: list[Animation] = []

    @property
    def busy(self) -> bool:
        return bool(self.running)

    def update(self, dt: float) -> None:
        self.now += dt
        self.running = [a for a in self.running if not a.done(self.now)]

    def clear(self) -> None:
        self.running = []

    def hidden(self) -> Hidden:
        hidden = Hidden(ingots=Counter())
        for animation in self.running:
            animation.hide(hidden, self.now)
        return hidden

    def draw(self, surface: pygame.Surface, scene: Stage) -> None:
        for animation in self.running:
            animation.draw(surface, scene, self.now)

    def add_events(
        self, events: list[Event], before: GameState, scene: Stage, speed: float
    ) -> None:
        """Queue the animations for one move's events, one after another where it reads."""
        builder = _Builder(self.now, 1.0 / max(speed, 0.1), before, scene)
        for event in events:
            builder.add(event)
        self.running.extend(builder.made)


class _Builder:
    """Turns events into timed animations (``scale`` shortens or lengthens them all)."""

    def __init__(self, now: float, scale: float, before: GameState, scene: Stage) -> None:
        self.clock = now
        self.scale = scale
        self.before = before
        self.scene = scene
        self.made: list[Animation] = []

    def _at(self, gap: float) -> float:
        start = self.clock
        self.clock += gap * self.scale
        return start

    def add(self, event: Event) -> None:
        scene, s = self.scene, self.scale
        match event:
            case TilePlaced(x=x, y=y):
                self.made.append(TileSettle(self._at(0.2), 0.25 * s, (x, y)))
            case GoldPlaced(x=x, y=y):
                self.made.append(IngotDrop(self._at(0.18), 0.35 * s, (x, y)))
            case FigurePlaced(player=p, figure=kind, x=x, y=y, location=location):
                self._figure_drop(p, kind, x, y, location)
            case FeatureScored():
                self._scored(event)
            case FigureReturned():
                self._figure_home(event)
            case GoldTaken(player=p, x=x, y=y):
                origin = self._ingot_origin((x, y))
                paint = _ingot_painter(scene)
                self.made.append(Flight(self._at(0.12), 0.4 * s, origin, p, paint))
            case GoodsTaken():
                self._goods_taken(event)

    def _figure_drop(self, player: int, kind: str, x: int, y: int, location: str) -> None:
        state = self.scene.state
        index = state.board[(x, y)].segment_index(location)
        if index is None:
            return
        lying = state.board[(x, y)].segments[index].kind == "field"
        colour = state.players[player].color
        self.made.append(
            FigureDrop(self._at(0.1), 0.3 * self.scale, (x, y, index), colour, kind, lying)
        )

    def _scored(self, event: FeatureScored) -> None:
        state = self.scene.state
        index = state.board[(event.x, event.y)].segment_index(event.location)
        if index is None:
            return
        ref = (event.x, event.y, index)
        start = self._at(0.3)
        self.made.append(FeatureGlow(start, 0.7 * self.scale, ref))
        origin = self._board_point(ref)
        for player in event.owners:
            colour = state.players[player].color
            self.made.append(
                PointsRise(
                    start + 0.1 * self.scale, 0.9 * self.scale, origin, player, event.points, colour
                )
            )

    def _figure_home(self, event: FigureReturned) -> None:
        placed = self.before.board.get((event.x, event.y))
        index = placed.segment_index(event.location) if placed else None
        if placed is None or index is None:
            return
        ref = (event.x, event.y, index)
        lying = placed.segments[index].kind == "field"
        colour = self.before.players[event.player].color
        board = self.scene.board

        def paint(surface: pygame.Surface, point: Point, t: float) -> None:
            size = max(10, round(board.figure_size() * (1 - 0.4 * t)))
            board.draw_figure(
                surface,
                (round(point[0]), round(point[1])),
                colour,
                event.figure,
                lying and t == 0.0,
                size,
            )

        origin = self._board_point(ref)
        self.made.append(Flight(self._at(0.08), 0.4 * self.scale, origin, event.player, paint))

    def _goods_taken(self, event: GoodsTaken) -> None:
        """The city's goods tokens fly to the panel of the player who completed it, a row of
        one token per kind taken."""
        index = self.scene.state.board[(event.x, event.y)].segment_index(event.location)
        if index is None:
            return
        kinds = [kind for kind, count in zip(GOODS, event.goods, strict=True) if count]
        board = self.scene.board

        def paint(surface: pygame.Surface, point: Point, t: float) -> None:
            size = max(10, round(board.ingot_size() * 0.8))
            left = point[0] - (len(kinds) * size) / 2
            for k, kind in enumerate(kinds):
                picture = art.goods(kind, size)
                centre = (round(left + (k + 0.5) * size), round(point[1]))
                surface.blit(picture, picture.get_rect(center=centre))

        origin = self._board_point((event.x, event.y, index))
        self.made.append(Flight(self._at(0.12), 0.45 * self.scale, origin, event.player, paint))

    def _board_point(self, ref: tuple[int, int, int]) -> Callable[[], Point]:
        scene = self.scene
        before = self.before

        def point() -> Point:
            state = scene.state if (ref[0], ref[1]) in scene.state.board else before
            if (ref[0], ref[1]) not in state.board:
                return (0.0, 0.0)
            x, y = scene.board.figure_point(state, ref)
            return (float(x), float(y))

        return point

    def _ingot_origin(self, pos: tuple[int, int]) -> Callable[[], Point]:
        board = self.scene.board

        def point() -> Point:
            x, y = board.ingot_point(pos)
            return (float(x), float(y))

        return point


def _ingot_painter(scene: Stage) -> Callable[[pygame.Surface, Point, float], None]:
    def paint(surface: pygame.Surface, point: Point, t: float) -> None:
        picture = art.ingot(scene.board.ingot_size())
        surface.blit(picture, picture.get_rect(center=(round(point[0]), round(point[1]))))

    return paint


@dataclass
class Slide(Animation):
    """A picture gliding between two screen points (the tile going back to the hand)."""

    origin: Point = (0.0, 0.0)
    target: Point = (0.0, 0.0)
    picture: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, scene: Stage, now: float) -> None:
        if self.picture is None or now < self.start:
            return
        e = ease_out(self.t(now))
        x = self.origin[0] + (self.target[0] - self.origin[0]) * e
        y = self.origin[1] + (self.target[1] - self.origin[1]) * e
        surface.blit(self.picture, self.picture.get_rect(center=(round(x), round(y))))
