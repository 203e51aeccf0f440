"""Records far longer than a game: the format refuses a draw order of more than 1,000 codes,
and every reader of a record (the replay viewer, the coach, the results chart, the poster) keeps
its memory bounded on the longest record it allows, a line of 1,000 straight roads.

Memory is measured with ``tracemalloc`` and compared with a normal game's, never timed."""

from __future__ import annotations

import json
import random
import tracemalloc
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pytest
from test_hostile_records import assert_refused, run_replay
from ui_helpers import finished_game

from benchmarks.long_records import long_game, straight_road_record
from goldmines_desktop.ai import coach, turns
from goldmines_desktop.engine import MAX_DRAW_CODES, GameState, RecordError, parse_record, replay
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.hud import chart
from goldmines_desktop.ui.table import replay_cursor
from goldmines_desktop.ui.table.replay_cursor import ReplayCursor, replay_of

RATIO = 30  # a record of 1,000 tiles may take at most this many times a normal game's memory


def peak(work: Callable[[], Any]) -> int:
    """The most memory ``work`` held at once, in bytes (what it returns is dropped after)."""
    tracemalloc.start()
    try:
        work()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.fixture(scope="module")
def longest() -> GameState:
    return long_game(MAX_DRAW_CODES)


@pytest.fixture(scope="module")
def normal() -> GameState:
    return finished_game(2, seed=3)[0]


def same_position(a: GameState, b: GameState) -> bool:
    return a.snapshot() == b.snapshot()


# --- the format ------------------------------------------------------------------------------


def test_the_longest_record_the_format_allows_is_read_and_replayed() -> None:
    record = straight_road_record(MAX_DRAW_CODES)
    state = replay(parse_record(record), load_catalogue())
    assert state.finished and len(state.board) == MAX_DRAW_CODES + 1


def test_one_code_more_is_refused_in_one_line(tmp_path) -> None:
    record = straight_road_record(10)
    record["draw_order"] = ["U"] * (MAX_DRAW_CODES + 1)
    with pytest.raises(RecordError, match="at most 1000"):
        parse_record(record)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    line = assert_refused(run_replay(path, "--json"))
    assert "1001 tile codes" in line


def test_a_draw_order_may_still_stack_any_tile_below_the_limit() -> None:
    record = straight_road_record(3)
    record["draw_order"] = ["GM_E"] * 12 + ["U"] * 3
    assert parse_record(record).draw_order == tuple(record["draw_order"])


# --- the replay viewer -----------------------------------------------------------------------


def test_every_position_of_a_sparse_replay_is_the_real_one(normal: GameState) -> None:
    replayed = replay_of(normal)
    rng = random.Random(5)
    wanted = sorted(rng.sample(range(replayed.moves + 1), 25))
    every = {}
    for index, _events, state in replayed.walk():
        if index + 1 in wanted:
            every[index + 1] = state.snapshot()
    cursor = ReplayCursor(replayed)
    for position in [*wanted, *reversed(wanted)]:
        cursor.go(position)
        if position:
            assert cursor.state.snapshot() == every[position]
        assert len(cursor.state.moves) == position
    assert same_position(replayed.final, normal)


def test_stepping_back_keeps_only_a_few_positions(longest: GameState) -> None:
    replayed = replay_of(longest)
    cursor = ReplayCursor(replayed, replayed.moves)
    for _ in range(200):
        cursor.step(-1)
        assert len(cursor.state.moves) == cursor.position
    limit = replay_cursor.SNAPSHOTS + replay_cursor.RECENT + 2
    assert replayed.kept <= limit


@pytest.mark.slow
def test_the_replay_of_the_longest_record_takes_a_few_games_of_memory(
    longest: GameState, normal: GameState
) -> None:
    def watch(game: GameState) -> None:
        cursor = ReplayCursor(replay_of(game))
        for position in range(0, cursor.replay.moves, 7):
            cursor.go(position)
            assert cursor.state is not None

    small, big = peak(lambda: watch(normal)), peak(lambda: watch(longest))
    assert big <= RATIO * small, (big, small)


@pytest.mark.slow
def test_the_viewer_opens_the_longest_record_and_walks_it(app, longest: GameState) -> None:
    from ui_helpers import step

    scene = app.open("watch", replay_of(longest))
    step(app, 2)
    for key in ("end", "home"):
        getattr(scene.cursor, key)()
        step(app, 1)
    scene.cursor.go(scene.cursor.replay.moves // 2)
    step(app, 1)
    assert len(scene.cursor.state.board) == scene.cursor.state.turn + 1


# --- the results chart -----------------------------------------------------------------------


def test_the_chart_projects_a_bounded_number_of_turns(
    longest: GameState, monkeypatch: pytest.MonkeyPatch
) -> None:
    from goldmines_desktop.engine import projection

    counted = []
    real = projection.projected_scores
    monkeypatch.setattr(projection, "projected_scores", lambda s: counted.append(1) or real(s))
    series = chart.projected_series(longest)
    assert series is not None and len(series[0]) == len(chart.score_series(longest)[0])
    assert len(counted) <= chart.CHART_POINTS + 3
    assert series[0][0] is not None and series[0][-1] == longest.total(0)


def test_a_normal_game_has_its_projection_at_every_turn(normal: GameState) -> None:
    series = chart.projected_series(normal)
    assert series is not None and all(v is not None for line in series for v in line)


@pytest.mark.slow
def test_the_chart_of_the_longest_record_takes_a_few_games_of_memory(
    longest: GameState, normal: GameState
) -> None:
    import pygame

    def draw(game: GameState) -> None:
        surface = pygame.Surface((800, 400))
        projected = chart.projected_series(game)
        series = chart.score_series(game)
        chart.draw_score_chart(
            surface, surface.get_rect(), series, chart.seats_of(game), 18, True, projected
        )

    small, big = peak(lambda: draw(normal)), peak(lambda: draw(longest))
    assert big <= RATIO * small, (big, small)


# --- the poster ------------------------------------------------------------------------------


@pytest.mark.slow
def test_the_poster_of_the_longest_record_is_capped_before_drawing(
    longest: GameState, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pygame

    from goldmines_desktop.ui.board import poster

    pygame.display.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    sizes: list[tuple[int, int]] = []
    real = poster.Camera

    def camera(size: tuple[int, int], *args: Any) -> Any:
        sizes.append(size)
        return real(size, *args)

    monkeypatch.setattr(poster, "Camera", camera)
    drawn = poster.draw_poster(longest, 0)
    width, height = drawn.surface.get_size()
    assert max(width, height) <= poster.MAX_SIDE
    assert drawn.tile_size < poster.ZOOM_STEPS[0]  # shrunk from pieces
    assert sizes and all(max(size) <= poster.PIECE_SIDE for size in sizes)
    assert peak(lambda: poster.draw_poster(longest, 0)) < 50 * 1024 * 1024


# --- the coach -------------------------------------------------------------------------------


def test_the_turn_starts_are_the_real_ones_in_any_order(normal: GameState) -> None:
    starts = coach.turns_of(normal)
    order = starts.late_first()
    assert sorted(order) == list(range(len(starts)))
    walked = coach.turns_of(normal)
    forward = [(s.turn, s.state.snapshot(), s.played) for s in walked]
    for index in [*order, *random.Random(2).sample(range(len(starts)), 10)]:
        start = starts[index]
        assert (start.turn, start.state.snapshot(), start.played) == forward[index]
    assert starts.kept <= turns.SNAPSHOTS + 1


def test_the_viewers_replay_hands_the_coach_the_same_turns(normal: GameState) -> None:
    replayed = replay_of(normal)
    handed = replayed.coach_turns()
    own = coach.turns_of(normal)
    assert len(handed) == len(own) == len(replayed.turn_starts)
    order = handed.late_first()
    assert sorted(order) == list(range(len(handed)))
    for index in [*order, *random.Random(3).sample(range(len(own)), 10)]:
        mine, theirs = handed[index], own[index]
        assert (mine.turn, mine.state.snapshot(), mine.played) == (
            theirs.turn,
            theirs.state.snapshot(),
            theirs.played,
        )
    assert handed.kept <= replayed.kept + 1  # the viewer's positions, and the start built last


def test_the_coach_hands_its_workers_a_few_turns_at_a_time(
    longest: GameState, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_flight: list[int] = []

    class Pool:
        def __init__(self) -> None:
            self.open: set[int] = set()

        def submit(self, work: Callable[..., Any], start: Any, *args: Any) -> Future[Any]:
            self.open.add(start.turn)
            in_flight.append(len(self.open))
            future: Future[Any] = Future()
            future.set_result(
                coach.TurnReview(
                    start.turn, 0, start.played, start.played, 0, coach.Claim(), coach.Claim()
                )
            )
            return future

    pool = Pool()
    monkeypatch.setattr(coach, "_pool", lambda workers: pool)
    monkeypatch.setattr(coach, "_stop", lambda pool: None)
    reviewed = []
    for index, entry in coach._reviewed(coach.turns_of(longest), 2, 1, 1, lambda: False):
        pool.open.discard(entry.turn)
        reviewed.append(index)
    assert sorted(reviewed) == list(range(MAX_DRAW_CODES))
    assert max(in_flight) <= coach.IN_FLIGHT * 2


@pytest.mark.slow
def test_the_coach_of_the_longest_record_takes_a_few_games_of_memory(
    longest: GameState, normal: GameState
) -> None:
    def walk(game: GameState) -> None:
        starts = coach.turns_of(game)
        for index in starts.late_first():
            assert starts[index].state.turn == starts[index].turn - 1

    small, big = peak(lambda: walk(normal)), peak(lambda: walk(longest))
    assert big <= RATIO * small, (big, small)
