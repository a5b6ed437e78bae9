"""Request and response models at the edge of the API (pydantic); the game may import these, nothing else."""
from __future__ import annotations

import datetime
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator

ClientId = Field(pattern=r"^[A-Za-z0-9_-]{8,64}$")
SeedMode = Literal["3min", "endlos", "partie"]
Board = Literal["bestenliste", "tagesbrett", "3min", "endlos", "tagesraetsel"]
Period = Literal["heute", "woche", "immer"]
Scope = Literal["alle", "halle"]
#: the largest id an INTEGER column holds (a 32-bit database id): every id a request names stays within it
MAX_DB_ID = 2**31 - 1
#: what a list read may ask for (the route's validation and spielcenter.list_lane's): the boards, periods and
#: scopes, the defaults, the largest venue id, the most lines and how many it gets without asking
BOARDS: tuple[str, ...] = get_args(Board)
PERIODS: tuple[str, ...] = get_args(Period)
SCOPES: tuple[str, ...] = get_args(Scope)
DEFAULT_PERIOD: Period = "woche"
DEFAULT_SCOPE: Scope = "alle"
MAX_VENUE_ID = MAX_DB_ID
MAX_LIST_LIMIT = 100
DEFAULT_LIST_LIMIT = 10


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NewPlayer(_Strict):
    """Register an install's player; with the venue's operator token it joins that venue."""

    name: str = Field(min_length=1, max_length=24)
    operator_token: str | None = Field(default=None, max_length=100)

    @field_validator("name")
    @classmethod
    def _clean_name(cls, value: str) -> str:
        value = " ".join(value.split())
        if not value or any(not c.isprintable() for c in value):
            raise ValueError("Der Name darf nicht leer sein und keine Steuerzeichen enthalten.")
        return value


class Venue(BaseModel):
    """A venue (Halle): a group of installs."""

    id: int
    name: str


class Player(BaseModel):
    """A player as the server knows them."""

    id: int
    name: str
    venue: Venue | None = None


class PublicBest(BaseModel):
    """A player's best accepted result in one list (public: the lists show it anyway)."""

    board: str
    best: int
    results: int
    last_day: datetime.date


class PublicPlayer(Player):
    """Another player's card as the lists open it: hall, best results per list, rating between people."""

    bests: list[PublicBest]
    rating: int
    rated_games: int
    blocked: bool = False  # the caller (with a token) has blocked this player: the profile offers to unblock


class NewPlayerAnswer(Player):
    """The registration's answer: the secret token is shown this once."""

    token: str


class SeedRequest(_Strict):
    """Ask for round seeds."""

    mode: SeedMode
    count: int = Field(default=1, ge=1, le=5)


class Seed(BaseModel):
    """One seed issued to one player for one round."""

    id: str
    mode: SeedMode
    seed: int
    expires_at: float


class DaySeeds(BaseModel):
    """Today's boards: the same for everyone."""

    date: datetime.date
    tagesbrett: int
    tagesraetsel: int


class ResultIn(_Strict):
    """A finished round with its record; ``id`` is the game's own unique id (a retry sends the same)."""

    id: str = ClientId
    game: Literal["buch", "setzer"]
    score: int = Field(ge=-100_000, le=10_000_000)
    seat: int = Field(default=0, ge=0, le=3)
    seed_id: str | None = Field(default=None, pattern=r"^[0-9a-f]{32}$")
    record: dict[str, Any]


class ResultAnswer(BaseModel):
    """Whether the result entered the lists, and why not."""

    id: str
    accepted: bool
    board: str | None = None
    score: int | None = None
    reason: str | None = None


class OwnResult(ResultAnswer):
    """One of the caller's own submissions."""


class Row(BaseModel):
    """One line of a list."""

    rank: int
    player_id: int
    player: str
    venue: str | None
    score: int
    day: datetime.date
    at: float
    verified: bool = True


class ListAnswer(BaseModel):
    """A list for one period and scope, with the asking player's own line."""

    board: Board
    period: Period
    scope: Scope
    first_day: datetime.date
    last_day: datetime.date
    players: int
    halls: int = 0  # the venues whose players have a line
    rows: list[Row]
    me: Row | None = None


class Calendar(BaseModel):
    """Tagesrätsel: the days the player found the word of the day, and the streak."""

    days_found: list[datetime.date]
    streak: int
    best_streak: int


class WordLists(_Strict):
    """A venue's blocked and extra-allowed words."""

    block: list[str] = Field(default_factory=list, max_length=5000)
    allow: list[str] = Field(default_factory=list, max_length=5000)


class VenueWords(BaseModel):
    """The venue's word lists as its kiosks fetch them."""

    venue: Venue
    version: int
    block: list[str]
    allow: list[str]
