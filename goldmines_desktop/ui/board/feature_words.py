"""What a feature is, in words a player reads on a tooltip: its kind and size, what it is
worth now, the gold lying where it claims gold, and who holds it, each from the engine's
answer (``feature_of_segment``), never worked out again here."""

from __future__ import annotations

from ...engine import (
    SPECIAL,
    FeatureInfo,
    GameState,
    SegRef,
    completed_cities,
    feature_of_segment,
    neighbours_present,
)
from ...i18n import N_, _, ngettext
from ...wording import listing, shown_name
from ..widgets.kind_names import goods_words

RIVER_LINE = N_("The river: nobody can stand on it")


def feature_lines(state: GameState, ref: SegRef) -> list[str]:
    """What the feature segment ``ref`` belongs to is and is worth, for the tooltip."""
    feature = feature_of_segment(state, ref)
    if feature is None:
        return []
    if feature.kind == "river":  # nobody stands on the river: nothing to score or to hold
        return [_(RIVER_LINE)]
    worth = feature.points
    if feature.kind == "field":
        cities = len(completed_cities(state, state.feature_of(ref)))
        lines = [
            ngettext(
                "Field: touches {n} completed city", "Field: touches {n} completed cities", cities
            ).format(n=cities),
            ngettext(
                "Farmers here would score {n} point at the end",
                "Farmers here would score {n} points at the end",
                worth,
            ).format(n=worth),
        ]
    elif feature.kind in ("road", "city"):
        lines = [_size_line(feature.kind, feature.complete, len(feature.tiles)), _worth_line(worth)]
    elif feature.kind in ("monastery", "garden") and len(feature.tiles) == 1:
        (pos,) = feature.tiles
        around = neighbours_present(state, pos)
        if feature.kind == "monastery":
            placed = _("Monastery: {around} of its 8 neighbours placed").format(around=around)
        else:
            placed = _("Garden: {around} of its 8 neighbours placed").format(around=around)
        lines = [placed, _worth_line(worth)]
    else:  # a kind without its own words: what it is worth is all there is to say
        lines = [_worth_line(worth)]
    lines += expansion_lines(state, feature)
    if feature.gold:
        lines.append(_gold_line(feature.kind, feature.gold))
    holders = feature.owners
    if holders:
        names = listing([shown_name(state.players[p].name) for p in holders])
        lines.append(_("Held by {names}").format(names=names))
    else:
        lines.append(_("Nobody holds it yet"))
    return lines


def expansion_lines(state: GameState, feature: FeatureInfo) -> list[str]:
    """What the expansions add to a feature, as the engine tells it: the inn's or the
    cathedral's points, the goods a city gives, a pig's extra points in a field."""
    lines = []
    if feature.special == "inn":
        lines.append(
            _("Inn: {n} per tile, 0 if unfinished").format(n=SPECIAL.inn_tile),
        )
    elif feature.special == "cathedral":
        tile, pennant = SPECIAL.cathedral_tile, SPECIAL.cathedral_pennant
        if tile == pennant:
            words = _("Cathedral: {n} per tile and pennant, 0 if unfinished").format(n=tile)
        else:
            words = _(
                "Cathedral: {tile} per tile and {pennant} per pennant, 0 if unfinished"
            ).format(tile=tile, pennant=pennant)
        lines.append(words)
    if any(feature.goods):
        goods = goods_words(feature.goods)
        if feature.complete:
            lines.append(_("Its goods: {goods}").format(goods=goods))
        else:
            lines.append(_("Gives {goods} to whoever completes it").format(goods=goods))
    for player, extra in feature.bonus:
        name = shown_name(state.players[player].name)
        lines.append(
            ngettext(
                "{name}'s pig: +{n} more for {name} at the end",
                "{name}'s pig: +{n} more for {name} at the end",
                extra,
            ).format(name=name, n=extra)
        )
    return lines


def _gold_line(kind: str, ingots: int) -> str:
    """How much gold its owners would take when the feature is completed."""
    if kind in ("monastery", "garden"):
        words = ngettext("{n} ingot on it and round it", "{n} ingots on it and round it", ingots)
    else:
        words = ngettext("{n} ingot on it", "{n} ingots on it", ingots)
    return words.format(n=ingots)


def _worth_line(points: int) -> str:
    return ngettext("Worth {n} point now", "Worth {n} points now", points).format(n=points)


def _size_line(kind: str, complete: bool, tiles: int) -> str:
    """ "Road: 3 tiles", "City (complete): 4 tiles", whole sentences for the catalogue."""
    if kind == "road" and complete:
        words = ngettext("Road (complete): {n} tile", "Road (complete): {n} tiles", tiles)
    elif kind == "road":
        words = ngettext("Road: {n} tile", "Road: {n} tiles", tiles)
    elif complete:
        words = ngettext("City (complete): {n} tile", "City (complete): {n} tiles", tiles)
    else:
        words = ngettext("City: {n} tile", "City: {n} tiles", tiles)
    return words.format(n=tiles)
