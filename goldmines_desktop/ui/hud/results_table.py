"""The results' table and score chart as drawn on the results screen: a row per player with
the points by category (the game's: goods only with Traders & Builders), the total and a crown
for the winners, and the chart's card (each
player's score after every turn). Drawing only: the screen keeps the state and the layout."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...engine import GameState
from ...i18n import _
from ..widgets import theme
from ..widgets.kind_names import KIND_NAMES
from ..widgets.panels import READABLE, blit_text, draw_panel, fit_font_size, px, text_px
from ..widgets.tokens import Seat, draw_token
from .chart import draw_chart_legend, draw_score_chart


def draw_score_table(
    surface: pygame.Surface,
    rect: pygame.Rect,
    seats: Sequence[Seat],
    winners: Sequence[int],
    table: Sequence[dict[str, int]],
    s: float,
) -> None:
    """The results table: a row per player (token, name, a crown for a winner), the points
    by category (``table``'s, in its order) and the total."""
    draw_panel(surface, rect, px(18, s))
    name_w = px(300, s)
    columns = [*(table[0] if table else ()), "total"]
    col_w = (rect.width - name_w - px(40, s)) // len(columns)
    header_y = rect.top + px(30, s)
    for index, category in enumerate(columns):
        x = rect.left + name_w + px(20, s) + index * col_w + col_w // 2
        label = _(KIND_NAMES[category]) if category in KIND_NAMES else _("Total")
        style = "bold" if category == "total" else "semibold"
        room = col_w - px(8, s)
        size = px(22, s)
        size = fit_font_size(label, room, size, style, READABLE / size, "results column")
        blit_text(surface, label, size, (x, header_y), theme.INK_SOFT, style, "center", room)
    step = row_height(len(seats), s)
    for player, scores in enumerate(table):
        row = pygame.Rect(
            rect.left + px(14, s),
            rect.top + px(52, s) + player * step,
            rect.width - px(28, s),
            step - px(4, s),
        )
        seat, won = seats[player], player in winners
        widths = (name_w, col_w)
        _draw_score_row(surface, row, seat, won, player % 2 == 1, scores, widths, s)


def row_height(players: int, s: float) -> int:
    """Rows of the results table: a little tighter for five or six players."""
    return px(48 if players <= 4 else 42, s)


def draw_chart_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    state: GameState,
    lines: tuple[list[list[int]], list[list[int | None]] | None],
    seats: Sequence[Seat],
) -> None:
    """The score chart's card: each player's score after every turn (``lines``: the
    score series and the "if the game ended now" series, None when there is none)."""
    series, projected = lines
    if rect.height < px(80, s):
        return
    draw_panel(surface, rect, px(18, s))
    blit_text(
        surface,
        _("Score after each turn"),
        px(24, s),
        (rect.left + px(24, s), rect.top + px(14, s)),
        theme.WOOD_DARK,
        "bold",
    )
    plot = rect.inflate(-px(40, s), -px(20, s))
    plot.top, plot.height = rect.top + px(48, s), rect.height - px(58, s)
    final = len(series[0]) == len(state.history) + 2
    legend = []
    if projected is not None:  # solid: the score; dashed: if the game ended then
        at = (rect.right - px(24, s), rect.top + px(18, s))
        legend.append(draw_chart_legend(surface, at, text_px(17, s)))
    draw_score_chart(surface, plot, series, seats, px(18, s), final, projected, avoid=legend)


def draw_crown(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A small gold crown for the winner(s)."""
    x, y = centre
    points = [
        (x - size, y + size * 0.6),
        (x - size, y - size * 0.5),
        (x - size * 0.5, y),
        (x, y - size * 0.8),
        (x + size * 0.5, y),
        (x + size, y - size * 0.5),
        (x + size, y + size * 0.6),
    ]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.CROWN_EDGE, points, max(1, size // 8))
    for px_, py_ in points[1:6:2]:
        pygame.draw.circle(surface, theme.CROWN_JEWEL, (round(px_), round(py_)), max(2, size // 6))


def _draw_score_row(
    surface: pygame.Surface,
    row: pygame.Rect,
    seat: Seat,
    winner: bool,
    stripe: bool,
    scores: dict[str, int],
    columns: tuple[int, int],
    s: float,
) -> None:
    """One player's row of the results table: token, name (a crown for a winner), the points
    by category and the total (``columns``: the names' width, each column's)."""
    name_w, col_w = columns
    fill = theme.WINNER_ROW if winner else theme.ROW_ODD if stripe else theme.ROW_EVEN
    pygame.draw.rect(surface, fill, row, border_radius=px(10, s))
    if winner:
        pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=px(10, s))
    draw_token(surface, seat, (row.left + px(24, s), row.centery), px(14, s))
    name = blit_text(
        surface,
        seat.name,
        px(26, s),
        (row.left + px(48, s), row.centery),
        theme.INK,
        "bold" if winner else "semibold",
        "midleft",
    )
    if winner:
        draw_crown(surface, (name.right + px(22, s), row.centery), px(13, s))
    values = [*scores.values(), sum(scores.values())]
    for index, value in enumerate(values):
        x = row.left + name_w + px(6, s) + index * col_w + col_w // 2
        last = index == len(values) - 1
        blit_text(
            surface,
            str(value),
            px(30 if last else 26, s),
            (x, row.centery),
            theme.INK if value or last else theme.NO_POINTS,
            "bold" if last else "regular",
            "center",
        )
