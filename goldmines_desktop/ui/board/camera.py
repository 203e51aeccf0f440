"""The board camera: which part of the board the window shows, and how big a tile is.

World coordinates are in tiles: the tile at board position (x, y) has its centre at world
(x, y) and spans half a tile either way. The camera keeps a continuous ``zoom`` for smooth
wheel steps, but tiles are drawn at ``tile_size``, a whole number of pixels taken from a short
list of steps, so scaled tile pictures can be cached per step and never scaled every frame.
"""

from __future__ import annotations

import math

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # left, top, width, height (world units)

#: the pixel sizes a tile is drawn at; every zoom is snapped to one of these
ZOOM_STEPS: tuple[int, ...] = (
    20,
    24,
    28,
    32,
    36,
    40,
    46,
    52,
    60,
    68,
    78,
    88,
    100,
    112,
    128,
    144,
    164,
    184,
    208,
    232,
    260,
    290,
    324,
    360,
    400,
    440,
)
DEFAULT_TILE = 100
MIN_TILE = ZOOM_STEPS[0]
MAX_TILE = ZOOM_STEPS[-1]
FIT_MAX = 128  # "see everything" never zooms in further than this
FIT_PAD = 12.0  # screen pixels kept free round the board when it is fitted (glow and frame)
PAN_SPEED = 900.0  # screen pixels per second for the arrow keys
GLIDE_SECONDS = 0.3  # how long the camera's own pan to a new centre takes


def snap(size: float) -> int:
    """The zoom step nearest to ``size`` pixels per tile (compared in log scale)."""
    return min(ZOOM_STEPS, key=lambda step: abs(math.log(step) - math.log(max(size, 1.0))))


class Camera:
    """Centre and zoom of the board view inside a viewport of ``size`` pixels."""

    def __init__(
        self, size: tuple[int, int], center: Point = (0.0, 0.0), tile_size: float = DEFAULT_TILE
    ) -> None:
        self.size = size
        self.center: Point = center
        self._zoom = float(tile_size)
        self._tile_size = snap(self._zoom)
        self.revision = 0  # bumped on every change so views can tell when to redraw
        self.chosen = False  # the player zoomed: the zoom stays theirs until Home (``fit``)
        self._glide: tuple[Point, Point, float] | None = None  # from, to, seconds gone

    # --- reading ----------------------------------------------------------------------------

    @property
    def zoom(self) -> float:
        """The wanted pixels per tile, before snapping to a zoom step."""
        return self._zoom

    @zoom.setter
    def zoom(self, value: float) -> None:
        self._zoom = value
        self._tile_size = snap(value)

    @property
    def tile_size(self) -> int:
        """How many pixels wide a tile is drawn now (a zoom step)."""
        return self._tile_size

    def world_to_screen(self, point: Point) -> tuple[float, float]:
        """Screen pixel of a world point."""
        s = self.tile_size
        return (
            (point[0] - self.center[0]) * s + self.size[0] / 2,
            (point[1] - self.center[1]) * s + self.size[1] / 2,
        )

    def screen_to_world(self, pixel: Point) -> tuple[float, float]:
        """World point under a screen pixel."""
        s = self.tile_size
        return (
            (pixel[0] - self.size[0] / 2) / s + self.center[0],
            (pixel[1] - self.size[1] / 2) / s + self.center[1],
        )

    def tile_at(self, pixel: Point) -> tuple[int, int]:
        """The board position whose square contains the screen pixel."""
        wx, wy = self.screen_to_world(pixel)
        return (math.floor(wx + 0.5), math.floor(wy + 0.5))

    def tile_rect(self, pos: tuple[int, int]) -> tuple[int, int, int, int]:
        """Screen rectangle (left, top, width, height) of board position ``pos``."""
        s = self.tile_size
        cx, cy = self.world_to_screen((pos[0], pos[1]))
        left = math.floor(cx - s / 2)
        top = math.floor(cy - s / 2)
        return (left, top, s, s)

    def tile_uv(self, pixel: Point) -> tuple[tuple[int, int], float, float]:
        """The board position under ``pixel`` and where inside it (u, v from 0 to 1)."""
        pos = self.tile_at(pixel)
        left, top, s, _ = self.tile_rect(pos)
        return pos, (pixel[0] - left) / s, (pixel[1] - top) / s

    def visible_tiles(self, margin: int = 1) -> tuple[int, int, int, int]:
        """Board positions that may show: (min_x, min_y, max_x, max_y), inclusive."""
        x0, y0 = self.tile_at((0, 0))
        x1, y1 = self.tile_at((self.size[0], self.size[1]))
        return (x0 - margin, y0 - margin, x1 + margin, y1 + margin)

    # --- moving -----------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.revision += 1

    def pan(self, dx: float, dy: float) -> None:
        """Move the view by a screen offset: the board follows the pointer (drag). A glide
        under way stops where it is: the player has taken the camera over."""
        self._glide = None
        s = self.tile_size
        self.center = (self.center[0] - dx / s, self.center[1] - dy / s)
        self.revision += 1

    def glide(self, dx: float, dy: float) -> None:
        """Move the view by a screen offset in a short smooth pan (``update`` carries it
        out), from wherever a glide under way has got to."""
        s = self.tile_size
        goal = self.goal
        target = (goal[0] - dx / s, goal[1] - dy / s)
        self._glide = (self.center, target, 0.0)

    @property
    def gliding(self) -> bool:
        return self._glide is not None

    @property
    def goal(self) -> Point:
        """Where the centre comes to rest (the centre itself when no glide is under way)."""
        return self._glide[1] if self._glide is not None else self.center

    def update(self, dt: float) -> None:
        """Carry a glide on by ``dt`` seconds (eased: quick at first, gentle at the end)."""
        if self._glide is None:
            return
        start, target, gone = self._glide
        gone = min(GLIDE_SECONDS, gone + dt)
        t = gone / GLIDE_SECONDS
        eased = 1 - (1 - t) ** 3
        self.center = (
            start[0] + (target[0] - start[0]) * eased,
            start[1] + (target[1] - start[1]) * eased,
        )
        self._glide = None if gone >= GLIDE_SECONDS else (start, target, gone)
        self.revision += 1

    def settle(self) -> None:
        """End a glide at once, at its goal."""
        if self._glide is not None:
            self.center = self._glide[1]
            self._glide = None
            self.revision += 1

    def zoom_at(self, point: Point, factor: float, stepped: bool = True) -> None:
        """Zoom by ``factor`` keeping the world point under screen ``point`` where it is
        (``stepped``: at least one step of the drawn size, as a key or the wheel does; a pinch
        zooms by exactly its factor, in many small moves)."""
        self.settle()
        before = self.screen_to_world(point)
        old_step = self.tile_size
        self.zoom = min(max(self.zoom * factor, MIN_TILE), MAX_TILE)
        if stepped and self.tile_size == old_step and factor != 1.0:
            self._next_step(factor > 1.0)
        after = self.screen_to_world(point)
        self.center = (
            self.center[0] + before[0] - after[0],
            self.center[1] + before[1] - after[1],
        )
        self.revision += 1

    def zoom_to(self, size: int, point: Point) -> None:
        """Draw tiles ``size`` px wide, keeping the world point under screen ``point`` where
        it is (the player's own zoom choice stays as it was)."""
        self.settle()
        before = self.screen_to_world(point)
        self.zoom = float(size)
        after = self.screen_to_world(point)
        self.center = (
            self.center[0] + before[0] - after[0],
            self.center[1] + before[1] - after[1],
        )
        self.revision += 1

    def _next_step(self, bigger: bool) -> None:
        """Make sure one zoom request always changes the drawn size by at least a step."""
        index = ZOOM_STEPS.index(self.tile_size) + (1 if bigger else -1)
        if 0 <= index < len(ZOOM_STEPS):
            self.zoom = float(ZOOM_STEPS[index])

    def fit(self, rect: Rect, view: Rect | None = None, pad: float = FIT_PAD) -> None:
        """Show the whole world rectangle (e.g. every placed tile) centred in ``view`` (a
        screen rectangle left free by the panels; default the whole viewport), at the
        largest zoom step that fits with ``pad`` pixels to spare round it (up to
        ``FIT_MAX``). The zoom is the camera's own again afterwards (no longer the one the
        player chose)."""
        self.chosen = False
        self._glide = None
        vx, vy, vw, vh = view or (0.0, 0.0, float(self.size[0]), float(self.size[1]))
        fit = min((vw - 2 * pad) / rect[2], (vh - 2 * pad) / rect[3])
        fitting = [s for s in ZOOM_STEPS if s <= min(fit, FIT_MAX)]
        self.zoom = float(fitting[-1] if fitting else MIN_TILE)
        s = self.tile_size
        # the rectangle's centre goes to the centre of the free view
        cx, cy = rect[0] + rect[2] / 2, rect[1] + rect[3] / 2
        self.center = (
            cx - (vx + vw / 2 - self.size[0] / 2) / s,
            cy - (vy + vh / 2 - self.size[1] / 2) / s,
        )
        self.revision += 1


def tiles_rect(positions: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> Rect:
    """The world rectangle covering every tile at ``positions``."""
    xs = [p[0] for p in positions] or [0]
    ys = [p[1] for p in positions] or [0]
    return (min(xs) - 0.5, min(ys) - 0.5, max(xs) - min(xs) + 1.0, max(ys) - min(ys) + 1.0)
