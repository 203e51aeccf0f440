"""The builder's double turn (Traders & Builders) as the table says it: the same player goes on
with a second tile because the first one grew the road or city of their builder.

The engine tells it with events: ``SecondPartEarned`` (the tile, the road or city) as the first
tile lands, ``SecondPartStarted`` as ending the first part hands the same player a second tile
instead of passing the turn on. A game opened during its second part finds the first in its
record. No pygame here.
"""

from __future__ import annotations

from ...engine import (
    GameState,
    IllegalMoveError,
    SecondPartEarned,
    from_prepared_board,
    game_start,
    steps,
)
from ...i18n import N_, _
from ...wording import is_you

#: the big banner as the second tile starts, by the feature that grew: (to the player at the
#: table, about a computer seat)
BANNER = {
    "road": (
        N_("Second tile: your builder's road grew"),
        N_("{name}'s second tile: the builder's road grew"),
    ),
    "city": (
        N_("Second tile: your builder's city grew"),
        N_("{name}'s second tile: the builder's city grew"),
    ),
}


def earned_in(state: GameState) -> SecondPartEarned | None:
    """The event that earned the second part the turn is in, read from the game's record (a
    game opened during it); None when the turn is not in its second part or the record cannot
    tell (a game set up from a board map)."""
    if not state.second_part or from_prepared_board(state):
        return None
    try:
        replayed = game_start(state)
        found = [
            event
            for step in steps(replayed, state.moves)
            for event in step.events
            if isinstance(event, SecondPartEarned)
        ]
    except (IllegalMoveError, ValueError):  # a state that replayed once replays again
        return None
    return found[-1] if found else None


def banner_words(feature: str, name: str, computer: bool) -> str:
    """The big banner as the second tile starts: "Second tile: your builder's road grew"."""
    to_player, about = BANNER[feature]
    return _(about).format(name=name) if computer else _(to_player)


def title_words(name: str) -> str:
    """The panels' title during the second part: "Ann's second tile", "Your second tile"."""
    if is_you(name) or name == _("You"):
        return _("Your second tile")
    return _("{name}'s second tile").format(name=name)
