"""The results' final scoring, step by step, in the order of the rules.

Unfinished features first, then fields, the ingots left on the board going back to the box, each
player's gold by the chart, and last the goods (Traders & Builders): the steps of
:func:`.scoring_steps.scoring_steps` (the same the board shows). :class:`FinalScoring` reveals
them one at a time and draws the checklist of phases, the log of the current phase and a card
per player with the running total.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...engine import GOLD_CHART, Event, FinalScoringStarted, GameState
from ...i18n import _, ngettext
from ...render import palette as pal
from ..widgets import text_fit, theme
from ..widgets.panels import READABLE, blit_text, draw_panel, draw_title, fit_font_size, px
from ..widgets.tokens import Seat, draw_token
from .scoring_steps import ScoringStep, no_gold_words, phases, scoring_steps

STEP_SECONDS = 0.9  # per final-scoring step at animation speed 1x
LAST_STEP_HOLD = 1.4  # how long the last step stays before the results appear
GOLD_ROWS = GOLD_CHART  # held from, to (None: or more), points each: the engine's chart
KIND_COLOURS: dict[str, tuple[int, int, int]] = {
    "road": theme.ROAD_SWATCH,
    "city": pal.ROOF,
    "monastery": pal.CHAPEL_ROOF,
    "garden": pal.HEDGE_LIGHT,
    "field": pal.MEADOW,
    "returned": theme.RETURNED_SWATCH,
    "gold": pal.GOLD,
    "pig": pal.MEADOW,
    "goods": theme.GOODS_SWATCH,
}


def line(step: ScoringStep, names: Sequence[str]) -> str:
    """What the results' list says for ``step`` (who gains is drawn beside it); ``names``:
    the players' names in seating order."""
    if step.kind == "field":
        if not step.cities:
            return _("Field touching no completed city: nothing")
        n = len(step.cities)
        words = ngettext(
            "Field touching {n} completed city", "Field touching {n} completed cities", n
        )
    elif step.kind == "monastery":
        n = len(step.neighbours)
        words = ngettext(
            "Unfinished monastery, {n} tile around it",
            "Unfinished monastery, {n} tiles around it",
            n,
        )
    elif step.kind == "garden":
        n = len(step.neighbours)
        words = ngettext(
            "Unfinished garden, {n} tile around it", "Unfinished garden, {n} tiles around it", n
        )
    elif step.kind == "gold" and step.player is not None:
        return _gold_line(step, names[step.player])
    elif step.kind in ("returned", "pig"):
        return step.text
    elif step.kind == "goods":
        return _goods_line(step)
    elif step.special:
        return _special_line(step)
    elif step.kind == "road":
        n = len(step.tiles)
        words = ngettext("Unfinished road, {n} tile", "Unfinished road, {n} tiles", n)
    else:
        n = len(step.tiles)
        words = ngettext("Unfinished city, {n} tile", "Unfinished city, {n} tiles", n)
    return words.format(n=n)


def _goods_line(step: ScoringStep) -> str:
    """ "Most wine: 4 tokens" (who has them is drawn beside it)."""
    n = max(step.counts, default=0)
    if step.goods == "wine":
        words = ngettext("Most wine: {n} token", "Most wine: {n} tokens", n)
    elif step.goods == "grain":
        words = ngettext("Most grain: {n} token", "Most grain: {n} tokens", n)
    else:
        words = ngettext("Most cloth: {n} token", "Most cloth: {n} tokens", n)
    return words.format(n=n)


def _special_line(step: ScoringStep) -> str:
    """An unfinished inn road or cathedral city: worth nothing at the end."""
    n = len(step.tiles)
    if step.special == "inn":
        words = ngettext(
            "Unfinished road with an inn, {n} tile: nothing",
            "Unfinished road with an inn, {n} tiles: nothing",
            n,
        )
    else:
        words = ngettext(
            "Unfinished city with a cathedral, {n} tile: nothing",
            "Unfinished city with a cathedral, {n} tiles: nothing",
            n,
        )
    return words.format(n=n)


def _gold_line(step: ScoringStep, name: str) -> str:
    if not step.held:
        return no_gold_words(name)
    return ngettext(
        "{name}: {n} ingot × {each} = {points}", "{name}: {n} ingots × {each} = {points}", step.held
    ).format(name=name, n=step.held, each=step.points // step.held, points=step.points)


def totals_before(
    state: GameState, events: Sequence[Event], steps: Sequence[ScoringStep]
) -> list[int]:
    """Each player's total when the final scoring started: what the engine's
    ``FinalScoringStarted`` says, else the final totals less the steps' points."""
    for event in events:
        if isinstance(event, FinalScoringStarted):
            return list(event.scores)
    return add_gains(state.totals(), steps, sign=-1)


def add_gains(totals: Sequence[int], steps: Sequence[ScoringStep], sign: int = 1) -> list[int]:
    """``totals`` with the points of ``steps`` added (or taken away, with ``sign=-1``)."""
    result = list(totals)
    for step in steps:
        for player, points in step.gains:
            result[player] += sign * points
    return result


class FinalScoring:
    """The steps revealed so far, the running totals, and how they are drawn."""

    def __init__(self, state: GameState, events: Sequence[Event], seats: Sequence[Seat]) -> None:
        self.seats = list(seats)
        self.steps = scoring_steps(state, events)
        self.phases = phases(state.options)
        self.start_totals = totals_before(state, events, self.steps)
        self.shown = 0  # steps revealed so far
        self.timer = -0.4  # seconds since the last step (a short breath before the first)
        self.scale = 1.0

    def running_totals(self) -> list[int]:
        """Each player's total with the revealed steps counted."""
        return add_gains(self.start_totals, self.steps[: self.shown])

    def update(self, dt: float, delay: float) -> ScoringStep | None:
        """Reveal the next step once ``delay`` seconds have passed since the last; return it."""
        self.timer += dt
        if self.shown < len(self.steps) and self.timer >= delay:
            self.timer = 0.0
            self.shown += 1
            return self.steps[self.shown - 1]
        return None

    def over(self, delay: float) -> bool:
        """Every step is shown and the last one has stayed long enough (scaled like ``delay``)."""
        speed_factor = STEP_SECONDS / delay
        return self.shown == len(self.steps) and self.timer >= LAST_STEP_HOLD / speed_factor

    def finish(self) -> None:
        """Reveal every step at once."""
        self.shown = len(self.steps)

    def draw(self, surface: pygame.Surface, bottom: int) -> None:
        """The checklist of phases, the current phase's log and the cards, ending at ``bottom``."""
        width = surface.get_width()
        s = self.scale
        draw_title(surface, _("Final scoring"), px(72, s), (width // 2, px(58, s)))
        current = self.steps[self.shown - 1].phase if self.shown else 0
        checklist = pygame.Rect(px(32, s), px(120, s), px(300, s), px(340, s))
        self._draw_checklist(surface, checklist, current)
        main = pygame.Rect(checklist.right + px(28, s), checklist.top, 0, px(430, s))
        main.width = width - main.left - px(32, s)
        self._draw_step_log(surface, main, current)
        cards = pygame.Rect(px(32, s), main.bottom + px(24, s), width - px(64, s), 0)
        cards.height = bottom - cards.top
        self._draw_player_cards(surface, cards)

    def _draw_checklist(self, surface: pygame.Surface, rect: pygame.Rect, current: int) -> None:
        s = self.scale
        draw_panel(surface, rect, px(18, s))
        y = rect.top + px(28, s)
        pitch = min(px(72, s), (rect.height - px(32, s)) // len(self.phases))
        for index, name in enumerate(self.phases):
            done = index < current or (self.shown == len(self.steps) and index <= current)
            active = index == current and not done
            colour = theme.INK if active else theme.INK_SOFT if done else theme.PHASE_LATER
            centre = (rect.left + px(36, s), y + px(16, s))
            pygame.draw.circle(
                surface, theme.GOLD if active else theme.PARCHMENT_DARK, centre, px(15, s)
            )
            if done:
                _draw_tick(surface, centre, px(9, s))
            else:
                blit_text(surface, str(index + 1), px(20, s), centre, theme.INK, "bold", "center")
            style, room = "bold" if active else "semibold", rect.right - px(76, s) - rect.left
            size, lines = readable_lines(_(name), room, px(24, s), style, "final scoring phase")
            top = centre[1] - (size + 2) * (len(lines) - 1) // 2
            for number, words in enumerate(lines):
                at = (rect.left + px(64, s), top + number * (size + 2))
                blit_text(surface, words, size, at, colour, style, "midleft")
            y += pitch

    def _draw_step_log(self, surface: pygame.Surface, rect: pygame.Rect, current: int) -> None:
        s = self.scale
        draw_panel(surface, rect, px(18, s))
        draw_title(
            surface,
            _(self.phases[current]),
            px(40, s),
            (rect.centerx, rect.top + px(38, s)),
            theme.WOOD_DARK,
        )
        in_phase = [st for st in self.steps[: self.shown] if st.phase == current]
        text_right = rect.right
        if current == 3 and in_phase:
            chart = pygame.Rect(0, 0, px(250, s), px(260, s))
            chart.topright = (rect.right - px(24, s), rect.top + px(84, s))
            self._draw_gold_chart(surface, chart, in_phase[-1].held)
            text_right = chart.left - px(16, s)
        line_h = px(46, s)
        visible = max(1, (rect.height - px(100, s)) // line_h)
        y = rect.top + px(86, s)
        for index, step in enumerate(in_phase[-visible:]):
            latest = index == len(in_phase[-visible:]) - 1
            row = pygame.Rect(
                rect.left + px(20, s), y, text_right - rect.left - px(40, s), line_h - px(6, s)
            )
            self._draw_step_line(surface, row, step, latest)
            y += line_h
        if not in_phase:
            blit_text(surface, "…", px(40, s), rect.center, theme.INK_SOFT, "bold", "center")

    def _draw_step_line(
        self, surface: pygame.Surface, row: pygame.Rect, step: ScoringStep, latest: bool
    ) -> None:
        s = self.scale
        if latest:
            glow = min(1.0, max(0.0, self.timer / 0.25)) if self.timer >= 0 else 1.0
            fill = tuple(
                round(a + (b - a) * glow)
                for a, b in zip(theme.STEP_NEW, theme.STEP_SEEN, strict=True)
            )
            pygame.draw.rect(surface, fill, row, border_radius=px(8, s))
        swatch = pygame.Rect(row.left + px(10, s), row.centery - px(9, s), px(18, s), px(18, s))
        pygame.draw.rect(
            surface, KIND_COLOURS.get(step.kind, theme.WOOD), swatch, border_radius=px(4, s)
        )
        pygame.draw.rect(surface, theme.WOOD_DARK, swatch, 1, border_radius=px(4, s))
        size = px(24 if latest else 21, s)
        x = row.right - px(8, s)
        for player, points in reversed(step.gains):
            if step.kind == "gold":
                continue
            label = blit_text(
                surface, f"+{points}", size, (x, row.centery), theme.INK, "bold", "midright"
            )
            radius = px(11, s)
            draw_token(
                surface, self.seats[player], (label.left - radius - px(6, s), row.centery), radius
            )
            x = label.left - radius * 2 - px(20, s)
        words, style = line(step, [seat.name for seat in self.seats]), "semibold"
        if not latest:
            style = "regular"
        left = swatch.right + px(12, s)
        blit_text(
            surface,
            words,
            fit_font_size(words, x + px(12, s) - left, size, style, where="final scoring line"),
            (left, row.centery),
            theme.INK if latest else theme.INK_SOFT,
            style,
            "midleft",
        )

    def _draw_gold_chart(self, surface: pygame.Surface, rect: pygame.Rect, held: int) -> None:
        """The Gold Mines chart with the row for ``held`` ingots lit up."""
        s = self.scale
        pygame.draw.rect(surface, theme.CHART_CARD, rect, border_radius=px(12, s))
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=px(12, s))
        heading = _("Ingots held  ·  points each")
        size, lines = readable_lines(heading, rect.width - px(16, s), px(20, s), "semibold")
        y = rect.top + px(12, s)
        for words in lines:
            y = blit_text(
                surface, words, size, (rect.centerx, y), theme.INK_SOFT, "semibold", "midtop"
            ).bottom
        rows_top = max(rect.top + px(44, s), y + px(6, s))  # under a heading on two lines
        row_h = (rect.bottom - px(6, s) - rows_top) // len(GOLD_ROWS)
        for index, (low, high, each) in enumerate(GOLD_ROWS):
            row = pygame.Rect(
                rect.left + px(10, s),
                rows_top + index * row_h,
                rect.width - px(20, s),
                row_h - px(4, s),
            )
            lit = held >= low and (high is None or held <= high)
            if lit:
                pygame.draw.rect(surface, theme.GOLD, row, border_radius=px(8, s))
            span = f"{low}–{high}" if high else f"{low}+"
            blit_text(
                surface,
                span,
                px(26, s),
                (row.left + px(16, s), row.centery),
                theme.INK,
                "bold" if lit else "regular",
                "midleft",
            )
            blit_text(
                surface,
                f"{each}",
                px(26, s),
                (row.right - px(16, s), row.centery),
                theme.INK,
                "bold" if lit else "regular",
                "midright",
            )

    def _draw_player_cards(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.scale
        totals = self.running_totals()
        count = len(self.seats)
        gap = px(16, s)
        width = (rect.width - gap * (count - 1)) // count
        latest = self.steps[self.shown - 1] if self.shown else None
        gainers = {p: pts for p, pts in latest.gains if pts} if latest else {}
        for index, seat in enumerate(self.seats):
            card = pygame.Rect(rect.left + index * (width + gap), rect.top, width, rect.height)
            lift = self._bump() if index in gainers else 0
            self._draw_player_card(
                surface, card.move(0, -lift), seat, totals[index], gainers.get(index)
            )

    def _bump(self) -> int:
        """How high a scoring player's card jumps just after the step (eased)."""
        t = self.timer / 0.35
        if not 0 <= t <= 1:
            return 0
        return round(px(12, self.scale) * 4 * t * (1 - t))

    def _draw_player_card(
        self, surface: pygame.Surface, card: pygame.Rect, seat: Seat, total: int, gain: int | None
    ) -> None:
        s = self.scale
        draw_panel(surface, card, px(16, s))
        band = pygame.Rect(card.left, card.top, card.width, px(10, s))
        pygame.draw.rect(
            surface,
            seat.rgb,
            band,
            border_top_left_radius=px(16, s),
            border_top_right_radius=px(16, s),
        )
        radius = px(16, s)
        draw_token(surface, seat, (card.left + px(30, s), card.top + px(40, s)), radius)
        room = card.right - px(16, s) - card.left - px(54, s)
        size = px(24, s)
        plus = f"+{gain}" if gain else ""
        beside = room - theme.font(px(30, s), "bold").size(plus)[0] - px(6, s)
        least = min(1.0, READABLE / size)  # the name never under READABLE
        fits = theme.font(max(READABLE, round(size * 0.6)), "bold").size(seat.name)[0] <= beside
        top = fits or not gain  # else the gain goes beside the total, the name has the line
        blit_text(
            surface,
            seat.name,
            fit_font_size(
                seat.name, beside if top else room, size, "bold", max(0.6, least), "name on a card"
            ),
            (card.left + px(54, s), card.top + px(40, s)),
            theme.INK,
            "bold",
            "midleft",
        )
        blit_text(
            surface,
            str(total),
            px(52, s),
            (card.centerx, card.bottom - px(12, s)),
            theme.INK,
            "bold",
            "midbottom",
        )
        if gain:
            at = (card.right - px(16, s), card.top + px(40, s) if top else card.bottom - px(16, s))
            anchor = "midright" if top else "bottomright"
            blit_text(surface, plus, px(30, s), at, theme.GAIN, "bold", anchor)


def readable_lines(
    words: str, room: int, size: int, style: str, where: str = "final scoring text"
) -> tuple[int, list[str]]:
    """``words`` on one line, shrunk to fit ``room`` pixels down to 0.7 of ``size`` but never
    under ``READABLE``; else on two lines at ``READABLE``, split at its " · " if it has one,
    or wrapped (a word still too wide is reported)."""
    least = max(READABLE, round(size * 0.7))

    def face(n: int) -> pygame.font.Font:
        return theme.font(n, style)

    fitted = text_fit.quietly_fitting_size(words, room, max(size, least), face, least)
    if face(fitted).size(words)[0] <= room:
        return fitted, [words]
    head, dot, tail = words.partition("·")  # two halves of a heading: a line each
    halves = [f"{head.rstrip()} ·", tail.strip()]
    if dot and all(face(READABLE).size(half)[0] <= room for half in halves):
        return READABLE, halves
    return READABLE, text_fit.wrap(words, face(READABLE), room, where)


def _draw_tick(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A check mark for a finished phase."""
    x, y = centre
    points = [(x - size, y), (x - size // 3, y + size * 2 // 3), (x + size, y - size * 2 // 3)]
    pygame.draw.lines(surface, theme.GAIN, False, points, max(2, size // 3))
