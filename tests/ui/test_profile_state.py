"""Player stories: what a profile owns (stars, records, rounds, games, table) is its own, also after a restart."""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.buch.events import EndReason
from game.cli import build_parser
from game.input.actions import Act, Action
from game.launch import build_app, forget_guest_games, options_from_args
from game.scenes.buch import FACTORIES
from game.scenes.buch.journey import JourneyScene
from game.scenes.buch.results import ResultsScene
from game.scenes.menu.scene import MenuScene
from tests.ui.buch_helpers import button, click_menu, drag, frames, key, start

ROOT = Path(__file__).resolve().parents[2]


def _args(data_dir: Path, kiosk: bool = False) -> argparse.Namespace:
    """The real command line of a headless start (a kiosk's with ``kiosk``)."""
    return build_parser().parse_args(["--headless", "--data-dir", str(data_dir), "--seed", "7"]
                                     + (["--kiosk"] if kiosk else []))


def _new_profile(app, name: str) -> None:
    """Open Profil, tap "Neues Profil", type the name, confirm (as a player does)."""
    app.open("profile")
    frames(app, 2)
    page = app.stack.top
    page.new_btn.on_click()
    frames(app, 2)
    app.dispatch(Action(Act.TEXT, text=name))
    app.dispatch(Action(Act.CONFIRM))
    frames(app, 2)
    assert app.stack.top is page
    app.stack.pop()
    frames(app, 2)


def _choose_profile(app, name: str) -> None:
    """Open Profil and tap the name in the list."""
    app.open("profile")
    frames(app, 2)
    page = app.stack.top
    index = next(i for i, p in enumerate(page.profiles) if p.name == name)
    row_y = page.list.rect.y + int(page.list.row_height * page.list.s * (index + 0.5))
    app.dispatch(Action(Act.POINTER_DOWN, pos=(page.list.rect.x + 40, row_y)))
    app.dispatch(Action(Act.POINTER_UP, pos=(page.list.rect.x + 40, row_y)))
    assert app.session.name == name
    app.stack.pop()
    frames(app, 2)


def _win_journey_level_one(app) -> int:
    scene = start(app, FACTORIES["buch.board"](app, {"mode": "reise", "level": 1}))
    g = scene.game
    for _ in range(g.level.moves + 5):
        if g.over:
            break
        drag(app, scene, g.best_word().path)
        frames(app, 20)
    assert g.over and g.end_reason is EndReason.GOALS_MET
    frames(app, 120)
    assert isinstance(app.stack.top, ResultsScene)
    return g.stars


def _three_minute_round(app) -> int:
    scene = start(app, FACTORIES["buch.drei_minuten"](app, {"seed": 4}))
    g = scene.game
    for _ in range(3):
        drag(app, scene, g.best_word().path)
        frames(app, 20)
    app.options.time_scale = 60
    frames(app, 200)
    app.options.time_scale = 1.0
    assert g.over
    frames(app, 60)
    return g.score


def _endless_round_left_for_later(app) -> int:
    scene = start(app, FACTORIES["buch.endless"](app, {"seed": 8, "resume": False}))
    for _ in range(2):
        drag(app, scene, scene.game.best_word().path)
        frames(app, 20)
    key(app, Act.BACK)
    click_menu(app, scene, "later")
    frames(app, 2)
    return scene.game.score


def _menu_badges(app) -> dict[str, str]:
    start(app, MenuScene(app))
    frames(app, 2)
    menu = app.stack.top
    return {k: menu.entries[k].badge for k in ("buch.drei_minuten", "buch.journey", "buch.endless", "setzer.setup")}


def _journey_unlocked(app, level: int) -> bool:
    """Whether the level card offers "Spielen" for ``level``."""
    scene = start(app, JourneyScene(app, selected=level))
    frames(app, 2)
    return button(scene, "play").enabled


@pytest.fixture()
def restart(tmp_path, monkeypatch):
    """Start the game on one data folder; call again for "the next start of the program"."""
    apps = []

    def run(kiosk: bool = False):
        if apps:
            apps[-1].store.close()
        app = build_app(options_from_args(_args(tmp_path / "daten", kiosk)))
        apps.append(app)
        return app

    yield run
    if apps:
        apps[-1].store.close()


def test_joerg_keeps_his_data_and_the_guest_sees_none_of_it_after_a_restart(restart):
    app = restart()
    assert app.session.profile.is_guest
    _new_profile(app, "Jörg")
    assert app.session.profile.name == "Jörg" and not app.session.profile.is_guest
    stars = _win_journey_level_one(app)
    score = _three_minute_round(app)
    _endless_round_left_for_later(app)
    badges = _menu_badges(app)
    assert badges["buch.drei_minuten"] == f"Rekord {score:,}".replace(",", "\u2009")
    assert badges["buch.journey"] == f"{stars} / 120 Sterne" and badges["buch.endless"] == "Partie läuft"
    # the program is started again: Jörg plays on, with his data
    app = restart()
    assert app.session.profile.name == "Jörg"
    assert _menu_badges(app) == badges and _journey_unlocked(app, 2)
    # the guest sees nothing of Jörg's
    _choose_profile(app, "Gast")
    assert app.session.profile.is_guest
    assert _menu_badges(app) == {"buch.drei_minuten": "", "buch.journey": "", "buch.endless": "", "setzer.setup": ""}
    assert not _journey_unlocked(app, 2)
    # and back: Jörg's data is still there
    _choose_profile(app, "Jörg")
    assert _menu_badges(app) == badges


def test_two_profiles_see_only_their_own_rounds_records_and_stars(restart):
    app = restart()
    _new_profile(app, "Anna")
    anna_score = _three_minute_round(app)
    anna_endless = _endless_round_left_for_later(app)
    _new_profile(app, "Ben")
    assert _menu_badges(app) == {"buch.drei_minuten": "", "buch.journey": "", "buch.endless": "", "setzer.setup": ""}
    stars = _win_journey_level_one(app)
    badges = _menu_badges(app)
    assert badges["buch.journey"] == f"{stars} / 120 Sterne" and badges["buch.drei_minuten"] == ""
    _choose_profile(app, "Anna")
    badges = _menu_badges(app)
    assert badges["buch.drei_minuten"] == f"Rekord {anna_score:,}".replace(",", "\u2009")
    assert badges["buch.journey"] == "" and not _journey_unlocked(app, 2)
    # Anna's endless round comes back for Anna only
    again = start(app, FACTORIES["buch.endless"](app, {}))
    assert again.game.score == anna_endless and again.game.word_count == 2
    _choose_profile(app, "Ben")
    fresh = start(app, FACTORIES["buch.endless"](app, {}))
    assert fresh.game.word_count == 0


def test_a_kiosk_starts_as_guest_and_the_reset_forgets_the_visitors_round(restart):
    app = restart()
    _new_profile(app, "Jörg")
    _endless_round_left_for_later(app)
    app.store.settings.set_pin("2468")  # the operator set the kiosk's PIN beforehand
    app = restart(kiosk=True)
    assert app.session.profile.is_guest  # a kiosk always starts as guest
    assert _menu_badges(app)["buch.endless"] == ""
    _endless_round_left_for_later(app)  # a visitor plays as guest and walks away
    assert _menu_badges(app)["buch.endless"] == "Partie läuft"
    app.now += app.store.settings.idle_times().idle_to_title_s + 1  # nobody touches the screen
    frames(app, 1)
    assert app.session.profile.is_guest and _menu_badges(app)["buch.endless"] == ""
    app.open("profile")
    frames(app, 2)
    assert [p.name for p in app.stack.top.profiles] == ["Gast"]  # an earlier visitor's profile is out of reach
    app.stack.pop()
    frames(app, 2)
    joerg = app.store.profiles.by_name("Jörg")
    assert app.store.saves.load_endless(joerg.id) is not None  # Jörg's own round is untouched
    assert forget_guest_games(app.store) == 0


def test_the_chosen_profile_survives_a_restart_of_the_program(tmp_path):
    from game.store import Store

    data = tmp_path / "daten"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = [sys.executable, str(ROOT / "main.py"), "--headless", "--frames", "20", "--data-dir", str(data)]
    first = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert first.returncode == 0, first.stderr
    store, _ = Store.open(data / "spielstand.sqlite3")
    joerg = store.profiles.create("Jörg")
    from game.session import Session

    Session(store).switch(joerg.id)  # what the profile page does when Jörg taps his name
    store.close()
    second = subprocess.run(command + ["--verbose"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert second.returncode == 0, second.stderr
    assert "Es spielt: Jörg" in second.stderr
    third = subprocess.run(command + ["--kiosk", "--verbose"], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=120)
    assert third.returncode == 0, third.stderr
    assert "Es spielt: Gast" in third.stderr


def test_an_unusable_data_folder_plays_on_in_memory_and_says_so(tmp_path):
    from game.scenes.message import MessageScene

    blocker = tmp_path / "keinordner"
    blocker.write_text("eine Datei, kein Ordner", encoding="utf-8")
    app = build_app(options_from_args(_args(blocker / "daten")))
    try:
        frames(app, 2)
        top = app.stack.top
        assert isinstance(top, MessageScene) and "gehen beim Beenden verloren" in top.body
        assert app.store.path is None  # this run's store lives in memory: the one store, no second copy
        _new_profile(app, "Jörg")
        assert app.session.name == "Jörg" and _menu_badges(app)["buch.journey"] == ""
    finally:
        app.store.close()
