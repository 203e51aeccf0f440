"""The game scene under the dummy video driver, driven by real posted input events."""

from __future__ import annotations

import argparse
import json

import pygame
import pytest
from ui_helpers import (
    SCORE_ORDER_DRAW,
    SCORE_ORDER_MOVES,
    TAKE_GOLD_DRAW,
    TAKE_GOLD_MOVES,
    click,
    drag,
    game,
    hand_centre,
    key,
    make_app,
    post,
    segment_point,
    start,
    step,
    tile_centre,
    wheel,
)

from goldmines_desktop.engine import (
    FigurePlaced,
    Phase,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    PlayerSetup,
    ReturnAbbot,
    ScoreFeature,
    Setup,
    Skip,
    TakeGold,
    acting_player,
    apply,
    apply_decision,
    legal_moves,
    new_game,
)
from goldmines_desktop.files import saves
from goldmines_desktop.files.saves import autosave_files
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.camera import Camera, snap, tiles_rect
from goldmines_desktop.ui.launch import player_setup, run_app
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene
from goldmines_desktop.ui.scenes.pause import PauseScene
from goldmines_desktop.ui.scenes.results import ResultsScene
from goldmines_desktop.ui.scenes.rules import RulesScene

pytestmark = pytest.mark.timeout(120)


def spots(scene: GameScene) -> dict[tuple[int, int], set[int]]:
    found: dict[tuple[int, int], set[int]] = {}
    for move in legal_moves(scene.state):
        if isinstance(move, PlaceTile):
            found.setdefault((move.x, move.y), set()).add(move.rotation)
    return found


def autosave_moves() -> list[dict[str, object]]:
    """The moves in the newest autosave (none before the game's first move)."""
    files = autosave_files()
    return json.loads(files[0].path.read_text())["moves"] if files else []


# --- the tile ------------------------------------------------------------------------------


def test_drag_and_drop_places_the_tile(app: App) -> None:
    scene = start(app, game(seed=3))
    target = next(p for p, rots in sorted(spots(scene).items()) if 0 in rots)
    drag(app, hand_centre(scene), tile_centre(scene, target))
    assert scene.state.board[target].rotation == 0
    assert scene.state.moves[0] == PlaceTile(target[0], target[1], 0)
    assert autosave_moves()[0]["type"] == "place_tile"


def test_drop_on_an_illegal_spot_returns_the_tile(app: App) -> None:
    scene = start(app, game(seed=3))
    far = (4, 4)
    assert far not in spots(scene)
    drag(app, hand_centre(scene), tile_centre(scene, far))
    assert scene.state.moves == ()
    assert not scene.input.dragging
    drag(app, hand_centre(scene), (scene.hud.layout.players[0].center))  # onto a panel
    assert scene.state.moves == () and scene.state.phase is Phase.PLACE_TILE


def test_rotation_only_through_rotations_that_fit(app: App) -> None:
    scene = start(app, game(["U", "U", "U"]))
    key(app, pygame.K_r)
    assert scene.input.rotation == 90
    target, fits = next((p, r) for p, r in sorted(spots(scene).items()) if len(r) < 4)
    drag(app, hand_centre(scene), tile_centre(scene, target), release=False)
    assert scene.input.target_spot() == target
    seen = set()
    for _ in range(4):
        seen.add(scene.input.fit_rotation(target))
        click_rotation = pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, pos=tile_centre(scene, target), button=3
        )
        pygame.event.post(click_rotation)
        step(app)
    assert seen == fits
    shown = scene.input.fit_rotation(target)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tile_centre(scene, target), button=1)
    )
    step(app)
    assert scene.state.moves[0] == PlaceTile(target[0], target[1], shown)


def test_wheel_while_dragging_rotates_and_otherwise_zooms(app: App) -> None:
    scene = start(app, game(seed=3))
    size = scene.camera.tile_size
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(700, 420), rel=(0, 0), buttons=(0, 0, 0))
    )
    wheel(app, 1)
    assert scene.camera.tile_size > size
    drag(app, hand_centre(scene), (900, 150), release=False)
    wheel(app, -1)
    assert scene.input.rotation == 90
    assert scene.state.moves == ()


def test_keyboard_only_turn(app: App) -> None:
    scene = start(app, game(seed=3))
    key(app, pygame.K_TAB)
    selected = scene.input.selection()
    assert selected is not None
    key(app, pygame.K_RETURN)
    assert isinstance(scene.state.moves[0], PlaceTile)
    assert (scene.state.moves[0].x, scene.state.moves[0].y) == selected.pos
    if scene.step == "figure":
        key(app, pygame.K_SPACE)
        assert scene.state.moves[-1] == Skip()
    assert scene.step == "end_turn"
    key(app, pygame.K_RETURN)
    assert scene.step == "tile" and scene.acting == 1


def test_click_twice_on_a_spot_places_the_tile(app: App) -> None:
    scene = start(app, game(seed=3))
    target = sorted(spots(scene))[0]
    click(app, tile_centre(scene, target))
    assert scene.state.moves == () and scene.input.target_spot() == target
    click(app, tile_centre(scene, target))
    assert (scene.state.moves[0].x, scene.state.moves[0].y) == target


# --- gold, figures, scoring --------------------------------------------------------------------


def test_gold_click_places_the_second_ingot(app: App) -> None:
    state = game(SCORE_ORDER_DRAW, moves=SCORE_ORDER_MOVES[:6])
    assert state.tile == "GM_A"
    scene = start(app, state)
    drag(app, hand_centre(scene), tile_centre(scene, (-1, 1)))
    assert scene.step == "gold"
    assert scene.state.ingots[(-1, 1)] == 1
    targets = [(m.x, m.y) for m in legal_moves(scene.state) if isinstance(m, PlaceGold)]
    assert (-1, 0) in targets and len(targets) >= 2
    click(app, tile_centre(scene, (-1, 0)))
    assert scene.state.moves[-1] == PlaceGold(-1, 0)
    assert scene.state.ingots[(-1, 0)] == 1


def _place_first_tile(app: App, scene: GameScene, code_fits: tuple[int, int]) -> None:
    drag(app, hand_centre(scene), tile_centre(scene, code_fits))
    assert scene.step == "figure"


def test_meeple_click_on_a_chosen_feature(app: App) -> None:
    scene = start(app, game(["U", "U", "U"]))
    _place_first_tile(app, scene, (1, 0))
    placed = scene.state.board[(1, 0)]
    road = next(i for i, s in enumerate(placed.segments) if s.kind == "road")
    post_ref = (1, 0, road)
    assert PlaceFigure("meeple", placed.segments[road].name) in legal_moves(scene.state)
    point = segment_point(scene, post_ref)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app)  # hovering shows the feature across the board (drawn without errors)
    click(app, point)
    assert scene.state.moves[-1] == PlaceFigure("meeple", placed.segments[road].name)
    assert any(f.at == post_ref for f in scene.state.figures())


def test_a_click_on_a_taken_feature_places_nothing(app: App) -> None:
    scene = start(app, game(["U", "U", "U"]))
    _place_first_tile(app, scene, (1, 0))
    click(app, segment_point(scene, (1, 0, 0)))
    key(app, pygame.K_RETURN)
    # Bob: a tile continuing Ann's road; the road is taken, so a click there does nothing
    _place_first_tile(app, scene, (2, 0))
    assert scene.step == "figure" and scene.acting == 1
    segments = scene.state.board[(2, 0)].segments
    road = next(i for i, s in enumerate(segments) if s.kind == "road")
    assert PlaceFigure("meeple", segments[road].name) not in legal_moves(scene.state)
    moves_before = scene.state.moves
    click(app, segment_point(scene, (2, 0, road)))  # the point is on the road (checked)
    assert scene.state.moves == moves_before and scene.step == "figure"
    # the same click on a free feature of that tile does place a figure
    free = next(
        i
        for i, s in enumerate(segments)
        if PlaceFigure("meeple", s.name) in legal_moves(scene.state)
    )
    click(app, segment_point(scene, (2, 0, free)))
    assert scene.state.moves[-1] == PlaceFigure("meeple", segments[free].name)


def test_abbot_placement_and_return(app: App) -> None:
    scene = start(app, game(["B", "U", "U", "U"]))
    _place_first_tile(app, scene, (0, 1))
    monastery = next(
        i for i, s in enumerate(scene.state.board[(0, 1)].segments) if s.kind == "monastery"
    )
    click(app, scene.hud.step_buttons["abbot"].center)
    assert scene.input.abbot_mode
    click(app, segment_point(scene, (0, 1, monastery)))
    assert scene.state.moves[-1] == PlaceFigure("abbot", "monastery")
    key(app, pygame.K_RETURN)
    drag(app, hand_centre(scene), tile_centre(scene, (1, 0)))  # Bob
    if scene.step == "figure":
        key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    drag(app, hand_centre(scene), tile_centre(scene, (-1, 0)))  # Ann: take the abbot back
    assert ReturnAbbot(0, 1) in legal_moves(scene.state)
    abbot_point = scene.board.figure_point(scene.state, (0, 1, monastery))
    click(app, abbot_point)
    assert scene.input.confirm == ReturnAbbot(0, 1)
    key(app, pygame.K_RETURN)
    assert scene.state.moves[-1] == ReturnAbbot(0, 1)
    assert scene.state.abbots[0] is None
    assert scene.state.scores[0]["monastery"] > 0


def test_scoring_order_by_clicks(app: App) -> None:
    state = game(SCORE_ORDER_DRAW, moves=SCORE_ORDER_MOVES)
    assert state.phase is Phase.SCORE
    scene = start(app, state)
    assert scene.step == "score"
    choice = next(m for m in legal_moves(state) if isinstance(m, ScoreFeature))
    placed = scene.state.board[(choice.x, choice.y)]
    ref = (choice.x, choice.y, placed.segment_index(choice.location))
    wanted = scene.state.seg_feature[ref]
    other = next(
        r
        for r in scene.state.feature_of(ref).segments
        if r != ref and (r[0], r[1]) != (choice.x, choice.y)
    )  # click it on another tile
    click(app, segment_point(scene, other))
    assert scene.state.moves[-1] == choice
    assert scene.state.seg_feature[ref] == wanted
    assert scene.step == "end_turn"
    assert sum(scene.state.held) == 4 or scene.state.ingots_on_board() < 8


def test_take_gold_by_clicking_a_tile(app: App) -> None:
    state = game(TAKE_GOLD_DRAW, moves=TAKE_GOLD_MOVES, distribution="round_robin")
    assert state.phase is Phase.TAKE_GOLD
    scene = start(app, state)
    assert scene.step == "take_gold"
    assert scene.hud_view().title == f"{state.players[acting_player(state)].name} takes gold"
    held = list(scene.state.held)
    taker = acting_player(scene.state)
    click(app, tile_centre(scene, (2, 0)))
    assert scene.state.moves[-1] == TakeGold(2, 0)
    assert scene.state.held[taker] > held[taker]  # then the rest is shared out by itself


# --- undo, end turn, autosave -------------------------------------------------------------------


def test_undo_back_to_the_start_of_the_turn(app: App) -> None:
    scene = start(app, game(["U", "U", "U"]))
    tile = scene.state.tile
    _place_first_tile(app, scene, (1, 0))
    click(app, segment_point(scene, (1, 0, 0)))
    assert scene.step == "end_turn"
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.step == "figure" and len(scene.state.moves) == 1
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.step == "tile" and scene.state.moves == () and scene.state.tile == tile
    assert autosave_moves() == []
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # nothing more to take back
    assert scene.state.moves == ()


def test_end_turn_shows_the_next_player(app: App) -> None:
    scene = start(app, game(["U", "U", "U"]))
    _place_first_tile(app, scene, (1, 0))
    key(app, pygame.K_SPACE)
    assert scene.step == "end_turn" and scene.acting == 0
    assert "end_turn" in scene.hud.step_buttons
    click(app, scene.hud.step_buttons["end_turn"].center)
    assert scene.step == "tile" and scene.acting == 1
    assert scene.turn_banner > 0.5
    assert scene.hud_view().title == "Bob's turn"
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # the previous turn is over: no undo
    assert len(scene.state.moves) == 2


def test_autosave_after_every_move_and_continue(app: App) -> None:
    scene = start(app, game(["U", "U", "U"]))
    _place_first_tile(app, scene, (1, 0))
    assert len(autosave_moves()) == 1
    key(app, pygame.K_SPACE)
    assert [m["type"] for m in autosave_moves()] == ["place_tile", "skip"]
    app.reset(MainMenuScene(app))
    step(app)
    menu = app.top
    labels = [label for label, _ in menu.actions()]
    assert labels[0] == "Continue"
    menu.actions()[0][1]()
    step(app, 3)
    assert isinstance(app.top, GameScene)
    assert len(app.top.state.moves) == 2


def test_corrupt_autosave_is_moved_aside(app: App) -> None:
    path = saves.autosaves_dir() / "20261130-140509-abcdef.json"
    path.write_text("{not json")
    app.reset(MainMenuScene(app))
    step(app)
    assert not path.exists() and not autosave_files()
    assert list(path.parent.glob("20261130-140509-abcdef.corrupt-*.json"))


def test_game_over_shows_the_results(app: App) -> None:
    scene = start(app, game(["U"]))
    _place_first_tile(app, scene, (1, 0))
    key(app, pygame.K_SPACE)
    assert scene.state.finished and scene.step == "end_turn"
    assert scene.final_events
    key(app, pygame.K_RETURN)  # the last turn ends: the final scoring counts up on the board
    assert scene.view.finale is not None and app.top is scene
    scene.view.finale.finish()
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)


# --- other screens and the camera --------------------------------------------------------------


def test_escape_pauses_and_f1_shows_the_rules(app: App) -> None:
    start(app, game(seed=3))
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene)
    app.pop()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)


def test_dragging_the_board_pans_and_home_fits(app: App) -> None:
    scene = start(app, game(seed=3))
    before = scene.camera.center
    drag(app, (700, 300), (800, 360))
    after = scene.camera.center
    size = scene.camera.tile_size
    assert after[0] == pytest.approx(before[0] - 100 / size)
    assert after[1] == pytest.approx(before[1] - 60 / size)
    assert scene.state.moves == ()
    key(app, pygame.K_HOME)  # the board and the spots the tile in hand fits, centred
    left, top, width, height = scene.hud.free_area()
    wx, wy, ww, wh = tiles_rect([(0, 0), *spots(scene)])
    x, y = scene.camera.world_to_screen((wx + ww / 2, wy + wh / 2))
    assert abs(x - (left + width / 2)) <= 1 and abs(y - (top + height / 2)) <= 1


def test_arrow_keys_and_plus_minus(app: App) -> None:
    scene = start(app, game(seed=3))
    before = scene.camera.center
    key(app, pygame.K_RIGHT)
    assert scene.camera.center[0] > before[0]
    size = scene.camera.tile_size
    key(app, pygame.K_PLUS)
    assert scene.camera.tile_size > size
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    assert scene.camera.tile_size < size


def test_camera_zooms_toward_the_pointer() -> None:
    camera = Camera((1280, 800))
    point = (900.0, 200.0)
    world = camera.screen_to_world(point)
    for _ in range(8):
        camera.zoom_at(point, 1.15)
    assert camera.screen_to_world(point) == pytest.approx(world)
    assert camera.tile_size >= 260
    camera.fit((-10.5, -8.5, 21.0, 17.0))
    assert camera.tile_size == snap(camera.tile_size) and camera.tile_size <= 1280 / 21


# --- the command line -------------------------------------------------------------------------


def test_run_app_plays_with_a_frame_limit() -> None:
    args = argparse.Namespace(
        command="play", players="Ann,Bob,Cleo", seed=5, load=None, smoke_test=False, frame_limit=3
    )
    assert run_app(args) == 0


def test_run_app_bad_load_file(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    args = argparse.Namespace(
        command="play", players=None, seed=None, load=str(bad), smoke_test=False, frame_limit=3
    )
    assert run_app(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.json" in err[0]


def test_players_option_gives_colours_in_order() -> None:
    setup = player_setup("Ann,Bob,Cleo")
    assert [p.color for p in setup.players] == ["red", "blue", "green"]
    with pytest.raises(ValueError):
        player_setup("Solo")


def test_smoke_test_exits_cleanly() -> None:
    args = argparse.Namespace(command=None, smoke_test=True)
    assert run_app(args) == 0


def test_figure_events_are_animated_and_logged(app: App) -> None:
    scene = start(app, game(["U", "U"]))
    _place_first_tile(app, scene, (1, 0))
    click(app, segment_point(scene, (1, 0, 0)))
    assert scene.animator.busy or scene.log.entries
    assert any("placed" in e.text for e in scene.log.entries)
    step(app, 2)
    assert isinstance(scene.state.moves[-1], PlaceFigure)
    assert FigurePlaced  # the events drove the log line above


# --- computer players ---------------------------------------------------------------------


def _step_until(app: App, condition, seconds: float = 100.0) -> bool:  # noqa: ANN001
    """Step until ``condition`` holds; the bound is for a busy machine (the computer thinks in
    a worker process that yields the CPU to the window), not a speed target."""
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        scene = app.top
        if isinstance(scene, GameScene):
            scene.computer.wait = 0.0
        step(app)
        if condition():
            return True
    return False


@pytest.mark.timeout(300)  # see _step_until
def test_a_computer_seat_plays_its_turn(app: App) -> None:
    from goldmines_desktop.engine import PlayerSetup, Setup, new_game
    from goldmines_desktop.files.catalogue import load_catalogue

    setup = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Robo", "blue", "ai:easy")))
    scene = start(app, new_game(setup, load_catalogue(), draw_order=["U", "U", "U"]))
    _place_first_tile(app, scene, (1, 0))
    key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)
    assert scene.acting == 1
    assert _step_until(app, lambda: scene.acting == 0 and scene.step == "tile")
    assert len(scene.state.moves) >= 3


@pytest.mark.timeout(300)  # see _step_until
def test_the_demo_plays_by_itself(app: App) -> None:
    app.show("demo")
    scene = app.top
    assert isinstance(scene, GameScene) and scene.acting == 0
    # the first seat places its tile, decides on a figure and hands over by itself
    assert _step_until(app, lambda: scene.acting == 1 and scene.step == "tile")
    assert len(scene.state.moves) >= 2


def test_h_shows_a_hint_to_confirm_with_enter(app: App) -> None:
    scene = start(app, game(seed=3))
    key(app, pygame.K_h)
    choice = scene.input.selection()
    assert choice is not None and isinstance(choice.move, PlaceTile)
    key(app, pygame.K_RETURN)
    assert (scene.state.moves[0].x, scene.state.moves[0].y) == choice.pos


def test_f11_toggles_full_screen_and_back(app: App) -> None:
    scene = start(app, game(seed=3))
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.size == (1280, 800)
    assert scene.hud.layout.size == (1280, 800)


def test_m_mutes_and_remembers(app: App) -> None:
    start(app, game(seed=3))
    key(app, pygame.K_m)
    assert app.audio.muted and app.settings.muted
    key(app, pygame.K_m)
    assert not app.audio.muted


def test_window_caption_and_class(app: App) -> None:
    import os

    assert pygame.display.get_caption()[0] == "Gold Mines"
    assert os.environ.get("SDL_VIDEO_X11_WMCLASS")


def test_clicks_and_keys_do_not_play_for_a_computer_seat():
    """While a computer seat decides, a click on a glowing spot or Enter plays nothing."""
    setup = Setup((PlayerSetup("Ann", "red", "ai:normal"), PlayerSetup("Bob", "blue")))
    app = make_app()
    scene = start(app, new_game(setup, app.catalogue, seed=4))
    scene.computer.wait = 1e9  # the computer never gets round to it during this test
    assert scene.input.locked and scene.hud_view().computer
    click(app, tile_centre(scene, next(iter(scene.input.tile_spots()))))
    drag(app, hand_centre(scene), tile_centre(scene, next(iter(scene.input.tile_spots()))))
    for code in (pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_h, pygame.K_r):
        key(app, code)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.state.moves == ()
    assert scene.input.selected is None and not scene.input.dragging


def test_click_areas_follow_the_step_before_any_frame_is_drawn(app: App) -> None:
    """The panels' buttons are laid out when the step changes, not while drawing: a click that
    arrives before the next frame already finds the new step's buttons."""
    scene = start(app, game(["U", "U", "U"]))
    scene.play(next(m for m in legal_moves(scene.state) if isinstance(m, PlaceTile)))
    assert "skip" in scene.hud.step_buttons and "end_turn" not in scene.hud.step_buttons
    scene.play(Skip())
    assert "end_turn" in scene.hud.step_buttons
    end_turn = scene.hud.step_buttons["end_turn"].center
    post(pygame.MOUSEBUTTONDOWN, pos=end_turn, button=1)
    post(pygame.MOUSEBUTTONUP, pos=end_turn, button=1)
    for event in pygame.event.get():
        app.handle(event)  # no update, no drawing in between
    assert scene.step == "tile" and scene.acting == 1


def test_play_load_of_a_finished_game_shows_its_results(monkeypatch: pytest.MonkeyPatch) -> None:
    from goldmines_desktop.files import saves

    state = game(["U"])
    state, _ = apply(state, next(m for m in legal_moves(state) if isinstance(m, PlaceTile)))
    state, _ = apply_decision(state, Skip())  # and the turn ended: the game is over
    assert state.finished
    path = saves.save_game(state, "Over")
    shown: list[object] = []
    monkeypatch.setattr(App, "run", lambda self, frame_limit=None: shown.append(self.top) or 0)
    args = argparse.Namespace(
        command="play", players=None, seed=None, load=str(path), smoke_test=False, frame_limit=1
    )
    assert run_app(args) == 0
    assert len(shown) == 1 and isinstance(shown[0], ResultsScene)
