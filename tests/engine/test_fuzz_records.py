"""Property-based fuzzing of records (hypothesis): mutated scenario records, mangled bytes and
hostile JSON documents either replay to a valid summary or are refused with a RecordError whose
message is one printable line; never another exception. A few go through ``goldmines replay``.

About 2,400 cases per run, derandomized so every CI run tries the same ones.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldmines_desktop.engine.records import RecordError, parse_record, replay, summary
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.record_files import read_record_file

pytestmark = pytest.mark.timeout(300)

RECORDS_DIR = Path(__file__).resolve().parents[1] / "records"
RECORDS = sorted(p for p in RECORDS_DIR.glob("*.json") if not p.name.endswith(".expect.json"))
DOCUMENTS = [json.loads(p.read_text(encoding="utf-8")) for p in RECORDS]
CATALOGUE = load_catalogue()
FUZZ = settings(
    max_examples=800,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

HOSTILE_STRINGS = [
    "",
    "\x00",
    "\ud800",
    "a\nb",
    "\u2028",
    "ai:whatever",
    "ai:hard",
    "human",
    "red",
    "place_tile",
    "score_feature",
    "skip",
    "N",
    "Ne",
    "monastery",
    "garden",
    "abbot",
    "meeple",
    "GM_A",
    "D",
    "X" * 60,
    "[" * 100,
]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.integers(min_value=-3, max_value=300),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(HOSTILE_STRINGS),
)
KEYS = st.one_of(
    st.text(max_size=6),
    st.sampled_from(["type", "x", "y", "rotation", "location", "figure", "name", "kind", "color"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4),
    max_leaves=10,
)


def paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a decoded document (the keys and indices that lead to it)."""
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:40]):  # the first moves are enough to aim at
            found += paths(item, (*here, index))
    return found


def mutate(document: Any, path: tuple[Any, ...], operation: str, value: Any) -> Any:
    document = copy.deepcopy(document)
    if not path:
        return value if operation == "replace" else document
    parent = document
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if operation == "replace":
        parent[last] = value
    elif operation == "delete":
        del parent[last]
    elif operation == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    elif operation == "truncate" and isinstance(parent, list):
        del parent[last:]
    elif operation == "add" and isinstance(parent[last], dict):
        parent[last]["extra"] = value
    else:
        parent[last] = value
    return document


def check(run: Any) -> None:
    """``run()`` replays something: a valid summary, or one printable line of RecordError."""
    try:
        state = run()
    except RecordError as err:
        message = str(err)
        assert message and message.isprintable(), repr(message)
        return
    result = summary(state)
    json.dumps(result)
    assert sum(result["ingots"].values()) == 16


@pytest.mark.slow
@FUZZ
@given(st.data())
def test_mutated_records_replay_or_are_refused_in_one_line(data: st.DataObject) -> None:
    document = data.draw(st.sampled_from(DOCUMENTS), label="record")
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        path = data.draw(st.sampled_from(paths(document)), label="path")
        operation = data.draw(
            st.sampled_from(["replace", "delete", "duplicate", "truncate", "add"]), label="op"
        )
        document = mutate(document, path, operation, data.draw(VALUES, label="value"))
    text = json.dumps(document)  # escapes lone surrogates, as another program might
    check(lambda: replay(parse_record(json.loads(text)), CATALOGUE))


@pytest.mark.slow
@FUZZ
@given(data=st.data())
def test_mangled_bytes_are_refused_in_one_line(
    tmp_path_factory: pytest.TempPathFactory, data: st.DataObject
) -> None:
    raw = bytearray(data.draw(st.sampled_from(RECORDS), label="record").read_bytes())
    for _ in range(data.draw(st.integers(1, 4), label="edits")):
        at = data.draw(st.integers(0, len(raw)), label="at")
        edit = data.draw(
            st.sampled_from(["flip", "delete", "insert", "cut", "brackets", "digits", "bom"]),
            label="edit",
        )
        if edit == "flip" and at < len(raw):
            raw[at] = data.draw(st.integers(0, 255), label="byte")
        elif edit == "delete":
            del raw[at : at + data.draw(st.integers(1, 20), label="count")]
        elif edit == "insert":
            raw[at:at] = data.draw(st.binary(max_size=8), label="bytes")
        elif edit == "cut":
            del raw[at:]
        elif edit == "brackets":
            raw[at:at] = data.draw(st.sampled_from([b"[", b"{", b'{"a":']), label="bracket") * (
                data.draw(st.integers(1, 1500), label="depth")
            )
        elif edit == "digits":
            raw[at:at] = b"9" * data.draw(st.integers(1, 6000), label="digits")
        elif edit == "bom":
            raw[0:0] = b"\xef\xbb\xbf"
    path = tmp_path_factory.getbasetemp() / "fuzzed-record.json"
    path.write_bytes(bytes(raw))
    check(lambda: replay(read_record_file(path), CATALOGUE))


@pytest.mark.slow
@FUZZ
@given(VALUES)
def test_any_json_document_is_refused_or_replayed(document: Any) -> None:
    check(lambda: replay(parse_record(document), CATALOGUE))


CLI_CASES = {
    "move type an object": lambda d: {**d, "moves": [{"type": {}}]},
    "seed with 5000 digits": None,
    "nested 2000 deep": None,
    "NUL in a name": lambda d: _with_name(d, "A\x00"),
    "lone surrogate name": lambda d: _with_name(d, "A\ud800"),
    "unknown level": lambda d: _with_kind(d, "ai:whatever"),
    "location with a newline": lambda d: {
        **d,
        "moves": [{"type": "place_meeple", "figure": "meeple", "location": "N\nE"}],
    },
    "valid": lambda d: d,
}


def _with_name(document: dict, name: str) -> dict:
    document = copy.deepcopy(document)
    document["setup"]["players"][0]["name"] = name
    return document


def _with_kind(document: dict, kind: str) -> dict:
    document = copy.deepcopy(document)
    document["setup"]["players"][0]["kind"] = kind
    return document


@pytest.mark.slow
def test_a_handful_through_the_replay_command(tmp_path: Path) -> None:
    base = DOCUMENTS[0]
    for name, make in CLI_CASES.items():
        if name == "seed with 5000 digits":
            text = json.dumps(base).replace("{", '{"seed": ' + "1" * 5000 + ", ", 1)
        elif name == "nested 2000 deep":
            text = "[" * 2000 + json.dumps(base) + "]" * 2000
        else:
            text = json.dumps(make(base))
        path = tmp_path / f"{name}.json"
        path.write_text(text, encoding="utf-8")
        result = subprocess.run(
            [sys.executable, "-m", "goldmines_desktop", "replay", str(path), "--json"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert "Traceback (most recent call last)" not in result.stderr, name
        if name == "valid":
            assert result.returncode == 0 and result.stderr == "", result.stderr
            json.loads(result.stdout)
        else:
            assert result.returncode == 2, (name, result.stderr)
            assert result.stdout == "" and result.stderr.count("\n") == 1, (name, result.stderr)
