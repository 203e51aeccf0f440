"""Lint, format and type checks run with the tests, so CI and developers see the same."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=300)


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is installed with the test extras")
def test_ruff_lint_and_format():
    lint = run("ruff", "check", "goldmines_desktop", "tests", "benchmarks")
    assert lint.returncode == 0, lint.stdout + lint.stderr
    fmt = run("ruff", "format", "--check", "goldmines_desktop", "tests", "benchmarks")
    assert fmt.returncode == 0, fmt.stdout + fmt.stderr


def test_mypy_strict_on_engine_and_ai():
    pytest.importorskip("mypy")
    result = run(sys.executable, "-m", "mypy", "goldmines_desktop/engine", "goldmines_desktop/ai")
    assert result.returncode == 0, result.stdout + result.stderr
