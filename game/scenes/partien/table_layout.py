"""Where things are on the table of a game against a person (design px, landscape and portrait); pure."""
from __future__ import annotations

from dataclasses import dataclass

from game.render.layout import Frame

SIZE = 15
RACK = 7


@dataclass(frozen=True)
class RemoteTableLayout:
    """Pixel rectangles (x, y, w, h) of the sheet grid, the rack slots, the buttons and the side panel."""

    grid: tuple[int, int, int, int]  # the 15 x 15 squares (without the sheet's margin)
    cell: int
    rack: tuple[tuple[int, int, int, int], ...]
    buttons: dict[str, tuple[int, int, int, int]]
    panel: tuple[int, int, int, int]
    portrait: bool

    def square_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The square under a point, or None."""
        x, y, w, h = self.grid
        if not (x <= pos[0] < x + w and y <= pos[1] < y + h):
            return None
        return (int((pos[1] - y) // self.cell), int((pos[0] - x) // self.cell))

    def square_rect(self, row: int, col: int) -> tuple[int, int, int, int]:
        """The rectangle of a square."""
        x, y, _w, _h = self.grid
        return (x + col * self.cell, y + row * self.cell, self.cell, self.cell)

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        """The rack slot under a point, or None."""
        for i, (x, y, w, h) in enumerate(self.rack):
            if x <= pos[0] < x + w and y <= pos[1] < y + h:
                return i
        return None


BUTTONS = ("setzen", "zurueck", "tauschen", "passen", "melden", "aufgeben")


def compute(size: tuple[int, int]) -> RemoteTableLayout:
    """The layout for a window size."""
    f = Frame.fit(size)

    def r(x: float, y: float, w: float, h: float) -> tuple[int, int, int, int]:
        rect = f.rect(x, y, w, h)
        return (rect.x, rect.y, rect.w, rect.h)

    if f.portrait:
        cell = 46
        gx, gy = (800 - SIZE * cell) / 2, 112
        rack_y, slot = gy + SIZE * cell + 36, 64
        rack_x = (800 - RACK * slot - 6 * 10) / 2
        rack = tuple(r(rack_x + i * (slot + 10), rack_y, slot, slot) for i in range(RACK))
        by = rack_y + slot + 22
        bw = (760 - 2 * 12) / 3
        buttons = {name: r(20 + (i % 3) * (bw + 12), by + (i // 3) * 62, bw, 52) for i, name in enumerate(BUTTONS)}
        panel = r(20, by + 2 * 62 + 8, 760, 1280 - (by + 2 * 62 + 8) - 16)
    else:
        cell = 42
        gx, gy = 44, 112
        slot = 58
        px = 44 + SIZE * cell + 44
        pw = 1260 - px
        rack_x = px + (pw - (RACK * slot + 6 * 8)) / 2
        rack = tuple(r(rack_x + i * (slot + 8), 92, slot, slot) for i in range(RACK))
        by = 92 + slot + 20
        bw = (pw - 2 * 10) / 3
        buttons = {name: r(px + (i % 3) * (bw + 10), by + (i // 3) * 58, bw, 48) for i, name in enumerate(BUTTONS)}
        panel = r(px, by + 2 * 58 + 6, pw, 800 - (by + 2 * 58 + 6) - 20)
    grid = r(gx, gy, SIZE * cell, SIZE * cell)
    return RemoteTableLayout(grid, grid[2] / SIZE, rack, buttons, panel, f.portrait)
