"""The Hint button and the H key on the board: the computer's advice in words in every step of
the turn, selected on the board where it is a place (the player still confirms with Enter,
which also accepts a hint to place no figure this time); a lesson repeats its step's own
hint; a player who turned hints off is told so."""

from __future__ import annotations

from ...engine import Skip
from ...i18n import _
from ..table.hints import hint_text
from ..table.lesson_coach import LessonCoach
from .game_view import GameView
from .turn_input import TurnInput

HINT_SECONDS = 5.0  # a hint stays long enough to read it aloud to a child


def give_hint(view: GameView, turn: TurnInput, coach: LessonCoach | None = None) -> bool:
    """Show the hint for the step the acting player is in; False when there is none to give
    (a computer plays, the final scoring runs, the player's hints are off)."""
    if turn.locked or view.finale is not None or view.demo is not None:
        return False
    if not view.hints:  # a lesson: its step's own hint
        step = coach.step if coach is not None else None
        if step is not None and step.hint:
            view.show_notice(step.hint, HINT_SECONDS, of_step=True)
        return step is not None
    state = view.state
    if not view.seat_help().hint:
        name = state.players[view.turns.acting].name
        view.show_notice(_("Hints are off for {name}").format(name=name), of_step=True)
        return False
    text, move = hint_text(state, view.turns.step)
    choice = turn.select(move) if move is not None else None  # with its figure chosen
    turn.advised_skip = isinstance(move, Skip)  # Enter accepts it, as Space does
    if choice is not None:
        view.show_tile(choice.pos)
    view.show_notice(text, HINT_SECONDS, of_step=True)
    return True
