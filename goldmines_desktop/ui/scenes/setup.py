"""The new-game screen: who plays (2–6 seats), with which options, and an optional seed.

Each seat has a name, a colour (shown as the player's token with its mark) and a player type
(a human or a computer level). The options (``setup_options``) are the expansions, how gold is
shared and the fields, explained in a box under them. Start checks the choices and says plainly
what is missing instead of starting a broken game; the choices of the last game started are
remembered in the settings.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...engine import new_game
from ...i18n import _
from ...wording import sentence_start
from ..scene import Scene
from ..table.setup_draft import (
    HELP_CHOICES,
    MAX_SEATS,
    MIN_SEATS,
    SEED_LENGTH,
    SetupDraft,
    help_from_key,
    help_key,
)
from ..widgets import theme
from ..widgets.controls import Button, Widget
from ..widgets.focus import FocusGroup
from ..widgets.panels import blit_text, draw_panel, draw_table, draw_title, px, ui_scale, wrap_text
from .setup_options import SetupOptions
from .setup_paint import EXPLAIN_SEED, draw_hint, draw_message, heading
from .setup_rows import (
    SeatRow,
    SeedInput,
    draw_seat_rows,
    fitting_size,
    seat_columns,
)

if TYPE_CHECKING:
    from ..scene import Host

log = logging.getLogger(__name__)


class SetupScene(Scene):
    """New game: seats, options and seed; Start opens the board, Back/Esc the main menu."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.draft = SetupDraft.from_dict(app.settings.last_setup)
        for seat in self.draft.seats:  # each player's help, as they chose it last time
            seat.help = app.settings.help_for(seat.name.strip())
        self.message: str | None = None
        self.rows: list[SeatRow] = []
        self.add = Button(_("Add seat"), self.add_seat, primary=False)
        self.options = options = SetupOptions(self.draft, self._set)
        self.goldmines, self.abbot, self.river = options.goldmines, options.abbot, options.river
        self.inns_cathedrals = options.inns_cathedrals
        self.traders_builders = options.traders_builders
        self.gold_sharing, self.fields = options.gold_sharing, options.fields
        self.seed = SeedInput(
            "",
            SEED_LENGTH,
            self._set("seed"),
            _("Random"),
            on_submit=self._next_control,
            on_refused=self._refused,
        )
        self.back = Button(_("Back"), self.go_back, primary=False)
        self.start = Button(_("Start game"), self.start_game)
        self.focus = FocusGroup()
        self.panels = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self.message_rect = pygame.Rect(0, 0, 0, 0)
        self._size = app.screen.get_size()
        self._build_rows()
        self.focus.focus = self.start  # Enter at once starts with the remembered choices

    # --- changes --------------------------------------------------------------------------

    def _set(self, attribute: str) -> Callable[[Any], None]:
        """A change handler that sets ``attribute`` of the draft."""

        def change(value: Any) -> None:
            setattr(self.draft, attribute, value)
            self._changed()

        return change

    def _changed(self) -> None:
        """Mark clashing colours and keep a shown message up to date (gone once fixed)."""
        self.options.changed()
        colours = [s.color for s in self.draft.seats]
        for row, colour in zip(self.rows, colours, strict=True):
            row.colour.warn = colours.count(colour) > 1
        typed = self.draft.typing_problems()  # an invisible character says so at once
        if typed:
            self.message = typed[0]
        elif self.message is not None:
            problems = self.draft.problems()
            self.message = problems[0] if problems else None

    def _seat_change(self, index: int, attribute: str) -> Callable[[Any], None]:
        """The change handler of seat ``index``'s ``attribute``: a new player type may give
        the seat a computer's name, and a name brings back that player's help."""

        def change(value: Any) -> None:
            seat, row = self.draft.seats[index], self.rows[index]
            if attribute == "kind":
                self.draft.set_kind(index, value)
                if row.name.value != seat.name:
                    row.name.value, row.name.cursor, row.name.anchor = seat.name, 0, 0
                row.help.enabled = seat.kind == "human"
            elif attribute == "help":
                seat.help = help_from_key(value)
            else:
                setattr(seat, attribute, value)
            if attribute == "name" and value.strip() in self.app.settings.help:
                seat.help = self.app.settings.help_for(value.strip())
                row.help.index = [k for k, _words in HELP_CHOICES].index(help_key(seat.help))
            self._changed()

        return change

    def _refused(self, reason: str) -> None:
        """The seed field did not take a keystroke: say why."""
        self.message = reason

    def _build_rows(self) -> None:
        self.rows = [
            SeatRow.for_seat(
                seat,
                partial(self._seat_change, index),
                self._next_control,
                partial(self.remove_seat, index),
            )
            for index, seat in enumerate(self.draft.seats)
        ]
        self.add.enabled = len(self.rows) < MAX_SEATS
        for row in self.rows:
            row.remove.enabled = len(self.rows) > MIN_SEATS
        self._changed()
        self.resized(self._size)

    def _next_control(self) -> None:
        """Enter in a text field moves on, as Tab does."""
        self.focus.move_focus(1)

    # --- actions --------------------------------------------------------------------------

    def add_seat(self) -> None:
        if len(self.draft.seats) < MAX_SEATS:
            self.draft.add_seat()
            self._build_rows()
        if not self.add.enabled:
            self.focus.focus = self.rows[-1].remove

    def remove_seat(self, index: int) -> None:
        """The "×" of seat ``index``'s row (any seat, down to two): the focus goes to the
        next row's "×", or Add seat when none is left to remove."""
        if not self.draft.remove_seat(index):
            return
        self._build_rows()
        rows = self.rows
        following = rows[min(index, len(rows) - 1)].remove
        self.focus.focus = following if following.enabled else self.add

    def go_back(self) -> None:
        self.app.show("menu")

    def start_game(self) -> None:
        """Check the choices; start the game, or say what is wrong and stay here."""
        problems = self.draft.problems()
        if problems:
            self.message = problems[0]
            return
        setup = self.draft.to_setup()
        try:
            state = new_game(setup, self.app.catalogue, seed=self.draft.seed_value())
        except ValueError as err:  # the engine's own check; the screen should catch it first
            self.message = sentence_start(str(err))
            return
        self._remember()
        self.app.show("game", state)

    def _remember(self) -> None:
        settings = self.app.settings
        settings.last_setup = self.draft.to_dict()
        for seat in self.draft.seats:
            if seat.kind == "human":
                settings.remember_help(seat.name.strip(), seat.help)
        try:
            self.app.settings.save()
        except OSError as err:
            log.warning("last setup not saved: %s", err)

    # --- input ----------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.go_back()
            return
        self.focus.handle(event)
        self.options.follow(self.focus.focus)

    # --- layout ---------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self._size = size
        scale = ui_scale(size)
        width, height = size
        content = pygame.Rect(0, 0, min(width - px(40, scale), px(1200, scale)), 0)
        content.centerx = width // 2
        content.top = px(100, scale)
        bar_h = px(56, scale)
        bar_top = height - px(24, scale) - bar_h
        content.height = bar_top - px(20, scale) - content.top
        left_w = px(760, scale)
        seats = pygame.Rect(content.left, content.top, left_w, content.height)
        options = pygame.Rect(seats.right + px(20, scale), content.top, 0, content.height)
        options.width = content.right - options.left
        self.panels = (seats, options)
        self._layout_seats(seats, scale)
        self.options.layout(options, scale)
        self._layout_bar(content, bar_top, bar_h, scale)
        self.focus.set_widgets(self._widgets())

    def _widgets(self) -> list[Widget]:
        rows = [w for row in self.rows for w in row.widgets()]
        return [*rows, self.add, self.seed, *self.options.widgets(), self.back, self.start]

    def _row_top(self, panel: pygame.Rect, index: int, scale: float) -> int:
        return panel.top + px(104, scale) + index * px(62, scale)

    def _layout_seats(self, panel: pygame.Rect, scale: float) -> None:
        columns = seat_columns(panel, scale)
        for index, row in enumerate(self.rows):
            top = self._row_top(panel, index, scale)
            for widget, column in zip(row.widgets(), columns, strict=True):
                widget.rect = pygame.Rect(column.left, top, column.width, px(50, scale))
                widget.font_size = px(24, scale)
        button_w, button_h = px(190, scale), px(50, scale)
        bottom = panel.bottom - px(22, scale)
        self.add.rect = pygame.Rect(
            panel.left + px(88, scale), bottom - button_h, button_w, button_h
        )
        self.add.font_size = px(24, scale)
        self.seed.rect = pygame.Rect(0, 0, px(170, scale), button_h)
        self.seed.rect.bottomright = (panel.right - px(24, scale), bottom)
        self.seed.font_size = px(24, scale)
        for row in self.rows:
            row.help.font_size = px(21, scale)
            row.remove.font_size = px(30, scale)

    def _layout_bar(self, content: pygame.Rect, top: int, height: int, scale: float) -> None:
        self.start.rect = pygame.Rect(0, top, px(230, scale), height)
        self.start.rect.right = content.right
        self.back.rect = pygame.Rect(0, top, px(150, scale), height)
        self.back.rect.right = self.start.rect.left - px(16, scale)
        for button in (self.start, self.back):
            button.font_size = px(28, scale)
        self.message_rect = pygame.Rect(content.left, top, 0, height)
        self.message_rect.width = self.back.rect.left - px(24, scale) - content.left

    # --- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:

        draw_table(surface)
        scale = ui_scale(surface.get_size())
        draw_title(surface, _("New game"), px(68, scale), (surface.get_width() // 2, px(54, scale)))
        seats, options = self.panels
        for panel in self.panels:
            draw_panel(surface, panel, px(20, scale))
        self._draw_seats(surface, seats, scale)
        self._draw_options(surface, options, scale)
        if self.message:
            draw_message(surface, self.message_rect, self.message, scale)
        else:
            draw_hint(surface, self.message_rect, scale)
        self.focus.draw(surface)  # last: the screen's keyboard lies over everything

    def _draw_seats(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        heading(surface, _("Players"), panel, scale)
        draw_seat_rows(surface, panel, self.rows, scale)
        seed = self.seed.rect
        label = pygame.Rect(self.add.rect.right, seed.top, 0, seed.height)
        label.width = seed.left - px(12, scale) - label.left
        size = fitting_size(_("Shuffle number"), px(22, scale), label.width)
        blit_text(
            surface, _("Shuffle number"), size, label.midright, theme.INK, "regular", "midright"
        )
        size = px(18, scale)  # the explanation just above, right-aligned to the field
        lines = wrap_text(_(EXPLAIN_SEED), theme.font(size), seed.right - label.left)
        y = seed.top - px(8, scale) - len(lines) * (size + px(4, scale))
        for line in lines:
            blit_text(surface, line, size, (seed.right, y), theme.INK_SOFT, "regular", "topright")
            y += size + px(4, scale)

    def _draw_options(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        heading(surface, _("Options"), panel, scale)
        self.options.draw(surface, scale)
