"""A fingerprint of the computer players' behaviour: one hash of the moves and final scores of
seeded games across the levels, 2 to 4 seats, the river on and off and both gold sharings.

Run it before and after a change to the engine or the AI: the same hash means every move of
every game stayed the same. Hard games are slow, so they play only their first turns.

    python -m benchmarks.fingerprint            # the hash, and the seconds it took
    python -m benchmarks.fingerprint --verbose  # a hash per game too
"""

from __future__ import annotations

import argparse
import hashlib
import time

from goldmines_desktop.ai import make_player
from goldmines_desktop.engine import (
    COLORS,
    EndTurn,
    GoldSharing,
    Options,
    PlayerSetup,
    Setup,
    acting_player,
    new_game,
)
from goldmines_desktop.engine.stepping import step_in_place
from goldmines_desktop.files.catalogue import load_catalogue

# (levels of the seats, river, gold sharing, seed, most moves played: 0 for the whole game)
GAMES: tuple[tuple[tuple[str, ...], bool, GoldSharing, int, int], ...] = (
    (("random", "random"), False, "edition3", 1, 0),
    (("random", "random", "random", "random"), True, "round_robin", 2, 0),
    (("easy", "random"), False, "round_robin", 3, 0),
    (("easy", "easy", "easy"), True, "edition3", 4, 0),
    (("normal", "easy"), False, "edition3", 5, 0),
    (("normal", "normal"), True, "round_robin", 6, 0),
    (("normal", "random", "easy"), False, "round_robin", 7, 0),
    (("normal", "normal", "normal", "normal"), True, "edition3", 8, 0),
    (("easy", "normal", "random", "easy"), False, "edition3", 9, 0),
    (("hard", "normal"), False, "edition3", 10, 24),
    (("hard", "easy", "normal"), True, "round_robin", 11, 24),
    (("random", "hard"), True, "edition3", 12, 24),
)


def game_text(
    levels: tuple[str, ...], river: bool, sharing: GoldSharing, seed: int, most: int
) -> str:
    """The moves of one seeded game and its scores, as text."""
    seats = tuple(
        PlayerSetup(f"P{i + 1}", COLORS[i], f"ai:{level}") for i, level in enumerate(levels)
    )
    setup = Setup(seats, Options(gold_distribution=sharing, river=river))
    state = new_game(setup, load_catalogue(), seed=seed)
    players = [make_player(level, seed * 10 + i) for i, level in enumerate(levels)]
    lines: list[str] = []
    while not state.finished and (not most or len(lines) < most):
        move = players[acting_player(state)].choose(state)
        if not isinstance(move, EndTurn):  # the hashed lines are the decisions
            lines.append(repr(move))
        step_in_place(state, move)
    lines.append(repr(state.totals()))
    return "\n".join(lines)


def fingerprint(verbose: bool = False) -> str:
    """The hash of every game's moves and scores (``verbose``: print a hash per game too)."""
    whole = hashlib.sha256()
    for game in GAMES:
        text = game_text(*game)
        whole.update(text.encode())
        if verbose:
            print(game[:4], hashlib.sha256(text.encode()).hexdigest()[:16])
    return whole.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    begin = time.perf_counter()
    whole = fingerprint(args.verbose)
    print(whole, f"{time.perf_counter() - begin:.1f} s")


if __name__ == "__main__":
    main()
