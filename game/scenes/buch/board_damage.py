"""Frame damage of the Speedbuch board: the parts of the screen and how each looks this frame.

``board_parts`` describes the screen as ``{name: (rectangle, look)}`` from the scene's state alone (never from
what ``update`` did), so state set directly by tests, screenshots or the monkey is caught as well; the board's
``damage`` compares it with the last drawn frame (``game.render.buch_damage.Parts``). Whole frames while the
round is over (banner, the word of the day) and while the theme fades.
"""
from __future__ import annotations

import math
import weakref

import pygame

from game.buch.geometry import ROWS
from game.buch.rules import BuchMode
from game.buch.tiles import TileKind
from game.render import buch_art as art
from game.render.buch_marks import is_rare
from game.render.buch_tiles import TileLook, hint_badge, tile_pad, tile_reach, tile_side
from game.render.fonts import Face
from game.scenes.buch import board_view as view


def board_parts(scene) -> dict | None:
    """Every part of the board screen with its rectangle and look; None when the frame must be drawn whole."""
    L = scene.layout
    g = scene.game
    st = scene.state
    if L is None or g.over:
        return None
    if st.fade_from is not None and scene.t - st.fade_at < 0.4 + 0.05:
        return None  # the theme cross-fades over the whole window (and one frame after it)
    s = L.s
    night = scene.night
    parts: dict = {}
    goals = tuple((gs.text, gs.progress_text, gs.done, gs.value) for gs in g.goals[:2])
    figures = (night, g.score, g.stage, g.words_in_stage, g.word_count, g.moves_left, goals)
    figures_region = _figures_region(scene, figures)
    if figures_region is None:  # portrait: the score sits at the bar's right end
        parts["top"] = (view.top_region(L), figures)
    else:  # a laid word changes only the figures (and goals) in the middle of the bar
        parts["top"] = (view.top_region(L), night)
        parts["figures"] = (figures_region, figures)
    if scene.mode is BuchMode.DREI_MINUTEN:
        parts["timer"] = _timer(scene)
    if L.portrait:
        parts["status"] = (view.status_region(L), (night, g.stage, g.words_in_stage, g.word_count, g.hints_left,
                                                   g.shuffles_left, g.daily_found, g.moves_left, goals))
        parts["history"] = (L.history_bar.inflate(int(8 * s), int(8 * s)), (night, g.word_count, g.score))
    img, (bx, by) = view.bruno_place(scene)
    parts["bruno"] = (img.get_rect(topleft=(int(bx), int(by))).inflate(2, 2), (night, scene.state.mood, scene.t < scene.state.blink_until, int(bx), int(by)))
    cu, full_h, base, step = view.candle_place(scene)
    wax_h = art.candle_wax_height(full_h, scene.state.wax if g.embers_on else 1.0)
    parts["candle"] = (view.candle_region(L), (night, g.embers_on, wax_h, g.spark_capacity, g.sparks))
    parts["flame"] = (art.flame_rect(base, cu, wax_h), step)  # flickers every frame: only the flame
    parts["bubble"] = _bubble(scene)
    parts["word"] = (view.word_bar_region(L), view.word_bar_look(scene))
    parts["word_points"] = view.word_points(scene)  # a scored word's points count up: only they change
    if not L.portrait:
        parts["caption"] = (pygame.Rect(L.caption.x - int(40 * s), L.caption.y - int(8 * s), L.caption.w + int(80 * s),
                                        L.caption.h + int(16 * s)), (night, view.caption_text(scene)))
    parts["protocol"] = _protocol(scene)
    for i, b in enumerate(scene.buttons):
        parts[("button", i)] = (b.reach(), b.appearance() if b.visible else None)
    _page(scene, parts)
    return parts


#: per board scene: the layout, game and figures its top bar's figures region was last worked out for, and the region
_FIGURES: "weakref.WeakKeyDictionary[object, tuple[tuple, pygame.Rect | None]]" = weakref.WeakKeyDictionary()


def _figures_region(scene, figures: tuple) -> pygame.Rect | None:
    """``view.top_figures_region``, worked out again only when the figures, the game or the layout change."""
    key = (scene.layout, scene.game, figures)
    known = _FIGURES.get(scene)
    if known is None or known[0] != key:
        known = _FIGURES[scene] = (key, view.top_figures_region(scene))
    region = known[1]
    return None if region is None else region.copy()  # (Parts keeps the rectangles it is handed)


def _timer(scene) -> tuple:
    """The 3-minute ring: the arc shrinks every frame, the last 30 seconds pulse."""
    L = scene.layout
    s = L.s
    g = scene.game
    tb = L.top_bar
    left = g.time_left(scene.clock) or 0.0
    frac = max(0.0, min(1.0, left / (g.rules.clock or 180.0)))
    pulse = 0.5 + 0.5 * math.sin(scene.t * math.tau) if left <= 30 else 0
    width = max(3, int((4 + pulse * 2) * s))
    r = int(26 * s) if not L.portrait else int(24 * s)
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    if L.portrait:  # beside the score: the whole right end of the bar
        rect = pygame.Rect(tb.centerx, tb.y - int(8 * s), tb.right - tb.centerx, tb.h + int(16 * s))
    else:
        rect.center = (int(L.word_bar.right - 28 * s), tb.centery)
        rect.inflate_ip(int(16 * s) + 8, int(16 * s) + 8)
    return rect, (frac, width, math.ceil(left), left <= 10, left <= 30, scene.night)


def _bubble(scene) -> tuple:
    """Bruno's speech bubble: its words and how far it has popped up."""
    L = scene.layout
    st = scene.state
    r = L.bubble
    rect = view.bubble_region(L)
    if not st.bubble:
        return rect, None
    pop = view.bubble_pop(scene)
    moving = pop < 1 and not scene.reduced
    return rect, (scene.night, st.bubble, st.bubble_warn, int(255 * pop) if moving else 255,
                  r.y + (1 - pop) * 6 * L.s if moving else r.y)


def _protocol(scene) -> tuple:
    """The Wortprotokoll: a new entry slides in (its card is drawn a frame after the word)."""
    shown, off = view.protocol_frame(scene)
    area = view.protocol_area(scene.layout).inflate(4, 4)
    return area, (scene.night, id(scene.game), shown, off)


def _page(scene, parts: dict) -> None:
    """The tiles (each its own part), ember light, the floor band, the ribbon, hints, pointer and popups.

    All but the popups are drawn clipped to the page: their rectangles are clipped the same way.
    """
    page: dict = {}
    _page_parts(scene, page)
    clip = view.page_clip(scene.layout)
    for key, (rect, look) in page.items():
        parts[key] = (rect if key[0] == "popup" else rect.clip(clip), look)


def _page_parts(scene, parts: dict) -> None:
    """The page's parts, not yet clipped."""
    L = scene.layout
    g = scene.game
    st = scene.state
    s = L.s
    size = L.tile
    pad = tile_pad(size)
    half = size / 2
    side = tile_side(size)
    m = int(14 * s) + side + 4  # ember counter, daily bookmark and frame reach beyond the tile picture
    w = size + 2 * pad + 2 * m
    h = size + 2 * pad + side + 2 * m
    level = g.ember_warning[0] if g.embers_on else 0
    if level >= 2:
        top = L.centre(0, ROWS - 2)[1] - L.pitch * 0.5
        if scene.reduced:
            a = 90
        else:
            a = int(255 * (0.25 + 0.25 * ((int(scene.t * 6) * 7919) % 97) / 96))
        parts[("band",)] = (pygame.Rect(L.page.x, int(top) - 1, L.page.w, int(L.page.bottom - top) + 2), a)
    else:
        parts[("band",)] = (pygame.Rect(L.page.x, L.page.y, 1, 1), None)
    selected = set(st.path)
    hints = view._hint_steps(scene)  # noqa: SLF001 - the same steps the view draws
    typed: set = set()
    if st.typed_paths and len(st.typed_paths) > 1:
        for pth in st.typed_paths:
            typed.update(pth)
    first_daily = view.daily_frame_tile(g)
    marks = g.marks
    rare_goal = g.level is not None and g.level.rare_goal
    dark_rows = bool(g.dark_rows)
    glow_r = max(2, int(size * 1.25))
    night = scene.night
    t = scene.t
    reduced = scene.reduced
    special = selected or hints or typed  # most frames: no tile is picked, hinted or typed
    glut = TileKind.GLUT
    dx, dy = half + pad + m, half + pad + m
    for spr in scene.sprites.values():
        x, y = spr.x, spr.y
        tile = spr.tile
        look = TileLook.NORMAL
        lift = 0.0
        if special:
            cell = spr.cell
            if cell in selected:
                k = 1.0 if reduced else min(1.0, (t - st.picked_at.get(cell, -1.0)) / 0.07)
                look, lift = TileLook.SELECTED, 3 * s * k
            elif cell in hints:
                look = TileLook.HINT
            elif cell in typed:
                look = TileLook.TYPED
        extra = None
        # the ember counter and the word of the day's frame and bookmark reach beyond the tile picture (the hall
        # marks are drawn on a canvas of the picture's size, see ``draw_tile_marks``)
        wide = tile.kind is glut or spr.id == first_daily
        if tile.kind is glut:
            row = spr.cell[1]
            period = 1.6 if row < 5 else 0.9
            pulse = 0.75 + 0.25 * math.sin(t / period * math.tau) if not reduced else 1.0
            glow = pygame.Rect(0, 0, 2 * glow_r + 4, 2 * glow_r + 4)
            glow.center = (int(x), int(y))
            parts[("glow", spr.id)] = (glow, (row, int(255 * pulse), x, y))
            extra = (row, spr.busy, g.ember_words_left(spr.id))
        if marks or dark_rows or rare_goal or first_daily is not None:  # journey hall rules, the daily bookmark
            mark = marks.get(tile.id) if marks else None
            extra = (extra, (mark.kind, mark.count) if mark is not None else None, dark_rows and g.is_dark(spr.cell),
                     rare_goal and is_rare(tile.token), spr.id == first_daily)
        moving = spr.motion is not None  # moving tiles are drawn after the resting ones (``drawing_order``)
        look_key = (tile.token, tile.kind, look, x, y, lift, spr.scale, spr.alpha, night, extra, moving)
        rect = pygame.Rect(int(x - dx), int(y - dy - lift), w, h) if wide else tile_reach(x, y - lift, size)
        parts[("tile", spr.id)] = (rect, look_key)
    for spr in scene.leaving:  # only the tile picture, shrinking and fading (or crumbling)
        rect = tile_reach(spr.x, spr.y, size)
        m_ = spr.motion
        crumble = m_ is not None and m_.kind == "crumble"
        if crumble:  # the four pieces turn, fly apart and fall (fixed pixel distances, see _draw_crumble)
            rect = pygame.Rect(int(spr.x - half - pad) - m, int(spr.y - half - pad) - m, w, h).inflate(100, 0)
            rect.h += 120
        parts[("leaving", spr.id)] = (rect, (spr.tile.token, spr.tile.kind, spr.x, spr.y, spr.scale, spr.alpha, spr.darken,
                                             spr.crumble_phase(scene.t) if crumble else None, night))
    path = st.path
    reach = L.pitch + m
    if len(path) >= 2:
        pts = [L.centre(*c) for c in path]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        parts[("ribbon",)] = (pygame.Rect(int(min(xs) - reach), int(min(ys) - reach), int(max(xs) - min(xs) + 2 * reach),
                                       int(max(ys) - min(ys) + 2 * reach)), tuple(path))
    else:
        parts[("ribbon",)] = (pygame.Rect(L.page.x, L.page.y, 1, 1), None)
    pointer = st.pointer if st.dragging and st.pointer is not None and path else None
    if pointer is not None:
        r = int(20 * s) + int(2 * s) + 4
        parts[("pointer",)] = (pygame.Rect(int(pointer[0]) - r, int(pointer[1]) - r, 2 * r, 2 * r), tuple(pointer))
    else:
        parts[("pointer",)] = (pygame.Rect(L.page.x, L.page.y, 1, 1), None)
    if hints:
        d = hint_badge(size, 1).get_width()
        pts = [L.centre(*c) for c in hints]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        grow = reach + d
        sizes = []
        for n in sorted(hints.values()):
            sc = min(1.0, max(0.0, (scene.t - st.hint_at - (n - 1) * 0.25) / 0.12))
            sizes.append(0 if sc <= 0 else -1 if sc >= 1 else max(1, int(d * (0.6 + 0.5 * sc))))
        parts[("hint",)] = (pygame.Rect(int(min(xs) - grow), int(min(ys) - grow), int(max(xs) - min(xs) + 2 * grow),
                                     int(max(ys) - min(ys) + 2 * grow)), (tuple(sorted(hints.items())), tuple(sizes)))
    for x, y, label, at in st.popups:
        k = (scene.t - at) / 0.9
        shown = None
        if 0 <= k <= 1:
            rise = (0 if scene.reduced else 46 * s) * (1 - (1 - k) ** 2)
            shown = (rise, int(255 * min(1.0, (1 - k) * 3)))
        if shown is None:
            parts[("popup", x, y, label, at)] = (pygame.Rect(int(x), int(y), 1, 1), None)
            continue
        front = view.text(Face.JOST_BOLD, 30 * s, label, (40, 20, 10))  # the shadow the view draws
        rect = pygame.Rect(0, 0, front.get_width() + 8, front.get_height() + 8)
        rect.center = (int(x) + 1, int(y - shown[0]) + 1)
        parts[("popup", x, y, label, at)] = (rect, shown)
