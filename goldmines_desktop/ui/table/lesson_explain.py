"""What the lesson coach says about a move: plain sentences for the scores and figures of its
events (the points from the engine's ``POINTS``), the lesson's player spoken to as "You"; the
expansions' events in their words (``lesson_expansions``). Figures coming back at the end of
the game are not said: nobody uses them again."""

from __future__ import annotations

from ...engine import (
    POINTS,
    Event,
    FeatureScored,
    FigureReturned,
    FinalScoringStarted,
    GoldPlaced,
    GoldScored,
    GoldTaken,
)
from ...i18n import N_, _, ngettext
from ...wording import YOU, listing
from .lesson_expansions import (
    expansion_lines,
    figure_back,
    pig_lines,
    special_reason,
    unfinished_special,
)


def explain(events: list[Event], names: list[str]) -> list[str]:
    """Plain sentences for the scores and figures of a move's events (the lesson's player, named
    ``YOU`` in the map, is spoken to: "You score")."""
    lines: list[str] = []
    owners: tuple[int, ...] = ()  # of the feature scored last: a figure back without points lost
    final = False  # the end-of-game scoring has begun
    for event in events:
        final = final or isinstance(event, FinalScoringStarted)
        if isinstance(event, FeatureScored):
            owners = event.owners
        if isinstance(event, FigureReturned) and owners and event.player not in owners:
            lines.append(_outscored(names[event.player]))
        if isinstance(event, FeatureScored) and event.points and event.owners:
            lines += _scored(event, [names[p] for p in event.owners])
            lines += pig_lines(event, names)
        elif isinstance(event, FeatureScored) and event.special and event.owners:
            lines.append(unfinished_special(event, names))  # an inn or cathedral: nothing
        elif isinstance(event, FigureReturned) and not final:
            name = names[event.player]
            lines.append(figure_back(name, event.figure) or _figure_back(name, event.figure))
        elif isinstance(event, GoldPlaced):
            lines.append(_("A gold ingot lands on a tile."))
        elif isinstance(event, GoldTaken):
            name = names[event.player]
            took = _("You take a gold ingot.") if name == YOU else _("{name} takes a gold ingot.")
            lines.append(took.format(name=name))
        elif isinstance(event, GoldScored) and event.ingots:
            lines.append(_gold_scored(names[event.player], event.ingots, event.points))
        else:
            lines += expansion_lines(event, names)
    return lines


def _outscored(name: str) -> str:
    if name == YOU:
        return _("You had fewer meeples there, so no points.")
    return _("{name} had fewer meeples there, so no points.").format(name=name)


def _figure_back(name: str, figure: str) -> str:
    if figure == "abbot":
        text = _("Your abbot comes back.") if name == YOU else _("{name}'s abbot comes back.")
    elif name == YOU:
        text = _("Your meeple comes back to use again.")
    else:
        text = _("{name}'s meeple comes back to use again.")
    return text.format(name=name)


def _gold_scored(name: str, ingots: int, points: int) -> str:
    if name == YOU:
        text = ngettext(
            "Your {n} ingot scores {points} points by the gold chart.",
            "Your {n} ingots score {points} points by the gold chart.",
            ingots,
        )
    else:
        text = ngettext(
            "{name}'s {n} ingot scores {points} points by the gold chart.",
            "{name}'s {n} ingots score {points} points by the gold chart.",
            ingots,
        )
    return text.format(name=name, n=ingots, points=points)


def _scored(event: FeatureScored, who: list[str]) -> list[str]:
    """Who scores how much, and why (one sentence each); a tie says how ties work."""
    n = event.points
    if len(who) > 1 and YOU in who:  # the lesson's player and others: "You and Robin"
        others = listing([name for name in who if name != YOU])
        text = ngettext(
            "You and {others} score {n} point each.", "You and {others} score {n} points each.", n
        ).format(others=others, n=n)
    elif len(who) > 1:
        text = ngettext(
            "{names} score {n} point each.", "{names} score {n} points each.", n
        ).format(names=listing(who), n=n)
    elif event.abbot_returned and who[0] == YOU:
        text = ngettext(
            "You take the abbot back and score {n} point.",
            "You take the abbot back and score {n} points.",
            n,
        ).format(n=n)
    elif event.abbot_returned:
        text = ngettext(
            "{name} takes the abbot back and scores {n} point.",
            "{name} takes the abbot back and scores {n} points.",
            n,
        ).format(name=who[0], n=n)
    elif who[0] == YOU:
        text = ngettext("You score {n} point.", "You score {n} points.", n).format(n=n)
    else:
        text = ngettext("{name} scores {n} point.", "{name} scores {n} points.", n).format(
            name=who[0], n=n
        )
    lines = [text] + ([reason] if (reason := _reason(event)) else [])
    if len(who) > 1:
        lines.append(_("A tie: every player with the most figures gets all the points."))
    return lines


def _reason(event: FeatureScored) -> str:
    """Why the feature scores what it does, with the points from the engine's table."""
    tiles = len(event.tiles)
    if event.special and event.completed:
        return special_reason(event)
    if event.kind == "road":
        return ngettext(
            "The road has {n} tile: {points} point per tile.",
            "The road has {n} tiles: {points} point per tile.",
            tiles,
        ).format(n=tiles, points=POINTS.road_tile)
    if event.kind == "city":
        per = POINTS.city_tile if event.completed else POINTS.unfinished_city_tile
        return ngettext(
            "The city has {n} tile: {points} per tile and per pennant.",
            "The city has {n} tiles: {points} per tile and per pennant.",
            tiles,
        ).format(n=tiles, points=per)
    if event.kind in CLOISTER_WORDS:
        finished, unfinished = CLOISTER_WORDS[event.kind]
        if event.completed:
            return _(finished).format(points=POINTS.complete_cloister)
        return _(unfinished).format(own=POINTS.cloister_tile, each=POINTS.cloister_tile)
    if event.kind == "field":
        return _("A field scores {points} for each finished city it touches.").format(
            points=POINTS.field_city
        )
    return ""


# What a monastery and a garden score, finished and not (whole sentences: their words differ).
CLOISTER_WORDS = {
    "monastery": (
        N_("A finished monastery scores {points} points."),
        N_("An unfinished monastery scores {own}, plus {each} for each tile around it."),
    ),
    "garden": (
        N_("A finished garden scores {points} points."),
        N_("An unfinished garden scores {own}, plus {each} for each tile around it."),
    ),
}
