"""Nothing in the game touches the network: no networking imports, and a run with sockets
disabled works."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "goldmines_desktop"
NETWORK_MODULES = re.compile(
    r"^\s*(import|from)\s+(socket|ssl|http|urllib|requests|ftplib|smtplib|asyncio)\b", re.M
)
NO_SOCKETS = """
import socket, sys
def refuse(*args, **kwargs):
    raise RuntimeError("the game tried to use the network")
socket.socket = refuse
socket.create_connection = refuse
socket.getaddrinfo = refuse
from goldmines_desktop.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_no_module_of_the_game_imports_networking():
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if NETWORK_MODULES.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


@pytest.mark.slow
def test_smoke_test_and_replay_run_with_sockets_disabled(tmp_path):
    record = Path(__file__).resolve().parents[1] / "records" / "road_loop.json"
    for args in (["--smoke-test"], ["replay", str(record), "--json"]):
        result = subprocess.run(
            [sys.executable, "-c", NO_SOCKETS, *args],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
