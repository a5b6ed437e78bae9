"""Result submission: idempotent by the game's id, replayed with the engines before it enters a list."""
from __future__ import annotations

import time

from fastapi import APIRouter

from spielcenter.deps import CenterDep, PlayerDep
from spielcenter.models import ResultAnswer, ResultIn
from spielcenter.verifier import submission

router = APIRouter(prefix="/v1", tags=["Ergebnisse"])


@router.post("/results", response_model=ResultAnswer)
async def submit(body: ResultIn, player: PlayerDep, center: CenterDep) -> ResultAnswer:
    """Check and store a finished round; a refused one is stored with its reason (a retry gets the same).

    Everything after reading the body (seed, clock, replay, storing) runs in a verifier process, so
    this process's event loop keeps answering list reads while rounds are being checked.
    """
    sub = submission(center.config.limits, player, body.id, body.game, body.score, body.seat, body.seed_id,
                     body.record, center.today(), time.time())
    stored = (await center.verify(sub)).stored
    return ResultAnswer(id=stored.client_id, accepted=stored.accepted, board=stored.board or None,
                        score=stored.score, reason=stored.reason)
