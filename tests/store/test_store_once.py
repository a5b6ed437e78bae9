"""Issue 14: a finished game is entered exactly once (one transaction; a key per game)."""
from __future__ import annotations

import pytest

from game.store import GameKind, GameResult, Store, StoreError


def _count(store: Store, table: str) -> int:
    return store._db.row(f"SELECT COUNT(*) AS n FROM {table}")["n"]


def _enter(store: Store, save_id: int) -> None:
    """What the results screen does: statistics, list entry and the save's removal under the game's key."""
    key = store.save_key(save_id)
    if key is None:
        raise StoreError("Diese Partie ist schon eingetragen.")
    guest = store.profiles.guest().id
    with store.finishing(key):
        store.profiles.add_result(GameResult(guest, GameKind.SETZER, True, 120, 9))
        store.boards.submit_buch_3min_result('{"s": 1}', 120, lambda r: 120, profile_id=guest, name="Ida")
        store.saves.delete(save_id)


def test_two_processes_finishing_one_save_count_it_once(tmp_path):
    first, _ = Store.open(tmp_path / "spielstand.sqlite3")
    second, _ = Store.open(tmp_path / "spielstand.sqlite3")
    try:
        save = first.saves.create_setzer_game("Partie", '{"version": 1}', first.profiles.guest().id)
        key = second.save_key(save)  # the other process resumed the same save
        _enter(first, save)
        with pytest.raises(StoreError), second.finishing(key):
            second.profiles.add_result(GameResult(second.profiles.guest().id, GameKind.SETZER, True, 120, 9))
        assert _count(first, "game_results") == 1 and _count(first, "leaderboard") == 1
        assert _count(first, "saves") == 0
    finally:
        first.close()
        second.close()


def test_a_crash_between_the_writes_leaves_nothing_half_done(tmp_path):
    store, _ = Store.open(tmp_path / "spielstand.sqlite3")
    try:
        guest = store.profiles.guest().id
        save = store.saves.create_setzer_game("Partie", '{"version": 1}', guest)
        with pytest.raises(RuntimeError), store.finishing(store.save_key(save)):
            store.profiles.add_result(GameResult(guest, GameKind.SETZER, True, 120, 9))
            raise RuntimeError("Strom weg")  # killed between the statistics and the list entry
        assert _count(store, "game_results") == 0 and _count(store, "saves") == 1
        _enter(store, save)  # the next start finishes it: counted once
        with pytest.raises(StoreError):
            _enter(store, save)
        assert _count(store, "game_results") == 1 and _count(store, "leaderboard") == 1
    finally:
        store.close()
