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
        inner = raw.strip()
        if any(ch.isspace() or not ch.isprintable() for ch in inner):
            print(f"{raw!r}\tungültig\t-")
            print(f"{raw!r}: enthält Leer- oder Steuerzeichen (Tabulator, Zeilenumbruch); "
                  "bitte ein Wort ohne Zwischenraum angeben", file=sys.stderr)
            all_valid = False
            continue
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
    (re.compile(r"argument (\S+): braucht (.*)"), r"\1 braucht \2"),
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


def folder_arg(text: str) -> Path:
    """A folder given on the command line; an empty name is an error (``Path("")`` would silently be ``.``)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("braucht einen Ordnernamen (leer angegeben)")
    return Path(text)


def build_parser() -> argparse.ArgumentParser:
    """Arguments of ``python main.py`` / ``speedsetzer``."""
    p = GermanArgumentParser(prog="speedsetzer", description="Speedsetzer & Speedbuch – deutsche Wortspiele")
    p.add_argument("--fullscreen", action="store_true", help="im Vollbild starten (F11 wechselt)")
    p.add_argument("--headless", action="store_true", help="ohne Bildschirm und Ton laufen (Test, Server)")
    p.add_argument("--size", default="1280x800", help="Fenstergröße BREITExHÖHE (Standard 1280x800)")
    p.add_argument("--data-dir", type=folder_arg, help="Ordner für Spielstände und Bestenlisten")
    p.add_argument("--kiosk", action="store_true", help="Kioskbetrieb: Vollbild, Verlassen nur mit Betreiber-PIN")
    p.add_argument("--autoplay", choices=("setzer", "buch", "partien"), help="Computer spielt eine Partie durch (Demo)")
    p.add_argument("--seed", type=int, default=1, help="Startwert für --autoplay")
    p.add_argument("--center", metavar="URL", help="mit einem Spielcenter verbinden (gemeinsame Listen), "
                                                    "z. B. http://127.0.0.1:8765")
    p.add_argument("--halle", metavar="TOKEN", help="mit --center: Betreiber-Token der Halle (Kiosk einer Halle)")
    p.add_argument("--screenshot", type=folder_arg, metavar="DIR", help="jeden Bildschirm als PNG in DIR speichern")
    p.add_argument("--frames", type=int, default=0, help="nach so vielen Bildern beenden (Tests)")
    p.add_argument("-v", "--verbose", action="store_true", help="ausführliches Protokoll")
    return p


VALUE_OPTIONS = ("--size", "--seed", "--frames", "--data-dir", "--screenshot", "--autoplay", "--center", "--halle")


def join_negative_values(argv: list[str]) -> list[str]:
    """``--size -5x-5`` -> ``--size=-5x-5``: a value that starts with a minus is still the option's value."""
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg in VALUE_OPTIONS and i + 1 < len(argv) and argv[i + 1].startswith("-") \
                and not argv[i + 1].startswith("--") and len(argv[i + 1]) > 1:
            out.append(f"{arg}={argv[i + 1]}")
            i += 2
            continue
        out.append(arg)
        i += 1
    return out


def check_args(args: argparse.Namespace) -> str | None:
    """A German message for values argparse lets through but the game cannot use, else None."""
    if args.data_dir is not None and Path(args.data_dir).exists() and not Path(args.data_dir).is_dir():
        return f"--data-dir: „{args.data_dir}“ ist eine Datei, kein Ordner"
    if args.seed is not None and args.seed < 1:
        return f"--seed: Startwert {args.seed} geht nicht, bitte eine ganze Zahl ab 1"
    if args.frames is not None and args.frames < 0:
        return f"--frames: {args.frames} geht nicht, bitte 0 (ohne Ende) oder mehr"
    if args.screenshot is not None:
        problem = _unwritable(Path(args.screenshot))
        if problem:
            return f"--screenshot: in „{args.screenshot}“ lassen sich keine Bilder speichern ({problem})"
    return None


def _unwritable(folder: Path) -> str | None:
    """Why no file can be written into ``folder`` (created if missing), or None."""
    import tempfile

    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as err:
        import errno

        reasons = {errno.EACCES: "keine Schreibrechte", errno.EPERM: "keine Schreibrechte",
                   errno.EROFS: "schreibgeschützt", errno.ENOENT: "der Ordner lässt sich nicht anlegen",
                   errno.ENOTDIR: "kein Ordner", errno.EEXIST: "kein Ordner", errno.ENOSPC: "kein Platz mehr"}
        return reasons.get(err.errno or 0, f"Systemfehler {err.errno}")
    return None


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``speedsetzer`` and ``python main.py``."""
    argv = join_negative_values(list(sys.argv[1:] if argv is None else argv))
    if argv and argv[0] == "lookup":
        lp = GermanArgumentParser(prog="speedsetzer lookup", description="Wörter nachschlagen")
        lp.add_argument("words", nargs="*")
        lp.add_argument("--stats", action="store_true", help="Kennzahlen der Wortliste als JSON")
        lp.add_argument("--data-dir", type=Path, help="Ordner des Spielstands (für die Betreiber-Wortlisten)")
        args = lp.parse_args(argv[1:])
        return lookup(args.words, args.stats, args.data_dir)
    parser = build_parser()
    args = parser.parse_args(argv)
    problem = check_args(args)
    if problem:
        parser.error(problem)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    from game.launch import launch  # pygame is imported only for the game itself

    return launch(args)
