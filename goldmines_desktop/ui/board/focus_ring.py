"""The controller's focus ring on the board: a bold ring round the choice that A would take
(the tile spot, the tile with gold, the figure spot), so the family across the room sees it;
and where each choice shows on screen (the D-pad moves to the nearest one in its direction)."""

from __future__ import annotations

import pygame

from ..input import mode
from ..table.steps import Pick
from ..widgets import theme
from .figure_spots import SPOT_REACH
from .step_choices import Choice
from .turn_input import TurnInput

RING = 5  # px, the white ring
EDGE = 2  # px, the dark edge on either side that keeps it clear on pale tiles


def choice_point(turn: TurnInput, choice: Choice) -> tuple[float, float]:
    """Where ``choice`` shows on screen: its figure spot, else the middle of its tile."""
    if choice.ref is not None:
        spots = turn.spot_points()
        if choice.ref in spots:
            return spots[choice.ref]
        if turn.row.pick is not Pick.FIGURE_SPOT:
            return turn.board.figure_point(turn.state, choice.ref)
    left, top, size, _ = turn.board.camera.tile_rect(choice.pos)
    return (left + size / 2, top + size / 2)


def draw_focus_ring(surface: pygame.Surface, turn: TurnInput, now: float) -> None:
    """The ring round the focused choice while a controller is in use (it breathes a little)."""
    choice = turn.selection() if mode.is_controller() and not turn.locked else None
    if choice is None or turn.confirm is not None:
        return
    grow = round(2 + 2 * abs(((now * 1.5) % 2) - 1))
    if choice.ref is not None and turn.row.pick in (Pick.FIGURE_SPOT, Pick.FEATURE):
        x, y = choice_point(turn, choice)
        centre, radius = (round(x), round(y)), SPOT_REACH + 4 + grow
        pygame.draw.circle(surface, theme.INK, centre, radius + RING + EDGE, RING + 2 * EDGE)
        pygame.draw.circle(surface, theme.WHITE, centre, radius + RING, RING)
        return
    left, top, size, _ = turn.board.camera.tile_rect(choice.pos)
    rect = pygame.Rect(left, top, size, size).inflate(2 * (grow + RING), 2 * (grow + RING))
    radius = max(6, size // 8)
    pygame.draw.rect(surface, theme.INK, rect.inflate(2 * EDGE, 2 * EDGE), RING + 2 * EDGE, radius)
    pygame.draw.rect(surface, theme.WHITE, rect, RING, radius)
