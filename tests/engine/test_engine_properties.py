"""Properties of the engine on seeded random games: ``apply`` never changes its input (nor does
anything done later to the state it returned), and ``apply`` accepts exactly the moves that
``legal_moves`` offers, checked against a superset of candidate moves (in the style of the
"perft" tests of chess engines)."""

from __future__ import annotations

import ast
import itertools
import random
from pathlib import Path
from typing import Any

import pytest

from goldmines_desktop.engine import (
    EndTurn,
    GameState,
    IllegalMoveError,
    Move,
    PlaceFigure,
    PlaceGold,
    PlaceTile,
    Reason,
    ReturnAbbot,
    ScoreFeature,
    Skip,
    TakeGold,
    apply,
    is_legal,
    legal_moves,
    new_game,
    random_legal_move,
    why_illegal,
)
from goldmines_desktop.engine.stepping import step_in_place
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.simulate import random_setup

COMBOS = list(itertools.product((True, False), (True, False), ("edition3", "round_robin")))


def deep(state: GameState) -> dict[str, Any]:
    """Everything in a state as plain values, features and the frontier included."""
    board = state._board  # the parts themselves: engine-internal
    return {
        "snapshot": state.snapshot(),
        "moves": state.moves,
        "order": state.order,
        "placed_by": dict(board.placed_by),
        "frontier": dict(state.frontier),
        "groups": {c: tuple(ps) for c, ps in board.open_by_constraint.items()},
        "seg_feature": dict(state.seg_feature),
        "features": {
            fid: (
                f.kind,
                frozenset(f.segments),
                frozenset(f.tiles),
                f.open_edges,
                f.pennants,
                f.figures,
                frozenset(f.cities),
            )
            for fid, f in state.features.items()
        },
        "turn": (state.active, state.phase, state.turn, state.pending, board.last),
        "pile": (state.draw_order, state.deck_pos, state.tile, state.discarded),
    }


def setup_for(seed: int) -> tuple[Any, ...]:
    goldmines, abbot, sharing = COMBOS[seed % len(COMBOS)]
    return random_setup(2 + seed % 5, goldmines, abbot, sharing), seed


def game_states(seed: int) -> list[GameState]:
    """Every state of one seeded random game, played with ``apply``."""
    setup, _ = setup_for(seed)
    state = new_game(setup, load_catalogue(), seed=seed)
    rng = random.Random(seed)
    states = [state]
    while not state.finished:
        state, _ = apply(state, rng.choice(legal_moves(state)))
        states.append(state)
    return states


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(16))
def test_apply_never_changes_its_input_or_earlier_states(seed: int) -> None:
    setup, _ = setup_for(seed)
    state = new_game(setup, load_catalogue(), seed=seed)
    rng = random.Random(seed)
    seen: list[tuple[GameState, dict[str, Any]]] = []
    while not state.finished:
        before = deep(state)
        seen.append((state, before))
        new, _ = apply(state, rng.choice(legal_moves(state)))
        assert deep(state) == before, "apply changed its input"
        state = new
    # Stepping a copy in place must not reach back into the states it was copied from.
    playout = state
    for earlier, _ in seen[:: max(1, len(seen) // 12)]:
        playout = earlier.copy()
        while not playout.finished:
            step_in_place(playout, random_legal_move(playout, rng))
    assert playout.finished
    for earlier, snapshot in seen:
        assert deep(earlier) == snapshot


@pytest.mark.parametrize("seed", range(16, 24))
def test_an_illegal_move_changes_nothing(seed: int) -> None:
    for state in game_states(seed)[::7]:
        before = deep(state)
        for bad in (PlaceTile(999, 999, 0), Skip(), TakeGold(999, 0), PlaceFigure("abbot", "N")):
            if bad in legal_moves(state):
                continue
            with pytest.raises(IllegalMoveError):
                apply(state, bad)
            mine = state.copy()
            with pytest.raises(IllegalMoveError):
                step_in_place(mine, bad)
            assert deep(mine) == before
        assert deep(state) == before


def candidates(state: GameState) -> set[Move]:
    """A superset of the legal moves of every kind, near and far from the board."""
    board = state.board
    spots = set(board) | set(state.frontier)
    for x, y in list(spots):
        spots.update(((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))
    moves: set[Move] = {Skip(), EndTurn()}
    for x, y in spots:
        moves.update(PlaceTile(x, y, r) for r in (0, 90, 180, 270))
        moves.update((PlaceGold(x, y), ReturnAbbot(x, y), TakeGold(x, y)))
    moves.add(PlaceTile(1, 0, 45))
    for (x, y), tile in board.items():
        for name in tile.names:
            moves.add(ScoreFeature(x, y, name))
    if state.last is not None:
        for name in (*board[state.last].names, "nowhere"):
            moves.update(PlaceFigure(figure, name) for figure in ("meeple", "abbot"))
    return moves


def canonical(state: GameState, move: Move) -> object:
    """The decision a move names: a record may name a segment by any of its edges and a
    feature to score by any of its segments (RECORD format), the legal list by one."""
    if isinstance(move, PlaceFigure) and state.last is not None:
        tile = state.board[state.last]
        index = tile.segment_index(move.location)
        if index is not None:
            return PlaceFigure(move.figure, tile.segments[index].name)
    if isinstance(move, ScoreFeature) and (move.x, move.y) in state.board:
        index = state.board[(move.x, move.y)].segment_index(move.location)
        if index is not None:
            return ("score", state.seg_feature[(move.x, move.y, index)])
    return move


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(24, 44))
def test_apply_accepts_exactly_the_legal_moves(seed: int) -> None:
    checked = 0
    reasons: set[Reason] = set()
    for state in game_states(seed)[::5]:
        legal = legal_moves(state)
        assert len(set(legal)) == len(legal), "a legal move is listed twice"
        pool = candidates(state)
        assert set(legal) <= pool, "the candidate superset misses a legal move"
        named = {canonical(state, m) for m in legal}
        assert len(named) == len(legal), "two legal moves name the same decision"
        for move in pool:
            expected = canonical(state, move) in named
            assert is_legal(state, move) is expected, (move, state.phase)
            assert (why_illegal(state, move) is None) is expected
            refusal = why_illegal(state, move)
            try:
                apply(state, move)
            except IllegalMoveError as err:
                assert not expected, f"{move} is listed as legal but refused: {err}"
                assert str(err) and "\n" not in str(err)
                # the error's words are the refusal's message, which holds the player's words
                assert refusal is not None and str(err) == refusal.message
                assert refusal.message.endswith(refusal.words) and refusal.words
                reasons.add(refusal.reason)
            else:
                assert expected, f"{move} is not listed as legal but was accepted"
            checked += 1
    assert checked > 100
    assert {Reason.NO_FIT, Reason.WRONG_PHASE} <= reasons


@pytest.mark.parametrize("seed", range(8))
def test_random_legal_move_is_always_legal_and_covers_the_placements(seed: int) -> None:
    setup, _ = setup_for(seed)
    state = new_game(setup, load_catalogue(), seed=seed)
    rng = random.Random(seed)
    while not state.finished:
        if state.phase.value == "place_tile":
            legal = set(legal_moves(state))
            drawn = {random_legal_move(state, rng) for _ in range(8 * len(legal))}
            assert drawn <= legal
            assert len(drawn) > len(legal) // 2  # uniform enough to reach most placements
        move = random_legal_move(state, rng)
        assert move in legal_moves(state)
        step_in_place(state, move)


# --- the engine touches no files -----------------------------------------------------------

ENGINE = Path(__file__).resolve().parents[2] / "goldmines_desktop" / "engine"
FILE_MODULES = {"os", "io", "pathlib", "tempfile", "shutil", "glob", "fileinput", "mmap"}
FILE_CALLS = {"open", "load", "dump"}  # open(), json.load(file), json.dump(data, file)


def file_access(source: str) -> list[str]:
    """What in the source could read or write a file: imports of file modules, and calls of
    ``open``, ``json.load`` or ``json.dump`` (``loads``/``dumps`` work on strings)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.split(".")[0] in FILE_MODULES]
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module.split(".")[0] in FILE_MODULES:
                found.append(node.module)
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in FILE_CALLS:
                found.append(f"{name}() at line {node.lineno}")
    return found


def test_the_engine_touches_no_files() -> None:
    modules = sorted(ENGINE.glob("*.py"))
    assert len(modules) >= 10
    for module in modules:
        assert file_access(module.read_text(encoding="utf-8")) == [], module.name


def test_the_file_check_can_fail() -> None:
    assert file_access("import os\n") == ["os"]
    assert file_access("from pathlib import Path\n") == ["pathlib"]
    assert file_access("with open('x') as f:\n    json.load(f)\n") == [
        "open() at line 1",
        "load() at line 2",
    ]
    assert file_access("json.loads(text)\njson.dumps(data)\n") == []
