"""Result submission: idempotent by the game's id, replayed with the engines before it enters a list."""
from __future__ import annotations

import datetime
import json
import time
from functools import partial

from fastapi import APIRouter
from fastapi.concurrency import run_in_threadpool

from spielcenter.days import daily_date_open
from spielcenter.deps import CenterDep, PlayerDep
from spielcenter.models import ResultAnswer, ResultIn
from spielcenter.services import Center
from spielcenter.storage import PlayerRow, SeedProblem, StoredResult
from spielcenter.verify import (
    BOARD_SEED_MODE,
    Claim,
    Refused,
    read_claim,
)

router = APIRouter(prefix="/v1", tags=["Ergebnisse"])


def json_depth(value: object, limit: int) -> bool:
    """Whether ``value`` nests at most ``limit`` levels (checked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return False
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return True


def _answer(stored: StoredResult) -> ResultAnswer:
    return ResultAnswer(id=stored.client_id, accepted=stored.accepted, board=stored.board or None,
                        score=stored.score, reason=stored.reason)


def _precheck(body: ResultIn, player: PlayerRow, center: Center) -> Claim:
    """Shape, board, clock and seed: everything before the replay (raises Refused)."""
    limits = center.config.limits
    if not json_depth(body.record, limits.max_json_depth):
        raise Refused("Der Spielverlauf ist zu tief verschachtelt.")
    claim = read_claim(body.game, body.record, limits.max_actions)
    seed_mode = BOARD_SEED_MODE[claim.board]
    if seed_mode is None:
        assert claim.date is not None
        if not daily_date_open(claim.date, center.today()):
            raise Refused(f"Das Brett vom {claim.date:%d.%m.%Y} gibt das Spielcenter nicht (mehr) aus.")
    else:
        try:
            center.storage.check_seed(body.seed_id, player.id, seed_mode, claim.seed, time.time())
        except SeedProblem as err:
            raise Refused(str(err)) from None
    return claim


@router.post("/results", response_model=ResultAnswer)
async def submit(body: ResultIn, player: PlayerDep, center: CenterDep) -> ResultAnswer:
    """Check and store a finished round; a refused one is stored with its reason (a retry gets the same).

    The database work runs on threads; the replay runs in the process's replay worker at a lower
    priority, so list reads stay quick while rounds are being checked.
    """
    async with center.replay_slots:
        seen = await run_in_threadpool(center.storage.find_result, player.id, body.id)
        if seen is not None:
            return _answer(seen)
        record_text = json.dumps(body.record, ensure_ascii=False, separators=(",", ":"))
        try:
            claim = await run_in_threadpool(_precheck, body, player, center)
            lists = await run_in_threadpool(center.venue_lists, player.venue_id)
            outcome = await center.replay(body.game, body.record, body.score, body.seat, lists)
        except Refused as err:
            stored = await run_in_threadpool(partial(
                center.storage.store_result, player=player, client_id=body.id, board="", day=center.today(),
                score=body.score, points=0, words=0, daily_found=False, accepted=False, reason=str(err),
                seed_id=body.seed_id, record=record_text))
            return _answer(stored)
        daily = BOARD_SEED_MODE[claim.board] is None
        day: datetime.date = claim.date if daily and claim.date else center.today()
        stored = await run_in_threadpool(partial(
            center.storage.store_result, player=player, client_id=body.id, board=claim.board, day=day,
            score=outcome.score, points=outcome.points, words=outcome.words, daily_found=outcome.daily_found,
            accepted=True, reason=None, seed_id=None if daily else body.seed_id, record=record_text))
    if stored.accepted:
        center.lists_changed()
    return _answer(stored)
