"""Tagesrätsel calendar: a bookmark for every day the word was found, the streak, today's puzzle."""
from __future__ import annotations

import calendar as cal
import datetime

import pygame

from game.buch.daily import REPLAY_SHORT
from game.buch.rules import BuchMode
from game.input.actions import Act, Action
from game.plural import count
from game.render import buch_art as art
from game.render.buch_draw import blit_center, text
from game.render.fonts import Face
from game.render.theme import Buch
from game.scenes.base import Scene
from game.scenes.buch.commands import CalendarCommand
from game.scenes.buch.common import is_night, pal, scale_for
from game.scenes.buch.progress import progress_for
from game.scenes.buch.still_damage import StillScreen
from game.widgets.book_button import BookButton, BookStyle
from game.widgets.button import route

MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember")
WEEKDAYS = ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So")


class CalendarScene(Scene):
    """Month view of the daily puzzle."""

    name = "buch.calendar"

    def __init__(self, app, today: datetime.date | None = None) -> None:
        super().__init__(app)
        self.today = today or datetime.date.today()
        self.month = (self.today.year, self.today.month)
        self.night = is_night(app)
        self.buttons: list[BookButton] = []
        self.cells: list[tuple[datetime.date, pygame.Rect]] = []
        self._still = StillScreen()  # frame damage: buttons and the month as last drawn
        self._reads = 0  # how often the bookmarks were read (a new read draws the card anew)
        self._reload()

    def _reload(self) -> None:
        """Read the current profile's bookmarks, best rounds and streak from the store (not per frame)."""
        prog = progress_for(self.app)
        self.found = prog.daily_found
        self.best = prog.daily_best
        self.streak = prog.streak(self.today)
        self.bonus_open = prog.daily_bonus_open(self.today)  # today's word not yet revealed to this profile
        self._reads += 1

    def enter(self) -> None:
        """Read the bookmarks, lay out."""
        self._reload()
        self.resize(self.app.size)

    def resume(self) -> None:
        """Back from the puzzle: read again."""
        self._reload()
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """Calendar card centred; buttons below."""
        self.size = size
        w, h = size
        s = self.s = scale_for(size)
        cw = int(min(w - 40 * s, 720 * s))
        ch = int(min(h - 200 * s, 560 * s))
        self.card = pygame.Rect((w - cw) // 2, int(90 * s), cw, ch)
        size48 = int(48 * s)
        played = self.today.isoformat() in self.best
        label = "Rätsel von heute spielen" if not played else "Heute nochmal (ohne +500)"
        bw = int(min(w - 40 * s, 420 * s))
        self.buttons = [
            BookButton(CalendarCommand.PLAY, pygame.Rect((w - bw) // 2, self.card.bottom + int(24 * s), bw, int(62 * s)), label, "play",
                       style=BookStyle.PRIMARY, night=self.night, s=s),
            BookButton(CalendarCommand.BACK, pygame.Rect(int(20 * s), int(14 * s), size48, size48), icon="back", style=BookStyle.ICON,
                       night=self.night, s=s),
            BookButton(CalendarCommand.PREV, pygame.Rect(self.card.x + int(16 * s), self.card.y + int(14 * s), size48, size48), icon="back",
                       style=BookStyle.ICON, night=self.night, s=s),
            BookButton(CalendarCommand.NEXT, pygame.Rect(self.card.right - int(16 * s) - size48, self.card.y + int(14 * s), size48, size48),
                       icon="forward", style=BookStyle.ICON, night=self.night, s=s),
        ]
        self._cells()

    def _cells(self) -> None:
        y, m = self.month
        s = self.s
        grid = pygame.Rect(self.card.x + 24 * s, self.card.y + 110 * s, self.card.w - 48 * s, self.card.h - 170 * s)
        cw = grid.w / 7
        weeks = cal.Calendar(0).monthdatescalendar(y, m)
        rh = grid.h / len(weeks)
        self.grid = grid
        self.cells = []
        for wi, week in enumerate(weeks):
            for di, day in enumerate(week):
                if day.month != m:
                    continue
                self.cells.append((day, pygame.Rect(int(grid.x + di * cw + 3), int(grid.y + wi * rh + 3), int(cw - 6), int(rh - 6))))

    def handle(self, action: Action) -> bool:
        """Month arrows, play, back."""
        _, clicked = route(self.buttons, action)
        if clicked is not None:
            if clicked.command is CalendarCommand.PLAY:
                from game.scenes.buch import open_board

                open_board(self.app, BuchMode.TAGESRAETSEL, date=self.today)
            elif clicked.command is CalendarCommand.BACK:
                from game.scenes.buch import go_back

                go_back(self.app)
            else:
                self.shift(-1 if clicked.command is CalendarCommand.PREV else 1)
            return True
        if action.kind == Act.LEFT:
            self.shift(-1)
            return True
        if action.kind == Act.RIGHT:
            self.shift(1)
            return True
        if action.kind == Act.CONFIRM:
            from game.scenes.buch import open_board

            open_board(self.app, BuchMode.TAGESRAETSEL, date=self.today)
            return True
        if action.kind == Act.BACK:
            from game.scenes.buch import go_back

            go_back(self.app)
            return True
        return action.kind in (Act.POINTER_DOWN, Act.POINTER_UP, Act.POINTER_MOVE)

    def shift(self, months: int) -> None:
        """Show another month (never beyond the current one)."""
        y, m = self.month
        m += months
        y += (m - 1) // 12
        m = (m - 1) % 12 + 1
        if (y, m) > (self.today.year, self.today.month):
            return
        self.month = (y, m)
        self._cells()

    def damage(self) -> list[pygame.Rect] | None:
        """Buttons that look different; the card when the month or the bookmarks change; all after a new size."""
        chip = pygame.Rect(self.size[0] // 2, 0, self.size[0] // 2, int(70 * self.s))
        parts = {"card": (self.card.inflate(16, 16), (self.month, self._reads)), "chip": (chip, self.streak)}
        return self._still.changed((self.night, self.size), self.buttons, parts)

    def draw(self, surface: pygame.Surface) -> None:
        """Card with the month grid, bookmarks and the streak."""
        s = self.s
        night = self.night
        p = pal(night)
        surface.blit(art.shelves(self.size, night), (0, 0))
        surface.blit(text(Face.TITLE, 42 * s, "Tagesrätsel", p.TEXT), (84 * s, 14 * s))
        streak = self.streak
        chip = art.chip(f"Serie: {count(streak, 'Tag')}", p.GOLD, (40, 28, 18) if night else (255, 248, 232),
                        int(40 * s), "bookmark")
        surface.blit(chip, chip.get_rect(topright=(self.size[0] - 24 * s, 18 * s)))
        c = self.card
        surface.blit(art.card(c.size, night), (c.x - 8, c.y - 8))
        ink = (50, 36, 24)
        y, m = self.month
        blit_center(surface, text(Face.GARAMOND_BOLD, 30 * s, f"{MONTHS[m - 1]} {y}", ink), (c.centerx, c.y + 38 * s))
        pygame.draw.line(surface, p.CARD_RED, (c.x + 14 * s, c.y + 70 * s), (c.right - 14 * s, c.y + 70 * s), 1)
        pygame.draw.line(surface, p.CARD_RED, (c.x + 14 * s, c.y + 73 * s), (c.right - 14 * s, c.y + 73 * s), 1)
        cw = self.grid.w / 7
        for i, wd in enumerate(WEEKDAYS):
            blit_center(surface, text(Face.JOST_SEMI, 13 * s, wd.upper(), (110, 94, 74), tracking=1.2 * s),
                        (self.grid.x + (i + 0.5) * cw, self.grid.y - 18 * s))
        found = self.found
        for day, r in self.cells:
            future = day > self.today
            key = day.isoformat()
            bg = (250, 244, 230) if not future else (236, 228, 210)
            pygame.draw.rect(surface, bg, r, border_radius=int(6 * s))
            pygame.draw.rect(surface, (200, 186, 160), r, 1, border_radius=int(6 * s))
            if day == self.today:
                pygame.draw.rect(surface, Buch.RIBBON, r, max(2, int(2.5 * s)), border_radius=int(6 * s))
            surface.blit(text(Face.JOST_SEMI, 15 * s, str(day.day), ink if not future else (170, 158, 138)), (r.x + 7 * s, r.y + 4 * s))
            if key in found:
                mark = pygame.Surface((int(16 * s), int(r.h * 0.8)), pygame.SRCALPHA)
                art.draw_icon(mark, "bookmark", (mark.get_width() / 2, mark.get_height() / 2), mark.get_height() * 0.95, Buch.RIBBON)
                surface.blit(mark, (r.right - mark.get_width() - 6 * s, r.y - 2))
            best = self.best.get(key)
            if best:
                t = text(Face.JOST, 12 * s, str(best), (110, 94, 74))
                surface.blit(t, t.get_rect(bottomleft=(r.x + 7 * s, r.bottom - 3 * s)))
        note = "Lesezeichen: Tageswort gefunden · Zahl: beste Runde des Tages"
        if not self.bonus_open:
            note = f"Tageswort heute aufgelöst · {REPLAY_SHORT}"
        blit_center(surface, text(Face.JOST, 13 * s, note, (110, 94, 74)), (c.centerx, c.bottom - 22 * s))
        for b in self.buttons:
            b.draw(surface)
