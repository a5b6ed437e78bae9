"""The venue operator's word reports from the Spielcenter: fetch them, allow or block the word, or dismiss.

Runs on its own worker thread (``CenterClient``); ``update()`` once per frame never waits.
"""
from __future__ import annotations

from typing import Any

from game.center.client import CenterClient, Reply, Request

DECISIONS = {"erlauben": "erlaubt", "sperren": "gesperrt", "verwerfen": "verworfen"}


class OperatorReports:
    """Open "Wort melden" reports of the venue's players; decisions go back to the server."""

    def __init__(self, client: CenterClient, operator_token: str) -> None:
        self.client = client
        self.operator_token = operator_token
        self.reports: list[dict[str, Any]] | None = None
        self.message: str | None = None
        self._in_flight: set[str] = set()

    def fetch(self) -> None:
        """Ask for the open reports."""
        self._send(Request("reports", "GET", "/v1/halle/meldungen", operator_token=self.operator_token))

    def decide(self, report_id: int, decision: str) -> None:
        """Allow or block the reported word for the venue, or dismiss the report."""
        self._send(Request(f"decide:{report_id}", "POST", f"/v1/halle/meldungen/{report_id}",
                           {"entscheidung": decision}, operator_token=self.operator_token))

    def update(self) -> None:
        """Take the finished replies (never waits)."""
        for reply in self.client.poll():
            self._in_flight.discard(reply.request.tag)
            self._handle(reply)

    def close(self) -> None:
        """Stop the worker thread."""
        self.client.close()

    def _send(self, request: Request) -> None:
        if request.tag not in self._in_flight:
            self._in_flight.add(request.tag)
            self.client.send(request)

    def _handle(self, reply: Reply) -> None:
        if not reply.ok:
            self.message = reply.error or "Das Spielcenter antwortet nicht."
            return
        if reply.request.tag == "reports":
            self.reports = reply.data["meldungen"]
            self.message = None
        else:
            word, status = reply.data["wort"], reply.data["status"]
            self.message = f"„{word}“: {status}."
            self.reports = [r for r in self.reports or [] if r["id"] != reply.data["id"]]
