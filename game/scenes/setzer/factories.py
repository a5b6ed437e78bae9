"""Scene factories for the registry: ``factory(app, params) -> Scene``."""
from __future__ import annotations

from typing import Any

from game.scenes.base import Scene


def setup(app, params: dict[str, Any]) -> Scene:
    """The table set-up."""
    from game.scenes.setzer.setup import SetupScene

    return SetupScene(app, params)


def daily(app, params: dict[str, Any]) -> Scene:
    """Tagesbrett with its daily list."""
    from game.scenes.setzer.daily import DailyScene

    return DailyScene(app, params)


def table(app, params: dict[str, Any]) -> Scene:
    """A table: params ``config`` (TableConfig, default: the last set-up), ``seed``, ``date``, ``turbo``."""
    from game.scenes.setzer import prefs
    from game.scenes.setzer.table import TableScene

    if params.get("demo_moves"):
        from game.scenes.setzer import demo

        return demo.mid_game(app, moves=int(params["demo_moves"]), seed=int(params.get("seed") or 5))
    config = params.get("config") or prefs.load_last(app)
    return TableScene(app, config, seed=params.get("seed"), date=params.get("date"), turbo=bool(params.get("turbo", False)))


def results(app, params: dict[str, Any]) -> Scene:
    """Results of a finished table: param ``table`` (the TableScene)."""
    from game.scenes.setzer.results import ResultsScene

    table = params.get("table")
    if table is None and params.get("demo"):
        from game.scenes.setzer import demo

        table = demo.finished(app, seed=int(params.get("seed") or 5))
    if table is None:
        raise ValueError("Die Ergebnisse brauchen einen Tisch (Parameter „table“).")
    return ResultsScene(app, table)


def saves(app, params: dict[str, Any]) -> Scene:
    """Fortsetzen: the games in progress (param ``demo``: fill an empty store with example games first)."""
    from game.scenes.setzer.resume import ResumeScene

    if params.get("demo"):
        from game.scenes.setzer import demo

        demo.example_saves(app)
    return ResumeScene(app, params)
