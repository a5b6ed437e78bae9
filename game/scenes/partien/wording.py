"""German lines for games against people: time left, a move, the result. Pure."""
from __future__ import annotations

from typing import Any

from game.plural import count


def deadline_text(deadline: float | None, now: float) -> str:
    """'noch 1 Tag 4 Std.' / 'noch 5 Std.' / 'noch 12 Min.' / 'Zeit abgelaufen'."""
    if deadline is None:
        return ""
    left = int(deadline - now)
    if left <= 0:
        return "Zeit abgelaufen"
    days, rest = divmod(left, 86400)
    hours, rest = divmod(rest, 3600)
    if days:
        return f"noch {count(days, 'Tag')} {hours} Std." if hours else f"noch {count(days, 'Tag')}"
    if hours:
        return f"noch {hours} Std."
    return f"noch {max(1, rest // 60)} Min."


def turn_time_text(seconds: int) -> str:
    """'1 Tag je Zug' / '8 Std. je Zug'."""
    if seconds % 86400 == 0:
        days = seconds // 86400
        return f"{count(days, 'Tag')} je Zug"
    return f"{seconds // 3600} Std. je Zug"


def move_line(move: dict[str, Any], names: list[str]) -> str:
    """One line of the move list: 'Lena: QUARK, 57 Punkte'."""
    who = names[move["seat"]] if move["seat"] < len(names) else "?"
    kind = move["kind"]
    if kind == "place":
        words = ", ".join(w["word"] for w in move["words"][:2])
        bingo = " mit Bonus" if move.get("bingo") else ""
        return f"{who}: {words} · {count(move['score'], 'Punkt')}{bingo}"
    if kind == "exchange":
        return f"{who} tauschte {count(move['count'], 'Letter')}"
    if kind == "pass":
        return f"{who} passte"
    if kind == "invalid":
        return f"{who}: ungültig ({', '.join(move.get('invalid_words') or [])}), Zug verloren"
    if kind == "timeout":
        return f"{who}: Bedenkzeit abgelaufen"
    return f"{who}: {kind}"


def result_line(state: dict[str, Any]) -> str:
    """'Gewonnen 412 : 377 · Elo +14' from the player's seat (or the outcome of a declined game)."""
    result = state.get("result")
    if result is None:
        return "Abgelehnt" if state.get("status") == "abgelehnt" else "Beendet"
    seat = state.get("seat") or 0
    mine, theirs = result["scores"][seat], result["scores"][1 - seat]
    places = result["places"]
    if places[seat] < places[1 - seat]:
        word = "Gewonnen"
    elif places[seat] > places[1 - seat]:
        word = "Verloren"
    else:
        word = "Unentschieden"
    reason = {"zeit": " (Bedenkzeit abgelaufen)", "aufgegeben": " (aufgegeben)"}.get(state.get("end_reason") or "", "")
    line = f"{word}{reason} {mine} : {theirs}"
    change = elo_change(state)
    if change is not None:
        line += f" · Elo {change:+d}"
    return line


def elo_change(state: dict[str, Any]) -> int | None:
    """The player's Elo change in a finished game."""
    elo = state.get("elo")
    seat = state.get("seat")
    players = state.get("players") or []
    if not elo or seat is None or seat >= len(players):
        return None
    old, new = elo.get(str(players[seat]["id"]), (None, None))
    return None if old is None else new - old
