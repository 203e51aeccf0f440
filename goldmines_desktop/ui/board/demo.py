"""The unattended demo: computer players play one game after another until someone comes by.

Each game seats 3 or 4 computer players of mixed levels, with names and colours drawn from the
demo's own counter, so a demo is varied yet replays the same from the same start. The end
screen stays a few seconds, then the next game starts by itself. A speed control (keys 1-4 or
+/-, or a click on it) sets the pace; any other key or click goes back to the main menu. The
demo never writes the autosave, so a family's paused game is safe.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

import pygame

from ...engine import COLORS, Catalogue, GameState, PlayerSetup, Setup, new_game
from ...i18n import N_, _
from ..input.actions import ACTION
from ..input.words import said
from ..widgets import theme
from ..widgets.panels import blit_text, draw_panel, fit_font_size, px, ui_scale


class DemoHost(Protocol):
    """What the demo uses of the app: its tiles, its window's size, and screens by name."""

    catalogue: Catalogue

    @property
    def size(self) -> tuple[int, int]: ...

    def show(self, name: Any, *args: Any, **kwargs: Any) -> Any: ...


# The labels are also the command line's names for the speeds (English there, ``_`` on screen).
SPEEDS: tuple[tuple[float, str], ...] = (
    (1.0, N_("1x")),
    (2.0, N_("2x")),
    (4.0, N_("4x")),
    (50.0, N_("max")),
)
LEVEL_WORDS = {
    "easy": N_("{name} (easy)"),
    "normal": N_("{name} (normal)"),
    "hard": N_("{name} (hard)"),
}
SPEED_KEYS = {
    pygame.K_1: 0,
    pygame.K_2: 1,
    pygame.K_3: 2,
    pygame.K_4: 3,
    pygame.K_KP1: 0,
    pygame.K_KP2: 1,
    pygame.K_KP3: 2,
    pygame.K_KP4: 3,
}
FASTER_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
SLOWER_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)
#: keys that never end the demo on their own (pressed on the way to "+" and the like)
MODIFIER_KEYS = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_MODE,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
    }
)
NAMES = ("Ada", "Bram", "Cleo", "Dario", "Edda", "Finn", "Greta", "Hugo", "Ines", "Jonas")
LEVELS = ("easy", "normal", "hard")
RESULTS_SECONDS = 6.0  # how long the results stay at 1x before the next game
MIN_RESULTS_SECONDS = 2.0  # even at top speed the winner is on screen long enough to read
PANEL_SIZE = (740, 116)  # the demo strip, design pixels
FINISHED_LINE = "demo-game-finished"  # printed to stdout when a game ends (benchmarks count it)


def demo_setup(number: int) -> Setup:
    """The seats of demo game ``number``: 3 or 4 computer players, mixed levels, own colours."""
    rng = random.Random(7919 * number + 11)
    seats = rng.choice((3, 4))
    names = rng.sample(NAMES, seats)
    colours = rng.sample(COLORS, seats)
    levels = [rng.choice(LEVELS) for _ in range(seats)]
    if len(set(levels)) == 1:  # always a mix: the watcher sees the levels differ
        levels[rng.randrange(seats)] = rng.choice([lv for lv in LEVELS if lv != levels[0]])
    return Setup(
        tuple(
            PlayerSetup(name, colour, f"ai:{level}")
            for name, colour, level in zip(names, colours, levels, strict=True)
        )
    )


class Demo:
    """The demo's counter and speed, and the strip that says "this is a demo" on screen."""

    def __init__(self, app: DemoHost) -> None:
        self.app = app
        self.games_started = 0
        self.games_finished = 0
        self.speed_index = 0
        self.hovered: int | None = None
        # the span of the window's width the board leaves between its bottom panels (the log
        # on the left, the tile in hand on the right) while a demo game is shown; None: all
        self.room: tuple[int, int] | None = None

    # --- the games --------------------------------------------------------------------------

    @property
    def speed(self) -> float:
        """How many times faster than 1x the computer plays and the animations run."""
        return SPEEDS[self.speed_index][0]

    @property
    def results_seconds(self) -> float:
        return max(MIN_RESULTS_SECONDS, RESULTS_SECONDS / self.speed)

    def new_state(self) -> GameState:
        """The next demo game (its draw order seeded from the counter too)."""
        number = self.games_started
        self.games_started += 1
        return new_game(demo_setup(number), self.app.catalogue, seed=104729 + number)

    def next_game(self) -> None:
        """Replace whatever is shown by the next demo game."""
        self.app.show("demo")

    def game_finished(self) -> None:
        """A demo game reached its end (counted, and told on stdout for the benchmarks)."""
        self.games_finished += 1
        self.room = None  # the results screen has no panels beside the strip
        print(f"{FINISHED_LINE} {self.games_finished}", flush=True)

    def leave(self) -> None:
        """Back to the main menu."""
        self.app.show("menu")

    # --- input ------------------------------------------------------------------------------

    def set_speed(self, index: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, index))

    def set_speed_label(self, label: str) -> None:
        """Set the speed by its label ("1x", "2x", "4x" or "max")."""
        labels = [name for _speed, name in SPEEDS]
        if label not in labels:
            raise ValueError(f"unknown demo speed {label!r} (use {', '.join(labels)})")
        self.set_speed(labels.index(label))

    def handle(self, event: pygame.event.Event) -> None:
        """Speed keys and clicks on the control set the pace; any other key or click leaves."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._speed_at(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == ACTION:  # a controller's direction, pan or B: any press leaves
            self.leave()
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
            index = self._speed_at(event.pos)
            if index is None:
                self.leave()
            else:
                self.set_speed(index)

    def _key(self, key: int) -> None:
        if key in SPEED_KEYS:
            self.set_speed(SPEED_KEYS[key])
        elif key in FASTER_KEYS:
            self.set_speed(self.speed_index + 1)
        elif key in SLOWER_KEYS:
            self.set_speed(self.speed_index - 1)
        elif key not in MODIFIER_KEYS:
            self.leave()

    def _speed_at(self, point: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self._speed_rects):
            if rect.collidepoint(point):
                return index
        return None

    # --- drawing ----------------------------------------------------------------------------

    @property
    def _speed_rects(self) -> list[pygame.Rect]:
        """The speed buttons where the window shows them now (clicks and drawing agree)."""
        return self.speed_rects(self.app.size)

    def speed_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """The four speed buttons side by side at the right of the strip."""
        panel, s = self.panel_rect(size), ui_scale(size)
        width, height, gap = px(54, s), px(34, s), px(6, s)
        left = panel.right - px(14, s) - len(SPEEDS) * width - (len(SPEEDS) - 1) * gap
        return [
            pygame.Rect(left + i * (width + gap), panel.top + px(12, s), width, height)
            for i in range(len(SPEEDS))
        ]

    def panel_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the demo strip goes: bottom centre of the window, or of the ``room`` the
        panels beside it leave (it never covers the log or the tile in hand)."""
        s = ui_scale(size)
        left, right = self.room if self.room is not None else (0, size[0])
        left, right = max(0, left), min(size[0], right)
        rect = pygame.Rect(0, 0, min(px(PANEL_SIZE[0], s), right - left - px(24, s)), 0)
        rect.height = px(PANEL_SIZE[1], s)
        rect.midbottom = ((left + right) // 2, size[1] - px(12, s))
        return rect

    def draw(self, surface: pygame.Surface, state: GameState, note: str | None = None) -> None:
        """The strip: "Demo", who plays at which level, the speed control and how to leave."""
        rect = self.panel_rect(surface.get_size())
        s = ui_scale(surface.get_size())
        draw_panel(surface, rect, px(16, s))
        badge = pygame.Rect(rect.left + px(14, s), rect.top + px(12, s), px(92, s), px(34, s))
        pygame.draw.rect(surface, theme.GOLD, badge, border_radius=px(10, s))
        pygame.draw.rect(surface, theme.WOOD_DARK, badge, 2, border_radius=px(10, s))
        demo = _("DEMO")
        size = fit_font_size(demo, badge.width - px(8, s), px(24, s), "bold", where="demo badge")
        blit_text(surface, demo, size, badge.center, theme.INK, "bold", "center")
        heading = _("Computer players")
        speed_w = theme.font(px(18, s), "semibold").size(_("Speed"))[0]
        speeds = self.speed_rects(surface.get_size())[0]
        room = speeds.left - px(8, s) - speed_w - px(28, s) - badge.right
        blit_text(
            surface,
            heading,
            fit_font_size(heading, room, px(22, s), "bold", where="demo heading"),
            (badge.right + px(14, s), badge.centery),
            theme.INK,
            "bold",
            "midleft",
        )
        self._draw_speed(surface, s)
        line = note or "  ·  ".join(_seat_words(p.name, p.kind) for p in state.players)
        room = rect.width - px(28, s)
        blit_text(
            surface,
            line,
            fit_font_size(line, room, px(19, s), "semibold", where="demo players"),
            (badge.left, badge.bottom + px(18, s)),
            theme.INK,
            "semibold",
            "midleft",
        )
        help_line = said(
            N_("Press any key or click to return to the menu  ·  speed: keys 1-4 or + / -")
        )
        blit_text(
            surface,
            help_line,
            fit_font_size(help_line, room, px(18, s), where="demo help"),
            (rect.centerx, rect.bottom - px(10, s)),
            theme.INK_SOFT,
            "regular",
            "midbottom",
        )

    def _draw_speed(self, surface: pygame.Surface, s: float) -> None:
        """Four buttons side by side, the current speed lit in gold."""
        rects = self.speed_rects(surface.get_size())
        blit_text(
            surface,
            _("Speed"),
            px(18, s),
            (rects[0].left - px(8, s), rects[0].centery),
            theme.INK_SOFT,
            "semibold",
            "midright",
        )
        for index, (rect, (_speed, label)) in enumerate(zip(rects, SPEEDS, strict=True)):
            current = index == self.speed_index
            fill = theme.GOLD if current else theme.HIGHLIGHT if index == self.hovered else None
            pygame.draw.rect(surface, fill or theme.PARCHMENT_DARK, rect, border_radius=px(8, s))
            pygame.draw.rect(
                surface, theme.WOOD_DARK, rect, 2 if current else 1, border_radius=px(8, s)
            )
            words = _(label)
            blit_text(
                surface,
                words,
                fit_font_size(words, rect.width - px(4, s), px(20, s), "semibold"),
                rect.center,
                theme.INK,
                "bold" if current else "semibold",
                "center",
            )


def _seat_words(name: str, kind: str) -> str:
    """ "Ada (easy)": a computer player's name and level, as the demo strip lists them."""
    words = LEVEL_WORDS.get(kind.split(":", 1)[-1])
    return _(words).format(name=name) if words is not None else name
