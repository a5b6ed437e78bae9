"""The settings page; every change is saved at once through the settings store."""
from __future__ import annotations

import pygame

from game.audio import Sfx
from game.center.connection import EXAMPLE, MAX_ADDRESS, AddressError, connect, disconnect, missing_package, parse_address, status_line
from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.layout import split_v
from game.render.theme import Setzer
from game.settings import BuchTheme
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.segmented import Segmented
from game.widgets.style import Style
from game.widgets.text_field import TextField
from game.widgets.toggle import Toggle
from game.widgets.touch_entry import TouchEntry

VOLUMES = ((0.35, "Leise"), (0.65, "Mittel"), (1.0, "Laut"))
CREDITS = (
    "Wortliste: german-wordlist von enz (CC0) · Häufigkeiten: FrequencyWords (CC BY-SA 4.0)",
    "Schriften: Jost, League Spartan, EB Garamond, UnifrakturMaguntia, Courier Prime (OFL) · Töne im Spiel erzeugt",
)


class SettingsScene(PageScene):
    """Sound, volume, Bewegung reduzieren, Buch day/night, fullscreen and the Spielcenter."""

    name = "settings"
    title = "Einstellungen"
    subtitle = "Gilt für beide Spiele"
    card_width = 760
    card_height = 690

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
        # the Spielcenter (laptops; a kiosk's address is set in the operator panel)
        self.kiosk = app.options.kiosk
        self.separators: list[int] = []  # hairlines between the rows (window y), set by the layout
        self.address = TextField(v.center_url, "Adresse, z. B. " + EXAMPLE, MAX_ADDRESS, self._toggle_link)
        self.address.enabled = not self.kiosk
        self.center_message: str | None = "Am Kiosk stellt der Betreiber den Spielcenter ein." if self.kiosk else None
        self.center_status = status_line(app)
        self.link = Button("Verbinden", self._toggle_link, Style.PRUSSIAN, font_size=17)
        self.link.enabled = not self.kiosk
        self.entry = TouchEntry(self._toggle_link, "Verbinden")  # touch screens: the address on the on-screen keys
        self.group.add(self.sound, self.volume, self.calm, self.theme, self.fullscreen, self.link)
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.center_row = pygame.Rect(0, 0, 0, 0)

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

    # the Spielcenter ----------------------------------------------------------------------------
    def _toggle_link(self) -> None:
        """Verbinden with the typed address, or Trennen."""
        if self.app.center is not None:
            disconnect(self.app)
            self.app.settings.update(center_on=False)
            self.center_message = "Getrennt: neue Ergebnisse zählen nur auf diesem Gerät."
            return
        if missing_package() is not None:
            self.center_message = missing_package()
            return
        try:
            address = parse_address(self.address.value)
        except AddressError as err:
            self.center_message = str(err)
            self.address.focused = True
            return
        connect(self.app, address, self.app.options.center_venue_token)
        self.entry.close()
        self.address.value, self.address.focused, self.center_message = address, False, None
        self.app.settings.update(center_url=address, center_on=True)
        self.app.audio.play(Sfx.TAP)

    def handle(self, action: Action) -> bool:
        """The keyboard sheet while open; the address field (a tap focuses it, on a touch screen with the keys)."""
        self.address.enabled = not self.kiosk and self.app.center is None
        if self.entry.handle(action):
            return True
        if self.address.handle(action):
            if action.kind is Act.TEXT:
                self.center_message = None
            elif action.kind is Act.POINTER_DOWN and self.app.touch_mode:
                self.entry.open(self.address, "Adresse des Spielcenters")
            return True
        return super().handle(action)

    def update(self, dt: float) -> None:
        """Keep the fullscreen switch in step with F11 and the Spielcenter's state in view."""
        self.fullscreen.set(self.app.fullscreen, notify=False)
        self.link.label = "Trennen" if self.app.center is not None else "Verbinden"
        self.center_status = status_line(self.app)
        super().update(dt)

    def layout_content(self, card: pygame.Rect) -> None:
        """Rows: toggle, volume, calm, theme, fullscreen, Spielcenter."""
        f = self.frame
        inner = card.inflate(-f.px(64), -f.px(40))
        rows = split_v(inner, [f.px(70), f.px(88), f.px(76), f.px(98), f.px(66), f.px(112), 1], gap=f.px(8))
        self.sound.layout(rows[0], f.s)
        self.calm.layout(rows[2], f.s)
        self.fullscreen.layout(rows[4], f.s)
        self.labels = [("Lautstärke", rows[1]), ("Speedbuch-Ansicht", rows[3]), ("Spielcenter", rows[5])]
        seg_h = f.px(50)
        self.volume.layout(pygame.Rect(rows[1].x, rows[1].bottom - seg_h - f.px(6), rows[1].w, seg_h), f.s)
        self.theme.layout(pygame.Rect(rows[3].x, rows[3].bottom - seg_h - f.px(10), rows[3].w, seg_h), f.s)
        self.center_row = rows[5]
        field_h = f.px(48)
        top = rows[5].y + f.px(34)
        button_w = f.px(150)
        self.address.rect = field = pygame.Rect(rows[5].x, top, rows[5].w - button_w - f.px(12), field_h)
        self.link.layout(pygame.Rect(field.right + f.px(12), top, button_w, field_h), f.s)
        self.separators = [r.bottom + f.px(4) for r in rows[:5]]
        self.entry.layout(f)

    def draw(self, surface: pygame.Surface) -> None:
        """The page; the keyboard sheet on top while the address is typed on the screen."""
        super().draw(surface)
        self.entry.draw(surface, self.center_message)

    def content_marks(self) -> list[Mark]:
        """The Spielcenter row: its state line, the address field and the message under it; the keyboard sheet
        (opening or closing it veils the whole window, then its keys, field and message as they change)."""
        a = self.address
        marks: list[Mark] = [(self.center_row.inflate(8, 8), ("center", self.center_status, self.center_message,
                                                              a.value, a.focused, a.enabled, tuple(a.rect)))]
        return marks + self.entry.marks(self.center_message)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Section labels and hairlines between rows."""
        f = self.frame
        for label, r in self.labels:
            text.blit(surface, label, Face.JOST_SEMI, f.font_px(19), Setzer.INK, (r.x, r.y + f.px(4)))
        self._draw_center(surface)
        for y in self.separators:
            pygame.draw.line(surface, Setzer.GRID, (self.card.x + f.px(32), y), (self.card.right - f.px(32), y), max(1, f.px(1)))
        fs = min(text.fit_size(line, Face.JOST, f.font_px(13), self.card.w - f.px(40)) for line in CREDITS)
        y = self.card.bottom - f.px(26)
        for line in reversed(CREDITS):
            text.blit(surface, line, Face.JOST, fs, Setzer.MUTED, (self.card.centerx, y), "center")
            y -= text.line_height(Face.JOST, fs, 1.05)

    def _draw_center(self, surface: pygame.Surface) -> None:
        """The Spielcenter row: state on the right of its label, the address field, a message below."""
        f = self.frame
        row = self.center_row
        text.blit(surface, text.ellipsize(self.center_status, Face.JOST_SEMI, f.font_px(15), row.w // 2), Face.JOST_SEMI,
                  f.font_px(15), Setzer.VALID if self.center_status.startswith("Verbunden") else Setzer.MUTED,
                  (row.right, row.y + f.px(6)), "topright")
        if self.entry.is_open:  # the sheet draws the field and the message above the keys
            return
        self.address.draw(surface, f.s, f.font_px(17))
        box = self.address.rect
        if self.center_message:
            line = text.ellipsize(self.center_message, Face.JOST, f.font_px(14), row.w)
            text.blit(surface, line, Face.JOST, f.font_px(14), Setzer.VERMILION, (row.x, box.bottom + f.px(8)))
