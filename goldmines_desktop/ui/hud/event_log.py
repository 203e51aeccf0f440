"""The short log beside the board: what just happened, in words a family reads at a glance."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import (
    Event,
    FeatureScored,
    FigurePlaced,
    FigureReturned,
    FinalScoringStarted,
    GameOver,
    GameState,
    GoldPlaced,
    GoldReturned,
    GoldScored,
    GoldTaken,
    IllegalMoveError,
    PlayerSetup,
    Pos,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TurnEnded,
    apply_in_place,
    feature_at,
    new_game,
)
from ...wording import count, listing
from ..widgets.kind_names import figure_name

MAX_ENTRIES = 40
DIRECTIONS = {
    (0, -1): "north",
    (1, -1): "north-east",
    (1, 0): "east",
    (1, 1): "south-east",
    (0, 1): "south",
    (-1, 1): "south-west",
    (-1, 0): "west",
    (-1, -1): "north-west",
}


@dataclass(frozen=True)
class Entry:
    """One line of the log: its text, the player it is about (for the colour dot) and the move
    count it belongs to (so undo can drop it)."""

    text: str
    player: int | None
    moves: int


def _names(players: tuple[PlayerSetup, ...], who: tuple[int, ...]) -> str:
    return listing([players[p].name for p in who])


def describe(
    event: Event, state: GameState, scored: tuple[FeatureScored, ...] = ()
) -> tuple[str, int | None] | None:
    """The log line for an event of the move that led to ``state`` and who it is about; None
    for events not worth a line. Lines say who, what, where and how much: "Ann: meeple on a
    city of 2 tiles", "Bob completes a road: +3". ``scored``: the features scored so far in
    the move (gold taken from one is said to come from it)."""
    players = state.players
    match event:
        case TilePlaced(player=p, x=x, y=y):
            return f"{players[p].name} placed {_tile_kind(state, (x, y))}", p
        case FigurePlaced(player=p):
            return f"{players[p].name}: {_figure_words(event, state)}", p
        case FeatureScored():
            return _scored_words(event, players)
        case GoldTaken(player=p, x=x, y=y):
            where = _tile_words(state, (x, y))
            if where == "a tile":
                kinds = [e.kind for e in scored if (x, y) in e.tiles]
                where = f"the {kinds[-1]}" if kinds else ""
            return f"{players[p].name} takes a gold ingot{' from ' if where else ''}{where}", p
        case GoldPlaced(player=p, x=x, y=y):
            return f"{players[p].name}: gold ingot on {_tile_words(state, (x, y))}", p
        case TileDiscarded(code=code):
            return f"Tile {code} fits nowhere and leaves the game", None
        case GoldScored(player=p, ingots=n, points=pts):
            worth = "is" if n == 1 else "are"
            return f"{players[p].name}: {count(n, 'gold ingot')} {worth} worth +{pts}", p
        case GoldReturned(count=n):
            verb = "goes" if n == 1 else "go"
            return f"{count(n, 'unclaimed ingot')} {verb} back to the box", None
        case GameOver(winners=who):
            return f"Game over: {_names(players, who)} {'wins' if len(who) == 1 else 'win'}!", None
        case FigureReturned() | TileDrawn() | TurnEnded() | FinalScoringStarted():
            return None
    return None


def _figure_words(event: FigurePlaced, state: GameState) -> str:
    """The figure and the feature it stands on, as the engine sees it now: "meeple on a city
    of 2 tiles", "farmer in a field next to 1 completed city", "abbot in a garden"."""
    info = feature_at(state, event.x, event.y, event.location)
    kind = info.kind if info is not None else event.feature
    figure = figure_name(kind, event.figure)
    if info is None:
        return f"{figure} on the new tile"
    if kind == "field":
        return f"{figure} in a field of {count(len(info.tiles), 'tile')}"
    if kind in ("monastery", "garden"):
        worth = count(info.points, "point")
        return f"{figure} {'in' if kind == 'garden' else 'on'} a {kind}, worth {worth} now"
    return f"{figure} on a {kind} of {count(len(info.tiles), 'tile')}"


def _tile_kind(state: GameState, pos: Pos) -> str:
    """A placed tile by what stands out on it: "a gold tile", "a monastery", "a tile with a
    city and a road", "a tile with a river", "a field tile"."""
    tile = state.board.get(pos)
    if tile is None:
        return "a tile"
    kinds = {segment.kind for segment in tile.segments}
    if tile.tile.gold:
        return "a gold tile"
    if "monastery" in kinds:
        return "a monastery"
    if "garden" in kinds:
        return "a tile with a garden"
    shown = [kind for kind in ("city", "road", "river") if kind in kinds]
    if not shown:
        return "a field tile"
    return f"a tile with {listing([f'a {kind}' for kind in shown])}"


def _tile_words(state: GameState, pos: Pos) -> str:
    """Where a tile is, told from the newest tile: "the new tile", "the tile north of the
    monastery", "the tile west of the new tile"."""
    last = state.last
    if last is None or pos == last:
        return "the new tile"
    step = (pos[0] - last[0], pos[1] - last[1])
    if step not in DIRECTIONS:
        return "a tile"
    return f"the tile {DIRECTIONS[step]} of {_landmark(state, last)}"


def _landmark(state: GameState, pos: Pos) -> str:
    """The newest tile by what stands out on it (a monastery or a garden), else "the new tile"."""
    kinds = {segment.kind for segment in state.board[pos].segments}
    for kind in ("monastery", "garden"):
        if kind in kinds:
            return f"the {kind}"
    return "the new tile"


def _scored_words(
    event: FeatureScored, players: tuple[PlayerSetup, ...]
) -> tuple[str, int | None] | None:
    kind = event.kind
    if not event.owners:
        size = f" of {count(len(event.tiles), 'tile')}" if kind in ("road", "city") else ""
        return f"A {kind}{size} is completed (no one on it)", None
    who = _names(players, event.owners)
    each = " each" if len(event.owners) > 1 else ""
    if kind == "field":
        if not event.points:
            return None  # a field that feeds no completed city: nothing to tell
        cities = count(len(event.cities), "completed city")
        return f"{who}: field next to {cities} +{event.points}{each}", event.owners[0]
    if event.abbot_returned:
        return f"{who} takes the abbot back: +{event.points}", event.owners[0]
    if event.completed:
        verb = "completes" if len(event.owners) == 1 else "complete"
        return f"{who} {verb} a {kind}: +{event.points}{each}", event.owners[0]
    return f"{who}: unfinished {kind} +{event.points}{each}", event.owners[0]


def replayed_log(state: GameState, lines: int = MAX_ENTRIES) -> list[Entry]:
    """The log of a game opened mid-way (Continue or Load): its record's moves replayed from
    the start by the engine, each move's events told as in play; the last ``lines`` lines."""
    log = EventLog()
    try:
        game = new_game(state.setup, state.catalogue, state.seed, state.draw_order)
    except ValueError:  # not a game a record can start (cannot happen for a loaded one)
        return []
    for move in state.moves:
        try:
            events = apply_in_place(game, move)
        except IllegalMoveError:  # a state that replayed once replays again; stop if not
            break
        log.add(events, game, len(game.moves))
    return log.entries[-lines:]


class EventLog:
    """The last events of the game, newest last."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []

    def add(self, events: list[Event], state: GameState, moves: int | None = None) -> None:
        """Add the lines for the events of the move that led to ``state``."""
        moves = len(state.moves) if moves is None else moves
        scored: tuple[FeatureScored, ...] = ()
        returned = sum(e.count for e in events if isinstance(e, GoldReturned))
        for event in events:
            if isinstance(event, GoldReturned):  # one line for all of them
                event, returned = GoldReturned(event.x, event.y, returned), 0
                if not event.count:
                    continue
            line = describe(event, state, scored)
            if isinstance(event, FeatureScored):
                scored = (*scored, event)
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
