"""The translation catalogues stay in step with the code: the template is a fresh extraction,
every language has every message, keeps the placeholders, counts its plurals and compiles."""

from __future__ import annotations

import gettext
import io

import pytest
from babel.messages.catalog import Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo

from goldmines_desktop import i18n
from goldmines_desktop.files.lessons import lesson_paths, load_lesson
from goldmines_desktop.tools import catalogues


@pytest.fixture(scope="module")
def template():
    return catalogues.read_catalog(catalogues.TEMPLATE)


def test_the_committed_template_is_a_fresh_extraction():
    fresh = catalogues.template_text(catalogues.extract())
    assert catalogues.TEMPLATE.read_bytes() == fresh, (
        "run: python -m goldmines_desktop.tools.catalogues extract"
    )


def test_extracting_twice_gives_the_same_file():
    assert catalogues.template_text(catalogues.extract()) == catalogues.template_text(
        catalogues.extract()
    )
    assert b"POT-Creation-Date" not in catalogues.TEMPLATE.read_bytes()


@pytest.mark.parametrize("code", catalogues.TRANSLATED)
def test_every_language_has_every_message_and_compiles(code, template):
    assert catalogues.po_problems(code, template) == []
    catalog = catalogues.read_catalog(i18n.catalogue_path(code), code)
    assert {m.id for m in template if m.id} <= {m.id for m in catalog if m.id}
    i18n.compile_catalogue(code)  # what set_language does; raises if it cannot


def test_the_check_passes_on_the_committed_tree():
    assert catalogues.check() == []


def test_a_missing_message_is_found(tmp_path, monkeypatch, template):
    path = tmp_path / "nl.po"
    path.write_bytes(catalogues.template_text(catalogues.new_catalog("nl")))
    monkeypatch.setattr(catalogues, "catalogue_path", lambda code: path)
    problems = catalogues.po_problems("nl", template)
    assert problems and all("no entry" in problem for problem in problems)


@pytest.mark.parametrize(
    ("msgid", "msgstr", "ok"),
    [
        ("{name} scores {points}", "{name} erzielt {points}", True),
        ("{name} scores {points}", "{points} pour {name}", True),
        ("{name} scores {points}", "{name} erzielt", False),
        ("{name} scores {points}", "{name} scoort {punten}", False),
        ("{name} scores {points}", "{name} erzielt {points", False),
        ("Well done!", "Goed gedaan!", True),
        ("Well done!", "Goed {gedaan}!", False),
        ("Well done!", "", True),  # not translated yet: the English is shown
    ],
)
def test_placeholders_must_match(msgid, msgstr, ok):
    assert (catalogues.placeholder_problems(Message(msgid, msgstr)) == []) is ok


def test_plural_placeholders():
    ids = ("{n} point", "{n} points")
    assert catalogues.placeholder_problems(Message(ids, ("één punt", "{n} punten"))) == []
    assert catalogues.placeholder_problems(Message(ids, ("{n} punt", "veel punten")))
    assert catalogues.placeholder_problems(Message(ids, ("{n} punt", "{n} {x} punten")))


@pytest.mark.parametrize(
    ("code", "forms"),
    [
        ("nl", {0: "other", 1: "one", 2: "other", 5: "other"}),
        ("de", {0: "other", 1: "one", 2: "other", 5: "other"}),
        ("fr", {0: "one", 1: "one", 2: "other", 5: "other"}),
    ],
)
def test_plural_forms_count_right(code, forms):
    shipped = catalogues.read_catalog(i18n.catalogue_path(code), code)
    assert shipped.num_plurals == 2
    catalog = catalogues.new_catalog(code)
    catalog.add(("{n} point", "{n} points"), ("one", "other"))
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    translations = gettext.GNUTranslations(compiled)
    assert {n: translations.ngettext("{n} point", "{n} points", n) for n in forms} == forms
    assert shipped.plural_forms == catalog.plural_forms


def test_the_tmx_extractor_finds_every_lesson_text(template):
    for path in lesson_paths():
        found = {m for _, m, _, _ in extract_from_file(catalogues.TMX_METHOD, str(path))}
        lesson = load_lesson(path)
        shown = {lesson.board.title, lesson.board.properties.get("success")}
        for step in lesson.steps:
            shown |= {step.source_text, step.source_hint, step.source_said}
        shown -= {"", None}
        assert shown <= found, path.name
        assert shown <= {m.id for m in template}, path.name


def test_the_tmx_extractor_tells_the_translator_where_a_text_is():
    path = lesson_paths()[0]
    found = list(extract_from_file(catalogues.TMX_METHOD, str(path)))
    assert found and all(comments and path.name in comments[0] for _, _, comments, _ in found)
    assert all(lineno > 0 for lineno, _, _, _ in found)


@pytest.mark.parametrize("code", catalogues.TRANSLATED)
def test_every_message_is_translated_and_none_is_fuzzy(code):
    catalog = catalogues.read_catalog(i18n.catalogue_path(code), code)
    missing = [m.id for m in catalog if m.id and not m.fuzzy and not all(_forms(m.string))]
    fuzzy = [m.id for m in catalog if m.id and m.fuzzy]
    assert missing == [] and fuzzy == []


def _forms(string):  # type: ignore[no-untyped-def]
    return string if isinstance(string, tuple | list) else (string,)


def test_a_tile_that_does_not_fit_says_why_in_the_players_language_and_records_stay_english():
    import random

    from goldmines_desktop.engine import (
        PlaceTile,
        Reason,
        legal_moves,
        new_game,
        random_legal_move,
        why_illegal,
    )
    from goldmines_desktop.engine.stepping import step_in_place
    from goldmines_desktop.files.catalogue import load_catalogue
    from goldmines_desktop.simulate import random_setup

    state = new_game(random_setup(2), load_catalogue(), seed=3)
    rng = random.Random(3)
    while state.turn < 6:
        step_in_place(state, random_legal_move(state, rng))
    fits = {(m.x, m.y, m.rotation) for m in legal_moves(state) if isinstance(m, PlaceTile)}
    x, y, rotation = next(
        (x, y, r) for x, y in state.frontier for r in (0, 90, 180, 270) if (x, y, r) not in fits
    )
    try:
        i18n.set_language("de")
        refusal = why_illegal(state, PlaceTile(x, y, rotation))
    finally:
        i18n.set_language("en")
    assert refusal is not None and refusal.reason is Reason.NO_FIT
    assert "beim Nachbarn" in refusal.words
    assert "neighbour has" in refusal.message and "Nachbar" not in refusal.message


def test_a_name_the_game_cannot_draw_is_refused_in_the_players_language():
    from goldmines_desktop.engine.names import name_problem, seed_from_text

    try:
        i18n.set_language("de")
        problem = name_problem("Ann\u200b", "Platz 1")
        with pytest.raises(ValueError, match="Mischnummer"):
            seed_from_text("12a")
    finally:
        i18n.set_language("en")
    assert problem is not None and problem.startswith("Platz 1 hat ein unsichtbares")
    assert name_problem("Ann\u200b", "player 0").startswith("player 0 has an invisible")
