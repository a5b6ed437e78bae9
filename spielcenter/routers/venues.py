"""A venue's word lists: the operator blocks and allows words; its kiosks fetch them."""
from __future__ import annotations

from fastapi import APIRouter, HTTPException

from game.lexicon import NormalizeError, normalize_word
from spielcenter.deps import CenterDep, OperatorVenueDep, PlayerDep
from spielcenter.models import Venue, VenueWords, WordLists
from spielcenter.services import Center

router = APIRouter(prefix="/v1/halle", tags=["Halle"])


def _words(center: Center, venue_id: int) -> VenueWords:
    name, version, block, allow = center.storage.venue_words(venue_id)
    return VenueWords(venue=Venue(id=venue_id, name=name), version=version, block=block, allow=allow)


@router.get("/woerter", response_model=VenueWords)
def get_words(player: PlayerDep, center: CenterDep) -> VenueWords:
    """The word lists of the caller's venue (kiosks apply them to their word list)."""
    if player.venue_id is None:
        raise HTTPException(404, "Dieses Gerät gehört zu keiner Halle.")
    return _words(center, player.venue_id)


def _normalise(words: list[str], what: str) -> list[str]:
    out = []
    for raw in words:
        try:
            form = normalize_word(raw[:40])
        except NormalizeError as err:
            raise HTTPException(422, f"{what}: „{raw[:40]}“ – {err}") from None
        if len(form) > 32:
            raise HTTPException(422, f"{what}: „{raw[:40]}“ ist zu lang (höchstens 32 Buchstaben).")
        out.append(form)
    return sorted(set(out))


@router.put("/woerter", response_model=VenueWords)
def put_words(body: WordLists, venue: OperatorVenueDep,
              center: CenterDep) -> VenueWords:
    """Replace the venue's blocked and allowed words (operator token)."""
    block = _normalise(body.block, "Gesperrt")
    allow = _normalise(body.allow, "Erlaubt")
    center.storage.set_venue_words(venue[0], block, allow)
    return _words(center, venue[0])
