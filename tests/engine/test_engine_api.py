"""The engine's API for searches and for the UI: the unseen pile, determinizing, position keys,
finishing a turn, the feature at a spot, who placed a tile, and what events carry."""

from __future__ import annotations

import pickle
import random
from collections import Counter
from typing import Any

import pytest

from goldmines_desktop.engine import (
    GOLD_CHART,
    MAX_PLAYERS,
    MIN_PLAYERS,
    POINTS,
    Event,
    FeatureScored,
    FigurePlaced,
    FigureReturned,
    FinalScoringStarted,
    GameOver,
    GameState,
    GoldPlaced,
    IllegalMoveError,
    PlaceTile,
    Reason,
    Refusal,
    Skip,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TurnEnded,
    apply,
    apply_decision,
    determinize,
    feature_at,
    gold_points,
    legal_moves,
    new_game,
    placed_by,
    position_key,
    remaining_tiles,
    turn_completions,
    why_illegal,
)
from goldmines_desktop.engine.stepping import step_in_place
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup


def played(
    seed: int, players: int = 3, sharing: str = "edition3"
) -> list[tuple[GameState, list[Event]]]:
    """(state, events that led to it) for every state of a seeded random game."""
    state = new_game(random_setup(players, True, True, sharing), load_catalogue(), seed=seed)
    rng = random.Random(seed)
    steps: list[tuple[GameState, list[Event]]] = [(state, [])]
    while not state.finished:
        state, events = apply(state, rng.choice(legal_moves(state)))
        steps.append((state, events))
    return steps


def test_remaining_tiles_is_the_unseen_pile_without_the_tile_in_hand() -> None:
    state = new_game(random_setup(2), load_catalogue(), seed=5)
    unseen = remaining_tiles(state)
    assert sum(unseen.values()) == state.tiles_left
    box = Counter(load_catalogue().box(True))
    assert unseen + Counter([state.tile]) + Counter(state.discarded) == box
    assert list(unseen) == sorted(unseen)  # a multiset: nothing about the order shows


def test_determinize_reshuffles_only_the_unseen_pile() -> None:
    state = played(7)[30][0]
    seen = state.draw_order[: state.deck_pos]
    orders = set()
    for seed in range(5):
        other = determinize(state, random.Random(seed))
        assert other.draw_order[: state.deck_pos] == seen
        assert remaining_tiles(other) == remaining_tiles(state)
        assert other.snapshot() == state.snapshot()
        assert position_key(other) == position_key(state)
        orders.add(other.draw_order)
    assert len(orders) > 1
    assert state.draw_order[: state.deck_pos] == seen


def test_a_deal_does_not_depend_on_the_hidden_order() -> None:
    """The same random draws deal the same future whatever order the unseen pile lies in."""
    state = played(7)[30][0]
    hidden = state.copy()
    seen, unseen = state.draw_order[: state.deck_pos], state.draw_order[state.deck_pos :]
    hidden._edit_pile().draw_order = (*seen, *reversed(unseen))
    for seed in range(3):
        dealt = determinize(state, random.Random(seed)).draw_order
        assert determinize(hidden, random.Random(seed)).draw_order == dealt


def test_turn_completions_can_be_narrowed_and_stopped() -> None:
    """A search gives the moves to try at each node, and where to hand the line back."""
    state = played(3)[1][0]
    first = list(turn_completions(state, lambda node: legal_moves(node)[:1]))
    assert len(first) == 1 and first[0].moves[0] == legal_moves(state)[0]
    stopped = list(turn_completions(state, stop=lambda node: node.phase is not state.phase))
    assert [c.moves for c in stopped] == [(m,) for m in legal_moves(state)]
    assert all(c.state.phase is not state.phase or c.state.turn != state.turn for c in stopped)


def test_position_key_is_hashable_and_follows_the_position() -> None:
    steps = played(11)
    keys = [position_key(state) for state, _ in steps]
    assert len({hash(k) for k in keys}) == len(keys)  # every move changes the position
    state = steps[20][0]
    assert position_key(state.copy()) == position_key(state)


@pytest.mark.parametrize("sharing", ["edition3", "round_robin"])
def test_turn_completions_finish_the_turn_every_way(sharing: str) -> None:
    for state, _ in played(3, sharing=sharing)[1:60:6]:
        completions = list(turn_completions(state))
        assert {c.moves[0] for c in completions} == set(legal_moves(state))
        assert len({c.moves for c in completions}) == len(completions)
        for moves, after in completions[:: max(1, len(completions) // 5)]:
            replayed = state
            for move in moves:  # decisions: the turn is ended after the last of them
                assert replayed.turn == state.turn
                replayed, _ = apply_decision(replayed, move)
            assert replayed.turn == state.turn + 1 or replayed.finished
            assert position_key(replayed) == position_key(after)


def test_events_say_who_where_and_what_kind() -> None:
    steps = played(21)
    start = steps[0][0]
    assert placed_by(start, (0, 0)) is None
    draws = 0
    previous = start
    for state, events in steps[1:]:
        for index, event in enumerate(events):
            match event:
                case TilePlaced(player=player, x=x, y=y):
                    assert placed_by(state, (x, y)) == player == previous.active
                case GoldPlaced(player=player):
                    assert player == previous.active
                case FigurePlaced(player=p, x=x, y=y, location=location, feature=kind):
                    info = feature_at(state, x, y, location)
                    assert info is not None and info.kind == kind
                    if not info.complete:  # else it scored and came back at once
                        assert p in info.owners and any(f.player == p for f in info.figures)
                case FigureReturned(feature=kind):
                    assert kind in ("road", "city", "monastery", "garden", "field")
                case FeatureScored(completed=True) as scored:
                    info = feature_at(state, scored.x, scored.y, scored.location)
                    assert info is not None and info.complete and info.kind == scored.kind
                    assert info.points == scored.points and info.tiles == scored.tiles
                case TileDrawn():
                    draws += 1
                case TileDiscarded(code=code):
                    assert events[index - 1] == TileDrawn(event.player, code)
        previous = state
    final = steps[-1][0]
    assert draws == final.deck_pos - start.deck_pos


def test_scored_events_carry_what_the_points_were_counted_from() -> None:
    """A field names the completed cities it feeds, a monastery or garden the tiles around it:
    the points follow from them by the engine's table (``POINTS``), nobody divides back."""
    seen: Counter[str] = Counter()
    for seed in (4, 21, 33):
        for state, events in played(seed):
            for event in events:
                if not isinstance(event, FeatureScored):
                    continue
                seen[event.kind] += 1
                if event.kind == "field":
                    cities = [state.features[c] for c in event.cities]
                    assert all(c.kind == "city" and c.open_edges == 0 for c in cities)
                    assert list(event.cities) == sorted(set(event.cities))
                    assert event.points == POINTS.field_city * len(event.cities)
                    assert not event.neighbours
                elif event.kind in ("monastery", "garden"):
                    (x, y), around = event.tiles[0], event.neighbours
                    assert all(p in state.board and p != (x, y) for p in around)
                    assert all(abs(p[0] - x) <= 1 and abs(p[1] - y) <= 1 for p in around)
                    assert event.points == POINTS.cloister_tile * (1 + len(around))
                    assert not event.cities
                    assert event.completed == (len(around) == 8)
                else:
                    if event.kind == "road":
                        assert event.points == POINTS.road_tile * len(event.tiles)
                    assert not event.cities and not event.neighbours
    assert seen["field"] and seen["monastery"] and seen["city"]


def test_a_refusal_names_its_rule_and_keeps_the_records_words() -> None:
    """``why_illegal`` gives the rule broken with its words; the engine's message (what
    IllegalMoveError and ``goldmines replay`` print) is the record format's, word for word."""
    state = new_game(random_setup(2), load_catalogue(), seed=5)
    refusals = [
        why_illegal(state, PlaceTile(x, y, r))
        for x in (-1, 0, 1)
        for y in (-1, 0, 1)
        for r in (0, 90, 180, 270)
    ]
    misfit = next(r for r in refusals if r is not None and r.reason is Reason.NO_FIT)
    head, words = misfit.message.split(" does not fit: ")
    assert (
        head.startswith("place_tile at (")
        and words == misfit.words
        and str(misfit) == misfit.message
    )
    assert "edge is" in words and "neighbour has" in words
    taken = why_illegal(state, PlaceTile(0, 0, 0))
    assert taken == Refusal(
        Reason.OCCUPIED, "place_tile at (0, 0): a tile is already there", "a tile is already there"
    )
    phase = why_illegal(state, Skip())
    assert phase is not None and phase.reason is Reason.WRONG_PHASE
    assert phase.message == "you can't place a figure or skip now: it is time to place a tile"
    with pytest.raises(IllegalMoveError) as err:
        apply(state, PlaceTile(0, 0, 0))
    assert str(err.value) == taken.message


def test_final_scoring_starts_once_after_the_last_turn() -> None:
    events = [e for _, step in played(4) for e in step]
    starts = [i for i, e in enumerate(events) if isinstance(e, FinalScoringStarted)]
    assert len(starts) == 1
    (start,) = starts
    assert isinstance(events[start - 1], TileDrawn | TurnEnded | TileDiscarded)
    assert not any(isinstance(e, TurnEnded) for e in events[start:])
    assert isinstance(events[-1], GameOver)
    assert all(not e.completed for e in events[start:] if isinstance(e, FeatureScored))


def test_feature_at_an_empty_spot_or_unknown_location_is_none() -> None:
    state = new_game(random_setup(2), load_catalogue(), seed=1)
    assert feature_at(state, 5, 5, "N") is None
    assert feature_at(state, 0, 0, "nowhere") is None
    city = feature_at(state, 0, 0, "N")
    assert city is not None and city.kind == "city" and not city.complete
    assert city.owners == () and city.points == 1  # unfinished: 1 per tile


def test_gold_chart_is_data_and_gold_points_reads_it() -> None:
    assert GOLD_CHART[0][0] == 1 and GOLD_CHART[-1][1] is None
    for low, high, each in GOLD_CHART:
        for held in range(low, (high or low + 5) + 1):
            assert gold_points(held) == held * each
    assert gold_points(0) == 0
    assert (gold_points(7), gold_points(9), gold_points(10), gold_points(6)) == (21, 27, 40, 12)


def test_names_defined_once() -> None:
    assert (MIN_PLAYERS, MAX_PLAYERS) == (2, 6)


def test_a_state_is_read_only_outside_the_engine() -> None:
    """ "apply never changes its input" is enforced: a state refuses attribute writes, its
    mappings are read-only views and its sequences tuples."""
    state = played(9)[40][0]
    for name in ("phase", "active", "turn", "pending", "legal_cache", "setup", "draw_order"):
        with pytest.raises(AttributeError):
            setattr(state, name, getattr(state, name))
    mappings: tuple[Any, ...] = (
        state.board,
        state.frontier,
        state.seg_feature,
        state.features,
        state.ingots,
    )
    for mapping in mappings:
        key = next(iter(mapping), (0, 0))
        with pytest.raises(TypeError):
            mapping[key] = mapping.get(key)
    with pytest.raises(TypeError):
        state.scores[0]["road"] = 99  # type: ignore[index]
    assert all(type(s) is tuple for s in (state.held, state.meeples, state.abbots, state.moves))


def test_views_show_their_own_state() -> None:
    """A view read before a move keeps showing the state it came from; the state stepped in
    place shows its new tiles."""
    state = played(9)[40][0]
    board, ingots, features = state.board, dict(state.ingots), dict(state.features)
    placed = len(board)
    rng = random.Random(3)
    stepped = state.copy()
    while stepped.turn < state.turn + 3:
        move = rng.choice(legal_moves(stepped))
        after, _ = apply(stepped, move)
        step_in_place(stepped, move)
        assert stepped.snapshot() == after.snapshot()
    assert len(state.board) == len(board) == placed and dict(state.ingots) == ingots
    assert dict(state.features) == features
    assert len(stepped.board) > placed and set(stepped.board) == set(stepped.order)


def test_a_state_survives_pickling_and_plays_on() -> None:
    """The computer thinks in another process: states cross as pickles."""
    state = played(9)[40][0]
    again = pickle.loads(pickle.dumps(state))
    assert again.snapshot() == state.snapshot()
    assert position_key(again) == position_key(state)
    assert legal_moves(again) == legal_moves(state)
    before = state.snapshot()
    while not again.finished:
        again, _ = apply(again, legal_moves(again)[0])
    assert state.snapshot() == before
