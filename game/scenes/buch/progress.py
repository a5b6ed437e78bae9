"""Speedbuch progress the scenes need: journey stars, daily bookmarks, the saved endless round, best scores.

A small adapter: JSON in the data folder when the app has one (``options.data_dir``),
else memory only.  When the shell's store offers Speedbuch storage this is the
one place to switch over.
"""
from __future__ import annotations

import datetime
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.files import move_aside

log = logging.getLogger(__name__)

FILE_NAME = "speedbuch_progress.json"


@dataclass
class BuchProgress:
    """What the Speedbuch screens remember between rounds."""

    path: Path | None = None
    night: bool = True
    stars: dict[int, int] = field(default_factory=dict)  # level id -> best stars
    daily_found: set[str] = field(default_factory=set)  # ISO dates with the word found
    daily_best: dict[str, int] = field(default_factory=dict)  # ISO date -> best score
    endless_save: dict[str, Any] | None = None
    best: dict[str, list[int]] = field(default_factory=dict)  # mode key -> top scores
    kept_aside: Path | None = None  # where a damaged progress file was moved when loading

    # journey -----------------------------------------------------------------
    def unlocked(self, level_id: int) -> bool:
        """Level 1 is open; every other one after its predecessor was won."""
        return level_id == 1 or self.stars.get(level_id - 1, 0) > 0

    def current_level(self) -> int:
        """The first level not yet won (or 40)."""
        for i in range(1, 41):
            if self.stars.get(i, 0) == 0:
                return i
        return 40

    def total_stars(self) -> int:
        """Stars over all levels."""
        return sum(self.stars.values())

    def set_stars(self, level_id: int, stars: int) -> None:
        """Keep the best star count of a level."""
        if stars > self.stars.get(level_id, 0):
            self.stars[level_id] = stars

    # daily -------------------------------------------------------------------
    def mark_daily(self, date: datetime.date, found: bool, score: int) -> None:
        """Record a finished daily puzzle."""
        key = date.isoformat()
        if found:
            self.daily_found.add(key)
        self.daily_best[key] = max(score, self.daily_best.get(key, 0))

    def daily_bonus_open(self, date: datetime.date) -> bool:
        """+500, bookmark and streak only in the first round of a day (a finished round reveals the word)."""
        from game.buch.daily import bonus_open

        return bonus_open(date, self.daily_found | set(self.daily_best))

    def streak(self, today: datetime.date) -> int:
        """Days in a row with the word found, ending today (or yesterday if today is still open)."""
        day = today if today.isoformat() in self.daily_found else today - datetime.timedelta(days=1)
        n = 0
        while day.isoformat() in self.daily_found:
            n += 1
            day -= datetime.timedelta(days=1)
        return n

    # scores ------------------------------------------------------------------
    def add_score(self, mode_key: str, score: int) -> int:
        """Add a result; returns its rank (1 = best) in the top ten, 0 if outside."""
        scores = sorted(self.best.get(mode_key, []) + [score], reverse=True)[:10]
        self.best[mode_key] = scores
        return scores.index(score) + 1 if score in scores else 0

    # persistence -------------------------------------------------------------
    def save(self) -> None:
        """Write the JSON file (no-op in memory mode)."""
        if self.path is None:
            return
        data = {
            "night": self.night, "stars": {str(k): v for k, v in self.stars.items()},
            "daily_found": sorted(self.daily_found), "daily_best": self.daily_best,
            "endless_save": self.endless_save, "best": self.best,
        }
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data), encoding="utf-8")
            tmp.replace(self.path)
        except OSError:
            log.exception("could not save Speedbuch progress")

    @classmethod
    def load(cls, path: Path | None) -> "BuchProgress":
        """Read the file; a missing or broken file gives fresh progress (logged)."""
        prog = cls(path=path)
        if path is None or not path.exists():
            return prog
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            prog.night = bool(data.get("night", True))
            prog.stars = {int(k): int(v) for k, v in data.get("stars", {}).items()}
            prog.daily_found = set(data.get("daily_found", []))
            prog.daily_best = {str(k): int(v) for k, v in data.get("daily_best", {}).items()}
            prog.endless_save = data.get("endless_save")
            prog.best = {str(k): [int(x) for x in v] for k, v in data.get("best", {}).items()}
        except (OSError, ValueError, TypeError, AttributeError):
            log.exception("Speedbuch progress unreadable, starting fresh: %s", path)
            fresh = cls(path=path)
            fresh.kept_aside = move_aside(path)  # never overwritten by the fresh progress
            return fresh
        return prog


def progress_for(app) -> BuchProgress:
    """The app's progress object (created on first use)."""
    prog = getattr(app, "buch_progress", None)
    if prog is None:
        data_dir = getattr(getattr(app, "options", None), "data_dir", None)
        path = Path(data_dir) / FILE_NAME if data_dir else None
        prog = BuchProgress.load(path)
        merge_from_store(app, prog)
        try:
            app.buch_progress = prog
        except AttributeError:
            pass
    return prog


# ------------------------------------------------------------------ the shell's store (when ``app.session`` exists)
def _session(app):
    """The app's profile session, or the store's guest profile, or None."""
    from game.scenes.operator.session import session_or_guest

    return session_or_guest(app)


def merge_from_store(app, prog: BuchProgress) -> None:
    """Take journey stars, calendar bookmarks and the endless save from the store (best effort)."""
    session = _session(app)
    if session is None:
        return
    try:
        boards = session.store.boards
        prog.stars.update({k: max(v, prog.stars.get(k, 0)) for k, v in boards.journey(session.profile_id).stars.items()})
        prog.daily_found.update(d.isoformat() for d in boards.calendar(session.profile_id).days)
        save = session.store.saves.load_endless(session.profile_id)
        if save is not None:
            prog.endless_save = json.loads(save.record_json)
    except Exception:  # noqa: BLE001 - the store is optional for these screens
        log.exception("Speedbuch progress from the store failed")


def submit_to_store(app, game) -> str | None:
    """Enter a finished round in the store's lists (replay-verified); returns a refusal reason or None."""
    session = _session(app)
    if session is None:
        return None
    try:
        from game.buch import BuchMode
        from game.buch.record import BuchRecord, play_key_text, replay
        from game.scenes.buch.common import lexicon

        lex = lexicon(app)
        try:
            from game.scenes.profile.results import submit_buch_round
        except ImportError:
            submit_buch_round = None
        if submit_buch_round is not None:
            # the profile package also keeps the statistics; it enters lists, calendar and stars the same way
            name = None
            try:
                name = app.settings.settings.player_name
            except Exception:  # noqa: BLE001
                pass
            out = submit_buch_round(session, game, lex, name=name)
            if game.mode is BuchMode.REISE and not game.stars:
                return None
            return None if out.accepted else out.reason
        record_json = json.dumps(game.to_save())

        def replayed(rj: str):
            return replay(BuchRecord.from_json(json.loads(rj)), lex)

        boards = session.store.boards
        pid = session.profile_id
        if game.mode is BuchMode.DREI_MINUTEN:
            out = boards.submit_buch_3min_result(record_json, game.score, lambda rj: replayed(rj).score, profile_id=pid)
        elif game.mode is BuchMode.ENDLOS:
            out = boards.submit_endlos_result(record_json, game.score, lambda rj: replayed(rj).score, profile_id=pid)
            session.store.saves.clear_endless(pid)
        elif game.mode is BuchMode.TAGESRAETSEL:
            out = boards.submit_raetsel_result(record_json, game.score, lambda rj: replayed(rj).score, profile_id=pid,
                                               day=game.date, word_found=game.daily_counts,
                                               verify_found=lambda rj: replayed(rj).daily_counts,
                                               play_key=play_key_text)
        elif game.stars and game.level is not None:
            out = boards.submit_journey_result(record_json, game.stars, lambda rj: replayed(rj).stars, profile_id=pid,
                                               level=game.level.id)
        else:
            return None
        return None if out.accepted else out.reason
    except Exception:  # noqa: BLE001 - a store problem must not end the game
        log.exception("Speedbuch result not stored")
        return "Das Ergebnis konnte nicht gespeichert werden."


def save_endless_to_store(app, data: dict | None) -> None:
    """Keep (or drop) the endless round in the store too."""
    session = _session(app)
    if session is None:
        return
    try:
        if data is None:
            session.store.saves.clear_endless(session.profile_id)
        else:
            session.store.saves.save_endless(session.profile_id, json.dumps(data))
    except Exception:  # noqa: BLE001
        log.exception("endless save in the store failed")


def store_top(app, mode_key: str, day=None) -> list[int] | None:
    """Scores of the store's list for a mode (None without a store)."""
    session = _session(app)
    if session is None:
        return None
    try:
        from game.store import Board

        board = {"3min": Board.BUCH_3MIN, "endless": Board.BUCH_ENDLOS, "daily": Board.BUCH_RAETSEL}.get(mode_key)
        if board is None:
            return None
        return [e.score for e in session.store.boards.top(board, day=day, limit=10)]
    except Exception:  # noqa: BLE001
        log.exception("leaderboard read failed")
        return None
