"""What a player (or the clock) can do in a Speedbuch round."""
from __future__ import annotations

from dataclasses import dataclass

from game.buch.geometry import Pos


@dataclass(frozen=True)
class Submit:
    """Hand in the word along ``path`` (positions in order)."""

    path: tuple[Pos, ...]


@dataclass(frozen=True)
class Shuffle:
    """Paid shuffle (+3 sparks; counted in the daily puzzle and as a journey move)."""


@dataclass(frozen=True)
class FreeShuffle:
    """Free shuffle, allowed only when no common word lies on the board."""


@dataclass(frozen=True)
class Hint:
    """Ask Bruno for a word (Endlos and Reise)."""


@dataclass(frozen=True)
class EndRound:
    """"Beenden und werten": end the round and score it."""


@dataclass(frozen=True)
class Tick:
    """The clock moved on (3 Minuten ends when the time is up)."""


Action = Submit | Shuffle | FreeShuffle | Hint | EndRound | Tick
