"""The main menu (Continue, New game, Load, Demo, How to play, Settings, Quit) and the load screen.

The menu checks the autosave when it opens: an unfinished game offers Continue; an unreadable
autosave has already been moved aside by ``saves.check_autosave`` and its message is shown in a
notice the player can dismiss. ``start_new_game`` is the one hook the New game button calls.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from .. import saves
from ..engine import GameState, Options, PlayerSetup, Setup, apply, legal_moves, new_game
from ..engine.moves import PlaceTile, Skip
from . import theme
from .focus import FocusGroup
from .panels import (
    blit_text,
    draw_panel,
    draw_table,
    draw_title,
    px,
    stack_rects,
    ui_scale,
    wrap_text,
)
from .scene import Scene
from .widgets import Button, Widget

if TYPE_CHECKING:
    from .app import App

NEW_GAME_PLAYERS = (PlayerSetup("Player 1", "red"), PlayerSetup("Player 2", "blue"))


# --------------------------------------------------------------------------- navigation hooks


def open_game(app: App, state: GameState) -> None:
    """Show the board for ``state``; a finished game goes straight to its results."""
    if state.finished:
        from .results_scene import ResultsScene

        _reset(app, ResultsScene(app, state, ()))
        return
    start = getattr(app, "start_game", None)
    if start is not None:
        start(state)
        return
    from .game_scene import GameScene

    _reset(app, GameScene(app, state))


def start_new_game(app: App) -> None:
    """New game: the setup screen (seats, options, seed), which starts the game itself."""
    from .setup_scene import SetupScene

    _reset(app, SetupScene(app))


def go_to_menu(app: App) -> None:
    """Clear the scene stack and show the main menu (the autosave keeps any game)."""
    _reset(app, MainMenuScene(app))


def _reset(app: App, scene: Scene) -> None:
    """Make ``scene`` the only scene on the stack."""
    reset = getattr(app, "reset", None)
    if reset is not None:
        reset(scene)
    else:
        app.replace(scene)


# --------------------------------------------------------------------------- decoration


@lru_cache(maxsize=1)
def _decor_tiles() -> tuple[tuple[str, int, int, int], ...]:
    """A few tiles from a seeded game laid out legally: (code, x, y, rotation)."""
    from ..catalogue import load_catalogue

    setup = Setup(NEW_GAME_PLAYERS, Options())
    state = new_game(setup, load_catalogue(), seed=20)
    while len(state.board) < 9 and not state.finished:
        moves = legal_moves(state)
        tiles = [m for m in moves if isinstance(m, PlaceTile)]
        if tiles:
            move: Any = min(tiles, key=lambda m: (abs(m.x) + abs(m.y) * 1.3, m.rotation))
        else:
            move = next((m for m in moves if isinstance(m, Skip)), moves[0])
        state, _ = apply(state, move)
    return tuple((t.code, x, y, t.rotation) for (x, y), t in state.board.items())


def decor_surface(size: int) -> pygame.Surface | None:
    """A little landscape of tiles ``size`` px each, or None while the tile art is missing."""
    try:
        from ..catalogue import load_catalogue
        from ..render.tileart import tile_surface
    except ImportError:
        return None
    placed = _decor_tiles()
    xs, ys = [t[1] for t in placed], [t[2] for t in placed]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    pad = size // 4
    surface = pygame.Surface((cols * size + pad * 2, rows * size + pad * 2), pygame.SRCALPHA)
    catalogue = load_catalogue()
    for _code, x, y, _rotation in placed:
        spot = (pad + (x - min(xs)) * size, pad + (y - min(ys)) * size)
        shadow = pygame.Rect(spot, (size, size)).move(size // 16, size // 12)
        pygame.draw.rect(surface, (30, 16, 4, 70), shadow, border_radius=4)
    for code, x, y, rotation in placed:
        image = tile_surface(catalogue[code], rotation, size)
        surface.blit(image, (pad + (x - min(xs)) * size, pad + (y - min(ys)) * size))
    return surface


# --------------------------------------------------------------------------- the main menu


class MainMenuScene(Scene):
    """The title screen."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        check = saves.check_autosave()
        self.autosave: GameState | None = check.state
        self.notice: str | None = check.problem
        self.error: str | None = None
        self.focus = FocusGroup()
        self.buttons: dict[str, Button] = {}
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self.decor: pygame.Surface | None = None
        self._size = (0, 0)
        self.resized(app.screen.get_size())

    # --- actions ------------------------------------------------------------------------

    def actions(self) -> list[tuple[str, Callable[[], None]]]:
        """The menu's buttons, top to bottom (Continue and Demo only when available)."""
        items: list[tuple[str, Callable[[], None]]] = []
        if self.autosave is not None:
            items.append(("Continue", self.continue_game))
        items.append(("New game", self.new_game))
        items.append(("Load game", self.load))
        if callable(getattr(self.app, "start_demo", None)):
            items.append(("Watch a demo", self.app.start_demo))
        items.append(("How to play", self.rules))
        items.append(("Settings", self.settings))
        items.append(("Quit", self.app.quit))
        return items

    def continue_game(self) -> None:
        if self.autosave is not None:
            self._open(lambda: open_game(self.app, self.autosave))  # type: ignore[arg-type]

    def new_game(self) -> None:
        self._open(lambda: start_new_game(self.app))

    def _open(self, action: Callable[[], None]) -> None:
        """Run a navigation action; if the board cannot open, say so and stay here."""
        try:
            action()
        except ImportError as err:
            self.error = f"The game board could not be opened ({err})."
            self._layout()

    def load(self) -> None:
        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        from .rules_scene import RulesScene

        self.app.push(RulesScene(self.app))

    def settings(self) -> None:
        from .pause_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def dismiss_notice(self) -> None:
        self.notice = self.error = None
        self._layout()

    # --- scene hooks ----------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        if size != self._size:
            self._size = size
            self.decor = decor_surface(px(118, ui_scale(size)))
        self._layout()

    def entered(self) -> None:
        self.resized(self.app.screen.get_size())

    def _layout(self) -> None:
        width, height = self._size
        scale = ui_scale(self._size)
        centre_x = int(width * 0.3)
        items = self.actions()
        top = int(height * 0.34)
        room = height - top - px(80, scale)  # the panel's margin and the caption below it
        pitch = min(px(72, scale), room // len(items))
        button_h, gap = round(pitch * 0.8), pitch - round(pitch * 0.8)
        rects = stack_rects(top, centre_x, px(330, scale), button_h, gap, len(items))
        old = {b.label for b in self.buttons.values()}
        self.buttons = {}
        for (label, action), rect in zip(items, rects, strict=True):
            button = Button(label, action, primary=label in ("Continue", "New game"))
            button.rect, button.font_size = rect, min(px(28, scale), round(button_h * 0.5))
            self.buttons[label] = button
        widgets: list[Widget] = list(self.buttons.values())
        widgets += self._layout_notice(scale)
        focus_label = self.focus.focus.label if isinstance(self.focus.focus, Button) else None
        self.focus.set_widgets(widgets)
        if focus_label in self.buttons and focus_label in old:
            self.focus.focus = self.buttons[focus_label]

    def _layout_notice(self, scale: float) -> list[Widget]:
        """The dismissable notice box (a corrupt autosave, a board that would not open)."""
        message = self.error or self.notice
        if message is None:
            self.notice_rect = pygame.Rect(0, 0, 0, 0)
            return []
        width, height = self._size
        box_w = min(px(560, scale), width - px(40, scale))
        lines = wrap_text(message, theme.font(px(22, scale)), box_w - px(48, scale))
        box_h = px(120, scale) + len(lines) * px(28, scale)
        self.notice_rect = pygame.Rect(0, 0, box_w, box_h)
        self.notice_rect.bottomright = (width - px(28, scale), height - px(28, scale))
        ok = Button("OK", self.dismiss_notice, primary=False)
        ok.rect = pygame.Rect(0, 0, px(110, scale), px(44, scale))
        ok.rect.bottomright = self.notice_rect.move(-px(20, scale), -px(18, scale)).bottomright
        ok.font_size = px(24, scale)
        return [ok]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.notice or self.error:
                self.dismiss_notice()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.rules()
            return
        self.focus.handle(event)

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        width, height = surface.get_size()
        scale = ui_scale((width, height))
        if self.decor is not None:
            rect = self.decor.get_rect(center=(int(width * 0.7), int(height * 0.52)))
            surface.blit(self.decor, rect)
        centre_x = int(width * 0.3)
        title = draw_title(surface, "Gold Mines", px(120, scale), (centre_x, int(height * 0.15)))
        blit_text(
            surface,
            "Carcassonne  ·  The Abbot  ·  The Gold Mines",
            px(24, scale),
            (centre_x, title.bottom + px(4, scale)),
            theme.PARCHMENT,
            "semibold",
            "midtop",
        )
        buttons = list(self.buttons.values())
        if buttons:
            panel = buttons[0].rect.unionall([b.rect for b in buttons])
            backing = panel.inflate(px(60, scale), px(56, scale))
            draw_panel(surface, backing, px(20, scale))
            self._draw_continue_caption(surface, backing, scale)
        self.focus.draw(surface)
        self._draw_notice(surface, scale)
        if self.error or self.notice:
            return  # the notice box sits where the hint goes
        hint = "Arrow keys or Tab to choose  ·  Enter to select  ·  F1 rules  ·  F11 full screen"
        blit_text(
            surface,
            hint,
            px(18, scale),
            (width - px(24, scale), height - px(14, scale)),
            (236, 220, 190),
            "regular",
            "bottomright",
        )

    def _draw_continue_caption(
        self, surface: pygame.Surface, panel: pygame.Rect, scale: float
    ) -> None:
        """Under the menu: whose game Continue opens and how far it got."""
        if self.autosave is None:
            return
        names = ", ".join(p.name for p in self.autosave.players)
        caption = f"Continue: {names}  ·  {self.autosave.tiles_left} tiles left"
        blit_text(
            surface,
            caption,
            px(20, scale),
            (panel.centerx, panel.bottom + px(12, scale)),
            theme.PARCHMENT,
            "semibold",
            "midtop",
        )

    def _draw_notice(self, surface: pygame.Surface, scale: float) -> None:
        message = self.error or self.notice
        if message is None:
            return
        box = self.notice_rect
        draw_panel(surface, box, px(16, scale), fill=(250, 232, 200), border=(170, 60, 30))
        heading = "Something went wrong" if self.error else "The autosave could not be read"
        x, y = box.left + px(24, scale), box.top + px(18, scale)
        _draw_warning(surface, (x + px(14, scale), y + px(15, scale)), px(14, scale))
        blit_text(surface, heading, px(26, scale), (x + px(38, scale), y), (150, 50, 24), "bold")
        y += px(44, scale)
        for line in wrap_text(message, theme.font(px(22, scale)), box.width - px(48, scale)):
            blit_text(surface, line, px(22, scale), (x, y), theme.INK)
            y += px(28, scale)
        for widget in self.focus.widgets:
            if isinstance(widget, Button) and widget.label == "OK":
                widget.draw(surface, widget is self.focus.focus)


def _draw_warning(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A small amber warning triangle with an exclamation mark."""
    x, y = centre
    points = [(x, y - size), (x + size, y + size * 0.8), (x - size, y + size * 0.8)]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, (150, 50, 24), points, 2)
    pygame.draw.line(surface, (80, 30, 10), (x, y - size * 0.4), (x, y + size * 0.25), 3)
    pygame.draw.circle(surface, (80, 30, 10), (x, int(y + size * 0.55)), 2)


# --------------------------------------------------------------------------- the load screen


@dataclass(frozen=True)
class SaveInfo:
    """One file in the saves folder, read once for the list."""

    path: Path
    modified: float
    players: tuple[tuple[str, str, int], ...]  # name, colour, score
    status: str
    problem: str | None = None


def read_save_info(path: Path) -> SaveInfo:
    """Replay a save to list its players, scores and how far it got."""
    modified = path.stat().st_mtime
    try:
        state = saves.load_game(path)
    except (ValueError, OSError) as err:  # RecordError and IllegalMoveError are ValueErrors
        return SaveInfo(path, modified, (), "cannot be read", str(err))
    players = tuple((p.name, p.color, state.total(i)) for i, p in enumerate(state.players))
    status = (
        "finished" if state.finished else f"turn {state.turn + 1}, {state.tiles_left} tiles left"
    )
    return SaveInfo(path, modified, players, status)


def list_saves() -> list[SaveInfo]:
    """Every ``*.json`` in the saves folder, newest first."""
    files = sorted(saves.saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    return [read_save_info(path) for path in files]


class SaveRow(Widget):
    """One saved game in the list: name, date, players with scores; click to load."""

    def __init__(self, info: SaveInfo, on_click: Callable[[SaveInfo], None]) -> None:
        super().__init__()
        self.info, self.on_click = info, on_click

    def activate(self) -> None:
        self.on_click(self.info)

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        from .chart import draw_token, seat_for

        fill = (250, 240, 216) if (self.hovered or focused) else (232, 216, 184)
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.WOOD, self.rect, 2, border_radius=10)
        size = self.font_size
        x, y = self.rect.left + size // 2, self.rect.top + size // 3
        title = blit_text(surface, self.info.path.stem, size, (x, y), theme.INK, "bold")
        stamp = time.strftime("%d %b %Y, %H:%M", time.localtime(self.info.modified))
        blit_text(
            surface,
            f"{stamp}  ·  {self.info.status}",
            int(size * 0.75),
            (self.rect.right - size // 2, title.centery),
            theme.INK_SOFT,
            "regular",
            "midright",
        )
        y = title.bottom + size // 4
        if self.info.problem is not None:
            blit_text(
                surface,
                "This file is damaged and cannot be loaded.",
                int(size * 0.8),
                (x, y),
                (160, 50, 24),
                "semibold",
            )
        for name, colour, score in self.info.players:
            radius = int(size * 0.35)
            draw_token(surface, seat_for(name, colour), (x + radius, y + radius + 2), radius)
            label = blit_text(
                surface,
                f"{name}  {score}",
                int(size * 0.8),
                (x + radius * 2 + 8, y),
                theme.INK,
                "semibold",
            )
            x = label.right + size
        if focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect.inflate(8, 8), 3, border_radius=12)


class LoadScene(Scene):
    """The saved games, newest first; a click (or Enter) loads one, Esc goes back."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves = list_saves()
        self.message: str | None = None
        self.first = 0  # index of the first visible row
        self.focus = FocusGroup()
        self.back = Button("Back", self.close, primary=False)
        self.rows = [SaveRow(info, self.choose) for info in self.saves]
        self.visible = 1
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.resized(app.screen.get_size())

    def close(self) -> None:
        self.app.pop()

    def choose(self, info: SaveInfo) -> None:
        """Load a save; a bad file only shows a message."""
        try:
            state = saves.load_game(info.path)
        except (ValueError, OSError) as err:
            self.message = f"“{info.path.name}” could not be loaded: {err}"
            return
        try:
            open_game(self.app, state)
        except ImportError as err:
            self.message = f"The game board could not be opened ({err})."

    def resized(self, size: tuple[int, int]) -> None:
        scale = ui_scale(size)
        width, height = size
        self.panel = pygame.Rect(0, 0, min(px(900, scale), width - 40), height - px(120, scale))
        self.panel.center = (width // 2, height // 2 + px(20, scale))
        row_h, gap = px(84, scale), px(12, scale)
        list_top = self.panel.top + px(90, scale)
        self.visible = max(1, (self.panel.bottom - px(150, scale) - list_top) // (row_h + gap))
        self._scroll_to_focus()
        for index, row in enumerate(self.rows):
            slot = index - self.first
            row.rect = pygame.Rect(
                self.panel.left + px(36, scale),
                list_top + slot * (row_h + gap),
                self.panel.width - px(72, scale),
                row_h,
            )
            row.font_size = px(26, scale)
        self.back.rect = pygame.Rect(0, 0, px(200, scale), px(54, scale))
        self.back.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(24, scale))
        self.back.font_size = px(26, scale)
        shown = self.rows[self.first : self.first + self.visible]
        self.focus.set_widgets([*shown, self.back])

    def _scroll_to_focus(self) -> None:
        if self.focus.focus in self.rows:
            index = self.rows.index(self.focus.focus)
            self.first = min(max(self.first, index - self.visible + 1), index)
        self.first = max(0, min(self.first, len(self.rows) - self.visible))

    def scroll(self, step: int) -> None:
        self.first = max(0, min(self.first + step, len(self.rows) - self.visible))
        self.resized(self.app.screen.get_size())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._move_in_list(-1 if event.key == pygame.K_UP else 1)
            return
        self.focus.handle(event)

    def _move_in_list(self, step: int) -> None:
        """Up/Down walk the whole list (scrolling it), then the Back button."""
        order = [*self.rows, self.back]
        current = self.focus.focus
        index = order.index(current) if current in order else 0
        self.focus.focus = order[(index + step) % len(order)]
        self.resized(self.app.screen.get_size())
        self.focus.focus = order[(index + step) % len(order)]

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        scale = ui_scale(surface.get_size())
        draw_panel(surface, self.panel, px(22, scale))
        draw_title(
            surface,
            "Load a game",
            px(56, scale),
            (self.panel.centerx, self.panel.top + px(48, scale)),
            theme.WOOD_DARK,
        )
        if not self.rows:
            blit_text(
                surface,
                "No saved games yet.",
                px(28, scale),
                self.panel.center,
                theme.INK_SOFT,
                "semibold",
                "center",
            )
        self.focus.draw(surface)
        self._draw_scroll_hints(surface, scale)
        if self.message:
            self._draw_message(surface, scale)

    def _draw_scroll_hints(self, surface: pygame.Surface, scale: float) -> None:
        hidden_above, hidden_below = self.first, len(self.rows) - self.first - self.visible
        if hidden_above > 0:
            blit_text(
                surface,
                f"{hidden_above} more above",
                px(20, scale),
                (self.panel.right - px(40, scale), self.panel.top + px(64, scale)),
                theme.INK_SOFT,
                "semibold",
                "midright",
            )
        if hidden_below > 0:
            blit_text(
                surface,
                f"{hidden_below} more below",
                px(20, scale),
                (self.panel.right - px(40, scale), self.back.rect.centery),
                theme.INK_SOFT,
                "semibold",
                "midright",
            )

    def _draw_message(self, surface: pygame.Surface, scale: float) -> None:
        size = px(22, scale)
        width = self.panel.width - px(104, scale)
        lines = wrap_text(self.message or "", theme.font(size), width)
        box = pygame.Rect(0, 0, width + px(32, scale), len(lines) * (size + 6) + px(24, scale))
        box.midbottom = (self.panel.centerx, self.back.rect.top - px(12, scale))
        pygame.draw.rect(surface, (250, 226, 200), box, border_radius=10)
        pygame.draw.rect(surface, (170, 60, 30), box, 2, border_radius=10)
        y = box.top + px(12, scale)
        for line in lines:
            blit_text(surface, line, size, (box.left + px(16, scale), y), (130, 40, 18), "semibold")
            y += size + 6
