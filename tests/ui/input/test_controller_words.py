"""The controller's words fit: the screen walk (``screen_walk.walk``) at 1024x600 with a game
controller in use (its button names in the prompts, its card beside the Settings, its table on
the rules card), in every language at the smallest and the largest interface size; nothing is
cut. And every prompt has its controller words translated into a whole sentence."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from screen_walk import make_app, walk

from goldmines_desktop import i18n
from goldmines_desktop.ui.input import mode
from goldmines_desktop.ui.input.controller import ControllerInput
from goldmines_desktop.ui.input.controller_words import CONTROLLER_WORDS
from goldmines_desktop.ui.input.words import said
from goldmines_desktop.ui.settings import UI_SCALES
from goldmines_desktop.ui.widgets import text_fit

pytestmark = pytest.mark.timeout(900)


@pytest.fixture(autouse=True)
def _back_to_the_mouse() -> Iterator[None]:
    text_fit.reset()
    yield
    mode.switch("mouse")
    i18n.set_language("en")
    text_fit.reset()


def test_the_words_follow_the_input_in_use() -> None:
    for mouse, pad in CONTROLLER_WORDS.items():
        assert said(mouse) == mouse
        mode.switch("controller")
        assert said(mouse) == pad
        mode.switch("mouse")
    i18n.set_language("de")
    mode.switch("controller")
    assert said("Undo (Ctrl+Z)") == "Rückgängig (LB)"


@pytest.mark.slow
@pytest.mark.parametrize("ui_scale", (min(UI_SCALES), max(UI_SCALES)))
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_no_controller_word_is_cut_on_any_screen(
    language: str, ui_scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the walk clicks and presses keys: the controller stays the input in use all along
    monkeypatch.setattr(ControllerInput, "_other_input", lambda self, event: None)
    assert i18n.set_language(language) in i18n.LANGUAGES
    mode.switch("controller")
    app = make_app(ui_scale)
    found: list[str] = []
    try:
        for label in walk(app):
            found += [f"{label}: {c.where} {c.text!r} {c.needed}>{c.room}" for c in text_fit.cuts()]
            text_fit.reset()
            assert mode.is_controller()
    finally:
        app.close()
    assert not found, "\n".join(sorted(set(found)))
