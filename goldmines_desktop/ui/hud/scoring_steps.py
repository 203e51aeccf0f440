"""The final scoring as steps, from the engine's events: one list for the board and the results.

After the last tile the engine has already scored everything (the state is the final one); the
events of that final scoring say what scored, for whom and how much. :func:`scoring_steps`
puts them in the order players count at the table: unfinished roads, cities, monasteries and
gardens (an inn road or a cathedral city among them scoring nothing), then each field with the
completed cities it feeds (and a pig's extra points there), the ingots left on the board going
back to the box, each player's gold by the chart, and last each kind of goods to the players
who hold the most (Traders & Builders). The board (``board_finale``) lights
each step's feature in turn; the results screen (``final_scoring``) lists them by phase.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...engine import (
    GOLD_CHART,
    Event,
    FeatureScored,
    FigureReturned,
    GameOver,
    GameState,
    GoldReturned,
    GoldScored,
    GoodsScored,
    Options,
    Pos,
    SegRef,
    feature_at,
)
from ...i18n import N_, _, ngettext
from ...wording import is_you, listing, shown_name

# The final scoring's phases, marked for the catalogue (drawn through ``_``); the goods' only
# with Traders & Builders (``phases``).
PHASES = (
    N_("Unfinished features"),
    N_("Fields"),
    N_("Ingots on the board"),
    N_("Gold"),
    N_("Goods"),
)
KIND_ORDER = ("road", "city", "monastery", "garden", "field")
# every other kind: unfinished features
PHASE_OF_KIND = {"field": 1, "pig": 1, "returned": 2, "gold": 3, "goods": 4}


@dataclass(frozen=True)
class ScoringStep:
    """One feature (or the ingots going back, or a player's gold) and what it brings whom."""

    kind: str  # road, city, monastery, garden, field, returned or gold
    text: str  # the line said while the step is on the board
    gains: tuple[tuple[int, int], ...] = ()  # (player, points)
    ref: SegRef | None = None  # a segment of the feature (where its points rise from)
    feature: int | None = None  # the feature's id in the final state
    tiles: tuple[Pos, ...] = ()  # the feature's tiles
    cities: tuple[int, ...] = ()  # a field's completed cities (ids)
    neighbours: tuple[Pos, ...] = ()  # a monastery's or garden's tiles around it
    figures: tuple[FigureReturned, ...] = ()  # figures going home with this step
    ingots: tuple[GoldReturned, ...] = ()  # ingots going back to the box with this step
    player: int | None = None  # gold steps: whose gold
    held: int = 0  # gold steps: how many ingots the player holds
    special: str = ""  # "inn" or "cathedral": what made an unfinished feature worth nothing
    goods: str = ""  # goods steps: the kind ("wine", "grain", "cloth")
    counts: tuple[int, ...] = ()  # goods steps: every player's tokens of the kind

    @property
    def phase(self) -> int:
        """The step's phase: an index into :data:`PHASES`."""
        return PHASE_OF_KIND.get(self.kind, 0)

    @property
    def points(self) -> int:
        """The most any player gains with this step."""
        return max((p for _, p in self.gains), default=0)


def phases(options: Options) -> tuple[str, ...]:
    """The final scoring's phases in a game with ``options`` (the goods' with Traders &
    Builders only)."""
    return PHASES if options.traders_builders else PHASES[:-1]


def _names(state: GameState, players: Sequence[int]) -> str:
    names = [shown_name(state.players[p].name) for p in players]
    return listing(names) if names else _("Nobody")


def _feature_text(state: GameState, event: FeatureScored) -> str:
    """ "Ann: unfinished road of 3 tiles, +3": one sentence per kind, its count's plural by
    the catalogue (the points as "+N", so a sentence has one count)."""
    who, points = _names(state, event.owners), event.points
    if event.kind == "field":
        if not event.cities:
            return _("{who}: a field that feeds no completed city, no points").format(who=who)
        n = len(event.cities)
        words = ngettext(
            "{who}: a field feeding {n} completed city, +{points}",
            "{who}: a field feeding {n} completed cities, +{points}",
            n,
        )
    elif event.kind in ("monastery", "garden"):
        n = len(event.neighbours)
        if event.kind == "monastery":
            words = ngettext(
                "{who}: unfinished monastery with {n} tile around, +{points}",
                "{who}: unfinished monastery with {n} tiles around, +{points}",
                n,
            )
        else:
            words = ngettext(
                "{who}: unfinished garden with {n} tile around, +{points}",
                "{who}: unfinished garden with {n} tiles around, +{points}",
                n,
            )
    elif event.special == "inn":
        n = len(event.tiles)
        words = ngettext(
            "{who}: unfinished road of {n} tile with an inn, no points",
            "{who}: unfinished road of {n} tiles with an inn, no points",
            n,
        )
    elif event.special == "cathedral":
        n = len(event.tiles)
        words = ngettext(
            "{who}: unfinished city of {n} tile with a cathedral, no points",
            "{who}: unfinished city of {n} tiles with a cathedral, no points",
            n,
        )
    else:
        n = len(event.tiles)
        if event.kind == "road":
            words = ngettext(
                "{who}: unfinished road of {n} tile, +{points}",
                "{who}: unfinished road of {n} tiles, +{points}",
                n,
            )
        else:
            words = ngettext(
                "{who}: unfinished city of {n} tile, +{points}",
                "{who}: unfinished city of {n} tiles, +{points}",
                n,
            )
    return words.format(who=who, n=n, points=points)


def no_gold_words(name: str) -> str:
    """ "Ann holds no gold"; a lesson's player "You" reads "You hold no gold"."""
    if is_you(name):
        return _("You hold no gold")
    return _("{name} holds no gold").format(name=name)


def points_each(held: int) -> int:
    """What each ingot of ``held`` is worth by the engine's gold chart (0 for none)."""
    for low, high, each in GOLD_CHART:
        if held >= low and (high is None or held <= high):
            return each
    return 0


def _gold_step(state: GameState, player: int, scored: GoldScored | None) -> ScoringStep:
    """A player's gold as the engine scored it (no event: the player holds none)."""
    name = state.players[player].name
    if scored is None:
        return ScoringStep("gold", no_gold_words(name), ((player, 0),), player=player)
    ingots, points = scored.ingots, scored.points
    text = ngettext(
        "{name}: {n} ingot × {each} = {points}", "{name}: {n} ingots × {each} = {points}", ingots
    ).format(name=name, n=ingots, each=points_each(ingots), points=points)
    return ScoringStep("gold", text, ((player, points),), player=player, held=ingots)


def scoring_steps(state: GameState, events: Sequence[Event]) -> list[ScoringStep]:
    """The final scoring of ``state`` (the finished game) in counting order, from its events
    (a player without gold has a step of their own, with nothing gained)."""
    scored = [e for e in events if isinstance(e, FeatureScored) and not e.completed]
    scored.sort(key=lambda e: KIND_ORDER.index(e.kind) if e.kind in KIND_ORDER else 9)
    home: dict[int, list[FigureReturned]] = {}
    loose: list[FigureReturned] = []
    for figure in (e for e in events if isinstance(e, FigureReturned)):
        info = feature_at(state, figure.x, figure.y, figure.location)
        if info is None:
            loose.append(figure)
        else:
            home.setdefault(info.id, []).append(figure)
    steps: list[ScoringStep] = []
    for event in scored:
        info = feature_at(state, event.x, event.y, event.location)
        if info is None:
            continue
        index = state.board[(event.x, event.y)].segment_index(event.location)
        step = ScoringStep(
            event.kind,
            _feature_text(state, event),
            tuple((p, event.points) for p in event.owners),
            (event.x, event.y, index or 0),
            info.id,
            event.tiles,
            event.cities,
            event.neighbours,
            tuple(home.pop(info.id, [])),
            special=event.special,
        )
        steps += [step, *_pig_steps(state, step, event)]
    loose += [f for figures in home.values() for f in figures]
    if loose and steps:
        steps[0] = replace(steps[0], figures=steps[0].figures + tuple(loose))
    ingots = tuple(e for e in events if isinstance(e, GoldReturned))
    if ingots:
        count = sum(e.count for e in ingots)
        text = ngettext(
            "{n} ingot left on the board goes back to the box",
            "{n} ingots left on the board go back to the box",
            count,
        ).format(n=count)
        steps.append(ScoringStep("returned", text, ingots=ingots))
    if any(isinstance(e, GameOver) for e in events) and state.options.goldmines:
        scored_gold = {e.player: e for e in events if isinstance(e, GoldScored)}
        for player in range(len(state.players)):
            steps.append(_gold_step(state, player, scored_gold.get(player)))
    steps += [_goods_step(state, e) for e in events if isinstance(e, GoodsScored)]
    return steps


def _pig_steps(state: GameState, field: ScoringStep, event: FeatureScored) -> list[ScoringStep]:
    """A field's pigs, each a step after the field: its owner's extra points there."""
    found = []
    for player, points in event.bonus:
        name = shown_name(state.players[player].name)
        text = _("{name}'s pig: +{points} more for the field").format(name=name, points=points)
        found.append(replace(field, kind="pig", text=text, gains=((player, points),), figures=()))
    return found


def _goods_step(state: GameState, event: GoodsScored) -> ScoringStep:
    """One kind of goods: the players with the most tokens of it score the majority."""
    who, n = _names(state, event.owners), max(event.counts)
    if event.goods == "wine":
        words = _("{who}: the most wine ({n}), +{points}")
    elif event.goods == "grain":
        words = _("{who}: the most grain ({n}), +{points}")
    else:
        words = _("{who}: the most cloth ({n}), +{points}")
    text = words.format(who=who, n=n, points=event.points)
    gains = tuple((p, event.points) for p in event.owners)
    return ScoringStep("goods", text, gains, goods=event.goods, counts=event.counts)


def step_sound(step: ScoringStep) -> str | None:
    """The sound as a step shows (none for a step that brings nothing)."""
    if step.kind == "gold":
        return "gold_taken" if step.points else None
    return "score_big" if step.points >= 8 else "score_small" if step.points else None
