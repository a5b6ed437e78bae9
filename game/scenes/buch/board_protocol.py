"""The Wortprotokoll's entries: each row drawn once on its own strip, a new word draws only its own rows.

Entries are listed newest first (a word, then the events it caused); each row is a whole number of pixels high, so
a new word moves the older rows down by whole pixels and the card equals a fresh render (``render_protocol``).
``ProtocolCard`` keeps the rectangles of each row that hold ink, so the board blends only those onto the card.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

import pygame

from game.buch.log import LogKind
from game.render import buch_art as art
from game.render import text as text_module
from game.render.buch_draw import text
from game.render.damage import join_overlapping
from game.render.fonts import Face, font
from game.render.theme import Buch
from game.scenes.buch.common import pal

INK = (40, 30, 22)
MUTED = (96, 80, 62)
HIGHLIGHT = (248, 214, 130, 120)


def row_height(kind: LogKind, s: float) -> int:
    """Pixel height of one row at scale ``s``: word lines 28, event lines 26 (whole pixels)."""
    return round((28 if kind is LogKind.WORD else 26) * s)


def protocol_height(entries, s: float) -> int:
    """Pixel height of the whole protocol at scale ``s``."""
    return sum(row_height(e.kind, s) for e in entries)


def newest_first(entries) -> list:
    """Newest word on top, each word followed by the events it caused (as in a card catalogue)."""
    groups: list[list] = []
    current: list = []
    for e in entries:
        if e.kind is LogKind.WORD:
            if current:
                groups.append(current)
            current = [e]
        else:
            current.append(e)
    if current:
        groups.append(current)
    return [e for group in reversed(groups) for e in group]


def draw_entry(surf: pygame.Surface, e, s: float, night: bool, highlight: bool,
               marks: list[pygame.Rect]) -> int:
    """One row on its own strip (a word with its working, a stage line or an event with its icon); returns its height."""
    w = surf.get_width()
    p = pal(night)
    if e.kind is LogKind.WORD:
        word_h = row_height(e.kind, s)
        if highlight:
            hl = pygame.Surface((w - int(16 * s), word_h), pygame.SRCALPHA)
            hl.fill(HIGHLIGHT)
            _put(surf, hl, (8 * s, 0), marks)
        wt = text(Face.TYPEWRITER_BOLD, 15.5 * s, (e.word or "").replace("QU", "Qu"), INK)
        _put(surf, wt, (20 * s, (word_h - wt.get_height()) / 2), marks)
        calc = e.short or str(e.points or 0)  # the engine's compact working, e.g. "75 × 2 + 25 % = 188"
        room = w - 38 * s - wt.get_width() - 12 * s  # a long word leaves less room: the working shrinks
        size = 14.5 * s
        while size > 11 and _width(Face.TYPEWRITER, size, calc) > room:  # measured, rendered once
            size -= 1
        ct = text(Face.TYPEWRITER, size, calc, INK)
        if ct.get_width() > room:  # a very long word: the points alone (the word bar showed the working)
            ct = text(Face.TYPEWRITER, 14.5 * s, str(e.points or 0), INK)
        _put(surf, ct, ct.get_rect(midright=(w - 18 * s, word_h / 2)), marks)
        h = word_h
    elif e.kind is LogKind.STAGE:
        h = row_height(e.kind, s)
        st = text(Face.GARAMOND_ITALIC, 15 * s, f"— {e.text} —", p.CARD_RED)
        _put(surf, st, st.get_rect(center=(w / 2, h / 2)), marks)
    else:
        h = row_height(e.kind, s)
        icon = {LogKind.BURNED: "flame", LogKind.EMBER: "flame", LogKind.SHUFFLE: "shuffle", LogKind.HINT: "bulb",
                LogKind.DAILY: "bookmark", LogKind.INFO: "book"}.get(e.kind, "book")
        if e.kind is LogKind.BONUS:
            icon = "gold" if "Gold" in e.text else "kristall" if "Kristall" in e.text else "leinen"
        col = Buch.RIBBON if e.kind is LogKind.DAILY else MUTED
        ic = art.icon_surface(icon, int(14 * s), col if icon in ("shuffle", "bulb", "book", "bookmark") else MUTED)
        _put(surf, ic, (30 * s, (h - ic.get_height()) / 2), marks)
        tt = _event_line(short_log_text(e.text), 13.5 * s, w - 70 * s, MUTED)
        _put(surf, tt, (52 * s, (h - tt.get_height()) / 2), marks)
    marks.append(pygame.draw.line(surf, p.CARD_RULE, (8 * s, h - 1), (w - 8 * s, h - 1), 1))
    return h


def render_protocol(entries, w: int, h: int, s: float, night: bool) -> pygame.Surface:
    """Entries newest first as typewriter word lines and indented event lines, as one picture (the history)."""
    card = ProtocolCard(w, h, s, night)
    card.update(entries)
    return card.picture()


class ProtocolCard:
    """The protocol's rows for one log, size and theme; ``update`` brings them up to the log's length.

    Each row is its own small picture (a strip as wide as the card), so a new word draws only its rows and the
    word before it (losing its highlight); the older rows just move down. ``pieces`` names what to blit.
    """

    def __init__(self, w: int, h: int, s: float, night: bool) -> None:
        self.w, self.h, self.s, self.night = w, h, s, night
        self.count = 0  # log entries shown
        self._rows: list[_Row] = []  # top to bottom
        self._lit: object | None = None  # the highlighted word's entry

    def update(self, log: Sequence) -> None:
        """Show ``log``: new words put their rows on top of the older ones; anything else renders afresh."""
        new = list(log[self.count:])
        if not new and len(log) == self.count:
            return
        if self.count and new and new[0].kind is LogKind.WORD:
            self._add(new)
        else:
            self._rows = []
            self._lit = None
            self._draw_rows(newest_first(log), 0)
        self.count = len(log)

    def pieces(self) -> list[tuple[pygame.Surface, pygame.Rect, int]]:
        """(row picture, inked rectangle in it, the row's top on the card) for every inked piece within the card."""
        out = []
        for row in self._rows:
            shown = pygame.Rect(0, 0, self.w, self.h - row.y)  # the card's foot cuts the last row
            for r in row.ink:
                r = r.clip(shown)
                if r.w > 0 and r.h > 0:
                    out.append((row.surface, r, row.y))
        return out

    @property
    def inked(self) -> list[pygame.Rect]:
        """The inked rectangles in card coordinates."""
        return [r.move(0, y) for _, r, y in self.pieces()]

    def picture(self) -> pygame.Surface:
        """The whole card as one picture (for the history and tests)."""
        out = pygame.Surface((self.w, max(1, self.h)), pygame.SRCALPHA)
        for row in self._rows:  # rows do not overlap: a plain copy of each strip
            out.blit(row.surface, (0, row.y), special_flags=pygame.BLEND_RGBA_MAX)
        return out

    def _draw_rows(self, entries: list, y: int) -> None:
        """Draw ``entries`` from ``y`` down (the first word highlighted) and put their rows first."""
        rows = []
        lit = None
        for e in entries:
            if y > self.h:
                break
            hl = e.kind is LogKind.WORD and lit is None
            if hl:
                lit = e
            rows.append(_Row.draw(e, y, self.w, self.s, self.night, hl))
            y += rows[-1].height
        self._rows = rows + self._rows
        if lit is not None:
            self._lit = lit

    def _add(self, new: list) -> None:
        added = newest_first(new)
        delta = protocol_height(added, self.s)
        rows = []
        for row in self._rows:
            if row.y + delta > self.h:
                break  # a fresh render stops here
            if row.entry is self._lit:  # the word before loses its highlight
                row = _Row.draw(row.entry, row.y, self.w, self.s, self.night, False)
            row.y += delta
            rows.append(row)
        self._rows = rows
        self._lit = None
        self._draw_rows(added, 0)


class _Row:
    """One protocol row: its picture (card-wide, the row's height), where it sits and its inked rectangles."""

    __slots__ = ("entry", "height", "ink", "surface", "y")

    def __init__(self, entry, y: int, surface: pygame.Surface, ink: list[pygame.Rect]) -> None:
        self.entry, self.y, self.surface, self.ink = entry, y, surface, ink
        self.height = surface.get_height()

    @classmethod
    def draw(cls, e, y: int, w: int, s: float, night: bool, highlight: bool) -> _Row:
        """Row ``e`` drawn on its own strip (as it would be drawn at ``y`` of the card: rows never overlap)."""
        surf = pygame.Surface((w, row_height(e.kind, s)), pygame.SRCALPHA)
        marks: list[pygame.Rect] = []
        draw_entry(surf, e, s, night, highlight, marks)
        return cls(e, y, surf, join_overlapping([r for r in marks if r.w > 0 and r.h > 0]))


def _put(surf: pygame.Surface, img: pygame.Surface, pos, marks: list[pygame.Rect]) -> None:
    """Blit ``img`` at ``pos`` and note the rectangle of its visible pixels in ``marks``."""
    r = surf.blit(img, pos)
    if r.size == img.get_size():
        r = img.get_bounding_rect().move(r.topleft)
    marks.append(r)


def _event_line(msg: str, size: float, room: float, color) -> pygame.Surface:
    """An event line that fits ``room``: a little smaller first, cut with "…" only as a last resort."""
    smallest = size * 0.86
    while _width(Face.JOST, size, msg) > room and size - 0.5 >= smallest:  # measured, rendered once
        size -= 0.5
    if _width(Face.JOST, size, msg) > room:
        msg = text_module.ellipsize(msg, Face.JOST, int(round(size)), room)
    return text(Face.JOST, size, msg, color)


def _width(face: Face, size: float, msg: str) -> int:
    """The width ``text(face, size, msg, ...)`` renders (an untracked line), without rendering it."""
    return font(face, int(round(size))).size(msg)[0]


_SHORT = [
    (re.compile(r"Hinweis: Bruno zeigt ein Wort · noch (\d+) Hinweise?"), r"Hinweis genommen · noch \1 übrig"),
    (re.compile(r"Landkarte unten angekommen · (\d+) gesammelt"), r"Landkarte angekommen · \1 gesammelt"),
    (re.compile(r"Tageswort gefunden \(Bonus heute schon erhalten\)"), r"Tageswort gefunden · Bonus schon erhalten"),
    (re.compile(r"Lunte abgebrannt: (.+) in Spalte (\d+) wird zu Glut"), r"Lunte abgebrannt · \1 in Spalte \2 glüht"),
    (re.compile(r"Neuer (\S+)-Stein („.+“) \(\+\d+ %\) in Spalte (\d+)"), r"\1 \2 fällt in Spalte \3"),
    (re.compile(r"Glut hat „(.+)“ verbrannt \(Spalte (\d+)\)"), r"Glut frisst das \1 · Spalte \2"),
    (re.compile(r"Glut fällt ins Regal: („.+“) in Spalte (\d+)"), r"Funken voll: Glutstein \1 in Spalte \2"),
    (re.compile(r"Gemischt \(\+(\d+) Funken\)"), r"Gemischt · +\1 Funken"),
    (re.compile(r"Heute: ein Wort mit (\d+) Buchstaben, es beginnt mit („.+“)\."), r"Heute: \1 Buchstaben, beginnt mit \2"),
]


def short_log_text(msg: str) -> str:
    """Compact wording of the engine's log lines for the narrow card."""
    for pat, repl in _SHORT:
        msg = pat.sub(repl, msg)
    return msg
