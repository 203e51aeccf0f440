"""The short log beside the board: what just happened, in words a family reads at a glance."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import (
    Event,
    FeatureScored,
    FigurePlaced,
    FigureReturned,
    GameOver,
    GameState,
    GoldPlaced,
    GoldReturned,
    GoldScored,
    GoldTaken,
    PlayerSetup,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TurnEnded,
)

KIND_WORDS = {
    "road": "road",
    "city": "city",
    "monastery": "monastery",
    "garden": "garden",
    "field": "field",
}
MAX_ENTRIES = 40


@dataclass(frozen=True)
class Entry:
    """One line of the log: its text, the player it is about (for the colour dot) and the move
    count it belongs to (so undo can drop it)."""

    text: str
    player: int | None
    moves: int


def _names(players: tuple[PlayerSetup, ...], who: tuple[int, ...]) -> str:
    names = [players[p].name for p in who]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def describe(event: Event, state: GameState) -> tuple[str, int | None] | None:
    """The log line for an event of the move that led to ``state`` and who it is about; None
    for events not worth a line."""
    players = state.players
    match event:
        case TilePlaced(player=p):
            return f"{players[p].name} placed a tile", p
        case FigurePlaced(player=p):
            return f"{players[p].name} placed {_figure_words(event)}", p
        case FeatureScored():
            return _scored_words(event, players)
        case GoldTaken(player=p):
            return f"{players[p].name} took a gold ingot", p
        case GoldPlaced():
            return "A gold ingot was placed", None
        case TileDiscarded(code=code):
            return f"Tile {code} fits nowhere and leaves the game", None
        case GoldScored(player=p, ingots=n, points=pts):
            return f"{players[p].name}: {n} ingots are worth {pts}", p
        case GoldReturned(count=n):
            return f"{n} unclaimed ingot{'s' if n > 1 else ''} went back to the box", None
        case GameOver(winners=who):
            return f"Game over: {_names(players, who)} {'wins' if len(who) == 1 else 'win'}!", None
        case FigureReturned() | TileDrawn() | TurnEnded():
            return None
    return None


FIGURE_WORDS = {"monastery": "a monk", "field": "a farmer"}  # else "a meeple"


def _figure_words(event: FigurePlaced) -> str:
    """The figure by the kind of feature it stands on (the event says which)."""
    if event.figure == "abbot":
        return "the abbot"
    return FIGURE_WORDS.get(event.feature, "a meeple")


def _scored_words(event: FeatureScored, players: tuple[PlayerSetup, ...]) -> tuple[str, int | None]:
    kind = KIND_WORDS.get(event.kind, event.kind)
    if not event.owners:
        return f"A {kind} was completed (no one on it)", None
    who = _names(players, event.owners)
    if event.abbot_returned:
        return f"{who} took the abbot back: +{event.points}", event.owners[0]
    verb = "completed" if event.completed else "unfinished"
    return f"{who}: {verb} {kind} +{event.points}", event.owners[0]


class EventLog:
    """The last events of the game, newest last."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []

    def add(self, events: list[Event], state: GameState) -> None:
        """Add the lines for the events of the move that led to ``state``."""
        moves = len(state.moves)
        for event in events:
            line = describe(event, state)
            if line is not None:
                self.entries.append(Entry(line[0], line[1], moves))
        del self.entries[:-MAX_ENTRIES]

    def note(self, text: str, player: int | None, moves: int) -> None:
        """A line of the scene's own (a greeting), not from an event."""
        self.entries.append(Entry(text, player, moves))

    def undo_to(self, moves: int) -> None:
        """Forget the lines of moves that were taken back."""
        self.entries = [e for e in self.entries if e.moves <= moves]

    def last(self, count: int) -> list[Entry]:
        return self.entries[-count:]
