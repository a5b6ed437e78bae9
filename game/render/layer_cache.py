"""Cached picture layers for the busy screens: what stands still is composed once, a change redraws its rectangles.

A ``Layer`` is one window-sized surface made of parts ``(surface, top-left)`` blitted in order. When a part
changes (another surface or place, or a region of it reported dirty) only the touched rectangles are composed
again, clipped, which gives exactly the pixels of a full redraw. A window-sized layer is large (33 MB at
3840x2160), so at most ``MAX_LAYERS`` hold a surface at once (the least recently used gives way) and a scene
releases its layer when it leaves.

Parts baked into a layer must not be drawn again on top of it: ``bake(target, keys)`` marks them for the frame,
and the drawing helper asks ``baked(target, key)`` (each mark is used once) before it draws such a part.
"""
from __future__ import annotations

import weakref
from collections.abc import Hashable, Iterable, Sequence

import pygame

from game.render.damage import join_overlapping

#: window-sized layers holding a surface at the same time (each scene keeps one)
MAX_LAYERS = 2
#: above this share of the layer's area a change is composed as a whole (one pass instead of many clips)
FULL_REBUILD_SHARE = 0.5

Part = tuple[pygame.Surface, tuple[int, int]]

_live: list[weakref.ref] = []  # layers holding a surface, least recently composed first


class Layer:
    """One cached surface composed of ordered parts; rebuilt whole on a new size, else only where parts changed."""

    def __init__(self, name: str = "layer") -> None:
        self.name = name
        self._surface: pygame.Surface | None = None
        self._parts: tuple[Part, ...] = ()
        self.full_builds = 0  # for tests and benchmarks
        self.partial_builds = 0

    @property
    def surface(self) -> pygame.Surface | None:
        """The composed surface (None before the first compose or after ``release``)."""
        return self._surface

    def nbytes(self) -> int:
        """Bytes of pixel memory held."""
        s = self._surface
        return 0 if s is None else s.get_height() * s.get_pitch()

    def compose(self, size: tuple[int, int], parts: Sequence[Part],
                dirty: Iterable[pygame.Rect] = ()) -> pygame.Surface:
        """The layer of ``size`` showing ``parts`` in order; ``dirty`` names rectangles whose part pixels changed."""
        parts = tuple((surf, (int(pos[0]), int(pos[1]))) for surf, pos in parts)
        size = (int(size[0]), int(size[1]))
        surf = self._surface
        if surf is None or surf.get_size() != size or not parts or not self._parts or parts[0] != self._parts[0]:
            return self._build(size, parts)
        changed = _changed_rects(self._parts, parts)
        if changed is None:  # the parts kept changed their order: compose it all
            return self._build(size, parts)
        rects = [pygame.Rect(r) for r in dirty] + changed
        self._parts = parts
        bounds = surf.get_rect()
        rects = [r.clip(bounds) for r in rects]
        rects = join_overlapping([r for r in rects if r.width > 0 and r.height > 0])
        if not rects:
            _touch(self)
            return surf
        if sum(r.width * r.height for r in rects) > FULL_REBUILD_SHARE * size[0] * size[1]:
            return self._build(size, parts)
        for r in rects:
            surf.set_clip(r)
            for part, pos in parts:
                surf.blit(part, pos)
        surf.set_clip(None)
        self.partial_builds += 1
        _touch(self)
        return surf

    def _build(self, size: tuple[int, int], parts: tuple[Part, ...]) -> pygame.Surface:
        surf = self._surface if self._surface is not None and self._surface.get_size() == size else None
        if surf is None:
            self._surface = None  # free the old size first: two 4K surfaces at once are 66 MB
            surf = pygame.Surface(size)
        else:
            surf.fill((0, 0, 0))  # as a fresh surface
        for part, pos in parts:
            surf.blit(part, pos)
        self._surface, self._parts = surf, parts
        self.full_builds += 1
        _touch(self)
        return surf

    def touch(self) -> None:
        """The layer is used as it is this frame: it becomes the most recently used (others give way first)."""
        if self._surface is not None:
            _touch(self)

    def release(self) -> None:
        """Free the surface (the next compose builds it again)."""
        self._surface = None
        self._parts = ()
        _forget(self)


def _changed_rects(old: tuple[Part, ...], new: tuple[Part, ...]) -> list[pygame.Rect] | None:
    """Rectangles of the parts that came or went; None when the parts present in both changed their order."""
    def key(part: Part) -> tuple:
        return id(part[0]), part[1]

    old_keys = [key(p) for p in old]
    new_keys = [key(p) for p in new]
    old_set, new_set = set(old_keys), set(new_keys)
    if [k for k in old_keys if k in new_set] != [k for k in new_keys if k in old_set]:
        return None
    return ([surf.get_rect(topleft=pos) for (surf, pos), k in zip(old, old_keys) if k not in new_set]
            + [surf.get_rect(topleft=pos) for (surf, pos), k in zip(new, new_keys) if k not in old_set])


def _forget(layer: Layer) -> None:
    _live[:] = [ref for ref in _live if ref() is not None and ref() is not layer]


def _touch(layer: Layer) -> None:
    """``layer`` was just used: it becomes the most recent; the oldest beyond MAX_LAYERS are released."""
    _forget(layer)
    _live.append(weakref.ref(layer))
    while len(_live) > MAX_LAYERS:
        oldest = _live.pop(0)()
        if oldest is not None:
            oldest._surface = None  # noqa: SLF001 - the registry frees it; compose builds it again if needed
            oldest._parts = ()  # noqa: SLF001


def live_bytes() -> int:
    """Pixel bytes held by all layers (for tests and the memory benchmark)."""
    return sum(layer.nbytes() for layer in (ref() for ref in _live) if layer is not None)


# ---------------------------------------------------------------- baked parts
_baked_target: pygame.Surface | None = None
_baked: set[Hashable] = set()


def bake(target: pygame.Surface, keys: Iterable[Hashable]) -> None:
    """For this frame, the parts ``keys`` are already in the layer under ``target``: drawing them again is skipped."""
    global _baked_target
    _baked_target = target
    _baked.clear()
    _baked.update(keys)


def baked(target: pygame.Surface, key: Hashable) -> bool:
    """True (once) when ``key`` is baked into the layer under ``target``; the caller then does not draw it."""
    if target is not _baked_target or key not in _baked:
        return False
    _baked.discard(key)
    return True


def end_frame() -> None:
    """Forget this frame's baked marks (so a later scene drawing the same part is not skipped)."""
    global _baked_target
    _baked_target = None
    _baked.clear()
