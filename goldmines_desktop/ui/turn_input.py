"""Turning mouse and keyboard input into the moves of a turn.

A turn is a row of steps (tile, gold, figure, score, take gold, end turn). For each step the
choices come straight from ``legal_moves``: the UI highlights them and plays the one picked, so
it can never disagree with the rules. Mouse: drag the tile from the hand and drop it on a spot,
click glowing tiles and segments. Keyboard: Tab / Shift+Tab cycle the choices, R rotates,
Enter confirms, Space skips the figure.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..engine import (
    Move,
    PlaceGold,
    PlaceMeeple,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
    legal_moves,
)
from ..engine.board import Pos

if TYPE_CHECKING:
    from .game_scene import GameScene

SegRef = tuple[int, int, int]
DRAG_THRESHOLD = 6
WATCH_BUTTONS = ("menu", "rules")  # what stays pressable while a computer player decides


@dataclass(frozen=True)
class Choice:
    """One legal move of the step, with the tile (and segment) it is shown on."""

    move: Move
    pos: Pos
    ref: SegRef | None = None


class TurnInput:
    """The pointer, the tile in hand and the current keyboard selection."""

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.pointer: tuple[int, int] = (-1, -1)
        self.rotation = 0
        self.dragging = False
        self.press: tuple[str, tuple[int, int]] | None = None  # what was pressed, and where
        self.panned = False
        self.selected: int | None = None
        self.abbot_mode = False
        self.confirm: ReturnAbbot | None = None
        self._moves_key: tuple[object, bool] = (None, False)
        self._moves: list[Move] = []
        self._spots: dict[Pos, tuple[int, ...]] = {}
        self._choices: list[Choice] = []

    def reset(self) -> None:
        """A new step: forget the selection (the hand keeps its rotation within a turn)."""
        self.selected = None
        self.dragging = False
        self.abbot_mode = False
        self.confirm = None
        self.press = None

    # --- the choices of the step ------------------------------------------------------------

    def moves(self) -> list[Move]:
        """``legal_moves`` of the current state (computed once per state)."""
        state = self.scene.state
        done = self.scene.turn_done
        if self._moves_key[0] is not state or self._moves_key[1] != done:
            self._moves = [] if done or state.finished else legal_moves(state)
            self._moves_key = (state, done)
            self._spots = self._find_spots()
            self._choices = self._find_choices()
        return self._moves

    def tile_spots(self) -> dict[Pos, tuple[int, ...]]:
        """Every spot the tile in hand fits, with the rotations that fit there."""
        self.moves()
        return self._spots

    def _find_spots(self) -> dict[Pos, tuple[int, ...]]:
        spots: dict[Pos, list[int]] = {}
        for move in self._moves:
            if isinstance(move, PlaceTile):
                spots.setdefault((move.x, move.y), []).append(move.rotation)
        return {pos: tuple(sorted(r)) for pos, r in spots.items()}

    def choices(self) -> list[Choice]:
        """What Tab cycles through in this step, in a stable order."""
        self.moves()
        return self._choices

    def _find_choices(self) -> list[Choice]:
        state = self.scene.state
        found: list[Choice] = []
        for move in self._moves:
            match move:
                case PlaceTile(x, y, _):
                    if not any(c.pos == (x, y) for c in found):
                        found.append(Choice(move, (x, y)))
                case PlaceGold(x, y) | TakeGold(x, y):
                    found.append(Choice(move, (x, y)))
                case ReturnAbbot(x, y):
                    ref = state.abbots[state.active]
                    found.append(Choice(move, (x, y), ref))
                case PlaceMeeple(_, location):
                    assert state.last is not None
                    index = state.board[state.last].segment_index(location)
                    found.append(Choice(move, state.last, (*state.last, index or 0)))
                case ScoreFeature(x, y, location):
                    index = state.board[(x, y)].segment_index(location)
                    found.append(Choice(move, (x, y), (x, y, index or 0)))
        if found and isinstance(found[0].move, PlaceTile):
            found.sort(key=lambda c: (c.pos[1], c.pos[0]))
        return found

    def selection(self) -> Choice | None:
        choices = self.choices()
        if self.selected is None or not choices:
            return None
        return choices[self.selected % len(choices)]

    # --- the tile in hand -------------------------------------------------------------------

    def fit_rotation(self, pos: Pos) -> int | None:
        """The rotation the tile shows at ``pos``: the hand's if it fits, else the next one
        clockwise that does (None if it fits nowhere there)."""
        fits = self.tile_spots().get(pos)
        if not fits:
            return None
        for step in range(4):
            rotation = (self.rotation + 90 * step) % 360
            if rotation in fits:
                return rotation
        return None

    def target_spot(self) -> Pos | None:
        """The spot the tile previews on: under the dragged tile, else the selected spot."""
        if self.dragging:
            pos = self.scene.camera.tile_at(self.pointer)
            if pos in self.tile_spots() and not self.scene.hud.over_panel(self.pointer):
                return pos
            return None
        choice = self.selection()
        return choice.pos if choice is not None and self.scene.step == "tile" else None

    def rotate(self, clockwise: bool = True) -> None:
        """R, right click or the wheel: over a spot only through the rotations that fit."""
        step = 90 if clockwise else 270
        spot = self.target_spot()
        if spot is None:
            self.rotation = (self.rotation + step) % 360
        else:
            fits = self.tile_spots()[spot]
            current = self.fit_rotation(spot) or 0
            order = [(current + step * k) % 360 for k in range(1, 5)]
            self.rotation = next(r for r in order if r in fits)
        self.scene.app.audio.play("click")

    def place_tile_at(self, pos: Pos) -> bool:
        rotation = self.fit_rotation(pos)
        if rotation is None:
            return False
        self.rotation = rotation
        self.scene.play(PlaceTile(pos[0], pos[1], rotation))
        return True

    # --- figures ----------------------------------------------------------------------------

    def figure_move(self, ref: SegRef) -> PlaceMeeple | None:
        """The figure a click on segment ``ref`` of the new tile would place (meeple, or the
        abbot when chosen or when only the abbot may go there)."""
        state = self.scene.state
        if state.last is None or (ref[0], ref[1]) != state.last:
            return None
        name = state.board[state.last].segments[ref[2]].name
        legal = self.moves()
        meeple, abbot = PlaceMeeple("meeple", name), PlaceMeeple("abbot", name)
        if self.abbot_mode and abbot in legal:
            return abbot
        if meeple in legal:
            return meeple
        return abbot if abbot in legal else None

    def abbot_possible(self) -> bool:
        return any(isinstance(m, PlaceMeeple) and m.figure == "abbot" for m in self.moves())

    def return_abbot_move(self) -> ReturnAbbot | None:
        return next((m for m in self.moves() if isinstance(m, ReturnAbbot)), None)

    def on_own_abbot(self, point: tuple[int, int]) -> bool:
        """Whether ``point`` is on the acting player's abbot standing on the board."""
        state = self.scene.state
        ref = state.abbots[state.active]
        if ref is None or self.return_abbot_move() is None:
            return False
        x, y = self.scene.board.figure_point(state, ref)
        reach = self.scene.board.figure_size() * 0.7
        return (point[0] - x) ** 2 + (point[1] - y) ** 2 <= reach * reach

    def hovered_ref(self) -> SegRef | None:
        if self.scene.hud.over_panel(self.pointer):
            return None
        return self.scene.board.segment_under(self.scene.state, self.pointer)

    def score_choice_at(self, ref: SegRef | None) -> Choice | None:
        """The feature to score whose segments include ``ref``."""
        if ref is None:
            return None
        state = self.scene.state
        wanted = state.seg_feature.get(ref)
        for choice in self.choices():
            if choice.ref is not None and state.seg_feature.get(choice.ref) == wanted:
                return choice
        return None

    # --- events -----------------------------------------------------------------------------

    @property
    def locked(self) -> bool:
        """A computer player is deciding: the board still pans and zooms, nothing else."""
        return self.scene.computer.level(self.scene.acting) is not None

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
            return self._release(event.pos, event.button)
        if event.type == pygame.MOUSEWHEEL and self.dragging:
            self.rotate(event.y < 0)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _watch(self, event: pygame.event.Event) -> bool:
        """While a computer plays: drag the board to look around; clicks and keys do nothing."""
        self.dragging, self.confirm = False, None
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2):
            self.pointer = event.pos
            name = self.scene.hud.button_at(event.pos)
            if name in WATCH_BUTTONS:
                self.scene.press_button(name)
            elif not self.scene.hud.over_panel(event.pos):
                self.press, self.panned = ("board", event.pos), False
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self.pointer, self.press, self.panned = event.pos, None, False
            return True
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        last = self.pointer
        self.pointer = pos
        if self.press is None or self.press[0] != "board":
            return self.dragging
        start = self.press[1]
        if not self.panned and max(abs(pos[0] - start[0]), abs(pos[1] - start[1])) > DRAG_THRESHOLD:
            self.panned = True
            last = start
        if self.panned:
            self.scene.camera.pan(pos[0] - last[0], pos[1] - last[1])
        return True

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        scene = self.scene
        if self.confirm is not None:
            return self._press_confirm(pos)
        if button == 3 and (self.dragging or scene.step == "tile"):
            self.rotate()
            return True
        if button == 2:
            self.press, self.panned = ("board", pos), True
            return True
        if button != 1:
            return False
        name = scene.hud.button_at(pos)
        if name is not None:
            scene.press_button(name)
            return True
        if scene.step == "tile" and scene.hud.layout.hand_tile.collidepoint(pos):
            self.dragging = True
            self.selected = None
            return True
        if scene.hud.over_panel(pos):
            return True
        self.press, self.panned = ("board", pos), False
        return True

    def _release(self, pos: tuple[int, int], button: int) -> bool:
        if self.dragging and button == 1:
            self.dragging = False
            spot = self.scene.camera.tile_at(pos)
            over_board = not self.scene.hud.over_panel(pos)
            if not (over_board and spot in self.tile_spots() and self.place_tile_at(spot)):
                self.scene.tile_back_to_hand(pos, self.rotation)
            return True
        pressed, self.press = self.press, None
        if pressed is None or button not in (1, 2):
            return False
        if not self.panned and button == 1:
            self.click(pos)
        self.panned = False
        return True

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the board (not a drag): choose what lies there in this step."""
        scene, step = self.scene, self.scene.step
        if step == "tile":
            self._click_spot(scene.camera.tile_at(pos))
        elif step in ("gold", "take_gold"):
            tile = scene.camera.tile_at(pos)
            match = [c for c in self.choices() if c.pos == tile]
            if match:
                scene.play(match[0].move)
        elif step == "figure":
            self._click_figure(pos)
        elif step == "score":
            choice = self.score_choice_at(scene.board.segment_under(scene.state, pos))
            if choice is not None:
                scene.play(choice.move)

    def _click_spot(self, pos: Pos) -> None:
        """First click on a spot previews the tile there; a second click places it."""
        choices = self.choices()
        index = next((i for i, c in enumerate(choices) if c.pos == pos), None)
        if index is None:
            return
        if self.selected is not None and self.selected % len(choices) == index:
            self.place_tile_at(pos)
        else:
            self.selected = index

    def _click_figure(self, pos: tuple[int, int]) -> None:
        if self.on_own_abbot(pos):
            self.confirm = self.return_abbot_move()
            return
        ref = self.scene.board.segment_under(self.scene.state, pos)
        move = self.figure_move(ref) if ref is not None else None
        if move is not None:
            self.scene.play(move)

    def _press_confirm(self, pos: tuple[int, int]) -> bool:
        answer = self.scene.confirm_button_at(pos)
        if answer == "yes" and self.confirm is not None:
            move, self.confirm = self.confirm, None
            self.scene.play(move)
        elif answer == "no":
            self.confirm = None
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        key, step = event.key, self.scene.step
        if self.confirm is not None:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                move, self.confirm = self.confirm, None
                self.scene.play(move)
            elif key in (pygame.K_ESCAPE, pygame.K_n, pygame.K_BACKSPACE):
                self.confirm = None
            return True
        if key == pygame.K_ESCAPE and self.dragging:
            self.dragging = False
            self.scene.tile_back_to_hand(self.pointer, self.rotation)
            return True
        if key == pygame.K_TAB:
            self.cycle(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key == pygame.K_r and step == "tile":
            self.rotate(not event.mod & pygame.KMOD_SHIFT)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm_selection()
            return True
        if key == pygame.K_SPACE and step == "figure":
            self.scene.play(Skip())
            return True
        if key == pygame.K_b and step == "figure" and self.abbot_possible():
            self.abbot_mode = not self.abbot_mode
            return True
        return False

    def cycle(self, direction: int) -> None:
        """Tab / Shift+Tab: select the next or previous choice and bring it into view."""
        choices = self.choices()
        if not choices:
            return
        if self.selected is None:
            self.selected = 0 if direction > 0 else len(choices) - 1
        else:
            self.selected = (self.selected + direction) % len(choices)
        self.scene.show_tile(choices[self.selected].pos)

    def confirm_selection(self) -> None:
        """Enter: play the selected choice (or end the turn in the end-turn step)."""
        scene = self.scene
        if scene.step in ("end_turn", "over"):
            scene.end_turn()
            return
        choice = self.selection()
        if choice is None:
            return
        if isinstance(choice.move, PlaceTile):
            self.place_tile_at(choice.pos)
        elif isinstance(choice.move, ReturnAbbot):
            self.confirm = choice.move  # taking the abbot back is asked once more
        else:
            scene.play(choice.move)
