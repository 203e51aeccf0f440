"""The main menu (Continue, New game, Load, Demo, How to play, Settings, Quit).

The menu lists the autosaves when it opens (``unfinished_games.check_autosaves``, one scan of a
folder): any unfinished game offers Continue, which opens the list of them (or the one game, or
screen "in_use" when another window has it open). Their details are read off the window's
thread; an unreadable autosave is moved aside there and its message is shown in a notice the
player can dismiss. Every other screen is opened by name through the app.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from ...engine import (
    Options,
    PlaceTile,
    PlayerSetup,
    Setup,
    Skip,
    apply_decision,
    legal_moves,
    new_game,
)
from ...files import unfinished_games
from ...i18n import N_, _, ngettext
from ...wording import listing
from ..input.sizes import target
from ..input.words import said
from ..scene import Host, Scene
from ..widgets import theme
from ..widgets.controls import Button, Widget
from ..widgets.focus import FocusGroup
from ..widgets.panels import (
    blit_text,
    draw_backing,
    draw_heading,
    draw_panel,
    draw_table,
    fit_font_size,
    px,
    stack_rects,
    ui_scale,
    wrap_text,
)

NEW_GAME_PLAYERS = (PlayerSetup("Player 1", "red"), PlayerSetup("Player 2", "blue"))


# --------------------------------------------------------------------------- decoration


@lru_cache(maxsize=1)
def _decor_tiles() -> tuple[tuple[str, int, int, int], ...]:
    """A few tiles from a seeded game laid out legally: (code, x, y, rotation)."""
    from ...files.catalogue import load_catalogue

    setup = Setup(NEW_GAME_PLAYERS, Options())
    state = new_game(setup, load_catalogue(), seed=20)
    while len(state.board) < 9 and not state.finished:
        moves = legal_moves(state)
        tiles = [m for m in moves if isinstance(m, PlaceTile)]
        if tiles:
            move: Any = min(tiles, key=lambda m: (abs(m.x) + abs(m.y) * 1.3, m.rotation))
        else:
            move = next((m for m in moves if isinstance(m, Skip)), moves[0])
        state, _ = apply_decision(state, move)
    return tuple((t.code, x, y, t.rotation) for (x, y), t in state.board.items())


def decor_surface(size: int) -> pygame.Surface:
    """A little landscape of tiles ``size`` px each."""
    from ...files.catalogue import load_catalogue
    from ...render.tileart import tile_surface

    placed = _decor_tiles()
    xs, ys = [t[1] for t in placed], [t[2] for t in placed]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    pad = size // 4
    surface = pygame.Surface((cols * size + pad * 2, rows * size + pad * 2), pygame.SRCALPHA)
    catalogue = load_catalogue()
    for _code, x, y, _rotation in placed:
        spot = (pad + (x - min(xs)) * size, pad + (y - min(ys)) * size)
        shadow = pygame.Rect(spot, (size, size)).move(size // 16, size // 12)
        pygame.draw.rect(surface, theme.TAG_SHADOW, shadow, border_radius=4)
    for code, x, y, rotation in placed:
        image = tile_surface(catalogue[code], rotation, size)
        surface.blit(image, (pad + (x - min(xs)) * size, pad + (y - min(ys)) * size))
    return surface


# --------------------------------------------------------------------------- the main menu


SETTINGS_HEADING = N_("Your settings could not be read")


class MainMenuScene(Scene):
    """The title screen."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        check = unfinished_games.check_autosaves()
        self.unfinished = check.games
        self.notice: str | None = check.problem
        self.notice_heading = check.heading
        settings_notice = app.settings.take_notice()  # once: a bad settings file set aside
        if self.notice is None and settings_notice is not None:
            self.notice, self.notice_heading = settings_notice, SETTINGS_HEADING
        self.found: list[str] = []  # the damaged autosaves' messages
        self._take_found()
        self.drawn = False
        self.error: str | None = None
        self.focus = FocusGroup()
        self.buttons: dict[str, Button] = {}
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self.decor: pygame.Surface | None = None
        self._size = (0, 0)
        self.resized(app.screen.get_size())

    # --- actions ------------------------------------------------------------------------

    def actions(self) -> list[tuple[str, Callable[[], None]]]:
        """The menu's buttons, top to bottom, always in this order (Continue only when there
        is a game to continue); ``primary`` says which one is gold."""
        items: list[tuple[str, Callable[[], None]]] = []
        if self.unfinished.files:
            items.append((_("Continue"), self.continue_game))
        items.append((_("New game"), self.new_game))
        items.append((_("Load game"), self.load))
        items.append((_("Family records"), self.family))
        items.append((_("Watch a demo"), self.watch_demo))
        items.append((_("Learn to play"), self.learn))
        items.append((_("How to play"), self.rules))
        items.append((_("Settings"), self.settings))
        items.append((_("Quit"), self.app.quit))
        return items

    def primary(self) -> str:
        """The one gold button, which has the focus at first: Continue when there is a game
        to continue, else Learn to play at the very first launch, else New game."""
        if self.unfinished.files:
            return _("Continue")
        return _("Learn to play") if not self.app.settings.welcomed else _("New game")

    def continue_game(self) -> None:
        """Continue: the one unfinished game, or the list of them when there are several."""
        files = self.unfinished.files
        if len(files) != 1:
            self.app.open("continue", self.unfinished)
            return
        opening = unfinished_games.open_autosave(files[0].path)
        if opening.in_use:  # another window has it: say so, offer a copy
            self.app.open("in_use", files[0].path)
        elif opening.game is None:  # damaged: moved aside
            self.notice, self.notice_heading = opening.problem, N_("The autosave could not be read")
            self.unfinished.forget(files[0].path)
            self._layout()
        else:
            game = opening.game
            self.app.open_game(game.state, turn=game.turn, autosave=files[0].path)

    def new_game(self) -> None:
        """New game: the setup screen (seats, options, seed), which starts the game itself."""
        self.app.show("setup")

    def learn(self) -> None:
        """Learn to play: the lessons (after this the menu offers them lower down)."""
        self.app.settings.welcomed = True
        with contextlib.suppress(OSError):
            self.app.settings.save()
        self.app.show("lessons")

    def family(self) -> None:
        """Family records: everyone's games, wins and bests, and who beat whom."""
        self.app.show("family")

    def watch_demo(self) -> None:
        self.app.show("demo")

    def load(self) -> None:
        self.app.open("load")

    def rules(self) -> None:
        self.app.open("rules")

    def settings(self) -> None:
        self.app.open("settings")

    def dismiss_notice(self) -> None:
        self.notice = self.error = None
        self.found = []
        self._layout()

    # --- scene hooks ----------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        if size != self._size:
            self._size = size
            self.decor = decor_surface(px(118, ui_scale(size)))
        self._layout()

    def entered(self) -> None:
        self.resized(self.app.screen.get_size())

    def update(self, dt: float) -> None:
        """Autosaves read meanwhile: a damaged one is reported; the games set aside, deleted
        or found finished leave (and Continue goes when none is left)."""
        if self.drawn:
            self.unfinished.release()  # the first frame is up: read the autosaves now
        if self.unfinished.refresh() | self._take_found():
            self._layout()

    def _take_found(self) -> bool:
        """Show what was found damaged so far (one message per file, a few at most)."""
        found = self.unfinished.take_messages()
        if found:
            self.found += found
            self.notice = "\n".join(self.found[:3])
            self.notice_heading = (
                N_("The autosave could not be read")
                if len(self.found) == 1
                else N_("Some autosaves could not be read")
            )
        return bool(found)

    def left(self) -> None:
        self.unfinished.close()

    def _layout(self) -> None:
        width, height = self._size
        scale = ui_scale(self._size)
        centre_x = int(width * 0.3)
        items = self.actions()
        top = int(height * 0.34)
        room = height - top - px(80, scale)  # the panel's margin and the caption below it
        pitch = min(px(72, scale), room // len(items))
        button_h = target(round(pitch * 0.8), scale, pitch - px(6, scale))
        gap = pitch - button_h
        rects = stack_rects(top, centre_x, px(330, scale), button_h, gap, len(items))
        old = {b.label for b in self.buttons.values()}
        self.buttons = {}
        for (label, action), rect in zip(items, rects, strict=True):
            button = Button(label, action, primary=label == self.primary())
            button.rect, button.font_size = rect, min(px(28, scale), round(button_h * 0.5))
            self.buttons[label] = button
        widgets: list[Widget] = list(self.buttons.values())
        widgets += self._layout_notice(scale)
        focus_label = self.focus.focus.label if isinstance(self.focus.focus, Button) else None
        self.focus.set_widgets(widgets)
        if focus_label in self.buttons and focus_label in old:
            self.focus.focus = self.buttons[focus_label]
        elif self.primary() in self.buttons:
            self.focus.focus = self.buttons[self.primary()]

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
        ok = Button(_("OK"), self.dismiss_notice, primary=False)
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
        self.drawn = True
        draw_table(surface)
        width, height = surface.get_size()
        scale = ui_scale((width, height))
        if self.decor is not None:
            rect = self.decor.get_rect(center=(int(width * 0.7), int(height * 0.52)))
            surface.blit(self.decor, rect)
        centre_x = int(width * 0.3)
        subtitle = _("Carcassonne  ·  The Abbot  ·  The Gold Mines")
        top = (centre_x, int(height * 0.15))
        draw_heading(surface, _("Gold Mines"), subtitle, px(120, scale), top)
        rects = [b.rect for b in self.buttons.values()]
        backing = draw_backing(surface, rects, (px(60, scale), px(56, scale)), px(20, scale))
        if backing is not None:
            self._draw_continue_caption(surface, backing, scale)
        self.focus.draw(surface)
        self._draw_notice(surface, scale)
        if self.error or self.notice:
            return  # the notice box sits where the hint goes
        hint = said(
            N_("Arrow keys or Tab to choose  ·  Enter to select  ·  F1 rules  ·  F11 full screen")
        )
        blit_text(
            surface,
            hint,
            px(18, scale),
            (width - px(24, scale), height - px(14, scale)),
            theme.CAPTION,
            "regular",
            "bottomright",
        )

    def _draw_continue_caption(
        self, surface: pygame.Surface, panel: pygame.Rect, scale: float
    ) -> None:
        """Under the menu: whose game Continue opens and how far it got (or how many)."""
        games = len(self.unfinished.files)
        if games == 0:
            return
        newest = self.unfinished.info(self.unfinished.files[0].path)
        if games > 1:
            caption = ngettext(
                "Continue: {n} unfinished game", "Continue: {n} unfinished games", games
            ).format(n=games)
        elif newest is None:
            caption = _("Continue: one unfinished game")
        else:
            names = listing([name for name, _colour, _score in newest.players])
            caption = ngettext(
                "Continue: {names}  ·  {n} tile left",
                "Continue: {names}  ·  {n} tiles left",
                newest.tiles_left,
            ).format(names=names, n=newest.tiles_left)
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
        draw_panel(surface, box, px(16, scale), fill=theme.NOTICE_FILL, border=theme.WARNING_BORDER)
        heading = _("Something went wrong") if self.error else _(self.notice_heading)
        x, y = box.left + px(24, scale), box.top + px(18, scale)
        _draw_warning(surface, (x + px(14, scale), y + px(15, scale)), px(14, scale))
        room = box.right - px(24, scale) - (x + px(38, scale))
        size = fit_font_size(heading, room, px(26, scale), "bold", where="notice heading")
        at = (x + px(38, scale), y + (px(26, scale) - size) // 2)
        blit_text(surface, heading, size, at, theme.WARNING_INK, "bold")
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
    pygame.draw.polygon(surface, theme.WARNING_INK, points, 2)
    pygame.draw.line(surface, theme.WARNING_MARK, (x, y - size * 0.4), (x, y + size * 0.25), 3)
    pygame.draw.circle(surface, theme.WARNING_MARK, (x, int(y + size * 0.55)), 2)
