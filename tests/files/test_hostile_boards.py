"""Hostile Tiled maps: each is refused in one line a player can read, naming the layer and the
cell or the attribute, before pytmx (or any parser) follows it. No map makes the game open a file
other than the map and the game's own tileset, hang on a FIFO, inflate a bomb or repeat another
file's content; a mutated board either loads or is refused by the game's own error."""

from __future__ import annotations

import base64
import builtins
import gzip
import os
import re
import subprocess
import sys
import tracemalloc
import zlib
from pathlib import Path
from typing import Any

import pytest
from board_maps import D, U, board_map, figure, rows, write
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goldmines_desktop.cli import main
from goldmines_desktop.files.boards import BoardError, load_board
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import lesson_paths, load_lesson
from goldmines_desktop.files.resources import art_path

REPO = Path(__file__).resolve().parents[2]
GOOD = board_map(rows({(1, 1): D, (2, 1): U}), figure("meeple", (2, 1), player=2, spot="W"))
LAYER_START = '<layer id="1" name="board" width="4" height="4">'
SECRET = "SECRET-6f1c2a-do-not-show"


def refusal(path: Path) -> str:
    """The one line ``load_board`` refuses the map with (the test fails on anything else)."""
    with pytest.raises(BoardError) as caught:
        load_board(path)
    message = str(caught.value)
    assert message and "\n" not in message and "Traceback" not in message
    return message


def layer_data(payload: bytes, compression: str | None = None) -> str:
    """The board layer of GOOD with ``payload`` as its (compressed) Base64 data."""
    attributes = f' compression="{compression}"' if compression else ""
    data = base64.b64encode(payload).decode()
    start = GOOD.index(LAYER_START)
    end = GOOD.index("</layer>", start)
    layer = f'{LAYER_START}<data encoding="base64"{attributes}>{data}</data>'
    return GOOD[:start] + layer + GOOD[end:]


def cells(*gids: int) -> bytes:
    return b"".join(gid.to_bytes(4, "little") for gid in gids)


def zeros_compressed(size: int, wbits: int) -> bytes:
    """``size`` zero bytes compressed (zlib or gzip by ``wbits``), made without holding them."""
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    chunk = bytes(1 << 20)
    parts = [packer.compress(chunk) for _ in range(size >> 20)]
    return b"".join(parts) + packer.flush()


def test_the_good_board_loads_in_every_encoding(tmp_path: Path) -> None:
    """The control: the board the hostile cases start from, as csv, Base64, zlib, gzip and in
    UTF-16 (defusedxml reads any encoding), plays."""
    grid = [gid for row in rows({(1, 1): D, (2, 1): U}) for gid in row]
    raw = cells(*grid)
    texts = {
        "csv": GOOD.encode(),
        "base64": layer_data(raw).encode(),
        "zlib": layer_data(zlib.compress(raw), "zlib").encode(),
        "gzip": layer_data(gzip.compress(raw), "gzip").encode(),
        "utf-16": GOOD.replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16"),
    }
    for kind, text in texts.items():
        board = load_board(write(tmp_path, text, f"{kind}.tmx"))
        assert board.tiles == {(1, 1): ("D", 0), (2, 1): ("U", 0)}, kind
        assert board.figures[0].player == 1


def test_a_tileset_in_a_group_with_a_huge_image_is_refused(tmp_path: Path) -> None:
    group = (
        '<group id="7" name="more"><tileset firstgid="100" name="x" tilewidth="1" '
        'tileheight="1" tilecount="1000000000" columns="100000"><image source="huge.png" '
        'width="100000000" height="100000000"/></tileset></group>\n'
    )
    message = refusal(write(tmp_path, GOOD.replace("</map>", group + "</map>")))
    assert "group of layers" in message


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (
            '<tileset firstgid="100" name="x" tilewidth="1" tileheight="1" tilecount="9">'
            '<image source="huge.png" width="100000000" height="100000000"/></tileset>',
            "the game's tileset tiles.tsx and no other",
        ),
        ('<imagelayer id="8" name="sky"><image source="/etc/passwd"/></imagelayer>', "picture"),
        ('<layer id="9" name="x" width="4" height="4"><image source="a.png"/></layer>', "picture"),
    ],
)
def test_other_tilesets_and_images_are_refused(tmp_path: Path, extra: str, expected: str) -> None:
    assert expected in refusal(write(tmp_path, GOOD.replace("</map>", extra + "\n</map>")))


@pytest.mark.slow
@pytest.mark.parametrize(("wbits", "compression"), [(15, "zlib"), (31, "gzip")])
def test_a_compressed_bomb_is_not_inflated(tmp_path: Path, wbits: int, compression: str) -> None:
    """256 MB of zeros in a few hundred KB: inflated to at most 4 x 4 x 4 bytes + 1."""
    path = write(tmp_path, layer_data(zeros_compressed(256 << 20, wbits), compression))
    tracemalloc.start()
    try:
        message = refusal(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert message.endswith("layer 'board': the layer's data holds more than the map's 16 cells")
    assert peak < 32 << 20  # the file and its parse, not the 256 MB


def test_a_second_gzip_member_is_refused(tmp_path: Path) -> None:
    """gzip.decompress would read every member; the game reads one, of the map's size."""
    raw = cells(*[gid for row in rows({(1, 1): D}) for gid in row])
    payload = gzip.compress(raw) + zeros_compressed(64 << 20, 31)
    message = refusal(write(tmp_path, layer_data(payload, "gzip")))
    assert "layer 'board': the layer's gzip data is broken" in message


def test_a_layer_bigger_than_its_map_is_refused(tmp_path: Path) -> None:
    """A 3 x 3 map whose layer says 300 x 300 and holds 90,000 tiles."""
    data = ",".join(["4"] * 90_000)
    text = (
        '<?xml version="1.0"?><map orientation="orthogonal" width="3" height="3" '
        'tilewidth="256" tileheight="256"><tileset firstgid="1" source="tiles.tsx"/>'
        f'<layer id="1" name="board" width="300" height="300"><data encoding="csv">{data}'
        "</data></layer></map>"
    )
    message = refusal(write(tmp_path, text))
    assert "layer 'board': the layer is 300 x 300 cells but the map is 3 x 3" in message


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("4,0,0", "layer 'board': the layer holds 3 cells but the map has 16"),
        (",".join(["0"] * 15 + ["4,4"]), "the layer holds 17 cells but the map has 16"),
        (",".join(["0"] * 5 + ["x"] + ["0"] * 10), "layer 'board', cell (1, 1): 'x' is not a"),
        (",".join(["0"] * 6 + ["²"] + ["0"] * 9), "layer 'board', cell (2, 1): '²' is not a"),
        (",".join(["0"] * 15 + ["4294967296"]), "cell (3, 3): '4294967296' is not a tile"),
    ],
)
def test_csv_cells_are_counted_and_read_as_numbers(
    tmp_path: Path, data: str, expected: str
) -> None:
    start = GOOD.index('<data encoding="csv">') + len('<data encoding="csv">')
    end = GOOD.index("</data>")
    assert expected in refusal(write(tmp_path, GOOD[:start] + data + GOOD[end:]))


def test_base64_data_of_the_wrong_size_or_broken_is_refused(tmp_path: Path) -> None:
    assert "holds 3 cells but the map has 16" in refusal(
        write(tmp_path, layer_data(cells(4, 0, 0)))
    )
    broken = layer_data(cells(*[0] * 16)).replace('base64">', 'base64">%%', 1)
    assert "layer 'board': the layer's Base64 data is broken" in refusal(write(tmp_path, broken))
    cut = layer_data(zlib.compress(cells(*[0] * 16))[:-6], "zlib")
    assert "layer 'board': the layer's zlib data is broken" in refusal(write(tmp_path, cut))
    zstd = layer_data(cells(*[0] * 16), "zstd")
    assert "compression 'zstd' is not read" in refusal(write(tmp_path, zstd))


def _fifo_case(tmp_path: Path, nested: bool) -> subprocess.CompletedProcess[str]:
    """Load, in a child process with a timeout, a map naming a FIFO as a tileset."""
    fifo = tmp_path / ("fifo.tsx" if nested else "tiles.tsx")
    os.mkfifo(fifo)
    if nested:
        extra = f'<group id="7" name="g"><tileset firstgid="60" source="{fifo}"/></group>'
        text = GOOD.replace("</map>", extra + "</map>")
    else:  # the map's one tileset, named like the game's: the game reads its own instead
        text = GOOD.replace("somewhere/else/tiles.tsx", str(fifo))
    path = write(tmp_path, text)
    code = (
        "import sys\n"
        "from goldmines_desktop.files.boards import BoardError, load_board\n"
        "try:\n"
        "    board = load_board(sys.argv[1])\n"
        "except BoardError as err:\n"
        "    print('refused:', err)\n"
        "else:\n"
        "    print('loaded:', sorted(board.tiles))\n"
    )
    return subprocess.run(
        [sys.executable, "-c", code, str(path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_tileset_that_is_a_fifo_never_blocks(tmp_path: Path) -> None:
    (tmp_path / "nested").mkdir()
    nested = _fifo_case(tmp_path / "nested", nested=True)
    assert nested.stdout.startswith("refused:") and "group of layers" in nested.stdout
    (tmp_path / "own").mkdir()
    own = _fifo_case(tmp_path / "own", nested=False)
    assert own.stdout == "loaded: [(1, 1), (2, 1)]\n"


def test_another_tileset_on_the_disk_is_neither_read_nor_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = tmp_path / "private" / "secret.tsx"
    secret.parent.mkdir()
    secret.write_text(
        f'<?xml version="1.0"?><tileset name="{SECRET}" tilewidth="1" tileheight="1" '
        f'tilecount="1"><properties><property name="{SECRET}" value="{SECRET}"/></properties>'
        "</tileset>"
    )
    opened: list[str] = []
    real_open, real_os_open = builtins.open, os.open

    def spy_open(file: Any, *args: Any, **kwargs: Any) -> Any:
        opened.append(os.fspath(file))
        return real_open(file, *args, **kwargs)

    def spy_os_open(file: Any, *args: Any, **kwargs: Any) -> int:
        opened.append(os.fspath(file))
        return real_os_open(file, *args, **kwargs)

    load_catalogue()  # the catalogue is read once at start, before the spies
    monkeypatch.setattr(builtins, "open", spy_open)
    monkeypatch.setattr(os, "open", spy_os_open)
    cases = {
        "only.tmx": GOOD.replace("somewhere/else/tiles.tsx", str(secret)),
        "nested.tmx": GOOD.replace(
            "</map>",
            f'<group id="7" name="g"><tileset firstgid="90" source="{secret}"/></group></map>',
        ),
        "second.tmx": GOOD.replace("</map>", f'<tileset firstgid="90" source="{secret}"/></map>'),
        "relative.tmx": GOOD.replace("somewhere/else/tiles.tsx", "private/secret.tsx"),
    }
    for name, text in cases.items():
        message = refusal(write(tmp_path, text, name))
        assert SECRET not in message and "secret" not in message.lower(), name
    # a tileset named tiles.tsx anywhere is the game's own: the file there is never opened
    elsewhere = secret.with_name("tiles.tsx")
    secret.rename(elsewhere)
    load_board(write(tmp_path, GOOD.replace("somewhere/else/tiles.tsx", str(elsewhere))))
    assert str(secret) not in opened and str(elsewhere) not in opened
    assert {Path(p).name for p in opened} <= {*cases, "board.tmx", "tiles.tsx"}
    assert {Path(p).parent for p in opened if p.endswith(".tsx")} == {art_path()}


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-16-be"])
def test_a_doctype_or_entities_are_refused_in_any_encoding(tmp_path: Path, encoding: str) -> None:
    doctype = '<!DOCTYPE map [<!ENTITY who "Ann">]>\n'
    text = GOOD.replace("<map ", doctype + "<map ", 1).replace("U,V", "&who;")
    text = text.replace('encoding="UTF-8"', f'encoding="{encoding[:6].upper()}"')
    data = text.encode(encoding)
    if encoding == "utf-16-be":
        data = b"\xfe\xff" + data  # a byte order mark, as UTF-16 needs
    assert b"<!DOCTYPE" not in data or encoding == "utf-8"  # the old byte search missed these
    assert "may not declare a DOCTYPE or entities" in refusal(write(tmp_path, data))


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('tilewidth="256"', 'tilewidth="0"', "attribute 'tilewidth' is not an integer from 1"),
        ('tileheight="256"', 'tileheight="-256"', "attribute 'tileheight' is not an integer"),
        ('width="4"', 'width="1e400"', "attribute 'width' is not an integer from 1"),
        ('x="602"', 'x="nan"', "layer 'figures', object 'meeple': attribute 'x' is not a number"),
        ('x="602"', 'x="1e400"', "object 'meeple': attribute 'x' is not a number"),
        ('x="602"', 'x="inf"', "object 'meeple': attribute 'x' is not a number"),
        ('y="346"', 'y="٣"', "object 'meeple': attribute 'y' is not a number"),
        ('x="602"', 'x="' + "9" * 5000 + '"', "attribute 'x' is not a number from"),
        ('value="2"/>', 'value="' + "1" * 5000 + '"/>', "property 'player' (type int) is not an"),
        ('value="2"/>', 'value="²"/>', "property 'player' (type int) is not an integer"),
        ('value="2"/>', 'value="٢"/>', "property 'player' (type int) is not an integer"),
        ('value="2"/>', 'value=" 2"/>', "property 'player' (type int) is not an integer"),
        ('id="22"', 'id="' + "2" * 5000 + '"', "attribute 'id' is not an integer from 0"),
        ('firstgid="1"', 'firstgid="0"', "attribute 'firstgid' is not an integer from 1"),
        ('height="4" tilewidth', 'height="4.5" tilewidth', "attribute 'height' is not an int"),
        ("<point/>", '<polygon points="0,0 nan,1e400"/>', "polygons and polylines are not read"),
        ('name="meeple"', 'name="meeple" gid="4"', "object 'meeple': tile objects are not read"),
        ('name="meeple"', 'name="meeple" template="a.tx"', "objects from templates are not read"),
        ('infinite="0"', 'infinite="1"', "the map must not be infinite"),
        ('orientation="orthogonal"', 'orientation="hexagonal"', "'orientation' must be orth"),
        ('name="draw_order"', 'name="draw_order" type="class"', "type 'class', which the game"),
        (
            '<property name="draw_order" value="U,V"/>',
            '<property name="n" type="int"/>',
            "no value",
        ),
        ('name="meeple"', 'name="meeple" layers="x"', "does not read attribute 'layers'"),
    ],
)
def test_every_number_and_attribute_is_checked(
    tmp_path: Path, old: str, new: str, expected: str
) -> None:
    assert old in GOOD, old
    message = refusal(write(tmp_path, GOOD.replace(old, new, 1)))
    assert expected in message and "invalid literal" not in message and "Exceeds" not in message


def test_the_computer_seat_is_an_ascii_number(tmp_path: Path) -> None:
    for seat in ("²", "٢", "9" * 1999, "0", "3", "9" * 5000):
        prop = f'<property name="computer" value="{seat}"/>'
        text = GOOD.replace("<properties>", "<properties>" + prop, 1)
        message = refusal(write(tmp_path, text))
        if len(seat) > 2000:
            assert "property 'computer' (type string) is over 2000 characters long" in message
        else:
            assert "map property 'computer' names no seat" in message
    text = GOOD.replace("<properties>", '<properties><property name="computer" value="2"/>', 1)
    assert load_board(write(tmp_path, text)).computer == (1,)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (
            '<data encoding="csv">',
            '<data encoding="csv"><chunk x="0" y="0" width="4" height="4">1</chunk>',
            "layer 'board': the layer is stored in chunks",
        ),
        ('infinite="0"', 'infinite="1"', "must not be infinite"),
        ('<data encoding="csv">', '<data encoding="csv"/><x>', "element 'x'"),
        (
            '<data encoding="csv">',
            '<data><tile gid="4"/>',
            "layer 'board': the layer is stored as XML",
        ),
    ],
)
def test_chunked_or_xml_layers_are_refused(
    tmp_path: Path, old: str, new: str, expected: str
) -> None:
    text = GOOD.replace(old, new, 1)
    if "<x>" in new:
        text = text.replace("</data>", "</x>", 1)
    assert expected in refusal(write(tmp_path, text))


def test_missing_data_is_refused(tmp_path: Path) -> None:
    start, end = GOOD.index("<data"), GOOD.index("</data>") + len("</data>")
    assert "layer 'board': the layer has no data" in refusal(
        write(tmp_path, GOOD[:start] + GOOD[end:])
    )
    empty = GOOD[:start] + '<data encoding="csv">\n</data>' + GOOD[end:]
    assert "layer 'board': the layer has no data" in refusal(write(tmp_path, empty))
    plain = GOOD.replace('<data encoding="csv">', "<data>", 1)
    assert "layer 'board': the layer's data must be CSV or Base64" in refusal(
        write(tmp_path, plain)
    )


def test_a_refused_board_is_one_line_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, GOOD.replace('x="602"', 'x="nan"', 1))
    assert main(["play", "--board", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "layer 'figures', object 'meeple': attribute 'x'" in err


def test_a_hostile_lesson_is_listed_as_unopenable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Lessons screen shows a refused map's line when it is chosen, as for any bad board."""
    from ui_helpers import make_app

    from goldmines_desktop.ui.scenes import lessons as lessons_scene

    lesson = lesson_paths()[0].read_text(encoding="utf-8")
    hostile = write(tmp_path, lesson.replace('tilewidth="256"', 'tilewidth="0"', 1), "01_x.tmx")
    monkeypatch.setattr(lessons_scene, "lesson_paths", lambda: [hostile, *lesson_paths()[1:]])
    app = make_app()
    try:
        scene = app.show("lessons")
        assert scene.label(None, hostile) == "01_x (cannot be opened)"  # type: ignore[attr-defined]
        scene.start(0)  # type: ignore[attr-defined]
        message = scene.message  # type: ignore[attr-defined]
        assert "'01_x.tmx': attribute 'tilewidth' is not an integer from 1" in message
        assert "\n" not in message
    finally:
        app.close()


@pytest.mark.parametrize("number", ["²", "-²", "٢", "9" * 1000, "1e3"])
def test_a_lessons_move_takes_ascii_numbers(tmp_path: Path, number: str) -> None:
    lesson = lesson_paths()[0].read_text(encoding="utf-8")
    assert 'value="place_tile 2 1 180"' in lesson
    text = lesson.replace('value="place_tile 2 1 180"', f'value="place_tile {number} 1 180"')
    with pytest.raises(BoardError) as caught:
        load_lesson(write(tmp_path, text, "lesson.tmx"))
    message = str(caught.value)
    assert "layer 'steps', 'step 1': move 'place_tile" in message and "\n" not in message
    assert "needs 3 whole numbers" in message


def test_the_games_own_lessons_still_load() -> None:
    catalogue = load_catalogue()
    for path in lesson_paths():
        assert load_lesson(path, catalogue).steps


# --- mutations of a good board: a valid load or the game's own refusal, nothing else ---------

SEEDS = [GOOD.encode(), lesson_paths()[2].read_bytes()]
AWKWARD = [
    b"0",
    b"-1",
    b"1.5",
    b"nan",
    b"1e400",
    b"\xc2\xb2",
    b"9" * 5000,
    b"4294967297",
    b"",
    b'"',
    b"<",
    b"&amp;",
    b"<group>",
    b"<image/>",
    b"\x00",
    b"\xff\xfe",
    b"base64",
    b"zlib",
    b"int",
    b"bool",
    b"class",
    b"tiles.tsx",
]
VALUE = re.compile(rb'="([^"]*)"')


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A good board with a few attribute values replaced, then a few bytes spliced in."""
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(0, 3))):
        values = [m.span(1) for m in VALUE.finditer(data)]
        start, end = draw(st.sampled_from(values))
        data[start:end] = draw(st.sampled_from(AWKWARD))
    for _ in range(draw(st.integers(0, 2))):
        at = draw(st.integers(0, len(data)))
        span = draw(st.integers(0, 12))
        data[at : at + span] = draw(st.one_of(st.sampled_from(AWKWARD), st.binary(max_size=8)))
    return bytes(data)


@pytest.mark.slow
@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=mutated())
def test_a_mutated_board_loads_or_is_refused_in_one_line(tmp_path: Path, data: bytes) -> None:
    path = write(tmp_path, data)
    try:
        load_board(path)
        if b'name="steps"' in data:
            load_lesson(path)
    except BoardError as err:
        assert str(err) and "\n" not in str(err)


def test_the_build_keeps_what_the_map_reader_imports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """defusedxml is pure Python: PyInstaller bundles it from the import, unless build.spec
    excludes a module it needs."""
    from test_release import run_spec

    code = "import sys, goldmines_desktop.files.tiled_files\nprint(' '.join(sorted(sys.modules)))"
    loaded = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    ).stdout.split()
    assert "defusedxml.ElementTree" in loaded
    _, analysis = run_spec(sys.platform, tmp_path, monkeypatch)["made"]["Analysis"]
    excluded = set(analysis["excludes"])
    assert not [m for m in loaded if m in excluded or m.rpartition(".")[0] in excluded]
