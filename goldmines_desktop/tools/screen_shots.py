"""The screens ``make_screenshot --all`` opens besides the menu, the setup and a game: each
opener gets the window and a finished game (or None) and leaves the screen as a player sees it.

- ``lesson``: the last lesson (the lake and its spring) at its first step;
- ``final``: the finished game's last move played in the window (it gets the game and its
  position before that move) and its turn ended, its final scoring running on the board;
- ``demo``: the demo some seconds in;
- ``watch``: the replay viewer two thirds into the game, the coach's review beside it (the
  review made once for all sizes, with ``COACH_BUDGET``: the same search, fewer deals);
- ``family``: the game counted in the family records, and their screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..ai.coach import Review, review
from ..engine import GameState, apply_decision, new_game

COACH_BUDGET = (8, 3)  # deals searched, deals the played turn and the pick are valued on
FRAMES = 240  # a turn banner fades, the camera settles
_reviews: dict[int, Review] = {}


def seeded_game(seed: int, turns: int | None = None) -> tuple[GameState, GameState]:
    """A seeded 3-player game played by the normal computer player for ``turns`` turns (to
    its end without), and its position before the last move played."""
    from ..ai import make_player
    from ..engine import PlayerSetup, Setup
    from ..files.catalogue import load_catalogue

    setup = Setup(
        (PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"), PlayerSetup("Cleo", "green"))
    )
    state = before = new_game(setup, load_catalogue(), seed=seed)
    player = make_player("normal", seed)
    while (turns is None or state.turn < turns) and not state.finished:
        before = state
        state, _ = apply_decision(state, player.choose(state))
    return state, before


def _lesson(app: Any, _state: Any) -> None:
    from ..files.lessons import lesson_paths

    app.show("lesson", str(lesson_paths()[-1]))
    app.run(FRAMES)


def _final(app: Any, game: tuple[GameState, GameState]) -> None:
    """A finished game (``seeded_game``'s pair) one move before its end, then that move
    played in the window."""
    state, before = game
    scene = app.show("game", before)
    app.run(FRAMES)
    scene.play(state.moves[-1])
    app.run(FRAMES)
    scene.end_turn()  # the last turn ends like every other: then the final scoring
    app.run(FRAMES * 2)  # some steps of the final scoring


def _demo(app: Any, _state: Any) -> None:
    app.show("demo")
    app.run(FRAMES * 4)


def _watch(app: Any, state: GameState) -> None:
    from ..ui.board.coach_panel import CoachPanel
    from ..ui.table.coach_job import CoachJob
    from ..ui.table.replay_cursor import replay_of

    if id(state) not in _reviews:
        _reviews[id(state)] = review(state, deals=COACH_BUDGET[0], value_deals=COACH_BUDGET[1])
    viewer = app.show("watch", replay_of(state), len(state.moves) * 2 // 3)
    job = CoachJob(state)
    job.result = _reviews[id(state)]
    viewer.coach = CoachPanel(state, viewer.view.layout.scale, job)
    viewer.toggle_coach()
    app.run(3)


def _family(app: Any, state: GameState) -> None:
    from ..files import family_records

    family_records.record_game(state)
    scene = app.show("family")
    if scene.records is not None:
        scene.records.wait(60)
    app.run(3)


OPENERS: dict[str, Callable[[Any, Any], None]] = {
    "lesson": _lesson,
    "final": _final,
    "demo": _demo,
    "watch": _watch,
    "family": _family,
}
