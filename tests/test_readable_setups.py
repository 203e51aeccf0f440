"""What the game writes, it can read back: one name and seed rule for every path that makes a
game (the record reader, the new-game screen, ``goldmines play --players/--seed``, board maps
and lessons), and text that draws nothing never stops a frame.
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import unicodedata  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from goldmines_desktop.engine import PlayerSetup, Setup  # noqa: E402
from goldmines_desktop.engine.records import (  # noqa: E402
    MAX_DIGITS,
    RecordError,
    check_record_setup,
    name_problem,
    parse_record,
    seed_from_text,
)
from goldmines_desktop.ui import theme  # noqa: E402

pytestmark = pytest.mark.timeout(300)


def _span(low: int, high: int) -> list[int]:
    return list(range(low, high + 1))


# Unicode's Default_Ignorable_Code_Point set, written out (E0000-E0FFF by samples), and every
# format character (category Cf) Python knows.
DEFAULT_IGNORABLE = [
    0x00AD,
    0x034F,
    0x061C,
    *_span(0x115F, 0x1160),
    *_span(0x17B4, 0x17B5),
    *_span(0x180B, 0x180F),
    *_span(0x200B, 0x200F),
    *_span(0x202A, 0x202E),
    *_span(0x2060, 0x206F),
    0x3164,
    *_span(0xFE00, 0xFE0F),
    0xFEFF,
    0xFFA0,
    *_span(0xFFF0, 0xFFF8),
    *_span(0x1BCA0, 0x1BCA3),
    *_span(0x1D173, 0x1D17A),
    0xE0000,
    0xE0001,
    0xE0020,
    0xE007F,
    0xE0100,
    0xE01EF,
    0xE0FFF,
]
FORMAT = [c for c in range(0x110000) if unicodedata.category(chr(c)) == "Cf"]
# Controls (NUL, tab, escape, CSI), a lone surrogate, private use, unassigned, line and
# paragraph separators.
OTHER = [0x00, 0x09, 0x0A, 0x1B, 0x7F, 0x9B, 0xD800, 0xE000, 0xF8FF, 0x10FFFD, 0x0378, 0x2028]
OTHER += [0x2029]
DRAW_NOTHING = sorted(set(DEFAULT_IGNORABLE + FORMAT + OTHER))
# One of each kind, for the slower paths (a window, a process).
SAMPLES = [0x00AD, 0x200B, 0x200D, 0x202E, 0x2060, 0xFE0F, 0x3164, 0xE0001, 0xE0100, 0x1B]

FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"  # man, woman, girl, joined
GOOD_NAMES = [
    "Ann",
    "Zoë 🏰",
    FAMILY,
    "Mum \U0001f469\U0001f3fd\u200d\U0001f4bb",  # a woman with a skin tone at a computer
    "\U0001f3f3\ufe0f\u200d\U0001f308",  # the rainbow flag: picture, emoji style, joiner
    "\u2764\ufe0f",  # a red heart in emoji style
    "A\u0301na",  # a letter and a combining accent
    "李雷",
    "B" * 40,
]


def two_players(name: str) -> Setup:
    return Setup((PlayerSetup(name, "red"), PlayerSetup("Bob", "blue")))


def record(setup: Setup, seed: int | None = 7) -> dict:
    players = [{"name": p.name, "color": p.color, "kind": p.kind} for p in setup.players]
    data: dict = {"format": "goldmines-record", "version": 1, "setup": {"players": players}}
    data.update({"seed": seed} if seed is not None else {"draw_order": []})
    return data


# --------------------------------------------------------------------------- the name rule


def test_the_set_holds_every_kind_of_character_that_draws_nothing() -> None:
    assert len(DRAW_NOTHING) > 150
    assert {unicodedata.category(chr(c)) for c in DRAW_NOTHING} >= {
        "Cc",
        "Cf",
        "Cs",
        "Co",
        "Cn",
        "Zl",
        "Zp",
        "Lo",  # the Hangul fillers
        "Mn",  # the variation selectors and the combining grapheme joiner
    }


@pytest.mark.parametrize("code", DRAW_NOTHING, ids=lambda c: f"U+{c:04X}")
def test_a_character_that_draws_nothing_is_refused_in_a_record(code: int) -> None:
    for name in (chr(code), f"Ann{chr(code)}", f"{chr(code)}Ann", f"A{chr(code)}n"):
        with pytest.raises(RecordError) as err:
            parse_record(record(two_players(name)))
        message = str(err.value)
        assert message.startswith("player 0 ") and "\n" not in message
        assert name_problem(name, "Seat 1") is not None


@pytest.mark.parametrize("name", GOOD_NAMES)
def test_names_that_show_are_kept(name: str) -> None:
    assert name_problem(name, "player 0") is None
    assert parse_record(record(two_players(name))).setup.players[0].name == name


@pytest.mark.parametrize(
    "name, words",
    [
        ("", "player 0 needs a name"),
        ("   ", "player 0 needs a name"),
        ("\u0301", "at least one letter, digit or symbol"),  # an accent on nothing
        (" \u0301 \u0300", "at least one letter, digit or symbol"),
        ("A" * 41, "a name of 41 characters (at most 40)"),
        ("Ann\u200d", "U+200D ZERO WIDTH JOINER"),  # a joiner that joins no pictures
        ("\u200d\U0001f469", "U+200D ZERO WIDTH JOINER"),
        ("A\u200dB", "U+200D ZERO WIDTH JOINER"),
        ("Ann\ufe0f", "U+FE0F VARIATION SELECTOR-16"),  # a style for no picture
        ("\u202eAnn", "U+202E RIGHT-TO-LEFT OVERRIDE"),
        ("\U0001f468\u200b\U0001f469", "U+200B ZERO WIDTH SPACE"),
        ("A\tB", "control character in the name 'A\\tB'"),
        ("A\x1b[31mB", "control character"),
    ],
)
def test_refusals_say_what_is_wrong_in_one_line(name: str, words: str) -> None:
    with pytest.raises(RecordError, match=None) as err:
        parse_record(record(two_players(name)))
    assert words in str(err.value)
    assert "\n" not in str(err.value)


# --------------------------------------------------------------------------- the seed rule


@pytest.mark.parametrize("text, seed", [("0", 0), ("12", 12), (" 42 ", 42), ("-5", -5)])
def test_a_typed_seed_is_read_in_ascii_digits(text: str, seed: int) -> None:
    assert seed_from_text(text) == seed
    check_record_setup(two_players("Ann"), seed)


@pytest.mark.parametrize("text", ["²", "1²", "١٢", "1_000", "+5", "0x10", "", "-", "1e3", "½"])
def test_a_seed_in_other_digits_is_refused_in_words(text: str) -> None:
    with pytest.raises(ValueError, match="whole number in digits 0 to 9"):
        seed_from_text(text)


@pytest.mark.parametrize("digits", [MAX_DIGITS + 1, 300, 4300, 5000])
def test_a_seed_too_long_for_a_record_is_refused(digits: int) -> None:
    with pytest.raises(ValueError, match=f"more than {MAX_DIGITS} digits"):
        seed_from_text("9" * digits)
    seed = 10 ** (digits - 1)
    with pytest.raises(RecordError, match=f"more than {MAX_DIGITS} digits"):
        check_record_setup(two_players("Ann"), seed)


def test_the_longest_seed_a_record_holds_is_taken() -> None:
    seed = seed_from_text("9" * MAX_DIGITS)
    check_record_setup(two_players("Ann"), seed)
    check_record_setup(two_players("Ann"), -seed)
    assert parse_record(record(two_players("Ann"), seed)).seed == seed


def test_the_setup_check_names_seats_as_its_caller_counts_them() -> None:
    with pytest.raises(RecordError, match="^Seat 1 has an invisible or unknown character"):
        check_record_setup(two_players("\u200b"), None, lambda i: f"Seat {i + 1}")
    with pytest.raises(RecordError, match="^player 0 needs a name"):
        check_record_setup(two_players(" "))
    same = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "red")))
    with pytest.raises(RecordError, match="same colour"):
        check_record_setup(same)


# --------------------------------------------------------------------------- drawing text


@pytest.mark.parametrize("style", ["regular", "semibold", "bold", "title"])
def test_drawing_text_that_draws_nothing_gives_an_empty_line(style: str) -> None:
    pygame.font.init()
    height = theme.font(24, style).get_height()
    for code in [*DEFAULT_IGNORABLE, *FORMAT, 0x00, 0x2028]:
        image = theme.text(chr(code), 24, theme.INK, style)
        assert image.get_height() == height
    assert theme.text("", 24, theme.INK, style).get_width() == 0
    assert theme.text("\u200b\u00ad", 24, theme.INK, style).get_width() == 0
    assert theme.text("A\x00B", 24, theme.INK, style).get_width() > 0
    assert theme.text("A\ud800B", 24, theme.INK, style).get_width() > 0
