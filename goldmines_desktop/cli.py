"""The ``goldmines`` command: the game window, ``replay`` and ``simulate``."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
from collections.abc import Sequence

from .engine import MAX_PLAYERS, MIN_PLAYERS
from .i18n import ENV_VARIABLE
from .version import version
from .wording import count

LANG_HELP = (
    "the window's language for this session: en, nl, de or fr (sets GOLDMINES_LANG; "
    "an unknown one means English)"
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="goldmines", description="Carcassonne with The Abbot and The Gold Mines."
    )
    parser.add_argument("--version", action="version", version=f"goldmines {version()}")
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="Linux: put Gold Mines in the applications menu, with its icon",
    )
    parser.add_argument("--lang", metavar="CODE", help=LANG_HELP)
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window off-screen, draw a board in play and exit",
    )
    sub = parser.add_subparsers(dest="command")
    # the window's commands take --lang after their name too ("goldmines play --lang nl")
    window = argparse.ArgumentParser(add_help=False)
    window.add_argument("--lang", metavar="CODE", default=argparse.SUPPRESS, help=LANG_HELP)
    play = sub.add_parser("play", parents=[window], help="start a hot-seat game straight away")
    play.add_argument("--players", help="comma-separated names, e.g. Ann,Bob")
    play.add_argument(
        "--seed", metavar="NUMBER", help="the shuffle: the same number deals the same tiles"
    )
    play.add_argument("--load", metavar="FILE", help="open a saved game record")
    play.add_argument(
        "--board", metavar="FILE.tmx", help="start from a board drawn in Tiled (see the README)"
    )
    demo = sub.add_parser(
        "demo", parents=[window], help="computer players play one game after another"
    )
    demo.add_argument(
        "--speed", choices=("1x", "2x", "4x", "max"), default="1x", help="the starting pace"
    )
    replay = sub.add_parser("replay", help="replay a game record")
    replay.add_argument("record")
    replay.add_argument("--json", action="store_true", help="print the result as JSON")
    watch = sub.add_parser("watch", help="watch a game record again in the window, move by move")
    watch.add_argument("record")
    review = sub.add_parser(
        "review", help="the coach: every turn beside the hard level's best turn, and its cost"
    )
    review.add_argument("record")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    poster = sub.add_parser("poster", help="draw a finished game's whole board as a PNG poster")
    poster.add_argument("record")
    poster.add_argument("out", metavar="OUT.png")
    poster.add_argument("--force", action="store_true", help="replace OUT.png if it is there")
    sim = sub.add_parser("simulate", help="play complete games by computer (benchmark)")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--no-goldmines", action="store_true")
    sim.add_argument("--no-abbot", action="store_true")
    sim.add_argument("--river", action="store_true", help="play with The River")
    sim.add_argument("--inns-cathedrals", action="store_true", help="play with Inns & Cathedrals")
    sim.add_argument("--traders-builders", action="store_true", help="play with Traders & Builders")
    sim.add_argument(
        "--ai",
        help=(
            "players per seat, e.g. hard,normal: random, easy, normal, hard or mctsN (the "
            "vanilla MCTS yardstick with N iterations per turn, e.g. mcts500)"
        ),
    )
    sim.add_argument("--json", action="store_true")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; when the reader of its output goes away (``goldmines review X | head``)
    it ends quietly with 1, never a traceback."""
    try:
        try:
            return _command(argv)
        finally:  # what is still buffered goes now, while a closed pipe can still be caught
            _flush(sys.stdout)
    except BrokenPipeError:
        _silence()
        return 1


def _flush(stream: object) -> None:
    flush = getattr(stream, "flush", None)
    if flush is not None:
        flush()


def _silence() -> None:
    """Point the standard output and error at the null device: the reader has gone, and the
    interpreter's own flush at exit must find nowhere left to fail."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
    except OSError:
        return
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(null, stream.fileno())
        except (AttributeError, OSError, ValueError):
            continue  # a stream without a descriptor (a test's capture) holds nothing of ours
    os.close(null)


def _command(argv: Sequence[str] | None) -> int:
    # In the one-file build the computer players' worker process starts through this entry
    # point: freeze_support() runs the worker there (and returns at once everywhere else).
    multiprocessing.freeze_support()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Before pygame is imported: SDL picks the X11 window class up early (xdotool finds
    # the window by it).
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "goldmines")
    args = _parser().parse_args(argv)
    if args.command == "play" and args.seed is not None:
        from .engine import seed_from_text

        try:
            args.seed = seed_from_text(args.seed)
        except ValueError as err:  # one line, never argparse's usage and a 5,000-digit echo
            print(f"goldmines: --seed: {err}", file=sys.stderr)
            return 2
    if args.install_desktop_entry:
        from .desktop_entry import install_command

        return install_command()
    if args.command == "replay":
        return _replay(args.record, args.json)
    if args.command == "review":
        return _review(args.record, args.json)
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "poster":
        return _poster(args.record, args.out, args.force)
    if args.command == "watch":
        args.replay = _watched(args.record)
        if isinstance(args.replay, str):
            print(args.replay, file=sys.stderr)  # one line, never a traceback
            return 2
    if args.lang:  # the window's language for this session; the text output stays English
        os.environ[ENV_VARIABLE] = args.lang
    from .ui.launch import run_app

    return run_app(args)


def _watched(path: str) -> object:
    """The replay of the record at ``path`` for the viewer (read and replayed before the window
    opens), or the one line saying why it cannot be watched."""
    from .engine import RecordError
    from .files.catalogue import load_catalogue
    from .ui.table.replay_cursor import replay_file

    try:
        return replay_file(path, load_catalogue())
    except RecordError as err:
        return one_line(f"goldmines watch: {path} cannot be watched: {err}")


def _replay(path: str, as_json: bool) -> int:
    """Replay a record; a bad one exits 2 with exactly one line on stderr, never a traceback."""
    from .engine import RecordError, summary
    from .files.saves import load_game

    try:
        state = load_game(path)
    except RecordError as err:
        print(one_line(str(err)), file=sys.stderr)  # one line naming the move: "move 7: ..."
        return 2
    result = summary(state)
    if as_json:
        print(json.dumps(result))
    else:
        for player in result["players"]:
            print(
                printable(
                    f"{player['name']}: {count(player['score'], 'point')}, "
                    f"{count(player['ingots'], 'ingot')}"
                )
            )
        print("finished" if result["finished"] else f"{count(result['tiles_left'], 'tile')} left")
    return 0


def _poster(record: str, out: str, force: bool) -> int:
    """Draw a finished game's poster off-screen (no display needed); a bad record, an
    unfinished game or an OUT that is there (without --force) exits 2 with one line."""
    from pathlib import Path

    from .engine import RecordError
    from .files.saves import load_game

    target = Path(out)
    if os.path.lexists(target) and not force:  # a dangling link too; a bad name: written below
        print(f"goldmines poster: {out} exists (use --force to replace it)", file=sys.stderr)
        return 2
    try:
        state = load_game(record)
    except RecordError as err:
        print(one_line(f"goldmines poster: {err}"), file=sys.stderr)
        return 2
    if not state.finished:
        print(f"goldmines poster: the game in {record} is not finished", file=sys.stderr)
        return 2
    from .ui.board.poster import write_poster

    problem = write_poster(state, target)
    if problem is not None:
        print(one_line(f"goldmines poster: {out} cannot be written: {problem}"), file=sys.stderr)
        return 2
    print(printable(f"poster written to {target}"))
    return 0


def _review(path: str, as_json: bool) -> int:
    """The coach over a record: one line per turn and the three costliest turns in a
    sentence each, or the JSON; a bad record exits 2 with one line on stderr."""
    from .ai.coach import Cancelled, moves_words, review
    from .engine import RecordError
    from .files.saves import load_game
    from .ui.hud.coach_words import claim_words, lesson_words

    try:
        state = load_game(path)
    except RecordError as err:
        print(one_line(str(err)), file=sys.stderr)
        return 2
    try:
        result = review(state, progress=_progress_line if sys.stderr.isatty() else None)
    except (Cancelled, KeyboardInterrupt):
        print("goldmines review: stopped", file=sys.stderr)
        return 130
    if sys.stderr.isatty():
        print(file=sys.stderr)
    if as_json:
        print(json.dumps(result.to_json()))
        return 0
    names = [p.name for p in state.players]
    for entry in result.turns:
        played = moves_words(entry.played)
        best = "the same" if entry.best == entry.played else moves_words(entry.best)
        print(
            printable(
                f"Turn {entry.turn}{' (second part)' if entry.second_part else ''}, "
                f"{names[entry.player]}: played {played} "
                f"({claim_words(entry.played_claim)}); best {best}; "
                f"loss {count(entry.loss, 'point')}"
            )
        )
    lessons = result.lessons()
    print("The costliest turns:" if lessons else "No turn gave points away.")
    for lesson in lessons:
        print(lesson_words(lesson))
    return 0


def _progress_line(done: float) -> None:
    print(f"\rreviewing: {round(done * 100)}%", end="", file=sys.stderr, flush=True)


def one_line(text: str) -> str:
    """``text`` with line breaks and other control characters escaped."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def printable(text: str) -> str:
    """``text`` as the terminal can show it: what its encoding cannot hold is escaped."""
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    return one_line(text).encode(encoding, "backslashreplace").decode(encoding, "replace")


def _simulate(args: argparse.Namespace) -> int:
    if args.games < 1 or not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        print(
            "goldmines simulate: --games must be at least 1 and --players "
            f"{MIN_PLAYERS} to {MAX_PLAYERS}",
            file=sys.stderr,
        )
        return 2
    if args.ai:
        from .ai.tournament import check_levels, simulate_ai
        from .files.catalogue import load_catalogue

        levels = args.ai.split(",")
        try:
            check_levels(levels)
        except ValueError as error:
            print(f"goldmines simulate: {error}", file=sys.stderr)
            return 2
        result = simulate_ai(
            load_catalogue(),
            args.games,
            levels,
            args.seed,
            not args.no_goldmines,
            not args.no_abbot,
            river=args.river,
            inns_cathedrals=args.inns_cathedrals,
            traders_builders=args.traders_builders,
        )
    else:
        from .simulate import simulate_random

        result = simulate_random(
            args.games,
            args.players,
            args.seed,
            not args.no_goldmines,
            not args.no_abbot,
            river=args.river,
            inns_cathedrals=args.inns_cathedrals,
            traders_builders=args.traders_builders,
        )
    if args.json:
        print(json.dumps({"version": version(), **result}))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
