"""The rules card (F1): the turn, scoring, farmers, the abbot, The Gold Mines, The River and
the controls.

The card is laid out once per window size into one tall picture and scrolled with the mouse
wheel, the arrow keys, Page Up/Down, Home/End or the space bar. F1 or Esc closes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...engine import GOLD_CHART as ENGINE_GOLD_CHART
from ...engine import POINTS
from ...i18n import N_, _
from ..input.words import said
from ..scene import Scene
from ..widgets import theme
from ..widgets.panels import blit_text, draw_dim, draw_panel, draw_title, px, ui_scale, wrap_text

if TYPE_CHECKING:
    from ..scene import Host

Block = tuple[Any, ...]

# The points in the table come from the engine's table (``POINTS``), put into whole sentences.
PER_TILE = N_("{points} per tile")
PER_TILE_AND_PENNANT = N_("{tile} per tile + {pennant} per pennant")
AROUND = N_("{own} + {each} per tile around it")
PER_CITY = N_("{points} per completed city it touches")
ABBOT_BACK = N_(
    "If you like, put a meeple on a road, city, monastery or field of that "
    "tile (only where nobody stands on the whole feature yet), or your abbot on its monastery "
    "or garden. Or, instead, take your abbot back: from an unfinished monastery or garden "
    "it scores at once, without gold; from one this tile has just completed it scores "
    "{points} in the next step and takes its gold like any owner."
)

STEPS: tuple[tuple[str, str], ...] = (
    (
        N_("Place a tile"),
        N_(
            "Draw the top tile and lay it next to the board so that every edge it "
            "touches matches: city to city, road to road, field to field. Any rotation. A tile "
            "that fits nowhere is put aside and a new one is drawn."
        ),
    ),
    (
        N_("Place gold"),
        N_(
            "Only for a gold tile: one ingot goes on it, and one on a tile of your choice "
            "among the 8 around it."
        ),
    ),
    (N_("Place a figure"), ABBOT_BACK),  # {points}: filled in where it is drawn
    (
        N_("Score"),
        N_(
            "Every road, city, monastery and garden that is now complete scores for the "
            "player with the most figures on it; tied players all score in full. Its figures go "
            "home; farmers stay."
        ),
    ),
    (
        N_("Take gold"),
        N_(
            "The owners of a completed feature take the ingots on it: on every tile of a "
            "road or city; on the tile and the 8 around a monastery or garden. Tied owners take "
            "one at a time clockwise, starting with the player whose turn it is or, if that "
            "player is not tied, with the next tied player clockwise."
        ),
    ),
)


def scoring() -> tuple[tuple[str, str, str], ...]:
    """The scoring table in the language shown, with the engine's points."""
    per_tile = _(PER_TILE).format(points=POINTS.road_tile)
    around = _(AROUND).format(own=POINTS.cloister_tile, each=POINTS.cloister_tile)
    return (
        (_("Road"), per_tile, per_tile),
        (
            _("City"),
            _(PER_TILE_AND_PENNANT).format(tile=POINTS.city_tile, pennant=POINTS.city_pennant),
            _(PER_TILE_AND_PENNANT).format(
                tile=POINTS.unfinished_city_tile, pennant=POINTS.unfinished_city_pennant
            ),
        ),
        (_("Monastery"), str(POINTS.complete_cloister), around),
        (_("Garden (abbot)"), str(POINTS.complete_cloister), around),
        (_("Field (farmers)"), "—", _(PER_CITY).format(points=POINTS.field_city)),
    )


def gold_chart() -> tuple[tuple[str, str], ...]:
    """The engine's gold chart as the card's rows: ingots held, points for each."""
    return tuple(
        (f"{low}–{high}" if high is not None else _("{low} or more").format(low=low), str(each))
        for low, high, each in ENGINE_GOLD_CHART
    )


#: what the board screen does with the mouse and the keyboard
CONTROLS: tuple[tuple[str, str, str], ...] = (
    (N_("Place the tile"), N_("drag it onto a glowing spot"), N_("Tab / Shift+Tab, then Enter")),
    (N_("Or: choose the spot first"), N_("click a spot, then again"), ""),
    (N_("Turn the tile"), N_("right-click, wheel or Rotate"), N_("R (Shift+R back)")),
    (N_("Place a figure or gold"), N_("click the spot"), N_("Tab, then Enter")),
    (N_("Use the abbot"), N_("Use abbot"), "B"),
    (N_("Place no figure"), N_("Skip figure"), N_("Space")),
    (N_("End the turn  ·  undo"), N_("the buttons"), N_("Enter  ·  Ctrl+Z")),
    (N_("A hint from the computer"), "", "H"),
    (N_("The tiles left in the bag"), N_("the Tiles button"), "T"),
    (N_("Move the board"), N_("drag the empty board"), N_("arrow keys or W A S D")),
    (N_("Zoom  ·  show the whole board"), N_("mouse wheel"), N_("+ and -  ·  Home")),
    (N_("Pause  ·  rules  ·  full screen  ·  mute"), "", N_("Esc  ·  F1  ·  F11  ·  M")),
)


def rule_blocks() -> list[Block]:
    """The card's contents, top to bottom."""
    return [
        ("heading", N_("A turn in five steps")),
        ("steps", STEPS),
        ("heading", N_("Scoring")),
        (
            "table",
            (N_("Feature"), N_("Completed"), N_("At the end, unfinished")),
            scoring(),
            (0.28, 0.34, 0.38),
        ),
        (
            "para",
            N_(
                "Most figures on a feature wins it; a tie gives every tied player the full "
                "points. Each tile counts once per feature."
            ),
        ),
        ("heading", N_("Farmers")),
        (
            "para",
            N_(
                "A meeple in a field lies down as a farmer and stays there until the end. "
                "Then every field scores 3 points for each completed city it touches, for the "
                "player with the most farmers in it. Farmers never receive gold."
            ),
        ),
        ("heading", N_("The abbot")),
        (
            "para",
            N_(
                "Everyone has one abbot. It stands only on a monastery or a garden (meeples "
                "never go on gardens) and scores like a monastery: 9 when completed. Instead of "
                "placing a figure you may take your abbot back. From an unfinished monastery or "
                "garden it scores at once 1 point plus 1 per tile around it, and gets no gold. If "
                "the tile you just placed completed its monastery or garden, it scores 9 as a "
                "completed one and takes the ingots of the 3 × 3 tiles like any owner."
            ),
        ),
        ("heading", N_("The Gold Mines")),
        (
            "para",
            N_(
                "Eight gold tiles bring 16 ingots into play. When a completed feature scores, "
                "its owners also take its ingots: those on every tile of a road or city, or on a "
                "monastery's or garden's tile and the 8 tiles around it. If several completed "
                "features hold ingots, the player whose turn it is picks the order. At the end, "
                "ingots still on the board go back to the box, and each player scores their own "
                "ingots by this chart:"
            ),
        ),
        ("table", (N_("Ingots you hold"), N_("Points for each ingot")), gold_chart(), (0.36, 0.36)),
        ("note", N_("Example: 7 ingots score 7 × 3 = 21 points.")),
        (
            "para",
            N_(
                "1st edition gold sharing: players with a claim take one ingot at a time, "
                "in turn order from the active player, until no claimed ingot is left."
            ),
        ),
        ("heading", N_("The River")),
        (
            "para",
            N_(
                "An option: the spring is the start tile instead of the usual one, and it is "
                "never drawn. The 10 river tiles are drawn first, then the lake. Each river tile "
                "must continue the river from its open end, and the river may not bend the same "
                "way (left or right, as it flows) on two river tiles in a row: no U-turn. With a "
                "straight between them, two bends the same way are fine. A river tile that cannot "
                "be placed is put aside. Nobody stands on the river; it parts fields as a road "
                "does. Then the land tiles follow as usual."
            ),
        ),
        ("heading", N_("Game end")),
        (
            "para",
            N_(
                "After the last tile: unfinished roads, cities, monasteries and gardens score, "
                "then fields, then gold. The most points wins; a tie shares the win."
            ),
        ),
        ("heading", N_("Controls")),
        ("table", ("", N_("Mouse"), N_("Keyboard")), CONTROLS, (0.38, 0.32, 0.30)),
    ]


class RulesCard:
    """Lays the rule blocks out into one picture ``width`` pixels wide."""

    def __init__(self, width: int, scale: float) -> None:
        self.width, self.scale = width, scale
        self.body = px(22, scale)
        self.items: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.y = 0
        for block in rule_blocks():
            getattr(self, f"_{block[0]}")(*block[1:])
        self.surface = pygame.Surface((width, self.y + px(20, scale)), pygame.SRCALPHA)
        for image, pos in self.items:
            self.surface.blit(image, pos)

    def _text(
        self,
        message: str,
        x: int,
        width: int,
        size: int,
        colour: tuple[int, int, int] = theme.INK,
        style: str = "regular",
    ) -> int:
        """Wrap ``message`` at ``x``..``x + width`` from ``self.y``; return the bottom."""
        y = self.y
        for line in wrap_text(_(message), theme.font(size, style), width):
            self.items.append((theme.text(line, size, colour, style), (x, y)))
            y += int(size * 1.3)
        return y

    def _heading(self, message: str) -> None:
        self.y += px(18, self.scale)
        size = px(30, self.scale)
        self.items.append((theme.text(_(message), size, theme.BUTTON_FILL, "bold"), (0, self.y)))
        self.y += int(size * 1.25)
        rule = pygame.Surface((self.width, 2), pygame.SRCALPHA)
        rule.fill((*theme.WOOD, 90))
        self.items.append((rule, (0, self.y)))
        self.y += px(12, self.scale)

    def _para(self, message: str) -> None:
        self.y = self._text(message, 0, self.width, self.body) + px(8, self.scale)

    def _note(self, message: str) -> None:
        size = px(24, self.scale)
        box = pygame.Surface((self.width, int(size * 1.9)), pygame.SRCALPHA)
        pygame.draw.rect(box, theme.RULES_NOTE, box.get_rect(), border_radius=10)
        pygame.draw.rect(box, theme.GOLD, box.get_rect(), 2, border_radius=10)
        label = theme.text(_(message), size, theme.INK, "bold")
        box.blit(label, label.get_rect(midleft=(size, box.get_height() // 2)))
        self.items.append((box, (0, self.y)))
        self.y += box.get_height() + px(12, self.scale)

    def _steps(self, steps: Sequence[tuple[str, str]]) -> None:
        indent = px(52, self.scale)
        for number, (name, detail) in enumerate(steps, start=1):
            badge = pygame.Surface((indent, indent), pygame.SRCALPHA)
            radius = px(17, self.scale)
            pygame.draw.circle(badge, theme.BUTTON_FILL, (radius + 2, radius + 2), radius)
            digit = theme.text(str(number), px(22, self.scale), theme.PARCHMENT, "bold")
            badge.blit(digit, digit.get_rect(center=(radius + 2, radius + 2)))
            self.items.append((badge, (0, self.y)))
            self.y = self._text(
                name, indent, self.width - indent, px(25, self.scale), theme.INK, "bold"
            )
            words = _(detail).format(points=POINTS.complete_cloister)  # ABBOT_BACK's {points}
            self.y = self._text(words, indent, self.width - indent, self.body) + px(10, self.scale)

    def _table(
        self, header: Sequence[str], rows: Sequence[Sequence[str]], fractions: Sequence[float]
    ) -> None:
        widths = [int(self.width * f) for f in fractions]
        pad = px(10, self.scale)
        self._table_row(header, widths, pad, theme.PARCHMENT_DARK, "bold")
        for index, row in enumerate(rows):
            fill = theme.RULES_ROW_LIGHT if index % 2 else theme.RULES_ROW_DARK
            self._table_row(row, widths, pad, fill, "regular")
        self.y += px(12, self.scale)

    def _table_row(
        self,
        cells: Sequence[str],
        widths: Sequence[int],
        pad: int,
        fill: tuple[int, int, int],
        style: str,
    ) -> None:
        top, bottom, x = self.y, self.y, 0
        start = len(self.items)
        for column, (cell, width) in enumerate(zip(cells, widths, strict=True)):
            self.y = top + pad
            cell_style = "semibold" if column == 0 and style == "regular" else style
            bottom = max(
                bottom, self._text(cell, x + pad, width - 2 * pad, self.body, theme.INK, cell_style)
            )
            x += width
        background = pygame.Surface((sum(widths), bottom - top + pad), pygame.SRCALPHA)
        background.fill(fill)
        pygame.draw.line(background, (*theme.WOOD, 80), (0, 0), (background.get_width(), 0))
        self.items.insert(start, (background, (0, top)))
        self.y = bottom + pad


class RulesScene(Scene):
    """The rules card over a dimmed screen."""

    transparent = True
    swipe_scrolls = True  # a finger's swipe up or down scrolls, as the wheel does

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.offset = 0.0  # how far the card is scrolled, in pixels
        self.target = 0.0
        self.card = pygame.Rect(0, 0, 0, 0)
        self.view = pygame.Rect(0, 0, 0, 0)
        self.content: RulesCard | None = None
        self.pressed_beside = False  # a press beside the card (its release closes it)
        self.scale = 1.0
        self.resized(app.screen.get_size())

    def resized(self, size: tuple[int, int]) -> None:
        self.scale = scale = ui_scale(size)
        width, height = size
        self.card = pygame.Rect(
            0, 0, min(px(940, scale), width - px(40, scale)), height - px(48, scale)
        )
        self.card.center = (width // 2, height // 2)
        self.view = self.card.inflate(-px(80, scale), 0)
        self.view.top, self.view.height = (
            self.card.top + px(96, scale),
            self.card.height - px(130, scale),
        )
        self.content = RulesCard(self.view.width - px(16, scale), scale)
        self.scroll_to(self.target, at_once=True)

    @property
    def max_offset(self) -> int:
        if self.content is None:
            return 0
        return max(0, self.content.surface.get_height() - self.view.height)

    def scroll_to(self, offset: float, at_once: bool = False) -> None:
        self.target = max(0.0, min(float(offset), float(self.max_offset)))
        if at_once:
            self.offset = self.target

    def close(self) -> None:
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.target - event.y * px(60, self.scale))
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.dict.get("button") == 1:
            self.pressed_beside = not self.card.collidepoint(event.dict.get("pos", (0, 0)))
        elif event.type == pygame.MOUSEBUTTONUP and event.dict.get("button") == 1:
            pos = event.dict.get("pos")  # the release of the click that opened it stays
            if self.pressed_beside and pos is not None and not self.card.collidepoint(pos):
                self.close()

    def _key(self, key: int) -> None:
        if key in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
            return
        line, page = px(60, self.scale), self.view.height * 0.9
        steps = {
            pygame.K_UP: -line,
            pygame.K_DOWN: line,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_SPACE: page,
        }
        if key in steps:
            self.scroll_to(self.target + steps[key])
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.max_offset)

    def update(self, dt: float) -> None:
        """Ease the scroll position towards its target."""
        self.offset += (self.target - self.offset) * min(1.0, dt * 18)
        if abs(self.target - self.offset) < 1.0:
            self.offset = self.target

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface, 160)
        draw_panel(surface, self.card, px(22, self.scale))
        draw_title(
            surface,
            _("How to play"),
            px(56, self.scale),
            (self.card.centerx, self.card.top + px(50, self.scale)),
            theme.WOOD_DARK,
        )
        if self.content is not None:
            area = pygame.Rect(0, round(self.offset), self.view.width, self.view.height)
            surface.blit(self.content.surface, self.view.topleft, area)
            _draw_fades(surface, self.view, px(18, self.scale))
            self._draw_scrollbar(surface)
        hint = said(N_("Scroll with the wheel or the arrow keys  ·  Esc or F1 to close"))
        blit_text(
            surface,
            hint,
            px(18, self.scale),
            (self.card.centerx, self.card.bottom - px(10, self.scale)),
            theme.INK_SOFT,
            "regular",
            "midbottom",
        )

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if self.content is None or self.max_offset == 0:
            return
        track = pygame.Rect(
            self.card.right - px(30, self.scale), self.view.top, px(8, self.scale), self.view.height
        )
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
        total = self.content.surface.get_height()
        thumb = track.copy()
        thumb.height = max(px(30, self.scale), track.height * self.view.height // total)
        thumb.top = track.top + round((track.height - thumb.height) * self.offset / self.max_offset)
        pygame.draw.rect(surface, theme.WOOD, thumb, border_radius=4)


def _draw_fades(surface: pygame.Surface, view: pygame.Rect, depth: int) -> None:
    """Soften the text where it scrolls out of view at the top and bottom edges."""
    for step in range(depth):
        alpha = round(255 * (1 - step / depth) ** 2)
        line = pygame.Surface((view.width, 1), pygame.SRCALPHA)
        line.fill((*theme.PARCHMENT, alpha))
        surface.blit(line, (view.left, view.top + step))
        surface.blit(line, (view.left, view.bottom - 1 - step))
