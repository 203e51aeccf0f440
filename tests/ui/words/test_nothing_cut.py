"""Nothing cut, nothing left out of the catalogue.

The screen walk (``screen_walk.walk``) opens and draws every screen at 1024x600. In every
language and at every interface size, the window's text fitting (``ui.widgets.text_fit``) must
have cut nothing and found nothing overflowing its box. Then, with a catalogue that wraps every
message of the template in marks, every text the walk draws must be marked, except texts that
are not words (numbers, scores, players' names, file names): so the template holds every
string the window draws.
"""

from __future__ import annotations

import gettext
import io
import re
from collections.abc import Iterator

import pytest
from screen_walk import LONG_NAMES, make_app, walk

from goldmines_desktop import i18n
from goldmines_desktop.ui.settings import UI_SCALES
from goldmines_desktop.ui.widgets import text_fit

pytestmark = pytest.mark.timeout(900)

OPEN, CLOSE = "⟦", "⟧"
# What the walk draws that is the players' or the files' own words, not the game's.
OWN_WORDS = (
    *LONG_NAMES,
    "Ann",
    "Bob",
    "Sunday game",
    "Bartholomäus und Friederike am Samstagabend",
    "broken",  # a damaged save's file name
    "Robin",  # the lessons' other player
    *i18n.LANGUAGES.values(),  # each language's name is written in that language
)


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    text_fit.reset()
    yield
    i18n.set_language("en")
    text_fit.reset()


def _cuts_report(cuts: list[tuple[str, text_fit.Cut]]) -> str:
    seen = {(label, c.where, c.text, c.room, c.needed) for label, c in cuts}
    return "\n".join(
        f"{label}: {where} {text!r} needs {needed} px, has {room}"
        for label, where, text, room, needed in sorted(seen)
    )


@pytest.mark.slow
@pytest.mark.parametrize("ui_scale", UI_SCALES)
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_no_text_is_cut_on_any_screen(language: str, ui_scale: float) -> None:
    assert i18n.set_language(language) in i18n.LANGUAGES
    app = make_app(ui_scale)
    try:
        found: list[tuple[str, text_fit.Cut]] = []
        labels = []
        for label in walk(app):
            labels.append(label)
            found += [(label, cut) for cut in text_fit.cuts()]
            text_fit.reset()
    finally:
        app.close()
    assert {"menu", "setup (six seats, long names)", "results"} <= set(labels)
    assert {"game: tile", "game: figure", "game: end_turn"} <= set(labels)
    assert {"game: score", "game: take_gold", "game: final scoring on the board"} <= set(labels)
    assert any(label.startswith("lesson ") for label in labels)
    assert not found, f"{language} at {ui_scale}x:\n{_cuts_report(found)}"


def test_a_cut_is_reported_and_fitting_text_is_not() -> None:
    import pygame

    from goldmines_desktop.ui.widgets import theme
    from goldmines_desktop.ui.widgets.panels import fit_font_size, wrap_text

    pygame.font.init()
    face = theme.font(20)
    assert text_fit.ellipsis("Bob", face, 500) == "Bob" and not text_fit.cuts()
    assert fit_font_size("Start", 500, 24) == 24 and not text_fit.cuts()
    assert wrap_text("Place a figure on your new tile", face, 120) and not text_fit.cuts()
    short = text_fit.ellipsis("Maximiliane Bartholomäus", face, 60)
    assert short.endswith("…") and face.size(short)[0] <= 60
    assert fit_font_size("Donaudampfschifffahrtsgesellschaft", 60, 24) < 24
    assert wrap_text("Donaudampfschifffahrtsgesellschaftskapitän", face, 60)
    where = [cut.where for cut in text_fit.cuts()]
    assert where == ["shortened text", "text", "wrapped text"]
    assert all(cut.needed > cut.room for cut in text_fit.cuts())
    text_fit.reset()
    assert text_fit.cuts() == ()


def test_every_drawn_text_is_recorded() -> None:
    import pygame

    from goldmines_desktop.ui.widgets import theme

    pygame.font.init()
    with text_fit.recording() as drawn:
        theme.text("Hello", 20)
        theme.text("42", 20)
    theme.text("not kept", 20)
    assert drawn == ["Hello", "42"]


# --------------------------------------------------------------------------- the template


def _template() -> object:
    """The catalogue template as extraction makes it now (the tool's own extraction when it is
    there, else Babel's Python extractor with the same keywords)."""
    try:
        from goldmines_desktop.tools import catalogues
    except ImportError:
        catalogues = None
    if catalogues is not None and hasattr(catalogues, "extract"):
        return catalogues.extract()
    from babel.messages.catalog import Catalog
    from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir

    keywords = {k: DEFAULT_KEYWORDS[k] for k in ("_", "N_", "ngettext", "pgettext", "npgettext")}
    catalog = Catalog(domain=i18n.DOMAIN)
    package = i18n.LOCALE_DIR.parent
    for _file, _line, message, _comments, context in extract_from_dir(
        package, [("**.py", "python")], keywords=keywords
    ):
        catalog.add(message, context=context)
    return catalog


def marked_translations() -> gettext.GNUTranslations:
    """A catalogue whose every translation is its English wrapped in marks, compiled with
    Babel as ``i18n.compile_catalogue`` compiles a language."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    template = _template()
    marked = Catalog(locale="de", domain=i18n.DOMAIN)
    for message in template:  # type: ignore[attr-defined]
        if not message.id:
            continue
        if isinstance(message.id, tuple | list):
            string: object = tuple(OPEN + part + CLOSE for part in message.id[:2])
        else:
            string = OPEN + message.id + CLOSE
        marked.add(message.id, string, context=message.context)
    compiled = io.BytesIO()
    write_mo(compiled, marked)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def _month_names() -> set[str]:
    """The months' names as Babel's locale data writes them in dates (not the catalogue's)."""
    from babel import Locale

    months = Locale.parse(i18n.SOURCE_LANGUAGE).months["format"]
    return {name for width in ("abbreviated", "wide") for name in months[width].values()}


def words_of(text: str) -> str:
    """What is left of ``text`` when the players' and files' own words, the months of a date,
    numbers and signs are taken out: the words that must come from the catalogue."""
    for own in sorted(OWN_WORDS, key=len, reverse=True):
        text = text.replace(own, " ")
    for month in _month_names():
        text = re.sub(rf"\b{re.escape(month)}\b", " ", text)
    # a key's letter (B, H, T) is a key, not a word
    return "".join(w for w in re.findall(r"[^\W\d_]+", text) if len(w) > 1)


def unmarked(drawn: list[str]) -> list[str]:
    """The drawn texts outside every pair of marks that still hold words (a wrapped message's
    middle lines are inside the marks its first and last lines carry)."""
    found, depth = [], 0
    for text in drawn:
        outside = depth == 0 and OPEN not in text and CLOSE not in text
        if outside and words_of(text):
            found.append(text)
        depth = max(0, depth + text.count(OPEN) - text.count(CLOSE))
    return found


def test_the_marked_catalogue_marks_its_messages() -> None:
    translations = marked_translations()
    assert translations.gettext("Final scoring") == "⟦Final scoring⟧"
    assert translations.ngettext("{n} tile left", "{n} tiles left", 3) == "⟦{n} tiles left⟧"
    assert unmarked(["⟦Drag your tile", "onto a glowing spot⟧", "12", "Maximiliane", "Oops"]) == [
        "Oops"
    ]


def test_every_text_the_screens_draw_is_in_the_template(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(1.0)  # the app chooses its language: the marked catalogue comes after
    monkeypatch.setattr(i18n, "_translations", marked_translations())
    try:
        with text_fit.recording() as drawn:
            for _label in walk(app, whole_game=False):
                pass
    finally:
        app.close()
    assert any(OPEN in text for text in drawn)
    missing = sorted(set(unmarked(drawn)))
    assert not missing, "drawn but not in the catalogue template:\n" + "\n".join(missing)
