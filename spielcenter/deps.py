"""Request dependencies: the process's Center, the calling player (token), rate limits."""
from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Header, HTTPException, Path, Request
from fastapi.concurrency import run_in_threadpool

from spielcenter.models import MAX_DB_ID
from spielcenter.services import Center
from spielcenter.storage import PlayerRow

MAX_TOKEN = 100


async def get_center(request: Request) -> Center:
    """The Center of this process."""
    return request.app.state.center


CenterDep = Annotated[Center, Depends(get_center)]
#: an id in a path (a player, a game, a report): no 0, nothing past the database's INTEGER (a 500 on PostgreSQL)
DbId = Annotated[int, Path(ge=1, le=MAX_DB_ID)]


def _bearer(authorization: str | None) -> str | None:
    if not authorization:
        return None
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token or len(token) > MAX_TOKEN:
        raise HTTPException(401, "Anmeldung ungültig: erwartet „Authorization: Bearer <Token>“.")
    return token.strip()


def _limit(center: Center, key: str) -> None:
    wait = center.requests.allow(key)
    if wait > 0:
        raise HTTPException(429, f"Zu viele Anfragen – bitte in {wait:.1f} s noch einmal.",
                            headers={"Retry-After": str(max(1, round(wait)))})


async def optional_player(request: Request, center: CenterDep,
                          authorization: str | None = Header(default=None)) -> PlayerRow | None:
    """The calling player if a token is sent (lists work without one); rate-limited per token or address."""
    return await player_of(center, authorization, request.client.host if request.client else "?")


async def player_of(center: Center, authorization: str | None, address: str) -> PlayerRow | None:
    """``optional_player`` without FastAPI around it (also used by spielcenter.list_lane); raises HTTPException."""
    token = _bearer(authorization)
    if token is None:
        _limit(center, "addr:" + address)
        return None
    _limit(center, "token:" + token)
    player = center.cached_player(token) or await run_in_threadpool(center.player_for, token)
    if player is None:
        raise HTTPException(401, "Unbekannter Spieler-Token.")
    return player


OptionalPlayerDep = Annotated[PlayerRow | None, Depends(optional_player)]


async def current_player(player: OptionalPlayerDep) -> PlayerRow:
    """The calling player; 401 without a valid token."""
    if player is None:
        raise HTTPException(401, "Dafür braucht es einen Spieler-Token (Authorization: Bearer …).")
    return player


def operator_venue(center: CenterDep, x_operator_token: str | None = Header(default=None)) -> tuple[int, str]:
    """The venue of the operator token in ``X-Operator-Token``."""
    if not x_operator_token or len(x_operator_token) > MAX_TOKEN:
        raise HTTPException(401, "Dafür braucht es den Betreiber-Token der Halle (X-Operator-Token).")
    _limit(center, "operator:" + x_operator_token)
    venue = center.storage.venue_by_operator(x_operator_token)
    if venue is None:
        raise HTTPException(403, "Dieser Betreiber-Token gehört zu keiner Halle.")
    return venue


PlayerDep = Annotated[PlayerRow, Depends(current_player)]
OperatorVenueDep = Annotated[tuple[int, str], Depends(operator_venue)]
