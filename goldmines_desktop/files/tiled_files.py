"""Reading Tiled files safely: the tile catalogue, the lessons and players' boards.

pytmx follows whatever a map names (other tilesets anywhere on the disk, even a FIFO; images;
groups; layers of any size; compressed data of any size) and casts numbers with Python's own
``int`` and ``float``. So every map is checked before pytmx sees it, and pytmx is handed a map
that names no file at all:

- the file: a regular file of at most ``MAX_MAP_BYTES`` (a FIFO or a device is never opened for
  reading), parsed by defusedxml: no DTD, no entities, whatever the text encoding;
- the elements: only those a board, a lesson or the tile sheet has (``MAP_ELEMENTS``), each
  with only its known attributes: no ``<group>``, ``<image>``, ``<imagelayer>``, template, tile
  object or chunk, and one ``<tileset>``: a reference to the game's own ``tiles.tsx``. The game
  reads that tileset itself (whatever path the map gives for it) and puts it into the map, so
  no file the map names is ever opened;
- the numbers: ASCII digits, bounded (``"0"`` for a size, ``"nan"``, ``"1e400"``, ``"²"`` and
  5,000 digits are refused); the map at most ``MAX_SIDE`` x ``MAX_SIDE`` cells, each tile layer
  the map's size;
- the layer data: csv, base64, or base64 compressed with zlib or gzip; compressed data is
  inflated to at most width x height x 4 bytes, and pytmx is handed the cells as csv.

Each refusal is a ``TiledError``: one line naming the file, then the layer and the cell or the
attribute.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, ParseError

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx imports pygame

import defusedxml.ElementTree as safe_xml  # noqa: E402
import pytmx  # noqa: E402
from defusedxml import DefusedXmlException  # noqa: E402

from goldmines_desktop.engine import RecordError, quote  # noqa: E402
from goldmines_desktop.files.record_files import read_regular_file  # noqa: E402

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
_UNKNOWN = OneOf(())  # an attribute no spec names
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


def no_images(filename: str, colorkey: object, **kwargs: object) -> Callable[..., None]:
    """pytmx's image loader hook: the game paints its own tiles, so no picture is read."""
    return lambda rect=None, flags=None: None


def read_map(path: Path, tileset: Path) -> Any:
    """The checked map at ``path`` as a ``pytmx.TiledMap``, its one tileset being the one at
    ``tileset`` (the game's own, whatever the map names); ``TiledError`` when either file is
    refused."""
    name = quote(path.name, 60)
    root = _parse_xml(_read_bytes(path, MAX_MAP_BYTES), name)
    if root.tag != "map":
        raise TiledError(f"{name} is not a Tiled map (it holds {quote(root.tag, 20)})")
    reference = _check_map(root, name)
    tileset_root = _checked_tileset(tileset)
    # The reference becomes the tileset itself, so pytmx opens no file.
    firstgid = reference.get("firstgid", "1")
    reference.attrib.clear()
    reference.attrib.update(tileset_root.attrib)
    reference.set("firstgid", firstgid)
    reference.extend(list(tileset_root))
    tiled = pytmx.TiledMap(image_loader=no_images, allow_duplicate_names=True)
    tiled.filename = str(path)
    try:
        tiled.parse_xml(root)
    except Exception:  # pytmx raises bare Exception, ValueError, TypeError, KeyError
        raise TiledError(f"{name}: the game cannot read this Tiled map") from None
    return tiled


def _checked_tileset(path: Path) -> Element:
    """The tileset at ``path``, read every time; parsed and checked again only when its bytes
    are not those read last time (the game's tileset serves the catalogue and every board)."""
    data = _read_bytes(path, MAX_TILESET_BYTES)
    known = _last_tileset.get(path)
    if known and known[0] == data:
        return known[1]
    name = quote(path.name, 60)
    root = _parse_xml(data, name)
    if root.tag != "tileset":
        raise TiledError(f"{name} is not a Tiled tileset (it holds {quote(root.tag, 20)})")
    _check_element(root, TILESET_ELEMENTS, name)
    if len(root.findall("tile")) > MAX_TILES:
        raise TiledError(f"{name}: the tileset has over {MAX_TILES} tiles")
    _last_tileset.clear()  # one tileset kept: pytmx reads its elements and never changes them
    _last_tileset[path] = (data, root)
    return root


_last_tileset: dict[Path, tuple[bytes, Element]] = {}


def _read_bytes(path: Path, limit: int) -> bytes:
    try:
        return read_regular_file(path, limit)
    except RecordError as err:
        raise TiledError(str(err)) from None


def _parse_xml(data: bytes, name: str) -> Element:
    """The XML root of ``data``, parsed by defusedxml: no DTD, no entities, any encoding."""
    try:
        root: Element = safe_xml.fromstring(data, forbid_dtd=True)
    except DefusedXmlException:
        raise TiledError(f"{name}: a Tiled file may not declare a DOCTYPE or entities") from None
    except ParseError as err:
        line, column = err.position
        raise TiledError(
            f"{name} is not a Tiled file (broken XML at line {line}, column {column})"
        ) from None
    except (LookupError, ValueError):  # an encoding Python does not know or cannot parse
        raise TiledError(
            f"{name}: the file's text encoding is not known; save it as UTF-8"
        ) from None
    return root


def _check_map(root: Element, name: str) -> Element:
    """Check the map's elements and numbers; put each tile layer's cells as csv; return the
    map's one ``<tileset>`` reference."""
    if root.get("infinite", "0") != "0":
        raise TiledError(f"{name}: the map must not be infinite (Map > Map Properties)")
    _check_element(root, MAP_ELEMENTS, name)
    width, height = int(root.get("width", "0")), int(root.get("height", "0"))
    if not width or not height:
        raise TiledError(f"{name}: the map has no width or height")
    if width > MAX_SIDE or height > MAX_SIDE:
        raise TiledError(
            f"{name}: the map is too big ({width} x {height} cells, at most {MAX_SIDE} x "
            f"{MAX_SIDE})"
        )
    layers = root.findall("layer") + root.findall("objectgroup")
    if len(layers) > MAX_LAYERS:
        raise TiledError(f"{name}: the map has over {MAX_LAYERS} layers")
    if len(root.findall("objectgroup/object")) > MAX_OBJECTS:
        raise TiledError(f"{name}: the map is too big (over {MAX_OBJECTS} objects)")
    tilesets = root.findall("tileset")
    source = tilesets[0].get("source", "") if len(tilesets) == 1 else ""
    if Path(source.replace("\\", "/")).name != TILESET or "firstgid" not in tilesets[0].attrib:
        raise TiledError(f"{name}: the map must use the game's tileset {TILESET} and no other")
    for layer in root.findall("layer"):
        _check_cells(layer, width, height, f"{name}: layer {quote(layer.get('name', ''), 30)}")
    return tilesets[0]


def _place(name: str, context: tuple[Element, ...]) -> str:
    """How a message names the place of an element within ``context`` (the layer, object or
    tile it is in, outermost first): said only for a refusal, as the tileset has thousands."""
    where = name
    for element in context:
        if element.tag == "object":
            where = f"{where}, object {quote(element.get('name') or element.get('id', ''), 30)}"
        elif element.tag == "tile":
            where = f"{name}: tile {quote(element.get('id', ''), 10)}"
        else:
            where = f"{name}: layer {quote(element.get('name', ''), 30)}"
    return where


_NAMED = frozenset({"layer", "objectgroup", "object", "tile"})


def _check_element(root: Element, specs: dict[str, Spec], name: str) -> None:
    """Every element below ``root`` is one ``specs`` allows where it stands, with only its
    attributes, each of its kind. (Iterative: the allowed nesting is shallow anyway.)"""
    in_map = specs is MAP_ELEMENTS
    todo: list[tuple[Element, tuple[Element, ...]]] = [(root, ())]
    while todo:
        element, context = todo.pop()
        tag = element.tag
        if tag in _NAMED:
            context = (*context, element)
        spec = specs[tag]
        problem = _property_problem(element) if tag == "property" else ""
        kinds = spec.attributes
        for attribute, text in element.items():
            if problem:
                break
            if kinds.get(attribute, _UNKNOWN) is not TEXT or len(text) > MAX_TEXT:
                problem = _attribute_problem(tag, attribute, text, spec, in_map)
        if len(element) and not problem:
            children = spec.children
            refused = (c.tag for c in element if c.tag not in children)
            problem = next((_refusal(t, tag, in_map) for t in refused), "")
            todo.extend((child, context) for child in reversed(element))
        if problem:
            raise TiledError(f"{_place(name, context)}: {problem}")


def _refusal(tag: str, parent: str, in_map: bool) -> str:
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


def _attribute_problem(tag: str, attribute: str, text: str, spec: Spec, in_map: bool) -> str:
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


def _property_problem(element: Element) -> str:
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


def _check_cells(layer: Element, width: int, height: int, where: str) -> None:
    """The tile layer is the map's size and holds one number per cell; its data becomes csv."""
    size = (int(layer.get("width", "0")), int(layer.get("height", "0")))
    if size != (width, height):
        raise TiledError(
            f"{where}: the layer is {size[0]} x {size[1]} cells but the map is {width} x "
            f"{height}; make them the same (Map > Resize Map)"
        )
    found = layer.findall("data")
    text = (found[0].text or "").strip() if len(found) == 1 else ""
    if not text:
        raise TiledError(f"{where}: the layer has no data")
    data = found[0]
    encoding, compression = data.get("encoding"), data.get("compression")
    cells = width * height
    if encoding == "csv" and compression is None:
        gids = _csv_cells(text, width, cells, where)
    elif encoding == "base64":
        gids = _base64_cells(text, compression, cells, where)
    else:
        raise TiledError(
            f"{where}: the layer's data must be CSV or Base64, uncompressed or with zlib or "
            "gzip (Map > Map Properties)"
        )
    data.attrib.clear()
    data.set("encoding", "csv")
    data.text = ",".join(map(str, gids))


def _csv_cells(text: str, width: int, cells: int, where: str) -> list[int]:
    found = text.count(",") + 1
    if found != cells:
        raise TiledError(f"{where}: the layer holds {found} cells but the map has {cells}")
    gids: list[int] = []
    for index, item in enumerate(text.split(",")):
        gid = whole_number(item.strip(" \t\r\n"), 0, MAX_GID)
        if gid is None:
            raise TiledError(
                f"{where}, cell ({index % width}, {index // width}): "
                f"{quote(item.strip(), 20)} is not a tile number"
            )
        gids.append(gid)
    return gids


def _base64_cells(text: str, compression: str | None, cells: int, where: str) -> list[int]:
    try:
        raw = base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError):
        raise TiledError(f"{where}: the layer's Base64 data is broken") from None
    limit = cells * 4
    if compression is None:
        data = raw
    elif compression in ("zlib", "gzip"):
        data = _inflate(raw, compression, limit, where)
    else:
        raise TiledError(
            f"{where}: the layer's compression {quote(compression, 20)} is not read; use zlib, "
            "gzip or none (Map > Map Properties)"
        )
    if len(data) != limit:
        raise TiledError(
            f"{where}: the layer holds {len(data) / 4:g} cells but the map has {cells}"
        )
    return list(struct.unpack(f"<{cells}I", data))


def _inflate(raw: bytes, compression: str, limit: int, where: str) -> bytes:
    """The inflated data, read to at most ``limit`` + 1 bytes whatever the stream says."""
    wbits = zlib.MAX_WBITS + (16 if compression == "gzip" else 0)
    inflater = zlib.decompressobj(wbits)
    try:
        data = inflater.decompress(raw, limit + 1)
    except zlib.error:
        raise TiledError(f"{where}: the layer's {compression} data is broken") from None
    if len(data) > limit:
        raise TiledError(f"{where}: the layer's data holds more than the map's {limit // 4} cells")
    if not inflater.eof or inflater.unused_data:
        raise TiledError(f"{where}: the layer's {compression} data is broken")
    return data
