"""A lesson in play, one step at a time, without pygame: what to say, where to point, which
move is wanted now, and the computer seat's scripted moves.

The coach watches a :class:`.TurnController`: the scene asks ``refusal(move)`` before playing a
move (a gentle hint when it is not the step's move), tells ``played`` what happened (the
engine's events become plain sentences), ``ended_turn`` and ``undone``. Tests drive it through
``play_through``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import (
    END_TURN,
    Event,
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    Pos,
    ReturnAbbot,
    ScoreFeature,
    TakeGold,
)
from ...files.lesson_steps import Expected, LessonStep
from ...i18n import N_, _
from ..input.words import said
from .lesson_explain import explain
from .turn_controller import TurnController

if TYPE_CHECKING:  # the Tiled loader reads the lesson (and imports pytmx, so pygame): not here
    from ...files.lessons import Lesson


# Where the arrow may stand, as (dx, dy) from the cell it points at, in the order tried: above
# first (the lessons say "under the yellow arrow"), then left and right, below last (the
# lesson's card lies under the board).
ARROW_SIDES: tuple[Pos, ...] = ((0, -1), (-1, 0), (1, 0), (0, 1))


class LessonCoach:
    def __init__(self, lesson: Lesson, turns: TurnController) -> None:
        self.lesson = lesson
        self.turns = turns
        self.index = 0
        self.said: list[str] = []  # what the last moves did, in words
        self._history: list[tuple[int, list[str]]] = []

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.turns.state.players]

    @property
    def step(self) -> LessonStep | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    @property
    def text(self) -> str:
        """The one sentence to show now."""
        step = self.step
        if step is None:
            return self.lesson.success
        if step.seat in self.lesson.board.computer:
            return _("{name} is playing...").format(name=self.names[step.seat])
        return said(step.source_text)

    def target(self) -> tuple[Pos, str | None] | None:
        """The cell to glow (and the segment on it for a figure), or None."""
        step = self.step
        if step is None or step.seat in self.lesson.board.computer:
            return None
        move = step.move
        if isinstance(move, PlaceTile | PlaceGold | ReturnAbbot | TakeGold):
            return (move.x, move.y), None
        if isinstance(move, ScoreFeature):
            return (move.x, move.y), move.location
        if isinstance(move, PlaceFigure) and self.turns.state.last is not None:
            return self.turns.state.last, move.location
        return None

    def arrow(self) -> tuple[Pos, Pos] | None:
        """The cell the arrow points at and the empty cell beside it that the arrow stands on,
        so it never hides a tile (the spring, a tile to click); None without a target."""
        target = self.target()
        if target is None:
            return None
        (x, y), _location = target
        board = self.turns.state.board
        free = [(x + dx, y + dy) for dx, dy in ARROW_SIDES if (x + dx, y + dy) not in board]
        return (x, y), free[0] if free else (x, y - 1)

    def refusal(self, move: Expected) -> str | None:
        """None when ``move`` is the step's move; else a gentle hint."""
        step = self.step
        if step is None:
            return said(N_("The lesson is done: press Enter to go back to the lessons."))
        if step.seat in self.lesson.board.computer:
            return _("Wait a moment: it is {name}'s turn.").format(name=self.names[step.seat])
        if move == step.move:
            return None
        wanted = step.move
        same_spot = (
            isinstance(move, PlaceTile)
            and isinstance(wanted, PlaceTile)
            and (move.x, move.y) == (wanted.x, wanted.y)
        )
        if same_spot:
            return said(
                N_(
                    "Right spot, but it fits another way too: hold it there and press R until "
                    "it lies the way the lesson asks, then let go."
                )
            )
        return said(step.source_hint)

    def scripted(self) -> Expected | None:
        """The computer seat's next move when the step is its, else None."""
        step = self.step
        if step is None or step.seat not in self.lesson.board.computer:
            return None
        return step.move

    def played(self, move: Expected, events: list[Event]) -> None:
        """The step's move was made; ``events``: what it did (final scoring included)."""
        self._history.append((self.index, self.said))
        self.index += 1
        said = explain(events, self.names)
        step_said = self.lesson.steps[self.index - 1].said
        self.said = ([step_said] if step_said else []) + said if (said or step_said) else []
        del move

    def ended_turn(self, events: list[Event] = ()) -> None:  # type: ignore[assignment]
        """The turn was ended (``events``: the final scoring if the game ended with it)."""
        before = self.said
        self.played(END_TURN, list(events))
        self.said = self.said or before  # what the last move did stays in view
        self._history = []

    def undone(self) -> None:
        """The last move was taken back."""
        if self._history:
            self.index, self.said = self._history.pop()


def play_through(coach: LessonCoach) -> list[str]:
    """Play every step of the lesson on the coach's controller (tests); all that was said."""
    turns = coach.turns
    said: list[str] = []
    while not coach.finished:
        step = coach.step
        assert step is not None
        if step.move == END_TURN:
            if not turns.turn_done:
                raise AssertionError(f"step {coach.index + 1}: the turn is not over yet")
            going_on = turns.end_turn()
            del going_on  # the final scoring was explained with the move that ended the game
            coach.ended_turn()
        else:
            move: Move = step.move
            if coach.scripted() is None and coach.refusal(move) is not None:
                raise AssertionError(f"step {coach.index + 1}: the coach refuses its own move")
            played = turns.play(move)
            if played is None:
                raise AssertionError(f"step {coach.index + 1}: {move} is not legal")
            coach.played(move, played.events + turns.final_events)
        said += coach.said
    return said
