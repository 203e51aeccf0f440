"""What Inns & Cathedrals and Traders & Builders say on the board: the tooltips of an inn road,
a cathedral city, a city with goods and a field with a pig (pointed at with the mouse); the log
of every new event; the final scoring on the board and in the results with the goods, the pig
and the inns and cathedrals that score nothing."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from expansion_games import (
    BUILDER_DRAW,
    DOUBLE,
    FINAL,
    FINAL_DRAW,
    SKIP,
    expansion_game,
    figure,
    tile,
)
from ui_helpers import click, key, post, rest, start, step

from goldmines_desktop.engine import FinalScoringStarted, GameState, game_start, steps
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board import highlights
from goldmines_desktop.ui.board.feature_words import feature_lines
from goldmines_desktop.ui.hud.event_log import replayed_log
from goldmines_desktop.ui.hud.final_scoring import FinalScoring, line
from goldmines_desktop.ui.hud.scoring_steps import scoring_steps
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.widgets.tokens import seat_for

pytestmark = pytest.mark.timeout(120)


def tooltip_on(app: App, scene: GameScene, kind: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Point at the new tile's segment of ``kind`` and let the pointer rest: the lines of the
    tooltip drawn."""
    drawn: list[list[str]] = []
    real = highlights.tooltip

    def spy(surface: pygame.Surface, lines: list[str], *rest: Any) -> pygame.Rect:
        drawn.append(list(lines))
        return real(surface, lines, *rest)

    monkeypatch.setattr(highlights, "tooltip", spy)
    scene.camera.settle()
    step(app)
    state = scene.state
    assert state.last is not None
    index = next(i for i, s in enumerate(state.board[state.last].segments) if s.kind == kind)
    point = scene.input.spot_points()[(*state.last, index)]
    post(pygame.MOUSEMOTION, pos=(point[0] + 2, point[1] + 1), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    rest(app)
    assert drawn, "no tooltip was drawn"
    return drawn[-1]


def test_an_inn_road_says_it_scores_nothing_unfinished(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = start(app, expansion_game(["IC_B", "U"], [tile(1, 0)]))
    lines = tooltip_on(app, scene, "road", monkeypatch)
    assert lines[:3] == ["Road: 2 tiles", "Worth 0 points now", "Inn: 2 per tile, 0 if unfinished"]


def test_a_cathedral_city_says_its_points(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(app, expansion_game(["IC_K", "U"], [tile(0, -1)]))
    lines = tooltip_on(app, scene, "city", monkeypatch)
    assert "Cathedral: 3 per tile and pennant, 0 if unfinished" in lines
    assert "Worth 0 points now" in lines


def test_a_city_with_goods_says_what_it_gives(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    moves = [tile(0, -1, 180), SKIP, tile(1, -1), SKIP, tile(2, -1)]
    scene = start(app, expansion_game(["TB_Q", "TB_T", "TB_K", "U", "U"], moves))
    lines = tooltip_on(app, scene, "city", monkeypatch)
    assert "Gives 2 wine, 1 cloth to whoever completes it" in lines


def test_a_field_with_a_pig_says_its_extra_points() -> None:
    state = expansion_game([*FINAL_DRAW, "U"], FINAL)
    lines = feature_lines(state, (2, 0, 1))
    assert "Ann's pig: +1 more for Ann at the end" in lines
    assert "Farmers here would score 3 points at the end" in lines


def log_of(draw: list[str], moves: list[dict[str, Any]]) -> list[str]:
    return [entry.text for entry in replayed_log(expansion_game(draw, moves))]


def test_the_log_words_the_new_events() -> None:
    final = log_of(FINAL_DRAW, FINAL)
    for words in (
        "Ann takes 1 wine from the city",
        "Ann: pig in a field of 5 tiles",
        "Bob: unfinished road with an inn, no points",
        "Ann: field next to 1 completed city +3",
        "Ann's pig: +1 more for the field",
        "Ann's pig comes back",
        "Ann has the most wine (1): +10",
    ):
        assert words in final
    double = log_of(BUILDER_DRAW, [*DOUBLE, tile(3, 0), SKIP])
    for words in (
        "Ann: builder on a road of 4 tiles",
        "Ann's builder: the road grew, a second tile follows",
        "Ann draws a second tile",
    ):
        assert words in double
    large = log_of(["E", "U"], [tile(0, -1, 180), figure("large_meeple", "S")])
    assert large[-3:] == [
        "Ann: large meeple on a city of 2 tiles",
        "Ann completes a city: +4",
        "Ann's large meeple comes back",
    ]


def final_events(state: GameState) -> list[Any]:
    game = game_start(state, load_catalogue())
    events = [e for s in steps(game, state.moves) for e in s.events]
    start = next(i for i, e in enumerate(events) if isinstance(e, FinalScoringStarted))
    return events[start:]


def test_the_final_scoring_counts_the_goods_the_pig_and_the_inn() -> None:
    state = expansion_game(FINAL_DRAW, FINAL)
    found = scoring_steps(state, final_events(state))
    inn = next(s for s in found if s.special == "inn")
    assert inn.gains == ((1, 0),)
    assert inn.text == "Bob: unfinished road of 4 tiles with an inn, no points"
    kinds = [s.kind for s in found]
    assert kinds.index("pig") == kinds.index("field") + 1
    pig = found[kinds.index("pig")]
    assert pig.gains == ((0, 1),) and pig.text == "Ann's pig: +1 more for the field"
    goods = found[-1]
    assert (goods.kind, goods.goods, goods.gains, goods.counts) == (
        "goods",
        "wine",
        ((0, 10),),
        (1, 0),
    )
    assert goods.text == "Ann: the most wine (1), +10"
    seats = [seat_for(p.name, p.color) for p in state.players]
    results = FinalScoring(state, final_events(state), seats)
    assert results.phases[-1] == "Goods"
    names = [p.name for p in state.players]
    assert line(goods, names) == "Most wine: 1 token"
    assert line(inn, names) == "Unfinished road with an inn, 4 tiles: nothing"
    results.finish()
    assert results.running_totals() == list(state.totals())


def test_the_final_scoring_on_the_board_shows_the_goods_and_the_pig(app: App) -> None:
    scene = start(app, expansion_game(FINAL_DRAW, FINAL[:-1]))
    key(app, pygame.K_b)
    key(app, pygame.K_b)
    scene.camera.settle()
    step(app)
    assert scene.state.last is not None
    point = scene.input.spot_points()[(*scene.state.last, 1)]
    click(app, point)
    assert scene.state.finished
    key(app, pygame.K_RETURN)  # the last turn ends: the final scoring on the board
    finale = scene.view.finale
    assert finale is not None
    kinds = [s.kind for s in finale.steps]
    assert "pig" in kinds and kinds[-1] == "goods"
    shown: list[str] = []
    for _ in range(400):
        scene.update(0.1)
        step(app)
        if finale.current is not None and finale.current.text not in shown:
            shown.append(finale.current.text)
            assert scene.view.step_hint(scene.input) == finale.current.text
        if finale.done:
            break
    assert "Ann: the most wine (1), +10" in shown and "Ann's pig: +1 more for the field" in shown
    assert finale.scores() == scene.state.totals() == (14, 6)
