"""Issue 10's board polish, driven by real posted events under the dummy video driver: the
abbot mode, tooltips clear of the tile and the Undo button, readable ingots."""

from __future__ import annotations

import random

import pygame
import pytest
from scenario_tools import load_scenario
from ui_helpers import (
    TAKE_GOLD_DRAW,
    TAKE_GOLD_MOVES,
    click,
    drag,
    game,
    hand_centre,
    key,
    make_app,
    post,
    rest,
    start,
    step,
    tile_centre,
)

from goldmines_desktop.engine import (
    FigureReturned,
    FinalScoringStarted,
    GameState,
    Phase,
    PlaceFigure,
    PlaceTile,
    PlayerSetup,
    Reason,
    ReturnAbbot,
    Setup,
    apply,
    legal_moves,
    new_game,
    why_illegal,
)
from goldmines_desktop.engine.queries import abbot_return
from goldmines_desktop.engine.records import parse_record, replay
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board import highlights
from goldmines_desktop.ui.board.finale_guard import GRACE_SECONDS
from goldmines_desktop.ui.board.step_choices import player_words
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.results import ResultsScene

pytestmark = pytest.mark.timeout(120)


def point_at(app: App, pos: tuple[int, int]) -> None:
    """Move the pointer to ``pos`` and let it rest there (a tooltip shows after a rest)."""
    post(pygame.MOUSEMOTION, pos=(pos[0] + 3, pos[1] + 2), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    rest(app)


def _monastery_turn(app: App) -> tuple[GameScene, int, int]:
    """Ann's monastery (B) below the start tile: (scene, monastery, its field)."""
    scene = start(app, game(["B", "U", "U", "U"]))
    drag(app, hand_centre(scene), tile_centre(scene, (0, 1)))
    assert scene.step == "figure"
    segments = scene.state.board[(0, 1)].segments
    monastery = next(i for i, s in enumerate(segments) if s.kind == "monastery")
    road = next(i for i, s in enumerate(segments) if s.kind == "field")
    return scene, monastery, road


def test_abbot_mode_offers_only_the_abbot(app: App) -> None:
    scene, monastery, road = _monastery_turn(app)
    assert any(
        isinstance(c.move, PlaceFigure) and c.move.figure == "meeple" for c in scene.input.choices()
    )
    click(app, scene.hud.step_buttons["abbot"].center)
    assert scene.input.abbot_mode
    choices = scene.input.choices()
    assert choices and all(
        isinstance(c.move, ReturnAbbot)
        or (isinstance(c.move, PlaceFigure) and c.move.figure == "abbot")
        for c in choices
    )
    # pointing at the monastery offers the abbot, in words too
    monastery_point = scene.board.figure_point(scene.state, (0, 1, monastery))
    point_at(app, monastery_point)
    assert highlights.figure_action(scene.input, (0, 1, monastery)) == "Click to place your abbot"
    # the road takes no abbot: a click there places nothing
    road_point = scene.board.figure_point(scene.state, (0, 1, road))
    assert scene.board.segment_under(scene.state, road_point) == (0, 1, road)
    point_at(app, road_point)
    assert "abbot" in highlights.figure_action(scene.input, (0, 1, road))
    click(app, road_point)
    assert scene.state.moves[-1].__class__.__name__ == "PlaceTile"
    click(app, monastery_point)
    assert scene.state.moves[-1] == PlaceFigure("abbot", "monastery")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_tooltip_clear_of_the_new_tile_and_undo(size: tuple[int, int]) -> None:
    app = make_app(size)
    try:
        scene, monastery, road = _monastery_turn(app)
        for ref in ((0, 1, monastery), (0, 1, road)):
            point_at(app, scene.board.figure_point(scene.state, ref))
            tip = scene.view.tooltip
            assert tip is not None
            assert not tip.colliderect(pygame.Rect(scene.camera.tile_rect((0, 1))))
            assert not tip.colliderect(scene.hud.step_buttons["undo"])
            assert pygame.Rect((0, 0), size).contains(tip)
    finally:
        app.close()


def test_ingots_are_readable_when_zoomed_out(app: App) -> None:
    scene = start(app, game(seed=3))
    assert scene.board.ingot_size() == round(scene.camera.tile_size * 0.42)


def test_a_drop_where_the_tile_does_not_fit_says_why(app: App) -> None:
    scene = start(app, game(seed=3))
    bad = (0, -1)  # above the start tile's city: the drawn tile has no city there
    assert bad not in scene.input.tile_spots()
    reason = why_illegal(scene.state, PlaceTile(0, -1, scene.input.rotation))
    assert reason is not None and reason.reason is Reason.NO_FIT
    assert "neighbour has city" in reason.words and reason.message.endswith(reason.words)
    drag(app, hand_centre(scene), tile_centre(scene, bad), release=False)
    assert scene.input.bad_spot() == (bad, player_words(reason))
    # the tile shows on the spot, tinted red
    screen = pygame.display.get_surface()
    left, top, size, _ = scene.camera.tile_rect(bad)
    reds = [
        screen.get_at((left + size * i // 5, top + size * j // 5))
        for i in (1, 2, 3, 4)
        for j in (1, 2)
    ]
    assert sum(c.r > c.g + 30 and c.r > c.b + 30 for c in reds) >= 6
    post(pygame.MOUSEBUTTONUP, pos=tile_centre(scene, bad), button=1)
    step(app)
    assert scene.state.moves == () and not scene.input.dragging
    assert scene.notice == "Doesn't fit here: " + reason.words
    assert "neighbour has city" in (scene.notice or "")
    assert scene.notice_left > 0


def panel_rects(scene: GameScene) -> list[pygame.Rect]:
    hud = scene.hud
    lay = hud.layout
    rects = [*lay.players, lay.log, lay.banner, hud.hand_rect, *lay.top_buttons.values()]
    return rects + list(hud.step_buttons.values())


def assert_clear(scene: GameScene, positions: list[tuple[int, int]], what: str) -> None:
    panels = panel_rects(scene)
    window = pygame.Rect((0, 0), scene.hud.layout.size)
    for pos in positions:
        rect = pygame.Rect(scene.camera.tile_rect(pos))
        assert window.contains(rect), (what, pos, rect)
        hit = rect.collidelist(panels)
        assert hit == -1, (what, pos, rect, panels[hit])


def clear(scene: GameScene, pos: tuple[int, int]) -> bool:
    """Whether the tile at ``pos`` shows whole, clear of every panel."""
    rect = pygame.Rect(scene.camera.tile_rect(pos))
    window = pygame.Rect((0, 0), scene.hud.layout.size)
    return window.contains(rect) and rect.collidelist(panel_rects(scene)) == -1


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_new_tiles_and_spots_stay_clear_of_the_panels(size: tuple[int, int]) -> None:
    """Tiles placed toward every panel in turn: the new tile and the glowing spots nearest
    the play always stay in the free area (the camera follows at a comfortable size; the
    spots farther away come into view by panning, Tab or Home)."""
    app = make_app(size)
    directions = [(-1, 0), (0, -1), (1, 0), (0, 1), (1, -1), (-1, 1)]
    try:
        scene = start(app, game(seed=11))
        for turn in range(14):
            scene.camera.settle()  # where the camera's glide comes to rest
            spots = sorted(p for p in scene.input.tile_spots() if clear(scene, p))
            assert spots, turn
            last = scene.state.last or (0, 0)
            nearest = min(
                scene.input.tile_spots(), key=lambda p: abs(p[0] - last[0]) + abs(p[1] - last[1])
            )
            assert_clear(scene, [nearest], "the spot nearest the last tile")
            assert scene.camera.tile_size >= 80
            dx, dy = directions[(turn // 2) % len(directions)]
            target = max(spots, key=lambda p: (p[0] * dx + p[1] * dy, p))
            drag(app, hand_centre(scene), tile_centre(scene, target))
            assert scene.state.board.get(target) is not None, (turn, target)
            scene.camera.settle()
            assert_clear(scene, [target], "new tile")
            while scene.step not in ("end_turn", "tile", "over"):
                if scene.step == "figure":
                    post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
                else:
                    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0)
                    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
                step(app)
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
            step(app)
            assert scene.step == "tile"
        # Home shows the whole board and the spots inside the free area too
        post(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)
        step(app)
        assert_clear(scene, [*scene.state.board, *scene.input.tile_spots()], "home")
    finally:
        app.close()


# --- the final scoring on the board ----------------------------------------------------------


def near_the_end() -> GameState:
    """A short classic-gold game with figures on every kind of feature and the last tile in
    hand (the rest played by the engine's legal moves, meeples first)."""
    state = game(TAKE_GOLD_DRAW, moves=TAKE_GOLD_MOVES, distribution="round_robin")
    pick = random.Random(1)
    while not (state.phase is Phase.PLACE_TILE and state.tiles_left == 0):
        moves = legal_moves(state)
        move = next((m for m in moves if isinstance(m, PlaceFigure)), pick.choice(moves))
        state, _ = apply(state, move)
    return state


def _last_tile(app: App) -> GameScene:
    scene = start(app, near_the_end())
    spot = sorted(scene.input.tile_spots())[0]
    drag(app, hand_centre(scene), tile_centre(scene, spot))
    if scene.step == "figure":
        key(app, pygame.K_SPACE)
    assert scene.state.finished and scene.step == "end_turn"
    assert scene.view.finale is None  # the last turn ends like every other
    key(app, pygame.K_RETURN)
    assert scene.view.finale is not None
    return scene


@pytest.mark.slow
def test_final_scoring_on_the_board_feature_by_feature(app: App) -> None:
    app.settings.animation_speed = 4.0  # the same steps, four times as fast
    scene = _last_tile(app)
    finale = scene.view.finale
    assert finale is not None and not finale.done
    state = scene.state
    kinds = [s.kind for s in finale.steps]
    order = ["road", "city", "monastery", "garden", "field", "returned", "gold"]
    assert kinds == sorted(kinds, key=order.index)
    assert {"road", "city", "garden", "field", "gold"} <= set(kinds)
    started = next(e for e in scene.final_events if isinstance(e, FinalScoringStarted))
    # before any step: the totals before the final scoring, figures on the board not at home
    view = scene.hud_view()
    assert view.scores == started.scores
    on_board = [0] * len(state.players)
    for event in scene.final_events:
        if isinstance(event, FigureReturned) and event.figure == "meeple":
            on_board[event.player] += 1
    assert [supply.meeples for supply in view.supply] == [
        state.meeples[p] - on_board[p] for p in range(len(state.players))
    ]
    assert view.buttons.get("end_turn") == "See final scores"
    # step by step: scores only grow, each step lights its feature, the panels follow
    seen: list[tuple[int, ...]] = [view.scores]
    for _ in range(40000):
        step(app)
        scores = scene.hud_view().scores
        assert all(a >= b for a, b in zip(scores, seen[-1], strict=True))
        seen.append(scores)
        current = finale.current
        if current is not None and current.feature is not None:
            tiles = state.features[current.feature].tiles
            window = pygame.Rect((0, 0), app.size)
            assert any(window.contains(pygame.Rect(scene.camera.tile_rect(t))) for t in tiles)
        if finale.done:
            break
    assert finale.done and finale.shown == len(finale.steps)
    assert len(set(seen)) > 3  # the totals counted up in several steps
    view = scene.hud_view()
    assert view.scores == tuple(state.totals())
    assert [supply.meeples for supply in view.supply] == list(state.meeples)
    assert "See who won" in view.hint
    click(app, scene.hud.step_buttons["end_turn"].center)
    assert isinstance(app.top, ResultsScene) and app.top.showing_results
    assert app.top.running_totals() == list(state.totals())


def test_space_skips_the_final_scoring_to_the_end(app: App) -> None:
    scene = _last_tile(app)
    finale = scene.view.finale
    assert finale is not None
    scene.update(GRACE_SECONDS)  # the key that ended the turn is let go, the grace is over
    key(app, pygame.K_SPACE)
    assert finale.done and scene.hud_view().scores == tuple(scene.state.totals())
    assert isinstance(app.top, GameScene)  # the scores stay on the board until asked
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)


@pytest.mark.slow
def test_the_camera_follows_a_computer_players_tile_clear_of_the_panels() -> None:
    app = make_app((1024, 600))
    setup = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue", "ai:easy")))
    try:
        scene = start(app, new_game(setup, load_catalogue(), seed=5))
        for turn in range(6):
            spots = sorted(p for p in scene.input.tile_spots() if clear(scene, p))
            assert spots and scene.camera.tile_size >= 80
            target = min(spots, key=lambda p: (p[0] + turn % 2 * p[1], p))  # west, north-west
            drag(app, hand_centre(scene), tile_centre(scene, target))
            while scene.step == "figure":
                key(app, pygame.K_SPACE)
            key(app, pygame.K_RETURN)  # Bob's turn: the computer plays
            placed = len(scene.state.board)
            for _ in range(20000):
                step(app)
                if len(scene.state.board) > placed and not scene.animator.busy:
                    break
            assert len(scene.state.board) > placed
            assert scene.turns.last_tile is not None
            assert_clear(scene, [scene.turns.last_tile.pos], "computer's tile")
            for _ in range(20000):
                if scene.step == "tile" and not scene.turns.computer_decides:
                    break
                step(app)
    finally:
        app.close()


@pytest.mark.parametrize(
    ("record", "words", "monastery", "garden", "ingots"),
    [
        (
            "abbot_returned_no_gold_unfinished",
            "Unfinished monastery: it scores 4 points now, without gold.",
            4,
            0,
            0,
        ),
        (
            "abbot_returned_from_completing_monastery",
            "It scores 9 points as a completed monastery and takes its gold.",
            9,
            0,
            3,
        ),
        (
            "abbot_returned_completed_monastery_no_gold_in_3x3",
            "It scores 9 points as a completed monastery.",
            9,
            0,
            0,
        ),
        (
            "abbot_returned_completed_garden_gets_gold_3x3",
            "It scores 9 points as a completed garden and takes its gold.",
            0,
            9,
            2,
        ),
    ],
)
def test_the_take_back_question_says_what_the_abbot_will_score(
    app: App, record: str, words: str, monastery: int, garden: int, ingots: int
) -> None:
    """The scenario record up to its last move, return_abbot: Ann clicks her abbot, the card
    says what it will score and whether it takes gold, and Enter does just that."""
    data = load_scenario(record).record
    data["moves"] = data["moves"][:-1]
    state = replay(parse_record(data), load_catalogue())
    scene = start(app, state)
    ref = state.abbots[0]
    assert ref is not None and scene.step == "figure"
    click(app, scene.board.figure_point(scene.state, ref))
    assert scene.input.confirm == ReturnAbbot(ref[0], ref[1])
    assert highlights.take_back_words(abbot_return(scene.state)) == words  # drawn on the card
    step(app)  # the card is drawn with it
    key(app, pygame.K_RETURN)
    assert scene.state.moves[-1] == ReturnAbbot(ref[0], ref[1])
    assert scene.state.abbots[0] is None
    assert (scene.state.scores[0]["monastery"], scene.state.scores[0]["garden"]) == (
        monastery,
        garden,
    )
    assert scene.state.held[0] == ingots
