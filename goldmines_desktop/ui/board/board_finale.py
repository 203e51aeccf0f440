"""The final scoring shown on the board, feature by feature, from the engine's events.

:class:`BoardFinale` reveals the steps of :func:`.scoring_steps.scoring_steps` one at a time at
a pace a family can follow; until a step is shown, its figures still stand on the board and its
points are not yet in the player panels, so the panels never show stale values. Space or Enter
shows everything at once.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ...engine import (
    GOLD_CHART,
    Event,
    FigureReturned,
    FinalScoringStarted,
    GameState,
    GoldReturned,
)
from ...i18n import _
from ...render import palette as pal
from ..hud.hud_paint import draw_mark
from ..hud.scoring_steps import ScoringStep, scoring_steps
from ..hud.supply_row import Supply, supply_of
from ..widgets import art, text_fit, theme
from ..widgets.kind_names import goods_name, kind_name
from ..widgets.panels import card
from .board_view import BoardView

STEP_SECONDS = 1.8  # per step at animation speed 1x: time to see the feature and its points
ARRIVE = 0.55  # share of a step after which its points have reached the panels


class BoardFinale:
    """Which final-scoring steps are on the board so far, and what the panels show."""

    def __init__(self, state: GameState, events: Sequence[Event]) -> None:
        self.state = state
        # a player without gold has no step on the board (the results list them)
        self.steps = [s for s in scoring_steps(state, events) if s.kind != "gold" or s.held]
        start = next((e.scores for e in events if isinstance(e, FinalScoringStarted)), None)
        self.start_scores = tuple(start) if start is not None else tuple(state.history[-1])
        self.shown = 0  # steps revealed so far
        self.clock = 0.0  # seconds since the finale began (scaled by the speed)
        self.revealed_at: list[float] = []  # when each shown step was revealed
        self.wait = 0.8  # a breath after the last tile's own animations

    @property
    def done(self) -> bool:
        """Every step is on the board and its points have arrived."""
        return self.shown == len(self.steps) and self._arrived(len(self.steps))

    @property
    def current(self) -> ScoringStep | None:
        """The step on the board now (the last revealed)."""
        return self.steps[self.shown - 1] if self.shown else None

    def update(self, dt: float, speed: float, busy: bool = False) -> ScoringStep | None:
        """Advance the clock (``speed``: the animation speed; ``busy``: the last move's own
        animations still run); return the step revealed now, if any."""
        if busy and not self.shown:
            return None
        self.clock += dt * max(speed, 0.1)
        due = self.wait + self.shown * STEP_SECONDS
        if self.shown < len(self.steps) and self.clock >= due:
            self.shown += 1
            self.revealed_at.append(self.clock)
            return self.steps[self.shown - 1]
        return None

    def finish(self) -> None:
        """Show every step at once (Space or Enter)."""
        late = self.clock + STEP_SECONDS
        while self.shown < len(self.steps):
            self.shown += 1
            self.revealed_at.append(late - STEP_SECONDS)
        self.clock = late

    def _arrived(self, count: int) -> bool:
        return all(self.clock - at >= STEP_SECONDS * ARRIVE for at in self.revealed_at[:count])

    # --- what the panels show ---------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        """Each player's total with the points that have reached the panels so far."""
        totals = list(self.start_scores)
        for index, step in enumerate(self.steps[: self.shown]):
            if self.clock - self.revealed_at[index] >= STEP_SECONDS * ARRIVE:
                for player, points in step.gains:
                    totals[player] += points
        return tuple(totals)

    def counts_points(self) -> bool:
        """Whether any step of the final scoring gives anyone a point."""
        return any(points for step in self.steps for _player, points in step.gains)

    def waiting_figures(self) -> list[FigureReturned]:
        """Figures still on the board: their feature has not been shown yet."""
        return [f for step in self.steps[self.shown :] for f in step.figures]

    def waiting_ingots(self) -> list[GoldReturned]:
        return [i for step in self.steps[self.shown :] for i in step.ingots]

    def supply(self) -> tuple[Supply, ...]:
        """Each player's supply less the figures still shown on the board."""
        state = self.state
        waiting = self.waiting_figures()
        return tuple(
            supply_of(state, player, [f.figure for f in waiting if f.player == player])
            for player in range(len(state.players))
        )


# --- drawing -------------------------------------------------------------------------------


def draw_finale_step(
    surface: pygame.Surface,
    board: BoardView,
    state: GameState,
    finale: BoardFinale,
    area: tuple[float, float, float, float],
) -> None:
    """The step on the board now: its feature lit in its owners' colour (a field's completed
    cities lit too) with a card naming it and its points; other steps get the card at the top
    of the free ``area``."""
    step = finale.current
    if step is None:
        return
    colour = theme.FEATURE_GLOW
    if step.gains:
        colour = pal.PLAYER_COLOURS[state.players[step.gains[0][0]].color].rgb
    wave = (math.sin(finale.clock * 5.0) + 1) / 2
    alpha = (150 + round(60 * wave)) // 20 * 20
    if step.feature is not None and step.ref is not None:
        for city in step.cities:
            board.tint_feature(surface, state, state.features[city], theme.FINALE_CITY_TINT)
        board.tint_feature(surface, state, state.features[step.feature], (*colour, alpha))
        if step.kind in ("monastery", "garden") and step.ref is not None:
            x0, y0 = step.ref[0], step.ref[1]
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    if (x0 + dx, y0 + dy) in state.board:  # the tiles it counts
                        board.glow(surface, (x0 + dx, y0 + dy), colour, strength=alpha + 60)
        x, y = board.figure_point(state, step.ref)
        _card(surface, step, (x, y + board.camera.tile_size // 4), colour, "midtop")
    else:
        left, top, width, _ = area
        card = _card(surface, step, (round(left + width / 2), round(top + 8)), colour, "midtop")
        if step.kind == "gold":
            _gold_chart(surface, (card.centerx, card.bottom + 8), step.held)
        elif step.kind == "goods":
            _goods_counts(surface, state, (card.centerx, card.bottom + 8), step)


def _card(
    surface: pygame.Surface,
    step: ScoringStep,
    point: tuple[int, int],
    colour: tuple[int, int, int],
    anchor: str,
) -> pygame.Rect:
    """A parchment card: what scores and how much (``+N`` per owner); returns where."""
    points = step.points
    title = goods_name(step.goods) if step.kind == "goods" else kind_name(step.kind)
    words = (
        title
        if step.kind == "returned"
        else _("{kind}: +{points}").format(kind=title, points=points)
    )
    text = theme.text(words, 26, pal.TEXT, "bold")
    back = card((text.get_width() + 40, text.get_height() + 16), pal.PARCHMENT)
    rect = back.get_rect(**{anchor: point})
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(back, rect)
    pygame.draw.rect(
        surface,
        colour,
        (rect.left + 1, rect.top + 4, 10, rect.height - 8),
        border_top_left_radius=8,
        border_bottom_left_radius=8,
    )
    surface.blit(text, text.get_rect(center=(rect.centerx + 5, rect.centery)))
    return rect


def _goods_counts(
    surface: pygame.Surface, state: GameState, midtop: tuple[int, int], step: ScoringStep
) -> None:
    """Every player's tokens of the step's kind of goods (the token beside the count), the
    most lit (they score)."""
    leaders = {player for player, _points in step.gains}
    rows = [
        (state.players[p].name, state.players[p].color, n, p in leaders)
        for p, n in enumerate(step.counts)
    ]
    line = 30
    names = [theme.text(name, 20, pal.TEXT, "bold" if lit else "regular") for name, *_, lit in rows]
    width = max(230, max(n.get_width() for n in names) + 110)
    rect = pygame.Rect(0, 0, width, 20 + line * len(rows))
    rect.midtop = midtop
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(card(rect.size, pal.PARCHMENT), rect)
    y = rect.top + 10
    for (_name, colour, n, lit), name in zip(rows, names, strict=True):
        row = pygame.Rect(rect.left + 8, y, rect.width - 16, line - 4)
        if lit:
            pygame.draw.rect(surface, pal.GOLD, row, border_radius=8)
        draw_mark(surface, (row.left + 18, row.centery), colour, 9)
        surface.blit(name, name.get_rect(midleft=(row.left + 36, row.centery)))
        token = art.goods(step.goods, line - 8)
        surface.blit(token, token.get_rect(midright=(row.right - 6, row.centery)))
        count = theme.text(str(n), 20, pal.TEXT, "bold" if lit else "regular")
        surface.blit(
            count, count.get_rect(midright=(row.right - 12 - token.get_width(), row.centery))
        )
        y += line


def _gold_chart(surface: pygame.Surface, midtop: tuple[int, int], held: int) -> None:
    """The gold chart (ingots held -> points each), the row for ``held`` ingots lit."""
    rows = []
    for low, high, each in GOLD_CHART:
        if high is None:
            span = _("{low}+ ingots").format(low=low)
        else:
            span = _("{low}–{high} ingots").format(low=low, high=high)
        lit = held >= low and (high is None or held <= high)
        rows.append((span, f"× {each}", lit))
    line = 30
    rect = pygame.Rect(0, 0, 230, 20 + line * len(rows))
    rect.midtop = midtop
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(card(rect.size, pal.PARCHMENT), rect)
    y = rect.top + 10
    for span, times, lit in rows:
        row = pygame.Rect(rect.left + 8, y, rect.width - 16, line - 4)
        if lit:
            pygame.draw.rect(surface, pal.GOLD, row, border_radius=8)
        weight = "bold" if lit else "regular"
        left = theme.text(span, 20, pal.TEXT, weight)
        right = theme.text(times, 20, pal.TEXT, weight)
        room = row.width - 30 - right.get_width()
        if left.get_width() > room:
            text_fit.report(span, room, left.get_width(), "gold chart")
        surface.blit(left, left.get_rect(midleft=(row.left + 10, row.centery)))
        surface.blit(right, right.get_rect(midright=(row.right - 10, row.centery)))
        y += line
