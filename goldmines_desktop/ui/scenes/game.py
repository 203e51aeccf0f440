"""The board in play: the scene that shows a game and turns the players' input into moves.

What a turn does (the state, undo, whose decision it is, computer seats, the autosave) is the
:class:`.TurnController`'s; this scene draws it through a :class:`.GameView` and translates
mouse and keyboard into its calls (:class:`.TurnInput`). The events of every move drive the
animations, the sounds and the log. What differs between a family game, a board map's game, a
lesson and the demo is the game's kind (:mod:`.game_kinds`); the factories at the end are the
app's screens "game", "board_game", "lesson" and "demo".
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Sequence
from pathlib import Path

import pygame

from ...engine import END_TURN, EndTurn, Event, GameState, Move, PlaceTile, Pos
from ...files import saves
from ...i18n import _
from ..audio import turn_sound
from ..board.animations import Slide
from ..board.board_finale import BoardFinale
from ..board.camera_keys import CameraKeys
from ..board.demo import Demo
from ..board.finale_guard import SkipGuard
from ..board.finale_play import advance_finale
from ..board.game_view import GameView
from ..board.hint_notice import give_hint
from ..board.recap_view import recap_clicked
from ..board.turn_actions import BOARD_ACTIONS, board_action, keep_focus
from ..board.turn_input import TurnInput
from ..hud.hud import HudView
from ..hud.log_words import greeting
from ..hud.scoring_steps import step_sound
from ..input.actions import ACTION
from ..scene import Host, Scene
from ..widgets import art
from .game_keys import scene_key
from .game_kinds import BoardGame, DemoGame, FamilyGame, GameKind, LessonGame
from .game_parts import GameParts


class GameScene(GameParts, Scene):
    """Whole turns by mouse, keyboard or game controller, with the board, panels, log and
    animations."""

    reads_actions = BOARD_ACTIONS  # a controller's directions, panning, B and RB

    def __init__(self, app: Host, state: GameState, kind: GameKind | None = None) -> None:
        """``kind``: a family game (the default), a board map's game, a lesson or the demo."""
        super().__init__(app)
        self.kind = kind if kind is not None else FamilyGame()
        self.turns = self.kind.controller(state, self._autosave_failed)
        self.demo = self.kind.demo
        self.coach = self.kind.coach
        self.view = GameView(self.turns, app.size, self.demo, app.settings.ui_scale)
        self.view.help_of = app.settings.help_for  # each player's own help, by name
        self.input = TurnInput(self.turns, self.view.board, self.view.hud, self)
        self.camera_keys = CameraKeys(self.view.camera)
        self.skip_guard = SkipGuard()
        self._cursor = pygame.SYSTEM_CURSOR_ARROW
        self._greet()
        self.kind.opened(self)
        self._show_spots()
        self.turns.freeze_memory()
        self._arrange()

    @property
    def speed(self) -> float:
        """The pace of animations and computer players: the demo's speed or the setting."""
        return self.kind.speed(self.app.settings)

    def hud_view(self) -> HudView:
        """What the panels show this frame."""
        return self.view.hud_view(self.input)

    def _greet(self) -> None:
        """The log's first line: who starts; for a game opened mid-way (Continue, Load) what
        happened so far, rebuilt from its record, and then that it goes on."""
        state = self.state
        log = self.view.log
        if not state.moves:
            name = state.players[state.active].name
            log.note(lambda: greeting(name), state.active, 0)
            return
        self.kind.replay_log(log, state)
        log.note(lambda: _("Welcome back!"), None, len(state.moves))

    # --- what the input asks for (TurnCommands) ----------------------------------------------

    def play(self, move: Move) -> bool:
        """Play a move from ``legal_moves``: animate, log and sound what happened."""
        if self.kind.refused(self, move):
            return False
        before = self.state
        played = self.turns.play(move)
        if played is None:
            return False
        self.kind.played(move, played.events + self.turns.final_events)
        moves = len(self.state.moves)
        view = self.view
        view.log.add(played.events, self.state)
        if played.game_over:  # counted up on the board once the last turn is ended
            view.log.note(lambda: _("The last tile is down!"), None, moves)
            view.finale_due = self.kind.game_over(BoardFinale(self.state, self.turns.final_events))
            if not self.kind.last_turn_ends_first:
                self._start_finale()
        view.animator.add_events(played.events, before, view, self.speed)
        self._sounds(played.events)
        self.input.reset()
        self._show_spots()
        self._arrange()
        return True

    def _sounds(self, events: list[Event]) -> None:
        """One sound per kind of event (none for the game's end: the results screen has its
        own)."""
        played: set[str] = set()
        for event in events:
            name = type(event).__name__
            if name not in played and name != "GameOver":
                played.add(name)
                self.app.audio.play_event(name, getattr(event, "points", 0))

    def undo(self) -> None:
        """Ctrl+Z: take back the last decision of this turn (the drawn tile stays drawn)."""
        if not self.kind.can_undo() or not self.turns.undo():
            return
        self.kind.undone()
        self.view.log.undo_to(len(self.state.moves))
        self.view.finale = self.view.finale_due = None
        self.view.animator.clear()
        self.input.reset()
        self.app.audio.play("click")
        self._arrange()

    def end_turn(self) -> None:
        """Enter / End turn: hand over to the next player (or show the results at the end)."""
        if not self.turns.turn_done:
            return
        if self.kind.refused(self, END_TURN):
            return
        if self.view.finale_due is not None:  # the last turn: now the final scoring
            self._start_finale()
            return
        more = self.turns.end_turn()
        self.kind.ended_turn()
        if not more:
            self.kind.finished(self)
            return
        self.view.log.add(self.turns.turn_events, self.state)  # a tile that fits nowhere
        self.input.reset()
        self.input.rotation = 0
        self._show_spots()
        self.view.turn_banner = 1.0
        self.app.audio.play(turn_sound(type(e).__name__ for e in self.turns.turn_events))
        self._arrange()

    def _start_finale(self) -> None:
        """The final scoring begins on the board; the key that began it skips nothing."""
        self.view.finale, self.view.finale_due = self.view.finale_due, None
        self.skip_guard.arm()
        self._arrange()

    def skip_finale(self) -> None:
        """Space, Enter or the button: every step of the final scoring on the board at once."""
        finale = self.view.finale
        if finale is None or finale.done:
            return
        finale.finish()
        self.view.animator.clear()

    def _finale(self, dt: float) -> None:
        """The next step of the final scoring on the board, once it is due, with its sound."""
        step = advance_finale(self.view, self.state, dt, self.speed)
        sound = step_sound(step) if step is not None else None
        if sound is not None:
            self.app.audio.play(sound)

    def pause(self) -> None:
        self.app.open("pause", self.state)

    def rules(self) -> None:
        self.app.open("rules", self.state.options)

    def save_as(self) -> None:
        """Ctrl+S: the pause menu's save dialog; a confirmation shows once it is saved."""
        self.kind.save_as(self)

    def saved(self, name: str) -> None:
        self.view.show_notice(_("Saved as “{name}”").format(name=name))

    def _autosave_failed(self, err: OSError) -> None:
        """Said once, when the autosave starts failing (the pause menu says it too)."""
        problem = saves.autosave_problem() or str(err)
        self.view.show_notice(
            _("The game could not be saved automatically: {problem}").format(problem=problem)
        )

    def tiles_left(self) -> None:
        """T: the sheet of tile kinds still in the bag."""
        self.app.open("tiles_left", self.state)

    def show_hint(self) -> bool:
        """H or the Hint button (see :mod:`.hint_notice`)."""
        return give_hint(self.view, self.input, self.coach)

    def rotated(self) -> None:
        self.app.audio.play("click")

    def tile_back_to_hand(self, point: tuple[int, int], why: str | None = None) -> None:
        """A drop off any legal spot: the tile glides back to the hand panel (with the
        engine's reason when it was dropped on a spot it does not fit)."""
        state = self.state
        if state.tile is None:
            return
        if why is not None:
            self.view.show_notice(why, 4.0, of_step=True)
            self.app.audio.play("click")
        size = max(self.view.camera.tile_size, 64)
        picture = art.tile(state.catalogue[state.tile], self.input.rotation, size)
        target = self.view.hud.layout.hand_tile.center
        animator = self.view.animator
        animator.running.append(Slide(animator.now, 0.2 / self.speed, point, target, picture))

    # --- the camera -------------------------------------------------------------------------

    def fit_board(self, also: tuple[Pos, ...] = ()) -> None:
        """Home: show every placed tile (and ``also`` these positions, and the spots the tile
        in hand fits) in the area the panels leave free."""
        spots = tuple(self.input.tile_spots()) if self.input.row.holds_tile else ()
        self.view.fit_board((*also, *spots))

    def _show_spots(self) -> None:
        """A new tile in a player's hand: every spot it fits comes into the free area."""
        self.kind.show_spots(self)

    def follow(self, pos: Pos) -> None:
        """Keep a computer player's new tile in view (the demo keeps the whole board in view)."""
        self.kind.follow(self, pos)

    def show_tile(self, pos: Pos) -> None:
        self.view.show_tile(pos)

    # --- Scene ------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self.view.resize(size, self.app.settings.ui_scale, self.input)
        self._arrange()

    def left(self) -> None:
        """The scene is gone for good: stop any computer player thinking, and let the
        collector see (and free) everything frozen while it ran; the game is let go for other
        windows."""
        self.turns.close()
        self.kind.closed()
        gc.unfreeze()
        gc.collect()

    def entered(self) -> None:
        self.turns.computer.warm_up()
        self.camera_keys.release_all()
        self.skip_guard.release_all()
        self.input.dragging = False
        self.input.press = None

    def handle(self, event: pygame.event.Event) -> None:
        if self.kind.handle(self, event) or recap_clicked(self.turns, self.view, event):
            return
        self.skip_guard.seen(event)
        if event.type == ACTION:  # the camera's (pan, pinch, zoom), else the turn's
            if not self.camera_keys.action(event):
                board_action(self, event)
        elif event.type == pygame.KEYDOWN and scene_key(self, event):
            pass
        elif event.type == pygame.KEYUP:
            self.camera_keys.key_up(event.key)
        elif not self.input.handle(event) and event.type == pygame.MOUSEWHEEL:
            self.camera_keys.wheel(self.input.pointer, event.y > 0)
        self._arrange()

    def settled(self) -> str | None:
        """The turn and the step once no animation, banner or final-scoring step is running."""
        view, finale = self.view, self.view.finale
        if view.animator.busy or view.turn_banner > 0 or (finale is not None and not finale.done):
            return None
        return f"turn {self.state.turn} {self.turns.step}"

    def update(self, dt: float) -> None:
        self.view.update(dt)
        self.skip_guard.update(dt)
        self.input.wait(dt)
        self._finale(dt)
        self.camera_keys.update(dt)
        self._computer(dt)
        keep_focus(self.input)
        self._arrange()
        self._set_cursor()

    def _computer(self, dt: float) -> None:
        """Play the computer seat's decision once it is due."""
        if self.kind.computer(self, dt):
            return
        finale = self.view.finale
        busy = (
            self.view.animator.busy
            or self.input.confirm is not None
            or (finale is not None and not finale.done)
        )
        decision = self.turns.computer_decision(dt * self.speed, busy=busy)
        if isinstance(decision, EndTurn):
            self.end_turn()
        elif decision is not None:
            if isinstance(decision, PlaceTile):
                self.follow((decision.x, decision.y))
            self.play(decision)

    def _arrange(self) -> None:
        """Lay the panels' click areas out for the step the game is in now."""
        self.view.hud.arrange(self.hud_view())

    def _set_cursor(self) -> None:
        wanted = self.view.pointer_cursor(self.input)
        if wanted != self._cursor:
            self._cursor = wanted
            with contextlib.suppress(pygame.error):
                pygame.mouse.set_cursor(wanted)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.input)
        self.kind.draw(self, surface)


# --- the app's screens of a game ------------------------------------------------------------


def family_game(
    app: Host, state: GameState, turn: Sequence[GameState] = (), autosave: Path | None = None
) -> GameScene:
    """Screen "game": a new, continued or loaded game (see :class:`.GameKind`)."""
    return GameScene(app, state, FamilyGame(turn, autosave))


def board_game(app: Host, state: GameState) -> GameScene:
    """Screen "board_game": a game started from a board map."""
    return GameScene(app, state, BoardGame())


def lesson_game(app: Host, path: str) -> GameScene:
    """Screen "lesson": the board in play for the lesson map at ``path``, with its coach."""
    from ...files.lessons import load_lesson

    lesson = load_lesson(path, app.catalogue)
    return GameScene(app, lesson.board.start(app.catalogue, seed=0), LessonGame(lesson))


def demo_game(app: Host, speed: str | None = None) -> GameScene:
    """Screen "demo": the next demo game; the demo (its counter and speed) lives as long as
    the app."""
    if app.demo is None:
        app.demo = Demo(app)
    if speed is not None:
        app.demo.set_speed_label(speed)
    return GameScene(app, app.demo.new_state(), DemoGame(app.demo))
