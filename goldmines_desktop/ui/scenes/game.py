"""The board in play: the scene that shows a game and turns the players' input into moves.

What a turn does (the state, undo, whose decision it is, computer seats, the autosave) is the
:class:`.TurnController`'s; this scene draws it through a :class:`.GameView` and translates
mouse and keyboard into its calls (:mod:`.turn_controls`). The events of every move drive the
animations, the sounds and the log. In the demo computer players take every seat, nothing is
autosaved and the demo strip takes the input. Ctrl+S saves the game under a name as well.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Sequence
from pathlib import Path

import pygame

from ...engine import Event, GameState, Move, PlaceTile
from ...engine.board import Pos
from ...files import saves
from ...files.lessons import Lesson
from ..board.animations import Animator, PointsRise, Slide
from ..board.board_finale import ARRIVE, STEP_SECONDS, BoardFinale
from ..board.board_view import BoardView
from ..board.camera import Camera
from ..board.camera_keys import CameraKeys
from ..board.demo import Demo
from ..board.game_view import GameView
from ..board.lesson_view import draw_lesson
from ..board.turn_controls import TurnControls
from ..board.turn_input import TurnInput
from ..hud.event_log import EventLog, replayed_log
from ..hud.hud import Hud, HudView
from ..hud.scoring_steps import ScoringStep, step_sound
from ..scene import Host, Scene
from ..table.computer import END_TURN, ComputerTurns, hint_move
from ..table.lesson_coach import LessonCoach
from ..table.turn_controller import TurnController, TurnStep
from ..widgets import art

SCRIPT_PAUSE = 0.9  # seconds between a lesson's scripted moves (at speed 1)


class GameScene(Scene):
    """Whole turns by mouse or keyboard, with the board, panels, log and animations."""

    def __init__(
        self,
        app: Host,
        state: GameState,
        *,
        demo: Demo | None = None,
        lesson: Lesson | None = None,
        prepared: bool = False,
        turn: Sequence[GameState] = (),
        autosave: Path | None = None,
    ) -> None:
        """``lesson``: teach it on this game; ``prepared``: a game from a board map (neither
        is autosaved: a record cannot hold a prepared board); ``turn``: the positions before
        the decisions already made in this turn (Undo takes them back); ``autosave``: the
        game's autosave file (a continued game), else its first move makes one."""
        super().__init__(app)
        self.prepared = prepared or lesson is not None
        if self.prepared:
            self.turns = TurnController(state)
        elif demo is None:
            self.turns = TurnController(
                state,
                autosave=saves.Autosave(autosave),
                on_autosave_failure=self._autosave_failed,
                turn=turn,
            )
        else:  # the demo never writes the autosave: a paused family game stays
            self.turns = TurnController(state, demo=True)
        self.demo = demo
        self.view = GameView(self.turns, app.size, demo, app.settings.ui_scale)
        self.input = TurnInput(self.turns, self.view.board, self.view.hud)
        self.controls = TurnControls(self.input, self)
        self.camera_keys = CameraKeys(self.view.camera)
        self.coach = None if lesson is None else LessonCoach(lesson, self.turns)
        self.lesson_card = pygame.Rect(0, 0, 0, 0)
        self._script_wait = 0.0
        self._cursor = pygame.SYSTEM_CURSOR_ARROW
        if demo is None and state.moves:  # a loaded game becomes an unfinished one too
            self.turns.write_autosave()
        self._greet()
        if self.coach is not None:
            self._fit_lesson()
        elif len(state.board) > 1:
            self.fit_board()
        self._show_spots()
        self.turns.freeze_memory()
        self._arrange()

    # --- the parts, by name (tests and the demo look at them) -------------------------------

    @property
    def state(self) -> GameState:
        return self.turns.state

    @property
    def step(self) -> TurnStep:
        return self.turns.step

    @property
    def acting(self) -> int:
        return self.turns.acting

    @property
    def turn_done(self) -> bool:
        return self.turns.turn_done

    @property
    def final_events(self) -> list[Event]:
        return self.turns.final_events

    @property
    def computer(self) -> ComputerTurns:
        return self.turns.computer

    @property
    def camera(self) -> Camera:
        return self.view.camera

    @property
    def board(self) -> BoardView:
        return self.view.board

    @property
    def hud(self) -> Hud:
        return self.view.hud

    @property
    def animator(self) -> Animator:
        return self.view.animator

    @property
    def log(self) -> EventLog:
        return self.view.log

    @property
    def turn_banner(self) -> float:
        return self.view.turn_banner

    @property
    def notice(self) -> str | None:
        """The last short confirmation shown over the board."""
        return self.view.notice

    @property
    def notice_left(self) -> float:
        """Seconds until the notice has faded."""
        return self.view.notice_left

    @property
    def speed(self) -> float:
        """The pace of animations and computer players: the demo's speed or the setting."""
        return self.demo.speed if self.demo is not None else self.app.settings.animation_speed

    def hud_view(self) -> HudView:
        """What the panels show this frame."""
        return self.view.hud_view(self.input)

    def _greet(self) -> None:
        """The log's first line: who starts; for a game opened mid-way (Continue, Load) what
        happened so far, rebuilt from its record, and then that it goes on."""
        state = self.state
        log = self.view.log
        if not state.moves:
            first = state.players[state.active].name
            starts = "start" if first == "You" else "starts"  # a lesson's player is "You"
            log.note(f"{first} {starts}: have fun!", state.active, 0)
            return
        if not self.prepared:  # a prepared board has no record to replay
            log.entries = replayed_log(state)
        log.note("Welcome back!", None, len(state.moves))

    # --- what the controls ask for (TurnCommands) -------------------------------------------

    def play(self, move: Move) -> bool:
        """Play a move from ``legal_moves``: animate, log and sound what happened."""
        if self.coach is not None and self._refused(move):
            return False
        before = self.state
        played = self.turns.play(move)
        if played is None:
            return False
        if self.coach is not None:
            self.coach.played(move, played.events + self.turns.final_events)
        moves = len(self.state.moves)
        view = self.view
        view.log.add(played.events, self.state)
        if played.game_over:
            view.log.note("The last tile is down!", None, moves)
            view.finale = BoardFinale(self.state, self.turns.final_events)
            if self.demo is not None:  # the demo's results screen counts it up instead
                view.finale.finish()
        view.animator.add_events(played.events, before, view, self.speed)
        self._sounds(played.events)
        self.input.reset()
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
        if self.coach is not None and self.coach.finished:
            return  # the lesson is done: its success stays
        if not self.turns.undo():
            return
        if self.coach is not None:
            self.coach.undone()
        self.view.log.undo_to(len(self.state.moves))
        self.view.finale = None
        self.view.animator.clear()
        self.input.reset()
        self.app.audio.play("click")
        self._arrange()

    def end_turn(self) -> None:
        """Enter / End turn: hand over to the next player (or show the results at the end)."""
        if not self.turns.turn_done:
            return
        if self.coach is not None and self._refused("end_turn"):
            return
        if not self.turns.end_turn():
            if self.coach is not None:
                self.coach.ended_turn()
                return
            self._show_results()
            return
        if self.coach is not None:
            self.coach.ended_turn()
        self.input.reset()
        self.input.rotation = 0
        self._show_spots()
        self.view.turn_banner = 1.0
        self.app.audio.play("turn")
        self._arrange()

    def _show_results(self) -> None:
        if self.demo is not None:
            self.demo.game_finished()
        # the board has shown the final scoring: the results screen need not count it again
        shown = self.view.finale is not None and self.demo is None
        events = () if shown else self.turns.final_events
        self.app.show("results", self.state, events, demo=self.demo)

    def skip_finale(self) -> None:
        """Space, Enter or the button: every step of the final scoring on the board at once."""
        finale = self.view.finale
        if finale is None or finale.done:
            return
        finale.finish()
        self.view.animator.clear()

    def _finale(self, dt: float) -> None:
        """The next step of the final scoring on the board, once it is due."""
        finale, view = self.view.finale, self.view
        if finale is None or finale.done:
            return
        step = finale.update(dt, self.speed, busy=view.animator.busy)
        if step is None:
            return
        if step.feature is not None:
            view.keep_in_view(self.state.features[step.feature].tiles)
        view.animator.add_events(list(step.figures), self.state, view, self.speed)
        for player, points in step.gains:
            if points:
                view.animator.running.append(self._points_rise(step, player, points))
        sound = step_sound(step)
        if sound is not None:
            self.app.audio.play(sound)

    def _points_rise(self, step: ScoringStep, player: int, points: int) -> PointsRise:
        """``+N`` rising from the feature (or the step's card) to the player's panel."""
        view, ref = self.view, step.ref

        def origin() -> tuple[float, float]:
            if ref is not None:
                x, y = view.board.figure_point(self.state, ref)
                return (float(x), float(y))
            left, top, width, _ = view.free_rect()
            return (left + width / 2, top + 30)  # the step's card at the top of the board

        colour = self.state.players[player].color
        duration = STEP_SECONDS * ARRIVE * 1.5 / max(self.speed, 0.1)
        now = view.animator.now
        return PointsRise(now, duration, origin, player, points, colour)

    def pause(self) -> None:
        self.app.open("pause", self.state)

    def rules(self) -> None:
        self.app.open("rules")

    def save_as(self) -> None:
        """Ctrl+S: the pause menu's save dialog; a confirmation shows once it is saved."""
        if self.prepared:
            self.view.show_notice("A game from a board map cannot be saved")
            return
        self.app.open("save", self.state, self._saved)

    def _saved(self, name: str) -> None:
        self.view.show_notice(f"Saved as “{name}”")

    def _autosave_failed(self, err: OSError) -> None:
        """Said once, when the autosave starts failing (the pause menu says it too)."""
        problem = saves.autosave_problem() or str(err)
        self.view.show_notice(f"The game could not be saved automatically: {problem}")

    def tiles_left(self) -> None:
        """T: the sheet of tile kinds still in the bag."""
        self.app.open("tiles_left", self.state)

    def show_hint(self) -> bool:
        """H: select what the computer would play now (the player still confirms with Enter)."""
        if self.step in ("end_turn", "over") or self.input.locked:
            return False
        advice = hint_move(self.state)
        choice = self.input.select(advice.move)
        if choice is not None:
            self.show_tile(choice.pos)
            self.view.show_notice(f"Hint: {advice.text}")
        return choice is not None

    def rotated(self) -> None:
        self.app.audio.play("click")

    def tile_back_to_hand(self, point: tuple[int, int], why: str | None = None) -> None:
        """A drop off any legal spot: the tile glides back to the hand panel (with the
        engine's reason when it was dropped on a spot it does not fit)."""
        state = self.state
        if state.tile is None:
            return
        if why is not None:
            self.view.show_notice(why, 4.0)
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
        spots = tuple(self.input.tile_spots()) if self.step == "tile" else ()
        self.view.fit_board((*also, *spots))

    def _show_spots(self) -> None:
        """A new tile in a player's hand: every spot it fits comes into the free area."""
        if self.demo is None and self.step == "tile" and not self.turns.computer_decides:
            self.view.keep_in_view(self.input.tile_spots())

    def follow(self, pos: Pos) -> None:
        """Keep a computer player's new tile in view (the demo keeps the whole board in view)."""
        if self.demo is not None:
            self.fit_board(also=(pos,))  # the tile is about to land there
        else:
            self.show_tile(pos)

    def show_tile(self, pos: Pos) -> None:
        self.view.show_tile(pos)

    # --- Scene ------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self.view.resize(size, self.app.settings.ui_scale)
        self._arrange()

    def left(self) -> None:
        """The scene is gone for good: stop any computer player thinking, and let the
        collector see (and free) everything frozen while it ran."""
        self.turns.close()
        gc.unfreeze()
        gc.collect()

    def entered(self) -> None:
        self.turns.computer.warm_up()
        self.camera_keys.release_all()
        self.input.dragging = False
        self.input.press = None

    def handle(self, event: pygame.event.Event) -> None:
        if self.demo is not None:
            self.demo.handle(event)
            return
        if self.coach is not None and self._lesson_input(event):
            return
        if event.type == pygame.KEYDOWN and self._scene_key(event):
            pass
        elif event.type == pygame.KEYUP:
            self.camera_keys.key_up(event.key)
        elif not self.controls.handle(event) and event.type == pygame.MOUSEWHEEL:
            self.camera_keys.wheel(self.input.pointer, event.y > 0)
        self._arrange()

    def _scene_key(self, event: pygame.event.Event) -> bool:
        """Keys that work in every step: menus, sound, undo and the camera."""
        key = event.key
        finale = self.view.finale
        skip_keys = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if finale is not None and not finale.done and key in skip_keys:
            self.skip_finale()
        elif key == pygame.K_ESCAPE and self.input.confirm is None and not self.input.dragging:
            self.pause()
        elif key == pygame.K_F1:
            self.rules()
        elif key == pygame.K_m:
            self.app.toggle_mute()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            self.save_as()
        elif key == pygame.K_h:
            self.show_hint()
        elif key == pygame.K_t:
            self.tiles_left()
        elif key == pygame.K_HOME:
            self.fit_board()
        else:
            return self.camera_keys.key_down(key)
        return True

    def update(self, dt: float) -> None:
        self.view.update(dt)
        self._finale(dt)
        self.camera_keys.update(dt)
        self._computer(dt)
        self._arrange()
        self._set_cursor()

    def _computer(self, dt: float) -> None:
        """Play the computer seat's decision once it is due."""
        if self.coach is not None:
            self._scripted(dt)
            return
        finale = self.view.finale
        busy = (
            self.view.animator.busy
            or self.input.confirm is not None
            or (finale is not None and not finale.done)
        )
        decision = self.turns.computer_decision(dt * self.speed, busy=busy)
        if decision == END_TURN:
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
        if self.coach is not None:
            area = self.view.hud.free_area()
            now = self.view.animator.now
            self.lesson_card = draw_lesson(surface, self.coach, self.view.camera, area, now)

    # --- a lesson -----------------------------------------------------------------------------

    def _fit_lesson(self) -> None:
        """Show the lesson's board with room around it, above the lesson's card."""
        self.view.fit_board(also=tuple(self.state.frontier))
        camera = self.view.camera
        camera.center = (camera.center[0], camera.center[1] + 0.35)
        camera.revision += 1

    def _refused(self, move: Move | str) -> bool:
        """The lesson wants another move: say so gently (a computer seat's moves pass)."""
        assert self.coach is not None
        if self.coach.scripted() is not None:
            return False
        hint = self.coach.refusal(move)
        if hint is not None:
            self.view.show_notice(hint)
            self.app.audio.play("click")
        return hint is not None

    def _lesson_input(self, event: pygame.event.Event) -> bool:
        """Esc leaves the lesson; once it is done, Enter or a click on its card goes back."""
        assert self.coach is not None
        done = self.coach.finished
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._leave_lesson()
            return True
        if (
            done
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        ):
            self._leave_lesson()
            return True
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if done and clicked and self.lesson_card.collidepoint(event.pos):
            self._leave_lesson()
            return True
        return False

    def _leave_lesson(self) -> None:
        assert self.coach is not None
        if self.coach.finished:
            settings = self.app.settings
            key = self.coach.lesson.key
            if key not in settings.lessons_done:
                settings.lessons_done.append(key)
                with contextlib.suppress(OSError):
                    settings.save()
        self.app.show("lessons")

    def _scripted(self, dt: float) -> None:
        """The lesson's computer seat plays its scripted moves, one every little while."""
        assert self.coach is not None
        move = self.coach.scripted()
        if move is None or self.view.animator.busy:
            self._script_wait = 0.0
            return
        self._script_wait += dt * self.speed
        if self._script_wait < SCRIPT_PAUSE:
            return
        self._script_wait = 0.0
        if move == "end_turn":
            self.end_turn()
        elif not isinstance(move, str):
            if isinstance(move, PlaceTile):
                self.follow((move.x, move.y))
            self.play(move)
