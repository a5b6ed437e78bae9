"""The operator panel (behind the PIN): word lists, leaderboards, idle times, sound, table default, PIN."""
from __future__ import annotations

import logging
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.input.actions import Act, Action
from game.lexicon import Lexicon, LexiconError
from game.render import text
from game.render.fonts import Face
from game.render.layout import split_h, split_v
from game.render.theme import Setzer
from game.scenes.operator.model import OperatorPanel, seconds_text
from game.scenes.operator.pin_pad import NewPinScene
from game.store.boards import Board
from game.store.db import StoreError
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.keyboard import OnScreenKeyboard
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.segmented import Segmented
from game.widgets.style import Style
from game.widgets.toggle import Toggle

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.operator.kiosk_driver import KioskDriver
    from game.store import Store

log = logging.getLogger(__name__)

MAX_WORD = 25
BOARD_TABS = ((Board.SETZER, "Setzer"), (Board.TAGESBRETT, "Tagesbrett"), (Board.BUCH_3MIN, "3 Min."),
              (Board.BUCH_RAETSEL, "Rätsel"), (Board.BUCH_ENDLOS, "Endlos"))


def _export_dir(store: "Store") -> Path:
    return (store.path.parent if store.path is not None else Path.cwd()) / "export"


def _lexicon_or_none(app: App) -> Lexicon | None:
    try:
        return app.lexicon
    except LexiconError:
        log.warning("Wortliste nicht geladen; Betreiberlisten ohne Abgleich")
        return None


class OperatorScene(PageScene):
    """Everything the venue operator may change; each action answers in the status line."""

    name = "operator"
    title = "Betreiber"
    subtitle = "Einstellungen für den Kioskbetrieb"
    card_width = 1200

    def __init__(self, app, store: "Store", driver: "KioskDriver | None" = None, pin_missing: bool = False,
                 today: date | None = None) -> None:
        super().__init__(app)
        self.store = store
        self.driver = driver
        self.model = OperatorPanel(store, _export_dir(store), _lexicon_or_none(app), today=today or date.today())
        self.word = ""
        self.status = ("Noch keine Betreiber-PIN festgelegt: bitte zuerst „PIN ändern“." if pin_missing
                       else "Betreiber angemeldet.")
        if store.read_only:
            self.status = "Der Spielstand ist schreibgeschützt: Änderungen werden nicht gespeichert."
        self.back.label = "Schließen"
        b = self._button
        self.word_buttons = [b("Sperren", lambda: self._word(self.model.block), Style.PRIMARY),
                             b("Erlauben", lambda: self._word(self.model.allow), Style.GREEN),
                             b("Freigeben", lambda: self._word(self.model.unlist)),
                             b("Prüfen", lambda: self._word(self.model.word_status))]
        self.keyboard = OnScreenKeyboard(self._type, self._delete, lambda: self._word(self.model.word_status), "Prüfen")
        self.board_tabs = Segmented(BOARD_TABS, Board.SETZER)
        self.export_btn = b("Als CSV sichern", lambda: self._say(self.model.export(self.board_tabs.value)), icon=Icon.CHECK)
        self.reset_btn = b("Zurücksetzen", lambda: self._say(self.model.reset(self.board_tabs.value)), Style.PRIMARY,
                           Icon.CROSS)
        self.idle_btn = b("", self._cycle_idle, icon=Icon.STOPWATCH)
        self.attract_btn = b("", self._cycle_attract, icon=Icon.STOPWATCH)
        self.sound = Toggle("Ton", self._sound_on(), self._set_sound, "Geräusche am Kiosk")
        self.table_btn = b("Letzten Tisch als Standard", lambda: self._say(self.model.adopt_last_table()), icon=Icon.PEOPLE)
        self.pin_btn = b("PIN ändern", self._change_pin, icon=Icon.GEAR)
        self.exit_btn = b("Kiosk beenden", self._exit, Style.PRUSSIAN, Icon.CLOSE)
        self.exit_btn.visible = driver is not None
        self.reports_btn = b("Wortmeldungen", self._reports, icon=Icon.BOOK)  # from the Spielcenter
        self.center_btn = b("Spielcenter", self._center, icon=Icon.PEOPLE)  # the venue's server and token
        self.group.add(self.center_btn, self.reports_btn)
        self.group.add(*self.word_buttons, self.keyboard, self.board_tabs, self.export_btn, self.reset_btn, self.idle_btn,
                       self.attract_btn, self.sound, self.table_btn, self.pin_btn, self.exit_btn)
        self._refresh_labels()
        self.lists = store.settings.operator_lists()
        self.lists_top = 0
        self.field = pygame.Rect(0, 0, 0, 0)
        self.heads: list[tuple[str, tuple[int, int]]] = []
        self.status_pos = (0, 0)

    @staticmethod
    def _button(label: str, on_click, style: Style = Style.CARD, icon: Icon | None = None) -> Button:
        return Button(label, on_click, style, icon, font_size=17)

    # actions ----------------------------------------------------------------------------------
    def go_back(self) -> None:
        """Close the panel (kiosk: back to the title, locked again)."""
        if self.driver is not None:
            self.driver.close_operator()
        else:
            self.app.stack.pop()

    def _say(self, message: str) -> None:
        self.status = message
        log.info("Betreiber: %s", message)

    def _word(self, action) -> None:
        self._say(action(self.word))
        self.lists = self.store.settings.operator_lists()
        self.app.on_operator_lists_changed(self.lists)

    def _type(self, chars: str) -> None:
        self.word = (self.word + chars.replace(" ", ""))[:MAX_WORD]

    def _delete(self) -> None:
        self.word = self.word[:-1]

    def _cycle_idle(self) -> None:
        self._say(self.model.cycle_idle_to_title())
        self._idle_changed()

    def _cycle_attract(self) -> None:
        self._say(self.model.cycle_title_to_attract())
        self._idle_changed()

    def _idle_changed(self) -> None:
        self._refresh_labels()
        if self.driver is not None:
            self.driver.idle_times_changed()

    def _sound_on(self) -> bool:
        return self.store.settings.kiosk_sound() if self.driver is not None else self.app.settings.settings.sound

    def _set_sound(self, on: bool) -> None:
        self.app.settings.update(sound=on)  # the settings drive the audio
        if self.driver is not None:  # every new visitor starts with the operator's choice
            try:
                self.store.settings.set_kiosk_sound(on)
            except StoreError as err:
                self._say(str(err))
                return
        self._say("Ton ist an." if on else "Ton ist aus.")

    def _change_pin(self) -> None:
        def done(first: str, second: str) -> str:
            message = self.model.set_pin(first, second)
            self._say(message)
            return message

        self.app.stack.push(NewPinScene(self.app, done))

    def _reports(self) -> None:
        from game.scenes.operator.reports import open_reports

        open_reports(self.app)

    def _center(self) -> None:
        from game.scenes.operator.center_page import OperatorCenterScene

        self.app.stack.push(OperatorCenterScene(self.app, self.store))

    def update(self, dt: float) -> None:
        """The word reports are there while the kiosk is connected with its venue's token."""
        center = self.app.center
        self.reports_btn.visible = center is not None and center.operator_token is not None
        super().update(dt)

    def _exit(self) -> None:
        if self.driver is not None:
            self.driver.request_exit()

    def _refresh_labels(self) -> None:
        times = self.store.settings.idle_times()
        self.idle_btn.label = f"Titel nach {seconds_text(times.idle_to_title_s)}"
        self.attract_btn.label = f"Vorführung nach {seconds_text(times.title_to_attract_s)}"

    # layout and input -------------------------------------------------------------------------------
    def layout_content(self, card: pygame.Rect) -> None:
        """Two columns (landscape) or two stacked halves (portrait); the status line at the bottom."""
        f = self.frame
        inner = card.inflate(-f.px(48), -f.px(40))
        status_h = f.px(34)
        body = pygame.Rect(inner.x, inner.y, inner.w, inner.h - status_h)
        if f.portrait:
            left, right = split_v(body, [0.55, 0.45], gap=f.px(28))
        else:
            left, right = split_h(body, [0.52, 0.48], gap=f.px(36))
        head = f.px(30)
        row = f.px(52)
        gap = f.px(12)
        # words
        self.heads = [("WÖRTER SPERREN ODER ERLAUBEN", (left.x, left.y))]
        self.field = pygame.Rect(left.x, left.y + head, left.w, f.px(56))
        buttons = pygame.Rect(left.x, self.field.bottom + gap, left.w, row)
        for button, cell in zip(self.word_buttons, split_h(buttons, [0.25, 0.25, 0.25, 0.25], gap=f.px(10))):
            button.layout(cell, f.s)
        kb_top = buttons.bottom + gap * 2
        kb_h = min(f.px(290), left.bottom - kb_top)
        self.keyboard.visible = kb_h >= f.px(150)  # too small to hit: the hardware keyboard remains
        self.keyboard.layout(pygame.Rect(left.x, kb_top, left.w, max(kb_h, f.px(150))), f.s)
        self.lists_top = (self.keyboard.rect.bottom if self.keyboard.visible else kb_top) + f.px(18)
        self.lists_width = left.w
        # leaderboards and operation
        y = right.y
        self.heads.append(("BESTENLISTEN", (right.x, y)))
        self.board_tabs.layout(pygame.Rect(right.x, y + head, right.w, f.px(50)), f.s)
        y += head + f.px(50) + gap
        for button, cell in zip((self.export_btn, self.reset_btn), split_h(pygame.Rect(right.x, y, right.w, row), [0.5, 0.5], gap=f.px(10))):
            button.layout(cell, f.s)
        y += row + gap * 2
        self.heads.append(("BETRIEB", (right.x, y)))
        y += head
        for button, cell in zip((self.idle_btn, self.attract_btn), split_h(pygame.Rect(right.x, y, right.w, row), [0.5, 0.5], gap=f.px(10))):
            button.layout(cell, f.s)
        y += row + gap
        self.sound.layout(pygame.Rect(right.x, y, right.w, f.px(64)), f.s)
        y += f.px(64) + gap
        for button, cell in zip((self.table_btn, self.pin_btn), split_h(pygame.Rect(right.x, y, right.w, row), [0.6, 0.4], gap=f.px(10))):
            button.layout(cell, f.s)
        y += row + gap
        last_row = [self.center_btn, self.reports_btn]
        if self.exit_btn.visible and y + row + gap + row > right.bottom:  # no room below (portrait): one row
            last_row.append(self.exit_btn)
        for button, cell in zip(last_row, split_h(pygame.Rect(right.x, y, right.w, row), [1.0] * len(last_row),
                                                  gap=f.px(10))):
            button.layout(cell, f.s)
        y += row + gap
        if len(last_row) == 2:
            self.exit_btn.layout(pygame.Rect(right.x, max(y, right.bottom - row), right.w, row), f.s)
        self.status_pos = (inner.x, inner.bottom - status_h + f.px(8))

    def handle(self, action: Action) -> bool:
        """Typed letters go into the word field."""
        if action.kind is Act.TEXT:
            self._type(action.text)
            return True
        if action.kind is Act.DELETE:
            self._delete()
            return True
        if action.kind is Act.CONFIRM and self.word:
            self._word(self.model.word_status)
            return True
        return super().handle(action)

    def content_marks(self) -> list[Mark]:
        """Section heads, the word field, the two word lists and the status line (the rest are widgets)."""
        f, c = self.frame, self.card
        marks: list[Mark] = [(pygame.Rect(pos[0], pos[1] - f.px(4), c.right - pos[0], f.px(28)), ("head", label))
                             for label, pos in self.heads]
        marks.append((pygame.Rect(c.x, self.field.y - f.px(4), c.w, self.field.h + f.px(8)), ("word", self.word)))
        marks.append((pygame.Rect(c.x, self.lists_top - f.px(4), c.w, f.px(56)),
                      ("lists", tuple(sorted(self.lists.blocked)), tuple(sorted(self.lists.extra)))))
        marks.append((pygame.Rect(c.x, self.status_pos[1] - f.px(8), c.w, f.px(40)), ("status", self.status)))
        return marks

    def draw_content(self, surface: pygame.Surface) -> None:
        """Section heads, the word field and the status line."""
        f = self.frame
        for label, pos in self.heads:
            text.blit(surface, label, Face.SPARTAN, f.font_px(12.5), Setzer.MUTED, pos, tracking=f.s * 1.5)
        pygame.draw.rect(surface, Setzer.PAPER, self.field, border_radius=f.px(10))
        pygame.draw.rect(surface, Setzer.BUTTON_EDGE, self.field, max(1, f.px(2)), border_radius=f.px(10))
        shown = self.word.upper() if self.word else "Wort eingeben …"
        color = Setzer.INK if self.word else Setzer.MUTED
        rect = text.blit(surface, shown, Face.JOST_SEMI, f.font_px(24), color,
                         (self.field.x + f.px(16), self.field.centery), "midleft")
        if self.word:
            pygame.draw.line(surface, Setzer.VERMILION, (rect.right + f.px(3), rect.y + f.px(4)),
                             (rect.right + f.px(3), rect.bottom - f.px(4)), max(1, f.px(2)))
        y = self.lists_top
        for label, words in (("Gesperrt", self.lists.blocked), ("Zusätzlich erlaubt", self.lists.extra)):
            line = f"{label} ({len(words)}): " + (", ".join(sorted(words)) if words else "–")
            line = text.ellipsize(line, Face.JOST, f.font_px(15), self.lists_width)
            if y + f.px(22) < self.status_pos[1]:
                text.blit(surface, line, Face.JOST, f.font_px(15), Setzer.MUTED, (self.field.x, y))
            y += f.px(24)
        status = text.ellipsize(self.status, Face.JOST_SEMI, f.font_px(17), self.card.w - f.px(60))
        text.blit(surface, status, Face.JOST_SEMI, f.font_px(17), Setzer.PRUSSIAN, self.status_pos)
