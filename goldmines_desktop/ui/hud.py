"""Everything around the board: player panels, the turn banner, the hand panel, buttons, the log.

``Hud`` lays the pieces out for the window size and paints them from a ``HudView``: a plain
description of what to show, built by the game scene from the state. Panels are cached by their
contents, so a frame mostly blits finished pictures.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..engine import GameState, river_tiles_left
from ..render import palette as pal
from . import art, theme
from .event_log import Entry
from .hud_paint import (
    PANEL_H,
    PANEL_W,
    draw_button,
    paint_banner,
    paint_log,
    paint_player_panel,
    paint_turn_banner,
    panel,
    wrap,
)

HAND_W = 236
HAND_H = 300
MARGIN = 12
BUTTON_H = 44


@dataclass(frozen=True)
class Layout:
    """Where everything goes in a window of ``size``."""

    size: tuple[int, int]
    players: tuple[pygame.Rect, ...]
    log: pygame.Rect
    banner: pygame.Rect
    hand: pygame.Rect
    hand_tile: pygame.Rect
    top_buttons: dict[str, pygame.Rect]


def compute_layout(size: tuple[int, int], players: int) -> Layout:
    """Player panels down the left, banner at the top, the hand panel bottom right."""
    width, height = size
    rects = tuple(
        pygame.Rect(MARGIN, MARGIN + i * (PANEL_H + 8), PANEL_W, PANEL_H) for i in range(players)
    )
    log_top = rects[-1].bottom + 12
    log = pygame.Rect(MARGIN, max(log_top, height - 190), PANEL_W, min(178, height - log_top - 12))
    banner = pygame.Rect(0, MARGIN, min(620, width - 2 * PANEL_W - 60), 70)
    banner.centerx = (PANEL_W + MARGIN + width - 120) // 2
    hand = pygame.Rect(width - HAND_W - MARGIN, height - HAND_H - MARGIN, HAND_W, HAND_H)
    hand_tile = pygame.Rect(0, 0, 164, 164)
    hand_tile.center = (hand.centerx, hand.top + 50 + 82)
    buttons = {
        "menu": pygame.Rect(width - MARGIN - 96, MARGIN, 96, 40),
        "rules": pygame.Rect(width - MARGIN - 96, MARGIN + 48, 96, 40),
    }
    return Layout(size, rects, log, banner, hand, hand_tile, buttons)


@dataclass
class HudView:
    """What the HUD shows this frame."""

    state: GameState
    acting: int
    title: str
    hint: str
    step: str  # tile, gold, figure, score, take_gold, end_turn, over
    rotation: int = 0
    hand_hidden: bool = False
    buttons: dict[str, str] = field(default_factory=dict)  # name -> label, step buttons
    pressed: frozenset[str] = frozenset()  # toggles shown pressed (the abbot)
    log: list[Entry] = field(default_factory=list)
    pointer: tuple[int, int] = (-1, -1)
    turn_banner: float = 0.0  # 1 -> 0 while the big "whose turn" banner fades
    scores: tuple[int, ...] = ()  # totals to show instead of the state's (before final scoring)
    computer: bool = False  # a computer player is deciding: nothing in the panels to press
    # meeples at home and the abbot at home per player, instead of the state's (while the
    # final scoring on the board has not sent every figure home yet)
    supply: tuple[tuple[int, bool | None], ...] = ()


class Hud:
    """Lays out and paints the panels around the board."""

    def __init__(self, size: tuple[int, int], players: int) -> None:
        self.layout = compute_layout(size, players)
        self.step_buttons: dict[str, pygame.Rect] = {}
        self.hand_rect = self.layout.hand  # the hand panel or the smaller step card
        self._arranged: object = None  # what the step buttons were laid out for
        self._cache: dict[object, pygame.Surface] = {}

    def resize(self, size: tuple[int, int], players: int) -> None:
        self.layout = compute_layout(size, players)
        self.hand_rect = self.layout.hand
        self.step_buttons = {}
        self._arranged = None

    def arrange(self, view: HudView) -> None:
        """Lay out the hand panel or step card and its buttons for ``view``: what clicks hit
        is known before anything is drawn (``draw`` paints this very layout)."""
        lay = self.layout
        key = (lay.size, view.step, view.hint, tuple(view.buttons), view.computer)
        if key == self._arranged:
            return
        self._arranged = key
        self.step_buttons = {}
        if view.step == "tile":
            self.hand_rect = lay.hand
            if not view.computer:
                rotate = pygame.Rect(0, 0, 150, 36)
                rotate.midbottom = (lay.hand.centerx, lay.hand.bottom - 12)
                self.step_buttons["rotate"] = rotate
            return
        lines = wrap(view.hint, 20, HAND_W - 28)
        height = 30 + 26 * len(lines) + (BUTTON_H + 10) * len(view.buttons) + 4
        hand = pygame.Rect(lay.hand.left, 0, HAND_W, height)
        hand.bottom = lay.hand.bottom
        self.hand_rect = hand
        bottom = hand.bottom - 14
        for name in reversed(list(view.buttons)):
            rect = pygame.Rect(hand.left + 16, bottom - BUTTON_H, hand.width - 32, BUTTON_H)
            self.step_buttons[name] = rect
            bottom = rect.top - 10

    def free_area(self) -> tuple[float, float, float, float]:
        """The screen rectangle between the panels, where "see everything" puts the board."""
        lay = self.layout
        left = lay.players[0].right + MARGIN
        top = lay.banner.bottom + MARGIN
        right = lay.hand.left - MARGIN
        return (float(left), float(top), float(right - left), float(lay.size[1] - top - MARGIN))

    # --- hit testing ------------------------------------------------------------------------

    def button_at(self, point: tuple[int, int]) -> str | None:
        for name, rect in (*self.step_buttons.items(), *self.layout.top_buttons.items()):
            if rect.collidepoint(point):
                return name
        return None

    def over_panel(self, point: tuple[int, int]) -> bool:
        """Whether the point is on a panel (not on the board)."""
        lay = self.layout
        rects = (*lay.players, lay.log, lay.banner, self.hand_rect, *lay.top_buttons.values())
        return any(r.collidepoint(point) for r in rects)

    def panel_point(self, player: int) -> tuple[float, float]:
        """Where things fly to in a player's panel (figures home, ingots, points)."""
        rect = self.layout.players[player]
        return (float(rect.right - 50), float(rect.centery))

    # --- painting ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: HudView) -> None:
        """Paint the panels for ``view`` (laid out by ``arrange`` beforehand)."""
        lay = self.layout
        for index, rect in enumerate(lay.players):
            surface.blit(self._player_panel(view, index), rect)
        self._draw_log(surface, view.log)
        self._draw_banner(surface, view)
        self._draw_hand(surface, view)
        for name, rect in lay.top_buttons.items():
            label = {"menu": "Menu", "rules": "Rules"}[name]
            draw_button(surface, rect, label, rect.collidepoint(view.pointer), small=True)
        if view.turn_banner > 0:
            self._draw_turn_banner(surface, view)

    def _cached(self, key: object, make: object) -> pygame.Surface:
        if key not in self._cache:
            if len(self._cache) > 300:
                self._cache.clear()
            self._cache[key] = make()  # type: ignore[operator]
        return self._cache[key]

    def _player_panel(self, view: HudView, index: int) -> pygame.Surface:
        state, acting, step = view.state, view.acting, view.step
        score = view.scores[index] if view.scores else state.total(index)
        seat = state.players[index]
        active = index == acting and step != "over"
        abbot = None if not state.options.abbot else state.abbots[index] is None
        meeples, ingots = state.meeples[index], state.held[index]
        if view.supply:
            meeples, abbot = view.supply[index]
        shown = (seat.name, seat.color, score, meeples, abbot, ingots, active)
        return self._cached(("player", *shown), lambda: paint_player_panel(*shown))

    def _draw_log(self, surface: pygame.Surface, entries: list[Entry]) -> None:
        rect = self.layout.log
        if rect.height < 60:
            return
        lines = max(1, (rect.height - 36) // 24)
        shown = tuple((e.text, e.player) for e in entries[-lines:])
        colours = self._colours
        picture = self._cached(
            ("log", rect.size, shown, colours), lambda: paint_log(rect.size, shown, colours)
        )
        surface.blit(picture, rect)

    _colours: tuple[str, ...] = ()

    def set_players(self, state: GameState) -> None:
        self._colours = tuple(p.color for p in state.players)

    def _draw_banner(self, surface: pygame.Surface, view: HudView) -> None:
        rect = self.layout.banner
        colour = view.state.players[view.acting].color if view.step != "over" else None
        key = ("banner", rect.size, view.title, view.hint, colour)
        picture = self._cached(key, lambda: paint_banner(rect.size, view.title, view.hint, colour))
        surface.blit(picture, rect)

    def _draw_hand(self, surface: pygame.Surface, view: HudView) -> None:
        lay = self.layout
        if view.step == "tile":
            surface.blit(
                self._cached(("hand-bg", lay.hand.size), lambda: panel(lay.hand.size)), lay.hand
            )
            self._draw_tile_in_hand(surface, view)
        else:
            self._draw_step_card(surface, view)

    def _draw_tile_in_hand(self, surface: pygame.Surface, view: HudView) -> None:
        lay, state = self.layout, view.state
        owner = f"{state.players[view.acting].name}'s tile" if view.computer else "Your tile"
        heading = theme.text(owner, 22, pal.TEXT, "semibold")
        surface.blit(heading, heading.get_rect(midtop=(lay.hand.centerx, lay.hand.top + 12)))
        well = lay.hand_tile.inflate(10, 10)
        pygame.draw.rect(surface, pal.PANEL_DARK, well, border_radius=8)
        if not view.hand_hidden and state.tile is not None:
            picture = art.tile(state.catalogue[state.tile], view.rotation, lay.hand_tile.width)
            surface.blit(picture, lay.hand_tile)
        left = theme.text(tiles_left_line(state), 19, pal.TEXT_MUTED)
        surface.blit(left, left.get_rect(midtop=(lay.hand.centerx, lay.hand_tile.bottom + 12)))
        rotate = self.step_buttons.get("rotate")
        if rotate is not None:
            pointed = rotate.collidepoint(view.pointer)
            draw_button(surface, rotate, "Rotate  (R)", pointed, small=True)

    def _draw_step_card(self, surface: pygame.Surface, view: HudView) -> None:
        hand = self.hand_rect
        lines = wrap(view.hint, 20, HAND_W - 28)
        surface.blit(self._cached(("card", hand.size), lambda: panel(hand.size)), hand)
        y = hand.top + 16
        for line in lines:
            picture = theme.text(line, 20, pal.TEXT)
            surface.blit(picture, picture.get_rect(midtop=(hand.centerx, y)))
            y += 26
        for name, rect in self.step_buttons.items():
            draw_button(
                surface,
                rect,
                view.buttons[name],
                rect.collidepoint(view.pointer),
                primary=name in ("end_turn", "skip"),
                pressed=name in view.pressed,
            )

    def _draw_turn_banner(self, surface: pygame.Surface, view: HudView) -> None:
        seat = view.state.players[view.acting]
        picture = self._cached(
            ("turn", seat.name, seat.color), lambda: paint_turn_banner(seat.name, seat.color)
        )
        alpha = int(255 * min(1.0, view.turn_banner * 3))
        picture.set_alpha(alpha)
        width, height = surface.get_size()
        rise = (1 - min(1.0, (1 - view.turn_banner) * 6)) * 30
        surface.blit(picture, picture.get_rect(center=(width // 2, round(height * 0.3 + rise))))
        picture.set_alpha(None)


def tiles_left_line(state: GameState) -> str:
    """Under the tile in hand: the river tiles still to come while the river is being built,
    else the tiles left in the bag."""
    if state.tile is not None and state.catalogue[state.tile].is_river:
        return f"river tile ({river_tiles_left(state)} left)"
    return f"{state.tiles_left} tiles left"
