"""A walk through every screen of the window, for the tests that read what the screens draw.

``walk(app)`` opens each screen in turn (menu, setup with six seats and long names, a game in
each of its steps with a tooltip and the abbot's question, the final scoring on the board,
pause, save, settings, the rules card scrolled through, tiles left, load and continue with
saves, the lessons and a step of each, the results' final scoring and table with a poster
made, the replay viewer with the coach's panel, the finished games and the family records),
draws it and
yields a label for what is on screen now. The texts drawn meanwhile go through
``ui.widgets.text_fit`` (``cuts()``, ``recording()``).
"""

from __future__ import annotations

import random
from collections.abc import Generator, Iterator

import pygame
from ui_helpers import (
    SCORE_ORDER_DRAW,
    SCORE_ORDER_MOVES,
    TAKE_GOLD_DRAW,
    TAKE_GOLD_MOVES,
    game,
    read_lists,
    tile_centre,
)

from goldmines_desktop.ai.coach import Claim, Review, TurnReview
from goldmines_desktop.engine import (
    COLORS,
    GameState,
    PlayerSetup,
    ReturnAbbot,
    Setup,
    Skip,
    apply,
    legal_moves,
    new_game,
)
from goldmines_desktop.files import saves
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import lesson_paths
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.audio import Audio
from goldmines_desktop.ui.board.coach_panel import CoachPanel
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.results import ResultsScene
from goldmines_desktop.ui.scenes.rules import RulesScene
from goldmines_desktop.ui.scenes.setup import SetupScene
from goldmines_desktop.ui.scenes.watch import WatchScene
from goldmines_desktop.ui.settings import Settings
from goldmines_desktop.ui.table.coach_job import CoachJob
from goldmines_desktop.ui.table.replay_cursor import replay_of

# Long names of the kind families give (the longest the HUD must hold without cutting).
LONG_NAMES = (
    "Maximiliane",
    "Bartholomäus",
    "Friederike",
    "Jean-Baptiste",
    "Wilhelmina",
    "Konstantin",
)
SIZE = (1024, 600)


def make_app(ui_scale: float = 1.0, size: tuple[int, int] = SIZE) -> App:
    """A silent, uncapped app at ``size`` with the interface size ``ui_scale``."""
    settings = Settings()
    settings.ui_scale = ui_scale
    return App(size, fps=0, audio=Audio(enabled=False), settings=settings)


def six_seats() -> Setup:
    players = tuple(PlayerSetup(n, c) for n, c in zip(LONG_NAMES, COLORS, strict=True))
    return Setup(players)


def walk(app: App, whole_game: bool = True) -> Iterator[str]:
    """Draw every screen in turn, yielding what is shown after each one is drawn.
    ``whole_game``: play the six-player game to its end (else its first turns and a short
    two-player game's end)."""
    yield from _menus(app)
    state = yield from _six_player_game(app, whole_game)
    yield from _overlays(app, state)
    yield from _special_steps(app)
    yield from _saved_games(app, state)
    yield from _lessons(app)
    final = yield from _results(app, whole_game)
    yield from _history(app, final)


def _draw(app: App, frames: int = 2) -> None:
    app.run(frames)


def _menus(app: App) -> Iterator[str]:
    app.show("menu")
    _draw(app)
    yield "menu"
    app.settings.last_setup = {
        "players": [
            {"name": n, "color": c, "kind": "ai:hard" if i == 5 else "human"}
            for i, (n, c) in enumerate(zip(LONG_NAMES, COLORS, strict=True))
        ],
        "options": {
            "goldmines": True,
            "abbot": True,
            "river": True,
            "inns_cathedrals": True,
            "traders_builders": True,
        },
    }
    setup = app.show("setup")
    assert isinstance(setup, SetupScene)
    _draw(app)
    yield "setup (six seats, long names)"
    for widget in setup.options.widgets():  # the box explains each option in turn
        setup.focus.focus = widget
        setup.options.follow(widget)
        _draw(app, 1)
    yield "setup (each option explained)"
    app.show("settings")
    _draw(app)
    yield "settings"


def _six_player_game(app: App, whole_game: bool) -> Iterator[str]:
    """A six-player game played with random legal moves; each new step drawn (and the tile in
    hand dragged over the board once, a tooltip shown in the figure step)."""
    state = new_game(six_seats(), load_catalogue(), seed=5)
    app.show("game", state)
    _draw(app, 3)
    scene = app.top
    assert isinstance(scene, GameScene)
    rng = random.Random(5)
    seen: set[str] = set()
    moves, middle = 0, state
    while scene.turns.step != "over" and (whole_game or moves < 40):
        if moves == 40:
            middle = scene.state
        step = scene.turns.step
        if step not in seen or moves % 25 == 0:
            seen.add(step)
            _draw(app)
            yield f"game: {step}"
        if step == "figure":
            yield from _figure_extras(app, scene, seen)
        if step == "end_turn":
            if scene.state.finished:
                _draw(app)
                yield "game: the last tile is down"
                scene.end_turn()  # the final scoring begins on the board
                break
            scene.end_turn()
        else:
            scene.play(rng.choice(legal_moves(scene.state)))
        moves += 1
    if scene.state.finished:  # the last move started the final scoring on the board
        finale = scene.view.finale
        for _ in range(40):
            scene.update(2.0)  # a step of the final scoring at a time
            _draw(app, 1)
            yield "game: final scoring on the board"
            if finale is None or finale.done:
                break
        scene.skip_finale()
        _draw(app)
        yield "game: final scoring done"
    return middle if middle is not state else scene.state


def _figure_extras(app: App, scene: GameScene, seen: set[str]) -> Iterator[str]:
    """A tooltip over the new tile, and the abbot's question when the abbot may come back."""
    last = scene.state.last
    if "tooltip" not in seen and last is not None:
        seen.add("tooltip")
        centre = tile_centre(scene, last)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
        )
        _draw(app)
        yield "game: tooltip"
    back = next((m for m in legal_moves(scene.state) if isinstance(m, ReturnAbbot)), None)
    if "abbot" not in seen and back is not None:
        seen.add("abbot")
        scene.input.confirm = back
        _draw(app)
        yield "game: take the abbot back?"
        scene.input.confirm = None


def _overlays(app: App, state: GameState) -> Iterator[str]:
    app.show("game", state)
    _draw(app)
    for name, args in (
        ("pause", (state,)),
        ("save", (state, lambda name: None)),
        ("tiles_left", (state,)),
    ):
        app.open(name, *args)
        _draw(app)
        yield name
        app.pop()
    app.open("rules")
    _draw(app)
    rules = app.top
    assert isinstance(rules, RulesScene)
    offset, page = 0.0, max(1, rules.view.height // 2)
    while True:
        rules.offset = rules.target = min(offset, rules.max_offset)
        _draw(app, 1)
        yield f"rules card at {round(rules.offset)}"
        if offset >= rules.max_offset:
            break
        offset += page
    app.pop()


def _special_steps(app: App) -> Iterator[str]:
    """The steps a random game seldom reaches: choosing which feature scores first, and taking
    gold in the first edition's way."""
    score = game(SCORE_ORDER_DRAW, moves=SCORE_ORDER_MOVES)
    app.show("game", score)
    _draw(app, 3)
    yield f"game: {app.top.turns.step}"  # type: ignore[attr-defined]
    take = game(TAKE_GOLD_DRAW, moves=TAKE_GOLD_MOVES, distribution="round_robin")
    app.show("game", take)
    _draw(app, 3)
    yield f"game: {app.top.turns.step}"  # type: ignore[attr-defined]


def _saved_games(app: App, state: GameState) -> Iterator[str]:
    saves.save_game(state, "Sunday game")
    saves.save_game(state, "Bartholomäus und Friederike am Samstagabend")
    (saves.saves_dir() / "broken.json").write_text("{not json", encoding="utf-8")
    for name in ("load", "continue"):
        app.show(name)
        read_lists(app)
        _draw(app)
        yield name


def _lessons(app: App) -> Iterator[str]:
    app.show("lessons")
    _draw(app)
    yield "lessons"
    for path in lesson_paths():
        app.show("lesson", str(path))
        _draw(app, 3)
        yield f"lesson {path.stem}"


def _results(app: App, whole_game: bool) -> Generator[str, None, GameState]:
    setup = six_seats() if whole_game else Setup(six_seats().players[:2])
    state = new_game(setup, load_catalogue(), seed=11)
    rng = random.Random(11)
    events: tuple = ()
    while not state.finished:
        state, events = apply(state, rng.choice(legal_moves(state)))
        events = tuple(events)
    app.show("results", state, events)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert results.records is None or results.records.wait(60)  # counted off the window's thread
    results.update(0.5)  # past the opening pause
    while not results.showing_results:
        results.update(0.95)  # one step of the final scoring a frame
        _draw(app, 1)
        yield "final scoring"
    results.skip()
    _draw(app)
    yield "results"
    results.poster.make()  # the line that says where the poster is
    _draw(app)
    yield "results (poster saved)"
    return state


def review_of(state: GameState) -> Review:
    """A coach's review of ``state`` with made-up losses (the coach's search is too slow for a
    walk in every language): every third turn gave points away, with the longest words a
    lesson can have."""
    farmer, road, abbot = (
        Claim("meeple", "field"),
        Claim("meeple", "road"),
        Claim("abbot", "garden"),
    )
    turns = []
    for turn in range(1, state.turn):
        loss = 9 + turn % 5 if turn % 3 == 0 else 0
        best, played = (farmer, road) if turn % 2 else (abbot, Claim(returned=True))
        turns.append(
            TurnReview(turn, turn % len(state.players), (Skip(),), (Skip(),), loss, played, best)
        )
    return Review(tuple(turns))


def _history(app: App, state: GameState) -> Iterator[str]:
    """The finished game watched again half way through, with the coach's findings beside it,
    then the finished games and the family records."""
    saves.write_autosave(state)  # kept with the finished games
    app.open("watch", replay_of(state), len(state.moves) // 2)
    _draw(app)
    yield "watch"
    viewer = app.top
    assert isinstance(viewer, WatchScene)
    job = CoachJob(state)
    job.result = review_of(state)
    viewer.coach = CoachPanel(state, viewer.view.layout.scale, job)
    viewer.toggle_coach()  # shown, its review already done
    _draw(app)
    yield "watch: coach"
    viewer.cursor.go_to_stop(len(viewer.cursor.replay.stops) - 1)
    _draw(app)
    yield "watch: coach at the end"
    app.show("menu")
    app.open("finished")
    read_lists(app)
    _draw(app)
    yield "finished games"
    family = app.show("family")
    assert family.records is None or family.records.wait(60)  # read off the window's thread
    _draw(app)
    yield "family records"
