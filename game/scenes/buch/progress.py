"""The current profile's Speedbuch progress: journey stars, daily bookmarks, the saved endless round, best scores.

Nothing is kept here: every read asks the store for the profile that plays now,
so switching profile (or a kiosk reset) shows that profile's data and nothing
else. Results enter the store replay-verified through ``submit_to_store``.
"""
from __future__ import annotations

import datetime
import json
import logging
import sqlite3
from typing import TYPE_CHECKING, Any

from game.buch.levels import LEVEL_COUNT
from game.buch.rules import BuchMode
from game.settings import BuchTheme
from game.store import Board, JourneyProgress, StoreError

if TYPE_CHECKING:
    from game.app import App
    from game.buch.game import BuchGame

log = logging.getLogger(__name__)



#: mode keys of the board scene -> the store's list of that mode
BOARDS = {"3min": Board.BUCH_3MIN, "endless": Board.BUCH_ENDLOS, "daily": Board.BUCH_RAETSEL}


class BuchProgress:
    """A view of one profile's Speedbuch data in the store (cheap to create; reads go to the store)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.store = app.store
        self.profile_id = app.session.profile_id

    # theme -------------------------------------------------------------------
    @property
    def night(self) -> bool:
        """Night theme unless the settings say day."""
        return self.app.settings.settings.buch_theme is not BuchTheme.DAY

    @night.setter
    def night(self, night: bool) -> None:
        self.app.settings.update(buch_theme=BuchTheme.NIGHT if night else BuchTheme.DAY)

    # journey -----------------------------------------------------------------
    def journey(self) -> JourneyProgress:
        """Best stars per level and which levels are open (read once per screen, not per frame)."""
        return self.store.boards.journey(self.profile_id)

    @property
    def stars(self) -> dict[int, int]:
        """Level id -> best stars."""
        return self.journey().stars

    def unlocked(self, level_id: int) -> bool:
        """Level 1 is open; every other one after its predecessor was won."""
        return self.journey().is_unlocked(level_id)

    def current_level(self) -> int:
        """The first level not yet won (or the last one)."""
        return min(self.journey().next_level, LEVEL_COUNT)

    def total_stars(self) -> int:
        """Stars over all levels."""
        return self.journey().total_stars

    def set_stars(self, level_id: int, stars: int) -> None:
        """Nothing to do: the stars enter the store with the verified result (``submit_to_store``)."""

    # daily -------------------------------------------------------------------
    @property
    def daily_found(self) -> set[str]:
        """ISO dates on which the word of the day was found."""
        return {day.isoformat() for day in self.store.boards.calendar(self.profile_id).days}

    @property
    def daily_best(self) -> dict[str, int]:
        """ISO date -> the profile's best Tagesrätsel score of that day."""
        best = self.store.boards.own_best_by_day(Board.BUCH_RAETSEL, self.profile_id)
        return {day.isoformat(): score for day, score in best.items()}

    def mark_daily(self, date: datetime.date, found: bool, score: int) -> None:
        """Nothing to do: the bookmark enters the store with the verified result (``submit_to_store``)."""

    def daily_bonus_open(self, date: datetime.date) -> bool:
        """+500, bookmark and streak only in the first round of a day (a finished round reveals the word)."""
        from game.buch.daily import bonus_open

        return bonus_open(date, self.daily_found | set(self.daily_best))

    def streak(self, today: datetime.date) -> int:
        """Days in a row with the word found, ending today (or yesterday if today is still open)."""
        return self.store.boards.calendar(self.profile_id, today).current_streak

    # the saved endless round -------------------------------------------------
    @property
    def endless_save(self) -> dict[str, Any] | None:
        """The profile's resumable endless round (JSON data), or None."""
        save = self.store.saves.load_endless(self.profile_id)
        if save is None:
            return None
        try:
            data = json.loads(save.record_json)
        except ValueError as err:  # the store checks JSON on writing; a damaged file still must not crash
            log.warning("Endlos-Spielstand unlesbar: %s", err)
            return None
        return data if isinstance(data, dict) else None

    @endless_save.setter
    def endless_save(self, data: dict[str, Any] | None) -> None:
        save_endless_to_store(self.app, data)

    # scores ------------------------------------------------------------------
    @property
    def best(self) -> dict[str, list[int]]:
        """Mode key -> the profile's own top ten scores."""
        out = {}
        for key, board in BOARDS.items():
            scores = self.store.boards.own_scores(board, self.profile_id)
            if scores:
                out[key] = scores
        return out

    def add_score(self, mode_key: str, score: int) -> int:
        """The rank (1 = best) a new result takes in the profile's own top ten, 0 if outside.

        The result itself enters the store with ``submit_to_store``.
        """
        board = BOARDS.get(mode_key)
        if board is None:
            return 0
        better = sum(1 for s in self.store.boards.own_scores(board, self.profile_id) if s > score)
        return better + 1 if better < 10 else 0

    def save(self) -> None:
        """Nothing to do: every change is in the store already."""


def progress_for(app: App) -> BuchProgress:
    """The Speedbuch progress of the profile that plays now."""
    return BuchProgress(app)


def submit_to_store(app: App, game: BuchGame) -> str | None:
    """Enter a finished round for the current profile (replay-verified); returns a refusal reason or None."""
    if app.demo:
        return "Vorführung – nicht gewertet."
    try:
        from game.scenes.profile.results import submit_buch_round  # only when a round ends

        out = submit_buch_round(app.session, game, app.lexicon, name=app.session.name)
    except sqlite3.Error as err:  # a damaged file: the round is over, the result is lost
        log.warning("Speedbuch-Ergebnis nicht gespeichert: %s", err)
        return "Das Ergebnis konnte nicht gespeichert werden."
    if game.mode is BuchMode.REISE and not game.stars:
        return None
    return None if out.accepted else out.reason


def save_endless_to_store(app: App, data: dict | None) -> None:
    """Keep (or drop) the current profile's endless round in the store (never a demo's)."""
    if app.demo:
        return
    saves, pid = app.store.saves, app.session.profile_id
    try:
        if data is None:
            saves.clear_endless(pid)
        else:
            saves.save_endless(pid, json.dumps(data))
    except (StoreError, sqlite3.Error) as err:  # read-only or broken store: the round cannot be resumed later
        log.warning("Endlos-Runde nicht gespeichert: %s", err)
