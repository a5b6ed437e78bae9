"""The Spielcenter's seal "vom Spielcenter nachgerechnet": a green rosette with a white check (DESIGN.md).

A hollow grey rosette with a clock marks a result not checked yet, a hollow vermilion one with a
cross a result the Spielcenter refused. Drawn once per size and kind.
"""
from __future__ import annotations

import math

import pygame

from game.render.assets import cached
from game.render.theme import hex_rgb

GREEN = hex_rgb("#2E7D4F")
GREEN_LIGHT = hex_rgb("#5FA57A")
GREY = hex_rgb("#9C8F7E")
LOBES = 14


def _rosette(size: int, colour: tuple[int, int, int], width: int = 0) -> list[tuple[float, float]]:
    """Points of a rosette with LOBES rounded lobes filling ``size``."""
    c = size / 2
    outer, inner = size / 2 - 0.5, size / 2 * 0.82
    points = []
    steps = LOBES * 6
    for i in range(steps):
        a = 2 * math.pi * i / steps
        r = inner + (outer - inner) * (0.5 + 0.5 * math.cos(a * LOBES))
        points.append((c + r * math.sin(a), c - r * math.cos(a)))
    return points


def seal(size: int, checked: bool = True, colour: tuple[int, int, int] | None = None,
         refused: bool = False) -> pygame.Surface:
    """The seal ``size`` px wide: checked (green, white check), waiting (hollow grey, clock) or refused (cross)."""
    def build() -> pygame.Surface:
        scale = 4  # drawn large and smoothed down: the lobes stay round
        big = size * scale
        surf = pygame.Surface((big, big), pygame.SRCALPHA)
        c = big / 2
        line = max(1, round(big * 0.09))
        if checked:
            main = colour or GREEN
            pygame.draw.polygon(surf, main, _rosette(big, main))
            pygame.draw.circle(surf, GREEN_LIGHT if colour is None else main, (c, c), big * 0.33, max(1, line // 2))
            check = [(c - big * 0.17, c + big * 0.01), (c - big * 0.04, c + big * 0.14), (c + big * 0.19, c - big * 0.13)]
            pygame.draw.lines(surf, (255, 255, 255), False, check, line)
        elif refused:
            main = colour or GREY
            pygame.draw.polygon(surf, main, _rosette(big, main), line)
            arm = big * 0.15
            pygame.draw.line(surf, main, (c - arm, c - arm), (c + arm, c + arm), line)
            pygame.draw.line(surf, main, (c - arm, c + arm), (c + arm, c - arm), line)
        else:
            pygame.draw.polygon(surf, colour or GREY, _rosette(big, GREY), line)
            pygame.draw.circle(surf, colour or GREY, (c, c), big * 0.24, max(1, line // 2))
            pygame.draw.line(surf, colour or GREY, (c, c), (c, c - big * 0.16), max(1, line // 2))
            pygame.draw.line(surf, colour or GREY, (c, c), (c + big * 0.12, c), max(1, line // 2))
        return pygame.transform.smoothscale(surf, (size, size))

    return cached(("center-seal", size, checked, colour, refused), build)
