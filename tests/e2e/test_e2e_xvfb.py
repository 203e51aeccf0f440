"""End to end: the real game window under Xvfb, played with real X input from xdotool.

The layout is deterministic: a new game shows the start tile at the centre of the window at
the default tile size (the camera is centred on (0, 0)), and the hand panel sits at a place
``hud.compute_layout`` gives. So the test computes where to drag the tile from the seed alone.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from goldmines_desktop.engine import (
    GameState,
    Phase,
    PlaceFigure,
    PlaceTile,
    Skip,
    apply_decision,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.records import record_of
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.board.camera import DEFAULT_TILE, Camera, tiles_rect
from goldmines_desktop.ui.hud.hud import Hud
from goldmines_desktop.ui.hud.hud_layout import compute_layout
from goldmines_desktop.ui.launch import player_setup

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.timeout(180),
    pytest.mark.skipif(
        not all(shutil.which(tool) for tool in ("Xvfb", "xdotool")),
        reason="needs Xvfb and xdotool",
    ),
]

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 800)  # the game's first window
# the screen: room round the window, which fits the screen it opens on (title bar, panels)
SCREEN = (1600, 1000)
SEED = 3


def _in_use(number: int) -> bool:
    """Display ``number`` is taken while its lock names a live process (a killed server leaves
    a stale lock behind, which Xvfb itself replaces)."""
    lock = Path(f"/tmp/.X{number}-lock")
    try:
        pid = int(lock.read_text().strip())
    except (OSError, ValueError):
        return lock.exists() or Path(f"/tmp/.X11-unix/X{number}").exists()
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def free_display() -> int:
    for number in range(91, 400):
        if not _in_use(number):
            for stale in (Path(f"/tmp/.X{number}-lock"), Path(f"/tmp/.X11-unix/X{number}")):
                stale.unlink(missing_ok=True)  # left by a server that was killed
            return number
    raise RuntimeError("no free X display number")


@pytest.fixture
def xvfb() -> Iterator[str]:
    display = f":{free_display()}"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 20
        socket = Path(f"/tmp/.X11-unix/X{display[1:]}")
        while not socket.exists():
            if time.monotonic() > deadline or server.poll() is not None:
                pytest.fail("Xvfb did not start")
            time.sleep(0.1)
        yield display
    finally:
        server.terminate()  # lets Xvfb remove its lock and socket
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=10)


class Game:
    """The game running in a subprocess, with its output collected in the background."""

    def __init__(self, display: str, data: Path, load: Path | None = None) -> None:
        env = dict(os.environ)
        env.pop("SDL_VIDEODRIVER", None)
        env.update(
            {
                "DISPLAY": display,
                "SDL_AUDIODRIVER": "dummy",
                "SDL_VIDEO_X11_WMCLASS": "goldmines",
                "GOLDMINES_DATA_DIR": str(data),
                "GOLDMINES_STARTUP_PROBE": "1",
                "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                "PYTHONPATH": str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
            }
        )
        self.env = env
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "goldmines_desktop",
                "play",
                "--players",
                "Ann,Bob",
                "--seed",
                str(SEED),
                *(["--load", str(load)] if load is not None else []),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=env,
            cwd=ROOT,
        )
        self.lines: list[str] = []
        self.first_frame = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line)
            if line.strip() == "first-frame":
                self.first_frame.set()

    def settled(self, *steps: str, since: int = 0) -> bool:
        """Wait until the board, after output line ``since``, comes to rest in one of the
        turn's ``steps`` (tile, figure, end_turn, over...): no animation, banner or
        final-scoring step running, as the game's probe says."""

        def said() -> bool:
            return any(
                line.startswith("settled turn") and line.split()[-1] in steps
                for line in self.lines[since:]
            )

        return wait_for(said, 60)

    def xdotool(self, *args: str) -> str:
        result = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 0, result.stderr
        return result.stdout

    def stop(self) -> None:
        self.process.kill()
        self.process.wait(timeout=10)


@pytest.fixture
def running(xvfb: str, tmp_path: Path) -> Iterator[Game]:
    game = Game(xvfb, tmp_path / "data")
    try:
        yield game
    finally:
        game.stop()


NEAR = tuple((x, y) for y in range(-2, 3) for x in range(-2, 3))


def spot_for(state: GameState) -> tuple[int, int]:
    """A spot near the start tile where the tile in hand fits as drawn (rotation 0)."""
    fitting = {
        (m.x, m.y) for m in legal_moves(state) if isinstance(m, PlaceTile) and m.rotation == 0
    }
    return next(p for p in sorted(NEAR, key=lambda p: abs(p[0]) + abs(p[1])) if p in fitting)


def drag_tile(game: Game, window: str, spot: tuple[int, int]) -> None:
    """Drag the tile from the hand panel onto ``spot`` with real X pointer events."""
    hand = compute_layout(SIZE, 2).hand_tile.center
    target = (SIZE[0] // 2 + spot[0] * DEFAULT_TILE, SIZE[1] // 2 + spot[1] * DEFAULT_TILE)
    move_pointer(game, window, hand)
    game.xdotool("mousedown", "1")
    for i in range(1, 11):
        x = hand[0] + (target[0] - hand[0]) * i // 10
        y = hand[1] + (target[1] - hand[1]) * i // 10
        move_pointer(game, window, (x, y))
    game.xdotool("mouseup", "1")


def move_pointer(game: Game, window: str, point: tuple[int, int]) -> None:
    """Move the X pointer and wait until it is there (``--sync``)."""
    game.xdotool("mousemove", "--sync", "--window", window, str(point[0]), str(point[1]))


def autosaves(data: Path) -> list[Path]:
    """The unfinished games' autosaves (each game has its own)."""
    return [p for p in (data / "autosaves").glob("*.json") if ".corrupt-" not in p.name]


def autosave_moves(data: Path) -> list[dict[str, object]]:
    """The moves in the newest autosave."""
    try:
        newest = max(autosaves(data), key=lambda p: p.stat().st_mtime)
        return json.loads(newest.read_text())["moves"]
    except (OSError, ValueError, KeyError):
        return []


def wait_for(condition, seconds: float = 20.0) -> bool:  # noqa: ANN001
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.2)
    return False


def test_play_two_turns_with_real_x_input(running: Game, tmp_path: Path) -> None:
    window = running.xdotool("search", "--sync", "--class", "goldmines").split()[0]
    assert running.first_frame.wait(60), "".join(running.lines)
    running.xdotool("windowfocus", "--sync", window)
    assert running.settled("tile"), "".join(running.lines)
    data = tmp_path / "data"
    state = new_game(player_setup("Ann,Bob"), load_catalogue(), seed=SEED)
    spot = spot_for(state)
    drag_tile(running, window, spot)
    assert wait_for(lambda: len(autosave_moves(data)) >= 1), "".join(running.lines)
    first = {"type": "place_tile", "x": spot[0], "y": spot[1], "rotation": 0}
    assert autosave_moves(data)[0] == first

    state, _ = apply_decision(state, PlaceTile(spot[0], spot[1], 0))
    if state.phase is Phase.PLACE_FIGURE:
        running.xdotool("key", "space")  # skip the figure
        assert wait_for(lambda: len(autosave_moves(data)) >= 2)
        state, _ = apply_decision(state, Skip())
    assert running.settled("end_turn"), "".join(running.lines)
    since = len(running.lines)
    running.xdotool("key", "Return")  # end the turn: Bob's tile is shown
    assert running.settled("tile", since=since), "".join(running.lines)
    done = len(state.moves)
    spot = spot_for(state)
    drag_tile(running, window, spot)
    assert wait_for(lambda: len(autosave_moves(data)) > done), "".join(running.lines)
    assert autosave_moves(data)[done] == {
        "type": "place_tile",
        "x": spot[0],
        "y": spot[1],
        "rotation": 0,
    }
    assert running.settled("figure", "end_turn", since=since), "".join(running.lines)
    shot = tmp_path / "shot.png"
    subprocess.run(
        ["import", "-window", "root", str(shot)], env=running.env, check=True, timeout=60
    )
    assert shot.stat().st_size > 10_000
    if os.environ.get("GOLDMINES_E2E_SHOT"):
        shutil.copy(shot, os.environ["GOLDMINES_E2E_SHOT"])
    assert running.process.poll() is None, "".join(running.lines)


# --- a short game to the end: a drop on a bad spot, then the whole final scoring ---------------


def near_the_end() -> GameState:
    """A classic-gold game of nine tiles, with figures on roads, cities, a garden and a field,
    whose last tile is in hand (played on by the engine's legal moves, meeples first)."""
    from ui_helpers import TAKE_GOLD_DRAW, TAKE_GOLD_MOVES, game

    state = game(TAKE_GOLD_DRAW, moves=TAKE_GOLD_MOVES, distribution="round_robin")
    pick = random.Random(1)
    while not (state.phase is Phase.PLACE_TILE and state.tiles_left == 0):
        moves = legal_moves(state)
        move = next((m for m in moves if isinstance(m, PlaceFigure)), pick.choice(moves))
        state, _ = apply_decision(state, move)
    return state


def board_camera(state: GameState) -> Camera:
    """The camera after Home: the board and the tile's spots fitted in the free area (by
    itself the camera follows the play at a comfortable size instead)."""
    spots = {(m.x, m.y) for m in legal_moves(state) if isinstance(m, PlaceTile)}
    camera = Camera(SIZE)
    camera.fit(tiles_rect([*state.board, *spots]), Hud(SIZE, 2).free_area())
    return camera


def mean_colour(shot: Path, rect: tuple[int, int, int, int], env: dict[str, str]) -> list[int]:
    """The mean red, green and blue (0-255) of ``rect`` in a screenshot, by ImageMagick."""
    left, top, width, height = rect
    result = subprocess.run(
        [
            "convert",
            str(shot),
            "-crop",
            f"{width}x{height}+{left}+{top}",
            "+repage",
            "-scale",
            "1x1!",
            "-format",
            "%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]",
            "info:",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return [int(v) for v in result.stdout.split()]


def screenshot(game: Game, path: Path, window: str) -> Path:
    """The game's window as it shows now (its own pixels: the screen is larger than it)."""
    subprocess.run(["import", "-window", window, str(path)], env=game.env, check=True, timeout=60)
    return path


def drag_to(game: Game, window: str, target: tuple[int, int], release: bool = True) -> None:
    """Drag the tile from the hand panel to a screen point with real X pointer events."""
    hand = compute_layout(SIZE, 2).hand_tile.center
    move_pointer(game, window, hand)
    game.xdotool("mousedown", "1")
    for i in range(1, 11):
        x = hand[0] + (target[0] - hand[0]) * i // 10
        y = hand[1] + (target[1] - hand[1]) * i // 10
        move_pointer(game, window, (x, y))
    if release:
        game.xdotool("mouseup", "1")


def test_bad_drop_then_the_whole_final_scoring(xvfb: str, tmp_path: Path) -> None:
    state = near_the_end()
    record = tmp_path / "short.json"
    record.write_text(json.dumps(record_of(state)))
    data = tmp_path / "data"
    game = Game(xvfb, data, load=record)
    try:
        window = game.xdotool("search", "--sync", "--class", "goldmines").split()[0]
        assert game.first_frame.wait(60), "".join(game.lines)
        game.xdotool("windowfocus", "--sync", window)
        assert game.settled("tile"), "".join(game.lines)  # the turn banner has faded
        game.xdotool("key", "Home")  # the whole board, where the test can work out every spot
        time.sleep(0.5)  # a few frames for the key to be read
        camera = board_camera(state)
        free = pygame.Rect(Hud(SIZE, 2).free_area())
        fits = {(m.x, m.y) for m in legal_moves(state) if isinstance(m, PlaceTile)}
        around = {
            (x + dx, y + dy)
            for x, y in state.board
            for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
        }
        bad = sorted(
            p
            for p in around - set(state.board) - fits
            if free.contains(pygame.Rect(camera.tile_rect(p)))
        )
        assert bad, "no spot where the tile does not fit"
        rect = camera.tile_rect(bad[0])
        # the tile over a spot where it does not fit shows red; dropped, it goes back
        drag_to(game, window, (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2), release=False)
        edge = (rect[0] + 10, rect[1], rect[2] - 20, 2)  # the red frame round the tile

        def red_frame() -> bool:
            red, green, blue = mean_colour(
                screenshot(game, tmp_path / "bad.png", window), edge, game.env
            )
            return red > 150 and green < 80 and blue < 80

        assert wait_for(red_frame), "the tile over a bad spot did not turn red"
        game.xdotool("mouseup", "1")
        assert wait_for(lambda: not red_frame()), "the tile stayed on the bad spot"
        assert len(autosave_moves(data)) in (0, len(state.moves))  # nothing was played
        # the last tile on a spot where it fits as drawn, no figure: the game ends
        good = next(
            (m.x, m.y)
            for m in legal_moves(state)
            if isinstance(m, PlaceTile)
            and m.rotation == 0
            and free.contains(pygame.Rect(camera.tile_rect((m.x, m.y))))
        )
        rect = camera.tile_rect(good)
        drag_to(game, window, (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2))
        moves = len(state.moves)
        state, _ = apply_decision(state, PlaceTile(good[0], good[1], 0))
        if state.phase is Phase.PLACE_FIGURE:
            assert wait_for(lambda: len(autosave_moves(data)) > moves), "".join(game.lines)
            assert game.settled("figure"), "".join(game.lines)
            game.xdotool("key", "space")  # no figure: the game is over
            state, _ = apply_decision(state, Skip())
        assert state.finished
        assert wait_for(lambda: not autosaves(data)), "a finished game leaves Continue's list"
        assert game.settled("end_turn"), "".join(game.lines)  # the last turn ends as any other
        game.xdotool("key", "Return")  # End turn: the final scoring starts
        time.sleep(1.5)  # the key that ended the turn never skips the show (a short grace)
        # the final scoring plays on the board, step by step, until it is skipped
        finale = screenshot(game, tmp_path / "finale.png", window)
        assert finale.stat().st_size > 10_000
        assert "screen results" not in "".join(game.lines)
        since = len(game.lines)
        game.xdotool("key", "space")  # skip to the end
        assert game.settled("over", "end_turn", since=since), "".join(game.lines)
        assert "screen results" not in "".join(game.lines)  # the board still shows the scores
        screenshot(game, tmp_path / "finale_done.png", window)
        game.xdotool("key", "Return")  # See final scores
        assert wait_for(lambda: "screen results" in "".join(game.lines)), "".join(game.lines)
        if os.environ.get("GOLDMINES_E2E_SHOT"):
            shutil.copy(finale, Path(os.environ["GOLDMINES_E2E_SHOT"]).with_suffix(".finale.png"))
        assert game.process.poll() is None, "".join(game.lines)
    finally:
        game.stop()
