"""The "tiles left" sheet: opened with T on the board, counts as players count the bag, closed.

Headless (SDL's dummy drivers), driven by real posted key and mouse events.
"""

from __future__ import annotations

from collections import Counter

import pygame
import pytest
from ui_helpers import click, game, key, start, step

from goldmines_desktop.engine import apply, legal_moves
from goldmines_desktop.ui.app import App
from goldmines_desktop.ui.scenes.game import GameScene
from goldmines_desktop.ui.scenes.tiles_left import (
    TilesLeftScene,
    groups_of,
    layout,
    remaining_tiles,
)
from goldmines_desktop.ui.widgets import theme

pytestmark = pytest.mark.timeout(120)


def played(turns: int, seed: int = 3):  # type: ignore[no-untyped-def]
    """A seeded game after ``turns`` moves, each the first legal one."""
    state = game(seed=seed)
    for _ in range(turns):
        state, _ = apply(state, legal_moves(state)[0])
    return state


def counted_by_hand(state) -> dict[str, int]:  # type: ignore[no-untyped-def]
    """What a player of the physical game counts: the box, less the tiles on the board, the
    tiles put aside and the one in hand."""
    out = Counter(t.tile.code for t in state.board.values())
    out.update(state.discarded)
    if state.tile is not None:
        out[state.tile] += 1
    options = state.options
    in_box = {
        "base": True,
        "goldmines": options.goldmines,
        "river": options.river,
        "inns_cathedrals": options.inns_cathedrals,
        "traders_builders": options.traders_builders,
    }
    box = [t for t in state.catalogue.tiles.values() if in_box[t.expansion]]
    return {t.code: t.count - out[t.code] for t in box}


def test_a_new_game_has_every_tile_but_the_start_tile_and_the_one_in_hand() -> None:
    state = game(seed=3)
    counts = remaining_tiles(state)
    assert state.tile == "B" and counts["B"] == 3 and counts["D"] == 3  # 4 of each in the box
    assert counts["V"] == 8 and counts["GM_F"] == 1 and len(counts) == 40
    assert sum(counts.values()) == state.tiles_left == 78


@pytest.mark.parametrize("turns", [0, 25, 80])
def test_counts_match_the_physical_count(turns: int) -> None:
    state = played(turns)
    counts = remaining_tiles(state)
    assert counts == counted_by_hand(state)
    assert sum(counts.values()) == state.tiles_left


def test_without_the_gold_mines_only_base_kinds_are_listed() -> None:
    state = game(seed=3)
    from goldmines_desktop.engine import new_game

    base = new_game(state.setup.with_options(goldmines=False), state.catalogue, seed=3)
    assert not any(code.startswith("GM_") for code in remaining_tiles(base))
    assert [name for name, codes in groups_of(base) if codes] == ["Base game"]


def test_with_the_river_its_tiles_are_listed_in_a_group_of_their_own() -> None:
    state = game(seed=3)
    from goldmines_desktop.engine import apply, legal_moves, new_game

    river = new_game(state.setup.with_options(river=True), state.catalogue, seed=3)
    for _ in range(30):
        river, _ = apply(river, legal_moves(river)[0])
    counts = remaining_tiles(river)
    assert counts == counted_by_hand(river)
    assert sum(counts.values()) == river.tiles_left
    assert counts["RV_A"] == 0  # the spring is the start tile
    assert [name for name, codes in groups_of(river) if codes][-1] == "The River"
    sheet = layout((1280, 800), groups_of(river))
    assert len(sheet.cells) == 50 and all(sheet.panel.contains(c) for _, c in sheet.cells)


def test_t_opens_the_sheet_over_the_board_and_t_closes_it(app: App) -> None:
    state = played(25)
    scene = start(app, state)
    key(app, pygame.K_t)
    sheet = app.top
    assert isinstance(sheet, TilesLeftScene) and sheet.transparent
    assert sheet.counts == counted_by_hand(state)
    assert sheet.counts["V"] < 8  # some straight roads are on the board after 25 moves
    step(app)
    key(app, pygame.K_t)
    assert app.top is scene
    key(app, pygame.K_t)
    key(app, pygame.K_ESCAPE)  # Esc closes the sheet, not opening the pause menu
    assert app.top is scene
    key(app, pygame.K_t)
    click(app, (3, 3))  # outside the sheet
    assert app.top is scene and isinstance(scene, GameScene)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080), (3840, 2160)])
def test_the_sheet_fits_the_window_without_overlaps(size: tuple[int, int]) -> None:
    sheet = layout(size, groups_of(game(seed=3)))
    window = pygame.Rect((0, 0), size)
    assert window.contains(sheet.panel)
    label = theme.text("× 8", sheet.text, theme.INK, "bold")
    cells = [cell.union(label.get_rect(midtop=cell.midbottom)) for _, cell in sheet.cells]
    assert len(cells) == 40
    for index, cell in enumerate(cells):
        assert sheet.panel.contains(cell)
        assert cell.top > sheet.title_y and cell.bottom < sheet.hint_y
        assert not any(cell.colliderect(other) for other in cells[index + 1 :])
    assert sheet.cells[0][1].width >= 48  # pictures stay readable on a small laptop


def expansions_game(turns: int, river: bool = False):  # type: ignore[no-untyped-def]
    """A seeded game with both expansions (and the river if asked) after ``turns`` moves."""
    from goldmines_desktop.engine import new_game

    state = game(seed=3)
    setup = state.setup.with_options(inns_cathedrals=True, traders_builders=True, river=river)
    state = new_game(setup, state.catalogue, seed=3)
    for _ in range(turns):
        state, _ = apply(state, legal_moves(state)[0])
    return state


@pytest.mark.parametrize("turns", [0, 40])
def test_the_expansions_tiles_are_counted_in_groups_of_their_own(turns: int) -> None:
    state = expansions_game(turns)
    counts = remaining_tiles(state)
    assert counts == counted_by_hand(state)
    assert sum(counts.values()) == state.tiles_left
    groups = groups_of(state)
    names = [name for name, _codes in groups]
    assert names == ["Base game", "The Gold Mines", "Inns & Cathedrals", "Traders & Builders"]
    catalogue = state.catalogue
    for name, codes in groups[2:]:
        expansion = "inns_cathedrals" if name == "Inns & Cathedrals" else "traders_builders"
        wanted = [c for c, t in catalogue.tiles.items() if t.expansion == expansion]
        assert list(codes) == sorted(wanted) and wanted


def test_without_the_expansions_their_tiles_are_not_listed() -> None:
    counts = remaining_tiles(game(seed=3))
    assert not any(code.startswith(("IC_", "TB_")) for code in counts)


@pytest.mark.parametrize("river", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080)])
def test_the_sheet_with_every_expansion_fits_without_overlaps(
    size: tuple[int, int], river: bool
) -> None:
    from goldmines_desktop.ui.widgets import text_fit

    state = expansions_game(0, river)
    sheet = layout(size, groups_of(state))
    label = theme.text("× 8", sheet.text, theme.INK, "bold")
    boxes = [cell.union(label.get_rect(midtop=cell.midbottom)) for _, cell in sheet.cells]
    boxes += [line for _, line in sheet.headings]
    assert len(sheet.cells) == len(remaining_tiles(state))
    for index, box in enumerate(boxes):
        assert sheet.panel.contains(box)
        assert box.top > sheet.title_y and box.bottom < sheet.hint_y
        assert not any(box.colliderect(other) for other in boxes[index + 1 :])
    assert sheet.cells[0][1].width >= 28  # about a finger wide even with 90 kinds
    from goldmines_desktop.ui.audio import Audio
    from goldmines_desktop.ui.scenes.tiles_left import draw_tiles_left
    from goldmines_desktop.ui.settings import Settings

    window = App(size, fps=0, audio=Audio(enabled=False), settings=Settings())
    try:
        text_fit.reset()
        draw_tiles_left(window.screen, state)
        assert text_fit.cuts() == ()
    finally:
        window.close()
