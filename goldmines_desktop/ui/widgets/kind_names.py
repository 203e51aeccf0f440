"""The names a player reads: each kind of feature and line of the final scoring, and figures.

One table for the board's tooltips, the final scoring's cards and the results' table, and one
for what a figure is called where it stands (the log, the board's hints).
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
FIGURE_NAMES = {"monastery": "monk", "field": "farmer"}  # a meeple anywhere else


def figure_name(kind: str, figure: str = "meeple") -> str:
    """What ``figure`` (``meeple`` or ``abbot``) is called on a feature of ``kind``."""
    return "abbot" if figure == "abbot" else FIGURE_NAMES.get(kind, "meeple")
