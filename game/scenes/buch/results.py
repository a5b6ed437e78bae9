"""Results of a Speedbuch round: score, stars or the word of the day, missed words, best list."""
from __future__ import annotations

import pygame

from game.buch import BuchGame, BuchMode
from game.buch.daily import REPLAY_SHORT
from game.buch.rules import MODE_NAMES
from game.input.actions import Act, Action
from game.plural import count
from game.render import buch_art as art
from game.render.buch_draw import blit_center, text
from game.render.damage import shows
from game.render.fonts import Face
from game.render.theme import Buch
from game.scenes.base import Scene
from game.scenes.buch.commands import ResultsCommand
from game.scenes.buch.common import is_night, pal, scale_for
from game.scenes.buch.minimap import draw_minimap
from game.scenes.buch.progress import progress_for
from game.scenes.buch.still_damage import StillScreen
from game.widgets.book_button import BookButton, BookStyle
from game.widgets.button import route

REASONS = {
    "time": "Die Zeit ist um", "fire": "Das Regal hat Feuer gefangen", "words_used": "Alle 20 Wörter gelegt",
    "moves_used": "Keine Züge mehr übrig", "goals_met": "Level geschafft", "quit": "Beendet und gewertet",
}
#: cached board pictures beyond the shown one are drawn ahead (one a frame) while they take less than this
PICTURE_BUDGET = 64 * 1024 * 1024
MODE_KEY = {BuchMode.DREI_MINUTEN: "3min", BuchMode.TAGESRAETSEL: "daily", BuchMode.ENDLOS: "endless", BuchMode.REISE: "journey"}


class ResultsScene(Scene):
    """Per-mode results with tappable missed words."""

    name = "buch.results"

    def __init__(self, app, game: BuchGame, level_id: int | None = None, rank: int = 0) -> None:
        super().__init__(app)
        self.game = game
        self.level_id = level_id
        self.rank = rank
        self.night = is_night(app)
        self._backdrop = art.Backdrop()
        self.missed = game.missed_words(6)
        self.selected = 0 if self.missed else -1
        self.show_daily = game.mode is BuchMode.TAGESRAETSEL and game.daily_path is not None
        self._snap: tuple[tuple[tuple[str, str], ...], ...] | None = None  # the daily start board, replayed once
        self.buttons: list[BookButton] = []
        self.rows: list[pygame.Rect] = []
        self.size = app.size
        self.t = 0.0
        self._still = StillScreen()  # frame damage: buttons and the changing parts as last drawn
        #: the board picture per shown selection (see ``_picture_key``), drawn once over the backdrop: a new
        #: selection costs one opaque blit instead of a folio and some fifty tiles at window size
        self._pictures: dict[tuple, pygame.Surface] = {}
        self.picture = pygame.Rect(0, 0, 0, 0)  # the minimap's rectangle (the folio reaches FOLIO_PAD beyond)
        self.board_box = pygame.Rect(0, 0, 0, 0)  # caption and folio: what one cached picture covers
        self._scratch: pygame.Surface | None = None  # where pictures are drawn (see _prepare_picture)
        self._read_progress()

    def _read_progress(self) -> None:
        """The profile's streak and own best rounds, read from the store once (not per frame)."""
        prog = progress_for(self.app)
        g = self.game
        self.streak = prog.streak(g.date) if g.mode is BuchMode.TAGESRAETSEL and g.date is not None else 0
        self.best_scores = prog.best.get(MODE_KEY[g.mode], [])

    def enter(self) -> None:
        """Lay out."""
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """Landscape: summary | board | lists; portrait: stacked."""
        self.size = size
        w, h = size
        s = scale_for(size)
        self.s = s
        m = int(24 * s)
        if w >= h:
            col = int((w - 4 * m) * 0.3)  # the board picture in the middle gets the widest column
            mid = w - 4 * m - 2 * col
            self.left = pygame.Rect(m, int(90 * s), col, h - int(110 * s))
            self.mid = pygame.Rect(2 * m + col, int(90 * s), mid, h - int(110 * s))
            self.right = pygame.Rect(3 * m + col + mid, int(90 * s), col, h - int(110 * s))
        else:
            # tall enough for every summary line, the journey's stars and the button row
            rows = len(self._summary_lines()) + (2 if self.game.mode is BuchMode.REISE else 0)
            self.left = pygame.Rect(m, int(90 * s), w - 2 * m, int((240 + 28 * rows) * s))
            mw = int((w - 3 * m) * 0.58)
            self.mid = pygame.Rect(m, self.left.bottom + m, mw, h - self.left.bottom - 2 * m)
            self.right = pygame.Rect(2 * m + mw, self.left.bottom + m, w - 3 * m - mw, h - self.left.bottom - 2 * m)
        bh = int(58 * s)
        g = self.game
        labels: list[tuple[ResultsCommand, str, BookStyle]] = []
        if g.mode is BuchMode.REISE:
            if g.stars and self.level_id and self.level_id < 40:
                labels.append((ResultsCommand.NEXT, f"Weiter zu Level {self.level_id + 1}", BookStyle.PRIMARY))
            labels.append((ResultsCommand.AGAIN, "Nochmal", BookStyle.SECONDARY if g.stars else BookStyle.PRIMARY))
            labels.append((ResultsCommand.MAP, "Zur Karte", BookStyle.SECONDARY))
        else:
            daily = g.mode is BuchMode.TAGESRAETSEL  # after this round the word is revealed: no +500 today
            labels.append((ResultsCommand.AGAIN, "Nochmal (ohne +500)" if daily else "Nochmal spielen", BookStyle.PRIMARY))
            if g.mode is BuchMode.TAGESRAETSEL:
                labels.append((ResultsCommand.CALENDAR, "Kalender", BookStyle.SECONDARY))
            labels.append((ResultsCommand.MENU, "Zum Menü", BookStyle.SECONDARY))
        y = self.left.bottom - len(labels) * (bh + 12 * s) + 12 * s if w >= h else self.left.bottom - bh
        self.buttons = []
        if w >= h:
            for i, (k, lab, st) in enumerate(labels):
                rect = pygame.Rect(self.left.x + 20 * s, int(y + i * (bh + 12 * s)) - 20 * s, self.left.w - 40 * s, bh)
                self.buttons.append(BookButton(k, rect, lab, style=st, night=self.night, s=s))
        else:
            bw = (self.left.w - 40 * s - (len(labels) - 1) * 12 * s) / len(labels)
            for i, (k, lab, st) in enumerate(labels):
                rect = pygame.Rect(int(self.left.x + 20 * s + i * (bw + 12 * s)), int(y - 20 * s), int(bw), bh)
                self.buttons.append(BookButton(k, rect, lab, style=st, night=self.night, s=s))
        M = self.mid
        self.picture = pygame.Rect(0, 0, int(M.w - 40 * s), int(min(M.h - 70 * s, (M.w - 40 * s) * 1.15)))
        self.picture.midtop = (M.centerx, int(M.y + 50 * s))
        folio = self.picture.inflate(2 * art.FOLIO_PAD, 2 * art.FOLIO_PAD)
        self.board_box = pygame.Rect(M.x, M.y, M.w, max(0, folio.bottom - M.y)).union(folio).clip(pygame.Rect((0, 0), size))
        self._pictures.clear()
        self._scratch = None
        self.rows = []
        ry = self.right.y + int(56 * s)
        for i in range(len(self.missed)):
            self.rows.append(pygame.Rect(self.right.x + 12 * s, ry + i * int(44 * s), self.right.w - 24 * s, int(40 * s)))

    def handle(self, action: Action) -> bool:
        """Buttons, missed-word rows, keys."""
        _, clicked = route(self.buttons, action)
        if clicked is not None:
            self._click(clicked.command)
            return True
        if action.kind == Act.POINTER_UP:
            for i, r in enumerate(self.rows):
                if r.collidepoint(action.pos):
                    self.selected = i
                    self.show_daily = False
                    return True
            if self.game.daily_path and self.mid.collidepoint(action.pos):
                self.show_daily = not self.show_daily
            return True
        if action.kind == Act.DOWN and self.missed:
            self.selected = (self.selected + 1) % len(self.missed)
            self.show_daily = False
            return True
        if action.kind == Act.UP and self.missed:
            self.selected = (self.selected - 1) % len(self.missed)
            self.show_daily = False
            return True
        if action.kind == Act.CONFIRM:
            self._click(self.buttons[0].command)
            return True
        if action.kind == Act.BACK:
            self._click(ResultsCommand.MAP if self.game.mode is BuchMode.REISE else ResultsCommand.MENU)
            return True
        return action.kind in (Act.POINTER_DOWN, Act.POINTER_MOVE)

    def _click(self, command: ResultsCommand) -> None:
        from game.scenes.buch import go_back, open_board

        g = self.game
        if command is ResultsCommand.AGAIN:
            if g.mode is BuchMode.TAGESRAETSEL:  # the same puzzle again: the same day
                open_board(self.app, g.mode, date=g.date, replace=True)
            else:
                open_board(self.app, g.mode, level_id=self.level_id, replace=True)
        elif command is ResultsCommand.NEXT:
            from game.scenes.buch.hall_intro import open_level

            open_level(self.app, (self.level_id or 0) + 1, replace=True)
        elif command is ResultsCommand.MAP:
            from game.scenes.buch.journey import JourneyScene

            below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) >= 2 else None
            won = bool(g.stars)
            if isinstance(below, JourneyScene):
                below.after_level(self.level_id or below.selected, won)
                self.app.stack.pop()
            else:
                journey = JourneyScene(self.app)
                journey.after_level(self.level_id or journey.selected, won)
                self.app.stack.replace(journey)
        elif command is ResultsCommand.CALENDAR:
            from game.scenes.buch.calendar import CalendarScene

            below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) >= 2 else None
            if isinstance(below, CalendarScene):
                self.app.stack.pop()
            else:
                self.app.stack.replace(CalendarScene(self.app, today=g.date))
        else:
            go_back(self.app)

    def update(self, dt: float) -> None:
        """Count-up clock; the board picture of the selection (and, one a frame, those of the other missed words)."""
        self.t += dt
        key = self._picture_key()
        if key is not None and key not in self._pictures:
            self._prepare_picture(key)
        elif len(self._pictures) * self._picture_bytes() < PICTURE_BUDGET:
            todo = next((("missed", i) for i in range(len(self.missed)) if ("missed", i) not in self._pictures), None)
            if todo is not None:
                self._prepare_picture(todo)

    def _picture_key(self) -> tuple | None:
        """Which board picture the middle shows: the daily start board, a missed word, or none."""
        if self.show_daily and self.game.daily_path and self._start_snapshot() is not None:
            return ("daily",)
        if 0 <= self.selected < len(self.missed):
            return ("missed", self.selected)
        return None

    def _picture_bytes(self) -> int:
        """Memory of one cached board picture."""
        return self.board_box.w * self.board_box.h * 4

    def _shown(self, key: tuple | None) -> tuple:
        """(start board, path, caption) of a picture key."""
        g = self.game
        if key == ("daily",):
            return self._start_snapshot(), g.daily_path, f"Das Tageswort {g.daily_word} auf dem Startbrett"
        if key is None:
            return None, None, "Keine verpassten Wörter"
        mw = self.missed[key[1]]
        if mw.on_start_board:
            cap = f"{mw.word} lag schon auf dem Startbrett"
        elif mw.after_words == 0:  # after a shuffle, before the first word
            cap = f"{mw.word} lag vor deinem ersten Wort hier"
        else:
            cap = f"{mw.word} lag nach {count(mw.after_words, 'Wort', 'Wörtern')} hier"
        return mw.board, mw.path, cap

    def _backdrop_surface(self) -> pygame.Surface:
        """Shelves with the three panels and, while a board picture shows, its folio (cached)."""
        night = self.night
        s = self.s
        parts = tuple((art.panel(r.size, night, int(16 * s)), r.topleft) for r in (self.left, self.mid, self.right))
        if self._picture_key() is not None:
            r = self.picture
            parts += ((art.folio(r.size, night), (r.x - art.FOLIO_PAD, r.y - art.FOLIO_PAD)),)
        return self._backdrop.get(art.shelves(self.size, night), parts)

    def _prepare_picture(self, key: tuple) -> None:
        """Draw the board picture of ``key`` once: the backdrop under the board box, caption, tiles and path."""
        box = self.board_box
        if box.w <= 0 or box.h <= 0:
            return
        # drawn in window coordinates (shifted ones could round a tile onto the next pixel) on a scratch surface
        # reaching to the box's far corner, clipped to the box; kept until every missed word has its picture
        if self._scratch is None or self._scratch.get_size() != box.bottomright:
            self._scratch = pygame.Surface(box.bottomright).convert()
        scratch = self._scratch
        scratch.set_clip(box)
        scratch.blit(self._backdrop_surface(), box, box)
        self._draw_picture(scratch, key)
        scratch.set_clip(None)
        self._pictures[key] = scratch.subsurface(box).copy()
        if all(("missed", i) in self._pictures for i in range(len(self.missed))):
            self._scratch = None

    def _shown_score(self) -> int:
        """The score as far as it has counted up (0.8 s)."""
        return int(self.game.score * min(1.0, self.t / 0.8))

    def damage(self) -> list[pygame.Rect] | None:
        """The counting score, the board picture and the rows when the selection moves, buttons that change."""
        s = self.s
        L = self.left
        score_h = text(Face.JOST_SEMI, 64 * s, "0", pal(self.night).GOLD).get_height()
        parts: dict = {
            "score": (pygame.Rect(L.x, int(L.y + 50 * s), L.w, int(score_h + 8 * s)), self._shown_score()),
            "board": (self.board_box, self._picture_key()),
            "tip": (self.mid.inflate(4, 4), self._picture_key() is None),
        }
        for i, row in enumerate(self.rows):
            parts[("row", i)] = (row.inflate(4, 4), i == self.selected and not self.show_daily)
        return self._still.changed((self.night, self.size), self.buttons, parts)  # another theme or size: all of it

    def draw(self, surface: pygame.Surface) -> None:
        """Background, summary, board picture, lists."""
        night = self.night
        p = pal(night)
        s = self.s
        g = self.game
        clip = surface.get_clip()  # a frame-damage pass draws only what meets its clip
        picture = self._pictures.get(self._picture_key() or ())
        if picture is not None and self.board_box.contains(clip):  # a new selection: its picture alone
            surface.blit(picture, self.board_box)
            self._draw_tip(surface)
            return
        surface.blit(self._backdrop_surface(), (0, 0))  # shelves and panels, cached
        title = text(Face.TITLE, 44 * s, f"Speedbuch · {MODE_NAMES[g.mode]}", p.TEXT)
        surface.blit(title, (24 * s, 20 * s))
        if shows(surface, self.left.inflate(8, 8)):
            self._draw_summary(surface)
        if shows(surface, self.mid.inflate(8, 8)):
            self._draw_board(surface)
        if shows(surface, self.right.inflate(8, 8)):
            self._draw_lists(surface)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        """Why the round ended, the score counting up, the summary lines, stars and buttons."""
        night = self.night
        p = pal(night)
        s = self.s
        g = self.game
        L = self.left
        reason = REASONS.get(g.end_reason.value if g.end_reason else "", "Runde vorbei")
        if g.mode is BuchMode.REISE and g.level is not None:
            reason = f"Level {g.level.id} · " + ("geschafft!" if g.stars else "nicht geschafft")
        surface.blit(text(Face.GARAMOND_BOLD, 26 * s, reason, p.TEXT), (L.x + 20 * s, L.y + 16 * s))
        score = text(Face.JOST_SEMI, 64 * s, f"{self._shown_score():,}".replace(",", "\u2009"), p.GOLD)
        surface.blit(score, (L.x + 20 * s, L.y + 54 * s))
        surface.blit(text(Face.JOST, 15 * s, "Punkte", p.MUTED), (L.x + 24 * s + score.get_width(), L.y + 54 * s + score.get_height() - 30 * s))
        y = L.y + 60 * s + score.get_height()
        lines = self._summary_lines()
        for ln in lines:
            surface.blit(text(Face.JOST, 17 * s, ln, p.TEXT), (L.x + 22 * s, y))
            y += 28 * s
        if g.mode is BuchMode.REISE:
            for i in range(3):
                c = (L.x + 40 * s + i * 46 * s, y + 28 * s)
                art.star(surface, c, 20 * s, Buch.GOLD_MID if i < g.stars else (120, 104, 84), outline=(90, 60, 20))
        for b in self.buttons:
            b.draw(surface)

    def _draw_board(self, surface: pygame.Surface) -> None:
        """The board picture: where the selected missed word (or the word of the day) lay."""
        key = self._picture_key()
        picture = self._pictures.get(key or ())
        if picture is not None:
            surface.blit(picture, self.board_box)
        else:
            self._draw_picture(surface, key)
        self._draw_tip(surface)

    def _draw_tip(self, surface: pygame.Surface) -> None:
        """Under a board picture of a missed word: how to choose another."""
        r, M, s = self.picture, self.mid, self.s
        if self._picture_key() is not None and self.missed and r.bottom + 40 * s < M.bottom:
            tip = "Tippe ein verpasstes Wort an: hier siehst du, wo es lag."
            blit_center(surface, text(Face.GARAMOND_ITALIC, 16 * s, tip, pal(self.night).MUTED), (M.centerx, r.bottom + 30 * s))

    def _draw_picture(self, surface: pygame.Surface, key: tuple | None) -> None:
        """Caption, tiles and path of picture ``key`` (the folio is in the backdrop)."""
        s = self.s
        M = self.mid
        snap, path, cap = self._shown(key)
        blit_center(surface, text(Face.GARAMOND_ITALIC, 18 * s, cap, pal(self.night).TEXT), (M.centerx, M.y + 24 * s))
        if snap is not None:
            draw_minimap(surface, self.picture, snap, path, self.night, folio=False)

    def _draw_lists(self, surface: pygame.Surface) -> None:
        """The missed words (the selected one lit) and the profile's best rounds."""
        night = self.night
        p = pal(night)
        s = self.s
        g = self.game
        R = self.right
        surface.blit(text(Face.JOST_SEMI, 13 * s, "VERPASSTE WÖRTER", p.MUTED, tracking=1.5 * s), (R.x + 20 * s, R.y + 20 * s))
        for i, (row, mw) in enumerate(zip(self.rows, self.missed)):
            if i == self.selected and not self.show_daily:
                hl = art.panel(row.size, night, int(8 * s), 255)
                surface.blit(hl, row.topleft)
                pygame.draw.rect(surface, p.GOLD, row, 2, border_radius=int(8 * s))
            surface.blit(text(Face.TYPEWRITER_BOLD, 17 * s, mw.word.replace("QU", "Qu"), p.TEXT), (row.x + 10 * s, row.y + 9 * s))
            pts = text(Face.JOST_SEMI, 17 * s, str(mw.score), p.GOLD)
            surface.blit(pts, pts.get_rect(midright=(row.right - 10 * s, row.centery)))
        y = (self.rows[-1].bottom if self.rows else R.y + 50 * s) + 26 * s
        board = self._best_list()
        if board and y < R.bottom - 80 * s:
            surface.blit(text(Face.JOST_SEMI, 13 * s, "DEINE BESTEN RUNDEN", p.MUTED, tracking=1.5 * s), (R.x + 20 * s, y))
            y += 28 * s
            for i, sc in enumerate(board[:8]):
                if y > R.bottom - 28 * s:
                    break
                mine = sc == g.score and i + 1 == self.rank
                col = p.GOLD if mine else p.TEXT
                surface.blit(text(Face.JOST, 16 * s, f"{i + 1}.", p.MUTED), (R.x + 22 * s, y))
                v = text(Face.JOST_SEMI, 16 * s, f"{sc:,}".replace(",", "\u2009"), col)
                surface.blit(v, v.get_rect(topright=(R.right - 22 * s, y)))
                y += 26 * s

    def _summary_lines(self) -> list[str]:
        """The lines under the score: words, best word, mode details."""
        g = self.game
        lines = [f"{count(g.word_count, 'Wort')} gelegt"]
        if g.words_played:
            best = max(self._played_scores(), key=lambda ws: ws[1], default=None)
            if best:
                lines.append(f"Bestes Wort: {best[0]} ({best[1]})")
        if g.mode is BuchMode.TAGESRAETSEL:
            lines.append(("Tageswort gefunden: " if g.daily_found else "Das Tageswort war: ") + (g.daily_word or ""))
            lines.append(REPLAY_SHORT)
            if g.date is not None:
                streak = self.streak
                lines.append("Noch keine Serie – morgen wartet ein neues Tageswort" if streak == 0
                             else "Serie: 1 Tag" if streak == 1 else f"Serie: {streak} Tage in Folge")
        if g.mode is BuchMode.ENDLOS:
            lines.append(f"Stufe {g.stage} erreicht")
        if g.mode is BuchMode.REISE:
            for gs in g.goals:
                lines.append(f"{gs.text}: {gs.progress_text}" + (" – erfüllt" if gs.done else ""))
            lines.append(f"{count(g.moves_left, 'Zug')} übrig")
        elif self.rank:
            lines.append(f"Platz {self.rank} deiner Bestenliste")
        return lines

    def _played_scores(self) -> list[tuple[str, int]]:
        return [(e.word or "", e.points or 0) for e in self.game.log if e.kind.value == "word"]

    def _start_snapshot(self):
        """The daily start board (replayed from the seed: a fresh game of the same date)."""
        snap = self._snap
        if snap is None and self.game.date is not None:
            fresh = BuchGame(BuchMode.TAGESRAETSEL, 0, self.game.lexicon, date=self.game.date)
            snap = self._snap = fresh.board.snapshot()
        return snap

    def _best_list(self) -> list[int]:
        """The profile's own best rounds of this mode."""
        return self.best_scores
