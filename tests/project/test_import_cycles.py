"""The package's modules import each other one way only: no import cycle anywhere.

Every import counts, wherever it is written: at module level, inside a function (a "lazy"
import still ties the two modules together) and under ``TYPE_CHECKING``. Relative imports are
resolved against the importing module, and ``from package import module`` counts as an import
of that module.
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

import goldmines_desktop

PACKAGE = "goldmines_desktop"
ROOT = Path(goldmines_desktop.__file__).resolve().parent


def module_names() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its ``__init__``)."""
    found: dict[str, Path] = {}
    for path in sorted(ROOT.rglob("*.py")):
        parts = [PACKAGE, *path.relative_to(ROOT).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _base(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute name ``from <node.module>`` refers to inside ``module``."""
    if node.level == 0:
        return node.module or ""
    package = module.split(".") if is_package else module.split(".")[:-1]
    anchor = package[: len(package) - (node.level - 1)]
    return ".".join([*anchor, *([node.module] if node.module else [])])


def imports_of(module: str, path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``module`` imports anywhere in its source."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    is_package = path.name == "__init__.py"
    wanted: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            wanted.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _base(module, is_package, node)
            wanted.add(base)
            wanted.update(f"{base}.{alias.name}" for alias in node.names)
    return {_owner(name, known) for name in wanted if _owner(name, known)} - {module}


def _owner(name: str, known: set[str]) -> str:
    """The longest known module that ``name`` is or lies in ("" if outside the package)."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name if name.startswith(PACKAGE) else ""


def import_graph() -> dict[str, set[str]]:
    """Each module and the package's modules it imports (a copy: callers may change it)."""
    return {name: set(targets) for name, targets in _parsed_graph().items()}


@functools.cache
def _parsed_graph() -> dict[str, set[str]]:
    """The graph, parsed once per test session (every layer test reads it)."""
    modules = module_names()
    known = set(modules)
    graph = {name: imports_of(name, path, known) for name, path in modules.items()}
    # importing a.b.c runs a/__init__ and a/b/__init__ first; that is Python's doing, not an
    # arrow of the design, so a package's own __init__ is not counted as a dependency
    for name, targets in graph.items():
        targets -= {p for p in known if name.startswith(p + ".")}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a path that ends where it starts, or None."""
    state: dict[str, int] = {}  # 1 = being visited, 2 = done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def test_the_package_has_no_import_cycle() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_cycle_finder_sees_imports_inside_functions_and_type_checking(tmp_path: Path) -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from .b import B\n"
        "def f():\n"
        "    from . import c\n"
    )
    path = tmp_path / "a.py"
    path.write_text(source)
    known = {"goldmines_desktop.ui", "goldmines_desktop.ui.b", "goldmines_desktop.ui.c"}
    found = imports_of("goldmines_desktop.ui.a", path, known | {"goldmines_desktop.ui.a"})
    assert found == {"goldmines_desktop.ui", "goldmines_desktop.ui.b", "goldmines_desktop.ui.c"}
    graph = {"x": {"y"}, "y": {"z"}, "z": {"x"}, "w": {"x"}}
    assert find_cycle(graph) == ["x", "y", "z", "x"]
    assert find_cycle({"x": {"y"}, "y": set()}) is None


def scene_modules() -> set[str]:
    """The modules that define a scene (a class whose base class name ends in "Scene")."""
    found = set()
    for name, path in module_names().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and any(
                isinstance(base, ast.Name) and base.id.endswith("Scene") for base in node.bases
            ):
                found.add(name)
    return found


def test_scenes_are_opened_by_the_app_alone() -> None:
    """Only the app imports the scenes: a scene asks for another one by name."""
    graph = import_graph()
    scenes = scene_modules()
    assert {f"{PACKAGE}.ui.scenes.menu", f"{PACKAGE}.ui.scenes.game"} <= scenes
    for module, targets in graph.items():
        if module != f"{PACKAGE}.ui.app":
            assert not targets & scenes, f"{module} imports {sorted(targets & scenes)}"


def test_the_turn_controller_reaches_no_scene_and_no_view() -> None:
    """The controller depends on the engine, the AI, the computer worker, its memory of the
    other seats' turns (the recap), the builder's double turn and the table of the turn's
    steps only."""
    graph = import_graph()
    reached: set[str] = set()
    todo = [f"{PACKAGE}.ui.table.turn_controller"]
    while todo:
        for target in graph[todo.pop()] - reached:
            reached.add(target)
            todo.append(target)
    ui = {name for name in reached if name.startswith(f"{PACKAGE}.ui.")}
    table = f"{PACKAGE}.ui.table"
    assert ui == {
        f"{table}.computer",
        f"{table}.recap",
        f"{table}.double_turn",
        f"{table}.steps",
    }


def test_the_engine_and_the_ai_never_import_the_tile_loader_not_even_inside_a_function() -> None:
    """pytmx (and so pygame) stays out of the rules and the computer players: the catalogue
    reaches them as a value."""
    package = Path(__file__).resolve().parents[2] / "goldmines_desktop"
    offenders = []
    for folder in ("engine", "ai"):
        for path in sorted((package / folder).glob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names: list[str] = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom):
                    names = [node.module or ""]
                    names += [f"{node.module}.{alias.name}" for alias in node.names]
                if any(n.endswith("catalogue") or "pytmx" in n or "pygame" in n for n in names):
                    offenders.append(f"{folder}/{path.name}:{node.lineno}")
    assert offenders == []


def test_files_and_commands_below_the_interface_never_import_it() -> None:
    """Dependencies point one way: the files layer (saves, records, boards, lessons), the
    command line's replay and simulate, the engine, the AI and the family records' domain never
    reach ``ui``."""
    graph = import_graph()
    below = [
        name
        for name in graph
        if name.startswith(
            (f"{PACKAGE}.engine", f"{PACKAGE}.ai", f"{PACKAGE}.files", f"{PACKAGE}.family")
        )
        or name in {f"{PACKAGE}.wording", f"{PACKAGE}.i18n", f"{PACKAGE}.simulate"}
    ]
    assert f"{PACKAGE}.files.saves" in below
    offenders = sorted(
        f"{name} -> {target}"
        for name in below
        for target in graph[name]
        if target.startswith(f"{PACKAGE}.ui")
    )
    assert offenders == []


# --------------------------------------------------------------------------- the layers

UI = f"{PACKAGE}.ui"
# i18n (the catalogues) is a pure leaf like the wording: every layer may translate its words
BELOW_UI = tuple(
    f"{PACKAGE}.{name}" for name in ("engine", "ai", "family", "render", "files", "wording", "i18n")
)
# which input is in use, the actions' vocabulary, the sizes and words that follow the input: a
# leaf of the window that every layer may ask (the table only the words and the mode, no pygame)
INPUT = f"{UI}.input"
INPUT_WORDS = (f"{INPUT}.words", f"{INPUT}.mode")


def _imports_above(layer: str, allowed: tuple[str, ...]) -> list[str]:
    """``module -> target`` for every import of a ``layer`` module outside ``allowed``."""
    graph = import_graph()
    modules = [name for name in graph if name == layer or name.startswith(layer + ".")]
    assert modules, f"no module in {layer}"
    return sorted(
        f"{name} -> {target}"
        for name in modules
        for target in graph[name]
        if not target.startswith(allowed) and target != PACKAGE
    )


# the devices (which input is in use, the actions, the controller's mapping and words): below
# the widgets, so every layer may ask which input is in use and name its buttons
INPUT = f"{UI}.input"


def test_the_input_layer_imports_nothing_above_it() -> None:
    assert _imports_above(INPUT, (*BELOW_UI, INPUT)) == []


def test_the_widgets_import_nothing_above_them() -> None:
    """Controls, text input, focus, theme, art, panels and tokens build on the engine's values,
    the drawing, the files, the wording and the input layer only: no screen, no board, no HUD,
    no table."""
    assert _imports_above(f"{UI}.widgets", (*BELOW_UI, INPUT, f"{UI}.widgets")) == []


def test_the_input_imports_nothing_of_the_window_above_it() -> None:
    assert _imports_above(INPUT, (*BELOW_UI, INPUT)) == []


def test_the_hud_builds_on_the_widgets_only() -> None:
    assert _imports_above(f"{UI}.hud", (*BELOW_UI, INPUT, f"{UI}.widgets", f"{UI}.hud")) == []


def test_the_board_builds_on_the_hud_the_widgets_and_the_table() -> None:
    layers = (f"{UI}.board", f"{UI}.hud", f"{UI}.widgets", f"{UI}.table", INPUT)
    assert _imports_above(f"{UI}.board", (*BELOW_UI, *layers)) == []


def test_the_table_reaches_the_rules_the_computer_players_and_the_files_only() -> None:
    allowed = tuple(f"{PACKAGE}.{name}" for name in ("engine", "ai", "files", "wording", "i18n"))
    assert _imports_above(f"{UI}.table", (*allowed, *INPUT_WORDS, f"{UI}.table")) == []


def test_the_scenes_never_reach_the_app_or_the_command_line() -> None:
    """A scene asks the app for another screen by name (``Host``); it never imports the app,
    ``launch`` or another scene (see ``test_scenes_are_opened_by_the_app_alone``)."""
    offenders = [
        line
        for line in _imports_above(f"{UI}.scenes", (PACKAGE,))
        if line.endswith((f"{UI}.app", f"{UI}.launch"))
    ]
    assert offenders == []
    assert not any(
        line.endswith((f"{UI}.app", f"{UI}.launch"))
        for layer in ("board", "hud", "widgets", "table")
        for line in _imports_above(f"{UI}.{layer}", (PACKAGE,))
    )


def _direct_imports(path: Path) -> list[tuple[int, str]]:
    """(line, name) of every import written in ``path``, at any depth."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.append((node.lineno, node.module or ""))
    return found


def _pygame_or_pytmx(name: str) -> bool:
    return name.split(".")[0] in ("pygame", "pytmx")


def test_the_table_imports_no_pygame_not_even_through_the_files() -> None:
    """The turn controller, the computer seats, the lesson coach and the setup draft run
    without pygame: none imports pygame or pytmx, and importing them all loads neither (the
    lesson coach takes its steps from ``files.lesson_steps``, not from the Tiled loader)."""
    folder = ROOT / "ui" / "table"
    offenders = [
        f"table/{path.name}:{line} {name}"
        for path in sorted(folder.glob("*.py"))
        for line, name in _direct_imports(path)
        if _pygame_or_pytmx(name)
    ]
    assert offenders == []
    modules = [f"{UI}.table.{path.stem}" for path in sorted(folder.glob("*.py"))]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert result.stdout.strip() == "[]"


#: the Tiled loaders: pytmx reads the maps (and so imports pygame) in these and nowhere else
TILED_LOADERS = {"tiled_files.py", "boards.py", "catalogue.py"}


def test_the_files_import_no_pygame_and_pytmx_only_in_the_tiled_loaders() -> None:
    """Saves, records, settings' files, crash reports and lesson steps are plain Python: no
    module of ``files`` imports pygame, and only the Tiled loaders import pytmx."""
    offenders = [
        f"files/{path.name}:{line} {name}"
        for path in sorted((ROOT / "files").glob("*.py"))
        for line, name in _direct_imports(path)
        if name.split(".")[0] == "pygame"
        or (name.split(".")[0] == "pytmx" and path.name not in TILED_LOADERS)
    ]
    assert offenders == []
    assert {p.name for p in (ROOT / "files").glob("*.py")} >= TILED_LOADERS


def test_importing_the_saves_loads_neither_pygame_nor_pytmx() -> None:
    """The saves, the save list and the family records' file read no map when imported: the
    Tiled reader (pytmx, and so pygame) is imported only when a catalogue is loaded."""
    modules = [f"{PACKAGE}.files.{name}" for name in ("saves", "save_list", "family_records")]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pytmx')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True
    )
    assert result.stdout.strip() == "[]"


def test_the_family_records_domain_builds_on_the_engine_alone() -> None:
    """What a game adds to the records and how it is counted: no file, no word, no window."""
    allowed = (f"{PACKAGE}.engine", f"{PACKAGE}.family")
    assert _imports_above(f"{PACKAGE}.family", allowed) == []


def test_the_interface_shows_its_layers() -> None:
    """At most ten modules lie directly in ``ui/``; the rest live in their layer's folder."""
    flat = sorted(path.name for path in (ROOT / "ui").glob("*.py"))
    assert len(flat) <= 10, flat
    assert {"app.py", "launch.py", "scene.py"} <= set(flat)


MAX_MODULE_LINES = 450
MAX_CLASS_LINES = 300


def test_no_module_over_450_lines_and_no_class_over_300() -> None:
    """Anywhere in the package, without exceptions."""
    long_modules: set[str] = set()
    long_classes: set[str] = set()
    for path in sorted(ROOT.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        source = path.read_text(encoding="utf-8")
        if len(source.splitlines()) > MAX_MODULE_LINES:
            long_modules.add(name)
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.ClassDef):
                continue
            if (node.end_lineno or node.lineno) - node.lineno + 1 > MAX_CLASS_LINES:
                long_classes.add(f"{name}:{node.name}")
    assert long_modules == set()
    assert long_classes == set()
