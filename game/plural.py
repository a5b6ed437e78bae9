"""German counts: "1 Wort", "3 Wörter"; one place for every plural the players read (no pygame).

``count(3, "Wort")`` knows the usual plural of the nouns the games count; a dative or any other
form is passed in: ``count(n, "Wort", "Wörtern")`` -> "nach 1 Wort" / "nach 4 Wörtern".
"""
from __future__ import annotations

#: nominative plural of every noun the games count
PLURALS: dict[str, str] = {
    "Wort": "Wörter",
    "Punkt": "Punkte",
    "Zug": "Züge",
    "Runde": "Runden",
    "Stern": "Sterne",
    "Letter": "Lettern",
    "Spiel": "Spiele",
    "Funke": "Funken",
    "Funken": "Funken",
    "Tag": "Tage",
    "Minute": "Minuten",
    "Sekunde": "Sekunden",
    "Stunde": "Stunden",
    "Partie": "Partien",
    "Spieler": "Spieler",
    "Hinweis": "Hinweise",
    "Buchstabe": "Buchstaben",
    "Stein": "Steine",
    "Glutstein": "Glutsteine",
    "Bonusstein": "Bonussteine",
    "Kette": "Ketten",
    "Landkarte": "Landkarten",
    "Eintrag": "Einträge",
    "Ergebnis": "Ergebnisse",
    "Versuch": "Versuche",
    "Level": "Level",
    "Duell": "Duelle",
    "Saal": "Säle",
    "Fehler": "Fehler",
}


def plural(n: int, one: str, many: str | None = None) -> str:
    """The noun in the form that goes with ``n``: ``plural(1, "Zug")`` -> "Zug", ``plural(2, "Zug")`` -> "Züge"."""
    if n == 1 or n == -1:
        return one
    if many is not None:
        return many
    try:
        return PLURALS[one]
    except KeyError:
        raise KeyError(f"kein Plural für {one!r} bekannt: bitte in game/plural.py eintragen") from None


def count(n: int, one: str, many: str | None = None) -> str:
    """Number and noun: ``count(1, "Wort")`` -> "1 Wort", ``count(7, "Wort")`` -> "7 Wörter"."""
    return f"{n} {plural(n, one, many)}"
