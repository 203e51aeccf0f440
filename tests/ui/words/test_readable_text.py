"""No text a player must read is drawn under ``READABLE`` (14 px) at 1024x600 and the default
interface size, in every language: the screen walk (``screen_walk.walk``) draws every screen while
``text_fit.recording_sizes`` keeps each text with its size, and the smallest on each screen is
checked: none may be smaller.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from screen_walk import make_app, walk

from goldmines_desktop import i18n
from goldmines_desktop.ui.widgets import text_fit
from goldmines_desktop.ui.widgets.panels import READABLE

pytestmark = pytest.mark.timeout(900)


@pytest.mark.slow
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_smallest_text_on_every_screen_is_readable_at_1024x600(language: str) -> None:
    i18n.set_language(language)
    app = make_app(1.0, (1024, 600))
    smallest: dict[str, tuple[int, str]] = defaultdict(lambda: (10_000, ""))
    try:
        with text_fit.recording_sizes() as drawn:
            for label in walk(app):
                for text, size in drawn:
                    if text.strip():
                        smallest[label] = min(smallest[label], (size, text))
                drawn.clear()
    finally:
        app.close()
        i18n.set_language("en")
    assert {"menu", "game: tile", "game: figure", "family records"} <= set(smallest)
    small = {screen: found for screen, found in smallest.items() if found[0] < READABLE}
    report = "\n".join(f"{s}: {size} px {text!r}" for s, (size, text) in sorted(small.items()))
    assert not small, report
