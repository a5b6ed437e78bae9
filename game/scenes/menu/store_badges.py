"""Default menu badges read from the SQLite store (records, streak, stars, points).

Registered by the launcher only for keys no game package has claimed; a
package's own provider (e.g. "Zug 12 läuft" from a saved game) always wins.
"""
from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

from game.plural import count, plural
from game.scenes.menu.badges import has_badge, register_badge
from game.store import Board

if TYPE_CHECKING:
    from game.app import App


def points(value: int) -> str:
    """German thousands grouping: 6120 -> "6 120"."""
    return f"{value:,}".replace(",", " ")


def _best(board: Board) -> Callable[[App], str | None]:
    def provider(app: App) -> str | None:
        top = app.store.boards.top(board, limit=1)
        return f"Rekord {points(top[0].score)}" if top else None
    return provider


def _daily_players(app: App) -> str | None:
    n = len(app.store.boards.top(Board.TAGESBRETT, day=date.today(), limit=None))
    return f"Heute {n} dabei" if n else "Heute neu"


def _streak(app: App) -> str | None:
    n = app.store.boards.calendar(app.session.profile_id, date.today()).current_streak
    return f"Serie {count(n, 'Tag')}" if n else None


def _stars(app: App) -> str | None:
    total = app.store.boards.journey(app.session.profile_id).total_stars
    return f"{total} / 120 Sterne" if total else None


def _profile_points(app: App) -> str | None:
    me = app.session.name.casefold()
    for entry in app.store.boards.top(Board.SETZER, limit=None):
        if entry.name.casefold() == me:
            return f"{points(entry.score)} {plural(entry.score, 'Punkt')}"
    return None


DEFAULTS: dict[str, Callable[[App], str | None]] = {
    "setzer.daily": _daily_players,
    "buch.drei_minuten": _best(Board.BUCH_3MIN),
    "buch.daily": _streak,
    "buch.endless": _best(Board.BUCH_ENDLOS),
    "buch.journey": _stars,
    "profile": _profile_points,
}


def register_store_badges() -> None:
    """Register the defaults for keys that have no provider yet."""
    for key, provider in DEFAULTS.items():
        if not has_badge(key):
            register_badge(key, provider)
