"""The part of the window no panel covers: the largest rectangle clear of every panel shown.

Plain geometry on (left, top, width, height) tuples, no pygame: the board's camera frames what
the player decides inside this rectangle, so no panel, banner or card is ever over it.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

Box = tuple[float, float, float, float]  # left, top, width, height (screen pixels)


def free_area(size: tuple[int, int], panels: Iterable[Box], margin: float = 0.0) -> Box:
    """The largest rectangle inside a window of ``size`` that overlaps none of ``panels``
    (each kept ``margin`` pixels away). Ties go to the one nearest the window's centre."""
    shown = tuple(sorted({p for p in panels if p[2] > 0 and p[3] > 0}))
    return _largest(size, shown, float(margin))


@lru_cache(maxsize=64)
def _largest(size: tuple[int, int], panels: tuple[Box, ...], margin: float) -> Box:
    width, height = float(size[0]), float(size[1])
    grown = [(x - margin, y - margin, x + w + margin, y + h + margin) for x, y, w, h in panels]
    low_x, high_x, low_y, high_y = margin, width - margin, margin, height - margin
    lefts = sorted({low_x, *(r for _, _, r, _ in grown if low_x < r < high_x)})
    rights = sorted({high_x, *(x for x, _, _, _ in grown if low_x < x < high_x)})
    tops = sorted({low_y, *(b for _, _, _, b in grown if low_y < b < high_y)})
    best: tuple[float, float, Box] = (-1.0, 0.0, (low_x, low_y, high_x - low_x, high_y - low_y))
    for left in lefts:
        for right in (r for r in rights if r > left):
            # the panels this column crosses: a rectangle in it must pass between them
            across = sorted((y0, y1) for x0, y0, x1, y1 in grown if x0 < right and x1 > left)
            for top in tops:
                bottom = _clear_down(top, across, high_y)
                if bottom is None:
                    continue
                area = (right - left) * (bottom - top)
                near = -abs((left + right) / 2 - width / 2) - abs((top + bottom) / 2 - height / 2)
                if (area, near) > best[:2]:
                    best = (area, near, (left, top, right - left, bottom - top))
    return best[2]


def _clear_down(top: float, across: list[tuple[float, float]], height: float) -> float | None:
    """How far down from ``top`` a column stays clear of the spans ``across`` (None when a
    span covers ``top`` itself)."""
    bottom = height
    for y0, y1 in across:
        if y0 <= top < y1:
            return None
        if y0 > top:
            bottom = min(bottom, y0)
    return bottom if bottom > top else None


def overlaps(a: Box, b: Box) -> bool:
    """Whether two rectangles share some area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]
