"""The controller monkey: random game-controller events, and nothing else, on every screen.

Run: ``python -m benchmarks.controller_monkey --events 400`` (SDL's dummy video and audio
drivers, a temporary data folder). From each starting screen (the main menu, New game, a game
of two with the abbot and The Gold Mines in the classic way of sharing gold, the same game a few
tiles before its end, the results, the replay viewer, Load game, Continue, the family records,
the lessons) it posts ``--events`` random controller events, a frame after each: button presses
from several controllers (any instance id), stick and trigger motion (inside and outside the
dead zone), the timer that repeats held sticks, controllers plugged in and out. Whatever screen
the presses lead to gets the next ones (a game started, the pause menu, the rules card...).

After every frame it checks that the window is in a legal state: no fault was caught, and on
the board every move the game took since the last frame was legal where it was played (or the
moves were taken back by an undo), the focused choice is one of the step's legal moves.
Prints the events, frames, screens seen, moves played and faults (the target: 0 faults).

The test suite runs a short sample (``tests/ui/input/test_controller_monkey.py``).
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
from collections.abc import Callable  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402

import pygame  # noqa: E402

from goldmines_desktop.engine import (  # noqa: E402
    GameState,
    Options,
    PlayerSetup,
    Setup,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.river import shuffled_pile  # noqa: E402
from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.simulate import play_random_game, random_setup  # noqa: E402
from goldmines_desktop.ui.app import App  # noqa: E402
from goldmines_desktop.ui.audio import Audio  # noqa: E402
from goldmines_desktop.ui.input import controller  # noqa: E402
from goldmines_desktop.ui.scenes.game import GameScene  # noqa: E402
from goldmines_desktop.ui.settings import Settings  # noqa: E402
from goldmines_desktop.ui.table.replay_cursor import replay_of  # noqa: E402

SIZE = (1280, 800)
BUTTONS = tuple(controller.BUTTONS) + (pygame.CONTROLLER_BUTTON_GUIDE, 99)  # and unknown ones
AXES = (*controller.STICKS, *controller.TRIGGERS, 77)
INSTANCES = (0, 1, 5, -1)
FAMILY = Setup(
    (PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue")),
    Options(goldmines=True, abbot=True, gold_distribution="round_robin"),
)


@dataclass
class Tally:
    """What the monkey did and what went wrong."""

    events: int = 0
    frames: int = 0
    moves: int = 0  # moves the games took under the monkey's presses
    undos: int = 0
    screens: set[str] = field(default_factory=set)
    faults: list[str] = field(default_factory=list)


class Clock:
    """The controller's clock: it moves on by a frame's worth at every event (held sticks
    repeat by it without waiting for real time)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def family_game(seed: int, tiles: int | None = None) -> GameState:
    """Two people, the abbot, The Gold Mines, gold shared the classic way (``tiles``: a bag of
    only that many tiles, so the game's end comes soon)."""
    cards = load_catalogue()
    pile = list(shuffled_pile(cards, FAMILY.options, seed))
    if tiles is not None:
        pile = pile[:tiles]
    return new_game(FAMILY, cards, seed=seed, draw_order=pile)


def starts(seed: int) -> dict[str, Callable[[App], object]]:
    """The screens the monkey starts from, by name."""
    finished = play_random_game(random_setup(2), seed)
    return {
        "menu": lambda app: app.show("menu"),
        "setup": lambda app: app.show("setup"),
        "game": lambda app: app.show("game", family_game(seed)),
        "game end": lambda app: app.show("game", family_game(seed, tiles=4)),
        "results": lambda app: app.show("results", finished, ()),
        "watch": lambda app: app.open("watch", replay_of(finished)),
        "load": lambda app: app.show("load"),
        "continue": lambda app: app.show("continue"),
        "family": lambda app: app.show("family"),
        "lessons": lambda app: app.show("lessons"),
    }


class Monkey:
    """Random controller events into one app, checking the game after every frame."""

    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.clock = Clock()
        app.pad.now = self.clock
        self.tally = Tally()
        self._game: tuple[GameScene, GameState] | None = None

    def run(self, events: int) -> None:
        self._check()  # the starting screen counts as seen
        for _ in range(events):
            self._post()
            self.clock.now += 0.05
            self.app.frame()
            self.app.running = True  # Quit was pressed: the window would close, go on
            self.tally.frames += 1
            self._check()

    def _post(self) -> None:
        rng = self.rng
        roll = rng.random()
        instance = rng.choice(INSTANCES)
        self.tally.events += 1
        if roll < 0.6:  # A half the time: the game moves on
            button = pygame.CONTROLLER_BUTTON_A if rng.random() < 0.5 else rng.choice(BUTTONS)
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, instance_id=instance, button=button))
        elif roll < 0.85:
            value = rng.choice((0, 3000, -3000, 20000, -20000, 32767, -32768))
            axis = rng.choice(AXES)
            pygame.event.post(
                pygame.event.Event(
                    pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=axis, value=value
                )
            )
        elif roll < 0.95:
            pygame.event.post(pygame.event.Event(controller.TICK))
        elif roll < 0.975:
            index = rng.choice((0, 1, 7))
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index))
        else:
            pygame.event.post(
                pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance)
            )

    def _check(self) -> None:
        app = self.app
        tally = self.tally
        if app.faults:
            tally.faults += app.faults
            app.faults.clear()
        top = app.top
        if top is None:
            return
        tally.screens.add(type(top).__name__)
        scene = next((s for s in reversed(app.scenes) if isinstance(s, GameScene)), None)
        if scene is None:
            self._game = None
            return
        state = scene.state
        if self._game is not None and self._game[0] is scene:
            tally.faults += self._compare(self._game[1], state)
        chosen = scene.input.selection()
        if chosen is not None and chosen.move not in scene.input.moves():
            tally.faults.append(f"the focus stands on {chosen.move}, not a legal move")
        self._game = (scene, state)

    def _compare(self, before: GameState, after: GameState) -> list[str]:
        """The moves taken since ``before``: legal where played, or an undo back to a prefix."""
        old, new = before.moves, after.moves
        if new == old:
            return []
        if len(new) < len(old):
            self.tally.undos += 1
            return [] if old[: len(new)] == new else [f"undo left moves {new} after {old}"]
        if new[: len(old)] != old:
            return [f"the moves changed behind the game: {old} -> {new}"]
        self.tally.moves += len(new) - len(old)
        if len(new) - len(old) == 1 and new[-1] not in legal_moves(before):
            return [f"{new[-1]} was played, which was not legal there"]
        return []


def run(seed: int, events: int, screens: list[str] | None = None) -> Tally:
    """``events`` random controller events from each starting screen (all, or ``screens``)."""
    total = Tally()
    with tempfile.TemporaryDirectory() as data:
        os.environ["GOLDMINES_DATA_DIR"] = data
        app = App(SIZE, fps=0, audio=Audio(enabled=False), settings=Settings())
        try:
            for name, opening in starts(seed).items():
                if screens is not None and name not in screens:
                    continue
                pygame.event.clear()
                opening(app)
                monkey = Monkey(app, seed)
                monkey.run(events)
                tally = monkey.tally
                total.events += tally.events
                total.frames += tally.frames
                total.moves += tally.moves
                total.undos += tally.undos
                total.screens |= tally.screens
                total.faults += [f"from {name}: {f}" for f in tally.faults]
        finally:
            app.close()
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=400, help="events from each screen")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tally = run(args.seed, args.events)
    seconds = time.perf_counter() - started
    print(f"events {tally.events}  frames {tally.frames}  seconds {seconds:.1f}")
    print(f"moves played {tally.moves}  undos {tally.undos}")
    print(f"screens seen {len(tally.screens)}: {', '.join(sorted(tally.screens))}")
    print(f"faults {len(tally.faults)}")
    for fault in tally.faults[:5]:
        print(fault)
    return 1 if tally.faults else 0


if __name__ == "__main__":
    sys.exit(main())
