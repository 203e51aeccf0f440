"""Touch's words: every prompt that names the mouse or a key has a touch twin, and under touch
no text is cut on any screen, in any language (the screen walk at 1024x600, touch mode held)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from screen_walk import make_app, walk

from goldmines_desktop import i18n
from goldmines_desktop.ui.board.figure_spots import spot_reach
from goldmines_desktop.ui.input import mode, words
from goldmines_desktop.ui.input.sizes import TOUCH_TARGET
from goldmines_desktop.ui.widgets import text_fit
from goldmines_desktop.ui.widgets.controls import TOUCH_SLOP


@pytest.fixture
def touch(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Touch mode, kept while the walk clicks and types (those would switch to the mouse)."""
    mode.switch("touch")
    monkeypatch.setattr(mode, "switch", lambda _mode: False)
    text_fit.reset()
    yield
    monkeypatch.undo()
    mode.switch("mouse")
    i18n.set_language("en")
    text_fit.reset()


def test_touch_words_name_no_mouse_and_no_key() -> None:
    for mouse, touch in words.TOUCH.items():
        assert mouse != touch
        for device in ("click", "Click", "Enter", "(R)", "Ctrl", "Space)", "wheel", "Esc"):
            assert device not in touch, (device, touch)


def test_said_follows_the_mode() -> None:
    mode.switch("mouse")
    assert words.said(i18n.N_("Undo (Ctrl+Z)")) == "Undo (Ctrl+Z)"
    mode.switch("touch")
    try:
        assert words.said(i18n.N_("Undo (Ctrl+Z)")) == "Undo"
        assert words.said("") == ""
    finally:
        mode.switch("mouse")


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_no_text_is_cut_under_touch(language: str, touch: None) -> None:
    assert i18n.set_language(language) in i18n.LANGUAGES
    app = make_app(1.0)
    found = set()
    try:
        for label in walk(app, whole_game=False):
            found |= {(label, c.where, c.text, c.room, c.needed) for c in text_fit.cuts()}
            text_fit.reset()
    finally:
        app.close()
    assert not found, sorted(found)


def hit_height(rect: pygame.Rect) -> int:
    """How tall a widget is for a finger: its height and the slop round a low one."""
    return rect.height + 2 * min(TOUCH_SLOP, (max(0, TOUCH_TARGET - rect.height) + 1) // 2)


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_every_target_is_a_fingertip_tall_at_the_default_size(touch: None) -> None:
    """Every button, row, field and control of every screen, the panels' buttons and the
    figure spots' reach, at 1280x800 and the default interface size: 48 pixels."""
    app = make_app(1.0, (1280, 800))
    small = set()
    try:
        for label in walk(app, whole_game=False):
            top = app.top
            focus = getattr(top, "focus", None)
            rects = [w.rect for w in getattr(focus, "widgets", []) if w.rect.width > 0]
            view = getattr(top, "view", None)
            hud = getattr(view, "hud", None)
            if hud is not None:
                rects += [*hud.step_buttons.values(), *hud.layout.top_buttons.values()]
            small |= {(label, r.height) for r in rects if hit_height(r) < TOUCH_TARGET}
    finally:
        app.close()
    assert 2 * spot_reach() >= TOUCH_TARGET
    assert not small, sorted(small)
