"""The engine's answers for the table's help: the spots no tile left can ever fill, and the
gold lying where a feature claims it."""

from __future__ import annotations

import random

import pytest
from ui_helpers import game

from goldmines_desktop.engine import (
    GameState,
    apply_decision,
    dead_spots,
    feature_at,
    gold_on,
    legal_moves,
    remaining_tiles,
)
from goldmines_desktop.engine.board import misfit, rotated


def _played(seed: int, moves: int) -> GameState:
    state = game(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.finished:
            break
        state, _ = apply_decision(state, rng.choice(legal_moves(state)))
    return state


def _fills(state: GameState, pos: tuple[int, int]) -> bool:
    """Whether some tile left (the unseen pile or the hand) fits ``pos`` in some rotation,
    asked of each rotated tile edge by edge."""
    codes = set(remaining_tiles(state)) | ({state.tile} if state.tile else set())
    need = state.frontier[pos]
    return any(
        misfit(rotated(state.catalogue[code], turn), need) is None
        for code in codes
        for turn in (0, 90, 180, 270)
    )


@pytest.mark.parametrize("seed", range(6))
def test_a_dead_spot_is_one_no_tile_left_fits(seed: int) -> None:
    for moves in (20, 90, 160):
        state = _played(seed, moves)
        dead = dead_spots(state)
        assert dead <= set(state.frontier)
        for pos in state.frontier:
            assert (pos in dead) == (not _fills(state, pos)), (moves, pos)


def test_a_spot_dies_when_the_last_tile_that_fits_it_is_gone() -> None:
    state = _played(4, 40)
    assert state.tile is not None
    hand = state.catalogue[state.tile]
    pos = next(
        p
        for p, need in sorted(state.frontier.items())
        if sum(n is not None for n in need) >= 2
        and p not in dead_spots(state)
        and not any(misfit(rotated(hand, t), need) is None for t in (0, 90, 180, 270))
    )
    need = state.frontier[pos]
    unseen = list(state.draw_order[state.deck_pos :])
    fitting = {
        code
        for code in unseen
        if any(misfit(rotated(state.catalogue[code], t), need) is None for t in (0, 90, 180, 270))
    }
    assert fitting
    # the same game with every tile that fits there swapped for the tile in hand
    stripped = state.copy()
    kept = [state.tile if code in fitting else code for code in unseen]
    stripped._edit_pile().draw_order = (*state.draw_order[: state.deck_pos], *kept)
    assert pos not in dead_spots(state)
    assert pos in dead_spots(stripped)


@pytest.mark.parametrize("seed", range(4))
def test_the_gold_on_a_feature_is_what_its_owners_would_take(seed: int) -> None:
    state = _played(seed, 120)
    seen_gold = False
    for (x, y), tile in state.board.items():
        for segment in tile.segments:
            info = feature_at(state, x, y, segment.name)
            assert info is not None
            feature = state.features[info.id]
            assert info.gold == gold_on(state, feature)
            if info.kind == "field":
                assert info.gold == 0  # gold is never for farmers
            elif info.kind in ("road", "city"):
                assert info.gold == sum(state.ingots.get(p, 0) for p in info.tiles)
            else:  # a monastery or garden: its tile and the eight round it
                around = [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
                assert info.gold == sum(state.ingots.get(p, 0) for p in around)
            seen_gold = seen_gold or info.gold > 0
    assert seen_gold or not state.ingots
