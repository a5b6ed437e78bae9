"""Seeds: the day's boards (the same for all) and one seed per round (3 Minuten, Endlos, Partie)."""
from __future__ import annotations

from fastapi import APIRouter

from spielcenter.days import day_seeds
from spielcenter.deps import CenterDep, OptionalPlayerDep, PlayerDep
from spielcenter.models import DaySeeds, Seed, SeedRequest

router = APIRouter(prefix="/v1", tags=["Startwerte"])


@router.get("/tag", response_model=DaySeeds)
def day(center: CenterDep, _player: OptionalPlayerDep) -> DaySeeds:
    """Today's Tagesbrett and Tagesrätsel (by the server's calendar)."""
    date = center.today()
    return DaySeeds(date=date, **day_seeds(date))


@router.post("/seeds", response_model=list[Seed])
def issue(body: SeedRequest, player: PlayerDep,
          center: CenterDep) -> list[Seed]:
    """New seeds for rounds; each may be used for one result."""
    rows = center.storage.issue_seeds(player.id, body.mode, body.count, center.config.limits.open_seeds_per_mode)
    return [Seed(id=r.id, mode=body.mode, seed=r.seed, expires_at=r.expires_at) for r in rows]
