"""The recap card and the tile marks on screen: a hot-seat game of three, real posted clicks,
under SDL's dummy drivers."""

from __future__ import annotations

import random

import pygame
import pytest
from ui_helpers import click, key, step

from goldmines_desktop.engine import PlaceTile, PlayerSetup, Setup, new_game
from goldmines_desktop.render.palette import PLAYER_COLOURS
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.board.recap_view import recap_card_rect
from goldmines_desktop.ui.scenes.game import GameScene

pytestmark = pytest.mark.timeout(180)
SEATS = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"), PlayerSetup("Cy", "green")))


def _play_round(app: App, scene: GameScene, rng: random.Random, turns: int) -> None:
    """``turns`` whole turns, each player's moves chosen at random, Enter ending each."""
    for _ in range(turns):
        while not scene.turns.turn_done:
            assert scene.play(rng.choice(scene.turns.moves()))
        step(app, 2)
        key(app, pygame.K_RETURN)
        step(app, 2)


def _scene_with_recap(app: App) -> GameScene:
    app.show("game", new_game(SEATS, app.catalogue, seed=11))
    scene = app.top
    assert isinstance(scene, GameScene)
    _play_round(app, scene, random.Random(4), 4)  # Ann, Bob, Cy, Ann: Bob's turn now
    assert scene.acting == 1 and scene.step == "tile"
    recap = scene.turns.recap
    assert recap is not None and recap.title == "Bob, since your last turn:"
    assert [line.text for line in recap.lines] == ["Cy scored a city: +4"]
    step(app, 2)
    return scene


def test_the_card_shows_beside_the_board_and_a_click_on_it_closes_it(app: App) -> None:
    scene = _scene_with_recap(app)
    card = recap_card_rect(scene.view)
    assert card is not None
    hud = scene.view.hud
    # in the panels' column: never over the tile in hand or the board's free area
    assert card.right <= hud.layout.players[0].right
    assert card.top >= hud.layout.players[-1].bottom
    assert not card.colliderect(hud.layout.hand)
    left, top, width, height = hud.free_area()
    assert not card.colliderect(pygame.Rect(round(left), round(top), round(width), round(height)))
    click(app, card.center)
    assert scene.turns.recap is None and recap_card_rect(scene.view) is None
    assert scene.step == "tile"  # the click did nothing else


def test_the_marks_stay_until_the_player_places_their_tile(app: App) -> None:
    scene = _scene_with_recap(app)
    marks = scene.turns.marks
    assert [m.player for m in marks] == [2, 0]  # Cy's tile and Ann's since Bob's last one
    assert all(m.pos in scene.state.board for m in marks)
    scene.show_tile(marks[0].pos)
    scene.view.turn_banner = 0.0  # the "Bob's turn" banner has faded
    step(app, 2)
    tile = pygame.Rect(scene.camera.tile_rect(marks[0].pos))
    inset = tile.inflate(-max(4, tile.width // 12), -max(4, tile.height // 12))
    green = PLAYER_COLOURS["green"].rgb
    edges = [
        (inset.left + 1, inset.centery),
        (inset.right - 2, inset.centery),
        (inset.centerx, inset.top + 1),
        (inset.centerx, inset.bottom - 2),
    ]
    # the outline in Cy's colour (a spot's glow next to the tile may lie over one side)
    assert sum(tuple(app.screen.get_at(p))[:3] == green for p in edges) >= 2
    move = next(m for m in scene.turns.moves() if isinstance(m, PlaceTile))
    assert scene.play(move)
    assert scene.turns.marks == ()  # placed: the marks go
    step(app, 2)


def test_playing_the_first_move_puts_the_card_away(app: App) -> None:
    scene = _scene_with_recap(app)
    assert recap_card_rect(scene.view) is not None
    move = next(m for m in scene.turns.moves() if isinstance(m, PlaceTile))
    assert scene.play(move)
    assert scene.turns.recap is None


def test_no_card_with_one_seat_between(app: App) -> None:
    two = Setup((PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue")))
    app.show("game", new_game(two, app.catalogue, seed=6))
    scene = app.top
    assert isinstance(scene, GameScene)
    _play_round(app, scene, random.Random(3), 3)
    assert scene.turns.memory.turns_between(scene.acting) == 1
    assert scene.turns.recap is None and len(scene.turns.marks) == 1
