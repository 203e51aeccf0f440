"""The replay viewer: watch a game again on the real board, and play on from any turn.

Screen "watch" (from the results, the Load screen's finished games and ``goldmines watch``)
shows a :class:`.Replay` through a :class:`.ReplayCursor`: buttons step a move or a turn back
and forward and play or pause at 1x, 2x or 4x; the timeline jumps to a turn; keys do the same
(Left/Right a move, Ctrl+Left/Right a turn, Home/End, Space play/pause, Esc back). "Play on from
here" starts a new game at the start of the turn shown, with the same seats, whose record begins
with the old record's moves up to there. Other features may add panels to the right-hand column
(``side_panels``, see :class:`.SidePanel`).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import _
from ..board.coach_ghost import draw_ghost
from ..board.coach_panel import CoachPanel
from ..board.replay_view import ReplayView, SidePanel
from ..hud.chart import point_at
from ..scene import Host, Scene
from ..table.replay_cursor import SPEEDS, Replay, ReplayCursor
from ..widgets.controls import Button, Widget
from ..widgets.focus import FocusGroup
from ..widgets.panels import px
from ..widgets.timeline import Timeline

TRANSPORT_W = 88  # design widths of the bar's buttons (shrunk together when the bar is short)
SPEED_W = 50
PLAY_ON_W = 196
COACH_W = 110
BACK_W = 100
GAP = 8


class WatchScene(Scene):
    """A finished (or saved) game, move by move."""

    def __init__(self, app: Host, replay: Replay, position: int = 0) -> None:
        super().__init__(app)
        self.cursor = ReplayCursor(replay, position)
        self.view = ReplayView(replay, app.size, app.settings.ui_scale)
        self.side_panels: list[SidePanel] = []  # more panels under the chart (a coach, ...)
        self.timeline = Timeline(len(replay.stops), self._chose_stop)
        self.turn_back = Button(_("« Turn"), lambda: self._moved(self.cursor.step_turn, -1))
        self.move_back = Button(_("‹ Move"), lambda: self._moved(self.cursor.step, -1))
        self.play = Button(_("Play"), self.toggle_play)
        self.move_on = Button(_("Move ›"), lambda: self._moved(self.cursor.step, 1))
        self.turn_on = Button(_("Turn »"), lambda: self._moved(self.cursor.step_turn, 1))
        self.speeds = {speed: self._speed_button(speed) for speed in SPEEDS}
        self.coach: CoachPanel | None = None  # made the first time the Coach is shown
        self.coach_button = Button(_("Coach"), self.toggle_coach, primary=False)
        self.play_on = Button(_("Play on from here"), self.play_on_from_here, primary=False)
        self.back = Button(_("Back"), self.close, primary=False)
        self.focus = FocusGroup(self.widgets())
        self.focus.focus = self.play
        self._sync()
        self.resized(app.size)

    def _speed_button(self, speed: int) -> Button:
        return Button(_("{n}x").format(n=speed), lambda: self.set_speed(speed), primary=False)

    def widgets(self) -> list[Widget]:
        transport = [self.turn_back, self.move_back, self.play, self.move_on, self.turn_on]
        speeds = self.speeds.values()
        return [self.timeline, *transport, *speeds, self.coach_button, self.play_on, self.back]

    # --- what the controls do -----------------------------------------------------------------

    def _moved(self, how: Callable[[int], None], amount: int) -> None:
        how(amount)
        self._sync()

    def _chose_stop(self, index: int) -> None:
        self.cursor.go_to_stop(index)
        self._sync()

    def toggle_play(self) -> None:
        self.cursor.toggle_play()
        self._sync()

    def set_speed(self, speed: int) -> None:
        self.cursor.set_speed(speed)
        self._sync()

    def toggle_coach(self) -> None:
        """Show or hide the Coach panel; the first time, the coach starts reviewing the game
        (off the window's thread: the panel shows its progress)."""
        if self.coach is None:
            self.coach = CoachPanel(self.cursor.replay.coach_turns(), self.view.layout.scale)
            self.coach.start()
        if self.coach in self.side_panels:
            self.side_panels.remove(self.coach)
        else:
            self.side_panels.append(self.coach)
        self.coach_button.primary = self.coach in self.side_panels

    def close(self) -> None:
        self.app.pop()

    def left(self) -> None:
        if self.coach is not None:
            self.coach.stop()

    def play_on_from_here(self) -> None:
        """A new game at the start of the turn shown, the same seats, the record's moves up to
        there (it gets an autosave of its own at once)."""
        state = self.cursor.play_on_state()
        if state is not None:
            self.app.show("game", state)

    def _sync(self) -> None:
        """The controls say what the cursor holds now."""
        cursor = self.cursor
        self.timeline.index = cursor.stop_index
        self.play.label = _("Pause") if cursor.playing else _("Play")
        for speed, button in self.speeds.items():
            button.primary = speed == cursor.speed
        self.move_back.enabled = self.turn_back.enabled = cursor.position > 0
        self.move_on.enabled = self.turn_on.enabled = not cursor.at_end
        self.play_on.enabled = cursor.play_on_state() is not None

    # --- Scene --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and (self._coach_click(event) or self._chart_click(event)):
            return
        self.focus.handle(event)

    def _chart_click(self, event: pygame.event.Event) -> bool:
        """A click on the score chart: the viewer goes to the turn under the pointer (its
        last point, the final scoring, is the game's end)."""
        plot, font = self.view.chart_plot()
        points = max((len(line) for line in self.view.series), default=0)
        index = point_at(plot, points, font, event.pos)
        if index is None:
            return False
        self.cursor.playing = False
        self.cursor.go_to_stop(index)
        self._sync()
        return True

    def _coach_click(self, event: pygame.event.Event) -> bool:
        """A click on a costly turn's badge on the chart, or its line in the coach's list:
        the viewer goes to that turn (its last move shown, the better turn's ghost beside)."""
        coach = self.coach
        if coach is None or coach not in self.side_panels:
            return False
        turn = coach.turn_at(self.view, event.pos)
        if turn is None:
            return False
        self.cursor.playing = False
        self.cursor.go_to_stop(turn)
        self._sync()
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        """The viewer's keys; Tab and Enter stay the focus ring's."""
        key, ctrl = event.key, bool(event.mod & pygame.KMOD_CTRL)
        cursor = self.cursor
        if key == pygame.K_ESCAPE:
            self.close()
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            direction = -1 if key == pygame.K_LEFT else 1
            self._moved(cursor.step_turn if ctrl else cursor.step, direction)
        elif key == pygame.K_HOME:
            self._moved(lambda _n: cursor.home(), 0)
        elif key == pygame.K_END:
            self._moved(lambda _n: cursor.end(), 0)
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key == pygame.K_c:
            self.toggle_coach()
        elif key == pygame.K_m:
            self.app.toggle_mute()
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        if self.cursor.update(dt):
            self.app.audio.play("click")
        self._sync()

    def settled(self) -> str | None:
        return None if self.cursor.playing else f"watch {self.cursor.position}"

    def resized(self, size: tuple[int, int]) -> None:
        self.view.resize(size, self.app.settings.ui_scale)
        bar, s = self.view.layout.bar, self.view.layout.scale
        pad = px(14, s)
        self.timeline.rect = pygame.Rect(bar.left + pad, bar.top + px(8, s), bar.width - 2 * pad, 0)
        self.timeline.rect.height = px(40, s)
        widths = [TRANSPORT_W] * 5 + [SPEED_W] * len(SPEEDS) + [COACH_W, PLAY_ON_W, BACK_W]
        room = bar.width - 2 * pad
        # the gaps: 10 between the 11 buttons, 2 more before the speeds and before the Coach
        # button (a gap of 3), 1 more after it, and at least 3 between the 4x and the Coach
        needed = (sum(widths) + GAP * (10 + 2 * 2 + 1 + 3)) * s
        fit = min(1.0, room / needed) * s
        height = px(48, s)
        x, y = bar.left + pad, bar.bottom - px(10, s) - height
        buttons = self.widgets()[1:]
        for index, (button, width) in enumerate(zip(buttons, widths, strict=True)):
            if index in (5, 5 + len(SPEEDS)):  # a wider gap between the groups
                x += px(GAP * 2, fit)
            button.rect = pygame.Rect(x, y, px(width, fit), height)
            button.font_size = px(22, fit)
            x = button.rect.right + px(GAP, fit)
        self.back.rect.right = bar.right - pad
        self.play_on.rect.right = self.back.rect.left - px(GAP, fit)
        self.coach_button.rect.right = self.play_on.rect.left - px(GAP * 2, fit)
        if self.coach is not None:
            self.coach.scale = s

    def draw(self, surface: pygame.Surface) -> None:
        coach = self.coach if self.coach in self.side_panels else None
        ghost = coach.ghost(self.cursor.replay, self.cursor.turn) if coach is not None else None
        self.view.also = (ghost.pos,) if ghost is not None else ()
        self.view.draw(surface, self.cursor, self.side_panels)
        if ghost is not None:
            draw_ghost(surface, self.view.board, ghost, self.view.layout.board)
        if coach is not None:
            coach.draw_marks(surface, self.view)
        self.focus.draw(surface)


def watch(app: Host, replay: Replay, position: int = 0) -> WatchScene:
    """Screen "watch": the viewer on ``replay``, at the position after ``position`` moves."""
    return WatchScene(app, replay, position)
