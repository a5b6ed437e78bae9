"""A row of the lists opens that player's profile (offer a Partie, block) over real HTTP; a row of this device its card."""
from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import httpx
import pygame

from game.center.attach import attach_center
from game.scenes.leaderboard.player_card import PlayerCardScene
from game.scenes.leaderboard.provider import EmptyProvider, set_provider
from game.scenes.leaderboard.scene import LeaderboardScene
from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider
from game.scenes.message import MessageScene
from game.scenes.partien.profile import RemoteProfileScene
from tests.center.center_helpers import (
    ROOT,
    CenterProcess,
    Client,
    buch_round,
    close_center_app,
    frames_until,
    free_port,
    play_3min,
    row_centre,
)
from tests.center.remote_helpers import unique
from tests.ui.shell_helpers import click, frames, make_app


def _venue(db_url: str, name: str) -> str:
    """A new hall (venue); returns its operator token, as the operator's command line prints it."""
    out = subprocess.run([sys.executable, "-m", "spielcenter", "venue", name, "--db", db_url], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return out.strip().splitlines()[-1]


def test_anyone_may_read_a_players_public_card_and_the_lists_count_players_and_halls(center):
    gustav = Client(center.url, unique("Gustav"), operator_token=_venue(center.db_url, unique("Halle")))
    score = play_3min(gustav)
    venue = gustav.player["venue"]
    anonymous = httpx.Client(base_url=center.url, timeout=30.0)

    card = anonymous.get(f"/v1/players/{gustav.player['id']}")
    assert card.status_code == 200, card.text
    data = card.json()
    assert (data["name"], data["venue"]["name"]) == (gustav.player["name"], venue["name"])
    assert [(b["board"], b["best"], b["results"]) for b in data["bests"]] == [("3min", score, 1)]
    assert data["rated_games"] == 0 and "token" not in data  # nothing secret on a public card

    # the operator's eye: bad ids are refused with a German reason, an unknown one is 404
    for bad in ("0", "-3", "abc", str(2**31)):
        assert anonymous.get(f"/v1/players/{bad}").status_code == 422
    missing = anonymous.get(f"/v1/players/{2**31 - 1}")
    assert missing.status_code == 404 and missing.json()["detail"] == "Diesen Spieler gibt es nicht."

    # a caller reading cards by the hundred at once is slowed down like every other read (per token)
    reader = Client(center.url, unique("Neugier"))
    with ThreadPoolExecutor(30) as pool:
        answers = list(pool.map(lambda _i: reader.http.get(f"/v1/players/{gustav.player['id']}"), range(200)))
    limited = next(a for a in answers if a.status_code == 429)
    assert "Zu viele Anfragen" in limited.json()["detail"] and int(limited.headers["Retry-After"]) >= 1

    # the lists carry how many players and halls they hold (the header's "1 284 Spieler in 6 Hallen")
    hall = gustav.board("3min", scope="halle", venue=venue["id"], period="woche")
    assert (hall["players"], hall["halls"]) == (1, 1)
    before = gustav.board("3min", period="woche")
    frieda = Client(center.url, unique("Frieda"), operator_token=_venue(center.db_url, unique("Halle")))
    play_3min(frieda, words=2)
    after = gustav.board("3min", period="woche")  # from the list cache, which took Frieda's line and hall
    assert after["halls"] == before["halls"] + 1 and after["players"] == before["players"] + 1


def _invites(player: Client, name: str) -> int:
    """``player`` invites ``name`` to a Partie: the HTTP status (201 taken, 403 refused)."""
    return player.http.post("/v1/partien", json={"gegner": name}).status_code


def _profile_after_tap(app, scene: LeaderboardScene, index: int) -> RemoteProfileScene:
    """Tap row ``index``; the player's profile opens and has its answers (profile and public card)."""
    click(app, row_centre(scene, index))
    frames(app, 1)
    profile = app.stack.top
    assert isinstance(profile, RemoteProfileScene)
    frames_until(app, lambda: profile.data is not None and profile.blocked is not None)
    return profile


def test_a_tap_on_a_row_opens_the_players_profile_to_offer_a_game_or_block_them(tmp_path):
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    app = make_app(size=(1280, 800), data_dir=tmp_path / "geraet")
    try:
        gustav = Client(server.url, "Gustav", operator_token=_venue(server.db_url, "Café Kornblume"))
        score = play_3min(gustav)
        frames(app, 3)
        set_provider(StoreLeaderboardProvider(app.store, player_name=lambda: app.session.name))
        attach_center(app, server.url)
        frames_until(app, lambda: app.center.outbox.identity() is not None)
        me = app.center.outbox.identity()
        scene = LeaderboardScene(app, "buch_3min")
        app.start(scene)
        frames(app, 2)
        frames_until(app, lambda: any(r.name == "Gustav" for r in scene.rows))
        assert scene.subtitle == "Spielcenter · 1 Spieler in 1 Halle"

        # Gustav's row opens his profile: hall, Elo and its chart, best result per list, both buttons ready
        profile = _profile_after_tap(app, scene, 0)
        assert profile.player_id == gustav.player["id"] and not profile.own
        assert profile.player_name == "Gustav" and profile.public["venue"]["name"] == "Café Kornblume"
        assert [(b["board"], b["best"]) for b in profile.public["bests"]] == [("3min", score)]
        assert profile.data["rating"] == profile.public["rating"]
        assert profile.offer.enabled and profile.block.enabled and profile.why_not == ""
        assert profile.block.label == "Spieler blockieren"
        frames(app, 1)
        pygame.image.save(app.screen, str(tmp_path / "profil_gustav.png"))

        # "Partie anbieten": the invitation reaches Gustav
        click(app, profile.offer.rect.center)
        assert app.stack.top is scene
        frames_until(app, lambda: any(g["status"] == "eingeladen" and g["players"][0]["id"] == me.player_id
                                      for g in gustav.http.get("/v1/partien").json()["games"]))

        # "Spieler blockieren" asks once; then Gustav can no longer invite this player
        profile = _profile_after_tap(app, scene, 0)
        click(app, profile.block.rect.center)
        frames(app, 1)
        ask = app.stack.top
        assert isinstance(ask, MessageScene) and ask.title == "Spieler blockieren?"
        click(app, ask.buttons[-1].rect.center)  # "Blockieren"
        frames(app, 1)
        assert app.stack.top is profile and profile.block.label == "Blockierung aufheben"
        frames_until(app, lambda: _invites(gustav, me.name) == 403)
        click(app, profile.back.rect.center)
        # the server remembers: opened again, the same button offers to unblock, and unblocks without asking
        profile = _profile_after_tap(app, scene, 0)
        assert profile.blocked is True and profile.block.label == "Blockierung aufheben"
        click(app, profile.block.rect.center)
        frames(app, 1)
        assert app.stack.top is profile and profile.block.label == "Spieler blockieren"
        frames_until(app, lambda: _invites(gustav, me.name) == 201)
        pygame.image.save(app.screen, str(tmp_path / "profil_frei.png"))
        click(app, profile.back.rect.center)

        # offline: the profile as last fetched, both buttons disabled with the reason in German
        server.stop()
        app.center.retry_now()
        frames_until(app, lambda: app.center.online is False)
        profile = _profile_after_tap(app, scene, 0)
        assert not profile.offer.enabled and not profile.block.enabled and profile.block.label == "Spieler blockieren"
        assert profile.why_not == "Offline: Partie anbieten und Blockieren brauchen den Spielcenter."
        frames(app, 1)
        pygame.image.save(app.screen, str(tmp_path / "profil_offline.png"))
    finally:
        close_center_app(app)
        server.stop()


def test_without_a_spielcenter_player_offer_and_block_are_disabled_and_say_why(tmp_path):
    app = make_app(size=(800, 1280), data_dir=tmp_path / "geraet")
    try:
        frames(app, 3)
        attach_center(app, f"http://127.0.0.1:{free_port()}")  # nobody answers: this device never signed in
        profile = RemoteProfileScene(app, app.remote, 7)
        app.stack.push(profile)
        frames(app, 3)
        assert app.center.outbox.identity() is None and not profile.offer.enabled and not profile.block.enabled
        assert profile.why_not == "Anbieten und Blockieren gehen, sobald dieses Gerät beim Spielcenter angemeldet ist."
    finally:
        app.center.close()
        app.remote.close()


def test_offline_a_long_guest_name_ends_in_an_ellipsis_and_its_row_opens_this_devices_card(tmp_path):
    app = make_app(size=(800, 1280), data_dir=tmp_path / "geraet")
    try:
        frames(app, 3)
        set_provider(StoreLeaderboardProvider(app.store, player_name=lambda: app.session.name))
        guest = app.store.profiles.guest().id
        record, score = buch_round(11, words=3)
        typed = "Kiosk-Gast mit einem sehr langen Namen"
        assert app.store.boards.submit_buch_3min_result(json.dumps(record), score, lambda _r: score,
                                                        profile_id=guest, name=typed).accepted
        scene = LeaderboardScene(app, "buch_3min")
        app.start(scene)
        frames(app, 2)
        row = scene.rows[0]
        assert row.name.endswith("…") and typed.startswith(row.name[:-1]) and len(row.name) <= 20
        # portrait: the legend (what the seals mean) has its strip between the list and „Dein Platz“
        assert scene.legend_card.h > 0 and scene.card.bottom < scene.legend_card.top < scene.place_card.top
        assert scene.legend[2]

        click(app, row_centre(scene, 0))
        card = app.stack.top
        assert isinstance(card, PlayerCardScene) and card.card is not None  # no network: the device knows it
        assert card.card.name == row.name and card.card.lines[0].label == "3 Minuten"
        assert card.card.lines[0].note == "Platz 1 auf diesem Gerät"
    finally:
        set_provider(EmptyProvider())
