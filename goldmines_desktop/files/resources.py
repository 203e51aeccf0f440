"""Where the game's data files live: a source checkout, an installed wheel or a PyInstaller bundle.

Every file under ``art/`` and ``sounds/`` is found through this module and nothing else.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]  # goldmines_desktop/, above files/


def _candidates(name: str) -> list[Path]:
    bundle = getattr(sys, "_MEIPASS", None)
    found = []
    if bundle:
        found.append(Path(bundle) / "goldmines_desktop" / name)
    found.append(_PACKAGE / name)  # installed wheel: art/ and sounds/ inside the package
    found.append(_PACKAGE.parent / name)  # source checkout: art/ and sounds/ at the top level
    return found


@cache
def data_dir(name: str) -> Path:
    """The folder ``art`` or ``sounds``, wherever the game is running from."""
    for path in _candidates(name):
        if path.is_dir():
            return path
    raise FileNotFoundError(f"the game's {name}/ folder is missing (looked in {_candidates(name)})")


def art_path(*parts: str) -> Path:
    return data_dir("art").joinpath(*parts)


def sound_path(*parts: str) -> Path:
    return data_dir("sounds").joinpath(*parts)
