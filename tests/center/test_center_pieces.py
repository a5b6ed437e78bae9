"""Pieces of the Spielcenter without a server: the Tagesrätsel streak, rate limits, the outbox, replays."""
from __future__ import annotations

import datetime
import sqlite3

import pytest

from game.center.outbox import Outbox
from spielcenter.routers.players import streaks
from spielcenter.security import RateLimiter, token_hash
from spielcenter.verify import Refused, replay_job
from tests.center.center_helpers import buch_round

D = datetime.date


def test_lenas_streak_counts_the_days_in_a_row_up_to_today_or_yesterday():
    days = [D(2026, 12, 1), D(2026, 12, 2), D(2026, 12, 3), D(2026, 12, 5), D(2026, 12, 6)]
    assert streaks(days, D(2026, 12, 6)) == (2, 3)
    assert streaks(days, D(2026, 12, 7)) == (2, 3)  # today is still open: yesterday's streak holds
    assert streaks(days, D(2026, 12, 8)) == (0, 3)
    assert streaks([], D(2026, 12, 8)) == (0, 0)


def test_a_token_gets_its_burst_then_waits():
    now = [0.0]
    limiter = RateLimiter(rate=2.0, burst=3, clock=lambda: now[0])
    assert [limiter.allow("a") for _ in range(3)] == [0.0, 0.0, 0.0]
    assert limiter.allow("a") > 0 and limiter.allow("b") == 0.0
    now[0] += 0.5
    assert limiter.allow("a") == 0.0
    assert token_hash("geheim") != "geheim" and len(token_hash("geheim")) == 64


def test_the_outbox_keeps_results_seeds_and_the_token_across_a_restart(tmp_path):
    path = tmp_path / "spielstand.sqlite3"
    box = Outbox(sqlite3.connect(path), "http://127.0.0.1:1")
    box.save_identity(7, "Ida", "tok", None)
    box.add_seeds([{"id": "a" * 32, "mode": "3min", "seed": 42, "expires_at": 4e9}])
    pending = box.add("buch", 120, {"version": 1}, "a" * 32)
    box.conn.close()
    again = Outbox(sqlite3.connect(path), "http://127.0.0.1:1")
    assert again.identity().token == "tok" and again.waiting_count() == 1
    assert again.waiting()[0].id == pending.id  # the same id on every retry: the server counts it once
    seed = again.take_seed("3min")
    assert seed.seed == 42 and again.stock("3min") == 0 and again.seed_id_for("3min", 42) == "a" * 32
    again.answered(pending.id, False, "Dieser Startwert wurde schon für eine Runde verwendet.")
    assert again.waiting_count() == 0 and again.state_of(pending.id)[0] == "abgelehnt"


def test_the_fast_replay_gives_the_same_score_as_the_games_own():
    record, score = buch_round(9876, words=8)
    assert replay_job("buch", record, score, 0, 4000, None).score == score
    with pytest.raises(Refused, match="Punktzahl stimmt nicht"):
        replay_job("buch", record, score + 1, 0, 4000, None)


def test_the_server_judges_by_its_own_word_lists_never_by_those_a_record_brings():
    """A record may carry the operator lists it was played with; a forged "extra" word must not count there."""
    import dataclasses

    import pytest

    from game.buch import BuchGame, BuchMode
    from game.lexicon import load_lexicon
    from game.setzer.actions import WordDecisions
    from game.setzer.config import Seat, TableConfig
    from game.setzer.game import SetzerGame
    from spielcenter.verify import Refused, judged_by_server_lists

    lexicon = load_lexicon()
    venue = lexicon.with_operator_lists(blocked=["HAUS"], extra=["SPEEDSETZER"])
    forged = dataclasses.replace(BuchGame(BuchMode.DREI_MINUTEN, 5, lexicon).record, words=((), ("ÜRCNYGA",)))
    assert judged_by_server_lists(forged, venue).words == (("HAUS",), ("SPEEDSETZER",))
    table = SetzerGame(TableConfig(seats=(Seat("Anna"), Seat("Bernd"))), 3, lexicon).record
    table = dataclasses.replace(table, words=WordDecisions((), ("ÜRCNYGA",)))
    assert judged_by_server_lists(table, venue).words == WordDecisions(("HAUS",), ("SPEEDSETZER",))
    sneaky = dataclasses.replace(table, actions=[(1.0, WordDecisions((), ("ÜRCNYGA",)))])
    with pytest.raises(Refused, match="Wortlisten"):
        judged_by_server_lists(sneaky, venue)


def _ranking(scores: list[int]):
    from spielcenter.list_cache import Ranking

    standings = [(i + 1, s, D(2026, 12, 1), 0.0) for i, s in enumerate(scores)]
    return Ranking.of(standings, {i + 1: (f"P{i + 1}", None) for i in range(len(scores))}, 100, len(scores), True)


def test_ties_share_a_rank_and_a_player_below_the_top_lines_still_learns_their_place():
    from spielcenter.list_cache import Ranking

    standings = [(7, 90, D(2026, 12, 1), 1.0), (3, 80, D(2026, 12, 1), 2.0), (5, 80, D(2026, 12, 1), 3.0),
                 (9, 40, D(2026, 12, 1), 4.0)]
    ranking = Ranking.of(standings, {7: ("Ida", None), 3: ("Jörg", "Café")}, 2, 4, True)
    assert [(r.rank, r.player) for r in ranking.rows] == [(1, "Ida"), (2, "Jörg")]
    assert ranking.own(5, "Lena", None).rank == 2  # tied with Jörg
    assert ranking.own(9, "Theo", None).rank == 4 and ranking.own(1, "Nobody", None) is None


def test_a_list_is_read_once_for_many_readers_and_a_new_result_enters_it_without_a_query():
    import asyncio
    import json

    from spielcenter.list_cache import ListCache, answer_body, etag

    now = [100.0]
    db = {"scores": [50]}
    cache = ListCache(ttl=1.0, clock=lambda: now[0])
    day = D(2026, 12, 1)
    key = ("3min", "heute", "alle", None, day, day)
    other_day = ("3min", "heute", "alle", None, D(2026, 12, 2), D(2026, 12, 2))

    def compute():
        return _ranking(list(db["scores"]))

    async def story():
        # ten readers at once: one database query
        entries = await asyncio.gather(*(cache.get(key, compute) for _ in range(10)))
        assert cache.computed == 1 and all(e is entries[0] for e in entries)
        body = json.loads(answer_body(entries[0].head(10), None))
        assert [r["score"] for r in body["rows"]] == [50] and body["me"] is None
        await cache.get(other_day, compute)
        # Lena (player 9) sends 80: the cached list of that day takes her line at once, no query
        db["scores"] = [80, 50]
        cache.enter("3min", day, None, (9, 80, day, 101.0), "Lena", None, "best")
        lena = await cache.get(key, compute)
        assert cache.computed == 2 and [(r.player, r.score) for r in lena.ranking.rows] == [("Lena", 80), ("P1", 50)]
        assert lena.ranking.own(9, "Lena", None).rank == 1 and lena.ranking.players == 2
        assert [r.score for r in (await cache.get(other_day, compute)).ranking.rows] == [50]  # another day's list
        # a lower score of hers changes nothing in a best-of list
        cache.enter("3min", day, None, (9, 20, day, 102.0), "Lena", None, "best")
        assert [r.score for r in (await cache.get(key, compute)).ranking.rows] == [80, 50]
        # after the TTL the list is read again (other server processes' results): the old one meanwhile
        db["scores"] = [90, 80, 50]
        now[0] += 1.5
        stale = await cache.get(key, compute)
        assert [r.score for r in stale.ranking.rows] == [80, 50]
        await asyncio.sleep(0.05)  # the refresh runs on a thread
        for _ in range(100):
            if cache.computed == 3:
                break
            await asyncio.sleep(0.01)
        late = await cache.get(key, compute)
        assert [r.score for r in late.ranking.rows] == [90, 80, 50]
        a, b = answer_body(late.head(2), None), answer_body(late.head(2), late.ranking.rows[0])
        assert etag(a) != etag(b) and len(json.loads(a)["rows"]) == 2

    asyncio.run(story())


def test_points_of_the_bestenliste_add_up_and_every_endless_game_is_a_line():
    from spielcenter.list_cache import Ranking

    day = D(2026, 12, 1)
    board = Ranking.of([(1, 30, day, 1.0)], {1: ("Ida", None)}, 100, 1, True)
    board = board.with_line((1, 25, day, 2.0), "Ida", None, "sum").with_line((2, 40, day, 3.0), "Theo", None, "sum")
    assert [(r.player, r.score, r.rank) for r in board.rows] == [("Ida", 55, 1), ("Theo", 40, 2)]
    games = Ranking.of([(1, 300, day, 1.0)], {1: ("Ida", None)}, 100, 1, True)
    games = games.with_line((1, 500, day, 2.0), "Ida", None, "game")
    assert [r.score for r in games.rows] == [500, 300] and games.players == 1


def test_only_plain_list_reads_take_the_lane_ahead_of_fastapi():
    from spielcenter.list_lane import list_request

    assert list_request("/v1/lists/3min", b"") == ("3min", "woche", "alle", None, 10)
    assert list_request("/v1/lists/endlos", b"period=heute&scope=halle&venue=7&limit=100") == (
        "endlos", "heute", "halle", 7, 100)
    # anything unusual is left to FastAPI's validation and its error bodies
    for path, query in [("/v1/lists/3min", b"limit=0"), ("/v1/lists/3min", b"limit=101"),
                        ("/v1/lists/3min", b"limit=010"), ("/v1/lists/3min", b"limit=-1"),
                        ("/v1/lists/3min", b"period=gestern"), ("/v1/lists/3min", b"period=heute&period=woche"),
                        ("/v1/lists/3min", b"venue=99999999999999999999"), ("/v1/lists/3min", b"period=h%65ute"),
                        ("/v1/lists/3min", b"debug=1"), ("/v1/lists/3min", b"limit"), ("/v1/lists/schach", b""),
                        ("/v1/lists/3min/", b"")]:
        assert list_request(path, query) is None, (path, query)


def test_results_entered_while_a_list_is_read_count_once_and_the_list_is_not_read_again_at_once():
    import asyncio
    import threading

    from spielcenter.list_cache import ListCache, Ranking

    day = D(2026, 12, 1)
    key = ("bestenliste", "heute", "alle", None, day, day)
    now = [100.0]
    cache = ListCache(ttl=1.0, clock=lambda: now[0])
    reading = threading.Event()
    go_on = threading.Event()

    def compute():
        reading.set()
        go_on.wait(5)
        # Ida had 30 points; the query saw her second game (25, stored at 2.0) but not Theo's (stored at 3.0)
        return Ranking.of([(1, 55, day, 2.0)], {1: ("Ida", None)}, 100, 1, True)

    async def story():
        first = asyncio.ensure_future(cache.get(key, compute))
        await asyncio.get_running_loop().run_in_executor(None, reading.wait, 5)
        # both results reach this process's cache while the query runs
        cache.enter("bestenliste", day, None, (1, 25, day, 2.0), "Ida", None, "sum")
        cache.enter("bestenliste", day, None, (2, 40, day, 3.0), "Theo", None, "sum")
        go_on.set()
        entry = await first
        assert [(r.player, r.score) for r in entry.ranking.rows] == [("Ida", 55), ("Theo", 40)]
        assert entry.ranking.players == 2
        now[0] += 0.5  # still fresh: no second query right after the first
        assert cache.fresh(key) is entry and cache.computed == 1

    asyncio.run(story())
