"""tools/store_admin.py: set the PIN before a kiosk goes live, export and reset lists."""
import importlib.util
from pathlib import Path

from game.store import Store

SPEC = importlib.util.spec_from_file_location("store_admin", Path(__file__).resolve().parents[2] / "tools/store_admin.py")
admin = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(admin)


def test_set_pin_export_reset(tmp_path, monkeypatch, capsys):
    typed = iter(["8642", "8642", "1111", "2222"])
    monkeypatch.setattr(admin.getpass, "getpass", lambda prompt: next(typed))
    assert admin.main(["--data-dir", str(tmp_path), "set-pin"]) == 0
    assert admin.main(["--data-dir", str(tmp_path), "set-pin"]) == 1  # the two entries differ
    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    assert store.settings.check_pin("8642")
    store.boards.submit_buch_3min_result('{"r": 1}', 77, lambda r: 77, profile_id=store.profiles.guest().id)
    store.close()
    assert admin.main(["--data-dir", str(tmp_path), "export", "buch_3min", str(tmp_path / "a.csv")]) == 0
    from datetime import date

    lines = (tmp_path / "a.csv").read_text(encoding="utf-8-sig").splitlines()
    assert lines == ["Platz;Name;Punkte;Datum", f"1;Gast;77;{date.today().isoformat()}"]
    assert admin.main(["--data-dir", str(tmp_path), "reset", "buch_3min"]) == 0
    assert "1 Einträge gelöscht" in capsys.readouterr().out
