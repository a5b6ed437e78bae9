"""Journey levels: one JSON file per level in ``levels/``, strictly validated.

Schema: see ``levels/README.md``.  An unknown key, a missing key or a wrong
type raises ``LevelError`` naming the file and the field.
"""
from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.plural import count, plural
from game.resources import data_dir

LEVELS_DIR = data_dir("levels")
LEVEL_COUNT = 40
LEVELS_PER_HALL = 5
HALLS = (
    "Eingangshalle", "Lesesaal", "Kartenzimmer", "Archiv",
    "Turmzimmer", "Kellergewölbe", "Rara-Kabinett", "Kuppelsaal",
)


class LevelError(ValueError):
    """A level file is broken; the message names the file and the field (German)."""


class GoalKind(enum.Enum):
    """What a journey goal counts."""

    POINTS = "points"
    LONG_WORDS = "long_words"
    BONUS_TILES = "bonus_tiles"
    UMLAUT_WORDS = "umlaut_words"
    EMBERS_OUT = "embers_out"
    CHAIN = "chain"
    CHAINS = "chains"
    MAPS = "maps"
    RARE_LETTERS = "rare_letters"


@dataclass(frozen=True)
class Goal:
    """One goal: reach ``target`` (for LONG_WORDS: words with at least ``min_letters``)."""

    kind: GoalKind
    target: int
    min_letters: int | None = None

    @property
    def text(self) -> str:
        """German description for the goal list."""
        n = self.target
        if self.kind is GoalKind.POINTS:
            return f"{count(n, 'Punkt')} erreichen"
        if self.kind is GoalKind.LONG_WORDS:
            return f"{count(n, 'Wort')} mit mindestens {self.min_letters} Buchstaben"
        if self.kind is GoalKind.BONUS_TILES:
            return f"{count(n, 'Bonusstein')} verbauen"
        if self.kind is GoalKind.UMLAUT_WORDS:
            return f"{count(n, 'Wort')} mit Ä, Ö oder Ü"
        if self.kind is GoalKind.EMBERS_OUT:
            return f"{count(n, 'Glutstein')} löschen"
        if self.kind is GoalKind.CHAINS:
            return f"{count(n, 'Kette')} sprengen"
        if self.kind is GoalKind.MAPS:
            return f"{count(n, 'Landkarte')} nach unten bringen"
        if self.kind is GoalKind.RARE_LETTERS:
            return f"{n} seltene {plural(n, 'Buchstabe', 'Buchstaben')} legen"
        return f"Wortkette aus {count(n, 'Wort', 'Wörtern')}"

    def to_json(self) -> dict[str, Any]:
        """The goal as in the level file."""
        data: dict[str, Any] = {"type": self.kind.value, "target": self.target}
        if self.min_letters is not None:
            data["min_letters"] = self.min_letters
        return data


@dataclass(frozen=True)
class LevelSpec:
    """One journey level."""

    id: int
    hall: str
    name: str
    goals: tuple[Goal, ...]
    moves: int
    seed: int | None = None
    embers: bool = True
    hints: int = 3
    start_embers: int = 0
    bookmarks: int = 0
    chains: int = 0
    dust: int = 0
    fuses: int = 0
    fuse_moves: int = 6
    dark_rows: int = 0

    @property
    def maps(self) -> int:
        """Landkarten to bring down (the target of a ``maps`` goal, else 0)."""
        return max((g.target for g in self.goals if g.kind is GoalKind.MAPS), default=0)

    @property
    def rare_goal(self) -> bool:
        """Whether the level has a rare-letter goal (seals on rare tiles, rare letters come more often)."""
        return any(g.kind is GoalKind.RARE_LETTERS for g in self.goals)

    @property
    def rule_titles(self) -> list[str]:
        """German names of the hall rules this level uses, in hall order."""
        from game.buch.hall_rules import HALL_RULES

        used = [self.bookmarks > 0, self.chains > 0, self.maps > 0, self.dust > 0, self.fuses > 0,
                self.dark_rows > 0, self.rare_goal]
        return [HALL_RULES[i].title for i, on in enumerate(used) if on]

    @property
    def hall_index(self) -> int:
        """0-based hall number."""
        return HALLS.index(self.hall)

    def to_json(self) -> dict[str, Any]:
        """The level as in its file."""
        data: dict[str, Any] = {
            "id": self.id, "hall": self.hall, "name": self.name,
            "goals": [g.to_json() for g in self.goals], "moves": self.moves,
            "embers": self.embers, "hints": self.hints,
        }
        if self.start_embers:
            data["start_embers"] = self.start_embers
        for key in RULE_FIELDS:
            value = getattr(self, key)
            if value != RULE_FIELDS[key][2]:
                data[key] = value
        if self.seed is not None:
            data["seed"] = self.seed
        return data


# hall rule fields: (lowest, highest, default)
RULE_FIELDS: dict[str, tuple[int, int, int]] = {
    "bookmarks": (0, 8, 0), "chains": (0, 10, 0), "dust": (0, 12, 0), "fuses": (0, 4, 0), "fuse_moves": (2, 12, 6),
    "dark_rows": (0, 3, 0),
}
_LEVEL_KEYS = {"id": int, "hall": str, "name": str, "goals": list, "moves": int, "seed": int, "embers": bool, "hints": int,
               "start_embers": int, **{k: int for k in RULE_FIELDS}}
_REQUIRED = ("id", "hall", "name", "goals", "moves")
_GOAL_KEYS = {"type": str, "target": int, "min_letters": int}


def _type_name(t: type) -> str:
    return {int: "Ganzzahl", str: "Text", list: "Liste", bool: "true/false", dict: "Objekt"}[t]


def _check_type(source: str, field: str, value: Any, t: type) -> None:
    ok = isinstance(value, t) and not (t is int and isinstance(value, bool))
    if not ok:
        raise LevelError(f"{source}: Feld „{field}“ muss {_type_name(t)} sein, ist aber {value!r}.")


def parse_level(data: Any, source: str = "<level>") -> LevelSpec:
    """Validate level data (as read from JSON) and build a LevelSpec; raises LevelError."""
    if not isinstance(data, dict):
        raise LevelError(f"{source}: Die Datei muss ein JSON-Objekt enthalten.")
    for key in data:
        if key not in _LEVEL_KEYS:
            raise LevelError(f"{source}: Unbekanntes Feld „{key}“.")
    for key in _REQUIRED:
        if key not in data:
            raise LevelError(f"{source}: Feld „{key}“ fehlt.")
    for key, value in data.items():
        _check_type(source, key, value, _LEVEL_KEYS[key])
    level_id = data["id"]
    if not 1 <= level_id <= LEVEL_COUNT:
        raise LevelError(f"{source}: Feld „id“ muss zwischen 1 und {LEVEL_COUNT} liegen.")
    hall = data["hall"]
    if hall not in HALLS:
        raise LevelError(f"{source}: Feld „hall“: unbekannter Saal „{hall}“.")
    expected = HALLS[(level_id - 1) // LEVELS_PER_HALL]
    if hall != expected:
        raise LevelError(f"{source}: Feld „hall“: Level {level_id} gehört in „{expected}“.")
    if not data["name"].strip():
        raise LevelError(f"{source}: Feld „name“ darf nicht leer sein.")
    if data["moves"] < 1:
        raise LevelError(f"{source}: Feld „moves“ muss mindestens 1 sein.")
    if not 0 <= data.get("hints", 3) <= 9:
        raise LevelError(f"{source}: Feld „hints“ muss zwischen 0 und 9 liegen.")
    if not 0 <= data.get("start_embers", 0) <= 4:
        raise LevelError(f"{source}: Feld „start_embers“ muss zwischen 0 und 4 liegen.")
    if data.get("start_embers", 0) and not data.get("embers", True):
        raise LevelError(f"{source}: Feld „start_embers“ braucht „embers“: true.")
    for key, (low, high, _) in RULE_FIELDS.items():
        if not low <= data.get(key, RULE_FIELDS[key][2]) <= high:
            raise LevelError(f"{source}: Feld „{key}“ muss zwischen {low} und {high} liegen.")
    if data.get("fuses", 0) and not data.get("embers", True):
        raise LevelError(f"{source}: Feld „fuses“ braucht „embers“: true (eine Lunte wird zu Glut).")
    if "fuse_moves" in data and not data.get("fuses", 0):
        raise LevelError(f"{source}: Feld „fuse_moves“ gilt nur mit „fuses“.")
    raw_goals = data["goals"]
    if not 1 <= len(raw_goals) <= 2:
        raise LevelError(f"{source}: Feld „goals“ braucht ein oder zwei Ziele.")
    goals = []
    for i, raw in enumerate(raw_goals):
        where = f"goals[{i}]"
        if not isinstance(raw, dict):
            raise LevelError(f"{source}: Feld „{where}“ muss Objekt sein.")
        for key in raw:
            if key not in _GOAL_KEYS:
                raise LevelError(f"{source}: Unbekanntes Feld „{where}.{key}“.")
        for key in ("type", "target"):
            if key not in raw:
                raise LevelError(f"{source}: Feld „{where}.{key}“ fehlt.")
        for key, value in raw.items():
            _check_type(source, f"{where}.{key}", value, _GOAL_KEYS[key])
        try:
            kind = GoalKind(raw["type"])
        except ValueError:
            names = ", ".join(k.value for k in GoalKind)
            raise LevelError(f"{source}: Feld „{where}.type“: unbekannt „{raw['type']}“ (erlaubt: {names}).") from None
        if raw["target"] < 1:
            raise LevelError(f"{source}: Feld „{where}.target“ muss mindestens 1 sein.")
        min_letters = raw.get("min_letters")
        if kind is GoalKind.LONG_WORDS:
            if min_letters is None:
                raise LevelError(f"{source}: Feld „{where}.min_letters“ fehlt.")
            if not 4 <= min_letters <= 12:
                raise LevelError(f"{source}: Feld „{where}.min_letters“ muss zwischen 4 und 12 liegen.")
        elif min_letters is not None:
            raise LevelError(f"{source}: Feld „{where}.min_letters“ gilt nur für long_words.")
        if kind is GoalKind.CHAINS and not data.get("chains", 0):
            raise LevelError(f"{source}: Feld „{where}.type“: Ziel „chains“ braucht Ketten im Feld „chains“.")
        if kind is GoalKind.MAPS and raw["target"] > 6:
            raise LevelError(f"{source}: Feld „{where}.target“: höchstens 6 Landkarten.")
        goals.append(Goal(kind, raw["target"], min_letters))
    return LevelSpec(
        id=level_id, hall=hall, name=data["name"], goals=tuple(goals), moves=data["moves"],
        seed=data.get("seed"), embers=data.get("embers", True), hints=data.get("hints", 3),
        start_embers=data.get("start_embers", 0),
        **{k: data.get(k, RULE_FIELDS[k][2]) for k in RULE_FIELDS},
    )


def load_level_file(path: Path) -> LevelSpec:
    """Read and validate one level file; raises LevelError naming the file."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise LevelError(f"{path.name}: Datei nicht lesbar ({err.strerror}).") from err
    except ValueError as err:
        raise LevelError(f"{path.name}: kein gültiges JSON ({err}).") from err
    spec = parse_level(data, path.name)
    if path.stem.isdigit() and int(path.stem) != spec.id:
        raise LevelError(f"{path.name}: Feld „id“ ({spec.id}) passt nicht zum Dateinamen.")
    return spec


def level_path(level_id: int, directory: Path | None = None) -> Path:
    """Path of a level file: ``levels/07.json``."""
    return Path(directory or LEVELS_DIR) / f"{level_id:02d}.json"


@lru_cache(maxsize=64)
def load_level(level_id: int, directory: Path | None = None) -> LevelSpec:
    """Load level ``level_id`` (1–40)."""
    return load_level_file(level_path(level_id, directory))


def load_all_levels(directory: Path | None = None) -> list[LevelSpec]:
    """All 40 levels in order; raises LevelError on the first broken file."""
    return [load_level_file(level_path(i, directory)) for i in range(1, LEVEL_COUNT + 1)]


def stars_for(moves_left: int, budget: int) -> int:
    """Stars for a won level: 3 with at least 40 % moves left, 2 with 20 %, else 1."""
    if moves_left * 100 >= 40 * budget:
        return 3
    if moves_left * 100 >= 20 * budget:
        return 2
    return 1
