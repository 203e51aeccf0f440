"""Everything around the board: player panels, the turn banner, the hand panel, buttons, the log.

``Hud`` lays the pieces out for the window size and paints them from a ``HudView``: a plain
description of what to show, built by the game scene from the state. Panels are cached by their
contents, so a frame mostly blits finished pictures.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ..engine import GameState
from ..engine.scoring import gold_points
from ..render import palette as pal
from . import art, theme
from .event_log import Entry

PANEL_W = 262
PANEL_H = 86
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


class Hud:
    """Lays out and paints the panels around the board."""

    def __init__(self, size: tuple[int, int], players: int) -> None:
        self.layout = compute_layout(size, players)
        self.step_buttons: dict[str, pygame.Rect] = {}
        self.hand_rect = self.layout.hand  # the hand panel or the smaller step card
        self._cache: dict[object, pygame.Surface] = {}

    def resize(self, size: tuple[int, int], players: int) -> None:
        self.layout = compute_layout(size, players)
        self.hand_rect = self.layout.hand

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
        lay = self.layout
        for index, rect in enumerate(lay.players):
            surface.blit(self._player_panel(view.state, index, view.acting, view.step), rect)
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

    def _player_panel(self, state: GameState, index: int, acting: int, step: str) -> pygame.Surface:
        seat = state.players[index]
        active = index == acting and step != "over"
        abbot = None if not state.options.abbot else state.abbots[index] is None
        key = (
            "player",
            seat.name,
            seat.color,
            state.total(index),
            state.meeples[index],
            abbot,
            state.held[index],
            active,
        )
        return self._cached(
            key,
            lambda: paint_player_panel(
                seat.name,
                seat.color,
                state.total(index),
                state.meeples[index],
                abbot,
                state.held[index],
                active,
            ),
        )

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
        self.step_buttons = {}
        self.hand_rect = lay.hand
        if view.step == "tile":
            surface.blit(
                self._cached(("hand-bg", lay.hand.size), lambda: panel(lay.hand.size)), lay.hand
            )
            self._draw_tile_in_hand(surface, view)
        else:
            self._draw_step_card(surface, view)

    def _draw_tile_in_hand(self, surface: pygame.Surface, view: HudView) -> None:
        lay, state = self.layout, view.state
        heading = theme.text("Your tile", 22, pal.TEXT, "semibold")
        surface.blit(heading, heading.get_rect(midtop=(lay.hand.centerx, lay.hand.top + 12)))
        well = lay.hand_tile.inflate(10, 10)
        pygame.draw.rect(surface, pal.PANEL_DARK, well, border_radius=8)
        if not view.hand_hidden and state.tile is not None:
            picture = art.tile(state.catalogue[state.tile], view.rotation, lay.hand_tile.width)
            surface.blit(picture, lay.hand_tile)
        left = theme.text(f"{state.tiles_left} tiles left", 19, pal.TEXT_MUTED)
        surface.blit(left, left.get_rect(midtop=(lay.hand.centerx, lay.hand_tile.bottom + 12)))
        rotate = pygame.Rect(0, 0, 150, 36)
        rotate.midbottom = (lay.hand.centerx, lay.hand.bottom - 12)
        self.step_buttons["rotate"] = rotate
        draw_button(surface, rotate, "Rotate  (R)", rotate.collidepoint(view.pointer), small=True)

    def _draw_step_card(self, surface: pygame.Surface, view: HudView) -> None:
        lines = wrap(view.hint, 20, HAND_W - 28)
        height = 30 + 26 * len(lines) + (BUTTON_H + 10) * len(view.buttons) + 4
        hand = pygame.Rect(self.layout.hand.left, 0, HAND_W, height)
        hand.bottom = self.layout.hand.bottom
        self.hand_rect = hand
        surface.blit(self._cached(("card", hand.size), lambda: panel(hand.size)), hand)
        y = hand.top + 16
        for line in lines:
            picture = theme.text(line, 20, pal.TEXT)
            surface.blit(picture, picture.get_rect(midtop=(hand.centerx, y)))
            y += 26
        names = list(view.buttons)
        bottom = hand.bottom - 14
        for name in reversed(names):
            rect = pygame.Rect(hand.left + 16, bottom - BUTTON_H, hand.width - 32, BUTTON_H)
            self.step_buttons[name] = rect
            draw_button(
                surface,
                rect,
                view.buttons[name],
                rect.collidepoint(view.pointer),
                primary=name in ("end_turn", "skip"),
                pressed=name in view.pressed,
            )
            bottom = rect.top - 10

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


# --- painting helpers ------------------------------------------------------------------------


def panel(
    size: tuple[int, int], fill: pal.RGB = pal.PANEL, border: pal.RGB = pal.PANEL_BORDER
) -> pygame.Surface:
    """A parchment card with a soft shadow and a rounded wooden rim."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (30, 18, 8, 80), rect.move(0, 3), border_radius=12)
    body = rect.inflate(-2, -4).move(0, -2)
    pygame.draw.rect(surface, fill, body, border_radius=12)
    pygame.draw.rect(surface, border, body, 2, border_radius=12)
    return surface


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    hover: bool,
    primary: bool = False,
    pressed: bool = False,
    small: bool = False,
) -> None:
    """A rounded wooden button; primary buttons are gold."""
    base = pal.GOLD if primary else pal.PANEL_DARK
    if pressed:
        base = pal.shade(pal.HIGHLIGHT_ROTATED, 0.9)
    fill = pal.shade(base, 1.12) if hover else base
    pygame.draw.rect(surface, (40, 24, 10), rect.move(0, 3), border_radius=10)
    pygame.draw.rect(surface, fill, rect, border_radius=10)
    pygame.draw.rect(surface, pal.PANEL_BORDER, rect, 2, border_radius=10)
    text = theme.text(label, 18 if small else 21, pal.TEXT, "semibold")
    surface.blit(text, text.get_rect(center=rect.center))


def draw_mark(
    surface: pygame.Surface, centre: tuple[int, int], colour_name: str, radius: int
) -> None:
    """A player's colour disc with their mark (the colour-blind-friendly second cue)."""
    colour = pal.PLAYER_COLOURS[colour_name]
    pygame.draw.circle(surface, colour.dark, centre, radius + 2)
    pygame.draw.circle(surface, colour.rgb, centre, radius)
    ink, r, (x, y) = colour.mark_rgb, radius, centre
    match colour.mark:
        case "dot":
            pygame.draw.circle(surface, ink, centre, max(2, r // 3))
        case "stripe":
            pygame.draw.rect(surface, ink, (x - r + 3, y - r // 5, 2 * r - 6, max(2, r // 2.5)))
        case "ring":
            pygame.draw.circle(surface, ink, centre, max(3, r // 2), max(2, r // 5))
        case "star":
            pygame.draw.polygon(surface, ink, _star(centre, r * 0.65, r * 0.28))
        case "cross":
            w = max(2, r // 4)
            pygame.draw.line(surface, ink, (x - r // 2, y - r // 2), (x + r // 2, y + r // 2), w)
            pygame.draw.line(surface, ink, (x - r // 2, y + r // 2), (x + r // 2, y - r // 2), w)
        case "diamond":
            d = r * 0.6
            pygame.draw.polygon(surface, ink, ((x, y - d), (x + d, y), (x, y + d), (x - d, y)))


def _star(centre: tuple[int, int], outer: float, inner: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    return points


def paint_player_panel(
    name: str,
    colour_name: str,
    score: int,
    meeples: int,
    abbot: bool | None,
    ingots: int,
    active: bool,
) -> pygame.Surface:
    """A player's card: mark, name and score, then meeples, abbot and ingots (with worth)."""
    colour = pal.PLAYER_COLOURS[colour_name]
    fill = pal.shade(pal.PANEL, 1.04) if active else pal.shade(pal.PANEL, 0.94)
    border = colour.rgb if active else pal.PANEL_BORDER
    surface = panel((PANEL_W, PANEL_H), fill, border)
    band = pygame.Rect(1, 0, 14 if active else 8, PANEL_H - 4)
    pygame.draw.rect(
        surface, colour.rgb, band, border_top_left_radius=12, border_bottom_left_radius=12
    )
    if active:
        pygame.draw.rect(
            surface, colour.rgb, surface.get_rect().inflate(-2, -4).move(0, -2), 4, border_radius=12
        )
    draw_mark(surface, (36, 26), colour_name, 11)
    label = theme.text(_fit(name, 140, 22), 22, pal.TEXT, "bold" if active else "semibold")
    surface.blit(label, (54, 12))
    points = theme.text(str(score), 32, pal.TEXT, "bold")
    surface.blit(points, points.get_rect(topright=(PANEL_W - 14, 6)))
    _draw_supply(surface, colour_name, meeples, abbot, ingots)
    return surface.convert_alpha()


def _draw_supply(
    surface: pygame.Surface, colour: str, meeples: int, abbot: bool | None, ingots: int
) -> None:
    y = 58
    surface.blit(art.meeple(colour, 24), (24, y - 14))
    count = theme.text(f"×{meeples}", 19, pal.TEXT, "semibold")
    surface.blit(count, (48, y - 11))
    x = 92
    if abbot is not None:
        picture = art.abbot(colour, 26)
        if not abbot:
            picture = picture.copy()
            picture.set_alpha(70)
        surface.blit(picture, (x, y - 15))
        x += 34
    surface.blit(art.ingot(24), (x, y - 10))
    worth = gold_points(ingots)
    text = f"×{ingots}" + (f" = {worth} pts" if ingots else "")
    label = theme.text(text, 19, pal.TEXT, "semibold")
    surface.blit(label, (x + 28, y - 11))


def _fit(text: str, width: int, size: int) -> str:
    """Shorten a name with an ellipsis so it fits ``width`` pixels."""
    font = theme.font(size, "bold")
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def paint_log(
    size: tuple[int, int], entries: tuple[tuple[str, int | None], ...], colours: tuple[str, ...]
) -> pygame.Surface:
    surface = panel(size)
    title = theme.text("What happened", 17, pal.TEXT_MUTED, "semibold")
    surface.blit(title, (14, 8))
    y = 34
    for text, player in entries:
        if player is not None and player < len(colours):
            pygame.draw.circle(surface, pal.PLAYER_COLOURS[colours[player]].rgb, (20, y + 10), 6)
        line = theme.text(_fit(text, size[0] - 44, 17), 17, pal.TEXT)
        surface.blit(line, (32, y))
        y += 24
    return surface


def paint_banner(
    size: tuple[int, int], title: str, hint: str, colour_name: str | None
) -> pygame.Surface:
    """The top banner: whose turn it is (in their colour) and what to do now."""
    surface = panel(size, pal.PARCHMENT)
    if colour_name is not None:
        colour = pal.PLAYER_COLOURS[colour_name]
        band = pygame.Rect(1, 0, 22, size[1] - 4)
        pygame.draw.rect(
            surface, colour.rgb, band, border_top_left_radius=12, border_bottom_left_radius=12
        )
        draw_mark(surface, (50, size[1] // 2 - 2), colour_name, 15)
    heading = theme.text(_fit(title, size[0] - 100, 28), 28, pal.TEXT, "bold")
    surface.blit(heading, (76, 4))
    line = theme.text(_fit(hint, size[0] - 100, 19), 19, pal.TEXT_MUTED)
    surface.blit(line, (76, 40))
    return surface


def paint_turn_banner(name: str, colour_name: str) -> pygame.Surface:
    """The big banner shown when a turn starts: "Bob's turn"."""
    colour = pal.PLAYER_COLOURS[colour_name]
    title = theme.text(f"{name}'s turn", 54, pal.TEXT, "title")
    width = max(420, title.get_width() + 140)
    surface = panel((width, 120), pal.PARCHMENT, colour.dark)
    pygame.draw.rect(
        surface,
        colour.rgb,
        (1, 0, width - 2, 16),
        border_top_left_radius=12,
        border_top_right_radius=12,
    )
    draw_mark(surface, (48, 66), colour_name, 20)
    surface.blit(title, title.get_rect(midleft=(84, 66)))
    return surface.convert_alpha()


def wrap(text: str, size: int, width: int) -> list[str]:
    """Split text into lines that fit ``width`` pixels."""
    font = theme.font(size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            attempt = f"{line} {word}".strip()
            if font.size(attempt)[0] <= width or not line:
                line = attempt
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def tooltip(
    surface: pygame.Surface, lines: list[str], point: tuple[int, int], accent: pal.RGB | None = None
) -> None:
    """A small card near the pointer (kept inside the window)."""
    pictures = [
        theme.text(line, 19 if i else 21, pal.TEXT, "semibold" if i == 0 else "regular")
        for i, line in enumerate(lines)
    ]
    width = max(p.get_width() for p in pictures) + 28
    height = sum(p.get_height() + 2 for p in pictures) + 18
    rect = pygame.Rect(point[0] + 22, point[1] + 18, width, height)
    rect.clamp_ip(surface.get_rect().inflate(-8, -8))
    surface.blit(panel(rect.size, pal.PARCHMENT), rect)
    if accent is not None:
        pygame.draw.rect(
            surface,
            accent,
            (rect.left + 1, rect.top + 4, 8, rect.height - 12),
            border_top_left_radius=8,
            border_bottom_left_radius=8,
        )
    y = rect.top + 8
    for picture in pictures:
        surface.blit(picture, (rect.left + 16, y))
        y += picture.get_height() + 2
