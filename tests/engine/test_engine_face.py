"""The engine is used through its package face: outside ``engine/``, a module of the game imports
``goldmines_desktop.engine`` and none of its modules (``engine.state``, ``engine.records``, ...).

The one exception is the computer players (``ai/``): their evaluation and search read the
engine's board geometry and scoring helpers (``engine.board``, ``engine.gold``, ...), which the
face does not offer to the UI. Tests and benchmarks may reach inside.

Stepping a state in place is not on the face (``apply`` is the one public way to play): it is
``engine.stepping``: replays go through ``engine.steps``, searches stay inside the engine, and
only the random games named here import it."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

import goldmines_desktop.engine as engine

PACKAGE = Path(engine.__file__).resolve().parent.parent
MAY_REACH_INSIDE = ("engine", "ai")  # top-level folders of the package
STEPPING = "goldmines_desktop.engine.stepping"
# random games played for tests and benchmarks, which step states of their own (the replays
# step through ``engine.steps``, the searches inside the engine)
MAY_STEP_IN_PLACE = ("simulate.py",)


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
    inside = {p.stem for p in (PACKAGE / "engine").glob("*.py")}
    inside |= {p.name for p in (PACKAGE / "engine").iterdir() if (p / "__init__.py").is_file()}
    return module.startswith("goldmines_desktop.engine.") and module.split(".")[2] in inside


def imports_of(wanted: Callable[[str], bool]) -> list[str]:
    """``where:line imports module`` for every import outside ``engine`` that ``wanted`` picks."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE)
        if where.parts[0] == "engine":
            continue
        package = ("goldmines_desktop", *where.parts[:-1])
        for line, module in imported_modules(path.read_text(encoding="utf-8"), package):
            if wanted(module):
                found.append(f"{where.as_posix()}:{line} imports {module}")
    return found


def test_only_the_engine_and_the_ai_import_engine_modules() -> None:
    offenders = [
        found
        for found in imports_of(lambda module: reaches_inside(module) and module != STEPPING)
        if not found.startswith(tuple(f"{folder}/" for folder in MAY_REACH_INSIDE))
    ]
    assert not offenders, "import these through goldmines_desktop.engine:\n" + "\n".join(offenders)


def test_only_searches_and_replays_step_a_state_in_place() -> None:
    importers = imports_of(lambda module: module == STEPPING)
    offenders = [found for found in importers if not found.startswith(MAY_STEP_IN_PLACE)]
    assert not offenders, "only searches and replays step in place:\n" + "\n".join(offenders)
    assert any(found.startswith("simulate.py") for found in importers)  # the scan sees the import


def test_the_face_plays_only_by_apply() -> None:
    steppers = [name for name in engine.__all__ if "in_place" in name or name == "stepping"]
    assert steppers == []
    assert "apply" in engine.__all__


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
