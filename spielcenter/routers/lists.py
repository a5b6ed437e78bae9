"""The lists of the rules for today, this week and all time, for everyone or one venue."""
from __future__ import annotations

from fastapi import APIRouter, HTTPException, Query
from fastapi.concurrency import run_in_threadpool

from spielcenter.days import period_range
from spielcenter.deps import CenterDep, OptionalPlayerDep
from spielcenter.models import Board, ListAnswer, Period, Row, Scope
from spielcenter.storage import ListRow

router = APIRouter(prefix="/v1/lists", tags=["Listen"])


def _row(r: ListRow) -> Row:
    return Row(rank=r.rank, player_id=r.player_id, player=r.player, venue=r.venue, score=r.score, day=r.day, at=r.at)


@router.get("/{board}", response_model=ListAnswer)
async def board_list(board: Board, player: OptionalPlayerDep, center: CenterDep, period: Period = "woche",
                     scope: Scope = "alle", venue: int | None = Query(default=None, ge=1, le=2**31 - 1),
                     limit: int = Query(default=10, ge=1, le=100)) -> ListAnswer:
    """Top lines of a list plus the caller's own line (rank and best) when a token is sent.

    Answered from a ranking shared by all readers of this process; only a miss goes to the database.
    """
    venue_id = None
    if scope == "halle":
        venue_id = venue if venue is not None else (player.venue_id if player else None)
        if venue_id is None:
            raise HTTPException(422, "„Diese Halle“ braucht eine Halle: venue=… oder ein Spieler einer Halle.")
    first, last = period_range(period, center.today())
    key = (board, first, last, venue_id)
    ranking = center.fresh_ranking(key) or await run_in_threadpool(center.ranking, key)
    me = None
    if player is not None:
        me = ranking.best.get(player.id)
        if me is None and not ranking.complete:
            me = await run_in_threadpool(center.storage.own_row, board, first, last, venue_id, player)
    return ListAnswer(board=board, period=period, scope=scope, first_day=first, last_day=last,
                      players=ranking.players, rows=[_row(r) for r in ranking.rows[:limit]],
                      me=_row(me) if me else None)
