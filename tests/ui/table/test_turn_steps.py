"""The table of the turn's steps: every phase of the engine has its step, every step its row,
and no place of the interface tells the steps apart by their names."""

from __future__ import annotations

import ast
from pathlib import Path

from goldmines_desktop.engine import Phase
from goldmines_desktop.ui.table.steps import STEP_OF_PHASE, STEPS, Button, Pick, Step

UI = Path(__file__).resolve().parents[3] / "goldmines_desktop" / "ui"


def test_every_phase_of_the_engine_has_its_step_and_every_step_its_row() -> None:
    assert set(STEP_OF_PHASE) == set(Phase)
    assert set(STEPS) == set(Step)


def test_the_rows_agree_with_what_each_step_asks_of_the_player() -> None:
    """Only the tile step holds a tile; only the done steps end the turn; the steps with
    choices pick something on the board; each step's own buttons are among its controls."""
    assert [s for s, row in STEPS.items() if row.holds_tile] == [Step.TILE]
    assert {s for s, row in STEPS.items() if row.ends_turn} == {Step.END_TURN, Step.OVER}
    for step, row in STEPS.items():
        assert row.choices == (not row.ends_turn), step
        assert set(row.buttons) <= row.controls, step
        assert row.prompt, step
        assert (row.hint is None) == (row.pick is not Pick.NOTHING), step
    assert Button.ROTATE in STEPS[Step.TILE].controls
    assert {Button.SKIP, Button.ABBOT} <= STEPS[Step.FIGURE].controls


def test_steps_keep_their_names_in_log_lines_and_scenarios() -> None:
    """A scenario's "turn 3 tile" and a test's ``step == "figure"`` still read the same."""
    assert f"{Step.TAKE_GOLD}" == "take_gold"
    assert Step.END_TURN == "end_turn"
    assert [str(s) for s in Step] == [
        "tile",
        "gold",
        "figure",
        "score",
        "take_gold",
        "end_turn",
        "over",
    ]


def _step_name_comparisons(tree: ast.AST) -> list[int]:
    """The lines where something called ``step`` is compared with a string (or a tuple of
    strings): a step told apart by its name instead of by its row."""

    def is_step(node: ast.expr) -> bool:
        return (isinstance(node, ast.Name) and node.id == "step") or (
            isinstance(node, ast.Attribute) and node.attr == "step"
        )

    def is_words(node: ast.expr) -> bool:
        if isinstance(node, ast.Constant):
            return isinstance(node.value, str)
        if isinstance(node, ast.Tuple | ast.List | ast.Set):
            return any(is_words(element) for element in node.elts)
        return False

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if any(is_step(side) for side in sides) and any(is_words(side) for side in sides):
                found.append(node.lineno)
    return found


def test_no_place_of_the_interface_compares_the_step_with_a_name() -> None:
    offenders = [
        f"{path.relative_to(UI)}:{line}"
        for path in sorted(UI.rglob("*.py"))
        for line in _step_name_comparisons(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert offenders == []


def test_the_name_check_sees_a_step_compared_by_name() -> None:
    source = 'if turn.step == "tile":\n    pass\nif step in ("gold", "take_gold"):\n    pass\n'
    assert _step_name_comparisons(ast.parse(source)) == [1, 3]
    assert _step_name_comparisons(ast.parse("if turn.step is Step.TILE:\n    pass\n")) == []
