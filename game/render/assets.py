"""Asset cache by name: surfaces are built once (lazily, after the window exists) and reused."""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame

DEFAULT_MAX_BYTES = 256 * 1024 * 1024  # live window resizing creates many full-screen layers


def _bytes(surface: pygame.Surface) -> int:
    try:
        return surface.get_width() * surface.get_height() * surface.get_bytesize()
    except (AttributeError, pygame.error):
        return 0


class AssetCache:
    """A least-recently-used cache of built surfaces, keyed by a name tuple (name, size, ...).

    Bounded by item count and by pixel memory, so resizing through many window sizes cannot grow it without end.
    """

    def __init__(self, limit: int = 600, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._sizes: dict[Hashable, int] = {}
        self.bytes = 0
        self.builds = 0

    def get(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The cached surface for ``key``, building it with ``build()`` the first time."""
        item = self._items.get(key)
        if item is not None:
            self._items.move_to_end(key)
            return item
        item = build()
        self.builds += 1
        size = _bytes(item)
        self._items[key] = item
        self._sizes[key] = size
        self.bytes += size
        while len(self._items) > 1 and (len(self._items) > self.limit or self.bytes > self.max_bytes):
            old, _ = self._items.popitem(last=False)
            self.bytes -= self._sizes.pop(old, 0)
        return item

    def clear(self) -> None:
        """Forget everything (e.g. after the display was re-created)."""
        self._items.clear()
        self._sizes.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)


#: the one cache used by scenes and widgets
CACHE = AssetCache()


def cached(key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """Shortcut for ``CACHE.get``."""
    return CACHE.get(key, build)
