"""The lists screen's columns, „Dein Platz“ and the seals of this device's rounds, against a real Spielcenter."""
from __future__ import annotations

import json

import pygame

from game.center.attach import attach_center
from game.scenes.leaderboard.center_lists import DEVICE, HOME
from game.scenes.leaderboard.player_card import PlayerCardScene
from game.scenes.leaderboard.provider import EmptyProvider, Seal, set_provider
from game.scenes.leaderboard.scene import LeaderboardScene
from game.scenes.leaderboard.standing import Standing, standing
from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider
from tests.center.center_helpers import CenterProcess, Client, buch_round, frames_until, free_port
from tests.ui.shell_helpers import click, frames, make_app


def _as_emre(app) -> int:
    """Emre is the current profile on this device; the lists mark his lines."""
    frames(app, 3)  # the first frames build the fonts and pictures: not the network's time
    profile = app.store.profiles.create("Emre")
    app.session.created(profile.id)
    set_provider(StoreLeaderboardProvider(app.store, player_name=lambda: app.session.name))
    return profile.id


def _enter(app, profile_id: int, name: str, record: dict, score: int) -> None:
    """What the results screen does with a finished 3 Minuten round: this device's list, then the Spielcenter."""
    text = json.dumps(record, ensure_ascii=False)
    assert app.store.boards.submit_buch_3min_result(text, score, lambda _r: score, profile_id=profile_id,
                                                    name=name).accepted


def test_rounds_of_this_device_wait_grey_then_show_the_check_or_why_they_were_refused(tmp_path):
    port = free_port()
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}", port=port).start()
    app = make_app(data_dir=tmp_path / "geraet")
    try:
        emre = _as_emre(app)
        attach_center(app, server.url)
        frames_until(app, lambda: app.center.outbox.stock("3min") >= 2)
        seed = app.center.take_seed("3min")
        good, good_score = buch_round(seed.seed, words=4)
        forged, forged_score = buch_round(424242, words=5)  # Ole's round: a seed the Spielcenter never issued
        server.stop()  # the connection drops while the rounds are played
        _enter(app, emre, "Emre", good, good_score)
        app.center.submit("buch", good_score, good, seed.id)
        guest = app.store.profiles.guest().id
        _enter(app, guest, "Ole", forged, forged_score)
        app.center.submit("buch", forged_score, forged, app.center.outbox.take_seed("3min").id)
        frames_until(app, lambda: app.center.online is False)

        scene = LeaderboardScene(app, "buch_3min")
        app.start(scene)
        frames(app, 2)
        assert scene.center.scope == DEVICE and scene.scope.disabled == {"alle"}  # offline: this device only
        by_name = {r.name: r for r in scene.rows}
        assert by_name["Emre"].seal is Seal.WAITING and by_name["Ole"].seal is Seal.WAITING  # grey: not checked yet
        assert by_name["Emre"].venue == "Dieses Gerät" and by_name["Emre"].when  # the Halle and Datum columns
        chip = scene.chip  # the header's words
        assert chip == ("Offline · nur dieses Gerät", "2 Ergebnisse warten auf Verbindung", False)
        assert scene.standing.rank == by_name["Emre"].rank and scene.standing.seal is Seal.WAITING

        server.start()  # back on the same port: the waiting rounds go out and come back checked
        click(app, scene.chip_rect.center)  # a tap on the offline chip tries again now, not after the back-off
        frames_until(app, lambda: app.center.status().waiting == 0)
        frames(app, 2)
        by_name = {r.name: r for r in scene.rows}
        assert by_name["Emre"].seal is Seal.CHECKED
        ole = by_name["Ole"]
        assert ole.seal is Seal.REFUSED and ole.reason.startswith("Die")  # the server's German reason
        assert any(item.mark == "refused" and item.body == ole.reason for item in scene.legend[2])
        pygame.image.save(app.screen, str(tmp_path / "geraet.png"))

        # online again: "Alle Spieler" shows the server's list; Emre's checked round is first, alone
        click(app, scene.scope.segment_rects()[0].center)
        frames_until(app, lambda: any(r.name == "Emre" for r in scene.rows))
        assert [(r.rank, r.name, r.score, r.seal) for r in scene.rows] == [(1, "Emre", good_score, Seal.CHECKED)]
        assert scene.rows[0].venue == HOME and scene.rows[0].highlight
        assert scene.standing.rank == 1 and scene.standing.headline == "Du stehst allein an der Spitze"
    finally:
        set_provider(EmptyProvider())
        if app.center is not None:
            app.center.close()
        server.stop()


def test_below_the_top_ten_the_own_row_is_pinned_and_the_side_says_what_is_missing(tmp_path):
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    app = make_app(size=(1280, 800), data_dir=tmp_path / "geraet")
    try:
        for i in range(10):  # ten players with long rounds
            player = Client(server.url, f"Spieler {i + 1}")
            seed = player.seed("3min")
            record, score = buch_round(seed["seed"], words=5)
            assert player.submit(record, score, seed["id"])["accepted"]
        _as_emre(app)
        attach_center(app, server.url)
        frames_until(app, lambda: app.center.outbox.stock("3min") >= 1)

        scene = LeaderboardScene(app, "buch_3min")
        app.start(scene)
        frames(app, 2)  # the page's pictures are drawn once
        frames_until(app, lambda: len(scene.rows) == 10)
        assert scene.pinned is None and scene.standing.rank is None  # Emre has no round yet
        tenth = scene.rows[9].score
        assert scene.standing.headline == f"Für Platz 10 brauchst du {tenth:,} Punkte".replace(",", " ")

        seed = app.center.take_seed("3min")
        record, score = buch_round(seed.seed, words=1)  # a short round
        assert score < tenth
        pending = app.center.submit("buch", score, record, seed.id)
        frames_until(app, lambda: app.center.outbox.state_of(pending.id)[0] == "angenommen")
        frames_until(app, lambda: scene.pinned is not None)  # once checked, the list is asked for again
        assert len(scene.list.items) == 10 and scene.pinned.rank == 11 and scene.pinned.highlight
        assert scene.pinned_rect.top > scene.list.rect.bottom  # under the top ten, below the "…"
        assert scene.standing == Standing(11, score, 11, Seal.CHECKED, "", 10, tenth)
        assert scene.standing.headline == f"Noch {tenth - score:,} Punkte bis Platz 10".replace(",", " ")
        assert scene.info.players == 11 and scene.info.period.startswith("Woche")
        frames(app, 1)
        pygame.image.save(app.screen, str(tmp_path / "platz.png"))
        # narrow portrait: Halle and Datum fold under the name; the pinned row stays
        scene.resize((800, 1280))
        assert scene.cols.folded and scene.pinned_rect.h > 0 and scene.play.rect.colliderect(scene.place_card)
        # the legend's strip sits between the list and „Dein Platz“, and the top ten still fit without scrolling
        assert scene.card.bottom < scene.legend_card.top < scene.legend_card.bottom < scene.place_card.top
        assert scene.list.content_height <= scene.list.rect.h
    finally:
        set_provider(EmptyProvider())
        if app.center is not None:
            app.center.close()
        server.stop()


def test_the_standing_words_for_leader_next_place_and_no_result():
    from game.scenes.leaderboard.provider import Row

    rows = [Row(1, "Gustav", 7480), Row(2, "Frieda", 7215), Row(3, "Du", 6940, highlight=True)]
    mine = standing(rows)
    assert (mine.goal_rank, mine.headline) == (2, "Noch 275 Punkte bis Platz 2")
    lead = standing([Row(1, "Du", 7480, highlight=True), Row(2, "Frieda", 7479)])
    assert lead.headline == "Du führst mit 1 Punkt Vorsprung" and lead.progress == 1.0
    shared = standing([Row(1, "Frieda", 500), Row(1, "Du", 500, highlight=True)])
    assert shared.headline == "Du teilst dir Platz 1"
    assert standing([Row(1, "Gustav", 10)]).headline == "Deine erste Runde kommt in die Liste"


def test_the_bestenliste_of_this_device_sums_partien_and_stays_grey_while_one_of_them_waits(tmp_path):
    app = make_app(data_dir=tmp_path / "geraet")
    try:
        emre = _as_emre(app)
        attach_center(app, f"http://127.0.0.1:{free_port()}")  # nobody answers: offline
        games = ({"partie": 1, "zuege": ["SENF", "LAMPE"]}, {"partie": 2, "zuege": ["KERZE"]})
        for game, points in zip(games, (40, 25)):
            assert app.store.boards.submit_setzer_result(json.dumps(game), points, lambda _r, p=points: p,
                                                         profile_id=emre, name="Emre").accepted
        first = app.center.submit("setzer", 310, games[0], "startwert-1")
        app.center.outbox.answered(first.id, True, None)  # checked while the connection was there
        second = app.center.submit("setzer", 190, games[1], "startwert-2")  # waits for the connection
        frames_until(app, lambda: app.center.online is False)
        scene = LeaderboardScene(app, "setzer")
        app.start(scene)
        frames(app, 2)
        row = scene.rows[0]
        assert (row.name, row.score, row.detail, row.seal) == ("Emre", 65, "2 Partien", Seal.WAITING)
        assert scene.words.best_label == "Deine Punkte"  # a sum, not one round
        app.center.outbox.answered(second.id, True, None)  # the Spielcenter's answer to the second Partie
        frames(app, 2)
        assert scene.rows[0].seal is Seal.CHECKED
    finally:
        set_provider(EmptyProvider())
        if app.center is not None:
            app.center.close()


def test_a_refused_round_keeps_its_line_but_takes_no_place_and_is_never_the_own_best(tmp_path):
    """Emre's big round on this device is refused by the Spielcenter: Ole keeps first place, Emre's place and best
    result are his checked round, and the refused line stays visible at the end, without a number."""
    server = CenterProcess(f"sqlite+pysqlite:///{tmp_path / 'center.sqlite3'}").start()
    app = make_app(size=(1280, 800), data_dir=tmp_path / "geraet")
    try:
        emre = _as_emre(app)
        attach_center(app, server.url)
        frames_until(app, lambda: app.center.outbox.stock("3min") >= 3)
        small_seed, ole_seed, forged_seed = (app.center.take_seed("3min") for _ in range(3))
        small, small_score = buch_round(small_seed.seed, words=1)
        ole, ole_score = buch_round(ole_seed.seed, words=3)
        forged, forged_score = buch_round(424242, words=6)  # a seed the Spielcenter never issued for this round
        assert small_score < ole_score < forged_score
        guest = app.store.profiles.guest().id
        for profile, name, record, score, seed in ((emre, "Emre", small, small_score, small_seed),
                                                   (guest, "Ole", ole, ole_score, ole_seed),
                                                   (emre, "Emre", forged, forged_score, forged_seed)):
            _enter(app, profile, name, record, score)
            app.center.submit("buch", score, record, seed.id)

        scene = LeaderboardScene(app, "buch_3min")
        app.start(scene)
        click(app, scene.scope.segment_rects()[-1].center)  # "Dieses Gerät"
        assert scene.center.scope == DEVICE
        frames_until(app, lambda: app.center.status().waiting == 0)  # the Spielcenter's verdicts are in
        frames(app, 2)
        assert app.center.outbox.refused()  # a real verdict of the server, kept in the outbox
        lines = [(r.rank, r.name, r.score, r.seal) for r in scene.rows]
        assert lines == [(1, "Ole", ole_score, Seal.CHECKED), (2, "Emre", small_score, Seal.CHECKED),
                         (None, "Emre", forged_score, Seal.REFUSED)]
        refused = scene.rows[-1]
        assert refused.highlight and refused.reason.startswith("Die")  # his, and the server's German reason
        assert scene.standing == Standing(2, small_score, 2, Seal.CHECKED, "", 1, ole_score)
        assert scene.words.of_players == "von 2 Spielern"
        assert scene.standing.headline == f"Noch {ole_score - small_score:,} Punkte bis Platz 1".replace(",", " ")
        assert any(item.mark == "refused" and item.body == refused.reason for item in scene.legend[2])
        frames(app, 1)
        pygame.image.save(app.screen, str(tmp_path / "abgelehnt.png"))

        # a tap on Emre's checked row: his card of this device names the place of the round that counts
        row_h = scene.frame.px(scene.list.row_height)
        click(app, (scene.list.rect.x + scene.frame.px(200), scene.list.rect.y + row_h * 3 // 2))
        frames(app, 1)
        card = app.stack.top
        assert isinstance(card, PlayerCardScene) and card.card.name == "Emre"
        assert [(line.value, line.note) for line in card.card.lines] == [(str(small_score), "Platz 2 auf diesem Gerät")]
    finally:
        set_provider(EmptyProvider())
        if app.center is not None:
            app.center.close()
        server.stop()
