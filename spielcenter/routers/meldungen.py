"""Word reports ("Wort melden"), blocking players, the operator's suspensions and reports, player profiles."""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, HTTPException

from game.lexicon import NormalizeError, normalize_word
from spielcenter.deps import CenterDep, DbId, OperatorVenueDep, PlayerDep
from spielcenter.profile import profile
from spielcenter.remote_models import Block, Decision, Suspension, WordReport
from spielcenter.routers.partien import RemoteDep

router = APIRouter(prefix="/v1", tags=["Meldungen"])


@router.post("/meldungen", status_code=201)
def report_word(body: WordReport, player: PlayerDep, remote: RemoteDep) -> dict[str, Any]:
    """A player reports a word as missing or wrong; it reaches the operator of the player's venue."""
    try:
        word = normalize_word(body.wort)
    except NormalizeError as err:
        raise HTTPException(422, f"„{body.wort[:40]}“ – {err}") from None
    if len(word) > 32:
        raise HTTPException(422, "Das Wort ist zu lang (höchstens 32 Buchstaben).")
    report_id = remote.storage.add_report(player.id, player.venue_id, word, body.art, body.notiz, body.partie)
    return {"id": report_id, "wort": word, "art": body.art, "status": "offen"}


@router.post("/sperrliste")
def block(body: Block, player: PlayerDep, remote: RemoteDep) -> dict[str, Any]:
    """Block (or unblock) a player: no more invitations or pairings between the two."""
    if body.spieler == player.id:
        raise HTTPException(422, "Dich selbst kannst du nicht sperren.")
    if not remote.storage.names([body.spieler]):
        raise HTTPException(404, "Diesen Spieler gibt es nicht.")
    remote.storage.set_block(player.id, body.spieler, body.sperren)
    return {"gesperrt": remote.storage.blocked_by(player.id)}


@router.get("/profil/{player_id}")
def player_profile(player_id: DbId, _player: PlayerDep, remote: RemoteDep) -> dict[str, Any]:
    """A player's profile: rating with its history, games, wins, best move, best word, points per move."""
    found = profile(remote, player_id)
    if found is None:
        raise HTTPException(404, "Diesen Spieler gibt es nicht.")
    return found


@router.get("/halle/meldungen")
def venue_reports(venue: OperatorVenueDep, remote: RemoteDep) -> dict[str, Any]:
    """The open word reports of the venue's players (operator token)."""
    return {"meldungen": [{"id": r.id, "spieler": r.player, "spieler_id": r.player_id, "wort": r.word,
                           "art": r.kind, "notiz": r.note, "partie": r.game_id, "zeit": r.at}
                          for r in remote.storage.reports(venue[0])]}


@router.post("/halle/meldungen/{report_id}")
def decide(report_id: DbId, body: Decision, venue: OperatorVenueDep, center: CenterDep,
           remote: RemoteDep) -> dict[str, Any]:
    """Allow or block the reported word for the venue (as the operator lists do), or dismiss the report."""
    report = remote.storage.report(report_id)
    if report is None or report.venue_id != venue[0]:
        raise HTTPException(404, "Diese Meldung gibt es in dieser Halle nicht.")
    if report.status != "offen":
        raise HTTPException(409, "Diese Meldung ist schon erledigt.")
    if body.entscheidung != "verwerfen":
        _name, _version, blocked, allowed = center.storage.venue_words(venue[0])
        block_set, allow_set = set(blocked), set(allowed)
        if body.entscheidung == "erlauben":
            allow_set.add(report.word)
            block_set.discard(report.word)
        else:
            block_set.add(report.word)
            allow_set.discard(report.word)
        center.storage.set_venue_words(venue[0], sorted(block_set), sorted(allow_set))
    status = {"erlauben": "erlaubt", "sperren": "gesperrt", "verwerfen": "verworfen"}[body.entscheidung]
    remote.storage.set_report_status(report_id, status)
    return {"id": report_id, "wort": report.word, "status": status}


@router.post("/halle/spieler/{player_id}/sperre")
def suspend(player_id: DbId, body: Suspension, venue: OperatorVenueDep, center: CenterDep,
            remote: RemoteDep) -> dict[str, Any]:
    """The operator suspends a player of the venue from games between people (or lifts it)."""
    target = center.storage.player(player_id)
    if target is None or target.venue_id != venue[0]:
        raise HTTPException(404, "Diesen Spieler gibt es in dieser Halle nicht.")
    remote.storage.suspend(player_id, venue[0], body.grund, body.gesperrt)
    return {"spieler": player_id, "gesperrt": body.gesperrt, "grund": body.grund if body.gesperrt else None}
