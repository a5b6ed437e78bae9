"""Players: registration (name + secret token), the own profile, the Tagesrätsel calendar."""
from __future__ import annotations

import datetime

from fastapi import APIRouter, HTTPException, Request

from spielcenter.deps import CenterDep, DbId, OptionalPlayerDep, PlayerDep
from spielcenter.models import (
    Calendar,
    NewPlayer,
    NewPlayerAnswer,
    OwnResult,
    Player,
    PublicBest,
    PublicPlayer,
    Venue,
)
from spielcenter.routers.partien import RemoteDep
from spielcenter.storage import PlayerRow

router = APIRouter(prefix="/v1/players", tags=["Spieler"])


def player_model(row: PlayerRow) -> Player:
    """The API's view of a player."""
    venue = Venue(id=row.venue_id, name=row.venue_name or "") if row.venue_id is not None else None
    return Player(id=row.id, name=row.name, venue=venue)


@router.post("", response_model=NewPlayerAnswer, status_code=201)
def register(body: NewPlayer, request: Request, center: CenterDep) -> NewPlayerAnswer:
    """A new player; the token in the answer is the only copy (the server keeps a hash)."""
    address = request.client.host if request.client else "?"
    wait = center.registrations.allow("register:" + address)
    if wait > 0:
        raise HTTPException(429, f"Zu viele neue Spieler von dieser Adresse – bitte in {wait:.0f} s noch einmal.",
                            headers={"Retry-After": str(max(1, round(wait)))})
    venue_id = None
    if body.operator_token:
        venue = center.storage.venue_by_operator(body.operator_token)
        if venue is None:
            raise HTTPException(403, "Dieser Betreiber-Token gehört zu keiner Halle.")
        venue_id = venue[0]
    row, token = center.storage.create_player(body.name, venue_id)
    return NewPlayerAnswer(**player_model(row).model_dump(), token=token)


@router.get("/me", response_model=Player)
def me(player: PlayerDep) -> Player:
    """The calling player."""
    return player_model(player)


def streaks(days: list[datetime.date], today: datetime.date) -> tuple[int, int]:
    """Current streak (ending today, or yesterday while today is still open) and the best streak."""
    found = set(days)
    best = run = 0
    prev = None
    for d in sorted(found):
        run = run + 1 if prev is not None and (d - prev).days == 1 else 1
        best = max(best, run)
        prev = d
    current = 0
    d = today if today in found else today - datetime.timedelta(days=1)
    while d in found:
        current += 1
        d -= datetime.timedelta(days=1)
    return current, best


@router.get("/me/kalender", response_model=Calendar)
def calendar(player: PlayerDep, center: CenterDep) -> Calendar:
    """Tagesrätsel: days with the word of the day found (bookmarks), the streak and the best streak."""
    days = center.storage.days_found(player.id)
    current, best = streaks(days, center.today())
    return Calendar(days_found=days, streak=current, best_streak=best)


@router.get("/me/ergebnisse", response_model=list[OwnResult])
def own_results(player: PlayerDep, center: CenterDep) -> list[OwnResult]:
    """The caller's submissions (newest first, at most 2000): what the server took and what it refused."""
    return [OwnResult(id=r.client_id, accepted=r.accepted, board=r.board or None, score=r.score, reason=r.reason)
            for r in center.storage.results_of(player.id, 2000)]


@router.get("/{player_id}", response_model=PublicPlayer)
def public_player(caller: OptionalPlayerDep, center: CenterDep, remote: RemoteDep, player_id: DbId) -> PublicPlayer:
    """Another player's card for the lists: name, hall, best accepted result per list, rating between people.

    Public like the lists themselves (a token is optional); rate-limited per token or address like every read.
    With a token it also says whether the caller has blocked this player (the profile's block button).
    """
    row = center.storage.player(player_id)
    if row is None:
        raise HTTPException(404, "Diesen Spieler gibt es nicht.")
    games = remote.storage
    standing = games.standings([player_id])[player_id]
    bests = [PublicBest(board=board, best=best, results=count, last_day=day)
             for board, best, count, day in center.storage.public_bests(player_id)]
    blocked = caller is not None and player_id in games.blocked_by(caller.id)
    return PublicPlayer(**player_model(row).model_dump(), bests=bests, rating=standing.rating,
                        rated_games=standing.games, blocked=blocked)
