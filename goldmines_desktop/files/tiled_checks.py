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
from ..i18n import N_, _

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


def located(place: str, problem: str) -> str:
    """One line of a refusal: where in the file (``place``), then what is wrong there."""
    # TRANSLATORS: a refused Tiled map: {place} names the file (and the layer, cell or object
    # in it), {problem} says what is wrong there.
    return _("{place}: {problem}").format(place=place, problem=problem)


def in_layer(file: str, layer: str) -> str:
    """The place of a layer: the file's and the layer's names, quoted."""
    # TRANSLATORS: {file} is the map's file name, {layer} the name of a layer in Tiled.
    return _("{file}: layer {layer}").format(file=file, layer=layer)


def at_cell(place: str, x: int, y: int) -> str:
    """The place of a cell of a layer: its column and row, as Tiled shows them."""
    # TRANSLATORS: {place} is a file and a layer; {x}, {y} the cell's column and row in Tiled.
    return _("{place}, cell ({x}, {y})").format(place=place, x=x, y=y)


def at_object(place: str, name: str) -> str:
    """The place of an object of an object layer, by its name (or its number)."""
    # TRANSLATORS: {place} is a file and a layer; {object} the object's name or number in Tiled.
    return _("{place}, object {object}").format(place=place, object=name)


def at_tile(file: str, tile: str) -> str:
    """The place of a tile of the tileset, by its number."""
    # TRANSLATORS: {file} is the tileset's file name, {tile} a tile's number in it.
    return _("{file}: tile {tile}").format(file=file, tile=tile)


def foreign_tileset() -> str:
    """Why a map with another tileset than the game's is refused."""
    return _("the map must use the game's tileset {tileset} and no other").format(tileset=TILESET)


def refusal(tag: str, parent: str, in_map: bool) -> str:
    """Why an element ``tag`` inside a ``parent`` is refused (in a map, or in the tileset)."""
    element = quote(str(tag), 20)
    if not in_map:
        return _("the tileset holds an element {element}, which the game does not read").format(
            element=element
        )
    if tag == "group":
        return _("the map holds a group of layers; take the layers out of the group")
    if tag in ("image", "imagelayer"):
        return _("the map names a picture; a board map may not hold images")
    if tag == "tileset" or parent == "tileset":
        return foreign_tileset()
    if tag == "chunk":
        # TRANSLATORS: "Map > Map Properties" is Tiled's menu: give it as Tiled names it.
        return _("the layer is stored in chunks; make the map finite (Map > Map Properties)")
    if tag == "tile" and parent == "data":
        # TRANSLATORS: "Map > Map Properties" is Tiled's menu: give it as Tiled names it.
        return _("the layer is stored as XML; use CSV or Base64 (Map > Map Properties)")
    if tag in ("polygon", "polyline"):
        # TRANSLATORS: "Insert Point" is Tiled's tool: give it as Tiled names it.
        return _("polygons and polylines are not read; use a point (Insert Point)")
    return _("the file holds an element {element}, which the game does not read").format(
        element=element
    )


def attribute_problem(tag: str, attribute: str, text: str, spec: Spec, in_map: bool) -> str:
    """What is wrong with an attribute of an element ``tag``; "" if nothing."""
    if attribute not in spec.attributes:
        if tag == "tileset" and in_map:  # a tileset in the map itself
            return foreign_tileset()
        if tag == "object" and attribute == "gid":
            # TRANSLATORS: "Insert Point" is Tiled's tool: give it as Tiled names it.
            return _("tile objects are not read; use a point (Insert Point)")
        if tag == "object" and attribute == "template":
            return _("objects from templates are not read; detach the template")
        # TRANSLATORS: {attribute} and {element} are the names of an XML attribute and element.
        return _("the game does not read attribute {attribute} of <{element}>").format(
            attribute=quote(attribute, 20), element=tag
        )
    return _problem(text, spec.attributes[attribute], ATTRIBUTE, attribute=quote(attribute, 20))


def property_problem(element: Element) -> str:
    """What is wrong with a ``<property>``: its name, its type or its value; "" if nothing."""
    name = element.get("name")
    if not name:
        return _("a property has no name")
    kind_name = element.get("type", "string")
    if kind_name not in PROPERTY_KINDS:
        # TRANSLATORS: {property} is a property's name in Tiled, {type} the type it was given.
        return _("property {property} has type {type}, which the game does not read").format(
            property=quote(name, 30), type=quote(kind_name, 20)
        )
    kind = PROPERTY_KINDS[kind_name]
    value = element.get("value")
    if value is None and kind is not TEXT:
        # TRANSLATORS: {property} is a property's name in Tiled, {type} Tiled's type (int, bool...).
        return _("property {property} of type {type} has no value").format(
            property=quote(name, 30), type=kind_name
        )
    text = element.text or "" if value is None else value
    return _problem(text, kind, PROPERTY, property=quote(name, 30), type=kind_name)


@dataclass(frozen=True)
class Problems:
    """What is wrong with a value, said of an attribute or of a property: one whole message
    for each kind of mistake (marked for the catalogue, translated when said)."""

    one_value: str
    two_values: str
    values: str
    integer: str
    number: str
    long: str


ATTRIBUTE = Problems(
    # TRANSLATORS: {attribute} is an XML attribute's name, {value} the one word it may hold,
    # {text} what it holds.
    N_("attribute {attribute} must be {value}, not {text}"),
    # TRANSLATORS: {attribute} is an XML attribute's name, {first} and {second} the words it
    # may hold, {text} what it holds.
    N_("attribute {attribute} must be {first} or {second}, not {text}"),
    # TRANSLATORS: {attribute} is an XML attribute's name, {values} the words it may hold
    # (a list), {text} what it holds.
    N_("attribute {attribute} must be one of {values}, not {text}"),
    # TRANSLATORS: {attribute} is an XML attribute's name, {text} what it holds.
    N_("attribute {attribute} is not an integer from {low} to {high}: {text}"),
    # TRANSLATORS: {attribute} is an XML attribute's name, {text} what it holds.
    N_("attribute {attribute} is not a number from {low} to {high}: {text}"),
    # TRANSLATORS: {attribute} is an XML attribute's name.
    N_("attribute {attribute} is over {limit} characters long"),
)
PROPERTY = Problems(
    # TRANSLATORS: {property} is a property's name in Tiled, {type} Tiled's type (string,
    # bool...), {value} the one word it may hold, {text} what it holds.
    N_("property {property} (type {type}) must be {value}, not {text}"),
    # TRANSLATORS: {property} is a property's name in Tiled, {type} Tiled's type (string,
    # bool...), {first} and {second} the words it may hold, {text} what it holds.
    N_("property {property} (type {type}) must be {first} or {second}, not {text}"),
    # TRANSLATORS: {property} is a property's name in Tiled, {type} Tiled's type (string,
    # bool...), {values} the words it may hold (a list), {text} what it holds.
    N_("property {property} (type {type}) must be one of {values}, not {text}"),
    # TRANSLATORS: {property} is a property's name in Tiled, {type} Tiled's type (int...),
    # {text} what it holds.
    N_("property {property} (type {type}) is not an integer from {low} to {high}: {text}"),
    # TRANSLATORS: {property} is a property's name in Tiled, {type} Tiled's type (float...),
    # {text} what it holds.
    N_("property {property} (type {type}) is not a number from {low} to {high}: {text}"),
    # TRANSLATORS: {property} is a property's name in Tiled, {type} Tiled's type (string...).
    N_("property {property} (type {type}) is over {limit} characters long"),
)


def _problem(text: str, kind: Kind, problems: Problems, **subject: str) -> str:
    """What is wrong with ``text`` as a ``kind``, said of the attribute or property that
    ``subject`` names; "" if fine."""
    found = quote(text, 20)
    if isinstance(kind, OneOf):
        if text in kind.values:
            return ""
        words = kind.values
        if len(words) == 1:
            return _(problems.one_value).format(value=words[0], text=found, **subject)
        if len(words) == 2:
            said = _(problems.two_values)
            return said.format(first=words[0], second=words[1], text=found, **subject)
        return _(problems.values).format(values=", ".join(words), text=found, **subject)
    if isinstance(kind, Number):
        bounds = {"low": kind.low, "high": kind.high, "text": found, **subject}
        if not kind.decimal:
            if whole_number(text, kind.low, kind.high) is not None:
                return ""
            return _(problems.integer).format(**bounds)
        if _DECIMAL.fullmatch(text) and kind.low <= float(text) <= kind.high:
            return ""
        return _(problems.number).format(**bounds)
    if len(text) > MAX_TEXT:
        return _(problems.long).format(limit=MAX_TEXT, **subject)
    return ""
