"""A whole evening by touch alone, with nothing but SDL's FINGER events: from the main menu
through New game (The Gold Mines and the abbot on, gold taken the first edition's way) into the
game; and a whole two-player game of those options played by taps, every step (taking gold
too) to the final scoring, the results and the replay viewer."""

from __future__ import annotations

import random

import pytest
from touch_helpers import Fingers
from ui_helpers import TAKE_GOLD_DRAW, TAKE_GOLD_MOVES, game, start, step, tile_centre

from goldmines_desktop.engine import (
    GameState,
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    ReturnAbbot,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.river import shuffled_pile
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.place_button import place_button
from goldmines_desktop.ui.board.turn_input import confirm_rects
from goldmines_desktop.ui.input import mode
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.menu import MainMenuScene
from goldmines_desktop.ui.scenes.results import ResultsScene
from goldmines_desktop.ui.scenes.setup import SetupScene
from goldmines_desktop.ui.scenes.watch import WatchScene

pytestmark = [pytest.mark.slow, pytest.mark.timeout(600)]

SEED = 7  # the taps' choices

Point = tuple[int, int]


@pytest.fixture(autouse=True)
def _mouse_mode():
    mode.switch("mouse")
    yield
    mode.switch("mouse")


def open_spot(scene: GameScene, point: Point) -> bool:
    """Whether a finger can tap ``point``: in the window and on the board, not on a panel."""
    width, height = scene.app.size
    inside = 0 <= point[0] < width and 0 <= point[1] < height
    return inside and not scene.view.hud.over_panel(point)


def new_game_by_touch(app: App, fingers: Fingers) -> GameScene:
    menu = app.show("menu")
    step(app)
    assert isinstance(menu, MainMenuScene)
    fingers.tap(menu.buttons["New game"].rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    for toggle, wanted in ((setup.goldmines, True), (setup.abbot, True), (setup.river, False)):
        if toggle.value is not wanted:
            fingers.tap(toggle.rect.center)
        assert toggle.value is wanted
    sharing = setup.gold_sharing
    for _ in range(4):
        if sharing.value == "round_robin":
            break
        fingers.tap((sharing.rect.right - sharing.rect.height // 2, sharing.rect.centery))
    assert sharing.value == "round_robin"
    assert [row.kind.value for row in setup.rows] == ["human", "human"]
    fingers.tap(setup.start.rect.center)
    scene = app.top
    assert isinstance(scene, GameScene)
    assert scene.state.setup.options.gold_distribution == "round_robin"
    assert scene.state.setup.options.goldmines and scene.state.setup.options.abbot
    return scene


class TouchPlayer:
    """Plays the turns of a game scene by taps, choosing at random among what the step
    offers."""

    def __init__(self, scene: GameScene, fingers: Fingers, seed: int) -> None:
        self.scene = scene
        self.fingers = fingers
        self.rng = random.Random(seed)
        self.steps: set[str] = set()
        self.taps = 0

    def tap(self, point: Point) -> None:
        self.fingers.tap(point)
        self.taps += 1

    def button(self, name: str) -> None:
        rect = self.scene.view.hud.step_buttons[name]
        assert rect.height >= 48  # a fingertip's target
        self.tap(rect.center)

    def reachable(self, points: list[Point]) -> list[Point]:
        """The points a finger can tap; with none, a double tap brings the board home."""
        scene = self.scene
        ok = [p for p in points if open_spot(scene, p)]
        if not ok:
            rect = scene.view.free_rect()
            self.fingers.double_tap((round(rect[0] + 4), round(rect[1] + 4)))
        return ok

    def play_step(self) -> None:
        scene = self.scene
        step_name = scene.step
        self.steps.add(step_name)
        before = (len(scene.state.moves), scene.step)
        getattr(self, "_" + step_name)()
        assert (len(scene.state.moves), scene.step) != before or scene.step == "end_turn"

    def _tile(self) -> None:
        scene = self.scene
        spots = sorted(scene.input.tile_spots())
        points = [tile_centre(scene, p) for p in spots]
        ok = self.reachable(points) or self.reachable([tile_centre(scene, p) for p in spots])
        assert ok, "no spot in reach"
        point = self.rng.choice(ok)
        self.tap(point)
        for _ in range(self.rng.randrange(3)):  # turn it once or twice more: still fitting
            self.tap(point)
        place = place_button(scene.input)
        if place is not None:
            self.tap(place.center)
        else:  # only one way fits: a second tap places it
            self.tap(point)

    def play_move(self, move: Move) -> None:
        """Play ``move`` by taps: a tile tapped onto its spot and turned until it fits as
        wanted, then Place; a figure on its spot (the abbot by Use abbot first); gold on its
        tile."""
        scene, turn = self.scene, self.scene.input
        if scene.step == "end_turn":
            self.button("end_turn")
        state = scene.state
        if isinstance(move, PlaceTile):
            point = tile_centre(scene, (move.x, move.y))
            self.tap(point)
            for _ in range(4):
                if turn.fit_rotation((move.x, move.y)) == move.rotation:
                    break
                self.tap(point)
            place = place_button(turn)
            assert place is not None
            self.tap(place.center)
        elif isinstance(move, PlaceFigure):
            assert state.last is not None
            index = state.board[state.last].segment_index(move.location)
            assert index is not None
            if move.figure == "abbot" and turn.figure_move((*state.last, index)) != move:
                self.button("abbot")
            self.tap(turn.spot_points()[(*state.last, index)])
        elif isinstance(move, PlaceGold):
            self.tap(tile_centre(scene, (move.x, move.y)))
        else:
            raise AssertionError(f"not scripted: {move}")
        assert scene.state.moves[-1] == move

    def _gold(self) -> None:
        self._tap_a_tile()

    def _take_gold(self) -> None:
        self._tap_a_tile()

    def _tap_a_tile(self) -> None:
        scene = self.scene
        ok = self.reachable([tile_centre(scene, c.pos) for c in scene.input.choices()])
        ok = ok or self.reachable([tile_centre(scene, c.pos) for c in scene.input.choices()])
        self.tap(self.rng.choice(ok))

    def _figure(self) -> None:
        scene = self.scene
        turn = scene.input
        moves = legal_moves(scene.state)
        back = next((m for m in moves if isinstance(m, ReturnAbbot)), None)
        roll = self.rng.random()
        state = scene.state
        ref = state.abbots[state.active]
        at = scene.board.figure_point(state, ref) if ref is not None else (-1, -1)
        if back is not None and roll < 0.3 and open_spot(scene, at):
            self.tap(at)
            assert turn.confirm is not None, (at, turn.on_own_abbot(at), turn.spot_at(at))
            layout = turn.hud.layout
            _card, yes, _no = confirm_rects(layout.size, layout.scale)
            self.tap(yes.center)
            return
        abbot = [m for m in moves if isinstance(m, PlaceFigure) and m.figure == "abbot"]
        if abbot and roll < 0.5:
            self.button("abbot")
        if roll > 0.8 or not turn.spot_points():
            self.button("skip")
            return
        self.tap(self.rng.choice(sorted(turn.spot_points().values())))

    def _score(self) -> None:
        scene, turn = self.scene, self.scene.input
        choice = self.rng.choice(turn.choices())
        assert choice.ref is not None
        point = scene.board.figure_point(scene.state, choice.ref)
        assert turn.score_choice_at(scene.board.segment_under(scene.state, point)) is not None
        self.tap(point)

    def _end_turn(self) -> None:
        if "skip_finale" in self.scene.view.hud.step_buttons:
            self.button("skip_finale")
        self.button("end_turn")


def test_new_game_by_touch_sets_the_evening_up(app: App) -> None:
    scene = new_game_by_touch(app, Fingers(app))
    assert mode.is_touch() and scene.state.players[0].kind == "human"


def take_gold_game() -> GameState:
    """The Gold Mines, the abbot, gold shared the first edition's way: a whole bag, whose first
    tiles lead to Ann choosing which tile to take gold from (``TAKE_GOLD_DRAW``)."""
    state = game(TAKE_GOLD_DRAW, distribution="round_robin")
    pile = shuffled_pile(load_catalogue(), state.setup.options, SEED)
    for code in TAKE_GOLD_DRAW:
        pile.remove(code)
    return new_game(state.setup, load_catalogue(), draw_order=(*TAKE_GOLD_DRAW, *pile))


def test_a_whole_game_by_touch_alone(app: App) -> None:
    app.settings.animation_speed = 4.0
    state = take_gold_game()
    assert state.setup.options.goldmines and state.setup.options.abbot
    scene = start(app, state)
    fingers = Fingers(app)
    player = TouchPlayer(scene, fingers, SEED)
    fingers.tap((2, 2))  # the first touch: touch mode
    scripted = game(TAKE_GOLD_DRAW, moves=TAKE_GOLD_MOVES, distribution="round_robin").moves
    for move in scripted:
        player.play_move(move)
    assert scene.state.moves == scripted
    for _ in range(2000):
        if app.top is not scene:
            break
        player.play_step()
    assert app.faults == []
    assert scene.state.finished
    assert player.steps >= {"tile", "gold", "figure", "take_gold", "end_turn"}, player.steps
    assert any(isinstance(m, PlaceFigure) and m.figure == "abbot" for m in scene.state.moves)

    results = app.top
    assert isinstance(results, ResultsScene)
    if not results.showing_results:
        fingers.tap((app.size[0] // 2, app.size[1] // 2))  # the final scoring: tap to skip
    assert results.showing_results
    watch_again = next(b for b in results.buttons if b.label == "Watch again")
    fingers.tap(watch_again.rect.center)
    viewer = app.top
    assert isinstance(viewer, WatchScene)
    timeline = viewer.timeline.rect
    fingers.drag((timeline.left + 4, timeline.centery), (timeline.centerx, timeline.centery))
    middle = viewer.cursor.position
    assert 0 < middle < len(scene.state.moves)
    fingers.tap(viewer.move_on.rect.center)
    assert viewer.cursor.position > middle
    fingers.tap(viewer.back.rect.center)
    assert app.top is results
    assert app.faults == []
