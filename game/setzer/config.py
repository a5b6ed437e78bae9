"""Table settings of a Speedsetzer game: seats, clock, exchange rule, premiums, word list, word check."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

CLOCK_CHOICES: tuple[int | None, ...] = (30, 60, 90, 120, 180, 300, None)
MAX_SEATS = 4


class ConfigError(ValueError):
    """Invalid table settings; ``str(err)`` is a German reason naming the field."""


class SeatKind(Enum):
    """Who sits at a seat."""

    HUMAN = "mensch"
    COMPUTER = "computer"

    @property
    def label(self) -> str:
        """German label."""
        return {"mensch": "Mensch", "computer": "Computer"}[self.value]


class Level(Enum):
    """Strength of a computer seat."""

    LEICHT = "leicht"
    NORMAL = "normal"
    STARK = "stark"

    @property
    def label(self) -> str:
        """German label."""
        return self.value


class ExchangeRule(Enum):
    """When exchanging tiles is allowed."""

    AB_7 = "ab_7"  # only while the bag holds at least 7 tiles (tournament rule)
    IMMER = "immer"
    NIE = "nie"

    @property
    def label(self) -> str:
        """German label."""
        return {"ab_7": "ab 7 Lettern im Kasten", "immer": "immer", "nie": "nie"}[self.value]


class PremiumMode(Enum):
    """Classic premium layout or a seeded random symmetric one."""

    KLASSISCH = "klassisch"
    ZUFALL = "zufall"

    @property
    def label(self) -> str:
        """German label."""
        return {"klassisch": "klassisch", "zufall": "Zufallsprämien"}[self.value]


class WordList(Enum):
    """Which words count at the table."""

    ALLE = "alle"
    GAENGIG = "gaengig"

    @property
    def common_only(self) -> bool:
        """True for the "gängig" list."""
        return self is WordList.GAENGIG

    @property
    def label(self) -> str:
        """German label."""
        return {"alle": "alle Wörter", "gaengig": "nur gängige Wörter"}[self.value]


class CheckMode(Enum):
    """How words are checked."""

    HILFSBEREIT = "hilfsbereit"
    STRENG = "streng"
    ANFECHTEN = "anfechten"
    OHNE = "ohne"

    @property
    def label(self) -> str:
        """German label."""
        return {"hilfsbereit": "hilfsbereit", "streng": "streng", "anfechten": "Anfechten",
                "ohne": "ohne Prüfung"}[self.value]


class GameMode(Enum):
    """A normal game or the daily solo board."""

    PARTIE = "partie"
    TAGESBRETT = "tagesbrett"

    @property
    def label(self) -> str:
        """German label."""
        return {"partie": "Partie", "tagesbrett": "Tagesbrett"}[self.value]


@dataclass(frozen=True)
class Seat:
    """One player at the table; ``level`` only for computer seats."""

    name: str
    kind: SeatKind = SeatKind.HUMAN
    level: Level | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ConfigError("Platz „name“: Jeder Platz braucht einen Namen.")
        if not isinstance(self.kind, SeatKind):
            raise ConfigError("Platz „kind“: unbekannte Art.")
        if self.kind is SeatKind.COMPUTER and not isinstance(self.level, Level):
            raise ConfigError(f"Platz „level“: Der Computer „{self.name}“ braucht eine Stärke.")
        if self.kind is SeatKind.HUMAN and self.level is not None:
            raise ConfigError(f"Platz „level“: Der Mensch „{self.name}“ hat keine Stärke.")

    @property
    def is_human(self) -> bool:
        """True for a human seat."""
        return self.kind is SeatKind.HUMAN

    def to_dict(self) -> dict[str, Any]:
        """Plain dict for JSON."""
        return {"name": self.name, "kind": self.kind.value, "level": self.level.value if self.level else None}


def unrated_reason(seats: tuple[Seat, ...], check: CheckMode, mode: GameMode = GameMode.PARTIE) -> str | None:
    """Why a table with these seats and this word check cannot count for Bestenliste and Elo (German), or None.

    A result counts only when it was earned: against at least one opponent (computer or human)
    and with every word checked against the list.
    """
    if mode is GameMode.TAGESBRETT:
        return "Das Tagesbrett zählt nur für die Tagesliste."
    if len(seats) < 2:
        return "Gewertet wird nur mit mindestens einem Gegner (Computer oder Mensch)."
    if check is CheckMode.OHNE:
        return "Ohne Wortprüfung wird nicht gewertet."
    return None


@dataclass(frozen=True)
class TableConfig:
    """All settings of one table; validated on creation.

    ``rated`` is the table's wish, kept only where a result can be earned: a table
    without an opponent or without word check is always unrated (``unrated_reason``),
    also when an older save or set-up asked for a rated game.
    """

    seats: tuple[Seat, ...]
    clock_seconds: int | None = 120
    exchange: ExchangeRule = ExchangeRule.AB_7
    premiums: PremiumMode = PremiumMode.KLASSISCH
    words: WordList = WordList.ALLE
    check: CheckMode = CheckMode.HILFSBEREIT
    rated: bool = True
    mode: GameMode = GameMode.PARTIE

    def __post_init__(self) -> None:
        seats = tuple(self.seats)
        object.__setattr__(self, "seats", seats)
        if not 1 <= len(seats) <= MAX_SEATS:
            raise ConfigError("Tisch „seats“: Es spielen 1 bis 4 Setzer.")
        if not all(isinstance(s, Seat) for s in seats):
            raise ConfigError("Tisch „seats“: Jeder Platz muss ein Seat sein.")
        if self.clock_seconds not in CLOCK_CHOICES or isinstance(self.clock_seconds, bool):
            raise ConfigError("Tisch „clock_seconds“: erlaubt sind 30, 60, 90, 120, 180, 300 Sekunden oder ohne Uhr.")
        for name, enum in (("exchange", ExchangeRule), ("premiums", PremiumMode), ("words", WordList),
                           ("check", CheckMode), ("mode", GameMode)):
            if not isinstance(getattr(self, name), enum):
                raise ConfigError(f"Tisch „{name}“: unbekannter Wert.")
        if not isinstance(self.rated, bool):
            raise ConfigError("Tisch „rated“: muss wahr oder falsch sein.")
        if self.check is CheckMode.ANFECHTEN and self.human_count < 2:
            raise ConfigError("Tisch „check“: Anfechten geht nur mit mindestens zwei Menschen am Tisch.")
        if self.mode is GameMode.TAGESBRETT:
            if len(seats) != 1 or not seats[0].is_human:
                raise ConfigError("Tisch „seats“: Das Tagesbrett spielt ein Mensch allein.")
            if self.check is not CheckMode.HILFSBEREIT:
                raise ConfigError("Tisch „check“: Das Tagesbrett prüft immer hilfsbereit.")
        if self.rated and self.mode is GameMode.PARTIE and unrated_reason(seats, self.check) is not None:
            object.__setattr__(self, "rated", False)  # nothing to earn: never on the Bestenliste, no Elo

    @property
    def hint_allowed(self) -> bool:
        """Whether the bulb (Tipp) may lay a move: only in unrated games, never on the Tagesbrett."""
        return self.mode is GameMode.PARTIE and not self.rated

    @property
    def bulb_offered(self) -> bool:
        """Whether the table shows the bulb: one human at an unrated table (hot seat would show it to all)."""
        return self.hint_allowed and self.human_count == 1

    @property
    def human_count(self) -> int:
        """Number of human seats."""
        return sum(1 for s in self.seats if s.is_human)

    @classmethod
    def tagesbrett(cls, name: str, clock_seconds: int | None = 120) -> "TableConfig":
        """Settings of the daily solo board."""
        return cls(seats=(Seat(name, SeatKind.HUMAN),), clock_seconds=clock_seconds,
                   check=CheckMode.HILFSBEREIT, mode=GameMode.TAGESBRETT)

    def to_dict(self) -> dict[str, Any]:
        """Plain dict for JSON (enum values as strings)."""
        return {
            "seats": [s.to_dict() for s in self.seats],
            "clock_seconds": self.clock_seconds,
            "exchange": self.exchange.value,
            "premiums": self.premiums.value,
            "words": self.words.value,
            "check": self.check.value,
            "rated": self.rated,
            "mode": self.mode.value,
        }

    @classmethod
    def from_dict(cls, data: Any) -> "TableConfig":
        """Settings from a dict; unknown keys or wrong values raise ConfigError naming the field."""
        if not isinstance(data, dict):
            raise ConfigError("Tischeinstellungen: erwartet ein Objekt.")
        allowed = {"seats", "clock_seconds", "exchange", "premiums", "words", "check", "rated", "mode"}
        unknown = sorted(set(data) - allowed)
        if unknown:
            raise ConfigError(f"Tisch „{unknown[0]}“: unbekanntes Feld.")
        if "seats" not in data:
            raise ConfigError("Tisch „seats“: fehlt.")
        raw_seats = data["seats"]
        if not isinstance(raw_seats, list):
            raise ConfigError("Tisch „seats“: erwartet eine Liste.")
        seats = tuple(_seat_from_dict(s) for s in raw_seats)
        kwargs: dict[str, Any] = {"seats": seats}
        if "clock_seconds" in data:
            value = data["clock_seconds"]
            if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                raise ConfigError("Tisch „clock_seconds“: erwartet eine Zahl oder null.")
            kwargs["clock_seconds"] = value
        for name, enum in (("exchange", ExchangeRule), ("premiums", PremiumMode), ("words", WordList),
                           ("check", CheckMode), ("mode", GameMode)):
            if name in data:
                kwargs[name] = _enum_value(enum, data[name], f"Tisch „{name}“")
        if "rated" in data:
            if not isinstance(data["rated"], bool):
                raise ConfigError("Tisch „rated“: muss true oder false sein.")
            kwargs["rated"] = data["rated"]
        return cls(**kwargs)


def _enum_value(enum: type[Enum], value: Any, where: str) -> Any:
    try:
        return enum(value)
    except ValueError:
        choices = ", ".join(str(m.value) for m in enum)
        raise ConfigError(f"{where}: unbekannter Wert {value!r} (erlaubt: {choices}).") from None


def _seat_from_dict(data: Any) -> Seat:
    if not isinstance(data, dict):
        raise ConfigError("Tisch „seats“: Jeder Platz ist ein Objekt.")
    unknown = sorted(set(data) - {"name", "kind", "level"})
    if unknown:
        raise ConfigError(f"Platz „{unknown[0]}“: unbekanntes Feld.")
    if not isinstance(data.get("name"), str):
        raise ConfigError("Platz „name“: fehlt oder ist kein Text.")
    kind = _enum_value(SeatKind, data.get("kind", "mensch"), "Platz „kind“")
    level = data.get("level")
    level = None if level is None else _enum_value(Level, level, "Platz „level“")
    return Seat(data["name"], kind, level)
