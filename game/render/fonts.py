"""Fonts by role, loaded lazily from ``fonts/`` and cached by (role, size)."""
from __future__ import annotations

from enum import Enum
from functools import lru_cache
from pathlib import Path

import pygame

from game.resources import data_dir

FONT_DIR = data_dir("fonts")


class Face(Enum):
    """Font files by role (see DESIGN.md, Fonts)."""

    TITLE = "UnifrakturMaguntia_400Regular.ttf"
    SPARTAN = "LeagueSpartan-Bold.otf"
    SPARTAN_HEAVY = "LeagueSpartan-ExtraBold.otf"
    JOST = "Jost_400Regular.ttf"
    JOST_MEDIUM = "Jost_500Medium.ttf"
    JOST_SEMI = "Jost_600SemiBold.ttf"
    JOST_BOLD = "Jost_700Bold.ttf"
    GARAMOND = "EBGaramond12-Regular.ttf"
    # EBGaramond12-Bold.ttf lacks Ä Ö Ü ß: the bold and semibold roles use the Google Fonts build (same design, full coverage)
    GARAMOND_BOLD = "EBGaramond_700Bold.ttf"
    GARAMOND_SEMI = "EBGaramond_600SemiBold.ttf"
    GARAMOND_MEDIUM_ITALIC = "EBGaramond_500Medium_Italic.ttf"
    GARAMOND_ITALIC = "EBGaramond12-Italic.ttf"
    TYPEWRITER = "CourierPrime-Regular.otf"
    TYPEWRITER_BOLD = "CourierPrime-Bold.otf"


#: where a face lacks a character (Jost, League Spartan and Courier Prime have no arrows), the character is
#: drawn in this face of the same weight instead of leaving a gap ("Elo 1200  1210")
FALLBACK: dict[Face, Face] = {
    Face.TITLE: Face.GARAMOND_BOLD,
    Face.SPARTAN: Face.GARAMOND_BOLD,
    Face.SPARTAN_HEAVY: Face.GARAMOND_BOLD,
    Face.JOST: Face.GARAMOND,
    Face.JOST_MEDIUM: Face.GARAMOND_SEMI,
    Face.JOST_SEMI: Face.GARAMOND_SEMI,
    Face.JOST_BOLD: Face.GARAMOND_BOLD,
    Face.GARAMOND_ITALIC: Face.GARAMOND,
    Face.GARAMOND_MEDIUM_ITALIC: Face.GARAMOND_SEMI,
    Face.TYPEWRITER: Face.GARAMOND,
    Face.TYPEWRITER_BOLD: Face.GARAMOND_BOLD,
}


def font_path(face: Face) -> Path:
    """Absolute path of a font file."""
    return FONT_DIR / face.value


def drawable(face: Face, text: str) -> str:
    """The characters of ``text`` that neither ``face`` nor its fallback can draw (empty when all can)."""
    from game.render.glyphs import missing

    gaps = missing(str(font_path(face)), text)
    fallback = FALLBACK.get(face)
    if gaps and fallback is not None:
        gaps = missing(str(font_path(fallback)), gaps)
    return gaps


class FaceFont(pygame.font.Font):
    """A pygame font that draws characters its file lacks in the fallback face, on the same baseline."""

    def __init__(self, face: Face, size: int) -> None:
        from game.render.glyphs import codepoints

        super().__init__(str(font_path(face)), size)
        self.face = face
        self._px = size
        self._have = codepoints(str(font_path(face))) if face in FALLBACK else frozenset()
        self._ascii = face not in FALLBACK or all(c in self._have for c in range(32, 127))
        self._split: dict[str, list[tuple[bool, str]] | None] = {}

    def _runs(self, text: str) -> list[tuple[bool, str]] | None:
        """``text`` split into runs (own face?, characters); None when the face has every character."""
        if self._ascii and text.isascii():
            return None
        if text in self._split:
            return self._split[text]
        runs: list[tuple[bool, str]] | None = None
        if self.face in FALLBACK:
            have = self._have
            # white space stays in this face: a missing one is drawn as a gap anyway (Speedbuch's thin space)
            if not all(ord(ch) in have or ch.isspace() for ch in text):
                runs = []
                for ch in text:
                    own = ord(ch) in have or ch.isspace()
                    if runs and runs[-1][0] == own:
                        runs[-1] = (own, runs[-1][1] + ch)
                    else:
                        runs.append((own, ch))
        if len(self._split) > 2000:  # a bounded memo: texts repeat from frame to frame
            self._split.clear()
        self._split[text] = runs
        return runs

    def _fallback(self) -> pygame.font.Font:
        return font(FALLBACK[self.face], self._px)

    def size(self, text: str) -> tuple[int, int]:  # type: ignore[override]
        """Width and height of ``text`` as ``render`` draws it."""
        runs = self._runs(text) if text else None
        if runs is None:
            return super().size(text)
        fb = self._fallback()
        measure = super().size
        width = sum(measure(t)[0] if own else fb.size(t)[0] for own, t in runs)
        return width, max([self.get_height()] + [measure(t)[1] for own, t in runs if own])

    def render(self, text, antialias, color, bgcolor=None, wraplength: int = 0) -> pygame.Surface:  # type: ignore[override]
        """Like pygame's render; characters this face lacks come from its fallback face."""
        runs = self._runs(text) if isinstance(text, str) and text and not wraplength else None
        if runs is None:
            if bgcolor is None:
                return super().render(text, antialias, color, wraplength=wraplength)
            return super().render(text, antialias, color, bgcolor, wraplength)
        fb = self._fallback()
        draw = super().render
        parts = [(own, draw(t, antialias, color) if own else fb.render(t, antialias, color)) for own, t in runs]
        # the line keeps this face's box (callers place text by it); a run grown at the top (League Spartan's
        # Ä Ö Ü) keeps its bottom on the line; the fallback's empty top or bottom beyond the box is cut off
        height = max([self.get_height()] + [surf.get_height() for own, surf in parts if own])
        grown = height - self.get_height()
        out = pygame.Surface((max(1, sum(surf.get_width() for _own, surf in parts)), height), pygame.SRCALPHA)
        if bgcolor is not None:
            out.fill(bgcolor)
        x = 0
        for own, surf in parts:
            y = height - surf.get_height() if own else grown + self.get_ascent() - fb.get_ascent()
            out.blit(surf, (x, y))
            x += surf.get_width()
        return out


@lru_cache(maxsize=256)
def font(face: Face, size: int) -> pygame.font.Font:
    """A cached font object; sizes below 11 px are raised to 11 (legibility floor); lacking glyphs fall back."""
    if not pygame.font.get_init():
        pygame.font.init()
    return FaceFont(face, max(11, int(round(size))))
