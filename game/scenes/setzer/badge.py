"""The Partie and Tagesbrett cards' menu badges, read from the save rows (kind, day, move number), never the records."""
from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from game.plural import count

if TYPE_CHECKING:
    from game.app import App


def count_games(app: App) -> int:
    """How many Partien the current profile has in progress (a count of rows; a paused Tagesbrett is no Partie)."""
    return app.store.saves.count_setzer_games(app.session.profile_id)


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
