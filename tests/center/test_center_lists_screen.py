"""The lists screen with a Spielcenter: "Alle Spieler" from the server, "Dieses Gerät" from the store, offline fallback."""
from __future__ import annotations

import time

import pygame

from game.center.attach import attach_center
from game.scenes.leaderboard.scene import LeaderboardScene
from tests.center.center_helpers import CenterProcess, Client, buch_round, free_port
from tests.ui.shell_helpers import click, frames, make_app


def _until(app, condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "keine Antwort vom Spielcenter"
        frames(app, 1)
        time.sleep(0.02)


def test_the_lists_show_everyone_from_the_server_and_switch_to_this_device(tmp_path):
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    app = make_app(data_dir=tmp_path / "geraet")
    try:
        gustav = Client(server.url, "Gustav")
        seed = gustav.seed("3min")
        record, score = buch_round(seed["seed"], words=6)
        assert gustav.submit(record, score, seed["id"])["accepted"]
        attach_center(app, server.url)
        _until(app, lambda: app.center.outbox.identity() is not None)
        scene = LeaderboardScene(app, "buch.drei_minuten")
        app.start(scene)
        frames(app, 2)
        _until(app, lambda: any(r.name == "Gustav" for r in scene.rows))
        assert [(r.rank, r.name, r.score) for r in scene.rows] == [(1, "Gustav", score)]
        assert scene.center.status_line().startswith("Spielcenter verbunden")
        pygame.image.save(app.screen, str(tmp_path / "center_lists.png"))
        # "Dieses Gerät": the local store's list (nobody played on this device)
        device = scene.scope.segment_rects()[-1]
        click(app, device.center)
        assert scene.center.scope == "geraet" and scene.rows == []
    finally:
        if app.center is not None:
            app.center.close()
        server.stop()


def test_without_a_connection_the_list_falls_back_to_this_device(tmp_path):
    app = make_app(data_dir=tmp_path / "geraet")
    try:
        attach_center(app, f"http://127.0.0.1:{free_port()}")
        _until(app, lambda: app.center.online is False)
        scene = LeaderboardScene(app, "buch_3min")
        app.start(scene)
        frames(app, 3)
        assert scene.center.scope == "geraet"
        assert scene.center.status_line().startswith("Offline · nur dieses Gerät")
    finally:
        app.center.close()
