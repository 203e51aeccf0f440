"""Every command ends quietly when the reader of its output goes away (``goldmines review X
--json | head -c1``): a real child process writes into a pipe whose reading end is closed
before it starts, so the first write fails for certain. No traceback, an exit code of 0 or 1.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from goldmines_desktop.engine import record_of
from goldmines_desktop.simulate import play_random_game, random_setup

pytestmark = [
    pytest.mark.timeout(300),
    pytest.mark.skipif(sys.platform == "win32", reason="closed pipes the POSIX way"),
]

RECORDS = Path(__file__).resolve().parents[1] / "records"
RECORD = RECORDS / "abbot_monastery_completed_gets_gold_3x3.json"


def _run(args: list[str], *, closed: str = "stdout", cwd: Path | None = None) -> tuple[int, str]:
    """Run ``goldmines ARGS`` with its ``closed`` stream a pipe nobody reads; the exit code and
    what it wrote on the other stream."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the command writes a byte
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, closed: write_end}
    try:
        done = subprocess.run(
            [sys.executable, "-m", "goldmines_desktop", *args],
            stdin=subprocess.DEVNULL,
            timeout=240,
            env=env,
            cwd=cwd,
            check=False,
            **streams,
        )
    finally:
        os.close(write_end)
    other = done.stderr if closed == "stdout" else done.stdout
    return done.returncode, other.decode("utf-8", "replace")


@pytest.mark.parametrize(
    "args",
    [
        ["--help"],
        ["--version"],
        ["replay", "--help"],
        ["replay", str(RECORD)],
        ["replay", str(RECORD), "--json"],
        ["simulate", "--games", "1"],
        ["simulate", "--games", "1", "--json"],
    ],
    ids=lambda args: " ".join(a if "/" not in a else "RECORD" for a in args),
)
def test_a_command_whose_reader_went_ends_quietly(args: list[str]) -> None:
    code, said = _run(args)
    assert code in (0, 1)
    assert "Traceback" not in said and "BrokenPipeError" not in said, said
    assert said == ""


def test_a_refusal_whose_reader_went_ends_quietly(tmp_path: Path) -> None:
    """The one line on stderr about a bad record, with stderr a closed pipe."""
    bad = tmp_path / "bad.json"
    bad.write_text("{nope", encoding="utf-8")
    for args in (["replay", str(bad)], ["review", str(bad)], ["watch", str(bad)]):
        code, said = _run(args, closed="stderr")
        assert code in (1, 2) and said == "", (args, said)


@pytest.mark.slow
def test_the_review_and_the_poster_end_quietly_when_the_reader_goes(tmp_path: Path) -> None:
    for args in (["review", str(RECORD), "--json"], ["review", str(RECORD)]):
        code, said = _run(args)
        assert code in (0, 1) and said == "", (args, said)
    record = tmp_path / "game.json"
    record.write_text(json.dumps(record_of(play_random_game(random_setup(2), 3))))
    code, said = _run(["poster", str(record), str(tmp_path / "out.png")])
    assert code in (0, 1) and "Traceback" not in said
    assert (tmp_path / "out.png").is_file()  # the poster itself was written
    assert {p.name for p in tmp_path.iterdir()} == {"game.json", "out.png"}  # no temporary
