"""Reise: the library floor plan with 40 levels, the level card and the hall list."""
from __future__ import annotations

import logging
import math

import pygame

from game.buch.hall_rules import hall_rule
from game.buch.levels import HALLS, LEVEL_COUNT, GoalKind, LevelError, load_level
from game.input.actions import Act, Action
from game.plural import count
from game.render import buch_art as art
from game.render.buch_draw import text
from game.render.buch_map import MIN_TARGET, ROMAN, current_seal_look, current_seal_rect, draw_map, selected_ring_rect
from game.render.buch_marks import rule_icon
from game.render.damage import shows
from game.render.fonts import Face, font
from game.render.text import ellipsize, wrap
from game.render.theme import Buch
from game.scenes.base import Scene
from game.scenes.buch.commands import JourneyCommand
from game.scenes.buch.common import is_night, pal, scale_for, set_night
from game.scenes.buch.progress import progress_for
from game.scenes.buch.still_damage import StillScreen
from game.widgets.book_button import BookButton, BookStyle
from game.widgets.button import route

log = logging.getLogger(__name__)

GOAL_ICONS = {GoalKind.EMBERS_OUT: "flame", GoalKind.POINTS: "star", GoalKind.LONG_WORDS: "book",
              GoalKind.BONUS_TILES: "leinen", GoalKind.UMLAUT_WORDS: "book", GoalKind.CHAIN: "shuffle",
              GoalKind.CHAINS: "lock", GoalKind.MAPS: "map", GoalKind.RARE_LETTERS: "seal"}


class JourneyScene(Scene):
    """The journey map."""

    name = "buch.journey"

    def __init__(self, app, selected: int | None = None) -> None:
        super().__init__(app)
        self.progress = progress_for(app).journey()  # read again on enter and resume, never per frame
        self.current = self._current_level()
        self.selected = selected or self.current
        self.night = is_night(app)
        self._backdrop = art.Backdrop()
        self.t = 0.0
        self.hits: list[tuple[int, pygame.Rect]] = []
        self.buttons: list[BookButton] = []
        self.hall_rows: list[tuple[int, pygame.Rect]] = []
        self.error = ""
        self._still = StillScreen()  # frame damage: buttons and the changing parts as last drawn

    def _reload(self) -> None:
        """Read the current profile's stars from the store."""
        self.progress = progress_for(self.app).journey()
        self.current = self._current_level()

    def _current_level(self) -> int:
        return min(self.progress.next_level, LEVEL_COUNT)

    def enter(self) -> None:
        """Read the stars, lay out."""
        self._reload()
        self.resize(self.app.size)

    def resume(self) -> None:
        """Back from a level: progress may have changed."""
        self._reload()
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """Map 69 % of the width (landscape) or on top (portrait)."""
        self.size = size
        w, h = size
        s = self.s = scale_for(size)
        m = int(20 * s)
        top = int(76 * s)
        if w >= h:
            self.map_rect = pygame.Rect(m, top, int(w * 0.69) - m, h - top - m)
            px = self.map_rect.right + m
            self.card = pygame.Rect(px, top, w - px - m, int(h * 0.56))  # room for two goals and the hall rule above Spielen
            self.halls = pygame.Rect(px, self.card.bottom + int(14 * s), w - px - m, h - self.card.bottom - int(14 * s) - m)
        else:
            card_h, gap, halls_h = int(410 * s), int(14 * s), int(148 * s)  # the hall list keeps room for its rows
            map_h = min(int((w - 2 * m) * 0.78), h - top - m - card_h - gap - halls_h - m)
            self.map_rect = pygame.Rect(m, top, w - 2 * m, max(int(200 * s), map_h))
            self.card = pygame.Rect(m, self.map_rect.bottom + m, w - 2 * m, card_h)
            self.halls = pygame.Rect(m, self.card.bottom + int(14 * s), w - 2 * m, h - self.card.bottom - int(14 * s) - m)
        bh = int(60 * s)
        size48 = max(MIN_TARGET, int(48 * s))  # icon buttons never below the 44 px touch target
        self.title_x = max(84 * s, m + size48 + max(8, 12 * s))  # in a small window the title starts after the back button
        self.buttons = [
            BookButton(JourneyCommand.PLAY, pygame.Rect(self.card.x + 16 * s, self.card.bottom - bh - 16 * s, self.card.w - 32 * s, bh),
                       "Spielen", "play", style=BookStyle.PRIMARY, enabled=self.progress.is_unlocked(self.selected), night=self.night, s=s),
            BookButton(JourneyCommand.BACK, pygame.Rect(m, int(14 * s), size48, size48), icon="back", style=BookStyle.ICON,
                       night=self.night, s=s),
            BookButton(JourneyCommand.THEME, pygame.Rect(w - m - size48, int(14 * s), size48, size48), icon="sun" if self.night else "moon",
                       style=BookStyle.ICON, night=self.night, s=s),
        ]
        self.hall_rows = []
        cols = 1 if w >= h else 2
        per = 8 // cols
        row_h = max(22 * s, (self.halls.h - 40 * s) / per)
        col_w = (self.halls.w - 16 * s) / cols
        for i in range(8):
            cx, cy = divmod(i, per)
            self.hall_rows.append((i, pygame.Rect(int(self.halls.x + 8 * s + cx * col_w), int(self.halls.y + 34 * s + cy * row_h),
                                                  int(col_w - (8 * s if cols > 1 else 0)), int(row_h))))

    def handle(self, action: Action) -> bool:
        """Seals select, Spielen starts, keys move the selection."""
        _, clicked = route(self.buttons, action)
        if clicked is not None:
            if clicked.command is JourneyCommand.PLAY:
                self.play()
            elif clicked.command is JourneyCommand.BACK:
                from game.scenes.buch import go_back

                go_back(self.app)
            elif clicked.command is JourneyCommand.THEME:
                self.night = not self.night
                set_night(self.app, self.night)
                self.resize(self.size)
            return True
        if action.kind == Act.POINTER_UP:
            under = [(math.dist(r.center, action.pos), lid) for lid, r in self.hits if r.collidepoint(action.pos)]
            if under:  # tap areas may overlap where seals sit close: the nearest seal wins
                self.select(min(under)[1])
                return True
            for i, r in self.hall_rows:
                if r.collidepoint(action.pos):
                    self.select(i * 5 + 1)
                    return True
            return True
        if action.kind in (Act.RIGHT, Act.DOWN):
            self.select(min(40, self.selected + 1))
            return True
        if action.kind in (Act.LEFT, Act.UP):
            self.select(max(1, self.selected - 1))
            return True
        if action.kind == Act.CONFIRM:
            self.play()
            return True
        if action.kind == Act.BACK:
            from game.scenes.buch import go_back

            go_back(self.app)
            return True
        return action.kind in (Act.POINTER_DOWN, Act.POINTER_MOVE)

    def select(self, level_id: int) -> None:
        """Show a level's card."""
        self.selected = level_id
        self.error = ""
        for b in self.buttons:
            if b.command is JourneyCommand.PLAY:
                b.enabled = self.progress.is_unlocked(level_id)

    def after_level(self, level_id: int, won: bool) -> None:
        """Back from a level: a won level's card gives way to the next level still to win (a lost one stays)."""
        self._reload()
        self.select(next_to_play(self.progress, level_id) if won else level_id)

    def level_problem(self, level_id: int) -> str | None:
        """Why a level cannot be played (German, naming the file and the field), or None when its file is fine."""
        try:
            load_level(level_id)
        except LevelError as err:
            return f"Die Leveldatei ist fehlerhaft: {err} Die anderen Level bleiben spielbar."
        return None

    def play(self) -> None:
        """Start the selected level (if unlocked)."""
        if not self.progress.is_unlocked(self.selected):
            self.error = "Dieses Level ist noch verschlossen."
            return
        problem = self.level_problem(self.selected)
        if problem is not None:
            self.error = problem
            return
        from game.scenes.buch.hall_intro import open_level

        open_level(self.app, self.selected)  # a hall's first level: its new rule in one sentence first

    def update(self, dt: float) -> None:
        """Pulse of the current seal."""
        self.t += dt

    def _map_scale(self) -> float:
        return self.s * min(1.0, self.map_rect.w / 864)

    def damage(self) -> list[pygame.Rect] | None:
        """The pulsing current seal, the selection ring, card and hall list when the selection moves, buttons."""
        ms = self._map_scale()
        parts: dict = {
            "seal": (current_seal_rect(self.map_rect, self.current, ms), current_seal_look(self.t)),
            "ring": (selected_ring_rect(self.map_rect, self.selected, ms), self.selected),
            "card": (self.card.inflate(4, 4), (self.selected, self.error)),
            "halls": (self.halls.inflate(4, 4), (self.selected - 1) // 5),
        }
        # another theme, size or progress: the wood, the map and the stars all change (a whole frame)
        return self._still.changed((self.night, self.size, id(self.progress), self.current), self.buttons, parts)

    def draw(self, surface: pygame.Surface) -> None:
        """Map, card, hall list."""
        s = self.s
        night = self.night
        p = pal(night)
        shadow = art.panel(self.map_rect.inflate(8, 8).size, True, 6, 120)
        parts = ((shadow, (self.map_rect.x - 4, self.map_rect.y)),
                 (art.panel(self.card.size, night, int(14 * s)), self.card.topleft),
                 (art.panel(self.halls.size, night, int(14 * s)), self.halls.topleft))
        surface.blit(self._backdrop.get(art.parchment_wood(self.size, night), parts), (0, 0))  # wood and panels, cached
        portrait = self.size[1] > self.size[0]
        title = text(Face.TITLE, (30 if portrait else 40) * s, "Reise durch die Bibliothek", (243, 230, 200))
        surface.blit(title, title.get_rect(midleft=(self.title_x, 38 * s)))
        total = self.progress.total_stars
        label = f"{total} / 120" if portrait else f"{total} / 120 Sterne"
        chip = art.chip(label, Buch.GOLD_MID, (40, 28, 18), int((34 if portrait else 40) * s), "star")
        surface.blit(chip, chip.get_rect(topright=(self.size[0] - 84 * s, 18 * s)))
        if shows(surface, self.map_rect):  # a frame-damage pass draws only what meets its clip
            self.hits = draw_map(surface, self.map_rect, self.progress.stars, self.current, self.selected, self._map_scale(),
                                 self.t, self.progress.is_unlocked)
        card = self.card.inflate(4, 4)
        if shows(surface, card):
            clip = surface.get_clip()
            surface.set_clip(clip.clip(card))  # nothing of the card's text reaches past it, in no window size
            self._draw_card(surface, p)
            surface.set_clip(clip)
        halls = self.halls.inflate(4, 4)
        if shows(surface, halls):
            clip = surface.get_clip()
            surface.set_clip(clip.clip(halls))  # in a short window the hall list is cut at its panel, not the edge
            self._draw_halls(surface, p)
            surface.set_clip(clip)
        for b in self.buttons:
            if shows(surface, b.reach()):
                b.draw(surface)

    def _draw_card(self, surface, p) -> None:
        s = self.s
        c = self.card
        problem = self.level_problem(self.selected)
        if problem is not None:
            y = c.y + 20 * s
            head = text(Face.GARAMOND_BOLD, 24 * s, f"Level {self.selected} fehlt", p.TEXT)
            surface.blit(head, (c.x + 20 * s, y))
            y += head.get_height() + 8 * s
            for line in wrap(problem, Face.JOST, int(15 * s), int(c.w - 40 * s)):
                surface.blit(text(Face.JOST, 15 * s, line, p.INVALID), (c.x + 20 * s, y))
                y += 22 * s
            return
        lvl = load_level(self.selected)
        x, y = c.x + 22 * s, c.y + 20 * s
        hall = lvl.hall_index
        surface.blit(text(Face.JOST_SEMI, 12.5 * s, f"{ROMAN[hall]} · {HALLS[hall].upper()}", p.GOLD, tracking=1.5 * s), (x, y))
        y += 22 * s
        head = text(Face.GARAMOND_BOLD, 34 * s, f"Level {lvl.id}", p.TEXT)
        surface.blit(head, (x, y))
        stars = self.progress.stars.get(lvl.id, 0)
        for j in range(3):
            art.star(surface, (c.right - 90 * s + j * 26 * s, y + head.get_height() / 2), 10 * s,
                     Buch.GOLD_MID if j < stars else (110, 96, 80))
        y += head.get_height()
        surface.blit(text(Face.GARAMOND_ITALIC, 18 * s, f"„{lvl.name}“", p.MUTED), (x, y))
        y += 28 * s
        pygame.draw.line(surface, p.PANEL_LINE, (x, y), (c.right - 22 * s, y), 1)
        y += 12 * s
        surface.blit(text(Face.JOST_SEMI, 12 * s, "ZIELE", p.MUTED, tracking=1.5 * s), (x, y))
        y += 24 * s
        for goal in lvl.goals:
            ic = rule_icon(GOAL_ICONS.get(goal.kind, "star"), int(20 * s), Buch.GLOW if goal.kind is GoalKind.EMBERS_OUT else p.GOLD)
            surface.blit(ic, (x, y + 2 * s))
            surface.blit(text(Face.JOST, 16.5 * s, self._fit(goal.text, 16.5, x + 30 * s), p.TEXT), (x + 30 * s, y))
            y += 30 * s
        b = art.badge(str(lvl.moves), self.night, int(24 * s))
        surface.blit(b, (x - 2 * s, y))
        surface.blit(text(Face.JOST, 16.5 * s, self._fit("Züge (jedes Wort, jedes Mischen)", 16.5, x + 30 * s), p.TEXT),
                     (x + 30 * s, y))
        y += 34 * s
        three = -(-lvl.moves * 40 // 100)
        two = -(-lvl.moves * 20 // 100)
        sx = x
        for n, need, tail in ((3, three, ","), (2, two, " übrigen Zügen")):  # one line, room for the hall rule
            for j in range(3):
                art.star(surface, (sx + 8 * s + j * 16 * s, y + 9 * s), 7 * s, Buch.GOLD_MID if j < n else (110, 96, 80))
            label = text(Face.JOST, 14.5 * s, f"ab {need}{tail}", p.MUTED)
            surface.blit(label, (sx + 52 * s, y))
            sx += 52 * s + label.get_width() + 12 * s
        y += 26 * s
        y = self._draw_rule(surface, p, lvl, x, y)
        extras = ["Mit Glut" if lvl.embers else "Ohne Glut", "ohne Uhr", count(lvl.hints, "Hinweis")]
        if lvl.start_embers:
            extras.insert(1, f"{lvl.start_embers} Glut zu Beginn")
        surface.blit(text(Face.JOST, 13.5 * s, self._fit(" · ".join(extras), 13.5, x), p.FAINT), (x, y + 4 * s))
        if not self.progress.is_unlocked(lvl.id):
            msg = self.error or f"Erst Level {lvl.id - 1} schaffen"
            surface.blit(text(Face.JOST, 14 * s, self._fit(msg, 14, x), p.INVALID), (x, y + 26 * s))

    def _fit(self, line: str, size: float, left: float) -> str:
        """``line`` in Jost at ``size`` (unscaled), shortened with "…" to end inside the card."""
        s = self.s
        return ellipsize(line, Face.JOST, int(round(size * s)), int(self.card.right - 22 * s - left))

    def _draw_rule(self, surface, p, lvl, x: float, y: float) -> float:
        """The hall's own rule (icon, name, one line) and the rules this level mixes in; returns the new y."""
        s = self.s
        c = self.card
        rule = hall_rule(lvl.hall_index)
        ic = rule_icon(rule.icon, int(18 * s), p.GOLD)
        surface.blit(ic, (x, y + 1 * s))
        surface.blit(text(Face.JOST_SEMI, 14.5 * s, f"Neu im Saal: {rule.title}", p.GOLD), (x + 26 * s, y))
        y += 21 * s
        lines = wrap(rule.card, Face.JOST, int(13.5 * s), int(c.right - 22 * s - x))
        for line in lines[:2]:
            surface.blit(text(Face.JOST, 13.5 * s, line, p.MUTED), (x, y))
            y += 18 * s
        others = [t for t in lvl.rule_titles if t != rule.title]
        if others:
            surface.blit(text(Face.JOST, 13.5 * s, self._fit("Dazu: " + ", ".join(others), 13.5, x), p.MUTED), (x, y))
            y += 18 * s
        return y + 2 * s

    def _draw_halls(self, surface, p) -> None:
        s = self.s
        r = self.halls
        surface.blit(text(Face.JOST_SEMI, 12 * s, "SÄLE", p.MUTED, tracking=1.5 * s), (r.x + 20 * s, r.y + 12 * s))
        sel_hall = (self.selected - 1) // 5
        for i, row in self.hall_rows:
            first = i * 5 + 1
            locked = first > self.current
            if i == sel_hall:
                hl = pygame.Surface(row.size, pygame.SRCALPHA)
                hl.fill((*p.GOLD, 50))
                surface.blit(hl, row.topleft)
            col = p.FAINT if locked else p.TEXT
            fsize = min(16 * s, row.h * 0.6)
            # numeral, name and count share one baseline (the fonts' ascents differ)
            px = int(round(fsize))
            base = row.centery + font(Face.JOST, px).get_ascent() * 0.35
            for face, label, colour, x in ((Face.GARAMOND, ROMAN[i], p.GOLD if not locked else p.FAINT, row.x + 12 * s),
                                           (Face.JOST, HALLS[i], col, row.x + 52 * s)):
                surface.blit(text(face, fsize, label, colour), (x, base - font(face, px).get_ascent()))
            if locked:
                ic = art.icon_surface("lock", int(14 * s), p.FAINT)
                surface.blit(ic, ic.get_rect(midright=(row.right - 12 * s, row.centery)))
            else:
                n = sum(self.progress.stars.get(first + k, 0) for k in range(5))
                t = text(Face.JOST_SEMI, fsize, f"{n} / 15", col)
                surface.blit(t, t.get_rect(topright=(row.right - 30 * s, base - font(Face.JOST_SEMI, px).get_ascent())))
                art.star(surface, (row.right - 18 * s, row.centery), 7 * s, Buch.GOLD_MID)


def next_to_play(progress, level_id: int) -> int:
    """After winning ``level_id``: the first later level without stars that is open (else the next one)."""
    for lid in range(level_id + 1, LEVEL_COUNT + 1):
        if lid not in progress.stars and progress.is_unlocked(lid):
            return lid
    return min(level_id + 1, LEVEL_COUNT)
