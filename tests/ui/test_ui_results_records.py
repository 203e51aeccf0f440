"""The results screen counts the game in the family records, says what is new, and saves a
poster into the data folder's posters/ when the Poster button is clicked."""

from __future__ import annotations

import pygame
import pytest
from ui_helpers import click, step

from goldmines_desktop.engine import PlayerSetup, Setup
from goldmines_desktop.files import family_records as fr
from goldmines_desktop.files.saves import data_dir
from goldmines_desktop.simulate import play_random_game, random_setup


def game(seed: int):
    base = random_setup(2)
    seats = tuple(
        PlayerSetup(n, p.color, "human") for n, p in zip(("Ann", "Bob"), base.players, strict=True)
    )
    return play_random_game(Setup(seats, base.options), seed)


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_results_say_what_is_new_and_save_a_poster(app):
    state = game(8)
    scene = app.show("results", state, ())
    scene.skip()
    assert scene.records is not None and scene.records.wait(30)  # counted off the window's thread
    step(app, 2)
    winner = state.players[max(range(2), key=state.total)].name
    assert f"{winner}'s first win!" in scene.news.news
    assert fr.load()[0].people["ann"].games == 1
    poster = next(b for b in scene.buttons if b.label == "Poster")
    click(app, poster.rect.center)
    step(app)
    saved = list((data_dir() / "posters").glob("*.png"))
    assert len(saved) == 1 and str(saved[0].parent) not in scene.news.poster_line
    assert scene.news.poster_line == "The poster is saved in the game's own folder, in “posters”."
    assert max(pygame.image.load(str(saved[0])).get_size()) >= 2000
    again = app.show("results", state, ())  # the same game again: counted once, nothing new
    assert again.records is not None and again.records.wait(30)
    step(app)
    assert again.news.news == [] and fr.load()[0].people["ann"].games == 1
