"""Drawing primitives for the Speedbuch art: gradients, soft shapes, text with tracking.

Everything here builds surfaces once; callers cache the results.
"""
from __future__ import annotations

import numpy as np
import pygame

from game.render import text as _text_module
from game.render.fonts import Face, font
from game.render.surface_cache import MB, surface_cache

Color = tuple[int, ...]
SS = 3  # supersampling factor for anti-aliased shapes


def lerp_color(a: Color, b: Color, t: float) -> tuple[int, int, int]:
    """Mix two colours (t=0 -> a, t=1 -> b)."""
    t = max(0.0, min(1.0, t))
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore[return-value]


def shade(c: Color, f: float) -> tuple[int, int, int]:
    """Lighten (f>0) or darken (f<0) a colour by a fraction."""
    if f >= 0:
        return lerp_color(c, (255, 255, 255), f)
    return lerp_color(c, (0, 0, 0), -f)


def vgradient(size: tuple[int, int], top: Color, bottom: Color) -> pygame.Surface:
    """A vertical gradient surface (opaque)."""
    w, h = max(1, size[0]), max(1, size[1])
    t = np.linspace(0.0, 1.0, h)[None, :, None]
    a = np.array(top[:3], float)[None, None, :]
    b = np.array(bottom[:3], float)[None, None, :]
    arr = np.broadcast_to(a + (b - a) * t, (w, h, 3)).astype(np.uint8)
    return pygame.surfarray.make_surface(arr.copy())


def radial_glow(radius: int, color: Color, alpha: int = 255, falloff: float = 2.0) -> pygame.Surface:
    """A round soft glow, alpha fading from the centre to zero at ``radius``."""
    r = max(2, int(radius))
    size = 2 * r
    yy, xx = np.mgrid[0:size, 0:size].astype(float)
    d = np.sqrt((xx - r + 0.5) ** 2 + (yy - r + 0.5) ** 2) / r
    a = np.clip(1.0 - d, 0.0, 1.0) ** falloff * alpha
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    surf.fill((*color[:3], 0))
    pa = pygame.surfarray.pixels_alpha(surf)
    pa[:, :] = a.T.astype(np.uint8)
    del pa
    return surf


def ellipse_glow(size: tuple[int, int], color: Color, alpha: int = 255, falloff: float = 1.6) -> pygame.Surface:
    """An elliptic soft glow filling ``size``."""
    w, h = max(2, size[0]), max(2, size[1])
    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    d = np.sqrt(((xx - w / 2 + 0.5) / (w / 2)) ** 2 + ((yy - h / 2 + 0.5) / (h / 2)) ** 2)
    a = np.clip(1.0 - d, 0.0, 1.0) ** falloff * alpha
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((*color[:3], 0))
    pa = pygame.surfarray.pixels_alpha(surf)
    pa[:, :] = a.T.astype(np.uint8)
    del pa
    return surf


def aa_round_rect(size: tuple[int, int], color: Color, radius: float, border: float = 0,
                  border_color: Color | None = None, fill: pygame.Surface | None = None) -> pygame.Surface:
    """An anti-aliased rounded rectangle (optionally filled with a surface and/or bordered)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    big = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
    r = int(radius * SS)
    if fill is not None:
        mask = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
        big.blit(pygame.transform.smoothscale(fill, (w * SS, h * SS)), (0, 0))
        big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    else:
        pygame.draw.rect(big, color, big.get_rect(), border_radius=r)
    if border and border_color is not None:
        pygame.draw.rect(big, border_color, big.get_rect(), width=max(1, int(border * SS)), border_radius=r)
    return pygame.transform.smoothscale(big, (w, h))


def soft_shadow(size: tuple[int, int], radius: float, blur: int, alpha: int = 120) -> pygame.Surface:
    """A blurred dark rounded rectangle, ``blur`` px bigger on each side (cached; blit it, never draw on it)."""
    return _soft_shadow((int(size[0]), int(size[1])), round(float(radius), 1), int(blur), int(alpha))


@surface_cache(maxsize=256, max_bytes=24 * MB)
def _soft_shadow(size: tuple[int, int], radius: float, blur: int, alpha: int) -> pygame.Surface:
    w, h = int(size[0]) + 2 * blur, int(size[1]) + 2 * blur
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, alpha), (blur, blur, int(size[0]), int(size[1])), border_radius=int(radius))
    if blur > 0:
        surf = pygame.transform.gaussian_blur(surf, max(1, blur // 2))
    return surf


def aa_circle(surface: pygame.Surface, color: Color, center: tuple[float, float], radius: float) -> None:
    """Draw a filled anti-aliased circle (supersampled locally)."""
    r = max(1.0, radius)
    size = int(2 * r + 4)
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    pygame.draw.circle(big, color, (size * SS / 2, size * SS / 2), r * SS)
    small = pygame.transform.smoothscale(big, (size, size))
    surface.blit(small, (center[0] - size / 2, center[1] - size / 2))


def shaded_ball(radius: float, base: Color, shade_c: Color, light: tuple[float, float] = (-0.35, -0.4),
                rim: Color | None = None) -> pygame.Surface:
    """A sphere-like disc: base colour lit from ``light`` and darkening to ``shade_c`` at the rim."""
    r = max(2.0, radius)
    size = int(2 * r + 2)
    yy, xx = np.mgrid[0:size, 0:size].astype(float)
    cx = cy = size / 2
    dx, dy = (xx - cx) / r, (yy - cy) / r
    d = np.sqrt(dx ** 2 + dy ** 2)
    lx, ly = light
    dl = np.sqrt((dx - lx) ** 2 + (dy - ly) ** 2)
    t = np.clip(dl / 1.6, 0, 1) ** 1.3
    b = np.array(base[:3], float)
    s = np.array(shade_c[:3], float)
    rgb = b[None, None, :] * (1 - t[..., None]) + s[None, None, :] * t[..., None]
    spec = np.clip(1 - dl / 0.45, 0, 1) ** 2 * 0.35
    rgb = rgb + (255 - rgb) * spec[..., None]
    alpha = np.clip((1.0 - d) * r + 0.5, 0, 1) * 255
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    px = pygame.surfarray.pixels3d(surf)
    px[:, :, :] = np.transpose(rgb, (1, 0, 2)).astype(np.uint8)
    del px
    pa = pygame.surfarray.pixels_alpha(surf)
    pa[:, :] = alpha.T.astype(np.uint8)
    del pa
    if rim is not None:
        pygame.draw.circle(surf, rim, (cx, cy), r, 1)
    return surf


def noise_overlay(size: tuple[int, int], seed: int, strength: int = 10) -> pygame.Surface:
    """Grey paper noise as a per-pixel-alpha overlay."""
    rng = np.random.default_rng(seed)
    w, h = size
    n = rng.integers(0, strength + 1, (w, h)).astype(np.uint8)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill((60, 40, 20, 0))
    pa = pygame.surfarray.pixels_alpha(surf)
    pa[:, :] = n
    del pa
    return surf


# the Speedbuch screens' text runs come from the one text module
text = _text_module.line


def centred(src: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    """Where ``src`` stands centred on ``center`` (the centre truncated to whole pixels, as ``blit_center`` blits)."""
    return src.get_rect(center=(int(center[0]), int(center[1])))


def blit_center(dest: pygame.Surface, src: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    """Blit ``src`` centred on ``center``."""
    r = centred(src, center)
    dest.blit(src, r)
    return r


def ease_in_quad(t: float) -> float:
    """Gravity-like acceleration."""
    return t * t


def ease_out_back(t: float, overshoot: float = 1.70158) -> float:
    """Overshoots the end a little, then settles."""
    t -= 1
    return t * t * ((overshoot + 1) * t + overshoot) + 1


def ease_out_cubic(t: float) -> float:
    """Fast start, soft end."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    """Smoothstep."""
    return t * t * (3 - 2 * t)


_UMLAUT_BASE = {"Ä": "A", "Ö": "O", "Ü": "U"}


def tile_letter(s: str, size: float, color: Color) -> pygame.Surface:
    """A tile letter in EB Garamond Bold; Ä Ö Ü are composed (the bold cut lacks them)."""
    return _tile_letter(s, int(round(size)), tuple(color[:3]))


@surface_cache(maxsize=512, max_bytes=16 * MB)
def _tile_letter(s: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    f = font(Face.GARAMOND_BOLD, size)
    base = _UMLAUT_BASE.get(s)
    if base is None or f.metrics(s)[0] != f.metrics("\u0378")[0]:
        return f.render(s, True, color)  # the cut has the umlaut (or the letter needs none)
    g = f.render(base, True, color)
    w, h = g.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(g, (0, 0))
    # the dots sit just above the cap height
    ascent = f.get_ascent()
    cap_top = ascent - f.metrics(base)[0][3]
    r = max(1.8, size * 0.072)
    cy = max(r, cap_top - r * 1.9)
    if cy - r < 0:
        out2 = pygame.Surface((w, h + int(r * 2)), pygame.SRCALPHA)
        out2.blit(out, (0, int(r * 2)))
        out, cy = out2, cy + int(r * 2)
    for dx in (-0.2, 0.2):
        aa_circle(out, color, (w / 2 + dx * w, cy), r)
    return out
