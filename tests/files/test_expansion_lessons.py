"""The expansions' lessons (8: Inns & Cathedrals, 9: Traders & Builders) played through the
engine step by step: every step's move is legal where the lesson asks it, each teaches what it
says (the inn road, the cathedral city, the large meeple's majority; the goods, the builder's
second tile, the pig, the goods majorities) and the lesson finishes. A board map turns an
expansion on with a bool map property, and a bad value is refused in one line."""

from __future__ import annotations

from pathlib import Path

import pytest
from board_maps import D, U, board_map, rows, write

from goldmines_desktop.engine import (
    END_TURN,
    Event,
    FeatureScored,
    GoodsScored,
    GoodsTaken,
    PlaceFigure,
    SecondPartEarned,
    SecondPartStarted,
    legal_moves,
)
from goldmines_desktop.files.boards import BoardError, load_board
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.files.lessons import Lesson, lesson_paths, load_lesson, parse_move
from goldmines_desktop.ui.table.lesson_coach import LessonCoach
from goldmines_desktop.ui.table.turn_controller import TurnController

INNS = "08_inns_cathedrals"
TRADERS = "09_traders_builders"


def _lesson(stem: str) -> Lesson:
    path = next(p for p in lesson_paths() if p.stem == stem)
    return load_lesson(path, load_catalogue())


def _play(lesson: Lesson) -> tuple[TurnController, list[list[Event]], list[str]]:
    """Every step through the turn controller, each checked legal where it is asked: the
    controller, each step's events and everything the coach said."""
    turns = TurnController(lesson.board.start(load_catalogue(), seed=0))
    coach = LessonCoach(lesson, turns)
    events: list[list[Event]] = []
    said: list[str] = []
    while not coach.finished:
        step = coach.step
        assert step is not None
        if step.move == END_TURN:
            assert turns.turn_done, f"step {coach.index + 1}: the turn is not over"
            turns.end_turn()
            coach.ended_turn(turns.turn_events)
            events.append(list(turns.turn_events))
        else:
            legal = legal_moves(turns.state)
            assert step.move in legal, f"step {coach.index + 1}: {step.move} not in {legal}"
            played = turns.play(step.move)
            assert played is not None
            happened = played.events + turns.final_events
            coach.played(step.move, happened)
            events.append(happened)
        said += coach.said
    assert turns.state.finished
    return turns, events, said


def _scored(events: list[Event], kind: str) -> list[FeatureScored]:
    return [e for e in events if isinstance(e, FeatureScored) and e.kind == kind]


def test_the_lessons_come_after_the_others_in_the_menu_order() -> None:
    stems = [p.stem for p in lesson_paths()]
    assert stems[-2:] == [INNS, TRADERS]


def test_lesson_8_the_inn_road_the_cathedral_city_and_the_large_meeple() -> None:
    lesson = _lesson(INNS)
    options = lesson.board.setup.options
    assert options.inns_cathedrals and not options.traders_builders
    players = sum(1 for s in lesson.steps if s.seat not in lesson.board.computer)
    assert players == 6  # a short story: six steps of the player
    turns, events, said = _play(lesson)
    # step 2: the large meeple goes on the city; the inn road (3 tiles) scores 2 a tile
    assert lesson.steps[1].move == PlaceFigure("large_meeple", "E")
    (road,) = _scored(events[1], "road")
    assert (road.special, road.completed, road.points, len(road.tiles)) == ("inn", True, 6, 3)
    # step 8: the cathedral city (6 tiles, 1 pennant): 3 a tile and pennant, the large meeple
    # (2) beats Robin's meeple (1)
    (city,) = _scored(events[7], "city")
    assert (city.special, city.points, city.owners) == ("cathedral", 21, (0,))
    # the end: Robin's inn road is unfinished and scores nothing
    (unfinished,) = [e for e in _scored(events[7], "road") if not e.completed]
    assert (unfinished.special, unfinished.points, unfinished.owners) == ("inn", 0, (1,))
    assert turns.state.totals() == (27, 0)
    for line in (
        "The road has 3 tiles and an inn: 2 points per tile.",
        "The city has 6 tiles and a cathedral: 3 per tile and per pennant.",
        "Your large meeple comes back. It counted as two meeples.",
        "Robin's road with an inn is unfinished: it scores nothing.",
    ):
        assert line in said


def test_lesson_9_goods_the_builders_second_tile_and_the_pig() -> None:
    lesson = _lesson(TRADERS)
    options = lesson.board.setup.options
    assert options.traders_builders and not options.inns_cathedrals
    turns, events, said = _play(lesson)
    assert lesson.steps[1].move == PlaceFigure("builder", "E")
    assert lesson.steps[7].move == PlaceFigure("pig", "En")
    # step 5: Robin closes the grain city where nobody stands and takes its grain
    assert [e.goods for e in events[4] if isinstance(e, GoodsTaken)] == [(0, 1, 0)]
    assert not [e for e in events[4] if isinstance(e, FeatureScored) and e.owners]
    # step 7: the tile grows the builder's road: a second tile is earned
    assert [e.feature for e in events[6] if isinstance(e, SecondPartEarned)] == ["road"]
    # step 8 (the pig): the wine city closed by your tile gives you its wine
    assert [(e.player, e.goods) for e in events[7] if isinstance(e, GoodsTaken)] == [(0, (1, 0, 0))]
    # step 9: ending the first part starts the second, by the same player
    assert [e.player for e in events[8] if isinstance(e, SecondPartStarted)] == [0]
    # step 10, the last tile: the field scores 3 a city and the pig 1 more, the goods 10 each
    (field,) = _scored(events[9], "field")
    assert (field.points, field.bonus) == (6, ((0, 2),))
    goods = [(e.goods, e.owners, e.points) for e in events[9] if isinstance(e, GoodsScored)]
    assert goods == [("wine", (0,), 10), ("grain", (1,), 10)]
    assert turns.state.goods == ((1, 0, 0), (0, 1, 0))
    assert turns.state.totals() == (22, 10)
    for line in (
        "Robin takes 1 grain token.",
        "Whoever finishes a city takes its goods, with or without a figure in it.",
        "Your builder's road grew: you play a second tile this turn.",
        "You take 1 wine token.",
        "Your pig adds 2 points: 1 for each finished city.",
        "You have the most wine: 10 points.",
        "Robin has the most grain: 10 points.",
    ):
        assert line in said


@pytest.mark.parametrize("figure", ["large_meeple", "builder", "pig"])
def test_a_step_may_place_the_expansions_figures(figure: str) -> None:
    assert parse_move(f"place_meeple {figure} E") == PlaceFigure(figure, "E")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown move"):
        parse_move(f"place_meeple {figure}s E")


def _with(props: str) -> str:
    text = board_map(rows({(1, 1): D, (2, 1): U}))
    return text.replace("<properties>", "<properties>" + props, 1)


def test_map_properties_turn_the_expansions_on(tmp_path: Path) -> None:
    plain = load_board(write(tmp_path, _with("")))
    assert not plain.setup.options.inns_cathedrals and not plain.setup.options.traders_builders
    both = (
        '<property name="inns_cathedrals" type="bool" value="true"/>'
        '<property name="traders_builders" type="bool" value="true"/>'
    )
    board = load_board(write(tmp_path, _with(both)))
    options = board.setup.options
    assert options.inns_cathedrals and options.traders_builders
    state = board.start(load_catalogue(), seed=0)
    assert state.large_meeples == (None, None) and state.builders == (None, None)
    assert any(code.startswith("IC_") for code in state.draw_order)  # their tiles follow
    assert any(code.startswith("TB_") for code in state.draw_order)


@pytest.mark.parametrize("name", ["inns_cathedrals", "traders_builders"])
@pytest.mark.parametrize(
    ("prop", "expected"),
    [
        ('value="yes"', "map property '{name}' must be a bool"),
        ('type="int" value="1"', "map property '{name}' must be a bool"),
        ('type="bool" value="yes"', "'{name}' (type bool)"),
        ('type="bool" value="' + "t" * 3000 + '"', "'{name}' (type bool)"),
    ],
)
def test_a_bad_expansion_property_gets_one_line(
    tmp_path: Path, name: str, prop: str, expected: str
) -> None:
    path = write(tmp_path, _with(f'<property name="{name}" {prop}/>'))
    with pytest.raises(BoardError) as caught:
        load_board(path)
    message = str(caught.value)
    assert expected.format(name=name) in message and "\n" not in message
    assert len(message) < 300
