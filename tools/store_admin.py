"""Operator tasks on the store from a shell: set the PIN before a kiosk goes live, export or reset a list.

Usage:
  python tools/store_admin.py [--data-dir DIR] set-pin            (asks twice, hidden)
  python tools/store_admin.py [--data-dir DIR] export BOARD FILE [--day YYYY-MM-DD]
  python tools/store_admin.py [--data-dir DIR] reset BOARD
  python tools/store_admin.py [--data-dir DIR] info
BOARD: setzer, tagesbrett, buch_3min, buch_endlos, buch_raetsel.
"""
from __future__ import annotations

import argparse
import getpass
import sys
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.store import Board, Store, StoreError  # noqa: E402
from game.store.boards import BOARD_TITLES, DAILY_BOARDS  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Run one operator command; returns the exit code."""
    parser = argparse.ArgumentParser(prog="store_admin", description="Betreiberaufgaben am Spielstand")
    parser.add_argument("--data-dir", type=Path, help="Ordner des Spielstands (Standard: Benutzerdatenordner)")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("set-pin", help="Betreiber-PIN festlegen")
    export = sub.add_parser("export", help="Bestenliste als CSV schreiben")
    export.add_argument("board", choices=[b.value for b in Board])
    export.add_argument("file", type=Path)
    export.add_argument("--day", type=date.fromisoformat, help="Tag einer Tagesliste (Standard: heute)")
    reset = sub.add_parser("reset", help="Bestenliste löschen")
    reset.add_argument("board", choices=[b.value for b in Board])
    sub.add_parser("info", help="Überblick über den Spielstand")
    args = parser.parse_args(argv)

    store, notice = Store.open_default(args.data_dir)
    if notice:
        print(notice, file=sys.stderr)
    try:
        if args.command == "set-pin":
            first = getpass.getpass("Neue PIN (4 bis 8 Ziffern): ")
            if getpass.getpass("PIN wiederholen: ") != first:
                print("Die beiden Eingaben stimmen nicht überein.", file=sys.stderr)
                return 1
            store.settings.set_pin(first)
            print("Die PIN ist gespeichert.")
        elif args.command == "export":
            board = Board(args.board)
            day = (args.day or date.today()) if board in DAILY_BOARDS else None
            count = store.boards.export_csv(board, args.file, day=day)
            print(f"{BOARD_TITLES[board]}: {count} Einträge nach {args.file}")
        elif args.command == "reset":
            board = Board(args.board)
            print(f"{BOARD_TITLES[board]}: {store.boards.reset(board)} Einträge gelöscht")
        else:
            print(f"Datei: {store.path}")
            print(f"Profile: {', '.join(p.name for p in store.profiles.all())}")
            print(f"Laufende Partien: {len(store.saves.list_setzer_games())}")
            print(f"PIN gesetzt: {'ja' if store.settings.has_pin() else 'nein'}")
            lists = store.settings.operator_lists()
            print(f"Gesperrte Wörter: {len(lists.blocked)}, zusätzlich erlaubt: {len(lists.extra)}")
    except StoreError as err:
        print(str(err), file=sys.stderr)
        return 1
    finally:
        store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
