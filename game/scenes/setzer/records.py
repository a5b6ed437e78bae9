"""Entering finished games into the lists: Bestenliste and the Tagesbrett's daily list (store or local file)."""
from __future__ import annotations

import datetime
import json
import logging
from pathlib import Path
from typing import Any

from game.setzer.config import GameMode, SeatKind
from game.setzer.record import GameRecord, replay

log = logging.getLogger(__name__)

DAILY_FILE = "tagesbrett.json"
_MEMORY: dict[str, list[dict]] = {}


def _profile_id(app) -> int | None:
    for attr in ("profile_id",):
        value = getattr(app, attr, None)
        if isinstance(value, int):
            return value
    profile = getattr(app, "profile", None)
    pid = getattr(profile, "id", None)
    return pid if isinstance(pid, int) else None


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
        except (OSError, ValueError):
            log.warning("%s unreadable", path)
    return _MEMORY


def daily_entries(app, day: datetime.date, limit: int = 10) -> list[tuple[str, int]]:
    """The daily list of ``day`` (name, best score), best first."""
    store = getattr(app, "store", None)
    if store is not None:
        try:
            from game.store_boards import Board

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
    """Enter a finished game into the right list; returns a short German note for the results screen."""
    if game.result is None:
        return None
    record_json = game.record.to_json()
    humans = [i for i, s in enumerate(game.config.seats) if s.kind is SeatKind.HUMAN]
    if not humans:
        return None
    store = getattr(app, "store", None)
    pid = _profile_id(app)
    if game.config.mode is GameMode.TAGESBRETT:
        seat = humans[0]
        score = game.result.scores[seat]
        if store is not None and pid is not None:
            try:
                out = store.boards.submit_tagesbrett_result(
                    record_json, score, lambda js: _verified_scores(js, lexicon)[seat], profile_id=pid, day=game.date,
                    name=game.config.seats[seat].name)
                return "In der Tagesliste eingetragen." if out.accepted else out.reason
            except Exception:  # noqa: BLE001
                log.exception("daily list submission failed")
        _add_local(app, game.date, game.config.seats[seat].name, score)
        return "In der Tagesliste eingetragen."
    if not game.config.rated:
        return "Ungewertete Partie – nicht in der Bestenliste."
    if store is None or pid is None:
        return None
    seat = humans[0]
    try:
        points = game.result.leaderboard_points[seat]
        out = store.boards.submit_setzer_result(
            record_json, points, lambda js: _verified_points(js, lexicon)[seat], profile_id=pid,
            name=game.config.seats[seat].name)
        return f"{points} Punkte für die Bestenliste." if out.accepted else out.reason
    except Exception:  # noqa: BLE001
        log.exception("leaderboard submission failed")
        return None


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
