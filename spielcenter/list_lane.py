"""List reads ahead of FastAPI: ``GET /v1/lists/{board}`` with plain, valid parameters goes straight to the cache.

A list read is most of a Spielcenter's traffic (every screen of lists polls it) and is answered
from memory; FastAPI's routing, dependency solving and middleware wrappers cost more than the
answer itself (py-spy under tools/load_center.py: about half of the server's CPU). This ASGI
middleware reads the few parameters itself, then does exactly what the route does: the same
token check and rate limit (``deps.player_of``), the same answer (``routers.lists.list_response``),
the same error bodies. Whatever it does not recognise as well-formed (other parameters, repeated
ones, escapes, values out of range, HEAD) goes on to FastAPI, which validates and answers it.
"""
from __future__ import annotations

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Receive, Scope, Send

from spielcenter.deps import player_of
from spielcenter.errors import error_response
from spielcenter.models import (
    BOARDS,
    DEFAULT_LIST_LIMIT,
    DEFAULT_PERIOD,
    DEFAULT_SCOPE,
    MAX_LIST_LIMIT,
    MAX_VENUE_ID,
    PERIODS,
    SCOPES,
)
from spielcenter.routers.lists import list_response

PREFIX = "/v1/lists/"
_KNOWN = {b"period", b"scope", b"venue", b"limit"}


def read_query(query: bytes) -> dict[bytes, bytes] | None:
    """The parameters of a plain query string (known names, each once, no escapes), else None."""
    params: dict[bytes, bytes] = {}
    if not query:
        return params
    if b"%" in query or b"+" in query:
        return None
    for part in query.split(b"&"):
        name, sep, value = part.partition(b"=")
        if not sep or name not in _KNOWN or name in params:
            return None
        params[name] = value
    return params


def _number(text: bytes | None, default: int | None, high: int) -> int | None | bool:
    """A decimal 1..high, the default when absent, False when malformed."""
    if text is None:
        return default
    if not text.isdigit() or len(text) > 10 or text[:1] == b"0":
        return False
    value = int(text)
    return value if value <= high else False


def list_request(path: str, query: bytes) -> tuple[str, str, str, int | None, int] | None:
    """(board, period, scope, venue, limit) of a well-formed list read, else None (FastAPI takes it)."""
    board = path[len(PREFIX):]
    params = read_query(query)
    if board not in BOARDS or params is None:
        return None
    period = params.get(b"period", DEFAULT_PERIOD.encode("ascii")).decode("ascii")
    scope = params.get(b"scope", DEFAULT_SCOPE.encode("ascii")).decode("ascii")
    venue = _number(params.get(b"venue"), None, MAX_VENUE_ID)
    limit = _number(params.get(b"limit"), DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT)
    if period not in PERIODS or scope not in SCOPES or venue is False or limit is False:
        return None
    return board, period, scope, venue, limit


class ListLane:
    """ASGI middleware: well-formed list reads are answered here, everything else passes on."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Answer a list read from the cache, or hand the request on."""
        if scope["type"] != "http" or scope["method"] != "GET" or not scope["path"].startswith(PREFIX):
            await self.app(scope, receive, send)
            return
        wanted = list_request(scope["path"], scope.get("query_string", b""))
        headers = _headers(scope)
        if wanted is None or headers is None:
            await self.app(scope, receive, send)
            return
        board, period, list_scope, venue, limit = wanted
        center = scope["app"].state.center
        client = scope.get("client")
        try:
            player = await player_of(center, headers.get(b"authorization"), client[0] if client else "?")
            response = await list_response(center, player, board, period, list_scope, venue, limit,
                                           headers.get(b"if-none-match"))
        except HTTPException as exc:
            response = error_response(exc)
        await response(scope, receive, send)


def _headers(scope: Scope) -> dict[bytes, str] | None:
    """Authorization and If-None-Match (None when one of them comes twice: FastAPI decides then)."""
    found: dict[bytes, str] = {}
    for name, value in scope["headers"]:
        if name in (b"authorization", b"if-none-match"):
            if name in found:
                return None
            found[name] = value.decode("latin-1")
    return found
