"""Procedural Speedbuch art: library shelves, the folio page, panels, buttons, icons, candle.

All functions return cached surfaces keyed by size and theme (``night``).
"""
from __future__ import annotations

import math
import random

import numpy as np
import pygame

from game.render.buch_draw import (
    aa_round_rect,
    ellipse_glow,
    lerp_color,
    radial_glow,
    shade,
    soft_shadow,
    text,
    vgradient,
)
from game.render.fonts import Face
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Buch, BuchDay, BuchNight

BOOK_COLOURS = [
    (110, 36, 30), (72, 28, 24), (46, 70, 52), (34, 54, 70), (96, 70, 38), (120, 86, 46),
    (60, 40, 60), (140, 110, 70), (88, 22, 30), (40, 84, 76), (150, 120, 80), (70, 50, 30),
]


def palette(night: bool):
    """Theme class for night or day."""
    return BuchNight if night else BuchDay


@surface_cache(maxsize=12, max_bytes=70 * MB, window_sized=True)
def shelves(size: tuple[int, int], night: bool, light_at: tuple[float, float] = (0.2, 0.55)) -> pygame.Surface:
    """The blurred library wall, lit by the candle at night, under a cream haze by day."""
    w, h = size
    rng = random.Random(7)
    wall = pygame.Surface((w, h))
    wall.fill(shade(BuchNight.SHELF, -0.45))
    shelf_h = max(160, int(h / 3.3))
    plank = max(10, shelf_h // 11)
    y = -shelf_h // 3
    while y < h:
        top = y + plank
        x = -rng.randint(0, 30)
        while x < w:
            bw = rng.randint(int(shelf_h * 0.09), int(shelf_h * 0.2))
            bh = rng.randint(int(shelf_h * 0.62), int(shelf_h * 0.9))
            col = rng.choice(BOOK_COLOURS)
            col = shade(col, rng.uniform(-0.2, 0.15))
            by = top + shelf_h - plank - bh
            body = vgradient((bw, bh), shade(col, 0.08), shade(col, -0.18))
            wall.blit(body, (x, by))
            # spine rounding: darker edges
            pygame.draw.line(wall, shade(col, -0.45), (x, by), (x, by + bh), 2)
            pygame.draw.line(wall, shade(col, 0.25), (x + 3, by), (x + 3, by + bh), 1)
            for band in (0.1, 0.16, 0.82, 0.88):
                pygame.draw.line(wall, (176, 138, 70), (x + 2, by + int(bh * band)), (x + bw - 2, by + int(bh * band)), 2)
            if rng.random() < 0.5:
                lab = pygame.Rect(x + bw // 5, by + int(bh * 0.3), max(3, bw * 3 // 5), int(bh * 0.14))
                pygame.draw.rect(wall, shade(col, 0.35), lab)
            x += bw + rng.randint(0, 3)
            if rng.random() < 0.06:
                x += rng.randint(10, 40)
        # plank
        pk = vgradient((w, plank), shade(BuchNight.SHELF, 0.35), shade(BuchNight.SHELF, -0.2))
        wall.blit(pk, (0, top + shelf_h - plank))
        pygame.draw.line(wall, shade(BuchNight.SHELF, -0.6), (0, top + shelf_h), (w, top + shelf_h), 3)
        y += shelf_h
    wall = pygame.transform.gaussian_blur(wall, 3)
    arr = pygame.surfarray.pixels3d(wall)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    yy, xx = yy.T, xx.T
    if night:
        lx, ly = light_at[0] * w, light_at[1] * h
        d = np.sqrt((xx - lx) ** 2 + (yy - ly) ** 2) / max(w, h)
        light = 0.22 + 0.95 * np.clip(1 - d / 0.75, 0, 1) ** 1.8
        vign = 1 - 0.35 * (np.sqrt(((xx - w / 2) / w) ** 2 + ((yy - h / 2) / h) ** 2) * 1.4) ** 2
        f = (light * vign)[..., None]
        warm = np.array([1.08, 0.92, 0.72], np.float32)[None, None, :]
        arr[...] = np.clip(arr * f * warm, 0, 255).astype(np.uint8)
    else:
        haze = np.array(BuchDay.BACKGROUND, np.float32)[None, None, :]
        lightened = np.clip(arr.astype(np.float32) * 1.35 + 40, 0, 255)
        arr[...] = (lightened * 0.53 + haze * 0.47).astype(np.uint8)
    del arr
    return wall


@surface_cache(maxsize=8, max_bytes=36 * MB, window_sized=True)
def parchment_wood(size: tuple[int, int], night: bool) -> pygame.Surface:
    """Dark wood-grain backdrop for the journey map and calendar."""
    w, h = size
    base = (58, 36, 22) if night else (170, 128, 84)
    surf = vgradient((w, h), shade(base, 0.1), shade(base, -0.25))
    rng = random.Random(3)
    lines = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(h // 3):
        y = rng.uniform(0, h)
        amp = rng.uniform(2, 8)
        ph = rng.uniform(0, 6)
        col = (*shade(base, rng.uniform(-0.35, 0.15)), rng.randint(30, 90))
        pts = [(x, y + math.sin(x / rng.uniform(60, 200) + ph) * amp) for x in range(0, w + 20, 20)]
        pygame.draw.lines(lines, col, False, pts, 1)
    surf.blit(lines, (0, 0))
    return surf


@surface_cache(maxsize=8, max_bytes=48 * MB, window_sized=True)
def folio(size: tuple[int, int], night: bool) -> pygame.Surface:
    """The open book the tiles lie on: leather cover, two pages with a gutter."""
    w, h = size
    pal = palette(night)
    pad = 14
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    out.blit(soft_shadow((w, h), 12, pad, 170 if night else 90), (0, 6))
    cover = aa_round_rect((w, h), pal.COVER, 12, fill=vgradient((w, h), shade(pal.COVER, 0.12), shade(pal.COVER, -0.2)))
    out.blit(cover, (pad, pad))
    inset = max(6, int(min(w, h) * 0.014))
    pw, ph = w - 2 * inset, h - 2 * inset
    page = vgradient((pw, ph), shade(pal.PAGE, 0.05), shade(pal.PAGE, -0.04))
    arr = pygame.surfarray.pixels3d(page)
    xx = np.arange(pw, dtype=np.float32)
    gut = 1 - 0.16 * np.exp(-((xx - pw / 2) / (pw * 0.035)) ** 2) - 0.05 * np.exp(-((xx - pw / 2) / (pw * 0.12)) ** 2)
    edge = 1 - 0.07 * (np.clip(1 - xx / (pw * 0.04), 0, 1) + np.clip(1 - (pw - xx) / (pw * 0.04), 0, 1))
    f = (gut * edge)[:, None, None]
    rng = np.random.default_rng(5)
    noise = rng.normal(0, 2.2, (pw, ph, 1)).astype(np.float32)
    arr[...] = np.clip(arr * f + noise, 0, 255).astype(np.uint8)
    del arr
    page = aa_round_rect((pw, ph), pal.PAGE, 6, fill=page)
    out.blit(page, (pad + inset, pad + inset))
    # page-stack lines at the outer edges
    for i in range(3):
        c = (*shade(pal.PAGE, -0.18 - i * 0.05), 200)
        pygame.draw.line(out, c, (pad + inset - 2 - i, pad + inset + 6), (pad + inset - 2 - i, pad + h - inset - 6))
        pygame.draw.line(out, c, (pad + w - inset + 1 + i, pad + inset + 6), (pad + w - inset + 1 + i, pad + h - inset - 6))
    return out


FOLIO_PAD = 14


@surface_cache(maxsize=64, max_bytes=32 * MB, window_sized=True)
def panel(size: tuple[int, int], night: bool, radius: int = 14, alpha: int | None = None) -> pygame.Surface:
    """A translucent rounded panel with a thin line."""
    pal = palette(night)
    a = pal.PANEL_ALPHA if alpha is None else alpha
    size = (max(1, size[0]), max(1, size[1]))  # a squeezed layout may ask for less than nothing
    surf = aa_round_rect(size, pal.PANEL, radius, border=1.2, border_color=pal.PANEL_LINE)
    surf.set_alpha(a)
    out = pygame.Surface(size, pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


@surface_cache(maxsize=32, max_bytes=16 * MB, window_sized=True)
def card(size: tuple[int, int], night: bool) -> pygame.Surface:
    """The catalogue card of the Wortprotokoll: ruled lines, red double rule under the title."""
    pal = palette(night)
    w, h = size
    out = pygame.Surface((w + 16, h + 16), pygame.SRCALPHA)
    out.blit(soft_shadow((w, h), 6, 8, 140 if night else 70), (0, 4))
    face = vgradient((w, h), shade(pal.CARD, 0.05), shade(pal.CARD, -0.05))
    arr = pygame.surfarray.pixels3d(face)
    rng = np.random.default_rng(11)
    arr[...] = np.clip(arr + rng.normal(0, 2.5, (w, h, 1)), 0, 255).astype(np.uint8)
    del arr
    out.blit(aa_round_rect((w, h), pal.CARD, 6, fill=face), (8, 8))
    return out


@surface_cache(maxsize=128, max_bytes=16 * MB)
def button(size: tuple[int, int], night: bool, style: str = "secondary", enabled: bool = True) -> pygame.Surface:
    """Button body: "primary" library green, "secondary" panel, "gold" (Gratis mischen), "ghost"."""
    w, h = size
    out = pygame.Surface((w + 12, h + 14), pygame.SRCALPHA)
    out.blit(soft_shadow((w, h), 12, 6, 120 if night else 60), (0, 4))
    if style == "primary":
        body = aa_round_rect((w, h), Buch.GREEN_TOP, 12, fill=vgradient((w, h), Buch.GREEN_TOP, Buch.GREEN_BOTTOM),
                             border=1.5, border_color=shade(Buch.GREEN_BOTTOM, -0.3))
    elif night:
        top, bot = (58, 42, 28), (40, 28, 18)
        body = aa_round_rect((w, h), top, 12, fill=vgradient((w, h), top, bot), border=1.5,
                             border_color=Buch.GOLD_MID if style == "gold" else (104, 82, 52))
    else:
        top, bot = (255, 252, 244), (240, 231, 212)
        body = aa_round_rect((w, h), top, 12, fill=vgradient((w, h), top, bot), border=1.5,
                             border_color=Buch.GOLD_DARK if style == "gold" else (214, 198, 168))
    if style == "gold":
        ring = aa_round_rect((w, h), (0, 0, 0, 0), 12, border=3, border_color=Buch.GOLD_MID)
        body.blit(ring, (0, 0))
    if not enabled:
        body.set_alpha(120 if night else 200)  # by day a see-through body lets the bright shelves wash the label out
    out.blit(body, (6, 6))
    return out


BUTTON_PAD = 6


@surface_cache(maxsize=256, max_bytes=4 * MB)
def badge(label: str, night: bool, h: int, style: str = "muted") -> pygame.Surface:
    """A pill-shaped count badge ("+3", "2", "gratis")."""
    if style == "gold":
        bg, fg = Buch.GOLD_MID, (40, 28, 10)
    elif style == "green":
        bg, fg = Buch.GREEN_BOTTOM, (255, 255, 255)
    else:
        bg, fg = ((86, 70, 50), (241, 228, 198)) if night else ((226, 214, 190), (60, 46, 30))
    g = text(Face.JOST_SEMI, h * 0.58, label, fg)
    w = max(h, g.get_width() + h * 0.6)
    surf = aa_round_rect((int(w), h), bg, h / 2)
    surf.blit(g, g.get_rect(center=(w / 2, h / 2)))
    return surf


@surface_cache(maxsize=256, max_bytes=8 * MB)
def chip(label: str, fg: tuple[int, int, int], bg: tuple[int, int, int], h: int, icon: str = "") -> pygame.Surface:
    """A small rounded label chip with an optional icon ("check", "cross", "flame")."""
    g = text(Face.JOST_SEMI, h * 0.56, label, fg)
    iw = int(h * 0.6) if icon else 0
    w = int(g.get_width() + h * 0.8 + iw)
    surf = aa_round_rect((w, h), bg, h / 2, border=1.2, border_color=fg)
    x = h * 0.4
    if icon:
        draw_icon(surf, icon, (x + iw * 0.4, h / 2), iw * 0.8, fg)
        x += iw
    surf.blit(g, g.get_rect(midleft=(x, h / 2)))
    return surf


def draw_icon(surf: pygame.Surface, name: str, center: tuple[float, float], size: float, color) -> None:
    """Small line icons: check, cross, flame, shuffle, bulb, leinen, gold, stage, sun, moon, menu, back, star, lock, book."""
    cx, cy = center
    s = size
    lw = max(2, int(s * 0.14))
    if name == "check":
        pygame.draw.lines(surf, color, False, [(cx - s * 0.35, cy), (cx - s * 0.08, cy + s * 0.28), (cx + s * 0.38, cy - s * 0.3)], lw)
    elif name == "cross":
        pygame.draw.line(surf, color, (cx - s * 0.3, cy - s * 0.3), (cx + s * 0.3, cy + s * 0.3), lw)
        pygame.draw.line(surf, color, (cx - s * 0.3, cy + s * 0.3), (cx + s * 0.3, cy - s * 0.3), lw)
    elif name == "flame":
        # a teardrop: a point on top of a round body, with a hot core
        pygame.draw.polygon(surf, Buch.GLOW, [(cx, cy - s * 0.48), (cx + s * 0.27, cy + s * 0.02), (cx - s * 0.27, cy + s * 0.02)])
        pygame.draw.circle(surf, Buch.GLOW, (cx, cy + s * 0.14), s * 0.3)
        pygame.draw.polygon(surf, Buch.CRACK_HOT, [(cx, cy - s * 0.12), (cx + s * 0.13, cy + s * 0.14), (cx - s * 0.13, cy + s * 0.14)])
        pygame.draw.circle(surf, Buch.CRACK_HOT, (cx, cy + s * 0.22), s * 0.14)
    elif name == "leinen":
        pygame.draw.rect(surf, Buch.LEINEN, (cx - s * 0.32, cy - s * 0.32, s * 0.64, s * 0.64), border_radius=2)
    elif name == "gold":
        pygame.draw.rect(surf, Buch.GOLD_MID, (cx - s * 0.32, cy - s * 0.32, s * 0.64, s * 0.64), width=max(2, int(s * 0.14)), border_radius=2)
    elif name == "kristall":
        pygame.draw.polygon(surf, Buch.CRYSTAL_DARK, [(cx, cy - s * 0.4), (cx + s * 0.34, cy), (cx, cy + s * 0.4), (cx - s * 0.34, cy)])
    elif name == "shuffle":
        for sgn in (1, -1):
            pts = [(cx - s * 0.45, cy - sgn * s * 0.25), (cx - s * 0.1, cy - sgn * s * 0.25),
                   (cx + s * 0.15, cy + sgn * s * 0.25), (cx + s * 0.42, cy + sgn * s * 0.25)]
            pygame.draw.lines(surf, color, False, pts, lw)
            ex, ey = pts[-1]
            pygame.draw.polygon(surf, color, [(ex + s * 0.08, ey), (ex - s * 0.1, ey - s * 0.13), (ex - s * 0.1, ey + s * 0.13)])
    elif name == "bulb":
        pygame.draw.circle(surf, color, (cx, cy - s * 0.1), s * 0.3, lw)
        pygame.draw.line(surf, color, (cx - s * 0.14, cy + s * 0.3), (cx + s * 0.14, cy + s * 0.3), lw)
        pygame.draw.line(surf, color, (cx - s * 0.1, cy + s * 0.42), (cx + s * 0.1, cy + s * 0.42), lw)
    elif name == "sun":
        pygame.draw.circle(surf, color, (cx, cy), s * 0.2, lw)
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.line(surf, color, (cx + math.cos(a) * s * 0.32, cy + math.sin(a) * s * 0.32),
                             (cx + math.cos(a) * s * 0.46, cy + math.sin(a) * s * 0.46), lw)
    elif name == "moon":
        moon = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(moon, color, (cx, cy), s * 0.36)
        pygame.draw.circle(moon, (0, 0, 0, 0), (cx + s * 0.18, cy - s * 0.14), s * 0.3)
        surf.blit(moon, (0, 0))
    elif name == "menu":
        for dy in (-0.25, 0, 0.25):
            pygame.draw.line(surf, color, (cx - s * 0.35, cy + dy * s), (cx + s * 0.35, cy + dy * s), lw)
    elif name == "back":
        pygame.draw.lines(surf, color, False, [(cx + s * 0.12, cy - s * 0.3), (cx - s * 0.18, cy), (cx + s * 0.12, cy + s * 0.3)], lw)
    elif name == "forward":
        pygame.draw.lines(surf, color, False, [(cx - s * 0.12, cy - s * 0.3), (cx + s * 0.18, cy), (cx - s * 0.12, cy + s * 0.3)], lw)
    elif name == "enter":
        pygame.draw.lines(surf, color, False, [(cx + s * 0.35, cy - s * 0.3), (cx + s * 0.35, cy + s * 0.1), (cx - s * 0.3, cy + s * 0.1)], lw)
        pygame.draw.polygon(surf, color, [(cx - s * 0.4, cy + s * 0.1), (cx - s * 0.18, cy - s * 0.08), (cx - s * 0.18, cy + s * 0.28)])
    elif name == "star":
        star(surf, center, s * 0.5, color)
    elif name == "lock":
        pygame.draw.rect(surf, color, (cx - s * 0.28, cy - s * 0.02, s * 0.56, s * 0.42), border_radius=2)
        pygame.draw.arc(surf, color, (cx - s * 0.2, cy - s * 0.38, s * 0.4, s * 0.5), 0, math.pi, max(1, lw - 1))
    elif name == "stage":
        pygame.draw.line(surf, color, (cx - s * 0.4, cy), (cx + s * 0.4, cy), max(1, lw - 1))
    elif name == "book":
        pygame.draw.rect(surf, color, (cx - s * 0.4, cy - s * 0.3, s * 0.8, s * 0.6), max(1, lw - 1), border_radius=2)
        pygame.draw.line(surf, color, (cx, cy - s * 0.3), (cx, cy + s * 0.3), max(1, lw - 1))
    elif name == "bookmark":
        pygame.draw.polygon(surf, color, [(cx - s * 0.25, cy - s * 0.45), (cx + s * 0.25, cy - s * 0.45), (cx + s * 0.25, cy + s * 0.45),
                                          (cx, cy + s * 0.22), (cx - s * 0.25, cy + s * 0.45)])
    elif name in ("sound", "mute"):
        pygame.draw.polygon(surf, color, [(cx - s * 0.42, cy - s * 0.12), (cx - s * 0.26, cy - s * 0.12), (cx - s * 0.04, cy - s * 0.34),
                                          (cx - s * 0.04, cy + s * 0.34), (cx - s * 0.26, cy + s * 0.12), (cx - s * 0.42, cy + s * 0.12)])
        if name == "sound":
            for k in (0.2, 0.36):
                ax = cx + s * 0.02
                pygame.draw.arc(surf, color, (ax - s * k, cy - s * k, 2 * s * k, 2 * s * k), -0.85, 0.85, max(1, lw // 2))
        else:
            pygame.draw.line(surf, color, (cx + s * 0.12, cy - s * 0.14), (cx + s * 0.4, cy + s * 0.14), lw)
            pygame.draw.line(surf, color, (cx + s * 0.12, cy + s * 0.14), (cx + s * 0.4, cy - s * 0.14), lw)
    elif name == "play":
        pygame.draw.polygon(surf, color, [(cx - s * 0.25, cy - s * 0.32), (cx + s * 0.32, cy), (cx - s * 0.25, cy + s * 0.32)])


def star(surf: pygame.Surface, center: tuple[float, float], r: float, color, outline=None) -> None:
    """A five-pointed star."""
    cx, cy = center
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    pygame.draw.polygon(surf, color, pts)
    if outline is not None:
        pygame.draw.polygon(surf, outline, pts, 1)


@surface_cache(maxsize=512, max_bytes=8 * MB)
def icon_surface(name: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    """A cached anti-aliased icon (drawn at 3x and scaled down)."""
    big = pygame.Surface((size * 3, size * 3), pygame.SRCALPHA)
    draw_icon(big, name, (size * 1.5, size * 1.5), size * 3, color)
    return pygame.transform.smoothscale(big, (size, size))


@surface_cache(maxsize=16, max_bytes=16 * MB, window_sized=True)
def floor_band(size: tuple[int, int]) -> pygame.Surface:
    """Red glow band behind the two lowest rows (its alpha flickers at draw time)."""
    w, h = size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        a = int(200 * t ** 1.4)
        pygame.draw.line(surf, (230, 70, 40, a), (0, y), (w, y))
    glow = ellipse_glow((w, h // 2), (255, 90, 40), 160)
    surf.blit(glow, (0, h - h // 2 // 1 - h // 4))
    return surf


# ---------------------------------------------------------------- candle
@surface_cache(maxsize=8, max_bytes=2 * MB)
def candle_holder(u: int) -> pygame.Surface:
    """Brass saucer with a ring handle (u = candle width)."""
    w, h = int(u * 2.6), int(u * 0.9)
    surf = pygame.Surface((w + 20, h), pygame.SRCALPHA)
    brass, dark = (206, 160, 72), (120, 84, 30)
    pygame.draw.arc(surf, dark, (w - u * 0.45, h * 0.05, u * 0.6, h * 0.6), -1.6, 1.6, max(2, u // 10))
    pygame.draw.ellipse(surf, dark, (0, h * 0.35, w, h * 0.55))
    pygame.draw.ellipse(surf, brass, (0, h * 0.25, w, h * 0.5))
    pygame.draw.ellipse(surf, shade(brass, 0.3), (w * 0.12, h * 0.3, w * 0.76, h * 0.28))
    pygame.draw.ellipse(surf, shade(brass, -0.15), (w * 0.32, h * 0.22, w * 0.36, h * 0.26))
    return surf


def candle_wax(u: int, height: int, marks: int, used: int) -> pygame.Surface:
    """The wax column ``height`` px tall with ``marks`` spark marks, ``used`` of them burnt (red)."""
    return _candle_wax(u, max(4, height), marks, used)


@surface_cache(maxsize=256, max_bytes=8 * MB)
def _candle_wax(u: int, height: int, marks: int, used: int) -> pygame.Surface:
    w = u
    surf = pygame.Surface((w + 8, height + 8), pygame.SRCALPHA)
    body = pygame.Surface((w, height))
    xs = np.linspace(-1, 1, w)
    light = 0.78 + 0.28 * np.cos(xs * 1.3 + 0.4)
    base = np.array([246, 236, 214], np.float32)
    col = np.clip(base[None, :] * light[:, None], 0, 255).astype(np.uint8)
    arr = pygame.surfarray.pixels3d(body)
    arr[...] = col[:, None, :]
    del arr
    surf.blit(body, (4, 6))
    # rounded top with melted pool and a drip
    pygame.draw.ellipse(surf, (252, 244, 226), (4, 1, w, 10))
    pygame.draw.ellipse(surf, (232, 214, 180), (8, 3, w - 8, 6))
    pygame.draw.ellipse(surf, (250, 242, 224), (int(w * 0.7), 6, max(4, w // 6), min(height, w)))
    # spark marks: one tick per spark of the stage, evenly down the column
    if marks > 0:
        for i in range(marks):
            y = 6 + int((i + 0.5) * (height - 8) / marks)
            col_m = (200, 60, 50) if i < used else (190, 150, 120)
            pygame.draw.line(surf, col_m, (4, y), (4 + w // 4, y), 2)
    return surf


@surface_cache(maxsize=24, max_bytes=16 * MB)
def flame(u: int, step: int) -> pygame.Surface:
    """A candle flame with its glow; ``step`` 0..8 varies the scale 0.95–1.05."""
    sc = 0.95 + step * 0.1 / 8
    fw, fh = int(u * 0.55 * sc), int(u * 1.25 * sc)
    R = int(u * 2.2)
    surf = pygame.Surface((2 * R, 2 * R), pygame.SRCALPHA)
    surf.blit(radial_glow(R, (255, 170, 70), 120, 2.2), (0, 0))
    big = pygame.Surface((fw * 3, fh * 3), pygame.SRCALPHA)
    W, H = fw * 3, fh * 3
    pts = []
    for i in range(25):
        t = i / 24
        y = H * t
        half = W / 2 * math.sin(math.pi * min(1, t * 1.15)) ** 0.8 * (t ** 0.55)
        pts.append((W / 2 + half, y))
    pts += [(W - x, y) for x, y in reversed(pts)]
    pygame.draw.polygon(big, (255, 150, 40), pts)
    inner = [(W / 2 + (x - W / 2) * 0.62, H * 0.3 + y * 0.68) for x, y in pts]
    pygame.draw.polygon(big, (255, 226, 140), inner)
    core = [(W / 2 + (x - W / 2) * 0.3, H * 0.6 + y * 0.38) for x, y in pts]
    pygame.draw.polygon(big, (255, 250, 225), core)
    f = pygame.transform.smoothscale(big, (fw, fh))
    surf.blit(f, (R - fw / 2, R - fh * 0.78))
    return surf


def candle_wax_height(full_h: int, frac: float) -> int:
    """Pixel height of the wax column at ``frac`` of ``full_h`` (even, at least 6)."""
    return max(6, int(full_h * max(0.04, min(1.0, frac))) // 2 * 2)


def candle_wick_top(base_mid: tuple[float, float], u: int, wax_h: int) -> tuple[float, float]:
    """Where the wick leaves the wax (the flame sits above it)."""
    hy = base_mid[1] - int(u * 0.9)  # the holder's height (candle_holder)
    return base_mid[0], hy + int(int(u * 0.9) * 0.45) - wax_h - 6 + 4


def flame_rect(base_mid: tuple[float, float], u: int, wax_h: int) -> pygame.Rect:
    """Every pixel the flame with its glow may cover (any flicker step)."""
    top = candle_wick_top(base_mid, u, wax_h)
    r = int(u * 2.2)
    return pygame.Rect(int(top[0]) - r - 2, int(top[1] - int(u * 0.2)) - r - 2, 2 * r + 4, 2 * r + 4)


def draw_candle(dest: pygame.Surface, base_mid: tuple[int, int], u: int, full_h: int, frac: float,
                marks: int, used: int, flicker_step: int) -> None:
    """The whole candle: holder at ``base_mid``, wax ``frac`` of ``full_h`` tall, flame on top."""
    holder = candle_holder(u)
    hx = base_mid[0] - holder.get_width() // 2 + 10
    hy = base_mid[1] - holder.get_height()
    h = candle_wax_height(full_h, frac)
    wax = candle_wax(u, h, marks, used)
    wx = base_mid[0] - u // 2 - 4
    wy = hy + int(holder.get_height() * 0.45) - h - 6
    dest.blit(wax, (wx, wy))
    dest.blit(holder, (hx, hy))
    top = (base_mid[0], wy + 4)
    pygame.draw.line(dest, (40, 30, 20), top, (top[0], top[1] - u * 0.22), 2)
    fl = flame(u, flicker_step)
    dest.blit(fl, fl.get_rect(center=(top[0], top[1] - int(u * 0.2))))


def lerp(a, b, t):
    """Colour lerp re-export."""
    return lerp_color(a, b, t)


class Backdrop:
    """A full-screen background with its panels already blended on: one opaque blit a frame instead of several.

    ``get(base, parts)`` rebuilds only when the background or a part (surface or place) changes; the cached
    surfaces it is built from are held, so their identities stay unique while compared.
    """

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None

    def get(self, base: pygame.Surface, parts: tuple[tuple[pygame.Surface, tuple[int, int]], ...]) -> pygame.Surface:
        """``base`` with every ``(surface, topleft)`` of ``parts`` blitted on, in order."""
        key = (base, tuple((surf, (round(pos[0]), round(pos[1]))) for surf, pos in parts))
        if self._surface is None or key != self._key:
            out = base.copy()
            for surf, pos in key[1]:
                out.blit(surf, pos)
            self._key, self._surface = key, out
        return self._surface
