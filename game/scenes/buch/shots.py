"""Every Speedbuch screen in a representative state, for screenshots and visual checks."""
from __future__ import annotations

import datetime
from collections.abc import Callable

from game.buch import BuchMode

DAY = datetime.date(2026, 11, 29)


def _play(scene, words: int, app) -> None:
    """Lay ``words`` hint words through the scene (as taps + Enter), letting animations finish."""
    from game.input.actions import Act, Action

    for _ in range(words):
        g = scene.game
        if g.over:
            break
        w = g.best_word()
        if w is None:
            scene.do_shuffle()
            continue
        for pos in w.path:
            x, y = scene.cell_centre(pos)
            scene.handle(Action(Act.POINTER_DOWN, pos=(x, y)))
            scene.handle(Action(Act.POINTER_UP, pos=(x, y)))
        scene.handle(Action(Act.CONFIRM))
        for _ in range(45):
            app.advance(1 / 60)


def _board(mode: BuchMode, words: int, level: int | None = None, select: bool = True, hint: bool = False,
           embers: bool = False) -> Callable:
    def make(app):
        from game.scenes.buch.board import BoardScene

        scene = BoardScene(app, mode, seed=11, level_id=level, date=DAY if mode is BuchMode.TAGESRAETSEL else None)
        app.stack.reset(scene)
        app.stack.apply_pending()
        scene.resize(app.size)
        _play(scene, words, app)
        if embers:
            _force_ember(scene)
            for _ in range(20):
                app.advance(1 / 60)
        if hint and scene.game.rules.hints:
            scene.do_hint()
            for _ in range(70):
                app.advance(1 / 60)
            if scene.state.hint_path:
                scene._set_path(list(scene.state.hint_path[:3]))
        elif select:
            w = scene.game.best_word()
            if w is not None:
                scene._set_path(list(w.path[:-1]) if len(w.path) > 3 else list(w.path))
        return scene
    return make


def _force_ember(scene) -> None:
    """Give the board a deep ember (a screenshot needs the warning states)."""
    from game.buch.tiles import Tile, TileKind

    g = scene.game
    if not g.embers_on:
        return
    pos = (3, 6)
    t = g.board[pos]
    g.board.replace(pos, Tile(t.id, t.token, TileKind.GLUT))
    g._refresh_search()  # noqa: SLF001 - screenshot set-up only
    scene.sprites[t.id].tile = g.board[pos]
    scene._warn(g.ember_warning[0])  # noqa: SLF001


def _results(mode: BuchMode, words: int, level: int | None = None) -> Callable:
    def make(app):
        scene = _board(mode, words, level, select=False)(app)
        if not scene.game.over:
            scene.end_round() if mode is not BuchMode.REISE else None
        from game.scenes.buch.results import ResultsScene

        res = ResultsScene(app, scene.game, level_id=scene.level_id, rank=1)
        app.stack.reset(res)
        app.stack.apply_pending()
        res.resize(app.size)
        for _ in range(60):
            app.advance(1 / 60)
        return res
    return make


def _journey(app):
    from game.scenes.buch.journey import JourneyScene

    pid = app.session.profile_id
    for i in range(1, 14):  # demo progress in the screenshot app's own in-memory store
        stars = 1 + (i * 7) % 3
        app.store.boards.submit_journey_result(f'{{"demo": {i}}}', stars, lambda _r, n=stars: n, profile_id=pid, level=i)
    scene = JourneyScene(app)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.resize(app.size)
    return scene


def _journey_card(level_id: int) -> Callable:
    """The journey map with a later level's card (its hall rule and the rules it mixes in)."""
    def make(app):
        pid = app.session.profile_id
        for i in range(14, level_id):  # _journey stars levels 1-13, the rest up to the card's level here
            stars = 1 + (i * 7) % 3
            app.store.boards.submit_journey_result(f'{{"demo": {i}}}', stars, lambda _r, n=stars: n, profile_id=pid, level=i)
        scene = _journey(app)
        scene.select(level_id)
        return scene
    return make


def _hall_intro(level_id: int) -> Callable:
    """The card before a hall's first level: its rule in one sentence, with sample tiles."""
    def make(app):
        from game.scenes.buch.hall_intro import HallIntroScene

        scene = HallIntroScene(app, level_id)
        app.stack.reset(scene)
        app.stack.apply_pending()
        scene.resize(app.size)
        return scene
    return make


def _calendar(app):
    from game.scenes.buch.calendar import CalendarScene

    pid = app.session.profile_id
    for d in (1, 2, 3, 5, 8, 9, 10, 11, 12, 20, 26, 27, 28):  # demo days in the screenshot app's in-memory store
        score = 900 + d * 37
        app.store.boards.submit_raetsel_result(f'{{"demo": {d}}}', score, lambda _r, n=score: n, profile_id=pid,
                                               day=DAY.replace(day=d), word_found=True, verify_found=lambda _r: True)
    scene = CalendarScene(app, today=DAY)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.resize(app.size)
    return scene


SCREENS: dict[str, Callable] = {
    "buch_3min": _board(BuchMode.DREI_MINUTEN, 6, embers=True),
    "buch_daily": _board(BuchMode.TAGESRAETSEL, 4),
    "buch_endless": _board(BuchMode.ENDLOS, 5, hint=True),
    "buch_journey_level": _board(BuchMode.REISE, 3, level=14, hint=True, embers=True),
    "buch_results_3min": _results(BuchMode.DREI_MINUTEN, 8),
    "buch_results_daily": _results(BuchMode.TAGESRAETSEL, 5),
    "buch_results_journey": _results(BuchMode.REISE, 12, level=1),
    "buch_journey_map": _journey,
    "buch_calendar": _calendar,
    "buch_journey_card": _journey_card(26),
    **{f"buch_hall_intro_{h + 1}": _hall_intro(h * 5 + 1) for h in range(8)},
    **{f"buch_hall_board_{h + 1}": _board(BuchMode.REISE, 2, level=h * 5 + 1, select=False) for h in range(8)},
}


def render_all(out_dir, sizes=((1280, 800), (800, 1280)), themes=(True, False)) -> list:
    """Render every screen in every size and theme to PNG files in ``out_dir``; returns the paths."""
    from pathlib import Path

    import pygame

    from game.app import App, Options
    from game.scenes.buch.common import set_night

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for size in sizes:
        for night in themes:
            app = App(Options(headless=True, size=size))
            for name, make in SCREENS.items():
                set_night(app, night)
                make(app)
                app.advance(1 / 60)
                path = out / f"{name}_{size[0]}x{size[1]}_{'night' if night else 'day'}.png"
                pygame.image.save(app.screen, str(path))
                paths.append(path)
    return paths


#: for tools/screenshots.py: parameters of keys that need them, keys that cannot open alone
SHOT_PARAMS = {"buch.board": {"mode": "reise", "level": 14}, "buch.daily": {"date": DAY.isoformat()},
               "buch.calendar": {"date": DAY.isoformat()}}
SKIP = {"buch.results"}


def main(argv: list[str] | None = None) -> int:
    """``python -m game.scenes.buch.shots DIR``: every Speedbuch screen, both orientations, both themes."""
    import os
    import sys

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    args = sys.argv[1:] if argv is None else argv
    out = args[0] if args else "screenshots/buch"
    for path in render_all(out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
