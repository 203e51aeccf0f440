"""The README's two set-up commands: what they run, and that CI runs them as written."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = text[text.index("## Set up") : text.index("## Playing")]
    return re.findall(r"```sh\n(.+?)\n```", setup)


def test_the_readme_has_two_setup_commands_through_the_bootstrap():
    assert readme_commands() == ["python3 bootstrap.py play", "python3 bootstrap.py test"]


def test_ci_runs_the_readme_test_command_as_written():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert readme_commands()[1] in ci
    assert any(line.strip().endswith("bootstrap.py play --version)") for line in ci)


def test_bootstrap_without_a_command_says_how_and_exits_2():
    done = subprocess.run(
        [sys.executable, str(ROOT / "bootstrap.py")], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert "play|test" in done.stderr
