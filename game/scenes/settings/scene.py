"""The settings page; every change is saved at once through the settings store."""
from __future__ import annotations

import pygame

from game.audio import Sfx
from game.render import text
from game.render.fonts import Face
from game.render.layout import split_v
from game.render.theme import Setzer
from game.settings import BuchTheme
from game.widgets.icons import Icon
from game.widgets.page import PageScene
from game.widgets.segmented import Segmented
from game.widgets.toggle import Toggle

VOLUMES = ((0.35, "Leise"), (0.65, "Mittel"), (1.0, "Laut"))
CREDITS = (
    "Wortliste: german-wordlist von enz (CC0) · Häufigkeiten: FrequencyWords (CC BY-SA 4.0)",
    "Schriften: Jost, League Spartan, EB Garamond, UnifrakturMaguntia, Courier Prime (OFL) · Töne im Spiel erzeugt",
)


class SettingsScene(PageScene):
    """Sound, volume, Bewegung reduzieren, Buch day/night and fullscreen."""

    name = "settings"
    title = "Einstellungen"
    subtitle = "Gilt für beide Spiele"
    card_width = 760
    card_height = 640

    def __init__(self, app) -> None:
        super().__init__(app)
        v = app.settings.settings
        self.sound = Toggle("Ton", v.sound, lambda on: self._set(sound=on), "Klappern der Lettern, Glockenschlag bei Punkten, Uhr")
        self.volume = Segmented(VOLUMES, self._nearest_volume(v.volume), lambda vol: self._set(volume=vol))
        self.calm = Toggle("Bewegung reduzieren", v.calm, lambda on: self._set(calm=on),
                           "Nur nötige Bewegungen, kein Flackern, kein Ton – für einen ruhigen Bildschirm")
        self.theme = Segmented(((BuchTheme.NIGHT, "Bibliothek bei Nacht"), (BuchTheme.DAY, "Lesesaal am Tag")), v.buch_theme,
                               lambda th: self._set(buch_theme=th), icons=(Icon.MOON, Icon.SUN))
        self.fullscreen = Toggle("Vollbild", app.fullscreen, self._set_fullscreen, "Auch mit F11 umschaltbar")
        self.group.add(self.sound, self.volume, self.calm, self.theme, self.fullscreen)
        self.labels: list[tuple[str, pygame.Rect]] = []

    @staticmethod
    def _nearest_volume(value: float) -> float:
        return min(VOLUMES, key=lambda p: abs(p[0] - value))[0]

    def _set(self, **changes) -> None:
        self.app.settings.update(**changes)
        self.app.audio.play(Sfx.TAP)

    def _set_fullscreen(self, on: bool) -> None:
        if on != self.app.fullscreen:
            self.app.toggle_fullscreen()
        self.app.settings.update(fullscreen=self.app.fullscreen)

    def update(self, dt: float) -> None:
        """Keep the fullscreen switch in step with F11."""
        self.fullscreen.set(self.app.fullscreen, notify=False)
        super().update(dt)

    def layout_content(self, card: pygame.Rect) -> None:
        """Rows: toggle, volume, calm, theme, fullscreen."""
        f = self.frame
        inner = card.inflate(-f.px(64), -f.px(48))
        rows = split_v(inner, [f.px(78), f.px(92), f.px(86), f.px(104), f.px(78), 1], gap=f.px(10))
        self.sound.layout(rows[0], f.s)
        self.calm.layout(rows[2], f.s)
        self.fullscreen.layout(rows[4], f.s)
        self.labels = [("Lautstärke", rows[1]), ("Speedbuch-Ansicht", rows[3])]
        seg_h = f.px(50)
        self.volume.layout(pygame.Rect(rows[1].x, rows[1].bottom - seg_h - f.px(6), rows[1].w, seg_h), f.s)
        self.theme.layout(pygame.Rect(rows[3].x, rows[3].bottom - seg_h - f.px(10), rows[3].w, seg_h), f.s)
        self.separators = [r.bottom + f.px(5) for r in rows[:4]]

    def draw_content(self, surface: pygame.Surface) -> None:
        """Section labels and hairlines between rows."""
        f = self.frame
        for label, r in self.labels:
            text.blit(surface, label, Face.JOST_SEMI, f.font_px(19), Setzer.INK, (r.x, r.y + f.px(4)))
        for y in getattr(self, "separators", []):
            pygame.draw.line(surface, Setzer.GRID, (self.card.x + f.px(32), y), (self.card.right - f.px(32), y), max(1, f.px(1)))
        fs = min(text.fit_size(line, Face.JOST, f.font_px(13), self.card.w - f.px(40)) for line in CREDITS)
        y = self.card.bottom - f.px(26)
        for line in reversed(CREDITS):
            text.blit(surface, line, Face.JOST, fs, Setzer.MUTED, (self.card.centerx, y), "center")
            y -= text.line_height(Face.JOST, fs, 1.05)
