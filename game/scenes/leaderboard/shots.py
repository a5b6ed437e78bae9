"""States of the lists screen for tools/screenshots.py: a Spielcenter list (as in the mockup) and this device offline.

The Spielcenter here is a ``CenterService`` whose client never sends anything: its lists and
outbox are filled by hand, so the pictures need no server and no network.
"""
from __future__ import annotations

import datetime
import json
import sqlite3
from typing import TYPE_CHECKING, Any

from game.center.client import Reply, Request
from game.center.outbox import Outbox
from game.center.remote_games import RemoteGames
from game.center.service import CenterService

if TYPE_CHECKING:
    from game.app import App

SERVER = "http://127.0.0.1:8765"
#: (name, venue, day in December 2026 and time, points) of the mockup's top ten
TOP_TEN = (
    ("Gustav", "Stadtbibliothek Leipzig", (15, 17, 22), 7480), ("Frieda", None, (18, 21, 5), 7215),
    ("Jörg", "Café Kornblume", (14, 12, 40), 6940), ("Lena", "Stadtbibliothek Leipzig", (20, 10, 18), 6905),
    ("Mareike-Charlotte von Hohenberg-Wittelsbach", None, (17, 19, 51), 6610),
    ("Theo", "Gewandhaus-Foyer am Augustusplatz, Obergeschoss links", (19, 15, 33), 6480),
    ("Hanna", "Stadtbibliothek Leipzig", (16, 16, 2), 6355), ("Yusuf", None, (15, 22, 47), 6290),
    ("Ida", "Café Kornblume", (18, 9, 26), 6120), ("Konrad", "Gewandhaus-Foyer", (20, 11, 54), 6045),
)


class _Silent:
    """A client that sends nothing (the picture's lists are filled by hand)."""

    pending = 0

    def send(self, request: Request) -> None:
        """Drop the request."""

    def poll(self) -> list[Reply]:
        """No replies."""
        return []

    def close(self) -> None:
        """Nothing to stop."""


def _stamp(day: int, hour: int, minute: int) -> float:
    return datetime.datetime(2026, 12, day, hour, minute).timestamp()


def _row(rank: int, player_id: int, name: str, venue: str | None, when: tuple[int, int, int], score: int) -> dict[str, Any]:
    return {"rank": rank, "player_id": player_id, "player": name, "venue": venue, "score": score,
            "day": f"2026-12-{when[0]:02d}", "at": _stamp(*when), "verified": True}


def _service(app: App, online: bool | None) -> CenterService:
    outbox = Outbox(sqlite3.connect(":memory:"), SERVER)
    outbox.save_identity(37, "Emre", "token", 3, "Stadtbibliothek Leipzig")
    service = CenterService(outbox, _Silent(), lambda: "Emre")  # type: ignore[arg-type]
    service.online = online
    app.center = service
    return service


def _open(app: App, board: str) -> None:
    from game.scenes.leaderboard.provider import get_provider, set_provider
    from game.scenes.leaderboard.scene import LeaderboardScene
    from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider

    before = get_provider()
    set_provider(StoreLeaderboardProvider(app.store, today=lambda: datetime.date(2026, 12, 19),
                                          player_name=lambda: "Emre"))
    try:
        scene = LeaderboardScene(app, board)
        app.stack.push(scene)
        app.stack.apply_pending()
        scene.resize(app.size)
    finally:
        set_provider(before)


def center_list(app: App) -> None:
    """„3 Minuten“, this week, all players: the top ten and Emre's pinned row at 37 (the mockup)."""
    service = _service(app, True)
    rows = [_row(i + 1, 100 + i, *entry) for i, entry in enumerate(TOP_TEN)]
    me = _row(37, 37, "Emre", "Stadtbibliothek Leipzig", (19, 20, 5), 4870)
    service.lists[("3min", "woche", "alle")] = {
        "board": "3min", "period": "woche", "scope": "alle", "first_day": "2026-12-14", "last_day": "2026-12-20",
        "players": 1284, "halls": 6, "rows": rows, "me": me}
    _open(app, "buch_3min")


def device_offline(app: App) -> None:
    """Offline: „Dieses Gerät“ with a checked, a waiting and a refused round (the server said why)."""
    service = _service(app, False)
    store = app.store
    emre = store.profiles.create("Emre").id
    guest = store.profiles.guest().id
    rounds = (("Emre", emre, 4870, "angenommen", None), ("Paulina", guest, 5230, "wartet", None),
              ("Emre", emre, 3120, "wartet", None),
              ("Ole", guest, 6010, "abgelehnt", "Die Runde dauerte länger, als ihre Uhr erlaubt."),
              ("Kiosk-Gast mit einem sehr langen Namen", guest, 2200, None, None))
    for i, (name, profile, score, state, reason) in enumerate(rounds):
        record = {"probe": i, "name": name}
        text = json.dumps(record, ensure_ascii=False)
        store.boards.submit_buch_3min_result(text, score, lambda _r, s=score: s, profile_id=profile, name=name)
        if state is not None:
            pending = service.outbox.add("buch", score, record, None)
            if state != "wartet":
                service.outbox.answered(pending.id, state == "angenommen", reason)
    _open(app, "buch_3min")


def _rating_history(start: int, changes: tuple[int, ...]) -> list[dict[str, Any]]:
    ratings, rating = [], start
    for i, change in enumerate(changes):
        rating += change
        ratings.append({"zeit": _stamp(1 + i % 28, 20, 0), "rating": rating})
    return ratings


def player_card(app: App) -> None:
    """The mockup's list with Gustav's profile open (the Spielcenter's answers filled in by hand)."""
    center_list(app)
    scene = app.stack.top
    remote = RemoteGames(_Silent(), app.center.outbox.identity)  # type: ignore[arg-type]
    remote.online = True
    app.remote = remote
    history = _rating_history(1500, (14, -9, 21, -6, 12, 17, -11, 8, 19, -4, 10, -13, 16, 9, -7, 12, 5, -10, 14, 6))
    remote.profiles[100] = {
        "id": 100, "name": "Gustav", "rating": history[-1]["rating"], "peak": max(h["rating"] for h in history),
        "verlauf": history, "partien": 20, "siege": 13, "punkte_pro_zug": 28.4, "start": 1500,
        "bester_zug": {"punkte": 86, "woerter": ["BÄCKEREI"], "partie": 1},
        "bestes_wort": {"wort": "QUARK", "punkte": 44, "partie": 2},
        "letzte": [{"partie": i, "gegner": name, "punkte": pts, "ergebnis": result, "elo": elo, "zeit": None}
                   for i, (name, pts, result, elo) in enumerate((
                       ("Frieda", [412, 377], "Sieg", 14), ("Jörg", [331, 356], "Niederlage", -10),
                       ("Lena", [388, 349], "Sieg", 12), ("Emre", [402, 251], "Sieg", 6)))]}
    scene.open_card(scene.rows[0])
    app.stack.apply_pending()
    app.center.players[100] = {"id": 100, "name": "Gustav", "venue": {"id": 3, "name": "Stadtbibliothek Leipzig"},
                                "rating": history[-1]["rating"], "rated_games": 20, "blocked": False,
                                "bests": [{"board": "3min", "best": 7480, "results": 23, "last_day": "2026-12-15"},
                                          {"board": "endlos", "best": 18220, "results": 6, "last_day": "2026-12-12"},
                                          {"board": "tagesraetsel", "best": 2310, "results": 14,
                                           "last_day": "2026-12-19"}]}


SCREENS = {"leaderboards.center": center_list, "leaderboards.offline": device_offline,
           "leaderboards.card": player_card}
