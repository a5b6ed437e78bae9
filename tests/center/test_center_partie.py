"""Speedsetzer's Partie and the Spielcenter: the server's seed when connected, the device's own seed offline."""
from __future__ import annotations

import time

import httpx

from game.center.attach import attach_center
from game.scenes.setzer import demo
from game.scenes.setzer.results import ResultsScene
from game.scenes.setzer.setup import SetupScene
from game.scenes.setzer.table import TableScene
from game.setzer.config import Level
from tests.center.center_helpers import CenterProcess, free_port
from tests.ui.shell_helpers import click, frames, make_app


def _until(app, condition, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "keine Antwort vom Spielcenter"
        frames(app, 1)
        time.sleep(0.02)


def _play_partie(app) -> tuple[TableScene, ResultsScene]:
    """Open the set-up (Du against Gustav, rated), tap „Spiel starten“, play the game out, reach the results."""
    setup = SetupScene(app)
    app.start(setup)
    frames(app, 1)
    click(app, setup.hits["start"].center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.config.rated
    demo.fast_forward(table, 400, Level.LEICHT)
    deadline = time.monotonic() + 30
    while not isinstance(app.stack.top, ResultsScene):
        assert time.monotonic() < deadline, "die Partie endet nicht"
        frames(app, 1)
    return table, app.stack.top


def test_a_connected_partie_plays_the_servers_seed_and_enters_the_bestenliste(tmp_path):
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    app = make_app(data_dir=tmp_path / "geraet")
    try:
        attach_center(app, server.url)
        _until(app, lambda: app.center.outbox.stock("partie") >= 1)
        table, results = _play_partie(app)
        seed_id = app.center.outbox.seed_id_for("partie", table.seed)
        assert seed_id is not None  # the seed came from the server's stock
        assert results.center_line.startswith("Geht an den Spielcenter")
        pending = app.center.outbox.waiting(10)
        assert len(pending) == 1 and pending[0].body()["seed_id"] == seed_id
        _until(app, lambda: app.center.outbox.state_of(pending[0].id)[0] != "wartet")
        assert app.center.outbox.state_of(pending[0].id) == ("angenommen", None)
        listed = httpx.get(server.url + "/v1/lists/bestenliste", params={"period": "heute"}).json()
        me = app.center.outbox.identity()
        assert [r["player_id"] for r in listed["rows"]] == [me.player_id]
        assert listed["rows"][0]["score"] == table.game.result.leaderboard_points[0]
    finally:
        app.center.close()
        server.stop()


def test_an_offline_partie_keeps_its_own_seed_and_says_it_counts_only_on_this_device(tmp_path):
    app = make_app(data_dir=tmp_path / "geraet")
    try:
        attach_center(app, f"http://127.0.0.1:{free_port()}")  # nobody listens: no seeds in stock
        _until(app, lambda: app.center.online is False)
        table, results = _play_partie(app)
        assert app.center.outbox.seed_id_for("partie", table.seed) is None
        assert results.center_line == "Eigener Startwert: dieses Ergebnis zählt nur auf diesem Gerät."
        assert app.center.outbox.waiting_count() == 0  # nothing waits for a server that could not check it
        frames(app, 2)
        assert results.center_line  # drawn under the note on the results card
    finally:
        app.center.close()
