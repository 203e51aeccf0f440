"""The recap of a game in play on screen: the turn controller's recap and marks, drawn where the
panels and the camera put them (the card in the panels' column, the marks on their tiles)."""

from __future__ import annotations

from typing import Protocol

import pygame

from ...engine import GameState
from ..hud.hud import Hud
from ..hud.hud_layout import MARGIN
from ..hud.recap_card import draw_marks, paint_recap, recap_room
from ..table.turn_controller import TurnController
from ..widgets.panels import px
from .board_finale import BoardFinale
from .camera import Camera


class GameView(Protocol):
    """What the recap uses of the game's view: the turns, the camera, the panels, and whether
    the final scoring is on the board."""

    turns: TurnController
    camera: Camera
    hud: Hud
    finale: BoardFinale | None

    @property
    def state(self) -> GameState: ...


_cache: dict[object, pygame.Surface] = {}


def draw_tile_marks(surface: pygame.Surface, view: GameView) -> None:
    """Outline the tiles placed since the acting human's last tile, in their placers' colours."""
    marks = view.turns.marks
    if not marks:
        return
    camera, players = view.camera, view.state.players
    tiles = [(pygame.Rect(camera.tile_rect(m.pos)), players[m.player].color) for m in marks]
    draw_marks(surface, tiles, view.hud.scale)


def draw_recap_card(surface: pygame.Surface, view: GameView) -> pygame.Rect | None:
    """The recap card in the panels' column while the acting human has not acted yet; where
    it went (None: no recap now)."""
    picture = _picture(view)
    if picture is None:
        return None
    rect = picture.get_rect(bottomleft=_room(view).bottomleft)
    surface.blit(picture, rect)
    return rect


def recap_card_rect(view: GameView) -> pygame.Rect | None:
    """Where the card is drawn now (None: no recap)."""
    picture = _picture(view)
    return None if picture is None else picture.get_rect(bottomleft=_room(view).bottomleft)


def _room(view: GameView) -> pygame.Rect:
    layout = view.hud.layout
    return recap_room(layout.players, layout.log, px(MARGIN, layout.scale))


def _picture(view: GameView) -> pygame.Surface | None:
    recap = view.turns.recap
    if recap is None or view.finale is not None:
        return None
    room, scale = _room(view), view.hud.scale
    lines = tuple((line.text, line.player) for line in recap.lines)
    colours = tuple(p.color for p in view.state.players)
    key = (recap.title, lines, colours, room.size, scale)
    if key not in _cache:
        _cache.clear()  # one recap at a time
        least = view.hud.layout.log.height
        picture = paint_recap(room.width, room.height, recap.title, lines, colours, scale, least)
        _cache[key] = picture
    return _cache[key]


def recap_clicked(turns: TurnController, view: GameView, event: pygame.event.Event) -> bool:
    """A click puts the recap of the other seats' turns away; one on the card itself does
    nothing else (True: taken)."""
    if event.type != pygame.MOUSEBUTTONDOWN:
        return False
    card = recap_card_rect(view)
    if card is None or not turns.dismiss_recap():
        return False
    return card.collidepoint(event.pos)
