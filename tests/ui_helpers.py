"""Helpers for UI tests: an off-screen app, real input events posted to pygame, and records.

Tests run under SDL's dummy video and audio drivers (see conftest.py) and step the app's own
loop frame by frame, so input goes through exactly the path a player's does.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Sequence  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from goldmines_desktop.engine import (  # noqa: E402
    Event,
    GameState,
    PlayerSetup,
    Setup,
    apply,
    apply_decision,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.records import parse_record  # noqa: E402
from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.simulate import play_random_game, random_setup  # noqa: E402
from goldmines_desktop.ui.app import App  # noqa: E402
from goldmines_desktop.ui.audio import Audio  # noqa: E402
from goldmines_desktop.ui.scenes.game import GameScene  # noqa: E402
from goldmines_desktop.ui.settings import Settings  # noqa: E402

SETUP = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue")))

# Found with the engine: after these moves, two completed roads that hold ingots (one Ann's,
# one Bob's) wait for the active player to choose which scores first.
SCORE_ORDER_DRAW = [
    "V",
    "T",
    "O",
    "GM_A",
    "X",
    "Ig",
    "W",
    "GM_E",
    "GM_C",
    "GM_B",
    "H",
    "U",
    "O",
    "L",
    "GM_F",
    "W",
]
SCORE_ORDER_MOVES: list[dict[str, Any]] = [
    {"type": "place_tile", "x": 1, "y": 0, "rotation": 90},
    {"type": "place_meeple", "figure": "meeple", "location": "N"},
    {"type": "place_tile", "x": 0, "y": -1, "rotation": 270},
    {"type": "place_meeple", "figure": "meeple", "location": "E"},
    {"type": "place_tile", "x": -1, "y": 0, "rotation": 0},
    {"type": "place_meeple", "figure": "meeple", "location": "N"},
    {"type": "place_tile", "x": -1, "y": 1, "rotation": 0},
    {"type": "place_gold", "x": -1, "y": 0},
    {"type": "place_meeple", "figure": "meeple", "location": "E"},
    {"type": "place_tile", "x": -1, "y": 2, "rotation": 90},
    {"type": "place_meeple", "figure": "meeple", "location": "E"},
    {"type": "place_tile", "x": 1, "y": 1, "rotation": 270},
    {"type": "place_meeple", "figure": "meeple", "location": "W"},
    {"type": "place_tile", "x": -2, "y": 1, "rotation": 0},
    {"type": "place_meeple", "figure": "meeple", "location": "W"},
    {"type": "place_tile", "x": -3, "y": 1, "rotation": 90},
    {"type": "place_meeple", "figure": "meeple", "location": "N"},
    {"type": "place_tile", "x": 0, "y": -2, "rotation": 270},
    {"type": "place_meeple", "figure": "meeple", "location": "N"},
    {"type": "place_tile", "x": -2, "y": 2, "rotation": 270},
    {"type": "place_gold", "x": -1, "y": 2},
    {"type": "place_meeple", "figure": "meeple", "location": "S"},
    {"type": "place_tile", "x": 2, "y": 0, "rotation": 180},
    {"type": "place_meeple", "figure": "meeple", "location": "S"},
    {"type": "place_tile", "x": 0, "y": -3, "rotation": 270},
    {"type": "place_meeple", "figure": "meeple", "location": "Ne"},
    {"type": "place_tile", "x": -3, "y": 0, "rotation": 90},
    {"type": "place_meeple", "figure": "meeple", "location": "N"},
    {"type": "place_tile", "x": 1, "y": -1, "rotation": 90},
    {"type": "place_meeple", "figure": "meeple", "location": "N"},
]


# Found with the engine: a classic ("round_robin") game where Ann, taking gold, may choose
# between two tiles.
TAKE_GOLD_DRAW = ["W", "P", "GM_F", "V", "V", "Vg", "L", "F", "W"]
TAKE_GOLD_MOVES: list[dict[str, Any]] = [
    {"type": "place_tile", "x": 1, "y": 0, "rotation": 0},
    {"type": "place_meeple", "figure": "meeple", "location": "S"},
    {"type": "place_tile", "x": -1, "y": 0, "rotation": 0},
    {"type": "place_meeple", "figure": "meeple", "location": "N"},
    {"type": "place_tile", "x": 2, "y": 0, "rotation": 180},
    {"type": "place_meeple", "figure": "meeple", "location": "E"},
    {"type": "place_tile", "x": 0, "y": 1, "rotation": 0},
    {"type": "place_meeple", "figure": "meeple", "location": "S"},
    {"type": "place_tile", "x": -1, "y": 1, "rotation": 180},
    {"type": "place_meeple", "figure": "meeple", "location": "Ne"},
    {"type": "place_tile", "x": 1, "y": 1, "rotation": 180},
    {"type": "place_meeple", "figure": "abbot", "location": "garden"},
    {"type": "place_tile", "x": 3, "y": 0, "rotation": 0},
    {"type": "place_meeple", "figure": "meeple", "location": "N"},
]


def make_app(size: tuple[int, int] = (1280, 800)) -> App:
    """A silent, uncapped app (tests step it frame by frame)."""
    return App(size, fps=0, audio=Audio(enabled=False), settings=Settings())


def game(
    draw_order: Sequence[str] | None = None,
    seed: int | None = 3,
    moves: Sequence[dict[str, Any]] = (),
    distribution: str = "edition3",
) -> GameState:
    """A two-player game (Ann, Bob), optionally with recorded moves already played."""
    setup = SETUP.with_options(gold_distribution=distribution)
    if not moves:
        return new_game(setup, load_catalogue(), seed=seed, draw_order=draw_order)
    record = parse_record(
        {
            "format": "goldmines-record",
            "version": 1,
            "setup": {
                "players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}],
                "options": {"gold_distribution": distribution},
            },
            "draw_order": list(draw_order or []),
            "moves": list(moves),
        }
    )
    state = new_game(record.setup, load_catalogue(), draw_order=record.draw_order)
    for move in record.moves:
        state, _ = apply_decision(state, move)
    return state


def start(app: App, state: GameState) -> GameScene:
    """Show ``state`` on the board and draw a first frame."""
    app.show("game", state)
    step(app)
    scene = app.top
    assert isinstance(scene, GameScene)
    return scene


def step(app: App, frames: int = 1) -> None:
    app.run(frames)


def read_lists(app: App) -> None:
    """Let the Continue and Load lists read their files (on their background threads), then
    show a frame with what they found."""
    from goldmines_desktop.files.save_list import SaveList

    for _ in range(3):  # reading starts after the first frame; a frame may ask for more
        for scene in app.scenes:
            for games in (getattr(scene, "games", None), getattr(scene, "unfinished", None)):
                if isinstance(games, SaveList):
                    games.wait(60)
        app.run(1)


def post(event_type: int, **attributes: Any) -> None:
    pygame.event.post(pygame.event.Event(event_type, **attributes))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    step(app)


def drag(
    app: App,
    start_pos: tuple[int, int],
    end_pos: tuple[int, int],
    steps: int = 6,
    release: bool = True,
) -> None:
    """Press at ``start_pos``, move in steps (one frame each) and release at ``end_pos``."""
    post(pygame.MOUSEMOTION, pos=start_pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1)
    step(app)
    for i in range(1, steps + 1):
        x = start_pos[0] + (end_pos[0] - start_pos[0]) * i // steps
        y = start_pos[1] + (end_pos[1] - start_pos[1]) * i // steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))
        step(app)
    if release:
        post(pygame.MOUSEBUTTONUP, pos=end_pos, button=1)
        step(app)


def rest(app: App, seconds: float = 0.6) -> None:
    """Let the pointer rest: the board in play's clock ticks ``seconds`` (as frames of a
    resting pointer would), then a frame is drawn."""
    scene = app.top
    assert isinstance(scene, GameScene)
    scene.update(seconds)
    step(app)


def key(app: App, code: int, mod: int = 0) -> None:
    post(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)
    step(app)


def wheel(app: App, y: int) -> None:
    post(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
    step(app)


def tile_centre(scene: GameScene, pos: tuple[int, int]) -> tuple[int, int]:
    """The screen centre of board position ``pos`` once the camera rests (a player aims
    where the tile is after the camera's short glide, so the glide is ended first)."""
    scene.camera.settle()
    left, top, size, _ = scene.camera.tile_rect(pos)
    return (left + size // 2, top + size // 2)


def segment_point(scene: GameScene, ref: tuple[int, int, int]) -> tuple[int, int]:
    """A screen point on segment ``ref`` (its figure anchor, checked against the hit test)."""
    point = scene.board.figure_point(scene.state, ref)
    assert scene.board.segment_under(scene.state, point) == ref
    return point


def hand_centre(scene: GameScene) -> tuple[int, int]:
    return scene.hud.layout.hand_tile.center


def finished_game(players: int, seed: int) -> tuple[GameState, tuple[Event, ...]]:
    """``play_random_game`` again, keeping the events of the last move."""
    state = new_game(random_setup(players), load_catalogue(), seed=seed)
    rng = random.Random(seed)
    events: tuple[Event, ...] = ()
    while not state.finished:
        state, events = apply(state, rng.choice(legal_moves(state)))
    assert state.snapshot() == play_random_game(random_setup(players), seed).snapshot()
    return state, tuple(events)
