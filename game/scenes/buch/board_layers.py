"""The Speedbuch board's still picture, cached: the static layer plus the tiles lying still on the page.

Each frame the tiles that rest (no motion, full size, plain look, no hall-rule mark, no ember, not on the
word's path or a hint) and that nothing drawn before them touches (the panels, the floor band, an ember's
glow, a tile drawn before them) are baked into one window-sized layer (``game.render.layer_cache``); only
the changes are composed again. Moving tiles are drawn after the resting ones (``board_view.drawing_order``),
so a cascade leaves the picture still and costs no composing while the tiles fall. ``draw_board`` skips the baked tiles, so
every pixel is the one a full redraw gives. The buttons that nothing drawn before them touches (the bars,
Bruno, the page, the rising points) are baked on top of the tiles the same way; ``draw`` skips them.
"""
from __future__ import annotations

import weakref
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.buch.tiles import TileKind
from game.render import layer_cache
from game.render.buch_marks import is_rare
from game.render.buch_tiles import TileLook, ember_glow, tile_image, tile_pad

#: tests switch the baking off to compare with a full redraw (``unbaked``)
BAKE = True


@contextmanager
def unbaked() -> Iterator[None]:
    """Within the block every tile and button is drawn one by one (the cached picture is kept for later frames)."""
    global BAKE
    before, BAKE = BAKE, False
    try:
        yield
    finally:
        BAKE = before

_LAYERS: "weakref.WeakKeyDictionary[object, BoardLayers]" = weakref.WeakKeyDictionary()


class BoardLayers:
    """The layer of one board scene and the tile parts (clipped to the page) of the last frame."""

    def __init__(self) -> None:
        self.layer = layer_cache.Layer("buch.board")
        self.baked: frozenset[int] = frozenset()
        self.baked_buttons: frozenset[int] = frozenset()  # ids of the buttons in the picture
        self._buttons_key: tuple = ()  # the baked buttons and their looks
        self._parts: dict[tuple, layer_cache.Part] = {}
        self._static: pygame.Surface | None = None  # the static layer under the last composed picture
        self._frame: tuple | None = None  # (app frame, clock, static layer) of the last composed picture
        self._images: dict = {}  # id(tile) -> (tile, plain tile image), see _images_for
        self._images_key: tuple | None = None
        self._inputs: tuple | None = None  # what the last composed picture was made from (see _inputs)

    def kept(self, scene, static: pygame.Surface) -> pygame.Surface | None:
        """The last composed picture when it lies on ``static`` with the same buttons (else None: compose it)."""
        surf = self.layer.surface
        if surf is None or self._static is not static or surf.get_size() != static.get_size():
            return None
        if _buttons_key(_still_buttons(scene)) != self._buttons_key:
            return None
        return surf

    def still(self, scene, static: pygame.Surface) -> pygame.Surface:
        """The static layer with the resting tiles on it; remembers which sprites are baked."""
        buttons = _still_buttons(scene)
        inputs = _inputs(scene, static, buttons)
        surf = self.layer.surface
        if surf is not None and inputs == self._inputs:  # (a cascade: only moving tiles changed, drawn on top)
            self._frame = _frame_key(scene, static)
            self.layer.touch()
            return surf
        L = scene.layout
        size = L.tile
        pad = tile_pad(size)
        half = size / 2
        page = L.page
        clip = pygame.Rect(page.x - pad, page.y + 2, page.w + 2 * pad, page.h + 2 * pad)  # as draw_board clips
        parts: list[layer_cache.Part] = [(static, (0, 0))]
        baked: set[int] = set()
        used: dict[tuple, layer_cache.Part] = {}
        where = tuple(clip)
        images = self._images_for(size, scene.night)
        for spr in _resting(scene, size, pad, half):
            tile = spr.tile
            known = images.get(id(tile))
            if known is not None and known[0] is tile:
                img = known[1]
            else:
                img = tile_image(tile.token, tile.kind, TileLook.NORMAL, size, scene.night)
                images[id(tile)] = (tile, img)  # (the tile held: its id stays its own)
            pos = (spr.x - half - pad, spr.y - half - pad)
            key = (id(img), pos[0], pos[1], where)  # exact: a tile settling within a pixel changes its order
            part = self._parts.get(key)
            if part is None:
                area = img.get_rect(topleft=(int(pos[0]), int(pos[1]))).clip(clip)
                if area.width <= 0 or area.height <= 0:
                    baked.add(spr.id)  # wholly outside the page: drawn nowhere
                    continue
                part = (img.subsurface(area.move(-int(pos[0]), -int(pos[1]))), area.topleft)
            used[key] = part
            parts.append(part)
            baked.add(spr.id)
        for b in buttons:  # drawn after the tiles, as draw() does
            parts.extend(b.pieces())
        self._parts = used
        self.baked = frozenset(baked)
        self.baked_buttons = frozenset(id(b) for b in buttons)
        self._buttons_key = inputs[-1]  # (the baked buttons and their looks)
        self._static = static
        self._frame = _frame_key(scene, static)
        self._inputs = inputs
        return self.layer.compose(static.get_size(), parts)

    def _images_for(self, size: int, night: bool) -> dict:
        """id(tile) -> (tile, its plain image) at ``size`` and theme (kept while they stay the same)."""
        if self._images_key != (size, night) or len(self._images) > 512:
            self._images_key = (size, night)
            self._images = {}
        return self._images

    def same_frame(self, scene, static: pygame.Surface) -> pygame.Surface | None:
        """The picture composed earlier in this frame (a frame-damage pass after the first), else None."""
        surf = self.layer.surface
        if surf is None or self._frame != _frame_key(scene, static):
            return None
        return surf

    def release(self) -> None:
        """Free the window-sized layer."""
        self.layer.release()
        self._static = None
        self._frame = None
        self._inputs = None
        self._parts = {}
        self.baked = frozenset()
        self.baked_buttons = frozenset()
        self._buttons_key = ()


def _inputs(scene, static: pygame.Surface, buttons: list) -> tuple:
    """Everything the still picture is made of (``_resting`` and the baked buttons): equal between two frames
    exactly when composing again would give the same picture and the same baked sets."""
    from game.scenes.buch.board_view import _hint_steps, daily_frame_tile

    g = scene.game
    st = scene.state
    glut = TileKind.GLUT
    # a moving tile is drawn after the resting ones and touches none of them: only that it moves counts (an
    # ember's light, drawn under the tiles, counts where it is)
    sprites = tuple((spr.id, spr.tile, spr.cell, spr.x, spr.y, spr.scale, spr.alpha)
                    if spr.motion is None or spr.tile.kind is glut else spr.id for spr in scene.sprites.values())
    daily = daily_frame_tile(g)
    embers = g.ember_warning[0] if g.embers_on else 0
    return (id(static), id(scene.layout), id(g), scene.night, tuple(st.path), tuple(_hint_steps(scene).items()),
            tuple(tuple(p) for p in st.typed_paths), daily, embers, tuple(g.marks.items()) if g.marks else (),
            g.dark_rows, sprites, _buttons_key(buttons))


def _frame_key(scene, static: pygame.Surface) -> tuple:
    """What identifies one drawn frame: the app's frame number, the scene's clock and the static layer."""
    return scene.app.frame, scene.t, id(static)


def layers_of(scene) -> BoardLayers:
    """The cached layers of ``scene`` (made on first use, dropped with the scene)."""
    layers = _LAYERS.get(scene)
    if layers is None:
        layers = _LAYERS[scene] = BoardLayers()
    return layers


def still_picture(scene, static: pygame.Surface, on_page: bool = True) -> pygame.Surface:
    """What ``draw`` blits first: the static layer, with the resting tiles baked in when baking is on.

    ``on_page`` False (a frame-damage pass that misses the page): last composed layer as it is, when it has
    this static layer under it; its tiles lie only on the page, which this pass does not draw.
    """
    layers = layers_of(scene)
    if not BAKE:  # (the cached picture stays as it is for the next baked frame)
        return static
    again = layers.same_frame(scene, static)
    if again is not None:  # drawing never changes state: every pass of a frame gets the same picture
        return again
    if not on_page:
        kept = layers.kept(scene, static)
        if kept is not None:
            return kept
    return layers.still(scene, static)


def baked_ids(scene) -> frozenset[int]:
    """Ids of the sprites already in this frame's still picture (``draw_board`` skips them)."""
    layers = _LAYERS.get(scene)
    return layers.baked if layers is not None and BAKE else frozenset()


def baked_button_ids(scene) -> frozenset[int]:
    """Ids of the buttons already in this frame's still picture (``draw`` skips them)."""
    layers = _LAYERS.get(scene)
    return layers.baked_buttons if layers is not None and BAKE else frozenset()


def _still_buttons(scene) -> list:
    """The buttons to bake: drawn by ``draw``'s button loop and touched by nothing drawn before them."""
    from game.render.buch_draw import text
    from game.render.fonts import Face
    from game.scenes.buch import board_view as view
    from game.scenes.buch.board_state import BoardCommand

    L = scene.layout
    if scene.game.over:
        return []  # the word of the day and the banner
    s = L.s
    blockers = [view.top_region(L), view.bruno_region(L), view.word_bar_region(L), view.page_clip(L)]
    if L.portrait:
        blockers.append(view.status_region(L))
    for x, y, label, at in scene.state.popups:  # the rising points (drawn with the page, before the buttons)
        k = (scene.t - at) / 0.9
        if 0 <= k <= 1:
            rise = (0 if scene.reduced else 46 * s) * (1 - (1 - k) ** 2)
            shown = text(Face.JOST_BOLD, 30 * s, label, (40, 20, 10))
            blockers.append(shown.get_rect(center=(int(x), int(y - rise))).inflate(12, 12))
    return [b for b in scene.buttons
            if b.command is not BoardCommand.HISTORY and b.reach().collidelist(blockers) < 0]


def _buttons_key(buttons: list) -> tuple:
    return tuple((id(b), b.appearance()) for b in buttons)


def release(scene) -> None:
    """The board leaves: free its layer."""
    layers = _LAYERS.pop(scene, None)
    if layers is not None:
        layers.release()


def _plain(game, spr) -> bool:
    """True when the tile draws no hall-rule mark (see ``draw_tile_marks``) and is an ordinary resting tile."""
    if spr.tile.kind is TileKind.GLUT or spr.scale != 1.0 or spr.alpha != 255:
        return False
    if spr.motion is not None:  # drawn after the resting tiles (``drawing_order``): the picture keeps still
        return False
    if game.marks and game.marks.get(spr.tile.id) is not None:
        return False
    if game.dark_rows and game.is_dark(spr.cell):
        return False
    return not (game.level is not None and game.level.rare_goal and is_rare(spr.tile.token))


def _resting(scene, size: int, pad: int, half: float) -> list:
    """The sprites to bake, in drawing order: plain, resting, and touched by nothing drawn before them."""
    from game.buch.geometry import ROWS
    from game.scenes.buch.board_view import _hint_steps, daily_frame_tile, drawing_order

    L = scene.layout
    g = scene.game
    st = scene.state
    s = L.s
    # what draw() puts on the screen before the tiles: the bars, Bruno (bobbing, hopping) with his bubble, the candle
    page = pygame.Rect(L.page.x - pad, L.page.y + 2, L.page.w + 2 * pad, L.page.h + 2 * pad)  # as draw_board clips
    blockers = [pygame.Rect(r).inflate(int(16 * s), int(8 * s)) for r in (L.top_bar, L.word_bar, L.status)]
    blockers += [pygame.Rect(r).inflate(int(60 * s), int(60 * s)) for r in (L.bruno, L.bubble)]
    c = L.candle
    glow = int(int((28 if not L.portrait else 18) * s) * 2.2) + 4  # the flame's glow reaches beyond the candle
    blockers.append(pygame.Rect(c.centerx - glow, c.y - glow, 2 * glow, c.h + 2 * glow).union(c.inflate(int(40 * s), 0)))
    level, _ = g.ember_warning if g.embers_on else (0, None)
    if level >= 2:
        top = L.centre(0, ROWS - 2)[1] - L.pitch * 0.5
        blockers.append(pygame.Rect(L.page.x, top, L.page.w, L.page.bottom - top + 1))
    for spr in scene.sprites.values():
        if spr.tile.kind is TileKind.GLUT:
            blockers.append(ember_glow(size, spr.cell[1]).get_rect(center=(spr.x, spr.y)).inflate(2, 2))
    selected = set(st.path)
    hints = _hint_steps(scene)
    typed: set = set()
    if st.typed_paths and len(st.typed_paths) > 1:
        for pth in st.typed_paths:
            typed.update(pth)
    first_daily = daily_frame_tile(g)
    out = []
    for spr in drawing_order(scene.sprites.values(), selected):
        reach = pygame.Rect(int(spr.x - half - pad) - 2, int(spr.y - half - pad) - 2, int(size + 2 * pad) + 4,
                            int(size + 2 * pad) + 4).clip(page)  # tiles are drawn clipped to the page
        ok = (spr.cell not in selected and spr.cell not in hints and spr.cell not in typed and spr.id != first_daily
              and _plain(g, spr) and reach.collidelist(blockers) < 0)
        if ok:
            out.append(spr)
        else:
            lift = int(4 * s) + 2  # a picked tile is drawn a little higher
            blockers.append(pygame.Rect(reach.x - 1, reach.y - lift, reach.width + 2, reach.height + lift + 1))
    return out
