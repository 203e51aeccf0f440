"""The log's sentences for what Inns & Cathedrals and Traders & Builders add: the large meeple,
the builder and the pig put down and coming back, an inn road or cathedral city scored (worth
nothing when unfinished at the end), goods taken from a completed city, the builder's second
tile, the goods majorities and the pig's extra points at the end.

Whole sentences for the catalogue, each with the one for "You" (a lesson's player), as in
:mod:`.log_words`; every number comes from the event.
"""

from __future__ import annotations

from ...engine import (
    Event,
    FeatureScored,
    FigureReturned,
    GameState,
    GoodsScored,
    GoodsTaken,
    SecondPartEarned,
    SecondPartStarted,
)
from ...i18n import N_, _
from ...wording import is_you
from ..widgets.kind_names import goods_words
from . import log_words as words

Line = tuple[str, int | None]

# an expansion's figure coming back: (a player by name, you)
BACK = {
    "large_meeple": (N_("{name}'s large meeple comes back"), N_("Your large meeple comes back")),
    "builder": (N_("{name}'s builder comes back"), N_("Your builder comes back")),
    "pig": (N_("{name}'s pig comes back"), N_("Your pig comes back")),
}
# the builder's road or city grew: a second tile follows
EARNED = {
    "road": (
        N_("{name}'s builder: the road grew, a second tile follows"),
        N_("Your builder: the road grew, a second tile follows"),
    ),
    "city": (
        N_("{name}'s builder: the city grew, a second tile follows"),
        N_("Your builder: the city grew, a second tile follows"),
    ),
}
SECOND = (N_("{name} draws a second tile"), N_("You draw a second tile"))
TAKES = (N_("{name} takes {goods} from the city"), N_("You take {goods} from the city"))
PIG = (
    N_("{name}'s pig: +{points} more for the field"),
    N_("Your pig: +{points} more for the field"),
)
# the most of one kind of goods at the end: (one player by name, you, several tied)
MOST = {
    "wine": (
        N_("{name} has the most wine ({n}): +{points}"),
        N_("You have the most wine ({n}): +{points}"),
        N_("{names} share the most wine ({n} each): +{points} each"),
    ),
    "grain": (
        N_("{name} has the most grain ({n}): +{points}"),
        N_("You have the most grain ({n}): +{points}"),
        N_("{names} share the most grain ({n} each): +{points} each"),
    ),
    "cloth": (
        N_("{name} has the most cloth ({n}): +{points}"),
        N_("You have the most cloth ({n}): +{points}"),
        N_("{names} share the most cloth ({n} each): +{points} each"),
    ),
}
# an inn road or a cathedral city completed: (one owner by name, you, several owners)
COMPLETES = {
    "inn": (
        N_("{name} completes a road with an inn: +{points}"),
        N_("You complete a road with an inn: +{points}"),
        N_("{names} complete a road with an inn: +{points} each"),
    ),
    "cathedral": (
        N_("{name} completes a city with a cathedral: +{points}"),
        N_("You complete a city with a cathedral: +{points}"),
        N_("{names} complete a city with a cathedral: +{points} each"),
    ),
}
# and unfinished at the end, worth nothing
UNFINISHED = {
    "inn": (
        N_("{name}: unfinished road with an inn, no points"),
        N_("Your unfinished road with an inn: no points"),
        N_("{names}: unfinished road with an inn, no points"),
    ),
    "cathedral": (
        N_("{name}: unfinished city with a cathedral, no points"),
        N_("Your unfinished city with a cathedral: no points"),
        N_("{names}: unfinished city with a cathedral, no points"),
    ),
}


def describe(event: Event, state: GameState) -> Line | None:
    """The log line of an event the expansions add (None: not one of them, or nothing to
    say: the base game's words tell it)."""
    names = [p.name for p in state.players]
    match event:
        case FigureReturned(player=p, figure=figure) if figure in BACK:
            return words.pick(BACK[figure], names[p]).format(name=names[p]), p
        case GoodsTaken(player=p, goods=goods):
            text = words.pick(TAKES, names[p])
            return text.format(name=names[p], goods=goods_words(goods)), p
        case SecondPartEarned(player=p, feature=feature):
            return words.pick(EARNED[feature], names[p]).format(name=names[p]), p
        case SecondPartStarted(player=p):
            return words.pick(SECOND, names[p]).format(name=names[p]), p
        case GoodsScored():
            return goods_scored_words(event, names), event.owners[0] if event.owners else None
        case FeatureScored(special=special, owners=owners) if special and owners:
            return _special_words(event, [names[p] for p in owners]), owners[0]
    return None


def bonus_lines(event: Event, state: GameState) -> list[Line]:
    """The lines after a feature's: a pig's extra points for its owner."""
    if not isinstance(event, FeatureScored):
        return []
    lines: list[Line] = []
    for player, points in event.bonus:
        name = state.players[player].name
        lines.append((words.pick(PIG, name).format(name=name, points=points), player))
    return lines


def _special_words(event: FeatureScored, names: list[str]) -> str:
    """An inn road or a cathedral city scored: completed, or unfinished at the end (0)."""
    table = COMPLETES if event.completed else UNFINISHED
    one, you, many = table[event.special]
    if len(names) > 1:
        return _(many).format(names=words.names_of(names), points=event.points)
    text = _(you) if is_you(names[0]) else _(one)
    return text.format(name=names[0], points=event.points)


def goods_scored_words(event: GoodsScored, names: list[str]) -> str:
    """ "Ann has the most wine (4): +10"; "Ann and Bob share the most grain (2 each): +10
    each"."""
    leaders = [names[p] for p in event.owners]
    one, you, many = MOST[event.goods]
    n, points = max(event.counts), event.points
    if len(leaders) > 1:
        return _(many).format(names=words.names_of(leaders), n=n, points=points)
    text = _(you) if is_you(leaders[0]) else _(one)
    return text.format(name=leaders[0], n=n, points=points)
