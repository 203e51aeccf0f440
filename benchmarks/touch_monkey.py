"""The touch monkey: the monkey's seeded whole games (``benchmarks/monkey.py``) with fingers
instead of a mouse, and a round of random fingers on every other screen of the window.

Run: ``python -m benchmarks.touch_monkey --games 10`` (SDL's dummy drivers, a temporary data
folder). In every step of every game the burst is SDL's FINGER events only: taps anywhere and
on the step's choices, double taps, long presses, a finger dragging the board or the tile from
the hand, two-finger pinches and pans, and finger chaos (three fingers going down and lifting
in any order, a finger lifting that never went down, a motion of an unknown finger). Then the
screens the game reaches by itself are left and every other screen (menu, New game, settings,
lessons, load, continue, finished games, family records, tiles left, rules, pause, save, the
results and the replay viewer) gets its own round of random fingers. Prints the games, steps,
finger events, frames and exceptions (the target: 0 exceptions), and checks after every game
that its moves replay to the same state through the rules (the game stayed legal).
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import random  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402
from collections.abc import Callable  # noqa: E402

import pygame  # noqa: E402

from benchmarks.monkey import Combo, Monkey, Tally, new_app, sample  # noqa: E402
from goldmines_desktop.engine import (  # noqa: E402
    EndTurn,
    GameState,
    Phase,
    apply,
    game_start,
    new_game,
    steps,
)
from goldmines_desktop.simulate import play_random_game, random_setup  # noqa: E402
from goldmines_desktop.ui.app import App  # noqa: E402
from goldmines_desktop.ui.table.replay_cursor import replay_of  # noqa: E402

Point = tuple[int, int]
# the screens opened by name for a round of fingers each (with what they need)
SCREENS = ("menu", "setup", "settings", "lessons", "load", "continue", "finished", "family")


class Fingers:
    """Posts SDL's FINGER events on ``app``'s window, with a clock of the fingers' own."""

    def __init__(self, app: App, rng: random.Random, tally: Tally, quits: bool = False) -> None:
        """``quits``: a tap on Quit may close the window (it opens again at once)."""
        self.app, self.rng, self.tally, self.quits = app, rng, tally, quits
        self.now = 0.0
        app.touch.clock = lambda: self.now

    def post(self, kind: int, finger: int, point: Point) -> None:
        width, height = self.app.size
        x, y = point[0] / max(width, 1), point[1] / max(height, 1)
        event = pygame.event.Event(
            kind, touch_id=1, finger_id=finger, x=x, y=y, dx=0.0, dy=0.0, pressure=1.0
        )
        pygame.event.post(event)
        self.tally.events += 1

    def frame(self, seconds: float = 0.05) -> None:
        self.now += seconds
        self.app.run(1)
        self.tally.frames += 1
        if not self.app.running and self.quits:
            self.app.running = True  # Quit was tapped: the family starts the game again
        elif not self.app.running:
            raise KeyboardInterrupt

    def point(self) -> Point:
        width, height = self.app.size
        return (self.rng.randrange(width), self.rng.randrange(height))

    def tap(self, point: Point | None = None, gap: float = 1.0) -> None:
        point = point or self.point()
        self.now += gap
        self.post(pygame.FINGERDOWN, 0, point)
        self.now += 0.1
        self.post(pygame.FINGERUP, 0, point)
        self.frame()

    def double_tap(self, point: Point | None = None) -> None:
        point = point or self.point()
        self.tap(point)
        self.tap(point, gap=0.15)

    def long_press(self) -> None:
        point = self.point()
        self.post(pygame.FINGERDOWN, 0, point)
        self.frame(0.3)
        self.frame(0.4)
        self.post(pygame.FINGERUP, 0, point)
        self.frame()

    def drag(self, start: Point | None = None, end: Point | None = None) -> None:
        start, end = start or self.point(), end or self.point()
        self.post(pygame.FINGERDOWN, 0, start)
        self.frame()
        for i in range(1, 5):
            x = start[0] + (end[0] - start[0]) * i // 4
            y = start[1] + (end[1] - start[1]) * i // 4
            self.post(pygame.FINGERMOTION, 0, (x, y))
            self.frame()
        self.post(pygame.FINGERUP, 0, end)
        self.frame()

    def pinch(self) -> None:
        """Two fingers down, moved apart or together and sideways, lifted in either order."""
        a, b = self.point(), self.point()
        self.post(pygame.FINGERDOWN, 1, a)
        self.post(pygame.FINGERDOWN, 2, b)
        self.frame()
        shift = (self.rng.randrange(-80, 81), self.rng.randrange(-80, 81))
        for _ in range(4):
            spread = self.rng.uniform(-30, 30)
            a = (round(a[0] - spread + shift[0] / 4), round(a[1] + shift[1] / 4))
            b = (round(b[0] + spread + shift[0] / 4), round(b[1] + shift[1] / 4))
            self.post(pygame.FINGERMOTION, 1, a)
            self.post(pygame.FINGERMOTION, 2, b)
            self.frame()
        order = [(1, a), (2, b)]
        self.rng.shuffle(order)
        for finger, point in order:
            self.post(pygame.FINGERUP, finger, point)
        self.frame()

    def chaos(self) -> None:
        """Fingers as a careless hand puts them down: three at once, lifted in any order, a
        finger that lifts without going down, the motion of a finger nobody knows."""
        fingers = {finger: self.point() for finger in (5, 6, 7)}
        for finger, point in fingers.items():
            self.post(pygame.FINGERDOWN, finger, point)
        self.frame()
        for finger in fingers:
            self.post(pygame.FINGERMOTION, finger, self.point())
        self.post(pygame.FINGERMOTION, 99, self.point())
        self.post(pygame.FINGERUP, 42, self.point())
        self.frame()
        order = list(fingers)
        self.rng.shuffle(order)
        for finger in order:
            self.post(pygame.FINGERUP, finger, self.point())
            self.frame()

    def gestures(self) -> list[Callable[[], None]]:
        return [self.tap, self.tap, self.double_tap, self.long_press, self.drag, self.pinch]


class TouchMonkey(Monkey):
    """The monkey with fingers: the same games, bursts of touch instead of mouse and keys."""

    def __init__(self, app: App, combo: Combo, seed: int, **options: int | bool | None) -> None:
        super().__init__(app, combo, seed, **options)  # type: ignore[arg-type]
        self.fingers = Fingers(app, self.rng, self.tally)

    def _actions(self) -> list[Callable[[], None]]:
        fingers = self.fingers
        return [
            *fingers.gestures(),
            self._tap_a_choice,
            self._tap_a_choice,
            self._drag_tile_by_finger,
            fingers.chaos,
        ]

    def _move(self, point: Point, buttons: tuple[bool, bool, bool] = (False,) * 3) -> None:
        """A finger resting on ``point`` (touch has no pointer that hovers): a long press."""
        fingers = self.fingers
        fingers.post(pygame.FINGERDOWN, 0, point)
        fingers.frame(0.6)
        fingers.post(pygame.FINGERUP, 0, point)

    def _tap_a_choice(self) -> None:
        """A tap on a tile the step offers (a spot, a tile for gold), or on a figure spot."""
        scene = self.scene
        assert scene is not None
        choices = scene.input.choices()
        spots = list(scene.input.spot_points().values())
        if spots and self.rng.random() < 0.5:
            self.fingers.tap(self.rng.choice(spots))
        elif choices:
            left, top, size, _ = scene.camera.tile_rect(self.rng.choice(choices).pos)
            self.fingers.tap((left + size // 2, top + size // 2))
        else:
            self.fingers.tap()

    def _drag_tile_by_finger(self) -> None:
        scene = self.scene
        assert scene is not None
        spots = sorted(scene.state.frontier)
        end = None
        if spots:
            left, top, size, _ = scene.camera.tile_rect(self.rng.choice(spots))
            end = (left + size // 2, top + size // 2)
        self.fingers.drag(scene.hud.layout.hand_tile.center, end)

    def play(self, max_steps: int = 5000) -> Tally:
        tally = super().play(max_steps)
        if self.scene is not None and self.combo.lesson is None:
            problem = replay_problem(self.scene.state)
            if problem is not None:
                tally.exceptions.append(f"{self.combo.label}: {problem}")
        return tally


def replay_problem(state: GameState) -> str | None:
    """None when the game's moves, played again from its start through the rules, give the
    same state (every move was legal); else what went wrong."""
    if state.phase is Phase.END_TURN:  # the table waits for the player to end the turn
        state, _ = apply(state, EndTurn())
    again = game_start(state)
    try:
        for _step in steps(again, state.moves):
            pass
    except ValueError as err:
        return f"an illegal move in the game: {err}"
    if again.snapshot() != state.snapshot():
        return "the game's moves do not give its state"
    return None


def screens_round(app: App, seed: int, gestures: int, tally: Tally) -> None:
    """Every screen opened on its own and tapped, dragged and pinched at random (an overlay
    over a game; the results and the replay viewer over a finished game)."""
    rng = random.Random(seed)
    fingers = Fingers(app, rng, tally, quits=True)
    finished = play_random_game(random_setup(2), seed)
    openers: list[tuple[str, Callable[[], object]]] = [
        (name, lambda name=name: app.show(name))
        for name in SCREENS  # type: ignore[misc]
    ]
    openers += [
        ("results", lambda: app.show("results", finished, ())),
        ("watch", lambda: app.open("watch", replay_of(finished))),
    ]
    for overlay in ("pause", "rules", "tiles_left", "save"):
        openers.append((overlay, lambda overlay=overlay: _over_a_game(app, overlay, seed)))  # type: ignore[misc]
    for name, opener in openers:
        faults = len(app.faults)
        try:
            opener()
            fingers.frame()
            for _ in range(gestures):
                rng.choice([*fingers.gestures(), fingers.chaos])()
                if not app.scenes:
                    app.show("menu")
        except Exception:
            tally.exceptions.append(f"screen {name}:\n{traceback.format_exc()}")
        tally.exceptions += [f"screen {name}:\n{t}" for t in app.faults[faults:]]
        tally.steps += 1


def _over_a_game(app: App, overlay: str, seed: int) -> None:
    state = new_game(random_setup(2), app.catalogue, seed=seed)
    app.show("game", state)
    if overlay == "save":
        app.open("save", state, lambda _name: None)
    elif overlay == "tiles_left":
        app.open("tiles_left", state)
    else:
        app.open(overlay)  # type: ignore[arg-type]


def run(combos: list[Combo], seed: int, *, tiles: int | None = None, actions: int = 8) -> Tally:
    """Play every combination by touch in a fresh app, then a round on every screen."""
    total = Tally()
    for index, combo in enumerate(combos):
        app = new_app()
        try:
            monkey = TouchMonkey(app, combo, seed + index, tiles=tiles, actions=actions)
            total.add(monkey.play())
        finally:
            app.close()
    return total


def run_screens(seed: int, gestures: int = 12) -> Tally:
    tally = Tally()
    app = new_app()
    try:
        screens_round(app, seed, gestures, tally)
    finally:
        app.close()
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tiles", type=int, default=None, help="a shorter bag (after the river)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as data:
        os.environ["GOLDMINES_DATA_DIR"] = data
        started = time.perf_counter()
        total = run(sample(args.games, args.seed), args.seed, tiles=args.tiles)
        total.add(run_screens(args.seed, gestures=30))
        seconds = time.perf_counter() - started
    for trace in total.exceptions:
        print(trace, file=sys.stderr)
    print(
        f"touch monkey: {total.games} games ({total.finished} played to the end), "
        f"{total.steps} steps and screens, {total.events} finger events, {total.frames} frames "
        f"in {seconds:.0f} s; {len(total.exceptions)} exceptions"
    )
    return 1 if total.exceptions else 0


if __name__ == "__main__":
    sys.exit(main())
