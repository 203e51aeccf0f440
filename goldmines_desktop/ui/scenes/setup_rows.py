"""The controls of the new-game screen: a seat's row (name, colour, player type), the seed field.

Each choice's text shrinks to fit its box (the boxes never move), and takes two lines rather
than going under ``READABLE``; the colour choice shows the player's token; a missing name or a
colour two seats share is outlined in red. In a window smaller than the design
(:func:`compact`) the figure beside a seat's number is left out and its room goes to the
colour and help columns.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from ... import i18n
from ...engine import COLORS, is_printable_name, name_problem
from ..table.setup_draft import (
    HELP_CHOICES,
    KINDS,
    MAX_SEATS,
    NAME_LENGTH,
    SeatDraft,
    colour_name,
    help_key,
)
from ..widgets import art, text_fit, theme
from ..widgets.controls import (
    Action,
    Button,
    Selector,
    Widget,
    draw_arrow,
    draw_focus_ring,
    draw_label,
)
from ..widgets.panels import READABLE, blit_text, px
from ..widgets.text_input import TextInput
from ..widgets.tokens import draw_token, seat_for


class NameInput(TextInput):
    """A seat's name field, outlined in red while it is empty or not a name the game takes.

    It keeps every character but control characters, so an emoji keeps its joiners (a family
    is one picture); a character that draws nothing stays too, and the screen says it is
    refused instead of dropping it unseen."""

    def kept(self, text: str) -> str:
        return "".join(ch for ch in text if is_printable_name(ch))

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        super().draw(surface, focused)
        name = self.value.strip()
        if not name or name_problem(name, "") is not None:
            radius = max(6, self.rect.height // 5)
            pygame.draw.rect(surface, theme.WARNING, self.rect, 3, border_radius=radius)


SEED_DIGITS_ONLY = i18n.N_("The shuffle number takes only the digits 0 to 9.")
SEED_TOO_LONG = i18n.N_("The shuffle number has at most {digits} digits.")


class SeedInput(TextInput):
    """The digits 0 to 9 only (``str.isdigit`` also takes "²" and "٣"); a keystroke it does
    not take is handed to ``on_refused`` with the reason, for the screen to show."""

    def __init__(
        self, *args: Any, on_refused: Callable[[str], None] | None = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self.on_refused = on_refused

    def text_input(self, text: str) -> bool:
        digits = "".join(ch for ch in text if "0" <= ch <= "9")
        start, end = self.selection
        room = self.max_length - (len(self.value) - (end - start))
        super().text_input(digits)
        if digits != text:
            self._refuse(i18n._(SEED_DIGITS_ONLY))
        elif len(digits) > room:
            self._refuse(i18n._(SEED_TOO_LONG).format(digits=self.max_length))
        return True

    def _refuse(self, reason: str) -> None:
        if self.on_refused is not None:
            self.on_refused(reason)


class SetupSelector(Selector):
    """A Selector whose value box takes ``share`` of its width and whose text shrinks to fit."""

    arrow_room = 17  # tenths of the box's height its two arrows keep free of the value

    def __init__(self, *args: Any, share: float = 1.0, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.share = share
        self.warn = False  # outlined in red (e.g. a colour another seat has too)

    def value_rect(self) -> pygame.Rect:
        box = pygame.Rect(0, 0, int(self.rect.width * self.share), int(self.rect.height * 0.9))
        box.midright = (self.rect.right, self.rect.centery)
        return box

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if self.label:
            ink = theme.INK if self.enabled else theme.INK_SOFT
            draw_label(surface, self.label, self.rect, self.font_size, ink)
        box = self.value_rect()
        radius = box.height // 3
        fill = theme.BUTTON_FILL_SECONDARY if self.enabled else theme.PARCHMENT_DARK
        pygame.draw.rect(surface, fill, box, border_radius=radius)
        edge, width = (theme.WARNING, 3) if self.warn else (theme.WOOD_DARK, 2)
        pygame.draw.rect(surface, edge, box, width, border_radius=radius)
        arrow = box.height // 2
        for direction, x in ((-1, box.left + arrow), (1, box.right - arrow)):
            draw_arrow(surface, (x, box.centery), box.height // 6, direction)
        self.draw_value(surface, box.inflate(-box.height * self.arrow_room // 10, 0))
        if focused:
            draw_focus_ring(surface, self.rect, 10)

    def text_size(self, width: int) -> int:
        """Each choice as large as it fits its box (the box itself never moves as the row
        cycles, so a short word such as "Human" is not drawn at the size of the longest)."""
        return fitting_size(i18n._(self.options[self.index][1]), self.font_size, width)

    def draw_value(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        words = i18n._(self.options[self.index][1])
        colour = theme.INK if self.enabled else theme.INK_SOFT
        size, lines = self.text_size(area.width), [words]
        if size < READABLE:  # two lines at a readable size rather than one too small
            size, lines = two_lines(words, self.font_size, area.width)
        pitch = size + 1
        top = area.centery - pitch * (len(lines) - 1) // 2
        for index, line in enumerate(lines):
            at = (area.centerx, top + index * pitch)
            blit_text(surface, line, size, at, colour, "semibold", "center", area.width)


def two_lines(words: str, size: int, width: int) -> tuple[int, list[str]]:
    """The largest size from ``size`` down to ``READABLE`` at which ``words`` split into two
    lines (the most even split) that fit ``width`` pixels, with the lines; when none does, the
    words wrapped at ``READABLE`` (reported to ``text_fit`` if they still do not fit)."""
    parts = words.split(" ")
    splits = [  # a " · " stays at the end of the first line
        (" ".join(parts[:i]), " ".join(parts[i:])) for i in range(1, len(parts)) if parts[i] != "·"
    ]
    for n in range(size, READABLE - 1, -1):
        face = theme.font(n, "semibold")
        best = min(splits, key=lambda pair: max(face.size(line)[0] for line in pair), default=None)
        if best is not None and max(face.size(line)[0] for line in best) <= width:
            return n, list(best)
    lines = text_fit.wrap(words, theme.font(READABLE, "semibold"), width, "seat choice")
    text_fit.lines_fit(len(lines), 2, "seat choice", words)
    return READABLE, lines


class ColourSelector(SetupSelector):
    """The seat's colour: the player's token with its mark and the colour's name.

    Every colour's name is drawn at one size, the size at which the longest name of the
    language fits, so no name is left out because it is longer than the others; only when even
    the longest cannot be read (``MIN_NAME_SIZE``) do all colours show their token alone, whose
    mark tells them apart as well."""

    arrow_room = 14

    def draw_value(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        radius = area.height * 3 // 10
        words = colour_name(self.value)
        gap = max(4, radius // 3)
        room = area.width - radius * 2 - gap
        size = names_size(self.font_size, room)
        if size < max(READABLE, MIN_NAME_SIZE * self.font_size // 24):
            draw_token(surface, seat_for("", self.value), area.center, radius)
            return
        width = radius * 2 + gap + theme.font(size, "semibold").size(words)[0]
        left = area.centerx - width // 2
        draw_token(surface, seat_for("", self.value), (left + radius, area.centery), radius)
        blit_text(
            surface,
            words,
            size,
            (left + radius * 2 + gap, area.centery),
            theme.INK,
            "semibold",
            "midleft",
            room,
        )


MIN_NAME_SIZE = 16  # at a 24-point control (and never under READABLE): smaller ones are not shown


def names_size(size: int, width: int) -> int:
    """The size at which every colour's name fits ``width`` (the language's longest)."""
    return min(fitting_size(colour_name(c), size, width) for c in COLORS)


@lru_cache(maxsize=512)
def fitting_size(words: str, size: int, width: int) -> int:
    """The largest font size up to ``size`` at which ``words`` fit in ``width`` pixels."""
    while size > 10 and theme.font(size, "semibold").size(words)[0] > width:
        size -= 1
    return size


class HelpSelector(SetupSelector):
    """A human seat's help (hint, worth tooltips, glow) as one compact choice; a computer
    seat needs none, so it shows nothing and is skipped."""

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        if self.enabled:
            super().draw(surface, focused)


class RemoveButton(Button):
    """The small "×" at the end of a seat's row: takes that seat away."""


@dataclass
class SeatRow:
    """The controls of one seat: name, colour, player type, help, and its remove button."""

    name: NameInput
    colour: ColourSelector
    kind: SetupSelector
    help: HelpSelector
    remove: RemoveButton

    @classmethod
    def for_seat(
        cls,
        seat: SeatDraft,
        setter: Callable[[str], Callable[[Any], None]],
        on_submit: Action,
        on_remove: Action,
    ) -> SeatRow:
        """The controls for ``seat``; ``setter(attribute)`` makes each one's change handler."""
        name = NameInput(
            seat.name, NAME_LENGTH, setter("name"), i18n._("Type a name"), on_submit=on_submit
        )
        colours = [(c, colour_name(c)) for c in COLORS]
        colour = ColourSelector("", colours, seat.color, setter("color"))
        kind = SetupSelector("", KINDS, seat.kind, setter("kind"))
        helper = HelpSelector("", HELP_CHOICES, help_key(seat.help), setter("help"))
        helper.enabled = seat.kind == "human"
        remove = RemoveButton("×", on_remove, primary=False)
        return cls(name, colour, kind, helper, remove)

    def widgets(self) -> list[Widget]:
        return [self.name, self.colour, self.kind, self.help, self.remove]


def compact(scale: float) -> bool:
    """Whether the seat rows are drawn smaller than designed: then a seat's number has no
    figure beside it (the colour choice shows the token too) and the colour and help columns
    take its room, so their words stay readable."""
    return scale < 1


def seat_columns(panel: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """The name, colour, player-type and help columns of the seat rows and their "×" (x and
    width only)."""
    x = panel.left + px(24 + (24 if compact(scale) else 64), scale)
    rects = []
    for width in (115, 165, 175, 160, 40) if compact(scale) else (125, 145, 185, 125, 40):
        rects.append(pygame.Rect(x, 0, px(width, scale), 0))
        x += px(width + 8, scale)
    return rects


def draw_seat_rows(
    surface: pygame.Surface, panel: pygame.Rect, rows: list[SeatRow], scale: float
) -> None:
    """The seats' count, the columns' titles and each row's number and figure."""
    count = i18n._("{n} of {most} seats").format(n=len(rows), most=MAX_SEATS)
    blit_text(
        surface,
        count,
        px(20, scale),
        (panel.right - px(24, scale), panel.top + px(28, scale)),
        theme.INK_SOFT,
        "semibold",
        "topright",
    )
    header_y = panel.top + px(76, scale)
    for title, column in zip(
        (i18n._("Name"), i18n._("Colour"), i18n._("Player"), i18n._("Help"), ""),
        seat_columns(panel, scale),
        strict=True,
    ):
        blit_text(
            surface,
            title,
            px(19, scale),
            (column.left + px(4, scale), header_y),
            theme.INK_SOFT,
            "semibold",
        )
    for index, row in enumerate(rows):
        centre_y = row.name.rect.centery
        left = panel.left + px(20, scale)
        blit_text(
            surface,
            str(index + 1),
            px(24, scale),
            (left, centre_y),
            theme.INK_SOFT,
            "bold",
            "midleft",
        )
        if compact(scale):
            continue
        figure = art.meeple(row.colour.value, px(42, scale))
        surface.blit(figure, figure.get_rect(center=(left + px(43, scale), centre_y)))
