"""How mouse and keyboard events become the moves of a turn.

Mouse: drag the tile from the hand and drop it on a spot (the right button or the wheel turns
it on the way), click a glowing tile or segment, drag the board to look around, press the
panels' buttons. Keyboard: Tab / Shift+Tab cycle the step's choices, R rotates, Enter confirms,
Space skips the figure, B chooses the abbot. While a computer player decides, only looking
around and the menu and rules buttons work. What the input points at is :class:`.TurnInput`'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..engine import PlaceTile, ReturnAbbot, Skip
from ..engine.board import Pos
from . import art, highlights
from .animations import Slide

if TYPE_CHECKING:
    from .game_scene import GameScene
    from .turn_input import TurnInput

DRAG_THRESHOLD = 6
WATCH_BUTTONS = ("menu", "rules")  # what stays pressable while a computer player decides
YES_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y)
NO_KEYS = (pygame.K_ESCAPE, pygame.K_n, pygame.K_BACKSPACE)


def handle(turn: TurnInput, event: pygame.event.Event) -> bool:
    """React to one event; True when it was used."""
    if turn.locked:
        return _watch(turn, event)
    if event.type == pygame.MOUSEMOTION:
        return _motion(turn, event.pos)
    if event.type == pygame.MOUSEBUTTONDOWN:
        turn.pointer = event.pos
        return _press(turn, event.pos, event.button)
    if event.type == pygame.MOUSEBUTTONUP:
        turn.pointer = event.pos
        return _release(turn, event.pos, event.button)
    if event.type == pygame.MOUSEWHEEL and turn.dragging:
        turn.rotate(event.y < 0)
        return True
    if event.type == pygame.KEYDOWN:
        return _key(turn, event)
    return False


def press_button(scene: GameScene, name: str) -> None:
    """A button of the panels was clicked."""
    actions: dict[str, Callable[[], object]] = {
        "rotate": scene.input.rotate,
        "skip": lambda: _skip_figure(scene),
        "end_turn": scene.end_turn,
        "undo": scene.undo,
        "menu": scene.pause,
        "rules": scene.rules,
        "abbot": lambda: _toggle_abbot(scene.input),
    }
    action = actions.get(name)
    if action is not None:
        action()


def _watch(turn: TurnInput, event: pygame.event.Event) -> bool:
    """While a computer plays: drag the board to look around; clicks and keys do nothing."""
    turn.dragging, turn.confirm = False, None
    if event.type == pygame.MOUSEMOTION:
        return _motion(turn, event.pos)
    if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2):
        turn.pointer = event.pos
        name = turn.scene.hud.button_at(event.pos)
        if name in WATCH_BUTTONS:
            press_button(turn.scene, name)
        elif not turn.scene.hud.over_panel(event.pos):
            _grab_board(turn, event.pos)
        return True
    if event.type == pygame.MOUSEBUTTONUP:
        turn.pointer, turn.press, turn.panned = event.pos, None, False
        return True
    return False


def _grab_board(turn: TurnInput, pos: tuple[int, int], panned: bool = False) -> None:
    """A press on the board: a click, or the start of dragging it (the middle button pans
    at once)."""
    turn.press, turn.panned = ("board", pos), panned


def _motion(turn: TurnInput, pos: tuple[int, int]) -> bool:
    last = turn.pointer
    turn.pointer = pos
    if turn.press is None or turn.press[0] != "board":
        return turn.dragging
    start = turn.press[1]
    if not turn.panned and max(abs(pos[0] - start[0]), abs(pos[1] - start[1])) > DRAG_THRESHOLD:
        turn.panned = True
        last = start
    if turn.panned:
        turn.scene.camera.pan(pos[0] - last[0], pos[1] - last[1])
    return True


def _press(turn: TurnInput, pos: tuple[int, int], button: int) -> bool:
    scene = turn.scene
    if turn.confirm is not None:
        return _press_confirm(turn, pos)
    if button == 3 and (turn.dragging or scene.step == "tile"):
        turn.rotate()
        return True
    if button == 2:
        _grab_board(turn, pos, panned=True)
        return True
    if button != 1:
        return False
    name = scene.hud.button_at(pos)
    if name is not None:
        press_button(scene, name)
        return True
    if scene.step == "tile" and scene.hud.layout.hand_tile.collidepoint(pos):
        turn.dragging = True
        turn.selected = None
        return True
    if not scene.hud.over_panel(pos):
        _grab_board(turn, pos)
    return True


def _release(turn: TurnInput, pos: tuple[int, int], button: int) -> bool:
    if turn.dragging and button == 1:
        turn.dragging = False
        spot = turn.scene.camera.tile_at(pos)
        over_board = not turn.scene.hud.over_panel(pos)
        if not (over_board and spot in turn.tile_spots() and turn.place_tile_at(spot)):
            _tile_back_to_hand(turn, pos)
        return True
    pressed, turn.press = turn.press, None
    if pressed is None or button not in (1, 2):
        return False
    if not turn.panned and button == 1:
        _click(turn, pos)
    turn.panned = False
    return True


def _tile_back_to_hand(turn: TurnInput, point: tuple[int, int]) -> None:
    """A drop off any legal spot: the tile glides back to the hand panel."""
    scene = turn.scene
    if scene.state.tile is None:
        return
    size = max(scene.camera.tile_size, 64)
    picture = art.tile(scene.state.catalogue[scene.state.tile], turn.rotation, size)
    target = scene.hud.layout.hand_tile.center
    animator = scene.animator
    animator.running.append(Slide(animator.now, 0.2 / scene.speed, point, target, picture))


def _click(turn: TurnInput, pos: tuple[int, int]) -> None:
    """A click on the board (not a drag): choose what lies there in this step."""
    scene, step = turn.scene, turn.scene.step
    if step == "tile":
        _click_spot(turn, scene.camera.tile_at(pos))
    elif step in ("gold", "take_gold"):
        tile = scene.camera.tile_at(pos)
        match = [c for c in turn.choices() if c.pos == tile]
        if match:
            scene.play(match[0].move)
    elif step == "figure":
        _click_figure(turn, pos)
    elif step == "score":
        choice = turn.score_choice_at(scene.board.segment_under(scene.state, pos))
        if choice is not None:
            scene.play(choice.move)


def _click_spot(turn: TurnInput, pos: Pos) -> None:
    """First click on a spot previews the tile there; a second click places it."""
    choices = turn.choices()
    index = next((i for i, c in enumerate(choices) if c.pos == pos), None)
    if index is None:
        return
    if turn.selected is not None and turn.selected % len(choices) == index:
        turn.place_tile_at(pos)
    else:
        turn.selected = index


def _click_figure(turn: TurnInput, pos: tuple[int, int]) -> None:
    if turn.on_own_abbot(pos):
        turn.confirm = turn.return_abbot_move()
        return
    ref = turn.scene.board.segment_under(turn.scene.state, pos)
    move = turn.figure_move(ref) if ref is not None else None
    if move is not None:
        turn.scene.play(move)


def _press_confirm(turn: TurnInput, pos: tuple[int, int]) -> bool:
    """A click while "take the abbot back?" is asked: only its two buttons answer."""
    _card, yes, no = highlights.confirm_rects(turn.scene.app.size)
    if yes.collidepoint(pos):
        _answer(turn, True)
    elif no.collidepoint(pos):
        _answer(turn, False)
    return True


def _answer(turn: TurnInput, yes: bool) -> None:
    move, turn.confirm = turn.confirm, None
    if yes and move is not None:
        turn.scene.play(move)


def _key(turn: TurnInput, event: pygame.event.Event) -> bool:
    key, step = event.key, turn.scene.step
    if turn.confirm is not None:
        if key in YES_KEYS or key in NO_KEYS:
            _answer(turn, key in YES_KEYS)
        return True
    if key == pygame.K_ESCAPE and turn.dragging:
        turn.dragging = False
        _tile_back_to_hand(turn, turn.pointer)
        return True
    if key == pygame.K_TAB:
        _cycle(turn, -1 if event.mod & pygame.KMOD_SHIFT else 1)
        return True
    if key == pygame.K_r and step == "tile":
        turn.rotate(not event.mod & pygame.KMOD_SHIFT)
        return True
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        _confirm_selection(turn)
        return True
    if key == pygame.K_SPACE and step == "figure":
        _skip_figure(turn.scene)
        return True
    if key == pygame.K_b and step == "figure" and turn.abbot_possible():
        _toggle_abbot(turn)
        return True
    return False


def _skip_figure(scene: GameScene) -> None:
    if scene.step == "figure":
        scene.play(Skip())


def _toggle_abbot(turn: TurnInput) -> None:
    turn.abbot_mode = not turn.abbot_mode


def _cycle(turn: TurnInput, direction: int) -> None:
    """Tab / Shift+Tab: select the next or previous choice and bring it into view."""
    choices = turn.choices()
    if not choices:
        return
    if turn.selected is None:
        turn.selected = 0 if direction > 0 else len(choices) - 1
    else:
        turn.selected = (turn.selected + direction) % len(choices)
    turn.scene.show_tile(choices[turn.selected].pos)


def _confirm_selection(turn: TurnInput) -> None:
    """Enter: play the selected choice (or end the turn in the end-turn step)."""
    scene = turn.scene
    if scene.step in ("end_turn", "over"):
        scene.end_turn()
        return
    choice = turn.selection()
    if choice is None:
        return
    if isinstance(choice.move, PlaceTile):
        turn.place_tile_at(choice.pos)
    elif isinstance(choice.move, ReturnAbbot):
        turn.confirm = choice.move  # taking the abbot back is asked once more
    else:
        scene.play(choice.move)
