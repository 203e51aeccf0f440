"""A game state is sealed: nothing reachable from its public attributes can be changed.

From states reached by seeded random moves (figures, ingots, every phase's pending data), every
object reachable from a state's public attributes is walked: mappings, their keys and values,
the elements of tuples and sets, the fields of dataclasses (placed tiles, features, figures,
the setup, the catalogue, the moves). Each must be of an immutable kind, and every way to
change it is tried and must raise (calling a base class's method or ``__init__`` on a built
value is the engine's own way past the face, as for any frozen dataclass). Two states that
share parts (``copy()``, and ``apply``'s old and new state) must stay apart whichever of them
moves on.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator, Mapping
from dataclasses import fields, is_dataclass
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldmines_desktop.engine import (
    GameState,
    apply,
    apply_decision,
    legal_moves,
    new_game,
    parse_record,
)
from goldmines_desktop.engine.stepping import step_in_place
from goldmines_desktop.engine.values import FixedSet, GoldPending, ScorePending, TakePending
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup

CATALOGUE = load_catalogue()
RECORDS = Path(__file__).resolve().parents[1] / "records"
ATOMS = (int, float, str, bytes, type(None), Enum, type)  # values, enum members, classes
WRITERS = (
    "edit_pile",
    "edit_board",
    "edit_supplies",
    "edit_scores",
    "edit_log",
    "edit_feature",
    "enter_phase",
    "set_pending",
    "pass_turn",
    "keep_legal",
    "pile",
    "board_part",
    "supplies",
)
SET_CHANGES = (
    "add",
    "discard",
    "remove",
    "pop",
    "clear",
    "update",
    "difference_update",
    "intersection_update",
    "symmetric_difference_update",
)


def played(seed: int, moves: int, sharing: str = "round_robin") -> GameState:
    """The state after ``moves`` seeded random moves (or the game's end), with every option."""
    setup = random_setup(2 + seed % 3, True, True, sharing)
    state = new_game(setup, CATALOGUE, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.finished:
            break
        state, _ = apply(state, rng.choice(legal_moves(state)))
    return state


def public_names(state: GameState) -> list[str]:
    """The state's public attributes that are values, not methods."""
    return [
        name
        for name in dir(state)
        if not name.startswith("_") and not callable(getattr(state, name))
    ]


def reachable(state: GameState) -> Iterator[object]:
    """Every object reachable from the state's public attributes, each once (atoms left out)."""
    seen: set[int] = set()
    stack: list[Any] = [getattr(state, name) for name in public_names(state)]
    while stack:
        value = stack.pop()
        if isinstance(value, ATOMS) or id(value) in seen:
            continue
        seen.add(id(value))
        yield value
        if isinstance(value, Mapping):
            stack.extend(value.keys())
            stack.extend(value.values())
        elif isinstance(value, tuple | frozenset | set | list):
            stack.extend(value)
        elif is_dataclass(value):
            stack.extend(getattr(value, f.name) for f in fields(value))


def picture(value: Any) -> Any:
    """A plain, comparable copy of everything a value holds (features compare by identity)."""
    if isinstance(value, GameState):
        return {name: picture(getattr(value, name)) for name in public_names(value)}
    if isinstance(value, Mapping):
        return {picture(k): picture(v) for k, v in value.items()}
    if isinstance(value, frozenset | set):
        return frozenset(picture(v) for v in value)
    if isinstance(value, tuple | list):
        return tuple(picture(v) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, *(picture(getattr(value, f.name)) for f in fields(value)))
    return value


def refused(change: Any) -> bool:
    try:
        change()
    except (AttributeError, TypeError):
        return True
    return False


def changes_allowed(value: object) -> list[str]:
    """Every way found to change ``value`` in place (empty: sealed)."""
    allowed = []
    if isinstance(value, MappingProxyType):
        key = next(iter(value), None)
        if not refused(lambda: value.__setitem__(key, 0)):  # type: ignore[index]
            allowed.append("item set")
        if key is not None and not refused(lambda: value.__delitem__(key)):  # type: ignore[attr-defined]
            allowed.append("item deleted")
    elif isinstance(value, FixedSet):
        element = next(iter(value), (0, 0, 0))
        for name in SET_CHANGES:
            argument = () if name in ("pop", "clear") else (element,)
            if name.endswith("update"):
                argument = ({element},)
            if not refused(lambda n=name, a=argument: getattr(value, n)(*a)):
                allowed.append(name)

        def grow() -> None:
            target: Any = value
            target |= {element}

        if not refused(grow):
            allowed.append("|=")
    elif isinstance(value, tuple | frozenset):
        pass  # immutable by kind
    elif is_dataclass(value) and type(value).__dataclass_params__.frozen:  # type: ignore[attr-defined]
        for f in fields(value):
            if not refused(lambda f=f: setattr(value, f.name, getattr(value, f.name))):
                allowed.append(f"{f.name} set")
            if not refused(lambda f=f: delattr(value, f.name)):
                allowed.append(f"{f.name} deleted")
    else:
        allowed.append(f"a changeable kind of value, {type(value).__name__}")
    return allowed


def check_sealed(state: GameState) -> None:
    for name in public_names(state):
        assert refused(lambda n=name: setattr(state, n, None)), f"state.{name} was set"
        assert refused(lambda n=name: delattr(state, n)), f"state.{name} was deleted"
    found = {}
    for value in reachable(state):
        allowed = changes_allowed(value)
        if allowed:
            found[f"{type(value).__name__} {value!r:.60}"] = allowed
    assert not found, found


STATES = [played(7, 0), played(11, 9), played(3, 40, "edition3"), played(5, 10_000)]


@pytest.mark.parametrize("state", STATES, ids=["start", "early", "middle", "over"])
def test_nothing_reachable_from_a_state_can_be_changed(state: GameState) -> None:
    before = picture(state)
    check_sealed(state)
    assert picture(state) == before


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 160))
def test_no_seeded_position_can_be_changed(seed: int, moves: int) -> None:
    check_sealed(played(seed, moves))


def with_each_pending() -> dict[type, GameState]:
    """For each phase's pending data, the first state that holds it: in seeded games, and in
    a scenario record where the scoring order is the player's choice (random games rarely)."""
    found: dict[type, GameState] = {}
    text = (RECORDS / "score_order_monastery_first.json").read_text(encoding="utf-8")
    record = parse_record(json.loads(text))
    state = new_game(record.setup, CATALOGUE, record.seed, record.draw_order)
    for move in record.moves:
        state, _ = apply_decision(state, move)
        if state.pending is not None:
            found.setdefault(type(state.pending), state)
    for seed in range(12):
        state = new_game(random_setup(3, True, True, "round_robin"), CATALOGUE, seed=seed)
        rng = random.Random(seed)
        while not state.finished and len(found) < 3:
            state, _ = apply(state, rng.choice(legal_moves(state)))
            if state.pending is not None:
                found.setdefault(type(state.pending), state)
    return found


def test_the_walk_reaches_every_kind_of_part() -> None:
    """The states above hold what the walk must reach: tiles, features with figures, every
    phase's pending data, read-only sets and mappings (else the sealing test proves little)."""
    kinds = {type(value).__name__ for state in STATES for value in reachable(state)}
    assert {"Rotated", "Segment", "TileDef", "Feature", "Figure", "FixedSet"} <= kinds
    assert {"mappingproxy", "Setup", "Options", "PlayerSetup", "Catalogue", "PlaceTile"} <= kinds
    pending = with_each_pending()
    assert set(pending) == {GoldPending, ScorePending, TakePending}
    for state in pending.values():
        check_sealed(state)


def test_the_checks_see_a_change() -> None:
    """The checks would catch a changeable value and a live part."""
    assert changes_allowed([1]) and changes_allowed({1: 2}) and changes_allowed({1})
    assert changes_allowed(MappingProxyType({1: 2})) == []
    assert changes_allowed(FixedSet({(1, 2, 3)})) == []


def test_the_writers_and_the_parts_are_not_on_the_state() -> None:
    state = STATES[1]
    public = {name for name in dir(state) if not name.startswith("_")}
    assert public.isdisjoint(WRITERS)
    assert not [n for n in public if n.startswith(("edit", "set_", "enter_", "pass_", "keep_"))]


def test_what_the_methods_return_never_reaches_back() -> None:
    state = STATES[2]
    before = picture(state)
    snapshot = state.snapshot()
    saved = copy.deepcopy(snapshot)
    for value in snapshot.values():
        if isinstance(value, list | dict):
            value.clear()
    snapshot.clear()
    assert state.snapshot() == saved
    assert isinstance(state.figures(), tuple) and isinstance(state.totals(), tuple)
    assert picture(state) == before


def step_randomly(state: GameState, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if state.finished:
            return
        step_in_place(state, rng.choice(legal_moves(state)))


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 120), ahead=st.integers(1, 40))
def test_a_copy_and_its_original_stay_apart(seed: int, moves: int, ahead: int) -> None:
    state = played(seed, moves)
    twin = state.copy()
    before = picture(state)
    step_randomly(twin, random.Random(seed + 1), ahead)
    assert picture(state) == before, "moves on the copy changed the original"
    after = picture(twin)
    step_randomly(state, random.Random(seed + 2), ahead)
    assert picture(twin) == after, "moves on the original changed the copy"


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 120), ahead=st.integers(1, 40))
def test_applys_old_and_new_state_stay_apart(seed: int, moves: int, ahead: int) -> None:
    old = played(seed, moves)
    if old.finished:
        return
    new, _ = apply(old, random.Random(seed).choice(legal_moves(old)))
    old_picture = picture(old)
    step_randomly(new, random.Random(seed + 1), ahead)
    assert picture(old) == old_picture, "moves on the new state changed the old one"
    new_picture = picture(new)
    step_randomly(old, random.Random(seed + 2), ahead)
    assert picture(new) == new_picture, "moves on the old state changed the new one"
