"""What the current step shows over the board: glowing spots (and the spots nothing can fill),
the tile being dragged, the hovered feature with what it is worth and the gold on it, the
feature of a figure pointed at, and the "take the abbot back?" card.

Everything here only reads the game state (and the engine's scoring helpers for the numbers);
it never changes anything.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from ...engine import (
    AbbotReturn,
    PlaceFigure,
    ReturnAbbot,
    SegRef,
    abbot_return,
    completed_cities,
    feature_of_segment,
    why_illegal,
)
from ...i18n import N_, _, ngettext
from ...render import palette as pal
from ..hud.hud_paint import draw_button, tooltip
from ..input import mode
from ..input.words import said
from ..table.steps import Pick
from ..widgets import art, theme
from ..widgets.kind_names import figure_name
from ..widgets.panels import card, wrap_text
from . import table_help
from .feature_words import RIVER_LINE, feature_lines
from .figure_spots import SPOT_REACH, spot_reach
from .labels import label_beside
from .step_choices import player_words
from .turn_input import TurnInput, confirm_rects

FINGER_REACH = 50  # pixels round a pressing finger that a tooltip keeps clear of
# the steps whose choices stand on features: pointed at, a feature tells what it is worth
ON_FEATURES = (Pick.FIGURE_SPOT, Pick.FEATURE)


def draw_step(surface: pygame.Surface, turn: TurnInput, now: float, glow: bool = True) -> None:
    """The highlights of the step the acting player is in (``now``: the animation clock;
    ``glow`` off: the player chose no glow on the spots that fit, only what they point at)."""
    pick = turn.row.pick
    if glow and pick is Pick.SPOT:
        table_help.draw_dead_spots(surface, turn)
    if glow and pick is not Pick.FIGURE_SPOT:
        table_help.draw_figure_feature(surface, turn)
    if pick is Pick.SPOT:
        _tile_step(surface, turn, glow)
    elif pick is Pick.TILE:
        _tile_choices(surface, turn, glow)
    elif pick is Pick.FIGURE_SPOT:
        _figure_step(surface, turn, glow)
    elif pick is Pick.FEATURE:
        _score_step(surface, turn, now)


def draw_late(
    surface: pygame.Surface, turn: TurnInput, worth: bool = True, glow: bool = True
) -> pygame.Rect | None:
    """Things drawn above the panels: the dragged tile, tooltips (``worth`` off: the player
    chose no tooltips saying what a feature is worth; ``glow`` off: no marks, so no card,
    on the spots nothing can fill) and the confirm card; returns where the tooltip went
    (None: no tooltip)."""
    shown = None
    if turn.dragging and turn.target_spot() is None and turn.state.tile is not None:
        bad = turn.bad_spot()
        if bad is None:
            _tile_at_pointer(surface, turn)
        else:
            _tile_refused(surface, turn, *bad)
    if turn.row.pick in ON_FEATURES and turn.confirm is None and worth:
        shown = _feature_tooltip(surface, turn)
    if shown is None and turn.confirm is None and not turn.dragging and turn.resting:
        shown = _help_tooltip(surface, turn, worth, glow)
    if turn.confirm is not None:
        draw_confirm(surface, turn)
    return shown


# --- placing the tile ----------------------------------------------------------------------


def _tile_step(surface: pygame.Surface, turn: TurnInput, glow: bool = True) -> None:
    board = turn.board
    target = turn.target_spot()
    for pos in board.visible(turn.tile_spots()) if glow else ():
        if pos == target:
            continue
        fits_now = turn.rotation in turn.tile_spots()[pos]
        board.glow(
            surface, pos, theme.GLOW_FITS if fits_now else theme.GLOW_ROTATED, dashed=not fits_now
        )
    if target is not None and turn.state.tile is not None:
        rotation = turn.fit_rotation(target) or 0
        board.preview_tile(surface, turn.state, turn.state.tile, rotation, target)
        board.glow(surface, target, theme.WHITE, strength=255)
        if not turn.dragging:
            label_beside(surface, turn, target, said(N_("Click again or press Enter to place")))


def _tile_at_pointer(surface: pygame.Surface, turn: TurnInput) -> None:
    state = turn.state
    assert state.tile is not None
    size = max(turn.board.camera.tile_size, 64)
    picture = art.tile(state.catalogue[state.tile], turn.rotation, size)
    rect = picture.get_rect(center=turn.pointer)
    surface.blit(art.shade_square(size, 90), rect.move(6, 8))
    surface.blit(picture, rect)


def _tile_refused(surface: pygame.Surface, turn: TurnInput, pos: tuple[int, int], why: str) -> None:
    """The dragged tile over a spot where it does not fit: on the spot, tinted red, with the
    engine's reason below it."""
    state = turn.state
    assert state.tile is not None
    left, top, size, _ = turn.board.camera.tile_rect(pos)
    picture = art.tile(state.catalogue[state.tile], turn.rotation, size)
    surface.blit(art.shade_square(size, 90), (left + 6, top + 8))
    surface.blit(picture, (left, top))
    tint = pygame.Surface((size, size), pygame.SRCALPHA)
    tint.fill(theme.REFUSED_TINT)
    surface.blit(tint, (left, top))
    pygame.draw.rect(surface, theme.REFUSED_MARK, (left, top, size, size), max(2, size // 30))
    label_beside(surface, turn, pos, why, colour=theme.REFUSED_TEXT)


# --- gold and other tile choices ---------------------------------------------------------------


def _tile_choices(surface: pygame.Surface, turn: TurnInput, glow: bool = True) -> None:
    board = turn.board
    hovered = board.camera.tile_at(turn.pointer)
    selected = turn.selection()
    for choice in turn.choices():
        strong = choice.pos == hovered or (selected is not None and selected.pos == choice.pos)
        if not (glow or strong):
            continue
        board.glow(
            surface,
            choice.pos,
            theme.WHITE if strong else theme.GLOW_CHOICE,
            strength=255 if strong else 200,
        )


# --- the figure ----------------------------------------------------------------------------


def focus_ref(turn: TurnInput) -> SegRef | None:
    """The segment the player points at (or selected with Tab)."""
    selected = turn.selection()
    if selected is not None and selected.ref is not None:
        return selected.ref
    return turn.hovered_ref()


def _figure_step(surface: pygame.Surface, turn: TurnInput, glow: bool = True) -> None:
    state, board = turn.state, turn.board
    colour = pal.PLAYER_COLOURS[state.players[state.active].color]
    if state.last is not None:
        board.glow(surface, state.last, colour.light, strength=150)
    points = turn.spot_points()
    for choice in turn.choices() if glow else ():
        if choice.ref in points and isinstance(choice.move, PlaceFigure):
            _spot_marker(surface, turn, points[choice.ref], colour)
    selected = turn.selection()
    if selected is not None and isinstance(selected.move, ReturnAbbot):
        board.glow(surface, selected.pos, theme.WHITE, dashed=True, strength=255)
        label_beside(surface, turn, selected.pos, said(N_("Press Enter to take your abbot back")))
        return
    ref = focus_ref(turn)
    if ref is None or (ref[0], ref[1]) != state.last:
        return
    feature = feature_of_segment(state, ref)
    if feature is None:
        return
    placeable = turn.figure_move(ref) or (selected is not None and selected.ref == ref)
    tint = (*colour.rgb, 120) if placeable else theme.BLOCKED_TINT
    board.tint_feature(surface, state, feature, tint)
    if feature.kind == "field":
        for city_id in completed_cities(state, state.feature_of(ref)):
            board.tint_feature(surface, state, state.features[city_id], theme.FED_CITY_TINT)
    board.edge_segment(surface, state, ref, theme.WHITE)


def _spot_marker(
    surface: pygame.Surface, turn: TurnInput, point: tuple[int, int], colour: pal.PlayerColour
) -> None:
    """A figure spot: a dot in the player's colour ringed white, inside the circle a click
    reaches (``spot_reach``: wider under touch), shown as a faint halo."""
    reach = spot_reach()
    radius = max(8, min(SPOT_REACH - 3, turn.board.camera.tile_size // 11))
    halo = pygame.Surface((2 * reach + 2, 2 * reach + 2), pygame.SRCALPHA)
    pygame.draw.circle(halo, (*theme.WHITE, 70), (reach + 1, reach + 1), reach)
    surface.blit(halo, halo.get_rect(center=point))
    pygame.draw.circle(surface, theme.WHITE, point, radius + 2)
    pygame.draw.circle(surface, colour.rgb, point, radius)


# --- scoring -------------------------------------------------------------------------------


def _score_step(surface: pygame.Surface, turn: TurnInput, now: float) -> None:
    state, board = turn.state, turn.board
    focus = turn.score_choice_at(focus_ref(turn))
    colour = pal.PLAYER_COLOURS[state.players[state.active].color]
    for choice in turn.choices():
        feature = feature_of_segment(state, choice.ref) if choice.ref is not None else None
        if feature is None:
            continue
        strong = focus is not None and focus.ref == choice.ref
        tint = (*colour.rgb, 170) if strong else (*theme.CHOICE_PULSE, pulse(now, 90, 170))
        board.tint_feature(surface, state, feature, tint)
        for pos in feature.tiles:
            if state.ingots.get(pos):
                board.glow(surface, pos, theme.GLOW_CHOICE, strength=160)


def pulse(now: float, low: int, high: int) -> int:
    """An alpha that swells and fades about once a second (in steps, for the tint cache)."""
    wave = (math.sin(now * 5.0) + 1) / 2
    return (low + round((high - low) * wave)) // 20 * 20


# --- tooltips ------------------------------------------------------------------------------


# What a click (or Enter, once a spot is chosen) places, by (keyboard, figure).
PLACE_WORDS = {
    (False, "meeple"): N_("Click to place a meeple"),
    (False, "monk"): N_("Click to place a monk"),
    (False, "farmer"): N_("Click to place a farmer"),
    (False, "abbot"): N_("Click to place your abbot"),
    (False, "large_meeple"): N_("Click to place your large meeple"),
    (False, "builder"): N_("Click to place your builder"),
    (False, "pig"): N_("Click to place your pig"),
    (True, "meeple"): N_("Press Enter to place a meeple"),
    (True, "monk"): N_("Press Enter to place a monk"),
    (True, "farmer"): N_("Press Enter to place a farmer"),
    (True, "abbot"): N_("Press Enter to place your abbot"),
    (True, "large_meeple"): N_("Press Enter to place your large meeple"),
    (True, "builder"): N_("Press Enter to place your builder"),
    (True, "pig"): N_("Press Enter to place your pig"),
}


def figure_action(turn: TurnInput, ref: SegRef) -> str:
    """The last tooltip line in the figure step: what a click (or Enter) would place."""
    selected = turn.selection()
    chosen = selected.move if selected is not None else None
    keyboard = isinstance(chosen, PlaceFigure)
    move = chosen if keyboard else turn.figure_move(ref)
    if not isinstance(move, PlaceFigure):
        if turn.abbot_mode:
            return _("Your abbot only goes on a monastery or garden")
        refusal = figure_refusal(turn, ref)
        if refusal is not None:
            return refusal
        return _("You can't place a figure here")
    kind = turn.state.board[(ref[0], ref[1])].segments[ref[2]].kind
    return said(PLACE_WORDS[keyboard, figure_name(kind, move.figure)])


def figure_refusal(turn: TurnInput, ref: SegRef) -> str | None:
    """Why the chooser's figure in use cannot go on segment ``ref``, in the engine's words
    (None: the meeple's mode, or no reason given)."""
    mode = turn.figure_in_use()
    if not turn.chooser() or mode in ("meeple", "abbot"):
        return None
    own = next(m for m in turn.moves() if isinstance(m, PlaceFigure) and m.figure == mode)
    name = turn.state.board[(ref[0], ref[1])].segments[ref[2]].name
    refusal = why_illegal(turn.state, replace(own, location=name))
    return None if refusal is None else player_words(refusal)


def _feature_tooltip(surface: pygame.Surface, turn: TurnInput) -> pygame.Rect | None:
    state = turn.state
    ref = focus_ref(turn)
    if ref is None or (turn.selection() is None and not turn.resting):
        return None  # pointed at: only once the pointer rests there
    on_new_tile = turn.row.pick is Pick.FIGURE_SPOT
    if on_new_tile and (ref[0], ref[1]) != state.last:
        return None
    lines = feature_lines(state, ref)
    colour = pal.PLAYER_COLOURS[state.players[state.active].color].rgb
    if on_new_tile and lines == [_(RIVER_LINE)]:
        pass  # the one line says it all: no figure goes there
    elif on_new_tile:
        lines.append(figure_action(turn, ref))
    else:
        choice = turn.score_choice_at(ref)
        if choice is None:
            return None
        lines.append(said(N_("Click to score this one first")))
    point = turn.pointer
    if turn.selection() is not None:
        point = turn.board.figure_point(state, ref)
    return tooltip(surface, lines, point, colour, tooltip_avoid(turn, ref), turn.hud.scale)


def _help_tooltip(
    surface: pygame.Surface, turn: TurnInput, worth: bool, glow: bool
) -> pygame.Rect | None:
    """The card beside the feature of a figure pointed at (what it is, the gold on it, who
    holds it; only with the player's tooltips on), or on a dead spot in the tile step."""
    state = turn.state
    figure = table_help.figure_at(turn)
    if figure is not None and worth:
        colour = pal.PLAYER_COLOURS[state.players[figure.player].color].rgb
        lines = feature_lines(state, figure.at)
        avoid = [*table_help.feature_rects(turn, figure.at), turn.hud.hand_rect.inflate(12, 12)]
        return tooltip(surface, lines, turn.pointer, colour, avoid, turn.hud.scale)
    pos = table_help.dead_spot_at(turn) if turn.row.holds_tile and glow else None
    if pos is None:
        return None
    spot = pygame.Rect(turn.board.camera.tile_rect(pos))
    avoid = [spot, turn.hud.hand_rect.inflate(12, 12)]
    return tooltip(surface, table_help.dead_spot_words(), turn.pointer, None, avoid, turn.hud.scale)


def tooltip_avoid(turn: TurnInput, ref: SegRef) -> list[pygame.Rect]:
    """What a tooltip must not cover: the feature it describes (its tiles in view), the
    tile being decided (the new tile, or the tile of the feature to score), the step card with
    its Undo button, and under touch the finger."""
    tile = turn.state.last if turn.row.pick is Pick.FIGURE_SPOT else (ref[0], ref[1])
    avoid = [pygame.Rect(turn.board.camera.tile_rect(tile))] if tile is not None else []
    avoid += table_help.feature_rects(turn, ref)
    avoid.append(turn.hud.hand_rect.inflate(12, 12))
    avoid += [rect.inflate(8, 8) for rect in turn.hud.step_buttons.values()]
    if mode.is_touch():  # and the finger pressing there, with the hand below it
        x, y = turn.pointer
        avoid.append(pygame.Rect(x - FINGER_REACH, y - FINGER_REACH, 2 * FINGER_REACH, 200))
    return avoid


# --- taking the abbot back -----------------------------------------------------------------


def take_back_words(outcome: AbbotReturn) -> str:
    """The take-back question's sentence: what the abbot scores and whether it takes gold."""
    n, gold = outcome.points, outcome.ingots > 0
    if not outcome.completed and outcome.kind == "monastery":
        words = ngettext(
            "Unfinished monastery: it scores {n} point now, without gold.",
            "Unfinished monastery: it scores {n} points now, without gold.",
            n,
        )
    elif not outcome.completed:
        words = ngettext(
            "Unfinished garden: it scores {n} point now, without gold.",
            "Unfinished garden: it scores {n} points now, without gold.",
            n,
        )
    elif outcome.kind == "monastery" and gold:
        words = ngettext(
            "It scores {n} point as a completed monastery and takes its gold.",
            "It scores {n} points as a completed monastery and takes its gold.",
            n,
        )
    elif outcome.kind == "monastery":
        words = ngettext(
            "It scores {n} point as a completed monastery.",
            "It scores {n} points as a completed monastery.",
            n,
        )
    elif gold:
        words = ngettext(
            "It scores {n} point as a completed garden and takes its gold.",
            "It scores {n} points as a completed garden and takes its gold.",
            n,
        )
    else:
        words = ngettext(
            "It scores {n} point as a completed garden.",
            "It scores {n} points as a completed garden.",
            n,
        )
    return words.format(n=n)


def draw_confirm(surface: pygame.Surface, turn: TurnInput) -> None:
    state = turn.state
    outcome = abbot_return(state)
    if outcome is None:
        return
    s = turn.hud.scale
    box, yes, no = confirm_rects(surface.get_size(), s)
    surface.blit(art.shade_square(max(surface.get_size()), 110), (0, 0))
    surface.blit(card(box.size, pal.PARCHMENT, scale=s), box)
    title = theme.text(_("Take your abbot back?"), round(28 * s), pal.TEXT, "bold")
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + round(22 * s))))
    size = round(20 * s)
    top = box.top + round(62 * s)
    for line in wrap_text(take_back_words(outcome), theme.font(size), box.width - round(48 * s)):
        body = theme.text(line, size, pal.TEXT)
        surface.blit(body, body.get_rect(midtop=(box.centerx, top)))
        top += round(size * 1.25)
    pointer = turn.pointer
    yes_pointed, no_pointed = yes.collidepoint(pointer), no.collidepoint(pointer)
    draw_button(surface, yes, _("Yes, take it back"), yes_pointed, primary=True, scale=s)
    draw_button(surface, no, _("No"), no_pointed, scale=s)
