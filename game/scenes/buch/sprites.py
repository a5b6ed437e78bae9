"""Tile sprites tracked by tile id: falls, spawns, shuffles, flights to the word bar, crumbling."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.buch.tiles import Tile
from game.render.buch_draw import ease_in_out, ease_in_quad, ease_out_back, ease_out_cubic

SETTLE = 0.09
COLUMN_STAGGER = 0.02


def fall_duration(rows: float) -> float:
    """Gravity fall: 140 + 45 x rows ms, at most 420 ms."""
    return min(0.42, 0.14 + 0.045 * max(0.0, rows))


@dataclass
class Motion:
    """One animation segment of a sprite (times in the scene's animation clock)."""

    kind: str  # fall | move | fade_in | leave | crumble | pop
    start: float
    duration: float
    src: tuple[float, float]
    dst: tuple[float, float]
    extra: float = 0.0  # fall: row distance for the settle overshoot


class TileSprite(pygame.sprite.Sprite):
    """A tile on the page: logical cell from the engine, drawn position from its motion."""

    def __init__(self, tile: Tile, cell: tuple[int, int], xy: tuple[float, float]) -> None:
        super().__init__()
        self.tile = tile
        self.cell = cell
        self.x, self.y = xy
        self.scale = 1.0
        self.alpha = 255
        self.darken = 0.0
        self.motion: Motion | None = None
        self.dead = False
        self.image = pygame.Surface((1, 1), pygame.SRCALPHA)
        self.rect = self.image.get_rect()

    @property
    def id(self) -> int:
        """Tile id."""
        return self.tile.id

    @property
    def busy(self) -> bool:
        """Whether the sprite is animating."""
        return self.motion is not None

    def fall_to(self, now: float, xy: tuple[float, float], delay: float, pitch: float, reduced: bool) -> None:
        """Fall (or, with reduced motion, fade) to ``xy``."""
        src = (self.x, self.y)
        if reduced:
            self.motion = Motion("fade_in", now + delay * 0, 0.12, xy, xy)
            self.x, self.y = xy
            self.alpha = 0
            return
        rows = abs(xy[1] - src[1]) / max(1.0, pitch)
        self.motion = Motion("fall", now + delay, fall_duration(rows), src, xy, extra=pitch)

    def move_to(self, now: float, xy: tuple[float, float], delay: float, reduced: bool) -> None:
        """Glide (shuffle) to ``xy``."""
        if reduced:
            self.x, self.y = xy
            self.motion = Motion("fade_in", now, 0.12, xy, xy)
            self.alpha = 0
            return
        self.motion = Motion("move", now + delay, 0.38, (self.x, self.y), xy)

    def leave(self, now: float, target: tuple[float, float], delay: float, reduced: bool) -> None:
        """Shrink to 0.6, fade and fly to ``target`` (the word bar) in 200 ms."""
        self.dead = True
        self.motion = Motion("leave", now + delay, 0.12 if reduced else 0.2, (self.x, self.y),
                             (self.x, self.y) if reduced else target)

    def crumble(self, now: float, reduced: bool) -> None:
        """Darken (200 ms) then crumble (250 ms)."""
        self.dead = True
        self.motion = Motion("crumble", now, 0.12 if reduced else 0.45, (self.x, self.y), (self.x, self.y))

    def update_motion(self, now: float) -> bool:
        """Advance; returns False once a dead sprite has finished and can be dropped."""
        m = self.motion
        if m is None:
            return not self.dead
        t = (now - m.start) / m.duration if m.duration > 0 else 1.0
        if t < 0:
            if m.kind in ("fall", "move"):
                self.x, self.y = m.src
            return True
        done = t >= 1.0 and m.kind != "fall"
        t = min(1.0, t)
        if m.kind == "fall":
            total = m.duration + SETTLE
            tt = (now - m.start)
            if tt < m.duration:
                k = ease_in_quad(tt / m.duration)
                self.x = m.src[0] + (m.dst[0] - m.src[0]) * k
                self.y = m.src[1] + (m.dst[1] - m.src[1]) * k
                self.scale = 1.0
            elif tt < total:
                # settle: squash a little and spring back (ease-out-back, ~6 % overshoot)
                k = (tt - m.duration) / SETTLE
                bounce = 1 - ease_out_back(k, 0.9)
                self.x, self.y = m.dst
                self.y = m.dst[1] - bounce * 0.06 * m.extra
                self.scale = 1.0
            else:
                self.x, self.y = m.dst
                self.motion = None
        elif m.kind == "move":
            k = ease_in_out(t)
            self.x = m.src[0] + (m.dst[0] - m.src[0]) * k
            self.y = m.src[1] + (m.dst[1] - m.src[1]) * k - math.sin(math.pi * k) * 18
        elif m.kind == "fade_in":
            self.alpha = int(255 * t)
        elif m.kind == "leave":
            k = ease_out_cubic(t)
            self.x = m.src[0] + (m.dst[0] - m.src[0]) * k
            self.y = m.src[1] + (m.dst[1] - m.src[1]) * k
            self.scale = 1.0 - 0.4 * k
            self.alpha = int(255 * (1 - t))
        elif m.kind == "crumble":
            self.darken = min(1.0, t / 0.44)
            self.alpha = 255 if t < 0.44 else int(255 * (1 - (t - 0.44) / 0.56))
        if done:
            self.motion = None
            if self.dead:
                return False
            self.alpha = 255
            self.scale = 1.0
        return True

    def crumble_phase(self, now: float) -> float:
        """0 while darkening, 0..1 while crumbling."""
        m = self.motion
        if m is None or m.kind != "crumble":
            return 0.0
        t = (now - m.start) / m.duration
        return max(0.0, (t - 0.44) / 0.56)
