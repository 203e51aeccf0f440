"""The game's version, for ``goldmines --version``, results and crash reports.

The installed package's metadata says it (``pip install .`` writes it from ``__version__``); the
PyInstaller build carries no metadata, so there the version is ``__version__`` itself: the same
number either way.
"""

from __future__ import annotations

from importlib import metadata

from . import __version__

DISTRIBUTION = "goldmines-desktop"


def version() -> str:
    """The version of the running game, e.g. ``0.1.0``."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return __version__
