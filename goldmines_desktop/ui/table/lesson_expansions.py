"""What the lesson coach says about the expansions' events (Inns & Cathedrals, Traders &
Builders): why an inn road or a cathedral city scores what it does (nothing when unfinished at
the end), the large meeple, builder and pig coming back, the goods a finished city gives, the
builder's second tile, the pig's extra points and the goods majorities at the end.

Whole sentences, one for the lesson's player ("You", ``YOU`` in the map) and one for a player
by name, with every number from the engine's tables (``SPECIAL``, ``TRADE``) or the event.
"""

from __future__ import annotations

from ...engine import (
    GOODS,
    SPECIAL,
    TRADE,
    Event,
    FeatureScored,
    GoodsScored,
    GoodsTaken,
    SecondPartEarned,
)
from ...i18n import N_, _, ngettext
from ...wording import YOU, listing

# An inn road or a cathedral city unfinished at the end scores nothing: (yours, a player's by
# name, several players')
UNFINISHED = {
    "inn": (
        N_("Your road with an inn is unfinished: it scores nothing."),
        N_("{name}'s road with an inn is unfinished: it scores nothing."),
        N_("This road with an inn is unfinished: it scores nothing."),
    ),
    "cathedral": (
        N_("Your city with a cathedral is unfinished: it scores nothing."),
        N_("{name}'s city with a cathedral is unfinished: it scores nothing."),
        N_("This city with a cathedral is unfinished: it scores nothing."),
    ),
}
# An expansion's figure back in the supply: (yours, a player's by name)
BACK = {
    "large_meeple": (
        N_("Your large meeple comes back. It counted as two meeples."),
        N_("{name}'s large meeple comes back. It counted as two meeples."),
    ),
    "builder": (N_("Your builder comes back."), N_("{name}'s builder comes back.")),
    "pig": (N_("Your pig comes back."), N_("{name}'s pig comes back.")),
}
# The builder's road or city grew: (yours, a player's by name)
EARNED = {
    "road": (
        N_("Your builder's road grew: you play a second tile this turn."),
        N_("{name}'s builder's road grew: {name} plays a second tile this turn."),
    ),
    "city": (
        N_("Your builder's city grew: you play a second tile this turn."),
        N_("{name}'s builder's city grew: {name} plays a second tile this turn."),
    ),
}
GOODS_RULE = N_("Whoever finishes a city takes its goods, with or without a figure in it.")
# The most of one kind of goods at the end: (you, a player by name, you and others, several)
MOST = {
    "wine": (
        N_("You have the most wine: {points} points."),
        N_("{name} has the most wine: {points} points."),
        N_("You and {others} have the most wine: {points} points each."),
        N_("{names} have the most wine: {points} points each."),
    ),
    "grain": (
        N_("You have the most grain: {points} points."),
        N_("{name} has the most grain: {points} points."),
        N_("You and {others} have the most grain: {points} points each."),
        N_("{names} have the most grain: {points} points each."),
    ),
    "cloth": (
        N_("You have the most cloth: {points} points."),
        N_("{name} has the most cloth: {points} points."),
        N_("You and {others} have the most cloth: {points} points each."),
        N_("{names} have the most cloth: {points} points each."),
    ),
}


def expansion_lines(event: Event, names: list[str]) -> list[str]:
    """The sentences for an event only the expansions have (none for any other)."""
    if isinstance(event, GoodsTaken):
        return _goods_taken(names[event.player], event.goods)
    if isinstance(event, SecondPartEarned):
        yours, theirs = EARNED[event.feature]
        name = names[event.player]
        return [_(yours) if name == YOU else _(theirs).format(name=name)]
    if isinstance(event, GoodsScored) and event.owners:
        return [_most(event, [names[p] for p in event.owners])]
    return []


def special_reason(event: FeatureScored) -> str:
    """Why a finished inn road or cathedral city scores what it does ("" for another)."""
    tiles = len(event.tiles)
    if event.special == "inn":
        return ngettext(
            "The road has {n} tile and an inn: {points} points per tile.",
            "The road has {n} tiles and an inn: {points} points per tile.",
            tiles,
        ).format(n=tiles, points=SPECIAL.inn_tile)
    if event.special == "cathedral":
        return ngettext(
            "The city has {n} tile and a cathedral: {points} per tile and per pennant.",
            "The city has {n} tiles and a cathedral: {points} per tile and per pennant.",
            tiles,
        ).format(n=tiles, points=SPECIAL.cathedral_tile)
    return ""


def unfinished_special(event: FeatureScored, names: list[str]) -> str:
    """An inn road or cathedral city unfinished at the end: it scores nothing."""
    yours, theirs, several = UNFINISHED[event.special]
    if len(event.owners) > 1:
        return _(several)
    name = names[event.owners[0]]
    return _(yours) if name == YOU else _(theirs).format(name=name)


def pig_lines(event: FeatureScored, names: list[str]) -> list[str]:
    """A pig's extra points for its owner in a field scored at the end."""
    lines = []
    for player, extra in event.bonus:
        if names[player] == YOU:
            text = ngettext(
                "Your pig adds {n} point: {each} for each finished city.",
                "Your pig adds {n} points: {each} for each finished city.",
                extra,
            )
        else:
            text = ngettext(
                "{name}'s pig adds {n} point: {each} for each finished city.",
                "{name}'s pig adds {n} points: {each} for each finished city.",
                extra,
            )
        lines.append(text.format(name=names[player], n=extra, each=TRADE.pig_city))
    return lines


def figure_back(name: str, figure: str) -> str | None:
    """An expansion's figure back in its owner's supply (None: a meeple or the abbot)."""
    if figure not in BACK:
        return None
    yours, theirs = BACK[figure]
    return _(yours) if name == YOU else _(theirs).format(name=name)


def _goods_taken(name: str, goods: tuple[int, int, int]) -> list[str]:
    """ "You take 1 wine token.", kind by kind, then the rule that gave them."""
    lines = []
    for kind, n in zip(GOODS, goods, strict=True):
        if n:
            lines.append(_took(kind, name == YOU, n).format(name=name, n=n))
    return [*lines, _(GOODS_RULE)] if lines else []


def _took(kind: str, you: bool, n: int) -> str:
    if kind == "wine" and you:
        return ngettext("You take {n} wine token.", "You take {n} wine tokens.", n)
    if kind == "wine":
        return ngettext("{name} takes {n} wine token.", "{name} takes {n} wine tokens.", n)
    if kind == "grain" and you:
        return ngettext("You take {n} grain token.", "You take {n} grain tokens.", n)
    if kind == "grain":
        return ngettext("{name} takes {n} grain token.", "{name} takes {n} grain tokens.", n)
    if you:
        return ngettext("You take {n} cloth token.", "You take {n} cloth tokens.", n)
    return ngettext("{name} takes {n} cloth token.", "{name} takes {n} cloth tokens.", n)


def _most(event: GoodsScored, leaders: list[str]) -> str:
    you, one, with_you, several = MOST[event.goods]
    if len(leaders) == 1:
        text = _(you) if leaders[0] == YOU else _(one)
        return text.format(name=leaders[0], points=event.points)
    if YOU in leaders:
        others = listing([name for name in leaders if name != YOU])
        return _(with_you).format(others=others, points=event.points)
    return _(several).format(names=listing(leaders), points=event.points)
