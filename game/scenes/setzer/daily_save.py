"""A paused Tagesbrett: a save of its own kind (with its day and move number), resumed from the Tagesbrett card only.

Read from the save rows alone (kind, day, move number), never from the records, so the title screen stays light.
"""
from __future__ import annotations

import datetime
import logging
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.setzer.daily import DAILY_MOVES
from game.store import SaveInfo, StoreError

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PausedDaily:
    """A Tagesbrett left before its ten moves were done."""

    save_id: int
    day: datetime.date
    saved_move: int | None  # the move it goes on with, as the engine last saved it; None: saved by an older version

    @property
    def move_number(self) -> int | None:
        """The move the player continues with (1-based), or None when the save predates move numbers."""
        return None if self.saved_move is None else min(self.saved_move, DAILY_MOVES)

    @property
    def label(self) -> str:
        """The Tagesbrett card's line: "weiter: Zug 4 von 10" (or "weiter setzen" for a board from before the update)."""
        if self.move_number is None:
            return "weiter setzen"
        return f"weiter: Zug {self.move_number} von {DAILY_MOVES}"


def paused_boards(app: App) -> list[SaveInfo]:
    """The current profile's paused Tagesbretter, newest first (rows only; an unreadable store lists none)."""
    try:
        return app.store.saves.list_tagesbretter(app.session.profile_id)
    except sqlite3.Error as err:  # the card then offers a fresh board
        log.warning("Tagesbretter nicht lesbar: %s", err)
        return []


def paused_daily(app: App, day: datetime.date) -> PausedDaily | None:
    """The newest paused Tagesbrett of ``day`` (the Tagesbrett card continues it), or None."""
    for info in paused_boards(app):
        if info.day == day:
            return PausedDaily(info.id, day, info.move_number)
    return None


def discard_other_days(app: App, day: datetime.date) -> None:
    """Drop paused Tagesbretter of other days: a new day's board replaces them (one paused board at a time)."""
    if app.store.read_only:
        return
    for info in paused_boards(app):
        if info.day != day:
            try:
                app.store.saves.delete(info.id)
            except (StoreError, sqlite3.Error) as err:  # it stays; harmless, it is never listed
                log.warning("altes Tagesbrett %s nicht gelöscht: %s", info.id, err)
