"""Computer players for Gold Mines: random, easy, normal and hard.

The public API, used by the table, the demo, the hint and ``goldmines simulate --ai``:

- ``make_player(level, seed)`` returns a ``Player``; ``player.choose(state)`` is its move for
  whoever is to act (always one of ``engine.legal_moves(state)``).
- ``LEVELS`` lists the levels, weakest first.
- ``hint(state)`` is an ``Advice``: the normal player's move and one line saying why.

Imports only the rules engine (never pygame, never the tile loader). Budgets are counted in
work, so a seeded player makes the same moves on any machine. Inside:

- ``evaluate``: what a position is worth to each player (points, likely points of the features
  they hold, figures in hand, gold by the chart), from the remaining tiles as a multiset.
- ``search``: every way to finish the current turn (tile, gold, figure, ...), valued at its end.
- ``hard``: the hard player's search over whole turns against sampled futures.
- ``players``: the levels. *random* picks uniformly; *easy* picks loosely among the better
  half and keeps two meeples in hand; *normal* plays the best line of the turn; *hard*
  searches.
- ``advice``: the hint and its explanation.
- ``tournament``: computer against computer, for ``goldmines simulate --ai``.
"""

from .advice import Advice, hint
from .players import (
    LEVELS,
    EasyPlayer,
    HardPlayer,
    NormalPlayer,
    Player,
    RandomPlayer,
    make_player,
)

__all__ = [
    "LEVELS",
    "Advice",
    "EasyPlayer",
    "HardPlayer",
    "NormalPlayer",
    "Player",
    "RandomPlayer",
    "hint",
    "make_player",
]
