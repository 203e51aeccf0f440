"""The yardstick opponent for the AI benchmark: vanilla Monte Carlo tree search as published
for Carcassonne (UCT, C = 3, N iterations per turn, uniformly random playouts to the end,
reward the final score difference, a fresh shuffle of the unseen tiles every iteration).

It is written in ``goldmines_desktop/ai/yardstick.py`` so that the installed
``goldmines simulate --ai mcts500,hard`` can seat it too; this module is the benchmarks' name
for it (``mcts<N>`` in ``python -m benchmarks.ai_strength --matchups hard,mcts500``).
"""

from goldmines_desktop.ai.yardstick import (
    EXPLORATION,
    ITERATIONS,
    NAME,
    MctsPlayer,
    check_name,
    make_benchmark_player,
)

__all__ = ["EXPLORATION", "ITERATIONS", "NAME", "MctsPlayer", "check_name", "make_benchmark_player"]
