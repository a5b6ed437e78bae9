"""HTTP to the Spielcenter on a worker thread: the frame loop queues requests and polls for replies."""
from __future__ import annotations

import logging
import queue
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # httpx comes with the extra speedsetzer[center]: imported by the worker, not with the game
    import httpx

log = logging.getLogger(__name__)

CONNECT_TIMEOUT_S = 3.0
READ_TIMEOUT_S = 15.0


@dataclass(frozen=True)
class Request:
    """One call: ``tag`` names it for whoever waits for the reply."""

    tag: str
    method: str
    path: str
    body: dict[str, Any] | None = None
    token: str | None = None
    params: dict[str, Any] = field(default_factory=dict)
    operator_token: str | None = None  # the venue operator's calls (``X-Operator-Token``)


@dataclass(frozen=True)
class Reply:
    """The answer to a Request; ``status`` 0 means the server was not reachable (``error`` says why)."""

    request: Request
    status: int
    data: Any = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        """A 2xx answer."""
        return 200 <= self.status < 300

    @property
    def offline(self) -> bool:
        """No answer at all (no network, server down, timeout)."""
        return self.status == 0


def _refusal(status: int) -> str:
    """A German reason for an answer without one of its own (the lists show it next to a refused result)."""
    if status == 413:
        return "Der Spielverlauf ist zu groß für den Spielcenter."
    if status == 422:
        return "Der Spielcenter versteht diesen Spielverlauf nicht (ungültige Angaben)."
    return f"Der Spielcenter lehnt die Anfrage ab (Fehler {status})."


class CenterClient:
    """A worker thread with an httpx client; ``send`` never blocks, ``poll`` hands back finished replies."""

    def __init__(self, base_url: str, transport: httpx.BaseTransport | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        self._requests: queue.Queue[Request | None] = queue.Queue()
        self._replies: queue.Queue[Reply] = queue.Queue()
        self._transport = transport
        self._thread = threading.Thread(target=self._run, name="spielcenter-client", daemon=True)
        self._busy = 0
        self._lock = threading.Lock()
        self._thread.start()

    @property
    def pending(self) -> int:
        """Requests sent but not yet polled back."""
        with self._lock:
            return self._busy

    def send(self, request: Request) -> None:
        """Queue a request (returns at once)."""
        with self._lock:
            self._busy += 1
        self._requests.put(request)

    def poll(self) -> list[Reply]:
        """Replies that arrived since the last poll (never waits)."""
        replies = []
        while True:
            try:
                replies.append(self._replies.get_nowait())
            except queue.Empty:
                break
        with self._lock:
            self._busy -= len(replies)
        return replies

    def close(self) -> None:
        """Stop the worker after the queued requests."""
        self._requests.put(None)
        self._thread.join(timeout=READ_TIMEOUT_S + CONNECT_TIMEOUT_S)

    def _run(self) -> None:
        import httpx

        timeout = httpx.Timeout(READ_TIMEOUT_S, connect=CONNECT_TIMEOUT_S)
        with httpx.Client(base_url=self.base_url, timeout=timeout, transport=self._transport) as http:
            while True:
                request = self._requests.get()
                if request is None:
                    return
                self._replies.put(self._call(http, request))

    @staticmethod
    def _call(http: httpx.Client, request: Request) -> Reply:
        import httpx

        headers = {"Authorization": f"Bearer {request.token}"} if request.token else {}
        if request.operator_token:
            headers["X-Operator-Token"] = request.operator_token
        try:
            answer = http.request(request.method, request.path, json=request.body, params=request.params or None,
                                  headers=headers)
        except httpx.HTTPError as err:  # transport problems and timeouts: the server is out of reach
            log.info("Spielcenter nicht erreichbar (%s): %s", request.tag, err)
            return Reply(request, 0, error=f"Spielcenter nicht erreichbar ({type(err).__name__})")
        try:
            data = answer.json()
        except ValueError:
            data = None
        error = None
        if not answer.is_success:
            detail = data.get("detail") if isinstance(data, dict) else None
            error = detail if isinstance(detail, str) else _refusal(answer.status_code)
        return Reply(request, answer.status_code, data, error)
