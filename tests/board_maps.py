"""Board maps for tests: a small board drawn in Tiled, written as a test would write it."""

from __future__ import annotations

from pathlib import Path

HEADER = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<map version="1.10" orientation="orthogonal" renderorder="right-down" width="{w}" '
    'height="4" tilewidth="256" tileheight="256" infinite="0">\n'
    ' <properties><property name="draw_order" value="U,V"/></properties>\n'
    ' <tileset firstgid="1" source="somewhere/else/tiles.tsx"/>\n'
)
D, U, E, B = 4, 21, 5, 2  # tiles.tsx ids + 1
ROT90, ROT180, ROT270, MIRROR = 0xA0000000, 0xC0000000, 0x60000000, 0x80000000


def board_map(rows: list[list[int]], objects: str = "", layer: str = "board") -> str:
    width = len(rows[0])
    data = ",\n".join(",".join(str(c) for c in row) for row in rows)
    text = HEADER.format(w=width)
    text += f' <layer id="1" name="{layer}" width="{width}" height="4">\n'
    text += f'  <data encoding="csv">\n{data}\n</data>\n </layer>\n'
    if objects:
        text += f' <objectgroup id="2" name="figures">\n{objects}\n </objectgroup>\n'
    return text + "</map>\n"


def rows(cells: dict[tuple[int, int], int]) -> list[list[int]]:
    grid = [[0] * 4 for _ in range(4)]
    for (x, y), gid in cells.items():
        grid[y][x] = gid
    return grid


def figure(name: str, cell: tuple[int, int], **props: object) -> str:
    lines = "".join(
        f'<property name="{k}" type="{"int" if isinstance(v, int) else "string"}" value="{v}"/>'
        for k, v in props.items()
    )
    x, y = cell
    return (
        f'  <object id="{x * 10 + y + 1}" name="{name}" x="{x * 256 + 90}" y="{y * 256 + 90}">'
        f"<properties>{lines}</properties><point/></object>"
    )


def write(tmp_path: Path, text: str | bytes, name: str = "board.tmx") -> Path:
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return path
