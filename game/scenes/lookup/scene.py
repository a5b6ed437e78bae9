"""Lookup page: a pygame_gui text entry, live verdict (gültig/ungültig, gängig/selten), history, touch keyboard."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game.audio import Sfx
from game.input.actions import Act, Action
from game.lexicon import Lexicon, LexiconError
from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.theme import Setzer, hex_rgb
from game.render.tiles import setzer_tile, tile_margin
from game.render.ui_theme import entry_object_id
from game.setzer.tiles import TILE_VALUES
from game.widgets.button import Button, IconButton
from game.widgets.entry_host import EntryHost, keep_backgrounds
from game.widgets.icons import Icon, icon
from game.widgets.keyboard import OnScreenKeyboard
from game.widgets.marks import Mark, entry_mark
from game.widgets.page import PageScene
from game.widgets.scroll import RowList
from game.widgets.style import Style

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)



@dataclass(frozen=True)
class Verdict:
    """Result of looking up one input."""

    raw: str
    form: str | None  # normalised form, None when the input cannot be a word
    valid: bool
    common: bool
    reason: str  # German explanation


def check_word(raw: str, lexicon) -> Verdict:
    """Normalise ``raw`` and check it (German reason when it is not a word)."""
    from game.lexicon import NormalizeError, normalize_word, sheet_note

    try:
        form = normalize_word(raw)
    except NormalizeError as err:
        return Verdict(raw, None, False, False, str(err))
    if lexicon is None:
        return Verdict(raw, form, False, False, "Die Wortliste konnte nicht geladen werden.")
    if lexicon.is_word(form):
        common = lexicon.is_common(form)
        why = "steht in der Wortliste und ist gängig." if common else "steht in der Wortliste, ist aber selten (nur in der Turnierliste)."
        note = sheet_note(form)
        if note:
            why += f" Aber: {note}."
        return Verdict(raw, form, True, common, f"{form} {why}")
    return Verdict(raw, form, False, False, f"{form} steht nicht in der Wortliste.")


def _load_lexicon(app: App) -> Lexicon | None:
    """The app's lexicon (with the operator lists); None with a logged reason when the files are broken."""
    try:
        return app.lexicon
    except LexiconError as err:
        log.error("Wortliste nicht ladbar: %s", err)
        return None


EXAMPLES = ("Straße", "Häusern", "Quatsch", "Lengs", "Xylofon")


class LookupScene(EntryHost, PageScene):
    """Type a word; the verdict updates as you type."""

    name = "lookup"
    ui_in_damage = True  # content_marks covers the text entry
    title = "Nachschlagen"
    subtitle = "Steht das Wort in der Liste?"
    card_width = 940

    def __init__(self, app, word: str = "") -> None:
        super().__init__(app)
        self.lexicon = _load_lexicon(app)
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.text = word
        self.verdict: Verdict | None = check_word(word, self.lexicon) if word.strip() else None
        self.history: list[Verdict] = []
        self.examples = [check_word(w, self.lexicon) for w in EXAMPLES]
        self.check_btn = Button("Prüfen", self.commit, Style.PRIMARY, Icon.SEARCH, font_size=18)
        self.kbd_btn = IconButton(Icon.KEYBOARD, self.toggle_keyboard, Style.CARD)
        self.keyboard = OnScreenKeyboard(self._osk_text, self._osk_delete, self.commit, "Prüfen")
        self.keyboard.visible = app.touch_mode
        self.list = RowList(self._draw_row, 46, self._pick, bar_color=(170, 155, 130))
        self.group.add(self.check_btn, self.kbd_btn, self.list, self.keyboard)
        # "Wort melden": with a Spielcenter, a word that is missing or should not count goes to the operator
        self.report_btn = Button("Wort melden", self.report, Style.CARD, Icon.INFO, font_size=16)
        self.reported: set[str] = set()
        self.group.add(self.report_btn)
        self.result_rect = pygame.Rect(0, 0, 0, 0)
        self._list_full = self._list_short = pygame.Rect(0, 0, 0, 0)

    # layout ------------------------------------------------------------------------------
    def layout_content(self, card: pygame.Rect) -> None:
        """Entry row, result block, then keyboard or history."""
        f = self.frame
        pad = f.px(28)
        row_h = f.px(62)
        top = card.y + f.px(26)
        kb = f.px(62)
        btn_w = f.px(170)
        entry_rect = pygame.Rect(card.x + pad, top, card.w - 2 * pad - btn_w - kb - f.px(24), row_h)
        self.check_btn.layout(pygame.Rect(entry_rect.right + f.px(12), top, btn_w, row_h), f.s)
        self.kbd_btn.layout(pygame.Rect(self.check_btn.rect.right + f.px(12), top, kb, row_h), f.s)
        self._kill_entry()
        ui = self.app.ui
        oid = entry_object_id(ui, f.font_px(28))
        self.entry = pygame_gui.elements.UITextEntryLine(entry_rect, ui, object_id=oid, placeholder_text="Wort eingeben …")
        keep_backgrounds(self.entry)  # no redrawn box at every blink of the cursor
        self.entry.set_text_length_limit(30)
        self.entry.set_text(self.text[:30])
        self.entry.focus()
        self.result_rect = pygame.Rect(card.x + pad, entry_rect.bottom + f.px(18), card.w - 2 * pad, f.px(170))
        self.report_btn.layout(pygame.Rect(self.result_rect.right - f.px(244), self.result_rect.y + f.px(84),
                                           f.px(230), f.px(44)), f.s)
        below = pygame.Rect(card.x + pad, self.result_rect.bottom + f.px(16), card.w - 2 * pad, card.bottom - self.result_rect.bottom - f.px(34))
        kb_h = min(below.h, f.px(300))
        self.keyboard.layout(pygame.Rect(below.x, below.bottom - kb_h, below.w, kb_h), f.s)
        self._list_full = pygame.Rect(below.x, below.y + f.px(30), below.w, below.h - f.px(30))
        # with the keyboard open, the list keeps whatever room is left above it
        self._list_short = pygame.Rect(below.x, below.y + f.px(30), below.w, self.keyboard.rect.top - below.y - f.px(46))
        self.list.layout(self._list_full, f.s)
        self.list.set_items(self.history or self.examples)
        self._sync_visibility()

    def _sync_visibility(self) -> None:
        f = self.frame
        if not self.keyboard.visible:
            self.list.visible = True
            self.list.layout(self._list_full, f.s)
        elif self._list_short.h >= f.px(46 * 2):
            self.list.visible = True
            self.list.layout(self._list_short, f.s)
        else:
            self.list.visible = False

    # actions --------------------------------------------------------------------------------
    def toggle_keyboard(self) -> None:
        """Show or hide the on-screen keyboard."""
        self.keyboard.visible = not self.keyboard.visible
        self._sync_visibility()

    def _current(self) -> str:
        return self.entry.get_text() if self.entry is not None else self.text

    def _set_text(self, value: str) -> None:
        self.text = value[:30]
        if self.entry is not None:
            self.entry.set_text(self.text)
        self._live()

    def _osk_text(self, ch: str) -> None:
        self._set_text(self._current() + ch)

    def _osk_delete(self) -> None:
        self._set_text(self._current()[:-1])

    def update(self, dt: float) -> None:
        """Keep the verdict in step with the entry (also when its change events were not delivered)."""
        if self.entry is not None and self.entry.get_text() != self.text:
            self.text = self.entry.get_text()
            self._live()
        v = self.verdict
        self.report_btn.visible = self.app.remote is not None and v is not None and bool(v.form)
        done = v is not None and v.form in self.reported
        self.report_btn.enabled = not done
        self.report_btn.label = "Gemeldet – danke!" if done else "Wort melden"
        super().update(dt)

    def _live(self) -> None:
        raw = self._current()
        self.verdict = check_word(raw, self.lexicon) if raw.strip() else None

    def commit(self) -> None:
        """Check the current input and add it to the history."""
        self._live()
        v = self.verdict
        if v is None:
            return
        self.app.audio.play(Sfx.CHIME if v.valid else Sfx.ERROR)
        if v.form:
            self.history = [h for h in self.history if h.form != v.form]
            self.history.insert(0, v)
            del self.history[12:]
            self.list.set_items(self.history)

    def report(self) -> None:
        """Report the checked word: missing from the list if it is not in it, else as one that should not count."""
        v = self.verdict
        if v is None or not v.form or self.app.remote is None:
            return
        self.app.remote.report_word(v.form, "falsch" if v.valid else "fehlt")
        self.reported.add(v.form)

    def _pick(self, index: int, item: Verdict) -> None:
        self._set_text(item.form or item.raw)

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        """Live check while typing; Enter commits."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.text = event.text
            self._live()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.commit()

    def handle(self, action: Action) -> bool:
        """Typed text reaches the entry even when it lost focus; Enter checks."""
        if action.kind == Act.TEXT and self.entry is not None and not self.entry.is_focused:
            self._set_text(self._current() + action.text)
            return True
        if action.kind == Act.DELETE and self.entry is not None and not self.entry.is_focused:
            self._osk_delete()
            return True
        if action.kind == Act.CONFIRM and (self.group.focused is None):
            self.commit()
            return True
        return super().handle(action)

    # drawing --------------------------------------------------------------------------------
    def content_marks(self) -> list[Mark]:
        """The verdict, the list's caption and the text entry (pygame_gui's picture of it and what it shows)."""
        marks: list[Mark] = [(self.result_rect.inflate(8, 8), ("verdict", self.verdict)),
                             (pygame.Rect(self.list.rect.x, self.list.rect.y - self.frame.px(30), self.list.rect.w,
                                          self.frame.px(30)), ("caption", self.list.visible, bool(self.history)))]
        e = self.entry
        if e is not None:
            self._entry_image = e.image  # kept, so its id is not reused by a new picture
            marks.append(entry_mark(e))
        return marks

    def draw_content(self, surface: pygame.Surface) -> None:
        """Result block and the history caption."""
        f = self.frame
        r = self.result_rect
        if r.w < 20:
            return
        box = cached(("lookup-box", r.size), lambda: art.panel(r.size, f.px(12), hex_rgb("#FFFCF5"), hex_rgb("#F7F0E2"), Setzer.GRID))
        surface.blit(box, r)
        v = self.verdict
        pad = f.px(20)
        if v is None:
            text.blit(surface, "Tippe ein Wort – Groß- und Kleinschreibung egal, ß wird zu SS.", Face.JOST, f.font_px(17), Setzer.MUTED,
                      (r.x + pad, r.centery), "midleft")
        else:
            self._draw_verdict(surface, r, v)
        if self.list.visible:
            text.blit(surface, "ZULETZT NACHGESCHLAGEN" if self.history else "BEISPIELE ZUM ANTIPPEN", Face.SPARTAN, f.font_px(12),
                      Setzer.MUTED, (self.list.rect.x, self.list.rect.y - f.px(24)), tracking=f.s * 1.5)

    def _draw_verdict(self, surface: pygame.Surface, r: pygame.Rect, v: Verdict) -> None:
        f = self.frame
        pad = f.px(20)
        x, y = r.x + pad, r.y + pad
        if v.form:
            n = len(v.form)
            size = min(f.px(58), (r.w - 2 * pad) // max(1, n) - f.px(4))
            m = tile_margin(size)
            for i, ch in enumerate(v.form):
                tile = setzer_tile(size, ch, TILE_VALUES.get(ch))
                surface.blit(tile, (x + i * (size + f.px(4)) - m, y - m))
            y += size + f.px(16)
        chip_y = y
        cx = x
        if v.form:
            cx = self._chip(surface, (cx, chip_y), "gültig" if v.valid else "ungültig", Setzer.VALID if v.valid else Setzer.VERMILION,
                            Icon.CHECK if v.valid else Icon.CROSS)
            if v.valid:
                cx = self._chip(surface, (cx + f.px(10), chip_y), "gängig" if v.common else "selten",
                                Setzer.PRUSSIAN if v.common else Setzer.MUTED, None)
            ty = chip_y + f.px(40)
        else:
            cx = self._chip(surface, (cx, chip_y), "kein Wort", Setzer.VERMILION, Icon.CROSS)
            ty = chip_y + f.px(40)
        msg = v.reason
        if v.form and v.raw.strip() and v.raw.strip().upper() != v.form:
            msg = f"„{v.raw.strip()}“ wird als {v.form} gesetzt. " + msg
        fs = f.font_px(16)
        for line in text.wrap(msg, Face.JOST, fs, r.w - 2 * pad)[:2]:
            if ty + text.line_height(Face.JOST, fs) > r.bottom - f.px(4):
                break
            text.blit(surface, line, Face.JOST, fs, hex_rgb("#3A3129"), (x, ty))
            ty += text.line_height(Face.JOST, fs)

    def _chip(self, surface: pygame.Surface, pos: tuple[int, int], label: str, colour, icon_kind: Icon | None) -> int:
        f = self.frame
        fs = f.font_px(15)
        lab = text.render(label, Face.JOST_SEMI, fs, colour)
        ic = icon(icon_kind, f.px(16), colour) if icon_kind else None
        w = lab.get_width() + f.px(24) + (ic.get_width() + f.px(6) if ic else 0)
        rect = pygame.Rect(pos[0], pos[1], w, f.px(30))
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*art.lerp_color(colour, (255, 255, 255), 0.86), 255), veil.get_rect(), border_radius=rect.h // 2)
        pygame.draw.rect(veil, (*art.lerp_color(colour, (255, 255, 255), 0.4), 255), veil.get_rect(), max(1, f.px(1)), border_radius=rect.h // 2)
        surface.blit(veil, rect)
        x = rect.x + f.px(12)
        if ic:
            surface.blit(ic, ic.get_rect(midleft=(x, rect.centery)))
            x += ic.get_width() + f.px(6)
        surface.blit(lab, lab.get_rect(midleft=(x, rect.centery + f.px(1))))
        return rect.right

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, item: Verdict, index: int, selected: bool) -> None:
        f = self.frame
        if index % 2 == 0:
            band = pygame.Surface(rect.size, pygame.SRCALPHA)
            band.fill((120, 100, 70, 22))
            surface.blit(band, rect)
        col = Setzer.VALID if item.valid else Setzer.VERMILION
        ic = icon(Icon.CHECK if item.valid else Icon.CROSS, f.px(18), col)
        surface.blit(ic, ic.get_rect(midleft=(rect.x + f.px(10), rect.centery)))
        text.blit(surface, item.form or item.raw, Face.SPARTAN, f.font_px(19), Setzer.INK, (rect.x + f.px(40), rect.centery + f.px(2)), "midleft",
                  tracking=f.s * 1.2)
        status = ("gängig" if item.common else "selten") if item.valid else "ungültig"
        text.blit(surface, status, Face.JOST, f.font_px(15), Setzer.MUTED, (rect.right - f.px(12), rect.centery), "midright")
