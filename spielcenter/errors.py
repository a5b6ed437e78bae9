"""Clear German error bodies (``{"detail": ...}``) and the request-size limit."""
from __future__ import annotations

import json

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

_GERMAN = {
    "Not Found": "Diese Adresse gibt es nicht.",
    "Method Not Allowed": "Diese Methode ist hier nicht erlaubt.",
    "There was an error parsing the body": "Der Inhalt ist kein lesbares JSON.",
}


def _field(loc: tuple) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path", "header")]
    return ".".join(parts) or "Anfrage"


def error_response(exc: StarletteHTTPException) -> JSONResponse:
    """The JSON answer to an HTTPException (German ``detail``)."""
    detail = _GERMAN.get(str(exc.detail), exc.detail)
    return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=exc.headers)


def install_error_handlers(app: FastAPI) -> None:
    """Every error answer is JSON with a German ``detail``."""

    @app.exception_handler(StarletteHTTPException)
    async def _http(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return error_response(exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [{"feld": _field(tuple(e.get("loc", ()))), "grund": str(e.get("msg", ""))[:200]}
                  for e in exc.errors()[:10]]
        first = errors[0] if errors else {"feld": "Anfrage", "grund": "ungültig"}
        return JSONResponse({"detail": f"Ungültige Anfrage: {first['feld']}: {first['grund']}", "fehler": errors},
                            status_code=422)


class BodyLimit:
    """ASGI middleware: refuse request bodies over ``max_bytes`` with 413 (also without Content-Length)."""

    def __init__(self, app, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope, receive, send) -> None:
        """Pass the request on, counting its body."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", ()):
            if name == b"content-length" and (not value.isdigit() or int(value) > self.max_bytes):
                await _too_large(send, self.max_bytes)
                return
        received = 0
        started = False

        async def counting_receive():
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise _TooLarge
            return message

        async def tracking_send(message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except _TooLarge:
            if not started:
                await _too_large(send, self.max_bytes)


class _TooLarge(Exception):
    """Internal: the body grew past the limit."""


async def _too_large(send, limit: int) -> None:
    body = json.dumps({"detail": f"Die Anfrage ist zu groß (höchstens {limit // 1024} KB)."},
                      ensure_ascii=False).encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
