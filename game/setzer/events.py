"""What happened at the table: the output of the engine, for the view to show and animate."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from game.setzer.board import Placement
from game.setzer.scoring import WordScore


class EndReason(Enum):
    """Why a game ended."""

    OUT = "out"  # bag empty and a player set all tiles
    SCORELESS = "scoreless"  # everyone scoreless twice in a row
    MOVES_DONE = "moves_done"  # Tagesbrett: ten moves played
    RESIGNED = "resigned"

    @property
    def label(self) -> str:
        """German explanation."""
        return {
            "out": "Der Kasten ist leer und ein Setzer hat alle Lettern gesetzt.",
            "scoreless": "Alle haben zweimal hintereinander nichts gesetzt.",
            "moves_done": "Die zehn Züge des Tagesbretts sind gespielt.",
            "resigned": "Ein Setzer hat aufgegeben.",
        }[self.value]


@dataclass(frozen=True)
class GameResult:
    """Final outcome; tuples are per seat index."""

    scores: tuple[int, ...]  # final scores after rest deductions and bonus
    move_points: tuple[int, ...]  # scores before the end adjustments
    rest_deductions: tuple[int, ...]  # value of the rest subtracted from each seat (0 if none)
    out_player: int | None  # the seat that went out, if any
    out_bonus: int  # what the seat that went out gained (sum of the others' rests)
    places: tuple[int, ...]  # 1-based place per seat; tied seats share the better place
    ranking: tuple[int, ...]  # seat indices from first to last (ties in seat order)
    winners: tuple[int, ...]  # seats on place 1
    leaderboard_points: tuple[int, ...]  # Bestenliste points per seat (0 in a Tagesbrett)
    reason: EndReason


@dataclass(frozen=True)
class TurnStarted:
    """A player's turn (and clock) begins."""

    player: int


@dataclass(frozen=True)
class MovePlayed:
    """A placement stands on the sheet and scored ``score`` (bingo included)."""

    player: int
    placement: Placement
    words: tuple[WordScore, ...]
    bingo: int
    score: int


@dataclass(frozen=True)
class MoveRejected:
    """The placement was not taken; nothing is lost, the same player sets again."""

    player: int
    reason: str
    invalid_words: tuple[str, ...]


@dataclass(frozen=True)
class MoveInvalidLost:
    """Strict checking: invalid words cost the turn; tiles stay on the rack, 0 points."""

    player: int
    invalid_words: tuple[str, ...]


@dataclass(frozen=True)
class TilesDrawn:
    """A player drew these tiles from the bag."""

    player: int
    tiles: str


@dataclass(frozen=True)
class Exchanged:
    """A player put ``count`` tiles back into the bag (the new ones come as TilesDrawn)."""

    player: int
    count: int


@dataclass(frozen=True)
class Passed:
    """A player passed."""

    player: int


@dataclass(frozen=True)
class GraceStarted:
    """The move time is up; ``deadline`` is when the automatic pass happens."""

    player: int
    deadline: float


@dataclass(frozen=True)
class TimedOut:
    """Grace is over: the turn passes automatically."""

    player: int


@dataclass(frozen=True)
class ChallengeOpened:
    """A move stands under challenge until ``deadline``; other humans may object."""

    player: int
    deadline: float


@dataclass(frozen=True)
class ChallengeResolved:
    """A challenge was decided.

    words_valid False: the move was withdrawn (``withdrawn_score`` taken back, tiles back on the rack).
    words_valid True: the challenger loses ``penalty`` points.
    """

    challenger: int
    player: int
    words_valid: bool
    invalid_words: tuple[str, ...]
    withdrawn_score: int
    penalty: int


@dataclass(frozen=True)
class ChallengeClosed:
    """Nobody objected in time: the move counts as played."""

    player: int


@dataclass(frozen=True)
class ChallengeWaived:
    """A human lets the move stand ("Kein Einspruch"); ``waiting`` are the humans who still may object."""

    player: int
    waiting: tuple[int, ...]


@dataclass(frozen=True)
class Resigned:
    """A player gave up."""

    player: int


@dataclass(frozen=True)
class GameEnded:
    """The game is over."""

    result: GameResult


Event = Union[ChallengeWaived, TurnStarted, MovePlayed, MoveRejected, MoveInvalidLost, TilesDrawn, Exchanged, Passed,
              GraceStarted, TimedOut, ChallengeOpened, ChallengeResolved, ChallengeClosed, Resigned, GameEnded]
