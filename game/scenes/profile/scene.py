"""Profile page: set the name shown on the menu chip and in the leaderboards."""
from __future__ import annotations

import pygame
import pygame_gui

from game.audio import Sfx
from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.theme import Setzer
from game.render.ui_theme import entry_object_id
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.keyboard import OnScreenKeyboard
from game.widgets.entry_host import EntryHost
from game.widgets.page import PageScene
from game.widgets.style import Style

MAX_NAME = 16


class ProfileScene(EntryHost, PageScene):
    """Name entry with save; the store may later add profile switching here."""

    name = "profile"
    title = "Profil"
    subtitle = "Dein Name am Tisch und in der Bestenliste"
    card_width = 860

    def __init__(self, app) -> None:
        super().__init__(app)
        self.text = app.settings.settings.player_name
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.save_btn = Button("Speichern", self.save, Style.PRIMARY, Icon.CHECK, font_size=18)
        self.keyboard = OnScreenKeyboard(self._osk_text, self._osk_delete, self.save, "Speichern")
        self.group.add(self.save_btn, self.keyboard)
        self.error = ""

    def layout_content(self, card: pygame.Rect) -> None:
        """Entry and save on top, keyboard below."""
        f = self.frame
        pad = f.px(32)
        top = card.y + f.px(64)
        h = f.px(64)
        bw = f.px(200)
        rect = pygame.Rect(card.x + pad, top, card.w - 2 * pad - bw - f.px(14), h)
        self.save_btn.layout(pygame.Rect(rect.right + f.px(14), top, bw, h), f.s)
        self._kill_entry()
        ui = self.app.ui
        self.entry = pygame_gui.elements.UITextEntryLine(rect, ui, object_id=entry_object_id(ui, f.font_px(28)), placeholder_text="Name")
        self.entry.set_text_length_limit(MAX_NAME)
        self.entry.set_text(self.text[:MAX_NAME])
        self.entry.focus()
        kb_top = top + h + f.px(60)
        self.keyboard.layout(pygame.Rect(card.x + pad, kb_top, card.w - 2 * pad, min(f.px(300), card.bottom - kb_top - f.px(24))), f.s)

    def _current(self) -> str:
        return self.entry.get_text() if self.entry is not None else self.text

    def _set_text(self, value: str) -> None:
        self.text = value[:MAX_NAME]
        if self.entry is not None:
            self.entry.set_text(self.text)

    def _osk_text(self, ch: str) -> None:
        cur = self._current()
        word_start = not cur or cur.endswith(" ")
        if ch == " " and word_start:
            return
        self._set_text(cur + (ch if word_start else ch.lower()))

    def _osk_delete(self) -> None:
        self._set_text(self._current()[:-1])

    def save(self) -> None:
        """Store the name and go back."""
        name = " ".join(self._current().split())
        if not name:
            self.error = "Bitte einen Namen eingeben."
            self.app.audio.play(Sfx.ERROR)
            return
        self.app.settings.update(player_name=name[:MAX_NAME])
        self.app.audio.play(Sfx.TAP)
        self.go_back()

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        """Enter in the entry saves."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.save()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.error = ""

    def handle(self, action: Action) -> bool:
        """Typed text goes to the entry even without focus."""
        if action.kind == Act.TEXT and self.entry is not None and not self.entry.is_focused:
            self._set_text(self._current() + action.text)
            return True
        if action.kind == Act.DELETE and self.entry is not None and not self.entry.is_focused:
            self._osk_delete()
            return True
        return super().handle(action)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Caption and error line."""
        f = self.frame
        x = self.card.x + f.px(32)
        text.blit(surface, "NAME", Face.SPARTAN, f.font_px(12.5), Setzer.MUTED, (x, self.card.y + f.px(34)), tracking=f.s * 1.5)
        y = self.save_btn.rect.bottom + f.px(16)
        if self.error:
            text.blit(surface, self.error, Face.JOST_SEMI, f.font_px(16), Setzer.VERMILION, (x, y))
        else:
            text.blit(surface, "Höchstens 16 Zeichen. Umlaute sind erlaubt.", Face.JOST, f.font_px(15), Setzer.MUTED, (x, y))
