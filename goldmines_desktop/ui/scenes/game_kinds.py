"""The kinds of game the board in play shows, each deciding what differs for it.

A family game (new, continued or loaded) is autosaved and can be saved under a name; a game
from a board map has no record (no autosave, no saving, no log to replay); a lesson is a board
game taught step by step by its :class:`.LessonCoach` (its card over the board, its scripted
computer seat, Esc back to the lessons); in the demo computer players take every seat, nothing
is autosaved and the demo strip takes the input. :class:`.GameScene` asks its kind and never
which kind it has.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

import pygame

from ...engine import EndTurn, Event, GameState, Move, PlaceTile, Pos
from ...files import saves
from ...files.lessons import Lesson
from ...i18n import _
from ..board.board_finale import BoardFinale
from ..board.demo import Demo
from ..board.game_view import GameView
from ..board.lesson_view import draw_lesson, lesson_card
from ..board.turn_input import TurnInput
from ..hud.event_log import EventLog, replayed_log
from ..scene import Host
from ..settings import Settings
from ..table.lesson_coach import LessonCoach
from ..table.turn_controller import TurnController

SCRIPT_PAUSE = 0.9  # seconds between a lesson's scripted moves (at speed 1)


class Table(Protocol):
    """What a kind of game uses of the scene showing it."""

    app: Host
    turns: TurnController
    view: GameView
    input: TurnInput

    @property
    def state(self) -> GameState: ...

    def play(self, move: Move) -> bool: ...

    def end_turn(self) -> None: ...

    def fit_board(self, also: tuple[Pos, ...] = ()) -> None: ...

    def show_tile(self, pos: Pos) -> None: ...

    def saved(self, name: str) -> None: ...


class GameKind:
    """A family game: autosaved (a loaded one at once), saved under a name on Ctrl+S."""

    demo: Demo | None = None
    coach: LessonCoach | None = None
    # the last turn ends like every other (End turn, Undo until then) before the final scoring
    last_turn_ends_first = True

    def __init__(self, turn: Sequence[GameState] = (), autosave: Path | None = None) -> None:
        """``turn``: the positions before the decisions already made in this turn (Undo takes
        them back); ``autosave``: the game's autosave file (a continued game), else its first
        move makes one."""
        self.turn = tuple(turn)
        self.autosave = autosave
        self.writer: saves.Autosave | None = None  # the game's autosave, held for this window

    def controller(
        self, state: GameState, autosave_failed: Callable[[OSError], None]
    ) -> TurnController:
        self.writer = saves.Autosave(self.autosave)
        return TurnController(
            state, autosave=self.writer, on_autosave_failure=autosave_failed, turn=self.turn
        )

    def closed(self) -> None:
        """The game left the window: another window may open it now."""
        if self.writer is not None:
            self.writer.close()

    def opened(self, table: Table) -> None:
        """A loaded game becomes an unfinished one too; the camera shows where the play is
        (Home shows the whole board)."""
        if table.state.moves:
            table.turns.write_autosave()
        table.view.frame_opening(table.input)

    def replay_log(self, log: EventLog, state: GameState) -> None:
        """A game opened mid-way: what happened so far, rebuilt from its record."""
        log.entries = replayed_log(state)

    def speed(self, settings: Settings) -> float:
        """The pace of animations and computer players."""
        return settings.animation_speed

    def refused(self, table: Table, move: Move) -> bool:
        """Whether ``move`` (``EndTurn`` too) is turned down before it is played."""
        return False

    def played(self, move: Move, events: list[Event]) -> None:
        """A move was played with these events."""

    def game_over(self, finale: BoardFinale) -> BoardFinale | None:
        """The last tile is down: the board counts the final scoring up (None: it is not
        shown on the board)."""
        return finale

    def can_undo(self) -> bool:
        return True

    def undone(self) -> None:
        """The last decision was taken back."""

    def ended_turn(self) -> None:
        """A turn was handed over (or the game's last one ended)."""

    def finished(self, table: Table) -> None:
        """The game is over: its results (the board has shown the final scoring if it was
        played here, so the results need not count it again)."""
        shown = table.view.finale is not None
        events = () if shown else table.turns.final_events
        table.app.show("results", table.state, events, demo=None)

    def save_as(self, table: Table) -> None:
        """Ctrl+S: the pause menu's save dialog; a confirmation shows once it is saved."""
        table.app.open("save", table.state, table.saved)

    def show_spots(self, table: Table) -> None:
        """A new step for a player: what they decide (the spots the tile in hand fits, the
        step's choices, the new tile) comes into the free area, nearest the play first."""
        if not table.turns.computer_decides:
            table.view.frame_action(table.input)

    def follow(self, table: Table, pos: Pos) -> None:
        """Keep a computer player's new tile in view."""
        table.show_tile(pos)

    def handle(self, table: Table, event: pygame.event.Event) -> bool:
        """Input this kind takes before the board does (True: taken)."""
        return False

    def computer(self, table: Table, dt: float) -> bool:
        """Play a scripted move instead of the computer seats' own (True: done here)."""
        return False

    def draw(self, table: Table, surface: pygame.Surface) -> None:
        """Whatever this kind shows over the board."""


FamilyGame = GameKind


class BoardGame(GameKind):
    """A game from a board map: a record cannot hold a prepared board, so nothing is saved."""

    def controller(
        self, state: GameState, autosave_failed: Callable[[OSError], None]
    ) -> TurnController:
        return TurnController(state)

    def replay_log(self, log: EventLog, state: GameState) -> None:
        """A prepared board has no record to replay."""

    def save_as(self, table: Table) -> None:
        table.view.show_notice(_("A game from a board map cannot be saved"))


class DemoGame(GameKind):
    """Computer players in every seat; the demo strip takes the input; no autosave, so a
    family's paused game stays."""

    def __init__(self, demo: Demo) -> None:
        super().__init__()
        self.demo = demo

    def controller(
        self, state: GameState, autosave_failed: Callable[[OSError], None]
    ) -> TurnController:
        return TurnController(state, demo=True)

    def opened(self, table: Table) -> None:
        table.view.frame_opening(table.input)

    def speed(self, settings: Settings) -> float:
        assert self.demo is not None
        return self.demo.speed

    def finished(self, table: Table) -> None:
        """The board has counted the final scoring up (as in a family game), so the results
        show the totals it reached and name the winner, without counting it again."""
        assert self.demo is not None
        self.demo.game_finished()
        events = () if table.view.finale is not None else table.turns.final_events
        table.app.show("results", table.state, events, demo=self.demo)

    def show_spots(self, table: Table) -> None:
        """The demo keeps the whole board in view."""

    def follow(self, table: Table, pos: Pos) -> None:
        """The tile about to land comes into view, at the size a family game shows."""
        last = table.turns.last_tile
        table.view.keep_in_view((pos,), last.pos if last is not None else None)

    def handle(self, table: Table, event: pygame.event.Event) -> bool:
        assert self.demo is not None
        self.demo.handle(event)
        return True


class LessonGame(BoardGame):
    """A board game taught by its coach, who wants one move at a time."""

    last_turn_ends_first = False  # its card explains the final scoring as the last tile lands

    def __init__(self, lesson: Lesson) -> None:
        super().__init__()
        self.lesson = lesson
        self.card = pygame.Rect(0, 0, 0, 0)
        self._script_wait = 0.0
        self._aim_shift: tuple[int, int] | None = None  # a press on the arrow, moved to its cell

    def controller(
        self, state: GameState, autosave_failed: Callable[[OSError], None]
    ) -> TurnController:
        turns = TurnController(state)
        self.coach = LessonCoach(self.lesson, turns)
        return turns

    @property
    def teacher(self) -> LessonCoach:
        assert self.coach is not None
        return self.coach

    def opened(self, table: Table) -> None:
        """Show the lesson's board with room around it, above the lesson's card; its last
        turn ends with "Finish lesson", not the final scores a family game shows."""
        table.view.last_turn_words = (_("That was the lesson's last tile."), _("Finish lesson"))
        table.view.hints = False  # the lesson's card says what to do (H repeats its hint)
        table.view.fit_board(also=tuple(table.state.frontier))
        camera = table.view.camera
        camera.center = (camera.center[0], camera.center[1] + 0.35)
        camera.revision += 1

    def show_spots(self, table: Table) -> None:
        """A new step: what the lesson points at (the cell under its arrow) comes into the
        free area first, else what a family game shows."""
        cells = self._pointed_cells(table)
        if cells and not table.turns.computer_decides:
            table.view.keep_in_view(cells)
        else:
            super().show_spots(table)

    def refused(self, table: Table, move: Move) -> bool:
        """The lesson wants another move: say so gently (a computer seat's moves pass)."""
        if self.teacher.scripted() is not None:
            return False
        hint = self.teacher.refusal(move)
        if hint is not None:
            table.view.show_notice(hint, of_step=True)
            table.app.audio.play("click")
        return hint is not None

    def played(self, move: Move, events: list[Event]) -> None:
        self.teacher.played(move, events)

    def game_over(self, finale: BoardFinale) -> BoardFinale | None:
        """A lesson's last tile: its final scoring is shown only when it counts points (a
        lesson that scored nothing does not end on a "Final scoring" card at 0 to 0)."""
        return finale if finale.counts_points() else None

    def can_undo(self) -> bool:
        return not self.teacher.finished  # the lesson is done: its success stays

    def undone(self) -> None:
        self.teacher.undone()

    def ended_turn(self) -> None:
        self.teacher.ended_turn()

    def finished(self, table: Table) -> None:
        """The lesson's card says it is done; Enter goes back to the lessons."""

    def handle(self, table: Table, event: pygame.event.Event) -> bool:
        """Esc leaves the lesson; once it is done, Enter or a click on its card goes back."""
        done = self.teacher.finished
        keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        key = event.key if event.type == pygame.KEYDOWN else None
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if (
            key == pygame.K_ESCAPE
            or (done and key in keys)
            or (done and clicked and self.card.collidepoint(event.pos))
        ):
            self._leave(table.app)
            return True
        self._aim(table, event)
        return False

    def _aim(self, table: Table, event: pygame.event.Event) -> None:
        """A click on the arrow is a click on what it points at (the cell, or the segment of a
        figure step): the press, the pointer's moves while held and the release move there."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            aimed = self._aimed_point(table, event.pos)
            shift = None if aimed is None else (aimed[0] - event.pos[0], aimed[1] - event.pos[1])
            self._aim_shift = shift
        shift = self._aim_shift
        if shift is None:
            return
        event.pos = (event.pos[0] + shift[0], event.pos[1] + shift[1])
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._aim_shift = None

    def _aimed_point(self, table: Table, point: tuple[int, int]) -> tuple[int, int] | None:
        """Where a press on the arrow's cell goes (None: the point is not on the arrow)."""
        coach, view, state = self.teacher, table.view, table.state
        arrow, target = coach.arrow(), coach.target()
        if arrow is None or target is None or view.hud.over_panel(point):
            return None
        if view.camera.tile_at(point) != arrow[1] or arrow[1] in state.board:
            return None
        (x, y), location = target
        placed = state.board.get((x, y))
        index = placed.segment_index(location) if placed is not None and location else None
        if index is not None:
            return view.board.figure_point(state, (x, y, index))
        left, top, size, _ = view.camera.tile_rect((x, y))
        return (left + size // 2, top + size // 2)

    def _leave(self, app: Host) -> None:
        if self.teacher.finished:
            key = self.lesson.key
            if key not in app.settings.lessons_done:
                app.settings.lessons_done.append(key)
                with contextlib.suppress(OSError):
                    app.settings.save()
        app.show("lessons")

    def computer(self, table: Table, dt: float) -> bool:
        """The lesson's computer seat plays its scripted moves, one every little while (and,
        every frame, the lesson's card stays clear of what it points at)."""
        self._keep_target_clear(table)
        move = self.teacher.scripted()
        if move is None or table.view.animator.busy:
            self._script_wait = 0.0
            return True
        self._script_wait += dt * self.speed(table.app.settings)
        if self._script_wait < SCRIPT_PAUSE:
            return True
        self._script_wait = 0.0
        if isinstance(move, EndTurn):
            table.end_turn()
        else:
            if isinstance(move, PlaceTile):
                self.follow(table, (move.x, move.y))
            table.play(move)
        return True

    def draw(self, table: Table, surface: pygame.Surface) -> None:
        area = table.view.hud.free_area()
        now = table.view.animator.now
        avoid = self._pointed_at(table)
        self.card = draw_lesson(surface, self.teacher, table.view.camera, area, now, avoid)

    def _pointed_cells(self, table: Table) -> list[Pos]:
        """What the card must leave in sight: the target and its arrow's cell; once the
        lesson is done, the whole (small) board its last words are about."""
        coach = self.teacher
        if coach.finished:
            return sorted(table.state.board)
        return list(coach.arrow() or ())

    def _pointed_at(self, table: Table) -> list[pygame.Rect]:
        camera = table.view.camera
        return [pygame.Rect(camera.tile_rect(c)).inflate(8, 8) for c in self._pointed_cells(table)]

    def _keep_target_clear(self, table: Table) -> None:
        """Place the card away from what the lesson points at; what it points at stays in
        the part of the free area the card leaves (the camera moves it there when not)."""
        view = table.view
        avoid = self._pointed_at(table)
        card = lesson_card(view.hud.layout.size, self.teacher, view.hud.free_area(), avoid)
        view.covers = [card]
        if not table.turns.computer_decides or card.collidelist(avoid) != -1:
            view.keep_in_view(self._pointed_cells(table), whole=self.teacher.finished)
        if card.collidelist(avoid) != -1:
            view.camera.settle()  # the card is never over it, not even while the camera moves
