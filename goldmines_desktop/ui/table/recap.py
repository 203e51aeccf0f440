"""What a player missed while the others played: a short recap and the tiles placed since.

:class:`TurnMemory` keeps the engine's events of every move (with the state after it) since
the seat that has waited longest last placed a tile. When a human seat's turn starts,
:meth:`TurnMemory.recap` tells that seat, in a few lines and the most important first, what the
other players' turns did to them: points they won or lost, features closed that they shared,
farmers put next to their cities. The tiles placed since their last tile stay marked until they
place their own. Everything comes from the events ``apply`` returned and the engine's view of
the features (``feature_at``); nothing is worked out again here.

Plain Python, no pygame: tests drive it directly.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import (
    Event,
    FeatureScored,
    FigurePlaced,
    GameState,
    GoldTaken,
    Pos,
    TilePlaced,
    feature_at,
    feature_of_segment,
)
from ...i18n import N_, _, ngettext
from ...wording import listing

MAX_LINES = 4
# the most important first: points for you, then against you, then figures near yours
FOR_YOU, AGAINST_YOU, NEAR_YOU, GOLD = 300, 200, 100, 50

# someone else's tile completed a feature only you stood on
YOURS = {
    "road": N_("{name} completed your road: +{points} for you"),
    "city": N_("{name} completed your city: +{points} for you"),
    "monastery": N_("{name} completed your monastery: +{points} for you"),
    "garden": N_("{name} completed your garden: +{points} for you"),
}
# ... a feature you shared with others
SHARED = {
    "road": N_("{name} closed the road you shared: +{points} each"),
    "city": N_("{name} closed the city you shared: +{points} each"),
    "monastery": N_("{name} closed the monastery you shared: +{points} each"),
    "garden": N_("{name} closed the garden you shared: +{points} each"),
}
# ... a feature of other players only (one owner, several owners)
THEIRS = {
    "road": (N_("{names} scored a road: +{points}"), N_("{names} scored a road: +{points} each")),
    "city": (N_("{names} scored a city: +{points}"), N_("{names} scored a city: +{points} each")),
    "monastery": (
        N_("{names} scored a monastery: +{points}"),
        N_("{names} scored a monastery: +{points} each"),
    ),
    "garden": (
        N_("{names} scored a garden: +{points}"),
        N_("{names} scored a garden: +{points} each"),
    ),
}


@dataclass(frozen=True)
class PlacedTile:
    """A tile on the board and the seat that placed it: the last tile's frame, and the outlines
    of the tiles placed since a seat's last turn (in the placer's colour)."""

    pos: Pos
    player: int


@dataclass(frozen=True)
class RecapLine:
    """One line of the recap and the player it is about (its colour dot)."""

    text: str
    player: int | None
    weight: int = 0  # bigger: more important (shown first)


@dataclass(frozen=True)
class Recap:
    """What ``seat`` missed: a heading and at most :data:`MAX_LINES` lines."""

    seat: int
    title: str
    lines: tuple[RecapLine, ...]


@dataclass(frozen=True)
class _Moment:
    moves: int  # the state's move count after the move
    events: tuple[Event, ...]
    state: GameState  # the state after the move (states never change)


class TurnMemory:
    """The moves since every seat's last tile, for recaps and marks."""

    def __init__(self, players: int) -> None:
        self.players = players
        self._moments: list[_Moment] = []

    def record(self, events: list[Event], state: GameState) -> None:
        """A move was played: its events and the state after it."""
        self._moments.append(_Moment(len(state.moves), tuple(events), state))
        self._forget_old()

    def undo_to(self, moves: int) -> None:
        """Moves were taken back: forget those after ``moves``."""
        self._moments = [m for m in self._moments if m.moves <= moves]

    def _forget_old(self) -> None:
        """Keep the moves since the last tile of the seat that waited longest."""
        lasts = [self._last_tile(seat) for seat in range(self.players)]
        if all(index is not None for index in lasts):
            oldest = min(index for index in lasts if index is not None)
            del self._moments[:oldest]

    def _last_tile(self, seat: int) -> int | None:
        """Index of the moment in which ``seat`` last placed a tile (None: not kept)."""
        for index in range(len(self._moments) - 1, -1, -1):
            events = self._moments[index].events
            if any(isinstance(e, TilePlaced) and e.player == seat for e in events):
                return index
        return None

    def _since(self, seat: int) -> list[_Moment]:
        last = self._last_tile(seat)
        return self._moments[(last + 1) if last is not None else 0 :]

    def marks(self, seat: int) -> tuple[PlacedTile, ...]:
        """The tiles others placed since ``seat`` placed its last one."""
        return tuple(
            PlacedTile((e.x, e.y), e.player)
            for moment in self._since(seat)
            for e in moment.events
            if isinstance(e, TilePlaced) and e.player != seat
        )

    def turns_between(self, seat: int) -> int:
        """How many turns of other seats were played since ``seat``'s last tile."""
        return len(self.marks(seat))

    def recap(self, seat: int) -> Recap | None:
        """What ``seat`` missed (None when nothing is worth a line)."""
        moments = self._since(seat)
        if not moments:
            return None
        lines = recap_lines(seat, moments)
        if not lines:
            return None
        name = moments[-1].state.players[seat].name
        title = _("{name}, since your last turn:").format(name=name)
        return Recap(seat, title, tuple(lines))


def recap_lines(seat: int, moments: list[_Moment]) -> list[RecapLine]:
    """The recap's lines for ``seat``, most important first, at most :data:`MAX_LINES`."""
    lines: list[RecapLine] = []
    gold: dict[int, int] = {}
    mover: int | None = None  # whose turn the events belong to
    for moment in moments:
        for event in moment.events:
            if isinstance(event, TilePlaced):
                mover = event.player
            elif isinstance(event, FeatureScored) and mover is not None:
                line = _scored_line(seat, mover, event, moment.state)
                if line is not None:
                    lines.append(line)
            elif isinstance(event, FigurePlaced) and event.player != seat:
                line = _figure_line(seat, event, moment.state)
                if line is not None:
                    lines.append(line)
            elif isinstance(event, GoldTaken) and event.player != seat:
                gold[event.player] = gold.get(event.player, 0) + 1
    names = moments[-1].state.players
    for player, ingots in gold.items():
        text = ngettext("{name} took {n} gold ingot", "{name} took {n} gold ingots", ingots).format(
            name=names[player].name, n=ingots
        )
        lines.append(RecapLine(text, player, GOLD + ingots))
    lines.sort(key=lambda line: -line.weight)  # stable: same weight, the order of play
    return lines[:MAX_LINES]


def _scored_line(seat: int, mover: int, event: FeatureScored, state: GameState) -> RecapLine | None:
    """A feature scored in another player's turn, told to ``seat``."""
    if not event.points or not event.owners or event.kind not in YOURS:
        return None
    names = state.players
    points = event.points
    if seat in event.owners:
        if mover == seat:
            return None  # their own move (taking gold in another's turn scores nothing)
        template = YOURS if len(event.owners) == 1 else SHARED
        text = _(template[event.kind]).format(name=names[mover].name, points=points)
        return RecapLine(text, mover, FOR_YOU + points)
    one, many = THEIRS[event.kind]
    owners = listing([names[p].name for p in event.owners])
    text = _(one if len(event.owners) == 1 else many).format(names=owners, points=points)
    return RecapLine(text, event.owners[0], AGAINST_YOU + points)


def _figure_line(seat: int, event: FigurePlaced, state: GameState) -> RecapLine | None:
    """A farmer put in a field beside a city ``seat`` stands in (who will share its points
    at the end)."""
    info = feature_at(state, event.x, event.y, event.location)
    if info is None or info.kind != "field":
        return None
    field = state.features[info.id]
    for ref in sorted(field.cities):
        city = feature_of_segment(state, ref)
        if city is not None and any(f.player == seat for f in city.figures):
            text = _("{name} placed a farmer next to your city").format(
                name=state.players[event.player].name
            )
            return RecapLine(text, event.player, NEAR_YOU)
    return None
