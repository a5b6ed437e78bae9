"""Bestenliste points: a third of the game points (rounded to the nearest whole point) plus a place bonus.

Rounding: ``score / 3`` rounded to the nearest integer. A third never lies exactly
halfway between two integers, so no tie-breaking rule is needed; negative game
points give negative thirds (-4 -> -1, -5 -> -2).

Places: standard competition ranking on the final scores ("1, 1, 3"): tied seats
share the better place and each gets that place's full bonus; the next place is
skipped. Bonus: place 1 -> 30, place 2 -> 15, place 3 -> 5, otherwise 0.
A seat that resigned is placed after all others and gets no bonus.
"""
from __future__ import annotations

from collections.abc import Sequence

PLACE_BONUS = {1: 30, 2: 15, 3: 5}


def third_rounded(score: int) -> int:
    """``score / 3`` rounded to the nearest integer (works for negative scores)."""
    # floor((2*score + 3) / 6) == round-half-up of score/3; thirds never hit the half.
    return (2 * score + 3) // 6


def places_for(scores: Sequence[int], last: Sequence[int] = ()) -> tuple[int, ...]:
    """1-based place per seat: higher score is better, ties share the better place; ``last`` seats come last."""
    def key(i: int) -> tuple[int, int]:
        return (1 if i in last else 0, -scores[i])

    places = []
    for i in range(len(scores)):
        better = sum(1 for j in range(len(scores)) if key(j) < key(i))
        places.append(better + 1)
    return tuple(places)


def leaderboard_points(scores: Sequence[int], resigned: Sequence[int] = ()) -> tuple[int, ...]:
    """Bestenliste points per seat for the final scores."""
    places = places_for(scores, resigned)
    return tuple(third_rounded(s) + (0 if i in resigned else PLACE_BONUS.get(p, 0))
                 for i, (s, p) in enumerate(zip(scores, places)))
