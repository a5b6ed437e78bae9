"""The open-games list: sections in the order of the design (your turn, invitations, their turn, finished). Pure."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Line:
    """One card of the list: the game's summary and what a tap on its button does."""

    game: dict[str, Any]
    section: str  # dran, einladung, warten, suche, beendet
    button: str | None  # ziehen, annehmen, ansehen, None
    fresh: bool = False


SECTION_TITLES = {"dran": "Du bist dran", "einladung": "Einladungen", "warten": "Die anderen sind dran",
                  "suche": "Suche läuft", "beendet": "Beendet"}
ORDER = ("dran", "einladung", "warten", "suche", "beendet")


def section_of(game: dict[str, Any]) -> str:
    """The section a game belongs to."""
    status = game["status"]
    if status == "laeuft":
        return "dran" if game.get("my_turn") else "warten"
    if status == "eingeladen":
        return "warten" if game.get("invited_by_me") else "einladung"
    if status == "sucht":
        return "suche"
    return "beendet"


def lines(games: list[dict[str, Any]], fresh: set[int]) -> list[Line]:
    """The cards in order: your turn (nearest deadline first), invitations, their turn, searches, finished."""
    out = []
    for game in games:
        if game["status"] == "abgelehnt":
            continue
        section = section_of(game)
        button = {"dran": "ziehen", "einladung": "annehmen"}.get(section, "ansehen")
        out.append(Line(game, section, button, game["id"] in fresh))
    return sorted(out, key=lambda ln: (ORDER.index(ln.section), ln.game.get("turn_deadline") or 0,
                                       -ln.game["id"] if ln.section == "beendet" else ln.game["id"]))


def opponent(game: dict[str, Any]) -> dict[str, Any] | None:
    """The other player of a game (None while a search waits)."""
    if game["status"] == "sucht":
        return None
    seat = game.get("seat")
    players = game.get("players") or []
    if seat is not None and len(players) == 2:
        return players[1 - seat]
    return next((p for p in players[1:]), None) if game.get("invited_by_me") else (players[0] if players else None)
