"""The one text module: cached runs (two letter-spacing styles), wrapping, shortening with "…", anchored blits."""
from __future__ import annotations

from collections import OrderedDict

import pygame

from game.render.fonts import Face, font
from game.render.surface_cache import MB, surface_cache

Color = tuple[int, int, int] | tuple[int, int, int, int]

_RUNS: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_RUN_LIMIT = 1500


def forget_runs() -> bool:
    """Forget the cached runs of ``render``; True when there were any."""
    had = bool(_RUNS)
    _RUNS.clear()
    return had


def render(text: str, face: Face, size: int, color: Color, tracking: float = 0.0) -> pygame.Surface:
    """A cached anti-aliased surface for ``text``; ``tracking`` adds pixels between letters."""
    key = (text, face, int(size), tuple(color), round(tracking, 1))
    surf = _RUNS.get(key)
    if surf is not None:
        _RUNS.move_to_end(key)
        return surf
    f = font(face, size)
    rgb = tuple(color[:3])
    if not tracking or len(text) < 2:
        surf = f.render(text, True, rgb)
    else:
        glyphs = [f.render(ch, True, rgb) for ch in text]
        # glyphs taller than the line (Ä Ö Ü dots) grow upwards, so bottoms are aligned to keep one baseline
        # each glyph where the whole run would put it, kerning with its left neighbour kept ("ANGEF ANGENE")
        xs = [f.size(text[:i + 1])[0] - f.size(text[i])[0] + tracking * i for i in range(len(text))]
        height = max(g.get_height() for g in glyphs)
        width = int(xs[-1] + glyphs[-1].get_width()) + 2
        surf = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        for g, x in zip(glyphs, xs):
            surf.blit(g, (round(x), height - g.get_height()))
    if len(color) == 4 and color[3] < 255:
        surf = surf.convert_alpha() if pygame.display.get_surface() else surf
        surf.set_alpha(color[3])
    _RUNS[key] = surf
    if len(_RUNS) > _RUN_LIMIT:
        _RUNS.popitem(last=False)
    return surf


def line(face: Face, size: float, text: str, color: Color, tracking: float = 0.0) -> pygame.Surface:
    """A cached line for the Speedbuch screens: ``size`` rounded; letter-spaced runs are built from whole glyphs."""
    return _line(face, int(round(size)), text, tuple(color[:3]), round(tracking, 1))


@surface_cache(maxsize=4096, max_bytes=8 * MB)
def _glyph(face: Face, size: int, c: str, color: tuple[int, int, int]) -> pygame.Surface:
    return font(face, size).render(c, True, color)


@surface_cache(maxsize=2048, max_bytes=16 * MB, window_scaled=True)  # 16 MB at 4K, 4 MB up to 1920x1080
def _line(face: Face, size: int, s: str, color: tuple[int, int, int], tracking: float) -> pygame.Surface:
    f = font(face, size)
    if not tracking or len(s) < 2:
        return f.render(s, True, color)
    # letter-spaced text is composed from cached glyphs: a new word costs only blits
    glyphs = [_glyph(face, size, c, color) for c in s]
    w = sum(g.get_width() for g in glyphs) + int(tracking * (len(s) - 1))
    h = max(g.get_height() for g in glyphs)
    surf = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    x = 0.0
    for g in glyphs:
        surf.blit(g, (int(x), 0))
        x += g.get_width() + tracking
    return surf


def blit(
    surface: pygame.Surface,
    text: str,
    face: Face,
    size: int,
    color: Color,
    pos: tuple[int, int],
    anchor: str = "topleft",
    tracking: float = 0.0,
) -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` point (a pygame.Rect attribute name) at ``pos``."""
    surf = render(text, face, size, color, tracking)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def fit_size(text: str, face: Face, size: int, max_width: int, min_size: int = 11) -> int:
    """The largest size <= ``size`` at which ``text`` fits into ``max_width``."""
    while size > min_size and font(face, size).size(text)[0] > max_width:
        size -= 1
    return size


def ellipsize(text: str, face: Face, size: int, max_width: int) -> str:
    """``text`` shortened with "…" to fit ``max_width``."""
    f = font(face, size)
    if f.size(text)[0] <= max_width:
        return text
    while text and f.size(text + "…")[0] > max_width:
        text = text[:-1]
    return text + "…"


def wrap(text: str, face: Face, size: int, max_width: int, max_lines: int | None = None) -> list[str]:
    """Break ``text`` into lines no wider than ``max_width`` (explicit newlines kept); beyond ``max_lines`` the
    last kept line ends in " …"."""
    f = font(face, size)
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= max_width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[: max(1, max_lines)]
        lines[-1] += " …"
    return lines


def line_height(face: Face, size: int, factor: float = 1.0) -> int:
    """Line advance of a face at a size."""
    return int(font(face, size).get_linesize() * factor)
