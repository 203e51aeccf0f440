"""The computer players' behaviour, move for move: seeded games across the levels, the seats,
the river and both gold sharings hash to the value the benchmark has always printed
(``python -m benchmarks.fingerprint``). Whole games: in the slow set."""

from __future__ import annotations

import pytest

from benchmarks.fingerprint import fingerprint

#: change only with a change of the rules or of the computer players' play, and say so
FINGERPRINT = "11e16672f068ba12"


@pytest.mark.slow
def test_the_seeded_games_play_the_same_moves_as_always() -> None:
    assert fingerprint() == FINGERPRINT
