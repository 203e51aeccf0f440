"""A board view that keeps still and follows the play, driven by posted events under the dummy
driver: the camera never zooms by itself and moves (in a short glide) only when the play would
be off the free area or under a panel, a zoom the player chose kept, Home showing the whole
board at the largest size that fits, the free area clear of every panel, figure spots 28 px
targets, tooltips only for a resting pointer and never over the tile being decided, a
lesson's card never over what it points at."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

import pygame
import pytest
from ui_helpers import drag, game, hand_centre, key, make_app, post, rest, start, step, tile_centre

from goldmines_desktop.engine import END_TURN, PlaceFigure
from goldmines_desktop.files.lessons import lesson_paths
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.camera import FIT_MAX, FIT_PAD, ZOOM_STEPS, Camera, tiles_rect
from goldmines_desktop.ui.board.figure_spots import SPOT_REACH
from goldmines_desktop.ui.board.framing import GLOW_PAD
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.widgets.free_area import free_area

pytestmark = pytest.mark.timeout(300)
SIZES = [(1024, 600), (1280, 800), (1920, 1080)]


def free(scene: GameScene) -> pygame.Rect:
    left, top, width, height = scene.view.free_rect()
    return pygame.Rect(round(left), round(top), round(width), round(height))


def panels(scene: GameScene) -> list[pygame.Rect]:
    hud = scene.hud
    lay = hud.layout
    shown = [*lay.rects().values(), hud.hand_rect, *hud.step_buttons.values()]
    return shown + list(scene.view.covers)


def in_free_area(scene: GameScene, pos: tuple[int, int]) -> bool:
    """Whether ``pos`` lies in the free area, clear of every panel, once the camera rests."""
    scene.camera.settle()
    rect = pygame.Rect(scene.camera.tile_rect(pos))
    return free(scene).inflate(2, 2).contains(rect) and rect.collidelist(panels(scene)) == -1


def play_turn(app: App, scene: GameScene) -> tuple[int, int]:
    """Drag the tile in hand onto a spot in view (the one nearest the last tile), skip the
    figure, take the first choice of any other step, end the turn; the tile's position."""
    spots = [p for p in scene.input.tile_spots() if in_free_area(scene, p)]
    assert spots, "no spot in view"
    last = scene.state.last or (0, 0)
    target = min(spots, key=lambda p: (math.dist(p, last), p))
    drag(app, hand_centre(scene), tile_centre(scene, target))
    assert scene.state.board.get(target) is not None
    assert in_free_area(scene, target), "the new tile"
    for _ in range(20):
        if scene.step in ("end_turn", "tile", "over"):
            break
        if scene.step == "figure":
            key(app, pygame.K_SPACE)
        else:
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    return target


def play_in_view(scene: GameScene, center: tuple[float, float]) -> bool:
    """Whether, with the camera resting at ``center``, every spot the tile in hand fits lies
    in the free area with room for its glow, clear of every panel."""
    camera = scene.camera
    kept = camera.center
    camera.center = center
    area = free(scene).inflate(2, 2)
    try:
        glows = [
            pygame.Rect(camera.tile_rect(p)).inflate(2 * GLOW_PAD, 2 * GLOW_PAD)
            for p in scene.input.tile_spots()
        ]
        return all(area.contains(g) and g.collidelist(panels(scene)) == -1 for g in glows)
    finally:
        camera.center = kept


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_the_camera_keeps_still_and_the_play_in_view_as_the_board_grows(
    size: tuple[int, int],
) -> None:
    app = make_app(size)
    try:
        scene = start(app, game(seed=7))
        opened = scene.camera.tile_size
        assert opened >= 100  # a game opens at the comfortable size
        moved = 0
        for _turn in range(26):
            if scene.step != "tile":
                break
            before = scene.camera.center
            play_turn(app, scene)
            assert scene.camera.tile_size == opened  # it never zooms by itself
            if scene.step != "tile":
                break
            if scene.camera.gliding:
                moved += 1
                assert scene.camera.center != scene.camera.goal  # a glide, not a jump
                scene.camera.settle()
            if play_in_view(scene, before):
                assert scene.camera.center == before  # nothing to show: it kept still
        # it moves when it must, not every turn (here the play marches a tile a turn to the
        # left, the worst case: the old camera moved on every turn)
        assert 0 < moved <= 16
        assert len(scene.state.board) >= 21  # 20 tiles and more placed
        pygame.image.save(app.screen, f"/tmp/follow_{size[0]}x{size[1]}.png")
        # Home shows every tile (and the spots) in the free area, at the largest size that fits
        key(app, pygame.K_HOME)
        assert all(in_free_area(scene, p) for p in scene.state.board)
        assert all(in_free_area(scene, p) for p in scene.input.tile_spots())
        homed = scene.camera.tile_size
        bigger = [s for s in ZOOM_STEPS if s > homed and s <= FIT_MAX]
        if bigger:  # one step bigger and the board with its spots would not fit
            world = tiles_rect((*scene.state.board, *scene.input.tile_spots()))
            _left, _top, width, height = scene.view.free_rect()
            room = (width - 2 * FIT_PAD, height - 2 * FIT_PAD)
            assert world[2] * bigger[0] > room[0] or world[3] * bigger[0] > room[1]
    finally:
        app.close()


def test_a_glide_is_short_and_smooth() -> None:
    camera = Camera((800, 600), (0.0, 0.0), 100)
    camera.glide(-300.0, 0.0)  # show what lies three tiles to the right
    assert camera.center == (0.0, 0.0) and camera.goal == (3.0, 0.0)
    xs = []
    for _ in range(10):
        camera.update(0.05)
        xs.append(camera.center[0])
    assert all(a < b for a, b in itertools.pairwise(xs[:6]))  # moving on every frame
    assert camera.center == (3.0, 0.0) and not camera.gliding  # at rest after the glide
    camera.glide(0.0, 100.0)
    camera.update(0.05)
    camera.pan(10.0, 0.0)  # the player drags: the glide stops where it is
    assert not camera.gliding and camera.center[1] < 0.0


def test_a_chosen_zoom_stays_until_home() -> None:
    app = make_app((1280, 800))
    try:
        scene = start(app, game(seed=3))
        comfortable = scene.camera.tile_size
        assert comfortable >= 80
        post(pygame.MOUSEMOTION, pos=(650, 420), rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(2):
            post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        step(app)
        chosen = scene.camera.tile_size
        assert chosen > comfortable and scene.camera.chosen
        for _ in range(3):
            play_turn(app, scene)
            assert scene.camera.tile_size == chosen  # the camera only pans
        key(app, pygame.K_HOME)
        assert not scene.camera.chosen
        assert all(in_free_area(scene, p) for p in scene.state.board)
        homed = scene.camera.tile_size
        play_turn(app, scene)
        assert scene.camera.tile_size == homed  # the size Home chose stays too
    finally:
        app.close()


@pytest.mark.parametrize("size", [*SIZES, (900, 640), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_free_area_excludes_every_panel(size: tuple[int, int], players: int) -> None:
    from goldmines_desktop.ui.hud.hud import Hud

    hud = Hud(size, players)
    area = pygame.Rect(*(round(v) for v in hud.free_area()))
    shown = [*hud.layout.rects().values(), hud.hand_rect]
    assert area.width > 200 and area.height > 200
    assert pygame.Rect((0, 0), size).contains(area)
    assert area.collidelist(shown) == -1
    # a card over the board (a lesson's) is left out too
    card = pygame.Rect(area.left, area.bottom - 150, area.width, 150)
    smaller = pygame.Rect(*(round(v) for v in hud.free_area([tuple(map(float, card))])))
    assert not smaller.colliderect(card) and smaller.collidelist(shown) == -1


def test_the_free_area_is_the_largest_clear_rectangle() -> None:
    box = free_area((100, 100), [(0.0, 0.0, 30.0, 100.0), (30.0, 0.0, 70.0, 20.0)])
    assert box == (30.0, 20.0, 70.0, 80.0)
    assert free_area((100, 100), []) == (0.0, 0.0, 100.0, 100.0)


def figure_turn(app: App, seed: int) -> GameScene:
    """A turn in its figure step, the new tile with as many spots as a few seeds give."""
    scene = start(app, game(seed=seed))
    spots = sorted(p for p in scene.input.tile_spots() if in_free_area(scene, p))
    drag(app, hand_centre(scene), tile_centre(scene, spots[0]))
    assert scene.step == "figure"
    return scene


@pytest.mark.parametrize("seed", [1, 2, 3, 5, 8])
def test_figure_spots_are_28_px_targets(seed: int) -> None:
    app = make_app((1024, 600))
    try:
        scene = figure_turn(app, seed)
        points = scene.input.spot_points()
        assert points
        for a, b in itertools.combinations(points.values(), 2):
            assert math.dist(a, b) >= 2 * SPOT_REACH  # each spot's 28 px disc is its own
        ref, (x, y) = sorted(points.items())[-1]
        move = next(
            c.move
            for c in scene.input.choices()
            if c.ref == ref and isinstance(c.move, PlaceFigure)
        )
        edge = (x + SPOT_REACH - 1, y)  # the rim of the spot's target still hits it
        post(pygame.MOUSEMOTION, pos=edge, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=edge, button=1)
        post(pygame.MOUSEBUTTONUP, pos=edge, button=1)
        step(app)
        assert scene.state.moves[-1] == move
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES)
def test_no_spot_is_cut_after_a_resize(size: tuple[int, int]) -> None:
    app = make_app((1280, 800))
    try:
        scene = figure_turn(app, 3)
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)  # the window manager's
        post(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)
        step(app)
        area = free(scene)
        for x, y in scene.input.spot_points().values():
            spot = pygame.Rect(x - SPOT_REACH, y - SPOT_REACH, 2 * SPOT_REACH, 2 * SPOT_REACH)
            assert area.contains(spot)
        assert scene.camera.tile_size >= 80
    finally:
        app.close()


def test_the_tooltip_waits_for_a_resting_pointer_and_keeps_off_the_new_tile() -> None:
    app = make_app((1024, 600))
    try:
        scene = figure_turn(app, 3)
        step(app, 3)
        assert scene.view.tooltip is None  # no tooltip after the drop by itself
        last = scene.state.last
        assert last is not None
        ref, point = sorted(scene.input.spot_points().items())[0]
        for pos in ((point[0] + 5, point[1] + 4), point):
            post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            step(app)
        assert scene.view.tooltip is None  # moving: nothing yet
        scene.update(0.2)
        step(app)
        assert scene.view.tooltip is None
        rest(app, 0.4)  # half a second and more without motion
        tip = scene.view.tooltip
        assert tip is not None
        assert not tip.colliderect(pygame.Rect(scene.camera.tile_rect(last)))
        moved = (point[0] + 2, point[1])
        post(pygame.MOUSEMOTION, pos=moved, rel=(0, 0), buttons=(0, 0, 0))
        step(app)
        assert scene.view.tooltip is None  # it moved: the tooltip waits again
    finally:
        app.close()


def _card_clear(scene: GameScene) -> bool:
    kind = scene.kind
    avoid = kind._pointed_at(scene)  # type: ignore[attr-defined]
    return kind.card.collidelist(avoid) == -1  # type: ignore[attr-defined]


@pytest.mark.slow
@pytest.mark.parametrize("path", lesson_paths(), ids=[p.stem for p in lesson_paths()])
def test_the_lesson_card_never_covers_what_it_points_at(path: Path) -> None:
    app = make_app((1024, 600))
    try:
        scene = app.show("lesson", str(path))
        assert isinstance(scene, GameScene) and scene.coach is not None
        coach = scene.coach
        step(app, 2)
        for _ in range(5000):
            assert _card_clear(scene), (coach.index, coach.text)
            if coach.target() is not None:
                (x, y), _loc = coach.target()  # type: ignore[misc]
                assert in_free_area(scene, (x, y)), (coach.index, coach.text)
            if coach.finished:
                break
            wanted = coach.step.move if coach.step else None
            if coach.scripted() is not None:
                step(app, 5)
            elif wanted == END_TURN:
                key(app, pygame.K_RETURN)
            else:
                assert scene.play(wanted)  # type: ignore[arg-type]
                step(app, 2)
        assert coach.finished
        step(app, 2)
        assert _card_clear(scene)
        if path.stem == "07_the_river":
            pygame.image.save(app.screen, "/tmp/lesson7_done_1024.png")
    finally:
        app.close()


def test_the_hint_never_covers_the_tile_it_selects() -> None:
    for size in SIZES:
        app = make_app(size)
        try:
            scene = start(app, game(seed=3))
            for _ in range(4):  # a few turns, the hint's tile wherever the board puts it
                key(app, pygame.K_h)
                step(app)
                notice, tile = scene.view.notice_rect, scene.view.decided_rect(scene.input)
                assert notice is not None and tile is not None
                assert not notice.colliderect(tile)
                key(app, pygame.K_RETURN)  # place it
                while scene.step not in ("end_turn", "tile", "over"):
                    key(app, pygame.K_SPACE if scene.step == "figure" else pygame.K_RETURN)
                key(app, pygame.K_RETURN)
        finally:
            app.close()


def test_the_place_label_keeps_off_the_figures() -> None:
    from goldmines_desktop.ui.board.labels import label_rect

    window = pygame.Rect(0, 0, 1024, 600)
    tile = pygame.Rect(400, 200, 100, 100)
    below = label_rect((300, 30), tile, window, [])
    assert below.top > tile.bottom
    meeple = pygame.Rect(440, below.top, 30, 30)  # a meeple on the tile below
    moved = label_rect((300, 30), tile, window, [meeple])
    assert not moved.colliderect(meeple) and not moved.colliderect(tile)
