"""A game controller alone plays: only CONTROLLER* events are posted (no key, no mouse), under
the dummy drivers, which have no real controller (opening one fails and its events still
count, from any instance id)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest
from ui_helpers import (
    SCORE_ORDER_DRAW,
    SCORE_ORDER_MOVES,
    TAKE_GOLD_DRAW,
    TAKE_GOLD_MOVES,
    game,
    key,
    post,
    start,
    step,
    tile_centre,
)

from goldmines_desktop.engine import (
    PlaceFigure,
    PlaceTile,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
)
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.step_choices import Choice
from goldmines_desktop.ui.board.turn_actions import pick
from goldmines_desktop.ui.input import controller, mode
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.pause import PauseScene
from goldmines_desktop.ui.scenes.tiles_left import TilesLeftScene

pytestmark = pytest.mark.timeout(120)

A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
LB = pygame.CONTROLLER_BUTTON_LEFTSHOULDER
RB = pygame.CONTROLLER_BUTTON_RIGHTSHOULDER
START = pygame.CONTROLLER_BUTTON_START
BACK = pygame.CONTROLLER_BUTTON_BACK
LEFT = pygame.CONTROLLER_BUTTON_DPAD_LEFT
RIGHT = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
UP = pygame.CONTROLLER_BUTTON_DPAD_UP
DOWN = pygame.CONTROLLER_BUTTON_DPAD_DOWN


class Clock:
    """The controller's clock, moved on by hand (held sticks repeat by it)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(autouse=True)
def _mouse_mode() -> Iterator[None]:
    mode.switch("mouse")
    yield
    mode.switch("mouse")


def press(app: App, button: int, instance: int = 0) -> None:
    post(pygame.CONTROLLERBUTTONDOWN, instance_id=instance, button=button)
    post(pygame.CONTROLLERBUTTONUP, instance_id=instance, button=button)
    step(app)


def axis(app: App, which: int, value: int, instance: int = 0) -> None:
    post(pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=which, value=value)
    step(app)


def tick(app: App, clock: Clock, seconds: float) -> None:
    """Time goes by while a stick is held: the controller's timer ticks."""
    clock.now += seconds
    post(controller.TICK)
    step(app)


def test_a_turn_by_buttons_alone(app: App) -> None:
    scene = start(app, game(seed=3))
    press(app, RIGHT)
    assert mode.is_controller()
    chosen = scene.input.selection()
    assert chosen is not None and isinstance(chosen.move, PlaceTile)
    press(app, X)  # turns the tile through the rotations that fit there
    press(app, A)
    assert isinstance(scene.state.moves[0], PlaceTile)
    assert (scene.state.moves[0].x, scene.state.moves[0].y) == chosen.pos
    if scene.step == "figure":
        press(app, B)
        assert scene.state.moves[-1] == Skip()
    assert scene.step == "end_turn"
    press(app, LB)  # undo
    assert scene.state.moves == () or scene.state.moves[-1] != Skip()
    while scene.step != "end_turn":
        press(app, A if scene.step != "figure" else B)
    press(app, RB)
    now: str = scene.step
    assert now == "tile" and scene.acting == 1


def focus_on(app: App, scene: GameScene, wanted: Callable[[Choice], bool]) -> None:
    """Move the board's focus with the D-pad until it stands on a choice ``wanted`` says."""
    for button in (DOWN, RIGHT, UP, LEFT) * 6:
        chosen = scene.input.selection()
        if chosen is not None and wanted(chosen):
            return
        press(app, button)
    raise AssertionError("the D-pad never reached the choice")


def test_the_abbot_placed_and_taken_back_by_controller(app: App) -> None:
    scene = start(app, game(["B", "U", "U", "U"]))
    focus_on(app, scene, lambda c: c.pos == (0, 1))
    press(app, A)
    assert scene.step == "figure"
    press(app, X)  # the figure step: X switches to the abbot
    assert scene.input.abbot_mode
    press(app, A)
    assert scene.state.moves[-1] == PlaceFigure("abbot", "monastery")
    press(app, RB)
    press(app, A)  # Bob's tile on the spot the focus starts on
    if scene.step == "figure":
        press(app, B)
    press(app, RB)
    press(app, A)  # Ann's tile; then her abbot comes back
    assert ReturnAbbot(0, 1) in scene.input.moves()
    focus_on(app, scene, lambda c: isinstance(c.move, ReturnAbbot))
    press(app, A)
    assert scene.input.confirm == ReturnAbbot(0, 1)
    press(app, B)  # No: the question closes, nothing is played
    assert scene.input.confirm is None and not isinstance(scene.state.moves[-1], ReturnAbbot)
    focus_on(app, scene, lambda c: isinstance(c.move, ReturnAbbot))
    press(app, A)
    press(app, A)  # Yes, take it back
    assert scene.state.moves[-1] == ReturnAbbot(0, 1)
    assert scene.state.abbots[0] is None


def test_the_turn_button_and_r_do_what_the_step_lets_them(app: App) -> None:
    """One path for both: R and the controller's X turn the tile alike; in the figure step,
    which has no tile to turn, R does nothing and X chooses the abbot."""
    scene = start(app, game(["B", "U", "U", "U"]))
    turned = scene.input.rotation
    key(app, pygame.K_r)
    assert scene.input.rotation == (turned + 90) % 360
    press(app, X)
    assert scene.input.rotation == (turned + 180) % 360
    focus_on(app, scene, lambda c: c.pos == (0, 1))
    press(app, A)
    assert scene.step == "figure" and not scene.input.abbot_mode
    key(app, pygame.K_r)
    assert not scene.input.abbot_mode
    press(app, X)
    assert scene.input.abbot_mode


def test_the_scoring_order_by_controller(app: App) -> None:
    scene = start(app, game(SCORE_ORDER_DRAW, moves=SCORE_ORDER_MOVES))
    assert scene.step == "score"
    press(app, RIGHT)
    chosen = scene.input.selection()
    assert chosen is not None and isinstance(chosen.move, ScoreFeature)
    press(app, A)
    assert scene.state.moves[-1] == chosen.move


def test_taking_gold_by_controller(app: App) -> None:
    state = game(TAKE_GOLD_DRAW, moves=TAKE_GOLD_MOVES, distribution="round_robin")
    scene = start(app, state)
    assert scene.step == "take_gold"
    press(app, LEFT)
    chosen = scene.input.selection()
    assert chosen is not None and isinstance(chosen.move, TakeGold)
    press(app, A)
    assert scene.state.moves[-1] == chosen.move


def test_the_focus_starts_on_the_spot_among_most_tiles(app: App) -> None:
    scene = start(app, game(seed=5))
    for _ in range(3):  # three turns, then the tile's spots differ in their neighbours
        press(app, A)
        while scene.step != "end_turn":
            press(app, B if scene.step == "figure" else A)
        press(app, RB)
    assert scene.step == "tile" and len(scene.state.board) == 4

    def around(pos: tuple[int, int]) -> int:
        x, y = pos
        near = ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
        return sum(p in scene.state.board for p in near)

    chosen = scene.input.selection()
    assert chosen is not None
    assert around(chosen.pos) == max(around(pos) for pos in scene.input.tile_spots())
    press(app, Y)  # the hint moves the focus to its spot and plays nothing
    assert scene.input.selection() is not None and len(scene.state.board) == 4


def test_directions_go_to_the_nearest_choice_that_way() -> None:
    points = [(100, 100), (200, 100), (400, 100), (180, 40), (100, 300)]
    assert pick(points, (100, 100), (1, 0), 0) == 1
    assert pick(points, (200, 100), (1, 0), 1) == 2
    assert pick(points, (200, 100), (0, -1), 1) == 3
    assert pick(points, (100, 100), (0, 1), 0) == 4
    assert pick(points, (400, 100), (1, 0), 2) is None


def test_the_d_pad_moves_the_focus_on_the_board_by_direction(app: App) -> None:
    scene = start(app, game(seed=3))
    press(app, DOWN)
    first = scene.input.selection()
    assert first is not None
    for button, (dx, dy) in ((RIGHT, (1, 0)), (LEFT, (-1, 0)), (DOWN, (0, 1)), (UP, (0, -1))):
        before = scene.input.selection()
        assert before is not None
        press(app, button)
        after = scene.input.selection()
        assert after is not None
        was, now = tile_centre(scene, before.pos), tile_centre(scene, after.pos)
        if after != before:  # moved: it lies that way
            assert (now[0] - was[0]) * dx + (now[1] - was[1]) * dy > 0


def test_right_stick_pans_and_triggers_zoom(app: App) -> None:
    clock = Clock()
    app.pad.now = clock
    scene = start(app, game(seed=3))
    camera = scene.view.camera
    centre = camera.center
    axis(app, pygame.CONTROLLER_AXIS_RIGHTX, 32767)
    tick(app, clock, 0.05)
    tick(app, clock, 0.05)
    assert camera.center[0] > centre[0]  # pushed right: the view looks further right
    axis(app, pygame.CONTROLLER_AXIS_RIGHTX, 0)
    after = camera.center
    tick(app, clock, 0.05)
    assert camera.center == after  # let go: the board stays
    zoom = camera.zoom
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 32767)
    assert camera.zoom > zoom
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, 0)
    zoom = camera.zoom
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 30000)
    assert camera.zoom < zoom
    zoom = camera.zoom
    tick(app, clock, controller.REPEAT_DELAY + 0.01)  # held: it zooms on
    assert camera.zoom < zoom
    axis(app, pygame.CONTROLLER_AXIS_TRIGGERLEFT, 0)


def test_left_stick_has_a_dead_zone_and_repeats_when_held(app: App) -> None:
    clock = Clock()
    app.pad.now = clock
    scene = start(app, game(seed=3))
    axis(app, pygame.CONTROLLER_AXIS_LEFTX, controller.DEAD_ZONE - 1)
    assert not mode.is_controller() and scene.input.selected is None  # a resting thumb
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 32767)
    assert mode.is_controller() and scene.input.selection() is not None
    moves = []
    for _ in range(4):
        before = scene.input.selected
        tick(app, clock, controller.REPEAT_DELAY)
        moves.append(scene.input.selected != before)
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 0)
    chosen = scene.input.selected
    tick(app, clock, 1.0)
    assert scene.input.selected == chosen  # let go: no more steps
    assert app.pad.held == {}


def test_hot_plugged_and_unplugged_controller(app: App) -> None:
    scene = start(app, game(seed=3))
    post(pygame.CONTROLLERDEVICEADDED, device_index=0)  # the dummy driver cannot open it
    step(app)
    assert app.faults == [] and app.pad.notice_words() is not None
    press(app, A, instance=42)  # its events count from any instance id
    press(app, A, instance=42)
    assert len(scene.state.moves) == 1
    moves = scene.state.moves
    post(pygame.CONTROLLERDEVICEREMOVED, instance_id=42)
    step(app)
    assert "unplugged" in (app.pad.notice_words() or "")
    assert scene.state.moves == moves and app.top is scene and app.faults == []
    assert mode.current() == "mouse"
    press(app, A, instance=7)  # a second controller plays the same seat
    assert app.faults == []


def test_start_back_and_b_open_and_close_screens(app: App) -> None:
    start(app, game(seed=3))
    press(app, START)
    assert isinstance(app.top, PauseScene)
    press(app, B)
    assert isinstance(app.top, GameScene)
    press(app, BACK)
    assert isinstance(app.top, TilesLeftScene)
    press(app, B)
    assert isinstance(app.top, GameScene)


def test_real_keys_take_the_say_back(app: App) -> None:
    start(app, game(seed=3))
    press(app, RIGHT)
    assert mode.is_controller()
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
    step(app)
    assert mode.current() == "mouse"


FAMILY_SETUP = {
    "players": [
        {"name": "Ann", "color": "red", "kind": "human"},
        {"name": "Bob", "color": "blue", "kind": "human"},
    ],
    "options": {
        "goldmines": True,
        "abbot": True,
        "gold_distribution": "round_robin",
        "river": False,
    },
}


def focus_to(app: App, label: str, button: int = DOWN) -> None:
    """Move the focus ring of the screen on top to the button ``label`` with the D-pad."""
    for _ in range(20):
        focused = app.top.focus.focus  # type: ignore[union-attr]
        if getattr(focused, "label", None) == label:
            return
        press(app, button)
    raise AssertionError(f"no {label!r} reached with the D-pad")


@pytest.mark.slow
def test_a_whole_evening_by_controller_alone(app: App) -> None:
    """Main menu, New game, a whole classic Gold Mines game with the abbot for two people
    (every step, taking gold too, and the final scoring), the results and the replay viewer:
    buttons and the D-pad only."""
    from goldmines_desktop.ui.scenes.menu import MainMenuScene
    from goldmines_desktop.ui.scenes.results import ResultsScene
    from goldmines_desktop.ui.scenes.setup import SetupScene
    from goldmines_desktop.ui.scenes.watch import WatchScene

    app.settings.last_setup = FAMILY_SETUP  # the family's remembered choices
    app.show("menu")
    step(app)
    assert isinstance(app.top, MainMenuScene)
    focus_to(app, "New game")
    press(app, A)
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.focus.focus is setup.start  # Start first
    setup.draft.seed = "4"  # the game the test knows (its seed field, not an input)
    press(app, A)
    scene = app.top
    assert isinstance(scene, GameScene)
    assert scene.state.setup.options.gold_distribution == "round_robin"
    seen: dict[str, int] = {}
    presses = 0
    while isinstance(app.top, GameScene) and presses < 2000:
        step_now = "final scoring" if scene.view.finale is not None else scene.step
        seen[step_now] = seen.get(step_now, 0) + 1
        press(app, B if scene.step == "figure" and presses % 3 == 0 else A)
        presses += 1
    assert app.faults == []
    assert {"tile", "gold", "figure", "take_gold", "end_turn", "final scoring"} <= set(seen)
    assert any(m.figure == "abbot" for m in scene.state.moves if hasattr(m, "figure"))
    results = app.top
    assert isinstance(results, ResultsScene) and results.state.finished
    while not results.showing_results:
        press(app, A)  # skips the rest of the final scoring's count
    focus_to(app, "Watch again")
    press(app, A)
    assert isinstance(app.top, WatchScene)
    press(app, RIGHT)
    press(app, LEFT)
    press(app, B)
    assert not isinstance(app.top, WatchScene) and app.faults == []


def test_the_prompts_name_the_controller_buttons_while_it_is_in_use(app: App) -> None:
    scene = start(app, game(seed=3))
    assert "Drag" in scene.hud_view().hint
    press(app, RIGHT)
    view = scene.hud_view()
    assert "D-pad" in view.hint and "A places" in view.hint
    assert view.buttons.get("hint") == "Hint (Y)"
    press(app, A)
    if scene.step == "figure":
        assert scene.hud_view().buttons["skip"] == "Skip figure (B)"
        press(app, B)
    assert "RB" in scene.hud_view().hint
    post(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)  # the mouse takes over again
    step(app)
    assert "Enter" in scene.hud_view().hint


def test_any_controller_press_leaves_the_demo(app: App) -> None:
    app.show("menu")
    app.open("demo")
    step(app)
    assert isinstance(app.top, GameScene)
    press(app, LEFT)
    assert not isinstance(app.top, GameScene)


def test_a_saved_game_loaded_from_its_list_row_by_controller(app: App) -> None:
    from ui_helpers import read_lists

    from goldmines_desktop.files import saves
    from goldmines_desktop.ui.scenes.load import LoadScene

    state = game(seed=9)
    saves.save_game(state, "Sunday game")
    app.show("menu")
    step(app)
    focus_to(app, "Load game")
    press(app, A)
    load = app.top
    assert isinstance(load, LoadScene)
    read_lists(app)
    for _ in range(3):  # the rows, then Back, round again: to the save's row
        if load.focus.focus is load.rows[0]:
            break
        press(app, DOWN)
    press(app, A)
    assert isinstance(app.top, GameScene)
    assert app.top.state.snapshot() == state.snapshot()
