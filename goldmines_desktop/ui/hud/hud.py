"""Everything around the board: player panels, the turn banner, the hand panel, buttons, the log.

``Hud`` lays the pieces out for the window size and paints them from a ``HudView``: a plain
description of what to show, built by the game scene from the state. Panels are cached by their
contents, so a frame mostly blits finished pictures.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from ...engine import GameState, projected_scores, river_tiles_left
from ...i18n import N_, _, language, ngettext
from ...render import palette as pal
from ..input.mode import is_touch
from ..input.sizes import target
from ..input.words import said
from ..widgets import art, theme
from ..widgets.free_area import Box, free_area
from ..widgets.panels import card, px, wrap_text
from .event_log import Entry
from .hud_layout import (
    BUTTON_H,
    CAPTION_H,
    HAND_BUTTON_H,
    MARGIN,
    TOP_BUTTON_LABELS,
    HudLayout,
    compute_layout,
    hud_scale,
)
from .hud_paint import (
    LOG_MIN_H,
    draw_button,
    fit_size,
    paint_banner,
    paint_log,
    paint_player_panel,
    paint_turn_banner,
)
from .supply_row import Supply, supply_of


@dataclass
class HudView:
    """What the HUD shows this frame."""

    state: GameState
    acting: int
    title: str
    hint: str
    hand: bool = True  # the tile in hand is being placed: its panel, else the step card
    over: bool = False  # the game is over: nobody's panel is the acting one
    rotation: int = 0
    hand_hidden: bool = False
    buttons: dict[str, str] = field(default_factory=dict)  # name -> label, step buttons
    pressed: frozenset[str] = frozenset()  # toggles shown pressed (the abbot, the figure)
    captions: dict[str, str] = field(default_factory=dict)  # button name -> words above it
    icons: dict[str, str] = field(default_factory=dict)  # button name -> figure drawn on it
    primary: frozenset[str] = frozenset()  # the step card's buttons that lead on
    log: list[Entry] = field(default_factory=list)
    pointer: tuple[int, int] = (-1, -1)
    turn_banner: float = 0.0  # 1 -> 0 while the big "whose turn" banner fades
    banner_words: str = ""  # the big banner's words instead of "{name}'s turn"
    scores: tuple[int, ...] = ()  # totals to show instead of the state's (before final scoring)
    computer: bool = False  # a computer player is deciding: nothing in the panels to press
    # each player's supply, instead of the state's (while the final scoring on the board has
    # not sent every figure home yet)
    supply: tuple[Supply, ...] = ()


class Hud:
    """Lays out and paints the panels around the board (``user_scale``: the player's interface
    size setting; ``tall``: the players' panels have the expansions' row)."""

    def __init__(
        self, size: tuple[int, int], players: int, user_scale: float = 1.0, tall: bool = False
    ) -> None:
        self.user_scale = user_scale
        self.tall = tall
        self.layout = self._layout(size, players)
        self.step_buttons: dict[str, pygame.Rect] = {}
        self.hand_rect = self.layout.hand  # the hand panel or the smaller step card
        self._arranged: object = None  # what the step buttons were laid out for
        self._cache: dict[object, pygame.Surface] = {}
        self._projected: tuple[GameState | None, tuple[int, ...]] = (None, ())

    @property
    def scale(self) -> float:
        return self.layout.scale

    def resize(self, size: tuple[int, int], players: int, user_scale: float | None = None) -> None:
        if user_scale is not None:
            self.user_scale = user_scale
        self.layout = self._layout(size, players)
        self.hand_rect = self.layout.hand
        self.step_buttons = {}
        self._arranged = None

    def _layout(self, size: tuple[int, int], players: int) -> HudLayout:
        scale = hud_scale(size, self.user_scale, players, self.tall)
        return compute_layout(size, players, scale, self.tall)

    def arrange(self, view: HudView) -> None:
        """Lay out the hand panel or step card and its buttons for ``view``: what clicks hit
        is known before anything is drawn (``draw`` paints this very layout)."""
        lay, s = self.layout, self.layout.scale
        key = (
            (lay.size, s, view.hand, view.hint, tuple(view.buttons), view.computer, is_touch()),
            tuple(view.captions.items()),
        )
        if key == self._arranged:
            return
        self._arranged = key
        self.step_buttons = {}
        if view.hand:
            self.hand_rect = lay.hand
            if not view.computer:
                self._arrange_hand_buttons("hint" in view.buttons)
            return
        lines = wrap_text(view.hint, theme.font(px(20, s)), lay.hand.width - px(28, s))
        button_h, gap = target(px(BUTTON_H, s), s), px(10, s)
        height = px(34, s) + px(26, s) * len(lines) + (button_h + gap) * len(view.buttons)
        height += px(CAPTION_H, s) * len([n for n in view.captions if n in view.buttons])
        hand = pygame.Rect(lay.hand.left, 0, lay.hand.width, height)
        hand.bottom = lay.hand.bottom
        self.hand_rect = hand
        bottom = hand.bottom - px(14, s)
        for name in reversed(list(view.buttons)):
            rect = pygame.Rect(
                hand.left + px(16, s), bottom - button_h, hand.width - px(32, s), button_h
            )
            self.step_buttons[name] = rect
            bottom = rect.top - gap - (px(CAPTION_H, s) if name in view.captions else 0)

    def _arrange_hand_buttons(self, hint: bool) -> None:
        """Rotate at the foot of the tile panel, the Hint button beside it when offered."""
        lay, s = self.layout, self.layout.scale
        bottom = lay.hand.bottom - px(12, s)
        if not hint:
            rotate = pygame.Rect(0, 0, px(150, s), target(px(HAND_BUTTON_H, s), s))
            rotate.midbottom = (lay.hand.centerx, bottom)
            self.step_buttons["rotate"] = rotate
            return
        gap = px(8, s)
        width = (lay.hand.width - px(24, s) - gap) // 2
        rotate = pygame.Rect(lay.hand.left + px(12, s), 0, width, target(px(HAND_BUTTON_H, s), s))
        rotate.bottom = bottom
        self.step_buttons["rotate"] = rotate
        self.step_buttons["hint"] = rotate.move(width + gap, 0)

    def free_area(self, also: Sequence[Box] = ()) -> Box:
        """The largest screen rectangle clear of every panel shown (and of the rectangles
        ``also``, e.g. a lesson's card or the demo strip): where the camera frames what the
        player decides. The tile panel counts at its full size in every step, so the area
        does not jump when it shrinks to the step card."""
        lay = self.layout
        panels = [*lay.rects().values(), self.hand_rect]
        boxes = [(float(p.left), float(p.top), float(p.width), float(p.height)) for p in panels]
        return free_area(lay.size, [*boxes, *also], px(MARGIN, lay.scale))

    # --- hit testing ------------------------------------------------------------------------

    def button_at(self, point: tuple[int, int]) -> str | None:
        for name, rect in (*self.step_buttons.items(), *self.layout.top_buttons.items()):
            if rect.collidepoint(point):
                return name
        return None

    def over_panel(self, point: tuple[int, int]) -> bool:
        """Whether the point is on a panel (not on the board)."""
        shown = self.layout.rects() | {"hand": self.hand_rect}  # a hidden log is board
        return any(r.collidepoint(point) for r in shown.values())

    def panel_point(self, player: int) -> tuple[float, float]:
        """Where things fly to in a player's panel (figures home, ingots, points)."""
        rect = self.layout.players[player]
        return (float(rect.right - px(50, self.layout.scale)), float(rect.centery))

    # --- painting ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: HudView) -> None:
        """Paint the panels for ``view`` (laid out by ``arrange`` beforehand)."""
        lay = self.layout
        self.draw_players(surface, view)
        self._draw_banner(surface, view)
        self._draw_hand(surface, view)
        for name, rect in lay.top_buttons.items():
            label = said(TOP_BUTTON_LABELS[name])
            pointed = rect.collidepoint(view.pointer)
            draw_button(surface, rect, label, pointed, small=True, scale=lay.scale)
        if view.turn_banner > 0:
            self._draw_turn_banner(surface, view)

    def draw_players(self, surface: pygame.Surface, view: HudView) -> None:
        """Only the players' panels and the log (a replay shows them without the rest)."""
        for index, rect in enumerate(self.layout.players):
            surface.blit(self._player_panel(view, index), rect)
        self._draw_log(surface, view.log)

    def _cached(self, key: object, make: object) -> pygame.Surface:
        """A panel's picture, made once per look and per language (a language chosen in a
        running game shows on every panel at once)."""
        key = (language(), key)
        if key not in self._cache:
            if len(self._cache) > 300:
                self._cache.clear()
            self._cache[key] = make()  # type: ignore[operator]
        return self._cache[key]

    def _player_panel(self, view: HudView, index: int) -> pygame.Surface:
        state, acting = view.state, view.acting
        score = view.scores[index] if view.scores else state.total(index)
        seat = state.players[index]
        active = index == acting and not view.over
        supply = view.supply[index] if view.supply else supply_of(state, index)
        ingots = state.held[index]
        projected = None if state.finished else self.projected(state)[index]
        shown = (
            seat.name,
            seat.color,
            score,
            supply,
            ingots,
            active,
            self.layout.scale,
            projected,
        )
        return self._cached(("player", *shown), lambda: paint_player_panel(*shown))

    def projected(self, state: GameState) -> tuple[int, ...]:
        """Each player's total if the game ended now: asked of the engine once per position
        (a move makes a new state), not every frame."""
        if self._projected[0] is not state:
            self._projected = (state, projected_scores(state))
        return self._projected[1]

    def _draw_log(self, surface: pygame.Surface, entries: list[Entry]) -> None:
        rect, s = self.layout.log, self.layout.scale
        if rect.height < LOG_MIN_H * s:
            return
        shown = tuple((e.text, e.player) for e in entries)
        colours = self._colours
        picture = self._cached(
            ("log", rect.size, s, shown, colours),
            lambda: paint_log(rect.size, shown, colours, s),
        )
        surface.blit(picture, rect)

    _colours: tuple[str, ...] = ()

    def set_players(self, state: GameState) -> None:
        self._colours = tuple(p.color for p in state.players)

    def _draw_banner(self, surface: pygame.Surface, view: HudView) -> None:
        rect, s = self.layout.banner, self.layout.scale
        colour = view.state.players[view.acting].color if not view.over else None
        key = ("banner", rect.size, s, view.title, view.hint, colour)
        picture = self._cached(
            key, lambda: paint_banner(rect.size, view.title, view.hint, colour, s)
        )
        surface.blit(picture, rect)

    def _draw_hand(self, surface: pygame.Surface, view: HudView) -> None:
        lay, s = self.layout, self.layout.scale
        if view.hand:
            surface.blit(
                self._cached(("hand-bg", lay.hand.size), lambda: card(lay.hand.size, scale=s)),
                lay.hand,
            )
            self._draw_tile_in_hand(surface, view)
        else:
            self._draw_step_card(surface, view)

    def _draw_tile_in_hand(self, surface: pygame.Surface, view: HudView) -> None:
        lay, state, s = self.layout, view.state, self.layout.scale
        name = state.players[view.acting].name
        owner = _("{name}'s tile").format(name=name) if view.computer else _("Your tile")
        room = lay.hand.width - px(20, s)
        heading = theme.text(
            owner, fit_size(owner, room, px(22, s), "semibold"), pal.TEXT, "semibold"
        )
        top = lay.hand.top + px(12, s)
        surface.blit(heading, heading.get_rect(midtop=(lay.hand.centerx, top)))
        well = lay.hand_tile.inflate(px(10, s), px(10, s))
        pygame.draw.rect(surface, pal.PANEL_DARK, well, border_radius=px(8, s))
        if not view.hand_hidden and state.tile is not None:
            picture = art.tile(state.catalogue[state.tile], view.rotation, lay.hand_tile.width)
            surface.blit(picture, lay.hand_tile)
        left = theme.text(tiles_left_line(state), px(19, s), pal.TEXT_MUTED)
        below = lay.hand_tile.bottom + px(12, s)
        surface.blit(left, left.get_rect(midtop=(lay.hand.centerx, below)))
        rotate = self.step_buttons.get("rotate")
        if rotate is not None:
            pointed = rotate.collidepoint(view.pointer)
            label, short = said(N_("Rotate  (R)")), _("Rotate")
            draw_button(surface, rotate, label, pointed, small=True, scale=s, short=short)
        hint = self.step_buttons.get("hint")
        if hint is not None and "hint" in view.buttons:
            pointed = hint.collidepoint(view.pointer)
            label, short = view.buttons["hint"], _("Hint")
            draw_button(surface, hint, label, pointed, small=True, scale=s, short=short)

    def _draw_step_card(self, surface: pygame.Surface, view: HudView) -> None:
        hand, s = self.hand_rect, self.layout.scale
        lines = wrap_text(view.hint, theme.font(px(20, s)), hand.width - px(28, s))
        surface.blit(self._cached(("card", hand.size), lambda: card(hand.size, scale=s)), hand)
        y = hand.top + px(16, s)
        for line in lines:
            picture = theme.text(line, px(20, s), pal.TEXT)
            surface.blit(picture, picture.get_rect(midtop=(hand.centerx, y)))
            y += px(26, s)
        for name, words in view.captions.items():
            rect = self.step_buttons.get(name)
            if rect is not None:
                size = fit_size(words, rect.width, px(18, s), "semibold")
                caption = theme.text(words, size, pal.TEXT_MUTED, "semibold")
                surface.blit(
                    caption, caption.get_rect(midbottom=(rect.centerx, rect.top - px(4, s)))
                )
        colour = view.state.players[view.acting].color
        for name, rect in self.step_buttons.items():
            icon = view.icons.get(name)
            draw_button(
                surface,
                rect,
                "" if icon else view.buttons[name],
                rect.collidepoint(view.pointer),
                primary=name in view.primary,
                pressed=name in view.pressed,
                scale=s,
            )
            if icon:
                draw_figure_label(surface, rect, view.buttons[name], icon, colour, s)

    def _draw_turn_banner(self, surface: pygame.Surface, view: HudView) -> None:
        seat, s = view.state.players[view.acting], self.layout.scale
        room = surface.get_width() - px(40, s)
        words = view.banner_words
        picture = self._cached(
            ("turn", seat.name, seat.color, s, room, words),
            lambda: paint_turn_banner(seat.name, seat.color, s, room, words),
        )
        alpha = int(255 * min(1.0, view.turn_banner * 3))
        picture.set_alpha(alpha)
        width, height = surface.get_size()
        rise = (1 - min(1.0, (1 - view.turn_banner) * 6)) * px(30, s)
        surface.blit(picture, picture.get_rect(center=(width // 2, round(height * 0.3 + rise))))
        picture.set_alpha(None)


def draw_figure_label(
    surface: pygame.Surface, rect: pygame.Rect, label: str, kind: str, colour: str, scale: float
) -> None:
    """A figure chooser's button face: the figure ``kind`` in the player's colour in a square
    at its left end, its name in the room beside it."""
    side = rect.height - px(10, scale)
    box = pygame.Rect(rect.left + px(8, scale), rect.centery - side // 2, side, side)
    picture = art.figure(kind, colour, side * 4 // 5)  # the large meeple stands taller
    if picture.get_width() > side or picture.get_height() > side:
        picture = pygame.transform.smoothscale_by(
            picture, side / max(picture.get_width(), picture.get_height())
        )
    surface.blit(picture, picture.get_rect(center=box.center))
    room = pygame.Rect(box.right + px(4, scale), rect.top, 0, rect.height)
    room.width = rect.right - px(8, scale) - room.left
    size = fit_size(label, room.width, px(21, scale), "semibold")
    text = theme.text(label, size, pal.TEXT, "semibold")
    surface.blit(text, text.get_rect(center=room.center))


def tiles_left_line(state: GameState) -> str:
    """Under the tile in hand: the river tiles still to come while the river is being built,
    else the tiles left in the bag."""
    if state.tile is not None and state.catalogue[state.tile].is_river:
        n = river_tiles_left(state)
        return ngettext("river tile ({n} left)", "river tile ({n} left)", n).format(n=n)
    n = state.tiles_left
    return ngettext("{n} tile left", "{n} tiles left", n).format(n=n)
