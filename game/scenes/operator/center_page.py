"""The operator's Spielcenter page (behind the PIN): the venue's server address and operator token.

Both are kept in ``betrieb.json`` (the operator file), so the kiosk connects again after a restart
and a damaged save file never takes them along. On a touch screen a tap on a field opens the
on-screen keyboard with its digits page (``. : / - _``); a hardware keyboard types as well.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.center.connection import (
    EXAMPLE,
    MAX_ADDRESS,
    AddressError,
    connect,
    disconnect,
    missing_package,
    parse_address,
    status_line,
)
from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.layout import split_h
from game.render.theme import Setzer
from game.widgets.button import Button
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.style import Style
from game.widgets.text_field import TextField
from game.widgets.touch_entry import TouchEntry

if TYPE_CHECKING:
    from game.store import Store

MAX_TOKEN = 100


class OperatorCenterScene(PageScene):
    """Address and operator token of the venue's Spielcenter; Verbinden / Trennen; the connection's state."""

    name = "operator.center"
    title = "Spielcenter"
    subtitle = "Die Halle mit ihrem Server verbinden"
    card_width = 820
    card_height = 380

    def __init__(self, app, store: Store) -> None:
        super().__init__(app)
        self.store = store
        operator = store.settings.operator
        self.address = TextField(operator.get("center_url", ""), "Adresse, z. B. " + EXAMPLE, MAX_ADDRESS)
        self.token = TextField(operator.get("center_token", ""), "Betreiber-Token der Halle", MAX_TOKEN,
                               self._toggle, secret=True)
        self.address.on_enter = self._focus_token
        self.fields = (self.address, self.token)
        self.link = Button("Verbinden", self._toggle, Style.PRUSSIAN, font_size=17)
        self.group.add(self.link)
        self.entry = TouchEntry(self._confirm_entry, "Weiter")  # a kiosk: the fields on the on-screen keys
        self.message: str | None = None
        self.status = status_line(app)
        self.labels: list[tuple[str, tuple[int, int]]] = []
        self.status_pos = (0, 0)

    def _focus_token(self) -> None:
        self.address.focused, self.token.focused = False, True
        if self.entry.is_open:
            self.entry.open(self.token, "Betreiber-Token der Halle", digits=False, confirm_label="Verbinden")

    def _confirm_entry(self) -> None:
        """The keyboard's confirm key: from the address on to the token; on the token: Verbinden."""
        if self.entry.field is self.address:
            self._focus_token()
        else:
            self._toggle()

    def _toggle(self) -> None:
        """Verbinden (and keep both in betrieb.json), or Trennen (the kiosk stays offline after a restart)."""
        operator = self.store.settings.operator
        if self.app.center is not None:
            disconnect(self.app)
            self._save(operator, center_url=None, center_token=None)
            self.message = self.message or "Getrennt: die Listen gelten nur für dieses Gerät."
            return
        if missing_package() is not None:
            self.message = missing_package()
            return
        try:
            address = parse_address(self.address.value)
        except AddressError as err:
            self.message = str(err)
            if self.entry.is_open:
                self.entry.open(self.address, "Adresse des Spielcenters")
            self.address.focused = True
            return
        token = self.token.value.strip() or None
        self.entry.close()
        connect(self.app, address, token)
        self.address.value = address
        self.address.focused = self.token.focused = False
        self.message = None
        self._save(operator, center_url=address, center_token=token)

    def _save(self, operator, **values: str | None) -> None:
        try:
            operator.update(**values)
        except OSError as err:
            self.message = f"Nicht gespeichert (gilt bis zum Neustart): {err.strerror or err}"

    def handle(self, action: Action) -> bool:
        """The fields first (a tap focuses one; typing goes there), then the buttons and Esc."""
        for field in self.fields:
            field.enabled = self.app.center is None
        if self.entry.handle(action):
            return True
        if action.kind is Act.POINTER_DOWN:  # every field hears a tap: one takes the focus, the other drops it
            if any([field.handle(action) for field in self.fields]):
                if self.app.touch_mode:  # no keys to type on: the on-screen keyboard comes up
                    if self.address.focused:
                        self.entry.open(self.address, "Adresse des Spielcenters")
                    else:
                        self.entry.open(self.token, "Betreiber-Token der Halle", digits=False, confirm_label="Verbinden")
                return True
        elif any(field.handle(action) for field in self.fields):  # the focused one only (Enter moves on)
            return True
        return super().handle(action)

    def update(self, dt: float) -> None:
        """Button label and the connection's state."""
        self.link.label = "Trennen" if self.app.center is not None else "Verbinden"
        self.status = status_line(self.app)
        super().update(dt)

    def layout_content(self, card: pygame.Rect) -> None:
        """Two labelled fields, the button, the state line."""
        f = self.frame
        inner = card.inflate(-f.px(64), -f.px(48))
        field_h = f.px(52)
        y = inner.y
        self.labels = []
        for label, field in (("ADRESSE DES SPIELCENTERS", self.address), ("BETREIBER-TOKEN DER HALLE", self.token)):
            self.labels.append((label, (inner.x, y)))
            field.rect = pygame.Rect(inner.x, y + f.px(28), inner.w, field_h)
            y = field.rect.bottom + f.px(22)
        _gap, button = split_h(pygame.Rect(inner.x, y, inner.w, f.px(52)), [0.7, 0.3], gap=f.px(12))
        self.link.layout(button, f.s)
        self.status_pos = (inner.x, y + f.px(14))
        self.entry.layout(f)

    def content_marks(self) -> list[Mark]:
        """Each field as typed, the state line, the message; the keyboard sheet (opening or closing it veils the
        whole window)."""
        f = self.frame
        x, y = self.status_pos
        marks: list[Mark] = [(field.rect.inflate(f.px(4), f.px(4)), ("field", field.shown(), field.focused))
                             for field in self.fields]
        marks.append((pygame.Rect(x, y - f.px(4), self.link.rect.x - x, f.px(32)), ("status", self.status)))
        marks.append((pygame.Rect(x, self.link.rect.bottom + f.px(10), self.card.right - x, f.px(28)),
                      ("message", self.message)))
        return marks + self.entry.marks(self.message)

    def draw(self, surface: pygame.Surface) -> None:
        """The page; the keyboard sheet on top while a field is typed on the screen."""
        super().draw(surface)
        self.entry.draw(surface, self.message)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Labels, fields, state and message."""
        f = self.frame
        for label, pos in self.labels:
            text.blit(surface, label, Face.SPARTAN, f.font_px(12.5), Setzer.MUTED, pos, tracking=f.s * 1.5)
        for field in self.fields:
            if field is not self.entry.field:  # the sheet draws the one being typed
                field.draw(surface, f.s, f.font_px(18))
        width = self.link.rect.x - self.status_pos[0] - f.px(12)
        color = Setzer.VALID if self.status.startswith("Verbunden") else Setzer.PRUSSIAN
        text.blit(surface, text.ellipsize(self.status, Face.JOST_SEMI, f.font_px(17), width), Face.JOST_SEMI,
                  f.font_px(17), color, self.status_pos)
        if self.message:
            line = text.ellipsize(self.message, Face.JOST, f.font_px(14), self.card.w - f.px(64))
            text.blit(surface, line, Face.JOST, f.font_px(14), Setzer.VERMILION,
                      (self.status_pos[0], self.link.rect.bottom + f.px(14)))
