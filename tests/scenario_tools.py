"""Helpers for the scenario tests: game records in tests/records with hand-worked expectations.

Each scenario is a pair of files in ``tests/records``:

- ``NAME.json``: a game record in the public record format (README.md, "Game records"; no extra
  keys);
- ``NAME.expect.json``: what replaying it must give, worked out by hand from the game's rules:
  ``rule`` (the rule it checks, one line), ``why`` (the reasoning), and either the replay
  summary (``finished``, ``tiles_left``, ``players``, ``ingots``; ``cli: true`` also runs the
  ``replay`` command) or ``error`` (``move``: the index the refusal must name, ``contains``: a
  word of the message). An optional ``xfail`` holds the reason when the engine is known wrong.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
RECORDS = Path(__file__).resolve().parent / "records"
SUMMARY_KEYS = ("finished", "players", "ingots", "tiles_left")


@dataclass(frozen=True)
class Scenario:
    name: str
    record_path: Path
    expect: dict[str, Any]

    @property
    def record(self) -> dict[str, Any]:
        return json.loads(self.record_path.read_text(encoding="utf-8"))

    @property
    def is_error(self) -> bool:
        return "error" in self.expect

    def expected_summary(self) -> dict[str, Any]:
        """The part of the expectation that must equal ``summary()`` / ``replay --json``."""
        return {key: self.expect[key] for key in SUMMARY_KEYS}


def scenario_names() -> list[str]:
    return sorted(
        p.name.removesuffix(".json")
        for p in RECORDS.glob("*.json")
        if not p.name.endswith(".expect.json")
    )


def load_scenario(name: str) -> Scenario:
    expect_path = RECORDS / f"{name}.expect.json"
    expect = json.loads(expect_path.read_text(encoding="utf-8"))
    return Scenario(name, RECORDS / f"{name}.json", expect)


def run_cli_replay(path: Path) -> subprocess.CompletedProcess[str]:
    """``python -m goldmines_desktop replay PATH --json`` from the repository root."""
    return subprocess.run(
        [sys.executable, "-m", "goldmines_desktop", "replay", str(path), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


# A small valid record (the one RECORD.md shows) that record tests copy and mutate.
GOOD: dict[str, Any] = {
    "format": "goldmines-record",
    "version": 1,
    "setup": {
        "players": [
            {"name": "Ann", "color": "red", "kind": "human"},
            {"name": "Bob", "color": "blue", "kind": "ai:normal"},
        ],
        "options": {"goldmines": True, "abbot": True, "gold_distribution": "edition3"},
    },
    "seed": 1234,
    "draw_order": ["U", "V"],
    "moves": [
        {"type": "place_tile", "x": 1, "y": 0, "rotation": 0},
        {"type": "place_meeple", "figure": "meeple", "location": "W"},
    ],
}
