"""Write the game's icon files for the release builds: PNGs, a Windows ``.ico``, a macOS ``.icns``.

The picture is ``goldmines_desktop.render.icon``; this only packs it at the sizes each system
wants. The build (``build.spec``) runs it into ``build/icons`` before PyInstaller, so the files
are always made from the current drawing and none are kept in the repository::

    python -m goldmines_desktop.tools.make_icon OUTDIR

Both containers hold PNG images, which Windows (Vista and later) and macOS (10.7 and later) read:
an ICO is a 6-byte header, a 16-byte entry per image and the images; an ICNS is ``icns`` and its
length, then per image a four-letter type, its length and the PNG.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from goldmines_desktop.files.safe_paths import write_bytes_atomic  # noqa: E402
from goldmines_desktop.render.icon import PNG_SIZES, icon_png  # noqa: E402

NAME = "goldmines"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS image types and their pixel sizes (the @2x types are the Retina images of a point size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 pt @2x
    (b"ic11", 32),  # 16 pt @2x
    (b"ic12", 64),  # 32 pt @2x
    (b"ic13", 256),  # 128 pt @2x
    (b"ic14", 512),  # 256 pt @2x
)


def ico_bytes(png: Callable[[int], bytes], sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """An ICO file holding the PNG ``png(size)`` for each size (a width byte of 0 means 256)."""
    images = [png(size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, image in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(image), offset)
        offset += len(image)
    return header + entries + b"".join(images)


def icns_bytes(
    png: Callable[[int], bytes], types: tuple[tuple[bytes, int], ...] = ICNS_TYPES
) -> bytes:
    """An ICNS file holding the PNG ``png(size)`` for each image type."""
    chunks = b"".join(
        kind + struct.pack(">I", 8 + len(data)) + data
        for kind, data in ((kind, png(size)) for kind, size in types)
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def write_icons(out: Path) -> list[Path]:
    """``NAME-SIZE.png`` for each of ``PNG_SIZES``, ``NAME.ico`` and ``NAME.icns`` in ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = icon_png(size)
        return cache[size]

    files = {f"{NAME}-{size}.png": png(size) for size in PNG_SIZES}
    files[f"{NAME}.ico"] = ico_bytes(png)
    files[f"{NAME}.icns"] = icns_bytes(png)
    written = []
    for name, data in files.items():
        path = out / name
        write_bytes_atomic(path, data, shared=True)
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder to write into")
    args = parser.parse_args(argv)
    written = write_icons(args.out)
    print(f"wrote {len(written)} icon files into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
