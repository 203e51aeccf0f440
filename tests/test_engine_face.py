"""The engine is used through its package face: outside ``engine/``, a module of the game imports
``goldmines_desktop.engine`` and none of its modules (``engine.state``, ``engine.records``, ...).

The one exception is the computer players (``ai/``): their evaluation and search read the
engine's board geometry and scoring helpers (``engine.board``, ``engine.gold``, ...), which the
face does not offer to the UI. Tests and benchmarks may reach inside."""

from __future__ import annotations

import ast
from pathlib import Path

import goldmines_desktop.engine as engine

PACKAGE = Path(engine.__file__).resolve().parent.parent
MAY_REACH_INSIDE = ("engine", "ai")  # top-level folders of the package


def imported_modules(source: str, package: tuple[str, ...]) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in ``source``, a module of ``package``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            base = list(package[: len(package) - node.level + 1]) if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found.append((node.lineno, module))
            if module == "goldmines_desktop.engine":  # ``from ..engine import state`` too
                found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
    return found


def reaches_inside(module: str) -> bool:
    return module.startswith("goldmines_desktop.engine.") and module.split(".")[2] in {
        p.stem for p in (PACKAGE / "engine").glob("*.py")
    }


def test_only_the_engine_and_the_ai_import_engine_modules() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE)
        if where.parts[0] in MAY_REACH_INSIDE:
            continue
        package = ("goldmines_desktop", *where.parts[:-1])
        for line, module in imported_modules(path.read_text(encoding="utf-8"), package):
            if reaches_inside(module):
                offenders.append(f"{where}:{line} imports {module}")
    assert not offenders, "import these through goldmines_desktop.engine:\n" + "\n".join(offenders)


def test_the_scan_sees_every_spelling_of_an_import_past_the_face() -> None:
    source = "\n".join(
        (
            "from ...engine.state import SegRef",  # from ui/board/: three dots up to the package
            "from goldmines_desktop.engine.records import quote",
            "from ...engine import records",
            "import goldmines_desktop.engine.board",
            "from ...engine import Pos, apply",  # the face: fine
            "from ... import engine",
        )
    )
    found = imported_modules(source, ("goldmines_desktop", "ui", "board"))
    assert sorted({line for line, module in found if reaches_inside(module)}) == [1, 2, 3, 4]


def test_the_face_names_everything_it_exports() -> None:
    assert len(set(engine.__all__)) == len(engine.__all__)
    assert [name for name in engine.__all__ if not hasattr(engine, name)] == []
