"""Games between people over real HTTP (SQLite and PostgreSQL): the server is the referee, Elo between people."""
from __future__ import annotations

import random
import subprocess
import sys
import uuid

import pytest

from tests.center.center_helpers import ROOT
from tests.center.remote_helpers import (
    Person,
    db_execute,
    play_out,
    start_game,
    true_state,
)


def walk(value):
    """Every string value and key of a JSON answer."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from walk(item)
    elif isinstance(value, str):
        yield value


def test_two_people_play_a_whole_game_and_both_see_the_same_score_and_elo_change(center):
    anna, bert = Person(center.url, "Anna"), Person(center.url, "Bert")
    game_id = start_game(anna, bert)
    final = play_out({anna.id: anna, bert.id: bert}, game_id, seed=3)
    seen_by_bert = bert.game(game_id)
    assert final["status"] == seen_by_bert["status"] == "beendet"
    assert final["result"] == seen_by_bert["result"] and final["elo"] == seen_by_bert["elo"]
    assert final["rack"] == "" and seen_by_bert["rack"] == ""
    # each client recounted every move on its own sheet and agrees with the server
    for person in (anna, bert):
        book = person.book[game_id]
        assert book.disagreements == 0
        assert book.final_scores(final["result"]) == final["result"]["scores"]
    # Elo as in chess: the winner gains what the loser gives up (equal ratings and K before the game)
    elo = {int(k): v for k, v in final["elo"].items()}
    winner = final["players"][final["result"]["winners"][0]]["id"]
    loser = anna.id if winner == bert.id else bert.id
    assert elo[winner][0] == elo[loser][0] == 1200
    assert elo[winner][1] - 1200 == 1200 - elo[loser][1] == 20
    profile = anna.call("GET", f"/v1/profil/{winner}").json()
    assert profile["rating"] == 1220 and profile["partien"] == 1 and profile["siege"] == 1
    assert [p["rating"] for p in profile["verlauf"]] == [1220]
    assert profile["bester_zug"]["punkte"] >= profile["bestes_wort"]["punkte"] > 0
    assert profile["punkte_pro_zug"] > 0


def test_the_server_never_sends_a_rack_that_is_not_the_requesters(center):
    clara, dora = Person(center.url, "Clara"), Person(center.url, "Dora")
    game_id = start_game(clara, dora)
    rng = random.Random(5)
    by_id = {clara.id: clara, dora.id: dora}
    for _turn in range(8):
        referee = true_state(center.db_url, game_id)
        racks = referee.game.racks
        for seat, pid in enumerate(p["id"] for p in clara.game(game_id)["players"]):
            person, other = by_id[pid], by_id[next(i for i in by_id if i != pid)]
            state = person.game(game_id)
            assert state["rack"] == racks[seat]
            person.call("GET", "/v1/partien")
            for answer in person.answers:
                strings = set(walk(answer))
                assert racks[1 - seat] not in strings and "".join(sorted(racks[1 - seat])) not in strings
                assert not {"seed", "bag", "bag_order", "racks"} & strings
            other.answers.clear()
        to_move = by_id[clara.game(game_id)["players"][referee.game.current]["id"]]
        to_move.play_turn(game_id, rng)


def test_a_move_with_tiles_the_player_does_not_hold_is_refused_and_changes_nothing(center):
    emil, fritz = Person(center.url, "Emil"), Person(center.url, "Fritz")
    game_id = start_game(emil, fritz)
    state = emil.game(game_id)
    mover = emil if state["my_turn"] else fritz
    waiting = fritz if mover is emil else emil
    state = mover.game(game_id)
    missing = next(letter for letter in "XYQJÖÄÜVWZ" if letter not in state["rack"])
    word = [[7, 7, missing], [7, 8, "E"]]
    refused = mover.call("POST", f"/v1/partien/{game_id}/zug",
                         json={"id": uuid.uuid4().hex, "version": state["version"], "art": "legen", "lettern": word})
    assert refused.status_code == 422 and "Winkelhaken" in refused.json()["detail"]
    exchange = mover.call("POST", f"/v1/partien/{game_id}/zug",
                          json={"id": uuid.uuid4().hex, "version": state["version"], "art": "tauschen",
                                "tausch": missing})
    assert exchange.status_code == 422
    out_of_turn = waiting.call("POST", f"/v1/partien/{game_id}/zug",
                               json={"id": uuid.uuid4().hex, "version": state["version"], "art": "passen"})
    assert out_of_turn.status_code == 422 and "nicht am Zug" in out_of_turn.json()["detail"]
    after = mover.game(game_id)
    assert after["version"] == state["version"] and after["rack"] == state["rack"] and after["moves"] == []
    # a pass is taken once, even when the client sends it again after a lost answer
    move = {"id": "pass-" + uuid.uuid4().hex[:12], "version": state["version"], "art": "passen"}
    first = mover.call("POST", f"/v1/partien/{game_id}/zug", json=move).json()
    again = mover.call("POST", f"/v1/partien/{game_id}/zug", json=move).json()
    assert first["version"] == again["version"] == state["version"] + 1 and len(again["moves"]) == 1
    stale = waiting.call("POST", f"/v1/partien/{game_id}/zug",
                         json={"id": uuid.uuid4().hex, "version": state["version"], "art": "passen"})
    assert stale.status_code == 409
    outsider = Person(center.url, "Gustav")
    assert outsider.call("GET", f"/v1/partien/{game_id}").status_code == 404


def test_a_player_who_lets_the_turn_time_run_out_loses(center):
    hanna, ida = Person(center.url, "Hanna"), Person(center.url, "Ida")
    game_id = start_game(hanna, ida, turn_seconds=3600)
    state = hanna.game(game_id)
    late = state["players"][state["current"]]["id"]
    db_execute(center.db_url, "UPDATE remote_games SET turn_started_at = turn_started_at - 3601 WHERE id = :id",
               id=game_id)
    games = ida.call("GET", "/v1/partien").json()["games"]
    line = next(g for g in games if g["id"] == game_id)
    assert line["status"] == "beendet" and line["end_reason"] == "zeit"
    final = hanna.game(game_id)
    assert final["result"]["places"][final["current"]] == 2
    elo = {int(k): v for k, v in final["elo"].items()}
    assert elo[late][1] < elo[late][0] and sum(new - old for old, new in elo.values()) == 0


def test_irgendwer_pairs_players_of_similar_rating_and_never_blocked_ones(center):
    jana, kai, lea = Person(center.url, "Jana"), Person(center.url, "Kai"), Person(center.url, "Lea")
    # Kai blocked Jana: she neither reaches him by name nor is paired with him
    assert kai.call("POST", "/v1/sperrliste", json={"spieler": jana.id}).status_code == 200
    assert jana.call("POST", "/v1/partien", json={"gegner": kai.name}).status_code == 403
    # players in other tests may be searching too: only these three are looked at
    first = kai.call("POST", "/v1/partien", json={}).json()
    assert first["status"] == "sucht"
    jana_search = jana.call("POST", "/v1/partien", json={}).json()
    assert jana_search["status"] in ("sucht", "laeuft") and jana_search["id"] != first["id"]
    lea_game = lea.call("POST", "/v1/partien", json={}).json()
    assert lea_game["status"] == "laeuft"
    assert {p["id"] for p in lea_game["players"]} & {kai.id, jana.id}
    for person in (kai, jana, lea):  # nobody is left searching twice, and blocked pairs never meet
        for line in person.call("GET", "/v1/partien").json()["games"]:
            assert {p["id"] for p in line["players"]} != {kai.id, jana.id}


def test_a_reported_word_reaches_the_operator_who_allows_it_and_can_suspend_a_player(center):
    out = subprocess.run([sys.executable, "-m", "spielcenter", "venue", unique_venue(), "--db", center.db_url],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    token = out.strip().splitlines()[-1]
    operator = {"X-Operator-Token": token}
    mia, nils = Person(center.url, "Mia", operator_token=token), Person(center.url, "Nils", operator_token=token)
    report = mia.call("POST", "/v1/meldungen", json={"wort": "Quarkbällchen", "art": "fehlt"})
    assert report.status_code == 201 and report.json()["wort"] == "QUARKBÄLLCHEN"
    listed = mia.http.get("/v1/halle/meldungen", headers=operator).json()["meldungen"]
    assert [(m["wort"], m["art"], m["spieler"]) for m in listed] == [("QUARKBÄLLCHEN", "fehlt", mia.name)]
    decided = mia.http.post(f"/v1/halle/meldungen/{listed[0]['id']}", headers=operator,
                            json={"entscheidung": "erlauben"})
    assert decided.status_code == 200 and decided.json()["status"] == "erlaubt"
    assert "QUARKBÄLLCHEN" in mia.call("GET", "/v1/halle/woerter").json()["allow"]
    assert mia.http.get("/v1/halle/meldungen", headers=operator).json()["meldungen"] == []
    # the operator suspends Nils: he can no longer start or join games between people
    suspended = mia.http.post(f"/v1/halle/spieler/{nils.id}/sperre", headers=operator,
                              json={"grund": "unfreundlich"})
    assert suspended.status_code == 200
    refused = nils.call("POST", "/v1/partien", json={})
    assert refused.status_code == 403 and "unfreundlich" in refused.json()["detail"]
    assert mia.call("POST", "/v1/partien", json={"gegner": nils.name}).status_code == 403


def unique_venue() -> str:
    return "Halle " + uuid.uuid4().hex[:8]


@pytest.mark.parametrize("body", [
    {"gegner": "x", "turn_seconds": 60},
    {"gegner": "x", "settings": {"check": "anfechten"}},
    {"gegner": "x", "nebenbei": 1},
])
def test_a_game_request_with_settings_the_server_does_not_offer_is_refused(center, body):
    olga = Person(center.url, "Olga")
    answer = olga.call("POST", "/v1/partien", json=body)
    assert answer.status_code == 422 and answer.json()["detail"].startswith("Ungültige Anfrage")
