"""A finished round as the game sends it and the Spielcenter checks it (the fields of ``POST /v1/results``).

Pure (no pygame, no network, no database): the game's outbox keeps a round with these fields until the
server has answered (``game.center.outbox.PendingResult``), and the server's verifier gets the same fields
with the player and its clock (``spielcenter.verifier.Submission``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ResultFields:
    """One result: the client's id for it, the game, the claimed score, the seat, the issued seed and the record."""

    id: str
    game: str
    score: int
    seat: int
    seed_id: str | None
    record: dict[str, Any]

    def body(self) -> dict[str, Any]:
        """The request body of ``POST /v1/results``."""
        return {"id": self.id, "game": self.game, "score": self.score, "seat": self.seat, "seed_id": self.seed_id,
                "record": self.record}
