#!/usr/bin/env python3
"""Print the Tagesrätsel refill of a day: the first letters that fall into each column.

    python tools/daily_refill.py [--date 2026-12-01] [--count 20]

Every player of that day gets these letters in this order, whatever they play;
the output is the same on every machine (it depends only on the date).
"""
from __future__ import annotations

import argparse
import datetime
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.buch.refill import refill_letters
from game.buch.tiles import display_token


def format_refill(date: datetime.date, count: int = 20) -> str:
    """The report: one line per column, letters in the order they fall in."""
    lines = [f"Tagesrätsel {date.isoformat()}: die ersten {count} Nachschub-Buchstaben je Spalte"]
    for col, letters in enumerate(refill_letters(date, count), start=1):
        lines.append(f"Spalte {col}: " + " ".join(display_token(t) for t in letters))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--date", default=None, help="Tag als JJJJ-MM-TT (Standard: heute)")
    parser.add_argument("--count", type=int, default=20, help="Buchstaben je Spalte (Standard: 20)")
    args = parser.parse_args(argv)
    try:
        date = datetime.date.fromisoformat(args.date) if args.date else datetime.date.today()
    except ValueError:
        parser.error(f"„{args.date}“ ist kein Datum (JJJJ-MM-TT).")
    if args.count < 1:
        parser.error("--count muss mindestens 1 sein.")
    print(format_refill(date, args.count))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
