"""The monkey (``benchmarks/monkey.py``) in the test suite: a short seeded sample of the
option combinations, every lesson and a prepared board, each played to its end with random
input in every step under SDL's dummy driver; nothing may raise. The long run is the
benchmark ``python -m benchmarks.monkey --games N``."""

from __future__ import annotations

import pytest

from benchmarks.monkey import SEAT_COUNTS, SHARING, Combo, lesson_combos, run, sample
from goldmines_desktop.ui.board import highlights

pytestmark = pytest.mark.timeout(300)

SEED = 20
COMBOS = sample(len(SEAT_COUNTS) + len(lesson_combos()) + 1, SEED)  # and a prepared board
CORE_STEPS = {"tile", "end_turn", "final scoring"}  # whoever's turn; the rest by chance


def test_the_sample_holds_every_option_value_seat_count_and_lesson() -> None:
    games = [c for c in COMBOS if c.lesson is None]
    assert {c.seats for c in games} == set(SEAT_COUNTS)
    for option in ("river", "abbot", "goldmines", "computer"):
        assert {getattr(c, option) for c in games} == {False, True}, option
    assert {c.gold_distribution for c in games} == set(SHARING)
    assert set(lesson_combos()) <= set(COMBOS)
    assert any(c.board for c in COMBOS)


@pytest.mark.slow
@pytest.mark.parametrize("combo", COMBOS, ids=[c.label for c in COMBOS])
def test_nothing_the_monkey_does_raises(combo: Combo) -> None:
    tally = run([combo], SEED, tiles=combo.seats + 2, actions=8)  # every seat draws a tile
    assert tally.exceptions == []
    assert tally.finished == 1  # played to its end
    if combo.lesson is None:
        steps = {phase.removeprefix("computer ") for phase in tally.phases}
        assert steps >= CORE_STEPS, tally.phases
        assert tally.steps >= 4 and tally.events >= 20 * tally.steps  # a burst in every step
    if combo.computer:
        assert "computer tile" in tally.phases


def test_the_monkey_reports_a_fault(monkeypatch: pytest.MonkeyPatch) -> None:
    """The river hover crash, put back: the monkey finds it in lesson 7."""

    def fails(state: object, ref: object) -> list[str]:
        raise ValueError("too many values to unpack (expected 1)")

    monkeypatch.setattr(highlights, "feature_lines", fails)
    tally = run([Combo(lesson="07_the_river")], SEED, actions=2)
    assert tally.exceptions and "too many values to unpack" in tally.exceptions[0]
