"""The final scoring's steps: one list, built from the engine's events, for the board and the
results, in the order players count at the table, adding up to the final totals."""

from __future__ import annotations

import pytest
from ui_helpers import finished_game

from goldmines_desktop.engine import FeatureScored, gold_points
from goldmines_desktop.ui.board.board_finale import BoardFinale
from goldmines_desktop.ui.hud.chart import seats_of
from goldmines_desktop.ui.hud.final_scoring import FinalScoring, add_gains, line
from goldmines_desktop.ui.hud.scoring_steps import (
    KIND_ORDER,
    points_each,
    scoring_steps,
    step_sound,
)

ORDER = [*KIND_ORDER, "returned", "gold"]


@pytest.mark.parametrize(("players", "seed"), [(2, 12), (3, 7), (4, 3)])
def test_the_board_and_the_results_show_the_same_steps(players: int, seed: int) -> None:
    state, events = finished_game(players, seed)
    steps = scoring_steps(state, events)
    assert [s.kind for s in steps] == sorted((s.kind for s in steps), key=ORDER.index)
    assert [s.phase for s in steps] == sorted(s.phase for s in steps)
    results = FinalScoring(state, events, seats_of(state))
    assert results.steps == steps
    assert BoardFinale(state, events).steps == [s for s in steps if s.kind != "gold" or s.held]
    assert add_gains(results.start_totals, steps) == list(state.totals())
    gold = [s for s in steps if s.kind == "gold"]
    assert [s.player for s in gold] == list(range(players))  # everyone, with gold or not
    assert [s.held for s in gold] == list(state.held)


def test_a_step_says_what_its_points_were_counted_from() -> None:
    state, events = finished_game(3, 7)
    names = [p.name for p in state.players]
    final = [e for e in events if isinstance(e, FeatureScored) and not e.completed]
    steps = scoring_steps(state, events)
    assert len([s for s in steps if s.kind in KIND_ORDER]) == len(final)
    for step in steps:
        if step.kind == "field":
            assert step.points == 3 * len(step.cities)
            if step.cities:
                assert f"{len(step.cities)} completed cit" in line(step, names)
        elif step.kind in ("monastery", "garden"):
            assert step.points == 1 + len(step.neighbours)
            assert f"{len(step.neighbours)} tile" in line(step, names)
        elif step.kind == "gold":
            assert names[step.player or 0] in line(step, names)
        elif step.kind != "returned":
            assert f"{len(step.tiles)} tile" in line(step, names)
        loud = step_sound(step)
        assert (loud is None) == (step.points == 0)


def test_each_ingot_is_worth_what_the_engines_chart_says() -> None:
    assert [points_each(held) for held in (0, 1, 3, 4, 6, 7, 9, 10, 16)] == [
        0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]  # fmt: skip
    assert all(points_each(held) * held == gold_points(held) for held in range(17))
