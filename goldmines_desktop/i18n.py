"""The words a player reads, in their own language: gettext catalogues compiled from ``.po`` files.

Plain Python, no pygame. Every text the window shows goes through ``_`` (or ``ngettext`` for a
count, ``pgettext`` where one English word means two things); a table built at import time marks
its words with ``N_`` and translates them where it draws them. The sources are
``goldmines_desktop/locale/<lang>/LC_MESSAGES/goldmines.po``, compiled in memory with Babel when
the language is chosen, so the shipped catalogue can never drift from its source. English is the
source language and needs no catalogue; an unknown language falls back to it.

The command line (replay, simulate) and the record format stay English: they are a contract,
so they never call ``set_language``.
"""

from __future__ import annotations

import gettext
import io
import os
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "goldmines"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
SOURCE_LANGUAGE = "en"
# Each language's name written in that language, as the Settings screen lists them.
LANGUAGES: Mapping[str, str] = {
    "en": "English",
    "nl": "Nederlands",
    "de": "Deutsch",
    "fr": "Français",
}
# The variable that chooses the language for one session (``goldmines --lang`` sets it too).
ENV_VARIABLE = "GOLDMINES_LANG"

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now (tables built at import)."""
    return message


def _(message: str) -> str:
    """``message`` in the current language (an empty message stays empty: gettext would give
    the catalogue's header for it)."""
    return _translations.gettext(message) if message else ""


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n``, by the language's own plural rule."""
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English word elsewhere."""
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """``ngettext`` with a context."""
    return _translations.npgettext(context, singular, plural, n)


def language() -> str:
    """The code of the language in use ("en", "nl", "de" or "fr")."""
    return _language


def catalogue_path(code: str) -> Path:
    """Where the ``.po`` source of language ``code`` lives."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def compile_catalogue(code: str) -> gettext.NullTranslations:
    """Language ``code``'s catalogue, compiled from its ``.po`` source (English: none)."""
    if code == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with catalogue_path(code).open("rb") as source:
        catalog = read_po(source, locale=code, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def normalise(code: str | None) -> str | None:
    """The supported language a locale name means ("de_AT.UTF-8" -> "de"), or None."""
    if not code:
        return None
    base = code.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return base if base in LANGUAGES else None


def set_language(code: str | None) -> str:
    """Use language ``code`` from now on; unknown codes (and None) mean English. Returns the
    code in use."""
    global _translations, _language
    chosen = normalise(code) or SOURCE_LANGUAGE
    try:
        _translations = compile_catalogue(chosen)
    except (OSError, ValueError):
        chosen, _translations = SOURCE_LANGUAGE, gettext.NullTranslations()
    _language = chosen
    return chosen


def system_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The supported language the system asks for, or None: ``LANGUAGE`` (a colon list),
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; on Windows and macOS their own settings."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in env.get(name, "").split(":"):
            found = normalise(part)
            if found:
                return found
    if environ is None:
        return normalise(_platform_language())
    return None


def _platform_language() -> str | None:
    """The interface language Windows or macOS is set to (None elsewhere or when unknown)."""
    import sys

    if sys.platform == "win32":
        try:
            import ctypes
            import locale

            lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            return locale.windows_locale.get(lang_id)
        except (AttributeError, OSError):
            return None
    if sys.platform == "darwin":
        import subprocess

        try:
            out = subprocess.run(
                ["defaults", "read", "-g", "AppleLanguages"],
                capture_output=True,
                text=True,
                timeout=2,
                check=False,
            ).stdout
        except (OSError, subprocess.SubprocessError):
            return None
        for token in out.replace("(", " ").replace(")", " ").replace(",", " ").split():
            found = normalise(token.strip('"'))
            if found:
                return found
    return None


def choose_language(saved: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language a session starts in: ``GOLDMINES_LANG`` first, then the one chosen in
    Settings, then the system's, then English. An unknown ``GOLDMINES_LANG`` means English."""
    env = os.environ if environ is None else environ
    if env.get(ENV_VARIABLE, "").strip():
        return normalise(env[ENV_VARIABLE]) or SOURCE_LANGUAGE
    return normalise(saved) or system_language(environ) or SOURCE_LANGUAGE
