"""The test set-up itself: every test has its own data folder and starts from the same global state."""
from __future__ import annotations

from pathlib import Path

from game.paths import DATA_DIR_ENV, user_data_dir

HOME = Path("/home/ida")


def test_env_var_replaces_the_platform_folder_but_not_data_dir():
    env = {DATA_DIR_ENV: "/srv/spiel", "XDG_DATA_HOME": "/x/data"}
    assert user_data_dir(platform="linux", environ=env, home=HOME) == Path("/srv/spiel")
    assert user_data_dir(platform="win32", environ=env, home=HOME) == Path("/srv/spiel")
    assert user_data_dir("/eigener/ordner", platform="linux", environ=env, home=HOME) == Path("/eigener/ordner")
    assert user_data_dir(platform="linux", environ={DATA_DIR_ENV: ""}, home=HOME) == HOME / ".local/share/speedsetzer"


def test_each_test_gets_its_own_data_folder(isolated_data_dir, tmp_path):
    assert user_data_dir() == isolated_data_dir
    assert tmp_path in isolated_data_dir.parents
    real = Path.home() / ".local" / "share" / "speedsetzer"
    assert real not in user_data_dir().parents and user_data_dir() != real


def test_store_opened_without_a_folder_lands_in_the_test_folder(isolated_data_dir):
    from game.store import Store

    store, _ = Store.open_default(None)
    try:
        assert (isolated_data_dir / "spielstand.sqlite3").exists()
    finally:
        store.close()


def test_a_bare_app_starts_as_guest_on_an_empty_store_with_the_default_table():
    from game.app import App, Options
    from game.scenes.setzer import prefs

    app = App(Options(headless=True))
    assert app.store.path is None and app.session.is_guest and app.session.name == "Gast"
    assert prefs.load_last(app) == prefs.default_config("Du")


def test_command_line_lookup_reads_the_folder_from_the_environment(tmp_path):
    import os
    import subprocess
    import sys

    from game.store import Store

    folder = tmp_path / "anderswo"
    folder.mkdir()
    store, _ = Store.open(folder / "spielstand.sqlite3")
    store.settings.block_word("Haus")
    store.close()
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, SPEEDSETZER_DATA_DIR=str(folder))
    done = subprocess.run([sys.executable, str(root / "main.py"), "lookup", "HAUS", "GING"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.splitlines() == ["HAUS\tungültig\t-", "GING\tgültig\tgängig"]
    assert done.returncode == 1
