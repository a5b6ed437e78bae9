"""Bruno the bookworm, built from shaded circles; cached per (mood, blink, size, facing)."""
from __future__ import annotations

import math
from enum import Enum

import pygame

from game.render.buch_draw import aa_circle, aa_round_rect, shade, shaded_ball
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Buch


class Mood(Enum):
    """Bruno's faces."""

    HAPPY = "happy"
    THINKING = "thinking"
    WORRIED = "worried"
    CALM = "calm"


def bruno(mood: Mood, blink: bool, u: int) -> pygame.Surface:
    """Bruno facing right; ``u`` is the head radius in px. Surface is about 5.2u × 3.6u."""
    return _bruno(mood, bool(blink), max(8, int(u)))


@surface_cache(maxsize=48, max_bytes=16 * MB)
def _bruno(mood: Mood, blink: bool, u: int) -> pygame.Surface:
    W, H = int(u * 5.4), int(u * 3.7)
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    base_y = H - u * 0.75
    # body: segments from the tail (left) rising to the head (right)
    segs = [(u * 0.75, base_y - u * 0.1, u * 0.55), (u * 1.45, base_y - u * 0.05, u * 0.66),
            (u * 2.2, base_y, u * 0.74), (u * 2.95, base_y - u * 0.08, u * 0.78), (u * 3.55, base_y - u * 0.5, u * 0.74)]
    for x, y, r in segs:
        ball = shaded_ball(r, Buch.BRUNO, Buch.BRUNO_SHADE)
        s.blit(ball, ball.get_rect(center=(x, y)))
        belly = pygame.Surface((int(r * 1.4), int(r * 0.6)), pygame.SRCALPHA)
        pygame.draw.ellipse(belly, (*Buch.BRUNO_BELLY, 150), belly.get_rect())
        s.blit(belly, belly.get_rect(center=(x, y + r * 0.55)))
        # little feet
        aa_circle(s, Buch.BRUNO_SHADE, (x - r * 0.3, y + r * 0.92), r * 0.2)
    hx, hy = u * 4.25, base_y - u * 1.45
    # antennae
    for dx, ang in ((-0.35, -1.9), (0.35, -1.25)):
        x0, y0 = hx + dx * u, hy - u * 0.8
        x1, y1 = x0 + math.cos(ang) * u * 0.75, y0 + math.sin(ang) * u * 0.75
        pygame.draw.line(s, Buch.BRUNO_SHADE, (x0, y0), (x1, y1), max(2, u // 9))
        aa_circle(s, Buch.BRUNO_SHADE, (x1, y1), u * 0.14)
        aa_circle(s, Buch.BRUNO, (x1 - u * 0.03, y1 - u * 0.03), u * 0.09)
    # scarf behind head
    scarf = Buch.BRUNO_SCARF
    pygame.draw.ellipse(s, scarf, (hx - u * 0.95, hy + u * 0.55, u * 1.7, u * 0.55))
    tail = [(hx - u * 0.5, hy + u * 0.85), (hx - u * 0.15, hy + u * 0.9), (hx - u * 0.05, hy + u * 1.75), (hx - u * 0.42, hy + u * 1.65)]
    pygame.draw.polygon(s, shade(scarf, -0.15), tail)
    for i in range(3):
        yy = hy + u * (1.1 + i * 0.2)
        pygame.draw.line(s, shade(scarf, 0.2), (hx - u * 0.42, yy), (hx - u * 0.1, yy + 2), 1)
    head = shaded_ball(u, Buch.BRUNO, Buch.BRUNO_SHADE)
    s.blit(head, head.get_rect(center=(hx, hy)))
    pygame.draw.ellipse(s, scarf, (hx - u * 0.8, hy + u * 0.78, u * 1.5, u * 0.4))
    pygame.draw.ellipse(s, shade(scarf, 0.18), (hx - u * 0.6, hy + u * 0.82, u * 1.0, u * 0.13))
    # cheeks
    blush = pygame.Surface((int(u * 0.5), int(u * 0.3)), pygame.SRCALPHA)
    pygame.draw.ellipse(blush, (230, 120, 110, 90), blush.get_rect())
    s.blit(blush, (hx - u * 0.78, hy + u * 0.18))
    s.blit(blush, (hx + u * 0.38, hy + u * 0.18))
    # eyes behind glasses
    ex = (hx - u * 0.33, hx + u * 0.37)
    ey = hy - u * 0.08
    er = u * 0.3
    look = {Mood.THINKING: (0.28, -0.35), Mood.WORRIED: (0.0, 0.1)}.get(mood, (0.25, 0.15))
    for x in ex:
        if blink:
            pygame.draw.arc(s, (40, 50, 30), (x - er * 0.7, ey - er * 0.3, er * 1.4, er * 0.8), math.pi, 2 * math.pi, max(2, u // 12))
        else:
            aa_circle(s, (255, 255, 255), (x, ey), er * 0.85)
            aa_circle(s, (30, 28, 24), (x + look[0] * er * 0.45, ey + look[1] * er * 0.45), er * (0.5 if mood is Mood.WORRIED else 0.42))
            aa_circle(s, (255, 255, 255), (x + look[0] * er * 0.45 - er * 0.15, ey + look[1] * er * 0.45 - er * 0.15), er * 0.13)
    # glasses
    gw = max(2, u // 9)
    for x in ex:
        pygame.draw.circle(s, Buch.BRUNO_GLASSES, (x, ey), er * 1.05, gw)
        glare = pygame.Surface((int(er * 2), int(er * 2)), pygame.SRCALPHA)
        pygame.draw.arc(glare, (255, 255, 255, 110), glare.get_rect().inflate(-4, -4), 1.9, 2.8, 2)
        s.blit(glare, (x - er, ey - er))
    pygame.draw.arc(s, Buch.BRUNO_GLASSES, (ex[0] + er * 0.7, ey - er * 0.5, ex[1] - ex[0] - er * 1.4, er * 0.9), 0.3, math.pi - 0.3, gw)
    # brows
    bcol = shade(Buch.BRUNO_SHADE, -0.35)
    if mood is Mood.WORRIED:
        pygame.draw.line(s, bcol, (ex[0] - er * 0.7, ey - er * 1.25), (ex[0] + er * 0.5, ey - er * 1.6), max(2, u // 10))
        pygame.draw.line(s, bcol, (ex[1] - er * 0.5, ey - er * 1.6), (ex[1] + er * 0.7, ey - er * 1.25), max(2, u // 10))
    elif mood is Mood.THINKING:
        pygame.draw.line(s, bcol, (ex[0] - er * 0.6, ey - er * 1.4), (ex[0] + er * 0.6, ey - er * 1.35), max(2, u // 10))
        pygame.draw.line(s, bcol, (ex[1] - er * 0.6, ey - er * 1.55), (ex[1] + er * 0.6, ey - er * 1.75), max(2, u // 10))
    # mouth
    mx, my = hx + u * 0.05, hy + u * 0.45
    mc = (70, 30, 24)
    if mood is Mood.HAPPY:
        pygame.draw.ellipse(s, mc, (mx - u * 0.28, my - u * 0.12, u * 0.56, u * 0.3))
        pygame.draw.rect(s, Buch.BRUNO, (mx - u * 0.3, my - u * 0.14, u * 0.6, u * 0.12))
        pygame.draw.ellipse(s, (220, 110, 100), (mx - u * 0.12, my + u * 0.02, u * 0.24, u * 0.1))
    elif mood is Mood.WORRIED:
        pygame.draw.ellipse(s, mc, (mx - u * 0.1, my - u * 0.06, u * 0.2, u * 0.24))
        # sweat drop
        dx, dy = hx + u * 0.85, hy - u * 0.45
        pygame.draw.polygon(s, (150, 200, 240), [(dx, dy - u * 0.22), (dx - u * 0.1, dy), (dx + u * 0.1, dy)])
        aa_circle(s, (150, 200, 240), (dx, dy + u * 0.02), u * 0.1)
    elif mood is Mood.THINKING:
        pygame.draw.line(s, mc, (mx - u * 0.15, my + u * 0.02), (mx + u * 0.18, my - u * 0.04), max(2, u // 10))
    else:
        pygame.draw.arc(s, mc, (mx - u * 0.22, my - u * 0.16, u * 0.44, u * 0.3), math.pi * 1.15, math.pi * 1.85, max(2, u // 10))
    return s


@surface_cache(maxsize=8, max_bytes=8 * MB)
def book_stack(w: int, night: bool) -> pygame.Surface:
    """Three books lying on top of each other (Bruno's seat)."""
    h = int(w * 0.075)
    surf = pygame.Surface((w + 20, h * 3 + 6), pygame.SRCALPHA)
    cols = [(44, 60, 80), (120, 40, 32), (40, 70, 60)]
    offs = [8, 0, 14]
    for i, (c, o) in enumerate(zip(cols, offs)):
        y = i * h + 2
        bw = w - 10
        pygame.draw.rect(surf, shade(c, -0.3), (o, y + 2, bw, h), border_radius=3)
        pygame.draw.rect(surf, c, (o, y, bw, h), border_radius=3)
        pygame.draw.rect(surf, (236, 226, 204), (o + 10, y + h * 0.25, bw - 16, h * 0.5))
        for k in range(3):
            pygame.draw.line(surf, (200, 186, 160), (o + 10, y + h * (0.32 + k * 0.13)), (o + bw - 8, y + h * (0.32 + k * 0.13)))
        pygame.draw.rect(surf, (200, 160, 80), (o + 4, y + h * 0.35, 5, h * 0.3))
    return surf


@surface_cache(maxsize=16, max_bytes=8 * MB, window_sized=True)
def bubble(size: tuple[int, int], night: bool, warn: bool, tail: str = "down") -> pygame.Surface:
    """A speech bubble body; ``tail`` "down" (towards Bruno below) or "left"."""
    w, h = size
    fill = (246, 236, 214) if night else (255, 251, 242)
    border = (231, 112, 52) if warn else ((200, 180, 140) if night else (214, 198, 168))
    out = pygame.Surface((w + 30, h + 30), pygame.SRCALPHA)
    body = aa_round_rect((w, h), fill, 16, border=2.4 if warn else 1.4, border_color=border)
    if tail == "down":
        pts = [(int(w * 0.42), h - 2), (int(w * 0.48), h + 20), (int(w * 0.52), h - 2)]
        out.blit(body, (0, 0))
        pygame.draw.polygon(out, fill, pts)
        pygame.draw.lines(out, border, False, pts, 2 if warn else 1)
    else:
        out.blit(body, (20, 0))
        pts = [(22, int(h * 0.35)), (2, int(h * 0.5)), (22, int(h * 0.58))]
        pygame.draw.polygon(out, fill, pts)
        pygame.draw.lines(out, border, False, pts, 2 if warn else 1)
    return out
