"""Small German phrasing helpers: a seat called "Du" is addressed in the second person."""
from __future__ import annotations

from game.plural import count as plural_count


def is_you(name: str) -> bool:
    """True when a seat's name is the informal "Du" (the default name of the first human)."""
    return name.strip().casefold() == "du"


def says(name: str, third: str, second: str) -> str:
    """``name`` with the verb agreeing: ``says("Gustav", "tauscht", "tauschst")`` -> "Gustav tauscht", "Du tauschst"."""
    return f"{name} {second if is_you(name) else third}"


def lettern(count: int) -> str:
    """A count of type: "1 Letter", "3 Lettern"."""
    return plural_count(count, "Letter")
