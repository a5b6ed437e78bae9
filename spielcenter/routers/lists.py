"""The lists of the rules for today, this week and all time, for everyone or one venue."""
from __future__ import annotations

from fastapi import APIRouter, Header, HTTPException, Query, Response
from fastapi.concurrency import run_in_threadpool

from spielcenter.days import period_range
from spielcenter.deps import CenterDep, OptionalPlayerDep
from spielcenter.list_cache import answer_body, etag
from spielcenter.models import (
    DEFAULT_LIST_LIMIT,
    DEFAULT_PERIOD,
    DEFAULT_SCOPE,
    MAX_LIST_LIMIT,
    MAX_VENUE_ID,
    Board,
    ListAnswer,
    Period,
    Scope,
)
from spielcenter.services import Center
from spielcenter.storage import PlayerRow

router = APIRouter(prefix="/v1/lists", tags=["Listen"])


@router.get("/{board}", response_model=ListAnswer)
async def board_list(board: Board, player: OptionalPlayerDep, center: CenterDep, period: Period = DEFAULT_PERIOD,
                     scope: Scope = DEFAULT_SCOPE, venue: int | None = Query(default=None, ge=1, le=MAX_VENUE_ID),
                     limit: int = Query(default=DEFAULT_LIST_LIMIT, ge=1, le=MAX_LIST_LIMIT),
                     if_none_match: str | None = Header(default=None)) -> Response:
    """Top lines of a list plus the caller's own line (rank and best) when a token is sent.

    Answered from the process's list cache as ready JSON (see spielcenter.list_cache); only a miss
    goes to the database. An ``If-None-Match`` with the answer's ETag gets 304 without a body.
    Well-formed reads are answered by spielcenter.list_lane before FastAPI; both call list_response.
    """
    return await list_response(center, player, board, period, scope, venue, limit, if_none_match)


async def list_response(center: Center, player: PlayerRow | None, board: str, period: str, scope: str,
                        venue: int | None, limit: int, if_none_match: str | None) -> Response:
    """The answer to a list read with validated parameters (raises HTTPException)."""
    venue_id = None
    if scope == "halle":
        venue_id = venue if venue is not None else (player.venue_id if player else None)
        if venue_id is None:
            raise HTTPException(422, "„Diese Halle“ braucht eine Halle: venue=… oder ein Spieler einer Halle.")
    first, last = period_range(period, center.today())
    key = (board, period, scope, venue_id, first, last)
    entry = await center.lists.get(key, lambda: center.compute_ranking(key))
    me = None
    if player is not None:
        me = entry.ranking.own(player.id, player.name, player.venue_name)
        if me is None and not entry.ranking.complete:
            me = await run_in_threadpool(center.storage.own_row, board, first, last, venue_id, player)
    body = answer_body(entry.head(limit), me)
    tag = etag(body)
    headers = {"ETag": tag, "Cache-Control": "no-cache"}
    if if_none_match is not None and tag in (t.strip() for t in if_none_match.split(",")):
        return Response(status_code=304, headers=headers)
    return Response(content=body, media_type="application/json", headers=headers)
