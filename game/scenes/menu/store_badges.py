"""Default menu badges read from the SQLite store (records, streak, stars, points).

Registered by the launcher only for keys no game package has claimed; a
package's own provider (e.g. "Zug 12 läuft" from a saved game) always wins.
"""
from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Callable

from game.scenes.menu.badges import has_badge, register_badge

if TYPE_CHECKING:
    from game.app import App


def points(value: int) -> str:
    """German thousands grouping: 6120 -> "6 120"."""
    return f"{value:,}".replace(",", " ")


def _profile_id(app: "App") -> int | None:
    session = getattr(app, "session", None)
    if session is not None and getattr(session, "profile_id", None) is not None:
        return session.profile_id
    store = getattr(app, "store", None)
    return store.profiles.guest().id if store is not None else None


def _best(board_value: str) -> Callable[["App"], str | None]:
    def provider(app: "App") -> str | None:
        from game.store.boards import Board

        store = getattr(app, "store", None)
        if store is None:
            return None
        top = store.boards.top(Board(board_value), limit=1)
        return f"Rekord {points(top[0].score)}" if top else None
    return provider


def _daily_players(app: "App") -> str | None:
    from game.store.boards import Board

    store = getattr(app, "store", None)
    if store is None:
        return None
    n = len(store.boards.top(Board.TAGESBRETT, day=date.today(), limit=None))
    return f"Heute {n} dabei" if n else "Heute neu"


def _streak(app: "App") -> str | None:
    store, pid = getattr(app, "store", None), _profile_id(app)
    if store is None or pid is None:
        return None
    n = store.boards.calendar(pid, date.today()).current_streak
    return f"Serie {n} {'Tag' if n == 1 else 'Tage'}" if n else None


def _stars(app: "App") -> str | None:
    store, pid = getattr(app, "store", None), _profile_id(app)
    if store is None or pid is None:
        return None
    total = store.boards.journey(pid).total_stars
    return f"{total} / 120 Sterne" if total else None


def _profile_points(app: "App") -> str | None:
    from game.store.boards import Board

    store = getattr(app, "store", None)
    if store is None:
        return None
    me = (app.settings.settings.player_name or "").casefold()
    for entry in store.boards.top(Board.SETZER, limit=None):
        if entry.name.casefold() == me:
            return f"{points(entry.score)} Punkte"
    return None


DEFAULTS: dict[str, Callable[["App"], str | None]] = {
    "setzer.daily": _daily_players,
    "buch.drei_minuten": _best("buch_3min"),
    "buch.daily": _streak,
    "buch.endless": _best("buch_endlos"),
    "buch.journey": _stars,
    "profile": _profile_points,
}


def register_store_badges() -> None:
    """Register the defaults for keys that have no provider yet."""
    for key, provider in DEFAULTS.items():
        if not has_badge(key):
            register_badge(key, provider)
