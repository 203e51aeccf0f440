"""Launch to first frame: how long ``python -m goldmines_desktop`` takes to show the board.

Run: ``python -m benchmarks.startup_bench``. Starts the game in a fresh process several times
(the smoke test, ``play`` and the main menu, under the dummy video driver) with
``GOLDMINES_STARTUP_PROBE=1``, which makes the app print ``first-frame`` the moment its first
frame is on screen, and times that line from the moment the process is spawned. Target: at most
1.5 s. ``--check`` exits 1 when the median misses it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_S = 1.5
COMMANDS = {
    "smoke-test": ["--smoke-test"],
    "play": ["play", "--players", "Ann,Bob", "--seed", "3"],
    "menu": [],
}


def time_to_first_frame(args: list[str]) -> float:
    """Seconds from spawning the game until it reports its first frame."""
    env = dict(os.environ)
    env.update(
        {
            "GOLDMINES_STARTUP_PROBE": "1",
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            "GOLDMINES_FRAME_LIMIT": "2",
            "GOLDMINES_DATA_DIR": tempfile.mkdtemp(prefix="goldmines-startup-"),
            "PYTHONPATH": str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
        }
    )
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "goldmines_desktop", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert process.stdout is not None
    try:
        for line in process.stdout:
            if line.strip() == "first-frame":
                return time.perf_counter() - start
        raise RuntimeError(f"no first frame: {process.stderr.read() if process.stderr else ''}")
    finally:
        process.kill()
        process.wait(timeout=10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--check", action="store_true", help="exit 1 if the target is missed")
    args = parser.parse_args()
    results = {}
    for name, command in COMMANDS.items():
        times = [time_to_first_frame(command) for _ in range(args.runs)]
        results[name] = {
            "runs": len(times),
            "median_s": round(statistics.median(times), 3),
            "max_s": round(max(times), 3),
        }
    if args.json:
        print(json.dumps({"target_s": TARGET_S, **results}))
    else:
        for name, result in results.items():
            print(
                f"{name:<12} launch to first frame over {result['runs']} runs: median "
                f"{result['median_s']:.2f} s, worst {result['max_s']:.2f} s "
                f"(target <= {TARGET_S} s)"
            )
    ok = all(r["median_s"] <= TARGET_S for r in results.values())
    return 0 if ok or not args.check else 1


if __name__ == "__main__":
    sys.exit(main())
