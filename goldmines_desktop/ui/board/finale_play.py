"""The final scoring counted up on the board, frame by frame: once the next step is due, its
feature comes into view, its figures go home and its points rise to the players' panels."""

from __future__ import annotations

from ...engine import GameState
from ..hud.scoring_steps import ScoringStep
from .animations import PointsRise
from .board_finale import ARRIVE, STEP_SECONDS
from .game_view import GameView


def advance_finale(view: GameView, state: GameState, dt: float, speed: float) -> ScoringStep | None:
    """Show the next step of the board's final scoring if it is due; that step, else None."""
    finale = view.finale
    if finale is None or finale.done:
        return None
    step = finale.update(dt, speed, busy=view.animator.busy)
    if step is None:
        return None
    if step.feature is not None:
        view.keep_in_view(state.features[step.feature].tiles, whole=True)
    view.animator.add_events(list(step.figures), state, view, speed)
    for player, points in step.gains:
        if points:
            view.animator.running.append(points_rise(view, state, step, player, points, speed))
    return step


def points_rise(
    view: GameView, state: GameState, step: ScoringStep, player: int, points: int, speed: float
) -> PointsRise:
    """``+N`` rising from the feature (or the step's card) to the player's panel."""
    ref = step.ref

    def origin() -> tuple[float, float]:
        if ref is not None:
            x, y = view.board.figure_point(state, ref)
            return (float(x), float(y))
        left, top, width, _ = view.free_rect()
        return (left + width / 2, top + 30)  # the step's card at the top of the board

    colour = state.players[player].color
    duration = STEP_SECONDS * ARRIVE * 1.5 / max(speed, 0.1)
    return PointsRise(view.animator.now, duration, origin, player, points, colour)
