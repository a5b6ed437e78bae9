"""Typing on a touch screen without a hardware keyboard: a sheet with the field and the on-screen keyboard.

A tap on a text field (in touch mode) opens the sheet over the lower part of the page: the field's
label, the field itself (moved up above the keys, so the finger never covers what it types), the
page's message and the keyboard with its digits page (``. : / - _`` for addresses). A tap outside
the sheet closes it and goes on to the page (as on a phone); Esc closes it; the keyboard's confirm
key runs the page's action.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input.actions import Act, Action
from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.layout import Frame
from game.render.theme import Setzer, hex_rgb
from game.widgets.keyboard import OnScreenKeyboard
from game.widgets.marks import Mark
from game.widgets.text_field import TextField

SHEET_W, SHEET_H = 1000, 420  # design px (narrower windows: their width minus the margins)


class TouchEntry:
    """The sheet; the scene calls ``handle`` first while it is open, ``layout`` after its own and ``draw`` last."""

    def __init__(self, on_confirm: Callable[[], None], confirm_label: str) -> None:
        self.keyboard = OnScreenKeyboard(self._text, self._delete, on_confirm, confirm_label, symbols=True,
                                         lowercase=True)
        self.confirm_label = confirm_label
        self.field: TextField | None = None
        self.label = ""
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._home = pygame.Rect(0, 0, 0, 0)  # where the field sits on the page while the sheet is closed
        self._frame: Frame | None = None

    @property
    def is_open(self) -> bool:
        """The sheet covers the page."""
        return self.field is not None

    def open(self, field: TextField, label: str, digits: bool = True, confirm_label: str | None = None) -> None:
        """Show the sheet for ``field`` (focused), starting on the digits page for addresses."""
        self.close()
        self.field, self.label = field, label
        self.keyboard.confirm_label = confirm_label or self.confirm_label
        self._home = field.rect.copy()
        field.focused = True
        self.keyboard.upper = False
        self.keyboard.digits = digits
        if self._frame is not None:
            self.layout(self._frame)

    def close(self) -> None:
        """Put the field back on the page, unfocused."""
        if self.field is not None:
            self.field.rect = self._home
            self.field.focused = False
        self.field = None

    def _text(self, chars: str) -> None:
        if self.field is not None:
            self.field.value = (self.field.value + chars)[:self.field.max_len]

    def _delete(self) -> None:
        if self.field is not None:
            self.field.value = self.field.value[:-1]

    def layout(self, f: Frame) -> None:
        """Sheet at the bottom of the window: label, field, message line, keyboard."""
        self._frame = f
        dw, dh = f.design
        w, h = min(SHEET_W, dw - 40), min(SHEET_H, dh - 120)
        self.rect = f.rect((dw - w) / 2, dh - h - 12, w, h)
        if self.field is None:
            return
        self._home = self.field.rect.copy()  # the page has just placed it (or ``open`` put it back)
        pad = f.px(20)
        self.field.rect = pygame.Rect(self.rect.x + pad, self.rect.y + f.px(44), self.rect.w - 2 * pad, f.px(52))
        top = self.field.rect.bottom + f.px(34)
        self.keyboard.layout(pygame.Rect(self.rect.x + f.px(8), top, self.rect.w - f.px(16),
                                         self.rect.bottom - top - f.px(8)), f.s)

    def reach(self) -> pygame.Rect:
        """Every pixel of the sheet with its shadow (the veil over the rest aside)."""
        f = self._frame
        soft, drop = (f.px(18), f.px(6)) if f is not None else (0, 0)
        return self.rect.inflate(2 * soft, 2 * (soft + drop))

    def marks(self, message: str | None = None) -> list[Mark]:
        """The sheet's damage marks: opening or closing it veils the whole window; while open, its label, field,
        ``message`` and keys as they look now (empty before the first ``layout``)."""
        if self._frame is None:
            return []
        out: list[Mark] = [(pygame.Rect((0, 0), self._frame.size), ("sheet", self.is_open))]
        if self.field is not None:
            out.append((self.reach(), ("keys", self.label, message, self.field.shown(), self.field.focused,
                                       self.keyboard.appearance())))
        return out

    def handle(self, action: Action) -> bool:
        """While open: keys type into the field; Esc closes; a tap outside closes and is left to the page."""
        if self.field is None:
            return False
        if action.kind in (Act.POINTER_DOWN, Act.POINTER_UP, Act.POINTER_MOVE):
            if self.keyboard.handle(action):
                return True
            if action.kind is Act.POINTER_DOWN and not self.rect.collidepoint(action.pos):
                self.close()
                return False
            return True
        if action.kind is Act.BACK:
            self.close()
            return True
        if action.kind is Act.CONFIRM:  # a hardware Enter: the same as the keyboard's confirm key
            self.keyboard.press("\n")
            return True
        return self.field.handle(action) or action.kind in (Act.TEXT, Act.DELETE)

    def draw(self, surface: pygame.Surface, message: str | None = None) -> None:
        """Veil over the page, the sheet with label, field, message and keys."""
        if self.field is None or self._frame is None:
            return
        f = self._frame
        art.dim(surface, 150, (10, 14, 18))  # only the clipped piece is veiled
        soft = f.px(18)
        size = self.rect.size
        surface.blit(cached(("sheet-shadow", size, f.px(14), soft), lambda: art.shadow(size, f.px(14), soft, 150)),
                     (self.rect.x - soft, self.rect.y - soft + f.px(6)))
        surface.blit(cached(("sheet-panel", size, f.px(14)),
                            lambda: art.panel(size, f.px(14), Setzer.CARD, hex_rgb("#ECE2CD"), Setzer.BUTTON_EDGE)),
                     self.rect)
        text.blit(surface, self.label.upper(), Face.SPARTAN, f.font_px(12.5), Setzer.MUTED,
                  (self.field.rect.x, self.rect.y + f.px(18)), tracking=f.s * 1.5)
        self.field.draw(surface, f.s, f.font_px(20))
        if message:
            line = text.ellipsize(message, Face.JOST, f.font_px(14), self.field.rect.w)
            text.blit(surface, line, Face.JOST, f.font_px(14), Setzer.VERMILION,
                      (self.field.rect.x, self.field.rect.bottom + f.px(8)))
        self.keyboard.draw(surface)
