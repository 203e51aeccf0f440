"""Words for counts and lists, so every screen says "1 point", "2 points", "1 city", "2 cities".

Plain Python, no pygame: ``count(3, "tile")`` -> ``"3 tiles"``, ``plural("city")`` ->
``"cities"``, ``listing(["Ann", "Bob", "Cy"])`` -> ``"Ann, Bob and Cy"``.
"""

from __future__ import annotations

from collections.abc import Sequence

# Nouns whose plural no rule below gives.
IRREGULAR = {"person": "people", "child": "children", "man": "men", "woman": "women"}
VOWELS = "aeiou"


def plural(noun: str) -> str:
    """The plural of an English noun: irregulars from the table, then city -> cities,
    box -> boxes, church -> churches, and plain -s for the rest (point, ingot, abbey).
    Only the last word of a phrase changes ("gold ingot" -> "gold ingots"); a capital stays."""
    head, _, last = noun.rpartition(" ")
    lowered = last.lower()
    if lowered in IRREGULAR:
        word = IRREGULAR[lowered]
        word = word.capitalize() if last[:1].isupper() else word
    elif len(last) > 1 and lowered.endswith("y") and lowered[-2] not in VOWELS:
        word = last[:-1] + "ies"
    elif lowered.endswith(("s", "x", "z", "ch", "sh")):
        word = last + "es"
    else:
        word = last + "s"
    return f"{head} {word}" if head else word


def count(n: int, noun: str, many: str | None = None) -> str:
    """``n`` with its noun in the right number: ``1 point``, ``0 points``, ``2 cities``;
    ``many`` overrides the plural."""
    return f"{n} {noun if abs(n) == 1 else (many or plural(noun))}"


def listing(items: Sequence[str], last_joint: str = "and") -> str:
    """``A``, ``A and B``, ``A, B and C`` (empty for no items)."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last_joint} {items[-1]}"


def possessive(name: str) -> str:
    """``Ann's``; a lesson's player "You" gets ``Your``."""
    return "Your" if name == "You" else f"{name}'s"


def sentence_start(text: str) -> str:
    """``text`` with its first letter a capital (the rest as it is, unlike str.capitalize)."""
    return text[:1].upper() + text[1:]
