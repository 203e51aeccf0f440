"""Issue 32, the table's polish: a notice belongs to the step that asked for it, and the last
turn ends like every other (End turn, Undo until then) before the final scoring, which the key
that ended the turn never skips. Every check posts real input events."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import drag, game, hand_centre, key, start, step, tile_centre

from goldmines_desktop.engine import PlayerSetup, Setup, new_game
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.board.finale_guard import GRACE_SECONDS
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.results import ResultsScene


def _place_tile(app, scene: GameScene) -> None:
    spot = sorted(scene.input.tile_spots())[0]
    drag(app, hand_centre(scene), tile_centre(scene, spot))
    while scene.step == "figure":
        key(app, pygame.K_SPACE)


# --- 1. a hint's notice goes with its step -------------------------------------------------


def test_the_end_turn_hint_does_not_stay_into_the_next_players_turn() -> None:
    from ui_helpers import make_app

    app = make_app((1024, 600))
    setup = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue", "ai:easy")))
    try:
        app.settings.animation_speed = 4.0  # a quick computer move
        scene = start(app, new_game(setup, load_catalogue(), seed=5))
        _place_tile(app, scene)
        assert scene.step == "end_turn"
        key(app, pygame.K_h)
        assert scene.view.notice_showing() and "End turn" in (scene.notice or "")
        key(app, pygame.K_RETURN)  # Bob, the computer, plays at once
        assert not scene.view.notice_showing()
        for _ in range(20000):
            if scene.step == "tile" and not scene.turns.computer_decides:
                break
            step(app)
        assert scene.step == "tile" and scene.acting == 0
        assert not scene.view.notice_showing() and scene.view.notice_rect is None
    finally:
        app.close()


def test_a_figure_hint_goes_when_the_figure_is_placed_but_a_saved_notice_stays(app) -> None:
    scene = start(app, game(seed=5))
    spot = sorted(scene.input.tile_spots())[0]
    drag(app, hand_centre(scene), tile_centre(scene, spot))
    assert scene.step == "figure"
    key(app, pygame.K_h)
    assert scene.view.notice_showing()
    key(app, pygame.K_SPACE)  # no figure: the step the hint answered is over
    assert scene.step == "end_turn" and not scene.view.notice_showing()
    scene.saved("Sunday")
    key(app, pygame.K_RETURN)  # a confirmation is not about a step: it stays to be read
    assert scene.step == "tile" and scene.view.notice_showing()


# --- 2. the last turn ends like every other ------------------------------------------------


def _last_tile_placed(app) -> GameScene:
    """The one tile of the game placed, with a figure on it (so the final scoring scores it)."""
    scene = start(app, game(["U"]))  # one tile to place, then the game is over
    spot = sorted(scene.input.tile_spots())[0]
    drag(app, hand_centre(scene), tile_centre(scene, spot))
    assert scene.step == "figure"
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # the figure chosen with Tab goes on the tile
    assert scene.state.finished and scene.step == "end_turn"
    return scene


def test_the_last_turn_waits_for_end_turn_and_can_be_undone(app) -> None:
    scene = _last_tile_placed(app)
    view = scene.hud_view()
    assert scene.view.finale is None and app.top is scene
    assert view.buttons.get("end_turn") == "End turn (Enter)" and "undo" in view.buttons
    assert "End your turn" in view.hint
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # Undo: the figure can be chosen again
    assert not scene.state.finished and scene.step == "figure"
    assert scene.view.finale is None and not scene.final_events
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.state.finished and scene.view.finale is None
    key(app, pygame.K_RETURN)
    assert scene.view.finale is not None and "undo" not in scene.hud_view().buttons


def test_the_enter_that_ended_the_last_turn_never_skips_the_final_scoring(app) -> None:
    scene = _last_tile_placed(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    step(app)  # Enter goes down: the last turn ends, the final scoring begins
    finale = scene.view.finale
    assert finale is not None and not finale.done
    for _ in range(5):  # held: the key repeats
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        step(app)
    scene.update(GRACE_SECONDS)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    step(app)  # still the same press, after the grace too
    assert not finale.done
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    key(app, pygame.K_RETURN)  # let go, the grace over: a new press is a wish to skip
    assert finale.done and app.top is scene


def test_a_skip_key_after_the_grace_skips_and_the_next_enter_shows_the_results(app) -> None:
    scene = _last_tile_placed(app)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # the habit: pressed twice
    key(app, pygame.K_SPACE)
    finale = scene.view.finale
    assert finale is not None and not finale.done
    scene.update(GRACE_SECONDS)
    key(app, pygame.K_SPACE)
    assert finale.done and app.top is scene
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ResultsScene)


# --- 3. the replay viewer names one move everywhere ----------------------------------------


def test_the_viewers_header_log_slider_chart_and_coach_name_the_move_shown(app) -> None:
    from goldmines_desktop.engine import acting_player
    from goldmines_desktop.simulate import play_random_game, random_setup
    from goldmines_desktop.ui.scenes.watch import WatchScene
    from goldmines_desktop.ui.table.replay_cursor import replay_of

    finished = play_random_game(random_setup(3), 5)
    app.show("watch", replay_of(finished))
    step(app)
    scene = app.top
    assert isinstance(scene, WatchScene)
    view, cursor = scene.view, scene.cursor
    assert view.title(cursor).startswith("Before turn 1")
    starts = cursor.replay.turn_starts
    for turn in range(1, 8):
        key(app, pygame.K_RIGHT, pygame.KMOD_LCTRL)  # the whole of the next turn
        assert cursor.position == starts[turn]  # its last move shown, the next tile in hand
        owner = acting_player(cursor.replay.states[starts[turn - 1]])
        name = finished.players[owner].name
        assert view.title(cursor) == f"Turn {turn} of {cursor.turns}: {name}"
        assert cursor.turn == turn and cursor.chart_index == turn
        assert scene.timeline.index == turn
        told = [e.text for k in range(starts[turn - 1], starts[turn]) for e in view.lines[k]]
        assert view.log_entries(cursor.position)[-1].text == told[-1]
        assert view.move_words(cursor).split("  ·  ")[-1] in told
    key(app, pygame.K_LEFT)  # mid-turn 7: still turn 7, everywhere
    assert cursor.turn == 7 and scene.timeline.index == 7 and cursor.chart_index == 7
    assert view.title(cursor).startswith("Turn 7 of")


# --- 8. the demo's strip leaves the log and the tile in hand alone -------------------------


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("interface", [1.0, 1.5])
def test_the_demo_strip_covers_neither_the_log_nor_the_hand(size, interface) -> None:
    from ui_helpers import click, make_app

    app = make_app(size)
    try:
        app.settings.ui_scale = interface
        app.show("demo")
        step(app, 2)
        scene = app.top
        assert isinstance(scene, GameScene) and app.demo is not None
        layout = scene.hud.layout
        strip = app.demo.panel_rect(app.size)
        assert pygame.Rect((0, 0), size).contains(strip)
        assert not strip.colliderect(layout.log) and not strip.colliderect(layout.hand)
        assert strip.collidelist(list(layout.players)) == -1
        click(app, app.demo.speed_rects(app.size)[2].center)  # the 4x button, where drawn
        assert app.demo.speed_index == 2 and app.top is scene
    finally:
        app.close()


# --- 7. the results' chart: its label clear of the lines, the Poster leaves it alone -------


def test_saving_a_poster_moves_nothing_of_the_chart(app) -> None:
    from ui_helpers import click, finished_game

    state, events = finished_game(3, 7)
    scene = app.show("results", state, (), demo=None)
    assert isinstance(scene, ResultsScene)
    assert scene.records is not None and scene.records.wait(30)
    step(app, 3)
    poster = next(b for b in scene.buttons if b.on_click == scene.make_poster)
    chart = pygame.Rect(0, 0, app.size[0], 0)
    chart.top, chart.bottom = app.size[1] // 2, scene.buttons[0].rect.top - 4
    before = app.screen.subsurface(chart).copy()
    click(app, poster.rect.center)
    step(app)
    assert scene.news.poster_line  # the poster's line is shown above the chart
    after = app.screen.subsurface(chart)
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")


def test_the_final_scoring_label_never_sits_on_a_line() -> None:
    from goldmines_desktop.ui.hud.chart import final_label_spot

    plot = pygame.Rect(100, 100, 400, 200)
    rising = [(100, 300), (480, 120), (500, 110)]  # scores grow: the lines end high
    spot = final_label_spot(plot, 480, (90, 16), [rising])
    assert plot.contains(spot) and spot.bottom > plot.centery  # low, under the lines
    assert not any(spot.clipline(a, b) for a, b in zip(rising, rising[1:], strict=False))
    flat_low = [(100, 296), (500, 296)]
    flat_high = [(100, 104), (500, 104)]
    spot = final_label_spot(plot, 480, (90, 16), [rising, flat_low, flat_high])
    assert spot.bottom <= plot.top  # no room inside: above the plot
    spot = final_label_spot(plot, 480, (90, 16), [flat_low])
    assert spot.top < plot.centery  # the top, when a line runs along the foot
