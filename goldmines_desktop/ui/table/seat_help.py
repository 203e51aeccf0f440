"""Each player's own help at the table: the computer's hint, the "worth now" tooltips and the
glow of the spots a tile or figure fits, each on or off per human seat (a 7-year-old wants all
of it, a grandparent who knows the game may want none).

Chosen on the New game screen and remembered per player's name in the settings file, which is
untrusted: ``helps_from_data`` keeps only well-formed entries, and only so many of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

MAX_NAME_LENGTH = 40  # a player's name is at most this long (the engine's rule)
MAX_REMEMBERED = 40  # names whose help choices the settings file keeps (the newest)
KINDS = ("hint", "worth", "glow")  # the kinds of help, in the order the setup shows them


@dataclass(frozen=True)
class SeatHelp:
    """Which help a player gets while it is their turn."""

    hint: bool = True  # the Hint button and the H key
    worth: bool = True  # the tooltips saying what a feature is worth now
    glow: bool = True  # the glow of the spots the tile, the gold or a figure fits


FULL_HELP = SeatHelp()


def help_from_data(value: Any) -> SeatHelp:
    """One player's help from the settings file: anything unknown or malformed stays on."""
    if not isinstance(value, Mapping):
        return FULL_HELP
    flags = {kind: value[kind] for kind in KINDS if isinstance(value.get(kind), bool)}
    return SeatHelp(**flags)


def helps_from_data(value: Any) -> dict[str, SeatHelp]:
    """Every remembered player's help from the settings file, bounded: names of a player's
    length only, at most ``MAX_REMEMBERED`` of them (the last ones written)."""
    if not isinstance(value, Mapping):
        return {}
    helps = {
        name: help_from_data(entry)
        for name, entry in value.items()
        if isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH
    }
    return dict(list(helps.items())[-MAX_REMEMBERED:])


def remember(helps: dict[str, SeatHelp], name: str, chosen: SeatHelp) -> None:
    """Keep ``chosen`` for ``name`` as the newest entry (the oldest go past the bound); full
    help is the default, so it is not kept at all."""
    helps.pop(name, None)
    if chosen != FULL_HELP and name:
        helps[name] = chosen
    while len(helps) > MAX_REMEMBERED:
        helps.pop(next(iter(helps)))
