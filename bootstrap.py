"""Set up Gold Mines in a virtual environment of its own, then play or run the tests.

    python3 bootstrap.py play [goldmines options]    install the game and start it
    python3 bootstrap.py test [pytest options]       install the game with its tests and run them

Debian 12, Ubuntu 24.04 and other systems mark their Python "externally managed" (PEP 668), so
``pip install`` into it is refused. This script needs nothing but the standard library: it makes
``.venv`` beside itself and installs there, whichever of these the machine has:

1. ``venv`` with ``ensurepip`` (python.org builds, pyenv, python3-venv): a venv with pip;
2. no ``ensurepip`` but the system's pip (python3-pip): a venv without pip, filled by the system's
   pip pointed at it (``pip --python``);
3. neither: a venv without pip, and pip's own wheel fetched from the package index, which runs
   straight from the wheel file to install pip into the venv.

Running it again reuses the venv and only installs what changed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
import venv
from pathlib import Path

HERE = Path(__file__).resolve().parent
VENV = HERE / ".venv"
INDEX = "https://pypi.org/pypi/pip/json"
USAGE = "usage: python3 bootstrap.py play|test [options passed on]"


def venv_python() -> Path:
    scripts = "Scripts" if os.name == "nt" else "bin"
    return VENV / scripts / ("python.exe" if os.name == "nt" else "python")


def has_module(python: Path | str, module: str) -> bool:
    probe = [str(python), "-c", f"import {module}"]
    return subprocess.run(probe, capture_output=True).returncode == 0


def make_venv() -> None:
    """``.venv`` with a pip inside it, by the first way this machine allows."""
    python = venv_python()
    if python.exists() and has_module(python, "pip"):
        return
    if has_module(sys.executable, "ensurepip"):
        venv.EnvBuilder(with_pip=True).create(VENV)
        if has_module(python, "pip"):
            return
    venv.EnvBuilder(with_pip=False).create(VENV)
    if has_module(sys.executable, "pip"):
        system_pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "pip"]
        if subprocess.run(system_pip).returncode == 0:
            return
    install_pip_from_index(python)


def install_pip_from_index(python: Path) -> None:
    """Install pip into the venv by running pip's wheel, fetched from the package index."""
    print("No pip on this system: fetching pip's wheel from the package index.")
    with urllib.request.urlopen(INDEX, timeout=60) as answer:
        release = json.load(answer)
    wheel = next(f for f in release["urls"] if f["filename"].endswith(".whl"))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / wheel["filename"]
        url = urllib.parse.urljoin(INDEX, wheel["url"])  # a mirror may answer with a relative one
        with urllib.request.urlopen(url, timeout=120) as answer:
            path.write_bytes(answer.read())
        run([str(python), f"{path}/pip", "install", "--no-index", str(path)])


def run(command: list[str]) -> None:
    if subprocess.run(command, cwd=HERE).returncode != 0:
        sys.exit(f"bootstrap: this step failed: {' '.join(command)}")


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("play", "test"):
        print(USAGE, file=sys.stderr)
        return 2
    what, rest = argv[0], argv[1:]
    make_venv()
    python = str(venv_python())
    target = "." if what == "play" else ".[test]"
    run([python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", target])
    if what == "play":
        command = [python, "-m", "goldmines_desktop", *rest]
    else:
        # every core the machine has, unless the options say how many (``-n 1``: one process)
        workers = (
            []
            if any(a == "-n" or a.startswith(("-n", "--numprocesses")) for a in rest)
            else ["-n", "auto"]
        )
        command = [python, "-m", "pytest", *workers, *rest]
    return subprocess.run(command, cwd=HERE).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
