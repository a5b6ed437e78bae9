"""Bad input never crashes: broken level files, a missing word list, damaged saves and settings, odd command lines."""
from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.buch import levels
from game.cli import build_parser, german_error, main
from game.launch import EXIT_LEXICON, launch, lexicon_problem
from game.lexicon import load_lexicon
from game.settings import Settings, StoreBackend, load_store

ROOT = Path(__file__).resolve().parent.parent


def _run_main(*args: str, env: dict | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    full_env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **(env or {}))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=full_env,
                          capture_output=True, text=True, timeout=timeout)


# --- command line ---------------------------------------------------------------------------------
@pytest.mark.parametrize("argv, expected", [
    (["--bogus"], "unbekannte Angabe(n): --bogus"),
    (["--frames", "x"], "--frames: 'x' ist keine gültige Angabe (erwartet: eine ganze Zahl)"),
    (["--autoplay", "schach"], "--autoplay: 'schach' gibt es nicht"),
    (["--size"], "--size braucht einen Wert"),
])
def test_unknown_or_malformed_options_give_a_german_message_and_status_2(argv, expected, capsys):
    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert expected in err and "Fehler" in err and "--help" in err
    assert "error" not in err and "Traceback" not in err


def test_lookup_rejects_unknown_options_in_german(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["lookup", "--gibtsnicht"])
    assert exc.value.code == 2
    assert "unbekannte Angabe(n): --gibtsnicht" in capsys.readouterr().err


def test_unknown_argparse_messages_pass_through_unchanged():
    assert german_error("something new") == "something new"


@pytest.mark.parametrize("size, expected", [
    ("abc", "Fenstergröße „abc“ nicht lesbar"),
    ("10x10", "zu klein: mindestens 320 Pixel"),
    ("9000x9000", "größer als der größte Bildschirm"),
    ("1280x", "nicht lesbar"),
])
def test_size_garbage_is_refused_before_any_window(size, expected, capsys, tmp_path):
    code = launch(build_parser().parse_args(["--headless", "--size", size, "--data-dir", str(tmp_path)]))
    assert code == 2
    assert expected in capsys.readouterr().err
    assert not (tmp_path / "spielstand.sqlite3").exists()  # nothing opened


# --- word list ------------------------------------------------------------------------------------
@pytest.fixture
def broken_lexicon(tmp_path, monkeypatch):
    """A copy of the word list with a damaged common DAWG, in use via $SPEEDSETZER_LEXICON."""
    copy = tmp_path / "lexicon"
    shutil.copytree(ROOT / "lexicon", copy)
    (copy / "dawg_common.letters.npy").write_bytes(b"kaputt")
    monkeypatch.setenv("SPEEDSETZER_LEXICON", str(copy))
    load_lexicon.cache_clear()
    yield copy
    load_lexicon.cache_clear()


def test_lexicon_problem_names_the_broken_file(broken_lexicon):
    problem = lexicon_problem()
    assert problem is not None
    assert "Die Wortliste lässt sich nicht laden" in problem and "dawg_common.letters.npy" in problem


def test_intact_lexicon_has_no_problem():
    assert lexicon_problem() is None


def test_launch_with_a_broken_lexicon_stops_with_status_4(broken_lexicon, capsys, tmp_path):
    code = launch(build_parser().parse_args(["--headless", "--frames", "5", "--data-dir", str(tmp_path / "d")]))
    assert code == EXIT_LEXICON == 4
    assert "dawg_common.letters.npy" in capsys.readouterr().err


def test_missing_lexicon_at_start_up_prints_german_and_exits_non_zero(tmp_path):
    done = _run_main("--headless", "--frames", "30", "--data-dir", str(tmp_path / "d"),
                     env={"SPEEDSETZER_LEXICON": str(tmp_path / "fehlt")})
    assert done.returncode == 4
    assert "Die Wortliste lässt sich nicht laden" in done.stderr and "words.marisa" in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


def test_lookup_with_a_missing_lexicon_says_so(tmp_path):
    done = _run_main("lookup", "HAUS", env={"SPEEDSETZER_LEXICON": str(tmp_path / "fehlt")}, timeout=60)
    assert done.returncode == 2
    assert "Wortliste beschädigt oder fehlt" in done.stderr and "Traceback" not in done.stderr


# --- save file and settings -----------------------------------------------------------------------
def test_garbage_save_file_is_moved_aside_end_to_end(tmp_path):
    data = tmp_path / "daten"
    data.mkdir()
    garbage = bytes(range(256)) * 20
    (data / "spielstand.sqlite3").write_bytes(garbage)
    done = _run_main("--headless", "--frames", "60", "--data-dir", str(data))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    aside = sorted(data.glob("spielstand.sqlite3.defekt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == garbage  # kept byte for byte
    assert (data / "spielstand.sqlite3").read_bytes()[:16] == b"SQLite format 3\x00"
    assert "beschädigt" in done.stderr and aside[0].name in done.stderr


def test_unreadable_settings_in_the_store_fall_back_to_the_defaults(caplog):
    from game.store import Store

    store = Store.in_memory()
    store.settings.set("shell", {"sound": "laut"})
    with caplog.at_level(logging.ERROR):
        settings = load_store(StoreBackend(store.settings))
    assert settings.settings == Settings()
    assert "sound" in caplog.text
    settings.update(sound=False)  # the next change writes valid values
    assert store.settings.get_dict("shell")["sound"] is False


# --- journey levels -------------------------------------------------------------------------------
@pytest.fixture
def broken_levels(tmp_path, monkeypatch):
    """A copy of ``levels/`` with level 5 not JSON and level 6 missing its move budget."""
    copy = tmp_path / "levels"
    shutil.copytree(ROOT / "levels", copy)
    (copy / "05.json").write_text("{ kaputt", encoding="utf-8")
    six = json.loads((copy / "06.json").read_text(encoding="utf-8"))
    del six["moves"]
    (copy / "06.json").write_text(json.dumps(six), encoding="utf-8")
    monkeypatch.setattr(levels, "LEVELS_DIR", copy)
    levels.load_level.cache_clear()
    yield copy
    levels.load_level.cache_clear()


def test_broken_level_files_are_named_with_their_field(broken_levels):
    with pytest.raises(levels.LevelError, match=r"05\.json: kein gültiges JSON"):
        levels.load_level(5)
    with pytest.raises(levels.LevelError, match="06.json: Feld „moves“ fehlt"):
        levels.load_level(6)
    assert levels.load_level(4).id == 4 and levels.load_level(7).id == 7


def test_journey_card_explains_a_broken_level_and_other_levels_still_play(broken_levels, tmp_path):
    from game.app import App, Options
    from game.scenes.buch.board import BoardScene
    from game.scenes.buch.journey import JourneyScene
    from tests.ui.buch_helpers import button, click_button, frames, start, tap

    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path / "daten"))
    for level_id in range(1, 6):  # levels 1-6 unlocked: two stars each, as a verified result would enter them
        outcome = app.store.boards.submit_journey_result("{}", 2, lambda record: 2, profile_id=app.session.profile_id,
                                                         level=level_id)
        assert outcome.accepted
    scene = start(app, JourneyScene(app, selected=6))
    frames(app, 2)
    problem = scene.level_problem(6)
    assert problem is not None and "06.json" in problem and "„moves“ fehlt" in problem
    assert "anderen Level bleiben spielbar" in problem
    click_button(app, scene, "play")
    frames(app, 2)
    assert app.stack.top is scene and scene.error == problem  # no crash, no board
    tap(app, dict(scene.hits)[5].center)
    frames(app, 2)
    assert scene.selected == 5 and "05.json" in scene.level_problem(5)
    tap(app, dict(scene.hits)[4].center)
    frames(app, 2)
    assert scene.level_problem(4) is None and button(scene, "play").enabled
    click_button(app, scene, "play")
    frames(app, 2)
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.game.level.id == 4
