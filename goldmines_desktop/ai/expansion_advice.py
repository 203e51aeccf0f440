"""The hint's words for Inns & Cathedrals and Traders & Builders: what a turn does with an inn or
a cathedral, the large meeple, the builder, the pig and the goods, in whole sentences through
the catalogue ("The large meeple takes the majority of this city from Bob.").

``tile_words`` reads what the tile itself did (the position before it and just after it);
``event_words`` what an event of the turn brings the player to act; both say "" or nothing
when the expansions have no part in it.
"""

from __future__ import annotations

from goldmines_desktop.engine import (
    GOODS,
    Event,
    Feature,
    FigurePlaced,
    GameState,
    GoodsTaken,
    SecondPartEarned,
)
from goldmines_desktop.engine.board import Pos, neighbour
from goldmines_desktop.engine.expansions.inns_cathedrals import LARGE, special_of
from goldmines_desktop.engine.expansions.traders_builders import BUILDER, PIG
from goldmines_desktop.engine.scoring import completed_cities, owners

from ..i18n import N_, _, ngettext
from ..wording import listing

# Each kind of goods counted, for "Completing this city gives you 2 wine".
GOODS_WORDS = {
    "wine": (N_("{n} wine"), N_("{n} wine")),
    "grain": (N_("{n} grain"), N_("{n} grain")),
    "cloth": (N_("{n} cloth"), N_("{n} cloth")),
}
LEAD_WORDS = {
    "wine": N_("You lead in wine now: 10 points at the end if it stays so."),
    "grain": N_("You lead in grain now: 10 points at the end if it stays so."),
    "cloth": N_("You lead in cloth now: 10 points at the end if it stays so."),
}
LARGE_WORDS = {
    "road": N_("Puts your large meeple on the road: it counts as two meeples."),
    "city": N_("Puts your large meeple in the city: it counts as two meeples."),
    "monastery": N_("Puts your large meeple on the monastery."),
    "field": N_("Puts your large meeple in the field: it counts as two farmers."),
}
BUILDER_WORDS = {
    "road": N_("Puts your builder on your road: you get a second tile whenever this road grows."),
    "city": N_("Puts your builder in your city: you get a second tile whenever this city grows."),
}
SECOND_PART_WORDS = {
    "road": N_("Your builder's road grows: you play a second tile now."),
    "city": N_("Your builder's city grows: you play a second tile now."),
}


def event_words(state: GameState, event: Event, me: int, names: list[str]) -> str:
    """One sentence on what an expansion's event brings the player to act ("" when none)."""
    if isinstance(event, GoodsTaken) and event.player == me:
        return _goods_words(state, event)
    if isinstance(event, SecondPartEarned) and event.player == me:
        return _(SECOND_PART_WORDS[event.feature])
    if isinstance(event, FigurePlaced) and event.player == me:
        return _figure_words(state, event, names)
    return ""


def _goods_words(state: GameState, event: GoodsTaken) -> str:
    counted = [
        ngettext(*GOODS_WORDS[kind], n).format(n=n)
        for kind, n in zip(GOODS, event.goods, strict=True)
        if n
    ]
    text = _("Completing this city gives you {goods}.").format(goods=listing(counted))
    mine = state.goods[event.player]
    for index, kind in enumerate(GOODS):
        others = [held[index] for p, held in enumerate(state.goods) if p != event.player]
        before = mine[index] - event.goods[index]
        if event.goods[index] and mine[index] > max(others) >= before:
            text += " " + _(LEAD_WORDS[kind])
    return text


def _figure_words(state: GameState, event: FigurePlaced, names: list[str]) -> str:
    feature = _feature_at(state, event)
    if event.figure == LARGE:
        rival = _rivals(state, feature, event.player)
        if rival and event.feature in ("road", "city"):
            return _figure_rival_words(event.feature, listing([names[p] for p in rival]))
        return _(LARGE_WORDS.get(event.feature, LARGE_WORDS["road"]))
    if event.figure == BUILDER and event.feature in BUILDER_WORDS:
        return _(BUILDER_WORDS[event.feature])
    if event.figure == PIG and feature is not None:
        n = len(completed_cities(state, feature))
        return ngettext(
            "Puts your pig in your field: it adds 1 per completed city to your farmers' "
            "points ({n} city now).",
            "Puts your pig in your field: it adds 1 per completed city to your farmers' "
            "points ({n} cities now).",
            n,
        ).format(n=n)
    if feature is not None and special_of(state, feature) == "inn" and event.figure == "meeple":
        return _(
            "Puts a meeple on the road with an inn: 2 points a tile if it is finished, 0 if not."
        )
    if feature is not None and special_of(state, feature) == "cathedral":
        return _(
            "Puts a meeple in the city with a cathedral: 3 points a tile if it is finished, "
            "0 if not."
        )
    return ""


def _figure_rival_words(kind: str, rivals: str) -> str:
    if kind == "road":
        text = _(
            "Puts your large meeple on the road beside {rivals}'s: once they are joined, it "
            "takes the majority."
        )
    else:
        text = _(
            "Puts your large meeple in the city beside {rivals}'s: once they are joined, it "
            "takes the majority."
        )
    return text.format(rivals=rivals)


def _feature_at(state: GameState, event: FigurePlaced) -> Feature | None:
    tile = state.board.get((event.x, event.y))
    index = tile.segment_index(event.location) if tile is not None else None
    if tile is None or index is None:
        return None
    return state.feature_of((event.x, event.y, index))


def _rivals(state: GameState, feature: Feature | None, me: int) -> tuple[int, ...]:
    """The other players owning a road or city of the same kind that reaches one of the open
    positions ``feature`` reaches (a tile there may join them)."""
    if feature is None or feature.kind not in ("road", "city"):
        return ()
    mine = set(_open_spots(state, feature))
    found: set[int] = set()
    for other in state.features.values():
        if other.id == feature.id or other.kind != feature.kind or not other.figures:
            continue
        held = [p for p in owners(other) if p != me]
        if held and mine.intersection(_open_spots(state, other)):
            found.update(held)
    return tuple(sorted(found))


def _open_spots(state: GameState, feature: Feature) -> list[Pos]:
    spots = []
    for x, y, index in feature.segments:
        for edge in state.board[(x, y)].segments[index].edges:
            pos = neighbour((x, y), edge)
            if pos not in state.board:
                spots.append(pos)
    return spots


def tile_words(before: GameState, placed: GameState, me: int, names: list[str]) -> list[str]:
    """What the tile just placed did (``placed``: right after it, before any figure): an inn
    or a cathedral joined to a road or city with figures, a majority taken by joining."""
    pos = placed.last
    if pos is None:
        return []
    words: list[str] = []
    seen: set[int] = set()
    for index, segment in enumerate(placed.board[pos].segments):
        feature = placed.feature_of((*pos, index))
        if feature.id in seen or not feature.figures:
            continue
        seen.add(feature.id)
        if segment.inn or segment.cathedral:
            words.append(_special_words(placed, feature, segment.inn, me, names))
        taken = _majority_taken(before, placed, feature, me)
        if taken:
            words.append(_taken_words(placed, feature, taken, me, names))
    return [w for w in words if w]


# An inn or a cathedral the tile adds to a road or city with figures: the player's own, or
# another's (where it spoils the points unless the feature is finished).
OWN_SPECIAL = {
    True: N_("The inn doubles your road's points, but it scores 0 if it is unfinished at the end."),
    False: N_(
        "The cathedral makes your city worth 3 a tile and 3 a pennant, but it scores 0 if it "
        "is unfinished at the end."
    ),
}
SPOILED = {
    True: N_("The inn spoils {owners}'s road: it scores 0 for them unless it is finished."),
    False: N_("The cathedral spoils {owners}'s city: it scores 0 for them unless it is finished."),
}
TAKEN = {
    (True, "road"): N_("Joins your road to {rivals}'s: your large meeple takes the majority."),
    (True, "city"): N_("Joins your city to {rivals}'s: your large meeple takes the majority."),
    (True, "field"): N_("Joins your field to {rivals}'s: your large meeple takes the majority."),
    (False, "road"): N_("Joins your road to {rivals}'s: you take the majority."),
    (False, "city"): N_("Joins your city to {rivals}'s: you take the majority."),
    (False, "field"): N_("Joins your field to {rivals}'s: you take the majority."),
}


def _special_words(state: GameState, feature: Feature, inn: bool, me: int, names: list[str]) -> str:
    if not feature.open_edges:
        return ""  # it scores now: the scoring's words say so
    held = owners(feature)
    if me in held:
        return _(OWN_SPECIAL[inn])
    return _(SPOILED[inn]).format(owners=listing([names[p] for p in held]))


def _majority_taken(
    before: GameState, placed: GameState, feature: Feature, me: int
) -> tuple[int, ...]:
    """The other players who held a part of ``feature`` before the tile joined it, now
    that ``me`` holds its majority alone (none when ``me`` does not)."""
    if owners(feature) != (me,):
        return ()
    lost: set[int] = set()
    parts: set[int] = set()
    for ref in feature.segments:
        fid = before.seg_feature.get(ref)
        if fid is not None and fid not in parts:
            parts.add(fid)
            lost.update(p for p in owners(before.features[fid]) if p != me)
    return tuple(sorted(lost))


def _taken_words(
    state: GameState, feature: Feature, rivals: tuple[int, ...], me: int, names: list[str]
) -> str:
    large = any(f.player == me and f.kind == LARGE for f in feature.figures)
    text = TAKEN.get((large, feature.kind))
    if text is None:
        return ""
    return _(text).format(rivals=listing([names[p] for p in rivals]))
