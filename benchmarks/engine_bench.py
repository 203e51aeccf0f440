"""Engine benchmark: median time of a random complete 2-player base game with the abbot.

Target (issue 2): at most 20 ms median on the 2-core reference machine. Same numbers as
``goldmines simulate --games 200 --players 2 --seed 1 --no-goldmines --json``.
"""

from __future__ import annotations

import json

from goldmines_desktop.simulate import simulate_random

if __name__ == "__main__":
    base = simulate_random(200, 2, seed=1, goldmines=False, abbot=True)
    gold = simulate_random(200, 2, seed=1, goldmines=True, abbot=True)
    print(json.dumps({"base_with_abbot": base, "with_gold_mines": gold}, indent=1))
