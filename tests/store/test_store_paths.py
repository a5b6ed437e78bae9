"""The user data folder per platform, and --data-dir."""
from pathlib import Path

from game.paths import database_path, ensure_data_dir, user_data_dir

HOME = Path("/home/ida")


def test_linux_uses_xdg_data_home_or_local_share():
    assert user_data_dir(platform="linux", environ={"XDG_DATA_HOME": "/x/data"}, home=HOME) == Path("/x/data/speedsetzer")
    assert user_data_dir(platform="linux", environ={}, home=HOME) == HOME / ".local/share/speedsetzer"
    assert user_data_dir(platform="linux", environ={"XDG_DATA_HOME": "rel"}, home=HOME) == HOME / ".local/share/speedsetzer"


def test_macos_and_windows():
    assert user_data_dir(platform="darwin", environ={}, home=HOME) == HOME / "Library/Application Support/Speedsetzer"
    win = user_data_dir(platform="win32", environ={"APPDATA": "C:/Users/ida/AppData/Roaming"}, home=HOME)
    assert win == Path("C:/Users/ida/AppData/Roaming/Speedsetzer")


def test_override_wins_and_nothing_is_created_until_asked(tmp_path):
    target = tmp_path / "daten"
    assert user_data_dir(target, platform="linux", environ={}, home=HOME) == target
    assert not target.exists()
    assert ensure_data_dir(target) == target and target.is_dir()
    assert database_path(target) == target / "spielstand.sqlite3"
