"""Computer players for Gold Mines: random, easy, normal and hard.

Imports only the rules engine (never pygame). The player to move is always
``engine.acting_player(state)``, and every move comes from ``engine.legal_moves(state)``.

- ``evaluate``: what a position is worth to each player (points, likely points of the features
  they hold, figures in hand, gold by the chart), from the remaining tiles as a multiset.
- ``search``: every way to finish the current turn (tile, gold, figure, ...), valued at its end.
- ``players``: the levels. *random* picks uniformly; *easy* picks loosely among the better
  half and keeps two meeples in hand; *normal* plays the best line of the turn; *hard* tries
  the best distinct lines against sampled draws and the opponents' greedy replies
  (``lookahead``). ``hint(state)`` is the normal player's move.
- ``tournament``: computer against computer, for ``goldmines simulate --ai``.
"""

from .players import (
    LEVELS,
    EasyPlayer,
    HardPlayer,
    NormalPlayer,
    Player,
    RandomPlayer,
    choose_move,
    hint,
    make_player,
)

__all__ = [
    "LEVELS",
    "EasyPlayer",
    "HardPlayer",
    "NormalPlayer",
    "Player",
    "RandomPlayer",
    "choose_move",
    "hint",
    "make_player",
]
