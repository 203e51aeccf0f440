"""What the Hint button (and the H key) says in each step of a turn, without pygame.

The computer's advice (``ai.hint``) is the move to make now with one line on what the turn
brings; a step without a place to show (no figure this time, the turn is done) still gets an
answer in words, so a press is never met with nothing.
"""

from __future__ import annotations

from ...engine import (
    GameState,
    Move,
    PlaceGold,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
)
from ...i18n import _
from .computer import hint_move
from .steps import STEPS, Button, Step


def hint_text(state: GameState, step: Step) -> tuple[str, Move | None]:
    """The sentence for a hint in ``step`` and the move to select on the board (None: there
    is nothing to select, e.g. the turn is done)."""
    row = STEPS[step]
    if row.hint is not None and state.finished and Button.END_TURN in row.buttons:
        return _("Hint: that was the last tile. Press See final scores."), None
    if row.hint is not None:  # the turn is done: no move to advise
        return _(row.hint), None
    advice = hint_move(state)
    move = advice.move
    if isinstance(move, Skip):
        return _("Hint: no figure this time; keep your figures for later (Space)."), move
    if isinstance(move, PlaceTile):
        return _("Hint: {advice}").format(advice=advice.text), move
    if isinstance(move, ReturnAbbot):
        return _("Hint: take your abbot back now. {advice}").format(advice=advice.text), move
    if isinstance(move, PlaceGold):
        return _("Hint: put the second gold ingot on the tile shown (Enter)."), move
    if isinstance(move, TakeGold):
        return _("Hint: take the gold ingot from the tile shown (Enter)."), move
    if isinstance(move, ScoreFeature):
        return _("Hint: score the feature shown first (Enter)."), move
    return _("Hint: {advice}").format(advice=advice.text), move
