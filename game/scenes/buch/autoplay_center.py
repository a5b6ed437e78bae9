"""``--autoplay buch --center URL``: the round's seed comes from the Spielcenter, the result goes back to it.

Without a connection (and no seed in stock) the round uses the local seed and stays on this
device; a round with a server seed that cannot be sent waits in the outbox for the next start.
"""
from __future__ import annotations

import logging
import time

from game.scenes.buch.autoplay import open_round

log = logging.getLogger(__name__)

SEED_WAIT_S = 10.0  # how long the demo waits for a first seed before it plays on its own
SEND_WAIT_S = 20.0  # how long it waits for the server's answer before it leaves the result queued


class SeedWaiter:
    """Frame hook: take a seed from the stock as soon as there is one (the client fills it off the frame loop)."""

    def __init__(self, app, local_seed: int) -> None:
        self.local_seed = local_seed
        self.since = time.monotonic()

    def __call__(self, app) -> None:
        center = app.center
        stock = center.take_seed("3min")
        waited = time.monotonic() - self.since
        if stock is None and center.online is not False and waited < SEED_WAIT_S:
            return
        app.frame_hooks.remove(self)
        if stock is None:
            log.warning("Kein Startwert vom Spielcenter (%s): die Runde bleibt auf diesem Gerät", center.status().title)
            open_round(app, self.local_seed, Sender(None))
            return
        log.info("Startwert vom Spielcenter: %s", stock.id)
        open_round(app, stock.seed, Sender(stock.id))


class Sender:
    """Called when the round is over (the board scene has queued the result): wait for the server's answer."""

    def __init__(self, seed_id: str | None) -> None:
        self.seed_id = seed_id
        self.pending_id: str | None = None
        self.since = 0.0
        self.list_asked = False

    def __call__(self, app, game) -> None:
        """The AutoPlayer's end-of-round callback."""
        self.since = time.monotonic()
        app.frame_hooks.append(self._wait)

    def _wait(self, app) -> None:
        center = app.center
        waited = time.monotonic() - self.since
        if self.seed_id is not None and self.pending_id is None:
            queued = center.outbox.result_for_seed(self.seed_id)
            if queued is None and waited < SEND_WAIT_S:
                return  # the board scene queues the round when it shows the result
            self.pending_id = queued.id if queued is not None else None
        if center.busy and waited < SEND_WAIT_S:
            return
        if center.online and not self.list_asked:
            self.list_asked = True
            center.fetch_list("3min", "heute", "alle")
            return
        if self.list_asked and ("3min", "heute", "alle") not in center.lists and waited < SEND_WAIT_S:
            return
        app.frame_hooks.remove(self._wait)
        state = center.outbox.state_of(self.pending_id) if self.pending_id else None
        listed = center.lists.get(("3min", "heute", "alle"), {}).get("rows", [])
        status = center.status()
        identity = center.outbox.identity()
        app.result["center"] = {
            "player_id": identity.player_id if identity else None,
            "seed": "spielcenter" if self.seed_id else "lokal",
            "result": state[0] if state else "nur dieses Gerät",
            "reason": state[1] if state else None,
            "waiting": status.waiting,
            "online": bool(center.online),
            "list": [{"player_id": r["player_id"], "player": r["player"], "score": r["score"]} for r in listed],
        }
        app.quit(0)


def start_with_center(app, local_seed: int) -> None:
    """Wait for a server seed (never blocking a frame), then play."""
    app.frame_hooks.append(SeedWaiter(app, local_seed))
