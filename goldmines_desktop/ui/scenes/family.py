"""Family records: each player's games, wins and bests with their dates, the computer levels
apart, and who has beaten whom (the head-to-head grid). Scrolls with the wheel, the arrow
keys and Page Up/Down when there are many names; Escape or Back returns to the menu."""

from __future__ import annotations

from datetime import datetime

import pygame

from ...family.book import BESTS, COMPUTER, Book, Person
from ...files.dates import day
from ...files.records_job import RecordsJob
from ...i18n import N_, _
from ..hud.family_news import display_name
from ..scene import Host, Scene
from ..widgets import theme
from ..widgets.controls import Button
from ..widgets.focus import FocusGroup
from ..widgets.panels import (
    blit_text,
    draw_heading,
    draw_panel,
    draw_table,
    px,
    text_px,
    ui_scale,
    wrap_text,
)

COLUMNS = (
    N_("Games"),
    N_("Wins"),
    N_("Best score"),
    N_("Biggest city (tiles)"),
    N_("Longest road (tiles)"),
    N_("Most gold (ingots)"),
)
GRID_NAMES = 8  # names in the head-to-head grid (the ones who played most)


class FamilyScene(Scene):
    """The family's records, read (or worked out again) off the window's thread when the
    screen opens."""

    swipe_scrolls = True  # a finger's swipe up or down scrolls, as the wheel does

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.records: RecordsJob | None = RecordsJob.reading()  # until it is done
        self.book, self.message = Book(), ""
        self.scroll = 0
        self.content_height = 0
        self.back_button = Button(_("Back to the menu"), self.back, primary=False)
        self.focus = FocusGroup([self.back_button])
        self.resized(app.size)

    def back(self) -> None:
        self.app.show("menu")

    def update(self, dt: float) -> None:
        records = self.records
        if records is not None and records.done:
            self.book, self.message, self.records = records.book, records.message or "", None

    def resized(self, size: tuple[int, int]) -> None:
        scale = ui_scale(size)
        self.back_button.rect = pygame.Rect(0, 0, px(300, scale), px(54, scale))
        self.back_button.rect.midbottom = (size[0] // 2, size[1] - px(14, scale))
        self.back_button.font_size = px(26, scale)

    def entered(self) -> None:
        self.resized(self.app.size)

    def view_rect(self, size: tuple[int, int]) -> pygame.Rect:
        scale = ui_scale(size)
        top = px(130, scale)
        bottom = self.back_button.rect.top - px(12, scale)
        return pygame.Rect(px(30, scale), top, size[0] - px(60, scale), max(0, bottom - top))

    def scroll_by(self, pixels: int) -> None:
        room = self.view_rect(self.app.size).height
        self.scroll = max(0, min(self.scroll + pixels, max(0, self.content_height - room)))

    def handle(self, event: pygame.event.Event) -> None:
        step = px(60, ui_scale(self.app.size))
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_DOWN: step,
                pygame.K_UP: -step,
                pygame.K_PAGEDOWN: step * 6,
                pygame.K_PAGEUP: -step * 6,
            }
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
            if event.key in keys:
                self.scroll_by(keys[event.key])
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step)
            return
        self.focus.handle(event)

    # --- drawing ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface)
        width, height = surface.get_size()
        s = ui_scale((width, height))
        subtitle = _("Everyone who played on this computer, and their best games")
        draw_heading(surface, _("Family records"), subtitle, px(60, s), (width // 2, px(44, s)))
        view = self.view_rect((width, height))
        draw_panel(surface, view, px(18, s))
        inner = view.inflate(-px(24, s), -px(16, s))
        previous = surface.get_clip()
        surface.set_clip(inner)
        self.content_height = self._draw_content(surface, inner, s) + px(16, s)
        surface.set_clip(previous)
        self._draw_scrollbar(surface, view, s)
        self.focus.draw(surface)
        if self.message:
            blit_text(
                surface,
                self.message[:160],
                px(18, s),
                (width // 2, height - px(2, s)),
                theme.TABLE_ALERT,
                "semibold",
                "midbottom",
            )

    def _draw_scrollbar(self, surface: pygame.Surface, view: pygame.Rect, s: float) -> None:
        """A thumb at the panel's right edge when there is more than fits."""
        if self.content_height <= view.height:
            return
        track = view.inflate(0, -px(24, s))
        length = max(px(30, s), track.height * view.height // self.content_height)
        room = self.content_height - view.height
        top = track.top + (track.height - length) * self.scroll // max(1, room)
        thumb = pygame.Rect(view.right - px(10, s), top, px(6, s), length)
        pygame.draw.rect(surface, theme.WOOD, thumb, border_radius=px(3, s))

    def _draw_content(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> int:
        y = area.top - self.scroll
        humans, computers = self.book.humans(), self.book.computers()
        if not humans and not computers:
            blit_text(
                surface,
                _("No finished games yet: play a game to the end and it counts here.")
                if self.records is None
                else _("Working out the family records from the finished games..."),
                px(24, s),
                (area.centerx, area.top + px(40, s)),
                theme.INK_SOFT,
                "semibold",
                "midtop",
            )
            return px(80, s)
        y = self._people(surface, area, y, _("Players"), humans, s)
        if computers:
            y = self._people(
                surface, area, y + px(16, s), _("The computer, by level"), computers, s
            )
        y = self._grid(surface, area, y + px(16, s), [*humans, *computers][:GRID_NAMES], s)
        return y + self.scroll - area.top

    def _people(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        y: int,
        title: str,
        people: list[tuple[str, Person]],
        s: float,
    ) -> int:
        blit_text(surface, title, px(26, s), (area.left, y), theme.WOOD_DARK, "bold")
        y += px(36, s)
        name_w = min(px(260, s), area.width // 4)
        col_w = (area.width - name_w) // len(COLUMNS)
        size = text_px(17, s)
        face = theme.font(size, "semibold")
        heads = [wrap_text(_(label), face, col_w - px(8, s), "family column") for label in COLUMNS]
        for index, lines in enumerate(heads):
            x = area.left + name_w + index * col_w + col_w // 2
            for line_no, line in enumerate(lines):
                at = (x, y + line_no * (size + 2))
                blit_text(surface, line, size, at, theme.INK_SOFT, "semibold", "midtop")
        y += max(px(28, s), max(len(lines) for lines in heads) * (size + 2) + px(6, s))
        row_h = max(px(50, s), text_px(22, s) + text_px(14, s) + px(12, s))
        for number, (key, person) in enumerate(people):
            row = pygame.Rect(area.left, y, area.width, row_h - px(4, s))
            fill = theme.ROW_ODD if number % 2 else theme.ROW_EVEN
            pygame.draw.rect(surface, fill, row, border_radius=px(8, s))
            name = _grid_name(self.book, key) if key.startswith(COMPUTER) else person.name
            blit_text(
                surface,
                name[:24],
                px(22, s),
                (row.left + px(10, s), row.centery),
                theme.INK,
                "semibold",
                "midleft",
            )
            cells: list[tuple[str, str]] = [(str(person.games), ""), (str(person.wins), "")]
            for best in BESTS:
                found = person.bests.get(best)
                cells.append((str(found.value), _date(found.date)) if found else ("–", ""))
            for index, (value, when) in enumerate(cells):
                x = area.left + name_w + index * col_w + col_w // 2
                centre_y = row.centery - (px(8, s) if when else 0)
                blit_text(surface, value, px(22, s), (x, centre_y), theme.INK, "bold", "center")
                if when:
                    blit_text(
                        surface,
                        when,
                        text_px(14, s),
                        (x, row.bottom - px(3, s)),
                        theme.INK_SOFT,
                        "regular",
                        "midbottom",
                    )
            y += row_h
        return y

    def _grid(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        y: int,
        people: list[tuple[str, Person]],
        s: float,
    ) -> int:
        if len(people) < 2:
            return y
        blit_text(
            surface,
            _("Head to head: the wins of each row against each column"),
            px(26, s),
            (area.left, y),
            theme.WOOD_DARK,
            "bold",
        )
        y += px(38, s)
        name_w = min(px(260, s), area.width // 4)
        col_w = (area.width - name_w) // len(people)
        names = [_grid_name(self.book, key) for key, _p in people]
        for index, name in enumerate(names):
            x = area.left + name_w + index * col_w + col_w // 2
            size = text_px(17, s)
            blit_text(surface, name, size, (x, y), theme.INK_SOFT, "semibold", "midtop")
        y += px(28, s)
        for row_index, (winner, _p) in enumerate(people):
            row = pygame.Rect(area.left, y, area.width, px(40, s))
            fill = theme.ROW_ODD if row_index % 2 else theme.ROW_EVEN
            pygame.draw.rect(surface, fill, row, border_radius=px(8, s))
            blit_text(
                surface,
                names[row_index],
                px(20, s),
                (row.left + px(10, s), row.centery),
                theme.INK,
                "semibold",
                "midleft",
            )
            for index, (loser, _q) in enumerate(people):
                pair = self.book.pairs.get((winner, loser))
                text = "·" if winner == loser else str(pair.wins if pair else 0)
                x = area.left + name_w + index * col_w + col_w // 2
                blit_text(surface, text, px(20, s), (x, row.centery), theme.INK, "bold", "center")
            y += px(44, s)
        return y


def _grid_name(book: Book, key: str) -> str:
    if key.startswith(COMPUTER):
        return _("Computer ({level})").format(level=_(key[len(COMPUTER) :]))
    return display_name(book, key)[:16]


def _date(when: int) -> str:
    try:
        return day(datetime.fromtimestamp(when))
    except (OverflowError, OSError, ValueError):
        return ""
