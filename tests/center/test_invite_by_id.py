"""A Partie offered from a profile reaches exactly that player, even where two players share the name (real HTTP)."""
from __future__ import annotations

import os

import pygame
import pytest

from game.center.attach import attach_center
from game.scenes.leaderboard.provider import set_provider
from game.scenes.leaderboard.scene import LeaderboardScene
from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider
from game.scenes.partien import PartienScene
from game.scenes.partien.profile import RemoteProfileScene
from game.scenes.setzer.driver import type_text
from spielcenter.models import MAX_DB_ID
from tests.center.center_helpers import (
    PG_ENV,
    CenterProcess,
    Client,
    close_center_app,
    drop_pg_database,
    frames_until,
    fresh_pg_database,
    play_3min,
    row_centre,
)
from tests.center.remote_helpers import Person
from tests.ui.shell_helpers import click, frames, make_app

NOT_UNIQUE = ("Der Name „Gustav“ ist nicht eindeutig: mehrere Spieler heißen so. Öffne das Profil des richtigen "
              "Spielers (etwa in den Listen) und biete die Partie dort an.")
UNKNOWN = "Diesen Spieler gibt es im Spielcenter nicht (mehr)."


@pytest.fixture(params=["sqlite", "postgresql"])
def own_center(request, tmp_path):
    """A Spielcenter of this test alone (two players may be called plain "Gustav"), on SQLite or PostgreSQL."""
    admin = None
    if request.param == "sqlite":
        url = f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}"
    else:
        admin = os.environ.get(PG_ENV)
        if not admin:
            pytest.skip(f"PostgreSQL-Tests brauchen ${PG_ENV} (.ci/run startet einen Server)")
        url = fresh_pg_database(admin)
    server = CenterProcess(url).start()
    try:
        yield server
    finally:
        server.stop()
        if admin is not None:
            drop_pg_database(admin, url)


def _games(player: Client) -> list[dict]:
    answer = player.http.get("/v1/partien")
    assert answer.status_code == 200, answer.text
    return answer.json()["games"]


def test_anna_offers_a_game_to_the_second_gustav_from_his_profile_and_only_he_is_invited(own_center, tmp_path):
    first, second = Client(own_center.url, "Gustav"), Client(own_center.url, "Gustav")
    assert first.player["id"] != second.player["id"]
    play_3min(first, words=5)
    play_3min(second, words=2)
    app = make_app(size=(1280, 800), data_dir=tmp_path / "geraet")
    try:
        frames(app, 3)
        app.settings.update(player_name="Anna")
        set_provider(StoreLeaderboardProvider(app.store, player_name=lambda: app.session.name))
        attach_center(app, own_center.url)
        frames_until(app, lambda: app.center.outbox.identity() is not None)
        anna = app.center.outbox.identity()
        assert anna.name == "Anna"
        lists = LeaderboardScene(app, "buch_3min")
        app.start(lists)
        frames(app, 2)
        frames_until(app, lambda: sum(r.name == "Gustav" for r in lists.rows) == 2)

        # Anna taps the second Gustav's row: his profile, by his id
        index = next(i for i, r in enumerate(lists.rows) if r.player_id == second.player["id"])
        click(app, row_centre(lists, index))
        frames(app, 1)
        profile = app.stack.top
        assert isinstance(profile, RemoteProfileScene) and profile.player_id == second.player["id"]
        frames_until(app, lambda: profile.player_name == "Gustav" and profile.offer.enabled)

        # "Partie anbieten": exactly this Gustav finds the invitation, the other one nothing
        click(app, profile.offer.rect.center)
        assert app.stack.top is lists
        frames_until(app, lambda: app.remote.message is None and any(
            g["status"] == "eingeladen" for g in app.remote.games or []))
        invited = _games(second)
        assert [(g["status"], g["players"][0]["id"]) for g in invited] == [("eingeladen", anna.player_id)]
        assert [p["id"] for p in invited[0]["players"]] == [anna.player_id, second.player["id"]]
        assert _games(first) == []

        # typed in Meine Partien, the name "Gustav" is not unique: the German reason stands beside the field
        partien = PartienScene(app, app.remote)
        app.stack.push(partien)
        frames(app, 2)
        type_text(app, "Gustav")
        frames(app, 1)
        assert partien.invite.enabled and partien.invite.label == "Neue Partie: gegen Gustav"
        click(app, partien.invite.rect.center)
        frames_until(app, lambda: app.remote.message == NOT_UNIQUE)
        frames(app, 1)
        pygame.image.save(app.screen, str(tmp_path / "partien_nicht_eindeutig.png"))
        assert _games(first) == [] and len(_games(second)) == 1  # nobody got a second invitation
    finally:
        close_center_app(app)


def test_by_name_two_gustavs_get_the_not_unique_reason_and_an_unknown_id_a_404(own_center):
    first, second = Client(own_center.url, "Gustav"), Client(own_center.url, "gustav")
    anna = Client(own_center.url, "Anna")
    by_name = anna.http.post("/v1/partien", json={"gegner": "Gustav"})
    assert by_name.status_code == 409 and by_name.json()["detail"] == NOT_UNIQUE
    missing = anna.http.post("/v1/partien", json={"gegner_id": MAX_DB_ID})
    assert missing.status_code == 404 and missing.json()["detail"] == UNKNOWN
    assert _games(anna) == []
    # by id each Gustav is reachable; an older client's by-name invite still works for a name only one player has
    for gustav in (first, second):
        answer = anna.http.post("/v1/partien", json={"gegner_id": gustav.player["id"]})
        assert answer.status_code == 201, answer.text
        assert answer.json()["players"][1]["id"] == gustav.player["id"]
    assert anna.http.post("/v1/partien", json={"gegner": "ANNA"}).status_code == 422  # herself, by name
    clara = Client(own_center.url, "Clara")
    assert clara.http.post("/v1/partien", json={"gegner": "anna"}).status_code == 201


@pytest.mark.parametrize("gegner_id", [0, -1, MAX_DB_ID + 1, 10**30, "7", True, 1.5, [1], {"id": 1}])
def test_a_hostile_player_id_is_refused_with_a_german_reason(center, gegner_id):
    olga = Person(center.url, "Olga")
    answer = olga.call("POST", "/v1/partien", json={"gegner_id": gegner_id})
    assert answer.status_code == 422, answer.text
    detail = answer.json()["detail"]
    assert detail.startswith("Ungültige Anfrage: gegner_id: ") and "Input should" not in detail, detail


def test_an_invitation_names_the_player_once_and_blocks_and_bad_game_ids_hold(center):
    jana, kai = Person(center.url, "Jana"), Person(center.url, "Kai")
    both = jana.call("POST", "/v1/partien", json={"gegner": kai.name, "gegner_id": kai.id})
    assert both.status_code == 422 and "entweder beim Namen" in both.json()["detail"]
    itself = jana.call("POST", "/v1/partien", json={"gegner_id": jana.id})
    assert itself.status_code == 422 and itself.json()["detail"] == "Gegen dich selbst kannst du nicht spielen."
    # Kai blocked Jana: by id she is refused as by name
    assert kai.call("POST", "/v1/sperrliste", json={"spieler": jana.id}).status_code == 200
    refused = jana.call("POST", "/v1/partien", json={"gegner_id": kai.id})
    assert refused.status_code == 403 and refused.json()["detail"] == f"„{kai.name}“ nimmt keine Einladung von dir an."
    assert jana.call("POST", "/v1/partien", json={"gegner": kai.name}).status_code == 403
    # ids past the database's INTEGER are refused before they reach it (PostgreSQL would fail with a 500)
    for path in ("/v1/partien/0", f"/v1/partien/{MAX_DB_ID + 1}", f"/v1/partien/{10**20}"):
        assert jana.call("GET", path).status_code == 422, path
        answer = jana.call("POST", path + "/antwort", json={"annehmen": True})
        assert answer.status_code == 422 and answer.json()["detail"].startswith("Ungültige Anfrage"), path
    blocked = kai.call("POST", "/v1/sperrliste", json={"spieler": 10**20})
    assert blocked.status_code == 422 and "höchstens" in blocked.json()["detail"]
