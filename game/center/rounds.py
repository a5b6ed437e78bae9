"""Glue between finished rounds and the Spielcenter: server seeds for new rounds, results on their way.

Pure functions over a ``CenterService`` (or None without ``--center``); scenes call them
with one line each.
"""
from __future__ import annotations

import datetime
import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.buch.game import BuchGame
    from game.center.outbox import PendingResult
    from game.center.service import CenterService
    from game.setzer.game import SetzerGame

log = logging.getLogger(__name__)

#: Speedbuch modes whose rounds need a seed issued by the server (the daily one is seeded by the date)
BUCH_SEED_MODES = {"drei_minuten": "3min", "endlos": "endlos"}


def round_seed(center: CenterService | None, buch_mode_value: str) -> int | None:
    """A server-issued seed for a new Speedbuch round, or None (no connection ever, or a mode without one)."""
    mode = BUCH_SEED_MODES.get(buch_mode_value)
    if center is None or mode is None:
        return None
    stock = center.take_seed(mode)
    return stock.seed if stock is not None else None


def center_today(center: CenterService | None) -> datetime.date | None:
    """The Spielcenter's date for the day's boards (None offline: the game uses its own calendar)."""
    if center is None or center.day is None:
        return None
    return datetime.date.fromisoformat(center.day["date"])


def send_buch_round(center: CenterService | None, game: BuchGame) -> PendingResult | None:
    """Queue a finished Speedbuch round for the Spielcenter; None when it can only stay on this device."""
    if center is None:
        return None
    mode = game.mode.value
    seed_id = None
    if mode in BUCH_SEED_MODES:
        seed_id = center.outbox.seed_id_for(BUCH_SEED_MODES[mode], game.seed)
        if seed_id is None:
            log.info("Runde mit eigenem Startwert: sie bleibt auf diesem Gerät")
            return None
    elif mode != "tagesraetsel":
        return None  # the journey has no list on the server
    return center.submit("buch", game.score, game.record.to_json(), seed_id)


def send_setzer_game(center: CenterService | None, game: SetzerGame, seat: int) -> PendingResult | None:
    """Queue a finished Tagesbrett for the Spielcenter (a Partie needs a server seed and stays local for now)."""
    if center is None or game.result is None or game.config.mode.value != "tagesbrett":
        return None
    return center.submit("setzer", game.result.scores[seat], game.record.to_dict(), None, seat)
