"""Shared bits of the Speedbuch scenes: lexicon, theme switch, scale, a small button."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from game.input.actions import Act, Action
from game.render import buch_art as art
from game.render.buch_draw import blit_center, text
from game.render.fonts import Face
from game.render.theme import Buch, BuchDay, BuchNight

def lexicon(app=None):
    """The shared lexicon (``app.lexicon`` when the shell provides one)."""
    from game.lexicon import lexicon_of

    return lexicon_of(app)


def _settings_values(app):
    store = getattr(app, "settings", None)
    return getattr(store, "settings", None)


def is_night(app) -> bool:
    """Night theme unless the settings (Buch theme) say day."""
    values = _settings_values(app)
    theme = getattr(values, "buch_theme", None)
    if theme is not None:
        return getattr(theme, "value", theme) != "day"
    from game.scenes.buch.progress import progress_for

    return progress_for(app).night


def set_night(app, night: bool) -> None:
    """Remember the theme in the settings (or in the Speedbuch progress without settings)."""
    store = getattr(app, "settings", None)
    if store is not None and hasattr(store, "update"):
        try:
            from game.settings import BuchTheme

            store.update(buch_theme=BuchTheme.NIGHT if night else BuchTheme.DAY)
            return
        except Exception:  # noqa: BLE001 - fall back to our own file
            pass
    from game.scenes.buch.progress import progress_for

    prog = progress_for(app)
    prog.night = night
    prog.save()


def reduced_motion(app) -> bool:
    """"Bewegung reduzieren" (calm mode) from the settings."""
    try:
        return bool(getattr(app, "calm", False))
    except Exception:  # noqa: BLE001
        return False


def pal(night: bool):
    """Theme class."""
    return BuchNight if night else BuchDay


def scale_for(size: tuple[int, int]) -> float:
    """Design scale: landscape against 1280x800, portrait against 800x1280."""
    w, h = size
    if h > w:
        return min(w / 800, h / 1280)
    return min(w / 1280, h / 800)


def play_sound(app, name: str) -> None:
    """Play an effect by name ("word", "error", "crackle", "tap" ...) through the shell's audio."""
    try:
        from game.audio import Sfx

        audio = getattr(app, "audio", None)
        if audio is not None:
            audio.play(Sfx(name))
    except Exception:  # noqa: BLE001 - sound is optional
        pass


@dataclass
class Btn:
    """A Speedbuch-styled button: label, optional icon and badge; hit-tested by the scene."""

    key: str
    rect: pygame.Rect
    label: str = ""
    icon: str = ""
    badge: str = ""
    badge_style: str = "muted"
    style: str = "secondary"  # primary | secondary | gold | icon
    enabled: bool = True
    sub: str = ""
    on_click: Callable[[], None] | None = None
    pressed: bool = field(default=False)

    def hit(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the button (touch target at least 44 px)."""
        r = self.rect
        if r.w < 44 or r.h < 44:
            r = r.inflate(max(0, 44 - r.w), max(0, 44 - r.h))
        return r.collidepoint(pos)

    def draw(self, surface: pygame.Surface, night: bool, s: float) -> None:
        """Draw body, icon, label and badge."""
        p = pal(night)
        r = self.rect
        body = art.button((r.w, r.h), night, self.style if self.style != "icon" else "secondary", self.enabled)
        surface.blit(body, (r.x - art.BUTTON_PAD, r.y - art.BUTTON_PAD + (2 if self.pressed else 0)))
        fg = (255, 255, 255) if self.style == "primary" else p.TEXT
        if not self.enabled:
            fg = p.FAINT
        fsize = max(13, int(19 * s)) if r.h >= 50 * s else max(12, int(16 * s))
        label = text(Face.JOST_SEMI, fsize, self.label, fg) if self.label else None
        sub = text(Face.JOST, max(11, int(12 * s)), self.sub, p.FAINT if night else p.MUTED) if self.sub else None
        isz = int(min(r.h * 0.45, 24 * s)) if self.label else int(r.h * 0.5)
        ic = art.icon_surface(self.icon, max(10, isz), fg) if self.icon else None
        total = (ic.get_width() + 10 * s if ic else 0) + (label.get_width() if label else 0)
        cy = r.centery - (sub.get_height() / 2 if sub else 0)
        x = r.centerx - total / 2
        if self.badge:
            x -= 14 * s
        if ic is not None:
            surface.blit(ic, ic.get_rect(midleft=(x, cy)))
            x += ic.get_width() + 10 * s
        if label is not None:
            surface.blit(label, label.get_rect(midleft=(x, cy)))
        if sub is not None:
            blit_center(surface, sub, (r.centerx, cy + (label.get_height() if label else 0) * 0.5 + sub.get_height() * 0.6))
        if self.badge:
            b = art.badge(self.badge, night, max(20, int(28 * s)), self.badge_style)
            surface.blit(b, b.get_rect(midright=(r.right - 14 * s, r.centery)))


def handle_buttons(buttons: list[Btn], action: Action) -> Btn | None:
    """Press on pointer down, click on release over the same button; returns the clicked one."""
    if action.kind == Act.POINTER_DOWN:
        for b in buttons:
            if b.hit(action.pos):
                b.pressed = True
                return None
    elif action.kind == Act.POINTER_UP:
        clicked = None
        for b in buttons:
            if b.pressed and b.hit(action.pos) and b.enabled:
                clicked = b
            b.pressed = False
        return clicked
    return None


def pressed_any(buttons: list[Btn]) -> bool:
    """Whether a pointer press started on one of the buttons."""
    return any(b.pressed for b in buttons)


def gold(night: bool):
    """Gold accent of the theme."""
    return pal(night).GOLD


__all__ = ["Btn", "Buch", "handle_buttons", "is_night", "lexicon", "pal", "scale_for", "set_night"]
