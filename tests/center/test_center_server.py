"""The Spielcenter over real HTTP (SQLite and PostgreSQL): players, seeds, checked results, lists, venues."""
from __future__ import annotations

import copy
import datetime
import subprocess
import sys
import uuid

import httpx
import pytest
import sqlalchemy as sa

from game.buch.rules import BuchMode
from game.lexicon import load_lexicon
from game.setzer.config import TableConfig
from game.setzer.game import SetzerGame
from tests.center.center_helpers import ROOT, Client, buch_round
from tests.setzer.rules_helpers import play_out


def server_today(client: Client) -> datetime.date:
    return datetime.date.fromisoformat(client.http.get("/v1/tag").json()["date"])


def test_a_player_gets_a_secret_token_that_the_server_keeps_only_as_a_hash(center):
    emre = Client(center.url, "Emre")
    assert httpx.get(center.url + "/health").status_code == 200
    assert emre.http.get("/v1/players/me").json()["name"] == "Emre"
    engine = sa.create_engine(center.db_url)
    with engine.connect() as conn:
        stored = conn.execute(sa.text("SELECT token_hash FROM players WHERE id = :id"),
                              {"id": emre.player["id"]}).scalar_one()
    engine.dispose()
    assert emre.player["token"] not in stored and len(stored) == 64
    wrong = httpx.get(center.url + "/v1/players/me", headers={"Authorization": "Bearer falsch"})
    assert wrong.status_code == 401 and "Token" in wrong.json()["detail"]


def test_a_three_minute_round_with_an_issued_seed_enters_the_lists_once(center):
    gustav, frieda = Client(center.url, "Gustav"), Client(center.url, "Frieda")
    seed = gustav.seed("3min")
    record, score = buch_round(seed["seed"], words=6)
    answer = gustav.submit(record, score, seed["id"], client_id="gustav-round-1")
    assert answer["accepted"] and answer["board"] == "3min" and answer["score"] == score
    # the game's retry after a lost answer: the same id gives the same answer and no second line
    assert gustav.submit(record, score, seed["id"], client_id="gustav-round-1") == answer
    for period in ("heute", "woche", "immer"):
        rows = frieda.board("3min", period=period, limit=100)["rows"]
        assert [r["score"] for r in rows if r["player_id"] == gustav.player["id"]] == [score]
    mine = gustav.board("3min", period="heute")["me"]
    assert mine["player"] == "Gustav" and mine["score"] == score and mine["rank"] >= 1


@pytest.mark.parametrize("tamper, reason", [
    ("unknown_seed", "nicht ausgegeben"),
    ("reused_seed", "schon für eine Runde verwendet"),
    ("slow_clock", "länger, als ihre Uhr erlaubt"),
    ("score", "Punktzahl stimmt nicht"),
    ("path", "Zug"),
])
def test_a_result_the_server_cannot_confirm_is_refused_with_a_reason(center, tamper, reason):
    mallory = Client(center.url, "Mallory")
    seed = mallory.seed("3min")
    record, score = buch_round(seed["seed"], words=5)
    seed_id = seed["id"]
    if tamper == "unknown_seed":
        seed_id = uuid.uuid4().hex
    elif tamper == "reused_seed":
        assert mallory.submit(record, score, seed_id)["accepted"]
    elif tamper == "slow_clock":  # the clock stopped while the player kept looking
        record = copy.deepcopy(record)
        for i, action in enumerate(record["actions"]):
            action["now"] = 1.0 + i * 60.0
    elif tamper == "score":
        score += 40
    elif tamper == "path":
        record = copy.deepcopy(record)
        record["actions"][0]["path"] = record["actions"][0]["path"][:1] + record["actions"][1]["path"][1:]
    answer = mallory.submit(record, score, seed_id)
    assert not answer["accepted"] and reason in answer["reason"]
    rows = mallory.board("3min", period="immer", limit=100)["rows"]
    assert sum(r["player_id"] == mallory.player["id"] for r in rows) == (1 if tamper == "reused_seed" else 0)


def test_the_day_boards_are_the_same_for_everyone_and_the_calendar_counts_the_streak(center):
    lena = Client(center.url, "Lena")
    day = lena.http.get("/v1/tag").json()
    today = datetime.date.fromisoformat(day["date"])
    from game.buch.daily import daily_seed

    assert day["tagesraetsel"] == daily_seed(today)
    record, score = buch_round(0, words=20, mode=BuchMode.TAGESRAETSEL, date=today)
    answer = lena.submit(record, score, None)
    assert answer["accepted"] and answer["board"] == "tagesraetsel"
    assert any(r["player_id"] == lena.player["id"] for r in lena.board("tagesraetsel", period="heute")["rows"])
    calendar = lena.http.get("/v1/players/me/kalender").json()
    assert set(calendar) == {"days_found", "streak", "best_streak"}
    old, old_score = buch_round(0, words=3, mode=BuchMode.TAGESRAETSEL, date=today - datetime.timedelta(days=30))
    refused = lena.submit(old, old_score, None)
    assert not refused["accepted"] and "gibt das Spielcenter nicht" in refused["reason"]


def test_a_tagesbrett_is_replayed_with_the_setzer_engine(center):
    theo = Client(center.url, "Theo")
    today = server_today(theo)
    game = SetzerGame(TableConfig.tagesbrett("Theo"), 0, load_lexicon(), date=today)
    play_out(game)
    assert game.result is not None
    answer = theo.submit(game.record.to_dict(), game.result.scores[0], None, game="setzer")
    assert answer["accepted"] and answer["board"] == "tagesbrett"
    rows = theo.board("tagesbrett", period="heute", limit=100)["rows"]
    assert [r["score"] for r in rows if r["player"] == "Theo"] == [game.result.scores[0]]


def _add_venue(center, name: str) -> str:
    out = subprocess.run([sys.executable, "-m", "spielcenter", "venue", name, "--db", center.db_url], cwd=ROOT,
                         capture_output=True, text=True, check=True, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    return out.stdout.strip().splitlines()[-1]


def test_a_venue_operator_blocks_a_word_for_its_kiosks_and_the_check_uses_it(center):
    token = _add_venue(center, "Stadtbibliothek Leipzig")
    kiosk = Client(center.url, "Kiosk 1", operator_token=token)
    home = Client(center.url, "Zuhause")
    assert kiosk.player["venue"]["name"] == "Stadtbibliothek Leipzig"
    seed = kiosk.seed("3min")
    record, score = buch_round(seed["seed"], words=4)
    from game.buch.record import BuchRecord
    from game.buch.replay import replay

    first_word = replay(BuchRecord.from_json(record), load_lexicon()).words_played[0]
    put = httpx.put(center.url + "/v1/halle/woerter", headers={"X-Operator-Token": token},
                    json={"block": [first_word.lower()], "allow": ["Quarkbällchen"]})
    assert put.status_code == 200 and put.json()["block"] == [first_word]
    fetched = kiosk.http.get("/v1/halle/woerter").json()
    assert fetched["block"] == [first_word] and fetched["allow"] == ["QUARKBÄLLCHEN"]
    answer = kiosk.submit(record, score, seed["id"])
    assert not answer["accepted"] and first_word in answer["reason"]
    assert home.http.get("/v1/halle/woerter").status_code == 404
    bad = httpx.put(center.url + "/v1/halle/woerter", headers={"X-Operator-Token": "falsch"}, json={"block": []})
    assert bad.status_code == 403
    # the venue's list shows only its own installs
    seed = kiosk.seed("3min")
    record, score = buch_round(seed["seed"], words=2)
    kiosk.submit(record, score, seed["id"])
    hall = kiosk.board("3min", scope="halle", period="immer", limit=100)
    assert {r["venue"] for r in hall["rows"]} <= {"Stadtbibliothek Leipzig"}


HOSTILE = [
    ("POST", "/v1/results", b"\xff\xfe\x00garbage", {"content-type": "application/json"}),
    ("POST", "/v1/results", b"[" * 20000 + b"]" * 20000, {"content-type": "application/json"}),
    ("POST", "/v1/results", b'{"id":"aaaaaaaa","game":"buch","score":1,"record":' + b'{"a":' * 500 + b"1"
     + b"}" * 501, {"content-type": "application/json"}),
    ("POST", "/v1/results", b'{"id":"aaaaaaaa","game":"buch","score":1e999,"record":{}}',
     {"content-type": "application/json"}),
    ("POST", "/v1/results", (b'{"id":"aaaaaaaa","game":"buch","score":1,"record":{"version":1,"mode":"drei_minuten",'
                             b'"seed":99999999999999999999999999,"actions":[{"t":"submit","now":1e308,'
                             b'"path":[[99,-5],[1e9,2]]}]}}'), {"content-type": "application/json"}),
    ("POST", "/v1/results", (b'{"id":"aaaaaaaa","game":"setzer","score":1,"record":{"version":1,"seed":1,'
                             b'"config":{"seats":"x"},"actions":[]}}'), {"content-type": "application/json"}),
    ("POST", "/v1/players", b'{"name":"Robert\'); DROP TABLE players;--"}', {"content-type": "application/json"}),
    ("POST", "/v1/players", b'{"name":"' + b"A" * 5000 + b'"}', {"content-type": "application/json"}),
    ("POST", "/v1/seeds", b'{"mode":"3min","count":100000}', {"content-type": "application/json"}),
    ("GET", "/v1/lists/3min?limit=-1&period=gestern", b"", {}),
    ("GET", "/v1/lists/3min?scope=halle&venue=99999999999999999999", b"", {}),
    ("GET", "/v1/lists/%00%27", b"", {}),
    ("PUT", "/v1/halle/woerter", b'{"block":["x"]}', {"X-Operator-Token": "' OR 1=1 --"}),
]


@pytest.mark.parametrize("method, path, body, headers", HOSTILE)
def test_hostile_requests_get_a_clear_answer_never_a_crash(center, method, path, body, headers):
    mallory = Client(center.url, "Mallory")
    answer = mallory.http.request(method, path, content=body, headers=headers)
    assert answer.status_code < 500, answer.text
    detail = answer.json()
    if answer.status_code >= 400:
        assert isinstance(detail["detail"], str) and detail["detail"]
    if path == "/v1/players" and answer.status_code == 201:
        assert detail["name"].startswith("Robert'); DROP TABLE")
    assert httpx.get(center.url + "/health").status_code == 200


def test_a_list_read_ahead_of_fastapi_answers_as_fastapi_does(center):
    ida = Client(center.url, "Ida")
    seed = ida.seed("3min")
    record, score = buch_round(seed["seed"], words=4)
    assert ida.submit(record, score, seed["id"])["accepted"]
    # a plain read takes the lane; an unknown extra parameter sends the same read through FastAPI
    lane = ida.http.get("/v1/lists/3min", params={"period": "heute", "limit": 100})
    routed = ida.http.get("/v1/lists/3min", params={"period": "heute", "limit": 100, "extra": 1})
    assert lane.status_code == routed.status_code == 200
    assert lane.json() == routed.json() and lane.headers["etag"] == routed.headers["etag"]
    assert lane.json()["me"]["score"] == score
    unchanged = ida.http.get("/v1/lists/3min", params={"period": "heute", "limit": 100},
                             headers={"If-None-Match": lane.headers["etag"]})
    assert unchanged.status_code == 304 and unchanged.content == b""
    # the same refusals with the same German reasons
    stranger = httpx.get(center.url + "/v1/lists/3min", headers={"Authorization": "Bearer falsch"})
    assert stranger.status_code == 401 and stranger.json()["detail"] == "Unbekannter Spieler-Token."
    no_venue = httpx.get(center.url + "/v1/lists/3min", params={"scope": "halle"})
    assert no_venue.status_code == 422 and "braucht eine Halle" in no_venue.json()["detail"]


def test_a_too_large_request_is_refused_before_it_is_read(center):
    mallory = Client(center.url, "Mallory")
    answer = mallory.http.post("/v1/results", content=b"{" + b" " * 400_000 + b"}",
                               headers={"content-type": "application/json"})
    assert answer.status_code == 413 and "zu groß" in answer.json()["detail"]


def test_a_token_that_floods_the_server_is_slowed_down(center):
    flood = Client(center.url, "Flut")
    answers = [flood.http.get("/v1/players/me") for _ in range(150)]
    assert answers[0].status_code == 200
    limited = next(a for a in answers if a.status_code == 429)
    assert "Zu viele Anfragen" in limited.json()["detail"] and int(limited.headers["Retry-After"]) >= 1


def test_a_record_cannot_allow_itself_a_word_the_venue_never_allowed(center):
    from game.buch.actions import EndRound, Submit
    from game.buch.game import BuchGame

    mallory = Client(center.url, "Mallory")
    seed = mallory.seed("3min")
    plain = BuchGame(BuchMode.DREI_MINUTEN, seed["seed"], load_lexicon(), now=0.0)
    path, word = None, ""
    for col in range(7):  # three tiles down a column that spell no word
        path = ((col, 0), (col, 1), (col, 2))
        word = "".join(plain.board[p].token for p in path)
        if not load_lexicon().is_word(word):
            break
    game = BuchGame(BuchMode.DREI_MINUTEN, seed["seed"], load_lexicon().with_operator_lists(extra={word}), now=0.0)
    game.apply(Submit(path), 2.0)
    game.apply(EndRound(), 4.0)
    record = game.record.to_json()
    assert record["words"]["extra"] == [word] and game.score > 0
    answer = mallory.submit(record, game.score, seed["id"])
    assert not answer["accepted"] and "gilt nicht" in answer["reason"]
