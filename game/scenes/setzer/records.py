"""Entering finished games into the store: statistics, Elo, the Bestenliste and the Tagesbrett's daily list."""
from __future__ import annotations

import datetime
import logging
import sqlite3
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from game.plural import count
from game.scenes.profile import results as profile_results
from game.setzer.config import GameMode, SeatKind
from game.setzer.replay import replayed_game
from game.store import Board, StoreError

if TYPE_CHECKING:
    from game.app import App
    from game.lexicon import Lexicon
    from game.setzer.game import SetzerGame

log = logging.getLogger(__name__)


def daily_entries(app: App, day: datetime.date, limit: int = 10) -> list[tuple[str, int]]:
    """The daily list of ``day`` (name, best score), best first."""
    return [(e.name, e.score) for e in app.store.boards.top(Board.TAGESBRETT, day=day, limit=limit)]


def submit(app: App, game: SetzerGame, lexicon: Lexicon, save: int | Future | None = None) -> str | None:
    """Statistics, Elo, the right list and the removal of the save, in one transaction and at most once per game.

    ``save`` is the save row's id, or the future of it while its first write is still queued.  Returns a
    short German note for the results screen ("Speichern dauert …" when another program holds the file:
    the entry lands later, still once).
    """
    if save is None or game.result is None or app.demo:
        return _submit(app, game, lexicon)

    def save_id() -> int:
        return save.result() if isinstance(save, Future) else save  # done inside the writer's job

    def enter() -> str | None:
        note = _submit(app, game, lexicon, strict=True)
        app.store.saves.delete(save_id())
        return note

    try:
        # the key is read in the same transaction; a save that is gone was entered by another process
        return app.store.enter_once(lambda: app.store.save_key(save_id()), enter)
    except (StoreError, sqlite3.Error) as err:
        log.warning("Partie nicht eingetragen: %s", err)
        return str(err) if isinstance(err, StoreError) else "Das Ergebnis konnte nicht gespeichert werden."


def _submit(app: App, game: SetzerGame, lexicon: Lexicon, strict: bool = False) -> str | None:
    """The entries of a finished game; ``strict`` (inside ``enter_once``): a store error undoes them all."""
    if game.result is None:
        return None
    if app.demo:
        return "Vorführung – nicht gewertet."
    humans = [i for i, s in enumerate(game.config.seats) if s.kind is SeatKind.HUMAN]
    if not humans:
        return None
    session = app.session
    daily = game.config.mode is GameMode.TAGESBRETT
    mapping = profile_results.setzer_seat_profiles(session, game)
    notes = profile_results.record_setzer_game(session, game, mapping)
    record_json = game.record.to_json()
    boards = app.store.boards
    try:
        if daily:
            seat = humans[0]
            out = boards.submit_tagesbrett_result(
                record_json, game.result.scores[seat], lambda js: _verified_scores(js, lexicon)[seat],
                profile_id=mapping[seat], day=game.date, name=game.config.seats[seat].name)
            notes.insert(0, "In der Tagesliste eingetragen." if out.accepted else (out.reason or ""))
        elif game.config.rated:
            for seat in humans:
                points = game.result.leaderboard_points[seat]
                out = boards.submit_setzer_result(
                    record_json, points, lambda js, seat=seat: _verified_points(js, lexicon)[seat],
                    profile_id=mapping[seat], name=game.config.seats[seat].name)
                if seat == humans[0]:
                    notes.insert(0, f"{count(points, 'Punkt')} für die Bestenliste." if out.accepted else (out.reason or ""))
        else:
            notes.insert(0, "Ungewertete Partie – nicht in der Bestenliste.")
    except (StoreError, sqlite3.Error) as err:  # a read-only or broken store: the results screen says so
        if strict:
            raise
        log.warning("Ergebnis nicht eingetragen: %s", err)
        notes.insert(0, "Das Ergebnis konnte nicht gespeichert werden.")
    return " · ".join(n for n in notes if n) or None


def _verified_scores(record_json: str, lexicon: Lexicon) -> tuple[int, ...]:
    game = replayed_game(record_json, lexicon)
    return game.result.scores if game.result else ()


def _verified_points(record_json: str, lexicon: Lexicon) -> tuple[int, ...]:
    game = replayed_game(record_json, lexicon)
    return game.result.leaderboard_points if game.result else ()


def as_json_result(game: SetzerGame) -> dict[str, Any]:
    """The autoplay summary line."""
    res = game.result
    seats = game.config.seats
    return {
        "scores": list(res.scores) if res else list(game.scores),
        "winner": [seats[i].name for i in res.winners] if res else None,
        "players": [s.name for s in seats],
        "levels": [s.level.value if s.level else None for s in seats],
        "moves": len(game.history),
        "reason": res.reason.value if res else None,
        "rest": list(res.rest_deductions) if res else None,
        "leaderboard_points": list(res.leaderboard_points) if res else None,
        "seed": game.seed,
    }
