"""Print-shop panels for the Speedsetzer screens: table background, card stock, buttons, icons and text."""
from __future__ import annotations

import math
import random
from enum import Enum

import pygame

from game.render import layer_cache
from game.render.fonts import Face, font
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Setzer

Colour = tuple[int, int, int]


@surface_cache(maxsize=2, max_bytes=36 * MB, window_sized=True)
def table_background(size: tuple[int, int]) -> pygame.Surface:
    """Ink-navy gradient with faint noise and a vignette (cached per window size)."""
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        t = y / max(1, h - 1)
        col = tuple(int(Setzer.TABLE_TOP[i] + (Setzer.TABLE_BOTTOM[i] - Setzer.TABLE_TOP[i]) * t) for i in range(3))
        pygame.draw.line(surf, col, (0, y), (w, y))
    rng = random.Random(11)
    noise = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(w * h // 160):
        v = rng.randrange(0, 2)
        noise.fill((255, 255, 255, 7) if v else (0, 0, 0, 14), (rng.randrange(w), rng.randrange(h), 1, 1))
    surf.blit(noise, (0, 0))
    # vignette: darken towards the corners with a few concentric translucent ellipses (cheap, cached)
    small = pygame.Surface((64, 40), pygame.SRCALPHA)
    for y in range(40):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 19.5) / 20
            d = min(1.0, math.hypot(dx, dy) / 1.25)
            small.set_at((x, y), (0, 0, 0, int(110 * d ** 2.2)))
    surf.blit(pygame.transform.smoothscale(small, size), (0, 0))
    return surf


@surface_cache(maxsize=64, max_bytes=32 * MB, window_sized=True)
def _card(size: tuple[int, int], radius: int, fill: Colour, shadow: bool) -> pygame.Surface:
    w, h = size
    pad = 10 if shadow else 0
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    if shadow:
        sh = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 120), pygame.Rect(pad, pad + 3, w, h), border_radius=radius)
        surf.blit(pygame.transform.gaussian_blur(sh, 5), (0, 0))
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    body.fill(fill)
    rng = random.Random(w * 31 + h)
    specks = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 120):
        specks.fill((120, 100, 70, 14), (rng.randrange(w), rng.randrange(h), 1, 1))
    body.blit(specks, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(body, (pad, pad))
    pygame.draw.rect(surf, (255, 255, 255, 90), pygame.Rect(pad, pad, w, h), 1, border_radius=radius)
    return surf


def card_image(rect: pygame.Rect, radius: int = 10, fill: Colour = Setzer.CARD,
               shadow: bool = True) -> tuple[pygame.Surface, tuple[int, int]]:
    """The card-stock surface for ``rect`` and where to blit it (its shadow reaches beyond ``rect``)."""
    pad = 10 if shadow else 0
    return _card(rect.size, radius, fill, shadow), (rect.x - pad, rect.y - pad)


def card_key(rect: pygame.Rect, radius: int = 10, fill: Colour = Setzer.CARD, shadow: bool = True) -> tuple:
    """How a card baked into a cached layer is named (see ``game.render.layer_cache.bake``)."""
    return ("card", tuple(rect), radius, fill, shadow)


def draw_card(surface: pygame.Surface, rect: pygame.Rect, radius: int = 10, fill: Colour = Setzer.CARD,
              shadow: bool = True) -> None:
    """A card-stock panel with a soft shadow (not drawn again where a cached layer already holds it)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    if layer_cache.baked(surface, card_key(rect, radius, fill, shadow)):
        return
    card, pos = card_image(rect, radius, fill, shadow)
    surface.blit(card, pos)


class ButtonStyle(Enum):
    """Button looks."""

    SECONDARY = "secondary"
    PRIMARY = "primary"
    TAB_ACTIVE = "tab_active"
    TAB = "tab"
    DARK = "dark"  # icon buttons on the table


@surface_cache(maxsize=128, max_bytes=16 * MB)
def _button(size: tuple[int, int], style: ButtonStyle, pressed: bool, disabled: bool) -> pygame.Surface:
    w, h = size
    radius = max(4, min(12, h // 5))
    surf = pygame.Surface((w, h + 4), pygame.SRCALPHA)
    if style is ButtonStyle.PRIMARY:
        top, bottom, edge = (236, 84, 68), (205, 56, 44), Setzer.TW_EDGE
    elif style is ButtonStyle.TAB_ACTIVE:
        top, bottom, edge = (10, 66, 104), Setzer.PRUSSIAN, Setzer.PRUSSIAN
    elif style is ButtonStyle.TAB:
        top, bottom, edge = (232, 223, 204), (226, 216, 196), (226, 216, 196)
    elif style is ButtonStyle.DARK:
        top, bottom, edge = (52, 66, 78), (38, 50, 60), (74, 90, 102)
    else:
        top, bottom, edge = Setzer.BUTTON_TOP, Setzer.BUTTON_BOTTOM, Setzer.BUTTON_EDGE
    dy = 2 if pressed else 0
    if style not in (ButtonStyle.TAB, ButtonStyle.TAB_ACTIVE):
        pygame.draw.rect(surf, (0, 0, 0, 70), pygame.Rect(0, 4, w, h), border_radius=radius)
        pygame.draw.rect(surf, _shade(edge, 0.75), pygame.Rect(0, 2, w, h), border_radius=radius)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        t = y / max(1, h - 1)
        pygame.draw.line(body, tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3)), (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(body, (0, dy))
    if style not in (ButtonStyle.TAB,):
        pygame.draw.rect(surf, edge, pygame.Rect(0, dy, w, h), 1, border_radius=radius)
    if disabled:
        # a flat, faded look that still reads as a button on the dark table
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (150, 150, 146, 110), veil.get_rect(), border_radius=radius)
        surf.blit(veil, (0, dy))
        surf.set_alpha(215)
    return surf


def draw_button(surface: pygame.Surface, rect: pygame.Rect, style: ButtonStyle = ButtonStyle.SECONDARY,
                pressed: bool = False, disabled: bool = False) -> None:
    """The body of a button (labels are drawn by the caller)."""
    if rect.width > 0 and rect.height > 0:
        surface.blit(_button(rect.size, style, pressed, disabled), rect.topleft)


def _shade(c: Colour, f: float) -> Colour:
    return tuple(int(v * f) for v in c)  # type: ignore[return-value]


def text(face: Face, size: int, label: str, colour: Colour) -> pygame.Surface:
    """Rendered text (cached)."""
    return _text(face, int(size), label, colour)


# labels change with every move (scores, words, clocks): 4096 surfaces kept ~100 new ones per game for
# ever (about 1 MB of pixels a game, issue 14); a frame draws well under 512 labels
@surface_cache(maxsize=512, max_bytes=24 * MB)
def _text(face: Face, size: int, label: str, colour: Colour) -> pygame.Surface:
    return font(face, size).render(label, True, colour)


@surface_cache(maxsize=256, max_bytes=4 * MB)
def caption(label: str, size: int, colour: Colour = Setzer.MUTED, tracking: float = 1.5) -> pygame.Surface:
    """A small-caps section caption with letter spacing."""
    f = font(Face.SPARTAN, size)
    label = label.upper()
    glyphs = [f.render(ch, True, colour) for ch in label]
    if not glyphs:
        return pygame.Surface((1, f.get_height()), pygame.SRCALPHA)
    # x from the font's advances with kerning (glyph by glyph, K and A stood apart: "IM K ASTEN");
    # Ä Ö Ü grow at the top, so every glyph stands on the bottom of the line
    xs = [f.size(label[:i + 1])[0] - f.size(label[i])[0] + tracking * i for i in range(len(label))]  # kerning kept
    height = max(g.get_height() for g in glyphs)
    surf = pygame.Surface((max(1, int(xs[-1] + glyphs[-1].get_width()) + 1), height), pygame.SRCALPHA)
    for g, x in zip(glyphs, xs):
        surf.blit(g, (round(x), height - g.get_height()))
    return surf


def blit_text(surface: pygame.Surface, face: Face, size: int, label: str, colour: Colour, pos: tuple[int, int],
              anchor: str = "topleft", max_width: int | None = None) -> pygame.Rect:
    """Draw text anchored at ``pos`` (any pygame.Rect attribute name); long text is shortened with an ellipsis."""
    surf = text(face, size, label, colour)
    if max_width is not None and surf.get_width() > max_width > 10:
        short = label
        while short and text(face, size, short + "…", colour).get_width() > max_width:
            short = short[:-1]
        surf = text(face, size, short + "…", colour)
    # Ä Ö Ü can grow the surface at the top (their dots rise above the ascent): anchor the text as if it had
    # the font's normal height, so an umlaut word lines up with its neighbours, then lift it by the extra
    above = max(0, surf.get_height() - font(face, size).get_height())
    rect = pygame.Rect(0, 0, surf.get_width(), surf.get_height() - above)
    setattr(rect, anchor, pos)
    rect = pygame.Rect(rect.x, rect.y - above, surf.get_width(), surf.get_height())
    surface.blit(surf, rect)
    return rect


def blit_baseline(surface: pygame.Surface, face: Face, size: int, label: str, colour: Colour,
                  pos: tuple[int, int]) -> pygame.Rect:
    """Draw text with its left end at ``pos[0]`` sitting on the baseline ``pos[1]`` (mixed faces and sizes line up)."""
    surf = text(face, size, label, colour)
    f = font(face, size)
    # a face whose umlaut dots rise above its ascent gets a taller surface, grown at the top
    above = max(0, surf.get_height() - f.get_height())
    rect = surf.get_rect(topleft=(pos[0], pos[1] - f.get_ascent() - above))
    surface.blit(surf, rect)
    return rect


def avatar(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour, initial: str) -> None:
    """A coloured disc with the player's initial."""
    pygame.draw.circle(surface, _shade(colour, 0.7), (centre[0], centre[1] + 1), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (255, 255, 255), centre, radius, 1)
    t = text(Face.JOST_SEMI, int(radius * 1.0), initial[:1].upper(), (255, 255, 255))
    surface.blit(t, t.get_rect(center=(centre[0], centre[1] + 1)))


# --- icons ---------------------------------------------------------------------

def icon(surface: pygame.Surface, name: str, centre: tuple[int, int], size: int, colour: Colour) -> None:
    """Draw a line icon (shuffle, undo, bulb, swap, pass, clock, box, list, search, letters, gear, menu, check, cross)."""
    cx, cy = centre
    s = size / 2
    w = max(2, int(size / 9))
    if name == "shuffle":
        pygame.draw.line(surface, colour, (cx - s, cy - s * 0.5), (cx + s * 0.6, cy + s * 0.5), w)
        pygame.draw.line(surface, colour, (cx - s, cy + s * 0.5), (cx + s * 0.6, cy - s * 0.5), w)
        for yy in (-0.5, 0.5):
            _arrow_head(surface, (cx + s, cy + s * yy), 0.0, s * 0.45, colour)
    elif name == "undo":
        rect = pygame.Rect(0, 0, int(s * 1.6), int(s * 1.6))
        rect.center = (int(cx), int(cy + s * 0.1))
        pygame.draw.arc(surface, colour, rect, -math.pi * 0.9, math.pi * 0.75, w)
        _arrow_head(surface, (cx - s * 0.55, cy - s * 0.55), math.pi * 1.25, s * 0.45, colour)
    elif name == "bulb":
        pygame.draw.circle(surface, colour, (cx, cy - s * 0.25), s * 0.62, w)
        pygame.draw.line(surface, colour, (cx - s * 0.3, cy + s * 0.55), (cx + s * 0.3, cy + s * 0.55), w)
        pygame.draw.line(surface, colour, (cx - s * 0.22, cy + s * 0.85), (cx + s * 0.22, cy + s * 0.85), w)
    elif name == "swap":
        pygame.draw.line(surface, colour, (cx - s, cy - s * 0.35), (cx + s * 0.7, cy - s * 0.35), w)
        _arrow_head(surface, (cx + s, cy - s * 0.35), 0.0, s * 0.45, colour)
        pygame.draw.line(surface, colour, (cx + s, cy + s * 0.35), (cx - s * 0.7, cy + s * 0.35), w)
        _arrow_head(surface, (cx - s, cy + s * 0.35), math.pi, s * 0.45, colour)
    elif name == "pass":
        pygame.draw.polygon(surface, colour, [(cx - s * 0.7, cy - s * 0.7), (cx + s * 0.3, cy), (cx - s * 0.7, cy + s * 0.7)])
        pygame.draw.line(surface, colour, (cx + s * 0.6, cy - s * 0.7), (cx + s * 0.6, cy + s * 0.7), w + 1)
    elif name == "clock":
        pygame.draw.circle(surface, colour, (cx, cy + s * 0.1), s * 0.8, w)
        pygame.draw.line(surface, colour, (cx, cy + s * 0.1), (cx, cy - s * 0.4), w)
        pygame.draw.line(surface, colour, (cx - s * 0.3, cy - s * 0.95), (cx + s * 0.3, cy - s * 0.95), w)
    elif name == "box":
        cell = s * 0.62
        for i in range(3):
            for j in range(2):
                pygame.draw.rect(surface, colour, pygame.Rect(cx - s + i * (cell + 2), cy - cell - 1 + j * (cell + 2), cell, cell),
                                 border_radius=2)
    elif name == "list":
        for k in (-0.55, 0.0, 0.55):
            pygame.draw.circle(surface, colour, (cx - s * 0.75, cy + s * k), max(1, w // 2 + 1))
            pygame.draw.line(surface, colour, (cx - s * 0.4, cy + s * k), (cx + s, cy + s * k), w)
    elif name == "search":
        pygame.draw.circle(surface, colour, (cx - s * 0.2, cy - s * 0.2), s * 0.55, w)
        pygame.draw.line(surface, colour, (cx + s * 0.2, cy + s * 0.2), (cx + s * 0.8, cy + s * 0.8), w + 1)
    elif name == "letters":
        rect = pygame.Rect(0, 0, int(s * 1.5), int(s * 1.7))
        rect.center = (int(cx), int(cy))
        pygame.draw.rect(surface, colour, rect, w, border_radius=2)
        pygame.draw.line(surface, colour, (cx - s * 0.35, cy + s * 0.45), (cx, cy - s * 0.45), w)
        pygame.draw.line(surface, colour, (cx + s * 0.35, cy + s * 0.45), (cx, cy - s * 0.45), w)
    elif name == "gear":
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(surface, colour, (cx, cy), (cx + s * 0.95 * math.cos(a), cy + s * 0.95 * math.sin(a)), w + 2)
        pygame.draw.circle(surface, colour, (cx, cy), s * 0.7)
        pygame.draw.circle(surface, (0, 0, 0, 0), (cx, cy), s * 0.28)
    elif name == "menu":
        for k in (-0.6, 0.0, 0.6):
            pygame.draw.line(surface, colour, (cx - s, cy + s * k), (cx + s, cy + s * k), w)
    elif name == "check":
        pygame.draw.lines(surface, colour, False, [(cx - s * 0.5, cy), (cx - s * 0.1, cy + s * 0.4), (cx + s * 0.55, cy - s * 0.4)], w + 1)
    elif name == "cross":
        pygame.draw.line(surface, colour, (cx - s * 0.45, cy - s * 0.45), (cx + s * 0.45, cy + s * 0.45), w + 1)
        pygame.draw.line(surface, colour, (cx - s * 0.45, cy + s * 0.45), (cx + s * 0.45, cy - s * 0.45), w + 1)
    elif name == "turbo":
        pygame.draw.polygon(surface, colour, [(cx - s * 0.9, cy - s * 0.6), (cx, cy), (cx - s * 0.9, cy + s * 0.6)])
        pygame.draw.polygon(surface, colour, [(cx, cy - s * 0.6), (cx + s * 0.9, cy), (cx, cy + s * 0.6)])


def _arrow_head(surface: pygame.Surface, tip: tuple[float, float], angle: float, length: float, colour: Colour) -> None:
    x, y = tip
    pts = [(x, y)]
    for da in (2.6, -2.6):
        pts.append((x + length * math.cos(angle + da), y + length * math.sin(angle + da)))
    pygame.draw.polygon(surface, colour, pts)


def check_badge(surface: pygame.Surface, centre: tuple[int, int], radius: int, ok: bool) -> None:
    """The green check or vermilion cross disc of the preview line."""
    colour = Setzer.VALID if ok else Setzer.VERMILION
    pygame.draw.circle(surface, colour, centre, radius)
    icon(surface, "check" if ok else "cross", centre, int(radius * 1.3), (255, 255, 255))
