"""Dates in the player's language, from Babel's CLDR data: when a game was saved (the Load and
Continue rows) and the friendly date in a save's suggested name ("Thursday 3 December").

The game's English writes dates the British way ("1 Dec 2026", "19:54"); Dutch, German and
French their own ("1 dec 2026", "1. Dez. 2026", "1 déc. 2026").
"""

from __future__ import annotations

import time
from datetime import datetime

from babel.dates import format_date, format_skeleton

from ..i18n import _, language

# The CLDR locale each language's dates follow (the others: their own code).
DATE_LOCALES = {"en": "en_GB"}
# The weekday and the day of the month, as each language writes them ("Thursday 3 December",
# "Donnerstag, 3. Dezember"): CLDR's own skeleton abbreviates the weekday in some languages.
WEEKDAY_PATTERNS = {"de": "EEEE, d. MMMM"}


def _locale() -> str:
    code = language()
    return DATE_LOCALES.get(code, code)


def day(moment: datetime) -> str:
    """``1 Dec 2026`` in the player's language."""
    return format_skeleton("yMMMd", moment, locale=_locale())


def clock(moment: datetime) -> str:
    """``19:54`` in the player's language."""
    return format_skeleton("Hm", moment, locale=_locale())


def date_label(when: float, now: float | None = None) -> str:
    """When a game was saved, as a list shows it: ``Today at 21:54``, ``Yesterday at 09:05``,
    ``1 Dec 2026 at 19:54``."""
    try:
        moment = datetime.fromtimestamp(when)
        today = datetime.fromtimestamp(time.time() if now is None else now)
    except (OverflowError, OSError, ValueError):  # a file dated outside the calendar
        return _("Date unknown")
    days = today.toordinal() - moment.toordinal()
    if days == 0:
        return _("Today at {time}").format(time=clock(moment))
    if days == 1:
        return _("Yesterday at {time}").format(time=clock(moment))
    return _("{date} at {time}").format(date=day(moment), time=clock(moment))


def weekday(moment: datetime) -> str:
    """``Thursday 3 December`` in the player's language: a friendly date for a save's name."""
    pattern = WEEKDAY_PATTERNS.get(language(), "EEEE d MMMM")
    return format_date(moment, pattern, locale=_locale())
