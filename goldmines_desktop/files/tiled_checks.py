"""What a Tiled file may hold, element by element: the game's limits, each element's known
attributes and children, the kinds of their values (bounded ASCII numbers, one of some words, or
bounded text), and the one-line problem said for each refusal. Plain checks with no pytmx; the
reader (``tiled_files``) walks a map with them before pytmx sees it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from xml.etree.ElementTree import Element

from ..engine import quote

TILESET = "tiles.tsx"
MAX_MAP_BYTES = 512 * 1024
MAX_TILESET_BYTES = 256 * 1024
MAX_SIDE = 64  # cells across and down
MAX_LAYERS = 16
MAX_OBJECTS = 400
MAX_TILES = 256  # tile kinds in the tileset
MAX_PIXELS = 4096  # a tile's width or height
MAX_TEXT = 2000  # characters of an attribute or a property
MAX_COORDINATE = 10**9
MAX_GID = 2**32 - 1  # a cell: the tile's number and Tiled's three flip flags

_INTEGER = re.compile(r"-?[0-9]{1,10}")
_DECIMAL = re.compile(r"-?[0-9]{1,10}(?:\.[0-9]{1,10})?")


class TiledError(ValueError):
    """A Tiled file the game refuses: one line for the player, naming the layer and the cell
    or the attribute."""


@dataclass(frozen=True)
class Number:
    """An attribute that is a number from ``low`` to ``high``: a whole one, or (``decimal``)
    one with a fraction, as Tiled writes object coordinates."""

    low: int
    high: int
    decimal: bool = False


@dataclass(frozen=True)
class OneOf:
    values: tuple[str, ...]


Kind = Number | OneOf | None  # None: any text of at most MAX_TEXT characters


@dataclass(frozen=True)
class Spec:
    """An element the game reads: its attributes (name -> kind) and the children it may have."""

    attributes: dict[str, Kind]
    children: frozenset[str] = frozenset()


TEXT: Kind = None
UNKNOWN = OneOf(())  # an attribute no spec names
FLAG = OneOf(("0", "1"))
ID = Number(0, MAX_COORDINATE)
OFFSET = Number(-MAX_COORDINATE, MAX_COORDINATE)
COORDINATE = Number(-MAX_COORDINATE, MAX_COORDINATE, decimal=True)
SIDE = Number(1, MAX_COORDINATE)  # the map's size is checked against MAX_SIDE on its own
PIXELS = Number(1, MAX_PIXELS)
OPACITY = Number(0, 1, decimal=True)
_LAYER: dict[str, Kind] = {
    "id": ID,
    "name": TEXT,
    "class": TEXT,
    "x": OFFSET,
    "y": OFFSET,
    "opacity": OPACITY,
    "visible": FLAG,
    "locked": FLAG,
    "tintcolor": TEXT,
    "offsetx": OFFSET,
    "offsety": OFFSET,
    "parallaxx": COORDINATE,
    "parallaxy": COORDINATE,
}
_PROPERTIES = {
    "properties": Spec({}, frozenset({"property"})),
    "property": Spec({"name": TEXT, "type": TEXT, "propertytype": TEXT, "value": TEXT}),
}
MAP_ELEMENTS: dict[str, Spec] = {
    "map": Spec(
        {
            "version": TEXT,
            "tiledversion": TEXT,
            "class": TEXT,
            "orientation": OneOf(("orthogonal",)),
            "renderorder": OneOf(("right-down", "right-up", "left-down", "left-up")),
            "compressionlevel": Number(-1, 9),
            "width": SIDE,
            "height": SIDE,
            "tilewidth": PIXELS,
            "tileheight": PIXELS,
            "infinite": FLAG,
            "nextlayerid": ID,
            "nextobjectid": ID,
            "backgroundcolor": TEXT,
            "parallaxoriginx": COORDINATE,
            "parallaxoriginy": COORDINATE,
        },
        frozenset({"properties", "tileset", "layer", "objectgroup", "editorsettings"}),
    ),
    "editorsettings": Spec({}, frozenset({"chunksize", "export"})),
    "chunksize": Spec({"width": SIDE, "height": SIDE}),
    "export": Spec({"target": TEXT, "format": TEXT}),
    "tileset": Spec({"firstgid": Number(1, 2**20), "source": TEXT}),
    "layer": Spec({**_LAYER, "width": SIDE, "height": SIDE}, frozenset({"properties", "data"})),
    "data": Spec({"encoding": TEXT, "compression": TEXT}),
    "objectgroup": Spec(
        {**_LAYER, "color": TEXT, "draworder": OneOf(("index", "topdown"))},
        frozenset({"properties", "object"}),
    ),
    "object": Spec(
        {
            "id": ID,
            "name": TEXT,
            "type": TEXT,
            "class": TEXT,
            "x": COORDINATE,
            "y": COORDINATE,
            "width": COORDINATE,
            "height": COORDINATE,
            "rotation": COORDINATE,
            "visible": FLAG,
        },
        frozenset({"properties", "point", "ellipse", "text"}),
    ),
    "point": Spec({}),
    "ellipse": Spec({}),
    "text": Spec(
        {
            "fontfamily": TEXT,
            "pixelsize": Number(1, MAX_PIXELS, decimal=True),
            "wrap": FLAG,
            "color": TEXT,
            "bold": FLAG,
            "italic": FLAG,
            "underline": FLAG,
            "strikeout": FLAG,
            "kerning": FLAG,
            "halign": TEXT,
            "valign": TEXT,
        }
    ),
    **_PROPERTIES,
}
TILESET_ELEMENTS: dict[str, Spec] = {
    "tileset": Spec(
        {
            "version": TEXT,
            "tiledversion": TEXT,
            "name": TEXT,
            "class": TEXT,
            "tilewidth": PIXELS,
            "tileheight": PIXELS,
            "tilecount": Number(0, MAX_TILES),
            "columns": Number(0, MAX_TILES),
            "spacing": Number(0, MAX_PIXELS),
            "margin": Number(0, MAX_PIXELS),
            "objectalignment": TEXT,
            "tilerendersize": TEXT,
            "fillmode": TEXT,
            "backgroundcolor": TEXT,
        },
        frozenset({"grid", "tile", "properties", "tileoffset", "transformations"}),
    ),
    "grid": Spec({"orientation": TEXT, "width": PIXELS, "height": PIXELS}),
    "tileoffset": Spec({"x": OFFSET, "y": OFFSET}),
    "transformations": Spec(
        {"hflip": FLAG, "vflip": FLAG, "rotate": FLAG, "preferuntransformed": FLAG}
    ),
    "tile": Spec(
        {"id": Number(0, MAX_TILES - 1), "type": TEXT, "class": TEXT, "probability": COORDINATE},
        frozenset({"properties", "image"}),
    ),
    # A tile's own picture, for people opening the tile sheet in Tiled: never opened by the game.
    "image": Spec({"source": TEXT, "width": PIXELS, "height": PIXELS, "trans": TEXT}),
    **_PROPERTIES,
}
# Tiled's property types -> the check of a property's value (pytmx casts int, float, bool).
PROPERTY_KINDS: dict[str, Kind] = {
    "string": TEXT,
    "color": TEXT,
    "file": TEXT,
    "int": Number(-MAX_COORDINATE, MAX_COORDINATE),
    "object": ID,
    "float": COORDINATE,
    "bool": OneOf(("true", "false")),
}


def whole_number(text: str, low: int, high: int) -> int | None:
    """``text`` as an int when it is ASCII digits (a minus sign first allowed) from ``low`` to
    ``high``, else None: ``"²"``, ``"٣"``, ``" 1"``, ``"1e3"`` and 5,000 digits are no number."""
    if not _INTEGER.fullmatch(text):
        return None
    value = int(text)
    return value if low <= value <= high else None


def refusal(tag: str, parent: str, in_map: bool) -> str:
    """Why an element ``tag`` inside a ``parent`` is refused (in a map, or in the tileset)."""
    if not in_map:
        return f"the tileset holds an element {quote(str(tag), 20)}, which the game does not read"
    if tag == "group":
        return "the map holds a group of layers; take the layers out of the group"
    if tag in ("image", "imagelayer"):
        return "the map names a picture; a board map may not hold images"
    if tag == "tileset" or parent == "tileset":
        return f"the map must use the game's tileset {TILESET} and no other"
    if tag == "chunk":
        return "the layer is stored in chunks; make the map finite (Map > Map Properties)"
    if tag == "tile" and parent == "data":
        return "the layer is stored as XML; use CSV or Base64 (Map > Map Properties)"
    if tag in ("polygon", "polyline"):
        return "polygons and polylines are not read; use a point (Insert Point)"
    return f"the file holds an element {quote(str(tag), 20)}, which the game does not read"


def attribute_problem(tag: str, attribute: str, text: str, spec: Spec, in_map: bool) -> str:
    """What is wrong with an attribute of an element ``tag``; "" if nothing."""
    if attribute not in spec.attributes:
        if tag == "tileset" and in_map:  # a tileset in the map itself
            return f"the map must use the game's tileset {TILESET} and no other"
        if tag == "object" and attribute == "gid":
            return "tile objects are not read; use a point (Insert Point)"
        if tag == "object" and attribute == "template":
            return "objects from templates are not read; detach the template"
        return f"the game does not read attribute {quote(attribute, 20)} of <{tag}>"
    problem = _problem(text, spec.attributes[attribute])
    return f"attribute {attribute!r} {problem}" if problem else ""


def property_problem(element: Element) -> str:
    """What is wrong with a ``<property>``: its name, its type or its value; "" if nothing."""
    name = element.get("name")
    if not name:
        return "a property has no name"
    kind_name = element.get("type", "string")
    if kind_name not in PROPERTY_KINDS:
        return (
            f"property {quote(name, 30)} has type {quote(kind_name, 20)}, which the game does "
            "not read"
        )
    kind = PROPERTY_KINDS[kind_name]
    value = element.get("value")
    if value is None and kind is not TEXT:
        return f"property {quote(name, 30)} of type {kind_name} has no value"
    problem = _problem(element.text or "" if value is None else value, kind)
    return f"property {quote(name, 30)} (type {kind_name}) {problem}" if problem else ""


def _problem(text: str, kind: Kind) -> str:
    """What is wrong with ``text`` as a ``kind``, said after the attribute's name; "" if fine."""
    if isinstance(kind, OneOf):
        if text in kind.values:
            return ""
        return f"must be {' or '.join(kind.values)}, not {quote(text, 20)}"
    if isinstance(kind, Number):
        if not kind.decimal:
            if whole_number(text, kind.low, kind.high) is not None:
                return ""
            return f"is not an integer from {kind.low} to {kind.high}: {quote(text, 20)}"
        if _DECIMAL.fullmatch(text) and kind.low <= float(text) <= kind.high:
            return ""
        return f"is not a number from {kind.low} to {kind.high}: {quote(text, 20)}"
    if len(text) > MAX_TEXT:
        return f"is over {MAX_TEXT} characters long"
    return ""
