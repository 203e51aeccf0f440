"""Boards drawn in Tiled: a prepared position (a lesson, a puzzle) read from a ``.tmx`` map.

A board map uses the game's own tileset (``art/tiles.tsx``, whatever path the map gives for it)
and holds:

- a tile layer ``board``: the prepared board. A cell's tile gives the tile kind, Tiled's flip
  flags its rotation (Tiled's "rotate clockwise", Z, sets them): none = 0°, diagonal +
  horizontal = 90° clockwise, horizontal + vertical = 180°, diagonal + vertical = 270°. Other
  flips mirror a tile, which no real tile can be. The game's position of a cell is its Tiled
  cell coordinate (column, row), as Tiled shows it.
- an object layer ``figures`` (optional): objects named ``meeple``, ``abbot`` or ``ingot``, in
  the cell they stand on, with properties ``player`` (int, the seat from 1) and ``spot`` (the
  segment as seen on the board: ``N`` .. ``W`` for roads and cities, ``Nw`` .. ``Wn`` for fields,
  ``monastery``, ``garden``); an ingot takes ``count`` (int, default 1) instead.
- map properties: ``players`` (names, comma separated, e.g. ``You,Robin``), ``colors``
  (optional, e.g. ``red,blue``), ``computer`` (optional: seats from 1 that the computer plays),
  ``draw_order`` (tile codes drawn next, comma separated), ``rest`` (``shuffled``, the default:
  the rest of the box follows in a random order; ``none``: the game ends with the draw order),
  ``goldmines`` and ``abbot`` (bool, default true), ``river`` (bool, default false: The River),
  ``title`` (string).

A lesson adds an object layer ``steps`` (see ``lessons``). The file is checked by
``tiled_files`` before pytmx reads it (its size, its elements, every number, the layers' data;
the tileset is always the game's own), and the position like a record (``engine.prepared``): a
bad map raises ``BoardError``, one line naming the layer and the cell.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytmx

from ..engine import (
    COLORS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    Catalogue,
    GameState,
    Options,
    PlayerSetup,
    PreparedError,
    PreparedFigure,
    RecordError,
    Setup,
    added_boxes,
    check_record_setup,
    prepared_game,
    quote,
)
from ..i18n import _
from .catalogue import load_catalogue
from .resources import art_path
from .tiled_checks import TILESET, TiledError, at_cell, in_layer, located, whole_number
from .tiled_files import read_map

BOARD_LAYER = "board"
FIGURES_LAYER = "figures"
STEPS_LAYER = "steps"
# pytmx's flags (horizontal, vertical, diagonal) -> the clockwise rotation they show.
ROTATION_OF_FLAGS = {
    (False, False, False): 0,
    (True, False, True): 90,
    (True, True, False): 180,
    (False, True, True): 270,
}


class BoardError(TiledError):
    """A map that cannot be played: one line for the player, naming the layer and the cell."""


@dataclass
class PreparedBoard:
    """A prepared position read from a map: everything ``start`` needs, plus the raw map for
    lessons (its ``steps`` layer)."""

    path: Path
    title: str
    setup: Setup
    computer: tuple[int, ...]  # 0-based seats the computer plays
    tiles: dict[tuple[int, int], tuple[str, int]]
    figures: list[PreparedFigure]
    ingots: dict[tuple[int, int], int]
    draw_order: tuple[str, ...]
    rest: str
    properties: dict[str, Any] = field(default_factory=dict)
    tiled: Any = None

    def start(self, catalogue: Catalogue, seed: int | None = None) -> GameState:
        """The game: the prepared board, the draw order, then (``rest=shuffled``) the rest of
        the box in a random order."""
        order = list(self.draw_order)
        if self.rest == "shuffled":
            import random

            options = self.setup.options
            box = Counter(catalogue.box(options.goldmines, extra=added_boxes(options)))
            box[catalogue.start_code] += 1  # the box counts hold the start tile as well
            box.subtract(code for code, _ in self.tiles.values())
            box.subtract(order)
            rest = [code for code, n in box.items() for _ in range(max(n, 0))]
            random.Random(seed).shuffle(rest)
            order += rest
        # Tiles are laid from the start tile outwards, so a misfit is blamed on the far tile.
        tiles = dict(sorted(self.tiles.items(), key=lambda i: i[1][0] != catalogue.start_code))
        try:
            return prepared_game(
                self.setup, catalogue, tiles, order, self.figures, self.ingots, seed
            )
        except PreparedError as err:
            raise BoardError(self._where(err)) from None
        except ValueError as err:
            raise BoardError(located(quote(self.path.name, 60), str(err))) from None

    def _where(self, err: PreparedError) -> str:
        layer = FIGURES_LAYER if err.on_figures else BOARD_LAYER
        place = in_layer(quote(self.path.name, 60), quote(layer))
        if err.where is not None:
            place = at_cell(place, *err.where)
        return located(place, str(err))


def load_board(path: str | Path, catalogue: Catalogue | None = None) -> PreparedBoard:
    """Read and check the map at ``path``; ``BoardError`` (one line) when it cannot be played."""
    path = Path(path)
    catalogue = catalogue or load_catalogue()
    name = quote(path.name, 60)
    try:
        tiled = read_map(path, art_path(TILESET))
    except TiledError as err:
        raise BoardError(str(err)) from None
    board = _read(tiled, path, name, catalogue)
    board.start(catalogue, seed=0)  # checks the position (BoardError when it is not one)
    return board


def _layer(tiled: Any, wanted: str, name: str, tile_layer: bool) -> Any:
    for layer in tiled.layers:
        if layer.name == wanted:
            if tile_layer != isinstance(layer, pytmx.TiledTileLayer):
                said = (
                    _("layer {layer} must be a tile layer")
                    if tile_layer
                    else _("layer {layer} must be an object layer")
                )
                raise BoardError(located(name, said.format(layer=quote(wanted))))
            return layer
    return None


def _read(tiled: Any, path: Path, name: str, catalogue: Catalogue) -> PreparedBoard:
    props = dict(tiled.properties)
    layer = _layer(tiled, BOARD_LAYER, name, tile_layer=True)
    if layer is None:
        said = _("the map has no tile layer {layer}").format(layer=quote(BOARD_LAYER))
        raise BoardError(located(name, said))
    code_of = _codes(tiled)
    flags_of = {gid: flags for pairs in tiled.gidmap.values() for gid, flags in pairs}
    tiles: dict[tuple[int, int], tuple[str, int]] = {}
    for x, y, gid in layer.iter_data():
        if not gid:
            continue
        where = at_cell(in_layer(name, quote(BOARD_LAYER)), x, y)
        code = code_of.get(gid)
        if code is None or code not in catalogue:
            raise BoardError(located(where, _("unknown tile")))
        flags = flags_of.get(gid)
        key = (
            (
                bool(flags.flipped_horizontally),
                bool(flags.flipped_vertically),
                bool(flags.flipped_diagonally),
            )
            if flags
            else (False, False, False)
        )
        if key not in ROTATION_OF_FLAGS:
            # TRANSLATORS: {code} is a tile's letter; {key} the key that turns a tile in Tiled.
            said = _("tile {code} is mirrored; only turn tiles ({key} in Tiled)")
            raise BoardError(located(where, said.format(code=code, key="Z")))
        tiles[(x, y)] = (code, ROTATION_OF_FLAGS[key])
    if not tiles:
        said = _("layer {layer} holds no tile").format(layer=quote(BOARD_LAYER))
        raise BoardError(located(name, said))
    figures, ingots = _figures(tiled, name)
    setup, computer = _setup(props, name)
    order = _codes_list(props.get("draw_order"), name, catalogue)
    rest = str(props.get("rest") or "shuffled")
    if rest not in ("shuffled", "none"):
        # TRANSLATORS: {property} is a map property's name in Tiled, {first} and {second} the
        # words it may hold.
        said = _("map property {property} must be {first} or {second}")
        raise BoardError(
            located(name, said.format(property=quote("rest"), first="shuffled", second="none"))
        )
    title = str(props.get("title") or path.stem)
    return PreparedBoard(
        path, title, setup, computer, tiles, figures, ingots, order, rest, props, tiled
    )


def _codes(tiled: Any) -> dict[int, str]:
    """pytmx gid -> tile code (pytmx gives each used gid-and-flags pair its own gid)."""
    codes: dict[int, str] = {}
    for tiled_gid, pairs in tiled.gidmap.items():
        props = tiled.tile_properties.get(pairs[0][0]) if pairs else None
        code = props.get("code") if props else None
        for gid, _flags in pairs:
            if isinstance(code, str):
                codes[gid] = code
        del tiled_gid
    return codes


def _figures(tiled: Any, name: str) -> tuple[list[PreparedFigure], dict[tuple[int, int], int]]:
    layer = _layer(tiled, FIGURES_LAYER, name, tile_layer=False)
    figures: list[PreparedFigure] = []
    ingots: dict[tuple[int, int], int] = {}
    if layer is None:
        return figures, ingots
    for obj in layer:
        cell = (int(obj.x // tiled.tilewidth), int(obj.y // tiled.tileheight))
        where = at_cell(in_layer(name, quote(FIGURES_LAYER)), *cell)
        kind = (obj.name or "").strip().lower()
        props = obj.properties
        if kind == "ingot":
            count = props.get("count", 1)
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 16:
                # TRANSLATORS: {property} is the ingot's property in Tiled (count).
                said = _("an ingot's {property} must be a number from {low} to {high}")
                raise BoardError(located(where, said.format(property="count", low=1, high=16)))
            ingots[cell] = ingots.get(cell, 0) + count
            continue
        if kind not in ("meeple", "abbot"):
            # TRANSLATORS: {meeple}, {abbot}, {ingot}: the names an object may have in Tiled.
            said = _("an object must be named {meeple}, {abbot} or {ingot}")
            names = {"meeple": "meeple", "abbot": "abbot", "ingot": "ingot"}
            raise BoardError(located(where, said.format(**names)))
        player = props.get("player")
        spot = props.get("spot")
        if not isinstance(player, int) or isinstance(player, bool):
            # TRANSLATORS: {figure} is the object's name in Tiled (meeple or abbot), {property}
            # the name of its property, "int" Tiled's type of a whole number.
            said = _("the {figure} needs an int property {property} (1, 2, ...)")
            raise BoardError(located(where, said.format(figure=kind, property=quote("player"))))
        if not isinstance(spot, str) or not spot:
            # TRANSLATORS: {figure} is the object's name in Tiled (meeple or abbot), {property}
            # the name of its property; N, E, Nw are spots as the map writes them.
            said = _("the {figure} needs a property {property} (N, E, Nw, ...)")
            raise BoardError(located(where, said.format(figure=kind, property=quote("spot"))))
        figures.append(PreparedFigure(player - 1, kind, cell, spot.strip()))
    return figures, ingots


def _setup(props: dict[str, Any], name: str) -> tuple[Setup, tuple[int, ...]]:
    names = [n.strip() for n in str(props.get("players") or "Player 1,Player 2").split(",")]
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS or any(not n or len(n) > 40 for n in names):
        # TRANSLATORS: {property} is a map property's name in Tiled.
        said = _("map property {property} needs {low} to {high} names")
        problem = said.format(property=quote("players"), low=MIN_PLAYERS, high=MAX_PLAYERS)
        raise BoardError(located(name, problem))
    colors = [c.strip() for c in str(props.get("colors") or ",".join(COLORS)).split(",")]
    if len(colors) < len(names) or any(c not in COLORS for c in colors):
        # TRANSLATORS: {property} is a map property's name in Tiled.
        said = _("map property {property} needs a colour per player")
        raise BoardError(located(name, said.format(property=quote("colors"))))
    computer: list[int] = []
    for seat in str(props.get("computer") or "").split(","):
        if seat.strip():
            number = whole_number(seat.strip(), 1, len(names))
            if number is None:
                # TRANSLATORS: {property} is a map property's name in Tiled.
                said = _("map property {property} names no seat")
                raise BoardError(located(name, said.format(property=quote("computer"))))
            computer.append(number - 1)
    options = Options(
        goldmines=_flag(props, "goldmines", name),
        abbot=_flag(props, "abbot", name),
        river=_flag(props, "river", name, default=False),
    )
    players = tuple(
        PlayerSetup(n, c, "ai:normal" if i in computer else "human")
        for i, (n, c) in enumerate(zip(names, colors, strict=False))
    )
    # TRANSLATORS: where a player's name is refused: {property} is a map property's name.
    where = _("map property {property}").format(property=quote("players"))
    return _checked(Setup(players, options), located(name, where)), tuple(computer)


def _checked(setup: Setup, where: str) -> Setup:
    """``setup`` when a record can hold it (the record reader's own rule for names and
    seats); BoardError naming ``where`` otherwise."""
    try:
        check_record_setup(setup, who=lambda i: f"player {i + 1}")
    except RecordError as err:
        raise BoardError(located(where, str(err))) from None
    return setup


def _flag(props: dict[str, Any], key: str, name: str, default: bool = True) -> bool:
    value = props.get(key, default)
    if not isinstance(value, bool):
        # TRANSLATORS: {property} is a map property's name in Tiled, "bool" Tiled's type.
        said = _("map property {property} must be a bool")
        raise BoardError(located(name, said.format(property=quote(key))))
    return value


def _codes_list(value: Any, name: str, catalogue: Catalogue) -> tuple[str, ...]:
    codes = tuple(c.strip() for c in str(value or "").split(",") if c.strip())
    for code in codes:
        if code not in catalogue:
            # TRANSLATORS: {property} is a map property's name in Tiled, {code} a tile's letter.
            said = _("map property {property} names unknown tile {code}")
            problem = said.format(property=quote("draw_order"), code=quote(code, 20))
            raise BoardError(located(name, problem))
    return codes


def with_players(board: PreparedBoard, names: list[str]) -> PreparedBoard:
    """The board with other players' names (``play --board --players``); all human."""
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS or any(not n or len(n) > 40 for n in names):
        # TRANSLATORS: {option} is the command line's option --players.
        said = _("{option} needs {low} to {high} names")
        raise BoardError(said.format(option="--players", low=MIN_PLAYERS, high=MAX_PLAYERS))
    players = tuple(PlayerSetup(n, COLORS[i], "human") for i, n in enumerate(names))
    board.setup = _checked(Setup(players, board.setup.options), "--players")
    board.computer = ()
    return board
