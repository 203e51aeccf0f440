"""The house rules on the new-game screen (no farmers, fields worth 2 a city) and the colour
names of the seats, driven by real posted mouse events.

Headless: SDL's dummy video and audio drivers, and a temporary data directory per test.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
from ui_helpers import (  # noqa: E402
    SETUP,
    drag,
    hand_centre,
    make_app,
    segment_point,
    start,
    tile_centre,
)

from goldmines_desktop import i18n  # noqa: E402
from goldmines_desktop.engine import PlaceFigure, new_game  # noqa: E402
from goldmines_desktop.engine.records import record_of  # noqa: E402
from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.ui.app import App  # noqa: E402
from goldmines_desktop.ui.audio import Audio  # noqa: E402
from goldmines_desktop.ui.scenes import setup_rows  # noqa: E402
from goldmines_desktop.ui.scenes.game import GameScene  # noqa: E402
from goldmines_desktop.ui.scenes.setup import SetupScene  # noqa: E402
from goldmines_desktop.ui.settings import Settings  # noqa: E402
from goldmines_desktop.ui.table.rule_blocks import rule_blocks  # noqa: E402

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def app() -> Iterator[App]:
    application = App((1280, 800), fps=0, audio=Audio(enabled=False), settings=Settings.load())
    yield application
    application.close()


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run(1)


def right_arrow(rect: pygame.Rect) -> tuple[int, int]:
    return (rect.right - rect.height // 2, rect.centery)


def open_setup(app: App) -> SetupScene:
    app.show("setup")
    app.run(1)
    scene = app.top
    assert isinstance(scene, SetupScene)
    return scene


@pytest.mark.parametrize("clicks,farmers,field_points", [(0, True, 3), (1, True, 2), (2, False, 3)])
def test_the_fields_choice_starts_the_game_with_the_house_rule_and_is_remembered(
    app: App, clicks: int, farmers: bool, field_points: int
) -> None:
    scene = open_setup(app)
    assert scene.fields.value == "3"  # the usual rule first
    for _ in range(clicks):
        click(app, right_arrow(scene.fields.rect))
    click(app, scene.start.rect.center)
    game = app.top
    assert isinstance(game, GameScene)
    options = game.state.setup.options
    assert (options.farmers, options.field_points) == (farmers, field_points)
    written = record_of(game.state)["setup"]["options"]
    assert written.get("farmers", True) is farmers
    assert written.get("field_points", 3) == field_points
    remembered = Settings.load().last_setup["options"]
    assert (remembered["farmers"], remembered["field_points"]) == (farmers, field_points)
    app.settings = Settings.load()
    assert open_setup(app).fields.value == scene.fields.value


def test_without_farmers_the_board_offers_no_field_spot() -> None:
    """The figure step shows spots on the road only, and a click on a field places nothing;
    with farmers the same field is a spot."""
    for farmers in (False, True):
        board_app = make_app()
        try:
            setup = SETUP.with_options(farmers=farmers)
            state = new_game(setup, load_catalogue(), draw_order=["U", "U", "U"])
            scene = start(board_app, state)
            drag(board_app, hand_centre(scene), tile_centre(scene, (1, 0)))
            assert scene.step == "figure"
            segments = scene.state.board[(1, 0)].segments
            field = next(i for i, s in enumerate(segments) if s.kind == "field")
            spots = {segments[ref[2]].kind for ref in scene.input.spot_points()}
            assert ("field" in spots) is farmers and "road" in spots
            before = scene.state.moves
            click(board_app, segment_point(scene, (1, 0, field)))
            if farmers:
                assert scene.state.moves[-1] == PlaceFigure("meeple", segments[field].name)
            else:
                assert scene.state.moves == before and scene.step == "figure"
        finally:
            board_app.close()


def test_a_remembered_house_rule_that_is_not_one_falls_back_to_the_rule() -> None:
    from goldmines_desktop.ui.table.setup_draft import SetupDraft

    draft = SetupDraft.from_dict({"options": {"farmers": "no", "field_points": 7}})
    assert draft.farmers and draft.field_points == 3
    draft = SetupDraft.from_dict({"options": {"field_points": True}})
    assert draft.field_points == 3


@pytest.mark.parametrize("language", ["en", "nl", "de", "fr"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080)])
def test_every_colour_shows_its_name_on_the_new_game_screen(
    monkeypatch: pytest.MonkeyPatch, language: str, size: tuple[int, int]
) -> None:
    """A seat's colour reads as its token and its name for every colour ("Green" was left
    out: longer than "Red" and "Blue", it did not fit the box they fitted), or, where even
    the language's longest name would be too small to read, every colour shows its token
    alone (its mark tells the colours apart)."""
    drawn: list[str] = []
    real = setup_rows.blit_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(setup_rows, "blit_text", spy)
    i18n.set_language(language)
    application = App(size, fps=0, audio=Audio(enabled=False), settings=Settings())
    try:
        scene = open_setup(application)
        for _ in range(4):
            click(application, scene.add.rect.center)
        assert len(scene.rows) == 6
        drawn.clear()
        application.run(1)
        colours = ("red", "blue", "green", "yellow", "black", "pink")
        shown = [setup_rows.colour_name(c) in drawn for c in colours]
        assert all(shown) or not any(shown), (shown, drawn)  # every name, or tokens alone
        if language == "en":  # where "Green" was missing: every name is there
            assert all(shown)
        if all(shown):  # and a seat's colour changed by its arrow shows the new name
            row = scene.rows[0]
            click(application, right_arrow(row.colour.rect))
            drawn.clear()
            application.run(1)
            assert drawn.count(setup_rows.colour_name(row.colour.value)) == 2
    finally:
        application.close()
        i18n.set_language("en")


@pytest.mark.parametrize(
    "farmers,field_points,note,field_row",
    [
        (False, 3, "This game: no farmers.", "nothing: no farmers in this game"),
        (True, 2, "This game: fields score 2 for each city.", "2 per completed city it touches"),
        (True, 3, "This game: the usual rules.", "3 per completed city it touches"),
    ],
)
def test_f1_shows_the_games_house_rules_on_the_rules_card(
    farmers: bool, field_points: int, note: str, field_row: str
) -> None:
    from ui_helpers import key

    from goldmines_desktop.ui.scenes.rules import RulesScene

    board_app = make_app()
    try:
        setup = SETUP.with_options(farmers=farmers, field_points=field_points)
        start(board_app, new_game(setup, load_catalogue(), seed=2))
        key(board_app, pygame.K_F1)
        card = board_app.top
        assert isinstance(card, RulesScene) and card.options == setup.options
        blocks = rule_blocks(card.options)
        assert ("note", note) in blocks
        table = next(b for b in blocks if b[0] == "table" and b[1][0] == "Feature")
        assert table[2][-1] == ("Field (farmers)", "—", field_row)
        key(board_app, pygame.K_F1)
        assert not isinstance(board_app.top, RulesScene)
    finally:
        board_app.close()


def test_the_rules_card_from_the_menu_tells_the_house_rules_without_a_game() -> None:
    blocks = rule_blocks(None)
    assert ("heading", "House rules") in blocks
    assert not [b for b in blocks if b[0] == "note" and str(b[1]).startswith("This game")]
