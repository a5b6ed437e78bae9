"""The letter box (bag): a seeded shuffle of the 102 tiles, drawing and exchanging."""
from __future__ import annotations

import random

from game.setzer.tiles import full_bag


class Bag:
    """Tiles still in the box; draws come from the end of a seeded shuffle."""

    def __init__(self, rng: random.Random, tiles: list[str] | None = None) -> None:
        self._rng = rng
        self._tiles = list(full_bag() if tiles is None else tiles)
        self._rng.shuffle(self._tiles)

    def copy(self) -> "Bag":
        """An independent bag in the same state (the same tiles in order, the same generator state)."""
        twin = Bag.__new__(Bag)
        twin._rng = random.Random()
        twin._rng.setstate(self._rng.getstate())
        twin._tiles = list(self._tiles)
        return twin

    def __len__(self) -> int:
        return len(self._tiles)

    def draw(self, count: int) -> str:
        """Take up to ``count`` tiles (fewer if the box runs empty)."""
        count = max(0, min(count, len(self._tiles)))
        drawn = [self._tiles.pop() for _ in range(count)]
        return "".join(drawn)

    def put_back(self, tiles: str) -> None:
        """Return tiles to the box and mix them in (seeded)."""
        self._tiles.extend(tiles)
        self._rng.shuffle(self._tiles)

    def contents(self) -> str:
        """The tiles in the box, sorted (for the unseen-tiles panel)."""
        return "".join(sorted(self._tiles))

    def order(self) -> tuple[str, ...]:
        """The exact draw order, next tile first (for tests and replay checks)."""
        return tuple(reversed(self._tiles))
