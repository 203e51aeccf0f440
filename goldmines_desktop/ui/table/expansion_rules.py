"""What the rules card says of Inns & Cathedrals and Traders & Builders: their blocks of text,
with the points read from the engine's tables (``SPECIAL``, ``TRADE``, ``GOODS_IN_GAME``) and
the fields of the game's house rules. Plain words, no pygame (``rule_blocks`` puts them in the
card, ``scenes.rules`` lays them out).
"""

from __future__ import annotations

from typing import Any

from ...engine import FIELD_POINTS, GOODS_IN_GAME, SPECIAL, TRADE, Options
from ...i18n import N_, _
from ...wording import EXPANSION_NAMES

Block = tuple[Any, ...]

INNS_CATHEDRALS = N_(
    "Some tiles have an inn by a road or a cathedral in a city. A completed road with an inn "
    "scores {inn} per tile; a completed city with a cathedral scores {tile} per tile and "
    "{pennant} per pennant. Two inns or two cathedrals do not add up. At the end, an unfinished "
    "road with an inn or city with a cathedral scores 0 and gives no gold: an inn or a "
    "cathedral can spoil another player's road or city."
)
LARGE_MEEPLE = N_(
    "Everyone also has a large meeple. It is placed instead of a meeple, where a meeple may go "
    "(never on a garden), and counts as {strength} figures for who wins a feature and its "
    "gold. It scores nothing more itself and comes home like a meeple."
)
GOODS = N_(
    "There are {total} goods: {wine} wine, {grain} grain and {cloth} cloth. When a city with "
    "goods on it is completed, the player whose tile completed it takes one token for each, "
    "with or without a figure in the city. At the end, the player with the most tokens of "
    "each kind scores {points}; tied players all score {points}."
)
BUILDER = N_(
    "The builder is placed instead of a figure, on a road or city of the tile you just placed "
    "where you already have a meeple (not on one this tile completes). It never counts for "
    "who wins. When a later tile of yours makes its road or city longer, you play a double "
    "turn: draw, place and score a second tile at once, with a figure if you like. At most one "
    "second tile a turn. The builder comes home when its feature is scored, or when none of "
    "your meeples is left on it."
)
PIG = N_(
    "The pig is placed instead of a figure, on a field of the tile you just placed where you "
    "already have a farmer, and stays to the end. If you score that field, it scores {pig} "
    "more for each completed city: {with_pig} instead of {without}."
)
PIG_NO_FARMERS = N_(
    "The pig joins a farmer in a field; this game has no farmers, so the pig stays home."
)


def inns_cathedrals_blocks() -> list[Block]:
    """Inns & Cathedrals: the inn and the cathedral with their points, and the large meeple."""
    points = (
        (
            _("Road with an inn"),
            _("{points} per tile").format(points=SPECIAL.inn_tile),
            "0",
        ),
        (
            _("City with a cathedral"),
            _("{tile} per tile + {pennant} per pennant").format(
                tile=SPECIAL.cathedral_tile, pennant=SPECIAL.cathedral_pennant
            ),
            "0",
        ),
    )
    return [
        ("heading", EXPANSION_NAMES["inns_cathedrals"]),
        (
            "para",
            _(INNS_CATHEDRALS).format(
                inn=SPECIAL.inn_tile,
                tile=SPECIAL.cathedral_tile,
                pennant=SPECIAL.cathedral_pennant,
            ),
        ),
        (
            "table",
            (N_("Feature"), N_("Completed"), N_("At the end, unfinished")),
            points,
            (0.28, 0.34, 0.38),
        ),
        ("para", _(LARGE_MEEPLE).format(strength=SPECIAL.large_meeple)),
    ]


def traders_builders_blocks(options: Options | None) -> list[Block]:
    """Traders & Builders: the goods and their majorities, the builder's double turn and the
    pig (its points with the game's fields: 1 more a city, 3 instead of 2 by the house rule)."""
    wine, grain, cloth = GOODS_IN_GAME
    goods = _(GOODS).format(
        total=sum(GOODS_IN_GAME), wine=wine, grain=grain, cloth=cloth, points=TRADE.goods_majority
    )
    return [
        ("heading", EXPANSION_NAMES["traders_builders"]),
        ("para", goods),
        ("para", _(BUILDER)),
        ("para", pig_words(options)),
    ]


def pig_words(options: Options | None) -> str:
    """The pig's paragraph, with what a field is worth per city in this game."""
    if options is not None and not options.farmers:
        return _(PIG_NO_FARMERS)
    without = FIELD_POINTS if options is None else options.field_points
    return _(PIG).format(pig=TRADE.pig_city, with_pig=without + TRADE.pig_city, without=without)


def expansion_blocks(options: Options | None) -> list[Block]:
    """The blocks of the expansions the game plays with (from the menu, with no game: both)."""
    blocks: list[Block] = []
    if options is None or options.inns_cathedrals:
        blocks += inns_cathedrals_blocks()
    if options is None or options.traders_builders:
        blocks += traders_builders_blocks(options)
    return blocks
