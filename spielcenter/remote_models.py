"""Request models of games between people, word reports and blocks (pydantic, at the edge of the API)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from spielcenter.models import MAX_DB_ID
from spielcenter.referee import TURN_CHOICES

MoveId = Field(pattern=r"^[A-Za-z0-9_-]{8,64}$")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TableSettings(_Strict):
    """The table settings of a game between people."""

    words: Literal["alle", "gaengig"] = "alle"
    check: Literal["hilfsbereit", "streng"] = "hilfsbereit"
    premiums: Literal["klassisch", "zufall"] = "klassisch"
    exchange: Literal["ab_7", "immer", "nie"] = "ab_7"


class NewGame(_Strict):
    """Invite a player by id (``gegner_id``, from a profile) or by name (``gegner``, typed); neither: "irgendwer"."""

    gegner: str | None = Field(default=None, min_length=1, max_length=24)
    gegner_id: int | None = Field(default=None, ge=1, le=MAX_DB_ID, strict=True)  # a JSON integer, no "7", no true
    settings: TableSettings = TableSettings()
    turn_seconds: int = Field(default=24 * 3600)

    @field_validator("turn_seconds")
    @classmethod
    def _offered(cls, value: int) -> int:
        if value not in TURN_CHOICES:
            hours = ", ".join(str(t // 3600) for t in TURN_CHOICES)
            raise ValueError(f"erlaubt sind {hours} Stunden")
        return value

    @model_validator(mode="after")
    def _one_opponent(self) -> NewGame:
        if self.gegner is not None and self.gegner_id is not None:
            raise ValueError("Bitte den Gegner entweder beim Namen (gegner) oder mit seiner Nummer (gegner_id) nennen, "
                             "nicht beides.")
        return self


class MoveBody(_Strict):
    """A move: ``art`` legen (``lettern`` [[Zeile, Spalte, Buchstabe]]), tauschen (``tausch``), passen, aufgeben."""

    id: str = MoveId
    version: int = Field(ge=0, le=10_000)
    art: Literal["legen", "tauschen", "passen", "aufgeben"]
    lettern: list[tuple[int, int, str]] = Field(default_factory=list, max_length=7)
    tausch: str = Field(default="", max_length=7)


class Answer(_Strict):
    """Accept or decline an invitation."""

    annehmen: bool = Field(strict=True)  # true or false, not "yes" or 1


class WordReport(_Strict):
    """Report a word as missing (should count) or wrong (should not)."""

    wort: str = Field(min_length=2, max_length=40)
    art: Literal["fehlt", "falsch"]
    notiz: str = Field(default="", max_length=200)
    partie: int | None = Field(default=None, ge=1, le=MAX_DB_ID, strict=True)


class Block(_Strict):
    """Block (or unblock) another player."""

    spieler: int = Field(ge=1, le=MAX_DB_ID, strict=True)  # a JSON number: true would block player 1
    sperren: bool = Field(default=True, strict=True)


class Decision(_Strict):
    """The operator's decision on a word report."""

    entscheidung: Literal["erlauben", "sperren", "verwerfen"]


class Suspension(_Strict):
    """The operator suspends a player (or lifts it)."""

    grund: str = Field(default="Verstoß gegen die Spielregeln", min_length=1, max_length=200)
    gesperrt: bool = True
