"""Pictures saved as PNG files, the safe way: through ``files.safe_paths.write_atomic`` (a new
temporary file made exclusively beside the target, renamed into place, removed on any failure),
so a poster or a tool's picture never goes through a link and never leaves half a file."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

import pygame

from ..files.safe_paths import write_atomic


def save_png(surface: pygame.Surface, path: Path) -> None:
    """``surface`` as a PNG at ``path`` (readable by others as the umask allows)."""

    def fill(handle: BinaryIO) -> None:
        pygame.image.save(surface, handle, "picture.png")  # the name hint picks PNG

    write_atomic(path, fill, ".png", shared=True)
