"""The Abbot as an expansion: each player's abbot goes on a monastery or a garden of the new
tile (only it may stand on a garden), and may be taken back instead of placing a figure."""

from __future__ import annotations

from ...i18n import _
from ..events import FigureReturned
from ..features import completed_now, segment_name
from ..hooks import Events, Expansion, register
from ..moves import Move, PlaceFigure, Reason, Refusal, ReturnAbbot, refusal
from ..scoring import score_feature
from ..state import GameState
from ..values import Figure, Options, SegRef

CLOISTERS = ("monastery", "garden")  # where the abbot may stand


class Abbot(Expansion):
    name = "abbot"
    title = "The Abbot"
    figures = ("abbot",)
    moves = (ReturnAbbot,)
    spots = frozenset(CLOISTERS)

    def is_on(self, options: Options) -> bool:
        return options.abbot

    def figure_moves(self, state: GameState, player: int, kind: str, name: str) -> list[Move]:
        if state.abbots[player] is None:
            return [PlaceFigure("abbot", name)]
        return []

    def own_moves(self, state: GameState, player: int) -> list[Move]:
        at = state.abbots[player]
        return [] if at is None else [ReturnAbbot(at[0], at[1])]

    def not_in_game(self) -> Refusal | None:
        return refusal(Reason.NO_ABBOT, _("The Abbot is not in this game"))

    def why_not_figure(self, state: GameState, move: Move, kind: str | None) -> Refusal | None:
        if isinstance(move, ReturnAbbot):
            ref = state.abbots[state.active]
            if ref is None or (ref[0], ref[1]) != (move.x, move.y):
                where = f"return_abbot at ({move.x}, {move.y})"
                return refusal(Reason.ABBOT_NOT_THERE, _("your abbot is not there"), where)
            return None
        if kind not in CLOISTERS:
            return refusal(Reason.ABBOT_SPOT, _("the abbot can only go on a monastery or a garden"))
        if state.abbots[state.active] is not None:
            return refusal(Reason.ABBOT_OUT, _("your abbot is already on the board"))
        return None

    def play_figure(self, state: GameState, move: Move, events: Events) -> None:
        """Take the abbot back. From an unfinished monastery or garden it scores at once,
        without gold. From one the tile just placed completed, it stays until the score step:
        there the feature scores as completed (9 to the abbot's owner, its majority), the owner
        takes its gold like any majority owner, and the abbot goes home with the other
        figures."""
        player = state.active
        ref = state.abbots[player]
        assert ref is not None
        feature = state.feature_of(ref)
        if completed_now(state, feature):
            return
        events.append(score_feature(state, feature, None, abbot_returned=True))
        state._set_figures(feature.id, ())
        state._edit_supplies().abbots[player] = None
        name = segment_name(state, ref)
        events.append(FigureReturned(player, "abbot", ref[0], ref[1], name, feature.kind))

    def take_figure(self, state: GameState, figure: PlaceFigure, ref: SegRef) -> None:
        state._edit_supplies().abbots[state.active] = ref

    def figure_home(self, state: GameState, figure: Figure) -> None:
        state._edit_supplies().abbots[figure.player] = None


ABBOT = register(Abbot())
