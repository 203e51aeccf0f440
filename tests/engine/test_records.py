"""Game records (the public JSON format in README.md): every malformed record and illegal move is
refused in one clear line."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
from scenario_tools import GOOD

from goldmines_desktop.engine import PlaceFigure, apply, legal_moves
from goldmines_desktop.engine.records import (
    RecordError,
    parse_record,
    parse_record_text,
    record_of,
    replay,
    summary,
)
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.record_files import read_record_file, write_json_atomic
from goldmines_desktop.simulate import play_random_game, random_setup


def changed(path: list[object], value: object) -> dict:
    """A copy of GOOD with one value replaced (or removed, for value ...)."""
    data = copy.deepcopy(GOOD)
    target = data
    for key in path[:-1]:
        target = target[key]  # type: ignore[index]
    if value is ...:
        del target[path[-1]]  # type: ignore[arg-type]
    else:
        target[path[-1]] = value  # type: ignore[index]
    return data


def run_replay(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "goldmines_desktop", "replay", str(path), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_good_record_replays():
    state = replay(parse_record(GOOD), load_catalogue())
    assert [m for m in state.moves][-1] == PlaceFigure("meeple", "W")
    assert summary(state)["players"][0]["meeples"] == 6


BAD_SHAPES = [
    ("not an object", [], "must be a JSON object"),
    ("wrong format", changed(["format"], "chess"), '"format"'),
    ("wrong version", changed(["version"], 2), '"version"'),
    ("version as bool", changed(["version"], True), '"version"'),
    ("unknown top key", changed(["extra"], 1), "unknown key 'extra'"),
    ("no setup", changed(["setup"], ...), '"setup"'),
    ("one player", changed(["setup", "players"], GOOD["setup"]["players"][:1]), "2 to 6"),
    (
        "seven players",
        changed(["setup", "players"], [{"name": f"P{i}", "color": "red"} for i in range(7)]),
        "2 to 6",
    ),
    ("unknown colour", changed(["setup", "players", 0, "color"], "orange"), "colour"),
    ("same colours", changed(["setup", "players", 1, "color"], "red"), "same colour"),
    ("empty name", changed(["setup", "players", 0, "name"], ""), "needs a name"),
    ("bad kind", changed(["setup", "players", 0, "kind"], "robot"), "kind"),
    ("unknown option", changed(["setup", "options", "dragons"], True), "unknown key 'dragons'"),
    ("option not bool", changed(["setup", "options", "abbot"], "yes"), '"abbot"'),
    ("bad distribution", changed(["setup", "options", "gold_distribution"], "x"), "edition3"),
    ("seed not int", changed(["seed"], "1234"), '"seed"'),
    (
        "neither seed nor order",
        {k: v for k, v in GOOD.items() if k not in ("seed", "draw_order")},
        '"seed" or a "draw_order"',
    ),
    ("draw order not a list", changed(["draw_order"], "UV"), '"draw_order"'),
    ("unknown tile", changed(["draw_order"], ["ZZ"]), "unknown tile code 'ZZ'"),
    ("moves not a list", changed(["moves"], {}), '"moves"'),
    ("unknown move", changed(["moves", 1], {"type": "fly"}), "move 1: unknown move type"),
    ("move not an object", changed(["moves", 0], 3), "move 0:"),
    ("missing field", changed(["moves", 0, "rotation"], ...), "move 0: place_tile needs"),
    ("field type", changed(["moves", 0, "x"], "1"), "move 0: place_tile needs 'x'"),
    ("bool as int", changed(["moves", 0, "x"], True), "move 0: place_tile needs 'x'"),
    ("unknown field", changed(["moves", 1, "colour"], "red"), "move 1: place_meeple has unknown"),
]


@pytest.mark.parametrize("name,data,message", BAD_SHAPES, ids=[b[0] for b in BAD_SHAPES])
def test_bad_shapes_are_refused_with_a_message(name, data, message):
    with pytest.raises(RecordError) as err:
        replay(parse_record(data), load_catalogue())
    assert message in str(err.value)
    assert "\n" not in str(err.value)


BAD_MOVES = [
    (
        "tile does not fit",
        [{"type": "place_tile", "x": 0, "y": -1, "rotation": 0}],
        "move 0: place_tile at (0, -1) does not fit: south edge is field, neighbour has city",
    ),
    (
        "tile on a tile",
        [{"type": "place_tile", "x": 0, "y": 0, "rotation": 0}],
        "move 0: place_tile at (0, 0): a tile is already there",
    ),
    (
        "tile far away",
        [{"type": "place_tile", "x": 5, "y": 5, "rotation": 0}],
        "move 0: place_tile at (5, 5): it must touch",
    ),
    ("bad rotation", [{"type": "place_tile", "x": 1, "y": 0, "rotation": 45}], "move 0:"),
    ("wrong phase", [{"type": "skip"}], "move 0: you can't place a figure or skip now"),
    ("meeple on a garden", None, "only the abbot can go on a garden"),
    ("after the end", "end", "move 2: the game is already over"),
]


@pytest.mark.slow
@pytest.mark.parametrize("name,moves,message", BAD_MOVES, ids=[b[0] for b in BAD_MOVES])
def test_illegal_moves_name_the_move_index(name, moves, message, tmp_path):
    data = copy.deepcopy(GOOD)
    if moves == "end":  # the only tile placed, the figure skipped: the game is over
        data["draw_order"] = ["U"]
        moves = [GOOD["moves"][0], {"type": "skip"}, {"type": "skip"}]
    if moves is None:  # a garden tile placed, then a meeple on its garden
        data["draw_order"] = ["Vg", "U"]
        moves = [
            {"type": "place_tile", "x": 1, "y": 0, "rotation": 0},
            {"type": "place_meeple", "figure": "meeple", "location": "garden"},
        ]
    data["moves"] = moves
    with pytest.raises(RecordError) as err:
        replay(parse_record(data), load_catalogue())
    assert message in str(err.value)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    result = run_replay(path)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert message in result.stderr


@pytest.mark.slow
def test_invalid_json_and_binary_and_huge_files(tmp_path):
    cases = {
        "broken.json": b'{"format": "goldmines-record", ',
        "binary.json": bytes(range(256)),
        "huge.json": b" " * (5 * 1024 * 1024 + 1),
    }
    for name, content in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        with pytest.raises(RecordError):
            read_record_file(path)
        result = run_replay(path)
        assert result.returncode == 2, name
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    missing = run_replay(tmp_path / "missing.json")
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_gold_tiles_need_the_gold_mines():
    data = changed(["setup", "options", "goldmines"], False)
    data["draw_order"] = ["GM_A"]
    data["moves"] = []
    with pytest.raises(RecordError, match="not in play without The Gold Mines"):
        replay(parse_record(data), load_catalogue())


def test_options_default_to_true_and_edition3():
    data = copy.deepcopy(GOOD)
    del data["setup"]["options"]
    options = parse_record(data).setup.options
    assert (options.goldmines, options.abbot, options.gold_distribution) == (True, True, "edition3")


def test_location_aliases_name_the_same_segment():
    """A city N+W may be named by either edge; the record keeps what the player said."""
    data = copy.deepcopy(GOOD)
    data["draw_order"] = ["N", "U"]
    data["moves"] = [{"type": "place_tile", "x": 0, "y": -1, "rotation": 180}]
    state = replay(parse_record(data), load_catalogue())
    names = {m.location for m in legal_moves(state) if isinstance(m, PlaceFigure)}
    assert "E" in names  # the joined city shows as E+S after turning: named by its first edge
    state, events = apply(state, PlaceFigure("meeple", "S"))
    assert events[0].location == "E"


def test_saved_record_replays_to_the_same_state_and_summary(tmp_path):
    state = play_random_game(random_setup(3, gold_distribution="round_robin"), 11)
    path = tmp_path / "game.json"
    write_json_atomic(path, record_of(state))
    assert not list(tmp_path.glob(".*.tmp"))
    again = replay(read_record_file(path), load_catalogue())
    assert again.snapshot() == state.snapshot()
    result = run_replay(path)
    assert result.returncode == 0
    printed = json.loads(result.stdout)
    assert printed == summary(state)
    counts = printed["ingots"]
    assert sum(counts.values()) == 16
    for player in printed["players"]:
        assert player["score"] == sum(player["breakdown"].values())


def test_parse_text_rejects_non_json():
    with pytest.raises(RecordError, match="not valid JSON"):
        parse_record_text("hello")


@pytest.mark.slow
def test_simulate_prints_the_benchmark_json():
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "goldmines_desktop",
            "simulate",
            "--games",
            "3",
            "--players",
            "2",
            "--seed",
            "5",
            "--no-goldmines",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data) == {"version", "games", "seconds", "per_game_ms", "mean_scores"}
    assert data["games"] == 3 and len(data["mean_scores"]) == 2
