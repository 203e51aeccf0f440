"""Hostile records: ``goldmines replay FILE --json`` exits 2 with one stderr line, never a
traceback, never a hang; and what a record may hold is bounded."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from scenario_tools import GOOD

from goldmines_desktop.engine.names import MAX_NAME, quote
from goldmines_desktop.engine.records import (
    AI_LEVELS,
    RecordError,
    decode_json,
    parse_record,
    parse_record_text,
    replay,
)
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.record_files import read_json_file, read_record_file

pytestmark = pytest.mark.timeout(120)


def good() -> dict:
    return copy.deepcopy(GOOD)


def run_replay(path: Path, *extra: str, env: dict[str, str] | None = None):
    return subprocess.run(
        [sys.executable, "-m", "goldmines_desktop", "replay", str(path), *extra],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
    )


def assert_refused(result: subprocess.CompletedProcess[str]) -> str:
    """Exit 2, nothing on stdout, exactly one line on stderr and no traceback."""
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert result.stderr.endswith("\n") and result.stderr.count("\n") == 1, result.stderr
    assert "Traceback (most recent call last):\n" not in result.stderr
    return result.stderr


def write(tmp_path: Path, text: str | bytes, name: str = "record.json") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


# --- the replay command on the inputs that crashed it ----------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("value", [[], {}, 3, None])
def test_a_move_type_that_is_not_a_string_is_refused(tmp_path: Path, value: object) -> None:
    data = good()
    data["moves"][0] = {"type": value}
    message = assert_refused(run_replay(write(tmp_path, json.dumps(data)), "--json"))
    assert message.startswith("move 0: unknown move type")


@pytest.mark.parametrize("where", ["top", "seed", "moves"])
def test_deep_nesting_is_refused_before_decoding(tmp_path: Path, where: str) -> None:
    deep = "[" * 1000 + "]" * 1000
    text = {
        "top": deep,
        "seed": json.dumps(good()).replace('"seed": 1234', f'"seed": {deep}'),
        "moves": json.dumps(good()).replace('"moves": [', f'"moves": [{deep}, '),
    }[where]
    message = assert_refused(run_replay(write(tmp_path, text), "--json"))
    assert "nested more than" in message
    with pytest.raises(RecordError, match="nested more than 64 deep"):
        parse_record_text("{" * 1000 + '"a": 1' + "}" * 1000)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    assert decode_json(json.dumps({"a": "[" * 5000})) == {"a": "[" * 5000}


def test_a_number_of_thousands_of_digits_is_refused(tmp_path: Path) -> None:
    text = json.dumps(good()).replace('"seed": 1234', '"seed": ' + "7" * 5000)
    message = assert_refused(run_replay(write(tmp_path, text), "--json"))
    assert "more than 100 digits" in message


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_link_to_a_device_is_refused_without_reading_it(tmp_path: Path, device: str) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    link = tmp_path / "record.json"
    link.symlink_to(device)
    message = assert_refused(run_replay(link, "--json"))
    assert "not a regular file" in message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    message = assert_refused(run_replay(fifo, "--json"))
    assert "not a regular file" in message


@pytest.mark.slow
def test_a_folder_and_a_missing_file_are_refused(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    assert "not a regular file" in assert_refused(run_replay(folder, "--json"))
    assert "cannot read" in assert_refused(run_replay(tmp_path / "missing.json", "--json"))
    dangling = tmp_path / "dangling.json"
    dangling.symlink_to(tmp_path / "nowhere.json")
    assert "cannot read" in assert_refused(run_replay(dangling, "--json"))


def test_a_newline_in_a_location_cannot_forge_a_second_line(tmp_path: Path) -> None:
    data = good()
    forged = 'N\nTraceback (most recent call last):\n  File "x"'
    data["moves"].append({"type": "score_feature", "x": 0, "y": 0, "location": forged})
    message = assert_refused(run_replay(write(tmp_path, json.dumps(data)), "--json"))
    assert message.startswith("move 2: score_feature has no segment called 'N\\nTraceback")


def test_every_message_quotes_what_it_repeats() -> None:
    assert quote("a\nb") == "'a\\nb'"
    assert quote("\ud800") == "'\\ud800'"
    assert "\n" not in quote("x" * 1000) and len(quote("x" * 1000)) < 50
    assert quote([1, 2]) == "a list" and quote({"a": 1}) == "an object"
    assert quote(10**200) == "a number of 201 digits"
    data = good()
    data["bad\nkey"] = 1
    with pytest.raises(RecordError) as err:
        parse_record(data)
    assert "\n" not in str(err.value) and "'bad\\nkey'" in str(err.value)


def test_a_lone_surrogate_in_a_name_is_refused_and_printing_never_crashes(tmp_path: Path) -> None:
    data = good()
    text = json.dumps(data).replace('"Ann"', '"An\\ud800n"')
    message = assert_refused(run_replay(write(tmp_path, text)))
    assert "player 0" in message and "\\ud800" in message
    # A name the terminal's encoding cannot show is escaped, not a crash.
    data["setup"]["players"][0]["name"] = "Zoë 🏰"
    path = write(tmp_path, json.dumps(data), "ok.json")
    result = run_replay(path, env={"PYTHONIOENCODING": "ascii"})
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Zo\\xeb \\U0001f3f0: ")


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = write(tmp_path, b"\xef\xbb\xbf" + json.dumps(good()).encode())
    result = run_replay(path, "--json")
    assert result.returncode == 0, result.stderr
    assert read_record_file(path).seed == 1234


@pytest.mark.slow
@pytest.mark.parametrize(
    "text,words",
    [
        (
            '{\n  "format": "goldmines-record",\n  "setup": "abc',
            "unterminated string at line 3, column 12",
        ),
        ('{"format" 1}', "a colon is missing at line 1, column 11"),
        ('{"a": 1,}', "expected a key in double quotes at line 1, column 9"),
        ("", "a value is missing at line 1, column 1"),
        ('{"a": 1} x', "more text after the end of the document at line 1, column 10"),
    ],
)
def test_json_errors_are_worded_for_a_person(tmp_path: Path, text: str, words: str) -> None:
    message = assert_refused(run_replay(write(tmp_path, text), "--json"))
    assert message == f"not valid JSON: {words}\n"
    assert "at at" not in message and "starting at" not in message


def test_the_reader_reads_no_more_than_the_limit(tmp_path: Path) -> None:
    path = write(tmp_path, b"[" + b" " * 5000 + b"]")
    assert read_json_file(path, limit=6000) == []
    with pytest.raises(RecordError, match="is over"):
        read_json_file(path, limit=1000)


# --- what a record may hold ------------------------------------------------------------------


def with_players(players: list[dict]) -> dict:
    data = good()
    data["setup"]["players"] = players
    return data


BOUNDS = [
    ("one player", with_players([{"name": "A", "color": "red"}]), "2 to 6"),
    (
        "seven players",
        with_players([{"name": f"P{i}", "color": "red"} for i in range(7)]),
        "2 to 6",
    ),
    (
        "a long name",
        with_players(
            [{"name": "A" * (MAX_NAME + 1), "color": "red"}, {"name": "B", "color": "blue"}]
        ),
        "a name of 41 characters (at most 40)",
    ),
    (
        "a 20,000-character name",
        with_players([{"name": "A" * 20000, "color": "red"}, {"name": "B", "color": "blue"}]),
        "a name of 20000 characters",
    ),
    (
        "NUL in a name",
        with_players([{"name": "A\x00B", "color": "red"}, {"name": "B", "color": "blue"}]),
        "control character in the name 'A\\x00B'",
    ),
    (
        "a line break in a name",
        with_players([{"name": "A\u2028B", "color": "red"}, {"name": "B", "color": "blue"}]),
        "control character",
    ),
    (
        "an unknown computer level",
        with_players(
            [{"name": "A", "color": "red", "kind": "ai:whatever"}, {"name": "B", "color": "blue"}]
        ),
        "kind 'ai:whatever'",
    ),
    (
        "a kind that is a list",
        with_players([{"name": "A", "color": "red", "kind": []}, {"name": "B", "color": "blue"}]),
        "kind a list",
    ),
    (
        "a colour that is a list",
        with_players([{"name": "A", "color": ["red"]}, {"name": "B", "color": "blue"}]),
        "colour a list",
    ),
]


@pytest.mark.parametrize("name,data,message", BOUNDS, ids=[b[0] for b in BOUNDS])
def test_records_are_bounded(name: str, data: dict, message: str) -> None:
    with pytest.raises(RecordError) as err:
        parse_record(data)
    assert message in str(err.value)
    assert "\n" not in str(err.value)


def test_every_computer_level_is_allowed_and_matches_the_ai_package() -> None:
    from goldmines_desktop.ai import LEVELS

    assert tuple(LEVELS) == AI_LEVELS
    for level in AI_LEVELS:
        data = with_players(
            [{"name": "A", "color": "red", "kind": f"ai:{level}"}, {"name": "B", "color": "blue"}]
        )
        assert parse_record(data).setup.players[0].kind == f"ai:{level}"
    names = with_players([{"name": "Zoë 🏰", "color": "red"}, {"name": "B" * 40, "color": "blue"}])
    replay(parse_record(names), load_catalogue())


def test_figures_locations_codes_and_coordinates_are_bounded() -> None:
    data = good()
    data["moves"][1]["figure"] = "dragon"
    with pytest.raises(RecordError, match="figure 'dragon'"):
        parse_record(data)
    data = good()
    data["draw_order"] = ["U", "V\n"]
    with pytest.raises(RecordError, match="unknown tile code 'V\\\\n'"):
        parse_record(data)
    data = good()
    data["moves"][0]["x"] = 10**50
    with pytest.raises(RecordError, match="far off the board"):
        parse_record(data)


@pytest.mark.parametrize(
    "text",
    [
        '"' + '\\"' * 100_000,  # an open string of escaped quotes (once quadratic to scan)
        "[" * 200_000,
        '"' + "\\" * 200_000,
        "[" + "1," * 100_000 + "1]",
    ],
    ids=["escaped quotes", "open brackets", "backslashes", "many numbers"],
)
def test_big_hostile_texts_are_scanned_in_one_pass(text: str) -> None:
    try:
        decode_json(text)
    except RecordError as err:
        assert "\n" not in str(err)
