"""What the game writes, it can read back: one name and seed rule for every path that makes a
game (the record reader, the new-game screen, ``goldmines play --players/--seed``, board maps
and lessons), and text that draws nothing never stops a frame.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import argparse  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import unicodedata  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
from hypothesis import event, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from goldmines_desktop.cli import main  # noqa: E402
from goldmines_desktop.engine import (  # noqa: E402
    COLORS,
    GameState,
    PlayerSetup,
    Setup,
    apply,
    apply_decision,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.names import MAX_DIGITS, name_problem, seed_from_text  # noqa: E402
from goldmines_desktop.engine.records import (  # noqa: E402
    RecordError,
    check_record_setup,
    parse_record,
    parse_record_text,
    record_of,
    replay,
)
from goldmines_desktop.files.boards import BoardError, load_board  # noqa: E402
from goldmines_desktop.files.catalogue import load_catalogue  # noqa: E402
from goldmines_desktop.files.lessons import lesson_paths, load_lesson  # noqa: E402
from goldmines_desktop.files.record_files import write_json_atomic  # noqa: E402
from goldmines_desktop.files.saves import load_game  # noqa: E402
from goldmines_desktop.ui.launch import _opened_game  # noqa: E402
from goldmines_desktop.ui.table.setup_draft import (  # noqa: E402
    GOLD_SHARING_CHOICES,
    KINDS,
    MAX_SEATS,
    MIN_SEATS,
    NAME_LENGTH,
    SEED_LENGTH,
    SeatDraft,
    SetupDraft,
)
from goldmines_desktop.ui.widgets import theme  # noqa: E402

CATALOGUE = load_catalogue()

pytestmark = pytest.mark.timeout(300)


@pytest.fixture(autouse=True)
def _frame_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game the command line opens by mistake stops after two frames."""
    monkeypatch.setenv("GOLDMINES_FRAME_LIMIT", "2")


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


# --------------------------------------------------------------------------- the command line

LONG_SEED = "9" * MAX_DIGITS
GOOD_PLAYERS = ["Ann,Bob", f"Zoë 🏰,{FAMILY},{'C' * 40}", "A,B,C,D,E,F"]
BAD_PLAYERS = [
    f"Ann,{'B' * 41}",
    "Ann,B\tob",
    "Ann,B\nob",
    "Ann,\x1b[31mBob",
    "Ann,Bob\x7f",
    "Ann,\u0301",
]
BAD_SEEDS = ["9" * (MAX_DIGITS + 1), "1" * 4300, "1" * 5000, "²", "1²", "١٢", "12abc", "1_0"]


def written_and_read_back(state: GameState, tmp_path: Path) -> GameState:
    """The game's record written as the autosave writes it and read by the autosave's reader."""
    path = tmp_path / "record.json"
    write_json_atomic(path, record_of(state))
    return load_game(path)


@pytest.mark.parametrize("players", GOOD_PLAYERS)
@pytest.mark.parametrize("seed", [None, 0, 12, -5, int(LONG_SEED), -int(LONG_SEED)])
def test_every_game_the_command_line_makes_reads_back(
    players: str, seed: int | None, tmp_path: Path
) -> None:
    args = argparse.Namespace(command="play", players=players, seed=seed, load=None, board=None)
    state = _opened_game(args)[0]
    for _ in range(3):
        state, _events = apply_decision(state, legal_moves(state)[0])
    again = written_and_read_back(state, tmp_path)
    assert again.snapshot() == state.snapshot()
    assert [p.name for p in again.players] == [n.strip() for n in players.split(",")]


def one_refusal(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("goldmines: "), err
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.slow
@pytest.mark.parametrize("code", DRAW_NOTHING, ids=lambda c: f"U+{c:04X}")
def test_players_that_draw_nothing_are_refused_in_one_line(
    code: int, capsys: pytest.CaptureFixture[str]
) -> None:
    char = chr(code)
    # (Spaces and line breaks at either end of a name are trimmed, so those go in the middle.)
    ends = [] if char.isspace() else [f"{char}Ann,Bob", f"Ann,Bob{char}"]
    for players in [f"Ann,Bo{char}b", *ends]:
        assert main(["play", "--players", players]) == 2
        line = one_refusal(capsys.readouterr().err)
        assert "--players: player" in line
        assert line.isprintable()


@pytest.mark.parametrize("players", BAD_PLAYERS)
def test_bad_players_are_refused_in_one_line(
    players: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--players", players]) == 2
    assert one_refusal(capsys.readouterr().err).startswith("goldmines: --players: player 2 ")


@pytest.mark.parametrize("seed", BAD_SEEDS, ids=lambda s: s[:12])
def test_bad_seeds_are_refused_in_one_line(seed: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--seed", seed]) == 2
    line = one_refusal(capsys.readouterr().err)
    assert line.startswith("goldmines: --seed: the shuffle number ") and len(line) < 120


def launch(*args: str, frames: int = 3) -> subprocess.CompletedProcess[str]:
    """A real ``python -m goldmines_desktop`` under the dummy drivers, stopped after
    ``frames`` frames."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "GOLDMINES_FRAME_LIMIT": str(frames),
    }
    return subprocess.run(
        [sys.executable, "-m", "goldmines_desktop", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        env=env,
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ["play", "--players", f"Ann,{'B' * 41}"],
        ["play", "--players", "Ann,B\tob"],
        ["play", "--players", "Ann,\x1b[2JBob"],
        ["play", "--players", "Ann,Bo\u200bb"],
        ["play", "--players", "\u202eAnn,Bob"],
        ["play", "--players", "Ann,\u00ad"],
        ["play", "--seed", "9" * (MAX_DIGITS + 1)],
        ["play", "--seed", "1" * 4300],
        ["play", "--seed", "1" * 5000],
        ["play", "--seed", "²"],
    ],
    ids=lambda a: a[1] + ":" + ascii(a[2])[:14],
)
def test_a_refused_launch_says_one_line_and_fails(args: list[str]) -> None:
    result = launch(*args)
    assert result.returncode == 2
    one_refusal(result.stderr)


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ["play", "--players", f"Zoë 🏰,{FAMILY}", "--seed", LONG_SEED],
        ["play", "--players", "Ann,Bob,Cleo", "--seed", "-5"],
        ["play", "--board", str(lesson_paths()[0]), "--players", f"Ann,{FAMILY}", "--seed", "3"],
    ],
    ids=["names-and-longest-seed", "negative-seed", "board"],
)
def test_an_accepted_launch_opens_the_game(args: list[str]) -> None:
    result = launch(*args)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


# --------------------------------------------------------------------------- boards and lessons


@pytest.mark.parametrize("path", lesson_paths(), ids=lambda p: p.stem)
def test_every_lesson_writes_a_record_the_reader_takes(path: Path) -> None:
    catalogue = load_catalogue()
    lesson = load_lesson(path, catalogue)
    state = lesson.board.start(catalogue, seed=0)
    # A record cannot hold a prepared board, so a lesson is never saved; its setup and seed
    # are still ones the record reader takes.
    record_again = parse_record(json.loads(json.dumps(record_of(state))))
    assert record_again.setup == state.setup


def board_with_players(tmp_path: Path, players: str) -> Path:
    text = lesson_paths()[0].read_text(encoding="utf-8")
    text = text.replace('value="You,Robin"', f'value="{players}"')
    path = tmp_path / "board.tmx"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("code", SAMPLES[:-1], ids=lambda c: f"U+{c:04X}")
def test_a_board_whose_players_draw_nothing_is_refused(
    code: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = board_with_players(tmp_path, f"You,Ro{chr(code)}bin")
    with pytest.raises(BoardError, match="map property 'players': player 2 has an invisible"):
        load_board(path)
    assert main(["play", "--board", str(path)]) == 2
    one_refusal(capsys.readouterr().err)
    assert main(["play", "--board", str(lesson_paths()[0]), "--players", f"A,B{chr(code)}"]) == 2
    assert "--players: player 2 has an invisible" in one_refusal(capsys.readouterr().err)


def test_a_board_with_a_family_emoji_plays(tmp_path: Path) -> None:
    board = load_board(board_with_players(tmp_path, f"You,{FAMILY}"))
    assert board.setup.players[1].name == FAMILY
    state = board.start(load_catalogue(), seed=1)
    assert parse_record(record_of(state)).setup == state.setup


# --------------------------------------------------------------------------- the new-game screen

# What a name field keeps: any character but control characters (``NameInput.kept``), with the
# ones that draw nothing, emoji pieces and spaces drawn often.
NAME_CHARACTERS = st.one_of(
    st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")),
    st.sampled_from([chr(c) for c in DRAW_NOTHING if unicodedata.category(chr(c)) != "Cc"]),
    st.sampled_from(["\U0001f468", "\U0001f469", "\u2764", "\u200d", "\ufe0f", "\U0001f3fd"]),
    st.sampled_from([" ", "a", "Z", "é", "\u0301"]),
)


@st.composite
def drafts(draw: st.DrawFn) -> SetupDraft:
    """What the new-game screen can hold: 2 to 6 seats (colours mostly distinct, as the
    screen deals them), names as the name fields keep them, options, a seed in digits."""
    count = draw(st.integers(MIN_SEATS, MAX_SEATS))
    colours = draw(st.permutations(COLORS))[:count]
    if draw(st.integers(0, 9)) == 0:
        colours[-1] = colours[0]
    kinds = [kind for kind, _words in KINDS]
    typed = st.text(NAME_CHARACTERS, max_size=NAME_LENGTH)
    good = st.sampled_from(GOOD_NAMES[:-1])
    seats = [
        SeatDraft(
            draw(typed) if draw(st.integers(0, 3)) == 0 else f"{draw(good)} {number}",
            colour,
            draw(st.sampled_from(kinds)),
        )
        for number, colour in enumerate(colours, 1)
    ]
    return SetupDraft(
        seats,
        goldmines=draw(st.booleans()),
        abbot=draw(st.booleans()),
        gold_distribution=draw(st.sampled_from([value for value, _words in GOLD_SHARING_CHOICES])),
        river=draw(st.booleans()),
        seed=draw(st.text(st.sampled_from("0123456789"), max_size=SEED_LENGTH)),
    )


@pytest.mark.slow
@settings(max_examples=400, deadline=None, derandomize=True, database=None)
@given(drafts())
def test_every_game_the_new_game_screen_starts_reads_back(draft: SetupDraft) -> None:
    setup = draft.to_setup()
    problems = draft.problems()
    try:
        check_record_setup(setup, draft.seed_value())
        readable = True
    except RecordError:
        readable = False
    if not readable:  # the screen never starts a game whose record it could not read
        assert problems
    for problem in problems:
        assert "\n" not in problem and problem[:1].isupper()
    event("starts" if not problems else "refused")
    if problems:
        return
    state = new_game(setup, CATALOGUE, seed=draft.seed_value())
    for _ in range(2):
        state, _events = apply_decision(state, legal_moves(state)[0])
    text = json.dumps(record_of(state))
    again = replay(parse_record_text(text), CATALOGUE)  # what loading the autosave does
    assert again.snapshot() == state.snapshot()
    assert again.setup == setup


# --------------------------------------------------------------------------- older autosaves


@pytest.mark.slow
@pytest.mark.parametrize("char", ["\u200b", "\u00ad", "\u202e", "\ufe0f", "\U000e0001"])
def test_an_older_autosave_with_a_name_that_draws_nothing_is_reported_damaged(
    char: str, tmp_path: Path
) -> None:
    """An autosave written before the name rule (its name draws nothing) is set aside with a
    message at the next launch; the window does not close."""
    state = new_game(two_players("Ann"), CATALOGUE, seed=4)
    state, _events = apply(state, legal_moves(state)[0])
    data = record_of(state)
    data["setup"]["players"][1]["name"] = char
    folder = Path(os.environ["GOLDMINES_DATA_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "autosave.json").write_text(json.dumps(data), encoding="utf-8")
    for _launch in range(2):  # every launch, not only the first
        result = launch(frames=5)
        assert result.returncode == 0, result.stderr
        assert "Traceback" not in result.stderr and "zero width" not in result.stderr
    kept = [p.name for p in folder.rglob("*") if "corrupt" in p.name]
    assert len(kept) == 1
    assert not list(folder.rglob("crash-*"))  # no frame failed either


@pytest.mark.slow
@pytest.mark.parametrize("code", SAMPLES[:-1], ids=lambda c: f"U+{c:04X}")
def test_a_board_whose_player_name_draws_nothing_still_draws(code: int) -> None:
    """Should a name that draws nothing reach the board anyway (the engine takes any name),
    its frames are drawn: the board, the players' panels, the log and the pause menu."""
    from ui_helpers import key, make_app, start, step

    setup = Setup((PlayerSetup(chr(code), "red"), PlayerSetup(chr(code) * 2, "blue")))
    app = make_app()
    try:
        scene = start(app, new_game(setup, CATALOGUE, seed=2))
        step(app, 3)
        assert app.top is scene
        key(app, pygame.K_ESCAPE)  # the pause menu names the players too
        step(app, 2)
        assert len(app.scenes) == 2
    finally:
        app.close()


def test_the_demo_and_the_smoke_test_seat_players_a_record_takes() -> None:
    """The other games the program makes: the demo's (never autosaved, still readable) and the
    smoke test's."""
    from goldmines_desktop.ui.board.demo import demo_setup
    from goldmines_desktop.ui.launch import player_setup

    for number in range(200):
        check_record_setup(demo_setup(number), 104729 + number)
    check_record_setup(player_setup("Ann,Bob"), 7)
    check_record_setup(player_setup(None))


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(
    players=st.lists(
        st.sampled_from(GOOD_NAMES) | st.text(NAME_CHARACTERS | st.characters(), max_size=45),
        max_size=7,
    ),
    seed=st.none() | st.text(st.sampled_from("0123456789-²١ x"), max_size=9) | st.just(LONG_SEED),
)
def test_any_players_and_seed_on_the_command_line_read_back_or_are_refused(
    players: list[str], seed: str | None
) -> None:
    """``play --players P --seed S`` as ``main`` reads them: refused in one line, or a game
    whose record the autosave's reader takes."""
    text = ",".join(players)
    try:
        value = None if seed is None else seed_from_text(seed)  # what main does with --seed
        args = argparse.Namespace(command="play", players=text, seed=value, load=None, board=None)
        state = _opened_game(args)[0]
    except ValueError as err:
        event("refused")
        assert "\n" not in str(err) and str(err)
        return
    event("starts")
    state, _events = apply(state, legal_moves(state)[0])
    again = replay(parse_record_text(json.dumps(record_of(state))), CATALOGUE)
    assert again.snapshot() == state.snapshot()
