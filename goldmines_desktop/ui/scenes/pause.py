"""The pause menu over the board (Esc) and the settings card it opens.

Settings apply at once to ``app.audio`` and ``app.settings`` and are saved straight away, so
closing the window never loses them.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...engine import GameState
from ...files import saves
from ...files.save_names import MAX_SAVE_NAME, SaveNameError
from ...i18n import LANGUAGES, N_, _, language, set_language
from ..hud.hud_layout import largest_interface_size
from ..hud.supply_row import expansion_row
from ..scene import Scene
from ..settings import ANIMATION_SPEEDS, UI_SCALES
from ..widgets import theme
from ..widgets.controller_card import draw_controller_card, place_beside
from ..widgets.controls import Button, Selector, Slider, Toggle, Widget
from ..widgets.focus import FocusGroup
from ..widgets.overlay_card import (
    card_rect,
    draw_card,
    draw_close_hint,
    draw_note,
    draw_warning,
    stack_in_card,
)
from ..widgets.panels import (
    blit_text,
    px,
    row_rects,
    ui_scale,
)
from ..widgets.text_input import TextInput

if TYPE_CHECKING:
    from ..scene import Host

log = logging.getLogger(__name__)


def _speed_label(speed: float) -> str:
    return _("{speed}x").format(speed=f"{speed:g}")


class OverlayScene(Scene):
    """A card over a dimmed scene below; Esc closes it."""

    transparent = True
    title = ""
    card_size = (460, 420)

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.focus = FocusGroup()
        self.card = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def close(self) -> None:
        self.app.pop()

    def widgets(self) -> list[Widget]:
        """The card's widgets, top to bottom (rects are set by ``place``)."""
        return []

    def resized(self, size: tuple[int, int]) -> None:
        self.scale = ui_scale(size)
        self.card = card_rect(size, self.card_size, self.scale)
        widgets = self.widgets()
        stack_in_card(self.card, widgets, self.scale)
        self.focus.set_widgets(widgets)

    def entered(self) -> None:
        self.resized(self.app.screen.get_size())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_card(surface, self.card, _(self.title), self.scale)
        self.focus.draw(surface)
        draw_close_hint(surface, self.card, self.scale)


class PauseScene(OverlayScene):
    """Resume, Save game (when a game is paused), Rules, Settings, Quit to menu."""

    title = N_("Paused")
    card_size = (440, 470)

    def __init__(self, app: Host, game: GameState | None = None) -> None:
        super().__init__(app)
        self.game = game if game is not None and not game.finished else None
        self.saved_as: str | None = None
        self.language_changed()
        self.card_size = (440, 400 + 70 * (len(self.buttons) - 3))
        self.resized(app.screen.get_size())

    def entered(self) -> None:
        if self.spoken != language():  # the language changed in Settings meanwhile
            self.language_changed()
        super().entered()

    def language_changed(self) -> None:
        """The card's buttons in the language now in use."""
        self.spoken = language()
        self.buttons = [Button(_("Resume"), self.close)]
        if self.game is not None:
            self.buttons.append(Button(_("Save game"), self.save, primary=False))
        self.buttons += [
            Button(_("Rules"), self.rules, primary=False),
            Button(_("Settings"), self.settings, primary=False),
            Button(_("Quit to menu"), self.quit_to_menu, primary=False),
        ]

    def button(self, label: str) -> Button:
        """The card's button called ``label`` (in English or the language shown)."""
        return next(b for b in self.buttons if b.label in (label, _(label)))

    def widgets(self) -> list[Widget]:
        return list(self.buttons)

    def rules(self) -> None:
        self.app.open("rules", self.game.options if self.game is not None else None)

    def settings(self) -> None:
        """Settings, knowing the game's seats (how big its panels can grow in this window)."""
        if self.game is None:
            self.app.open("settings")
        else:
            self.app.open("settings", len(self.game.players), expansion_row(self.game))

    def save(self) -> None:
        if self.game is not None:
            self.app.open("save", self.game, self._saved)

    def _saved(self, name: str) -> None:
        self.saved_as = name

    def quit_to_menu(self) -> None:
        """Back to the title screen; the autosave already holds the game."""
        self.app.show("menu")

    def status_line(self) -> str:
        """Under the buttons: the last save, or whether the autosave is working."""
        if self.saved_as:
            return _("Saved as “{name}”.").format(name=self.saved_as)
        problem = saves.autosave_problem()
        if problem is not None:
            return _("The game is NOT being saved automatically: {problem}.").format(
                problem=problem
            )
        return _("Your game is saved automatically.")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.rules()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        blit_text(
            surface,
            self.status_line(),
            px(20, self.scale),
            (self.card.centerx, self.card.bottom - px(44, self.scale)),
            theme.INK_SOFT,
            "regular",
            "midbottom",
        )


class SettingsScene(OverlayScene):
    """Volume, mute, full screen, animation speed, interface size and language, applied and
    saved as they change."""

    title = N_("Settings")
    card_size = (600, 696)
    note_room = 48  # below Interface size: what that size does in this window

    def __init__(self, app: Host, players: int | None = None, tall: bool = False) -> None:
        super().__init__(app)
        self.players = players  # the seats of the game below, if any
        self.tall = tall  # its panels have the expansions' row
        self.language_changed()
        self.resized(app.screen.get_size())

    def language_changed(self) -> None:
        """The rows again, labelled in the language now in use."""
        settings = self.app.settings
        self.volume = Slider(_("Volume"), settings.volume, self.set_volume)
        self.mute = Toggle(_("Mute sounds"), settings.muted, self.set_muted)
        self.fullscreen = Toggle(_("Full screen"), settings.fullscreen, self.set_fullscreen)
        self.speed = Selector(
            _("Animation speed"),
            [(s, _speed_label(s)) for s in ANIMATION_SPEEDS],
            settings.animation_speed,
            self.set_speed,
        )
        self.ui_scale = Selector(
            _("Interface size"),
            [(s, f"{round(s * 100)}%") for s in UI_SCALES],
            settings.ui_scale,
            self.set_ui_scale,
        )
        # each language's name in that language, so a player finds their own
        self.language = Selector(
            _("Language"), list(LANGUAGES.items()), language(), self.set_language
        )
        self.done = Button(_("Done"), self.close)

    def widgets(self) -> list[Widget]:
        return [
            self.volume,
            self.mute,
            self.fullscreen,
            self.speed,
            self.ui_scale,
            self.language,
            self.done,
        ]

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        self.done.rect.width = px(200, self.scale)
        self.done.rect.centerx = self.card.centerx
        self.done.rect.y += px(14, self.scale)
        for row in (self.language, self.done):  # room for the interface size's note
            row.rect.y += px(self.note_room, self.scale)
        left = self.card.x
        self.controller_card = place_beside(self.card, size, self.scale)
        for widget in self.widgets():  # the card moved left to make room for the buttons
            widget.rect.x += self.card.x - left

    def interface_note(self) -> str:
        """What the interface size does here: said honestly when this window has no room for
        the size chosen (the panels then stay at the largest that fits)."""
        if self.players is None:
            return _("The size of the panels around the board.")
        largest = largest_interface_size(self.app.size, self.players, self.tall)
        if self.app.settings.ui_scale <= largest + 0.005:
            return _("The size of the panels around the board.")
        return _(
            "In this game the panels fill the window at {percent}%: a larger size looks the "
            "same here."
        ).format(percent=math.floor(largest * 100))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        draw_note(surface, self.interface_note(), self.ui_scale.rect, self.scale)
        if self.controller_card is not None:
            draw_controller_card(surface, self.controller_card, self.scale)

    def entered(self) -> None:
        self.fullscreen.value = self.app.settings.fullscreen
        self.mute.value = self.app.settings.muted
        super().entered()

    def set_volume(self, value: float) -> None:
        self.app.audio.volume = value
        self.app.settings.volume = value
        self._save()
        self.app.audio.play("click")

    def set_muted(self, muted: bool) -> None:
        if self.app.audio.muted != muted:
            self.app.audio.toggle_mute()
        self.app.settings.muted = muted
        self._save()

    def set_fullscreen(self, on: bool) -> None:
        """The App switches the window and saves the setting itself."""
        if self.app.settings.fullscreen != on:
            self.app.toggle_fullscreen()
        self.fullscreen.value = self.app.settings.fullscreen

    def set_speed(self, speed: float) -> None:
        self.app.settings.animation_speed = speed
        self._save()

    def set_ui_scale(self, scale: float) -> None:
        """The board's panels grow or shrink at once (the game below lays out again)."""
        self.app.settings.ui_scale = scale
        self._save()
        self.app.relayout()

    def set_language(self, code: str) -> None:
        """The language chosen, at once (and at the next launch): this card says its words
        again, the screen below lays out again (the screens under it when they show again)."""
        self.app.settings.language = set_language(code)
        self._save()
        self.language_changed()
        self.app.relayout()

    def _save(self) -> None:
        try:
            self.app.settings.save()
        except OSError as err:
            log.warning("settings not saved: %s", err)


class SaveScene(OverlayScene):
    """Save the game under a name of the player's choice (for the Load screen)."""

    title = N_("Save the game")
    card_size = (640, 400)

    def __init__(self, app: Host, state: GameState, on_saved: Callable[[str], None]) -> None:
        super().__init__(app)
        self.state, self.on_saved = state, on_saved
        self.message: str | None = None
        self.replacing: str | None = None  # the name the player agreed to replace
        self.name = TextInput(
            saves.default_save_name(state),
            max_length=MAX_SAVE_NAME,
            on_change=self._name_changed,
            on_submit=self.save,
        )
        self.save_button = Button(_("Save"), self.save)
        self.cancel = Button(_("Cancel"), self.close, primary=False)
        self.resized(app.screen.get_size())
        self.focus.open_keyboard()  # by touch, the keys to type the name with

    def widgets(self) -> list[Widget]:
        return [self.name, self.save_button, self.cancel]

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        s = self.scale
        self.name.rect.top = self.card.top + px(140, s)
        centre = (self.card.centerx, self.card.bottom - px(86, s))
        left, right = row_rects(centre, px(200, s), px(54, s), px(24, s), 2)
        self.save_button.rect, self.cancel.rect = left, right

    def _name_changed(self, value: str) -> None:
        """As the name is typed: Replace (and why) as soon as a save of that name exists."""
        name = value.strip()
        if saves.save_exists(name):
            self._offer_replace(name)
        elif self.replacing is not None or self.message is not None:
            self.replacing, self.message = None, None
            self.save_button.label = _("Save")

    def _offer_replace(self, name: str) -> None:
        self.replacing = name  # Replace (or Enter) writes over it
        self.message = _("A save called “{name}” exists already. Replace writes over it.").format(
            name=name
        )
        self.save_button.label = _("Replace")

    def save(self) -> None:
        """Write the record into the saves folder; a failure is shown, not raised."""
        name = self.name.value.strip()
        try:
            path = saves.save_game(self.state, name, overwrite=self.replacing == name)
        except SaveNameError as err:
            self.message = str(err)
            return
        except saves.SaveExists:  # it appeared since the name was typed
            self._offer_replace(name)
            return
        except OSError as err:
            self.message = _("The game could not be saved: {problem}").format(
                problem=err.strerror or err
            )
            return
        self.on_saved(path.stem)
        self.close()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        s = self.scale
        blit_text(
            surface,
            _("Name"),
            px(22, s),
            (self.name.rect.left, self.name.rect.top - px(8, s)),
            theme.INK_SOFT,
            "semibold",
            "bottomleft",
        )
        if self.message:
            draw_warning(surface, self.message, self.name.rect, self.card.centerx, s)
