"""The main menu's and the Load screen's first frame with a full data folder.

Run: ``python -m benchmarks.load_screen --saves 3000`` (``--saves 10000``...). Fills a temporary
data folder with N saved games and one big autosave (the longest valid record, 1,000 tiles,
padded with spaces to 4.9 MB), twice:
as this version writes them (each with its small header) and as an earlier version did (records
only, which are then read on a background thread). For each, a fresh process under the dummy
video driver opens the main menu, then the Load screen, and prints the seconds from asking for
each screen to the end of its first frame, and until the rows in view have their details.
Target: each first frame within 0.5 s.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
TARGET_S = 0.5
BIG_AUTOSAVE_BYTES = 4_900_000


def fill(folder: Path, count: int, headers: bool) -> None:
    """``count`` saves (a few different games, repeated) and one big autosave in ``folder``."""
    os.environ["GOLDMINES_DATA_DIR"] = str(folder)
    from goldmines_desktop.engine import PlayerSetup, Setup, apply_decision, legal_moves, new_game
    from goldmines_desktop.engine.records import record_of
    from goldmines_desktop.files import save_headers, saves
    from goldmines_desktop.files.catalogue import load_catalogue

    setup = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue")))
    games = []
    for seed in range(8):
        state = new_game(setup, load_catalogue(), seed=seed)
        while state.turn < 8 + seed * 6 and not state.finished:
            state, _ = apply_decision(state, legal_moves(state)[0])
        games.append(state)
    texts = [json.dumps(record_of(state), indent=1) for state in games]
    target = saves.saves_dir()
    now = time.time()
    for number in range(count):
        path = target / f"Game {number:05d}.json"
        path.write_text(texts[number % len(texts)], encoding="utf-8")
        os.utime(path, (now - number, now - number))
        if headers:
            save_headers.write_header(path, games[number % len(games)])
    from benchmarks.long_records import straight_road_record

    text = json.dumps(straight_road_record(), indent=1)  # the longest record there may be
    path = saves.autosaves_dir() / "20261130-140509-b1gb1g.json"
    path.write_text(text + " " * (BIG_AUTOSAVE_BYTES - len(text)), encoding="utf-8")
    if headers:
        save_headers.write_header(path, saves.load_game(path))


def measure() -> dict[str, float]:
    """In this process: the menu's and the Load screen's first frames (seconds)."""
    from goldmines_desktop.ui.app import App
    from goldmines_desktop.ui.audio import Audio
    from goldmines_desktop.ui.settings import Settings

    app = App(fps=0, audio=Audio(enabled=False), settings=Settings(welcomed=True))
    try:
        start = time.perf_counter()
        app.show("menu")
        app.run(1)
        menu = time.perf_counter() - start
        start = time.perf_counter()
        load = app.open("load")
        app.run(1)
        first = time.perf_counter() - start
        rows = load.shown  # type: ignore[attr-defined]
        frames = 0
        while not all(_complete(row) for row in rows) and time.perf_counter() - start < 600:
            app.run(1)
            frames += 1
        details = time.perf_counter() - start
        listed = len(load.rows)  # type: ignore[attr-defined]
        return {
            "menu": menu,
            "load": first,
            "rows_read": details,
            "frames": frames,
            "listed": listed,
        }
    finally:
        app.close()


def _complete(row: Any) -> bool:
    """A row with its details and its picture."""
    from goldmines_desktop.ui.hud.save_rows import picture_ready

    return row.info is not None and picture_ready(row.info.board)


def run(count: int, headers: bool) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="goldmines-load-") as folder:
        fill(Path(folder), count, headers)
        env = dict(os.environ)
        env.update(
            {
                "GOLDMINES_DATA_DIR": folder,
                "SDL_VIDEODRIVER": "dummy",
                "SDL_AUDIODRIVER": "dummy",
                "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                "PYTHONPATH": str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
            }
        )
        result = subprocess.run(
            [sys.executable, "-m", "benchmarks.load_screen", "--measure"],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            check=True,
        )
        return json.loads(result.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--saves", type=int, default=3000)
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(measure()))
        return
    print(f"{args.saves} saves and a {BIG_AUTOSAVE_BYTES / 1e6:.1f} MB autosave")
    for headers, label in ((True, "with headers"), (False, "earlier version's files")):
        found = run(args.saves, headers)
        verdict = "ok" if max(found["menu"], found["load"]) <= TARGET_S else "MISSED"
        print(
            f"  {label:24} menu first frame {found['menu']:.3f} s, Load screen first frame "
            f"{found['load']:.3f} s ({verdict}, target {TARGET_S} s); the rows in view with "
            f"their pictures after {found['rows_read']:.2f} s ({found['frames']} frames); "
            f"{found['listed']} listed"
        )


if __name__ == "__main__":
    main()
