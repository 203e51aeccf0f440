"""The coach: every turn of a game, the turn played beside the hard level's pick from the same
position, and the points the played turn gave away.

For each turn the position at its start is dealt again (``determinize``) by a seed made from
what every player could see there (the setup, the moves so far, the tiles drawn so far), so
the real order of the unseen tiles is never read and the review is the same for any order of
them. From that position the hard level's search (``hard.plan_turn``) picks the best turn;
then the played turn and the pick are both played against the same ``VALUE_DEALS`` deals,
with the same sampled opponent replies, and valued by the same evaluation (the player's
advantage over the best opponent, in points). ``loss`` is how far the played turn falls
short, rounded to whole points: 0 when it is the pick, never negative (a played turn that
values higher than the pick is reported as the best). A double turn (Traders & Builders: the
builder's second part) is reviewed part by part, each from the position where it began (the
second part's tile is the one the player drew), and the turn reports the costlier part.

The work is counted like the hard player's (deals, positions valued), never in seconds; a
whole game is shared among ``WORKERS`` processes (spawn, like ``worker``), with progress and
cancellation between turns. Imports only the engine.
"""

from __future__ import annotations

import hashlib
import json
import logging
import multiprocessing
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from itertools import islice
from typing import Any

from goldmines_desktop.engine import (
    Catalogue,
    FigurePlaced,
    GameState,
    Move,
    PlaceTile,
    Record,
    ReturnAbbot,
    acting_player,
    apply_decision,
    determinize,
)
from goldmines_desktop.engine.records import move_to_json, setup_json

from .evaluate import Context
from .hard import DEALS, plan_turn, playout
from .search import Line
from .turns import TurnBounds, TurnStart, TurnStarts, turns_of

__all__ = ["TurnBounds", "TurnStart", "TurnStarts", "turns_of"]  # a game's turns, for its callers
from .worker import _stop, _worker_started

log = logging.getLogger(__name__)

VALUE_DEALS = 8  # deals the played turn and the pick are both valued against
WORKERS = 2
COSTLY = 3  # turns the summary names
IN_FLIGHT = 2  # turns handed to each worker process at a time


class Cancelled(Exception):
    """The review was stopped before it finished."""


@dataclass(frozen=True, slots=True)
class Claim:
    """What a turn did with a figure: ``figure`` placed (``meeple`` or ``abbot``, None for
    none) on a feature of kind ``feature`` (road, city, monastery, garden, field), or the abbot
    taken back (``returned``)."""

    figure: str | None = None
    feature: str | None = None
    returned: bool = False


@dataclass(frozen=True, slots=True)
class TurnReview:
    """One turn: its number (1 for the first), whose it was, the moves played, the best turn
    found from the same position, the points given away, and what each did with a figure.

    In a double turn, ``played`` and ``best`` are those of the part reviewed, and ``lead``
    the moves played before it (the first part's, when the second part is the one
    reviewed)."""

    turn: int
    player: int
    played: tuple[Move, ...]
    best: tuple[Move, ...]
    loss: int
    played_claim: Claim
    best_claim: Claim
    lead: tuple[Move, ...] = ()

    @property
    def second_part(self) -> bool:
        """Whether the part reviewed is a double turn's second part."""
        return bool(self.lead)

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "turn": self.turn,
            "player": self.player,
            "played": [move_to_json(m) for m in self.played],
            "best": [move_to_json(m) for m in self.best],
            "loss": self.loss,
        }
        if self.lead:
            found["second_part"] = True
        return found


@dataclass(frozen=True, slots=True)
class Lesson:
    """What a costly turn teaches, as data for a sentence: the turn, the points, what the best
    and the played turn did with a figure, and where the best put the tile: ``here`` (the same
    place and rotation), ``turned`` (the same place, turned) or ``elsewhere``."""

    turn: int
    points: int
    best: Claim
    played: Claim
    place: str
    second_part: bool = False  # the lesson is about a double turn's second tile


@dataclass(frozen=True, slots=True)
class Review:
    """A whole game reviewed: one entry per finished turn, in order."""

    turns: tuple[TurnReview, ...]

    def to_json(self) -> dict[str, Any]:
        return {"turns": [t.to_json() for t in self.turns]}

    def costly(self, count: int = COSTLY) -> list[TurnReview]:
        """The turns that gave the most away (loss above 0), most first, earlier on ties."""
        lossy = [t for t in self.turns if t.loss > 0]
        return sorted(lossy, key=lambda t: (-t.loss, t.turn))[:count]

    def lessons(self, count: int = COSTLY) -> list[Lesson]:
        return [lesson_of(t) for t in self.costly(count)]


def public_seed(state: GameState) -> int:
    """A seed made only of what every player sees in ``state``: the setup, the moves so far
    and the tiles drawn so far (never the order of the unseen ones)."""
    seen = {
        "setup": setup_json(state.setup),
        "moves": [move_to_json(m) for m in state.moves],
        "drawn": list(state.draw_order[: state.deck_pos]),
        "tile": state.tile,
    }
    digest = hashlib.sha256(json.dumps(seen, sort_keys=True).encode("utf-8")).digest()
    return int.from_bytes(digest[:6], "big")


# --- one turn ------------------------------------------------------------------------------


def review_turn(start: TurnStart, deals: int = DEALS, value_deals: int = VALUE_DEALS) -> TurnReview:
    """The review of one turn (runs in a worker process, or here): of each part of a double
    turn, the costlier."""
    found: TurnReview | None = None
    for state, lead, played in turn_parts(start.state, start.played):
        part = review_part(start.turn, state, played, lead, deals, value_deals)
        if found is None or part.loss > found.loss:
            found = part
    assert found is not None
    return found


def turn_parts(
    state: GameState, played: Sequence[Move]
) -> list[tuple[GameState, tuple[Move, ...], tuple[Move, ...]]]:
    """The parts of a turn played from ``state``: where each begins, the moves played before
    it and its own moves (one part, or two in a double turn)."""
    node = state
    for index, move in enumerate(played):
        was_second = node.second_part
        node, _ = apply_decision(node, move)
        cut = index + 1
        if node.second_part and not was_second and cut < len(played):
            first, second = tuple(played[:cut]), tuple(played[cut:])
            return [(state, (), first), (node, first, second)]
    return [(state, (), tuple(played))]


def review_part(
    turn: int,
    state: GameState,
    played: tuple[Move, ...],
    lead: tuple[Move, ...] = (),
    deals: int = DEALS,
    value_deals: int = VALUE_DEALS,
) -> TurnReview:
    """The review of the part of turn ``turn`` that begins at ``state`` (after ``lead``)."""
    seed = public_seed(state)
    root = determinize(state, random.Random(seed))  # the real unseen order is gone
    me = acting_player(root)
    ctx = Context(root)
    best = plan_turn(root, random.Random(seed), deals, ctx=ctx).moves
    loss = 0
    if best != played:
        worlds = random.Random(seed ^ 0x5EED)
        gap = 0.0
        for _ in range(value_deals):
            deal = worlds.getrandbits(48)
            world = determinize(root, random.Random(deal))
            picked = playout(world, Line(best, root, ()), ctx, me, random.Random(deal))
            mine = playout(world, Line(played, root, ()), ctx, me, random.Random(deal))
            gap += picked - mine
        gap /= max(1, value_deals)
        if gap < 0:
            best = played
        loss = max(0, round(gap))
    claims = claim_of(root, played), claim_of(root, best)
    return TurnReview(turn, me, played, best, loss, *claims, lead)


def claim_of(state: GameState, moves: Sequence[Move]) -> Claim:
    """What ``moves`` (a turn from ``state``) do with a figure of the player to act."""
    me = acting_player(state)
    node = state
    for move in moves:
        if isinstance(move, ReturnAbbot):
            return Claim("abbot", None, returned=True)
        node, events = apply_decision(node, move)
        for event in events:
            if isinstance(event, FigurePlaced) and event.player == me:
                return Claim(event.figure, event.feature or None)
    return Claim()


def lesson_of(entry: TurnReview) -> Lesson:
    """The data of the sentence for a turn (worded by ``ui.hud.coach_words.lesson_words``)."""
    return Lesson(
        entry.turn,
        entry.loss,
        entry.best_claim,
        entry.played_claim,
        _place(entry),
        entry.second_part,
    )


def _place(entry: TurnReview) -> str:
    best = next((m for m in entry.best if isinstance(m, PlaceTile)), None)
    played = next((m for m in entry.played if isinstance(m, PlaceTile)), None)
    if best is None or played is None or best == played:
        return "here"
    return "turned" if (best.x, best.y) == (played.x, played.y) else "elsewhere"


# --- a whole game --------------------------------------------------------------------------

Progress = Callable[[float], None]
Stop = Callable[[], bool]


def review(
    game: Record | GameState | TurnStarts,
    catalogue: Catalogue | None = None,
    *,
    workers: int = WORKERS,
    deals: int = DEALS,
    value_deals: int = VALUE_DEALS,
    progress: Progress | None = None,
    cancel: Stop | None = None,
) -> Review:
    """Every finished turn of ``game`` reviewed (``workers`` processes; 0: in this one):
    a record (``catalogue`` needed) or a game's state, whose moves are replayed here, or the
    turns of a game already replayed (the replay viewer's ``TurnStarts``, handed down so the
    coach plays the record no second time). ``progress(done)`` is told 0..1 after each turn;
    ``cancel()`` true stops the review between turns with ``Cancelled``."""
    starts = game if isinstance(game, TurnStarts) else turns_of(game, catalogue)
    tell = progress or (lambda _done: None)
    stop = cancel or (lambda: False)
    tell(0.0)
    found: dict[int, TurnReview] = {}
    for index, entry in _reviewed(starts, workers, deals, value_deals, stop):
        found[index] = entry
        tell(len(found) / max(1, len(starts)))
    tell(1.0)
    return Review(tuple(found[i] for i in range(len(starts))))


def _reviewed(
    starts: TurnStarts, workers: int, deals: int, value_deals: int, stop: Stop
) -> Iterator[tuple[int, TurnReview]]:
    pool = _pool(workers) if len(starts) > 1 else None
    if pool is None:
        for index, start in enumerate(starts):
            if stop():
                raise Cancelled
            yield index, review_turn(start, deals, value_deals)
        return
    try:
        # the late turns first: they weigh the most places, and the quick early ones then
        # keep both workers busy to the end; a few turns in flight at a time, so a long
        # record's positions are never all held (or queued to the workers) at once
        order = iter(starts.late_first())
        pending: dict[Future[TurnReview], tuple[int, TurnStart]] = {}
        while True:
            for index in islice(order, IN_FLIGHT * workers - len(pending)):
                start = starts[index]
                pending[pool.submit(review_turn, start, deals, value_deals)] = (index, start)
            if not pending:
                return
            done, _ = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
            if stop():
                raise Cancelled
            for future in done:
                index, start = pending.pop(future)
                yield index, _result(future, start, deals, value_deals)
    finally:
        _stop(pool)


def _pool(workers: int) -> ProcessPoolExecutor | None:
    if workers <= 0:
        return None
    try:
        context = multiprocessing.get_context("spawn")
        return ProcessPoolExecutor(workers, mp_context=context, initializer=_worker_started)
    except (OSError, ValueError, RuntimeError) as err:
        log.warning("the coach reviews in this process: %s", err)
        return None


def _result(
    future: Future[TurnReview], start: TurnStart, deals: int, value_deals: int
) -> TurnReview:
    try:
        return future.result()
    except (BrokenProcessPool, OSError) as err:  # a worker died: this turn is done here
        log.warning("the coach's worker stopped: %s", err)
        return review_turn(start, deals, value_deals)


# --- the moves in a few English words (the command line's notation) ----------------------


def move_words(move: Move) -> str:
    """A move in a few English words, for the command line's text."""
    data = move_to_json(move)
    kind = str(data["type"])
    at = f"({data.get('x')}, {data.get('y')})"
    if kind == "place_tile":
        return f"tile at {at} turned {data['rotation']}"
    if kind == "place_meeple":
        return f"{data['figure']} on {data['location']}"
    if kind == "skip":
        return "no figure"
    if kind == "return_abbot":
        return f"abbot back from {at}"
    if kind == "score_feature":
        return f"score {data['location']} at {at} first"
    return {"place_gold": "gold at ", "take_gold": "take gold at "}.get(kind, kind + " ") + at


def moves_words(moves: Sequence[Move]) -> str:
    """A turn's moves in a few English words each."""
    return ", ".join(move_words(m) for m in moves)
