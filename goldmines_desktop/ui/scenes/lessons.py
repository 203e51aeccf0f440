"""Learn to play: the list of lessons, finished ones ticked (remembered in the settings).

Each lesson is a Tiled map in ``art/lessons``; choosing one asks the app for the "lesson"
screen (the board in play with the lesson's coach). A lesson map that cannot be read shows its
message (in the player's language, wrapped under the list) instead of opening.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame

from ...files.boards import BoardError
from ...files.lessons import Lesson, lesson_paths, load_lesson
from ...i18n import N_, _
from ..scene import Host, Scene
from ..widgets import text_fit, theme
from ..widgets.controls import Button
from ..widgets.focus import FocusGroup
from ..widgets.panels import (
    blit_text,
    draw_backing,
    draw_heading,
    draw_table,
    px,
    stack_rects,
    ui_scale,
    wrap_text,
)

DONE = N_("{title}  (done)")
TICK_RADIUS, TICK_MARGIN = 15, 12  # the tick's disc and its room from the button's end
LIST_WIDTH = 620  # the buttons' width: room for a long title, "(done)" and the tick


def _draw_tick(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A green tick in a white disc at the right end of a finished lesson's button."""
    radius = px(TICK_RADIUS, scale)
    centre = (rect.right - radius - px(TICK_MARGIN, scale), rect.centery)
    pygame.draw.circle(surface, theme.LESSON_TICK_DISC, centre, radius)
    x, y = centre
    points = [
        (x - radius * 0.55, y),
        (x - radius * 0.1, y + radius * 0.45),
        (x + radius * 0.6, y - radius * 0.5),
    ]
    pygame.draw.lines(surface, theme.LESSON_TICK, False, points, max(3, radius // 4))


class LessonsScene(Scene):
    """The short lessons, each on a prepared board."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.lessons: list[tuple[Path, Lesson | None, str]] = []
        for path in lesson_paths():
            try:
                self.lessons.append((path, load_lesson(path, app.catalogue), ""))
            except BoardError as err:
                self.lessons.append((path, None, str(err)))
        self.message = ""
        self.focus = FocusGroup()
        self.buttons: list[Button] = []
        self.resized(app.size)

    def is_done(self, lesson: Lesson | None) -> bool:
        return lesson is not None and lesson.key in self.app.settings.lessons_done

    def label(self, lesson: Lesson | None, path: Path) -> str:
        done = self.is_done(lesson)
        if lesson is None:
            return _("{name} (cannot be opened)").format(name=path.stem)
        return _(DONE).format(title=lesson.title) if done else lesson.title

    def back(self) -> None:
        self.app.show("menu")

    def start(self, index: int) -> None:
        path, lesson, problem = self.lessons[index]
        if lesson is None:
            self.message = problem
            return
        self.app.show("lesson", path)

    def resized(self, size: tuple[int, int]) -> None:
        width, height = size
        scale = ui_scale(size)
        count = len(self.lessons) + 1
        top = int(height * 0.24)
        pitch = min(px(70, scale), (height - top - px(90, scale)) // count)
        rects = stack_rects(
            top,
            width // 2,
            px(LIST_WIDTH, scale),
            round(pitch * 0.8),
            pitch - round(pitch * 0.8),
            count,
        )
        self.buttons = []
        for index, ((path, lesson, _e), rect) in enumerate(zip(self.lessons, rects, strict=False)):
            button = Button(self.label(lesson, path), partial(self.start, index), primary=True)
            button.rect, button.font_size = rect, min(px(26, scale), round(rect.height * 0.5))
            if self.is_done(lesson):  # the label stays clear of the tick at the right end
                button.end_room = 2 * px(TICK_RADIUS + TICK_MARGIN, scale)
            self.buttons.append(button)
        back = Button(_("Back to the menu"), self.back, primary=False)
        back.rect, back.font_size = rects[-1], min(px(26, scale), round(rects[-1].height * 0.5))
        self.buttons.append(back)
        self.focus.set_widgets(self.buttons)
        first_new = next(
            (
                b
                for (p, les, _), b in zip(self.lessons, self.buttons, strict=False)
                if les is not None and les.key not in self.app.settings.lessons_done
            ),
            None,
        )
        if first_new is not None:
            self.focus.focus = first_new

    def entered(self) -> None:
        self.resized(self.app.size)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.show("menu")
            return
        self.focus.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        width, height = surface.get_size()
        scale = ui_scale((width, height))
        subtitle = _("Short lessons: learn by playing, one step at a time.")
        top = (width // 2, int(height * 0.1))
        draw_heading(surface, _("Learn to play"), subtitle, px(84, scale), top)
        rects = [b.rect for b in self.buttons]
        draw_backing(surface, rects, (px(60, scale), px(50, scale)), px(20, scale))
        self.focus.draw(surface)
        for button in self.buttons:
            if button.end_room:
                _draw_tick(surface, button.rect, scale)
        if self.message:
            self._draw_message(surface, scale)

    def _draw_message(self, surface: pygame.Surface, scale: float) -> None:
        """Why the chosen lesson cannot be opened, under the list: two lines, or three a step
        smaller when the words need them."""
        width, height = surface.get_size()
        room = width - px(48, scale)
        for size, most in ((px(20, scale), 2), (px(17, scale), 3)):
            lines = wrap_text(self.message, theme.font(size, "semibold"), room, "lesson refusal")
            if len(lines) <= most:
                break
        text_fit.lines_fit(len(lines), most, "lesson refusal", self.message)
        bottom = height - px(14, scale)
        for line in reversed(lines[:most]):
            drawn = blit_text(
                surface,
                line,
                size,
                (width // 2, bottom),
                theme.TABLE_ALERT,
                "semibold",
                "midbottom",
                room,
            )
            bottom = drawn.top
