"""The game and the Spielcenter together: the outbox, the client thread, and two headless games sharing lists."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time

import httpx
import pytest

from game.center.client import CenterClient
from game.center.outbox import Outbox
from game.center.service import CenterService
from tests.center.center_helpers import ROOT, CenterProcess, buch_round, free_port, in_frame


def drive(service: CenterService, until, timeout: float = 30.0) -> None:
    """Run the game's per-frame update until ``until()`` holds; the update itself never sends a request (the
    client thread does), so no frame waits for the network."""
    deadline = time.monotonic() + timeout
    while not until():
        assert time.monotonic() < deadline, "das Spielcenter hat nicht rechtzeitig geantwortet"
        with in_frame():
            service.update()
        time.sleep(0.02)


def test_a_result_made_offline_waits_in_the_outbox_and_is_sent_once_the_server_is_up(tmp_path):
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    conn = sqlite3.connect(tmp_path / "spielstand.sqlite3")
    service = CenterService(Outbox(conn, url), CenterClient(url), player_name=lambda: "Ida")
    drive(service, lambda: service.online is False)  # nobody listens on the port yet
    assert service.status().title == "Offline · nur dieses Gerät"
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}", port=port).start()
    try:
        service._next_step = 0.0  # the player taps the chip: try again now instead of after the back-off
        drive(service, lambda: service.outbox.stock("3min") >= 3)
        seed = service.take_seed("3min")
        record, score = buch_round(seed.seed, words=4)
        server.stop()  # the connection drops while the round is played
        pending = service.submit("buch", score, record, seed.id)
        drive(service, lambda: service.online is False)
        assert service.outbox.state_of(pending.id)[0] == "wartet"
        assert service.status().detail == "1 Ergebnis wartet auf Verbindung"
        server.start()
        service._next_step = 0.0
        drive(service, lambda: service.outbox.state_of(pending.id)[0] != "wartet")
        assert service.outbox.state_of(pending.id) == ("angenommen", None)
        service.fetch_list("3min", "heute", "alle")
        drive(service, lambda: ("3min", "heute", "alle") in service.lists)
        rows = service.lists[("3min", "heute", "alle")]["rows"]
        assert [(r["player"], r["score"]) for r in rows] == [("Ida", score)]
    finally:
        service.close()
        server.stop()


def _game(data_dir, url: str) -> subprocess.Popen:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "main.py", "--headless", "--autoplay", "buch", "--center", url,
                             "--data-dir", str(data_dir)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _finish(proc: subprocess.Popen) -> dict:
    out, err = proc.communicate(timeout=240)
    assert proc.returncode == 0, err[-2000:]
    return json.loads(out.strip().splitlines()[-1])


def test_two_headless_games_share_their_lists_one_of_them_offline_first(tmp_path):
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    try:
        # Berta's game gets its seed, then the connection drops: her round waits in the outbox
        berta = _game(tmp_path / "berta", server.url)
        for line in berta.stderr:
            if "Startwert vom Spielcenter" in line:
                break
        server.stop(kill=True)
        out, _err = berta.communicate(timeout=240)
        first = json.loads(out.strip().splitlines()[-1])["center"]
        assert first["seed"] == "spielcenter" and first["result"] == "wartet" and first["waiting"] == 1
        server.start()  # same port, same database: back after the crash
        anton = _finish(_game(tmp_path / "anton", server.url))["center"]
        assert anton["result"] == "angenommen" and anton["waiting"] == 0
        # Berta's next start sends the waiting round, then her new one; she sees Anton in the list
        berta2 = _finish(_game(tmp_path / "berta", server.url))["center"]
        assert berta2["result"] == "angenommen" and berta2["waiting"] == 0
        assert {r["player_id"] for r in berta2["list"]} == {anton["player_id"], first["player_id"]}
        # and Anton, playing again, sees Berta's rounds
        anton2 = _finish(_game(tmp_path / "anton", server.url))["center"]
        assert first["player_id"] in {r["player_id"] for r in anton2["list"]}
        everyone = httpx.get(server.url + "/v1/lists/3min", params={"period": "heute", "limit": 100}).json()
        assert everyone["players"] == 2
        # a tampered round (more points claimed than the record gives) is refused with the reason
        conn = sqlite3.connect(tmp_path / "berta" / "spielstand.sqlite3")
        token = conn.execute("SELECT token FROM center_identity").fetchone()[0]
        seed_id, seed = conn.execute("SELECT id, seed FROM center_seeds WHERE mode = '3min' AND taken_at IS NULL").fetchone()
        conn.close()
        record, score = buch_round(seed, words=5)
        tampered = httpx.post(server.url + "/v1/results", headers={"Authorization": f"Bearer {token}"},
                              json={"id": "tampered-0001", "game": "buch", "score": score + 500, "seed_id": seed_id,
                                    "record": record}).json()
        assert not tampered["accepted"] and "Die Punktzahl stimmt nicht" in tampered["reason"]
    finally:
        server.stop()


def test_a_kiosk_joins_its_venue_and_takes_the_operators_word_lists(tmp_path):
    db = f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-m", "spielcenter", "venue", "Café Kornblume", "--db", db], cwd=ROOT,
                         env=env, capture_output=True, text=True, check=True).stdout
    token = out.strip().splitlines()[-1]
    server = CenterProcess(db).start()
    changed = []
    conn = sqlite3.connect(tmp_path / "kiosk.sqlite3")
    kiosk = CenterService(Outbox(conn, server.url), CenterClient(server.url), player_name=lambda: "Kiosk",
                          operator_token=token, on_words=lambda: changed.append(True))
    try:
        drive(kiosk, lambda: kiosk.outbox.identity() is not None)
        assert kiosk.outbox.identity().venue_id is not None
        put = httpx.put(server.url + "/v1/halle/woerter", headers={"X-Operator-Token": token},
                        json={"block": ["Kaffee"], "allow": ["Kornblumenblau"]})
        assert put.status_code == 200
        kiosk._next_step = 0.0  # the next periodic fetch, now
        drive(kiosk, lambda: kiosk.venue_words is not None and "KAFFEE" in kiosk.venue_words[0])
        assert kiosk.venue_words == (frozenset({"KAFFEE"}), frozenset({"KORNBLUMENBLAU"})) and changed
    finally:
        kiosk.close()
        server.stop()


def test_a_request_sent_from_a_frame_would_fail_these_tests():
    """The guard behind ``drive``: a frame that talked to the server itself (and so waited for it) is caught."""
    with in_frame(), pytest.raises(AssertionError, match="wartet auf das Netz"), httpx.Client() as http:
        http.get(f"http://127.0.0.1:{free_port()}/health")
