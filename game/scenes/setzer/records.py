"""Entering finished games into the lists: Bestenliste and the Tagesbrett's daily list (store or local file)."""
from __future__ import annotations

import datetime
import json
import logging
from pathlib import Path
from typing import Any

from game.files import move_aside
from game.setzer.config import GameMode, SeatKind
from game.setzer.record import GameRecord, replay

log = logging.getLogger(__name__)

DAILY_FILE = "tagesbrett.json"
_MEMORY: dict[str, list[dict]] = {}


def _session(app):
    """The app's profile session, or the store's guest profile, or None."""
    from game.scenes.operator.session import session_or_guest

    return session_or_guest(app)


def _daily_path(app) -> Path | None:
    data_dir = getattr(getattr(app, "options", None), "data_dir", None)
    return Path(data_dir) / DAILY_FILE if data_dir else None


def _load_local(app) -> dict[str, list[dict]]:
    path = _daily_path(app)
    if path is not None and path.exists():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if isinstance(data, dict):
                return {str(k): [e for e in v if isinstance(e, dict)] for k, v in data.items() if isinstance(v, list)}
        except ValueError:
            move_aside(path)  # kept for inspection; the next save starts a fresh file
        except OSError:
            log.warning("%s unreadable", path)
    return _MEMORY


def daily_entries(app, day: datetime.date, limit: int = 10) -> list[tuple[str, int]]:
    """The daily list of ``day`` (name, best score), best first."""
    session = _session(app)
    if session is not None:
        store = session.store
        try:
            from game.store.boards import Board

            return [(e.name, e.score) for e in store.boards.top(Board.TAGESBRETT, day=day, limit=limit)]
        except Exception:  # noqa: BLE001
            log.debug("store daily list unavailable", exc_info=True)
    entries = _load_local(app).get(day.isoformat(), [])
    best: dict[str, int] = {}
    for e in entries:
        name, score = str(e.get("name", "?")), int(e.get("score", 0))
        best[name] = max(best.get(name, score), score)
    return sorted(best.items(), key=lambda t: (-t[1], t[0]))[:limit]


def submit(app, game, lexicon) -> str | None:
    """Statistics, Elo and the right list for a finished game; returns a short German note for the results screen."""
    if game.result is None:
        return None
    humans = [i for i, s in enumerate(game.config.seats) if s.kind is SeatKind.HUMAN]
    if not humans:
        return None
    daily = game.config.mode is GameMode.TAGESBRETT
    session = _session(app)
    if session is None:
        if daily:
            _add_local(app, game.date, game.config.seats[humans[0]].name, game.result.scores[humans[0]])
            return "In der Tagesliste eingetragen."
        return None if game.config.rated else "Ungewertete Partie – nicht in der Bestenliste."
    notes: list[str] = []
    mapping: dict[int, int] = {humans[0]: session.profile_id}
    try:
        from game.scenes.profile import results as profile_results

        mapping = profile_results.setzer_seat_profiles(session, game)
        notes += profile_results.record_setzer_game(session, game, mapping)
    except Exception:  # noqa: BLE001 - statistics are a bonus, the list entry below still counts
        log.exception("profile statistics failed")
    record_json = game.record.to_json()
    store = session.store
    try:
        if daily:
            seat = humans[0]
            out = store.boards.submit_tagesbrett_result(
                record_json, game.result.scores[seat], lambda js: _verified_scores(js, lexicon)[seat],
                profile_id=mapping.get(seat, session.profile_id), day=game.date, name=game.config.seats[seat].name)
            notes.insert(0, "In der Tagesliste eingetragen." if out.accepted else (out.reason or ""))
        elif game.config.rated:
            for seat in humans:
                points = game.result.leaderboard_points[seat]
                out = store.boards.submit_setzer_result(
                    record_json, points, lambda js, seat=seat: _verified_points(js, lexicon)[seat],
                    profile_id=mapping.get(seat, session.profile_id), name=game.config.seats[seat].name)
                if seat == humans[0]:
                    notes.insert(0, f"{points} Punkte für die Bestenliste." if out.accepted else (out.reason or ""))
        else:
            notes.insert(0, "Ungewertete Partie – nicht in der Bestenliste.")
    except Exception:  # noqa: BLE001 - a failed list entry must not take the results down
        log.exception("list submission failed")
        notes.insert(0, "Das Ergebnis konnte nicht gespeichert werden.")
    return " · ".join(n for n in notes if n) or None


def _verified_scores(record_json: str, lexicon) -> tuple[int, ...]:
    game = replay(GameRecord.from_json(record_json), lexicon)
    return game.result.scores if game.result else ()


def _verified_points(record_json: str, lexicon) -> tuple[int, ...]:
    game = replay(GameRecord.from_json(record_json), lexicon)
    return game.result.leaderboard_points if game.result else ()


def _add_local(app, day: datetime.date | None, name: str, score: int) -> None:
    if day is None:
        return
    data = _load_local(app)
    data.setdefault(day.isoformat(), []).append({"name": name, "score": int(score)})
    path = _daily_path(app)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        except OSError:
            log.warning("could not write %s", path)
    else:
        _MEMORY.update(data)


def as_json_result(game) -> dict[str, Any]:
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
