"""What happened, in order, so the scene can animate it step by step."""
from __future__ import annotations

import enum
from dataclasses import dataclass

from game.buch.geometry import Pos
from game.buch.scoring import WordEval
from game.buch.tiles import Tile, TileKind


class EndReason(enum.Enum):
    """Why a round ended."""

    TIME = "time"
    FIRE = "fire"
    WORDS_USED = "words_used"
    MOVES_USED = "moves_used"
    GOALS_MET = "goals_met"
    QUIT = "quit"


@dataclass(frozen=True)
class WordScored:
    """A valid word was taken off the board."""

    word: str
    path: tuple[Pos, ...]
    tile_ids: tuple[int, ...]
    eval: WordEval


@dataclass(frozen=True)
class WordRejected:
    """A submitted path is no valid word; nothing changed (``eval.reason`` says why)."""

    path: tuple[Pos, ...]
    eval: WordEval


@dataclass(frozen=True)
class TilesRemoved:
    """Tiles left the board (used, burned or cleared)."""

    tile_ids: tuple[int, ...]


@dataclass(frozen=True)
class TilesFell:
    """Tiles slid down in their columns: ``(tile_id, from, to)``."""

    moves: tuple[tuple[int, Pos, Pos], ...]


@dataclass(frozen=True)
class TilesSpawned:
    """New tiles entered from above the top edge: ``(tile, col, row)``."""

    tiles: tuple[tuple[Tile, int, int], ...]


@dataclass(frozen=True)
class BonusCreated:
    """A new bonus tile is part of the refill."""

    tile_id: int
    kind: TileKind
    col: int


@dataclass(frozen=True)
class EmberCreated:
    """A Glut tile fell in (the tile at ``(col, row)`` turned into an ember; ``fuse``: a burnt-down fuse)."""

    tile_id: int
    col: int
    row: int
    fuse: bool = False


@dataclass(frozen=True)
class EmberBurned:
    """An ember ate the tile below it and slid down to ``row_after``."""

    ember_id: int
    burned_tile_id: int
    burned_token: str
    col: int
    row_after: int


@dataclass(frozen=True)
class ShelfOnFire:
    """An ember in the bottom row burned once more: the shelf caught fire."""

    ember_id: int
    col: int
    row: int


@dataclass(frozen=True)
class EmbersCleared:
    """A Bergkristall put out all embers of its column."""

    tile_ids: tuple[int, ...]
    col: int


@dataclass(frozen=True)
class EmberWarning:
    """Deepest ember warning: 0 none, 1 row 6 of 8, 2 bottom two rows, 3 bottom row."""

    level: int
    col: int | None


@dataclass(frozen=True)
class StageChanged:
    """Next stage; the spark counter is full at ``spark_capacity``."""

    stage: int
    spark_capacity: int


@dataclass(frozen=True)
class SparksChanged:
    """The spark counter changed."""

    sparks: int
    capacity: int


@dataclass(frozen=True)
class Shuffled:
    """Tiles were rearranged: ``(tile_id, from, to)``."""

    moves: tuple[tuple[int, Pos, Pos], ...]
    free: bool


@dataclass(frozen=True)
class HintGiven:
    """Bruno shows a word, tile by tile."""

    word: str
    path: tuple[Pos, ...]


@dataclass(frozen=True)
class HintsChanged:
    """The number of hints left changed (Endlos adds one every 15 words)."""

    hints_left: int


@dataclass(frozen=True)
class DailyWordFound:
    """The word of the day was laid."""

    word: str
    bonus: int = 500


@dataclass(frozen=True)
class GoalProgress:
    """A journey goal moved on."""

    index: int
    value: int
    target: int
    done: bool


@dataclass(frozen=True)
class RoundEnded:
    """The round is over; ``stars`` 1–3 for a won journey level, else 0."""

    reason: EndReason
    score: int
    stars: int = 0


Event = (
    WordScored | WordRejected | TilesRemoved | TilesFell | TilesSpawned | BonusCreated | EmberCreated
    | EmberBurned | ShelfOnFire | EmbersCleared | EmberWarning | StageChanged | SparksChanged | Shuffled
    | HintGiven | HintsChanged | DailyWordFound | GoalProgress | RoundEnded
)
