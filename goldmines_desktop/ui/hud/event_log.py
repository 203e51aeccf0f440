"""The short log beside the board: what just happened, in words a family reads at a glance."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

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
    feature_at,
    game_start,
    steps,
)
from ...i18n import N_, _, language, ngettext
from ...wording import is_you
from . import expansion_log
from . import log_words as words

MAX_ENTRIES = 40
# where a tile is, told from the newest tile (or the monastery or garden on it)
DIRECTIONS: dict[tuple[int, int], dict[str, str]] = {
    (0, -1): {
        "tile": N_("the tile north of the new tile"),
        "monastery": N_("the tile north of the monastery"),
        "garden": N_("the tile north of the garden"),
    },
    (1, -1): {
        "tile": N_("the tile north-east of the new tile"),
        "monastery": N_("the tile north-east of the monastery"),
        "garden": N_("the tile north-east of the garden"),
    },
    (1, 0): {
        "tile": N_("the tile east of the new tile"),
        "monastery": N_("the tile east of the monastery"),
        "garden": N_("the tile east of the garden"),
    },
    (1, 1): {
        "tile": N_("the tile south-east of the new tile"),
        "monastery": N_("the tile south-east of the monastery"),
        "garden": N_("the tile south-east of the garden"),
    },
    (0, 1): {
        "tile": N_("the tile south of the new tile"),
        "monastery": N_("the tile south of the monastery"),
        "garden": N_("the tile south of the garden"),
    },
    (-1, 1): {
        "tile": N_("the tile south-west of the new tile"),
        "monastery": N_("the tile south-west of the monastery"),
        "garden": N_("the tile south-west of the garden"),
    },
    (-1, 0): {
        "tile": N_("the tile west of the new tile"),
        "monastery": N_("the tile west of the monastery"),
        "garden": N_("the tile west of the garden"),
    },
    (-1, -1): {
        "tile": N_("the tile north-west of the new tile"),
        "monastery": N_("the tile north-west of the monastery"),
        "garden": N_("the tile north-west of the garden"),
    },
}
# an ingot taken from the feature that just scored (its tile has no direction of its own)
FROM_FEATURE = {
    "road": N_("the road"),
    "city": N_("the city"),
    "monastery": N_("the monastery"),
    "garden": N_("the garden"),
    "field": N_("the field"),
}


@dataclass(frozen=True)
class Entry:
    """One line of the log: its text, the player it is about (for the colour dot) and the move
    count it belongs to (so undo can drop it); ``words`` says it again in the language in use
    (a language chosen in a running game rewords the old lines too)."""

    text: str
    player: int | None
    moves: int
    words: Callable[[], str | None] | None = field(default=None, compare=False, repr=False)

    def reworded(self) -> Entry:
        """The line in the language in use now."""
        text = self.words() if self.words is not None else None
        return self if text is None else replace(self, text=text)


def describe(
    event: Event, state: GameState, scored: tuple[FeatureScored, ...] = ()
) -> tuple[str, int | None] | None:
    """The log line for an event of the move that led to ``state`` and who it is about; None
    for events not worth a line. Lines say who, what, where and how much: "Ann: meeple on a
    city of 2 tiles", "Bob completes a road: +3". ``scored``: the features scored so far in
    the move (gold taken from one is said to come from it)."""
    players = state.players
    said = expansion_log.describe(event, state)
    if said is not None:
        return said
    match event:
        case TilePlaced(player=p, x=x, y=y):
            name = players[p].name
            return words.pick(words.TILE_PLACED[_tile_kind(state, (x, y))], name).format(
                name=name
            ), p
        case FigurePlaced(player=p):
            return _figure_line(event, state), p
        case FeatureScored():
            return _scored_words(event, players)
        case GoldTaken(player=p, x=x, y=y):
            where = _tile_words(state, (x, y))
            if where == _("a tile"):
                kinds = [e.kind for e in scored if (x, y) in e.tiles and e.kind in FROM_FEATURE]
                where = _(FROM_FEATURE[kinds[-1]]) if kinds else ""
            return words.gold_taken_words(players[p].name, where), p
        case GoldPlaced(player=p, x=x, y=y):
            place = _tile_words(state, (x, y))
            return _("{name}: gold ingot on {place}").format(name=players[p].name, place=place), p
        case TileDiscarded(code=code):
            return _("Tile {code} fits nowhere and leaves the game").format(code=code), None
        case GoldScored(player=p, ingots=n, points=pts):
            return words.gold_scored_words(players[p].name, n, pts), p
        case GoldReturned(count=n):
            text = ngettext(
                "{n} unclaimed ingot goes back to the box",
                "{n} unclaimed ingots go back to the box",
                n,
            )
            return text.format(n=n), None
        case GameOver(winners=who):
            return words.game_over_words([players[p].name for p in who]), None
        case FigureReturned() | TileDrawn() | TurnEnded() | FinalScoringStarted():
            return None
    return None


def _figure_line(event: FigurePlaced, state: GameState) -> str:
    """The figure and the feature it stands on, as the engine sees it now: "Ann: meeple on a
    city of 2 tiles", "Ann: farmer in a field of 3 tiles", "Ann: abbot in a garden, worth 3
    points now"."""
    info = feature_at(state, event.x, event.y, event.location)
    name = state.players[event.player].name
    if info is None:
        return words.figure_words(name, event.figure, "", 0, 0)
    return words.figure_words(name, event.figure, info.kind, len(info.tiles), info.points)


def _tile_kind(state: GameState, pos: Pos) -> str:
    """A placed tile by what stands out on it, a key of ``TILE_PLACED``: "gold", "monastery",
    "garden", "city road", "river", "field"."""
    tile = state.board.get(pos)
    if tile is None:
        return "tile"
    kinds = {segment.kind for segment in tile.segments}
    if tile.tile.gold:
        return "gold"
    for kind in ("monastery", "garden"):
        if kind in kinds:
            return kind
    shown = [kind for kind in ("city", "road", "river") if kind in kinds]
    return " ".join(shown) if shown else "field"


def _tile_words(state: GameState, pos: Pos) -> str:
    """Where a tile is, told from the newest tile: "the new tile", "the tile north of the
    monastery", "the tile west of the new tile"."""
    last = state.last
    if last is None or pos == last:
        return _("the new tile")
    step = (pos[0] - last[0], pos[1] - last[1])
    if step not in DIRECTIONS:
        return _("a tile")
    kinds = {segment.kind for segment in state.board[last].segments}
    landmark = next((k for k in ("monastery", "garden") if k in kinds), "tile")
    return _(DIRECTIONS[step][landmark])


def _scored_words(
    event: FeatureScored, players: tuple[PlayerSetup, ...]
) -> tuple[str, int | None] | None:
    kind = event.kind
    if not event.owners:
        return words.nobody_words(kind, len(event.tiles)), None
    names = [players[p].name for p in event.owners]
    first = event.owners[0]
    if kind == "field":
        if not event.points:
            return None  # a field that feeds no completed city: nothing to tell
        return words.field_words(names, len(event.cities), event.points), first
    if event.abbot_returned:
        return words.abbot_back_words(names, event.points), first
    if event.completed and kind in words.COMPLETES:
        if len(names) > 1:
            text = _(words.SHARE[kind]).format(names=words.names_of(names), points=event.points)
        else:
            text = words.pick(words.COMPLETES[kind], names[0])
            text = text.format(name=names[0], points=event.points)
        return text, first
    if kind not in words.UNFINISHED:
        return None
    one, you, many = words.UNFINISHED[kind]
    if len(names) > 1:
        return _(many).format(names=words.names_of(names), points=event.points), first
    text = _(you) if is_you(names[0]) else _(one)
    return text.format(name=names[0], points=event.points), first


def replayed_log(state: GameState, lines: int = MAX_ENTRIES) -> list[Entry]:
    """The log of a game opened mid-way (Continue or Load): its record's moves replayed from
    the start by the engine, each move's events told as in play; the last ``lines`` lines."""
    log = EventLog()
    try:
        game = game_start(state)
    except ValueError:  # not a game a record can start (cannot happen for a loaded one)
        return []
    try:
        for step in steps(game, state.moves):  # a line is worded again from its own position
            log.add(list(step.events), game.copy(), step.index + 1)
    except IllegalMoveError:  # a state that replayed once replays again; stop if not
        pass
    return log.entries[-lines:]


class EventLog:
    """The last events of the game, newest last."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.language = language()  # the language the entries are worded in

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
            if line is not None:
                words = _describer(event, state, scored)
                self.entries.append(Entry(line[0], line[1], moves, words))
            for index, (text, player) in enumerate(expansion_log.bonus_lines(event, state)):
                self.entries.append(
                    Entry(text, player, moves, _bonus_describer(event, state, index))
                )
            if isinstance(event, FeatureScored):
                scored = (*scored, event)
        del self.entries[:-MAX_ENTRIES]

    def note(self, words: Callable[[], str], player: int | None, moves: int) -> None:
        """A line of the scene's own (a greeting), not from an event: ``words`` says it in
        the language in use."""
        self.entries.append(Entry(words(), player, moves, words))

    def undo_to(self, moves: int) -> None:
        """Forget the lines of moves that were taken back."""
        self.entries = [e for e in self.entries if e.moves <= moves]

    def last(self, count: int) -> list[Entry]:
        """The newest ``count`` lines, in the language in use (worded again after a change)."""
        if self.language != language():
            self.language = language()
            self.entries = [entry.reworded() for entry in self.entries]
        return self.entries[-count:]


def _bonus_describer(event: Event, state: GameState, index: int) -> Callable[[], str | None]:
    """What says a pig's line again (in the language in use then)."""
    return lambda: expansion_log.bonus_lines(event, state)[index][0]


def _describer(
    event: Event, state: GameState, scored: tuple[FeatureScored, ...]
) -> Callable[[], str | None]:
    """What says an event's line again (in the language in use then)."""

    def words() -> str | None:
        line = describe(event, state, scored)
        return None if line is None else line[0]

    return words
