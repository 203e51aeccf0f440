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
    acting_player,
    apply,
)

from .players import normal_line

FIGURE_WORDS = {
    "road": "a meeple on the road",
    "city": "a meeple in the city",
    "monastery": "a meeple on the monastery",
    "field": "a farmer in the field",
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
    events: list[Event] = []
    node = state
    for move in moves:
        node, happened = apply(node, move)
        events.extend(happened)
    parts: list[str] = []
    for event in events:
        if isinstance(event, FeatureScored) and event.completed and event.owners:
            kind = event.kind
            if me in event.owners:
                shared = [names[p] for p in event.owners if p != me]
                with_whom = f" (shared with {', '.join(shared)})" if shared else ""
                parts.append(f"finishes your {kind} for {_points(event.points)}{with_whom}")
            else:
                owners = " and ".join(names[p] for p in event.owners)
                parts.append(f"finishes {owners}'s {kind} (+{event.points} for them)")
        elif isinstance(event, FeatureScored) and event.abbot_returned:
            parts.append(f"takes your abbot back for {_points(event.points)}")
        elif isinstance(event, FigurePlaced) and event.player == me:
            parts.append(_figure_words(node, event))
    if not parts:
        return "Places the tile where it helps you most and keeps your figures for later"
    text = ", ".join(parts)
    return text[0].upper() + text[1:]


def _figure_words(state: GameState, event: FigurePlaced) -> str:
    tile = state.board[(event.x, event.y)]
    index = tile.segment_index(event.location)
    kind = tile.segments[index].kind if index is not None else "feature"
    if event.figure == "abbot":
        return f"puts your abbot on the {kind}"
    return "puts " + FIGURE_WORDS.get(kind, f"a meeple on the {kind}")


def _points(points: int) -> str:
    return f"{points} point" if points == 1 else f"{points} points"
