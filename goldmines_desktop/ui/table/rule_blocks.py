"""What the rules card says: its blocks of text, top to bottom, with the points from the
engine's table and the house rules of the game it is opened from (no farmers, or fields worth
2 a city), and the expansions it plays with (``expansion_rules``). Plain words, no pygame: the
card (``scenes.rules``) lays them out.
"""

from __future__ import annotations

from typing import Any

from ...engine import (
    FIELD_POINT_CHOICES,
    FIELD_POINTS,
    GOLD_CHART,
    INGOTS_IN_GAME,
    POINTS,
    Options,
    gold_points,
)
from ...i18n import N_, _
from .expansion_rules import expansion_blocks

Block = tuple[Any, ...]

# The points in the table come from the engine's table (``POINTS``), put into whole sentences.
PER_TILE = N_("{points} per tile")
PER_TILE_AND_PENNANT = N_("{tile} per tile + {pennant} per pennant")
AROUND = N_("{own} + {each} per tile around it")
PER_CITY = N_("{points} per completed city it touches")
ABBOT_BACK = N_(
    "If you like, put a meeple on a road, city, monastery or field of that "
    "tile (only where nobody stands on the whole feature yet), or your abbot on its monastery "
    "or garden. Or, instead, take your abbot back: from an unfinished monastery or garden "
    "it scores at once, without gold; from one this tile has just completed it scores "
    "{points} in the next step and takes its gold like any owner."
)

STEPS: tuple[tuple[str, str], ...] = (
    (
        N_("Place a tile"),
        N_(
            "Draw the top tile and lay it next to the board so that every edge it "
            "touches matches: city to city, road to road, field to field. Any rotation. A tile "
            "that fits nowhere is put aside and a new one is drawn."
        ),
    ),
    (
        N_("Place gold"),
        N_(
            "Only for a gold tile: one ingot goes on it, and one on a tile of your choice "
            "among the 8 around it."
        ),
    ),
    (N_("Place a figure"), ABBOT_BACK),  # {points}: filled in where it is drawn
    (
        N_("Score"),
        N_(
            "Every road, city, monastery and garden that is now complete scores for the "
            "player with the most figures on it; tied players all score in full. Its figures go "
            "home; farmers stay."
        ),
    ),
    (
        N_("Take gold"),
        N_(
            "The owners of a completed feature take the ingots on it: on every tile of a "
            "road or city; on the tile and the 8 around a monastery or garden. Tied owners take "
            "one at a time clockwise, starting with the player whose turn it is or, if that "
            "player is not tied, with the next tied player clockwise."
        ),
    ),
)


def scoring(options: Options | None = None) -> tuple[tuple[str, str, str], ...]:
    """The scoring table in the language shown, with the engine's points and the fields of
    the game's house rules (``options``; None: the usual rules)."""
    per_tile = _(PER_TILE).format(points=POINTS.road_tile)
    around = _(AROUND).format(own=POINTS.cloister_tile, each=POINTS.cloister_tile)
    return (
        (_("Road"), per_tile, per_tile),
        (
            _("City"),
            _(PER_TILE_AND_PENNANT).format(tile=POINTS.city_tile, pennant=POINTS.city_pennant),
            _(PER_TILE_AND_PENNANT).format(
                tile=POINTS.unfinished_city_tile, pennant=POINTS.unfinished_city_pennant
            ),
        ),
        (_("Monastery"), str(POINTS.complete_cloister), around),
        (_("Garden (abbot)"), str(POINTS.complete_cloister), around),
        (_("Field (farmers)"), "—", field_points(options)),
    )


def field_points(options: Options | None) -> str:
    """What a field scores at the end, in the game's house rules."""
    if options is not None and not options.farmers:
        return _("nothing: no farmers in this game")
    points = POINTS.field_city if options is None else options.field_points
    return _(PER_CITY).format(points=points)


FARMERS = N_(
    "A meeple in a field lies down as a farmer and stays there until the end. "
    "Then every field scores {points} points for each completed city it touches, for the "
    "player with the most farmers in it. Farmers never receive gold."
)
FARMERS_HOUSE_RULE = N_(
    "A meeple in a field lies down as a farmer and stays there until the end. "
    "Then every field scores {points} points for each completed city it touches (a house "
    "rule), for the player with the most farmers in it. Farmers never receive gold."
)
HOUSE_RULES = N_(
    "Two house rules can be chosen on New game. No farmers, for young players: nobody "
    "may put a meeple in a field, and fields score nothing. Or fields worth {house} points for "
    "each completed city instead of {usual}."
)
ABBOT = N_(
    "Everyone has one abbot. It stands only on a monastery or a garden (meeples "
    "never go on gardens) and scores like a monastery: {completed} when completed. Instead of "
    "placing a figure you may take your abbot back. From an unfinished monastery or "
    "garden it scores at once {own} for its own tile plus {each} per tile around it, and gets "
    "no gold. If "
    "the tile you just placed completed its monastery or garden, it scores {completed} as a "
    "completed one and takes the ingots of the 3 × 3 tiles like any owner."
)
GOLD = N_(
    "The gold tiles bring {ingots} ingots into play. When a completed feature scores, "
    "its owners also take its ingots: those on every tile of a road or city, or on a "
    "monastery's or garden's tile and the 8 tiles around it. If several completed "
    "features hold ingots, the player whose turn it is picks the order. At the end, "
    "ingots still on the board go back to the box, and each player scores their own "
    "ingots by this chart:"
)
GAME_END = N_(
    "After the last tile: unfinished roads, cities, monasteries and gardens score, then "
    "fields, then gold. The most points wins; a tie shares the win."
)
GAME_END_GOODS = N_(
    "After the last tile: unfinished roads, cities, monasteries and gardens score, then "
    "fields, then gold, then the goods. The most points wins; a tie shares the win."
)
GOLD_EXAMPLE = N_("Example: {held} ingots score {held} × {each} = {points} points.")


def house_rules(options: Options | None) -> list[Block]:
    """The house rules: what can be chosen, and what the game shown plays by."""
    house, usual = FIELD_POINT_CHOICES[-1], FIELD_POINTS
    blocks: list[Block] = [
        ("heading", N_("House rules")),
        ("para", _(HOUSE_RULES).format(house=house, usual=usual)),
    ]
    if options is None:
        return blocks
    if not options.farmers:
        blocks.append(("note", N_("This game: no farmers.")))
    elif options.field_points != FIELD_POINTS:
        words = _("This game: fields score {points} for each city.")
        blocks.append(("note", words.format(points=options.field_points)))
    else:
        blocks.append(("note", N_("This game: the usual rules.")))
    return blocks


def gold_example() -> str:
    """A worked example of the chart, on its third row (7 ingots: 7 × 3 = 21 points)."""
    held, _high, each = GOLD_CHART[min(2, len(GOLD_CHART) - 1)]
    return _(GOLD_EXAMPLE).format(held=held, each=each, points=gold_points(held))


def gold_chart() -> tuple[tuple[str, str], ...]:
    """The engine's gold chart as the card's rows: ingots held, points for each."""
    return tuple(
        (f"{low}–{high}" if high is not None else _("{low} or more").format(low=low), str(each))
        for low, high, each in GOLD_CHART
    )


#: what the board screen does with the mouse and the keyboard
CONTROLS: tuple[tuple[str, str, str], ...] = (
    (N_("Place the tile"), N_("drag it onto a glowing spot"), N_("Tab / Shift+Tab, then Enter")),
    (N_("Or: choose the spot first"), N_("click a spot, then again"), ""),
    (N_("Turn the tile"), N_("right-click, wheel or Rotate"), N_("R (Shift+R back)")),
    (N_("Place a figure or gold"), N_("click the spot"), N_("Tab, then Enter")),
    (N_("Use the abbot"), N_("Use abbot"), "B"),
    (N_("Place no figure"), N_("Skip figure"), N_("Space")),
    (N_("End the turn  ·  undo"), N_("the buttons"), N_("Enter  ·  Ctrl+Z")),
    (N_("A hint from the computer"), "", "H"),
    (N_("The tiles left in the bag"), N_("the Tiles button"), "T"),
    (N_("Move the board"), N_("drag the empty board"), N_("arrow keys or W A S D")),
    (N_("Zoom  ·  show the whole board"), N_("mouse wheel"), N_("+ and -  ·  Home")),
    (N_("Pause  ·  rules  ·  full screen  ·  mute"), "", N_("Esc  ·  F1  ·  F11  ·  M")),
)


def rule_blocks(options: Options | None = None) -> list[Block]:
    """The card's contents, top to bottom; ``options``: the game's, for its house rules and
    its expansions (None, from the menu: the usual rules and every expansion)."""
    if options is not None and not options.farmers:
        farmers: Block = ("para", N_("This game is played without farmers: fields score nothing."))
    elif options is not None and options.field_points != FIELD_POINTS:
        farmers = ("para", FARMERS_HOUSE_RULE, options.field_points)
    else:
        farmers = ("para", FARMERS, POINTS.field_city)
    cloister = {"completed": POINTS.complete_cloister, "own": POINTS.cloister_tile}
    return [
        ("heading", N_("A turn in five steps")),
        ("steps", STEPS),
        ("heading", N_("Scoring")),
        (
            "table",
            (N_("Feature"), N_("Completed"), N_("At the end, unfinished")),
            scoring(options),
            (0.28, 0.34, 0.38),
        ),
        (
            "para",
            N_(
                "Most figures on a feature wins it; a tie gives every tied player the full "
                "points. Each tile counts once per feature."
            ),
        ),
        ("heading", N_("Farmers")),
        farmers,
        ("heading", N_("The abbot")),
        ("para", _(ABBOT).format(**cloister, each=POINTS.cloister_tile)),
        ("heading", N_("The Gold Mines")),
        ("para", _(GOLD).format(ingots=INGOTS_IN_GAME)),
        ("table", (N_("Ingots you hold"), N_("Points for each ingot")), gold_chart(), (0.36, 0.36)),
        ("note", gold_example()),
        (
            "para",
            N_(
                "1st edition gold sharing: players with a claim take one ingot at a time, "
                "in turn order from the active player, until no claimed ingot is left."
            ),
        ),
        ("heading", N_("The River")),
        (
            "para",
            N_(
                "An option: the spring is the start tile instead of the usual one, and it is "
                "never drawn. The 10 river tiles are drawn first, then the lake. Each river tile "
                "must continue the river from its open end, and the river may not bend the same "
                "way (left or right, as it flows) on two river tiles in a row: no U-turn. With a "
                "straight between them, two bends the same way are fine. A river tile that cannot "
                "be placed is put aside. Nobody stands on the river; it parts fields as a road "
                "does. Then the land tiles follow as usual."
            ),
        ),
        *expansion_blocks(options),
        *house_rules(options),
        ("heading", N_("Game end")),
        ("para", GAME_END_GOODS if options is None or options.traders_builders else GAME_END),
        ("heading", N_("Controls")),
        ("table", ("", N_("Mouse"), N_("Keyboard")), CONTROLS, (0.38, 0.32, 0.30)),
    ]
