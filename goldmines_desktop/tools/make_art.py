"""Render the game's pictures into ``art/``: every tile kind and the figures.

``art/tiles/CODE.png`` (256 px, rotation 0) are the images the Tiled tileset ``art/tiles.tsx``
shows (open ``art/catalogue.tmx`` in Tiled to see the whole tile sheet); ``art/figures/`` holds a
meeple, a lying meeple, an abbot, a large meeple, a builder and a pig per player colour, a gold
ingot and the three goods tokens. The game itself paints
tiles and figures in code and ships none of these pictures. Runs headless (SDL's dummy video
driver) and writes the same bytes every run::

    python -m goldmines_desktop.tools.make_art             # into the repo's art/ folder
    python -m goldmines_desktop.tools.make_art --out DIR   # anywhere else
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from goldmines_desktop.engine import GOODS  # noqa: E402
from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.render.figures import (  # noqa: E402
    abbot_surface,
    builder_surface,
    ingot_surface,
    large_meeple_surface,
    meeple_surface,
    pig_surface,
)
from goldmines_desktop.render.goods import goods_surface  # noqa: E402
from goldmines_desktop.render.palette import PLAYER_NAMES  # noqa: E402
from goldmines_desktop.render.png_files import save_png  # noqa: E402
from goldmines_desktop.render.tileart import render_tile  # noqa: E402

DEFAULT_OUT = Path(__file__).resolve().parents[2] / "art"
TILE_SIZE = 256
FIGURE_SIZE = 96


def write_tiles(out: Path) -> list[Path]:
    """One PNG per tile kind of the catalogue."""
    folder = out / "tiles"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for code, tile in load_catalogue().tiles.items():
        path = folder / f"{code}.png"
        save_png(render_tile(tile, TILE_SIZE), path)
        written.append(path)
    return written


def write_figures(out: Path) -> list[Path]:
    """Every figure of every colour (meeples standing and lying, abbots, large meeples,
    builders, pigs), the ingot and the goods tokens."""
    folder = out / "figures"
    folder.mkdir(parents=True, exist_ok=True)
    pictures: dict[str, pygame.Surface] = {"ingot": ingot_surface(FIGURE_SIZE)}
    for kind in GOODS:
        pictures[f"goods_{kind}"] = goods_surface(kind, FIGURE_SIZE)
    for name in PLAYER_NAMES:
        pictures[f"meeple_{name}"] = meeple_surface(name, FIGURE_SIZE)
        pictures[f"farmer_{name}"] = meeple_surface(name, FIGURE_SIZE, lying=True)
        pictures[f"abbot_{name}"] = abbot_surface(name, FIGURE_SIZE)
        pictures[f"large_meeple_{name}"] = large_meeple_surface(name, FIGURE_SIZE)
        pictures[f"builder_{name}"] = builder_surface(name, FIGURE_SIZE)
        pictures[f"pig_{name}"] = pig_surface(name, FIGURE_SIZE)
    written = []
    for stem, surface in pictures.items():
        path = folder / f"{stem}.png"
        save_png(surface, path)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="folder to write into")
    args = parser.parse_args(argv)
    pygame.display.init()
    written = write_tiles(args.out) + write_figures(args.out)
    print(f"wrote {len(written)} pictures into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
