"""The step card of the board in play: the words that say what to do now and the buttons of
the step the turn is in, in the words of the input in use, worked out from the step's row of
the steps' table and the turn controller (a computer playing, the last turn, the final scoring
shown on the board).
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine import GameState
from ...i18n import N_, _
from ..input.words import said
from ..table.figure_modes import NAMES, PROMPTS
from ..table.seat_help import SeatHelp
from ..table.steps import STEPS, Button, Step, figure_button
from ..table.turn_controller import TurnController
from .board_finale import BoardFinale
from .turn_input import TurnInput

COMPUTER_WORDS = {
    "easy": N_("The computer (easy) is playing"),
    "normal": N_("The computer (normal) is playing"),
    "hard": N_("The computer (hard) is playing"),
}


class StepCard:
    """The step card's words and buttons, for the view that shows the turn."""

    turns: TurnController
    finale: BoardFinale | None  # the final scoring shown on the board
    finale_due: BoardFinale | None  # shown once the last turn is ended
    last_turn_words: tuple[str, str] | None  # (hint, button) of a lesson's last tile
    help_of: Callable[[str], SeatHelp]  # a player's help
    hints: bool  # the computer's hint is offered

    @property
    def state(self) -> GameState:
        return self.turns.state

    def step_hint(self, turn: TurnInput) -> str:
        turns = self.turns
        step = turns.step
        row = STEPS[step]
        level = turns.computer.level(turns.acting)
        if level is not None and step is not Step.OVER and not self.state.finished:
            return _(COMPUTER_WORDS.get(level, COMPUTER_WORDS["normal"]))
        finale = self.finale
        if finale is not None and row.ends_turn:
            if finale.done:
                return _("Every point is counted. See who won!")
            current = finale.current
            return current.text if current is not None else _("That was the last tile!")
        ending = Button.END_TURN in row.buttons  # the last tile's turn is still to be ended
        if ending and self.finale_due is not None:
            return _("That was the last tile! End your turn to count the final scores.")
        if ending and self.state.finished and self.last_turn_words is not None:
            return self.last_turn_words[0]
        if ending and self.state.finished:
            return _("That was the last tile! See the final scores.")
        if turn.chooser():
            return _(PROMPTS[turn.figure_in_use()])
        if row.prompt_abbot_back is not None and turn.return_abbot_move() is not None:
            return said(row.prompt_abbot_back)
        return said(row.prompt)

    def step_buttons(self, turn: TurnInput) -> dict[str, str]:
        """The step card's buttons (name -> label) for the step the turn is in."""
        turns = self.turns
        own = STEPS[turns.step].buttons
        buttons: dict[str, str] = {}  # in the order of ``Button``: the card's, from the top
        if turns.computer_decides:
            return buttons  # nothing to press while a computer player plays
        if Button.ABBOT in own and turn.chooser():
            for figure in turn.figure_modes():
                buttons[figure_button(figure)] = _(NAMES[figure])
        elif Button.ABBOT in own and turn.abbot_possible():
            buttons[Button.ABBOT] = said(
                N_("Abbot: on (B)") if turn.abbot_mode else N_("Use abbot (B)")
            )
        if turns.can_undo and self.finale is None:
            buttons[Button.UNDO] = said(N_("Undo (Ctrl+Z)"))
        if Button.SKIP in own:
            buttons[Button.SKIP] = said(N_("Skip figure (Space)"))
        if self.finale is not None and not self.finale.done:
            buttons[Button.SKIP_FINALE] = said(N_("Skip (Space)"))
        if self.hint_offered():
            buttons[Button.HINT] = said(N_("Hint (H)"))
        if Button.END_TURN in own:
            last = self.state.finished and self.finale_due is None
            words = _("See final scores") if last else said(N_("End turn (Enter)"))
            if last and self.last_turn_words is not None:
                words = self.last_turn_words[1]
            buttons[Button.END_TURN] = words
        return buttons

    def step_pressed(self, turn: TurnInput) -> frozenset[str]:
        """The step card's buttons shown pressed: the figure in use on the chooser, else the
        Use abbot button while only the abbot's spots are offered."""
        if turn.chooser():
            return frozenset({figure_button(turn.figure_in_use())})
        return frozenset({Button.ABBOT}) if turn.abbot_mode else frozenset()

    def step_captions(self, turn: TurnInput) -> dict[str, str]:
        """Words above a button of the step card: the chooser's heading, with its key."""
        modes = turn.figure_modes() if turn.chooser() else ()
        if not modes or self.turns.computer_decides:
            return {}
        return {figure_button(modes[0]): said(N_("Which figure? (B)"))}

    def step_icons(self, turn: TurnInput) -> dict[str, str]:
        """The figure drawn on each of the chooser's buttons (button name -> figure kind)."""
        if not turn.chooser() or self.turns.computer_decides:
            return {}
        return {figure_button(figure): figure for figure in turn.figure_modes()}

    def seat_help(self) -> SeatHelp:
        """The help of the player acting now (a computer seat needs none, and gets it all)."""
        return self.help_of(self.state.players[self.turns.acting].name)

    def hint_offered(self) -> bool:
        """Whether the acting player may ask for a hint now (the Hint button and H): a human
        with the hint on, in a step that has a move to advise, no final scoring running."""
        turns = self.turns
        if turns.computer_decides or self.finale is not None or not self.hints:
            return False
        return turns.step is not Step.OVER and not self.state.finished and self.seat_help().hint
