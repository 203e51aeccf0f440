"""Every bundled font draws every letter of the four languages (English, Dutch, German, French)
and the punctuation their texts use: no box for a missing glyph in any language.

The font's own character map (its ``cmap`` table) says which characters it has; pygame would
quietly draw the "missing" box for the rest, so its metrics cannot tell.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from goldmines_desktop.files.resources import art_path

# Accented letters of French, German and Dutch, both cases, and the quotes, dashes and signs.
LETTERS = "éèêëàâäçîïôöûùüÿœæñÉÈÊËÀÂÄÇÎÏÔÖÛÙÜŸŒÆß«»‹›“”„‘’‚–—…€·×"
FONTS = sorted(p for p in art_path("fonts").iterdir() if p.suffix.lower() in (".otf", ".ttf"))


def characters(path: Path) -> set[int]:
    """The code points the font's Unicode character map gives a glyph (formats 4 and 12)."""
    data = path.read_bytes()
    tables = struct.unpack(">H", data[4:6])[0]
    directory = {
        data[12 + 16 * i : 16 + 16 * i]: struct.unpack(">I", data[20 + 16 * i : 24 + 16 * i])[0]
        for i in range(tables)
    }
    cmap = directory[b"cmap"]
    found: set[int] = set()
    for i in range(struct.unpack(">H", data[cmap + 2 : cmap + 4])[0]):
        platform, encoding, offset = struct.unpack(
            ">HHI", data[cmap + 4 + 8 * i : cmap + 12 + 8 * i]
        )
        if (platform, encoding) in ((3, 1), (3, 10), (0, 3), (0, 4)):
            found |= _subtable(data, cmap + offset)
    return found


def _subtable(data: bytes, at: int) -> set[int]:
    kind = struct.unpack(">H", data[at : at + 2])[0]
    found: set[int] = set()
    if kind == 4:
        segments = struct.unpack(">H", data[at + 6 : at + 8])[0] // 2
        ends = struct.unpack(f">{segments}H", data[at + 14 : at + 14 + 2 * segments])
        start_at = at + 16 + 2 * segments
        starts = struct.unpack(f">{segments}H", data[start_at : start_at + 2 * segments])
        for start, end in zip(starts, ends, strict=True):
            found |= set(range(start, end + 1)) - {0xFFFF}
    elif kind == 12:
        groups = struct.unpack(">I", data[at + 12 : at + 16])[0]
        for g in range(groups):
            start, end, _glyph = struct.unpack(">III", data[at + 16 + 12 * g : at + 28 + 12 * g])
            found |= set(range(start, end + 1))
    return found


def missing(path: Path, text: str) -> list[str]:
    """The characters of ``text`` the font at ``path`` has no glyph for."""
    have = characters(path)
    return [char for char in text if ord(char) not in have]


def test_there_are_fonts():
    assert len(FONTS) >= 2


@pytest.mark.parametrize("path", FONTS, ids=[p.name for p in FONTS])
def test_every_letter_of_the_four_languages_is_in_the_font(path):
    assert missing(path, LETTERS) == []


def test_a_missing_glyph_is_noticed():
    assert missing(FONTS[0], "a\u4e00") == ["\u4e00"]  # no CJK in the bundled fonts
