"""The Partie card's menu badge: the open games, counted from the store without loading the game engine."""
from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from game.plural import count

if TYPE_CHECKING:
    from game.app import App


def count_games(app: App) -> int:
    """How many Partien the current profile has in progress (without replaying them; a paused Tagesbrett is no Partie)."""
    from game.scenes.setzer.daily_save import split_saves

    return len(split_saves(app)[0])


def daily_badge(app: App) -> str | None:
    """Menu badge of the Tagesbrett card: "weiter: Zug 4 von 10" for a paused board of today, else who played today."""
    from game.center.rounds import center_today
    from game.scenes.menu.store_badges import DEFAULTS
    from game.scenes.setzer.daily_save import paused_daily

    paused = paused_daily(app, center_today(app.center) or datetime.date.today())
    if paused is not None:
        return paused.label
    return DEFAULTS["setzer.daily"](app)


def badge(app: App) -> str | None:
    """Menu badge of the Partie card: the open games."""
    n = count_games(app)
    if n == 0:
        return None
    return f"{count(n, 'Partie')} offen"
