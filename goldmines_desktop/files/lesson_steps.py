"""A lesson's steps and what it says about a move, apart from the Tiled loader (``lessons``), so
the lesson coach follows them without pygame: the move a step expects, its words, and plain
sentences for the scores and figures of a move's events (points from the engine's ``POINTS``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import (
    POINTS,
    Event,
    FeatureScored,
    FigureReturned,
    GoldPlaced,
    GoldScored,
    GoldTaken,
    Move,
)
from ..wording import count

END_TURN = "end_turn"
YOU = "You"  # a lesson's player: "You score", "Your meeple"
Expected = Move | str


@dataclass(frozen=True)
class LessonStep:
    seat: int  # 0-based
    move: Expected
    text: str
    hint: str
    said: str


def explain(events: list[Event], names: list[str]) -> list[str]:
    """Plain sentences for the scores and figures of a move's events."""
    lines: list[str] = []
    owners: tuple[int, ...] = ()  # of the feature scored last: a figure back without points lost
    for event in events:
        if isinstance(event, FeatureScored):
            owners = event.owners
        if isinstance(event, FigureReturned) and owners and event.player not in owners:
            lines.append(f"{names[event.player]} had fewer meeples there, so no points.")
        if isinstance(event, FeatureScored) and event.points and event.owners:
            who = " and ".join(names[p] for p in event.owners)
            what = _feature_words(event)
            each = " each" if len(event.owners) > 1 else ""
            verb = _score_verb(event, len(event.owners) > 1 or who == YOU)
            lines.append(f"{who} {verb} {count(event.points, 'point')}{each} {what}.")
            if len(event.owners) > 1:
                lines.append("A tie: every player with the most figures gets all the points.")
        elif isinstance(event, FigureReturned) and event.figure != "abbot":
            lines.append(f"{_whose(names[event.player])} meeple comes back to use again.")
        elif isinstance(event, FigureReturned):
            lines.append(f"{_whose(names[event.player])} abbot comes back.")
        elif isinstance(event, GoldPlaced):
            lines.append("A gold ingot lands on a tile.")
        elif isinstance(event, GoldTaken):
            takes = "take" if names[event.player] == YOU else "takes"
            lines.append(f"{names[event.player]} {takes} a gold ingot.")
        elif isinstance(event, GoldScored) and event.ingots:
            lines.append(
                f"{_whose(names[event.player])} {count(event.ingots, 'ingot')} score "
                f"{event.points} points by the gold chart."
            )
    return lines


def _score_verb(event: FeatureScored, plural: bool) -> str:
    if event.abbot_returned:
        return "take the abbot back and score" if plural else "takes the abbot back and scores"
    return "score" if plural else "scores"


def _whose(name: str) -> str:
    return "Your" if name == YOU else f"{name}'s"


# What each kind of feature scores, with the points from the engine's table (``POINTS``).
ROAD_WORDS = "for a road of {tiles} ({points} point per tile)"
CITY_WORDS = "for a city of {tiles} ({points} per tile and per pennant)"
FINISHED_WORDS = "for a finished {kind} ({points} points)"
UNFINISHED_WORDS = "for the {kind}: {own}, plus {each} for each tile around it"
FIELD_WORDS = "for the field: {points} for each finished city it touches"


def _feature_words(event: FeatureScored) -> str:
    tiles = count(len(event.tiles), "tile")
    kind = event.kind
    if kind == "road":
        return ROAD_WORDS.format(tiles=tiles, points=POINTS.road_tile)
    if kind == "city":
        per = POINTS.city_tile if event.completed else POINTS.unfinished_city_tile
        return CITY_WORDS.format(tiles=tiles, points=per)
    if kind in ("monastery", "garden"):
        if event.completed:
            return FINISHED_WORDS.format(kind=kind, points=POINTS.complete_cloister)
        each = POINTS.cloister_tile
        return UNFINISHED_WORDS.format(kind=kind, own=each, each=each)
    if kind == "field":
        return FIELD_WORDS.format(points=POINTS.field_city)
    return f"for the {kind}"
