"""Drawing of the Speedbuch board scene (reads the scene, never changes game state)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.buch.geometry import ROWS
from game.buch.hall_rules import RULE_REASONS
from game.buch.rules import MODE_NAMES, WORDS_PER_STAGE, BuchMode
from game.buch.tiles import TileKind
from game.plural import count, plural
from game.render import buch_art as art
from game.render import text as text_module
from game.render.buch_bruno import book_stack, bruno, bubble
from game.render.buch_draw import aa_round_rect, blit_center, radial_glow, text, tile_letter
from game.render.buch_marks import draw_tile_marks
from game.render.buch_tiles import TileLook, ember_glow, hint_badge, tile_image, tile_pad, tile_reach, tile_scaled, warn_ring
from game.render.fonts import Face, font
from game.render.surface_cache import MB, surface_cache
from game.render.theme import Buch
from game.scenes.buch import board_layers
from game.scenes.buch.board_protocol import ProtocolCard
from game.scenes.buch.board_state import BoardCommand
from game.scenes.buch.common import pal

_STATIC: dict = {}
_PROTO: dict = {}


def draw(scene, surface: pygame.Surface) -> None:
    """Draw the whole board screen (parts wholly outside the surface's clip are skipped: frame damage)."""
    L = scene.layout
    if L is None:
        return
    night = scene.night
    clip = surface.get_clip()
    on_page = clip.colliderect(page_clip(L))
    surface.blit(board_layers.still_picture(scene, static_layer(L, night), on_page), (0, 0))  # with the resting tiles
    if clip.colliderect(top_region(L)):
        draw_top_bar(scene, surface)
    if L.portrait and clip.colliderect(status_region(L)):
        draw_status(scene, surface)
    if clip.colliderect(bruno_region(L)):
        draw_bruno(scene, surface)
    if clip.colliderect(word_bar_region(L)):
        draw_word_bar(scene, surface)
    draw_board(scene, surface, on_page)
    baked = board_layers.baked_button_ids(scene)  # already in the still picture
    for b in scene.buttons:
        if b.command is not BoardCommand.HISTORY and id(b) not in baked and clip.colliderect(b.reach()):
            b.draw(surface)  # (the history bar draws itself)
    cap = caption_text(scene)
    if cap:
        # on the shelves, not on a panel: full text colour and SemiBold, or the thin muted line gets lost
        blit_center(surface, text(Face.JOST_SEMI, 14 * L.s, cap, pal(night).TEXT), L.caption.center)
    if clip.colliderect(L.protocol):
        draw_protocol(scene, surface)
    if L.portrait:
        draw_history_bar(scene, surface)
    if scene.game.over:
        draw_end_banner(scene, surface)
    if scene.state.fade_from is not None:
        k = (scene.t - scene.state.fade_at) / 0.4
        if 0 <= k < 1:
            scene.state.fade_from.set_alpha(int(255 * (1 - k)))
            surface.blit(scene.state.fade_from, (0, 0))


def caption_text(scene) -> str:
    """The small line under the buttons (landscape): what mixing costs or that it is free."""
    if scene.layout.portrait:
        return ""
    g = scene.game
    if g.free_shuffle_available:
        return "Kein gängiges Wort – gratis mischen"
    return "Mischen kostet 3 Funken" if g.shuffle_cost else (
        f"Noch {g.shuffles_left} × mischen" if g.shuffles_left is not None else "")


# ---------------------------------------------------------------- regions (what each part may cover)
def page_clip(L) -> pygame.Rect:
    """Where the tiles are drawn: the page with room for their pads (draw_board clips to it)."""
    pad = tile_pad(L.tile)
    page = L.page
    return pygame.Rect(page.x - pad, page.y + 2, page.w + 2 * pad, page.h + 2 * pad)


def top_region(L) -> pygame.Rect:
    """Every pixel the top bar's texts, chip, goals and timer may cover."""
    return L.top_bar.inflate(int(16 * L.s), int(16 * L.s))


def status_region(L) -> pygame.Rect:
    """The portrait status strip with a margin."""
    return L.status.inflate(int(16 * L.s), int(12 * L.s))


def word_bar_region(L) -> pygame.Rect:
    """The word bar with room for its shake."""
    return L.word_bar.inflate(int(12 * L.s) + 4, 4)


def bruno_region(L) -> pygame.Rect:
    """Bruno (bobbing, hopping), his bubble, the candle with its glow and chip."""
    s = L.s
    r = L.bruno.inflate(int(60 * s), int(60 * s)).union(L.bubble.inflate(int(60 * s), int(60 * s)))
    return r.union(candle_region(L))


def candle_region(L) -> pygame.Rect:
    """The candle, its flame's glow and the spark chip below it."""
    c = L.candle
    s = L.s
    glow = int(int((28 if not L.portrait else 18) * s) * 2.2) + 4
    return pygame.Rect(c.centerx - glow, c.y - glow, 2 * glow, c.h + 2 * glow).union(c.inflate(int(40 * s), 0))


# ---------------------------------------------------------------- static layer
def static_layer(L, night: bool) -> pygame.Surface:
    """Shelves, the folio and the panel bodies, rendered once per size and theme."""
    key = (L.size, night, L.portrait)
    surf = _STATIC.get(key)
    if surf is not None:
        return surf
    if len(_STATIC) >= 2 or any(k[0] != L.size for k in _STATIC):
        _STATIC.clear()  # window-sized (33 MB at 4K): only this size, day and night at most
    p = pal(night)
    surf = pygame.Surface(L.size).convert() if pygame.display.get_surface() else pygame.Surface(L.size)
    light = (0.16, 0.45) if not L.portrait else (0.85, 0.15)
    surf.blit(art.shelves(L.size, night, light), (0, 0))
    s = L.s
    if L.portrait:
        surf.blit(art.panel(L.top_bar.size, night, int(14 * s)), L.top_bar.topleft) if False else None
        surf.blit(art.panel(L.status.size, night, int(12 * s)), L.status.topleft)
        surf.blit(art.panel(L.history_bar.size, night, int(12 * s)), L.history_bar.topleft)
    surf.blit(art.panel(L.word_bar.size, night, int(14 * s)), L.word_bar.topleft)
    fol = art.folio(L.folio.size, night)
    surf.blit(fol, (L.folio.x - art.FOLIO_PAD, L.folio.y - art.FOLIO_PAD))
    c = art.card(L.protocol.size, night)
    surf.blit(c, (L.protocol.x - 8, L.protocol.y - 8))
    # protocol title and red double rule
    title = text(Face.GARAMOND_BOLD, 17 * s, "WORTPROTOKOLL", (60, 44, 30), tracking=2.2 * s)
    surf.blit(title, (L.protocol.x + 22 * s, L.protocol.y + 14 * s))
    y = L.protocol.y + 14 * s + title.get_height() + 6 * s
    pygame.draw.line(surf, p.CARD_RED, (L.protocol.x + 12 * s, y), (L.protocol.right - 12 * s, y), 1)
    pygame.draw.line(surf, p.CARD_RED, (L.protocol.x + 12 * s, y + 3), (L.protocol.right - 12 * s, y + 3), 1)
    # Bruno's books (landscape) are static
    if not L.portrait:
        books = book_stack(int(L.bruno.w * 0.78), night)
        surf.blit(books, (L.bruno.x, L.bruno.bottom - books.get_height()))
    else:
        books = book_stack(int(L.bruno.w * 0.82), night)
        surf.blit(books, (L.bruno.x, L.bruno.bottom - books.get_height() - 2))
    _STATIC[key] = surf
    return surf


def proto_top(L) -> float:
    """Where the protocol's entries start (below the title rule)."""
    return L.protocol.y + 14 * L.s + font(Face.GARAMOND_BOLD, int(round(17 * L.s))).get_height() + 16 * L.s


# ---------------------------------------------------------------- top bar
def draw_top_bar(scene, surface: pygame.Surface) -> None:
    """Menu, title, mode, score, stage/words/goals, timer ring, theme button."""
    L = scene.layout
    s = L.s
    p = pal(scene.night)
    g = scene.game
    tb = L.top_bar
    x = tb.x + 64 * s
    title = _title(scene)
    surface.blit(title, title.get_rect(midleft=(x, tb.centery - (8 * s if L.portrait else 0))))
    if L.portrait:
        sub = MODE_NAMES[scene.mode].upper()
        if g.level is not None:
            sub = f"REISE · {g.level.hall.upper()} · LEVEL {g.level.id}"
        st = text(Face.JOST_SEMI, 11.5 * s, sub, p.MUTED, tracking=1.5 * s)
        surface.blit(st, (x, tb.centery + 14 * s))
        # score right
        sc = text(Face.JOST_SEMI, 30 * s, _num(g.score), p.TEXT)
        right = tb.right - 64 * s
        surface.blit(sc, sc.get_rect(topright=(right, tb.y)))
        lab = text(Face.JOST_SEMI, 11.5 * s, "PUNKTE", p.MUTED, tracking=1.5 * s)
        surface.blit(lab, lab.get_rect(topright=(right, tb.y + sc.get_height() - 4 * s)))
        if scene.mode is BuchMode.DREI_MINUTEN:
            _timer_ring(scene, surface, (int(right - sc.get_width() - 48 * s), tb.centery), int(24 * s))
        return
    chip, chip_r = _mode_chip(scene, title)
    surface.blit(chip, chip_r)
    for piece, at in _stat_pieces(scene, chip_r):
        surface.blit(piece, at)
    goals = _goal_places(scene, chip_r)
    if goals is not None:
        card, rows = goals
        surface.blit(_goal_panel(card.size, scene.night, int(10 * s)), card.topleft)
        for (t1, at1), (t2, at2), bar in rows:
            surface.blit(t2, at2)
            surface.blit(t1, at1)  # on the numbers' baseline
            if bar is not None:  # a single goal gets a bar on the free second row: how far along it is at a glance
                back, fill, color = bar
                pygame.draw.rect(surface, (90, 74, 54) if scene.night else (230, 220, 200), back, border_radius=2)
                pygame.draw.rect(surface, color, fill, border_radius=2)
    if scene.mode is BuchMode.DREI_MINUTEN:
        _timer_ring(scene, surface, (int(L.word_bar.right - 28 * s), tb.centery), int(26 * s), label=True)


def _mode_chip(scene, title: pygame.Surface) -> tuple[pygame.Surface, pygame.Rect]:
    """The landscape top bar's mode chip beside the title, and where it goes."""
    L = scene.layout
    s = L.s
    p = pal(scene.night)
    chip = art.chip(MODE_NAMES[scene.mode].upper(), p.GOLD, (40, 30, 18) if scene.night else (250, 240, 215), int(26 * s))
    return chip, chip.get_rect(midleft=(L.top_bar.x + 64 * s + title.get_width() + 14 * s, L.top_bar.centery))


def _title(scene) -> pygame.Surface:
    L = scene.layout
    return text(Face.TITLE, (40 if not L.portrait else 34) * L.s, "Speedbuch", pal(scene.night).TEXT)


def _stat_pieces(scene, chip_r: pygame.Rect) -> list[tuple[pygame.Surface, tuple[float, float]]]:
    """The landscape top bar's two figures (points; stage, words of the day or moves) as pictures and places."""
    L = scene.layout
    s = L.s
    p = pal(scene.night)
    g = scene.game
    tb = L.top_bar
    cx = max(L.word_bar.x + 12 * s, chip_r.right + 22 * s)
    out = _stat((cx, tb.y + 2 * s), "PUNKTE", _num(g.score), "", p, s)
    cx2 = cx + 156 * s
    if scene.mode is BuchMode.TAGESRAETSEL:
        out += _stat((cx2, tb.y + 2 * s), "TAGESRÄTSEL", f"{g.word_count} / {g.rules.word_limit}", "Wörter", p, s)
    elif scene.mode is BuchMode.REISE:
        mv = g.moves_left if g.moves_left is not None else 0
        out += _stat((cx2, tb.y + 2 * s), f"LEVEL {g.level.id if g.level else ''}", str(mv), "Züge übrig", p, s)
    else:
        out += _stat((cx2, tb.y + 2 * s), f"STUFE {g.stage}", f"{g.words_in_stage} / {WORDS_PER_STAGE}", "Wörter", p, s)
    return out


def _goal_places(scene, chip_r: pygame.Rect) -> tuple[pygame.Rect, list] | None:
    """A journey level's goals on their panel: (panel, [(label, place), (progress, place), bar or None] per goal)."""
    L = scene.layout
    g = scene.game
    if scene.mode is not BuchMode.REISE or not g.goals:
        return None
    s = L.s
    p = pal(scene.night)
    tb = L.top_bar
    gx = max(L.word_bar.x + 12 * s, chip_r.right + 22 * s) + 156 * s + 170 * s
    goals = g.goals[:2]
    labels = [(text(Face.JOST_SEMI, 13 * s, gs.text, p.TEXT),
               text(Face.JOST_SEMI, 17 * s, gs.progress_text, p.VALID if gs.done else p.TEXT)) for gs in goals]
    # the goals sit on a panel: thin text straight on the bookshelf could not be read
    card_w = max(t1.get_width() + 8 * s + t2.get_width() for t1, t2 in labels) + 24 * s
    card = pygame.Rect(int(gx - 12 * s), int(tb.y), int(card_w), int(tb.h - 4 * s))
    lift = font(Face.JOST_SEMI, int(round(17 * s))).get_ascent() - font(Face.JOST_SEMI, int(round(13 * s))).get_ascent()
    rows = []
    for i, (gs, (t1, t2)) in enumerate(zip(goals, labels)):
        y = tb.y + 4 * s + i * 30 * s
        bar = None
        if len(g.goals) == 1:
            back = pygame.Rect(int(gx), int(tb.y + 30 * s), int(t1.get_width() + 8 * s + t2.get_width()), max(3, int(5 * s)))
            fill = back.copy()
            fill.w = int(back.w * min(1.0, gs.value / max(1, gs.goal.target)))
            kind = gs.goal.kind.value
            bar = (back, fill, p.VALID if gs.done else Buch.GLOW if kind == "embers_out" else p.GOLD)
        rows.append(((t1, (gx, y + lift)), (t2, (gx + t1.get_width() + 8 * s, y)), bar))
    return card, rows


def top_figures_region(scene) -> pygame.Rect | None:
    """Every pixel of the landscape top bar's figures and goals (what a laid word changes there); None in portrait."""
    L = scene.layout
    if L.portrait:
        return None
    chip_r = _mode_chip(scene, _title(scene))[1]
    rects = [piece.get_rect(topleft=(int(x), int(y))) for piece, (x, y) in _stat_pieces(scene, chip_r)]
    goals = _goal_places(scene, chip_r)
    if goals is not None:
        card, rows = goals
        rects.append(card)
        for (t1, (x1, y1)), (t2, (x2, y2)), bar in rows:
            rects += [t1.get_rect(topleft=(int(x1), int(y1))), t2.get_rect(topleft=(int(x2), int(y2)))]
            if bar is not None:
                rects.append(bar[0])
    return rects[0].unionall(rects[1:]).inflate(4, 4)


@lru_cache(maxsize=8)
def _goal_panel(size: tuple[int, int], night: bool, radius: int) -> pygame.Surface:
    return art.panel(size, night, radius)  # drawn once per width, not every frame


def _stat(pos, label, value, unit, p, s) -> list[tuple[pygame.Surface, tuple[float, float]]]:
    """A figure with its small label above and its unit beside: pictures and places."""
    lab = text(Face.JOST_SEMI, 11.5 * s, label, p.MUTED, tracking=1.5 * s)
    v = text(Face.JOST_SEMI, 30 * s, value, p.TEXT)
    out = [(lab, pos), (v, (pos[0], pos[1] + lab.get_height()))]
    if unit:
        u = text(Face.JOST, 14 * s, unit, p.MUTED)
        out.append((u, (pos[0] + v.get_width() + 6 * s, pos[1] + lab.get_height() + v.get_height() - u.get_height() - 4 * s)))
    return out


def _num(n: int) -> str:
    return f"{n:,}".replace(",", "\u2009")


def _timer_ring(scene, surface, center, r, label: bool = False) -> None:
    p = pal(scene.night)
    s = scene.layout.s
    g = scene.game
    left = g.time_left(scene.clock) or 0.0
    total = g.rules.clock or 180.0
    frac = max(0.0, min(1.0, left / total))
    last30 = left <= 30
    pulse = 0.5 + 0.5 * math.sin(scene.t * math.tau) if last30 else 0
    ring_bg = (60, 46, 32) if scene.night else (222, 208, 182)
    pygame.draw.circle(surface, ring_bg, center, r, max(3, int(4 * s)))
    col = p.GOLD if not last30 else (227, 66, 52)
    if frac > 0:
        rect = pygame.Rect(0, 0, 2 * r, 2 * r)
        rect.center = center
        pygame.draw.arc(surface, col, rect, math.pi / 2, math.pi / 2 + math.tau * frac, max(3, int((4 + pulse * 2) * s)))
    secs = int(math.ceil(left))
    digits = text(Face.JOST_SEMI, 17 * s, f"{secs // 60}:{secs % 60:02d}", (227, 66, 52) if left <= 10 else p.TEXT)
    blit_center(surface, digits, center)
    if label:
        lab = text(Face.JOST_SEMI, 11.5 * s, "ZEIT", p.MUTED, tracking=1.5 * s)
        surface.blit(lab, lab.get_rect(midright=(center[0] - r - 10 * s, center[1])))


# ---------------------------------------------------------------- portrait status strip
def draw_status(scene, surface: pygame.Surface) -> None:
    """Goals / words / stage and the moves-left badge (portrait)."""
    L = scene.layout
    s = L.s
    p = pal(scene.night)
    g = scene.game
    r = L.status
    x = r.x + 18 * s
    if scene.mode is BuchMode.REISE:
        for gs in g.goals[:2]:
            icon = "flame" if gs.goal.kind.value == "embers_out" else "star"
            ic = art.icon_surface(icon, int(18 * s), p.GOLD)
            surface.blit(ic, (x, r.y + 12 * s))
            t1 = text(Face.JOST, 13 * s, gs.text, p.MUTED)
            surface.blit(t1, (x + 24 * s, r.y + 6 * s))
            t2 = text(Face.JOST_SEMI, 15 * s, gs.progress_text, p.VALID if gs.done else p.TEXT)
            surface.blit(t2, (x + 24 * s, r.y + 24 * s))
            bar = pygame.Rect(int(x + 24 * s + t2.get_width() + 14 * s), int(r.y + 33 * s), int(90 * s), max(3, int(5 * s)))
            pygame.draw.rect(surface, (90, 74, 54) if scene.night else (230, 220, 200), bar, border_radius=3)
            frac = min(1.0, gs.value / max(1, gs.goal.target))
            fill = bar.copy()
            fill.w = int(bar.w * frac)
            pygame.draw.rect(surface, Buch.GLOW if icon == "flame" else p.GOLD, fill, border_radius=3)
            x = max(bar.right, x + 24 * s + t1.get_width()) + 24 * s  # a long goal text must not run into the next
        mv = g.moves_left or 0
        lab = text(Face.JOST, 14 * s, "Züge übrig", p.TEXT)
        b = pygame.Rect(0, 0, int(36 * s), int(36 * s))
        b.midright = (r.right - 14 * s, r.centery)
        pygame.draw.circle(surface, Buch.GREEN_BOTTOM, b.center, b.w // 2)
        blit_center(surface, text(Face.JOST_SEMI, 17 * s, str(mv), (255, 255, 255)), b.center)
        surface.blit(lab, lab.get_rect(midright=(b.x - 10 * s, r.centery)))
        return
    if scene.mode is BuchMode.TAGESRAETSEL:
        items = [("Wörter", f"{g.word_count} / {g.rules.word_limit}"), ("Mischen übrig", str(g.shuffles_left)),
                 ("Tageswort", "gefunden" if g.daily_found else "gesucht")]
    elif scene.mode is BuchMode.ENDLOS:
        items = [(f"Stufe {g.stage}", f"{g.words_in_stage} / {WORDS_PER_STAGE} Wörter"), ("Wörter", str(g.word_count)),
                 ("Hinweise", str(g.hints_left))]
    else:
        items = [(f"Stufe {g.stage}", f"{g.words_in_stage} / {WORDS_PER_STAGE} Wörter"), ("Wörter", str(g.word_count))]
    w = r.w / len(items)
    for i, (a, b) in enumerate(items):
        t1 = text(Face.JOST, 13 * s, a, p.MUTED)
        t2 = text(Face.JOST_SEMI, 17 * s, b, p.TEXT)
        surface.blit(t1, (r.x + 18 * s + i * w, r.y + 6 * s))
        surface.blit(t2, (r.x + 18 * s + i * w, r.y + 24 * s))


# ---------------------------------------------------------------- Bruno, bubble, candle
def draw_bruno(scene, surface: pygame.Surface) -> None:
    """Bruno on his books (bob, blink, hop), his bubble and the candle with the spark chip."""
    L = scene.layout
    clip = surface.get_clip()
    img, (bx, by) = bruno_place(scene)
    if clip.colliderect(img.get_rect(topleft=(int(bx), int(by))).inflate(2, 2)):
        surface.blit(img, (bx, by))
    if clip.colliderect(candle_region(L)):
        _draw_candle(scene, surface)
    if scene.state.bubble and clip.colliderect(bubble_region(L)):
        _draw_bubble(scene, surface)


def bubble_region(L) -> pygame.Rect:
    """Every pixel Bruno's bubble may cover: its tail and the few pixels it pops up from."""
    r = L.bubble
    lift = int(6 * L.s) + 4
    if L.portrait:  # the tail points left, to Bruno
        return pygame.Rect(r.x - 22, r.y - 2, r.w + 24, r.h + lift)
    return pygame.Rect(r.x - 2, r.y - 2, r.w + 4, r.h + 24 + lift)  # the tail points down


def _draw_candle(scene, surface: pygame.Surface) -> None:
    """The candle with its flame and the spark chip below it."""
    L = scene.layout
    s = L.s
    night = scene.night
    p = pal(night)
    g = scene.game
    c = L.candle
    cu, full_h, base, step = candle_place(scene)
    cap = g.spark_capacity
    if g.embers_on:
        art.draw_candle(surface, base, cu, full_h, scene.state.wax, cap, g.sparks, step)
        chip = art.chip(f"Funken {g.sparks} / {cap}", p.TEXT, (40, 30, 20) if night else (255, 250, 240), int(28 * s), "flame")
        cr = chip.get_rect(midtop=(c.centerx, base[1] + 8 * s))
        cr.right = min(cr.right, L.candle.right)  # inside the screen margin, never against the edge
        surface.blit(chip, cr)
    else:
        art.draw_candle(surface, base, cu, full_h, 1.0, 0, 0, step)
        chip = art.chip("Ohne Glut", p.MUTED, (40, 30, 20) if night else (255, 250, 240), int(26 * s))
        surface.blit(chip, chip.get_rect(midtop=(c.centerx, base[1] + 8 * s)))


def _draw_bubble(scene, surface: pygame.Surface) -> None:
    """Bruno's speech bubble with its words (it pops up when he starts to speak)."""
    L = scene.layout
    s = L.s
    r = L.bubble
    warn = scene.state.bubble_warn
    b = bubble(r.size, scene.night, warn, "down" if not L.portrait else "left")
    pop = bubble_pop(scene)
    bx0 = r.x if not L.portrait else r.x - 20
    if pop < 1 and not scene.reduced:
        b.set_alpha(int(255 * pop))
        surface.blit(b, (bx0, r.y + (1 - pop) * 6 * s))
        b.set_alpha(255)
    else:
        surface.blit(b, (bx0, r.y))
    tx = r.x + 18 * s
    if warn:
        surface.blit(art.icon_surface("flame", int(24 * s), Buch.GLOW), (r.x + 12 * s, r.y + 14 * s))
        tx += 26 * s
    area = pygame.Rect(tx, r.y + 10 * s, r.right - tx - 14 * s, r.h - 16 * s)
    _wrap(surface, scene.state.bubble, Face.GARAMOND_MEDIUM_ITALIC, 18 * s, (44, 32, 22), area)


def bruno_place(scene) -> tuple[pygame.Surface, tuple[float, float]]:
    """Bruno's picture this frame (mood, blink) and where it goes (bobbing, hopping on his books)."""
    L = scene.layout
    s = L.s
    u = int((40 if not L.portrait else 28) * s)
    img = bruno(scene.state.mood, scene.t < scene.state.blink_until, u)
    bob = math.sin(scene.t / 2.4 * math.tau) * 2 * s
    hop = 0.0
    if 0 <= scene.t - scene.state.hop_at < 0.3:
        k = (scene.t - scene.state.hop_at) / 0.3
        hop = -math.sin(k * math.pi) * 22 * s
    books_h = book_stack(int(L.bruno.w * (0.78 if not L.portrait else 0.82)), scene.night).get_height()
    bx = L.bruno.x + (4 * s if not L.portrait else -6 * s)
    by = L.bruno.bottom - books_h - img.get_height() + u * (0.45 if not L.portrait else 0.75) + bob + hop
    return img, (bx, by)


def candle_place(scene) -> tuple[int, int, tuple[float, float], int]:
    """The candle's unit, full wax height, base point and flicker step this frame."""
    L = scene.layout
    s = L.s
    c = L.candle
    cu = int((28 if not L.portrait else 18) * s)
    full_h = int(c.h * (0.36 if not L.portrait else 0.3))
    base = (c.centerx, c.bottom - (40 * s if not L.portrait else 30 * s))
    step = int((math.sin(scene.t * 61) * 0.5 + math.sin(scene.t * 47) * 0.5 + 1) * 4) if not scene.reduced else 4
    return cu, full_h, base, step


def bubble_pop(scene) -> float:
    """How far the bubble has popped up (0..1, in 120 ms)."""
    return min(1.0, (scene.t - scene.state.bubble_at) / 0.12)


def _wrap(surface, msg: str, face: Face, size: float, color, rect: pygame.Rect) -> None:
    """``msg`` wrapped into ``rect``, vertically centred (too long: the last line ends in "…")."""
    px = int(round(size))
    lh = font(face, px).get_linesize()
    lines = text_module.wrap(msg, face, px, rect.w - 4, max_lines=max(1, rect.h // lh)) if msg.strip() else []
    y = rect.y + (rect.h - lh * len(lines)) / 2
    for ln in lines:
        surface.blit(text(face, size, ln, color), (rect.x, y))
        y += lh


# ---------------------------------------------------------------- word bar
REJECT_SHOWN = 1.6  # seconds the refused word stays in the bar
BURN_SHOWN = 3.0  # seconds the bar names the tile an ember ate (after the word that let it burn)


def word_bar_look(scene) -> tuple:
    """What the word bar shows this frame, comparable between frames (mirrors ``draw_word_bar``'s branches)."""
    st = scene.state
    shake = word_bar_shake(scene)
    ev = scene.eval
    if ev is not None:
        shown: tuple = ("eval", tuple(ev.word) if ev.word else (), ev.valid, ev.reason, ev.letters, ev.working, ev.score)
    elif scene.game.over:
        g = scene.game
        shown = ("over", g.daily_word, g.daily_counts, g.daily_found)
    elif st.last_rejected is not None and scene.t - st.last_rejected[2] < REJECT_SHOWN:
        shown = ("refused", st.last_rejected[0], st.last_rejected[1])
    else:
        note = st.burn_note
        burn = note[0] if note is not None and st.last_scored is not None and note[1] == st.last_scored[3] else ""
        if st.last_scored is not None and scene.t - st.last_scored[3] < (BURN_SHOWN if burn else 2.5):
            word, score, working, _at = st.last_scored
            shown = ("scored", word, score, working if not burn else "", burn)  # the count-up: word_points
        else:
            shown = ("idle", bool(scene.game.rules.hints))
    return scene.night, shake, shown


def word_bar_shake(scene) -> int:
    """How far the word bar is pushed sideways this frame (it shakes for 0.24 s when a word is refused)."""
    age = scene.t - scene.state.shake_at
    if 0 <= age < 0.24 and not scene.reduced:
        return int(math.sin(age / 0.24 * 3 * math.tau) * 6 * scene.layout.s)
    return 0


def word_points(scene) -> tuple[pygame.Rect, int | None]:
    """The word bar's counting points ("+N" while a scored word shows) and where they are drawn, else None."""
    L = scene.layout
    st = scene.state
    shown = word_bar_look(scene)[2]
    if shown[0] != "scored":
        return pygame.Rect(L.word_bar.topleft, (1, 1)), None
    s = L.s
    r = L.word_bar.move(word_bar_shake(scene), 0)
    score, at = st.last_scored[1], st.last_scored[3]
    shown_points = int(score * min(1.0, (scene.t - at) / 0.35))
    pts = text(Face.JOST_SEMI, 34 * s, f"+{shown_points}", pal(scene.night).GOLD)
    return pts.get_rect(topright=(r.right - 22 * s, r.y + 4 * s)).inflate(4, 4), shown_points


def draw_word_bar(scene, surface: pygame.Surface) -> None:
    """The word, whether it counts, the points and the working; shakes when rejected."""
    L = scene.layout
    s = L.s
    p = pal(scene.night)
    r = L.word_bar.move(word_bar_shake(scene), 0)
    ev = scene.eval
    pad = 22 * s
    big = 34 if not L.portrait else 30
    if ev is not None:
        word = "".join(ev.word) if ev.word else ""
        shown = word.replace("QU", "Qu") if word else ""
        wsurf = text(Face.GARAMOND_SEMI, big * s, shown, p.TEXT, tracking=3.5 * s)
        surface.blit(wsurf, (r.x + pad, r.y + 6 * s))
        if ev.valid:
            chip = art.chip("gültig", p.VALID, (28, 44, 28) if scene.night else (232, 244, 232), int(26 * s), "check")
        else:
            label = ev.reason if ev.reason in RULE_REASONS else "kein Wort" if ev.letters >= 3 else "zu kurz"
            chip = art.chip(label, p.INVALID, (50, 26, 20) if scene.night else (252, 236, 232), int(26 * s), "cross")
        surface.blit(chip, chip.get_rect(midleft=(r.x + pad + wsurf.get_width() + 14 * s, r.y + 6 * s + wsurf.get_height() / 2)))
        work = ev.working if ev.valid else (ev.working.split(" (")[0] + "  ·  noch kein Wort – zieh weiter")
        wt = text(Face.JOST, 15 * s, work, p.MUTED)
        surface.blit(wt, (r.x + pad, r.bottom - wt.get_height() - 8 * s))
        pts = text(Face.JOST_SEMI, 34 * s, str(ev.score), p.GOLD if ev.valid else p.FAINT)
        surface.blit(pts, pts.get_rect(topright=(r.right - pad, r.y + 4 * s)))
        lab = text(Face.JOST, 12.5 * s, "Punkte", p.MUTED)
        surface.blit(lab, lab.get_rect(topright=(r.right - pad, r.y + 4 * s + pts.get_height() - 6 * s)))
        return
    if scene.game.over:
        _draw_over_bar(scene, surface, r, pad, big)
        return
    if scene.state.last_rejected is not None and scene.t - scene.state.last_rejected[2] < REJECT_SHOWN:
        word, label, _ = scene.state.last_rejected
        wsurf = text(Face.GARAMOND_SEMI, big * s, word.replace("QU", "Qu"), p.INVALID, tracking=3.5 * s)
        surface.blit(wsurf, (r.x + pad, r.y + 6 * s))
        chip = art.chip(label, p.INVALID, (50, 26, 20) if scene.night else (252, 236, 232), int(26 * s), "cross")
        surface.blit(chip, chip.get_rect(midleft=(r.x + pad + wsurf.get_width() + 14 * s, r.y + 6 * s + wsurf.get_height() / 2)))
        why = RULE_REASONS.get(label) or ("steht nicht in der Wortliste" if label == "kein Wort" else "mindestens 3 Buchstaben")
        wt = text(Face.JOST, 15 * s, why, p.MUTED)
        surface.blit(wt, (r.x + pad, r.bottom - wt.get_height() - 8 * s))
        return
    note = scene.state.burn_note
    burn = note[0] if note is not None and scene.state.last_scored is not None and note[1] == scene.state.last_scored[3] else ""
    if scene.state.last_scored is not None and scene.t - scene.state.last_scored[3] < (BURN_SHOWN if burn else 2.5):
        word, score, working, at = scene.state.last_scored
        k = min(1.0, (scene.t - at) / 0.35)
        wsurf = text(Face.GARAMOND_SEMI, big * s, word.replace("QU", "Qu"), p.GOLD, tracking=3.5 * s)
        surface.blit(wsurf, (r.x + pad, r.y + 6 * s))
        pts = text(Face.JOST_SEMI, 34 * s, f"+{int(score * k)}", p.GOLD)
        surface.blit(pts, pts.get_rect(topright=(r.right - pad, r.y + 4 * s)))
        if burn:  # the working was in the bar while the word was built; now: what the embers ate
            ic = art.icon_surface("flame", int(16 * s), Buch.GLOW)
            wt = text(Face.JOST_SEMI, 15 * s, burn, p.INVALID)
            y = r.bottom - wt.get_height() - 8 * s
            surface.blit(ic, (r.x + pad, y + (wt.get_height() - ic.get_height()) / 2))
            surface.blit(wt, (r.x + pad + ic.get_width() + 6 * s, y))
            return
        wt = text(Face.JOST, 15 * s, working, p.MUTED)
        surface.blit(wt, (r.x + pad, r.bottom - wt.get_height() - 8 * s))
        return
    msg = "Zieh über benachbarte Steine oder tippe sie an"
    t1 = text(Face.GARAMOND_ITALIC, 20 * s, msg, p.MUTED)
    surface.blit(t1, t1.get_rect(midleft=(r.x + pad, r.centery - 8 * s)))
    hint = "Buchstaben tippen · Eingabe · Tab: anderer Weg · Leertaste: mischen"
    if scene.game.rules.hints:
        hint += " · ?: Hinweis"
    t2 = text(Face.JOST, 13 * s, _fit(hint, Face.JOST, 13 * s, r.w - 2 * pad), p.FAINT)
    surface.blit(t2, t2.get_rect(midleft=(r.x + pad, r.centery + 16 * s)))


def _draw_over_bar(scene, surface: pygame.Surface, r: pygame.Rect, pad: float, big: float) -> None:
    """After the round: the word of the day revealed, or just that the round is over (no keyboard help)."""
    s = scene.layout.s
    p = pal(scene.night)
    g = scene.game
    if g.daily_word:
        cap = text(Face.JOST_SEMI, 13 * s, "DAS TAGESWORT", p.MUTED, tracking=1.5 * s)
        surface.blit(cap, (r.x + pad, r.y + 8 * s))
        word = text(Face.GARAMOND_SEMI, big * s, g.daily_word.replace("QU", "Qu"), p.GOLD, tracking=3.5 * s)
        surface.blit(word, (r.x + pad, r.y + 8 * s + cap.get_height()))
        sub = ("gefunden – +500!" if g.daily_counts else "gefunden (heute ohne +500)" if g.daily_found
               else "nicht gefunden – hier lag es")
        st = text(Face.GARAMOND_ITALIC, 18 * s, sub, p.TEXT)
        surface.blit(st, st.get_rect(midright=(r.right - pad, r.centery)))
        return
    t1 = text(Face.GARAMOND_ITALIC, 20 * s, "Die Runde ist vorbei", p.MUTED)
    surface.blit(t1, t1.get_rect(midleft=(r.x + pad, r.centery)))


# ---------------------------------------------------------------- board
def draw_board(scene, surface: pygame.Surface, on_page: bool = True) -> None:
    """Floor glow, ember light, the tile sprites, the ribbon, hint numbers and ember counters.

    ``on_page`` False: the surface's clip misses the page (a frame-damage pass elsewhere): only the popups.
    """
    if on_page:
        _draw_page(scene, surface)
    _draw_popups(scene, surface)
    # daily reveal: the word of the day's path on the start board
    if on_page and scene.game.over and scene.game.daily_path:
        _draw_daily_reveal(scene, surface)


def _draw_page(scene, surface: pygame.Surface) -> None:
    """Everything drawn clipped to the page: floor band, ember light, tiles, ribbon, hints."""
    L = scene.layout
    s = L.s
    g = scene.game
    night = scene.night
    size = L.tile
    pad = tile_pad(size)
    half = size / 2
    level, _ = g.ember_warning if g.embers_on else (0, None)
    page = L.page
    # red floor band behind the two lowest rows
    if level >= 2:
        top = L.centre(0, ROWS - 2)[1] - L.pitch * 0.5
        band = art.floor_band((page.w, int(page.bottom - top)))
        if scene.reduced:
            a = 90
        else:
            k = int(scene.t * 6)
            a = int(255 * (0.25 + 0.25 * ((k * 7919) % 97) / 96))
        band.set_alpha(a)
        surface.blit(band, (page.x, top))
    clip = surface.get_clip()
    surface.set_clip(page_clip(L).clip(clip))  # within the clip a damage pass drew the background in
    ember_ids = set()
    # ember light spills on the neighbours (drawn under the tiles)
    for spr in scene.sprites.values():
        if spr.tile.kind is TileKind.GLUT:
            ember_ids.add(spr.id)
            row = spr.cell[1]
            period = 1.6 if row < 5 else 0.9
            pulse = 0.75 + 0.25 * math.sin(scene.t / period * math.tau) if not scene.reduced else 1.0
            glow = ember_glow(size, row)
            glow.set_alpha(int(255 * pulse))
            surface.blit(glow, glow.get_rect(center=(spr.x, spr.y)))
    path = scene.state.path
    selected = set(path)
    hint_steps = _hint_steps(scene)
    typed_alt = set()
    if scene.state.typed_paths and len(scene.state.typed_paths) > 1:
        for pth in scene.state.typed_paths:
            typed_alt.update(pth)
    first_daily = daily_frame_tile(g)
    order = drawing_order(scene.sprites.values(), selected)
    baked = board_layers.baked_ids(scene)  # already in the still picture (board_layers)
    area = surface.get_clip()
    for spr in order:
        if spr.id in baked:
            continue
        look = TileLook.NORMAL
        lift = 0
        if spr.cell in selected:
            k = 1.0 if scene.reduced else min(1.0, (scene.t - scene.state.picked_at.get(spr.cell, -1.0)) / 0.07)
            look, lift = TileLook.SELECTED, 3 * s * k
        elif spr.cell in hint_steps:
            look = TileLook.HINT
        elif spr.cell in typed_alt:
            look = TileLook.TYPED
        if not area.colliderect(tile_reach(spr.x, spr.y - lift, size)) and spr.tile.kind is not TileKind.GLUT \
                and spr.id != first_daily:
            continue  # a frame-damage pass elsewhere (an ember's counter and the daily bookmark reach further)
        img = tile_image(spr.tile.token, spr.tile.kind, look, size, night)
        _blit_sprite(surface, img, spr, pad, half, lift, (spr.tile.token, spr.tile.kind, look, size, night))
        if spr.scale == 1.0:  # journey hall rules: bookmark, chain, map, dust, fuse, rare seal, the dark
            draw_tile_marks(surface, g, spr.tile, spr.cell, (spr.x, spr.y - lift), size, night)
        if spr.tile.kind is TileKind.GLUT and not spr.busy:
            row = spr.cell[1]
            if row >= 5:
                ring = warn_ring(size, row == ROWS - 1)
                surface.blit(ring, (spr.x - half - pad, spr.y - half - pad))
            left = g.ember_words_left(spr.id)
            if left is not None:
                col = (226, 52, 40) if left == 0 else (240, 150, 50)
                bsurf = _counter_badge(int(22 * s), left, col)
                surface.blit(bsurf, bsurf.get_rect(center=(spr.x + half - 2 * s, spr.y - half + 2 * s)))
        if first_daily is not None and spr.id == first_daily:
            # the word of the day's first letter: a red frame (readable from arm's length) and the bookmark
            frame = pygame.Rect(0, 0, int(size + 4 * s), int(size + 4 * s))
            frame.center = (int(spr.x), int(spr.y - 2 * s))
            pygame.draw.rect(surface, Buch.RIBBON, frame, max(2, int(3 * s)), border_radius=int(size * 0.18))
            mark = _daily_mark(int(22 * s))
            surface.blit(mark, mark.get_rect(midtop=(spr.x - half + 12 * s, spr.y - half - 2 * s)))
    for spr in scene.leaving:
        img = tile_image(spr.tile.token, spr.tile.kind, TileLook.NORMAL, size, night)
        m = spr.motion
        if m is not None and m.kind == "crumble":
            _draw_crumble(surface, scene, spr, img, pad, half)
        else:
            _blit_sprite(surface, img, spr, pad, half, 0, (spr.tile.token, spr.tile.kind, TileLook.NORMAL, size, night))
    # the red silk ribbon joins the selected centres
    if len(path) >= 2:
        pts = [(L.centre(*c)[0], L.centre(*c)[1] - 3 * s) for c in path]
        w = max(3, int(7.5 * s))
        pygame.draw.lines(surface, (90, 14, 18), False, [(x + 1, y + 2) for x, y in pts], w)
        pygame.draw.lines(surface, Buch.RIBBON, False, pts, w)
        for x, y in pts:
            pygame.draw.circle(surface, Buch.RIBBON, (x, y), w // 2 + 1)
        # letters stay readable above the ribbon
        for c in path:
            spr = _sprite_at(scene, c)
            if spr is not None:
                _redraw_letter(surface, spr, size, night, s)
    if scene.state.dragging and scene.state.pointer is not None and path:
        pygame.draw.circle(surface, (255, 255, 255), scene.state.pointer, int(20 * s), max(2, int(2 * s)))
    # hint: dashed green line and numbered badges
    if hint_steps:
        steps = sorted(hint_steps.items(), key=lambda kv: kv[1])
        pts = [L.centre(*c) for c, _ in steps]
        for a, b in zip(pts, pts[1:]):
            _dashed(surface, Buch.HINT, a, b, max(2, int(2.5 * s)), 8 * s)
        for (_cell, n), (x, y) in zip(steps, pts):
            badge = hint_badge(size, n)
            age = scene.t - scene.state.hint_at - (n - 1) * 0.25
            sc = min(1.0, max(0.0, age / 0.12))
            if sc <= 0:
                continue
            if sc < 1:
                badge = pygame.transform.smoothscale(badge, (max(1, int(badge.get_width() * (0.6 + 0.5 * sc))),) * 2)
            surface.blit(badge, badge.get_rect(center=(x - half + 2 * s, y - half + 2 * s)))
    surface.set_clip(clip)


def daily_frame_tile(g) -> int | None:
    """The tile of the word of the day's first letter while it wears its red frame and bookmark, else None."""
    if g.mode is BuchMode.TAGESRAETSEL and not g.over and not g.daily_found:
        return g.daily_hint_tile_id
    return None


def drawing_order(sprites, selected: set) -> list:
    """The tiles in the order they are drawn: resting ones top to bottom, then the moving ones (a falling tile
    passes in front of its neighbours), then the picked ones (lifted above all)."""
    return sorted(sprites, key=lambda sp: (sp.cell in selected, sp.motion is not None, sp.y, sp.x))


def _draw_popups(scene, surface: pygame.Surface) -> None:
    """The points rising from a laid word."""
    s = scene.layout.s
    clip = surface.get_clip()
    for x, y, label, at in scene.state.popups:
        k = (scene.t - at) / 0.9
        if not 0 <= k <= 1:
            continue
        rise = (0 if scene.reduced else 46 * s) * (1 - (1 - k) ** 2)
        shadow = text(Face.JOST_BOLD, 30 * s, label, (40, 20, 10))
        if not clip.colliderect(shadow.get_rect(center=(x, y - rise)).inflate(6, 6)):
            continue  # a damage pass elsewhere
        front = text(Face.JOST_BOLD, 30 * s, label, Buch.GOLD_LIGHT)
        alpha = int(255 * min(1.0, (1 - k) * 3))
        for surf_, off in ((shadow, 2), (front, 0)):
            surf_.set_alpha(alpha)
            surface.blit(surf_, surf_.get_rect(center=(x + off, y - rise + off)))
            surf_.set_alpha(255)


def _blit_sprite(surface, img, spr, pad, half, lift, key=None) -> None:
    if spr.scale != 1.0 or spr.alpha != 255:
        step = max(1, min(20, int(round(spr.scale * 20))))
        if step != 20 and key is not None:
            img = tile_scaled(*key, step)
        img.set_alpha(spr.alpha)
        surface.blit(img, img.get_rect(center=(spr.x, spr.y - lift)))
        img.set_alpha(255)
        return
    surface.blit(img, (spr.x - half - pad, spr.y - half - pad - lift))


def _sprite_at(scene, cell):
    for spr in scene.sprites.values():
        if spr.cell == cell:
            return spr
    return None


def _redraw_letter(surface, spr, size, night, s) -> None:
    letter_over_ribbon(surface, spr.tile.token, spr.tile.kind, (spr.x, spr.y - 3 * s), size, night)


def letter_over_ribbon(surface, token: str, kind: TileKind, tile_centre, size: int, night: bool) -> None:
    """Draw a tile's letter again on top of the ribbon (exactly where the tile has it), outlined so it stays readable."""
    from game.buch.tiles import display_token
    from game.render.buch_tiles import face_text_places

    tok = display_token(token)
    (px, (lx, ly)), _ = face_text_places(token, int(size), kind is TileKind.GOLD)
    centre = (tile_centre[0] - size / 2 + lx, tile_centre[1] - size / 2 + ly)
    p = pal(night)
    col = {TileKind.LEINEN: Buch.LEINEN_LETTER, TileKind.KRISTALL: Buch.CRYSTAL_LETTER,
           TileKind.GLUT: Buch.EMBER_LETTER}.get(kind, p.LETTER)
    halo = p.TILE_FACE if kind in (TileKind.NORMAL, TileKind.GOLD, TileKind.KRISTALL) else (42, 20, 12)
    r = max(1, round(size / 32))
    g = _haloed_letter(tok, int(round(px)), col, halo, r)
    surface.blit(g, g.get_rect(center=centre))


def _haloed_letter(tok: str, px: int, col, halo, r: int) -> pygame.Surface:
    """The tile letter with a thin outline in the face colour, so it reads on the red ribbon."""
    return _haloed(tok, px, tuple(col), tuple(halo), r)


@surface_cache(maxsize=512, max_bytes=8 * MB)
def _haloed(tok: str, px: int, col: tuple, halo: tuple, r: int) -> pygame.Surface:
    g = tile_letter(tok, px, col)
    h = tile_letter(tok, px, halo)
    surf = pygame.Surface((g.get_width() + 2 * r, g.get_height() + 2 * r), pygame.SRCALPHA)
    for dx in (-r, 0, r):
        for dy in (-r, 0, r):
            if dx or dy:
                surf.blit(h, (r + dx, r + dy))
    surf.blit(g, (r, r))
    return surf


def _hint_steps(scene) -> dict:
    if not scene.state.hint_path:
        return {}
    n = int((scene.t - scene.state.hint_at) / 0.25) + 1
    return {c: i + 1 for i, c in enumerate(scene.state.hint_path[:n])}


def _dashed(surface, color, a, b, width, dash) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    dist = math.hypot(dx, dy)
    if dist < 1:
        return
    n = int(dist // dash)
    for i in range(0, n, 2):
        t0, t1 = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(surface, color, (a[0] + dx * t0, a[1] + dy * t0), (a[0] + dx * t1, a[1] + dy * t1), width)


@surface_cache(maxsize=256, max_bytes=4 * MB)
def _counter_badge(d: int, n: int, color) -> pygame.Surface:
    from game.render.buch_draw import aa_circle

    surf = pygame.Surface((d + 4, d + 4), pygame.SRCALPHA)
    aa_circle(surf, (30, 12, 6), ((d + 4) / 2, (d + 4) / 2), d / 2 + 1.5)
    aa_circle(surf, color, ((d + 4) / 2, (d + 4) / 2), d / 2 - 0.5)
    g = font(Face.JOST_SEMI, int(d * 0.66)).render(str(n), True, (255, 255, 255))
    surf.blit(g, g.get_rect(center=((d + 4) / 2, (d + 4) / 2)))
    return surf


@surface_cache(maxsize=16, max_bytes=1 * MB)
def _daily_mark(d: int) -> pygame.Surface:
    surf = pygame.Surface((d, int(d * 1.3)), pygame.SRCALPHA)
    art.draw_icon(surf, "bookmark", (d / 2, d * 0.65), d * 1.2, Buch.RIBBON)
    return surf


def _draw_crumble(surface, scene, spr, img, pad, half) -> None:
    ph = spr.crumble_phase(scene.t)
    x0, y0 = spr.x - half - pad, spr.y - half - pad
    if ph <= 0:
        surface.blit(img, (x0, y0))
        dark = pygame.Surface((int(half * 2), int(half * 2)), pygame.SRCALPHA)
        dark.fill((20, 6, 2, int(200 * spr.darken)))
        surface.blit(dark, (spr.x - half, spr.y - half))
        return
    w, h = img.get_size()
    for qx, qy in ((0, 0), (1, 0), (0, 1), (1, 1)):
        piece = img.subsurface((qx * w // 2, qy * h // 2, w // 2, h // 2)).copy()
        piece.fill((60, 30, 20, 0), special_flags=pygame.BLEND_RGBA_SUB)
        piece.set_alpha(spr.alpha)
        dx = (qx - 0.5) * 30 * ph
        dy = (qy * 0.5 + 0.5) * 60 * ph * ph + (qy - 0.5) * 10 * ph
        rot = pygame.transform.rotate(piece, (qx - 0.5) * 80 * ph)
        surface.blit(rot, rot.get_rect(center=(x0 + (qx + 0.5) * w / 2 + dx, y0 + (qy + 0.5) * h / 2 + dy)))


def _draw_daily_reveal(scene, surface) -> None:
    L = scene.layout
    s = L.s
    g = scene.game
    pts = [L.centre(*c) for c in g.daily_path]
    overlay = pygame.Surface(L.page.size, pygame.SRCALPHA)
    overlay.fill((20, 14, 8, 150))
    surface.blit(overlay, L.page.topleft)
    from game.buch.daily import tokenize

    tokens = tokenize(g.daily_word or "") or []
    size = L.tile
    pad = tile_pad(size)
    for (x, y), tok in zip(pts, tokens):
        img = tile_image(tok, TileKind.GOLD, TileLook.NORMAL, size, scene.night)
        surface.blit(img, (x - size / 2 - pad, y - size / 2 - pad))
    for (a, b) in zip(pts, pts[1:]):
        pygame.draw.line(surface, Buch.RIBBON, a, b, max(3, int(6 * s)))
    for i, (x, y) in enumerate(pts):
        badge = hint_badge(size, i + 1)
        surface.blit(badge, badge.get_rect(center=(x - size / 2 + 2 * s, y - size / 2 + 2 * s)))
    # the word itself is named in the word bar: a caption on the page would cover its path


# ---------------------------------------------------------------- protocol
def draw_protocol(scene, surface: pygame.Surface) -> None:
    """The Wortprotokoll card: newest entry on top, the newest slides in."""
    L = scene.layout
    key = (id(scene.game), L.size, scene.night)
    card = _PROTO.get(id(scene))
    if card is None or card[0] != key:
        card = (key, ProtocolCard(L.protocol.w, int(L.protocol.bottom - proto_top(L) - 10 * L.s), L.s, scene.night))
        _PROTO[id(scene)] = card
        if len(_PROTO) > 8:
            for k in list(_PROTO)[:-4]:
                _PROTO.pop(k, None)
    content = card[1]
    shown, off = protocol_frame(scene)
    if content.count != shown:
        content.update(scene.game.log[:shown])
    if not shown:
        msg = text(Face.GARAMOND_ITALIC, 16 * L.s, "Noch kein Wort – jedes landet hier.", (120, 104, 84))
        surface.blit(msg, (L.protocol.x + 22 * L.s, proto_top(L) + 6 * L.s))
        return
    full = protocol_area(L)
    area = full.clip(surface.get_clip())
    dx, dy = L.protocol.x, full.y + off
    # only the inked pieces of the (mostly clear) rows are blended: the same pixels, a fraction of the work
    for strip, r, y in content.pieces():
        dst = r.move(dx, dy + y).clip(area)
        if dst.w > 0 and dst.h > 0:
            surface.blit(strip, dst.topleft, dst.move(-dx, -dy - y))


def protocol_frame(scene) -> tuple[int, int]:
    """The log entries the card shows this frame and how far it is still sliding (pixels above its place).

    For 20 ms after a word (its own frame at 60 frames a second) the card shows what it showed before, where it
    was (the new rows are drawn in the next frame, spreading the work); then the new entry slides in from above
    for 0.22 s.
    """
    st = scene.state
    shown, at = len(scene.game.log), st.log_at
    if 0 <= scene.t - at < 0.02 and st.log_before[0]:
        shown, at = st.log_before
    k = (scene.t - at) / 0.22
    off = int((1 - k) * -22 * scene.layout.s) if 0 <= k < 1 and not scene.reduced else 0
    return shown, off


def protocol_area(L) -> pygame.Rect:
    """Where the protocol's entries show (they slide in from above its top)."""
    return pygame.Rect(L.protocol.x, int(proto_top(L)), L.protocol.w, int(L.protocol.bottom - proto_top(L) - 6 * L.s))


def _fit(msg: str, face: Face, size: float, width: float) -> str:
    return text_module.ellipsize(msg, face, int(round(size)), width)


def draw_history_bar(scene, surface: pygame.Surface) -> None:
    """Portrait "Verlauf" bar: opens the full history."""
    L = scene.layout
    s = L.s
    p = pal(scene.night)
    r = L.history_bar
    surface.blit(art.icon_surface("menu", int(18 * s), p.TEXT), (r.x + 16 * s, r.centery - 9 * s))
    t = text(Face.JOST_SEMI, 16 * s, "Verlauf", p.TEXT)
    surface.blit(t, t.get_rect(midleft=(r.x + 44 * s, r.centery)))
    g = scene.game
    info = text(Face.JOST, 13.5 * s, f"{count(g.word_count, 'Wort')} · {_num(g.score)} {plural(g.score, 'Punkt')}", p.MUTED)
    surface.blit(info, info.get_rect(midright=(r.right - 40 * s, r.centery)))
    pygame.draw.lines(surface, p.MUTED, False, [(r.right - 28 * s, r.centery + 3 * s), (r.right - 22 * s, r.centery - 3 * s),
                                                 (r.right - 16 * s, r.centery + 3 * s)], 2)


_BANNER_TITLES = {"time": "Zeit um!", "fire": "Das Regal brennt!", "words_used": "Alle 20 Wörter gelegt",
                  "moves_used": "Keine Züge mehr", "goals_met": "Level geschafft!", "quit": "Runde gewertet"}


def _banner_texts(scene) -> tuple[pygame.Surface, pygame.Surface, float]:
    s = scene.layout.s
    g = scene.game
    reason = g.end_reason.value if g.end_reason else ""
    t = text(Face.TITLE, 48 * s, _BANNER_TITLES.get(reason, "Runde vorbei"), (255, 240, 210))
    sub = text(Face.JOST, 14 * s, "Tippen zeigt das Ergebnis", (230, 214, 184))
    star_h = 40 * s if g.stars else 0  # a won journey level shows its stars
    return t, sub, star_h


def banner_box(scene) -> pygame.Rect:
    """Where the end banner sits (on the folio, out of the way of the daily word's path)."""
    L = scene.layout
    s = L.s
    g = scene.game
    t, sub, star_h = _banner_texts(scene)
    # the tap line sits inside the banner: below it, over the tiles, it could not be read
    box = pygame.Rect(0, 0, int(max(t.get_width(), sub.get_width()) + 60 * s),
                      int(t.get_height() + star_h + sub.get_height() + 30 * s))
    box.center = L.folio.center
    if g.daily_path:
        # out of the way of the revealed path: at the foot of the page, or at its head when the word lies low
        low = sum(r for _, r in g.daily_path) / len(g.daily_path) >= ROWS / 2
        box.center = (L.folio.centerx, L.folio.top + box.h if low else L.folio.bottom - box.h)
    return box


def draw_end_banner(scene, surface: pygame.Surface) -> None:
    """Short banner when the round is over (before the results screen)."""
    L = scene.layout
    s = L.s
    g = scene.game
    t, sub, star_h = _banner_texts(scene)
    box = banner_box(scene)
    if g.end_reason is not None and g.end_reason.value == "fire":
        glow = radial_glow(int(L.folio.w * 0.6), (255, 90, 30), 140)
        surface.blit(glow, glow.get_rect(center=L.folio.midbottom))
    surface.blit(aa_round_rect(box.size, (30, 20, 14), 16 * s, border=2, border_color=Buch.GOLD_MID), box)
    y = box.y + 12 * s
    surface.blit(t, t.get_rect(midtop=(box.centerx, y)))
    y += t.get_height()
    for i, c in enumerate(banner_star_centres(box.centerx, y + star_h / 2, s) if g.stars else ()):
        art.star(surface, c, 16 * s, Buch.GOLD_MID if i < g.stars else (120, 104, 84), outline=(90, 60, 20))
    y += star_h
    surface.blit(sub, sub.get_rect(midtop=(box.centerx, y + 2 * s)))


def banner_star_centres(cx: float, cy: float, s: float) -> list[tuple[float, float]]:
    """Where the end banner's three stars sit."""
    return [(cx + (i - 1) * 42 * s, cy) for i in range(3)]
