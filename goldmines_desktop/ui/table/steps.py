"""The steps of a turn and what the board in play does in each, in one table.

A turn is a row of steps (tile, gold, figure, score, take gold, end turn; over once the game
has ended). Every place of the interface that behaves differently from one step to the next
reads the step's row here instead of naming the step: the step card's words and the banner's
title, what a click on the board chooses (and so what glows, what the focus ring circles and
what is kept in view), the keys and buttons of the step, the buttons of the step card and the
Hint's fixed words. Which step the turn is in is the turn controller's (``TurnController.step``).

This module imports no pygame: the table and its tests need no window.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum, auto

from ...engine import Phase
from ...i18n import N_


class Step(StrEnum):
    """A step of a turn (its value is the step's name in a scenario's log lines)."""

    TILE = auto()
    GOLD = auto()
    FIGURE = auto()
    SCORE = auto()
    TAKE_GOLD = auto()
    END_TURN = auto()
    OVER = auto()


class Pick(Enum):
    """What a click on the board chooses in a step (and so what glows there)."""

    NOTHING = auto()  # the turn's decisions are made
    SPOT = auto()  # a spot for the tile in hand: dragged there, or clicked twice
    TILE = auto()  # a tile on the board (one with gold, for an ingot)
    FIGURE_SPOT = auto()  # a figure's spot on the new tile (or the acting player's abbot)
    FEATURE = auto()  # a completed feature, the one that scores first


class Button(StrEnum):
    """The buttons of the board in play (their value is the HUD's name for them), in the
    order the step card stacks them from the top."""

    ABBOT = auto()
    UNDO = auto()
    SKIP = auto()
    SKIP_FINALE = auto()
    HINT = auto()
    END_TURN = auto()
    ROTATE = auto()  # the hand panel's
    MENU = auto()  # the top row's
    RULES = auto()
    TILES_LEFT = auto()


#: the figure chooser's buttons on the step card, one per figure ("figure large_meeple"), where
#: the base game has the ABBOT button
FIGURE_BUTTON = "figure "


def figure_button(figure: str) -> str:
    """The chooser's button name for ``figure``."""
    return FIGURE_BUTTON + figure


def figure_of_button(name: str) -> str | None:
    """The figure a chooser's button stands for (None: not one of the chooser's)."""
    return name.removeprefix(FIGURE_BUTTON) if name.startswith(FIGURE_BUTTON) else None


#: what stays pressable while a computer player decides
WATCH_BUTTONS = frozenset({Button.MENU, Button.RULES, Button.TILES_LEFT})
#: the step card's buttons that lead on (drawn as the primary ones)
PRIMARY = frozenset({Button.SKIP, Button.END_TURN})


@dataclass(frozen=True)
class StepRow:
    """What the board in play does in one step.

    ``controls``: what the step's keys do (R, the right button and the wheel turn the tile;
    Space skips the figure; B chooses the next figure (the abbot); Enter ends the turn);
    ``buttons``: the step's own buttons on the step card (beside Undo, Hint and the final
    scoring's Skip, which every step may show); ``title``: the banner's words instead of
    "{name}'s turn" (``{name}``: the acting player); ``hint``: the Hint's words where there is
    no move to advise."""

    prompt: str
    pick: Pick
    controls: frozenset[Button] = frozenset()
    buttons: tuple[Button, ...] = ()
    title: str | None = None
    hint: str | None = None
    # the prompt while the acting player's abbot may be taken back instead
    prompt_abbot_back: str | None = None

    @property
    def holds_tile(self) -> bool:
        """The tile in hand is being placed: the hand panel shows it, the banner greets."""
        return self.pick is Pick.SPOT

    @property
    def ends_turn(self) -> bool:
        """Enter (and a controller's end-turn button) ends the turn."""
        return Button.END_TURN in self.controls

    @property
    def choices(self) -> bool:
        """The step is a choice among legal moves (Tab and the directions move through them)."""
        return self.pick is not Pick.NOTHING


STEPS: dict[Step, StepRow] = {
    Step.TILE: StepRow(
        prompt=N_("Drag your tile onto a glowing spot (R rotates)"),
        pick=Pick.SPOT,
        controls=frozenset({Button.ROTATE}),
    ),
    Step.GOLD: StepRow(
        prompt=N_("Click a glowing tile for the second gold ingot"),
        pick=Pick.TILE,
    ),
    Step.FIGURE: StepRow(
        prompt=N_("Place a figure on your new tile, or skip"),
        pick=Pick.FIGURE_SPOT,
        controls=frozenset({Button.SKIP, Button.ABBOT}),
        buttons=(Button.ABBOT, Button.SKIP),
        prompt_abbot_back=N_("Place a figure, click your abbot to take it back, or skip"),
    ),
    Step.SCORE: StepRow(
        prompt=N_("Choose which completed feature scores first"),
        pick=Pick.FEATURE,
    ),
    Step.TAKE_GOLD: StepRow(
        prompt=N_("Click a glowing tile to take a gold ingot from it"),
        pick=Pick.TILE,
        title=N_("{name} takes gold"),
    ),
    Step.END_TURN: StepRow(
        prompt=N_("Press Enter or End turn when you are done"),
        pick=Pick.NOTHING,
        controls=frozenset({Button.END_TURN}),
        buttons=(Button.END_TURN,),
        hint=N_("Hint: nothing more to do this turn. Press End turn (Enter)."),
    ),
    Step.OVER: StepRow(
        prompt=N_("The game is over"),
        pick=Pick.NOTHING,
        controls=frozenset({Button.END_TURN}),
        title=N_("Game over"),
        hint=N_("Hint: the game is over."),
    ),
}

#: the step of each phase of the engine, while the turn is not yet done
STEP_OF_PHASE: dict[Phase, Step] = {
    Phase.PLACE_TILE: Step.TILE,
    Phase.PLACE_GOLD: Step.GOLD,
    Phase.PLACE_FIGURE: Step.FIGURE,
    Phase.SCORE: Step.SCORE,
    Phase.TAKE_GOLD: Step.TAKE_GOLD,
    Phase.END_TURN: Step.END_TURN,
    Phase.GAME_OVER: Step.OVER,
}
