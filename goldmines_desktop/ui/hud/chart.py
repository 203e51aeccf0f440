"""The score-per-turn chart of the results screen.

Each player is a coloured line with their mark (dot, stripe, ring, star, cross, diamond) on it,
so the lines stay apart for colour-blind players too; a dashed line of the same colour shows
what the player would have had if the game had ended then (most points come in the final
scoring, so the dashed lines show the race while the solid ones sit low). Pure drawing:
nothing here changes state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ...engine import GameState, projected_history
from ...i18n import _
from ..widgets import text_fit, theme
from ..widgets.panels import READABLE
from ..widgets.tokens import Seat, draw_token, seat_for

CHART_POINTS = 240  # turns with a projection worked out at most: more than a chart has room for
Line = Sequence[int | None]  # a projected line: None where it was not worked out


def seats_of(state: GameState) -> list[Seat]:
    """The look of every player of a game, in seating order."""
    return [seat_for(p.name, p.color) for p in state.players]


def score_series(state: GameState) -> list[list[int]]:
    """Each player's total at the start, after every turn, and after final scoring."""
    count = len(state.players)
    rows: list[tuple[int, ...]] = [(0,) * count, *state.history]
    if state.finished and rows[-1] != state.totals():
        rows.append(state.totals())
    return [[row[p] for row in rows] for p in range(count)]


def projected_series(state: GameState) -> list[list[int | None]] | None:
    """Each player's "if the game ended now" total, point by point with ``score_series`` (the
    final score at its end); None for a game from a prepared board (nothing to replay). A game
    of more than ``CHART_POINTS`` turns (a long record) has it worked out at about that many
    evenly spread turns and None at the others, so the chart costs the same per turn however
    long the record is."""
    every = -(-len(state.history) // CHART_POINTS)
    history = projected_history(state, max(1, every))
    if history is None:
        return None
    rows: list[tuple[int, ...] | None] = list(history)
    if len(rows) < len(score_series(state)[0]):  # the final scoring's point: the final score
        rows.append(state.totals())
    return [[None if row is None else row[p] for row in rows] for p in range(len(state.players))]


# --------------------------------------------------------------------------- the chart


def nice_step(span: float, ticks: int = 5) -> int:
    """A round grid step (1, 2, 5, 10, 20, 50, ...) giving about ``ticks`` lines over ``span``."""
    raw = max(1.0, span / max(1, ticks))
    magnitude = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * magnitude >= raw:
            return int(factor * magnitude)
    return int(10 * magnitude)


def draw_score_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Sequence[int]],
    seats: Sequence[Seat],
    font_size: int = 18,
    final_scoring: bool = False,
    projected: Sequence[Line] | None = None,
    avoid: Sequence[pygame.Rect] = (),
) -> None:
    """Each player's score after every turn as a coloured line, marks along it.

    With ``final_scoring`` the last step of the lines is the end-of-game scoring, shown on a
    lightly shaded band. ``projected`` (as ``projected_series`` gives it) adds each player's
    "if the game ended now" total as a dashed line under the solid ones. The final scoring's
    label stays off the ``avoid`` rects (a legend drawn over the chart's top).
    """
    plot = plot_area(rect, font_size)
    longest = max((len(s) for s in series), default=0)
    if longest < 2 or plot.width < 20 or plot.height < 20:
        return
    top = max(max(s) for s in series if s)
    top = max((top, *(v for line in projected or () for v in line if v is not None)))
    y_step = nice_step(top, max(2, min(6, plot.height // (font_size * 3))))
    y_max = max(y_step, math.ceil(top / y_step) * y_step)

    def point(turn: int, score: int) -> tuple[int, int]:
        return turn_x(plot, turn, longest), plot.bottom - round(plot.height * score / y_max)

    if final_scoring:
        drawn = [
            [point(t, v) for t, v in enumerate(line) if v is not None]
            for line in (*series, *(projected or ()))
        ]
        _draw_final_band(surface, plot, longest - 1, font_size, drawn, avoid)
    _draw_grid(surface, plot, y_max, y_step, longest - 1, font_size)

    order = sorted(range(len(series)), key=lambda p: series[p][-1] if series[p] else 0)
    for player, line in _beneath(order, projected):
        dashes = [point(t, s) for t, s in enumerate(line) if s is not None]
        _dashed_lines(surface, seats[player].rgb, dashes, max(2, font_size // 6), font_size)
    for player in order:  # the leader's line on top
        points = [point(t, s) for t, s in enumerate(series[player])]
        pygame.draw.lines(surface, seats[player].dark, False, points, 6)
        pygame.draw.lines(surface, seats[player].rgb, False, points, 3)
    radius = max(6, font_size // 2)
    for player in order:
        for turn in _mark_turns(len(series[player]), player, len(series)):
            draw_token(surface, seats[player], point(turn, series[player][turn]), radius)


def _beneath(order: Sequence[int], projected: Sequence[Line] | None) -> list[tuple[int, Line]]:
    """The dashed lines to draw, in the order of the solid ones (none without ``projected``)."""
    return [] if projected is None else [(p, projected[p]) for p in order]


def _dashed_lines(
    surface: pygame.Surface,
    colour: tuple[int, int, int],
    points: Sequence[tuple[int, int]],
    width: int,
    dash: int,
) -> None:
    """A dashed polyline: dashes of ``dash`` pixels with gaps of half that, carried across
    its corners so the pattern runs on evenly."""
    gap, drawn = dash // 2, 0.0  # how far into the current dash-and-gap the pen is
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        length = math.hypot(x1 - x0, y1 - y0)
        at = 0.0
        while at < length:
            phase = drawn % (dash + gap)
            step = min(length - at, (dash - phase) if phase < dash else (dash + gap - phase))
            if phase < dash:
                start, end = at / length, (at + step) / length
                a = (x0 + (x1 - x0) * start, y0 + (y1 - y0) * start)
                b = (x0 + (x1 - x0) * end, y0 + (y1 - y0) * end)
                pygame.draw.line(surface, colour, a, b, width)
            at += step
            drawn += step


def draw_chart_legend(
    surface: pygame.Surface, topright: tuple[int, int], font_size: int = 18
) -> pygame.Rect:
    """What the two kinds of line mean, right-aligned at ``topright``: a solid line for the
    score, a dashed one for "if the game ended now"; returns where it went."""
    ink, width, sample = theme.INK_SOFT, max(2, font_size // 6), font_size * 2
    right, y = topright
    rect = pygame.Rect(right, y, 0, font_size + 4)
    for words, dashed in ((_("If the game ended now"), True), (_("Score"), False)):
        label = theme.text(words, font_size, ink)
        label_rect = label.get_rect(topright=(right, y))
        surface.blit(label, label_rect)
        middle = label_rect.centery
        ends = [(label_rect.left - 8 - sample, middle), (label_rect.left - 8, middle)]
        if dashed:
            _dashed_lines(surface, ink, ends, width, font_size // 2)
        else:
            pygame.draw.line(surface, ink, ends[0], ends[1], width + 1)
        rect.union_ip(pygame.Rect(ends[0][0], y, right - ends[0][0], label_rect.height))
        right = ends[0][0] - font_size
    return rect


def plot_area(rect: pygame.Rect, font_size: int) -> pygame.Rect:
    """The part of ``rect`` left for the lines once the axis labels have room: what the lines,
    the turn marker and the coach's badges (``chart_badges``) are drawn in."""
    left = font_size * 3
    bottom = int(font_size * 2.4)
    return pygame.Rect(
        rect.left + left,
        rect.top + font_size // 2,
        rect.width - left - font_size,
        rect.height - bottom - font_size // 2,
    )


def _draw_grid(
    surface: pygame.Surface, plot: pygame.Rect, y_max: int, y_step: int, turns: int, font_size: int
) -> None:
    """Horizontal score lines with labels, turn numbers along the bottom."""
    grid = theme.CHART_GRID
    for value in range(0, y_max + 1, y_step):
        y = plot.bottom - round(plot.height * value / y_max)
        pygame.draw.line(surface, grid, (plot.left, y), (plot.right, y), 1)
        label = theme.text(str(value), font_size, theme.INK_SOFT)
        surface.blit(label, label.get_rect(midright=(plot.left - 8, y)))
    x_step = nice_step(turns, 6)
    for turn in range(0, turns + 1, x_step):
        x = turn_x(plot, turn, turns + 1)
        pygame.draw.line(surface, grid, (x, plot.bottom), (x, plot.bottom + 5), 1)
        label = theme.text(str(turn), font_size, theme.INK_SOFT)
        surface.blit(label, label.get_rect(midtop=(x, plot.bottom + 6)))
    pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surface, theme.INK_SOFT, plot.topleft, plot.bottomleft, 2)


def _draw_final_band(
    surface: pygame.Surface,
    plot: pygame.Rect,
    turns: int,
    font_size: int,
    lines: Sequence[Sequence[tuple[int, int]]] = (),
    avoid: Sequence[pygame.Rect] = (),
) -> None:
    """A gold-tinted band over the last step, labelled as the final scoring where the label
    crosses none of the ``lines`` (their points on screen)."""
    left = turn_x(plot, turns - 1, turns + 1)
    band = pygame.Rect(left, plot.top, plot.right - left, plot.height)
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    shade.fill(theme.CHART_FINAL_SHADE)
    surface.blit(shade, band)
    words = _("final scoring")
    room = band.left - 6 - plot.left
    size = text_fit.fitting_size(
        words,
        room,
        font_size,
        lambda n: theme.font(n, "semibold"),
        max(font_size * 2 // 3, READABLE),
        "chart label",
    )
    label = theme.text(words, size, theme.INK_SOFT, "semibold")
    surface.blit(label, final_label_spot(plot, band.left, label.get_size(), lines, avoid))


def final_label_spot(
    plot: pygame.Rect,
    band_left: int,
    size: tuple[int, int],
    lines: Sequence[Sequence[tuple[int, int]]],
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where the "final scoring" label goes, just left of its band: low in the plot (scores
    only grow, so the lines end high), else at its top, whichever no line crosses; above the
    plot when both are crossed, moved left of any ``avoid`` rect it would cover there."""
    low = pygame.Rect((0, 0), size)
    low.bottomright = (band_left - 6, plot.bottom - 4)
    high = low.copy()
    high.topright = (band_left - 6, plot.top + 2)
    for spot in (low, high):
        hidden = any(spot.colliderect(other) for other in avoid)
        if not hidden and not any(_crosses(line, spot.inflate(4, 4)) for line in lines):
            return spot
    above = low.copy()
    above.bottomright = (band_left - 6, plot.top - 2)
    covered = [other.left for other in avoid if above.colliderect(other)]
    if covered:
        above.right = min(covered) - 8
    return above


def _crosses(points: Sequence[tuple[int, int]], rect: pygame.Rect) -> bool:
    """Whether the polyline through ``points`` passes through ``rect``."""
    return any(rect.clipline(a, b) for a, b in zip(points, points[1:], strict=False)) or any(
        rect.collidepoint(p) for p in points[:1]
    )


def _mark_turns(length: int, player: int, players: int) -> list[int]:
    """Where to put marks on a line: spread out, staggered per player, always at the end."""
    if length < 2:
        return [0] if length else []
    gap = max(1, (length - 1) // 4)
    offset = (gap * (player + 1)) // (players + 1)
    turns = list(range(offset, length - 1, gap))
    return [t for t in turns if length - 1 - t > gap // 2] + [length - 1]


def turn_x(plot: pygame.Rect, index: int, points: int) -> int:
    """Where point ``index`` of ``points`` (at least 2) lies across ``plot`` (a ``plot_area``)."""
    return plot.left + round(plot.width * max(0, min(index, points - 1)) / (points - 1))


def point_at(rect: pygame.Rect, points: int, font_size: int, pos: tuple[int, int]) -> int | None:
    """The point (0 to ``points - 1``) nearest ``pos`` on a chart drawn into ``rect`` with
    ``draw_score_chart``, or None when ``pos`` is not over its plot (a click on the chart)."""
    plot = plot_area(rect, font_size)
    if points < 2 or not plot.inflate(font_size, font_size).collidepoint(pos):
        return None
    share = (pos[0] - plot.left) / max(1, plot.width)
    return max(0, min(points - 1, round(share * (points - 1))))


def draw_turn_marker(
    surface: pygame.Surface, rect: pygame.Rect, index: int, points: int, font_size: int = 18
) -> None:
    """A vertical bar at point ``index`` of ``points`` on a chart drawn into ``rect`` with
    ``draw_score_chart`` (the turn a replay shows)."""
    plot = plot_area(rect, font_size)
    if points < 2 or plot.width < 20 or plot.height < 20:
        return
    x = turn_x(plot, index, points)
    band = pygame.Rect(0, plot.top, max(4, font_size // 3), plot.height)
    band.centerx = x
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    shade.fill(theme.CHART_FINAL_SHADE)
    surface.blit(shade, band)
    pygame.draw.line(surface, theme.WOOD_DARK, (x, plot.top), (x, plot.bottom), 2)
    pygame.draw.polygon(
        surface,
        theme.WOOD_DARK,
        [(x - font_size // 2, plot.top - 2), (x + font_size // 2, plot.top - 2), (x, plot.top + 6)],
    )
