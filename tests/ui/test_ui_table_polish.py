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
    # the meeple still stands on the board until the final scoring brings it home
    assert view.supply[0].meeples == scene.state.meeples[0] - 1
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
        owner = acting_player(cursor.replay.state(starts[turn - 1]))
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
    poster = next(b for b in scene.buttons if b.on_click == scene.poster.make)
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


# --- 4 and 5. the coach: a list that keeps its turns, badges that go there, a ghost --------


def _review_with_costly_turns(state, turns=(3, 5, 9), loss=6):
    """A review of ``state`` whose ``turns`` each had a better turn: another place for the
    tile, then the first legal move until the turn ends (the coach's pick, made up here so
    the test does not wait for a search)."""
    from goldmines_desktop.ai.coach import Review, TurnReview, claim_of, turns_of
    from goldmines_desktop.engine import PlaceTile, apply, legal_moves

    entries = []
    for begun in turns_of(state):
        best = begun.played
        if begun.turn in turns:
            other = next(
                m
                for m in legal_moves(begun.state)
                if isinstance(m, PlaceTile) and (m.x, m.y) != (begun.played[0].x, begun.played[0].y)
            )
            node, best = apply(begun.state, other)[0], (other,)
            while node.turn == begun.state.turn and not node.finished:
                move = legal_moves(node)[0]
                node, best = apply(node, move)[0], (*best, move)
        first = begun.state
        entries.append(
            TurnReview(
                begun.turn,
                0,
                begun.played,
                best,
                loss if best != begun.played else 0,
                claim_of(first, begun.played),
                claim_of(first, best),
            )
        )
    return Review(tuple(entries))


def _viewer_with_coach(app, state, review):
    from goldmines_desktop.ui.board.coach_panel import CoachPanel
    from goldmines_desktop.ui.scenes.watch import WatchScene
    from goldmines_desktop.ui.table.coach_job import CoachJob
    from goldmines_desktop.ui.table.replay_cursor import replay_of

    viewer = app.show("watch", replay_of(state))
    assert isinstance(viewer, WatchScene)
    job = CoachJob(state)
    job.result = review
    viewer.coach = CoachPanel(state, viewer.view.layout.scale, job)
    viewer.toggle_coach()
    step(app, 2)
    return viewer


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800)])
def test_the_coachs_list_keeps_all_three_turns_and_a_click_on_a_badge_goes_there(size) -> None:
    from ui_helpers import click, make_app

    from goldmines_desktop.simulate import play_random_game, random_setup
    from goldmines_desktop.ui.hud.chart_badges import badge_spots

    app = make_app(size)
    try:
        state = play_random_game(random_setup(3), 5)
        viewer = _viewer_with_coach(app, state, _review_with_costly_turns(state))
        coach, view, cursor = viewer.coach, viewer.view, viewer.cursor
        assert coach is not None and [x.turn for x in coach.lessons()] == [3, 5, 9]
        assert [turn for _rect, turn in coach.list_rects] == [3, 5, 9]  # none dropped
        plot, font = view.chart_plot()
        points = max(len(line) for line in view.series)
        marks = [(lesson.turn, str(i)) for i, lesson in enumerate(coach.lessons(), 1)]
        for (centre, _radius), (turn, _label) in zip(
            badge_spots(plot, marks, points, font), marks, strict=True
        ):
            click(app, centre)
            assert cursor.turn == turn and viewer.timeline.index == turn
            assert view.title(cursor).startswith(f"Turn {turn} of")
            ghost = coach.ghost(cursor.replay, turn)
            assert ghost is not None and view.also == (ghost.pos,)
            assert view.layout.board.contains(pygame.Rect(view.camera.tile_rect(ghost.pos)))
            words = coach.turn_words(turn)
            assert any("shown would have been worth 6 more points" in w for w in words), words
        rect, turn = coach.list_rects[0]
        click(app, rect.center)  # the first line of the list goes to its turn too
        assert cursor.turn == turn == 3
    finally:
        app.close()


def test_the_better_turns_sentence_is_one_plain_translated_sentence() -> None:
    from goldmines_desktop import i18n
    from goldmines_desktop.ai.coach import Claim, Lesson
    from goldmines_desktop.ui.hud.coach_words import better_words, turn_sentence

    farmer, road = Claim("meeple", "field"), Claim("meeple", "road")
    lesson = Lesson(12, 6, farmer, road, "elsewhere")
    assert better_words(lesson) == (
        "A farmer on the field shown would have been worth 6 more points by the end of the game."
    )
    assert turn_sentence(Lesson(4, 1, road, road, "turned")) == (
        "Turn 4: The tile placed as shown would have been worth 1 more point."
    )
    try:
        i18n.set_language("de")
        german = better_words(lesson)
        assert "6" in german and "Bauer" in german and "would" not in german
    finally:
        i18n.set_language("en")


# --- 6. a language chosen in a running game shows everywhere at once -----------------------


def test_choosing_german_in_a_running_game_rewords_the_banner_panels_and_old_log_lines(
    app,
) -> None:
    from ui_helpers import SCORE_ORDER_DRAW, SCORE_ORDER_MOVES, click

    from goldmines_desktop import i18n
    from goldmines_desktop.ui.scenes.pause import SettingsScene

    scene = start(app, game(SCORE_ORDER_DRAW, None, SCORE_ORDER_MOVES[:13]))
    try:
        english = [entry.text for entry in scene.view.log.last(8)]
        assert "Welcome back!" in english
        scene.view.turn_banner = 1.0
        step(app)
        panel = scene.hud.layout.players[scene.acting]
        before = app.screen.subsurface(panel).copy()  # "If it ended now: ..."
        banners = {k for k in scene.hud._cache if k[1][0] == "turn"}
        assert banners and all(k[0] == "en" for k in banners)
        key(app, pygame.K_ESCAPE)
        app.open("settings")
        step(app)
        settings = app.top
        assert isinstance(settings, SettingsScene)
        for _ in range(len(i18n.LANGUAGES)):  # the language's arrows, clicked until Deutsch
            if i18n.language() == "de":
                break
            box = settings.language.value_rect()
            click(app, (box.right - 6, box.centery))
        assert i18n.language() == "de"
        while app.top is not scene:
            key(app, pygame.K_ESCAPE)
        scene.view.turn_banner = 1.0
        view = scene.hud_view()
        german = [entry.text for entry in view.log]
        assert "Willkommen zurück!" in german
        assert len(german) == len(english)
        assert all(g != e for g, e in zip(german, english, strict=True)), german
        assert view.title.endswith("ist dran")
        step(app)
        after = app.screen.subsurface(panel)
        assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
        # the big banner was painted again, in German ("Ann ist dran")
        assert any(k[0] == "de" and k[1][0] == "turn" for k in scene.hud._cache)
    finally:
        i18n.set_language("en")


def test_taking_the_last_move_back_takes_the_game_out_of_the_finished_games(app) -> None:
    from goldmines_desktop.files import saves

    scene = _last_tile_placed(app)
    autosave = scene.turns.autosave
    assert isinstance(autosave, saves.Autosave) and autosave.path is not None
    kept = saves.finished_dir() / autosave.path.name
    assert kept.exists() and not autosave.path.exists()  # finished: its record moved
    key(app, pygame.K_z, pygame.KMOD_CTRL)  # Undo: the game is not over after all
    assert not scene.state.finished
    assert autosave.path.exists() and not kept.exists()
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # the last move again: finished again
    assert kept.exists() and not autosave.path.exists()


def test_a_click_on_the_viewers_chart_goes_to_the_turn_under_the_pointer(app) -> None:
    from ui_helpers import click

    from goldmines_desktop.simulate import play_random_game, random_setup
    from goldmines_desktop.ui.hud.chart import plot_area
    from goldmines_desktop.ui.table.replay_cursor import replay_of

    state = play_random_game(random_setup(2), 4)
    viewer = app.show("watch", replay_of(state))
    step(app)
    plot, font = viewer.view.chart_plot()
    inner = plot_area(plot, font)
    points = max(len(line) for line in viewer.view.series)
    for turn in (10, 25, 40):
        x = inner.left + round(inner.width * turn / (points - 1))
        click(app, (x, inner.centery))
        assert viewer.cursor.turn == turn and viewer.cursor.chart_index == turn
        assert viewer.view.title(viewer.cursor).startswith(f"Turn {turn} of")
    click(app, (inner.right, inner.centery))  # the final scoring's point: the game's end
    assert viewer.cursor.at_end


def test_a_key_a_button_stands_for_is_never_held_down() -> None:
    """A controller's A (or a finger) makes a Return that is pressed and let go at once: after
    the grace it skips the show, where a real Return still held down does not."""
    from goldmines_desktop.ui.board.finale_guard import SkipGuard

    guard = SkipGuard()
    made = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, device="controller")
    guard.seen(made)
    guard.arm()
    guard.update(GRACE_SECONDS + 0.1)
    assert guard.allows(pygame.K_RETURN)
    real = SkipGuard()
    real.seen(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    real.arm()
    real.update(GRACE_SECONDS + 0.1)
    assert not real.allows(pygame.K_RETURN)
