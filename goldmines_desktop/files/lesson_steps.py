"""A lesson's steps as its map writes them, apart from the Tiled loader (``lessons``), so the
lesson coach follows them without pygame: the seat, the move a step expects and its words.
What the coach says about a move's events is the table's (``ui.table.lesson_explain``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Move
from ..i18n import _

Expected = Move


@dataclass(frozen=True)
class LessonStep:
    """One step as the map writes it: its words in English, shown through the catalogue."""

    seat: int  # 0-based
    move: Expected
    source_text: str
    source_hint: str
    source_said: str

    @property
    def text(self) -> str:
        """What to do, in the player's language."""
        return translated(self.source_text)

    @property
    def hint(self) -> str:
        """Said after a wrong try."""
        return translated(self.source_hint)

    @property
    def said(self) -> str:
        """What a computer seat's step did."""
        return translated(self.source_said)


def translated(text: str) -> str:
    """A map's English text in the player's language ("" stays "": not the catalogue's header)."""
    return _(text) if text else ""
