"""The log's sentences, whole, for the catalogue: one for a player by name and one for "You".

A lesson's player is called "You"; the log then speaks to them in the second person ("You
complete a road", "Your 3 gold ingots are worth +6") with messages of their own, so a translator
writes each sentence whole instead of the code conjugating a verb. Each table holds, per kind,
the sentence for a named player (``{name}``) and the one for "You".
"""

from __future__ import annotations

from ...i18n import N_, _, ngettext
from ...wording import is_you, listing, shown_name

# a tile by what stands out on it: (a player by name, you)
TILE_PLACED = {
    "gold": (N_("{name} placed a gold tile"), N_("You placed a gold tile")),
    "monastery": (N_("{name} placed a monastery"), N_("You placed a monastery")),
    "garden": (N_("{name} placed a tile with a garden"), N_("You placed a tile with a garden")),
    "field": (N_("{name} placed a field tile"), N_("You placed a field tile")),
    "city": (N_("{name} placed a tile with a city"), N_("You placed a tile with a city")),
    "road": (N_("{name} placed a tile with a road"), N_("You placed a tile with a road")),
    "city road": (
        N_("{name} placed a tile with a city and a road"),
        N_("You placed a tile with a city and a road"),
    ),
    "river": (N_("{name} placed a tile with a river"), N_("You placed a tile with a river")),
    "city river": (
        N_("{name} placed a tile with a city and a river"),
        N_("You placed a tile with a city and a river"),
    ),
    "road river": (
        N_("{name} placed a tile with a road and a river"),
        N_("You placed a tile with a road and a river"),
    ),
    "city road river": (
        N_("{name} placed a tile with a city, a road and a river"),
        N_("You placed a tile with a city, a road and a river"),
    ),
    "tile": (N_("{name} placed a tile"), N_("You placed a tile")),
}

# one owner completes a feature: (a player by name, you)
COMPLETES = {
    "road": (N_("{name} completes a road: +{points}"), N_("You complete a road: +{points}")),
    "city": (N_("{name} completes a city: +{points}"), N_("You complete a city: +{points}")),
    "monastery": (
        N_("{name} completes a monastery: +{points}"),
        N_("You complete a monastery: +{points}"),
    ),
    "garden": (
        N_("{name} completes a garden: +{points}"),
        N_("You complete a garden: +{points}"),
    ),
}
# several owners share a completed feature ({names}: "Ann and Bob", "You and Bob")
SHARE = {
    "road": N_("{names} complete a road: +{points} each"),
    "city": N_("{names} complete a city: +{points} each"),
    "monastery": N_("{names} complete a monastery: +{points} each"),
    "garden": N_("{names} complete a garden: +{points} each"),
}
# an unfinished feature at the end: (one owner by name, you, several owners)
UNFINISHED = {
    "road": (
        N_("{name}: unfinished road +{points}"),
        N_("Your unfinished road: +{points}"),
        N_("{names}: unfinished road +{points} each"),
    ),
    "city": (
        N_("{name}: unfinished city +{points}"),
        N_("Your unfinished city: +{points}"),
        N_("{names}: unfinished city +{points} each"),
    ),
    "monastery": (
        N_("{name}: unfinished monastery +{points}"),
        N_("Your unfinished monastery: +{points}"),
        N_("{names}: unfinished monastery +{points} each"),
    ),
    "garden": (
        N_("{name}: unfinished garden +{points}"),
        N_("Your unfinished garden: +{points}"),
        N_("{names}: unfinished garden +{points} each"),
    ),
}
# a completed feature nobody stands on (a road or city says its size)
NOBODY = {
    "monastery": N_("A monastery is completed (no one on it)"),
    "garden": N_("A garden is completed (no one on it)"),
}


def names_of(names: list[str]) -> str:
    """The owners as the start of a sentence: "Ann and Bob"; "You" first, the rest after it
    ("You and Bob")."""
    ordered = sorted(names, key=lambda n: not is_you(n))
    return listing([shown_name(n) for n in ordered])  # "Du und Robin"


def pick(pair: tuple[str, str], name: str) -> str:
    """The named player's sentence or the second-person one, translated and filled in."""
    text = pair[1] if is_you(name) else pair[0]
    return _(text)


def figure_words(name: str, figure: str, kind: str, tiles: int, points: int) -> str:
    """A figure put on a feature: "Ann: meeple on a city of 2 tiles", "You: farmer in a field
    of 3 tiles", "Bob: monk on a monastery, worth 4 points now"."""
    if figure in EXPANSION_FIGURES:
        return expansion_figure_words(name, figure, kind, tiles, points)
    if kind == "road":
        text = ngettext(
            "{name}: meeple on a road of {n} tile", "{name}: meeple on a road of {n} tiles", tiles
        )
    elif kind == "city":
        text = ngettext(
            "{name}: meeple on a city of {n} tile", "{name}: meeple on a city of {n} tiles", tiles
        )
    elif kind == "field":
        text = ngettext(
            "{name}: farmer in a field of {n} tile",
            "{name}: farmer in a field of {n} tiles",
            tiles,
        )
    elif kind == "garden":
        text = ngettext(
            "{name}: abbot in a garden, worth {n} point now",
            "{name}: abbot in a garden, worth {n} points now",
            points,
        )
    elif kind == "monastery" and figure == "abbot":
        text = ngettext(
            "{name}: abbot on a monastery, worth {n} point now",
            "{name}: abbot on a monastery, worth {n} points now",
            points,
        )
    elif kind == "monastery":
        text = ngettext(
            "{name}: monk on a monastery, worth {n} point now",
            "{name}: monk on a monastery, worth {n} points now",
            points,
        )
    elif figure == "abbot":
        text = _("{name}: abbot on the new tile")
    else:
        text = _("{name}: meeple on the new tile")
    n = points if kind in ("monastery", "garden") else tiles
    return text.format(name=name, n=n)


EXPANSION_FIGURES = ("large_meeple", "builder", "pig")


def expansion_figure_words(name: str, figure: str, kind: str, tiles: int, points: int) -> str:
    """The large meeple, the builder or the pig put on a feature: "Ann: large meeple on a city
    of 3 tiles", "Bob: builder on a road of 2 tiles", "Ann: pig in a field of 5 tiles"."""
    n = points if kind == "monastery" else tiles
    if figure == "pig":
        text = ngettext(
            "{name}: pig in a field of {n} tile", "{name}: pig in a field of {n} tiles", n
        )
    elif figure == "builder" and kind == "city":
        text = ngettext(
            "{name}: builder on a city of {n} tile", "{name}: builder on a city of {n} tiles", n
        )
    elif figure == "builder":
        text = ngettext(
            "{name}: builder on a road of {n} tile", "{name}: builder on a road of {n} tiles", n
        )
    elif kind == "city":
        text = ngettext(
            "{name}: large meeple on a city of {n} tile",
            "{name}: large meeple on a city of {n} tiles",
            n,
        )
    elif kind == "field":
        text = ngettext(
            "{name}: large meeple in a field of {n} tile",
            "{name}: large meeple in a field of {n} tiles",
            n,
        )
    elif kind == "monastery":
        text = ngettext(
            "{name}: large meeple on a monastery, worth {n} point now",
            "{name}: large meeple on a monastery, worth {n} points now",
            n,
        )
    else:
        text = ngettext(
            "{name}: large meeple on a road of {n} tile",
            "{name}: large meeple on a road of {n} tiles",
            n,
        )
    return text.format(name=name, n=n)


def nobody_words(kind: str, tiles: int) -> str:
    """A completed feature with no figure on it."""
    if kind == "road":
        text = ngettext(
            "A road of {n} tile is completed (no one on it)",
            "A road of {n} tiles is completed (no one on it)",
            tiles,
        )
    elif kind == "city":
        text = ngettext(
            "A city of {n} tile is completed (no one on it)",
            "A city of {n} tiles is completed (no one on it)",
            tiles,
        )
    else:
        text = _(NOBODY.get(kind, N_("A feature is completed (no one on it)")))
    return text.format(n=tiles)


def field_words(names: list[str], cities: int, points: int) -> str:
    """A field scored at the end: "Ann: field next to 2 completed cities +6"; "Your field next
    to 1 completed city: +3"; "Ann and Bob: field next to 1 completed city +3 each"."""
    if len(names) > 1:
        text = ngettext(
            "{names}: field next to {n} completed city +{points} each",
            "{names}: field next to {n} completed cities +{points} each",
            cities,
        )
    elif is_you(names[0]):
        text = ngettext(
            "Your field next to {n} completed city: +{points}",
            "Your field next to {n} completed cities: +{points}",
            cities,
        )
    else:
        text = ngettext(
            "{names}: field next to {n} completed city +{points}",
            "{names}: field next to {n} completed cities +{points}",
            cities,
        )
    return text.format(names=names_of(names), n=cities, points=points)


def abbot_back_words(names: list[str], points: int) -> str:
    """An abbot taken back early, scoring its monastery or garden."""
    if len(names) == 1 and is_you(names[0]):
        return _("You take your abbot back: +{points}").format(points=points)
    return _("{name} takes the abbot back: +{points}").format(name=names_of(names), points=points)


def gold_scored_words(name: str, ingots: int, points: int) -> str:
    """A player's gold at the end: "Ann: 3 gold ingots are worth +6", "Your 3 gold ingots are
    worth +6"."""
    if is_you(name):
        text = ngettext(
            "Your {n} gold ingot is worth +{points}",
            "Your {n} gold ingots are worth +{points}",
            ingots,
        )
    else:
        text = ngettext(
            "{name}: {n} gold ingot is worth +{points}",
            "{name}: {n} gold ingots are worth +{points}",
            ingots,
        )
    return text.format(name=name, n=ingots, points=points)


def gold_taken_words(name: str, place: str) -> str:
    """An ingot taken: "Ann takes a gold ingot from the road", "You take a gold ingot"
    (``place``: where from, already in words, or empty)."""
    if not place:
        pair = (N_("{name} takes a gold ingot"), N_("You take a gold ingot"))
        return pick(pair, name).format(name=name)
    pair = (N_("{name} takes a gold ingot from {place}"), N_("You take a gold ingot from {place}"))
    return pick(pair, name).format(name=name, place=place)


def game_over_words(names: list[str]) -> str:
    """ "Game over: Ann wins!", "Game over: you win!", "Game over: Ann and Bob win!"."""
    if len(names) == 1 and is_you(names[0]):
        return _("Game over: you win!")
    if len(names) == 1:
        return _("Game over: {name} wins!").format(name=names[0])
    return _("Game over: {names} win!").format(names=names_of(names))


def greeting(name: str) -> str:
    """The log's first line: "Ann starts: have fun!", "You start: have fun!"."""
    if is_you(name):
        return _("You start: have fun!")
    return _("{name} starts: have fun!").format(name=name)
