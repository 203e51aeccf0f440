"""Computer players for Gold Mines: random, easy, normal and hard.

Imports only the rules engine (never pygame). The player to move is always
``engine.acting_player(state)``, and every move comes from ``engine.legal_moves(state)``.
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
