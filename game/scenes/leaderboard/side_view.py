"""The lists screen's side: „Dein Platz“, the Spielcenter legend and the connection chip (DESIGN.md, lists)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import art, text
from game.render.center_seal import seal
from game.render.fonts import Face
from game.render.layout import Frame
from game.render.theme import Setzer, hex_rgb
from game.scenes.leaderboard.provider import Seal
from game.scenes.leaderboard.standing import Standing, points_text
from game.widgets.icons import Icon, icon

TRACK = hex_rgb("#E2D7C0")
RULE = hex_rgb("#DCCFB4")
CHIP_TEXT, CHIP_SUB = hex_rgb("#F1EBDD"), hex_rgb("#A9A396")
ONLINE, OFFLINE = hex_rgb("#7CC47A"), hex_rgb("#8E979E")
SOFT_TEXT = hex_rgb("#5B4F44")


@dataclass(frozen=True)
class PlaceText:
    """The words of „Dein Platz“ for the list shown."""

    caption: str  # right of "DEIN PLATZ": "3 MINUTEN · WOCHE 51"
    of_players: str  # "von 1 284 Spielern"
    days: str  # "14.–20. Dezember 2026" or "auf diesem Gerät"
    best_label: str  # "Dein bestes Ergebnis" / "Deine Punkte"


@dataclass(frozen=True)
class LegendItem:
    """One entry of the legend card: a mark, a bold line, a muted explanation."""

    mark: str  # "checked", "waiting", "refused", "hall", "device"
    title: str
    body: str


def cards_background(f: Frame, rects: list[pygame.Rect]) -> pygame.Surface:
    """Shadows and card stock of the side cards on a transparent layer the size of the window (drawn once)."""
    from game.render.assets import cached

    def build() -> pygame.Surface:
        layer = pygame.Surface(f.size, pygame.SRCALPHA)
        soft = f.px(18)
        for r in rects:
            if r.w < 8 or r.h < 8:
                continue
            layer.blit(art.shadow(r.size, f.px(14), soft, 140), (r.x - soft, r.y - soft + f.px(8)))
            layer.blit(art.panel(r.size, f.px(14), Setzer.CARD, (236, 226, 205), Setzer.BUTTON_EDGE, grain=5,
                                 highlight=24), r)
        return layer

    return cached(("lists-side", f.size, tuple(tuple(r) for r in rects)), build)


def _caps(surface: pygame.Surface, f: Frame, label: str, pos: tuple[int, int], anchor: str = "topleft") -> pygame.Rect:
    return text.blit(surface, label.upper(), Face.SPARTAN, f.font_px(11.5), Setzer.MUTED, pos, anchor,
                     tracking=f.s * 1.5)


def draw_place(surface: pygame.Surface, f: Frame, card: pygame.Rect, words: PlaceText, st: Standing,
               button_top: int) -> None:
    """„Dein Platz“: rank, of how many, days; best result with its seal; the bar to the next goal."""
    pad = f.px(22)
    x, right = card.x + pad, card.right - pad
    head = _caps(surface, f, "Dein Platz", (x, card.y + f.px(24)))
    caption = words.caption
    room = right - head.right - f.px(14)
    if text.render(caption.upper(), Face.SPARTAN, f.font_px(11.5), Setzer.MUTED, f.s * 1.5).get_width() > room:
        caption = caption.split(" · ")[0]  # narrow: the list's name only
    _caps(surface, f, caption, (right, card.y + f.px(24)), "topright")
    rank = f"{st.rank}." if st.rank is not None else "–"
    big = text.blit(surface, rank, Face.SPARTAN_HEAVY, f.font_px(60), Setzer.INK if st.rank else Setzer.GRID,
                    (x, card.y + f.px(118)), "bottomleft")
    tx = big.right + f.px(16)
    of = words.of_players if st.rank is not None else "Noch nicht in dieser Liste"
    text.blit(surface, text.ellipsize(of, Face.JOST_SEMI, f.font_px(18), right - tx), Face.JOST_SEMI, f.font_px(18),
              Setzer.INK, (tx, card.y + f.px(74)))
    text.blit(surface, text.ellipsize(words.days, Face.JOST, f.font_px(15), right - tx), Face.JOST, f.font_px(15),
              SOFT_TEXT, (tx, card.y + f.px(98)))
    # what there is to do: the rule, the best result, the bar
    free = button_top - card.y
    y = card.y + f.px(136)
    pygame.draw.line(surface, RULE, (x, y), (right, y), max(1, f.px(1)))
    y += f.px(14)
    if free >= f.px(250):
        text.blit(surface, words.best_label, Face.JOST, f.font_px(15), SOFT_TEXT, (x, y + f.px(14)), "midleft")
        score = "–" if st.score is None else points_text(st.score)
        colour = Setzer.VERMILION if st.seal is Seal.REFUSED else Setzer.INK if st.score is not None else Setzer.GRID
        drawn = text.blit(surface, score, Face.SPARTAN_HEAVY, f.font_px(22), colour, (right, y + f.px(16)), "midright")
        if st.seal is not Seal.NONE and st.score is not None:
            mark = seal(f.px(20), checked=st.seal is Seal.CHECKED, refused=st.seal is Seal.REFUSED,
                        colour=Setzer.VERMILION if st.seal is Seal.REFUSED else None)
            surface.blit(mark, mark.get_rect(midright=(drawn.x - f.px(8), y + f.px(14))))
        y += f.px(36)
    if st.seal is Seal.REFUSED:
        headline, colour = f"Abgelehnt: {st.reason}", Setzer.VERMILION
    elif st.seal is Seal.WAITING:
        headline, colour = "Noch nicht geprüft: wartet auf den Spielcenter", SOFT_TEXT
    else:
        headline, colour = st.headline, Setzer.INK
    text.blit(surface, text.ellipsize(headline, Face.JOST_SEMI, f.font_px(15), right - x), Face.JOST_SEMI,
              f.font_px(15), colour, (x, y))
    y += f.px(26)
    bar = pygame.Rect(x, y, right - x, max(2, f.px(8)))
    pygame.draw.rect(surface, TRACK, bar, border_radius=bar.h // 2)
    if st.progress > 0:
        filled = bar.copy()
        filled.w = max(bar.h, round(bar.w * st.progress))
        pygame.draw.rect(surface, Setzer.VERMILION, filled, border_radius=bar.h // 2)
    y = bar.bottom + f.px(6)
    if st.score is not None:
        text.blit(surface, f"Du: {points_text(st.score)}", Face.JOST, f.font_px(12.5), SOFT_TEXT, (x, y))
    if st.goal_rank is not None and st.goal_score is not None and st.rank != 1:
        text.blit(surface, f"Platz {st.goal_rank}: {points_text(st.goal_score)}", Face.JOST, f.font_px(12.5),
                  SOFT_TEXT, (right, y), "topright")


@dataclass(frozen=True)
class ItemLook:
    """Sizes of a legend item in design px: title, body, line pitch, title-to-body gap, text inset, body lines."""

    title: float
    body: float
    pitch: int
    gap: int
    inset: int
    lines: int


CARD_ITEM = ItemLook(15, 13.5, 19, 22, 34, 3)  # the side card (landscape)
STRIP_ITEM = ItemLook(14, 12.5, 17, 21, 30, 2)  # portrait's strip
#: legend items side by side in portrait's strip
STRIP_ITEMS = 3


def _draw_item(surface: pygame.Surface, f: Frame, item: LegendItem, x: int, right: int, y: int, look: ItemLook) -> int:
    """One legend item: its mark, the bold title, the muted lines; returns the y under the last line."""
    _legend_mark(surface, f, item.mark, (x + f.px(11), y + f.px(10)))
    tx = x + f.px(look.inset)
    text.blit(surface, text.ellipsize(item.title, Face.JOST_SEMI, f.font_px(look.title), right - tx), Face.JOST_SEMI,
              f.font_px(look.title), Setzer.INK, (tx, y))
    y += f.px(look.gap)
    for line in text.wrap(item.body, Face.JOST, f.font_px(look.body), right - tx, max_lines=look.lines):
        text.blit(surface, line, Face.JOST, f.font_px(look.body), SOFT_TEXT, (tx, y))
        y += f.px(look.pitch)
    return y


def _legend_head(surface: pygame.Surface, f: Frame, card: pygame.Rect, caption: str, note: str, top: int) -> None:
    pad = f.px(22)
    _caps(surface, f, caption, (card.x + pad, card.y + f.px(top)))
    if note:
        text.blit(surface, note, Face.JOST, f.font_px(13), SOFT_TEXT, (card.right - pad, card.y + f.px(top - 2)),
                  "topright")


def draw_legend(surface: pygame.Surface, f: Frame, card: pygame.Rect, caption: str, note: str,
                items: list[LegendItem]) -> None:
    """The legend card: what the seals mean, the hall (or that only this device is shown)."""
    pad = f.px(22)
    x, right = card.x + pad, card.right - pad
    _legend_head(surface, f, card, caption, note, 26)
    y = card.y + f.px(58)
    for i, item in enumerate(items):
        if i:
            pygame.draw.line(surface, RULE, (x, y - f.px(12)), (right, y - f.px(12)), max(1, f.px(1)))
        y = _draw_item(surface, f, item, x, right, y, CARD_ITEM) + f.px(24)


def draw_legend_strip(surface: pygame.Surface, f: Frame, card: pygame.Rect, caption: str, note: str,
                      items: list[LegendItem]) -> None:
    """The legend as a strip (portrait): caption and note on top, the items side by side, two lines each."""
    pad = f.px(22)
    x, right = card.x + pad, card.right - pad
    _legend_head(surface, f, card, caption, note, 18)
    if not items:
        return
    gap = f.px(18)
    width = (right - x - gap * (len(items) - 1)) // len(items)
    y = card.y + f.px(46)
    for i, item in enumerate(items):
        left = x + i * (width + gap)
        if i:
            pygame.draw.line(surface, RULE, (left - gap // 2, y), (left - gap // 2, card.bottom - f.px(14)),
                             max(1, f.px(1)))
        _draw_item(surface, f, item, left, left + width, y, STRIP_ITEM)


def legend_height(f: Frame, items: list[LegendItem], width: int) -> int:
    """The legend card's height for its items."""
    h = f.px(58)
    for item in items:
        lines = len(text.wrap(item.body, Face.JOST, f.font_px(13.5), width - f.px(78), max_lines=3))
        h += f.px(22) + lines * f.px(19) + f.px(24)
    return h - f.px(6)


def _legend_mark(surface: pygame.Surface, f: Frame, mark: str, center: tuple[int, int]) -> None:
    if mark in ("checked", "waiting", "refused"):
        m = seal(f.px(22), checked=mark == "checked", refused=mark == "refused",
                 colour=Setzer.VERMILION if mark == "refused" else None)
        surface.blit(m, m.get_rect(center=center))
        return
    disc = art.circle_surface(f.px(12), hex_rgb("#0B3F66"), Setzer.PRUSSIAN)
    surface.blit(disc, disc.get_rect(center=center))
    glyph = icon(Icon.PEOPLE if mark == "hall" else Icon.USER, f.px(15), hex_rgb("#F2F6FA"))
    surface.blit(glyph, glyph.get_rect(center=center))


def chip_rect(f: Frame, title: str, sub: str, right: int, top: int) -> pygame.Rect:
    """Where the connection chip goes: right edge at ``right``, as wide as its text."""
    w = max(text.render(title, Face.JOST_SEMI, f.font_px(15), CHIP_TEXT).get_width(),
            text.render(sub, Face.JOST, f.font_px(12.5), CHIP_SUB).get_width())
    width = w + f.px(58)
    return pygame.Rect(right - width, top, width, f.px(48))


def draw_chip(surface: pygame.Surface, f: Frame, rect: pygame.Rect, title: str, sub: str, online: bool) -> None:
    """Glass pill: a green dot (connected) or a hollow grey ring (offline), the state and its sub-line."""
    surface.blit(art.shadow(rect.size, rect.h // 2, f.px(10), 90), rect.move(-f.px(10), -f.px(10) + f.px(3)))
    surface.blit(art.panel(rect.size, rect.h // 2, hex_rgb("#2A333B"), hex_rgb("#1C2329"), hex_rgb("#4A555E"),
                           alpha=225), rect)
    dot = (rect.x + f.px(24), rect.centery)
    if online:
        halo = art.glow(f.px(12), ONLINE, strength=0.6)
        surface.blit(halo, halo.get_rect(center=dot), special_flags=pygame.BLEND_RGB_ADD)
        art.draw_aa_circle(surface, ONLINE, dot, f.px(5.5))
    else:
        pygame.draw.circle(surface, OFFLINE, dot, f.px(5.5), max(1, f.px(1.6)))
    tx = rect.x + f.px(40)
    text.blit(surface, title, Face.JOST_SEMI, f.font_px(15), CHIP_TEXT, (tx, rect.centery + f.px(1)), "bottomleft")
    text.blit(surface, sub, Face.JOST, f.font_px(12.5), CHIP_SUB, (tx, rect.centery + f.px(2)), "topleft")
