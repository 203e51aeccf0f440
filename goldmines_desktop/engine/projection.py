"""The race as it stands: what every player would have if the game ended now.

Most points of a game come in its final scoring (unfinished features, fields, gold by the
chart), so the score so far says little about who is ahead. ``projected_scores`` runs the
engine's own final scoring (``phases.final_scoring``) on a copy of the position, so the
projection can never disagree with the end: for a finished game it is the final score.

Mid-turn the position is taken as it stands: a feature the tile just completed counts as the
final scoring counts it (its owners' figures still on it), and ingots not yet shared out go back
to the box as they would if the game stopped there.
"""

from __future__ import annotations

from .phases import final_scoring
from .prepared import from_prepared_board
from .replaying import game_start, steps
from .state import GameState
from .values import Phase

Totals = tuple[int, ...]


def projected_scores(state: GameState) -> Totals:
    """Each player's total if the final scoring happened on this position (never changes
    ``state``; its final totals once the game is over)."""
    if state.phase is Phase.GAME_OVER:
        return state.totals()
    ending = state.copy()
    final_scoring(ending, [])
    return ending.totals()


def projected_history(state: GameState, every: int = 1) -> tuple[Totals | None, ...] | None:
    """The projected totals at the start and after every turn so far (one more than
    ``state.history``, turn by turn with it), by replaying the game's moves from its start.

    With ``every`` above 1 only the start, every ``every``-th turn and the last turn are worked
    out, the others are None: each projection scores the whole board, so a record of a thousand
    tiles would cost a million tile visits where a chart has a few hundred pixels to show them.

    None for a game set up from a prepared board (a lesson, a board map): its start is not a
    position the moves can be replayed from."""
    if from_prepared_board(state):
        return None
    replayed = game_start(state)
    rows: list[Totals | None] = [projected_scores(replayed)]
    last = len(state.history)
    for step in steps(replayed, state.moves):
        if step.ends_turn:
            wanted = len(rows) % every == 0 or len(rows) == last
            rows.append(projected_scores(replayed) if wanted else None)
    return tuple(rows)
