"""Saves in progress, settings with typed getters, operator lists and PIN."""
import json

import pytest

from game.lexicon import NormalizeError
from game.store import IdleTimes, StoreError


def test_several_setzer_games_resume_newest_first(store, clock):
    first = store.saves.create_setzer_game("Mit Oma", json.dumps({"seed": 1, "actions": []}))
    clock.advance(minutes=5)
    second = store.saves.create_setzer_game("  ", json.dumps({"seed": 2, "actions": []}))
    clock.advance(minutes=5)
    store.saves.update(first, json.dumps({"seed": 1, "actions": [{"pass": True}]}))
    infos = store.saves.list_setzer_games()
    assert [(i.id, i.title) for i in infos] == [(first, "Mit Oma"), (second, "Partie")]
    assert infos[0].updated == "2026-03-14T10:10:00" and infos[0].created == "2026-03-14T10:00:00"
    assert json.loads(store.saves.load(first).record_json)["actions"] == [{"pass": True}]
    store.saves.rename(second, "Revanche")
    store.saves.delete(first)
    assert [i.title for i in store.saves.list_setzer_games()] == ["Revanche"]
    with pytest.raises(StoreError, match="gibt es nicht mehr"):
        store.saves.update(first, "{}")
    with pytest.raises(StoreError, match="unlesbar"):
        store.saves.update(second, "{nicht json")


def test_a_tagesbrett_save_is_its_own_kind_with_day_and_move_number(store):
    from datetime import date

    from game.store import SaveKind

    guest = store.profiles.guest().id
    partie = store.saves.create_setzer_game("Partie", json.dumps({"seed": 1, "actions": []}), guest)
    board = store.saves.create_setzer_game("Tagesbrett", json.dumps({"date": "2026-03-14", "actions": []}), guest,
                                           day=date(2026, 3, 14))
    store.saves.update(board, json.dumps({"date": "2026-03-14", "actions": [1, 2, 3]}), move_number=4)
    store.saves.update(partie, json.dumps({"seed": 1, "actions": [1]}))  # no number given: the row keeps its own
    assert [i.id for i in store.saves.list_setzer_games(guest)] == [partie] and store.saves.count_setzer_games(guest) == 1
    [info] = store.saves.list_tagesbretter(guest)
    assert (info.id, info.kind, info.day, info.move_number) == (board, SaveKind.TAGESBRETT, date(2026, 3, 14), 4)
    assert store.saves.list_setzer_games(guest)[0].move_number == 1
    assert store.saves.list_tagesbretter(store.profiles.create("Anna").id) == []


def test_endless_save_is_one_per_profile(store):
    anna = store.profiles.create("Anna")
    guest = store.profiles.guest()
    sid = store.saves.save_endless(anna.id, '{"seed": 3, "actions": [1]}')
    assert store.saves.save_endless(anna.id, '{"seed": 3, "actions": [1, 2]}') == sid
    assert store.saves.load_endless(anna.id).record_json == '{"seed": 3, "actions": [1, 2]}'
    assert store.saves.load_endless(guest.id) is None
    assert store.saves.list_setzer_games() == []
    store.saves.clear_endless(anna.id)
    assert store.saves.load_endless(anna.id) is None


def test_typed_settings_fall_back_to_defaults(store):
    s = store.settings
    assert s.sound_enabled() is True and s.last_table() is None
    s.set("zoom", "groß")
    assert s.get_int("zoom", 3) == 3 and s.get_str("zoom", "") == "groß"
    s.set("turbo", 1)
    assert s.get_bool("turbo", False) is False and s.get_int("turbo", 0) == 1 and s.get_float("turbo", 0.5) == 1.0
    s.set_sound_enabled(False)
    assert s.sound_enabled() is False
    setup = {"seats": ["mensch", "stark"], "clock": 120, "check": "hilfsbereit"}
    s.set_last_table(setup)
    assert s.last_table() == setup
    s.set_default_table({"clock": 60})
    assert s.default_table() == {"clock": 60}
    assert s.idle_times() == IdleTimes(90.0, 30.0)
    s.set_idle_times(IdleTimes(120, 45))
    assert s.idle_times() == IdleTimes(120.0, 45.0)
    with pytest.raises(StoreError, match="mindestens 10 Sekunden"):
        s.set_idle_times(IdleTimes(5, 45))


def test_operator_lists_are_normalised_and_exclusive(store):
    s = store.settings
    assert s.block_word(" straße ") == "STRASSE"
    assert s.allow_word("Quokka") == "QUOKKA"
    assert s.operator_lists().blocked == {"STRASSE"} and s.operator_lists().extra == {"QUOKKA"}
    s.allow_word("Strasse")  # the newest choice wins
    assert s.operator_lists().blocked == frozenset() and s.operator_lists().extra == {"QUOKKA", "STRASSE"}
    s.unlist_word("quokka")
    assert s.operator_lists().extra == {"STRASSE"}
    with pytest.raises(NormalizeError):
        s.block_word("A-Team")


def test_operator_pin_is_salted_and_hashed(store):
    s = store.settings
    assert not s.has_pin() and not s.check_pin("1234")
    s.set_pin("4711")
    stored = s.operator.get("pin", "")  # in the operator file, apart from the player data
    scheme, rounds, salt, digest = stored.split("$")
    assert (scheme, rounds) == ("pbkdf2_sha256", "100000")
    assert len(salt) == 32 and len(digest) == 64 and "4711" not in (salt, digest)  # random hex may contain 4711 by chance
    assert s.check_pin("4711") and not s.check_pin("4712") and s.has_pin()
    s.set_pin("4711")
    assert s.get_str("operator_pin", "") != stored  # a new salt each time
    with pytest.raises(StoreError, match="4 bis 8 Ziffern"):
        s.set_pin("12a4")


def test_operator_lists_for_command_line_tools(tmp_path):
    from game.store import Store, read_operator_lists_readonly

    assert read_operator_lists_readonly(tmp_path / "leer").blocked == frozenset()
    assert not (tmp_path / "leer").exists()  # reading creates nothing
    store, _ = Store.open(tmp_path / "daten" / "spielstand.sqlite3")
    store.settings.block_word("Mist")
    store.settings.allow_word("Quokka")
    lists = read_operator_lists_readonly(tmp_path / "daten")  # while the game has the file open
    assert (lists.blocked, lists.extra) == ({"MIST"}, {"QUOKKA"})
    store.close()
    assert read_operator_lists_readonly(tmp_path / "daten").blocked == {"MIST"}  # after a clean close
