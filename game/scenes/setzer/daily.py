"""Tagesbrett: today's solo board with its daily list."""
from __future__ import annotations

import datetime
import logging

import pygame

from game.center.rounds import center_today
from game.input.actions import Act, Action
from game.render.fonts import Face
from game.render.layout import scale_for
from game.render.setzer_panels import ButtonStyle, blit_text, caption, draw_button, draw_card, table_background
from game.render.setzer_tiles import blit_tile
from game.render.theme import Setzer
from game.scenes.base import Scene
from game.scenes.setzer import autosave, bridge, daily_save, prefs, records
from game.setzer.config import TableConfig
from game.setzer.daily import DAILY_MOVES
from game.setzer.record import RecordError
from game.setzer.tiles import TILE_VALUES

log = logging.getLogger(__name__)
WHITE = (255, 255, 255)

INTRO = (f"Heute bekommen alle dieselben Lettern in derselben Reihenfolge. Du setzt allein, {DAILY_MOVES} Züge lang; "
         "es zählt die Summe der Zugpunkte, Reste werden nicht abgezogen. Versuche es, so oft du willst – "
         "in der Tagesliste steht dein bester Lauf. Um Mitternacht gibt es neue Lettern.")


class DailyScene(Scene):
    """Today's date, the rules in short, the daily list and a start button."""

    name = "setzer.daily"

    def __init__(self, app, params: dict | None = None) -> None:
        super().__init__(app)
        params = params or {}
        day = params.get("date")
        self.day: datetime.date = (day if isinstance(day, datetime.date)
                                   else center_today(app.center) or datetime.date.today())
        self.hits: dict[str, pygame.Rect] = {}
        self.pressed: str | None = None
        self.k = 1.0
        self.first_rack = ""
        # today's first seven tiles: the same for everyone
        game = bridge.new_game(TableConfig.tagesbrett("Du"), 0, app.lexicon, 0.0, self.day)
        self.first_rack = game.racks[0]
        self.entries = records.daily_entries(app, self.day, 10)
        self.paused = daily_save.paused_daily(app, self.day)  # a board left before its ten moves: it goes on

    def start(self) -> None:
        """Play today's board, or go on with the one left half-way."""
        from game.scenes.setzer.table import TableScene

        if self.paused is not None:
            try:
                self.app.stack.replace(autosave.resume_table(self.app, self.paused.save_id))
                return
            except RecordError as err:  # a broken save: today's board starts afresh (the old row stays)
                log.warning("Tagesbrett %s nicht fortsetzbar: %s", self.paused.save_id, err)
        daily_save.discard_other_days(self.app, self.day)
        name = prefs.player_name(self.app)
        self.app.stack.replace(TableScene(self.app, TableConfig.tagesbrett(name), date=self.day))

    def back(self) -> None:
        """Back to the menu."""
        from game.scenes import registry

        registry.back_to_menu(self.app)

    def handle(self, action: Action) -> bool:
        """Play or back by tap, Enter or Back."""
        if action.kind == Act.POINTER_DOWN:
            self.pressed = self._hit(action.pos)
        elif action.kind == Act.POINTER_UP:
            key = self._hit(action.pos)
            pressed, self.pressed = self.pressed, None
            if key is not None and key == pressed:
                self.start() if key == "play" else self.back()
        elif action.kind == Act.CONFIRM:
            self.start()
        elif action.kind == Act.BACK:
            self.back()
        return action.kind not in (Act.QUIT, Act.TOGGLE_FULLSCREEN, Act.RESIZE)

    def _hit(self, pos) -> str | None:
        for key in ("play", "back"):
            r = self.hits.get(key)
            if r is not None and r.collidepoint(pos):
                return key
        return None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        portrait = h > w
        k = scale_for((w, h))
        self.k = k
        m = round(24 * k)
        surface.blit(table_background((w, h)), (0, 0))
        blit_text(surface, Face.TITLE, round(48 * k), "Tagesbrett", (236, 226, 204), (m, round(14 * k)))
        surface.blit(caption("Speedsetzer · " + self.day.strftime("%d.%m.%Y"), round(13 * k), (170, 178, 184)),
                     (m + round(4 * k), round(72 * k)))
        bh = round(62 * k)
        top = round(104 * k)
        if portrait:
            intro = pygame.Rect(m, top, w - 2 * m, round(400 * k))
            board = pygame.Rect(m, intro.bottom + round(16 * k), w - 2 * m, h - intro.bottom - round(16 * k) - bh - 2 * m)
        else:
            cw = round((w - 3 * m) * 0.5)
            intro = pygame.Rect(m, top, cw, h - top - bh - 2 * m)
            board = pygame.Rect(2 * m + cw, top, w - 3 * m - cw, intro.height)
        draw_card(surface, intro, round(12 * k))
        surface.blit(caption("So geht’s", round(12 * k)), (intro.x + round(20 * k), intro.y + round(18 * k)))
        from game.render.text import wrap

        y = intro.y + round(46 * k)
        for line in wrap(INTRO, Face.JOST, round(17 * k), intro.width - round(40 * k)):
            blit_text(surface, Face.JOST, round(17 * k), line, Setzer.INK, (intro.x + round(20 * k), y))
            y += round(26 * k)
        if self.first_rack:
            y += round(18 * k)
            surface.blit(caption("Deine ersten Lettern heute", round(12 * k)), (intro.x + round(20 * k), y))
            tile = min(round(58 * k), (intro.width - round(40 * k)) // 8)
            for i, ch in enumerate(self.first_rack):
                rect = pygame.Rect(intro.x + round(20 * k) + i * (tile + round(8 * k)), y + round(28 * k), tile, tile)
                blit_tile(surface, rect, ch, None if ch == "?" else TILE_VALUES.get(ch))
            y += round(28 * k) + tile + round(22 * k)
            for line in (f"{DAILY_MOVES} Züge · Bedenkzeit 2 Minuten je Zug", "Wortprüfung hilfsbereit · keine Glühbirne"):
                blit_text(surface, Face.JOST_SEMI, round(15 * k), line, Setzer.MUTED, (intro.x + round(20 * k), y))
                y += round(24 * k)
        draw_card(surface, board, round(12 * k))
        surface.blit(caption("Tagesliste", round(12 * k)), (board.x + round(20 * k), board.y + round(18 * k)))
        if not self.entries:
            blit_text(surface, Face.JOST_SEMI, round(17 * k), "Heute hat noch niemand gesetzt – fang an!",
                      Setzer.MUTED, (board.x + round(20 * k), board.y + round(52 * k)), max_width=board.width - round(40 * k))
        for i, (name, score) in enumerate(self.entries):
            yy = board.y + round(50 * k) + i * round(38 * k)
            if yy > board.bottom - round(36 * k):
                break
            row = pygame.Rect(board.x + round(12 * k), yy, board.width - round(24 * k), round(32 * k))
            pygame.draw.rect(surface, (238, 230, 214), row, border_radius=round(6 * k))
            blit_text(surface, Face.JOST, round(15 * k), f"{i + 1}.", Setzer.MUTED, (row.x + round(28 * k), row.centery), "midright")
            blit_text(surface, Face.JOST_SEMI, round(17 * k), name, Setzer.INK, (row.x + round(40 * k), row.centery), "midleft",
                      max_width=row.width - round(120 * k))
            blit_text(surface, Face.SPARTAN_HEAVY, round(19 * k), str(score), Setzer.INK, (row.right - round(12 * k), row.centery + 1), "midright")
        self.hits = {"back": pygame.Rect(m, h - m - bh, round(160 * k), bh),
                     "play": pygame.Rect(w - m - round(280 * k), h - m - bh, round(280 * k), bh)}
        draw_button(surface, self.hits["back"], ButtonStyle.SECONDARY, self.pressed == "back")
        blit_text(surface, Face.JOST_SEMI, round(19 * k), "Zurück", Setzer.PRUSSIAN, self.hits["back"].center, "center")
        draw_button(surface, self.hits["play"], ButtonStyle.PRIMARY, self.pressed == "play")
        play = "Heute setzen" if self.paused is None else "W" + self.paused.label[1:]
        blit_text(surface, Face.JOST_SEMI, round(21 * k), play, WHITE, self.hits["play"].center, "center",
                  max_width=self.hits["play"].width - round(20 * k))
