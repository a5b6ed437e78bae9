"""Resolution independence: a design frame (1280x800 or 800x1280) scaled into the real window."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

LANDSCAPE = (1280, 800)
PORTRAIT = (800, 1280)


def is_portrait(size: tuple[int, int]) -> bool:
    """True when the window is taller than wide."""
    return size[1] > size[0]


def scale_for(size: tuple[int, int]) -> float:
    """The design scale ``s = min(W/1280, H/800)`` (portrait: ``/800, /1280``)."""
    dw, dh = PORTRAIT if is_portrait(size) else LANDSCAPE
    return max(0.2, min(size[0] / dw, size[1] / dh))


@dataclass(frozen=True)
class Frame:
    """Maps design coordinates to window pixels: scaled by ``s`` and centred."""

    size: tuple[int, int]
    s: float
    ox: float
    oy: float
    portrait: bool

    @classmethod
    def fit(cls, size: tuple[int, int]) -> "Frame":
        """The frame for a window size (design chosen by orientation)."""
        portrait = is_portrait(size)
        dw, dh = PORTRAIT if portrait else LANDSCAPE
        s = scale_for(size)
        return cls(tuple(size), s, (size[0] - dw * s) / 2, (size[1] - dh * s) / 2, portrait)

    @property
    def design(self) -> tuple[int, int]:
        """Design size of this orientation."""
        return PORTRAIT if self.portrait else LANDSCAPE

    def px(self, value: float) -> int:
        """A design length in pixels (at least 1 for non-zero input)."""
        v = int(round(value * self.s))
        return v if v or not value else (1 if value > 0 else -1)

    def x(self, value: float) -> int:
        """A design x coordinate in pixels."""
        return int(round(self.ox + value * self.s))

    def y(self, value: float) -> int:
        """A design y coordinate in pixels."""
        return int(round(self.oy + value * self.s))

    def pt(self, x: float, y: float) -> tuple[int, int]:
        """A design point in pixels."""
        return self.x(x), self.y(y)

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A design rectangle in pixels (edges rounded consistently, so neighbours do not overlap)."""
        left, top = self.x(x), self.y(y)
        return pygame.Rect(left, top, self.x(x + w) - left, self.y(y + h) - top)

    def font_px(self, value: float) -> int:
        """A font size in pixels, never under the 11 px legibility floor."""
        return max(11, int(round(value * self.s)))


def grid(area: pygame.Rect, cols: int, rows: int, gap: int = 0) -> list[pygame.Rect]:
    """Split ``area`` into ``cols`` x ``rows`` cells with ``gap`` between them, row by row."""
    cols, rows = max(1, cols), max(1, rows)
    cw = (area.w - gap * (cols - 1)) / cols
    ch = (area.h - gap * (rows - 1)) / rows
    cells = []
    for r in range(rows):
        for c in range(cols):
            x0 = area.x + round(c * (cw + gap))
            y0 = area.y + round(r * (ch + gap))
            x1 = area.x + round(c * (cw + gap) + cw)
            y1 = area.y + round(r * (ch + gap) + ch)
            cells.append(pygame.Rect(x0, y0, x1 - x0, y1 - y0))
    return cells


def split_h(area: pygame.Rect, widths: list[float], gap: int = 0) -> list[pygame.Rect]:
    """Split ``area`` horizontally by weights (a weight > 1 is pixels, <= 1 a share of the rest)."""
    fixed = sum(w for w in widths if w > 1)
    free = max(0, area.w - fixed - gap * (len(widths) - 1))
    shares = sum(w for w in widths if w <= 1) or 1
    out, x = [], area.x
    for w in widths:
        width = int(w if w > 1 else free * w / shares)
        out.append(pygame.Rect(x, area.y, width, area.h))
        x += width + gap
    return out


def split_v(area: pygame.Rect, heights: list[float], gap: int = 0) -> list[pygame.Rect]:
    """Split ``area`` vertically by weights (a weight > 1 is pixels, <= 1 a share of the rest)."""
    fixed = sum(h for h in heights if h > 1)
    free = max(0, area.h - fixed - gap * (len(heights) - 1))
    shares = sum(h for h in heights if h <= 1) or 1
    out, y = [], area.y
    for h in heights:
        height = int(h if h > 1 else free * h / shares)
        out.append(pygame.Rect(area.x, y, area.w, height))
        y += height + gap
    return out
