"""Drawing of the list's rows and column heads: Platz, Spieler, Halle, Datum, Punkte, seal (DESIGN.md, lists).

Landscape rows are one line with Halle and Datum as their own columns; narrow lists (portrait)
fold them into a second line under the name. Long names and venues end in "…".
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass

import pygame

from game.render import art, text
from game.render.center_seal import seal
from game.render.fonts import Face
from game.render.layout import Frame
from game.render.setzer_panels import avatar
from game.render.theme import Setzer, hex_rgb
from game.scenes.leaderboard.provider import Row, Seal
from game.scenes.leaderboard.standing import points_text

#: avatar colours (design: the players' colours and a few more), picked by the name so a player keeps theirs
AVATARS = (hex_rgb("#2F5E86"), hex_rgb("#6F7F3E"), hex_rgb("#8A5A1E"), hex_rgb("#2E6E64"), hex_rgb("#5B4A8A"),
           hex_rgb("#9A3A2E"), hex_rgb("#3A6A9A"), hex_rgb("#7A6A2E"))
MEDALS = {1: (hex_rgb("#F3D98A"), hex_rgb("#B5852B")), 2: (hex_rgb("#E6E9EC"), hex_rgb("#8E979E")),
          3: (hex_rgb("#E9B98A"), hex_rgb("#9A5F2E"))}
SOFT = hex_rgb("#5B4F44")  # Halle and Datum
HEAD_RULE = hex_rgb("#DCCFB4")
SEAL_HEAD = hex_rgb("#9C8F7E")
FOLD_BELOW = 760  # design px: narrower lists (portrait) fold Halle and Datum under the name


def avatar_colour(row: Row) -> tuple[int, int, int]:
    """A row's avatar colour: vermilion for the current profile, else picked by the name (a player keeps theirs)."""
    return Setzer.VERMILION if row.highlight else AVATARS[zlib.crc32(row.name.encode()) % len(AVATARS)]


@dataclass(frozen=True)
class Columns:
    """x offsets (from the list's left edge, in pixels) of one list width."""

    rank: int  # centre
    avatar: int  # centre
    name: int
    venue: int | None  # None: folded under the name
    when: int | None
    points: int  # right edge
    seal: int | None  # centre; None without a seal column

    @property
    def folded(self) -> bool:
        """Halle and Datum sit under the name."""
        return self.venue is None


def columns(f: Frame, width: int, with_seal: bool) -> Columns:
    """The columns for a list ``width`` px wide (the mockup's at 828 design px)."""
    design = width / f.s
    seal_x = width - f.px(26) if with_seal else None
    points = width - f.px(68) if with_seal else width - f.px(20)
    if design < FOLD_BELOW:
        return Columns(f.px(26), f.px(68), f.px(92), None, None, points, seal_x)
    return Columns(f.px(30), f.px(76), f.px(100), round(width * 0.37), round(width * 0.628), points, seal_x)


def draw_heads(surface: pygame.Surface, f: Frame, area: pygame.Rect, cols: Columns) -> None:
    """Caps over the columns and the rule under them (``area``: the heads' line)."""
    size, colour, track = f.font_px(11.5), Setzer.MUTED, f.s * 1.5
    y = area.centery
    text.blit(surface, "PLATZ", Face.SPARTAN, size, colour, (area.x + cols.rank, y), "center", tracking=track)
    spieler = "SPIELER · HALLE · DATUM" if cols.folded else "SPIELER"
    text.blit(surface, spieler, Face.SPARTAN, size, colour, (area.x + cols.avatar - f.px(15), y), "midleft",
              tracking=track)
    if not cols.folded:
        text.blit(surface, "HALLE", Face.SPARTAN, size, colour, (area.x + cols.venue, y), "midleft", tracking=track)
        text.blit(surface, "DATUM", Face.SPARTAN, size, colour, (area.x + cols.when, y), "midleft", tracking=track)
    text.blit(surface, "PUNKTE", Face.SPARTAN, size, colour, (area.x + cols.points, y), "midright", tracking=track)
    if cols.seal is not None:  # the seal's column head: "vom Spielcenter nachgerechnet"
        head = seal(f.px(16), colour=SEAL_HEAD)
        surface.blit(head, head.get_rect(center=(area.x + cols.seal, y)))
    pygame.draw.line(surface, HEAD_RULE, (area.x, area.bottom), (area.right, area.bottom), max(1, f.px(1)))


def _band(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int, int], radius: int) -> None:
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(band, colour, band.get_rect(), border_radius=radius)
    surface.blit(band, rect)


def draw_row(surface: pygame.Surface, f: Frame, rect: pygame.Rect, row: Row, index: int, cols: Columns) -> None:
    """One row: zebra or own-row band, rank (medals for 1-3, "–" for none), avatar, name, Halle, Datum, points, seal."""
    inner = rect.inflate(0, -f.px(4))
    if row.highlight:
        _band(surface, inner, (*Setzer.DW, 117), f.px(8))
        pygame.draw.rect(surface, Setzer.VERMILION, (inner.x, inner.y + f.px(4), f.px(4), inner.h - f.px(8)),
                         border_radius=f.px(2))
    elif index % 2 == 0:
        _band(surface, inner, (120, 100, 70, 20), f.px(8))
    x0, cy = inner.x, inner.centery
    cx = x0 + cols.rank
    if row.rank in MEDALS:
        top, bottom = MEDALS[row.rank]
        disc = art.circle_surface(f.px(14), top, bottom)
        surface.blit(disc, disc.get_rect(center=(cx, cy)))
        text.blit(surface, str(row.rank), Face.JOST_SEMI, f.font_px(15), hex_rgb("#3A2A10"), (cx, cy), "center")
    else:  # a result that does not count holds no place: a dash
        colour = Setzer.VERMILION if row.highlight else Setzer.MUTED
        place = f"{row.rank}." if row.rank is not None else "–"
        text.blit(surface, place, Face.JOST_SEMI, f.font_px(17), colour, (cx, cy), "center")
    avatar(surface, (x0 + cols.avatar, cy), f.px(15), avatar_colour(row), row.name or "?")
    name_x = x0 + cols.name
    name_right = (x0 + cols.venue - f.px(14)) if not cols.folded else (x0 + cols.points - f.px(96))
    shown, small = ("Du", row.name) if row.highlight else (row.name, "")
    if row.detail:
        small = f"{small} · {row.detail}" if small else row.detail
    name_y = cy - f.px(9) if cols.folded else cy
    size = f.font_px(18)
    shown = text.ellipsize(shown, Face.JOST_SEMI, size, name_right - name_x)
    drawn = text.blit(surface, shown, Face.JOST_SEMI, size, Setzer.INK, (name_x, name_y), "midleft")
    room = name_right - drawn.right - f.px(8)
    if small and room > f.px(30):
        text.blit(surface, text.ellipsize(small, Face.JOST, f.font_px(13.5), room), Face.JOST, f.font_px(13.5),
                  Setzer.MUTED, (drawn.right + f.px(8), name_y + f.px(1)), "midleft")
    _draw_place_and_time(surface, f, inner, row, cols, name_x, cy)
    right = x0 + cols.points
    text.blit(surface, points_text(row.score), Face.SPARTAN_HEAVY, f.font_px(22),
              Setzer.VERMILION if row.highlight else Setzer.INK, (right, cy + f.px(2)), "midright")
    if cols.seal is not None and row.seal is not Seal.NONE:
        mark = _seal_for(f, row.seal)
        surface.blit(mark, mark.get_rect(center=(x0 + cols.seal, cy)))


def _draw_place_and_time(surface: pygame.Surface, f: Frame, inner: pygame.Rect, row: Row, cols: Columns,
                         name_x: int, cy: int) -> None:
    """Halle and Datum in their columns (or folded under the name); a refused result says why instead."""
    size = f.font_px(15 if not cols.folded else 13.5)
    if cols.folded:
        width = inner.x + cols.points - f.px(96) - name_x
        line = f"Abgelehnt: {row.reason}" if row.seal is Seal.REFUSED else " · ".join(p for p in (row.venue, row.when) if p)
        colour = Setzer.VERMILION if row.seal is Seal.REFUSED else SOFT
        text.blit(surface, text.ellipsize(line, Face.JOST, size, width), Face.JOST, size, colour,
                  (name_x, cy + f.px(11)), "midleft")
        return
    venue_x, when_x = inner.x + cols.venue, inner.x + cols.when
    if row.seal is Seal.REFUSED:
        width = inner.x + cols.points - f.px(96) - venue_x
        line = text.ellipsize(f"Abgelehnt: {row.reason}", Face.JOST, size, width)
        text.blit(surface, line, Face.JOST, size, Setzer.VERMILION, (venue_x, cy), "midleft")
        return
    if row.venue:
        line = text.ellipsize(row.venue, Face.JOST, size, when_x - venue_x - f.px(14))
        text.blit(surface, line, Face.JOST, size, SOFT, (venue_x, cy), "midleft")
    if row.when:
        line = text.ellipsize(row.when, Face.JOST, size, inner.x + cols.points - f.px(92) - when_x)
        text.blit(surface, line, Face.JOST, size, SOFT, (when_x, cy), "midleft")


def _seal_for(f: Frame, kind: Seal) -> pygame.Surface:
    if kind is Seal.CHECKED:
        return seal(f.px(22))
    if kind is Seal.WAITING:
        return seal(f.px(22), checked=False)
    return seal(f.px(22), checked=False, colour=Setzer.VERMILION, refused=True)


def draw_gap(surface: pygame.Surface, f: Frame, rect: pygame.Rect) -> None:
    """The "…" and the dotted rule between the top ten and the pinned own row."""
    for i in (-1, 0, 1):  # three dots where the ranks are
        art.draw_aa_circle(surface, Setzer.MUTED, (rect.x + f.px(30) + i * f.px(7), rect.centery), max(1.2, 1.8 * f.s))
    x, step = rect.x + f.px(52), max(3, f.px(6))
    while x < rect.right:
        pygame.draw.line(surface, HEAD_RULE, (x, rect.centery), (min(rect.right, x + step // 2), rect.centery),
                         max(1, f.px(1)))
        x += step
