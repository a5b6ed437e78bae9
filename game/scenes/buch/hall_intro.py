"""Before a hall's first level: the hall's new rule in one sentence, with a tile that shows it."""
from __future__ import annotations

import pygame

from game.buch.hall_rules import MarkKind, TileMark, hall_rule
from game.buch.levels import HALLS, LEVELS_PER_HALL, load_level
from game.buch.rules import BuchMode
from game.buch.tiles import TileKind
from game.input.actions import Act, Action
from game.render import buch_art as art
from game.render.buch_draw import text
from game.render.buch_map import ROMAN
from game.render.buch_marks import dark_cover, mark_overlay, rare_seal, rule_icon
from game.render.buch_tiles import TileLook, tile_image, tile_pad
from game.render.fonts import Face
from game.render.text import wrap
from game.scenes.base import Scene
from game.scenes.buch.commands import HallIntroCommand
from game.scenes.buch.common import is_night, pal, scale_for
from game.scenes.buch.still_damage import StillScreen
from game.widgets.book_button import BookButton, BookStyle
from game.widgets.button import route

#: the sample tiles per hall: (token, mark or None, dark, rare seal)
SAMPLES: dict[int, tuple[tuple[str, TileMark | None, bool, bool], ...]] = {
    0: (("B", TileMark(MarkKind.BOOKMARK), False, False), ("U", None, False, False), ("C", None, False, False),
        ("H", None, False, False)),
    1: (("K", TileMark(MarkKind.CHAIN), False, False), ("E", None, False, False), ("T", None, False, False)),
    2: (("A", TileMark(MarkKind.MAP), False, False), ("R", None, False, False), ("T", None, False, False)),
    3: (("S", TileMark(MarkKind.DUST), False, False), ("T", None, False, False), ("A", None, False, False),
        ("U", None, False, False), ("B", None, False, False)),
    4: (("L", TileMark(MarkKind.FUSE, 5), False, False), ("U", None, False, False), ("N", None, False, False),
        ("T", None, False, False), ("E", None, False, False)),
    5: (("D", None, True, False), ("U", None, True, False), ("N", None, False, False), ("K", None, False, False),
        ("E", None, False, False), ("L", None, False, False)),
    6: (("R", None, False, False), ("A", None, False, False), ("Ö", None, False, True), ("Y", None, False, True)),
    7: (("K", TileMark(MarkKind.CHAIN), False, False), ("U", TileMark(MarkKind.BOOKMARK), False, False),
        ("P", TileMark(MarkKind.DUST), False, True), ("P", TileMark(MarkKind.FUSE, 3), False, True),
        ("E", None, True, False), ("L", TileMark(MarkKind.MAP), False, False)),
}


def is_hall_start(level_id: int) -> bool:
    """Whether ``level_id`` is the first level of its hall (the rule is explained before it)."""
    return (level_id - 1) % LEVELS_PER_HALL == 0


def open_level(app, level_id: int, replace: bool = False) -> None:
    """Start a journey level; the first level of a hall gets the hall's rule card first."""
    if is_hall_start(level_id):
        scene = HallIntroScene(app, level_id)
        app.stack.replace(scene) if replace else app.stack.push(scene)
        return
    from game.scenes.buch import open_board

    open_board(app, BuchMode.REISE, level_id=level_id, replace=replace)


class HallIntroScene(Scene):
    """The hall's rule, one sentence and sample tiles; "Los geht's" starts the level."""

    name = "buch.hall_intro"

    def __init__(self, app, level_id: int) -> None:
        super().__init__(app)
        self.level_id = level_id
        self.hall = (level_id - 1) // LEVELS_PER_HALL
        self.rule = hall_rule(self.hall)
        self.night = is_night(app)
        self.buttons: list[BookButton] = []
        try:  # the level's goals, read once (not per frame)
            self.goals = " · ".join(g.text for g in load_level(level_id).goals)
        except ValueError:  # a broken level file: the journey card already says so
            self.goals = ""
        self._still = StillScreen()  # frame damage: the buttons as last drawn

    def enter(self) -> None:
        """Lay out."""
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """A centred card with the start button under the sentence."""
        self.size = size
        w, h = size
        s = self.s = scale_for(size)
        cw, ch = min(w - 40 * s, 760 * s), min(h - 40 * s, 450 * s)
        self.card = pygame.Rect(int((w - cw) / 2), int((h - ch) / 2), int(cw), int(ch))
        bh = max(44, int(60 * s))
        bw = int(min(cw - 48 * s, 320 * s))
        self.buttons = [
            BookButton(HallIntroCommand.PLAY, pygame.Rect(self.card.centerx - bw // 2, int(self.card.bottom - bh - 24 * s), bw, bh),
                       "Los geht’s", "play", style=BookStyle.PRIMARY, night=self.night, s=s),
            BookButton(HallIntroCommand.BACK, pygame.Rect(int(20 * s), int(14 * s), max(44, int(48 * s)), max(44, int(48 * s))),
                       icon="back", style=BookStyle.ICON, night=self.night, s=s),
        ]

    def handle(self, action: Action) -> bool:
        """Start or go back."""
        _, clicked = route(self.buttons, action)
        if clicked is not None:
            self.start() if clicked.command is HallIntroCommand.PLAY else self.app.stack.pop()
            return True
        if action.kind == Act.CONFIRM:
            self.start()
            return True
        if action.kind == Act.BACK:
            self.app.stack.pop()
            return True
        return True

    def start(self) -> None:
        """Replace this card by the level's board."""
        from game.scenes.buch import open_board

        open_board(self.app, BuchMode.REISE, level_id=self.level_id, replace=True)

    def damage(self) -> list[pygame.Rect] | None:
        """The buttons that look different (the card stands still); all of it after a new size."""
        return self._still.changed((self.night, self.size), self.buttons)

    def draw(self, surface: pygame.Surface) -> None:
        """Backdrop, card with hall, rule, sample tiles and the sentence."""
        s = self.s
        p = pal(self.night)
        surface.blit(art.parchment_wood(self.size, self.night), (0, 0))
        c = self.card
        surface.blit(art.panel(c.size, self.night, int(16 * s)), c.topleft)
        y = c.y + 28 * s
        head = text(Face.JOST_SEMI, 13 * s, f"{ROMAN[self.hall]} · {HALLS[self.hall].upper()} · AB LEVEL {self.level_id}",
                    p.GOLD, tracking=1.5 * s)
        surface.blit(head, head.get_rect(midtop=(c.centerx, y)))
        y += head.get_height() + 14 * s
        icon = rule_icon(self.rule.icon, int(30 * s), p.GOLD)
        title = text(Face.GARAMOND_BOLD, 40 * s, self.rule.title, p.TEXT)
        total = icon.get_width() + 12 * s + title.get_width()
        x = c.centerx - total / 2
        surface.blit(icon, icon.get_rect(midleft=(x, y + title.get_height() / 2)))
        surface.blit(title, (x + icon.get_width() + 12 * s, y))
        y += title.get_height() + 22 * s
        y = self._draw_samples(surface, y)
        y += 24 * s
        width = int(c.w - 80 * s)
        for line in wrap(self.rule.sentence, Face.JOST, int(20 * s), width):
            t = text(Face.JOST, 20 * s, line, p.TEXT)
            surface.blit(t, t.get_rect(midtop=(c.centerx, y)))
            y += 30 * s
        goals = self.goals
        if goals:
            t = text(Face.JOST, 15 * s, f"Level {self.level_id}: {goals}", p.MUTED)
            surface.blit(t, t.get_rect(midtop=(c.centerx, y + 8 * s)))
        for b in self.buttons:
            b.draw(surface)

    def _draw_samples(self, surface: pygame.Surface, y: float) -> float:
        """A row of example tiles showing the rule; returns the y below them."""
        size = int(72 * self.s)
        pad = tile_pad(size)
        samples = SAMPLES[self.hall]
        gap = size * 0.12
        total = len(samples) * size + (len(samples) - 1) * gap
        x = self.card.centerx - total / 2
        for token, mark, dark, rare in samples:
            kind = TileKind.NORMAL
            surface.blit(tile_image(token, kind, TileLook.NORMAL, size, self.night), (x - pad, y - pad))
            if dark:
                surface.blit(dark_cover(size, self.night), (x - pad, y - pad))
            elif mark is not None:
                surface.blit(mark_overlay(mark, size, self.night), (x - pad, y - pad))
            if rare:
                surface.blit(rare_seal(size), (x - pad, y - pad))
            x += size + gap
        return y + size
