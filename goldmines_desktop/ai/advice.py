"""The hint (the H key): the best turn by the normal player's evaluation, every place weighed,
explained in one line."""

from __future__ import annotations

from dataclasses import dataclass

from goldmines_desktop.engine import (
    Event,
    FeatureScored,
    FigurePlaced,
    GameState,
    Move,
    PlaceTile,
    acting_player,
    apply_decision,
)

from ..i18n import N_, _, ngettext
from ..wording import listing
from .expansion_advice import event_words, tile_words
from .players import normal_line

# What placing a figure does, in whole sentences (marked for the catalogue, said in the
# player's language when the hint is asked for).
FIGURE_WORDS = {
    "road": N_("Puts a meeple on the road."),
    "city": N_("Puts a meeple in the city."),
    "monastery": N_("Puts a meeple on the monastery."),
    "field": N_("Puts a farmer in the field."),
}
# A feature's kind inside the hint's sentences ("finishes your city").
KIND_WORDS = {
    "road": N_("road"),
    "city": N_("city"),
    "monastery": N_("monastery"),
    "garden": N_("garden"),
    "field": N_("field"),
}


@dataclass(frozen=True)
class Advice:
    """The move to make now and, in one line, why (for the whole turn it starts)."""

    move: Move
    text: str


def hint(state: GameState) -> Advice:
    """What the normal player would play now, and what its turn would bring."""
    line = normal_line(state)
    return Advice(line.moves[0], explain(state, line.moves))


def explain(state: GameState, moves: tuple[Move, ...]) -> str:
    """One line on what ``moves`` (the rest of a turn) bring the player to act."""
    me = acting_player(state)
    names = [p.name for p in state.players]
    expansions = state.options.inns_cathedrals or state.options.traders_builders
    steps: list[tuple[GameState, GameState, Move, list[Event]]] = []
    node = state
    for move in moves:
        before = node
        node, happened = apply_decision(node, move)
        steps.append((before, node, move, happened))
    parts: list[str] = []
    for before, after, move, happened in steps:
        if expansions and isinstance(move, PlaceTile):
            parts.extend(tile_words(before, after, me, names))
        for event in happened:
            words = event_words(node, event, me, names) if expansions else ""
            words = words or _event_words(node, event, me, names)
            if words:
                parts.append(words)
    if not parts:
        return _("Places the tile where it helps you most and keeps your figures for later.")
    return " ".join(parts)


def _event_words(state: GameState, event: Event, me: int, names: list[str]) -> str:
    """One sentence on what ``event`` brings the player to act ("" when nothing)."""
    if isinstance(event, FeatureScored) and event.completed and event.owners:
        kind, n = _kind(event.kind), event.points
        if me not in event.owners:
            owners = listing([names[p] for p in event.owners])
            return _("Finishes {owners}'s {kind} (+{n} for them).").format(
                owners=owners, kind=kind, n=n
            )
        shared = [names[p] for p in event.owners if p != me]
        if event.special and not shared:
            return _special_scored(event.special, n)
        if shared:
            text = ngettext(
                "Finishes your {kind} for {n} point (shared with {others}).",
                "Finishes your {kind} for {n} points (shared with {others}).",
                n,
            )
            return text.format(kind=kind, n=n, others=listing(shared))
        text = ngettext(
            "Finishes your {kind} for {n} point.", "Finishes your {kind} for {n} points.", n
        )
        return text.format(kind=kind, n=n)
    if isinstance(event, FeatureScored) and event.abbot_returned:
        n = event.points
        return ngettext(
            "Takes your abbot back for {n} point.", "Takes your abbot back for {n} points.", n
        ).format(n=n)
    if isinstance(event, FigurePlaced) and event.player == me and event.figure in FIGURES:
        return _figure_words(state, event)
    return ""


FIGURES = ("meeple", "abbot")  # the base game's (the expansions' own say more: event_words)


def _special_scored(special: str, n: int) -> str:
    """A road finished with its inn, a city with its cathedral (only when it is finished do
    they count)."""
    if special == "inn":
        text = ngettext(
            "Finishes your road for {n} point, doubled by its inn.",
            "Finishes your road for {n} points, doubled by its inn.",
            n,
        )
    else:
        text = ngettext(
            "Finishes your city for {n} point, 3 a tile and pennant with its cathedral.",
            "Finishes your city for {n} points, 3 a tile and pennant with its cathedral.",
            n,
        )
    return text.format(n=n)


def _kind(kind: str) -> str:
    return _(KIND_WORDS[kind]) if kind in KIND_WORDS else kind


def _figure_words(state: GameState, event: FigurePlaced) -> str:
    tile = state.board[(event.x, event.y)]
    index = tile.segment_index(event.location)
    kind = tile.segments[index].kind if index is not None else "feature"
    if event.figure == "abbot":
        return _("Puts your abbot on the {kind}.").format(kind=_kind(kind))
    if kind in FIGURE_WORDS:
        return _(FIGURE_WORDS[kind])
    return _("Puts a meeple on the {kind}.").format(kind=_kind(kind))
