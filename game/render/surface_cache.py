"""Caches of drawn surfaces bounded by their pixel memory, not only by their count.

``functools.lru_cache(maxsize=64)`` of window-sized panels held 64 pictures of every size a window went
through (a monkey run reached 2.2 GB). ``surface_cache(max_bytes=...)`` is a drop-in replacement for
functions returning a surface (or a tuple holding surfaces): least recently used entries give way as soon
as the pictures together pass ``max_bytes``. Caches marked ``window_sized`` are emptied when the window
changes size (their old sizes are never drawn again). ``cache_info()`` and ``cache_clear()`` behave like
lru_cache's, so ``game.memory.forget_cached_drawings`` frees them too.
"""
from __future__ import annotations

import functools
from collections import OrderedDict, namedtuple
from collections.abc import Callable
from typing import Any

import pygame

MB = 1024 * 1024
#: the window a ``window_scaled`` cache's ``max_bytes`` is meant for; smaller windows get a share by area
FULL_BOUND_AREA = 3840 * 2160
#: the least a ``window_scaled`` cache keeps, however small the window
MIN_SCALED_BYTES = 4 * MB

CacheInfo = namedtuple("CacheInfo", "hits misses maxsize currsize")

_ALL: list["SurfaceCache"] = []


def surface_bytes(value: Any) -> int:
    """Pixel bytes of a surface, or of the surfaces in a tuple or list (other values count nothing)."""
    if isinstance(value, pygame.Surface):
        return value.get_height() * value.get_pitch()
    if isinstance(value, (tuple, list)):
        return sum(surface_bytes(v) for v in value)
    return 0


class SurfaceCache:
    """The cache behind one decorated function."""

    def __init__(self, func: Callable, maxsize: int, max_bytes: int, window_sized: bool, window_scaled: bool = False) -> None:
        self.func = func
        self.maxsize = maxsize
        self.max_bytes = max_bytes
        self.window_sized = window_sized
        self.window_scaled = window_scaled
        self._data: OrderedDict = OrderedDict()
        self._bytes: dict = {}
        self.nbytes = 0
        self.hits = 0
        self.misses = 0

    def __call__(self, *args, **kwargs):
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        try:
            value = self._data[key]
        except KeyError:
            pass
        else:
            self._data.move_to_end(key)
            self.hits += 1
            return value
        self.misses += 1
        value = self.func(*args, **kwargs)
        size = surface_bytes(value)
        self._data[key] = value
        self._bytes[key] = size
        self.nbytes += size
        bound = self.bound()
        while self._data and (len(self._data) > self.maxsize or self.nbytes > bound):
            old, _ = self._data.popitem(last=False)
            self.nbytes -= self._bytes.pop(old)
            if old == key:  # larger than the whole budget: handed out, not kept
                break
        return value

    def bound(self) -> int:
        """The byte bound now: ``max_bytes``, or for a ``window_scaled`` cache its share for the window's area."""
        if not self.window_scaled:
            return self.max_bytes
        screen = pygame.display.get_surface() if pygame.display.get_init() else None
        if screen is None:
            return self.max_bytes
        w, h = screen.get_size()
        share = self.max_bytes * min(1.0, w * h / FULL_BOUND_AREA)
        return int(max(min(MIN_SCALED_BYTES, self.max_bytes), share))

    def cache_info(self) -> CacheInfo:
        """Hits, misses, the count bound and the current count (as functools.lru_cache reports them)."""
        return CacheInfo(self.hits, self.misses, self.maxsize, len(self._data))

    def cache_clear(self) -> None:
        """Forget every entry."""
        self._data.clear()
        self._bytes.clear()
        self.nbytes = 0


def surface_cache(maxsize: int = 128, max_bytes: int = 16 * MB, window_sized: bool = False,
                  window_scaled: bool = False) -> Callable:
    """Decorator: cache a drawing function's surfaces, at most ``maxsize`` entries and ``max_bytes`` of pixels.

    ``window_scaled``: ``max_bytes`` is meant for a 3840x2160 window; a smaller one keeps a share by its area
    (at least ``MIN_SCALED_BYTES``), for caches whose pictures grow with the window (text at 4K is 8 MB a frame).
    """

    def wrap(func: Callable) -> Callable:
        cache = SurfaceCache(func, maxsize, max_bytes, window_sized, window_scaled)
        _ALL.append(cache)

        data = cache._data  # noqa: SLF001 - the hit path stays in this one call (it runs ~100 times a frame)

        @functools.wraps(func)
        def cached(*args, **kwargs):
            if not kwargs:
                value = data.get(args)
                if value is not None:
                    data.move_to_end(args)
                    cache.hits += 1
                    return value
            return cache(*args, **kwargs)

        cached.cache_info = cache.cache_info  # type: ignore[attr-defined]
        cached.cache_clear = cache.cache_clear  # type: ignore[attr-defined]
        cached.cache = cache  # type: ignore[attr-defined]
        return cached

    return wrap


def window_resized() -> None:
    """The window changed size: drop the caches of window-sized pictures."""
    for cache in _ALL:
        if cache.window_sized:
            cache.cache_clear()


def all_caches() -> list[SurfaceCache]:
    """Every surface cache made so far (of the imported drawing modules)."""
    return list(_ALL)


def total_bytes() -> int:
    """Pixel bytes held by all surface caches."""
    return sum(cache.nbytes for cache in _ALL)


def total_bound() -> int:
    """The most all surface caches may hold together (the sum of their byte bounds)."""
    return sum(cache.max_bytes for cache in _ALL)
