"""The operator's PIN pad: big digit keys, masked entry, the lock-out message."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.layout import grid
from game.render.theme import Setzer
from game.scenes.operator.model import PinEntry
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.style import Style

if TYPE_CHECKING:
    from game.scenes.operator.kiosk_driver import KioskDriver

KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "del", "0", "ok")


class PinPad(PageScene):
    """A digit pad; ``on_submit`` gets the PIN, ``on_cancel`` leaves. Subclasses say what it is for."""

    name = "pin_pad"
    title = "Betreiber"
    subtitle = "PIN eingeben"
    card_width = 520
    card_height = 600

    def __init__(self, app, on_submit: Callable[[str], None], on_cancel: Callable[[], None], prompt: str) -> None:
        super().__init__(app)
        self.entry = PinEntry()
        self.on_submit = on_submit
        self.on_cancel = on_cancel
        self.prompt = prompt
        self.message = ""
        self.back.label = "Abbrechen"
        self.keys: dict[str, Button] = {}
        for key in KEYS:
            if key == "del":
                button = Button("", self.entry.delete, Style.CARD, Icon.BACKSPACE)
            elif key == "ok":
                button = Button("OK", self.submit, Style.PRIMARY, Icon.CHECK)
            else:
                button = Button(key, lambda d=key: self.entry.press(d), Style.CARD, font_size=30)
            self.keys[key] = button
            self.group.add(button)
        self.display = pygame.Rect(0, 0, 0, 0)

    def go_back(self) -> None:
        """Cancel."""
        self.on_cancel()

    def submit(self) -> None:
        """Hand the digits over (the pad clears)."""
        if not self.entry.complete:
            self.message = "Die PIN hat mindestens 4 Ziffern."
            return
        self.on_submit(self.entry.take())

    def layout_content(self, card: pygame.Rect) -> None:
        """Prompt and dots on top, a 3 x 4 key grid below."""
        f = self.frame
        pad = f.px(36)
        self.display = pygame.Rect(card.x + pad, card.y + f.px(64), card.w - 2 * pad, f.px(64))
        area = pygame.Rect(card.x + pad, self.display.bottom + f.px(54), card.w - 2 * pad,
                           card.bottom - self.display.bottom - f.px(54) - pad)
        for button, cell in zip(self.keys.values(), grid(area, 3, 4, f.px(12))):
            button.layout(cell, f.s)

    def handle(self, action: Action) -> bool:
        """Digits, Backspace and Enter from a keyboard work too."""
        if action.kind is Act.TEXT and action.text.isdigit():
            for digit in action.text:
                self.entry.press(digit)
            return True
        if action.kind is Act.DELETE:
            self.entry.delete()
            return True
        if action.kind is Act.CONFIRM:
            self.submit()
            return True
        return super().handle(action)

    def content_marks(self) -> list[Mark]:
        """The prompt, the dots and the message (the keys are widgets)."""
        f, c = self.frame, self.card
        return [(pygame.Rect(c.x, c.y + f.px(20), c.w, f.px(40)), ("prompt", self.prompt)),
                (self.display.inflate(f.px(4), f.px(4)), ("dots", len(self.entry.digits))),
                (pygame.Rect(c.x, self.display.bottom + f.px(8), c.w, f.px(36)), ("message", self.message))]

    def draw_content(self, surface: pygame.Surface) -> None:
        """Prompt, masked digits and the last message."""
        f = self.frame
        c = self.card
        text.blit(surface, self.prompt, Face.JOST_SEMI, f.font_px(20), Setzer.INK, (c.centerx, c.y + f.px(28)), "midtop")
        pygame.draw.rect(surface, Setzer.PAPER, self.display, border_radius=f.px(10))
        pygame.draw.rect(surface, Setzer.BUTTON_EDGE, self.display, max(1, f.px(2)), border_radius=f.px(10))
        count = len(self.entry.digits)
        step = f.px(30)
        x0 = self.display.centerx - step * (count - 1) / 2
        for i in range(count):  # dots drawn, not typed: not every face has a bullet glyph
            pygame.draw.circle(surface, Setzer.INK, (round(x0 + i * step), self.display.centery), f.px(8))
        if self.message:
            text.blit(surface, self.message, Face.JOST_SEMI, f.font_px(16), Setzer.VERMILION,
                      (c.centerx, self.display.bottom + f.px(14)), "midtop")


class PinPadScene(PinPad):
    """The kiosk's unlock pad, driven by the kiosk driver (which shows wrong-PIN and lock messages)."""

    def __init__(self, app, driver: "KioskDriver") -> None:
        super().__init__(app, driver.enter_pin, driver.close_operator, "Betreiber-PIN eingeben")
        self.driver = driver
        self.message = driver.pin_message

    def update(self, dt: float) -> None:
        """Show the driver's latest message."""
        self.message = self.driver.pin_message or self.message
        super().update(dt)


class NewPinScene(PinPad):
    """Set a new operator PIN: typed twice, then ``on_done(message)``."""

    def __init__(self, app, on_done: Callable[[str, str], str]) -> None:
        super().__init__(app, self._take, lambda: self.app.stack.pop(), "Neue PIN (4 bis 8 Ziffern)")
        self.on_done = on_done
        self.first: str | None = None

    def _take(self, pin: str) -> None:
        if self.first is None:
            self.first = pin
            self.prompt = "Neue PIN wiederholen"
            self.message = ""
            return
        first, self.first = self.first, None
        self.message = self.on_done(first, pin)
        self.prompt = "Neue PIN (4 bis 8 Ziffern)"
        if self.message.endswith("gespeichert."):
            self.app.stack.pop()


class FirstPinScene(NewPinScene):
    """A kiosk without a PIN: nothing but this pad until the operator has set one, then the panel."""

    subtitle = "Erst eine PIN festlegen"

    def __init__(self, app, driver: "KioskDriver") -> None:
        super().__init__(app, self._store_pin)
        self.driver = driver
        self.on_cancel = self._refuse
        self.back.label = "PIN fehlt"
        self.message = "Der Kiosk läuft erst mit einer Betreiber-PIN."

    def _store_pin(self, first: str, second: str) -> str:
        from game.scenes.operator.model import OperatorPanel

        return OperatorPanel.set_pin_on(self.driver.store, first, second)

    def _refuse(self) -> None:
        self.message = "Ohne Betreiber-PIN geht es nicht weiter."

    def _take(self, pin: str) -> None:
        super()._take(pin)
        if self.driver.store.settings.has_pin():
            from game.scenes.operator.panel import OperatorScene

            self.app.stack.push(OperatorScene(self.app, self.driver.store, self.driver))
