"""The end of the game: final scoring step by step, then the results with the score chart.

Final scoring is shown in the order of the rules: unfinished features, fields, the ingots left
on the board going back to the box, then each player's gold by the chart. Each step waits a
moment (shorter at a faster animation speed); Space, Enter or a click skips to the results.
In the demo the results stay a few seconds and the next game starts by itself; the demo strip
takes the input there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..engine import Event, FeatureScored, GameOver, GameState, GoldReturned, GoldScored
from ..engine.scoring import gold_points
from ..engine.state import CATEGORIES
from . import theme
from .chart import Seat, draw_score_chart, draw_token, score_series, seats_of
from .focus import FocusGroup
from .panels import blit_text, draw_panel, draw_table, draw_title, px, row_rects, ui_scale
from .scene import Scene
from .widgets import Button

if TYPE_CHECKING:
    from .app import App
    from .demo import Demo

STEP_SECONDS = 0.9  # per final-scoring step at animation speed 1x
LAST_STEP_HOLD = 1.4  # how long the last step stays before the results appear
PHASES = ("Unfinished features", "Fields", "Ingots on the board", "Gold")
GOLD_ROWS = ((1, 3, 1), (4, 6, 2), (7, 9, 3), (10, None, 4))  # held from, to, points each
KIND_COLOURS: dict[str, tuple[int, int, int]] = {
    "road": (226, 200, 150),
    "city": (196, 96, 62),
    "monastery": (200, 58, 44),
    "garden": (74, 128, 60),
    "field": (122, 164, 74),
    "returned": (150, 140, 120),
    "gold": (232, 186, 48),
}
CATEGORY_NAMES = {
    "road": "Road",
    "city": "City",
    "monastery": "Monastery",
    "garden": "Garden",
    "field": "Field",
    "gold": "Gold",
}


@dataclass(frozen=True)
class Step:
    """One line of the final scoring: what scored and who gained how much."""

    phase: int  # index into PHASES
    kind: str  # a feature kind, "returned" or "gold"
    text: str
    gains: tuple[tuple[int, int], ...] = ()  # (player, points)
    ingots: int = 0  # gold steps: how many the player holds


def _plural(count: int, word: str, many: str | None = None) -> str:
    return f"{count} {word if count == 1 else (many or word + 's')}"


def feature_step(event: FeatureScored) -> Step:
    """A step for an unfinished road, city, monastery or garden, or a field."""
    gains = tuple((p, event.points) for p in event.owners)
    if event.kind == "field":
        cities = _plural(event.points // 3, "completed city", "completed cities")
        return Step(1, "field", f"Field touching {cities}", gains)
    if event.kind in ("monastery", "garden"):
        around = _plural(event.points - 1, "tile")
        return Step(0, event.kind, f"Unfinished {event.kind}, {around} around it", gains)
    return Step(
        0, event.kind, f"Unfinished {event.kind}, {_plural(len(event.tiles), 'tile')}", gains
    )


def gold_step(state: GameState, player: int, scored: dict[int, int]) -> Step:
    """A player's ingots by the gold chart."""
    held = state.held[player]
    name = state.players[player].name
    if held == 0:
        return Step(3, "gold", f"{name} holds no gold", ((player, 0),), 0)
    points = scored.get(player, gold_points(held))
    text = f"{name}: {_plural(held, 'ingot')} × {points // held} = {points}"
    return Step(3, "gold", text, ((player, points),), held)


def build_steps(state: GameState, events: Sequence[Event]) -> list[Step]:
    """The final scoring in rule order, from the events of the game's last move."""
    final = [e for e in events if isinstance(e, FeatureScored) and not e.completed]
    steps = [feature_step(e) for e in final if e.kind != "field"]
    fields = [e for e in final if e.kind == "field"]
    steps += [feature_step(e) for e in fields if e.points > 0]
    empty = sum(1 for e in fields if e.points == 0)
    if empty:
        steps.append(Step(1, "field", f"{_plural(empty, 'field')} with no completed city: nothing"))
    returned = sum(e.count for e in events if isinstance(e, GoldReturned))
    if returned:
        steps.append(
            Step(
                2, "returned", f"{_plural(returned, 'ingot')} left on the board go back to the box"
            )
        )
    if any(isinstance(e, GameOver) for e in events) and state.options.goldmines:
        scored = {e.player: e.points for e in events if isinstance(e, GoldScored)}
        steps += [gold_step(state, p, scored) for p in range(len(state.players))]
    return steps


def winners_of(state: GameState, events: Sequence[Event] = ()) -> tuple[int, ...]:
    """The winning player(s): the GameOver event's, else the highest totals (ties share)."""
    for event in events:
        if isinstance(event, GameOver):
            return event.winners
    totals = state.totals()
    best = max(totals)
    return tuple(p for p, total in enumerate(totals) if total == best)


def headline(names: Sequence[str]) -> str:
    """``Ann wins!`` or ``Ann and Bob share the win!``."""
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{', '.join(names[:-1])} and {names[-1]} share the win!"


class ResultsScene(Scene):
    """Final scoring, then the table, the chart and the winners."""

    def __init__(
        self, app: App, state: GameState, events: Sequence[Event], demo: Demo | None = None
    ) -> None:
        super().__init__(app)
        self.state = state
        self.demo = demo
        self.results_shown_for = 0.0  # the demo moves on after ``demo.results_seconds``
        self.seats = seats_of(state)
        self.steps = build_steps(state, events)
        self.winners = winners_of(state, events)
        self.headline = headline([state.players[p].name for p in self.winners])
        gained = [0] * len(state.players)
        for step in self.steps:
            for player, points in step.gains:
                gained[player] += points
        self.start_totals = [t - g for t, g in zip(state.totals(), gained, strict=True)]
        self.shown = 0  # final-scoring steps revealed so far
        self.timer = -0.4  # seconds since the last step (a short breath before the first)
        self.showing_results = False
        self.sound_played = False
        self.buttons = [
            Button("New game", self.new_game),
            Button("Main menu", self.main_menu, primary=False),
        ]
        self.focus = FocusGroup(self.buttons)
        self.scale = 1.0
        self.resized(app.screen.get_size())

    # --- what is shown ---------------------------------------------------------------------

    def table(self) -> list[dict[str, int]]:
        """Points per category per player, in seating order (what the results table shows)."""
        return [
            {c: self.state.scores[p][c] for c in CATEGORIES} for p in range(len(self.state.players))
        ]

    def running_totals(self) -> list[int]:
        """Each player's total with the revealed final-scoring steps counted."""
        totals = list(self.start_totals)
        for step in self.steps[: self.shown]:
            for player, points in step.gains:
                totals[player] += points
        return totals

    @property
    def step_delay(self) -> float:
        if self.demo is not None:
            return STEP_SECONDS / self.demo.speed
        speed = getattr(getattr(self.app, "settings", None), "animation_speed", 1.0) or 1.0
        return STEP_SECONDS / speed

    # --- flow ------------------------------------------------------------------------------

    def entered(self) -> None:
        self.resized(self.app.screen.get_size())
        if not self.steps:
            self.show_results()

    def update(self, dt: float) -> None:
        if self.showing_results:
            self.results_shown_for += dt
            if self.demo is not None and self.results_shown_for >= self.demo.results_seconds:
                self.demo.next_game()
            return
        self.timer += dt
        if self.shown < len(self.steps) and self.timer >= self.step_delay:
            self.timer = 0.0
            self.shown += 1
            self._step_sound(self.steps[self.shown - 1])
        elif self.shown == len(self.steps) and self.timer >= LAST_STEP_HOLD / self.speed_factor:
            self.show_results()

    @property
    def speed_factor(self) -> float:
        return STEP_SECONDS / self.step_delay

    def _step_sound(self, step: Step) -> None:
        points = max((p for _, p in step.gains), default=0)
        if step.kind == "gold":
            name = "gold_taken" if points else None
        else:
            name = "score_big" if points >= 8 else "score_small" if points else None
        if name is not None:
            self.app.audio.play(name)

    def skip(self) -> None:
        """Jump over the rest of the final scoring."""
        self.shown = len(self.steps)
        self.show_results()

    def show_results(self) -> None:
        self.showing_results = True
        if not self.sound_played:
            self.sound_played = True
            self.app.audio.play("game_end")

    def new_game(self) -> None:
        from . import menu_scene

        menu_scene.start_new_game(self.app)

    def main_menu(self) -> None:
        from . import menu_scene

        menu_scene.go_to_menu(self.app)

    def handle(self, event: pygame.event.Event) -> None:
        if self.demo is not None:
            self.demo.handle(event)
            return
        if not self.showing_results:
            skip_key = event.type == pygame.KEYDOWN and event.key in (
                pygame.K_SPACE,
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_ESCAPE,
            )
            click = event.type == pygame.MOUSEBUTTONUP and event.dict.get("button") == 1
            if skip_key or click:
                self.skip()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.main_menu()
            return
        self.focus.handle(event)

    # --- layout ----------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self.scale = scale = ui_scale(size)
        centre = (size[0] // 2, size[1] - px(52, scale))
        rects = row_rects(centre, px(230, scale), px(56, scale), px(28, scale), len(self.buttons))
        for button, rect in zip(self.buttons, rects, strict=True):
            button.rect, button.font_size = rect, px(27, scale)
            if self.demo is not None:  # the chart ends above the demo strip instead
                button.rect.top = self.demo.panel_rect(size).top

    # --- drawing: final scoring -------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        if self.showing_results:
            self._draw_results(surface)
        else:
            self._draw_scoring(surface)
        if self.demo is not None:
            self.demo.draw(surface, self.state, self._demo_note())

    def _demo_note(self) -> str:
        if not self.showing_results:
            return "The game is over: the final scoring"
        wait = self.demo.results_seconds if self.demo is not None else 0.0
        left = max(1, math.ceil(wait - self.results_shown_for))
        return f"{self.headline}  ·  the next game starts in {left} s"

    def _draw_scoring(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        s = self.scale
        draw_title(surface, "Final scoring", px(72, s), (width // 2, px(58, s)))
        current = self.steps[self.shown - 1].phase if self.shown else 0
        checklist = pygame.Rect(px(32, s), px(120, s), px(300, s), px(340, s))
        self._draw_checklist(surface, checklist, current)
        main = pygame.Rect(checklist.right + px(28, s), checklist.top, 0, px(430, s))
        main.width = width - main.left - px(32, s)
        self._draw_step_log(surface, main, current)
        cards = pygame.Rect(px(32, s), main.bottom + px(24, s), width - px(64, s), 0)
        cards.height = height - cards.top - px(52, s)
        if self.demo is not None:
            cards.height = self.demo.panel_rect(surface.get_size()).top - px(10, s) - cards.top
        self._draw_player_cards(surface, cards)
        if self.demo is not None:
            return
        blit_text(
            surface,
            "Space or click: skip to the results",
            px(20, s),
            (width // 2, height - px(16, s)),
            (236, 220, 190),
            "regular",
            "midbottom",
        )

    def _draw_checklist(self, surface: pygame.Surface, rect: pygame.Rect, current: int) -> None:
        s = self.scale
        draw_panel(surface, rect, px(18, s))
        y = rect.top + px(28, s)
        for index, name in enumerate(PHASES):
            done = index < current or (self.shown == len(self.steps) and index <= current)
            active = index == current and not done
            colour = theme.INK if active else theme.INK_SOFT if done else (160, 146, 124)
            centre = (rect.left + px(36, s), y + px(16, s))
            pygame.draw.circle(
                surface, theme.GOLD if active else (214, 196, 158), centre, px(15, s)
            )
            if done:
                _draw_tick(surface, centre, px(9, s))
            else:
                blit_text(surface, str(index + 1), px(20, s), centre, theme.INK, "bold", "center")
            blit_text(
                surface,
                name,
                px(24, s),
                (rect.left + px(64, s), centre[1]),
                colour,
                "bold" if active else "semibold",
                "midleft",
            )
            y += px(72, s)

    def _draw_step_log(self, surface: pygame.Surface, rect: pygame.Rect, current: int) -> None:
        s = self.scale
        draw_panel(surface, rect, px(18, s))
        draw_title(
            surface,
            PHASES[current],
            px(40, s),
            (rect.centerx, rect.top + px(38, s)),
            theme.WOOD_DARK,
        )
        in_phase = [st for st in self.steps[: self.shown] if st.phase == current]
        text_right = rect.right
        if current == 3 and in_phase:
            chart = pygame.Rect(0, 0, px(250, s), px(260, s))
            chart.topright = (rect.right - px(24, s), rect.top + px(84, s))
            self._draw_gold_chart(surface, chart, in_phase[-1].ingots)
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
        self, surface: pygame.Surface, row: pygame.Rect, step: Step, latest: bool
    ) -> None:
        s = self.scale
        if latest:
            glow = min(1.0, max(0.0, self.timer / 0.25)) if self.timer >= 0 else 1.0
            fill = tuple(
                round(a + (b - a) * glow)
                for a, b in zip((255, 236, 170), (248, 234, 200), strict=True)
            )
            pygame.draw.rect(surface, fill, row, border_radius=px(8, s))
        swatch = pygame.Rect(row.left + px(10, s), row.centery - px(9, s), px(18, s), px(18, s))
        pygame.draw.rect(
            surface, KIND_COLOURS.get(step.kind, theme.WOOD), swatch, border_radius=px(4, s)
        )
        pygame.draw.rect(surface, theme.WOOD_DARK, swatch, 1, border_radius=px(4, s))
        size = px(24 if latest else 21, s)
        blit_text(
            surface,
            step.text,
            size,
            (swatch.right + px(12, s), row.centery),
            theme.INK if latest else theme.INK_SOFT,
            "semibold" if latest else "regular",
            "midleft",
        )
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

    def _draw_gold_chart(self, surface: pygame.Surface, rect: pygame.Rect, held: int) -> None:
        """The Gold Mines chart with the row for ``held`` ingots lit up."""
        s = self.scale
        pygame.draw.rect(surface, (248, 232, 184), rect, border_radius=px(12, s))
        pygame.draw.rect(surface, theme.GOLD, rect, 2, border_radius=px(12, s))
        blit_text(
            surface,
            "Ingots held  ·  points each",
            px(20, s),
            (rect.centerx, rect.top + px(12, s)),
            theme.INK_SOFT,
            "semibold",
            "midtop",
        )
        row_h = (rect.height - px(50, s)) // len(GOLD_ROWS)
        for index, (low, high, each) in enumerate(GOLD_ROWS):
            row = pygame.Rect(
                rect.left + px(10, s),
                rect.top + px(44, s) + index * row_h,
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
        blit_text(
            surface,
            seat.name,
            px(24, s),
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
            blit_text(
                surface,
                f"+{gain}",
                px(30, s),
                (card.right - px(16, s), card.top + px(40, s)),
                (60, 120, 40),
                "bold",
                "midright",
            )

    # --- drawing: the results ---------------------------------------------------------------

    def _draw_results(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        s = self.scale
        title = draw_title(surface, self.headline, px(64, s), (width // 2, px(52, s)), theme.GOLD)
        _draw_crown(surface, (title.left - px(44, s), title.centery), px(26, s))
        _draw_crown(surface, (title.right + px(44, s), title.centery), px(26, s))
        best = max(self.state.totals())
        blit_text(
            surface,
            f"{_plural(best, 'point')}  ·  {_plural(self.state.turn, 'turn')}",
            px(24, s),
            (width // 2, title.bottom),
            theme.PARCHMENT,
            "semibold",
            "midtop",
        )
        rows = len(self.seats)
        table = pygame.Rect(
            px(40, s),
            title.bottom + px(40, s),
            width - px(80, s),
            px(60, s) + rows * self._row_height(),
        )
        self._draw_score_table(surface, table)
        chart = pygame.Rect(table.left, table.bottom + px(22, s), table.width, 0)
        chart.height = self.buttons[0].rect.top - px(22, s) - chart.top
        self._draw_chart_panel(surface, chart)
        if self.demo is None:
            self.focus.draw(surface)

    def _draw_score_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.scale
        draw_panel(surface, rect, px(18, s))
        name_w = px(300, s)
        columns = [*CATEGORIES, "total"]
        col_w = (rect.width - name_w - px(40, s)) // len(columns)
        header_y = rect.top + px(30, s)
        for index, category in enumerate(columns):
            x = rect.left + name_w + px(20, s) + index * col_w + col_w // 2
            label = CATEGORY_NAMES.get(category, "Total")
            blit_text(
                surface,
                label,
                px(22, s),
                (x, header_y),
                theme.INK_SOFT,
                "bold" if category == "total" else "semibold",
                "center",
            )
        for player, scores in enumerate(self.table()):
            step = self._row_height()
            row = pygame.Rect(
                rect.left + px(14, s),
                rect.top + px(52, s) + player * step,
                rect.width - px(28, s),
                step - px(4, s),
            )
            self._draw_score_row(surface, row, player, scores, name_w, col_w)

    def _row_height(self) -> int:
        """Rows of the results table: a little tighter for five or six players."""
        return px(48 if len(self.seats) <= 4 else 42, self.scale)

    def _draw_score_row(
        self,
        surface: pygame.Surface,
        row: pygame.Rect,
        player: int,
        scores: dict[str, int],
        name_w: int,
        col_w: int,
    ) -> None:
        s = self.scale
        winner = player in self.winners
        fill = (250, 226, 150) if winner else (232, 218, 188) if player % 2 else (242, 230, 204)
        pygame.draw.rect(surface, fill, row, border_radius=px(10, s))
        if winner:
            pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=px(10, s))
        seat = self.seats[player]
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
            _draw_crown(surface, (name.right + px(22, s), row.centery), px(13, s))
        values = [*(scores[c] for c in CATEGORIES), sum(scores.values())]
        for index, value in enumerate(values):
            x = row.left + name_w + px(6, s) + index * col_w + col_w // 2
            last = index == len(values) - 1
            blit_text(
                surface,
                str(value),
                px(30 if last else 26, s),
                (x, row.centery),
                theme.INK if value or last else (170, 156, 134),
                "bold" if last else "regular",
                "center",
            )

    def _draw_chart_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.scale
        if rect.height < px(80, s):
            return
        draw_panel(surface, rect, px(18, s))
        blit_text(
            surface,
            "Score after each turn",
            px(24, s),
            (rect.left + px(24, s), rect.top + px(14, s)),
            theme.WOOD_DARK,
            "bold",
        )
        plot = rect.inflate(-px(40, s), -px(20, s))
        plot.top, plot.height = rect.top + px(48, s), rect.height - px(58, s)
        series = score_series(self.state)
        final = len(series[0]) == len(self.state.history) + 2
        draw_score_chart(surface, plot, series, self.seats, px(18, s), final_scoring=final)


def _draw_crown(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
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
    pygame.draw.polygon(surface, (120, 80, 10), points, max(1, size // 8))
    for px_, py_ in points[1:6:2]:
        pygame.draw.circle(surface, (255, 240, 180), (round(px_), round(py_)), max(2, size // 6))


def _draw_tick(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A check mark for a finished phase."""
    x, y = centre
    points = [(x - size, y), (x - size // 3, y + size * 2 // 3), (x + size, y - size * 2 // 3)]
    pygame.draw.lines(surface, (60, 120, 40), False, points, max(2, size // 3))
