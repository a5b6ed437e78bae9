"""State of the table that the view reads: pending tiles, drag, focus, drawer, animations (no logic here)."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.scenes.setzer.layout import Drawer
from game.scenes.setzer.table_commands import Focus, TableTab

DRAG_THRESHOLD = 8
SLIDE_GAP = 0.080  # computer tiles leave 80 ms apart ...
SLIDE_TIME = 0.260  # ... and each slides 260 ms
RACK_IN_GAP = 0.060  # new tiles slide into the stick 60 ms apart
RACK_IN_TIME = 0.220
SNAP_TIME = 0.120  # a dropped tile snaps into its square
RETURN_TIME = 0.180  # a rejected drop flies back to its slot
FLIGHT_TIME = 0.400  # the score flies to the player card ...
COUNT_TIME = 0.450  # ... and counts up there
THINK_BUDGET = 0.003  # seconds of search per frame (with the drawing, a frame stays near 5 ms)
COMPUTER_PAUSE = 0.45  # a short breath before a computer starts (0 with turbo)


@dataclass
class PendingTile:
    """A tile placed this turn, not yet scored."""

    row: int
    col: int
    letter: str  # board char: upper case, or lower case for a blank
    slot: int  # the rack slot it came from


class DragSource(Enum):
    """Where a tile in the hand came from."""

    SLOT = "slot"  # a rack slot
    CELL = "cell"  # a pending square of the sheet


@dataclass
class Drag:
    """A tile in the hand: from a rack slot or from a pending square."""

    source: DragSource
    index: int  # slot index or index into pending
    start: tuple[int, int]
    pos: tuple[int, int]
    touch: bool = False
    moving: bool = False


@dataclass
class Slide:
    """A tile sprite moving from ``start`` to ``end`` (screen pixels) between times t0 and t1."""

    letter: str
    value: int | None
    start: tuple[float, float]
    end_cell: tuple[int, int]
    t0: float
    t1: float
    blank: bool = False
    player: int | None = None  # whose move it is (the cards keep showing that player until the tiles land)


@dataclass
class Toast:
    """A short message over the sheet."""

    text: str
    until: float
    bad: bool = False


@dataclass
class TableState:
    """Everything the view reads (kept apart from the scene so drawing never changes it)."""

    slots: list[str | None] = field(default_factory=lambda: [None] * 7)
    pending: list[PendingTile] = field(default_factory=list)
    selected: int | None = None
    cursor: tuple[int, int, bool] | None = None  # row, col, horizontal
    drag: Drag | None = None
    preview: Any = None
    message: tuple[str, bool] | None = None  # (text, ok) replaces the preview line (e.g. rejection)
    tab: TableTab = TableTab.VERLAUF
    history_scroll: int = 0  # Verlauf entries scrolled past (newest first)
    lookup_text: str = ""
    focus: Focus = Focus.SHEET  # who gets typed letters (and shows the cursor)
    drawer: Drawer = field(default_factory=Drawer)  # the portrait drawer (layout state)
    slides: list[Slide] = field(default_factory=list)
    bag_before_landing: int | None = None  # tiles in the box before the sliding move drew (shown until it lands)
    hidden: set[tuple[int, int]] = field(default_factory=set)
    prints: dict[tuple[int, int], float] = field(default_factory=dict)  # cell -> time of printing
    toast: Toast | None = None
    last_move: tuple[tuple[int, int], ...] = ()
    thinking: int | None = None  # seat thinking now
    hint_running: bool = False
    turbo: bool = False
    challenge_deadline: float | None = None
    challenge_player: int | None = None
    counts: dict[int, tuple[int, int, float]] = field(default_factory=dict)  # player -> (from, to, t0): score counting up
    flights: list[tuple[str, tuple[float, float], int, float]] = field(default_factory=list)  # (+n, start, player, t0)
    rack_in: dict[int, float] = field(default_factory=dict)  # slot -> t0: a new tile slides in from the right
    snaps: dict[tuple[int, int], tuple[tuple[int, int], float]] = field(default_factory=dict)  # cell -> (from, t0)
    returns: dict[int, tuple[tuple[int, int], float]] = field(default_factory=dict)  # slot -> (from, t0)
