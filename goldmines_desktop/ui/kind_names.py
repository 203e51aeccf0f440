"""The name a player reads for each kind of feature and each line of the final scoring.

One table for the board's tooltips, the final scoring's cards and the results' table.
"""

from __future__ import annotations

KIND_NAMES = {
    "road": "Road",
    "city": "City",
    "monastery": "Monastery",
    "garden": "Garden",
    "field": "Field",
    "gold": "Gold",
    "returned": "Back to the box",
}
