"""The computer players with Inns & Cathedrals and Traders & Builders: every level finishes
games with legal moves only and plays the builder's second parts; the large meeple wins a
contested majority and is not spent on a lone road; the builder goes on its owner's growing
road, the pig beside its farmer; a goods city is completed to take the lead; inn roads and
cathedral cities count only as likely as they are to be finished; majorities are counted the
engine's way; the hidden order of the pile never changes a move, in a double turn either."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from goldmines_desktop.ai import HardPlayer, hint, make_player
from goldmines_desktop.ai.advice import explain
from goldmines_desktop.ai.chances import goods_worth
from goldmines_desktop.ai.evaluate import Context, feature_value, values
from goldmines_desktop.ai.expansion_worth import majority
from goldmines_desktop.ai.players import normal_line
from goldmines_desktop.ai.search import part_of
from goldmines_desktop.engine import (
    COLORS,
    FeatureScored,
    Figure,
    GameState,
    Move,
    Options,
    Phase,
    PlaceFigure,
    PlaceTile,
    PlayerSetup,
    PreparedFigure,
    SecondPartStarted,
    Setup,
    Skip,
    acting_player,
    apply,
    apply_decision,
    legal_moves,
    new_game,
    prepared_game,
)
from goldmines_desktop.engine.expansions import land
from goldmines_desktop.files.catalogue import load_catalogue

BOTH = Options(inns_cathedrals=True, traders_builders=True)
FAST_HARD = 8  # deals per turn: the hard player's search, small enough for quick tests


def setup_for(players: int, options: Options) -> Setup:
    seats = tuple(PlayerSetup(f"P{i + 1}", COLORS[i], "ai") for i in range(players))
    return Setup(seats, options)


def short_deck(seed: int, options: Options, size: int) -> list[str]:
    """``size`` tiles of the game's land, a third or more of them the expansions' own."""
    catalogue = load_catalogue()
    tiles = land(catalogue, options)
    rng = random.Random(seed)
    rng.shuffle(tiles)
    extra = [c for c in tiles if catalogue[c].expansion in ("inns_cathedrals", "traders_builders")]
    rest = [c for c in tiles if c not in extra]
    deck = extra[: size // 2] + rest[: size - size // 2]
    rng.shuffle(deck)
    return deck


def rest_of_the_land(seed: int, size: int = 60) -> list[str]:
    """A realistic pile to come after the tile in hand: a shuffled part of the land."""
    tiles = land(load_catalogue(), BOTH)
    random.Random(seed).shuffle(tiles)
    return tiles[:size]


def play(levels: list[str], options: Options, seed: int, size: int | None) -> list[type]:
    """A whole game; every move checked against ``legal_moves``; the kinds of events seen."""
    catalogue = load_catalogue()
    setup = setup_for(len(levels), options)
    if size is None:
        state = new_game(setup, catalogue, seed=seed)
    else:
        state = new_game(setup, catalogue, draw_order=short_deck(seed, options, size))
    players = [
        HardPlayer(seed + i, deals=FAST_HARD) if level == "hard" else make_player(level, seed + i)
        for i, level in enumerate(levels)
    ]
    seen: list[type] = []
    while not state.finished:
        move = players[acting_player(state)].choose(state)
        assert move in legal_moves(state), f"{levels[acting_player(state)]} chose {move}"
        state, events = apply_decision(state, move)
        seen += [type(e) for e in events]
    assert state.finished
    return seen


INNS = Options(inns_cathedrals=True)
TRADE = Options(traders_builders=True)
QUICK_GAMES = [
    (["random", "easy"], INNS, 1),
    (["easy", "normal"], TRADE, 2),
    (["normal", "random"], BOTH, 3),
    (["random", "normal", "easy"], replace(BOTH, gold_distribution="round_robin", river=True), 4),
    (["easy", "random"], replace(BOTH, goldmines=False, abbot=False), 5),
    (["normal", "easy", "random", "normal"], replace(INNS, farmers=False), 6),
    (["easy", "normal"], replace(TRADE, field_points=2, river=True), 7),
    (["normal", "normal"], replace(BOTH, goldmines=False), 8),
]


@pytest.mark.parametrize(("levels", "options", "seed"), QUICK_GAMES)
def test_the_quick_levels_finish_short_games_with_the_expansions(
    levels: list[str], options: Options, seed: int
) -> None:
    play(levels, options, seed, 36)


@pytest.mark.slow
@pytest.mark.parametrize(("level", "seed"), [("random", 12), ("easy", 11), ("normal", 11)])
def test_the_quick_levels_play_a_whole_game_with_both_expansions_and_double_turns(
    level: str, seed: int
) -> None:
    """(Random players earn a second part in about one game of three: seed 12 has one.)"""
    seen = play([level, level], BOTH, seed, None)
    assert SecondPartStarted in seen


@pytest.mark.slow
def test_hard_finishes_a_game_with_both_expansions_and_its_double_turns() -> None:
    seen = play(["hard", "normal"], BOTH, 12, 40)
    assert SecondPartStarted in seen


# --- positions -------------------------------------------------------------------------------


def position(
    tiles: dict[tuple[int, int], tuple[str, int]],
    hand: str,
    figures: list[PreparedFigure],
    pile: list[str] | None = None,
) -> GameState:
    """Player 1 (seat 0) to place ``hand`` on a prepared board, the land to come after it."""
    draw = [hand, *(pile if pile is not None else rest_of_the_land(4))]
    return prepared_game(setup_for(2, BOTH), load_catalogue(), tiles, draw, figures)


def figure_choices(state: GameState) -> dict[Move, float]:
    """Each way to finish the turn from the figure phase, by the acting player's advantage."""
    ctx = Context(state)
    me = acting_player(state)
    found: dict[Move, float] = {}
    for move in legal_moves(state):
        after, _ = apply_decision(state, move)
        vals = values(ctx, after)
        found[move] = vals[me] - max(v for p, v in enumerate(vals) if p != me)
    return found


def best_figure(state: GameState) -> Move:
    """The figure the normal player (its whole-turn evaluation) and the hard player pick."""
    planned = normal_line(state).moves[0]
    assert HardPlayer(1, deals=FAST_HARD).choose(state) == planned
    return planned


def contest(pile: list[str] | None = None) -> GameState:
    """Player 2 holds a three-tile city with a pennant whose one open edge faces (1, 0);
    player 1 has placed a D at (1, 1) whose city faces that same spot from the south."""
    tiles = {(0, 0): ("Q", 0), (0, -1): ("E", 180), (-1, 0): ("E", 90), (0, 1): ("U", 0)}
    state = position(tiles, "D", [PreparedFigure(1, "meeple", (0, 0), "N")], pile)
    state, _ = apply(state, PlaceTile(1, 1, 0))
    assert state.phase is Phase.PLACE_FIGURE
    return state


def test_the_large_meeple_goes_where_a_join_wins_the_majority_a_meeple_would_only_share() -> None:
    state = contest()
    assert best_figure(state) == PlaceFigure("large_meeple", "N")
    choices = figure_choices(state)
    # on the lone road of the same tile a meeple does the work: the large one is kept
    assert choices[PlaceFigure("meeple", "E")] > choices[PlaceFigure("large_meeple", "E")]
    text = hint(state).text
    assert "large meeple" in text and "P2's" in text and "majority" in text


def test_joining_the_cities_hands_the_majority_to_the_large_meeple() -> None:
    state = contest(["U", "N", *rest_of_the_land(5, 40)])
    state, _ = apply_decision(state, PlaceFigure("large_meeple", "N"))
    state, _ = apply_decision(state, PlaceTile(-1, 1, 0))  # player 2: away, on the road
    state, _ = apply_decision(state, Skip())
    joining = PlaceTile(1, 0, 270)  # N turned: its city joins the west and the south
    advice = hint(state)
    assert advice.move == joining
    assert "Joins your city to P2's: your large meeple takes the majority." in advice.text
    state, events = apply_decision(state, joining)
    while state.phase is Phase.PLACE_FIGURE:
        state, more = apply_decision(state, Skip())
        events += more
    scored = [e for e in events if isinstance(e, FeatureScored) and e.kind == "city"]
    assert [e.owners for e in scored] == [(0,)]  # the large meeple's 2 against 1


def test_majorities_count_the_large_meeple_twice_and_the_builder_and_pig_never() -> None:
    state = contest()
    state, _ = apply_decision(state, PlaceFigure("large_meeple", "N"))
    mine, theirs = state.feature_of((1, 1, 0)), state.feature_of((0, 0, 0))
    assert majority((mine, theirs)) == (0,)
    builder = replace(mine, figures=(Figure(1, "builder", (1, 1, 0)), *mine.figures))
    assert majority((builder, theirs)) == (0,)
    pig = replace(theirs, figures=(*theirs.figures, Figure(1, "pig", (0, 0, 0))))
    assert majority((mine, pig)) == (0,)


def test_the_builder_goes_on_its_owners_road_that_keeps_growing() -> None:
    tiles = {(0, 0): ("U", 0), (1, 0): ("U", 0)}
    state = position(tiles, "U", [PreparedFigure(0, "meeple", (0, 0), "W")])
    state, _ = apply(state, PlaceTile(2, 0, 0))
    assert best_figure(state) == PlaceFigure("builder", "E")
    assert "second tile whenever this road grows" in hint(state).text


def test_a_tile_that_grows_the_builders_road_gives_a_second_part_the_search_stops_at() -> None:
    tiles = {(0, 0): ("U", 0), (1, 0): ("U", 0)}
    state = position(tiles, "U", [PreparedFigure(0, "meeple", (0, 0), "W")], ["U", "V", "U"])
    state, _ = apply_decision(state, PlaceTile(2, 0, 0))
    state, _ = apply_decision(state, PlaceFigure("builder", "E"))
    state, _ = apply_decision(state, PlaceTile(1, 1, 0))  # player 2, elsewhere
    state, _ = apply_decision(state, Skip())
    assert acting_player(state) == 0 and state.tile == "V"
    line = normal_line(state)
    assert len([m for m in line.moves if isinstance(m, PlaceTile)]) == 1  # one part a line
    grows = PlaceTile(3, 0, 0)  # V carries the road on, to the south
    said = explain(state, (grows, Skip()))
    assert "Your builder's road grows: you play a second tile now." in said
    after, _ = apply_decision(state, grows)
    after, _ = apply_decision(after, Skip())
    assert after.second_part and acting_player(after) == 0 and after.tile == "U"
    assert part_of(after) != part_of(state)
    assert make_player("normal", 1).choose(after) in legal_moves(after)


def test_the_pig_goes_beside_its_farmer_in_a_field_of_completed_cities() -> None:
    tiles = {(x, y): ("E", 180 if y == 0 else 0) for x in range(3) for y in range(2)}
    state = position(tiles, "U", [PreparedFigure(0, "meeple", (0, 1), "Se")])
    state, _ = apply(state, PlaceTile(0, 2, 0))
    assert best_figure(state) == PlaceFigure("pig", "Nw")
    assert "Puts your pig in your field" in hint(state).text


def goods_position() -> GameState:
    """Player 2 took 1 wine; player 1 holds an E that completes an empty city with 2 wine."""
    catalogue = load_catalogue()
    script = [
        ("U", 1, 0, 0),
        ("TB_T", 0, -1, 90),
        ("U", 2, 0, 0),
        ("E", 0, -2, 180),  # player 2 completes the first wine city
        ("D", -1, 0, 0),
        ("TB_T", -1, -1, 90),
        ("TB_Q", -1, -2, 270),  # the second: open only to the west of (-1, -2)
        ("U", 3, 0, 0),
    ]
    draw = [code for code, *_ in script] + ["E", *rest_of_the_land(7, 50)]
    state = new_game(setup_for(2, BOTH), catalogue, draw_order=draw)
    for code, x, y, rotation in script:
        assert state.tile == code
        state, _ = apply_decision(state, PlaceTile(x, y, rotation))
        if state.phase is Phase.PLACE_FIGURE:
            state, _ = apply_decision(state, Skip())
    assert state.goods == ((0, 0, 0), (1, 0, 0)) and acting_player(state) == 0
    return state


def test_a_goods_city_is_completed_to_take_the_lead_even_with_no_figure_in_it() -> None:
    state = goods_position()
    completing = PlaceTile(-2, -2, 90)
    assert normal_line(state).moves[0] == completing
    assert HardPlayer(2, deals=FAST_HARD).choose(state) == completing
    after, _ = apply_decision(state, completing)
    plain, _ = apply_decision(after, Skip())
    assert plain.goods[0] == (2, 0, 0)
    text = hint(state).text
    assert "gives you 2 wine" in text and "You lead in wine now" in text


def test_the_goods_lead_is_worth_more_the_surer_it_is() -> None:
    state = goods_position()
    ahead, behind = goods_worth(state.goods, 1.5)[1], goods_worth(state.goods, 1.5)[0]
    assert ahead > behind  # 1 wine against none
    after, _ = apply_decision(state, PlaceTile(-2, -2, 90))
    after, _ = apply_decision(after, Skip())
    now = goods_worth(after.goods, 1.5)
    assert now[0] > now[1]


def test_an_inn_road_counts_only_as_likely_as_it_is_to_be_finished() -> None:
    """The same road with and without an inn: with nothing left to end it the inn road is
    worth nothing while the plain one keeps its points; with road ends to come it is worth
    about twice as much."""
    worth: dict[tuple[str, str], tuple[float, float]] = {}
    for pile in ("W", "B"):  # W ends roads; B (a monastery) cannot go there
        for road, tile in (("inn", "IC_B"), ("plain", "U")):
            tiles = {(0, 0): ("U", 0), (1, 0): (tile, 0)}
            state = position(tiles, "U", [PreparedFigure(0, "meeple", (0, 0), "W")], [pile] * 40)
            feature = state.feature_of((0, 0, 0))
            worth[(pile, road)] = feature_value(Context(state), state, feature)
    inn, done = worth[("W", "inn")]
    assert done > 0.8 and inn == pytest.approx(2 * (2 + 1.0) * done)
    assert inn > worth[("W", "plain")][0]
    assert worth[("B", "inn")] == (0.0, 0.0) and worth[("B", "plain")][0] >= 2


@pytest.mark.slow
def test_the_hidden_order_never_changes_a_move_with_the_builder_about() -> None:
    """A position of a normal game with both expansions where the player's builder stands:
    the hard move is the same whatever the order of the unseen tiles (a line ends with its
    part of the turn: the second part's tile is never read)."""
    state = new_game(setup_for(2, BOTH), load_catalogue(), seed=21)
    players = [make_player("normal", 1), make_player("normal", 2)]
    while not state.finished and not (
        state.phase is Phase.PLACE_TILE and state.builders[acting_player(state)] is not None
    ):
        state, _ = apply_decision(state, players[acting_player(state)].choose(state))
    assert not state.finished
    unseen = list(state.draw_order[state.deck_pos :])
    hard: set[Move] = set()
    normal: set[tuple[Move, ...]] = set()
    for order in (unseen, unseen[::-1], random.Random(3).sample(unseen, len(unseen))):
        other = state.copy()
        other._edit_pile().draw_order = (*state.draw_order[: state.deck_pos], *order)
        hard.add(HardPlayer(5, deals=16).choose(other))
        normal.add(normal_line(other).moves)
    assert len(hard) == 1 and len(normal) == 1
