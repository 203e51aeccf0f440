"""Painting the tile art: how long one uncached tile takes to draw at the board's sizes.

Run: ``python -m benchmarks.tileart_bench``. Renders every tile kind without the cache at 64 px
(zoomed out) and 256 px (the size the art is drawn at, and the tile sheet's pictures), and
prints the median and the slowest tile in milliseconds. The game caches each tile per zoom step,
so this is paid once per kind and zoom, not per frame. Target: the slowest 256 px tile under
100 ms.
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.render.tileart import render_tile  # noqa: E402


def main() -> None:
    catalogue = load_catalogue()
    for size in (64, 256):
        times: dict[str, float] = {}
        for code, tile in catalogue.tiles.items():
            started = time.perf_counter()
            render_tile.__wrapped__(tile, size)
            times[code] = (time.perf_counter() - started) * 1000
        slowest = max(times, key=times.__getitem__)
        print(
            f"{size:>3} px: median {statistics.median(times.values()):.1f} ms, "
            f"slowest {slowest} {times[slowest]:.1f} ms ({len(times)} tile kinds)"
        )


if __name__ == "__main__":
    main()
