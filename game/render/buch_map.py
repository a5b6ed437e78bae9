"""The journey map: a parchment floor plan of the library with 8 halls and 40 level seals."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

import numpy as np
import pygame

from game.render import buch_art as art
from game.render.buch_draw import aa_circle, radial_glow, shade, shaded_ball, text, vgradient
from game.render.fonts import Face
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Buch

MIN_TARGET = 44  # DESIGN.md touch targets: the smallest tap area
ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")
NAME_FLOOR = 11  # px: the fonts' legibility floor (game.render.fonts.font); below it names are shortened
INSET = 16  # px: captions keep inside the map's double border (drawn 8 and 13 px from the edge)
COMPASS_MIN = 8  # px: a smaller compass rose is left out


def hall_rects(rect: pygame.Rect) -> list[pygame.Rect]:
    """Rooms I–IV bottom (left to right), V–VIII top (right to left)."""
    pad_x, pad_top, pad_bottom = rect.w * 0.06, rect.h * 0.09, rect.h * 0.07
    gap = rect.w * 0.02
    w = (rect.w - 2 * pad_x - 3 * gap) / 4
    h = (rect.h - pad_top - pad_bottom - rect.h * 0.05) / 2
    rooms = []
    for i in range(8):
        row = 1 if i < 4 else 0
        col = i if i < 4 else 7 - i
        x = rect.x + pad_x + col * (w + gap)
        y = rect.y + pad_top + row * (h + rect.h * 0.05)
        rooms.append(pygame.Rect(int(x), int(y), int(w), int(h)))
    return rooms


def seal_positions(rect: pygame.Rect) -> list[tuple[float, float]]:
    """Centres of the 40 seals: 5 per hall in a zigzag (low-high-low-high-low)."""
    pts = []
    for i, room in enumerate(hall_rects(rect)):
        order = range(5) if i < 4 else range(4, -1, -1)
        for k in order:
            x = room.x + room.w * (0.16 + 0.17 * k)
            y = room.y + room.h * (0.72 if k % 2 == 0 else 0.45)
            pts.append((x, y))
    # levels run in hall order; within top halls right-to-left
    out = []
    for i in range(8):
        block = pts[i * 5:(i + 1) * 5]
        out.extend(block)
    return out


@surface_cache(maxsize=8, max_bytes=36 * MB, window_sized=True)
def parchment(size: tuple[int, int]) -> pygame.Surface:
    """Aged paper with darker edges and a double border."""
    w, h = size
    surf = vgradient((w, h), shade(Buch.PARCHMENT, 0.06), shade(Buch.PARCHMENT, -0.06))
    arr = pygame.surfarray.pixels3d(surf)
    yy, xx = np.mgrid[0:w, 0:h].astype(np.float32)
    d = np.maximum(np.abs(yy / w - 0.5), np.abs(xx / h - 0.5)) * 2
    f = 1 - 0.22 * np.clip((d - 0.7) / 0.3, 0, 1) ** 2
    rng = np.random.default_rng(9)
    noise = rng.normal(0, 3.5, (w, h, 1)).astype(np.float32)
    arr[...] = np.clip(arr * f[..., None] + noise, 0, 255).astype(np.uint8)
    del arr
    pygame.draw.rect(surf, Buch.PARCHMENT_INK, (8, 8, w - 16, h - 16), 2)
    pygame.draw.rect(surf, Buch.PARCHMENT_INK, (13, 13, w - 26, h - 26), 1)
    return surf


def draw_map(surface: pygame.Surface, rect: pygame.Rect, stars: dict[int, int], current: int, selected: int,
             s: float, t: float, unlocked) -> list[tuple[int, pygame.Rect]]:
    """Draw the whole map; returns (level id, hit rect) for every seal."""
    surface.blit(_static_map(rect.size, _key(stars), current, round(s, 3)), rect.topleft)
    local = pygame.Rect(0, 0, rect.w, rect.h)
    pts = [(rect.x + x, rect.y + y) for x, y in seal_positions(local)]
    hits = []
    r = 22 * s
    for i, (x, y) in enumerate(pts):
        lid = i + 1
        if lid == current:
            pulse = 0.8 + 0.2 * math.sin(t * 3)
            glow = _seal_glow(int(r * 2.4), int(150 * pulse))
            surface.blit(glow, glow.get_rect(center=(x, y)))
            ball = _seal_ball(r * 1.25)
            surface.blit(ball, ball.get_rect(center=(x, y)))
            num = text(Face.GARAMOND_BOLD, 22 * s, str(lid), (255, 240, 220))
            surface.blit(num, num.get_rect(center=(x, y)))
            from game.render.buch_bruno import Mood, bruno

            b = bruno(Mood.HAPPY, int(t * 10) % 40 == 0, int(11 * s))
            surface.blit(b, (x - b.get_width() * 0.15, y - r * 1.2 - b.get_height() * 0.8 + math.sin(t * 2.6) * 2 * s))
        if lid == selected:
            pygame.draw.circle(surface, Buch.PATH_WALKED, (x, y), r * 1.45, max(2, int(2.5 * s)))
        hit = max(MIN_TARGET, int(r * 2.6))  # the tap area never shrinks below 44 px, the seal art may
        hits.append((lid, pygame.Rect(int(x - hit / 2), int(y - hit / 2), hit, hit)))
    return hits


@surface_cache(maxsize=128, max_bytes=16 * MB)
def _seal_glow(radius: int, alpha: int) -> pygame.Surface:
    """The current seal's red glow at one strength of its pulse (cached: the pulse repeats)."""
    return radial_glow(radius, (230, 70, 50), alpha)


@surface_cache(maxsize=8, max_bytes=4 * MB)
def _seal_ball(r: float) -> pygame.Surface:
    """The current seal's shaded ball."""
    return shaded_ball(r, Buch.SEAL_CURRENT_LIGHT, Buch.SEAL_CURRENT_DARK)


def seal_centre(rect: pygame.Rect, level_id: int) -> tuple[float, float]:
    """Window position of a level's seal on the map drawn into ``rect``."""
    x, y = seal_positions(pygame.Rect(0, 0, rect.w, rect.h))[level_id - 1]
    return rect.x + x, rect.y + y


def current_seal_rect(rect: pygame.Rect, current: int, s: float) -> pygame.Rect:
    """Every pixel the current level's pulsing glow, seal and bobbing Bruno may cover."""
    x, y = seal_centre(rect, current)
    r = 22 * s
    g = max(2, int(int(r * 2.4)))  # radial_glow's radius
    out = pygame.Rect(int(x) - g - 2, int(y) - g - 2, 2 * g + 4, 2 * g + 4)
    from game.render.buch_bruno import Mood, bruno

    b = bruno(Mood.HAPPY, False, int(11 * s))
    top = y - r * 1.2 - b.get_height() * 0.8 - 2 * s
    return out.union(pygame.Rect(int(x - b.get_width() * 0.15) - 2, int(top) - 2, b.get_width() + 4,
                                 b.get_height() + int(4 * s) + 6))


def current_seal_look(t: float) -> tuple[int, bool, float]:
    """What the current seal shows at time ``t``: glow strength, Bruno blinking, Bruno's bob."""
    return int(150 * (0.8 + 0.2 * math.sin(t * 3))), int(t * 10) % 40 == 0, math.sin(t * 2.6)


def selected_ring_rect(rect: pygame.Rect, selected: int, s: float) -> pygame.Rect:
    """The ring around the selected seal."""
    x, y = seal_centre(rect, selected)
    rr = int(22 * s * 1.45) + max(2, int(2.5 * s)) + 3
    return pygame.Rect(int(x) - rr, int(y) - rr, 2 * rr, 2 * rr)


@dataclass(frozen=True)
class HallLabel:
    """A hall's name as the map draws it: the words, their size and tracking, and where (map-local pixels)."""

    text: str
    size: float
    tracking: float
    rect: pygame.Rect


def _fit_name(label: str, width: float, s: float) -> tuple[str, float, float]:
    """A hall's name in spaced capitals, shrunk down to the fonts' smallest size to fit ``width``; what still does
    not fit then ends in "…" (small windows)."""
    size, tracking = 14 * s, 1 * s
    while _name_width(label, size, tracking) > width and size > NAME_FLOOR:
        size, tracking = max(NAME_FLOOR, size - 0.5), 0.5 * s
    def ended(shown: str) -> str:
        return shown if shown == label else shown + "…"

    shown = label
    while len(shown) > 1 and _name_width(ended(shown), size, tracking) > width:
        shown = shown[:-1].rstrip(" ·")
    return ended(shown), size, tracking


def _name_width(label: str, size: float, tracking: float) -> int:
    return text(Face.GARAMOND_BOLD, size, label, Buch.PARCHMENT_INK, tracking=tracking).get_width()


def hall_labels(rect: pygame.Rect, s: float) -> list[HallLabel]:
    """Where the 8 hall names go on a map of ``rect``'s size: each inside its hall's walls, so none overlaps another.

    The numerals ("III · ") go when one name would not fit between its walls (small windows): all or none.
    """
    local = pygame.Rect(0, 0, rect.w, rect.h)
    wall = max(3, int(5 * s))
    from game.buch.levels import HALLS

    rooms = hall_rects(local)
    widths = [room.w - 2 * wall - 14 * s for room in rooms]
    fits = []  # each name fitted once: numbered while all fit, else (from the first that does not) all plain
    for i in range(len(rooms)):
        numbered = f"{ROMAN[i]} · {HALLS[i].upper()}"
        fit = _fit_name(numbered, widths[i], s)
        if fit[0] != numbered:
            fits = [_fit_name(HALLS[j].upper(), widths[j], s) for j in range(len(rooms))]
            break
        fits.append(fit)
    labels = []
    for room, (words, size, tracking) in zip(rooms, fits):
        shown = text(Face.GARAMOND_BOLD, size, words, Buch.PARCHMENT_INK, tracking=tracking)
        labels.append(HallLabel(words, size, tracking, shown.get_rect(midtop=(room.centerx, room.y + 14 * s))))
    return labels


def _key(stars: dict[int, int]) -> tuple:
    return tuple(sorted(stars.items()))


@surface_cache(maxsize=8, max_bytes=36 * MB, window_sized=True)
def _static_map(size: tuple[int, int], stars_key: tuple, current: int, s: float) -> pygame.Surface:
    stars = dict(stars_key)
    w, h = size
    surf = parchment(size).copy()
    ink = Buch.PARCHMENT_INK
    local = pygame.Rect(0, 0, w, h)
    title = text(Face.GARAMOND_BOLD, 15 * s, "GRUNDRISS DER STADTBIBLIOTHEK", ink, tracking=2 * s)
    surf.blit(title, title.get_rect(midtop=(w / 2, max(20 * s, INSET))))
    rooms = hall_rects(local)
    pts = seal_positions(local)

    rng = random.Random(4)
    wall = max(3, int(5 * s))
    labels = hall_labels(local, s)
    for i, room in enumerate(rooms):
        first = i * 5 + 1
        locked = first > current
        hall_stars = sum(stars.get(first + k, 0) for k in range(5))
        floor = pygame.Surface(room.size, pygame.SRCALPHA)
        floor.fill((*shade(Buch.PARCHMENT, 0.05), 255))
        _decor(floor, i, rng, s)
        if locked:
            floor.fill((200, 190, 170, 90), special_flags=0) if False else None
            veil = pygame.Surface(room.size, pygame.SRCALPHA)
            veil.fill((233, 216, 176, 120))
            floor.blit(veil, (0, 0))
        surf.blit(floor, room.topleft)
        pygame.draw.rect(surf, shade(ink, 0.1), room, wall)
        # door gaps between neighbouring halls
        label = labels[i]
        name = text(Face.GARAMOND_BOLD, label.size, label.text, ink if not locked else shade(ink, 0.45),
                    tracking=label.tracking)
        surf.blit(name, label.rect)
        if locked:
            sub = text(Face.GARAMOND, 13 * s, f"ab Level {first}", shade(ink, 0.4))
        else:
            sub = text(Face.GARAMOND, 13 * s, f"{hall_stars} / 15", shade(ink, 0.1))
        sr = sub.get_rect(midtop=(room.centerx + 8 * s, room.y + 14 * s + name.get_height()))
        surf.blit(sub, sr)
        if not locked:
            art.star(surf, (sr.x - 10 * s, sr.centery), 6 * s, Buch.GOLD_MID)
    # corridors between halls (dashed), the walked path in red
    for i in range(39):
        a, b = pts[i], pts[i + 1]
        walked = i + 2 <= current
        if walked:
            pygame.draw.line(surf, Buch.PATH_WALKED, a, b, max(2, int(3 * s)))
        else:
            _dash(surf, shade(ink, 0.35), a, b, max(1, int(2 * s)), 7 * s)
    # entrance arrow and stairs
    e = (rooms[0].x - 30 * s, pts[0][1])
    _dash(surf, Buch.PATH_WALKED, e, pts[0], max(2, int(2 * s)), 6 * s)
    bottom = h - max(22 * s, INSET)  # the captions' baseline stays inside the double border at any size
    small = text(Face.GARAMOND_BOLD, 12 * s, "EINGANG", ink, tracking=1.5 * s)
    surf.blit(small, small.get_rect(bottomleft=(rooms[0].x, bottom)))
    sx = rooms[3].right + 18 * s
    for k in range(7):
        y = rooms[3].y + rooms[3].h * 0.2 + k * 10 * s
        pygame.draw.line(surf, ink, (sx, y), (sx + 22 * s, y), 2)
    pygame.draw.line(surf, ink, (sx, rooms[3].y + rooms[3].h * 0.2), (sx, rooms[3].y + rooms[3].h * 0.2 + 60 * s), 2)
    pygame.draw.line(surf, ink, (sx + 22 * s, rooms[3].y + rooms[3].h * 0.2), (sx + 22 * s, rooms[3].y + rooms[3].h * 0.2 + 60 * s), 2)
    legend = text(Face.GARAMOND_ITALIC, 13 * s, "Maßstab: ein Saal, fünf Level", ink)
    compass = 16 * s >= COMPASS_MIN  # too small to read (and no room below the halls): left out
    surf.blit(legend, legend.get_rect(bottomright=(w - 70 * s if compass else w - max(22 * s, INSET), bottom)))
    if compass:
        _compass(surf, (w - 42 * s, h - 46 * s), 16 * s, ink)
    # seals (static part: done and locked; the current one is drawn live)
    r = 22 * s
    for i, (x, y) in enumerate(pts):
        lid = i + 1
        if lid == current:
            continue
        if stars.get(lid, 0) > 0:
            ball = shaded_ball(r, Buch.SEAL_DONE_LIGHT, Buch.SEAL_DONE_DARK)
            surf.blit(ball, ball.get_rect(center=(x, y)))
            pygame.draw.circle(surf, shade(Buch.SEAL_DONE_DARK, -0.2), (x, y), r, 1)
            num = text(Face.GARAMOND_BOLD, 20 * s, str(lid), (70, 44, 12))
            surf.blit(num, num.get_rect(center=(x, y)))
            k = i % 5
            sy = y + r * 1.5 if k % 2 == 0 else y - r * 1.5
            for j in range(3):
                art.star(surf, (x + (j - 1) * 13 * s, sy), 6.5 * s, Buch.GOLD_MID if j < stars[lid] else (200, 186, 150),
                         outline=(120, 84, 30))
        else:
            aa_circle(surf, (238, 228, 204), (x, y), r * 0.85)
            pygame.draw.circle(surf, shade(ink, 0.45), (x, y), r * 0.85, max(1, int(1.5 * s)))
            ic = art.icon_surface("lock", int(18 * s), shade(ink, 0.35))
            surf.blit(ic, ic.get_rect(center=(x, y)))
    return surf


def _decor(floor: pygame.Surface, i: int, rng: random.Random, s: float) -> None:
    """Faint floor drawings that tell the halls apart."""
    w, h = floor.get_size()
    col = (*shade(Buch.PARCHMENT_INK, 0.5), 50)
    if i == 0:  # chequered entrance floor
        step = int(22 * s)
        for y in range(int(h * 0.3), h - step, step):
            for x in range(int(w * 0.08), w - step, step):
                if (x // step + y // step) % 2 == 0:
                    pygame.draw.rect(floor, col, (x, y, step, step))
    elif i == 1:  # reading tables
        for k in range(2):
            pygame.draw.rect(floor, col, (w * 0.15, h * (0.38 + k * 0.3), w * 0.7, h * 0.06), 2)
    elif i == 2:  # globe
        pygame.draw.circle(floor, col, (w * 0.6, h * 0.65), h * 0.22, 2)
        for k in range(3):
            pygame.draw.ellipse(floor, col, (w * 0.6 - h * 0.22, h * 0.65 - h * 0.22 + k * h * 0.11, h * 0.44, h * 0.22 - k * h * 0.02 + 2), 1)
    elif i == 3:  # archive boxes
        for k in range(4):
            pygame.draw.rect(floor, col, (w * (0.1 + k * 0.21), h * 0.3, w * 0.16, h * 0.12), 2)
            pygame.draw.rect(floor, col, (w * (0.1 + k * 0.21), h * 0.82, w * 0.16, h * 0.12), 2)
    elif i == 4:  # spiral stair
        for k in range(4):
            pygame.draw.circle(floor, col, (w * 0.5, h * 0.6), h * (0.08 + k * 0.07), 1)
    elif i == 5:  # vaults
        for k in range(3):
            pygame.draw.arc(floor, col, (w * (0.05 + k * 0.3), h * 0.3, w * 0.3, h * 0.3), 0, math.pi, 2)
    elif i == 6:  # display cases
        for k in range(2):
            r = pygame.Rect(w * (0.15 + k * 0.38), h * 0.3, w * 0.28, h * 0.2)
            pygame.draw.rect(floor, col, r, 2)
            pygame.draw.line(floor, col, r.topleft, r.bottomright, 1)
    else:  # dome
        c = (w * 0.5, h * 0.62)
        pygame.draw.circle(floor, col, c, h * 0.32, 2)
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(floor, col, c, (c[0] + math.cos(a) * h * 0.32, c[1] + math.sin(a) * h * 0.32), 1)


def _dash(surf, color, a, b, width, dash) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    dist = math.hypot(dx, dy)
    n = max(1, int(dist // dash))
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(surf, color, (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1), width)


def _compass(surf, c, r, ink) -> None:
    pygame.draw.circle(surf, ink, c, r, 1)
    pygame.draw.polygon(surf, Buch.PATH_WALKED, [(c[0], c[1] - r * 1.2), (c[0] - r * 0.25, c[1]), (c[0] + r * 0.25, c[1])])
    pygame.draw.polygon(surf, ink, [(c[0], c[1] + r * 1.2), (c[0] - r * 0.25, c[1]), (c[0] + r * 0.25, c[1])])
    n = text(Face.GARAMOND_BOLD, 12, "N", ink)
    surf.blit(n, n.get_rect(midbottom=(c[0], c[1] - r * 1.2)))
