"""No text a player must read is drawn under ``READABLE`` (14 px) at 1024x600 and the default
interface size: the screen walk (``screen_walk.walk``) draws every screen while
``text_fit.recording_sizes`` keeps each text with its size, and the smallest on each screen is
checked.

Screens whose small text belongs to work going on elsewhere are listed in ``NOT_YET`` with
what is still small there; the test fails if one of them reaches 14 px (take it off the list)
or if a screen not on the list draws anything smaller.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from screen_walk import make_app, walk

from goldmines_desktop import i18n
from goldmines_desktop.ui.widgets import text_fit
from goldmines_desktop.ui.widgets.panels import READABLE

pytestmark = pytest.mark.timeout(900)

# screen (label prefix) -> what is still drawn under READABLE there
NOT_YET = {
    "setup": "a seat's choices shrink to fit six seats",
    "load": "the players line of a saved game",
    "continue": "the players line of a saved game",
    "finished games": "the players line of a finished game",
    "final scoring": "the results' names and table heads",
    "results": "the results' table heads",
    "watch": "the chart's axis and the coach's review",
}


def _screen(label: str) -> str:
    return next((name for name in NOT_YET if label.startswith(name)), label)


@pytest.mark.slow
def test_the_smallest_text_on_every_screen_is_readable_at_1024x600() -> None:
    i18n.set_language("en")
    app = make_app(1.0, (1024, 600))
    smallest: dict[str, tuple[int, str]] = defaultdict(lambda: (10_000, ""))
    try:
        with text_fit.recording_sizes() as drawn:
            for label in walk(app):
                for text, size in drawn:
                    if text.strip():
                        smallest[_screen(label)] = min(smallest[_screen(label)], (size, text))
                drawn.clear()
    finally:
        app.close()
    assert {"menu", "game: tile", "game: figure", "family records"} <= set(smallest)
    small = {screen: found for screen, found in smallest.items() if found[0] < READABLE}
    report = "\n".join(f"{s}: {size} px {text!r}" for s, (size, text) in sorted(small.items()))
    assert set(small) <= set(NOT_YET), report
    assert set(small) == set(NOT_YET), (
        f"readable now, take off NOT_YET: {set(NOT_YET) - set(small)}"
    )
