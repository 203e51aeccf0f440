"""Lessons: short games on boards drawn in Tiled that teach by doing (``art/lessons/*.tmx``).

A lesson is a board map (see ``boards``) with an object layer ``steps``: one object per step,
in the order of their int property ``step``, each with

- ``move``: the move expected, in the record's words: ``place_tile X Y ROTATION``,
  ``place_gold X Y``, ``place_meeple FIGURE SPOT`` (``meeple``, ``abbot``, and with the
  expansions ``large_meeple``, ``builder`` or ``pig``), ``return_abbot X Y``, ``skip``,
  ``score_feature X Y SPOT``, ``take_gold X Y``, or ``end_turn`` (which also starts a
  builder's second tile);
- ``text``: one plain sentence saying what to do (shown while the lesson waits for it);
- ``hint`` (optional): said when the player tries something else;
- ``seat`` (optional int, from 1): whose step it is; a computer seat's steps are played by the
  lesson itself, ``said`` (optional) then tells what it did.

The map property ``success`` is the message when the lesson is done. ``LessonCoach`` follows
the steps on a ``TurnController`` without pygame, so tests drive it directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import (
    END_TURN,
    Catalogue,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
    quote,
)
from ..i18n import N_, _, ngettext
from .boards import STEPS_LAYER, BoardError, PreparedBoard, load_board
from .lesson_steps import Expected, LessonStep, translated
from .resources import art_path
from .tiled_checks import MAX_COORDINATE, at_object, in_layer, located, whole_number

LESSONS_FOLDER = "lessons"
# The figures a step may place, in the record's words (the engine refuses one not in the game).
FIGURES = ("meeple", "abbot", "large_meeple", "builder", "pig")
WELL_DONE = N_("Well done!")  # a lesson's success message when its map has none


@dataclass
class Lesson:
    """A lesson as its map writes it: the words in English, shown through the catalogue (the
    template holds them: ``tools/tmx_extract``)."""

    key: str  # the file name without .tmx, remembered in the settings when done
    source_title: str
    board: PreparedBoard
    steps: tuple[LessonStep, ...]
    source_success: str

    @property
    def title(self) -> str:
        return translated(self.source_title)

    @property
    def success(self) -> str:
        return translated(self.source_success)


def lesson_paths() -> list[Path]:
    """The game's lessons, in order."""
    return sorted(art_path(LESSONS_FOLDER).glob("*.tmx"))


def load_lesson(path: str | Path, catalogue: Catalogue | None = None) -> Lesson:
    """Read a lesson map; ``BoardError`` (one line naming the layer and the step) if bad."""
    path = Path(path)
    board = load_board(path, catalogue)
    name = quote(path.name, 60)
    layer = next((la for la in board.tiled.layers if la.name == STEPS_LAYER), None)
    if layer is None or not hasattr(layer, "__iter__") or not list(layer):
        # TRANSLATORS: {layer} is the name of the lesson's layer of steps in Tiled.
        said = _("a lesson needs an object layer {layer} with steps")
        raise BoardError(located(name, said.format(layer=quote(STEPS_LAYER))))
    objects = list(layer)
    objects.sort(key=lambda obj: _int(obj.properties.get("step"), obj.id or 0))
    steps = tuple(_step(obj, board, name) for obj in objects)
    success = str(board.properties.get("success") or WELL_DONE)
    return Lesson(path.stem, board.title, board, steps, success)


def _int(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _step(obj: Any, board: PreparedBoard, name: str) -> LessonStep:
    props = obj.properties
    where = _step_place(obj, name)
    seat = _int(props.get("seat"), 1) - 1
    if not 0 <= seat < len(board.setup.players):
        # TRANSLATORS: {property} is the step's property in Tiled (seat).
        said = _("{property} names no player").format(property=quote("seat"))
        raise BoardError(located(where, said))
    try:
        move = parse_move(str(props.get("move") or ""))
    except ValueError as err:
        raise BoardError(located(where, str(err))) from None
    text = str(props.get("text") or "")
    if not text and seat not in board.computer:
        # TRANSLATORS: {property} is the step's property in Tiled (text).
        said = _("a player's step needs a {property} saying what to do")
        raise BoardError(located(where, said.format(property=quote("text"))))
    return LessonStep(
        seat, move, text, str(props.get("hint") or text), str(props.get("said") or "")
    )


def _step_place(obj: Any, name: str) -> str:
    """The place of a step: the layer and the object's name (or its number)."""
    place = in_layer(name, quote(STEPS_LAYER))
    if not obj.name:
        return at_object(place, str(obj.id))
    # TRANSLATORS: {place} is a file and a layer; {step} the name of a step's object in Tiled.
    return _("{place}, {step}").format(place=place, step=quote(obj.name, 30))


def parse_move(text: str) -> Expected:
    """``place_tile 2 1 180`` and the like (see the module docstring) to a move."""
    words = text.split()
    if not words:
        # TRANSLATORS: {property} is the step's property in Tiled (move).
        raise ValueError(_("the step has no {property}").format(property=quote("move")))
    kind, args = words[0], words[1:]

    def ints(count: int) -> list[int]:
        numbers = [whole_number(a, -MAX_COORDINATE, MAX_COORDINATE) for a in args]
        if len(args) != count or None in numbers:
            # TRANSLATORS: {move} is the move a step's property gives, as the map writes it.
            said = ngettext(
                "move {move} needs {n} whole number", "move {move} needs {n} whole numbers", count
            )
            raise ValueError(said.format(move=quote(text, 40), n=count))
        return [n for n in numbers if n is not None]

    if kind == "place_tile":
        x, y, rotation = ints(3)
        return PlaceTile(x, y, rotation)
    if kind == "place_gold":
        return PlaceGold(*ints(2))
    if kind == "return_abbot":
        return ReturnAbbot(*ints(2))
    if kind == "take_gold":
        return TakeGold(*ints(2))
    if kind == "place_meeple" and len(args) == 2 and args[0] in FIGURES:
        return PlaceFigure(args[0], args[1])  # type: ignore[arg-type]
    if kind == "score_feature" and len(args) == 3:
        x, y = (whole_number(a, -MAX_COORDINATE, MAX_COORDINATE) or 0 for a in args[:2])
        return ScoreFeature(x, y, args[2])
    if kind == "skip" and not args:
        return Skip()
    if kind == "end_turn" and not args:
        return END_TURN
    # TRANSLATORS: {move} is the move a step's property gives, as the map writes it.
    raise ValueError(_("unknown move {move}").format(move=quote(text, 40)))
