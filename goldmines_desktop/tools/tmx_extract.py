"""A Babel extractor for Tiled maps: the words the lessons show, so a translator never edits a map.

A lesson map (``art/lessons/*.tmx``, read by ``files/lessons``) keeps its English words in
properties: the map's ``title`` (the Lessons screen lists it) and ``success`` (said when the lesson
is done), and each object of the ``steps`` layer its ``text`` (what to do), ``hint`` (said after a
wrong try) and ``said`` (what a computer seat's step did). The game shows them through ``_()``,
with the English as the message id. Every other property is data (moves, seats, draw orders), and
the tile sheet (``catalogue.tmx``) and tileset (``tiles.tsx``) hold only codes and labels for
people opening them in Tiled: the game names tiles in its own code.

Babel calls ``extract_tmx`` for each file the method map sends it (see ``tools/catalogues``).
The files are parsed with defusedxml (no entities, no external references).
"""

from __future__ import annotations

import os
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from defusedxml import ElementTree

# Which properties hold words a player reads, and what the translator is told about each.
MAP_TEXTS: Mapping[str, str] = {
    "title": "the lesson's title in the Lessons list and above its banner",
    "success": "said when the lesson is done",
}
STEP_TEXTS: Mapping[str, str] = {
    "text": "what the player does now",
    "hint": "said when the player tries something else",
    "said": "what the computer player's move did",
}
STEPS_LAYER = "steps"

Extracted = tuple[int, str | None, str, list[str]]


def extract_tmx(
    fileobj: IO[bytes],
    keywords: Mapping[str, Any],
    comment_tags: Collection[str],
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Babel's extractor interface: (line, function, message, comments) for each text of a map."""
    del keywords, comment_tags, options  # a map has no calls and no comment tags
    source = fileobj.read()
    name = os.path.basename(str(getattr(fileobj, "name", "") or "map"))
    root = ElementTree.fromstring(source)
    lines = _LineFinder(source.decode("utf-8", "replace"))
    if root.tag != "map":
        return
    for prop, value in _properties(root):
        if prop in MAP_TEXTS and value.strip():
            yield lines.find(value), None, value, [f"{name}: {MAP_TEXTS[prop]}"]
    for layer in root.iter("objectgroup"):
        if layer.get("name") != STEPS_LAYER:
            continue
        for obj in layer.iter("object"):
            where = obj.get("name") or f"object {obj.get('id', '?')}"
            for prop, value in _properties(obj):
                if prop in STEP_TEXTS and value.strip():
                    comment = f"{name}, {where}: {STEP_TEXTS[prop]}"
                    yield lines.find(value), None, value, [comment]


def _properties(element: Any) -> Iterator[tuple[str, str]]:
    """The (name, value) of an element's own string properties, in the file's order."""
    holder = element.find("properties")
    if holder is None:
        return
    for prop in holder.findall("property"):
        if prop.get("type", "string") != "string":
            continue
        value = prop.get("value")
        if value is None:
            value = prop.text or ""
        yield prop.get("name", ""), value


class _LineFinder:
    """The line a text is written on (ElementTree keeps no line numbers), searching onwards."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0

    def find(self, value: str) -> int:
        escaped = _escape(value)
        found = self.text.find(escaped, self.at)
        if found < 0:
            found = self.text.find(escaped)
        if found < 0:
            return 0
        self.at = found + len(escaped)
        return self.text.count("\n", 0, found) + 1


def _escape(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")
