"""What a player's panel shows of their supply, and its rows: the meeples at home, the abbot and
the gold; with Inns & Cathedrals or Traders & Builders a row more for the large meeple, the
builder and the pig (faded while on the board) and the goods tokens, a crown over each kind the
player has the most of.

``supply_of`` reads it from the state (less the figures the final scoring has not brought home
yet); ``draw_supply`` paints it. Pure drawing: nothing here changes state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ...engine import GOODS, GameState, gold_points, goods_leaders
from ...i18n import ngettext
from ...render import palette as pal
from ..widgets import art, text_fit, theme
from ..widgets.panels import px, text_px

ROW = 58  # the supply's row (design px from the panel's top)
EXPANSION_ROW = 91  # the expansions' row under it
EXPANSION_H = 36  # how much taller the panel is for it
# each figure's size in that row (as a meeple's height, design px): the large meeple stands
# taller than the supply row's meeple (24 px), the pig lower
ROW_SIZES = {"large_meeple": 21, "builder": 22, "pig": 24}
FADED = 70  # the alpha of a figure that stands on the board
NO_LEADS = (False, False, False)


@dataclass(frozen=True)
class Supply:
    """A player's supply as their panel shows it. A one-of figure is True at home, False on
    the board, None when not in the game; ``goods`` (wine, grain, cloth) is None without
    Traders & Builders, and ``leads`` says of each kind whether the player has the most."""

    meeples: int
    abbot: bool | None = None
    large_meeple: bool | None = None
    builder: bool | None = None
    pig: bool | None = None
    goods: tuple[int, int, int] | None = None
    leads: tuple[bool, bool, bool] = NO_LEADS

    @property
    def expansion_row(self) -> bool:
        """Whether the panel needs the expansions' row."""
        return (self.large_meeple, self.builder, self.pig, self.goods) != (None,) * 4


def expansion_row(state: GameState) -> bool:
    """Whether the players' panels of this game have the expansions' row."""
    return state.options.inns_cathedrals or state.options.traders_builders


def supply_of(state: GameState, player: int, waiting: Sequence[str] = ()) -> Supply:
    """``player``'s supply in ``state``, less the figures (kinds in ``waiting``) still shown on
    the board until the final scoring brings them home."""
    options = state.options

    def home(on: bool, refs: tuple[object, ...], kind: str) -> bool | None:
        return None if not on else refs[player] is None and kind not in waiting

    goods, leads = None, NO_LEADS
    if options.traders_builders:
        goods = state.goods[player]
        first = goods_leaders(state.goods)
        leads = (player in first[0], player in first[1], player in first[2])
    return Supply(
        meeples=state.meeples[player] - sum(1 for kind in waiting if kind == "meeple"),
        abbot=home(options.abbot, state.abbots, "abbot"),
        large_meeple=home(options.inns_cathedrals, state.large_meeples, "large_meeple"),
        builder=home(options.traders_builders, state.builders, "builder"),
        pig=home(options.traders_builders, state.pigs, "pig"),
        goods=goods,
        leads=leads,
    )


def draw_supply(
    surface: pygame.Surface, colour: str, supply: Supply, ingots: int, s: float = 1.0
) -> None:
    """The supply's row, then the expansions' row when the game has one."""
    y = px(ROW, s)
    surface.blit(art.meeple(colour, px(24, s)), (px(24, s), y - px(14, s)))
    figures = theme.text(f"×{supply.meeples}", text_px(19, s), pal.TEXT, "semibold")
    surface.blit(figures, (px(48, s), y - px(11, s)))
    x = px(92, s)
    if supply.abbot is not None:
        surface.blit(_figure("abbot", colour, px(26, s), supply.abbot), (x, y - px(15, s)))
        x += px(34, s)
    _draw_gold(surface, x, y, ingots, s)
    if supply.expansion_row:
        _draw_expansions(surface, colour, supply, s)


def _draw_gold(surface: pygame.Surface, x: int, y: int, ingots: int, s: float) -> None:
    surface.blit(art.ingot(px(24, s)), (x, y - px(10, s)))
    worth = gold_points(ingots)
    if ingots:
        text = ngettext("×{ingots} = {n} pt", "×{ingots} = {n} pts", worth).format(
            ingots=ingots, n=worth
        )
    else:
        text = f"×{ingots}"
    room = surface.get_width() - x - px(40, s)
    size = _fit_size(text, room, text_px(19, s))
    label = theme.text(text, size, pal.TEXT, "semibold")
    surface.blit(label, label.get_rect(midleft=(x + px(28, s), y + px(1, s))))


def _figure(kind: str, colour: str, size: int, home: bool) -> pygame.Surface:
    """A figure's picture, faded while it stands on the board."""
    picture = art.figure(kind, colour, size)
    if not home:
        picture = picture.copy()
        picture.set_alpha(FADED)
    return picture


def _draw_expansions(surface: pygame.Surface, colour: str, supply: Supply, s: float) -> None:
    """The large meeple, the builder and the pig standing on the row's baseline, then the
    goods tokens with their counts: as much room between them as the panel leaves."""
    base = px(EXPANSION_ROW + 14, s)
    pictures: list[pygame.Surface] = []
    for kind, home in (
        ("large_meeple", supply.large_meeple),
        ("builder", supply.builder),
        ("pig", supply.pig),
    ):
        if home is not None:
            pictures.append(_figure(kind, colour, px(ROW_SIZES[kind], s), home))
    goods = _goods_pieces(supply, s) if supply.goods is not None else []
    left, right = px(22, s), surface.get_width() - px(10, s)
    used = sum(p.get_width() for p in pictures) + sum(g.get_width() for g in goods)
    gaps = len(pictures) + len(goods) - 1 + (1 if pictures and goods else 0)
    gap = max(1, min(px(8, s), (right - left - used) // max(1, gaps)))
    x = left
    for picture in pictures:
        surface.blit(picture, picture.get_rect(bottomleft=(x, base)))
        x += picture.get_width() + gap
    x += gap if pictures and goods else 0
    for piece in goods:
        surface.blit(piece, piece.get_rect(bottomleft=(x, base)))
        x += piece.get_width() + gap
    if x - gap > right:  # no room left even with the gaps closed: reported, never hidden
        text_fit.report("goods", right - left, x - gap - left, "player panel")


def _goods_pieces(supply: Supply, s: float) -> list[pygame.Surface]:
    """One picture per kind of goods: its token, framed in gold under a crown when the player
    has the most of that kind, and the count beside it."""
    assert supply.goods is not None
    token, rim = px(22, s), max(2, px(3, s))
    crown = art.crown(max(10, round(token * 0.72)))
    lift = round(crown.get_height() * 0.6)
    pieces = []
    for kind, count, lead in zip(GOODS, supply.goods, supply.leads, strict=True):
        weight, ink = ("bold" if lead else "semibold"), (pal.TEXT if count else pal.TEXT_MUTED)
        label = theme.text(str(count), text_px(18, s), ink, weight)
        box = pygame.Rect(0, lift, token + 2 * rim, token + 2 * rim)
        piece = pygame.Surface(
            (box.width + px(2, s) + label.get_width(), box.bottom), pygame.SRCALPHA
        )
        picture = art.goods(kind, token)
        if not count:
            picture = picture.copy()
            picture.set_alpha(120)
        if lead:
            pygame.draw.rect(piece, pal.GOLD_DARK, box, border_radius=rim * 2)
            pygame.draw.rect(piece, pal.GOLD, box.inflate(-2, -2), border_radius=rim * 2)
        piece.blit(picture, picture.get_rect(center=box.center))
        if lead:
            piece.blit(crown, crown.get_rect(midtop=(box.centerx, 0)))
        piece.blit(label, label.get_rect(midleft=(box.right + px(2, s), box.centery)))
        pieces.append(piece)
    return pieces


def _fit_size(text: str, width: int, size: int) -> int:
    smallest = max(8, round(size * 0.7))
    face = lambda n: theme.font(n, "semibold")  # noqa: E731
    return text_fit.fitting_size(text, width, size, face, smallest)
