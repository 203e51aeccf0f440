"""No exception closes the window: the river under the pointer, a fault in a scene (the
frame guard and its message), and the T key in every step. Driven by real posted events under
SDL's dummy video driver."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
from pathlib import Path

import pygame
import pytest
from ui_helpers import (
    SCORE_ORDER_DRAW,
    SCORE_ORDER_MOVES,
    SETUP,
    TAKE_GOLD_DRAW,
    TAKE_GOLD_MOVES,
    click,
    game,
    key,
    post,
    rest,
    start,
    step,
)

from goldmines_desktop import __version__
from goldmines_desktop.engine import PlaceTile, PlayerSetup, Setup, Skip, new_game
from goldmines_desktop.engine.records import parse_record, record_of
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import lesson_paths
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.highlights import RIVER_LINE, feature_lines
from goldmines_desktop.ui.launch import run_app
from goldmines_desktop.ui.scene import Scene
from goldmines_desktop.ui.scenes import tiles_left
from goldmines_desktop.ui.scenes.crash import CrashScene
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene
from goldmines_desktop.ui.scenes.tiles_left import TilesLeftScene

pytestmark = pytest.mark.timeout(120)


def _top(app: App) -> Scene | None:
    """The top scene, read again (after an ``isinstance`` check on an earlier one)."""
    return app.top


def _river_refs(scene: GameScene) -> list[tuple[int, int, int]]:
    """The river segments of the tile just placed."""
    state = scene.state
    assert state.last is not None
    tile = state.board[state.last]
    return [(*state.last, i) for i, seg in enumerate(tile.segments) if seg.kind == "river"]


def _hover_everywhere_on(app: App, scene: GameScene, pos: tuple[int, int]) -> int:
    """Rest the pointer on a grid of points over the tile at ``pos`` (one frame each);
    returns how many points were on the river."""
    left, top, size, _ = scene.camera.tile_rect(pos)
    on_river = 0
    for i in range(1, 12):
        for j in range(1, 12):
            point = (left + size * i // 12, top + size * j // 12)
            post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
            step(app)
            rest(app)
            ref = scene.board.segment_under(scene.state, point)
            if ref is not None and ref in _river_refs(scene):
                on_river += 1
                assert scene.view.tooltip is not None  # the friendly "the river" card
    return on_river


def test_pointing_at_the_river_in_the_figure_step_shows_the_river(app: App) -> None:
    state = new_game(SETUP.with_options(river=True), load_catalogue(), seed=4)
    scene = start(app, state)
    for _turn in range(3):  # a few river tiles, each hovered all over in its figure step
        move = next(m for m in scene.turns.moves() if isinstance(m, PlaceTile))
        assert scene.play(move)
        step(app)
        assert scene.step == "figure"
        refs = _river_refs(scene)
        assert refs and all(feature_lines(scene.state, ref) == [RIVER_LINE] for ref in refs)
        assert _hover_everywhere_on(app, scene, move_pos(move)) > 0
        assert app.top is scene and app.running
        assert "Ann placed a tile with a river" in [e.text for e in scene.log.entries]
        assert scene.play(Skip())
        scene.end_turn()
        step(app)


def move_pos(move: PlaceTile) -> tuple[int, int]:
    return (move.x, move.y)


def test_pointing_at_the_river_in_lesson_seven_shows_the_river(app: App) -> None:
    path = next(p for p in lesson_paths() if p.stem == "07_the_river")
    scene = app.show("lesson", str(path))
    step(app)
    assert isinstance(scene, GameScene) and scene.coach is not None
    wanted = scene.coach.step.move if scene.coach.step else None
    assert isinstance(wanted, PlaceTile)
    assert scene.play(wanted)
    step(app)
    assert scene.step == "figure" and _river_refs(scene)
    assert _hover_everywhere_on(app, scene, (wanted.x, wanted.y)) > 0
    assert app.top is scene and app.running


# --- the frame guard ---------------------------------------------------------------------------


def _played_game(app: App) -> GameScene:
    """A family game a few moves in (it is autosaved)."""
    scene = start(app, new_game(SETUP, load_catalogue(), seed=5))
    for _ in range(3):
        while not scene.turn_done:
            assert scene.play(scene.turns.moves()[0])
        scene.end_turn()
    step(app)
    return scene


def _fail_once(monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> list[int]:
    """Make ``cls.name`` raise the first time it is called; returns the call counter."""
    original, calls = getattr(cls, name), []

    def failing(self: object, *args: object) -> object:
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("an injected fault")
        return original(self, *args)

    monkeypatch.setattr(cls, name, failing)
    return calls


def _reports() -> list[Path]:
    return sorted(Path(os.environ["GOLDMINES_DATA_DIR"]).glob("crash-*.txt"))


def test_a_fault_in_a_scene_shows_the_message_and_writes_a_report(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _played_game(app)
    _fail_once(monkeypatch, GameScene, "draw")
    step(app)
    assert app.running and isinstance(app.top, CrashScene)
    assert app.top.message == "Something went wrong. Your game is saved."
    (report,) = _reports()
    assert re.fullmatch(r"crash-\d{4}-\d{2}-\d{2}-\d{6}\.txt", report.name)
    text = report.read_text(encoding="utf-8")
    assert f"Gold Mines {__version__}" in text
    assert "Traceback" in text and "RuntimeError: an injected fault" in text
    record = parse_record(json.loads(text.split("The game's record (JSON):\n", 1)[1]))
    assert len(record.moves) == len(scene.state.moves) >= 6
    step(app, 3)  # the message stays up, drawn over the table (the board is not drawn)
    click(app, app.top.continue_button.rect.center)
    assert _top(app) is scene and app.running
    step(app, 3)
    assert _top(app) is scene and len(app.faults) == 1


def test_main_menu_leaves_the_game_and_continue_finds_it_again(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _played_game(app)
    moves = len(scene.state.moves)
    _fail_once(monkeypatch, GameScene, "handle")
    post(pygame.MOUSEMOTION, pos=(400, 300), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert isinstance(app.top, CrashScene)
    click(app, app.top.menu_button.rect.center)
    assert isinstance(app.top, MainMenuScene)
    assert moves in _autosaved_move_counts()  # the game is kept, to be continued


def _autosaved_move_counts() -> list[int]:
    """The number of moves of every game record in the data folder."""
    counts = []
    for path in Path(os.environ["GOLDMINES_DATA_DIR"]).rglob("*.json"):
        with contextlib.suppress(ValueError):
            counts.append(len(parse_record(json.loads(path.read_text(encoding="utf-8"))).moves))
    return counts


def test_the_same_fault_again_goes_to_the_main_menu(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    _played_game(app)

    def failing(self: GameScene, surface: pygame.Surface) -> None:
        raise RuntimeError("a fault in every frame")

    monkeypatch.setattr(GameScene, "draw", failing)
    step(app)
    assert isinstance(app.top, CrashScene)
    key(app, pygame.K_ESCAPE)  # Esc is Continue: the board fails to draw again
    step(app)
    assert isinstance(app.top, MainMenuScene) and app.running
    step(app, 5)
    assert isinstance(app.top, MainMenuScene) and len(app.faults) == 2
    assert len(_reports()) == 1  # the same fault is reported once


def test_a_fault_in_the_message_itself_goes_to_the_main_menu(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    _played_game(app)
    _fail_once(monkeypatch, GameScene, "update")
    _fail_once(monkeypatch, CrashScene, "draw")
    step(app, 3)
    assert isinstance(app.top, MainMenuScene) and app.running and len(app.faults) == 2


def test_a_main_menu_that_keeps_failing_ends_the_loop_instead_of_looping(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    def failing(self: MainMenuScene, surface: pygame.Surface) -> None:
        raise RuntimeError("the menu cannot draw")

    monkeypatch.setattr(MainMenuScene, "draw", failing)
    app.show("menu")
    step(app)
    assert isinstance(app.top, CrashScene)
    assert app.top.message == "Something went wrong."  # no game is on
    (report,) = _reports()
    assert "No game was on." in report.read_text(encoding="utf-8")
    with pytest.raises(RuntimeError, match="the menu cannot draw"):
        for _ in range(20):
            key(app, pygame.K_ESCAPE)
    assert len(app.faults) == 3  # the message, the menu again, the menu once more: given up


# --- the T key ---------------------------------------------------------------------------------


def _t_opens_and_closes(app: App, scene: GameScene) -> None:
    key(app, pygame.K_t)
    assert isinstance(app.top, TilesLeftScene), scene.step
    step(app)
    key(app, pygame.K_t)
    assert _top(app) is scene, scene.step


def test_t_opens_the_sheet_in_every_step_and_during_a_computer_turn(app: App) -> None:
    seats = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue", "ai:easy")))
    draw = ["GM_A", "V", "GM_B", "W", "GM_C", "U", "L"]  # Ann has the gold mines and the last
    app.settings.animation_speed = 4.0
    scene = start(app, new_game(seats, load_catalogue(), seed=11, draw_order=draw))
    rng = random.Random(11)
    seen: set[str] = set()
    for _ in range(3000):
        if app.top is not scene:  # the results screen: the game is over
            break
        computer = scene.turns.computer_decides
        label = f"computer {scene.step}" if computer else scene.step
        if scene.state.finished:
            label = "final scoring"  # on the board, before the results screen
        if label not in seen:
            seen.add(label)
            _t_opens_and_closes(app, scene)
        if computer:
            step(app, 5)
        elif scene.turn_done:
            key(app, pygame.K_RETURN)
        else:
            assert scene.play(rng.choice(scene.turns.moves()))
            step(app)
    assert {"tile", "gold", "figure", "end_turn", "final scoring", "computer tile"} <= seen, seen


@pytest.mark.parametrize(
    ("draw_order", "moves", "distribution", "wanted"),
    [
        (SCORE_ORDER_DRAW, SCORE_ORDER_MOVES, "edition3", "score"),
        (TAKE_GOLD_DRAW, TAKE_GOLD_MOVES, "round_robin", "take_gold"),
    ],
    ids=["score", "take_gold"],
)
def test_t_opens_the_sheet_when_a_score_or_gold_is_chosen(
    app: App, draw_order: list[str], moves: list[dict[str, object]], distribution: str, wanted: str
) -> None:
    scene = start(app, game(draw_order, moves=moves, distribution=distribution))
    while scene.step != wanted:  # the last move's gold or order choice comes after the tile
        assert scene.step in ("tile", "gold", "figure"), scene.step
        assert scene.play(scene.turns.moves()[0])
    step(app)
    _t_opens_and_closes(app, scene)


def test_a_held_t_or_a_press_during_a_slow_frame_opens_the_sheet_once(app: App) -> None:
    """pygame's key repeat adds downs until a frame reads the release: one press during a long
    frame arrived as a dozen downs and left the sheet open or closed by chance."""
    scene = start(app, new_game(SETUP, load_catalogue(), seed=5))
    for downs in (2, 11, 12):
        for _ in range(downs):
            post(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t", scancode=23)
        post(pygame.KEYUP, key=pygame.K_t, mod=0, unicode="t", scancode=23)
        step(app)
        assert isinstance(app.top, TilesLeftScene), downs
        key(app, pygame.K_t)
        assert _top(app) is scene
    for _ in range(3):  # Backspace and the arrows keep repeating
        post(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=80)
    before = scene.camera.center
    step(app, 3)
    post(pygame.KEYUP, key=pygame.K_LEFT, mod=0, unicode="", scancode=80)
    step(app)
    assert scene.camera.center != before


def test_the_sheet_opens_at_once_and_paints_its_pictures_a_few_a_frame(app: App) -> None:
    scene = start(app, new_game(SETUP.with_options(river=True), load_catalogue(), seed=5))
    tiles_left._painted.clear()
    key(app, pygame.K_t)
    sheet = app.top
    assert isinstance(sheet, TilesLeftScene)
    assert len(tiles_left._painted) == tiles_left.NEW_PICTURES_PER_FRAME
    cells = len(tiles_left.layout(app.size, tiles_left.groups_of(scene.state)).cells)
    assert cells == 50  # base game, The Gold Mines, The River
    step(app, cells // tiles_left.NEW_PICTURES_PER_FRAME)
    assert len(tiles_left._painted) == cells
    key(app, pygame.K_t)
    assert app.top is scene


def test_a_game_that_fails_to_open_from_the_command_line_shows_the_message(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(record_of(new_game(SETUP, load_catalogue(), seed=5))))
    shown: list[type] = []
    original_run = App.run

    def run_and_look(self: App, frame_limit: int | None = None) -> int:
        code = original_run(self, frame_limit)
        shown.extend(type(s) for s in self.scenes)
        return code

    def fails(self: GameScene, *args: object, **kwargs: object) -> None:
        raise RuntimeError("the board cannot open")

    monkeypatch.setattr(GameScene, "__init__", fails)
    monkeypatch.setattr(App, "run", run_and_look)
    args = argparse.Namespace(
        command="play", players=None, seed=None, load=str(record), board=None, frame_limit=3
    )
    assert run_app(args) == 0
    assert shown == [MainMenuScene, CrashScene]
    (report,) = _reports()
    assert "RuntimeError: the board cannot open" in report.read_text(encoding="utf-8")
