"""Clear German error bodies (``{"detail": ...}``) and the request-size limit."""
from __future__ import annotations

import json
import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

log = logging.getLogger(__name__)

_GERMAN = {
    "Not Found": "Diese Adresse gibt es nicht.",
    "Method Not Allowed": "Diese Methode ist hier nicht erlaubt.",
    "There was an error parsing the body": "Der Inhalt ist kein lesbares JSON.",
}

#: why a field was refused, in German, by pydantic's error type (its ``ctx`` fills the braces); others keep pydantic's
_REASONS = {
    "missing": "fehlt",
    "extra_forbidden": "ist hier nicht vorgesehen",
    "int_type": "muss eine ganze Zahl sein",
    "int_parsing": "muss eine ganze Zahl sein",
    "int_from_float": "muss eine ganze Zahl sein",
    "bool_type": "muss true oder false sein",
    "bool_parsing": "muss true oder false sein",
    "string_type": "muss ein Text sein",
    "greater_than_equal": "muss mindestens {ge} sein",
    "greater_than": "muss größer als {gt} sein",
    "less_than_equal": "darf höchstens {le} sein",
    "less_than": "muss kleiner als {lt} sein",
    "string_too_short": "muss mindestens {min_length} Zeichen lang sein",
    "string_too_long": "darf höchstens {max_length} Zeichen lang sein",
    "string_pattern_mismatch": "hat nicht die erlaubte Form",
    "too_long": "darf höchstens {max_length} Einträge haben",
    "literal_error": "muss einer dieser Werte sein: {expected}",
    "model_attributes_type": "muss ein JSON-Objekt sein",
    "dict_type": "muss ein JSON-Objekt sein",
    "list_type": "muss eine Liste sein",
    "tuple_type": "muss eine Liste sein",
    "too_short": "muss mindestens {min_length} Einträge haben",
    "float_type": "muss eine Zahl sein",
    "float_parsing": "muss eine Zahl sein",
    "int_parsing_size": "muss eine ganze Zahl sein",
    "json_invalid": "ist kein lesbares JSON",
}


def _reason(error: dict) -> str:
    """Why pydantic refused a field, in German where the error type is known."""
    kind = str(error.get("type", ""))
    ctx = error.get("ctx") or {}
    if kind == "value_error" and "error" in ctx:
        return str(ctx["error"])[:200]  # our own validators speak German already
    template = _REASONS.get(kind)
    if template is not None:
        try:
            return template.format(**ctx).replace("' or '", "' oder '")[:200]
        except (KeyError, IndexError):
            log.debug("pydantic error %s without the expected context %s", kind, ctx)
    return str(error.get("msg", ""))[:200]


def _field(loc: tuple, kind: str = "") -> str:
    if kind == "json_invalid":  # its loc holds the position in the text, not a field
        return "Anfrage"
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
        errors = [{"feld": _field(tuple(e.get("loc", ())), str(e.get("type", ""))), "grund": _reason(e)}
                  for e in exc.errors()[:10]]
        first = errors[0] if errors else {"feld": "Anfrage", "grund": "ungültig"}
        field = "" if first["feld"] == "Anfrage" else f"{first['feld']}: "  # (the request as a whole: no field)
        return JSONResponse({"detail": f"Ungültige Anfrage: {field}{first['grund']}", "fehler": errors},
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
