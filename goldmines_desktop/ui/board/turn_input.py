"""The turn's input, one class: how mouse, keyboard, touch and controller events become the
moves of a turn.

Mouse: drag the tile from the hand and drop it on a spot (the right button or the wheel turns
it on the way), click a glowing tile or segment, drag the board to look around, press the
panels' buttons (the figure chooser's among them). Keyboard: Tab / Shift+Tab cycle the step's
choices, R rotates, Enter confirms, Space skips the figure, B chooses the next figure (the
abbot, in the base game). While a computer player decides, only looking
around and the menu and rules buttons work. What the input points at among the step's choices
is :class:`.StepChoices`' (this class builds on it); what the step does with a click or a key
is its row of the steps' table; what a decision does (play a move, end the turn, open a
screen) is the ``TurnCommands`` the scene gives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from ...engine import Move, PlaceTile, Pos, ReturnAbbot, Skip
from ..hud.hud import Hud
from ..input import mode
from ..input.actions import Action
from ..table.steps import WATCH_BUTTONS, Button, Pick, figure_of_button
from ..table.turn_controller import TurnController
from .board_view import BoardView
from .place_button import place_button
from .step_choices import StepChoices

DRAG_THRESHOLD = 6
YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y)
NO_KEYS = (pygame.K_ESCAPE, pygame.K_n, pygame.K_BACKSPACE)
# the turn's keys and the actions they stand for, without and with Shift (the keyboard's side
# of ``actions.KEYS``): a key and a controller's button do the same through ``act``
KEY_ACTIONS: dict[int, tuple[Action, Action]] = {
    pygame.K_TAB: (Action.NEXT, Action.PREVIOUS),
    pygame.K_r: (Action.TURN, Action.TURN_BACK),
    pygame.K_RETURN: (Action.CONFIRM, Action.CONFIRM),
    pygame.K_KP_ENTER: (Action.CONFIRM, Action.CONFIRM),
    pygame.K_SPACE: (Action.DECLINE, Action.DECLINE),
    pygame.K_ESCAPE: (Action.BACK, Action.BACK),
}


class TurnCommands(Protocol):
    """What the input asks the board in play to do."""

    def play(self, move: Move) -> bool: ...

    def end_turn(self) -> None: ...

    def undo(self) -> None: ...

    def pause(self) -> None: ...

    def rules(self) -> None: ...

    def tiles_left(self) -> None: ...

    def show_hint(self) -> bool:
        """What the computer would play now (the Hint button, like H)."""
        ...

    def show_tile(self, pos: Pos) -> None: ...

    def fit_board(self, also: tuple[Pos, ...] = ()) -> None:
        """Home: the whole board in view."""
        ...

    def skip_finale(self) -> None:
        """Show the rest of the final scoring on the board at once."""
        ...

    def tile_back_to_hand(self, point: tuple[int, int], why: str | None = None) -> None:
        """A drop off every legal spot: the tile goes back (``why``: the engine's reason the
        spot under it refused the tile)."""
        ...

    def rotated(self) -> None:
        """The tile in hand turned (a click sounds)."""
        ...


def confirm_rects(
    size: tuple[int, int], scale: float = 1.0
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The "take the abbot back?" card and its Yes / No buttons, centred in the window (as big
    as the panels: ``scale`` is theirs)."""

    def px(value: int) -> int:
        return max(1, round(value * scale))

    card = pygame.Rect(0, 0, px(480), px(210))
    card.center = (size[0] // 2, size[1] // 2)
    yes = pygame.Rect(card.left + px(30), card.bottom - px(70), px(200), px(48))
    no = pygame.Rect(card.right - px(230), card.bottom - px(70), px(200), px(48))
    return card, yes, no


class TurnInput(StepChoices):
    """The turn's input: events change the pointer, the tile in hand and the selection, and
    become the scene's commands."""

    def __init__(
        self, turns: TurnController, board: BoardView, hud: Hud, commands: TurnCommands
    ) -> None:
        super().__init__(turns, board, hud)
        self.commands = commands

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event; True when it was used."""
        if self.locked:
            return self._watch(event)
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            return self._press(event.pos, event.button)
        if event.type == pygame.MOUSEBUTTONUP:
            self.pointer = event.pos
            return self._release(event.pos, event.button, bool(event.dict.get("double")))
        if event.type == pygame.MOUSEWHEEL and self.dragging:
            self.rotate(event.y < 0)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def press_button(self, name: str) -> None:
        """A button of the panels was clicked."""
        commands = self.commands
        actions: dict[str, Callable[[], object]] = {
            Button.ROTATE: self.rotate,
            Button.SKIP: self._skip_figure,
            Button.END_TURN: commands.end_turn,
            Button.UNDO: commands.undo,
            Button.MENU: commands.pause,
            Button.RULES: commands.rules,
            Button.TILES_LEFT: commands.tiles_left,
            Button.ABBOT: self._next_figure,
            Button.SKIP_FINALE: commands.skip_finale,
            Button.HINT: commands.show_hint,
        }
        action = actions.get(name)
        figure = figure_of_button(name)
        if action is not None:
            action()
        elif figure is not None and figure in self.figure_modes():
            self.figure, self.selected = figure, None

    def rotate(self, clockwise: bool = True) -> None:
        """The tile in hand turns (see ``StepChoices.rotate``), with its click."""
        super().rotate(clockwise)
        self.commands.rotated()

    # --- the mouse ----------------------------------------------------------------------------

    def _watch(self, event: pygame.event.Event) -> bool:
        """While a computer plays: drag the board to look around; clicks and keys do nothing."""
        self.dragging, self.confirm = False, None
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2):
            self.pointer = event.pos
            name = self.hud.button_at(event.pos)
            if name in WATCH_BUTTONS:
                self.press_button(name)
            elif not self.hud.over_panel(event.pos):
                self._grab_board(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self.pointer, self.press, self.panned = event.pos, None, False
            return True
        return False

    def _grab_board(self, pos: tuple[int, int], panned: bool = False) -> None:
        """A press on the board: a click, or the start of dragging it (the middle button pans
        at once)."""
        self.press, self.panned = ("board", pos), panned

    def _motion(self, pos: tuple[int, int]) -> bool:
        last = self.pointer
        self.moved(pos)
        if self.press is None or self.press[0] != "board":
            return self.dragging
        start = self.press[1]
        moved = max(abs(pos[0] - start[0]), abs(pos[1] - start[1]))
        if not self.panned and moved > DRAG_THRESHOLD:
            self.panned = True
            last = start
        if self.panned:
            self.board.camera.pan(pos[0] - last[0], pos[1] - last[1])
        return True

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        if self.confirm is not None:
            return self._press_confirm(pos)
        place = place_button(self)
        if place is not None and place.collidepoint(pos) and button == 1:
            self._confirm_selection()
            return True
        if button == 3 and (self.dragging or Button.ROTATE in self.row.controls):
            self.rotate()
            return True
        if button == 2:
            self._grab_board(pos, panned=True)
            return True
        if button != 1:
            return False
        name = self.hud.button_at(pos)
        if name is not None:
            self.press_button(name)
            return True
        if self.row.holds_tile and self.hud.layout.hand_tile.collidepoint(pos):
            self.dragging = True
            self.selected = None
            return True
        if not self.hud.over_panel(pos):
            self._grab_board(pos)
        return True

    def _release(self, pos: tuple[int, int], button: int, double: bool = False) -> bool:
        if self.dragging and button == 1:
            bad = self.bad_spot()
            self.dragging = False
            spot = self.board.camera.tile_at(pos)
            over_board = not self.hud.over_panel(pos)
            if not (over_board and spot in self.tile_spots() and self._place_tile(spot)):
                self.commands.tile_back_to_hand(pos, None if bad is None else bad[1])
            return True
        pressed, self.press = self.press, None
        if pressed is None or button not in (1, 2):
            return False
        if not self.panned and button == 1 and not self._click(pos) and double:
            self.commands.fit_board()  # a double tap (or click) on nothing to choose: Home
        self.panned = False
        return True

    def _place_tile(self, pos: Pos) -> bool:
        move = self.tile_move(pos)
        return move is not None and self.commands.play(move)

    def _click(self, pos: tuple[int, int]) -> bool:
        """A click on the board (not a drag): choose what lies there in this step; False
        when nothing there is a choice."""
        pick = self.row.pick
        if pick is Pick.SPOT:
            return self._click_spot(self.board.camera.tile_at(pos))
        if pick is Pick.TILE:
            tile = self.board.camera.tile_at(pos)
            match = [c for c in self.choices() if c.pos == tile]
            return bool(match) and self.commands.play(match[0].move)
        if pick is Pick.FIGURE_SPOT:
            return self._click_figure(pos)
        if pick is Pick.FEATURE:
            choice = self.score_choice_at(self.board.segment_under(self.state, pos))
            return choice is not None and self.commands.play(choice.move)
        return False

    def _click_spot(self, pos: Pos) -> bool:
        """First click on a spot previews the tile there; a second click places it (by touch
        it turns the tile to the next rotation that fits, while another one does)."""
        choices = self.choices()
        index = next((i for i, c in enumerate(choices) if c.pos == pos), None)
        if index is None:
            return False
        if self.selected is None or self.selected % len(choices) != index:
            self.selected = index
        elif mode.is_touch() and len(self.tile_spots()[pos]) > 1:
            self.rotate()
        else:
            self._place_tile(pos)
        return True

    def _click_figure(self, pos: tuple[int, int]) -> bool:
        if self.on_own_abbot(pos):
            self.confirm = self.return_abbot_move()
            return True
        ref = self.spot_at(pos) or self.board.segment_under(self.state, pos)
        move = self.figure_move(ref) if ref is not None else None
        return move is not None and self.commands.play(move)

    def _press_confirm(self, pos: tuple[int, int]) -> bool:
        """A click while "take the abbot back?" is asked: only its two buttons answer."""
        layout = self.hud.layout
        _card, yes, no = confirm_rects(layout.size, layout.scale)
        if yes.collidepoint(pos):
            self._answer(True)
        elif no.collidepoint(pos):
            self._answer(False)
        return True

    def _answer(self, yes: bool) -> None:
        move, self.confirm = self.confirm, None
        if yes and move is not None:
            self.commands.play(move)

    # --- the keyboard and the actions -------------------------------------------------------

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if self.confirm is not None:
            if key in YES_KEYS or key in NO_KEYS:
                self._answer(key in YES_KEYS)
            return True
        if key == pygame.K_b:
            return self.change_figure()
        actions = KEY_ACTIONS.get(key)
        if actions is None:
            return False
        return self.act(actions[1 if event.mod & pygame.KMOD_SHIFT else 0])

    def act(self, action: Action) -> bool:
        """Do one of the turn's actions (from a key, or a controller's button), as the step's
        row allows; True when it was used."""
        if self.locked:
            return False
        if self.confirm is not None:
            return True  # only Yes or No answer the question
        controls = self.row.controls
        if action is Action.BACK and self.dragging:
            self.dragging = False
            self.commands.tile_back_to_hand(self.pointer)
        elif action in (Action.NEXT, Action.PREVIOUS):
            self._cycle(1 if action is Action.NEXT else -1)
        elif action in (Action.TURN, Action.TURN_BACK) and Button.ROTATE in controls:
            self.rotate(action is Action.TURN)
        elif action is Action.CONFIRM:
            self._confirm_selection()
        elif action is Action.DECLINE and Button.SKIP in controls:
            self._skip_figure()
        else:
            return False
        return True

    def change_figure(self) -> bool:
        """B (a controller's turn button in the figure step): the next figure the step offers
        (the base game's: the abbot's spots, or back to the meeple's); True when the step
        offers more than one."""
        if self.locked:
            return False
        if self.confirm is not None:
            return True  # only Yes or No answer the question
        if Button.ABBOT not in self.row.controls or len(self.figure_modes()) < 2:
            return False
        self._next_figure()
        return True

    def _skip_figure(self) -> None:
        if Button.SKIP in self.row.controls:
            self.commands.play(Skip())

    def _next_figure(self) -> None:
        """B / Use abbot: the next figure's spots are offered (the selection starts over)."""
        offered = self.figure_modes()
        index = offered.index(self.figure_in_use())
        self.figure, self.selected = offered[(index + 1) % len(offered)], None

    def _cycle(self, direction: int) -> None:
        """Tab / Shift+Tab: select the next or previous choice and bring it into view."""
        choices = self.choices()
        if not choices:
            return
        if self.selected is None:
            self.selected = 0 if direction > 0 else len(choices) - 1
        else:
            self.selected = (self.selected + direction) % len(choices)
        self.commands.show_tile(choices[self.selected].pos)

    def _confirm_selection(self) -> None:
        """Enter: play the selected choice (or end the turn in the end-turn step, or skip the
        figure when the hint said to place none and nothing else is selected)."""
        if self.row.ends_turn:
            self.commands.end_turn()
            return
        choice = self.selection()
        if choice is None and self.advised_skip:
            self._skip_figure()
        if choice is None:
            return
        if isinstance(choice.move, PlaceTile):
            self._place_tile(choice.pos)
        elif isinstance(choice.move, ReturnAbbot):
            self.confirm = choice.move  # taking the abbot back is asked once more
        else:
            self.commands.play(choice.move)
