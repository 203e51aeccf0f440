"""The names a player reads: each kind of feature and line of the final scoring, figures and
goods.

One table for the board's tooltips, the final scoring's cards and the results' table, and one
for what a figure is called where it stands (the log, the board's hints).
"""

from __future__ import annotations

from ...engine import GOODS
from ...i18n import N_, _, ngettext

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
    "pig": N_("Pig"),  # a pig's extra field points at the end (Traders & Builders)
}
GOODS_NAMES = {"wine": N_("Wine"), "grain": N_("Grain"), "cloth": N_("Cloth")}
FIGURE_NAMES = {"monastery": "monk", "field": "farmer"}  # a meeple anywhere else


def kind_name(kind: str) -> str:
    """The name of a feature's kind (or a final-scoring line's) in the player's language;
    an unknown kind as it is."""
    return _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind


def goods_name(goods: str) -> str:
    """The name of a kind of goods ("Wine") in the player's language."""
    return _(GOODS_NAMES[goods])


def figure_name(kind: str, figure: str = "meeple") -> str:
    """Which figure (``meeple``, ``monk``, ``farmer``, or the figure itself: ``abbot``,
    ``large_meeple``, ``builder``, ``pig``) ``figure`` is on a feature of ``kind``: a key of
    the sentence tables that say it (never shown as it is)."""
    return figure if figure != "meeple" else FIGURE_NAMES.get(kind, "meeple")


def goods_words(goods: tuple[int, ...]) -> str:
    """ "2 wine, 1 cloth": the goods counted, kind by kind (the kinds there are none of
    left out)."""
    return ", ".join(goods_part(kind, n) for kind, n in zip(GOODS, goods, strict=True) if n)


def goods_part(kind: str, n: int) -> str:
    """ "2 wine", "1 cloth": ``n`` tokens of one kind of goods."""
    if kind == "wine":
        words = ngettext("{n} wine", "{n} wine", n)
    elif kind == "grain":
        words = ngettext("{n} grain", "{n} grain", n)
    else:
        words = ngettext("{n} cloth", "{n} cloth", n)
    return words.format(n=n)
