"""The names a player reads: each kind of feature and line of the final scoring, and figures.

One table for the board's tooltips, the final scoring's cards and the results' table, and one
for what a figure is called where it stands (the log, the board's hints).
"""

from __future__ import annotations

from ...i18n import N_, _

# Marked for the catalogue; drawn through ``kind_name`` (or ``_``) in the player's language.
KIND_NAMES = {
    "road": N_("Road"),
    "city": N_("City"),
    "monastery": N_("Monastery"),
    "garden": N_("Garden"),
    "field": N_("Field"),
    "gold": N_("Gold"),
    "goods": N_("Goods"),  # the goods majorities (Traders & Builders)
    "returned": N_("Back to the box"),
}
FIGURE_NAMES = {"monastery": "monk", "field": "farmer"}  # a meeple anywhere else


def kind_name(kind: str) -> str:
    """The name of a feature's kind (or a final-scoring line's) in the player's language;
    an unknown kind as it is."""
    return _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind


def figure_name(kind: str, figure: str = "meeple") -> str:
    """Which figure (``meeple``, ``monk``, ``farmer`` or ``abbot``) ``figure`` is on a feature
    of ``kind``: a key of the sentence tables that say it (never shown as it is)."""
    return "abbot" if figure == "abbot" else FIGURE_NAMES.get(kind, "meeple")
