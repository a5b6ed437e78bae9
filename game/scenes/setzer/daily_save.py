"""A paused Tagesbrett: told apart from the Partien by its record's date, resumed from the Tagesbrett card only.

Read from the record's JSON without the game engine, so the title screen stays light.
"""
from __future__ import annotations

import datetime
import json
import logging
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.setzer.daily import DAILY_MOVES
from game.store import SaveInfo, StoreError

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

_TURN_ACTIONS = {"place", "exchange", "pass"}


@dataclass(frozen=True)
class PausedDaily:
    """A Tagesbrett left before its ten moves were done."""

    save_id: int
    day: datetime.date
    turns: int  # turns already taken

    @property
    def move_number(self) -> int:
        """The move the player continues with (1-based)."""
        return min(self.turns + 1, DAILY_MOVES)

    @property
    def label(self) -> str:
        """The Tagesbrett card's line: "weiter: Zug 4 von 10"."""
        return f"weiter: Zug {self.move_number} von {DAILY_MOVES}"


def record_day(record_json: str | None) -> datetime.date | None:
    """The date of a Tagesbrett record, or None for a Partie (or an unreadable record, which the list explains)."""
    if not record_json:
        return None
    try:
        data = json.loads(record_json)
        day = data.get("date") if isinstance(data, dict) else None
        return datetime.date.fromisoformat(day) if isinstance(day, str) else None
    except ValueError:  # a broken record is shown (and explained) in the list of Partien
        return None


def turns_taken(record_json: str) -> int:
    """Turns of a solo Tagesbrett record: moves, exchanges, passes and clock timeouts."""
    data = json.loads(record_json)
    limit = (data.get("config") or {}).get("clock_seconds")
    turn_start = float(data.get("start_time") or 0.0)
    turns = 0
    for action in data.get("actions") or []:
        kind, t = action.get("type"), float(action.get("t") or 0.0)
        if kind in _TURN_ACTIONS:
            turns, turn_start = turns + 1, t
        elif kind == "tick" and limit is not None:
            from game.setzer.game import GRACE_SECONDS  # only for a record with clock events

            if t >= turn_start + limit + GRACE_SECONDS:  # this tick ended the turn (not just the grace warning)
                turns, turn_start = turns + 1, t
    return turns


def split_saves(app: App) -> tuple[list[SaveInfo], list[tuple[SaveInfo, datetime.date, str]]]:
    """The current profile's Speedsetzer saves: (Partien, paused Tagesbretter with their day and record)."""
    store = app.store
    partien: list[SaveInfo] = []
    dailies: list[tuple[SaveInfo, datetime.date, str]] = []
    for info in store.saves.list_setzer_games(app.session.profile_id):
        try:
            save = store.saves.load(info.id)
        except sqlite3.Error as err:  # the list of Partien shows it as unreadable
            log.warning("Spielstand %s nicht lesbar: %s", info.id, err)
            save = None
        day = record_day(save.record_json if save is not None else None)
        if day is None:
            partien.append(info)
        else:
            dailies.append((info, day, save.record_json))
    return partien, dailies


def paused_daily(app: App, day: datetime.date) -> PausedDaily | None:
    """The newest paused Tagesbrett of ``day`` (the Tagesbrett card continues it), or None."""
    for info, d, record_json in split_saves(app)[1]:
        if d == day:
            try:
                return PausedDaily(info.id, d, turns_taken(record_json))
            except (ValueError, TypeError, AttributeError) as err:  # odd values: it cannot be continued
                log.warning("Tagesbrett %s nicht lesbar: %r", info.id, err)
    return None


def discard_other_days(app: App, day: datetime.date) -> None:
    """Drop paused Tagesbretter of other days: a new day's board replaces them (one paused board at a time)."""
    if app.store.read_only:
        return
    for info, d, _record in split_saves(app)[1]:
        if d != day:
            try:
                app.store.saves.delete(info.id)
            except (StoreError, sqlite3.Error) as err:  # it stays; harmless, it is never listed
                log.warning("altes Tagesbrett %s nicht gelöscht: %s", info.id, err)
