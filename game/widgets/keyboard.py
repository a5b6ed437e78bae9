"""On-screen keyboard (German QWERTZ with Ä Ö Ü and ß) for name and word entry on touch screens.

With ``symbols`` a key switches to a second page with digits and the characters of an address
(``. : / - _``), so a kiosk without a hardware keyboard can type ``http://192.168.0.5:8765``.
"""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.input.actions import Act, Action
from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.theme import Setzer, hex_rgb
from game.widgets.base import Widget
from game.widgets.icons import Icon, icon

ROWS = ("QWERTZUIOPÜ", "ASDFGHJKLÖÄ", "YXCVBNMß")
DIGITS = "1234567890"
SYMBOLS = ".:/-_"
DELETE, SPACE, OK = "\b", " ", "\n"
TO_DIGITS, TO_LETTERS, SHIFT = "\x0e", "\x0f", "\x10"  # the page keys ("123" / "ABC") and the case key
HTTP = "http://"
PAGE_LABELS = {TO_DIGITS: "123", TO_LETTERS: "ABC"}


class OnScreenKeyboard(Widget):
    """Keys send text, delete and confirm through callbacks; caps are large enough for fingers."""

    focusable = False

    def __init__(self, on_text: Callable[[str], None], on_delete: Callable[[], None], on_confirm: Callable[[], None] | None = None,
                 confirm_label: str = "Fertig", symbols: bool = False, lowercase: bool = False) -> None:
        super().__init__()
        self.on_text = on_text
        self.on_delete = on_delete
        self.on_confirm = on_confirm
        self.confirm_label = confirm_label
        self.symbols = symbols  # a "123" key opens the page with digits and . : / - _
        self.lowercase = lowercase  # addresses: the letter keys show and type small letters
        self.digits = False  # the digits page is shown
        self.upper = False  # lowercase keyboards: the case key was pressed (capitals until pressed again)
        self.keys: list[tuple[str, pygame.Rect]] = []
        self._down: str | None = None

    def layout(self, rect: pygame.Rect, s: float) -> None:
        """Compute key rectangles (11 columns, 4 rows) of the page shown."""
        super().layout(rect, s)
        gap = max(2, int(6 * s))
        pad = int(10 * s)
        inner = rect.inflate(-pad * 2, -pad * 2)
        kw = (inner.w - gap * 10) / 11
        kh = (inner.h - gap * 3) / 4
        self.keys = []
        y = round(inner.y + 3 * (kh + gap))
        space_w = round(kw * 7 + gap * 6)
        sx = inner.x + round((kw + gap) * 1)
        if self.symbols:
            page_key = TO_LETTERS if self.digits else TO_DIGITS
            self.keys.append((page_key, pygame.Rect(inner.x, y, sx - gap - inner.x, round(kh))))
        if self.digits:
            self._layout_digits(inner, kw, kh, gap)
        else:
            self._layout_letters(inner, kw, kh, gap)
        self.keys.append((SPACE, pygame.Rect(sx, y, space_w, round(kh))))
        self.keys.append((OK, pygame.Rect(sx + space_w + gap, y, round(inner.right - (sx + space_w + gap)), round(kh))))

    def _layout_letters(self, inner: pygame.Rect, kw: float, kh: float, gap: int) -> None:
        step = kw + gap
        for r, row in enumerate(ROWS):
            if self.lowercase and not self.upper:
                row = row.lower()
            y = round(inner.y + r * (kh + gap))
            if r == 2 and self.symbols:  # address keyboards: a case key left, a narrower delete right
                self.keys.append((SHIFT, pygame.Rect(inner.x, y, round(1.5 * kw + gap / 2), round(kh))))
                offset, delete_w = 1.5 * step, 1.5 * kw + gap / 2
            else:
                offset, delete_w = (11 - len(row) - (2.5 if r == 2 else 0)) * step / 2, kw * 2.5 + gap
            for c, ch in enumerate(row):
                x = inner.x + offset + c * step
                self.keys.append((ch, pygame.Rect(round(x), y, round(kw), round(kh))))
            if r == 2:
                x = inner.x + offset + len(row) * step
                self.keys.append((DELETE, pygame.Rect(round(x), y, round(delete_w), round(kh))))

    def _layout_digits(self, inner: pygame.Rect, kw: float, kh: float, gap: int) -> None:
        """Digits over the address characters (wide keys), then ``http://`` and delete where the letters' delete is."""
        step = kw + gap
        top = inner.y
        for c, ch in enumerate(DIGITS):
            x = inner.x + step / 2 + c * step
            self.keys.append((ch, pygame.Rect(round(x), round(top), round(kw), round(kh))))
        wide = (10 * step - gap - 4 * gap) / len(SYMBOLS)
        for c, ch in enumerate(SYMBOLS):
            x = inner.x + step / 2 + c * (wide + gap)
            self.keys.append((ch, pygame.Rect(round(x), round(top + kh + gap), round(wide), round(kh))))
        row2 = round(top + 2 * (kh + gap))
        self.keys.append((HTTP, pygame.Rect(round(inner.x + step / 4), row2, round(3 * step - gap), round(kh))))
        x = inner.x + step / 4 + 8 * step
        self.keys.append((DELETE, pygame.Rect(round(x), row2, round(kw * 2.5 + gap), round(kh))))

    def key_at(self, pos: tuple[int, int]) -> str | None:
        """The key under a point (nearest within the gaps)."""
        for ch, r in self.keys:
            if r.inflate(int(6 * self.s), int(6 * self.s)).collidepoint(pos):
                return ch
        return None

    def handle(self, action: Action) -> bool:
        """Tap a key (fires on release over the same key)."""
        if not self.visible or not self.rect.collidepoint(action.pos):
            if action.kind == Act.POINTER_UP and self._down:
                self._down = None
            return False
        if action.kind == Act.POINTER_DOWN:
            self._down = self.key_at(action.pos)
            return True
        if action.kind == Act.POINTER_UP:
            key, self._down = self._down, None
            if key is not None and key == self.key_at(action.pos):
                self.press(key)
            return True
        return action.kind == Act.POINTER_MOVE and self._down is not None

    def press(self, key: str) -> None:
        """Act as if ``key`` was tapped."""
        if key in (TO_DIGITS, TO_LETTERS):
            self.show_digits(key == TO_DIGITS)
        elif key == SHIFT:
            self.upper = not self.upper
            self.layout(self.rect, self.s)
        elif key == DELETE:
            self.on_delete()
        elif key == OK:
            if self.on_confirm:
                self.on_confirm()
        else:
            self.on_text(key)

    def show_digits(self, on: bool) -> None:
        """Switch between the letters and the digits page (keys are laid out again)."""
        if self.symbols and on != self.digits:
            self.digits = on
            self.layout(self.rect, self.s)

    def _static(self) -> pygame.Surface:
        s = self.s

        def build() -> pygame.Surface:
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            surf.blit(art.panel(self.rect.size, int(14 * s), hex_rgb("#2A333B"), hex_rgb("#1A2026"), hex_rgb("#46525C"), alpha=240), (0, 0))
            for ch, r in self.keys:
                rr = r.move(-self.rect.x, -self.rect.y)
                dark = ch in (DELETE, OK, TO_DIGITS, TO_LETTERS, SHIFT)
                top, bottom = ((hex_rgb("#E9503F"), hex_rgb("#D5392B")) if ch == OK else
                               (hex_rgb("#4A555E"), hex_rgb("#3A434A")) if dark else (Setzer.BUTTON_TOP, Setzer.BUTTON_BOTTOM))
                surf.blit(art.shadow(rr.size, int(7 * s), max(2, int(4 * s)), 90), rr.move(-max(2, int(4 * s)), -max(2, int(4 * s)) + int(2 * s)))
                surf.blit(art.panel(rr.size, int(7 * s), top, bottom, Setzer.BUTTON_EDGE if not dark else None), rr)
                col = Setzer.INK if not dark else hex_rgb("#F6F0E3")
                if ch == DELETE:
                    ic = icon(Icon.BACKSPACE, int(rr.h * 0.5), col)
                    surf.blit(ic, ic.get_rect(center=rr.center))
                elif ch == OK:
                    fs = text.fit_size(self.confirm_label, Face.JOST_SEMI, max(11, int(rr.h * 0.36)), rr.w - int(8 * s))
                    text.blit(surf, self.confirm_label, Face.JOST_SEMI, fs, col, rr.center, "center")
                elif ch in PAGE_LABELS:
                    text.blit(surf, PAGE_LABELS[ch], Face.JOST_SEMI, max(11, int(rr.h * 0.34)), col, rr.center, "center")
                elif ch == SHIFT:  # an upward arrow: outlined for small letters, filled while capitals are on
                    u, (cx, cy) = rr.h * 0.11, rr.center
                    arrow = [(cx, cy - 3 * u), (cx + 2.6 * u, cy), (cx + u, cy), (cx + u, cy + 2.6 * u),
                             (cx - u, cy + 2.6 * u), (cx - u, cy), (cx - 2.6 * u, cy)]
                    pygame.draw.polygon(surf, col, arrow, 0 if self.upper else max(1, round(2 * s)))
                elif ch == HTTP:
                    text.blit(surf, ch, Face.JOST_SEMI, max(11, int(rr.h * 0.36)), col, rr.center, "center")
                elif ch == SPACE:
                    text.blit(surf, "Leerzeichen", Face.JOST, max(11, int(rr.h * 0.3)), Setzer.MUTED, rr.center, "center")
                else:
                    text.blit(surf, ch, Face.SPARTAN, max(11, int(rr.h * 0.46)), col, (rr.centerx, rr.centery + int(2 * s)), "center")
            return surf

        return cached(("osk", self.rect.size, round(s, 3), self.confirm_label, self.symbols, self.digits, self.lowercase,
                       self.upper), build)

    def draw(self, surface: pygame.Surface) -> None:
        """Keys (cached) with the pressed key highlighted."""
        if not self.visible or self.rect.w < 20:
            return
        surface.blit(self._static(), self.rect)
        if self._down is not None:
            for ch, r in self.keys:
                if ch == self._down:
                    veil = pygame.Surface(r.size, pygame.SRCALPHA)
                    pygame.draw.rect(veil, (0, 0, 0, 70), veil.get_rect(), border_radius=int(7 * self.s))
                    surface.blit(veil, r)
