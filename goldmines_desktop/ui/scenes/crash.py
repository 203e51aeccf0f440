"""The one message shown when a screen fails: "Something went wrong", with Continue and Main menu.

The app's frame guard shows it (see ``App.frame``); it is opaque, so the screen that failed is
not drawn while it is up. Continue goes back to that screen, Main menu clears the stack. Esc is
Continue; Enter or Space presses the focused button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import N_, _
from ..scene import Scene
from ..widgets import theme
from ..widgets.controls import Button, choice_card
from ..widgets.focus import FocusGroup
from ..widgets.panels import (
    blit_text,
    draw_panel,
    draw_table,
    draw_title,
    px,
    wrap_text,
)

if TYPE_CHECKING:
    from ..scene import Host

SAVED = N_("Something went wrong. Your game is saved.")
NOT_SAVED = N_("Something went wrong.")
REPORTED = N_("A report was written to {name} in the game's data folder.")
NOT_REPORTED = N_("No report could be written: the game's data folder cannot be used.")


class CrashScene(Scene):
    """The friendly message after a fault; ``saved``: a game is on and autosaved; ``report``:
    the report's file name, None when it could not be written."""

    def __init__(self, app: Host, *, saved: bool, report: str | None) -> None:
        super().__init__(app)
        self.message = _(SAVED if saved else NOT_SAVED)
        self.report = _(NOT_REPORTED) if report is None else _(REPORTED).format(name=report)
        self.continue_button = Button(_("Continue"), self.resume)
        self.menu_button = Button(_("Main menu"), self.main_menu, primary=False)
        self.focus = FocusGroup([self.continue_button, self.menu_button])
        self.card = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def resume(self) -> None:
        """Back to the screen that failed."""
        self.app.pop()

    def main_menu(self) -> None:
        self.app.show("menu")

    def resized(self, size: tuple[int, int]) -> None:
        self.scale, self.card = choice_card(
            size, (640, 300), (self.continue_button, self.menu_button), 220
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        scale = self.scale
        draw_table(surface)
        draw_panel(surface, self.card, px(22, scale))
        centre_x = self.card.centerx
        title_at = (centre_x, self.card.top + px(56, scale))
        draw_title(surface, _("Oh dear!"), px(50, scale), title_at, theme.WOOD_DARK)
        message_at = (centre_x, self.card.top + px(112, scale))
        blit_text(surface, self.message, px(26, scale), message_at, theme.INK, "semibold", "center")
        size, room = px(17, scale), self.card.width - px(60, scale)
        lines = wrap_text(self.report, theme.font(size), room, "crash report line")
        top = self.card.top + px(152 if len(lines) == 1 else 142, scale)
        for number, line in enumerate(lines[:2]):
            at = (centre_x, top + number * px(22, scale))
            blit_text(surface, line, size, at, theme.INK_SOFT, "regular", "center", room)
        self.focus.draw(surface)
