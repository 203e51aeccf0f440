"""Positions of games with Inns & Cathedrals and Traders & Builders, for the UI tests: each is a
game record (the public format) replayed by the engine, Ann and Bob at the table.

Worked out with the engine on the start tile D (city north, road west-east):

- ``BUILDER``: Ann's meeple on the road (U east of D), Bob's U west of it, then Ann's third U
  east: her figure step offers the meeple and the large meeple (the fields) and the builder
  (the road, where her meeple stands).
- ``PIG``: Ann's farmer in the north field (U east of D), Bob's monastery below D, Ann's U
  further east: the pig may join her farmer.
- ``DOUBLE``: ``BUILDER`` with the builder placed and Bob's monastery played: Ann's next U
  east grows the builder's road (a second tile follows).
- ``FINAL``: Ann's farmer in the north field; Bob's city with wine (TB_Q above D) completed by
  Ann's tile (she takes the wine); Bob's meeple on an inn road (IC_B west of D), unfinished;
  Ann's last tile takes her pig beside her farmer. At the end: Bob's inn road scores nothing,
  Ann's field 3 and her pig 1 more, her wine the majority: 10.
"""

from __future__ import annotations

from typing import Any

from goldmines_desktop.engine import GameState, parse_record, replay
from goldmines_desktop.files.catalogue import load_catalogue

BOTH = {"inns_cathedrals": True, "traders_builders": True}


def tile(x: int, y: int, rotation: int = 0) -> dict[str, Any]:
    return {"type": "place_tile", "x": x, "y": y, "rotation": rotation}


def figure(kind: str, location: str) -> dict[str, Any]:
    return {"type": "place_meeple", "figure": kind, "location": location}


SKIP: dict[str, Any] = {"type": "skip"}

BUILDER_DRAW = ["U", "U", "U", "B", "U", "U", "U"]
BUILDER = [tile(1, 0), figure("meeple", "W"), tile(-1, 0), SKIP, tile(2, 0)]
DOUBLE = [*BUILDER, figure("builder", "E"), tile(0, 1), SKIP]
PIG_DRAW = ["U", "B", "U", "U", "U"]
PIG = [tile(1, 0), figure("meeple", "Nw"), tile(0, 1), SKIP, tile(2, 0)]
FINAL_DRAW = ["U", "TB_Q", "E", "IC_B", "U"]
FINAL = [
    tile(1, 0),
    figure("meeple", "Nw"),
    tile(0, -1, 180),
    figure("meeple", "S"),
    tile(1, -1, 270),
    SKIP,
    tile(-1, 0),
    figure("meeple", "E"),
    tile(2, 0),
    figure("pig", "Nw"),
]


def expansion_game(
    draw: list[str], moves: list[dict[str, Any]], options: dict[str, Any] | None = None
) -> GameState:
    """Ann and Bob (both at the table) after ``moves``, the tiles drawn in ``draw``."""
    record = {
        "format": "goldmines-record",
        "version": 1,
        "setup": {
            "players": [{"name": "Ann", "color": "red"}, {"name": "Bob", "color": "blue"}],
            "options": BOTH if options is None else options,
        },
        "draw_order": draw,
        "moves": moves,
    }
    return replay(parse_record(record), load_catalogue())
