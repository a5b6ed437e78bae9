"""Leaderboards only through replay verification; daily lists, sums, ties, CSV, reset; calendar; journey."""
import json
import logging
from datetime import date

from game.store import Board
from game.store.boards import streaks


def record(seed: int, points: int) -> str:
    """A fake game record; the fake engine's replay score is the sum of its action points."""
    return json.dumps({"seed": seed, "actions": [{"points": points - 10}, {"points": 10}]})


def fake_replay(record_json: str) -> int:
    data = json.loads(record_json)
    if "seed" not in data:
        raise ValueError("Startwert fehlt")
    return sum(a["points"] for a in data["actions"])


def test_tampered_record_is_refused_logged_and_not_listed(store, caplog):
    anna = store.profiles.create("Anna")
    ok = store.boards.submit_buch_3min_result(record(1, 420), 420, fake_replay, profile_id=anna.id)
    assert ok.accepted and ok.reason is None and ok.entry_id
    caplog.set_level(logging.WARNING)
    tampered = json.loads(record(2, 420))
    tampered["actions"][0]["points"] += 500  # record edited, claim kept
    refused = store.boards.submit_buch_3min_result(json.dumps(tampered), 420, fake_replay, profile_id=anna.id)
    assert not refused.accepted
    assert refused.reason == "Gemeldete Punktzahl 420, nachgespielt 920: das Ergebnis wird nicht eingetragen."
    assert "Ergebnis abgelehnt (buch_3min)" in caplog.text
    broken = store.boards.submit_buch_3min_result('{"actions": []}', 0, fake_replay, profile_id=anna.id)
    assert broken.reason == "Die Partie lässt sich nicht nachspielen: Startwert fehlt"
    junk = store.boards.submit_buch_3min_result("{kaputt", 5, fake_replay, profile_id=anna.id)
    assert junk.reason == "Die Aufzeichnung der Partie ist unlesbar."
    again = store.boards.submit_buch_3min_result(record(1, 420), 420, fake_replay, profile_id=anna.id)
    assert again.reason == "Dieses Ergebnis steht schon in der Liste."
    assert [(e.name, e.score) for e in store.boards.top(Board.BUCH_3MIN)] == [("Anna", 420)]


def test_best_per_player_with_shared_ranks(store, clock):
    boards = store.boards
    anna, ben, cem = (store.profiles.create(n) for n in ("Anna", "Ben", "Cem"))
    guest = store.profiles.guest()
    for seed, (who, score) in enumerate([(anna, 300), (ben, 500), (anna, 510), (cem, 500), (ben, 200)]):
        clock.advance(minutes=1)
        assert boards.submit_buch_3min_result(record(seed, score), score, fake_replay, profile_id=who.id).accepted
    boards.submit_buch_3min_result(record(10, 100), 100, fake_replay, profile_id=guest.id, name="Zoe")
    boards.submit_buch_3min_result(record(11, 90), 90, fake_replay, profile_id=guest.id)
    top = boards.top(Board.BUCH_3MIN)
    assert [(e.rank, e.name, e.score) for e in top] == [
        (1, "Anna", 510), (2, "Ben", 500), (2, "Cem", 500), (4, "Zoe", 100), (5, "Gast", 90),
    ]
    assert len(boards.top(Board.BUCH_3MIN, limit=2)) == 2


def test_setzer_bestenliste_sums_points_per_player(store):
    anna, ben = store.profiles.create("Anna"), store.profiles.create("Ben")
    for seed, (who, pts) in enumerate([(anna, 98), (ben, 120), (anna, 75), (ben, 17)]):
        outcome = store.boards.submit_setzer_result(record(seed, pts), pts, fake_replay, profile_id=who.id)
        assert outcome.accepted
    top = store.boards.top(Board.SETZER)
    assert [(e.rank, e.name, e.score, e.games) for e in top] == [(1, "Anna", 173, 2), (2, "Ben", 137, 2)]
    store.profiles.rename(anna.id, "Anna K.")
    assert store.boards.top(Board.SETZER)[0].name == "Anna K."


def test_refused_results_hold_no_place_in_sums_bests_or_endless_games(store):
    """Results the Spielcenter refused (a test on the record) are left out of every place and sum; each player's
    refused results follow after all ranked lines, in a line of their own without a rank."""
    anna, ben = store.profiles.create("Anna"), store.profiles.create("Ben")
    games = [(anna, 98, 1), (ben, 120, 2), (anna, 75, 3), (ben, 17, 4), (anna, 500, 5)]
    for who, pts, seed in games:
        assert store.boards.submit_setzer_result(record(seed, pts), pts, fake_replay, profile_id=who.id).accepted
        assert store.boards.submit_buch_3min_result(record(seed, pts), pts, fake_replay, profile_id=who.id).accepted
        assert store.boards.submit_endlos_result(record(seed, pts), pts, fake_replay, profile_id=who.id).accepted
    out = {record(5, 500), record(2, 120)}

    def lines(board):
        return [(e.rank, e.name, e.score, e.games) for e in store.boards.top(board, refused=out.__contains__)]
    assert lines(Board.SETZER) == [(1, "Anna", 173, 2), (2, "Ben", 17, 1), (None, "Anna", 500, 1), (None, "Ben", 120, 1)]
    assert lines(Board.BUCH_3MIN) == [(1, "Anna", 98, 1), (2, "Ben", 17, 1), (None, "Anna", 500, 1), (None, "Ben", 120, 1)]
    assert lines(Board.BUCH_ENDLOS) == [(1, "Anna", 98, 1), (2, "Anna", 75, 1), (3, "Ben", 17, 1),
                                        (None, "Anna", 500, 1), (None, "Ben", 120, 1)]
    assert [e.rank for e in store.boards.top(Board.BUCH_ENDLOS, limit=1, refused=out.__contains__)] == [1, None]
    assert [e.score for e in store.boards.top(Board.BUCH_3MIN, refused=lambda _text: False)] == [500, 120]


def test_daily_lists_are_per_day_and_endless_keeps_every_game(store):
    anna = store.profiles.create("Anna")
    d1, d2 = date(2026, 3, 13), date(2026, 3, 14)
    b = store.boards
    b.submit_tagesbrett_result(record(1, 150), 150, fake_replay, profile_id=anna.id, day=d1)
    b.submit_tagesbrett_result(record(2, 180), 180, fake_replay, profile_id=anna.id, day=d1)
    b.submit_tagesbrett_result(record(3, 90), 90, fake_replay, profile_id=anna.id, day=d2)
    assert [(e.score, e.day) for e in b.top(Board.TAGESBRETT, day=d1)] == [(180, "2026-03-13")]
    assert [e.score for e in b.top(Board.TAGESBRETT, day=d2)] == [90]
    b.submit_endlos_result(record(4, 2000), 2000, fake_replay, profile_id=anna.id)
    b.submit_endlos_result(record(5, 3500), 3500, fake_replay, profile_id=anna.id)
    assert [e.score for e in b.top(Board.BUCH_ENDLOS)] == [3500, 2000]


def test_export_csv_and_reset(store, tmp_path):
    anna, ben = store.profiles.create("Anna"), store.profiles.create("Jörg")
    day = date(2026, 3, 14)
    b = store.boards
    b.submit_raetsel_result(record(1, 700), 700, fake_replay, profile_id=anna.id, day=day, word_found=True,
                            verify_found=lambda r: True)
    b.submit_raetsel_result(record(2, 650), 650, fake_replay, profile_id=ben.id, day=day, word_found=False,
                            verify_found=lambda r: False)
    out = tmp_path / "tagesraetsel.csv"
    assert b.export_csv(Board.BUCH_RAETSEL, out, day=day) == 2
    assert out.read_text(encoding="utf-8-sig").splitlines() == [
        "Platz;Name;Punkte;Datum", "1;Anna;700;2026-03-14", "2;Jörg;650;2026-03-14",
    ]
    b.submit_setzer_result(record(3, 50), 50, fake_replay, profile_id=anna.id)
    assert b.export_csv(Board.SETZER, tmp_path / "b.csv") == 1
    assert (tmp_path / "b.csv").read_text(encoding="utf-8-sig").splitlines()[1] == "1;Anna;50;2026-03-14;1"
    assert b.reset(Board.BUCH_RAETSEL) == 2
    assert b.top(Board.BUCH_RAETSEL, day=day) == []
    assert [e.score for e in b.top(Board.SETZER)] == [50]  # other boards untouched


def test_raetsel_calendar_needs_a_verified_find(store):
    anna = store.profiles.create("Anna")
    b = store.boards
    for n, day in enumerate([date(2026, 3, 10), date(2026, 3, 11), date(2026, 3, 13)]):
        assert b.submit_raetsel_result(record(n, 600), 600, fake_replay, profile_id=anna.id, day=day,
                                       word_found=True, verify_found=lambda r: True).accepted
    lied = b.submit_raetsel_result(record(9, 100), 100, fake_replay, profile_id=anna.id, day=date(2026, 3, 14),
                                   word_found=True, verify_found=lambda r: False)
    assert lied.reason == "Nachgespielt wurde das Tageswort nicht gefunden: das Ergebnis wird nicht eingetragen."
    info = b.calendar(anna.id)  # the store clock says 2026-03-14
    assert info.days == {date(2026, 3, 10), date(2026, 3, 11), date(2026, 3, 13)}
    assert (info.current_streak, info.best_streak) == (1, 2)


def test_streaks():
    d = date.fromisoformat
    days = [d("2026-01-01"), d("2026-01-02"), d("2026-01-03"), d("2026-01-05"), d("2026-01-06")]
    assert streaks(days, d("2026-01-06")) == (2, 3)
    assert streaks(days, d("2026-01-07")) == (2, 3)  # today not yet played: the run still counts
    assert streaks(days, d("2026-01-08")) == (0, 3)
    assert streaks([], d("2026-01-08")) == (0, 0)
    assert streaks([d("2025-12-31"), d("2026-01-01")], d("2026-01-01")) == (2, 2)  # across the year


def test_journey_keeps_best_stars_and_unlocks_in_order(store):
    anna = store.profiles.create("Anna")
    b = store.boards
    assert b.journey(anna.id).next_level == 1 and b.journey(anna.id).is_unlocked(1)
    stars_of = lambda r: json.loads(r)["stars"]  # noqa: E731 - a fake replay
    assert b.submit_journey_result('{"stars": 2}', 2, stars_of, profile_id=anna.id, level=1).accepted
    assert b.submit_journey_result('{"stars": 1, "n": 2}', 1, stars_of, profile_id=anna.id, level=1).accepted
    assert b.submit_journey_result('{"stars": 3}', 3, stars_of, profile_id=anna.id, level=2).accepted
    cheat = b.submit_journey_result('{"stars": 1}', 3, stars_of, profile_id=anna.id, level=3)
    assert not cheat.accepted and "Sternzahl" in cheat.reason
    progress = b.journey(anna.id)
    assert progress.stars == {1: 2, 2: 3} and progress.total_stars == 5
    assert progress.next_level == 3 and progress.is_unlocked(3) and not progress.is_unlocked(4)
    assert not b.submit_journey_result('{"stars": 1}', 1, stars_of, profile_id=anna.id, level=41).accepted
