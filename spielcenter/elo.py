"""Elo between people (FIDE formula of ``game.rating``), kept apart from the device's games against computers."""
from __future__ import annotations

from dataclasses import dataclass

from game.rating import START_RATING, PlayerRating, RatingChange, Seat, rate_game


@dataclass(frozen=True)
class Standing:
    """A player's rating between people."""

    rating: int = START_RATING
    games: int = 0
    peak: int = START_RATING


def rate_pair(ids: tuple[int, int], standings: tuple[Standing, Standing],
              outcome: tuple[int, int]) -> dict[int, RatingChange]:
    """Both players' changes for one finished game; ``outcome`` is higher for the better placed player."""
    seats = [Seat(pid, score, PlayerRating(s.rating, s.games, s.peak))
             for pid, s, score in zip(ids, standings, outcome)]
    return {change.key: change for change in rate_game(seats)}
