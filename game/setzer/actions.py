"""What players (and the clock) can do at the table: the input of the engine, saved in game records."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from game.setzer.board import Placement


@dataclass(frozen=True)
class Place:
    """Set tiles on the sheet: ``placement`` is a tuple of (row, col, letter), lower case = blank.

    ``hinted``: the bulb (Tipp) laid this move; only unrated games allow it, and their history marks it.
    """

    player: int
    placement: Placement
    hinted: bool = False


@dataclass(frozen=True)
class Exchange:
    """Put ``tiles`` (rack letters, ``?`` for a blank) back into the bag and draw as many."""

    player: int
    tiles: str


@dataclass(frozen=True)
class Pass:
    """Give up the turn."""

    player: int


@dataclass(frozen=True)
class Challenge:
    """Object to the move that stands under challenge (mode "anfechten")."""

    challenger: int


@dataclass(frozen=True)
class Decline:
    """Let the move under challenge stand ("Kein Einspruch"); once every other human has, the window closes."""

    player: int


@dataclass(frozen=True)
class Tick:
    """Let the clock advance to the action's time: grace, automatic pass, end of a challenge window."""


@dataclass(frozen=True)
class Resign:
    """Give up the game: it ends at once, the player who resigned is placed last."""

    player: int


@dataclass(frozen=True)
class WordDecisions:
    """The operator's word lists from now on: ``blocked`` and ``extra`` words (normalised forms).

    Recorded like any action, so a replay checks every move with the decisions of its time:
    blocking or allowing a word never breaks a saved game or a record.
    """

    blocked: tuple[str, ...] = ()
    extra: tuple[str, ...] = ()


Action = Union[Place, Exchange, Pass, Challenge, Decline, Tick, Resign, WordDecisions]
