"""Procedural art: gradients, paper and wood grain, vignettes, glows, rounded panels with soft shadows.

Every builder returns a new surface; callers cache the result through ``game.render.assets``.
"""
from __future__ import annotations

import math
from array import array

import pygame

from game.lazy_numpy import np  # numpy loads on first use, not before the title

RGB = tuple[int, int, int]


def lerp_color(a: RGB, b: RGB, t: float) -> RGB:
    """Linear mix of two colours."""
    t = max(0.0, min(1.0, t))
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))  # type: ignore[return-value]


def shade(color: RGB, factor: float) -> RGB:
    """Lighter (factor > 1) or darker (< 1) version of a colour."""
    if factor >= 1:
        return lerp_color(color, (255, 255, 255), factor - 1)
    return tuple(int(c * factor) for c in color)  # type: ignore[return-value]


def gradient_v(size: tuple[int, int], top: RGB, bottom: RGB, alpha: bool = False) -> pygame.Surface:
    """A vertical linear gradient, one fill per run of equal rows.

    The colours are computed in single precision (``array('f')`` rounds every step as numpy's float32 did),
    so they match the earlier numpy version to the bit without loading numpy before the title's first frame.
    """
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h), pygame.SRCALPHA if alpha else 0)
    step = 1.0 / (h - 1) if h > 1 else 0.0
    t = array("f", [y * step for y in range(h)])
    if h > 1:
        t[-1] = 1.0
    u = array("f", [1.0 - v for v in t])
    channels = []
    for a, b in zip(array("f", top[:3]), array("f", bottom[:3])):
        first, second = array("f", [a * v for v in u]), array("f", [b * v for v in t])
        channels.append(array("f", [p + q for p, q in zip(first, second)]))
    rows = [tuple(int(c) for c in col) for col in zip(*channels)]
    start = 0
    for y in range(1, h + 1):
        if y == h or rows[y] != rows[start]:
            col = rows[start]
            surf.fill((*col, 255) if alpha else col, (0, start, w, y - start))
            start = y
    return surf


def _blit_rgb_alpha(surf: pygame.Surface, arr: np.ndarray) -> None:
    rgb = pygame.Surface(surf.get_size())
    pygame.surfarray.blit_array(rgb, arr)
    surf.blit(rgb, (0, 0))
    surf.fill((255, 255, 255, 255), special_flags=pygame.BLEND_RGBA_MAX)  # opaque alpha
    pygame.surfarray.pixels3d(surf)[:] = arr


_NOISE_TILES: dict[tuple[int, int], np.ndarray] = {}


def _noise_tile(seed: int, size: int = 256) -> np.ndarray:
    tile = _NOISE_TILES.get((seed, size))
    if tile is None:
        tile = np.random.default_rng(seed).normal(0.0, 0.5, (size, size)).astype(np.float32)
        _NOISE_TILES[(seed, size)] = tile
    return tile


def add_grain(surface: pygame.Surface, amount: float, seed: int = 7, scale: int = 1) -> None:
    """Add monochrome noise of about +-``amount`` (0..255) to an RGB(A) surface in place (tiled noise: fast at 4K).

    The noise tile's steps up and down are two grey pictures added and subtracted with saturation (per pixel
    only one of them is not zero, so this is ``clip(pixel + delta, 0, 255)``); they are kept on disk, so the
    title's first frame does not load numpy to make them.
    """
    w, h = surface.get_size()
    up, down = _grain_tiles(seed % 64, float(amount))
    if scale > 1:
        size = (up.get_width() * scale, up.get_height() * scale)
        up, down = pygame.transform.scale(up, size), pygame.transform.scale(down, size)
    tw, th = up.get_size()
    for x in range(0, w, tw):
        for y in range(0, h, th):
            surface.blit(up, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            surface.blit(down, (x, y), special_flags=pygame.BLEND_RGB_SUB)


_GRAIN_TILES: dict[tuple[int, float], tuple[pygame.Surface, pygame.Surface]] = {}


def _grain_tiles(seed: int, amount: float) -> tuple[pygame.Surface, pygame.Surface]:
    """The noise tile of ``seed`` times ``amount`` as (steps up, steps down): from memory, from disk, or made."""
    key = (seed, amount)
    tiles = _GRAIN_TILES.get(key)
    if tiles is not None:
        return tiles
    from game.render import assets

    name = f"korn-{seed}-{amount:g}-{assets.numpy_fingerprint()}"
    both = assets.load_picture(name)
    if both is None:
        tile = _noise_tile(seed)
        delta = np.clip(tile * amount, -127, 127).astype(np.int16)
        grey = np.concatenate([np.maximum(delta, 0), np.maximum(-delta, 0)], axis=0).astype(np.uint8)
        both = pygame.Surface((grey.shape[0], grey.shape[1]))
        pygame.surfarray.blit_array(both, np.repeat(grey[:, :, None], 3, axis=2))
        assets.keep_picture(name, both)
    half = both.get_width() // 2
    tiles = (both.subsurface((0, 0, half, both.get_height())).copy(),
             both.subsurface((half, 0, half, both.get_height())).copy())
    _GRAIN_TILES[key] = tiles
    return tiles


def paper(size: tuple[int, int], base: RGB, seed: int = 3, grain: float = 9.0, fibres: int = 0) -> pygame.Surface:
    """Paper: base colour, fine grain, soft mottling and a few fibres."""
    w, h = max(1, size[0]), max(1, size[1])
    surf = pygame.Surface((w, h))
    surf.fill(base)
    rng = np.random.default_rng(seed)
    # soft mottling: low-resolution noise blown up smoothly
    small = pygame.Surface((max(2, w // 24), max(2, h // 24)))
    arr = (rng.normal(0, 1, (small.get_width(), small.get_height())) * 5).astype(np.float32)
    base_arr = np.array(base, np.float32)[None, None, :]
    pygame.surfarray.blit_array(small, np.clip(base_arr + arr[:, :, None], 0, 255).astype(np.uint8))
    surf = pygame.transform.smoothscale(small, (w, h))
    add_grain(surf, grain, seed)
    n = fibres or (w * h) // 9000
    r = np.random.default_rng(seed + 1)
    for _ in range(n):
        x, y = r.uniform(0, w), r.uniform(0, h)
        ang, ln = r.uniform(0, math.tau), r.uniform(3, 11)
        c = shade(base, 0.9 if r.random() < 0.6 else 1.04)
        pygame.draw.aaline(surf, c, (x, y), (x + math.cos(ang) * ln, y + math.sin(ang) * ln))
    return surf


def wood(size: tuple[int, int], light: RGB, dark: RGB, seed: int = 5, rings: float = 1.0) -> pygame.Surface:
    """End-grain/plank wood: wavy stripes mixing ``light`` and ``dark`` plus fine grain."""
    w, h = max(1, size[0]), max(1, size[1])
    rng = np.random.default_rng(seed)
    xs = np.arange(w, dtype=np.float32)[:, None]
    ys = np.arange(h, dtype=np.float32)[None, :]
    f1, f2 = rng.uniform(0.6, 1.4), rng.uniform(0.02, 0.06)
    phase = rng.uniform(0, math.tau)
    wave = np.sin((ys / max(1, h)) * 6.0 * f1 * rings + np.sin(xs * f2 + phase) * 1.3 + xs * 0.015)
    fine = np.sin(ys * 0.9 * rings + np.sin(xs * 0.05 + phase) * 2.0) * 0.25
    t = np.clip(0.5 + 0.32 * wave + 0.18 * fine, 0, 1)
    col = np.array(light, np.float32)[None, None, :] * (1 - t[:, :, None]) + np.array(dark, np.float32)[None, None, :] * t[:, :, None]
    surf = pygame.Surface((w, h))
    pygame.surfarray.blit_array(surf, np.clip(col, 0, 255).astype(np.uint8))
    add_grain(surf, 6, seed)
    return surf


def radial(size: tuple[int, int], inner: float = 0.0, power: float = 2.0) -> np.ndarray:
    """Array (w, h) of 0..1: 1 in the centre, falling to 0 at the ellipse edge."""
    w, h = max(1, size[0]), max(1, size[1])
    xs = (np.arange(w, dtype=np.float32) + 0.5) / w * 2 - 1
    ys = (np.arange(h, dtype=np.float32) + 0.5) / h * 2 - 1
    d = np.sqrt(xs[:, None] ** 2 + ys[None, :] ** 2)
    v = np.clip((1 - d) / max(1e-3, 1 - inner), 0, 1)
    return v ** power


def glow(radius: int, color: RGB, power: float = 2.2, strength: float = 1.0) -> pygame.Surface:
    """A radial glow on black, meant for ``BLEND_RGB_ADD`` blits (kept on disk: the title's candle needs it at once)."""
    from game.render import assets

    name = f"glow-{int(radius)}-{'-'.join(str(c) for c in color)}-{power:g}-{strength:g}-{assets.numpy_fingerprint()}"
    surf = assets.load_picture(name)
    if surf is None:
        surf = _glow(radius, color, power, strength)
        assets.keep_picture(name, surf)
    return surf


def _glow(radius: int, color: RGB, power: float, strength: float) -> pygame.Surface:
    d = max(2, int(radius) * 2)
    v = radial((d, d), power=power) * strength
    arr = np.clip(v[:, :, None] * np.array(color, np.float32)[None, None, :], 0, 255).astype(np.uint8)
    surf = pygame.Surface((d, d))
    pygame.surfarray.blit_array(surf, arr)
    return surf


def vignette(size: tuple[int, int], strength: int = 140, inner: float = 0.35, color: RGB = (0, 0, 0)) -> pygame.Surface:
    """Transparent centre darkening towards the edges (alpha up to ``strength``)."""
    w, h = max(1, size[0]), max(1, size[1])
    sw, sh = max(2, w // 8), max(2, h // 8)
    xs = (np.arange(sw, dtype=np.float32) + 0.5) / sw * 2 - 1
    ys = (np.arange(sh, dtype=np.float32) + 0.5) / sh * 2 - 1
    d = np.sqrt(xs[:, None] ** 2 * 0.8 + ys[None, :] ** 2 * 0.8)
    a = np.clip((d - inner) / (1.2 - inner), 0, 1) ** 1.6 * strength
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    small.fill((*color, 0))
    alpha = pygame.surfarray.pixels_alpha(small)
    alpha[:] = a.astype(np.uint8)
    del alpha
    return pygame.transform.smoothscale(small, (w, h))


def blur(surface: pygame.Surface, radius: float) -> pygame.Surface:
    """Fast soft blur: shrink by about ``radius`` and scale back smoothly (twice, for round falloff)."""
    if radius < 1:
        return surface.copy()
    w, h = surface.get_size()
    f = max(1.0, radius / 1.2)
    sw, sh = max(1, int(w / f)), max(1, int(h / f))
    small = pygame.transform.smoothscale(surface, (sw, sh))
    mid = pygame.transform.smoothscale(small, (max(1, sw * 2), max(1, sh * 2)))
    return pygame.transform.smoothscale(mid, (w, h))


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """White rounded rectangle on transparent, anti-aliased by 3x supersampling."""
    w, h = max(1, size[0]), max(1, size[1])
    k = 3
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=max(0, radius * k))
    return pygame.transform.smoothscale(big, (w, h))


def clip_rounded(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy of ``surface`` with rounded, anti-aliased corners (per-pixel alpha)."""
    out = surface.convert_alpha() if pygame.display.get_surface() else surface.copy()
    if out.get_flags() & pygame.SRCALPHA == 0:
        tmp = pygame.Surface(out.get_size(), pygame.SRCALPHA)
        tmp.blit(out, (0, 0))
        out = tmp
    out.blit(rounded_mask(out.get_size(), radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def shadow(size: tuple[int, int], radius: int, softness: int, alpha: int = 110, color: RGB = (0, 0, 0)) -> pygame.Surface:
    """A soft shadow for a rounded box of ``size``; the result is larger by ``softness`` on each side."""
    pad = max(1, softness)
    w, h = size[0] + pad * 2, size[1] + pad * 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*color, alpha), (pad, pad, size[0], size[1]), border_radius=radius)
    return blur(surf, pad * 0.55)


def panel(
    size: tuple[int, int],
    radius: int,
    top: RGB,
    bottom: RGB | None = None,
    edge: RGB | None = None,
    edge_width: int = 1,
    alpha: int = 255,
    grain: float = 0.0,
    highlight: int = 0,
    seed: int = 11,
) -> pygame.Surface:
    """A rounded panel: vertical gradient, optional grain, edge line and a top highlight."""
    w, h = max(2, size[0]), max(2, size[1])
    body = gradient_v((w, h), top, bottom or top)
    if grain:
        add_grain(body, grain, seed)
    if highlight:
        pygame.draw.line(body, shade(top, 1.0 + highlight / 255), (radius, 1), (w - radius, 1))
    surf = clip_rounded(body, radius)
    if edge is not None and edge_width > 0:
        k = 3
        ring = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
        pygame.draw.rect(ring, (*edge, 255), ring.get_rect(), width=max(1, edge_width * k), border_radius=radius * k)
        surf.blit(pygame.transform.smoothscale(ring, (w, h)), (0, 0))
    if alpha < 255:
        surf.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def draw_aa_circle(surface: pygame.Surface, color: RGB | tuple[int, int, int, int], center: tuple[float, float], radius: float) -> None:
    """A filled anti-aliased circle (supersampled)."""
    r = max(1.0, radius)
    k = 3
    d = int(math.ceil(r * 2)) + 2
    big = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
    pygame.draw.circle(big, color, (d * k / 2, d * k / 2), r * k)
    small = pygame.transform.smoothscale(big, (d, d))
    surface.blit(small, (round(center[0] - d / 2), round(center[1] - d / 2)))


def circle_surface(radius: int, top: RGB, bottom: RGB, rim: RGB | None = None, rim_width: int = 0) -> pygame.Surface:
    """A shaded disc (gradient top to bottom), anti-aliased."""
    d = max(2, radius * 2)
    body = gradient_v((d, d), top, bottom)
    k = 3
    mask = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (d * k / 2, d * k / 2), d * k / 2)
    mask = pygame.transform.smoothscale(mask, (d, d))
    out = pygame.Surface((d, d), pygame.SRCALPHA)
    out.blit(body, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    if rim is not None and rim_width:
        ring = pygame.Surface((d * k, d * k), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*rim, 255), (d * k / 2, d * k / 2), d * k / 2, width=rim_width * k)
        out.blit(pygame.transform.smoothscale(ring, (d, d)), (0, 0))
    return out


def dashed_rect(surface: pygame.Surface, color: RGB, rect: pygame.Rect, width: int = 2, dash: int = 6, gap: int = 4) -> None:
    """A dashed rectangle outline."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for a, b, horizontal in (((x0, y0), (x1, y0), True), ((x0, y1), (x1, y1), True), ((x0, y0), (x0, y1), False), ((x1, y0), (x1, y1), False)):
        length = (b[0] - a[0]) if horizontal else (b[1] - a[1])
        p = 0
        while p < length:
            q = min(length, p + dash)
            if horizontal:
                pygame.draw.line(surface, color, (a[0] + p, a[1]), (a[0] + q, a[1]), width)
            else:
                pygame.draw.line(surface, color, (a[0], a[1] + p), (a[0], a[1] + q), width)
            p += dash + gap


def dim(surface: pygame.Surface, alpha: int, color: RGB = (8, 10, 12)) -> None:
    """Darken the whole surface (modal backgrounds); a clipped surface only where it may be drawn on."""
    area = surface.get_clip()
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((*color, alpha))
    surface.blit(veil, area.topleft)
