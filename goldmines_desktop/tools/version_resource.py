"""The Windows version resource of ``goldmines.exe`` (what Properties → Details shows).

``build.spec`` writes it with the game's version and hands the file to PyInstaller's ``version=``;
the text is PyInstaller's version-file format (a ``VSVersionInfo`` expression)::

    python -m goldmines_desktop.tools.version_resource FILE
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from goldmines_desktop.files.safe_paths import write_bytes_atomic
from goldmines_desktop.version import version

PRODUCT = "Gold Mines"
DESCRIPTION = "Gold Mines: Carcassonne with The Abbot and The Gold Mines"
EXE_NAME = "goldmines.exe"


def version_numbers(text: str) -> tuple[int, int, int, int]:
    """``0.1.0`` as ``(0, 1, 0, 0)``: the leading digits of up to four dotted parts (``1.2rc1``
    gives ``(1, 2, 0, 0)``); Windows wants four numbers below 65536."""
    numbers = []
    for part in text.split(".")[:4]:
        digits = re.match(r"\d*", part)
        numbers.append(min(int(digits.group() or 0), 65535) if digits else 0)
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


def version_resource(text: str) -> str:
    """The version file for version ``text``."""
    numbers = version_numbers(text)
    strings = {
        "CompanyName": "The Gold Mines project",
        "FileDescription": DESCRIPTION,
        "FileVersion": text,
        "InternalName": "goldmines",
        "LegalCopyright": "MIT licence",
        "OriginalFilename": EXE_NAME,
        "ProductName": PRODUCT,
        "ProductVersion": text,
    }
    table = ",\n".join(f"        StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers!r},
    prodvers={numbers!r},
    mask=0x3F,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0),
  ),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
{table},
      ]),
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])]),
  ],
)
"""


def write_version_resource(path: Path, text: str | None = None) -> Path:
    """Write the version file for ``text`` (the game's version by default) to ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(path, version_resource(text or version()).encode("utf-8"), shared=True)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, help="the file to write")
    args = parser.parse_args(argv)
    print(f"wrote {write_version_resource(args.file)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
