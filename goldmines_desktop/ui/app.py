"""The game window: the pygame loop and a stack of scenes (``launch`` opens it for the command
line).

``App`` owns the window, the clock (60 frames a second), the settings, the sound player and the
tile catalogue. Scenes are pushed, popped and replaced on its stack; the top one gets the input
and every scene from the topmost opaque one upwards is drawn, so overlays show the board below.

The app is the only module that knows every scene: ``SCREENS`` maps the names scenes ask for
("menu", "game", "pause", ...) to the classes that show them, so the scenes never import each
other and the imports run one way (app -> scenes -> controller and views -> engine).
"""

from __future__ import annotations

import logging
import os
import traceback
from collections.abc import Callable
from typing import Any

import pygame

from ..engine import Catalogue, GameState
from ..files.catalogue import load_catalogue
from .audio import Audio
from .board.demo import Demo
from .hud.controller_notice import draw_controller_notice
from .input.controller import ControllerInput
from .input.toggle_keys import ToggleKeys
from .input.touch import Touch
from .scene import Scene, Screen
from .scenes.crash import CrashScene
from .scenes.family import FamilyScene
from .scenes.game import GameScene, board_game, demo_game, family_game, lesson_game
from .scenes.in_use import InUseScene
from .scenes.lessons import LessonsScene
from .scenes.load import ContinueScene, FinishedScene, LoadScene
from .scenes.menu import MainMenuScene
from .scenes.pause import PauseScene, SaveScene, SettingsScene
from .scenes.results import ResultsScene
from .scenes.rules import RulesScene
from .scenes.setup import SetupScene
from .scenes.tiles_left import TilesLeftScene
from .scenes.watch import watch
from .settings import Settings
from .table.after_a_fault import autosave_again, crash_report
from .window_size import MIN_SIZE as MIN_SIZE
from .window_size import first_window_size, open_window, set_window_icon, smallest_window

log = logging.getLogger(__name__)

FPS = 60
CAPTION = "Gold Mines"
WM_CLASS = "goldmines"
STARTUP_PROBE = "GOLDMINES_STARTUP_PROBE"  # say on stdout: first frame, screens, settled
GIVE_UP_FRAMES = 10  # a fault this soon after falling back to the main menu closes the window


class App:
    """The window and its scene stack."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        *,
        frame_limit: int | None = None,
        fps: int = FPS,
        settings: Settings | None = None,
        audio: Audio | None = None,
    ) -> None:
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WM_CLASS)
        pygame.display.init()
        pygame.font.init()
        self.settings = settings if settings is not None else Settings.load()
        # the window as the player left it, or the design size; never bigger than the screen
        desktops = pygame.display.get_desktop_sizes()
        self.windowed_size = size or first_window_size(self.settings.window_size, desktops)
        self.smallest = smallest_window(desktops)  # MIN_SIZE, or less on a smaller screen
        self._resized_by_player = False  # the window's size is remembered when it changed
        set_window_icon()  # before the window opens: some systems read it only then
        self.screen = self._open_window(self.settings.fullscreen)
        pygame.display.set_caption(CAPTION)
        pygame.key.set_repeat(300, 40)
        self.audio = (
            audio if audio is not None else Audio(self.settings.volume, self.settings.muted)
        )
        self.catalogue: Catalogue = load_catalogue()
        self.clock, self.fps = pygame.time.Clock(), fps
        self.frame_limit = frame_limit
        self.frames = 0
        self.probing = bool(os.environ.get(STARTUP_PROBE))
        self._settled: str | None = None  # what the top screen last settled on (probe)
        self._scenes: list[Scene] = []
        self.running = True
        self.after_frame: list[Callable[[], None]] = []
        self.demo: Demo | None = None  # made by the first demo game; keeps its counter
        self.faults: list[str] = []  # the traceback of every fault the frame guard caught
        self.crash_reports: list[str] = []  # the reports written, by file name
        self._last_fault: tuple[str, ...] | None = None
        self._fell_back = -GIVE_UP_FRAMES  # the frame of the last fall back to the main menu
        self.toggles = ToggleKeys()  # drops the key repeat of T, Esc, F1, F11, M and H
        self.pad = ControllerInput()  # every game controller, as actions
        self.touch = Touch()  # fingers on a touch screen

    # --- the window -------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        return open_window(None if fullscreen else self.windowed_size, self.smallest)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        """F11: switch between full screen and a window (remembered in the settings)."""
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.settings.fullscreen:
            self.screen = self._open_window(False)
        else:
            self.windowed_size = self.screen.get_size()
            self.screen = self._open_window(True)
        self._save_settings()
        self._tell_resized()

    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as err:
            log.warning("settings not saved: %s", err)

    def _tell_resized(self) -> None:
        for scene in self.scenes:
            scene.resized(self.size)

    def relayout(self) -> None:
        """Every scene lays out again (the interface size setting changed)."""
        self._tell_resized()

    def toggle_mute(self) -> bool:
        """M: mute or unmute the sounds (remembered in the settings)."""
        self.settings.muted = self.audio.toggle_mute()
        self._save_settings()
        return self.settings.muted

    # --- the scene stack --------------------------------------------------------------------

    @property
    def scenes(self) -> list[Scene]:
        """The stack, bottom first."""
        return self._scenes

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.resized(self.size)
        scene.entered()

    def pop(self) -> Scene | None:
        """Remove the top scene; the one below it becomes active again."""
        scene = self.scenes.pop() if self.scenes else None
        _leave(scene)
        if self.top is not None:
            self.top.entered()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            _leave(self.scenes.pop())
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack and show ``scene`` (e.g. back to the main menu)."""
        while self.scenes:
            _leave(self.scenes.pop())
        self.push(scene)

    # --- screens by name --------------------------------------------------------------------

    def make(self, name: Screen, *args: Any, **kwargs: Any) -> Scene:
        """A new scene for screen ``name`` (the arguments are its class's, after the app)."""
        return SCREENS[name](self, *args, **kwargs)

    def open(self, name: Screen, *args: Any, **kwargs: Any) -> Scene:
        """Put screen ``name`` on top of the stack."""
        scene = self.make(name, *args, **kwargs)
        _probe(f"screen {name}")
        self.push(scene)
        return scene

    def show(self, name: Screen, *args: Any, **kwargs: Any) -> Scene:
        """Clear the stack and show only screen ``name``."""
        scene = self.make(name, *args, **kwargs)
        _probe(f"screen {name}")
        self.reset(scene)
        return scene

    def open_game(self, state: GameState, **game: Any) -> None:
        """Show the board for ``state`` (``game``: GameScene's options, e.g. the turn so far);
        a finished game goes straight to its results."""
        if state.finished:
            self.show("results", state, ())
        else:
            self.show("game", state, **game)

    def quit(self) -> None:
        self.running = False

    # --- the loop ---------------------------------------------------------------------------

    def run(self, frame_limit: int | None = None) -> int:
        """Run until quit (or until ``frame_limit`` more frames have been shown)."""
        limit = frame_limit if frame_limit is not None else self.frame_limit
        start = self.frames
        self.running = True
        while self.running and self.scenes:
            if limit is not None and self.frames - start >= limit:
                break
            self.frame()
        return 0

    def frame(self) -> None:
        """One frame: input, animation, drawing. A fault in a scene does not close the window
        (see ``_fault``)."""
        dt = self.clock.tick(self.fps) / 1000.0
        try:
            self._frame(dt)
        except Exception as err:  # the frame guard: any fault of any scene
            self._fault(err)
        self.frames += 1
        if self.frames == 1:
            _probe("first-frame")
        if self.probing:
            self._say_settled()

    def _say_settled(self) -> None:
        """Probe: say once each time the top screen comes to rest (``Scene.settled``)."""
        settled = None if self.top is None else self.top.settled()
        if settled != self._settled:
            self._settled = settled
            if settled is not None:
                _probe(f"settled {settled}")

    def _frame(self, dt: float) -> None:
        for event in pygame.event.get():
            self.handle(event)
        if self.top is not None:
            self.top.update(min(dt, 0.1))
        self.draw()
        pygame.display.flip()
        while self.after_frame:
            self.after_frame.pop(0)()

    # --- the frame guard --------------------------------------------------------------------

    def _fault(self, err: Exception) -> None:
        """A scene raised: the game is autosaved already; write a crash report and show the
        friendly message. The same fault again, or one in the message itself, goes to the main
        menu instead; a fault right after that closes the window (nothing is left to show)."""
        trace = "".join(traceback.format_exception(err))
        log.error("a screen failed; the window stays open:\n%s", trace)
        self.faults.append(trace)
        self.after_frame.clear()
        where = traceback.extract_tb(err.__traceback__)[-1:]
        signature = (type(err).__name__, *(f"{f.filename}:{f.lineno}" for f in where))
        repeated, self._last_fault = signature == self._last_fault, signature
        if self.frames - self._fell_back < GIVE_UP_FRAMES:
            raise err  # the main menu itself fails: closing is all that is left
        game = self._game_scene()
        saved = autosave_again(game.turns if game is not None else None)
        report = None if repeated else crash_report(trace, game.state if game is not None else None)
        if report is not None:
            self.crash_reports.append(report)
        if repeated or isinstance(self.top, CrashScene):
            self._fall_back_to_menu()
            return
        try:
            self.push(CrashScene(self, saved=saved, report=report))
        except Exception as again:  # the message cannot show: the menu then
            log.error("the crash message failed too: %s", again)
            self._fall_back_to_menu()

    def first_screen_failed(self, err: Exception) -> None:
        """The screen the command line asked for failed while opening: the main menu, with the
        crash message over it (a main menu that fails too ends the program)."""
        self._fall_back_to_menu()
        self._fell_back = -GIVE_UP_FRAMES  # not a fall back after a fault of the menu
        self._fault(err)

    def _game_scene(self) -> GameScene | None:
        return next((s for s in reversed(self.scenes) if isinstance(s, GameScene)), None)

    def _fall_back_to_menu(self) -> None:
        """Clear the stack, however its scenes take leaving, and show the main menu."""
        self._fell_back = self.frames
        while self.scenes:
            try:
                _leave(self.scenes.pop())
            except Exception as err:  # the scene is gone either way
                log.error("a screen failed while leaving: %s", err)
        self.show("menu")

    def handle(self, event: pygame.event.Event) -> None:
        """Window-wide keys and events first, then the top scene."""
        if self.touch.take(event, self) or self.toggles.repeated(event):
            return
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            smallest = self.smallest
            self.windowed_size = (max(event.w, smallest[0]), max(event.h, smallest[1]))
            self.settings.window_size, self._resized_by_player = self.windowed_size, True
            self._tell_resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.top is not None:
            self.pad.deliver(event, self.top)

    def draw(self) -> None:
        """Draw the visible scenes, bottom first (overlays are transparent)."""
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].transparent:
            first -= 1
        for scene in self.scenes[max(first, 0) :]:
            scene.draw(self.screen)
        draw_controller_notice(self.screen, self.pad)

    def close(self) -> None:
        if self._resized_by_player:  # the next launch opens the window at this size
            self._save_settings()
        while self.scenes:
            _leave(self.scenes.pop())
        self.audio.close()
        pygame.display.quit()


def _leave(scene: Scene | None) -> None:
    """Tell a scene it left the stack for good (it may stop background work)."""
    if scene is not None:
        scene.left()


#: the screens scenes ask for by name
SCREENS: dict[str, Callable[..., Scene]] = {
    "menu": MainMenuScene,
    "setup": SetupScene,
    "game": family_game,
    "board_game": board_game,
    "lesson": lesson_game,
    "demo": demo_game,
    "results": ResultsScene,
    "pause": PauseScene,
    "save": SaveScene,
    "settings": SettingsScene,
    "rules": RulesScene,
    "load": LoadScene,
    "continue": ContinueScene,
    "tiles_left": TilesLeftScene,
    "lessons": LessonsScene,
    "family": FamilyScene,
    "watch": watch,
    "finished": FinishedScene,
    "in_use": InUseScene,
}


def _probe(line: str) -> None:
    """For the end-to-end tests: with GOLDMINES_STARTUP_PROBE set, say on stdout when the first
    frame is shown, which screen opens and what each screen settles on."""
    if os.environ.get(STARTUP_PROBE):
        print(line, flush=True)
