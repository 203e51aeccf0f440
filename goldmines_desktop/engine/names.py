"""The bounds on what a person types or a file holds, and how it is shown back: a player's
name (the name rule: visible characters, emoji joined as one picture), a shuffle number in
digits, and ``quote`` for any value in a message. Records check setups with them, and the setup
screen and the save list say the same words.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from ..i18n import _

MAX_DIGITS = 100  # digits in one number literal
MAX_NAME = 40  # characters in a player's name


def quote(value: Any, limit: int = 40) -> str:
    """A value from a file as a message may show it: one line, escaped, at most ``limit`` chars.

    Strings are shown as Python literals (so a newline or a lone surrogate stays escaped),
    numbers as digits, and lists and objects by their kind only.
    """
    if isinstance(value, str):
        text = repr(value[: limit + 1])
        return text if len(value) <= limit else f"{text[:-1]}…{text[-1]}"
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, int):
        digits = str(value)
        return digits if len(digits) <= limit else f"a number of {len(digits)} digits"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"


def is_printable_name(name: str) -> bool:
    """No control characters, line or paragraph separators, or lone surrogates."""
    return not any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") for c in name)


# --- the name rule ---------------------------------------------------------------------------

# Unicode's Default_Ignorable_Code_Point set (DerivedCoreProperties, Unicode 14.0, the version of
# Python 3.11's unicodedata, which does not expose it): characters that draw nothing.
DEFAULT_IGNORABLE: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
    (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)  # fmt: skip
# Extended_Pictographic (emoji-data, Unicode 14.0): the pictures a zero-width joiner may join.
PICTOGRAPHIC: tuple[tuple[int, int], ...] = (
    (0xA9, 0xA9), (0xAE, 0xAE), (0x203C, 0x203C), (0x2049, 0x2049), (0x2122, 0x2122),
    (0x2139, 0x2139), (0x2194, 0x2199), (0x21A9, 0x21AA), (0x231A, 0x231B), (0x2328, 0x2328),
    (0x2388, 0x2388), (0x23CF, 0x23CF), (0x23E9, 0x23F3), (0x23F8, 0x23FA), (0x24C2, 0x24C2),
    (0x25AA, 0x25AB), (0x25B6, 0x25B6), (0x25C0, 0x25C0), (0x25FB, 0x25FE), (0x2600, 0x2605),
    (0x2607, 0x2612), (0x2614, 0x2685), (0x2690, 0x2705), (0x2708, 0x2712), (0x2714, 0x2714),
    (0x2716, 0x2716), (0x271D, 0x271D), (0x2721, 0x2721), (0x2728, 0x2728), (0x2733, 0x2734),
    (0x2744, 0x2744), (0x2747, 0x2747), (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755),
    (0x2757, 0x2757), (0x2763, 0x2767), (0x2795, 0x2797), (0x27A1, 0x27A1), (0x27B0, 0x27B0),
    (0x27BF, 0x27BF), (0x2934, 0x2935), (0x2B05, 0x2B07), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50),
    (0x2B55, 0x2B55), (0x3030, 0x3030), (0x303D, 0x303D), (0x3297, 0x3297), (0x3299, 0x3299),
    (0x1F000, 0x1F0FF), (0x1F10D, 0x1F10F), (0x1F12F, 0x1F12F), (0x1F16C, 0x1F171),
    (0x1F17E, 0x1F17F), (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F1AD, 0x1F1E5),
    (0x1F201, 0x1F20F), (0x1F21A, 0x1F21A), (0x1F22F, 0x1F22F), (0x1F232, 0x1F23A),
    (0x1F23C, 0x1F23F), (0x1F249, 0x1F3FA), (0x1F400, 0x1F53D), (0x1F546, 0x1F64F),
    (0x1F680, 0x1F6FF), (0x1F774, 0x1F77F), (0x1F7D5, 0x1F7FF), (0x1F80C, 0x1F80F),
    (0x1F848, 0x1F84F), (0x1F85A, 0x1F85F), (0x1F888, 0x1F88F), (0x1F8AE, 0x1F8FF),
    (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1FAFF), (0x1FC00, 0x1FFFD),
)  # fmt: skip
ZERO_WIDTH_JOINER = "\u200d"
PRESENTATION_SELECTORS = "\ufe0e\ufe0f"  # text or emoji style for the picture before them
SKIN_TONES = range(0x1F3FB, 0x1F400)  # emoji modifiers, between a picture and a joiner


def _within(char: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    code = ord(char)
    return any(low <= code <= high for low, high in ranges)


def _pictographic(char: str) -> bool:
    return _within(char, PICTOGRAPHIC)


def _joins_pictures(name: str, index: int) -> bool:
    """Whether the joiner at ``index`` stands between two pictures (a family, a rainbow flag):
    a picture before it (after its style selector or skin tone, if any) and one after it."""
    before = index - 1
    while before >= 0 and (
        name[before] in PRESENTATION_SELECTORS or ord(name[before]) in SKIN_TONES
    ):
        before -= 1
    after = index + 1
    return (
        before >= 0
        and _pictographic(name[before])
        and after < len(name)
        and _pictographic(name[after])
    )


def draws_nothing(name: str, index: int) -> bool:
    """Whether ``name[index]`` is a format, private-use, unassigned or default-ignorable
    character (one that draws nothing, or nothing a player would know). Emoji keep their
    joiners and style selectors: a zero-width joiner between two pictures, and a text or emoji
    selector right after one."""
    char = name[index]
    if _pictographic(char):  # also the emoji of a newer Unicode than this Python knows
        return False
    if char == ZERO_WIDTH_JOINER:
        return not _joins_pictures(name, index)
    if char in PRESENTATION_SELECTORS:
        return not (index > 0 and _pictographic(name[index - 1]))
    return unicodedata.category(char) in ("Cf", "Co", "Cn") or _within(char, DEFAULT_IGNORABLE)


def _visible(char: str) -> bool:
    """A letter, digit, punctuation mark, symbol or emoji (not a space or a lone accent)."""
    if _pictographic(char):
        return True
    return unicodedata.category(char)[0] in "LNPS" and not _within(char, DEFAULT_IGNORABLE)


def name_problem(name: str, who: str) -> str | None:
    """What is wrong with ``name`` as a player's name, said of ``who`` (``player 0``, ``Seat
    1``), or None when it is a good name: at most ``MAX_NAME`` characters, at least one of them
    visible, and no control, format or default-ignorable character (see ``draws_nothing``).

    It is the one name rule: the record reader, the new-game screen, the command line and board
    maps all ask it."""
    if not name.strip():
        return _("{who} needs a name").format(who=who)
    if len(name) > MAX_NAME:
        return _("{who} has a name of {count} characters (at most {most})").format(
            who=who, count=len(name), most=MAX_NAME
        )
    if not is_printable_name(name):
        return _("{who} has a control character in the name {name}").format(
            who=who, name=quote(name)
        )
    hidden = next((c for i, c in enumerate(name) if draws_nothing(name, i)), None)
    if hidden is not None:
        return _("{who} has an invisible or unknown character in the name: {character}").format(
            who=who, character=character_name(hidden)
        )
    if not any(map(_visible, name)):
        return _("{who} needs a name with at least one letter, digit or symbol").format(who=who)
    return None


def character_name(char: str) -> str:
    """``U+200B ZERO WIDTH SPACE``: a character as a message names it."""
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X} {name}" if name else f"U+{ord(char):04X}"


def seed_problem(seed: int) -> str | None:
    """Why a record cannot hold ``seed`` (more than ``MAX_DIGITS`` digits), or None."""
    if abs(seed) >= 10**MAX_DIGITS:
        return _("the shuffle number has more than {most} digits").format(most=MAX_DIGITS)
    return None


def seed_from_text(text: str) -> int:
    """The seed a player typed: ASCII digits, an optional minus sign, at most ``MAX_DIGITS``
    digits; ValueError (one line for the player) otherwise."""
    text = text.strip()
    digits = text.removeprefix("-")
    if not digits or not all("0" <= c <= "9" for c in digits):
        raise ValueError(
            _("the shuffle number must be a whole number in digits 0 to 9, not {text}").format(
                text=quote(text)
            )
        )
    if len(digits) > MAX_DIGITS:
        raise ValueError(
            _("the shuffle number has more than {most} digits").format(most=MAX_DIGITS)
        )
    return int(text)
