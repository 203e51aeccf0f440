"""Inns & Cathedrals and Traders & Builders at the table: each player's panel shows the large
meeple, the builder and the pig at home or on the board and the goods tokens with a crown on
the most of each kind, after real moves; the panels fit every window; the double turn and goods
taken sound; the board draws every figure kind apart."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest
from ui_helpers import start, step

from goldmines_desktop.engine import (
    EndTurn,
    GameState,
    GoodsTaken,
    Move,
    PlaceFigure,
    PlaceTile,
    PlayerSetup,
    SecondPartStarted,
    Setup,
    Skip,
    apply,
    legal_moves,
    new_game,
)
from goldmines_desktop.engine.expansions.traders_builders import goods_leaders
from goldmines_desktop.files.catalogue import load_catalogue
from goldmines_desktop.render import palette as pal
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.board_view import BoardView
from goldmines_desktop.ui.board.camera import Camera
from goldmines_desktop.ui.hud import hud as hud_module
from goldmines_desktop.ui.hud.hud import Hud
from goldmines_desktop.ui.hud.hud_layout import compute_layout, hud_scale
from goldmines_desktop.ui.hud.hud_paint import PANEL_H, paint_player_panel
from goldmines_desktop.ui.hud.supply_row import EXPANSION_ROW, ROW, Supply, supply_of
from goldmines_desktop.ui.widgets import text_fit
from goldmines_desktop.ui.widgets.panels import px

pytestmark = pytest.mark.timeout(300)

SEATS = (("Ann", "red"), ("Bob", "blue"), ("Cleo", "green"))
SIZES = ((1024, 600), (1280, 800), (1920, 1080))
NEW_FIGURES = ("large_meeple", "builder", "pig")
# The table tests' own pile: goods cities and the city caps, roads and curves that close them and
# carry builders, a monastery and the inns and cathedral, shuffled by the seed.
PILE = (
    *("TB_D", "TB_E", "TB_F", "TB_G", "TB_H", "TB_K", "TB_L", "TB_Q", "TB_S", "TB_T"),
    *("TB_U", "TB_V", "TB_W", "E", "E", "E", "E", "U", "U", "U", "U", "V", "V", "V", "V"),
    *("K", "K", "J", "J", "B", "IC_K", "IC_L", "IC_M", "IC_N"),
)
LOG_WORDS = {
    "large_meeple": ": large meeple ",
    "builder": ": builder on a ",
    "pig": ": pig in a field of ",
}
SEED = 6  # its game holds goods (a tie for grain), a builder, a pig and a double turn


def expansion_setup(players: int = 2) -> Setup:
    seats = tuple(PlayerSetup(name, colour) for name, colour in SEATS[:players])
    return Setup(seats).with_options(inns_cathedrals=True, traders_builders=True)


def _scoring_after(state: GameState) -> list[object]:
    """The events of the figure step skipped: what the tile just placed scores."""
    events: list[object] = []
    for _ in range(3):
        skip = next((m for m in legal_moves(state) if isinstance(m, Skip)), None)
        if skip is None:
            break
        state, more = apply(state, skip)
        events += more
    return events


def _takes_goods(state: GameState, move: PlaceTile) -> bool:
    after, events = apply(state, move)
    return any(isinstance(e, GoodsTaken) for e in [*events, *_scoring_after(after)])


def seeded_game(seed: int) -> GameState:
    pile = list(PILE)
    random.Random(seed).shuffle(pile)
    return new_game(expansion_setup(), load_catalogue(), draw_order=pile)


def seeded_moves(seed: int) -> tuple[list[Move], GameState] | None:
    """A seeded game with both expansions, played from ``legal_moves`` (a tile that completes a
    city with goods when there is one, the new figures whenever they may go) until someone
    holds goods, a builder and a pig stand on the board and a second part was played; None
    when the game ends first."""
    state = seeded_game(seed)
    rng = random.Random(seed)
    moves: list[Move] = []
    second = False
    while not state.finished:
        legal = legal_moves(state)
        tiles = [m for m in legal if isinstance(m, PlaceTile)]
        figures = [m for m in legal if isinstance(m, PlaceFigure) and m.figure in NEW_FIGURES]
        if tiles:
            move: Move = rng.choice([m for m in tiles if _takes_goods(state, m)] or tiles)
        else:
            move = rng.choice(figures or legal)
        state, events = apply(state, move)
        moves.append(move)
        second |= any(isinstance(e, SecondPartStarted) for e in events)
        held = sum(map(sum, state.goods))
        on_board = all(any(r is not None for r in refs) for refs in (state.builders, state.pigs))
        if second and held >= 3 and on_board and not isinstance(move, EndTurn):
            return moves, state
    return None


def painted_supplies(monkeypatch: pytest.MonkeyPatch) -> dict[str, Supply]:
    """The supply each player's panel was last painted with, by name."""
    seen: dict[str, Supply] = {}

    def spy(name: str, colour: str, score: int, supply: Supply, *rest: Any) -> pygame.Surface:
        seen[name] = supply
        return paint_player_panel(name, colour, score, supply, *rest)

    monkeypatch.setattr(hud_module, "paint_player_panel", spy)
    return seen


def test_the_panels_follow_the_expansions_figures_and_goods(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = seeded_moves(SEED)
    assert found is not None
    moves, expected = found
    sounds: list[str | None] = []
    monkeypatch.setattr(app.audio, "play", lambda name: sounds.append(name) or False)
    seen = painted_supplies(monkeypatch)
    scene = start(app, seeded_game(SEED))
    named: set[str] = set()
    for move in moves:  # through the table, as a click would play them
        if isinstance(move, EndTurn):
            scene.end_turn()
            continue
        assert scene.play(move), move
        if isinstance(move, PlaceFigure) and move.figure in NEW_FIGURES:
            line = scene.view.log.last(1)[0].text  # the log names the figure where it went
            assert LOG_WORDS[move.figure] in line, line
            named.add(move.figure)
    assert named == set(NEW_FIGURES)
    state = scene.state
    assert state.snapshot() == expected.snapshot()
    surface = pygame.Surface(app.size)
    scene.view.hud.draw_players(surface, scene.hud_view())
    leaders = goods_leaders(state.goods)
    for player, seat in enumerate(state.players):
        supply = seen[seat.name]
        assert supply.meeples == state.meeples[player]
        assert supply.large_meeple == (state.large_meeples[player] is None)
        assert supply.builder == (state.builders[player] is None)
        assert supply.pig == (state.pigs[player] is None)
        assert supply.goods == state.goods[player]
        assert supply.leads == tuple(player in kind for kind in leaders)
    assert sum(map(sum, (s.goods or () for s in seen.values()))) >= 3
    assert False in {s.builder for s in seen.values()}  # a builder stands on the board
    assert any(s.leads[1] for s in seen.values()) and any(s.leads[0] for s in seen.values())
    step(app, 30)  # the board, its animations and the panels drawn as a player sees them
    assert app.faults == [] and app.top is scene
    # the sounds of the events: goods taken, the double turn earned and begun
    assert "goods_taken" in sounds and "double_turn" in sounds


def _gold_pixels(panel: pygame.Surface, top: int, bottom: int) -> int:
    return sum(
        1
        for y in range(top, bottom)
        for x in range(panel.get_width())
        if tuple(panel.get_at((x, y)))[:3] == pal.GOLD
    )


def test_the_crown_marks_the_most_of_each_kind_of_goods(app: App) -> None:
    """Only a player who has the most of a kind has the gold frame and crown in the goods row;
    a tie crowns both; nobody is crowned for a kind nobody has."""
    s = 1.0
    rows = (px(ROW + 12, s), px(EXPANSION_ROW + 16, s))  # under the ingot, the goods row
    leading = Supply(7, True, True, False, True, goods=(3, 0, 1), leads=(True, False, True))
    trailing = Supply(7, True, True, False, True, goods=(2, 0, 1), leads=(False, False, True))
    nobody = Supply(7, True, True, False, True, goods=(0, 0, 0))
    gold = {
        name: _gold_pixels(paint_player_panel("Ann", "red", 3, supply, 0, False, s), *rows)
        for name, supply in (("leading", leading), ("trailing", trailing), ("nobody", nobody))
    }
    assert gold["nobody"] == 0
    assert gold["leading"] > gold["trailing"] > 0  # two crowns, one crown


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("user", [1.0, 2.0])
def test_the_taller_panels_fit_every_window(
    app: App, size: tuple[int, int], players: int, user: float
) -> None:
    """With both expansions, the abbot and gold, the panels (a row taller) stay inside the
    window and apart, and nothing in them is cut, with the largest counts a game can reach."""
    layout = compute_layout(size, players, hud_scale(size, user, players, True), True)
    window = pygame.Rect((0, 0), size)
    rects = list(layout.rects().values())
    assert all(window.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    text_fit.reset()
    for leads in ((True, True, True), (False, False, False)):
        for home in (True, False):
            supply = Supply(7, home, home, home, home, goods=(9, 6, 5), leads=leads)
            panel = paint_player_panel(
                "Maximilian", "yellow", 188, supply, 16, True, layout.scale, 240
            )
            assert panel.get_size() == layout.players[0].size
    assert text_fit.cuts() == ()


def test_panels_without_the_expansions_keep_their_size() -> None:
    """A game without the expansions: no extra row, the same panels as before."""
    plain = compute_layout((1280, 800), 4, 1.0)
    tall = compute_layout((1280, 800), 4, 1.0, True)
    assert plain.players[0].height == PANEL_H < tall.players[0].height
    assert Hud((1280, 800), 4).layout == plain
    seats = (PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"))
    supply = supply_of(new_game(Setup(seats), load_catalogue()), 0)
    assert not supply.expansion_row
    assert (supply.large_meeple, supply.builder, supply.pig, supply.goods) == (None,) * 4


def test_the_supply_counts_what_the_final_scoring_has_not_brought_home() -> None:
    state = new_game(expansion_setup(), load_catalogue(), seed=4)
    waiting = ["meeple", "large_meeple", "pig"]
    supply = supply_of(state, 0, waiting)
    assert supply.meeples == state.meeples[0] - 1
    assert (supply.large_meeple, supply.builder, supply.pig) == (False, True, False)
    assert supply.goods == (0, 0, 0) and supply.leads == (False, False, False)


def test_the_board_draws_each_figure_kind_apart(app: App) -> None:
    """Every kind of figure in every colour is its own picture on the board; the large meeple
    stands taller than a meeple, lying down too in a field."""
    board = BoardView(Camera((400, 400)))
    kinds = ("meeple", "abbot", *NEW_FIGURES)
    drawn: dict[tuple[str, str], bytes] = {}
    heights: dict[str, int] = {}
    for colour in pal.PLAYER_NAMES:
        for kind in kinds:
            surface = pygame.Surface((200, 200), pygame.SRCALPHA)
            board.draw_figure(surface, (100, 100), colour, kind)
            drawn[(kind, colour)] = pygame.image.tobytes(surface, "RGBA")
            heights[kind] = surface.get_bounding_rect().height
            assert pal.PLAYER_COLOURS[colour].rgb in {
                tuple(surface.get_at((x, y)))[:3] for x in range(200) for y in range(200)
            }
    assert len(set(drawn.values())) == len(drawn)
    assert heights["large_meeple"] > 1.3 * heights["meeple"]
    assert heights["pig"] < heights["meeple"] < heights["builder"]
    pictures = []
    for lying in (False, True):
        surface = pygame.Surface((200, 200), pygame.SRCALPHA)
        board.draw_figure(surface, (100, 100), "red", "large_meeple", lying=lying)
        pictures.append(surface)
    standing, lying = (p.get_bounding_rect() for p in pictures)
    assert (lying.width, lying.height) == (standing.height, standing.width)
    assert pygame.mask.from_surface(pictures[0]) != pygame.mask.from_surface(pictures[1])
