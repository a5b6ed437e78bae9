"""The title screen: Speedsetzer modes on the left (print shop), Speedbuch modes on the right (night library)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.audio import Sfx
from game.input.actions import Act, Action
from game.render import art, menu_art, text
from game.render.assets import cached, cached_on_disk
from game.render.fonts import Face
from game.render.layout import Frame
from game.render.theme import BuchNight, Setzer, hex_rgb
from game.render.tiles import setzer_tile, tile_margin
from game.scenes.base import Scene
from game.scenes.menu.badges import badge_for
from game.scenes.menu.cards import ModeCard, ProfileChip
from game.widgets.base import FocusGroup
from game.widgets.button import Button, IconButton
from game.widgets.icons import Icon
from game.widgets.style import Style

VERSION = "Version 0.1"


@dataclass(frozen=True)
class Entry:
    """One mode on the title screen."""

    key: str
    title: str
    desc: str
    icon: Icon
    accent: tuple[int, int, int]


SETZER_ENTRIES = (
    Entry("setzer.setup", "Partie", "Ein bis vier Setzer am Tisch – Menschen, Computer oder beides gemischt.", Icon.PEOPLE, Setzer.VERMILION),
    Entry("setzer.daily", "Tagesbrett", "Zehn Züge allein, heute für alle die gleichen Lettern. Um Mitternacht gibt es neue.", Icon.CALENDAR, Setzer.PRUSSIAN),
)
BUCH_ENTRIES = (
    Entry("buch.drei_minuten", "3 Minuten", "Auf Zeit, mit Glut – für die Bestenliste", Icon.STOPWATCH, hex_rgb("#2F6B5A")),
    Entry("buch.daily", "Tagesrätsel", "20 Wörter und ein verstecktes Tageswort", Icon.CALENDAR, hex_rgb("#8A5A1E")),
    Entry("buch.endless", "Endlos", "Ohne Uhr – bis das Regal Feuer fängt", Icon.INFINITY, hex_rgb("#8E2A22")),
    Entry("buch.journey", "Reise", "40 Level in 8 Sälen der Bibliothek", Icon.MAP, hex_rgb("#5A3F86")),
)

# design rectangles, landscape (1280 x 800) and portrait (800 x 1280)
LAND = {
    "split": 640, "sheet": (150, 94, 340, 248), "setzer_title": (320, 378, 56), "setzer_caption": (320, 413),
    "cards": [(56, 440, 528, 110), (56, 562, 528, 110)], "still": (0, 0), "buch_title": (960, 378, 56), "buch_caption": (960, 413),
    "rows": [(697, 440 + 59 * i, 526, 52) for i in range(4)], "profile": (1004, 16, 176, 44), "sound": (1188, 15, 48, 46),
    "partien": (836, 16, 156, 44),
    "bottom": [(301, 722, 214, 56), (533, 722, 214, 56), (765, 722, 214, 56)], "footer_l": (40, 752), "footer_r": (1242, 752),
    "header": (40, 22),
}
PORT = {
    "split": 640, "sheet": (255, 90, 290, 212), "setzer_title": (400, 336, 50), "setzer_caption": (400, 368),
    "cards": [(40, 392, 720, 96), (40, 500, 720, 96)], "still": (-560, 496), "buch_title": (400, 848, 50), "buch_caption": (400, 880),
    "rows": [(40, 904 + 60 * i, 720, 54) for i in range(4)], "profile": (470, 14, 252, 48), "sound": (734, 14, 48, 48),
    "partien": (300, 14, 158, 48),
    "bottom": [(40, 1160, 232, 58), (284, 1160, 232, 58), (528, 1160, 232, 58)], "footer_l": (40, 1252), "footer_r": (760, 1252),
    "header": (40, 20),
}


class MenuScene(Scene):
    """The title screen; every entry opens a registered scene by key."""

    name = "menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.frame = Frame.fit(app.size)
        self.t = 0.0
        self.blink = 0.0
        self.group = FocusGroup()
        self.cards: list[ModeCard] = []
        for e in SETZER_ENTRIES:
            self.cards.append(ModeCard(e.title, e.desc, e.icon, e.accent, self._opener(e.key)))
        self.rows: list[ModeCard] = []
        for e in BUCH_ENTRIES:
            self.rows.append(ModeCard(e.title, e.desc, e.icon, e.accent, self._opener(e.key), library=True))
        self.entries = {e.key: w for e, w in zip(SETZER_ENTRIES + BUCH_ENTRIES, self.cards + self.rows)}
        self.profile = ProfileChip(self._opener("profile"))
        self.sound = IconButton(Icon.SOUND_ON, self._toggle_sound, Style.GLASS)
        self.bottom = [
            Button("Einstellungen", self._opener("settings"), Style.GLASS, Icon.GEAR, font_size=18),
            Button("Bestenliste", self._opener("leaderboards"), Style.GLASS, Icon.TROPHY, font_size=18),
            Button("Spielregeln", self._opener("rules"), Style.GLASS, Icon.BOOK, font_size=18),
        ]
        self.group.add(*self.cards, *self.rows, *self.bottom, self.profile, self.sound)
        # games against people on other devices: only with a Spielcenter (--center)
        self.partien = Button("Partien", self._opener("partien"), Style.GLASS, Icon.PEOPLE, font_size=17)
        self.partien.visible = app.remote is not None
        self.group.add(self.partien)

    # life cycle ----------------------------------------------------------------
    def enter(self) -> None:
        """Fill badges and profile."""
        self.refresh()

    def resume(self) -> None:
        """Settings or profile may have changed."""
        self.refresh()

    def refresh(self) -> None:
        """Badges, profile name and the sound icon from the current state."""
        for key, widget in self.entries.items():
            widget.badge = badge_for(self.app, key) or ""
        values = self.app.settings.settings
        self.profile.label = self.app.session.name
        self.profile.sub_line = badge_for(self.app, "profile") or "Profil ändern"
        self.sound.icon_kind = Icon.SOUND_ON if values.sound else Icon.SOUND_OFF
        games = self.app.remote.games if self.app.remote is not None else None
        self.partien.badge = str(sum(1 for g in games if g.get("my_turn"))) if games else ""
        self.partien.badge = "" if self.partien.badge == "0" else self.partien.badge

    def _opener(self, key: str):
        def run() -> None:
            self.app.audio.play(Sfx.TAP)
            self.app.open(key)
        return run

    def _toggle_sound(self) -> None:
        store = self.app.settings
        store.update(sound=not store.settings.sound)
        self.app.audio.play(Sfx.TAP)
        self.refresh()

    # layout ------------------------------------------------------------------------
    @property
    def spec(self) -> dict:
        """The design rectangles for the current orientation."""
        return PORT if self.frame.portrait else LAND

    def resize(self, size: tuple[int, int]) -> None:
        """Place every widget for the new window size."""
        self.frame = f = Frame.fit(size)
        sp = self.spec
        for w, r in zip(self.cards, sp["cards"]):
            w.layout(f.rect(*r), f.s)
        for w, r in zip(self.rows, sp["rows"]):
            w.layout(f.rect(*r), f.s)
        for w, r in zip(self.bottom, sp["bottom"]):
            w.layout(f.rect(*r), f.s)
        self.partien.layout(f.rect(*sp["partien"]), f.s)
        self.profile.layout(f.rect(*sp["profile"]), f.s)
        self.sound.layout(f.rect(*sp["sound"]), f.s)
        self._warm()

    def _warm(self) -> None:
        """Build the animated pieces now, so the first blink or flicker costs no frame time."""
        f = self.frame
        for blink in (False, True):
            menu_art.bruno(f.px(128), blink)
        for i in range(-5, 6):
            menu_art.flame(f.s, 1.0 + i / 100)
            self._glow(round(1.0 + i / 100, 2))
        for w in self.group.widgets:  # hover faces
            if w.rect.w > 4 and w.rect.h > 4:
                w._face(w.rect.w, w.rect.h, True)

    def split_px(self) -> int:
        """Where print shop and library meet (x in landscape, y in portrait), in window pixels."""
        f = self.frame
        return f.y(self.spec["split"]) if f.portrait else f.x(self.spec["split"])

    # input / update --------------------------------------------------------------------
    def pointer_over_button(self) -> bool:
        """The mouse rests on one of the widgets."""
        return self.group.pointer_over_button()

    def handle(self, action: Action) -> bool:
        """Widgets and focus; Esc asks whether to quit."""
        if self.group.handle(action):
            return True
        if action.kind == Act.BACK and not self.app.options.kiosk:
            from game.scenes.message import confirm

            confirm(self.app, "Spiel beenden?", "Spielstände und Bestenlisten sind gespeichert.", "Beenden", self.app.quit, "Weiterspielen")
            return True
        return False

    def update(self, dt: float) -> None:
        """Candle flicker, Bruno's blink, widget states."""
        self.t += dt
        self.group.update(dt, self.app.calm)

    # drawing ------------------------------------------------------------------------------
    def _static(self) -> pygame.Surface:
        f = self.frame
        size = f.size

        def build() -> pygame.Surface:
            surf = pygame.Surface(size).convert()
            split = self.split_px()
            if f.portrait:
                surf.blit(menu_art.print_shop((size[0], split)), (0, 0))
                surf.blit(menu_art.library((size[0], size[1] - split), f.s), (0, split))
                pygame.draw.line(surf, hex_rgb("#3A4650"), (0, split), (size[0], split), max(1, f.px(1)))
                band = pygame.Surface((size[0], f.y(72)), pygame.SRCALPHA)
            else:
                surf.blit(menu_art.print_shop((split, size[1])), (0, 0))
                surf.blit(menu_art.library((size[0] - split, size[1]), f.s), (split, 0))
                pygame.draw.line(surf, hex_rgb("#3A4650"), (split, 0), (split, size[1]), max(1, f.px(1)))
                band = pygame.Surface((split, f.y(74)), pygame.SRCALPHA)
            band.fill((10, 16, 22, 70))
            surf.blit(band, (0, 0))
            pygame.draw.line(surf, (52, 64, 74), (0, band.get_height()), (band.get_width(), band.get_height()))
            self._draw_header(surf)
            self._draw_setzer_art(surf)
            self._draw_buch_art(surf)
            self._draw_footer(surf)
            return surf

        return cached_on_disk("menu-static-portrait" if f.portrait else "menu-static", size, build)

    def _draw_header(self, surf: pygame.Surface) -> None:
        f = self.frame
        x, y = self.spec["header"]
        text.blit(surf, "SPIELCENTER", Face.SPARTAN, f.font_px(15), (226, 221, 210), f.pt(x, y), tracking=f.s * 4)
        text.blit(surf, "Zwei Wortspiele · Leipzig & Stadtbibliothek", Face.JOST, f.font_px(14), (150, 158, 164), f.pt(x, y + 22))

    def _title(self, surf: pygame.Surface, word: str, spec: tuple, caption: str, cap_pos: tuple, cap_col) -> None:
        f = self.frame
        cx, cy, size = spec
        fs = f.font_px(size)
        shadow = text.render(word, Face.TITLE, fs, (0, 0, 0))
        shadow = shadow.copy()
        shadow.set_alpha(120)
        surf.blit(art.blur(_pad(shadow, f.px(6)), f.px(3)), shadow.get_rect(center=(f.x(cx), f.y(cy) + f.px(4))).move(-f.px(6), -f.px(6)))
        text.blit(surf, word, Face.TITLE, fs, (244, 236, 220), f.pt(cx, cy), "center")
        text.blit(surf, caption, Face.SPARTAN, f.font_px(12.5), cap_col, f.pt(*cap_pos), "center", tracking=f.s * 2.6)

    def _draw_setzer_art(self, surf: pygame.Surface) -> None:
        f = self.frame
        sx, sy, sw, sh = self.spec["sheet"]
        rect = f.rect(sx, sy, sw, sh)
        sheet = menu_art.mini_sheet(rect.size, f.s * sw / 340)
        pad = (sheet.get_width() - rect.w) // 2
        surf.blit(sheet, (rect.x - pad, rect.y - pad))
        t = f.px(54 * sw / 340)
        m = tile_margin(t)
        tile = setzer_tile(t, "Ä", 6, pending=True)
        surf.blit(tile, (rect.right - f.px(38 * sw / 340) - m, rect.bottom - f.px(62 * sh / 248) - m))
        self._title(surf, "Speedsetzer", self.spec["setzer_title"], "LEGEWORTSPIEL  ·  LEIPZIG 1928", self.spec["setzer_caption"], (168, 176, 182))

    def _still(self, x: float, y: float) -> tuple[int, int]:
        ox, oy = self.spec["still"]
        return self.frame.pt(x + ox, y + oy)

    def _draw_buch_art(self, surf: pygame.Surface) -> None:
        f = self.frame
        # warm light of the candle on the wall behind
        cx, cy = self._still(1188, 190)
        g = cached(("menu-wallglow", f.px(300)), lambda: art.glow(f.px(300), (120, 62, 18), 1.8, 0.8))
        surf.blit(g, g.get_rect(center=(cx, cy)), special_flags=pygame.BLEND_RGB_ADD)
        board = menu_art.shelf_board(f.px(500), f.s)
        surf.blit(board, self._still(710, 300))
        stack = menu_art.book_stack(f.px(140), f.s)
        surf.blit(stack, self._still(706, 252))
        size = f.px(60)
        m = tile_margin(size)
        for i, tile in enumerate(menu_art.buch_word_tiles(size)):
            x, y = self._still(875 + i * 67, 238)
            surf.blit(tile, (x - m, y - m))
        candle = menu_art.candle_body(f.s)
        surf.blit(candle, self._still(1152, 160))
        self._title(surf, "Speedbuch", self.spec["buch_title"], "WORTSUCHE IN DER STADTBIBLIOTHEK", self.spec["buch_caption"], BuchNight.MUTED)

    def _draw_footer(self, surf: pygame.Surface) -> None:
        f = self.frame
        fs = f.font_px(12.5)
        text.blit(surf, "Wortliste: german-wordlist (CC0)", Face.JOST, fs, (120, 130, 138), f.pt(*self.spec["footer_l"]), "midleft")
        text.blit(surf, VERSION, Face.JOST, fs, (150, 136, 112), f.pt(*self.spec["footer_r"]), "midright")

    def _glow(self, flick: float = 0.0) -> pygame.Surface:
        """The candle's warm light; ``flick`` (0.95..1.05, in hundredths) scales it, 0 keeps it unscaled."""
        px = self.frame.px(120)
        glow = cached(("menu-glow", px), lambda: art.glow(px, (255, 140, 50), 2.4, 0.55))
        if not flick:
            return glow
        size = (int(glow.get_width() * flick), int(glow.get_height() * flick))
        return cached(("menu-glow", px, size), lambda: pygame.transform.smoothscale(glow, size))

    def damage(self) -> list[pygame.Rect]:
        """Widgets that look different, and (unless calm) where the candle flickers and Bruno bobs."""
        rects = self.group.damage()
        if self.app.calm:
            return rects
        f = self.frame
        fx, fy = self._still(1185, 182)
        glow = self._glow().get_rect()
        most = 1.06  # the flicker scales by at most 1.05
        rects.append(pygame.Rect(0, 0, int(glow.w * most) + 2, int(glow.h * most) + 2))
        rects[-1].center = (fx, fy)
        rects.append(menu_art.flame(f.s, 1.05).get_rect(midbottom=(fx, fy + f.px(12))).inflate(4, 4))
        bob = math.ceil(2 * f.s) + 1
        rects.append(menu_art.bruno(f.px(128)).get_rect(bottomleft=self._still(698, 266)).inflate(2, 2 * bob))
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        """Static layer, then the living bits (flame, glow, Bruno), then widgets."""
        f = self.frame
        surface.blit(self._static(), (0, 0))
        calm = self.app.calm
        t = 0.0 if calm else self.t
        flick = 1.0 if calm else 1.0 + 0.05 * (math.sin(t * 61) * 0.5 + math.sin(t * 37.3) * 0.5)
        fx, fy = self._still(1185, 182)
        glow = self._glow()
        gs = glow if calm else self._glow(round(flick, 2))
        surface.blit(gs, gs.get_rect(center=(fx, fy)), special_flags=pygame.BLEND_RGB_ADD)
        fl = menu_art.flame(f.s, flick)
        surface.blit(fl, fl.get_rect(midbottom=(fx, fy + f.px(12))))
        bob = 0 if calm else round(math.sin(t * math.tau / 2.4) * 2 * f.s)
        blink = (not calm) and (t % 4.3) > 4.17
        br = menu_art.bruno(f.px(128), blink)
        surface.blit(br, br.get_rect(bottomleft=self._still(698, 266)).move(0, bob))
        self.group.draw(surface)


def _pad(surface: pygame.Surface, pad: int) -> pygame.Surface:
    out = pygame.Surface((surface.get_width() + pad * 2, surface.get_height() + pad * 2), pygame.SRCALPHA)
    out.blit(surface, (pad, pad))
    return out
