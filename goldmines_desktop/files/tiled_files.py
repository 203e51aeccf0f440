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
import struct
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any
from xml.etree.ElementTree import Element, ParseError

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx imports pygame

import defusedxml.ElementTree as safe_xml  # noqa: E402
import pytmx  # noqa: E402
from defusedxml import DefusedXmlException  # noqa: E402

from goldmines_desktop.engine import RecordError, quote  # noqa: E402
from goldmines_desktop.files.record_files import read_regular_file  # noqa: E402
from goldmines_desktop.files.tiled_checks import (  # noqa: E402
    MAP_ELEMENTS,
    MAX_GID,
    MAX_LAYERS,
    MAX_MAP_BYTES,
    MAX_OBJECTS,
    MAX_SIDE,
    MAX_TEXT,
    MAX_TILES,
    MAX_TILESET_BYTES,
    TEXT,
    TILESET,
    TILESET_ELEMENTS,
    UNKNOWN,
    Spec,
    TiledError,
    at_cell,
    at_object,
    at_tile,
    attribute_problem,
    foreign_tileset,
    in_layer,
    located,
    property_problem,
    refusal,
    whole_number,
)
from goldmines_desktop.i18n import _, ngettext  # noqa: E402


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
        # TRANSLATORS: {file} is a file's name, {element} the XML element it holds.
        said = _("{file} is not a Tiled map (it holds {element})")
        raise TiledError(said.format(file=name, element=quote(root.tag, 20)))
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
        raise TiledError(located(name, _("the game cannot read this Tiled map"))) from None
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
        # TRANSLATORS: {file} is a file's name, {element} the XML element it holds.
        said = _("{file} is not a Tiled tileset (it holds {element})")
        raise TiledError(said.format(file=name, element=quote(root.tag, 20)))
    _check_element(root, TILESET_ELEMENTS, name)
    if len(root.findall("tile")) > MAX_TILES:
        said = ngettext(
            "the tileset has over {n} tile", "the tileset has over {n} tiles", MAX_TILES
        )
        raise TiledError(located(name, said.format(n=MAX_TILES)))
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
        problem = _("a Tiled file may not declare a DOCTYPE or entities")
        raise TiledError(located(name, problem)) from None
    except ParseError as err:
        line, column = err.position
        said = _("{file} is not a Tiled file (broken XML at line {line}, column {column})")
        raise TiledError(said.format(file=name, line=line, column=column)) from None
    except (LookupError, ValueError):  # an encoding Python does not know or cannot parse
        problem = _("the file's text encoding is not known; save it as UTF-8")
        raise TiledError(located(name, problem)) from None
    return root


def _check_map(root: Element, name: str) -> Element:
    """Check the map's elements and numbers; put each tile layer's cells as csv; return the
    map's one ``<tileset>`` reference."""
    if root.get("infinite", "0") != "0":
        # TRANSLATORS: "Map > Map Properties" is Tiled's menu: give it as Tiled names it.
        problem = _("the map must not be infinite (Map > Map Properties)")
        raise TiledError(located(name, problem))
    _check_element(root, MAP_ELEMENTS, name)
    width, height = int(root.get("width", "0")), int(root.get("height", "0"))
    if not width or not height:
        raise TiledError(located(name, _("the map has no width or height")))
    if width > MAX_SIDE or height > MAX_SIDE:
        said = _("the map is too big ({width} x {height} cells, at most {most} x {most})")
        raise TiledError(located(name, said.format(width=width, height=height, most=MAX_SIDE)))
    layers = root.findall("layer") + root.findall("objectgroup")
    if len(layers) > MAX_LAYERS:
        said = ngettext("the map has over {n} layer", "the map has over {n} layers", MAX_LAYERS)
        raise TiledError(located(name, said.format(n=MAX_LAYERS)))
    if len(root.findall("objectgroup/object")) > MAX_OBJECTS:
        said = ngettext(
            "the map is too big (over {n} object)",
            "the map is too big (over {n} objects)",
            MAX_OBJECTS,
        )
        raise TiledError(located(name, said.format(n=MAX_OBJECTS)))
    tilesets = root.findall("tileset")
    source = tilesets[0].get("source", "") if len(tilesets) == 1 else ""
    if Path(source.replace("\\", "/")).name != TILESET or "firstgid" not in tilesets[0].attrib:
        raise TiledError(located(name, foreign_tileset()))
    for layer in root.findall("layer"):
        _check_cells(layer, width, height, in_layer(name, quote(layer.get("name", ""), 30)))
    return tilesets[0]


def _place(name: str, context: tuple[Element, ...]) -> str:
    """How a message names the place of an element within ``context`` (the layer, object or
    tile it is in, outermost first): said only for a refusal, as the tileset has thousands."""
    where = name
    for element in context:
        if element.tag == "object":
            where = at_object(where, quote(element.get("name") or element.get("id", ""), 30))
        elif element.tag == "tile":
            where = at_tile(name, quote(element.get("id", ""), 10))
        else:
            where = in_layer(name, quote(element.get("name", ""), 30))
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
        problem = property_problem(element) if tag == "property" else ""
        kinds = spec.attributes
        for attribute, text in element.items():
            if problem:
                break
            if kinds.get(attribute, UNKNOWN) is not TEXT or len(text) > MAX_TEXT:
                problem = attribute_problem(tag, attribute, text, spec, in_map)
        if len(element) and not problem:
            children = spec.children
            refused = (c.tag for c in element if c.tag not in children)
            problem = next((refusal(t, tag, in_map) for t in refused), "")
            todo.extend((child, context) for child in reversed(element))
        if problem:
            raise TiledError(located(_place(name, context), problem))


def _check_cells(layer: Element, width: int, height: int, where: str) -> None:
    """The tile layer is the map's size and holds one number per cell; its data becomes csv."""
    size = (int(layer.get("width", "0")), int(layer.get("height", "0")))
    if size != (width, height):
        # TRANSLATORS: "Map > Resize Map" is Tiled's menu: give it as Tiled names it.
        said = _(
            "the layer is {width} x {height} cells but the map is {map_width} x {map_height}; "
            "make them the same (Map > Resize Map)"
        )
        sizes = {"width": size[0], "height": size[1], "map_width": width, "map_height": height}
        raise TiledError(located(where, said.format(**sizes)))
    found = layer.findall("data")
    text = (found[0].text or "").strip() if len(found) == 1 else ""
    if not text:
        raise TiledError(located(where, _("the layer has no data")))
    data = found[0]
    encoding, compression = data.get("encoding"), data.get("compression")
    cells = width * height
    if encoding == "csv" and compression is None:
        gids = _csv_cells(text, width, cells, where)
    elif encoding == "base64":
        gids = _base64_cells(text, compression, cells, where)
    else:
        # TRANSLATORS: "Map > Map Properties" is Tiled's menu: give it as Tiled names it.
        problem = _(
            "the layer's data must be CSV or Base64, uncompressed or with zlib or gzip "
            "(Map > Map Properties)"
        )
        raise TiledError(located(where, problem))
    data.attrib.clear()
    data.set("encoding", "csv")
    data.text = ",".join(map(str, gids))


def _csv_cells(text: str, width: int, cells: int, where: str) -> list[int]:
    found = text.count(",") + 1
    if found != cells:
        raise TiledError(located(where, _cells_differ(str(found), found, cells)))
    gids: list[int] = []
    for index, item in enumerate(text.split(",")):
        gid = whole_number(item.strip(" \t\r\n"), 0, MAX_GID)
        if gid is None:
            cell = at_cell(where, index % width, index // width)
            # TRANSLATORS: {text} is what a cell of the layer holds instead of a tile's number.
            problem = _("{text} is not a tile number").format(text=quote(item.strip(), 20))
            raise TiledError(located(cell, problem))
        gids.append(gid)
    return gids


def _base64_cells(text: str, compression: str | None, cells: int, where: str) -> list[int]:
    try:
        raw = base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError):
        raise TiledError(located(where, _("the layer's Base64 data is broken"))) from None
    limit = cells * 4
    if compression is None:
        data = raw
    elif compression in ("zlib", "gzip"):
        data = _inflate(raw, compression, limit, where)
    else:
        # TRANSLATORS: {compression} is the compression the map names; "Map > Map Properties"
        # is Tiled's menu: give it as Tiled names it.
        said = _(
            "the layer's compression {compression} is not read; use zlib, gzip or none "
            "(Map > Map Properties)"
        )
        raise TiledError(located(where, said.format(compression=quote(compression, 20))))
    if len(data) != limit:
        whole = len(data) % 4 == 0  # else a part of a cell, said as a fraction (plural)
        found = _cells_differ(f"{len(data) / 4:g}", len(data) // 4 if whole else 2, cells)
        raise TiledError(located(where, found))
    return list(struct.unpack(f"<{cells}I", data))


def _inflate(raw: bytes, compression: str, limit: int, where: str) -> bytes:
    """The inflated data, read to at most ``limit`` + 1 bytes whatever the stream says."""
    wbits = zlib.MAX_WBITS + (16 if compression == "gzip" else 0)
    inflater = zlib.decompressobj(wbits)
    try:
        data = inflater.decompress(raw, limit + 1)
    except zlib.error:
        raise TiledError(located(where, _broken(compression))) from None
    if len(data) > limit:
        cells = limit // 4
        said = ngettext(
            "the layer's data holds more than the map's {n} cell",
            "the layer's data holds more than the map's {n} cells",
            cells,
        )
        raise TiledError(located(where, said.format(n=cells)))
    if not inflater.eof or inflater.unused_data:
        raise TiledError(located(where, _broken(compression)))
    return data


def _broken(compression: str) -> str:
    # TRANSLATORS: {compression} is zlib or gzip.
    return _("the layer's {compression} data is broken").format(compression=compression)


def _cells_differ(found: str, count: int, cells: int) -> str:
    """The layer holds ``found`` cells (``count`` for the plural) where the map has ``cells``."""
    said = ngettext(
        "the layer holds {found} cell but the map has {cells}",
        "the layer holds {found} cells but the map has {cells}",
        count,
    )
    return said.format(found=found, cells=cells)
