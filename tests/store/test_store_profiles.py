"""Profiles, statistics from stored results, ratings through the store."""
import pytest

from game.rating import ComputerLevel
from game.store import GameKind, GameResult, SetzerSeat, StoreError


def test_guest_is_always_there_and_protected(store):
    guest = store.profiles.guest()
    assert guest.is_guest and guest.name == "Gast"
    with pytest.raises(StoreError, match="Gastprofil"):
        store.profiles.rename(guest.id, "Neu")
    with pytest.raises(StoreError, match="Gastprofil"):
        store.profiles.delete(guest.id)


def test_names_are_checked(store):
    store.profiles.create("  Jörg   Müller ")
    assert store.profiles.by_name("jörg müller").name == "Jörg Müller"
    with pytest.raises(StoreError, match="gibt es schon"):
        store.profiles.create("JÖRG MÜLLER")
    with pytest.raises(StoreError, match="Bitte einen Namen"):
        store.profiles.create("   ")
    with pytest.raises(StoreError, match="höchstens 20"):
        store.profiles.create("x" * 21)


def test_statistics_are_computed_from_results(store):
    anna = store.profiles.create("Anna")
    results = [
        GameResult(anna.id, GameKind.SETZER, True, 350, 14, 62, "QUARZ", "BUCHSTABE"),
        GameResult(anna.id, GameKind.SETZER, False, 280, 13, 80, "XYLOFON", "XYLOFON"),
        GameResult(anna.id, GameKind.SETZER, True, 301, 12, 80, "JUX", "ZEITUNGEN"),
        GameResult(anna.id, GameKind.BUCH_3MIN, False, 1200, 20, 300, "KRISTALL", "KRISTALL"),
    ]
    for result in results:
        store.profiles.add_result(result)
    stats = store.profiles.stats(anna.id, GameKind.SETZER)
    assert (stats.games, stats.wins) == (3, 2)
    assert (stats.best_move_points, stats.best_move_word) == (80, "XYLOFON")  # the earlier of equal moves
    assert stats.best_word == "BUCHSTABE"  # longest; the earlier of equal lengths
    assert stats.average_points_per_move == 23.87  # 931 / 39
    empty = store.profiles.all_stats(anna.id)[GameKind.TAGESBRETT]
    assert (empty.games, empty.average_points_per_move, empty.best_word) == (0, 0.0, "")


def test_rating_through_the_store(store):
    anna, ben = store.profiles.create("Anna"), store.profiles.create("Ben")
    guest = store.profiles.guest()
    changes = store.profiles.rate_setzer_game([
        SetzerSeat(320, profile_id=anna.id), SetzerSeat(280, computer=ComputerLevel.NORMAL),
    ])
    assert [(c.key, c.new) for c in changes] == [(anna.id, 1230)]
    # hot seat: Anna (1230, 1 game) beats Ben (1200, 0 games); the guest seat is unrated
    changes = store.profiles.rate_setzer_game([
        SetzerSeat(300, profile_id=anna.id), SetzerSeat(200, profile_id=ben.id), SetzerSeat(500, profile_id=guest.id),
    ])
    # E(anna) = 1/(1+10^(-30/400)) = 0.543066: anna 40*0.456934 = +18.28, ben 40*-0.456934 = -18.28
    assert {c.key: c.new for c in changes} == {anna.id: 1248, ben.id: 1182}
    a = store.profiles.get(anna.id)
    assert (a.rating, a.rated_games, a.peak_rating) == (1248, 2, 1248)
    assert store.profiles.get(guest.id).rating == 1200
    assert store.profiles.rate_setzer_game([SetzerSeat(10, profile_id=guest.id)]) == []


def test_deleting_a_profile_keeps_its_leaderboard_name(store):
    from game.store import Board

    ida = store.profiles.create("Ida")
    store.boards.submit_buch_3min_result('{"s": 1}', 7, lambda r: 7, profile_id=ida.id)
    store.profiles.add_result(GameResult(ida.id, GameKind.BUCH_3MIN, False, 7, 1))
    store.profiles.delete(ida.id)
    assert store.profiles.get(ida.id) is None
    assert [(e.name, e.profile_id) for e in store.boards.top(Board.BUCH_3MIN)] == [("Ida", None)]
