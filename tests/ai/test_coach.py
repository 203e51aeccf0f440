"""The coach (``ai.coach`` and ``goldmines review``): one entry per turn, the best turn found
from what the player could see (never the real order of the unseen tiles), and a loss that is
0 for the best turn and never negative."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from goldmines_desktop.ai import coach
from goldmines_desktop.ai.coach import Claim, Lesson, Review, TurnReview
from goldmines_desktop.cli import main
from goldmines_desktop.engine import (
    PlaceTile,
    PlayerSetup,
    Setup,
    Skip,
    new_game,
    parse_record,
    random_legal_move,
    record_of,
)
from goldmines_desktop.engine.records import MOVE_FIELDS
from goldmines_desktop.engine.stepping import step_in_place
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.hud import coach_words
from goldmines_desktop.ui.hud.coach_words import lesson_words
from goldmines_desktop.ui.table.coach_job import CoachJob

SMALL = {"deals": 8, "value_deals": 3, "workers": 0}  # a light budget: the same rules apply
SEATS = (PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"))


@cache
def catalogue():  # type: ignore[no-untyped-def]
    return load_catalogue()


def partial_record(turns: int, seed: int = 4) -> dict[str, Any]:
    """A record of the first ``turns`` turns of a game, played by seeded random legal moves."""
    state = new_game(Setup(SEATS), catalogue(), seed=seed)
    rng = random.Random(seed)
    while state.turn < turns:
        step_in_place(state, random_legal_move(state, rng))
    return record_of(state)


def reviewed(record: dict[str, Any], **budget: Any) -> Review:
    return coach.review(parse_record(record), catalogue(), **{**SMALL, **budget})


def test_every_turn_is_reviewed_once_with_the_moves_that_made_it() -> None:
    record = partial_record(6)
    starts = coach.turns_of(parse_record(record), catalogue())
    assert [s.turn for s in starts] == [1, 2, 3, 4, 5, 6]
    assert [s.state.active for s in starts] == [0, 1, 0, 1, 0, 1]
    flat = [coach.move_words(m) for s in starts for m in s.played]
    assert flat == [coach.move_words(m) for m in parse_record(record).moves]
    assert all(isinstance(s.played[0], PlaceTile) for s in starts)


def test_the_json_is_turn_player_played_best_loss_in_the_records_move_form() -> None:
    result = reviewed(partial_record(4)).to_json()
    assert list(result) == ["turns"]
    assert [t["turn"] for t in result["turns"]] == [1, 2, 3, 4]
    for entry in result["turns"]:
        assert list(entry) == ["turn", "player", "played", "best", "loss"]
        assert entry["player"] == (entry["turn"] - 1) % 2
        for move in entry["played"] + entry["best"]:
            assert set(move) == {"type", *MOVE_FIELDS[move["type"]]}
        assert isinstance(entry["loss"], int) and entry["loss"] >= 0
    # the played moves read back as the record's own moves
    played = [m for t in result["turns"] for m in t["played"]]
    assert played == partial_record(4)["moves"]


@pytest.mark.slow
def test_the_review_is_the_same_for_any_order_of_the_unseen_tiles() -> None:
    record = partial_record(5)
    last = coach.turns_of(parse_record(record), catalogue())[-1].state
    seen, unseen = record["draw_order"][: last.deck_pos], record["draw_order"][last.deck_pos :]
    shuffled = list(unseen)
    random.Random(9).shuffle(shuffled)
    assert shuffled != unseen and sorted(shuffled) == sorted(unseen)
    other = {**record, "draw_order": seen + shuffled}
    backwards = {**record, "draw_order": seen + unseen[::-1]}
    first = reviewed(record)
    assert reviewed(other) == first
    assert reviewed(backwards) == first


def test_the_best_turn_played_costs_nothing() -> None:
    record = partial_record(4, seed=11)
    result = reviewed(record)
    costly = max(result.turns, key=lambda t: t.loss)
    starts = coach.turns_of(parse_record(record), catalogue())
    before = sum(len(s.played) for s in starts[: costly.turn - 1])
    best = result.to_json()["turns"][costly.turn - 1]["best"]
    best_game = {**record, "moves": [*record["moves"][:before], *best]}
    again = reviewed(best_game)
    assert again.turns[-1].played == again.turns[-1].best == costly.best
    assert again.turns[-1].loss == 0


def test_losses_are_whole_points_never_negative() -> None:
    result = reviewed(partial_record(6, seed=2))
    assert all(isinstance(t.loss, int) and t.loss >= 0 for t in result.turns)
    for entry in result.turns:
        if entry.best == entry.played:
            assert entry.loss == 0


def test_progress_runs_from_0_to_1_and_cancel_stops_between_turns() -> None:
    seen: list[float] = []
    coach.review(parse_record(partial_record(3)), catalogue(), progress=seen.append, **SMALL)
    assert seen[0] == 0.0 and seen[-1] == 1.0 and seen == sorted(seen)
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(coach.Cancelled):
        coach.review(parse_record(partial_record(3)), catalogue(), cancel=cancel, **SMALL)


def entry(turn: int, loss: int) -> TurnReview:
    return TurnReview(turn, turn % 2, (Skip(),), (Skip(),), loss, Claim(), Claim())


def test_the_costliest_three_turns_most_first_earlier_on_ties() -> None:
    result = Review(tuple(entry(t, loss) for t, loss in enumerate([0, 4, 9, 4, 1, 4, 0], 1)))
    assert [t.turn for t in result.costly()] == [3, 2, 4]
    assert Review((entry(1, 0),)).costly() == []


def test_a_lesson_in_one_english_sentence() -> None:
    farmer, road = Claim("meeple", "field"), Claim("meeple", "road")
    assert (
        lesson_words(Lesson(23, 9, farmer, road, "here"))
        == "Turn 23: a farmer here was worth 9 more points than a meeple on the road"
    )
    assert (
        lesson_words(Lesson(4, 1, Claim(), Claim("meeple", "city"), "elsewhere"))
        == "Turn 4: keeping your figures elsewhere was worth 1 more point than a meeple in the city"
    )
    assert (
        lesson_words(Lesson(7, 3, road, road, "turned"))
        == "Turn 7: the tile turned another way was worth 3 more points"
    )


def test_claims_come_from_the_events_of_the_turn() -> None:
    record = partial_record(8, seed=3)
    for start in coach.turns_of(parse_record(record), catalogue()):
        claim = coach.claim_of(start.state, start.played)
        placed = any(type(m).__name__ == "PlaceFigure" for m in start.played)
        assert (claim.figure is not None) == (placed or claim.returned)
        if claim.figure == "meeple":
            assert claim.feature in ("road", "city", "monastery", "field")


def test_review_of_a_bad_file_says_one_line_and_exits_2(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "goldmines-record", "version": 1, "setup": ', encoding="utf-8")
    assert main(["review", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err and "JSON" in err
    assert main(["review", str(tmp_path / "missing.json")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_goldmines_review_prints_the_json_and_the_text(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(partial_record(3)), encoding="utf-8")
    assert main(["review", str(path), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [t["turn"] for t in result["turns"]] == [1, 2, 3]
    assert main(["review", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Turn 1, Ann: played tile at ")
    assert lines[3] in ("The costliest turns:", "No turn gave points away.")


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_two_worker_processes_review_as_this_process_does() -> None:
    record = partial_record(4, seed=5)
    assert reviewed(record, workers=2) == reviewed(record, workers=0)


def test_the_job_reviews_off_the_windows_thread_and_can_be_cancelled() -> None:
    game = new_game(Setup(SEATS), catalogue(), seed=4)
    rng = random.Random(4)
    while game.turn < 3:
        step_in_place(game, random_legal_move(game, rng))
    job = CoachJob(game, workers=0, deals=8, value_deals=3)
    assert not job.started and not job.done
    job.start()
    assert job.wait(120)
    assert job.done and job.progress == 1.0 and job.error is None
    assert job.result == coach.review(game, **SMALL)
    stopped = CoachJob(game, workers=0, deals=8, value_deals=3)
    stopped.cancel()
    stopped.start()
    assert stopped.wait(60)
    assert stopped.cancelled and stopped.result is None and stopped.done


def test_the_window_words_the_lesson_in_the_players_language() -> None:
    farmer, road = Claim("meeple", "field"), Claim("meeple", "road")
    assert (
        lesson_words(Lesson(23, 9, farmer, road, "here"))
        == "Turn 23: a farmer here was worth 9 more points than a meeple on the road"
    )
    assert lesson_words(Lesson(2, 1, road, road, "elsewhere")) == (
        "Turn 2: the tile in another place was worth 1 more point"
    )
    same = TurnReview(5, 0, (Skip(),), (Skip(),), 0, road, road)
    assert coach_words.best_words(same) == "Best: the turn played"
    assert coach_words.loss_words(same) == "Nothing given away"
    worse = TurnReview(5, 0, (PlaceTile(1, 0, 0),), (PlaceTile(0, 1, 0),), 4, road, farmer)
    assert coach_words.best_words(worse) == "Best: a farmer, the tile in another place"
    assert coach_words.loss_words(worse) == "4 points given away"
    assert coach_words.played_words(worse) == "Played: a meeple on the road"


@pytest.mark.timeout(240)
def test_the_viewers_coach_button_reviews_and_shows_the_turn(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import functools

    import pygame
    from ui_helpers import click, key, step

    from goldmines_desktop.ui.board import coach_panel
    from goldmines_desktop.ui.table.replay_cursor import replay_of

    monkeypatch.setattr(
        coach_panel, "CoachJob", functools.partial(CoachJob, workers=0, deals=8, value_deals=3)
    )
    game = new_game(Setup(SEATS), catalogue(), seed=4)
    rng = random.Random(4)
    while game.turn < 4:
        step_in_place(game, random_legal_move(game, rng))
    app.show("watch", replay_of(game))
    step(app)
    scene = app.top
    assert scene.coach is None and scene.side_panels == []
    click(app, scene.coach_button.rect.center)
    panel = scene.coach
    assert panel is not None and panel in scene.side_panels and scene.coach_button.primary
    assert panel.job.wait(200) and panel.review is not None
    assert isinstance(panel.job.game, coach.TurnStarts)  # the viewer's replay, handed down
    assert panel.review == coach.review(game, **SMALL)
    key(app, pygame.K_RIGHT, pygame.KMOD_CTRL)
    step(app)
    turn = scene.cursor.turn
    assert turn >= 1 and panel.entry(turn) == panel.review.turns[turn - 1]
    assert [x.turn for x in panel.lessons()] == [t.turn for t in panel.review.costly()]
    click(app, scene.coach_button.rect.center)
    assert panel not in scene.side_panels and not scene.coach_button.primary
    key(app, pygame.K_c)
    assert scene.coach is panel and panel in scene.side_panels  # the same review, not a new one
    key(app, pygame.K_ESCAPE)
    assert panel.job._stop.is_set()
