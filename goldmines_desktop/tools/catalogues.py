"""The translation catalogues: extract the template, merge it into each language, check them.

::

    python -m goldmines_desktop.tools.catalogues extract   # write locale/goldmines.pot
    python -m goldmines_desktop.tools.catalogues update    # merge it into nl, de, fr .po files
    python -m goldmines_desktop.tools.catalogues check     # exit 1 if anything is out of step

``extract`` runs Babel's Python extractor over the package (keywords ``_``, ``N_``, ``ngettext``,
``pgettext``, ``npgettext``; comments starting ``TRANSLATORS:`` go to the translator) and
``tmx_extract`` over the lesson maps. The template is sorted and carries no creation date or line
numbers (only file names), so extracting an unchanged tree writes the same file and an edit
elsewhere in a module does not make it stale. ``update`` is Babel's ``update_catalog`` (a new
language gets its Plural-Forms from Babel's locale data). ``check`` fails when the template
differs from a fresh extraction, or a ``.po`` is missing, lacks a message of the template, puts
other ``{placeholders}`` in a translation than the English has, has the wrong number of plural
forms, or does not compile.
"""

from __future__ import annotations

import argparse
import io
import string
import sys
from collections.abc import Iterable
from pathlib import Path
from tokenize import TokenError

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from goldmines_desktop.files.resources import art_path
from goldmines_desktop.files.safe_paths import write_bytes_atomic
from goldmines_desktop.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE, catalogue_path

PACKAGE_DIR = LOCALE_DIR.parent
ROOT = PACKAGE_DIR.parent
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
KEYWORDS = {key: DEFAULT_KEYWORDS[key] for key in ("_", "N_", "ngettext", "pgettext", "npgettext")}
COMMENT_TAGS = ("TRANSLATORS:",)
TMX_METHOD = "goldmines_desktop.tools.tmx_extract:extract_tmx"
PROJECT = "Gold Mines"
# Header lines that change with the day or the tool, not with the words: left out of the template.
UNSTABLE_HEADERS = (b'"POT-Creation-Date:', b'"Generated-By:')
TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
# French as gettext and translators know it (one form for 0 and 1, one for more), not CLDR's
# third form for round millions, which no text of the game needs.
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);"}
HOLDER = "the Gold Mines authors"


def _where(path: Path) -> str:
    """A file's name as the template gives it: from the repository's top, with slashes."""
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return path.name


def lesson_maps() -> list[Path]:
    return sorted(art_path("lessons").glob("*.tmx"))


def extract() -> Catalog:
    """Every text of the code and of the lesson maps, in one catalogue."""
    catalog = Catalog(project=PROJECT, domain=DOMAIN, fuzzy=False, copyright_holder=HOLDER)
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        try:
            found = extract_from_file(
                "python", str(path), KEYWORDS, COMMENT_TAGS, strip_comment_tags=True
            )
        except (SyntaxError, TokenError) as err:  # a module half-written: say so, go on
            print(f"catalogues: {_where(path)} skipped: {err}", file=sys.stderr)
            continue
        for lineno, message, comments, context in found:
            _add(catalog, message, _where(path), lineno, comments, context)
    for path in lesson_maps():
        for lineno, message, comments, context in extract_from_file(TMX_METHOD, str(path)):
            _add(catalog, message, _where(path), lineno, comments, context)
    return catalog


def _add(
    catalog: Catalog,
    message: str | tuple[str, ...],
    where: str,
    lineno: int,
    comments: Iterable[str],
    context: str | None,
) -> None:
    msgid = message if isinstance(message, str) else tuple(message)
    if not (msgid[0] if isinstance(msgid, tuple) else msgid):
        return  # _("") would be the catalogue's header
    catalog.add(msgid, None, [(where, lineno)], auto_comments=list(comments), context=context)


def template_text(catalog: Catalog) -> bytes:
    """The ``.pot`` or ``.po`` file of ``catalog``: sorted, without dates, tool versions, line
    numbers or messages the code no longer has (the history keeps them)."""
    out = io.BytesIO()
    write_po(out, catalog, width=96, sort_output=True, include_lineno=False, ignore_obsolete=True)
    lines = out.getvalue().splitlines(keepends=True)
    return b"".join(line for line in lines if not line.startswith(UNSTABLE_HEADERS))


def write_template() -> Path:
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(TEMPLATE, template_text(extract()), shared=True)
    return TEMPLATE


def read_catalog(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as source:
        return read_po(source, locale=code, domain=DOMAIN)


def update(codes: Iterable[str] = TRANSLATED) -> list[Path]:
    """Merge the template into each language's ``.po`` (made if missing); the paths written."""
    template = read_catalog(TEMPLATE)
    written = []
    for code in codes:
        path = catalogue_path(code)
        catalog = read_catalog(path, code) if path.exists() else new_catalog(code)
        catalog.update(template, no_fuzzy_matching=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(path, template_text(catalog), shared=True)
        written.append(path)
    return written


def new_catalog(code: str) -> Catalog:
    """An empty catalogue for language ``code`` with its plural rule."""
    catalog = Catalog(
        locale=code, domain=DOMAIN, project=PROJECT, fuzzy=False, copyright_holder=HOLDER
    )
    if code in PLURAL_FORMS:
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[code])]
    return catalog


def placeholders(text: str) -> set[str] | None:
    """The ``{names}`` a text fills in (None when its braces are broken)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return None


def placeholder_problems(message: Message) -> list[str]:
    """What is wrong with the placeholders of one translated message."""
    ids = (message.id,) if isinstance(message.id, str) else tuple(message.id)
    strings = (message.string,) if isinstance(message.string, str) else tuple(message.string or ())
    wanted = [placeholders(text) for text in ids]
    if any(names is None for names in wanted):
        return []  # the English is no format string: nothing to keep
    allowed = set().union(*(names or set() for names in wanted))
    problems = []
    for index, text in enumerate(strings):
        if not text:
            continue
        names = placeholders(text)
        label = f"{ids[0]!r}" + (f" (form {index})" if len(strings) > 1 else "")
        if names is None:
            problems.append(f"{label}: broken braces in {text!r}")
        elif len(strings) == 1 and names != allowed:
            problems.append(f"{label}: {sorted(names)} instead of {sorted(allowed)}")
        elif not names <= allowed or (index == len(strings) - 1 and names != wanted[-1]):
            problems.append(f"{label}: {sorted(names)} does not match {sorted(allowed)}")
    return problems


def po_problems(code: str, template: Catalog) -> list[str]:
    """What is wrong with one language's ``.po`` against the template."""
    path = catalogue_path(code)
    if not path.exists():
        return [f"{code}: {_where(path)} is missing (run update)"]
    try:
        catalog = read_catalog(path, code)
    except Exception as err:  # any parse error of Babel's is a broken file
        return [f"{code}: {_where(path)} cannot be read: {err}"]
    problems = [
        f"{code}: no entry for {message.id!r} (run update)"
        for message in template
        if message.id and catalog.get(message.id, message.context) is None
    ]
    for message in catalog:
        if not message.id:
            continue
        problems += [f"{code}: {problem}" for problem in placeholder_problems(message)]
        forms = len(message.string or ())
        if message.pluralizable and forms != catalog.num_plurals:
            problems.append(
                f"{code}: {message.id[0]!r} has {forms} plural forms, "
                f"the language has {catalog.num_plurals}"
            )
    try:
        compiled = io.BytesIO()
        write_mo(compiled, catalog, use_fuzzy=False)
    except Exception as err:  # whatever write_mo trips on, the game could not load it
        problems.append(f"{code}: does not compile: {err}")
    return problems


def check() -> list[str]:
    """Everything out of step between the code, the template and the languages."""
    problems = []
    if not TEMPLATE.exists():
        return [f"{_where(TEMPLATE)} is missing (run extract)"]
    if TEMPLATE.read_bytes() != template_text(extract()):
        problems.append(f"{_where(TEMPLATE)} is out of date with the code (run extract)")
    template = read_catalog(TEMPLATE)
    for code in TRANSLATED:
        problems += po_problems(code, template)
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m goldmines_desktop.tools.catalogues")
    parser.add_argument("action", choices=("extract", "update", "check"))
    args = parser.parse_args(argv)
    if args.action == "extract":
        path = write_template()
        print(f"wrote {_where(path)} ({len(read_catalog(path))} messages)")
        return 0
    if args.action == "update":
        for path in update():
            print(f"wrote {_where(path)}")
        return 0
    problems = check()
    for problem in problems:
        print(problem, file=sys.stderr)
    print("catalogues: " + (f"{len(problems)} problems" if problems else "up to date"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
