"""Does the demo run for hours without growing? Its memory, minute by minute, at top speed.

Run: ``python -m benchmarks.demo_memory [--minutes 30] [--interval 60]``. Starts
``goldmines demo --speed max`` in a subprocess under the dummy video and audio drivers, with
its data folder in a temporary directory (so no real autosave or settings are touched),
samples the child's resident memory (VmRSS in /proc/PID/status) every ``--interval`` seconds
and counts the games it finished (the demo prints ``demo-game-finished N`` as each one ends).
Prints a table of minute, RSS in MB and games, then the growth from minute 5 (or from half
way, for runs shorter than 10 minutes) to the end, and stops the child. Linux only (/proc).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FINISHED = "demo-game-finished"
BASELINE_MINUTE = 5.0


@dataclass(frozen=True)
class Sample:
    minute: float
    rss_mb: float
    games: int


class GameCounter:
    """Reads the child's stdout in a thread and counts finished games."""

    def __init__(self, stream: object) -> None:
        self.games = 0
        self.other: list[str] = []  # the first few other lines, for a report if it dies
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream: object) -> None:
        for line in stream:  # type: ignore[attr-defined]
            if line.startswith(FINISHED):
                self.games += 1
            elif len(self.other) < 20:
                self.other.append(line.rstrip())


def row(sample: Sample) -> str:
    return f"{sample.minute:8.2f}  {sample.rss_mb:9.1f}  {sample.games:6d}"


def rss_mb(pid: int) -> float | None:
    """The resident set size of ``pid`` in MB, or None once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def start_demo(data_dir: str, errors: object) -> subprocess.Popen[str]:
    env = dict(os.environ)
    env.update(
        {
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            "GOLDMINES_DATA_DIR": data_dir,
            "PYTHONUNBUFFERED": "1",
        }
    )
    env.pop("GOLDMINES_FRAME_LIMIT", None)
    return subprocess.Popen(
        [sys.executable, "-m", "goldmines_desktop", "demo", "--speed", "max"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=errors,  # a file: an unread pipe could fill up and stall the demo
        text=True,
    )


def stop(child: subprocess.Popen[str]) -> None:
    if child.poll() is None:
        child.terminate()
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait(timeout=10)


def measure(minutes: float, interval: float) -> tuple[list[Sample], subprocess.Popen[str]]:
    """Run the demo for ``minutes``, sampling every ``interval`` seconds (and at the start)."""
    with tempfile.TemporaryDirectory(prefix="goldmines-demo-") as data_dir:
        errors_path = Path(data_dir) / "stderr.txt"
        errors = errors_path.open("w")
        child = start_demo(data_dir, errors)
        counter = GameCounter(child.stdout)
        samples: list[Sample] = []
        started = time.monotonic()
        try:
            next_at = 0.0
            while True:
                elapsed = time.monotonic() - started
                if elapsed >= next_at:
                    memory = rss_mb(child.pid)
                    if memory is None or child.poll() is not None:
                        break
                    sample = Sample(elapsed / 60, memory, counter.games)
                    samples.append(sample)
                    print(row(sample), flush=True)
                    if elapsed >= minutes * 60:
                        break
                    next_at = min(next_at + interval, minutes * 60)
                time.sleep(min(1.0, max(0.05, next_at - elapsed)))
        finally:
            stop(child)
            errors.close()
            if any(Path(data_dir).glob("autosave*/*.json")):  # the unfinished games' folder
                print("WARNING: the demo wrote an autosave", flush=True)
        if child.returncode not in (None, 0, -15):
            tail = errors_path.read_text(errors="replace").splitlines()[-20:]
            print("\n".join([*counter.other, *tail]), file=sys.stderr)
        return samples, child


def growth_report(samples: list[Sample], minutes: float) -> str:
    """RSS growth from minute 5 (or half way through a short run) to the last sample."""
    if len(samples) < 2:
        return "not enough samples for a growth figure"
    from_minute = BASELINE_MINUTE if minutes >= 2 * BASELINE_MINUTE else minutes / 2
    base = next((s for s in samples if s.minute >= from_minute - 1e-6), samples[0])
    last = samples[-1]
    change = last.rss_mb - base.rss_mb
    span = max(last.minute - base.minute, 1e-9)
    games = last.games - base.games
    per_game = f", {change / games:+.2f} MB per game" if games else ""
    return (
        f"growth from minute {base.minute:.1f} to {last.minute:.1f}: {change:+.1f} MB "
        f"({change / span:+.2f} MB/min over {games} games{per_game})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--interval", type=float, default=60.0, help="seconds between samples")
    args = parser.parse_args(argv)
    if args.minutes <= 0 or args.interval <= 0:
        parser.error("--minutes and --interval must be positive")
    print(f"demo at top speed for {args.minutes:g} min, a sample every {args.interval:g} s")
    print(f"{'minute':>8}  {'RSS MB':>9}  {'games':>6}", flush=True)
    samples, child = measure(args.minutes, args.interval)
    print(growth_report(samples, args.minutes))
    ran = samples[-1].minute if samples else 0.0
    if ran < args.minutes - 1e-6:
        print(f"the demo stopped early (exit code {child.returncode}) after {ran:.1f} min")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
