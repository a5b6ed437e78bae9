"""The operator panel's actions and the PIN pad entry, without drawing."""
import csv
from datetime import date

from game.scenes.operator.model import OperatorPanel, PinEntry
from game.store import Board


class FakeLexicon:
    words = frozenset({"HAUS", "STRASSE"})
    common = frozenset({"HAUS"})
    extra = frozenset()

    def is_word(self, w):
        return w in self.words

    def is_common(self, w):
        return w in self.common


def panel(store, tmp_path):
    return OperatorPanel(store, tmp_path / "export", FakeLexicon(), today=date(2026, 3, 14))


def test_pin_entry():
    pad = PinEntry()
    for d in "12x3456789":
        pad.press(d)
    assert pad.digits == "12345678" and pad.masked == "•" * 8 and pad.complete
    pad.delete()
    assert pad.take() == "1234567" and pad.digits == "" and not pad.complete


def test_word_lists(store, tmp_path):
    p = panel(store, tmp_path)
    assert p.block("Haus") == "„HAUS“ ist jetzt gesperrt."
    assert p.block("Blubb") == "„BLUBB“ ist jetzt gesperrt. (Es stand ohnehin nicht in der Wortliste.)"
    assert p.allow("Straße") == "„STRASSE“ ist erlaubt (es stand schon in der Wortliste)."
    assert p.allow("Quokka") == "„QUOKKA“ ist jetzt zusätzlich erlaubt."
    assert p.word_status("haus") == "„HAUS“ ist gesperrt."
    assert p.unlist("haus") == "„HAUS“ folgt wieder der normalen Wortliste."
    assert p.word_status("haus") == "„HAUS“ steht in der Wortliste (gängig)."
    assert p.word_status("strasse") == "„STRASSE“ ist zusätzlich erlaubt."
    assert p.word_status("xyz") == "„XYZ“ steht nicht in der Wortliste."
    assert p.block("4711") == "Ziffern kommen in Wörtern nicht vor."
    assert store.settings.operator_lists().blocked == {"BLUBB"}


def test_export_and_reset_need_a_second_tap(store, tmp_path):
    anna = store.profiles.create("Anna")
    store.boards.submit_tagesbrett_result('{"a": 1}', 99, lambda r: 99, profile_id=anna.id, day=date(2026, 3, 14))
    p = panel(store, tmp_path)
    message = p.export(Board.TAGESBRETT)
    path = tmp_path / "export" / "tagesbrett-2026-03-14.csv"
    assert message == f"Tagesbrett: 1 Eintrag nach „{path}“ geschrieben."
    with open(path, encoding="utf-8-sig", newline="") as f:
        assert list(csv.reader(f, delimiter=";"))[1] == ["1", "Anna", "99", "2026-03-14"]
    assert p.reset(Board.TAGESBRETT) == "Noch einmal tippen, um „Tagesbrett“ wirklich zu löschen."
    assert p.reset(Board.BUCH_3MIN).startswith("Noch einmal")  # arming another board disarms the first
    assert p.reset(Board.TAGESBRETT).startswith("Noch einmal")
    assert p.reset(Board.TAGESBRETT) == "Tagesbrett gelöscht (1 Eintrag)."
    assert store.boards.top(Board.TAGESBRETT, day=date(2026, 3, 14)) == []


def test_settings_cycle_and_pin(store, tmp_path):
    p = panel(store, tmp_path)
    assert p.cycle_idle_to_title() == "Zurück zum Titel nach 2 min, Vorführung nach weiteren 30 s."
    for _ in range(3):  # 180, 300, then round to 30
        p.cycle_idle_to_title()
    assert store.settings.idle_times().idle_to_title_s == 30.0  # wrapped round
    assert p.cycle_title_to_attract().endswith("Vorführung nach weiteren 1 min.")
    assert p.toggle_sound() == "Ton ist aus." and not store.settings.sound_enabled()
    assert p.adopt_last_table() == "Es wurde noch kein Tisch eingerichtet."
    store.settings.set_last_table({"clock": 60})
    assert p.adopt_last_table() == "Die letzte Tischeinstellung gilt jetzt als Standard."
    assert store.settings.default_table() == {"clock": 60}
    assert p.set_pin("1234", "1243") == "Die beiden Eingaben stimmen nicht überein."
    assert p.set_pin("12", "12") == "Die PIN besteht aus 4 bis 8 Ziffern."
    assert p.set_pin("9876", "9876") == "Die neue PIN ist gespeichert." and store.settings.check_pin("9876")
