"""Speedsetzer Elo ratings, computed as the FIDE rating regulations do (pure, no I/O).

* Expected score ``E = 1 / (1 + 10 ** ((R_opp - R_own) / 400))``; a rating gap
  larger than 400 counts as 400 (FIDE's 400-point rule).
* K-factor: 40 for the first 30 rated games, then 20, and 10 for good once the
  rating has ever reached 2400.
* A table of several seats is rated pairwise, like a small round robin: each
  human scores 1 against every seat with fewer final points, 0.5 on a tie, 0
  otherwise. The change is ``round(sum(K * (S - E)))`` (half away from zero),
  all from the ratings before the game, and every pair counts as one rated game.
* Computer levels hold fixed ratings and never change; the shared guest
  profile is unrated, so pairs with the guest are skipped for both sides.
"""
from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from enum import Enum

START_RATING = 1200
RATING_GAP_CAP = 400
NEW_PLAYER_GAMES = 30
K_NEW = 40
K_NORMAL = 20
K_TOP = 10
TOP_RATING = 2400


class ComputerLevel(Enum):
    """The computer players' strengths, each with a fixed rating."""

    LEICHT = "leicht"
    NORMAL = "normal"
    STARK = "stark"


COMPUTER_RATINGS: dict[ComputerLevel, int] = {
    ComputerLevel.LEICHT: 1000,
    ComputerLevel.NORMAL: 1400,
    ComputerLevel.STARK: 1800,
}


@dataclass(frozen=True)
class PlayerRating:
    """A human's rating state: current rating, rated games so far, highest rating reached."""

    rating: int = START_RATING
    rated_games: int = 0
    peak: int = START_RATING


@dataclass(frozen=True)
class Seat:
    """One seat of a finished game: who sat there and the final points."""

    key: Hashable
    score: int
    player: PlayerRating | None = None  # a rated human
    computer: ComputerLevel | None = None  # a computer level; both None: the unrated guest

    @property
    def rated(self) -> bool:
        """True when this seat has a rating that counts (human profile or computer)."""
        return self.player is not None or self.computer is not None

    @property
    def rating(self) -> int:
        """The rating this seat plays with."""
        if self.computer is not None:
            return COMPUTER_RATINGS[self.computer]
        return self.player.rating if self.player is not None else START_RATING


@dataclass(frozen=True)
class RatingChange:
    """What a game did to one human's rating."""

    key: Hashable
    old: int
    new: int
    delta: int
    games: int  # pairings rated in this game
    peak: int  # highest rating after this game


def k_factor(player: PlayerRating) -> int:
    """FIDE development coefficient for this player."""
    if player.peak >= TOP_RATING:
        return K_TOP
    if player.rated_games < NEW_PLAYER_GAMES:
        return K_NEW
    return K_NORMAL


def expected_score(own: int, opponent: int) -> float:
    """The expected score against one opponent, with the 400-point cap."""
    gap = max(-RATING_GAP_CAP, min(RATING_GAP_CAP, opponent - own))
    return 1.0 / (1.0 + 10.0 ** (gap / 400.0))


def pair_score(own_points: int, opponent_points: int) -> float:
    """1 for more final points, 0.5 for equal, 0 for fewer."""
    if own_points > opponent_points:
        return 1.0
    if own_points == opponent_points:
        return 0.5
    return 0.0


def round_half_away(value: float) -> int:
    """Round to the nearest integer, halves away from zero."""
    return int(math.copysign(math.floor(abs(value) + 0.5), value))


def rate_game(seats: Sequence[Seat]) -> list[RatingChange]:
    """Rating changes for every rated human seat of a finished game."""
    changes: list[RatingChange] = []
    for seat in seats:
        if seat.player is None:
            continue
        k = k_factor(seat.player)
        total = 0.0
        games = 0
        for other in seats:
            if other is seat or not other.rated:
                continue
            total += k * (pair_score(seat.score, other.score) - expected_score(seat.rating, other.rating))
            games += 1
        delta = round_half_away(total)
        new = seat.player.rating + delta
        changes.append(RatingChange(seat.key, seat.player.rating, new, delta, games, max(seat.player.peak, new)))
    return changes
