"""What a fault of a screen leaves behind: the game's autosave written once more, and a crash
report with the game's record (the window then shows the friendly message, ``ui.app``). No
pygame here."""

from __future__ import annotations

import logging

from ...engine import GameState, record_of
from ...files.crash_reports import write_crash_report
from .turn_controller import TurnController

log = logging.getLogger(__name__)


def autosave_again(turns: TurnController | None) -> bool:
    """Write the game's autosave once more after a fault; True when a family game is on and
    saved."""
    if turns is None or turns.autosave is None:
        return False  # the demo, a lesson or a board map: nothing is autosaved
    try:
        turns.write_autosave()
    except Exception as err:  # the report matters more than this save
        log.error("no autosave after the fault: %s", err)
        return False
    return not turns.autosave_failing


def crash_report(trace: str, state: GameState | None) -> str | None:
    """Write the crash report (with the game's record); its file name, None if not written."""
    record = None
    if state is not None:
        try:
            record = record_of(state)
        except Exception as err:  # a report without its record still helps
            log.error("no record for the crash report: %s", err)
    try:
        return write_crash_report(trace, record).name
    except OSError as err:
        log.error("no crash report: %s", err)
        return None
