"""Fitting text into a width, and telling when it did not fit.

Every place the window fits words into a known width asks here: shrink a size step by step
(:func:`fitting_size`), wrap into lines (:func:`wrap`), shorten with an ellipsis
(:func:`ellipsis`) or just check (:func:`check`). Whatever had to be cut, or still overflows
its box at the smallest size, is remembered as a :class:`Cut`, so a test can walk every
screen in every language and find none (``cuts()``, ``reset()``). German words are long:
the helpers prefer a smaller size or another line to cutting.

:func:`note_drawn` is called for every line of text the window renders; while
:func:`recording` is on, the strings are kept (a test checks each went through the catalogue),
and while :func:`recording_sizes` is on, with their sizes (a test finds the smallest).
No drawing here, only measuring: fonts are passed in.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

KEEP = 500  # cuts remembered (the oldest go first): a report, not a log that grows forever
SMALLEST = 8  # no text is drawn smaller than this many pixels


@dataclass(frozen=True)
class Cut:
    """A text that did not fit: what it was, the room it had and the width it needed."""

    text: str
    room: int
    needed: int
    where: str


_cuts: list[Cut] = []
_drawn: list[str] | None = None
_sizes: list[tuple[str, int]] | None = None


def cuts() -> tuple[Cut, ...]:
    """Every text cut or overflowing since the last :func:`reset` (at most ``KEEP``)."""
    return tuple(_cuts)


def reset() -> None:
    """Forget the cuts reported so far."""
    _cuts.clear()


def report(text: str, room: int, needed: int, where: str) -> None:
    """Remember that ``text`` needed ``needed`` pixels where it had ``room``."""
    if len(_cuts) >= KEEP:
        del _cuts[0]
    _cuts.append(Cut(text, room, needed, where))


@contextmanager
def recording() -> Iterator[list[str]]:
    """Keep every string drawn inside the ``with`` block in the list it yields."""
    global _drawn
    before, _drawn = _drawn, []
    try:
        yield _drawn
    finally:
        _drawn = before


@contextmanager
def recording_sizes() -> Iterator[list[tuple[str, int]]]:
    """Keep every string drawn inside the ``with`` block, with its font size in pixels, in
    the list it yields (a test finds the smallest text on each screen)."""
    global _sizes
    before, _sizes = _sizes, []
    try:
        yield _sizes
    finally:
        _sizes = before


def note_drawn(text: str, size: int = 0) -> None:
    """A line of text is being rendered at ``size`` px (kept while :func:`recording` or
    :func:`recording_sizes`)."""
    if _drawn is not None:
        _drawn.append(text)
    if _sizes is not None:
        _sizes.append((text, size))


def check(text: str, font: pygame.font.Font, room: int, where: str) -> bool:
    """Whether ``text`` fits ``room`` pixels in ``font``; reported when it does not."""
    needed = font.size(text)[0]
    if needed <= room:
        return True
    report(text, room, needed, where)
    return False


def fitting_size(
    text: str,
    room: int,
    size: int,
    face: Callable[[int], pygame.font.Font],
    smallest: int = SMALLEST,
    where: str = "text",
    step: int = 1,
) -> int:
    """The largest size up to ``size`` (not below ``smallest``) at which ``text`` fits ``room``
    pixels in ``face(size)``; when even ``smallest`` is too wide, that is reported."""
    smallest = max(SMALLEST, min(size, smallest))
    while size > smallest and face(size).size(text)[0] > room:
        size = max(smallest, size - step)
    check(text, face(size), room, where)
    return size


def quietly_fitting_size(
    text: str,
    room: int,
    size: int,
    face: Callable[[int], pygame.font.Font],
    smallest: int = SMALLEST,
) -> int:
    """:func:`fitting_size` without a report: for a caller that wraps the text next when it
    does not fit on one line."""
    smallest = max(SMALLEST, min(size, smallest))
    while size > smallest and face(size).size(text)[0] > room:
        size -= 1
    return size


def wrap(message: str, font: pygame.font.Font, room: int, where: str = "wrapped text") -> list[str]:
    """``message`` in lines that fit ``room`` pixels (its own newlines kept); a word wider
    than ``room`` is broken after its path separators (a file's path is one long word), and
    a piece still wider gets a line of its own and is reported as overflowing."""
    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            pieces = [word] if font.size(word)[0] <= room else re.split(r"(?<=[/\\])", word)
            for index, piece in enumerate(p for p in pieces if p):
                joint = "" if index else " "  # the pieces of a word join without a space
                candidate = f"{line}{joint}{piece}" if line else piece
                if line and font.size(candidate)[0] > room:
                    lines.append(line)
                    line = piece
                else:
                    line = candidate
        lines.append(line)
    for line in lines:
        check(line, font, room, where)
    return lines


def ellipsis(text: str, font: pygame.font.Font, room: int, where: str = "shortened text") -> str:
    """``text``, or its longest start followed by "…" that fits ``room`` pixels (reported)."""
    if font.size(text)[0] <= room:
        return text
    report(text, room, font.size(text)[0], where)
    low, high = 0, len(text)  # the longest start that fits, found by halving (long names)
    while low < high:
        middle = (low + high + 1) // 2
        if font.size(text[:middle] + "…")[0] <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "…"


def lines_fit(count: int, room: int, where: str, text: str = "") -> bool:
    """Whether ``count`` wrapped lines fit in the ``room`` lines a box has; reported when not
    (``needed`` and ``room`` in lines)."""
    if count <= room:
        return True
    report(text, room, count, where)
    return False
