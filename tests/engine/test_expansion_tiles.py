"""Each Inns & Cathedrals and Traders & Builders tile in play: a farmer on each of its fields
scores the cities the rules' table says that field touches.

The tile lies in the middle of a prepared board, every city edge of it closed by a one-edge city
(tile E turned to face it), so all its cities are complete and none of its fields joins another
tile's field. A farmer on one field then scores 3 per city the table lists for it at the end,
and the engine's field names exactly those cities; an inner field is claimed by its name
``field``.
"""

from __future__ import annotations

import pytest
from expansion_tables import BOX, TABLE

from goldmines_desktop.engine import (
    COLORS,
    FIELD_POINTS,
    Options,
    PlaceFigure,
    PlaceTile,
    PlayerSetup,
    PreparedFigure,
    Setup,
    apply,
    legal_moves,
    new_game,
    prepared_game,
    projected_scores,
)
from goldmines_desktop.engine.board import EDGE_OFFSET, rotated
from goldmines_desktop.files.catalogue import load_catalogue

CATALOGUE = load_catalogue()
# Tile E (a city on its north edge) turned to close the city edge of the tile beside it.
CLOSER = {"N": 180, "E": 270, "S": 0, "W": 90}
CASES = [
    pytest.param(code, half_edges, cities, id=f"{code} {half_edges}")
    for code, row in sorted(TABLE.items())
    for half_edges, cities in row.fields
]


def _setup(code: str) -> Setup:
    seats = tuple(PlayerSetup(f"P{i + 1}", COLORS[i]) for i in range(2))
    return Setup(seats, Options(**{BOX[code]: True}))  # type: ignore[arg-type]


def _board(code: str) -> dict[tuple[int, int], tuple[str, int]]:
    tiles = {(0, 0): (code, 0)}
    for edge, kind in zip("NESW", CATALOGUE[code].edges, strict=True):
        if kind == "C":
            tiles[EDGE_OFFSET[edge]] = ("E", CLOSER[edge])
    return tiles


def _location(half_edges: str) -> str:
    """The field's name on the board: its first half-edge, or ``field`` for an inner field."""
    if half_edges == "inner":
        return "field"
    order = ("Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn")
    return min(half_edges.split(), key=order.index)


@pytest.mark.parametrize(("code", "half_edges", "cities"), CASES)
def test_a_farmer_scores_the_cities_the_table_says(
    code: str, half_edges: str, cities: tuple[str, ...]
) -> None:
    location = _location(half_edges)
    farmer = PreparedFigure(0, "meeple", (0, 0), location)
    state = prepared_game(_setup(code), CATALOGUE, _board(code), ["D"], figures=[farmer])
    tile = state.board[(0, 0)]
    index = tile.segment_index(location)
    assert index is not None and tile.segments[index].kind == "field"
    field = state.feature_of((0, 0, index))
    touched = {frozenset(tile.segments[i].edges) for x, y, i in field.cities if (x, y) == (0, 0)}
    assert touched == {frozenset(c.split("+")) for c in cities}
    assert all((x, y) == (0, 0) for x, y, _ in field.cities), "a field of another tile joined"
    complete = {state.feature_of(ref).id for ref in field.cities}
    assert all(state.features[c].open_edges == 0 for c in complete)
    assert projected_scores(state) == (FIELD_POINTS * len(cities), 0)


@pytest.mark.parametrize("code", sorted(TABLE))
def test_every_field_of_a_new_tile_can_take_a_farmer(code: str) -> None:
    """Laid beside the start tile, the tile offers a farmer on each of its fields (the inner
    field by its name ``field``), a knight on each city and a highwayman on each road."""
    state = new_game(_setup(code), CATALOGUE, draw_order=[code])
    place = next(m for m in legal_moves(state) if isinstance(m, PlaceTile))
    state, _ = apply(state, place)
    tile = rotated(CATALOGUE[code], place.rotation)
    offered = {m.location for m in legal_moves(state) if isinstance(m, PlaceFigure)}
    for segment in tile.segments:
        if segment.kind in ("field", "city", "road"):
            assert segment.name in offered, (code, segment.name)
