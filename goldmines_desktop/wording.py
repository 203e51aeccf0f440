"""Words for lists in the player's language, and English counts for the command line.

Plain Python, no pygame. ``listing(["Ann", "Bob", "Cy"])`` -> ``"Ann, Bob and Cy"`` with the
language's own joiners (from the catalogue). The window counts through the catalogue's plural
forms, ``ngettext("{n} point", "{n} points", n).format(n=n)``, never by adding "s": German or
French plurals follow no English rule. ``count`` and ``plural`` are English only, for the
command line's output (a contract that stays English). ``expansions_on(options)`` names the
expansions of a game (keys of ``EXPANSION_NAMES``), ``played_with`` says them in a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .i18n import N_, _, ngettext

if TYPE_CHECKING:
    from .engine import Options

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
    """English: ``n`` with its noun in the right number: ``1 point``, ``0 points``,
    ``2 cities``; ``many`` overrides the plural. (The window uses ``ngettext`` instead.)"""
    return f"{n} {noun if abs(n) == 1 else (many or plural(noun))}"


# How a list is joined: every item but the last, then the last one ("and" or "or").
JOINERS = {"and": N_("{items} and {last}"), "or": N_("{items} or {last}")}
LIST_SEPARATOR = N_("{items}, {item}")


def listing(items: Sequence[str], last_joint: str = "and") -> str:
    """``A``, ``A and B``, ``A, B and C`` (empty for no items), joined the language's way;
    ``last_joint`` is "and" or "or"."""
    if len(items) <= 1:
        return "".join(items)
    head = items[0]
    for item in items[1:-1]:
        head = _(LIST_SEPARATOR).format(items=head, item=item)
    return _(JOINERS[last_joint]).format(items=head, last=items[-1])


# The name a lesson gives its player: the log and the lessons' explanations speak to them
# ("You complete a road", "Your abbot comes back") instead of naming them.
YOU = "You"


def is_you(name: str) -> bool:
    """Whether the words speak to this player (a lesson's player, ``YOU``)."""
    return name == YOU


def shown_name(name: str) -> str:
    """A player's name as the words show it: a lesson's player is "You" in the language."""
    return _("You") if is_you(name) else name


def sentence_start(text: str) -> str:
    """``text`` with its first letter a capital (the rest as it is, unlike str.capitalize)."""
    return text[:1].upper() + text[1:]


def turns_each(turns: int, players: int) -> str:
    """How many turns each player had, in the player's language: "26 turns each", or
    "26 or 27 turns each" when the first players had one more (``turns`` all together)."""
    low, extra = divmod(turns, max(1, players))
    if not extra:
        return ngettext("{n} turn each", "{n} turns each", low).format(n=low)
    return _("{low} or {high} turns each").format(low=low, high=low + 1)


# The expansions a game may be played with, by their option's name, in the order every screen
# lists them (the box's order: the two that are on by default first).
EXPANSION_NAMES = {
    "goldmines": N_("The Gold Mines"),
    "abbot": N_("The Abbot"),
    "river": N_("The River"),
    "inns_cathedrals": N_("Inns & Cathedrals"),
    "traders_builders": N_("Traders & Builders"),
}


def expansions_on(options: Options) -> tuple[str, ...]:
    """The keys of ``EXPANSION_NAMES`` of the expansions on in a game with ``options``."""
    on = {
        "goldmines": options.goldmines,
        "abbot": options.abbot,
        "river": options.river,
        "inns_cathedrals": options.inns_cathedrals,
        "traders_builders": options.traders_builders,
    }
    return tuple(key for key in EXPANSION_NAMES if on[key])


def expansion_names(keys: Sequence[str]) -> list[str]:
    """The expansions ``keys`` name, in the player's language (an unknown key is left out)."""
    return [_(EXPANSION_NAMES[key]) for key in keys if key in EXPANSION_NAMES]


def played_with(keys: Sequence[str]) -> str:
    """A game's expansions in a sentence: "With The Gold Mines, The Abbot and Inns &
    Cathedrals", or "The base game, without expansions"."""
    names = expansion_names(keys)
    if not names:
        return _("The base game, without expansions")
    return _("With {expansions}").format(expansions=listing(names))
