"""Procedural line icons (gear, menu, sound, sun/moon, trophy, book ...), anti-aliased and cached."""
from __future__ import annotations

import math
from enum import Enum

import pygame

from game.render.assets import cached

K = 4  # supersampling factor


class Icon(Enum):
    """Names of the drawn icons."""

    GEAR = "gear"
    MENU = "menu"
    SOUND_ON = "sound_on"
    SOUND_OFF = "sound_off"
    SUN = "sun"
    MOON = "moon"
    TROPHY = "trophy"
    BOOK = "book"
    PEOPLE = "people"
    CALENDAR = "calendar"
    STOPWATCH = "stopwatch"
    INFINITY = "infinity"
    MAP = "map"
    CHEVRON_RIGHT = "chevron_right"
    BACK = "back"
    CLOSE = "close"
    CHECK = "check"
    CROSS = "cross"
    SEARCH = "search"
    KEYBOARD = "keyboard"
    BACKSPACE = "backspace"
    USER = "user"
    INFO = "info"
    FULLSCREEN = "fullscreen"
    CALM = "calm"


def icon(kind: Icon, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    """The icon drawn at ``size`` pixels square in ``color`` (cached)."""
    size = max(8, int(size))
    return cached(("icon", kind, size, tuple(color)), lambda: _build(kind, size, tuple(color)))


def _build(kind: Icon, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    n = size * K
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    c = (*color, 255)
    lw = max(K, int(n * 0.085))
    u = n / 24.0  # drawing grid: 24 units

    def P(x: float, y: float) -> tuple[float, float]:
        return x * u, y * u

    def line(a, b, w=lw):
        pygame.draw.line(big, c, P(*a), P(*b), w)
        pygame.draw.circle(big, c, P(*a), w / 2)
        pygame.draw.circle(big, c, P(*b), w / 2)

    def poly(points, w=lw, closed=False):
        pts = [P(*p) for p in points]
        for i in range(len(pts) - (0 if closed else 1)):
            a, b = pts[i], pts[(i + 1) % len(pts)]
            pygame.draw.line(big, c, a, b, w)
            pygame.draw.circle(big, c, a, w / 2)
        pygame.draw.circle(big, c, pts[-1], w / 2)

    def ring(cx, cy, r, w=lw):
        pygame.draw.circle(big, c, P(cx, cy), r * u, w)

    if kind is Icon.GEAR:
        cx, cy = n / 2, n / 2
        teeth = 8
        outer, inner = 10.5 * u, 7.6 * u
        pts = []
        for i in range(teeth * 4):
            a = i / (teeth * 4) * math.tau
            r = outer if (i % 4) in (1, 2) else inner
            pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
        pygame.draw.polygon(big, c, pts)
        pygame.draw.circle(big, (0, 0, 0, 0), (cx, cy), 3.6 * u)
    elif kind is Icon.MENU:
        for y in (6.5, 12, 17.5):
            line((4, y), (20, y))
    elif kind in (Icon.SOUND_ON, Icon.SOUND_OFF):
        pygame.draw.polygon(big, c, [P(3, 9), P(7, 9), P(12, 4.5), P(12, 19.5), P(7, 15), P(3, 15)])
        if kind is Icon.SOUND_ON:
            for r in (4.5, 8.0):
                rect = pygame.Rect(0, 0, r * 2 * u, r * 2 * u)
                rect.center = P(12, 12)
                pygame.draw.arc(big, c, rect, -0.85, 0.85, lw)
        else:
            line((15.5, 9), (21, 15))
            line((21, 9), (15.5, 15))
    elif kind is Icon.SUN:
        pygame.draw.circle(big, c, P(12, 12), 4.6 * u)
        for i in range(8):
            a = i / 8 * math.tau
            line((12 + math.cos(a) * 7.6, 12 + math.sin(a) * 7.6), (12 + math.cos(a) * 10, 12 + math.sin(a) * 10))
    elif kind is Icon.MOON:
        pygame.draw.circle(big, c, P(12, 12), 8.5 * u)
        pygame.draw.circle(big, (0, 0, 0, 0), P(16.2, 8.6), 7.2 * u)
    elif kind is Icon.TROPHY:
        pygame.draw.polygon(big, c, [P(6.5, 3.5), P(17.5, 3.5), P(17, 10), P(14.5, 13.5), P(9.5, 13.5), P(7, 10)])
        rect = pygame.Rect(0, 0, 6 * u, 7 * u)
        rect.center = P(5.5, 8)
        pygame.draw.arc(big, c, rect, math.pi / 2, math.pi * 1.6, lw)
        rect.center = P(18.5, 8)
        pygame.draw.arc(big, c, rect, -math.pi * 0.6, math.pi / 2, lw)
        pygame.draw.rect(big, c, pygame.Rect(P(10.8, 13)[0], P(0, 13)[1], 2.4 * u, 4 * u))
        pygame.draw.rect(big, c, pygame.Rect(P(7, 17)[0], P(0, 17)[1], 10 * u, 3.5 * u), border_radius=int(u))
    elif kind is Icon.BOOK:
        poly([(12, 6.5), (7.5, 5), (2.5, 5), (2.5, 18.5), (7.5, 18.5), (12, 20), (16.5, 18.5), (21.5, 18.5), (21.5, 5), (16.5, 5)], closed=True)
        line((12, 6.5), (12, 20))
    elif kind is Icon.PEOPLE:
        pygame.draw.circle(big, c, P(9, 7.5), 3.6 * u)
        pygame.draw.ellipse(big, c, pygame.Rect(P(2.5, 12.5), (13 * u, 10 * u)))
        pygame.draw.rect(big, (0, 0, 0, 0), pygame.Rect(P(0, 18.5), (n, n)))
        pygame.draw.circle(big, c, P(16.5, 8.5), 3.0 * u)
        pygame.draw.ellipse(big, c, pygame.Rect(P(14.5, 13.5), (8 * u, 9 * u)))
        pygame.draw.rect(big, (0, 0, 0, 0), pygame.Rect(P(0, 18.5), (n, n)))
    elif kind is Icon.CALENDAR:
        pygame.draw.rect(big, c, pygame.Rect(P(3, 5), (18 * u, 16 * u)), lw, border_radius=int(2 * u))
        pygame.draw.rect(big, c, pygame.Rect(P(3, 5), (18 * u, 4.5 * u)), border_top_left_radius=int(2 * u), border_top_right_radius=int(2 * u))
        line((8, 3), (8, 6.5))
        line((16, 3), (16, 6.5))
        for gx in (7.5, 12, 16.5):
            for gy in (13, 17):
                pygame.draw.rect(big, c, pygame.Rect(P(gx - 1.3, gy - 1.3), (2.6 * u, 2.6 * u)))
    elif kind is Icon.STOPWATCH:
        ring(12, 13.5, 8)
        line((12, 13.5), (12, 9))
        line((12, 13.5), (15, 15))
        line((9.5, 2.8), (14.5, 2.8))
        line((12, 3), (12, 5.2))
    elif kind is Icon.INFINITY:
        pts = []
        for i in range(73):
            t = i / 72 * math.tau
            d = 1 + math.sin(t) ** 2
            pts.append((12 + 8.6 * math.cos(t) / d, 12 + 8.6 * math.sin(t) * math.cos(t) / d * 1.25))
        poly(pts, closed=True)
    elif kind is Icon.MAP:
        poly([(3, 6), (9, 3.5), (15, 6), (21, 3.5), (21, 18), (15, 20.5), (9, 18), (3, 20.5)], closed=True)
        line((9, 3.5), (9, 18))
        line((15, 6), (15, 20.5))
    elif kind is Icon.CHEVRON_RIGHT:
        poly([(9, 5), (16, 12), (9, 19)])
    elif kind is Icon.BACK:
        poly([(11, 5), (4, 12), (11, 19)])
        line((4, 12), (20, 12))
    elif kind in (Icon.CLOSE, Icon.CROSS):
        line((6, 6), (18, 18))
        line((18, 6), (6, 18))
    elif kind is Icon.CHECK:
        poly([(4.5, 12.5), (9.5, 17.5), (19.5, 6.5)])
    elif kind is Icon.SEARCH:
        ring(10.5, 10.5, 6.5)
        line((15.5, 15.5), (20.5, 20.5))
    elif kind is Icon.KEYBOARD:
        pygame.draw.rect(big, c, pygame.Rect(P(2, 6), (20 * u, 12.5 * u)), lw, border_radius=int(2 * u))
        for gx in (6, 9.5, 13, 16.5):
            pygame.draw.rect(big, c, pygame.Rect(P(gx - 0.9, 9.2), (1.8 * u, 1.8 * u)))
        line((7, 14.8), (17, 14.8))
    elif kind is Icon.BACKSPACE:
        poly([(8, 5.5), (21, 5.5), (21, 18.5), (8, 18.5), (2.5, 12)], closed=True)
        line((11.5, 9), (17, 15))
        line((17, 9), (11.5, 15))
    elif kind is Icon.USER:
        pygame.draw.circle(big, c, P(12, 8), 4.5 * u)
        pygame.draw.ellipse(big, c, pygame.Rect(P(4, 14), (16 * u, 12 * u)))
        pygame.draw.rect(big, (0, 0, 0, 0), pygame.Rect(P(0, 21), (n, n)))
    elif kind is Icon.INFO:
        ring(12, 12, 9.5)
        line((12, 11), (12, 16.5))
        pygame.draw.circle(big, c, P(12, 7.5), lw * 0.75)
    elif kind is Icon.FULLSCREEN:
        poly([(3, 9), (3, 3), (9, 3)])
        poly([(15, 3), (21, 3), (21, 9)])
        poly([(21, 15), (21, 21), (15, 21)])
        poly([(9, 21), (3, 21), (3, 15)])
    elif kind is Icon.CALM:
        for y, amp in ((8, 2.2), (13, 1.4), (18, 0.6)):
            pts = [(3 + i * 0.75, y + math.sin(i * 0.55) * amp) for i in range(25)]
            poly(pts, w=max(K, int(lw * 0.8)))
    return pygame.transform.smoothscale(big, (size, size))
