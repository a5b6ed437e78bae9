"""Speedbuch scenes: the board (all four modes), results, the journey map and the daily calendar.

Registers the scene keys "buch.drei_minuten", "buch.daily", "buch.endless",
"buch.journey", "buch.board", "buch.results", "buch.calendar" and "buch.hall_intro".
"""
from __future__ import annotations

import datetime
import logging
from typing import TYPE_CHECKING

from game.buch.rules import BuchMode
from game.memory import forget_cached_drawings, forget_shared_text, register_releaser
from game.scenes import registry
from game.scenes.buch.progress import progress_for
from game.scenes.menu.badges import register_badge

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


def _mode(value) -> BuchMode:
    if isinstance(value, BuchMode):
        return value
    aliases = {"3min": BuchMode.DREI_MINUTEN, "daily": BuchMode.TAGESRAETSEL, "endless": BuchMode.ENDLOS,
               "journey": BuchMode.REISE}
    return aliases.get(value) or BuchMode(value)


def _date(value) -> datetime.date | None:
    if value is None or isinstance(value, datetime.date):
        return value
    return datetime.date.fromisoformat(str(value))


def make_board(app, params: dict):
    """Factory of "buch.board": params mode, seed, level, date, resume."""
    from game.scenes.buch.board import BoardScene

    return BoardScene(app, _mode(params.get("mode", BuchMode.DREI_MINUTEN)), seed=params.get("seed"),
                      level_id=params.get("level"), date=_date(params.get("date")), resume=bool(params.get("resume", False)))


def open_board(app, mode: BuchMode, level_id: int | None = None, replace: bool = False, **extra) -> None:
    """Start a round (push, or replace the top scene)."""
    scene = make_board(app, {"mode": mode, "level": level_id, **extra})
    if replace:
        app.stack.replace(scene)
    else:
        app.stack.push(scene)


def go_back(app) -> None:
    """Leave the top Speedbuch scene: pop it, or go to the main menu when it is alone."""
    if len(app.stack.scenes) > 1:
        app.stack.pop()
        return
    if not registry.is_registered("menu"):
        app.quit()  # no menu in this installation: just end
        return
    registry.back_to_menu(app)


def _results(app, params: dict):
    from game.scenes.buch.results import ResultsScene

    return ResultsScene(app, params["game"], level_id=params.get("level"), rank=params.get("rank", 0))


def _journey(app, params: dict):
    from game.scenes.buch.journey import JourneyScene

    return JourneyScene(app, selected=params.get("level"))


def _hall_intro(app, params: dict):
    from game.scenes.buch.hall_intro import HallIntroScene

    return HallIntroScene(app, int(params.get("level", 1)))


def _calendar(app, params: dict):
    from game.scenes.buch.calendar import CalendarScene

    return CalendarScene(app, today=_date(params.get("date")))


FACTORIES = {
    "buch.drei_minuten": lambda app, p: make_board(app, {**p, "mode": BuchMode.DREI_MINUTEN}),
    "buch.daily": lambda app, p: make_board(app, {**p, "mode": BuchMode.TAGESRAETSEL}),
    "buch.endless": lambda app, p: make_board(app, {"resume": True, **p, "mode": BuchMode.ENDLOS}),
    "buch.journey": _journey,
    "buch.board": make_board,
    "buch.results": _results,
    "buch.calendar": _calendar,
    "buch.hall_intro": _hall_intro,
}


def _badge_endless(app: App) -> str | None:
    return "Partie läuft" if progress_for(app).endless_save else None


def _badge_journey(app: App) -> str | None:
    journey = progress_for(app).journey()
    return f"{journey.total_stars} / 120 Sterne" if journey.stars else None


def _badge_daily(app: App) -> str | None:
    prog = progress_for(app)
    today = datetime.date.today()
    if not prog.daily_bonus_open(today):
        return "Heute gefunden"
    streak = prog.streak(today)
    return f"Serie {streak}" if streak else None


def _badge_3min(app: App) -> str | None:
    best = progress_for(app).best.get("3min")
    return f"Rekord {best[0]:,}".replace(",", "\u2009") if best else None


BADGES = {"buch.endless": _badge_endless, "buch.journey": _badge_journey, "buch.daily": _badge_daily,
          "buch.drei_minuten": _badge_3min}


def _release() -> bool:
    """Speedsetzer is opened: the word finders go (only when the word search was ever loaded)."""
    import sys

    wordsearch = sys.modules.get("game.buch.wordsearch")
    finders = wordsearch is not None and wordsearch.forget_finders()
    drawings = forget_cached_drawings(("game.render.buch_tiles", "game.render.buch_draw", "game.render.buch_art"))
    if finders:  # a round was played: its texts and fonts go too
        drawings = forget_shared_text() or drawings
    return finders or drawings


def register_all() -> None:
    """Register every Speedbuch key with the shell's scene registry (and the menu badges)."""
    for key, factory in FACTORIES.items():
        registry.register(key, factory)
    for key, provider in BADGES.items():
        register_badge(key, provider)
    register_releaser("buch", _release)


register_all()
