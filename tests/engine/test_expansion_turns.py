"""Inns & Cathedrals and Traders & Builders as the events tell them, on the scenario records
(tests/records, their numbers are checked by test_scenarios): who plays each part of a turn,
when a second part starts, what a city's goods and an inn, a cathedral or a pig add. The replay's
JSON shows the outcome; these show the turn went that way."""

from __future__ import annotations

from scenario_tools import load_scenario

from goldmines_desktop.engine import (
    FeatureScored,
    GoodsScored,
    GoodsTaken,
    SecondPartEarned,
    SecondPartStarted,
    TilePlaced,
    parse_record,
)
from goldmines_desktop.engine.replaying import game_start, steps
from goldmines_desktop.files.catalogue import load_catalogue


def events_of(name: str) -> list[object]:
    """Every event of a scenario's replay, in order."""
    record = parse_record(load_scenario(name).record)
    state = game_start(record, load_catalogue())
    return [event for step in steps(state, record.moves) for event in step.events]


def scored(name: str, kind: str) -> list[FeatureScored]:
    return [e for e in events_of(name) if isinstance(e, FeatureScored) and e.kind == kind]


def tiles_by(name: str) -> list[tuple[int, str, int, int]]:
    """(player, code, x, y) of every tile placed, in order."""
    return [(e.player, e.code, e.x, e.y) for e in events_of(name) if isinstance(e, TilePlaced)]


def test_a_second_part_is_the_same_player_placing_the_next_tile() -> None:
    events = events_of("tb_double_turn_second_tile_is_gold")
    earned = [e for e in events if isinstance(e, SecondPartEarned)]
    assert earned == [SecondPartEarned(0, "road", 3, 0)]
    assert [e for e in events if isinstance(e, SecondPartStarted)] == [SecondPartStarted(0)]
    placed = tiles_by("tb_double_turn_second_tile_is_gold")
    assert placed[-3:] == [(0, "U", 3, 0), (0, "GM_G", 0, 1), (1, "E", 1, 1)]


def test_no_third_part_when_the_second_tile_grows_the_builders_road_again() -> None:
    events = events_of("tb_double_turn_no_third_part")
    assert sum(isinstance(e, SecondPartEarned) for e in events) == 1
    assert sum(isinstance(e, SecondPartStarted) for e in events) == 1
    placed = tiles_by("tb_double_turn_no_third_part")
    assert placed[-3:] == [(0, "U", 3, 0), (0, "U", 4, 0), (1, "E", 0, 1)]


def test_completing_the_builders_road_still_gives_the_second_part() -> None:
    name = "tb_double_turn_when_the_first_tile_completes_the_builders_road"
    events = events_of(name)
    assert [e for e in events if isinstance(e, SecondPartStarted)] == [SecondPartStarted(0)]
    road = scored(name, "road")
    assert [(e.points, e.owners, e.completed) for e in road] == [(6, (0,), True)]
    assert tiles_by(name)[-2:] == [(0, "W", 4, 0), (0, "N", 1, -1)]


def test_an_empty_pile_gives_no_second_part() -> None:
    events = events_of("tb_empty_pile_ends_the_game_without_a_second_part")
    assert not [e for e in events if isinstance(e, (SecondPartEarned, SecondPartStarted))]


def test_goods_go_to_the_completing_player_and_no_more_than_the_box_holds() -> None:
    taken = [e for e in events_of("tb_goods_to_the_player_who_completes_the_city")]
    assert [(e.player, e.goods) for e in taken if isinstance(e, GoodsTaken)] == [(1, (1, 0, 0))]
    taken = [e for e in events_of("tb_goods_supply_runs_out") if isinstance(e, GoodsTaken)]
    assert [(e.player, e.goods) for e in taken] == [(1, (9, 0, 0))]


def test_the_goods_majorities_name_every_player_tied_and_skip_a_kind_nobody_holds() -> None:
    events = events_of("tb_goods_majorities_tie_and_a_kind_nobody_holds")
    scored = [e for e in events if isinstance(e, GoodsScored)]
    assert scored == [
        GoodsScored("wine", (0, 1), 10, (1, 1)),
        GoodsScored("grain", (1,), 10, (0, 1)),
    ]


def test_inns_and_cathedrals_are_named_on_the_scoring() -> None:
    inn = scored("ic_inn_road_completed_two_per_tile", "road")
    assert [(e.points, e.completed, e.special) for e in inn] == [(8, True, "inn")]
    cities = scored("ic_cathedral_city_unfinished_scores_nothing", "city")
    assert [(e.points, e.owners, e.completed, e.special) for e in cities] == [
        (0, (0,), False, "cathedral"),
        (1, (1,), False, ""),
    ]


def test_the_pig_adds_its_bonus_only_to_an_owner_of_the_field() -> None:
    fields = scored("tb_pig_one_more_per_completed_city", "field")
    assert [(e.points, e.owners, e.bonus) for e in fields] == [(6, (0,), ((0, 2),))]
    fields = scored("tb_pig_gives_nothing_without_the_field", "field")
    assert [(e.points, e.owners, e.bonus) for e in fields] == [(3, (1,), ())]
