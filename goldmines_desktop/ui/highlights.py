"""What the current step shows over the board: glowing spots, the tile being dragged, the
hovered feature with what it is worth, and the "take the abbot back?" card.

Everything here only reads the game state (and the engine's scoring helpers for the numbers);
it never changes anything.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ..engine import Feature, GameState, PlaceMeeple, ReturnAbbot
from ..engine.features import is_complete as is_feature_complete
from ..engine.scoring import completed_cities, owners, points
from ..engine.state import SegRef
from ..render import palette as pal
from . import art, theme
from .board_view import GLOW_CHOICE, GLOW_FITS, GLOW_ROTATED
from .hud_paint import draw_button, panel, tooltip

if TYPE_CHECKING:
    from .game_scene import GameScene

FIGURE_WORDS = {"field": "a farmer", "monastery": "a monk", "road": "a thief", "city": "a knight"}
KIND_NAMES = {
    "road": "Road",
    "city": "City",
    "monastery": "Monastery",
    "garden": "Garden",
    "field": "Field",
}


def draw_step(surface: pygame.Surface, scene: GameScene) -> None:
    """The highlights of the step the acting player is in."""
    step = scene.step
    if step == "tile":
        _tile_step(surface, scene)
    elif step in ("gold", "take_gold"):
        _tile_choices(surface, scene)
    elif step == "figure":
        _figure_step(surface, scene)
    elif step == "score":
        _score_step(surface, scene)


def draw_late(surface: pygame.Surface, scene: GameScene) -> None:
    """Things drawn above the panels: the dragged tile, tooltips and the confirm card."""
    turn = scene.input
    if turn.dragging and turn.target_spot() is None and scene.state.tile is not None:
        _tile_at_pointer(surface, scene)
    if scene.step in ("figure", "score") and turn.confirm is None:
        _feature_tooltip(surface, scene)
    if turn.confirm is not None:
        draw_confirm(surface, scene)


# --- placing the tile ----------------------------------------------------------------------


def _tile_step(surface: pygame.Surface, scene: GameScene) -> None:
    turn, board = scene.input, scene.board
    target = turn.target_spot()
    for pos in board.visible(turn.tile_spots()):
        if pos == target:
            continue
        fits_now = turn.rotation in turn.tile_spots()[pos]
        board.glow(surface, pos, GLOW_FITS if fits_now else GLOW_ROTATED, dashed=not fits_now)
    if target is not None and scene.state.tile is not None:
        rotation = turn.fit_rotation(target) or 0
        board.preview_tile(surface, scene.state, scene.state.tile, rotation, target)
        board.glow(surface, target, (255, 255, 255), strength=255)
        if not turn.dragging:
            _label_below(surface, scene, target, "Click again or press Enter to place")


def _tile_at_pointer(surface: pygame.Surface, scene: GameScene) -> None:
    state, turn = scene.state, scene.input
    assert state.tile is not None
    size = max(scene.camera.tile_size, 64)
    picture = art.tile(state.catalogue[state.tile], turn.rotation, size)
    rect = picture.get_rect(center=turn.pointer)
    surface.blit(art.shade_square(size, 90), rect.move(6, 8))
    surface.blit(picture, rect)


def _label_below(
    surface: pygame.Surface, scene: GameScene, pos: tuple[int, int], message: str
) -> None:
    left, top, size, _ = scene.camera.tile_rect(pos)
    text = theme.text(message, 18, pal.TEXT, "semibold")
    card = panel((text.get_width() + 24, text.get_height() + 12), pal.PARCHMENT)
    rect = card.get_rect(midtop=(left + size // 2, top + size + 14))
    surface.blit(card, rect)
    surface.blit(text, text.get_rect(center=rect.center))


# --- gold and other tile choices ---------------------------------------------------------------


def _tile_choices(surface: pygame.Surface, scene: GameScene) -> None:
    turn, board = scene.input, scene.board
    hovered = scene.camera.tile_at(turn.pointer)
    selected = turn.selection()
    for choice in turn.choices():
        strong = choice.pos == hovered or (selected is not None and selected.pos == choice.pos)
        board.glow(
            surface,
            choice.pos,
            (255, 255, 255) if strong else GLOW_CHOICE,
            strength=255 if strong else 200,
        )


# --- the figure ----------------------------------------------------------------------------


def focus_ref(scene: GameScene) -> SegRef | None:
    """The segment the player points at (or selected with Tab)."""
    selected = scene.input.selection()
    if selected is not None and selected.ref is not None:
        return selected.ref
    return scene.input.hovered_ref()


def _figure_step(surface: pygame.Surface, scene: GameScene) -> None:
    state, turn, board = scene.state, scene.input, scene.board
    colour = pal.PLAYER_COLOURS[state.players[state.active].color]
    if state.last is not None:
        board.glow(surface, state.last, colour.light, strength=150)
    for choice in turn.choices():
        if choice.ref is not None and choice.move.__class__.__name__ == "PlaceMeeple":
            _spot_marker(surface, scene, choice.ref, colour)
    selected = turn.selection()
    if selected is not None and isinstance(selected.move, ReturnAbbot):
        board.glow(surface, selected.pos, (255, 255, 255), dashed=True, strength=255)
        _label_below(surface, scene, selected.pos, "Press Enter to take your abbot back")
        return
    ref = focus_ref(scene)
    if ref is None or (ref[0], ref[1]) != state.last:
        return
    feature = state.feature_of(ref)
    placeable = turn.figure_move(ref) or (selected is not None and selected.ref == ref)
    tint = (*colour.rgb, 120) if placeable else (90, 80, 70, 110)
    board.tint_feature(surface, state, feature, tint)
    if feature.kind == "field":
        for city_id in completed_cities(state, feature):
            board.tint_feature(surface, state, state.features[city_id], (255, 250, 235, 110))
    board.edge_segment(surface, state, ref, (255, 255, 255))


def _spot_marker(
    surface: pygame.Surface, scene: GameScene, ref: SegRef, colour: pal.PlayerColour
) -> None:
    x, y = scene.board.figure_point(scene.state, ref)
    radius = max(5, scene.camera.tile_size // 16)
    pygame.draw.circle(surface, (255, 255, 255), (x, y), radius + 2)
    pygame.draw.circle(surface, colour.rgb, (x, y), radius)


# --- scoring -------------------------------------------------------------------------------


def _score_step(surface: pygame.Surface, scene: GameScene) -> None:
    state, turn, board = scene.state, scene.input, scene.board
    focus = turn.score_choice_at(focus_ref(scene))
    colour = pal.PLAYER_COLOURS[state.players[state.active].color]
    for choice in turn.choices():
        assert choice.ref is not None
        feature = state.feature_of(choice.ref)
        strong = focus is not None and focus.ref == choice.ref
        tint = (*colour.rgb, 170) if strong else (255, 226, 80, pulse(scene, 90, 170))
        board.tint_feature(surface, state, feature, tint)
        for pos in feature.tiles:
            if state.ingots.get(pos):
                board.glow(surface, pos, GLOW_CHOICE, strength=160)


def pulse(scene: GameScene, low: int, high: int) -> int:
    """An alpha that swells and fades about once a second (in steps, for the tint cache)."""
    wave = (math.sin(scene.animator.now * 5.0) + 1) / 2
    return (low + round((high - low) * wave)) // 20 * 20


# --- tooltips ------------------------------------------------------------------------------


def feature_lines(state: GameState, feature: Feature) -> list[str]:
    """What a feature is and is worth, for the tooltip."""
    kind = KIND_NAMES.get(feature.kind, feature.kind)
    worth = points(state, feature)
    if feature.kind == "field":
        cities = len(completed_cities(state, feature))
        lines = [
            f"{kind}: touches {cities} completed {'city' if cities == 1 else 'cities'}",
            f"Farmers here would score {worth} at the end",
        ]
    elif feature.kind in ("road", "city"):
        done = " (complete)" if is_feature_complete(state, feature) else ""
        count = len(feature.tiles)
        lines = [
            f"{kind}{done}: {count} tile{'s' if count != 1 else ''}",
            f"Worth {worth} points now",
        ]
    else:
        lines = [f"{kind}: {worth - 1} of 8 tiles around", f"Worth {worth} points now"]
    holders = owners(feature)
    if holders:
        names = ", ".join(state.players[p].name for p in holders)
        lines.append(f"Held by {names}")
    else:
        lines.append("Nobody holds it yet")
    return lines


def _figure_action(scene: GameScene, ref: SegRef) -> str:
    """The last tooltip line in the figure step: what a click (or Enter) would place."""
    selected = scene.input.selection()
    keyboard = selected is not None and isinstance(selected.move, PlaceMeeple)
    move = selected.move if keyboard and selected else scene.input.figure_move(ref)
    if not isinstance(move, PlaceMeeple):
        return "You can't place a figure here"
    verb = "Press Enter to place" if keyboard else "Click to place"
    if move.figure == "abbot":
        return f"{verb} your abbot"
    kind = scene.state.board[(ref[0], ref[1])].segments[ref[2]].kind
    return f"{verb} {FIGURE_WORDS.get(kind, 'a meeple')}"


def _feature_tooltip(surface: pygame.Surface, scene: GameScene) -> None:
    state, turn = scene.state, scene.input
    ref = focus_ref(scene)
    if ref is None:
        return
    if scene.step == "figure" and (ref[0], ref[1]) != state.last:
        return
    lines = feature_lines(state, state.feature_of(ref))
    colour = pal.PLAYER_COLOURS[state.players[state.active].color].rgb
    if scene.step == "figure":
        lines.append(_figure_action(scene, ref))
    else:
        choice = turn.score_choice_at(ref)
        if choice is None:
            return
        lines.append("Click to score this one first")
    point = turn.pointer
    if turn.selection() is not None:
        point = scene.board.figure_point(state, ref)
    tooltip(surface, lines, point, colour)


# --- taking the abbot back -----------------------------------------------------------------


def confirm_rects(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The card and its Yes / No buttons, centred in the window."""
    card = pygame.Rect(0, 0, 480, 210)
    card.center = (size[0] // 2, size[1] // 2)
    yes = pygame.Rect(card.left + 30, card.bottom - 70, 200, 48)
    no = pygame.Rect(card.right - 230, card.bottom - 70, 200, 48)
    return card, yes, no


def draw_confirm(surface: pygame.Surface, scene: GameScene) -> None:
    state = scene.state
    ref = state.abbots[state.active]
    if ref is None:
        return
    worth = points(state, state.feature_of(ref))
    card, yes, no = confirm_rects(surface.get_size())
    surface.blit(art.shade_square(max(surface.get_size()), 110), (0, 0))
    surface.blit(panel(card.size, pal.PARCHMENT), card)
    title = theme.text("Take your abbot back?", 28, pal.TEXT, "bold")
    surface.blit(title, title.get_rect(midtop=(card.centerx, card.top + 22)))
    body = theme.text(f"It scores {worth} points now, but takes no gold.", 20, pal.TEXT)
    surface.blit(body, body.get_rect(midtop=(card.centerx, card.top + 70)))
    pointer = scene.input.pointer
    draw_button(surface, yes, "Yes, take it back", yes.collidepoint(pointer), primary=True)
    draw_button(surface, no, "No", no.collidepoint(pointer))
