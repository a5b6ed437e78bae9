"""The game's Spielcenter client: HTTP on a worker thread, an offline outbox, seeds in stock (no pygame)."""
from game.center.client import CenterClient, Reply, Request
from game.center.outbox import Outbox, PendingResult
from game.center.service import CenterService, CenterStatus

__all__ = ["CenterClient", "CenterService", "CenterStatus", "Outbox", "PendingResult", "Reply", "Request"]
