"""Lint, format and type checks run with the tests, so CI and developers see the same."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_ruff_lint_and_format():
    lint = run(sys.executable, "-m", "ruff", "check", "goldmines_desktop", "tests", "benchmarks")
    assert lint.returncode == 0, lint.stdout + lint.stderr
    fmt = run(
        sys.executable,
        "-m",
        "ruff",
        "format",
        "--check",
        "goldmines_desktop",
        "tests",
        "benchmarks",
    )
    assert fmt.returncode == 0, fmt.stdout + fmt.stderr


def test_mypy_on_the_whole_package():
    """mypy checks every module, strictly (pyproject.toml)."""
    result = run(sys.executable, "-m", "mypy", "goldmines_desktop")
    assert result.returncode == 0, result.stdout + result.stderr
