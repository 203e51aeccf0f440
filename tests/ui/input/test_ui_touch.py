"""Touch: the game by fingers alone. Every test posts SDL's FINGER events only (no mouse
events), as a touch screen sends them, and steps the app's own loop."""

from __future__ import annotations

import random

import pygame
import pytest
from touch_helpers import Fingers
from ui_helpers import (
    SCORE_ORDER_DRAW,
    SCORE_ORDER_MOVES,
    SETUP,
    TAKE_GOLD_DRAW,
    TAKE_GOLD_MOVES,
    game,
    hand_centre,
    read_lists,
    start,
    step,
    tile_centre,
)

from goldmines_desktop.engine import GameState, PlaceTile, apply, legal_moves, new_game
from goldmines_desktop.files import saves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.camera import MAX_TILE
from goldmines_desktop.ui.board.place_button import place_button
from goldmines_desktop.ui.input import mode
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.load import LoadScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene
from goldmines_desktop.ui.scenes.results import ResultsScene
from goldmines_desktop.ui.scenes.rules import RulesScene
from goldmines_desktop.ui.scenes.setup import SetupScene
from goldmines_desktop.ui.scenes.watch import WatchScene
from goldmines_desktop.ui.widgets.controls import Button
from goldmines_desktop.ui.widgets.screen_keyboard import DELETE, DONE, SHIFT, SPACE, ScreenKeyboard

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _mouse_mode():
    mode.switch("mouse")
    yield
    mode.switch("mouse")


def free_point(scene: GameScene) -> tuple[int, int]:
    """A point on the empty board, clear of every panel, tile and spot."""
    left, top, width, height = scene.view.free_rect()
    for fx in (0.2, 0.8, 0.5):
        for fy in (0.2, 0.8, 0.5):
            point = (round(left + width * fx), round(top + height * fy))
            tile = scene.camera.tile_at(point)
            taken = tile in scene.state.board or tile in scene.input.tile_spots()
            if not taken and not scene.view.hud.over_panel(point):
                return point
    raise AssertionError("no empty board in view")


def test_a_finger_switches_to_touch_and_a_real_mouse_or_key_back(app: App) -> None:
    app.show("menu")
    step(app)
    fingers = Fingers(app)
    fingers.tap((5, 5))
    assert mode.is_touch()
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(9, 9), rel=(1, 1), buttons=(0, 0, 0), touch=True
        )
    )
    step(app)
    assert mode.is_touch()  # SDL's copy of the finger is no mouse
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(9, 9), rel=(1, 1), buttons=(0, 0, 0), touch=False
        )
    )
    step(app)
    assert mode.current() == "mouse"
    fingers.tap((5, 5))
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
    )
    step(app)
    assert mode.current() == "mouse"


def test_the_menu_and_new_game_answer_taps(app: App) -> None:
    menu = app.show("menu")
    step(app)
    assert isinstance(menu, MainMenuScene)
    fingers = Fingers(app)
    fingers.tap(menu.buttons["New game"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    before = setup.abbot.value
    fingers.tap(setup.abbot.rect.center)
    assert setup.abbot.value is not before
    fingers.tap(setup.start.rect.center)
    assert isinstance(app.top, GameScene)


def test_tap_a_spot_then_tap_again_turns_and_place_puts_it_down(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    spots = scene.input.tile_spots()
    pos = next(p for p in spots if len(spots[p]) > 1)
    fingers.tap(tile_centre(scene, pos))
    assert scene.input.target_spot() == pos and len(scene.state.board) == 1
    first = scene.input.fit_rotation(pos)
    fingers.tap(tile_centre(scene, pos))
    turned = scene.input.fit_rotation(pos)
    assert turned != first and turned in spots[pos] and len(scene.state.board) == 1
    button = place_button(scene.input)
    assert button is not None and button.height >= 48  # a target for a finger
    fingers.tap(button.center)
    assert scene.state.board[pos].rotation == turned
    assert scene.step == "figure"


def test_the_emulated_mouse_of_a_finger_does_not_act_twice(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    pos = sorted(scene.input.tile_spots())[0]
    point = tile_centre(scene, pos)
    # a real touch screen: the finger, and SDL's mouse copy of it (touch=True)
    fingers.post(pygame.FINGERDOWN, 0, point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1, touch=True))
    fingers.now += 0.1
    fingers.post(pygame.FINGERUP, 0, point)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1, touch=True))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1, touch=True))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1, touch=True))
    step(app)
    assert scene.input.target_spot() == pos  # previewed once: not placed by a second click
    assert len(scene.state.board) == 1


def test_dragging_the_tile_from_the_hand_places_it(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    pos = sorted(scene.input.tile_spots())[0]
    fingers.drag(hand_centre(scene), tile_centre(scene, pos))
    assert pos in scene.state.board


def test_one_finger_pans_two_fingers_pinch_zoom_and_pan(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    camera = scene.camera
    point = free_point(scene)
    centre = camera.center
    fingers.drag(point, (point[0] + 80, point[1] + 40))
    assert camera.center != centre and len(scene.state.board) == 1

    mid = free_point(scene)
    zoom = camera.zoom
    anchor = camera.screen_to_world(mid)
    left, right = (mid[0] - 40, mid[1]), (mid[0] + 40, mid[1])
    fingers.pinch((left, (mid[0] - 80, mid[1])), (right, (mid[0] + 80, mid[1])))
    assert camera.zoom == pytest.approx(min(zoom * 2, MAX_TILE), rel=0.05)
    assert camera.world_to_screen(anchor) == pytest.approx(mid, abs=2)  # about the midpoint

    zoom = camera.zoom
    down = ((left, (left[0], left[1] + 90)), (right, (right[0], right[1] + 90)))
    fingers.pinch(*down)
    assert camera.zoom == pytest.approx(zoom)  # moved together: no zoom
    assert camera.world_to_screen(anchor) == pytest.approx((mid[0], mid[1] + 90), abs=2)
    assert len(scene.state.board) == 1 and scene.input.selected is None


def test_a_double_tap_on_the_empty_board_is_home(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    camera = scene.camera
    scene.fit_board()  # where Home puts the camera
    home = (camera.center, camera.zoom)
    point = free_point(scene)
    fingers.drag(point, (point[0] + 200, point[1] + 100))
    fingers.pinch(((point[0] - 30, point[1]), point), ((point[0] + 30, point[1]), point))
    assert camera.center != pytest.approx(home[0]) and camera.zoom != home[1]
    fingers.double_tap(free_point(scene))
    assert (*camera.center, camera.zoom) == pytest.approx((*home[0], home[1]))
    assert len(scene.state.board) == 1


def test_a_long_press_shows_the_hover_clear_of_the_finger_and_does_not_click(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    pos = sorted(scene.input.tile_spots())[0]
    fingers.long_press(tile_centre(scene, pos))
    assert scene.input.resting and scene.input.pointer == tile_centre(scene, pos)
    fingers.lift(tile_centre(scene, pos))
    assert scene.input.selected is None  # no tap: nothing previewed
    fingers.drag(hand_centre(scene), tile_centre(scene, pos))
    assert scene.step == "figure"
    spot = next(iter(scene.input.spot_points().values()))
    fingers.long_press(spot)
    tooltip = scene.view.tooltip
    assert tooltip is not None  # what the feature is worth, as the mouse's hover shows it
    assert not tooltip.colliderect(pygame.Rect(spot[0] - 40, spot[1] - 40, 80, 120))
    fingers.lift(spot)
    assert scene.step == "figure"  # held, not tapped: no figure placed


def tap_keys(fingers: Fingers, keyboard: ScreenKeyboard, presses: list[str]) -> None:
    for press in presses:
        key = next(k for k in keyboard.keys if k.press == press)
        assert key.rect.height >= 48  # a fingertip's key
        fingers.tap(key.rect.center)


def test_the_screen_keyboard_types_a_name_on_new_game(app: App) -> None:
    menu = app.show("menu")
    step(app)
    assert isinstance(menu, MainMenuScene)
    fingers = Fingers(app)
    fingers.tap(menu.buttons["New game"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    assert not setup.focus.keyboard_shown()  # no keys until a field is tapped
    field = setup.rows[0].name
    fingers.tap(field.rect.center)
    assert setup.focus.keyboard_shown()
    keyboard = setup.focus.keyboard
    tap_keys(fingers, keyboard, [SHIFT, "l", SHIFT, "i", "a", "x", DELETE, SPACE, "ö"])
    assert field.value == "Lia ö"
    tap_keys(fingers, keyboard, [DELETE, DELETE, DONE])
    assert not setup.focus.keyboard_shown()
    fingers.tap(setup.start.rect.center)
    scene = app.top
    assert isinstance(scene, GameScene)
    assert scene.state.players[0].name == "Lia"


def test_the_save_card_opens_with_the_keyboard(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    fingers.tap(scene.view.hud.layout.top_buttons["menu"].center)
    pause = app.top
    fingers.tap(pause.button("Save game").rect.center)  # type: ignore[attr-defined]
    save = app.top
    assert save.focus.keyboard_shown()  # type: ignore[union-attr]
    keyboard = save.focus.keyboard  # type: ignore[union-attr]
    tap_keys(fingers, keyboard, ["z", "o", "o", DONE])
    assert app.top is pause  # saved: back to the pause menu
    assert any(p.stem == "zoo" for p in saves.saves_dir().glob("*"))


def test_a_swipe_scrolls_the_rules_card(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    fingers.tap(scene.view.hud.layout.top_buttons["rules"].center)
    rules = app.top
    assert isinstance(rules, RulesScene)
    middle = rules.card.center
    fingers.drag(middle, (middle[0], middle[1] - 300))
    assert rules.target > 0
    step(app, 30)
    assert app.top is rules  # a swipe does not close it
    fingers.tap((5, 5))  # beside the card
    assert app.top is scene


def last_tile_game(seed: int) -> GameState:
    """Ann and Bob's game played at random up to its last tile, in hand."""
    state = new_game(SETUP, load_catalogue(), seed=seed)
    rng = random.Random(seed)
    while not (state.tiles_left == 0 and isinstance(legal_moves(state)[0], PlaceTile)):
        state, _ = apply(state, rng.choice(legal_moves(state)))
    return state


def test_menu_load_game_results_and_the_replay_viewer_by_touch(app: App) -> None:
    from test_ui_touch_game import TouchPlayer

    app.settings.animation_speed = 4.0
    saves.save_game(last_tile_game(11), "Almost done")
    menu = app.show("menu")
    step(app)
    assert isinstance(menu, MainMenuScene)
    fingers = Fingers(app)
    fingers.tap(menu.buttons["Load game"].rect.center)
    load = app.top
    assert isinstance(load, LoadScene)
    read_lists(app)
    fingers.tap(load.rows[0].rect.center)
    scene = app.top
    assert isinstance(scene, GameScene)
    player = TouchPlayer(scene, fingers, 11)
    for _ in range(20):
        if app.top is not scene:
            break
        player.play_step()
    results = app.top
    assert isinstance(results, ResultsScene) and scene.state.finished
    if not results.showing_results:
        fingers.tap((app.size[0] // 2, app.size[1] // 2))  # skip the final scoring
    watch_again = next(b for b in results.buttons if b.label == "Watch again")
    fingers.tap(watch_again.rect.center)
    viewer = app.top
    assert isinstance(viewer, WatchScene)
    line = viewer.timeline.rect
    fingers.drag((line.left + 2, line.centery), (line.centerx, line.centery))
    assert 0 < viewer.cursor.position < len(scene.state.moves)
    fingers.tap(viewer.back.rect.center)
    assert app.top is results
    main_menu = next(b for b in results.buttons if b.label == "Main menu")
    fingers.tap(main_menu.rect.center)
    assert isinstance(app.top, MainMenuScene)
    assert app.faults == []


def test_the_scoring_order_and_taking_gold_are_taps(app: App) -> None:
    scene = start(app, game(SCORE_ORDER_DRAW, moves=SCORE_ORDER_MOVES))
    fingers = Fingers(app)
    assert scene.step == "score"
    choice = scene.input.choices()[-1]
    assert choice.ref is not None
    before = len(scene.state.moves)
    fingers.tap(scene.board.figure_point(scene.state, choice.ref))
    assert scene.state.moves[before] == choice.move

    scene = start(app, game(TAKE_GOLD_DRAW, moves=TAKE_GOLD_MOVES, distribution="round_robin"))
    assert scene.step == "take_gold"
    choice = scene.input.choices()[-1]
    fingers.tap(tile_centre(scene, choice.pos))
    assert scene.state.moves[-1] == choice.move


def test_a_trackpads_fingers_do_not_tap(app: App) -> None:
    """On a Mac the FINGER events are the trackpad's: they neither tap nor switch to touch."""
    menu = app.show("menu")
    step(app)
    assert isinstance(menu, MainMenuScene)
    app.touch.screens = False
    Fingers(app).tap(menu.buttons["New game"].rect.center)
    assert app.top is menu and mode.current() == "mouse"


def test_a_swipe_scrolls_the_load_list_and_a_finger_moves_the_volume(app: App) -> None:
    for index in range(14):
        saves.save_game(game(seed=index), f"Evening {index:02}")
    menu = app.show("menu")
    step(app)
    assert isinstance(menu, MainMenuScene)
    fingers = Fingers(app)
    fingers.tap(menu.buttons["Load game"].rect.center)
    load = app.top
    assert isinstance(load, LoadScene)
    read_lists(app)
    assert len(load.rows) > load.visible and load.first == 0
    shown = load.rows[1].rect.center
    fingers.drag(shown, (shown[0], shown[1] - 200))  # up: further down the list
    assert load.first > 0
    assert app.top is load  # a swipe opens no game
    fingers.tap(load.back.rect.center)
    fingers.tap(menu.buttons["Settings"].rect.center)
    settings = app.top
    volume = settings.volume  # type: ignore[attr-defined]
    track = volume.track_rect()
    fingers.drag((track.left + 2, track.centery), (track.right - 2, track.centery))
    assert volume.value == pytest.approx(1.0, abs=0.05)
    fingers.drag((track.right - 2, track.centery), (track.left + track.width // 4, track.centery))
    assert volume.value == pytest.approx(0.25, abs=0.05)


def test_a_finger_reaches_a_low_button_from_just_beside_it(app: App) -> None:
    menu = app.show("menu")
    step(app)
    assert isinstance(menu, MainMenuScene)
    button = menu.buttons["New game"]
    below = (button.rect.centerx, button.rect.bottom + 1)
    assert not button.contains(below)  # the mouse must be on it
    mode.switch("touch")
    low = Button("Low", lambda: None)
    low.rect = pygame.Rect(0, 100, 200, 40)
    assert low.contains((5, 99)) and low.contains((5, 143)) and not low.contains((5, 145))


def test_a_second_finger_cancels_dragging_the_tile(app: App) -> None:
    scene = start(app, game(seed=3))
    fingers = Fingers(app)
    pos = sorted(scene.input.tile_spots())[0]
    start_at, end = hand_centre(scene), tile_centre(scene, pos)
    fingers.post(pygame.FINGERDOWN, 0, start_at)
    step(app)
    fingers.post(pygame.FINGERMOTION, 0, end)
    step(app)
    assert scene.input.dragging
    fingers.post(pygame.FINGERDOWN, 1, (end[0] + 60, end[1]))  # a pinch begins
    step(app)
    assert not scene.input.dragging and len(scene.state.board) == 1
    fingers.post(pygame.FINGERUP, 0, end)
    fingers.post(pygame.FINGERUP, 1, (end[0] + 60, end[1]))
    step(app)
    assert len(scene.state.board) == 1 and scene.step == "tile"
