"""Open every registered scene headless at 1280x800, 1024x600, 800x1280 and 1920x1080 and write PNGs.

    python tools/screenshots.py [--out DIR] [--only NAME ...] [--sizes 1280x800,800x1280] [--list]

Scenes that need parameters get them from ``SHOT_PARAMS`` (other packages may
extend it, or provide ``SHOT_PARAMS`` in ``game/scenes/<pkg>/shots.py``).
Keys listed in ``SKIP`` are not scenes one can open alone (e.g. results need a game);
``EXTRAS`` adds named states the registry cannot open: the table with a Joker on a premium
square, Speedsetzer and Speedbuch results of each kind, the Speedbuch rules tab.
"""
from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

#: key -> params for scenes that need some
SHOT_PARAMS: dict[str, dict] = {
    "lookup": {"word": "Straße"},
}
#: keys that cannot be opened on their own
SKIP: set[str] = {"menu"}
FRAMES = 12  # frames to run before the picture (fades, first layout)
SIZES = "1280x800,1024x600,800x1280,1920x1080"


def _joker_table(app) -> None:
    """A table where "Du" has set RASTE with the Joker as R on a 2B square (D8), Gustav to move."""
    import pygame

    from game.scenes.setzer import driver
    from game.scenes.setzer.table import TableScene
    from game.setzer.config import Level, Seat, SeatKind, TableConfig

    cfg = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)
    scene = TableScene(app, cfg, seed=7, autosave=False)
    scene.calm = True
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.game.racks[0] = "?ASTENU"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001 - the picture needs this rack
    driver.frames(app, 1)
    driver.tap(app, scene.lay.cell_rect(7, 3).center)
    driver.type_text(app, "RASTE")
    driver.key(app, pygame.K_RETURN)


def _setzer_daily_results(app) -> None:
    """The results of a Tagesbrett (ten moves alone)."""
    import datetime

    from game.scenes.setzer import demo
    from game.scenes.setzer.results import ResultsScene
    from game.scenes.setzer.table import TableScene
    from game.setzer.config import Level, TableConfig

    table = TableScene(app, TableConfig.tagesbrett("Du"), date=datetime.date(2026, 11, 29), autosave=False)
    table.enter()
    demo.fast_forward(table, 400, Level.NORMAL)  # "Du" sets like the computer of that strength
    app.stack.reset(ResultsScene(app, table))
    app.stack.apply_pending()


def _setzer_daily_paused(app) -> None:
    """The Tagesbrett screen with today's board left after three moves: "Weiter: Zug 4 von 10"."""
    import datetime

    from game.center.rounds import center_today
    from game.scenes.setzer.table import TableScene
    from game.setzer.actions import Pass
    from game.setzer.config import TableConfig

    day = center_today(app.center) or datetime.date.today()
    table = TableScene(app, TableConfig.tagesbrett("Du"), date=day)
    table.calm = True
    app.stack.reset(table)
    app.stack.apply_pending()
    for _ in range(3):
        table._apply(Pass(0))  # noqa: SLF001 - three quick turns for the picture
    app.open("setzer.daily")


def _settle(app) -> None:
    """Let the Speedsetzer results finish "Drei Momente" (re-computed in slices) before the picture."""
    from game.scenes.setzer.results import ResultsScene

    for _ in range(3000):
        top = app.stack.top
        if not isinstance(top, ResultsScene) or not top.analysing:
            return
        app.advance(1 / 60)


def _buch(name: str):
    def make(app) -> None:
        from game.scenes.buch import shots

        shots.SCREENS[name](app)
    return make


def _rules_buch(app) -> None:
    app.open("rules", tab="buch")


def _rules_end(app) -> None:
    """The end of the Speedsetzer rules (Bedienung, with the arrows → and ↓)."""
    scene = app.open("rules")
    app.advance(1 / 60)  # lays the text out
    scene.view.offset = scene.view.max_offset


def _lists(name: str):
    def make(app) -> None:
        from game.scenes.leaderboard import shots

        shots.SCREENS[name](app)
    return make


#: name -> builder(app) that puts a state on the stack (for states no registry key opens)
EXTRAS = {
    "setzer.table_joker": _joker_table,
    "setzer.results_tagesbrett": _setzer_daily_results,
    "setzer.daily_paused": _setzer_daily_paused,
    "rules_buch": _rules_buch,
    "rules_end": _rules_end,
    "buch.results_3min": _buch("buch_results_3min"),
    "buch.results_daily": _buch("buch_results_daily"),
    "buch.results_journey": _buch("buch_results_journey"),
    "buch.journey_map": _buch("buch_journey_map"),
    "buch.calendar_days": _buch("buch_calendar"),
    "leaderboards.center": _lists("leaderboards.center"),
    "leaderboards.offline": _lists("leaderboards.offline"),
    "leaderboards.card": _lists("leaderboards.card"),
}


def _extend_from_packages() -> None:
    for pkg in ("setzer", "buch"):
        try:
            mod = importlib.import_module(f"game.scenes.{pkg}.shots")
        except ImportError:
            continue
        SHOT_PARAMS.update(getattr(mod, "SHOT_PARAMS", {}) or {})
        SKIP.update(getattr(mod, "SKIP", set()) or set())


def main(argv: list[str] | None = None) -> int:
    """Write one PNG per scene and size; exit code 1 if any scene failed."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("screenshots"))
    ap.add_argument("--only", nargs="*", help="only these scene keys or extra names")
    ap.add_argument("--sizes", default=SIZES)
    ap.add_argument("--list", action="store_true", help="print the names and stop")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")

    import pygame

    from game.app import App, Options
    from game.launch import parse_size
    from game.scenes import registry
    from game.scenes.operator.scenes import register_store_scenes

    registry.import_game_packages()
    register_store_scenes()  # each app below plays on its own in-memory store
    registry.register_shell_scenes()
    _extend_from_packages()
    everything = ["menu"] + [k for k in registry.keys() if k not in SKIP] + list(EXTRAS)
    if args.list:
        print("\n".join(everything))
        return 0
    keys = args.only or everything
    args.out.mkdir(parents=True, exist_ok=True)
    failed = []
    for size_text in args.sizes.split(","):
        size = parse_size(size_text)
        for key in keys:
            app = App(Options(headless=True, size=size, data_dir=args.out / ".data"))
            try:
                app.start(registry.create(app, "menu"))
                if key in EXTRAS:
                    EXTRAS[key](app)
                elif key != "menu":
                    scene = app.open(key, **SHOT_PARAMS.get(key, {}))
                    if scene is None:
                        raise RuntimeError("nicht registriert oder Fabrik fehlgeschlagen")
                for _ in range(FRAMES):
                    app.advance(1 / 60)
                _settle(app)
                app.draw()
                path = args.out / f"{key}_{size[0]}x{size[1]}.png"
                pygame.image.save(app.screen, str(path))
                print(path)
            except Exception as err:  # noqa: BLE001 - keep going: one broken scene must not hide the others
                logging.exception("%s %s fehlgeschlagen", key, size)
                failed.append(f"{key}@{size[0]}x{size[1]}: {err}")
    for line in failed:
        print("FEHLER", line, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
