"""The monkey: seeded whole games in the real window's code, with a burst of random input in
every step, counting what raised.

Run: ``python -m benchmarks.monkey --games 40`` (SDL's dummy video and audio drivers, a
temporary data folder). Each game is one combination of the options (The River, the abbot,
The Gold Mines, both gold-sharing rules, 2 to 6 seats, a computer seat or not), a lesson, or a
prepared board (a lesson's map played freely); ``--games`` samples the combinations with
``--seed`` so every option value, seat count and lesson comes up. Prints the games, steps,
posted events, frames and exceptions (the target: 0 exceptions).

In every step of every game (a tile to place, gold, a figure, a score order, gold to take,
the end of a turn, the final scoring, a computer player's turn) the monkey points at every
quarter and every figure spot of the new tile, its neighbours and a few other tiles (every tile
with ``--thorough``), one frame each; then clicks, right-clicks, drags the board and the tile,
turns the wheel, presses the keys the game knows (H, T, R, Tab, Enter, Space, B, Ctrl+Z, Ctrl+S,
Esc, F1, F11, M) and resizes the window, closing whatever screen opens. Between bursts the game
goes on with a legal move through the scene (a lesson's expected move), so it always ends.

The test suite runs a short sample (``tests/ui/test_monkey.py``) with the same driver.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import itertools  # noqa: E402
import random  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from goldmines_desktop.engine import (  # noqa: E402
    COLORS,
    END_TURN,
    GameState,
    Options,
    PlayerSetup,
    Setup,
    new_game,
)
from goldmines_desktop.engine.river import shuffled_pile  # noqa: E402
from goldmines_desktop.files.boards import load_board, with_players  # noqa: E402
from goldmines_desktop.files.lessons import lesson_paths  # noqa: E402
from goldmines_desktop.ui.app import MIN_SIZE, App  # noqa: E402
from goldmines_desktop.ui.audio import Audio  # noqa: E402
from goldmines_desktop.ui.scene import Scene  # noqa: E402
from goldmines_desktop.ui.scenes.game import GameScene  # noqa: E402
from goldmines_desktop.ui.scenes.results import ResultsScene  # noqa: E402
from goldmines_desktop.ui.settings import Settings  # noqa: E402

SIZE = (1280, 800)
# sizes the window is resized to: below the smallest the game allows, the smallest, a large one
WINDOW_SIZES = ((MIN_SIZE[0] - 200, MIN_SIZE[1] - 100), MIN_SIZE, SIZE, (1920, 1080))
SEAT_COUNTS = (2, 3, 4, 5, 6)
SHARING = ("edition3", "round_robin")
PREPARED_MAP = "03_cities"  # the lesson map the prepared-board games start from
NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eva", "Finn")
# the keys the game knows (with Ctrl for Z and S)
KEYS = (
    (pygame.K_h, 0),
    (pygame.K_t, 0),
    (pygame.K_r, 0),
    (pygame.K_TAB, 0),
    (pygame.K_TAB, pygame.KMOD_SHIFT),
    (pygame.K_RETURN, 0),
    (pygame.K_SPACE, 0),
    (pygame.K_b, 0),
    (pygame.K_z, pygame.KMOD_CTRL),
    (pygame.K_s, pygame.KMOD_CTRL),
    (pygame.K_ESCAPE, 0),
    (pygame.K_F1, 0),
    (pygame.K_F11, 0),
    (pygame.K_m, 0),
    (pygame.K_HOME, 0),
    (pygame.K_LEFT, 0),
    (pygame.K_PLUS, 0),
    (pygame.K_MINUS, 0),
)


@dataclass(frozen=True)
class Combo:
    """One game for the monkey: a setup of options and seats, a lesson, or a prepared board."""

    seats: int = 2
    river: bool = False
    abbot: bool = True
    goldmines: bool = True
    gold_distribution: str = "edition3"
    computer: bool = False  # the last seat is an easy computer player
    lesson: str | None = None  # a lesson's file stem: that lesson instead of a game
    board: bool = False  # a prepared board: a lesson's map played as a free game

    @property
    def label(self) -> str:
        if self.lesson is not None:
            return f"lesson {self.lesson}"
        options = [
            f"{self.seats} seats",
            "river" if self.river else "no river",
            "abbot" if self.abbot else "no abbot",
            "gold mines" if self.goldmines else "no gold mines",
            self.gold_distribution,
        ]
        if self.computer:
            options.append("a computer seat")
        return ("prepared board, " if self.board else "") + ", ".join(options)


def game_combos() -> list[Combo]:
    """Every combination of the options and seat counts (with and without a computer seat)."""
    return [
        Combo(seats, river, abbot, gold, sharing, computer)
        for seats, river, abbot, gold, sharing, computer in itertools.product(
            SEAT_COUNTS, (False, True), (False, True), (False, True), SHARING, (False, True)
        )
    ]


def lesson_combos() -> list[Combo]:
    return [Combo(lesson=path.stem) for path in lesson_paths()]


def sample(games: int, seed: int) -> list[Combo]:
    """``games`` combinations, seeded: every lesson, a prepared board, and games that between
    them hold every seat count and both values of every option (more games: more of the
    matrix, drawn at random)."""
    rng = random.Random(seed)
    lessons = lesson_combos()
    covering = [
        Combo(
            seats=seats,
            river=index % 2 == 1,
            abbot=index % 3 != 2,
            goldmines=index % 4 != 3,
            gold_distribution=SHARING[index % 2 == 0],
            computer=index % 2 == 0,
        )
        for index, seats in enumerate(SEAT_COUNTS)
    ]
    chosen = [*covering, *lessons, Combo(seats=3, board=True)]
    rest = [c for c in game_combos() if c not in chosen]
    rng.shuffle(rest)
    chosen += rest[: max(0, games - len(chosen))]
    return chosen[:games] if games < len(chosen) else chosen


@dataclass
class Tally:
    """What the monkey did and what went wrong."""

    games: int = 0
    finished: int = 0  # games (and lessons) played to their end
    steps: int = 0  # decisions the game went through (each got a burst of input)
    events: int = 0  # input events posted
    frames: int = 0
    exceptions: list[str] = field(default_factory=list)  # tracebacks, with the game's label
    phases: set[str] = field(default_factory=set)  # the steps the game was in under input

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.finished += other.finished
        self.steps += other.steps
        self.events += other.events
        self.frames += other.frames
        self.exceptions += other.exceptions
        self.phases |= other.phases


def new_app() -> App:
    """A silent app with default settings and no frame pacing (the monkey steps it)."""
    return App(SIZE, fps=0, audio=Audio(enabled=False), settings=Settings())


class Monkey:
    """Plays one combination in ``app`` with random input in every step."""

    def __init__(
        self,
        app: App,
        combo: Combo,
        seed: int,
        *,
        tiles: int | None = None,
        thorough: bool = False,
        actions: int = 12,
    ) -> None:
        """``tiles``: play only that many tiles of the bag after the river (None: the whole
        bag); ``thorough``: point at every tile in every step; ``actions``: random actions
        in each step's burst."""
        self.app = app
        self.combo = combo
        self.seed = seed
        self.rng = random.Random(seed)
        self.tiles = tiles
        self.thorough = thorough
        self.actions = actions
        self.tally = Tally(games=1)
        self.scene: GameScene | None = None
        self._sweep = 0  # which other tiles the next burst points at
        self._final_burst = False  # a burst was made during the final scoring

    # --- the game -----------------------------------------------------------------------------

    def play(self, max_steps: int = 5000) -> Tally:
        """Play the combination to its end; every exception (caught by the app's frame guard
        or not) is counted with its traceback."""
        faults = len(self.app.faults)
        try:
            self.scene = self._open()
            for _ in range(max_steps):
                if not self._on():
                    break
                self._burst()
                if not self._on():
                    break
                self._progress()
            scene = self.scene
            done = scene.coach.finished if scene.coach is not None else scene.state.finished
            self.tally.finished += int(done)
        except Exception:
            self.tally.exceptions.append(f"{self.combo.label}:\n{traceback.format_exc()}")
        self.tally.exceptions += [f"{self.combo.label}:\n{t}" for t in self.app.faults[faults:]]
        return self.tally

    def _open(self) -> GameScene:
        app, combo = self.app, self.combo
        app.settings.animation_speed = 4.0
        scene: Scene | None
        if combo.lesson is not None:
            path = next(p for p in lesson_paths() if p.stem == combo.lesson)
            scene = app.show("lesson", str(path))
        elif combo.board:
            path = next(p for p in lesson_paths() if p.stem == PREPARED_MAP)
            board = with_players(load_board(path, app.catalogue), list(NAMES[: combo.seats]))
            scene = app.show("board_game", board.start(app.catalogue, seed=self.seed))
        else:
            app.show("game", self._new_state())
            scene = app.top
        assert isinstance(scene, GameScene)
        self._frames(1)
        return scene

    def _new_state(self) -> GameState:
        combo = self.combo
        kinds = ["human"] * combo.seats
        if combo.computer:
            kinds[-1] = "ai:easy"
        seats = tuple(PlayerSetup(NAMES[i], COLORS[i], kinds[i]) for i in range(combo.seats))
        options = Options(
            goldmines=combo.goldmines,
            abbot=combo.abbot,
            gold_distribution=combo.gold_distribution,  # type: ignore[arg-type]
            river=combo.river,
        )
        catalogue = self.app.catalogue
        pile = list(shuffled_pile(catalogue, options, self.seed))
        if self.tiles is not None:  # the river first, then a short bag
            river = [c for c in pile if catalogue[c].expansion == "river"]
            rest = [c for c in pile if catalogue[c].expansion != "river"]
            pile = river + rest[: self.tiles]
        return new_game(Setup(seats, options), catalogue, seed=self.seed, draw_order=pile)

    def _on(self) -> bool:
        """The game is still being played (its scene in the app, the game not ended)."""
        scene = self.scene
        if scene is None or scene not in self.app.scenes:
            return False
        if scene.coach is not None:
            return not scene.coach.finished
        return not isinstance(self.app.top, ResultsScene)

    def _progress(self) -> None:
        """One legal step of the game: the lesson's expected move, the computer's turn, the end
        of the turn or a random legal move."""
        scene = self.scene
        assert scene is not None
        self._close_overlays()
        if scene.coach is not None:
            wanted = scene.coach.step.move if scene.coach.step else None
            if scene.coach.scripted() is not None or wanted is None:
                self._frames(8)
            elif wanted == END_TURN:
                self._key(pygame.K_RETURN)
            else:
                scene.play(wanted)  # type: ignore[arg-type]
                self._frames(1)
        elif scene.turns.computer_decides:
            self._frames(8)
        elif scene.state.finished and not self._final_burst:
            self._frames(1)  # a burst in the final scoring first
        elif scene.turn_done:
            scene.skip_finale()
            scene.end_turn()
            self._frames(1)
        else:
            moves = scene.turns.moves()
            if moves:
                scene.play(self.rng.choice(moves))
            self._frames(1)

    # --- the burst ----------------------------------------------------------------------------

    def _burst(self) -> None:
        """Point at the board, then a dozen random actions, then close what they opened."""
        scene = self.scene
        assert scene is not None
        self.tally.steps += 1
        self._final_burst |= scene.state.finished
        for point in self._points():
            self._move(point)
            self._frames(1)
        actions = self._actions()
        for _ in range(self.actions):
            if not self._on() or (scene.state.finished and not self._final_burst):
                return  # the game just ended: the next burst is made in its final scoring
            self.rng.choice(actions)()
            self._close_overlays()

    def _points(self) -> Iterator[tuple[int, int]]:
        """Every quarter and figure spot of the tiles pointed at in this burst."""
        scene = self.scene
        assert scene is not None
        state = scene.state
        for pos in self._tiles_to_point_at():
            left, top, size, _ = scene.camera.tile_rect(pos)
            for qx, qy in ((1, 1), (3, 1), (1, 3), (3, 3)):
                yield (left + size * qx // 4, top + size * qy // 4)
            tile = state.board.get(pos)
            if tile is not None:
                for index in range(len(tile.segments)):
                    yield scene.board.figure_point(state, (*pos, index))
        yield scene.hud.layout.hand_tile.center

    def _tiles_to_point_at(self) -> list[tuple[int, int]]:
        scene = self.scene
        assert scene is not None
        state = scene.state
        placed = sorted(state.board)
        if self.thorough:
            return placed
        near: list[tuple[int, int]] = []
        if state.last is not None:  # the new tile and the spots around it
            x, y = state.last
            near = [(x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
        # and two more, the next two each step, so every tile is pointed at again and again
        others = [placed[(self._sweep + i) % len(placed)] for i in range(min(2, len(placed)))]
        self._sweep += 2
        return list(dict.fromkeys(near + others))

    def _actions(self) -> list[Callable[[], None]]:
        keys = [(k, m) for k, m in KEYS if not self._leaves_lesson(k)]
        return [
            self._click,
            lambda: self._click(button=3),
            self._drag_board,
            self._drag_tile,
            self._wheel,
            lambda: self._key(*self.rng.choice(keys)),
            lambda: self._key(*self.rng.choice(keys)),
            lambda: self._key(*self.rng.choice(keys)),
            self._resize,
        ]

    def _leaves_lesson(self, key: int) -> bool:
        """Esc leaves a lesson for the lesson list (its progress would be gone)."""
        return key == pygame.K_ESCAPE and self.scene is not None and self.scene.coach is not None

    def _random_point(self) -> tuple[int, int]:
        width, height = self.app.size
        return (self.rng.randrange(width), self.rng.randrange(height))

    def _click(self, button: int = 1) -> None:
        point = self._random_point()
        self._move(point)
        self._post(pygame.MOUSEBUTTONDOWN, pos=point, button=button)
        self._post(pygame.MOUSEBUTTONUP, pos=point, button=button)
        self._frames(1)

    def _drag_board(self) -> None:
        start, end = self._random_point(), self._random_point()
        button = self.rng.choice((1, 2))
        self._drag(start, end, button)

    def _drag_tile(self) -> None:
        """From the hand to a random open spot (or anywhere), turning it on the way."""
        scene = self.scene
        assert scene is not None
        spots = list(scene.state.frontier)
        if spots and self.rng.random() < 0.7:
            left, top, size, _ = scene.camera.tile_rect(self.rng.choice(sorted(spots)))
            end = (left + size // 2, top + size // 2)
        else:
            end = self._random_point()
        self._drag(scene.hud.layout.hand_tile.center, end, 1, turn=True)

    def _drag(
        self, start: tuple[int, int], end: tuple[int, int], button: int, turn: bool = False
    ) -> None:
        self._move(start)
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=button)
        self._frames(1)
        for i in range(1, 5):
            point = (
                start[0] + (end[0] - start[0]) * i // 4,
                start[1] + (end[1] - start[1]) * i // 4,
            )
            self._move(point, buttons=(button == 1, button == 2, False))
            if turn and i == 2:
                self._post(pygame.MOUSEBUTTONDOWN, pos=point, button=3)
                self._post(pygame.MOUSEBUTTONUP, pos=point, button=3)
                self._wheel()
            self._frames(1)
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=button)
        self._frames(1)

    def _wheel(self) -> None:
        y = self.rng.choice((-1, 1))
        self._post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
        self._frames(1)

    def _key(self, code: int, mod: int = 0) -> None:
        self._post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
        self._post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)
        self._frames(1)

    def _resize(self) -> None:
        """The window resized by its frame: the display surface changes, then the events."""
        app = self.app
        if app.settings.fullscreen:
            self._key(pygame.K_F11)  # back to a window first
        width, height = self.rng.choice(WINDOW_SIZES)
        app.screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
        self._post(pygame.VIDEORESIZE, w=width, h=height, size=(width, height))
        self._post(pygame.WINDOWSIZECHANGED, x=width, y=height)
        self._frames(1)

    def _close_overlays(self) -> None:
        """Esc until the game is on top again (a pause menu, the rules, the sheet, a save card);
        the game's end leaves the results screen on top."""
        for _ in range(4):
            top = self.app.top
            if not self._on() or top is self.scene:
                return
            self._key(pygame.K_ESCAPE)

    def _note_phase(self) -> None:
        """Count the step the game is in (whoever's decision it is) as visited by the input."""
        scene = self.scene
        if scene is None or scene not in self.app.scenes:
            return
        computer = scene.turns.computer_decides and scene.coach is None
        phase = "final scoring" if scene.state.finished else scene.step
        self.tally.phases.add(("computer " if computer else "") + phase)

    # --- posting --------------------------------------------------------------------------------

    def _move(
        self, point: tuple[int, int], buttons: tuple[bool, bool, bool] = (False,) * 3
    ) -> None:
        self._post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=tuple(map(int, buttons)))
        scene = self.scene
        if not any(buttons) and scene is not None and scene in self.app.scenes:
            # the pointer rests there, as a player's does: the feature's tooltip shows
            self._frames(1)
            scene.update(0.6)

    def _post(self, kind: int, **attributes: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **attributes))
        self.tally.events += 1

    def _frames(self, count: int) -> None:
        self._note_phase()
        self.app.run(count)
        self.tally.frames += count
        if not self.app.running:  # SDL turns Ctrl+C and a kill into the window's QUIT
            raise KeyboardInterrupt


def run(
    combos: list[Combo],
    seed: int,
    *,
    tiles: int | None = None,
    thorough: bool = False,
    actions: int = 12,
    progress: Callable[[Combo, Tally], None] | None = None,
) -> Tally:
    """Play every combination in a fresh app (one at a time) and add up the tallies."""
    total = Tally()
    for index, combo in enumerate(combos):
        app = new_app()
        try:
            monkey = Monkey(
                app, combo, seed + index, tiles=tiles, thorough=thorough, actions=actions
            )
            tally = monkey.play()
        finally:
            app.close()
        total.add(tally)
        if progress is not None:
            progress(combo, tally)
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiles", type=int, default=None, help="a shorter bag (after the river)")
    parser.add_argument("--thorough", action="store_true", help="point at every tile each step")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as data:
        os.environ["GOLDMINES_DATA_DIR"] = data

        def progress(combo: Combo, tally: Tally) -> None:
            print(
                f"  {combo.label}: {tally.steps} steps, {tally.events} events, "
                f"{len(tally.exceptions)} exceptions",
                flush=True,
            )

        started = time.perf_counter()
        combos = sample(args.games, args.seed)
        total = run(combos, args.seed, tiles=args.tiles, thorough=args.thorough, progress=progress)
        seconds = time.perf_counter() - started
    for trace in total.exceptions:
        print(trace, file=sys.stderr)
    print(
        f"monkey: {total.games} games ({total.finished} played to the end), {total.steps} steps, "
        f"{total.events} events, "
        f"{total.frames} frames in {seconds:.0f} s; {len(total.exceptions)} exceptions"
    )
    print(f"steps visited: {', '.join(sorted(total.phases))}")
    return 1 if total.exceptions else 0


if __name__ == "__main__":
    sys.exit(main())
