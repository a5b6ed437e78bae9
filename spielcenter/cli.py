"""``speedsetzer-center serve|venue``: run a Spielcenter, or add a venue (prints its operator token)."""
from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

from spielcenter.config import DB_ENV, DEFAULT_VERIFIERS, TZ_ENV, VERIFIERS_ENV, default_db_url


def build_parser() -> argparse.ArgumentParser:
    """Arguments of ``speedsetzer-center``."""
    p = argparse.ArgumentParser(prog="speedsetzer-center", description="Spielcenter für Speedsetzer & Speedbuch")
    sub = p.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="den Server starten")
    serve.add_argument("--db", help="Datenbank-Adresse (Standard: SQLite-Datei im Datenordner), "
                                    "z. B. postgresql+psycopg://user:pass@host/db")
    serve.add_argument("--data-dir", type=Path, help="Datenordner für die eingebaute SQLite-Datei")
    serve.add_argument("--host", default="127.0.0.1", help="Adresse (Standard 127.0.0.1; 0.0.0.0 fürs Netz)")
    serve.add_argument("--port", type=int, default=8765, help="Port (Standard 8765)")
    serve.add_argument("--workers", type=int, default=1, help="Server-Prozesse (PostgreSQL: mehrere möglich)")
    serve.add_argument("--verifiers", type=int, default=DEFAULT_VERIFIERS,
                       help=f"Prüfprozesse je Server-Prozess (Standard {DEFAULT_VERIFIERS})")
    serve.add_argument("--timezone", default="Europe/Berlin", help="Zeitzone des Kalenders (Tagesbrett, Woche)")
    serve.add_argument("--venue", metavar="NAME", help="eine Halle anlegen, falls es sie noch nicht gibt "
                                                       "(ihr Betreiber-Token wird dann einmal ausgegeben)")
    venue = sub.add_parser("venue", help="eine Halle anlegen (gibt den Betreiber-Token aus)")
    venue.add_argument("name")
    venue.add_argument("--db")
    venue.add_argument("--data-dir", type=Path)
    return p


def serve(args: argparse.Namespace) -> int:
    """Run uvicorn with the app factory (settings through the environment, so workers see them too)."""
    import uvicorn

    os.environ[DB_ENV] = args.db or default_db_url(args.data_dir)
    os.environ[TZ_ENV] = args.timezone
    os.environ[VERIFIERS_ENV] = str(max(1, args.verifiers))
    if args.venue:
        _ensure_venue(os.environ[DB_ENV], args.venue)
    uvicorn.run("spielcenter.app:app_from_env", factory=True, host=args.host, port=args.port,
                workers=max(1, args.workers), log_level="warning", access_log=False, timeout_keep_alive=30,
                backlog=2048)
    return 0


def _ensure_venue(db_url: str, name: str, always: bool = False) -> None:
    """Create the venue (unless it exists and ``always`` is off) and print its operator token."""
    from spielcenter.db import make_engine, migrate
    from spielcenter.storage import Storage

    engine = make_engine(db_url)
    migrate(engine)
    storage = Storage(engine)
    name = name[:60]
    existing = storage.venue_named(name)
    if existing is not None and not always:
        print(f"Halle {existing} „{name}“ gibt es schon (ihr Betreiber-Token wurde beim Anlegen ausgegeben).")
    else:
        venue_id, token = storage.create_venue(name)
        print(f"Halle {venue_id} „{name}“ angelegt. Betreiber-Token (nur jetzt sichtbar):")
        print(token, flush=True)
    engine.dispose()


def add_venue(args: argparse.Namespace) -> int:
    """Create a venue and print its id and operator token."""
    _ensure_venue(args.db or default_db_url(args.data_dir), args.name, always=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``speedsetzer-center``."""
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    if args.command == "serve":
        return serve(args)
    return add_venue(args)
