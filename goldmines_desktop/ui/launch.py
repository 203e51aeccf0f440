"""The command line's window part: ``run_app`` opens the window on the menu, a game (``play``
with ``--load``, ``--board`` or new seats) or the demo, and ``--smoke-test`` plays a few seeded
moves off-screen and draws one frame.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from ..engine import COLORS, MAX_PLAYERS, MIN_PLAYERS, GameState, PlayerSetup, Setup, new_game
from ..files.catalogue import load_catalogue
from ..i18n import choose_language, set_language
from .app import App
from .audio import Audio
from .settings import Settings

DEFAULT_PLAYERS = "Player 1,Player 2"
FRAME_LIMIT = "GOLDMINES_FRAME_LIMIT"  # stop after this many frames (tests, benchmarks)


def player_setup(names: str | None) -> Setup:
    """Seats from ``Ann,Bob``: colours in order red, blue, green, yellow, black, pink."""
    parts = [n.strip() for n in (names or DEFAULT_PLAYERS).split(",")]
    if not MIN_PLAYERS <= len(parts) <= MAX_PLAYERS or not all(parts):
        raise ValueError(
            f"--players needs {MIN_PLAYERS} to {MAX_PLAYERS} comma-separated names, e.g. Ann,Bob"
        )
    from ..engine import check_record_setup

    setup = Setup(tuple(PlayerSetup(n, c) for n, c in zip(parts, COLORS, strict=False)))
    check_record_setup(setup, who=lambda i: f"--players: player {i + 1}")  # a RecordError
    return setup


def run_app(args: argparse.Namespace) -> int:
    """Open the window for the command line: menu, ``play``, ``demo``, ``watch`` or
    ``--smoke-test``."""
    if getattr(args, "smoke_test", False):
        return smoke_test()
    command = getattr(args, "command", None)
    settings = Settings.load()
    # GOLDMINES_LANG (--lang), Settings, the system: a refused board map says why in it too
    set_language(choose_language(settings.language))
    try:
        state, turn = _opened_game(args) if command == "play" else (None, ())
    except ValueError as err:
        print(f"goldmines: {err}", file=sys.stderr)
        return 2
    app = App(frame_limit=_frame_limit(args), settings=settings)
    try:
        try:
            if state is not None and getattr(args, "board", None):
                app.show("board_game", state)
            elif state is not None:
                app.open_game(state, turn=turn)  # a finished game shows its results
            elif command == "watch":
                app.show("watch", args.replay)  # read and replayed by the command line
            elif command == "demo":
                app.show("demo", getattr(args, "speed", None))
            else:
                app.show("menu")
        except Exception as err:  # the first screen failed to open: the frame guard's message
            app.first_screen_failed(err)
        return app.run()
    finally:
        app.close()


def _frame_limit(args: argparse.Namespace) -> int | None:
    """``args.frame_limit`` (tests) or ``GOLDMINES_FRAME_LIMIT`` (subprocess tests, benchmarks)."""
    limit = getattr(args, "frame_limit", None)
    if limit is None and os.environ.get(FRAME_LIMIT, "").isdigit():
        limit = int(os.environ[FRAME_LIMIT])
    return limit


def _opened_game(args: argparse.Namespace) -> tuple[GameState, tuple[GameState, ...]]:
    """The game ``play`` opens and the positions of the turn so far (a loaded game keeps its
    turn's undo, as on the Load screen)."""
    if getattr(args, "board", None):
        from ..files.boards import BoardError, load_board, with_players

        try:
            board = load_board(args.board)
            if getattr(args, "players", None):
                board = with_players(board, [n.strip() for n in args.players.split(",")])
            return board.start(load_catalogue(), seed=getattr(args, "seed", None)), ()
        except BoardError as err:
            raise ValueError(str(err)) from None
    if getattr(args, "load", None):
        from ..engine import RecordError
        from ..files.save_list import resume

        try:
            resumed = resume(args.load)
            return resumed.state, resumed.turn
        except RecordError as err:
            raise ValueError(f"cannot load {args.load}: {err}") from None
    from ..engine import check_record_setup

    setup = player_setup(getattr(args, "players", None))
    seed = getattr(args, "seed", None)
    check_record_setup(setup, seed)  # the autosave will hold this seed
    return new_game(setup, load_catalogue(), seed=seed), ()


def smoke_test() -> int:
    """Open the window off-screen, play a few seeded moves, draw one frame and exit 0."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    started = time.perf_counter()
    from ..engine import apply, legal_moves

    set_language(choose_language(None))  # GOLDMINES_LANG (or --lang), else the system's
    app = App(frame_limit=1, audio=Audio(enabled=False), settings=Settings())
    try:
        state = new_game(player_setup("Ann,Bob"), app.catalogue, seed=7)
        for _ in range(6):
            state, _events = apply(state, legal_moves(state)[0])
        app.show("game", state)
        app.run(1)
        print(
            f"smoke test ok: {len(state.board)} tiles drawn in "
            f"{time.perf_counter() - started:.2f} s"
        )
        return 0
    finally:
        app.close()
