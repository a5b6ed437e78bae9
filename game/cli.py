"""Command line: start the game, or ``lookup WORD...`` to check words."""
from __future__ import annotations

import argparse
import json
import logging
import re
import sys
from pathlib import Path

from game.lexicon import LexiconError, NormalizeError, load_lexicon, normalize_word, sheet_note


def lookup(words: list[str], stats: bool = False, data_dir: Path | None = None) -> int:
    """Print one line per word (form, gültig/ungültig, gängig/selten/-); 0 when all are valid."""
    try:
        lexicon = _lexicon_with_operator_lists(data_dir)
    except LexiconError as err:
        print(str(err), file=sys.stderr)
        return 2
    if stats:
        print(json.dumps(lexicon.stats, ensure_ascii=False, sort_keys=True))
        return 0
    if not words:
        print("Bitte mindestens ein Wort angeben: speedsetzer lookup WORT ...", file=sys.stderr)
        return 2
    all_valid = True
    for raw in words:
        try:
            form = normalize_word(raw)
        except NormalizeError as err:
            print(f"{raw}\tungültig\t-")
            print(f"{raw}: {err}", file=sys.stderr)
            all_valid = False
            continue
        if lexicon.is_word(form):
            print(f"{form}\tgültig\t{'gängig' if lexicon.is_common(form) else 'selten'}")
            note = sheet_note(form)
            if note:
                print(f"{form}: {note}", file=sys.stderr)
        else:
            print(f"{form}\tungültig\t-")
            all_valid = False
    return 0 if all_valid else 1


def _lexicon_with_operator_lists(data_dir: Path | None = None):
    """The lexicon with the operator's blocked and extra words from the save file (read-only)."""
    lexicon = load_lexicon()
    from game.store import read_operator_lists_readonly

    lists = read_operator_lists_readonly(data_dir)  # a missing or unreadable file gives empty lists
    return lexicon.with_operator_lists(blocked=lists.blocked, extra=lists.extra)


_ARGPARSE_GERMAN = (
    (re.compile(r"unrecognized arguments: (.*)"), r"unbekannte Angabe(n): \1"),
    (re.compile(r"argument (\S+): invalid (\w+) value: (.*)"), r"\1: \3 ist keine gültige Angabe (erwartet: \2)"),
    (re.compile(r"argument (\S+): invalid choice: (\S+) \(choose from (.*)\)"), r"\1: \2 gibt es nicht (möglich: \3)"),
    (re.compile(r"argument (\S+): expected one argument"), r"\1 braucht einen Wert"),
    (re.compile(r"argument (\S+): ignored explicit argument (.*)"), r"\1 nimmt keinen Wert (\2)"),
    (re.compile(r"the following arguments are required: (.*)"), r"es fehlt: \1"),
)


def german_error(message: str) -> str:
    """argparse's English error message in German (unknown messages are kept as they are)."""
    for pattern, replacement in _ARGPARSE_GERMAN:
        if pattern.fullmatch(message):
            return pattern.sub(replacement, message).replace("(erwartet: int)", "(erwartet: eine ganze Zahl)")
    return message


class GermanArgumentParser(argparse.ArgumentParser):
    """An argument parser whose errors are German and end with exit status 2 (no traceback)."""

    def error(self, message: str):  # type: ignore[override]
        """Print the German reason and a pointer to ``--help``; exit with status 2."""
        self.exit(2, f"{self.prog}: Fehler: {german_error(message)}\nHilfe: {self.prog} --help\n")


def build_parser() -> argparse.ArgumentParser:
    """Arguments of ``python main.py`` / ``speedsetzer``."""
    p = GermanArgumentParser(prog="speedsetzer", description="Speedsetzer & Speedbuch – deutsche Wortspiele")
    p.add_argument("--fullscreen", action="store_true", help="im Vollbild starten (F11 wechselt)")
    p.add_argument("--headless", action="store_true", help="ohne Bildschirm und Ton laufen (Test, Server)")
    p.add_argument("--size", default="1280x800", help="Fenstergröße BREITExHÖHE (Standard 1280x800)")
    p.add_argument("--data-dir", type=Path, help="Ordner für Spielstände und Bestenlisten")
    p.add_argument("--kiosk", action="store_true", help="Kioskbetrieb: Vollbild, Verlassen nur mit Betreiber-PIN")
    p.add_argument("--autoplay", choices=("setzer", "buch"), help="Computer spielt eine Partie durch (Demo)")
    p.add_argument("--seed", type=int, default=1, help="Startwert für --autoplay")
    p.add_argument("--screenshot", type=Path, metavar="DIR", help="jeden Bildschirm als PNG in DIR speichern")
    p.add_argument("--frames", type=int, default=0, help="nach so vielen Bildern beenden (Tests)")
    p.add_argument("-v", "--verbose", action="store_true", help="ausführliches Protokoll")
    return p


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``speedsetzer`` and ``python main.py``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "lookup":
        lp = GermanArgumentParser(prog="speedsetzer lookup", description="Wörter nachschlagen")
        lp.add_argument("words", nargs="*")
        lp.add_argument("--stats", action="store_true", help="Kennzahlen der Wortliste als JSON")
        lp.add_argument("--data-dir", type=Path, help="Ordner des Spielstands (für die Betreiber-Wortlisten)")
        args = lp.parse_args(argv[1:])
        return lookup(args.words, args.stats, args.data_dir)
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    from game.launch import launch  # pygame is imported only for the game itself

    return launch(args)
