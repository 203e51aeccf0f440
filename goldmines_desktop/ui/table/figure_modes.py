"""Which figure a click in the figure step places: the figure chooser, worked out from the
step's ``legal_moves`` alone.

The base game has the meeple and the abbot: a click places a meeple, or the abbot where only
the abbot goes (a garden), and B (the Use abbot button) offers only the abbot's spots. With the
expansions the same spot may take a meeple, the large meeple, the builder or the pig: the step
then offers a chooser of every figure that has a spot on the new tile, and B (a controller's X,
a tap on the chooser) moves to the next. The meeple's mode keeps the base game's habit (the
abbot where only the abbot goes); every other mode offers only its own figure's spots.

No pygame here: the rules of the chooser and their tests need no window.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Move, PlaceFigure, ReturnAbbot
from ...i18n import N_

MEEPLE = "meeple"
ABBOT = "abbot"
#: the chooser's order: the usual figure first, then the large one, then the special ones
ORDER = (MEEPLE, "large_meeple", ABBOT, "builder", "pig")
#: the expansions' figures: a step that offers one shows the chooser
EXPANSION_FIGURES = frozenset({"large_meeple", "builder", "pig"})

#: the chooser's names of the figures
NAMES = {
    MEEPLE: N_("Meeple"),
    "large_meeple": N_("Large meeple"),
    ABBOT: N_("Abbot"),
    "builder": N_("Builder"),
    "pig": N_("Pig"),
}
#: the step card's words while the chooser is shown, for the figure chosen
PROMPTS = {
    MEEPLE: N_("Place a meeple on your new tile, or skip"),
    "large_meeple": N_("Place your large meeple (it counts as two), or skip"),
    ABBOT: N_("Place your abbot on the monastery or garden, or skip"),
    "builder": N_("Place your builder beside your meeple on the road or city, or skip"),
    "pig": N_("Place your pig in the field beside your farmer, or skip"),
}


def placeable(moves: Sequence[Move]) -> tuple[str, ...]:
    """The figures that have a spot on the new tile, in the chooser's order."""
    kinds = {m.figure for m in moves if isinstance(m, PlaceFigure)}
    return tuple(kind for kind in ORDER if kind in kinds)


def chooser_shown(moves: Sequence[Move]) -> bool:
    """Whether the step offers the figure chooser: one of the expansions' figures has a spot
    (otherwise the base game's Use abbot button does)."""
    return any(kind in EXPANSION_FIGURES for kind in placeable(moves))


def modes(moves: Sequence[Move]) -> tuple[str, ...]:
    """The figures B goes through, the first one chosen as the step starts: with the chooser
    every figure with a spot; else the meeple's mode and, when the abbot has a spot, the
    abbot's (the base game's Use abbot toggle)."""
    kinds = placeable(moves)
    if any(kind in EXPANSION_FIGURES for kind in kinds):
        return kinds
    return (MEEPLE, ABBOT) if ABBOT in kinds else (MEEPLE,)


def chosen(moves: Sequence[Move], wanted: str) -> str:
    """The figure in use: ``wanted`` when the step offers it, else the step's first."""
    offered = modes(moves)
    return wanted if wanted in offered else offered[0]


def in_mode(move: Move, mode: str) -> bool:
    """Whether a choice of the step belongs to figure ``mode``: its own figure's spots (the
    meeple's mode the abbot's too, as in the base game); taking the abbot back goes with the
    meeple's and the abbot's."""
    if isinstance(move, ReturnAbbot):
        return mode in (MEEPLE, ABBOT)
    if not isinstance(move, PlaceFigure):
        return True
    return move.figure == mode or (mode == MEEPLE and move.figure == ABBOT)


def move_at(moves: Sequence[Move], name: str, mode: str) -> PlaceFigure | None:
    """The figure a click on segment ``name`` of the new tile places in ``mode`` (the meeple's
    mode: a meeple, else the abbot where only the abbot goes), if it may go there."""
    for kind in (MEEPLE, ABBOT) if mode == MEEPLE else (mode,):
        for move in moves:
            if isinstance(move, PlaceFigure) and (move.figure, move.location) == (kind, name):
                return move
    return None
