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
    from game.setzer.config import TableConfig
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


def partie_seed(center: CenterService | None, config: TableConfig) -> int | None:
    """A server-issued seed for a rated Partie with one person at the table, or None (it stays on this device)."""
    if center is None or not _partie_for_center(config):
        return None
    stock = center.take_seed("partie")
    return stock.seed if stock is not None else None


def _partie_for_center(config: TableConfig) -> bool:
    """A Partie whose result can enter the server's Bestenliste: rated, exactly one person at the table."""
    return config.mode.value == "partie" and config.rated and config.human_count == 1


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


def send_setzer_game(center: CenterService | None, game: SetzerGame) -> PendingResult | None:
    """Queue a finished Tagesbrett or Partie for the Spielcenter; None when it can only stay on this device.

    A Partie counts there only when it was played with a seed the server issued (``partie_seed``);
    one with the device's own seed (started offline) stays in this device's lists.
    """
    if center is None or game.result is None:
        return None
    seat = next(i for i, s in enumerate(game.config.seats) if s.is_human) if game.config.human_count else 0
    if game.config.mode.value == "tagesbrett":
        return center.submit("setzer", game.result.scores[seat], game.record.to_dict(), None, seat)
    if not _partie_for_center(game.config):
        return None
    seed_id = center.outbox.seed_id_for("partie", game.seed)
    if seed_id is None:
        log.info("Partie mit eigenem Startwert: sie bleibt auf diesem Gerät")
        return None
    return center.submit("setzer", game.result.scores[seat], game.record.to_dict(), seed_id, seat)


def center_note(center: CenterService | None, sent: PendingResult | None) -> str | None:
    """A short line for the results screen: where the result goes (None without a Spielcenter)."""
    if center is None:
        return None
    if sent is None:
        return "Eigener Startwert: dieses Ergebnis zählt nur auf diesem Gerät."
    if center.online:
        return "Geht an den Spielcenter: er rechnet nach und trägt es in die Listen ein."
    return "Wartet auf den Spielcenter: es wird gesendet, sobald er erreichbar ist."
