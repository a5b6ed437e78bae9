"""The Partie card's menu badge: the open games, counted from the store without loading the game engine."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App


def count_games(app: App) -> int:
    """How many Speedsetzer games the current profile has in progress (without replaying them)."""
    return len(app.store.saves.list_setzer_games(app.session.profile_id))


def badge(app: App) -> str | None:
    """Menu badge of the Partie card: the open games."""
    n = count_games(app)
    if n == 0:
        return None
    return "1 Partie offen" if n == 1 else f"{n} Partien offen"
