"""Operator tasks on the store from a shell: set the PIN before a kiosk goes live, export or reset a list.

Usage:
  python tools/store_admin.py [--data-dir DIR] set-pin [--stdin]  (asks twice, hidden; --stdin: one line)
  python tools/store_admin.py [--data-dir DIR] kiosk [--idle S] [--attract S] [--sound an|aus]
  python tools/store_admin.py [--data-dir DIR] export BOARD FILE [--day YYYY-MM-DD]
  python tools/store_admin.py [--data-dir DIR] reset BOARD
  python tools/store_admin.py [--data-dir DIR] info
BOARD: setzer, tagesbrett, buch_3min, buch_endlos, buch_raetsel.

The PIN and the kiosk settings live in ``betrieb.json`` beside the save file,
so they can be set before the first start and survive a damaged save file.
"""
from __future__ import annotations

import argparse
import getpass
import sys
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.paths import database_path, user_data_dir  # noqa: E402
from game.store import Board, Store, StoreError  # noqa: E402
from game.store.boards import BOARD_TITLES, DAILY_BOARDS  # noqa: E402
from game.store.operator_file import OperatorFile  # noqa: E402
from game.store.settings import MIN_IDLE_S, PIN_MAX, PIN_MIN, hash_pin  # noqa: E402


def _read_pin(from_stdin: bool) -> str | None:
    if from_stdin:
        return sys.stdin.readline().strip()
    first = getpass.getpass(f"Neue PIN ({PIN_MIN} bis {PIN_MAX} Ziffern): ")
    if getpass.getpass("PIN wiederholen: ") != first:
        print("Die beiden Eingaben stimmen nicht überein.", file=sys.stderr)
        return None
    return first


def operator_command(args: argparse.Namespace) -> int:
    """``set-pin`` and ``kiosk``: only the operator file is touched (the save file may be missing or damaged)."""
    import secrets

    folder = user_data_dir(args.data_dir)
    operator = OperatorFile.beside(database_path(folder))
    try:
        if args.command == "set-pin":
            pin = _read_pin(args.stdin)
            if pin is None:
                return 1
            if not (pin.isascii() and pin.isdigit() and PIN_MIN <= len(pin) <= PIN_MAX):
                print(f"Die PIN besteht aus {PIN_MIN} bis {PIN_MAX} Ziffern.", file=sys.stderr)
                return 1
            operator.update(pin=hash_pin(pin, secrets.token_bytes(16)))
            print("Die PIN ist gespeichert.")
            return 0
        changes: dict[str, object] = {}
        for key, value in (("idle_to_title_s", args.idle), ("title_to_attract_s", args.attract)):
            if value is not None:
                if value < MIN_IDLE_S:
                    print(f"Wartezeiten müssen mindestens {int(MIN_IDLE_S)} Sekunden betragen.", file=sys.stderr)
                    return 1
                changes[key] = float(value)
        if args.sound is not None:
            changes["sound"] = args.sound == "an"
        if changes:
            operator.update(**changes)
        print(f"PIN gesetzt: {'ja' if operator.get('pin') else 'nein'}; Titel nach "
              f"{operator.get('idle_to_title_s', 90.0):g} s, Vorführung nach {operator.get('title_to_attract_s', 30.0):g} s, "
              f"Ton {'an' if operator.get('sound', True) else 'aus'}")
    except OSError as err:
        print(f"Die Betreiber-Einstellungen in {folder} lassen sich nicht schreiben: {err.strerror}", file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run one operator command; returns the exit code."""
    parser = argparse.ArgumentParser(prog="store_admin", description="Betreiberaufgaben am Spielstand")
    parser.add_argument("--data-dir", type=Path, help="Ordner des Spielstands (Standard: Benutzerdatenordner)")
    sub = parser.add_subparsers(dest="command", required=True)
    pin = sub.add_parser("set-pin", help="Betreiber-PIN festlegen")
    pin.add_argument("--stdin", action="store_true", help="die PIN als eine Zeile von der Standardeingabe lesen")
    kiosk = sub.add_parser("kiosk", help="Kiosk-Einstellungen zeigen oder ändern")
    kiosk.add_argument("--idle", type=float, help="Sekunden ohne Eingabe bis zum Titel")
    kiosk.add_argument("--attract", type=float, help="Sekunden auf dem Titel bis zur Vorführung")
    kiosk.add_argument("--sound", choices=("an", "aus"), help="Ton für jeden neuen Besucher")
    export = sub.add_parser("export", help="Bestenliste als CSV schreiben")
    export.add_argument("board", choices=[b.value for b in Board])
    export.add_argument("file", type=Path)
    export.add_argument("--day", type=date.fromisoformat, help="Tag einer Tagesliste (Standard: heute)")
    reset = sub.add_parser("reset", help="Bestenliste löschen")
    reset.add_argument("board", choices=[b.value for b in Board])
    sub.add_parser("info", help="Überblick über den Spielstand")
    args = parser.parse_args(argv)
    if args.command in ("set-pin", "kiosk"):
        return operator_command(args)

    store, notice = Store.open_default(args.data_dir)
    if notice:
        print(notice, file=sys.stderr)
    try:
        if args.command == "export":
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
