"""Every colour the interface draws has a name in ``render.palette`` or ``ui/widgets/theme.py``.

A colour written inline as ``(r, g, b)`` or ``(r, g, b, a)`` somewhere in ``ui/`` is one the
theme cannot change and a reader cannot find. The scan reads each module's syntax tree: a tuple
or list of three whole numbers from 0 to 255 (and perhaps an alpha) is a colour, and so are
``Color(...)`` calls with such numbers, unless it is plainly something else by where it stands:
the values a ``for`` runs over, the right side of ``in``, a board reference annotated
``SegRef``, or the mouse buttons held (``buttons=``) of a pointer event a finger makes.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

UI = Path(__file__).resolve().parents[3] / "goldmines_desktop" / "ui"
HOME = "theme.py"  # where the interface's colours are named
NOT_COLOURS = {"SegRef"}  # annotations of tuples that are board references, not colours


def _channel(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and 0 <= node.value <= 255


def _looks_like_colour(values: list[ast.expr]) -> bool:
    """Three channels as numbers, and perhaps an alpha (a number or worked out)."""
    if len(values) == 4 and not isinstance(values[3], ast.Starred):
        return all(_channel(v) for v in values[:3])
    return len(values) == 3 and all(_channel(v) for v in values)


def _allowed_places(tree: ast.AST) -> set[int]:
    """The ids of tuples that stand where a colour cannot: loop values, ``in`` and annotated
    board references."""
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.For | ast.comprehension):
            allowed.add(id(node.iter))
        elif isinstance(node, ast.Compare):
            for op, right in zip(node.ops, node.comparators, strict=True):
                if isinstance(op, ast.In | ast.NotIn):
                    allowed.add(id(right))
        elif (
            isinstance(node, ast.keyword)
            and node.arg == "buttons"
            or (
                isinstance(node, ast.AnnAssign)
                and node.value is not None
                and isinstance(node.annotation, ast.Name)
                and node.annotation.id in NOT_COLOURS
            )
        ):
            allowed.add(id(node.value))
    return allowed


def inline_colours(source: str) -> list[tuple[int, str]]:
    """(line, text) of every colour written as numbers in ``source``."""
    tree = ast.parse(source)
    allowed = _allowed_places(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Tuple | ast.List) and id(node) not in allowed:
            if _looks_like_colour(node.elts):
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.Call) and _looks_like_colour(node.args):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else None
            if isinstance(node.func, ast.Name):
                name = node.func.id
            if name == "Color":
                found.append((node.lineno, ast.unparse(node)))
    return sorted(found)


@pytest.mark.parametrize(
    "source",
    [
        "surface.fill((12, 34, 56))",
        "WARM = (250, 240, 216, 120)",
        "draw(surface, fill=[1, 2, 3])",
        "colour = (9, 9, 9) if lit else theme.INK",
        "tint = pygame.Color(200, 30, 24)",
        "tint = Color(200, 30, 24, 90)",
        "x = {'road': (226, 200, 150)}",
        "ref: Colour = (0, 0, 0)",
        "tint = (255, 226, 80, pulse(now, 90, 170))",
    ],
)
def test_the_scan_finds_a_colour_written_as_numbers(source: str) -> None:
    assert len(inline_colours(source)) == 1


@pytest.mark.parametrize(
    "source",
    [
        "for width in (200, 180, 240):\n    pass",
        "widths = [w for w in (1, 2, 5, 10)]",
        "ok = event.button in (1, 2, 3)",
        "ref: SegRef = (0, 0, 0)",
        "size = (640, 400)",
        "rect = pygame.Rect(0, 0, 24, 24)",
        "pos = (10, -2, 3)",
        "scale = (0.5, 0.5, 0.5)",
        "big = (300, 200, 100)",
        "fill = (*theme.WOOD, 90)",
    ],
)
def test_the_scan_leaves_loops_memberships_references_and_sizes_alone(source: str) -> None:
    assert inline_colours(source) == []


def test_no_inline_colour_is_left_in_the_interface() -> None:
    modules = sorted(p for p in UI.rglob("*.py") if p.name != HOME)
    assert len(modules) > 20  # the scan reads the interface's modules
    found = [
        f"{path.relative_to(UI)}:{line}: {text}"
        for path in modules
        for line, text in inline_colours(path.read_text(encoding="utf-8"))
    ]
    assert found == [], (
        "name these colours in render/palette.py or ui/widgets/theme.py:\n" + "\n".join(found)
    )
