"""Asset cache by name: surfaces are built once (lazily, after the window exists) and reused."""
from __future__ import annotations

from collections import OrderedDict
from typing import Callable, Hashable

import pygame


class AssetCache:
    """A least-recently-used cache of built surfaces, keyed by a name tuple (name, size, ...)."""

    def __init__(self, limit: int = 600) -> None:
        self.limit = limit
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.builds = 0

    def get(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The cached surface for ``key``, building it with ``build()`` the first time."""
        item = self._items.get(key)
        if item is not None:
            self._items.move_to_end(key)
            return item
        item = build()
        self.builds += 1
        self._items[key] = item
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return item

    def clear(self) -> None:
        """Forget everything (e.g. after the display was re-created)."""
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


#: the one cache used by scenes and widgets
CACHE = AssetCache()


def cached(key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """Shortcut for ``CACHE.get``."""
    return CACHE.get(key, build)
