"""Start the game from parsed arguments: options, settings, scene registry, autoplay, screenshots."""
from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import re
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from game.store import Store, StoreError

if TYPE_CHECKING:
    from game.app import App, Options

log = logging.getLogger(__name__)

SCREENSHOT_DELAY_FRAMES = 12  # let a new scene settle (fades, first layout) before its picture is taken


HEADLESS_MAX_SIZE = (3840, 2160)  # without a display: the largest screen the game is made for


def parse_size(text: str, largest: tuple[int, int] = (8192, 8192)) -> tuple[int, int]:
    """``"1280x800"`` -> (1280, 800); raises ValueError with a German message (also above ``largest``)."""
    m = re.fullmatch(r"\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*", text or "")
    if not m:
        raise ValueError(f"Fenstergröße „{text}“ nicht lesbar – bitte BREITExHÖHE mit positiven Zahlen, z. B. 1280x800")
    w, h = int(m.group(1)), int(m.group(2))
    if w < 320 or h < 320:
        raise ValueError(f"Fenstergröße {w}x{h} ist zu klein: mindestens 320 Pixel in jeder Richtung")
    lw, lh = largest
    if w > max(lw, lh) or h > max(lw, lh) or w * h > lw * lh:
        raise ValueError(f"Fenstergröße {w}x{h} ist größer als der größte Bildschirm ({lw}x{lh})")
    return w, h


def largest_display(headless: bool) -> tuple[int, int]:
    """The largest screen attached (``HEADLESS_MAX_SIZE`` without a display)."""
    if headless:
        return HEADLESS_MAX_SIZE
    import pygame

    try:
        pygame.display.init()
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error as err:
        log.warning("Bildschirmgröße unbekannt: %s", err)
        return HEADLESS_MAX_SIZE
    return max(sizes, key=lambda s: s[0] * s[1]) if sizes else HEADLESS_MAX_SIZE


def options_from_args(args: argparse.Namespace) -> "Options":
    """Build the app options from the parsed command line (``game.cli.build_parser``: every attribute is there)."""
    from game.app import Options

    headless: bool = args.headless
    return Options(
        headless=headless,
        fullscreen=args.fullscreen,
        size=parse_size(args.size, largest_display(headless)),
        data_dir=args.data_dir,
        max_frames=args.frames,
        kiosk=args.kiosk,
        autoplay=args.autoplay,
        seed=args.seed,
        screenshot_dir=args.screenshot,
        time_scale=1.0,
        silent=headless,  # a headless run never makes noise (without touching the saved setting)
        center_url=args.center,
        center_venue_token=args.halle,
    )


class ScreenshotHook:
    """Frame hook: writes ``DIR/<nn>_<scene>_<W>x<H>.png`` for every new top scene once it has settled."""

    def __init__(self, directory: Path, delay: int = SCREENSHOT_DELAY_FRAMES) -> None:
        self.directory = Path(directory)
        self.directory.mkdir(parents=True, exist_ok=True)
        self.delay = delay
        self.count = 0
        self._scene = None
        self._size: tuple[int, int] | None = None
        self._frames = 0
        self._taken = False
        self.written: list[Path] = []

    def __call__(self, app: "App") -> None:
        top = app.stack.top
        if top is not self._scene or app.size != self._size:
            self._scene, self._size, self._frames, self._taken = top, app.size, 0, False
            return
        self._frames += 1
        if top is not None and not self._taken and self._frames >= self.delay:
            self._taken = True
            self.save(app, top.name)

    def save(self, app: "App", name: str) -> Path:
        """Write the current screen now."""
        import pygame

        self.count += 1
        w, h = app.size
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)
        path = self.directory / f"{self.count:02d}_{safe}_{w}x{h}.png"
        pygame.image.save(app.screen, str(path))
        self.written.append(path)
        log.info("Bildschirmfoto %s", path)
        return path


def start_autoplay(app: "App", game: str, seed: int) -> bool:
    """Call ``game.scenes.<setzer|buch>.autoplay.start(app, seed)``; False when it does not exist."""
    module_name = f"game.scenes.{game}.autoplay"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        log.error("Autoplay %s nicht verfügbar (%s)", game, err)
        return False
    start = getattr(module, "start", None)
    if start is None:
        log.error("%s hat keine Funktion start(app, seed)", module_name)
        return False
    start(app, seed)
    return True


def forget_guest_games(store: Store) -> int:
    """Delete the guest profile's games in progress and paused Tagesbrett (kiosk: a stranger's half game is not resumed by the next one)."""
    try:
        guest = store.profiles.guest().id
        gone = [info.id for info in (*store.saves.list_setzer_games(guest), *store.saves.list_tagesbretter(guest))]
        for save_id in gone:
            store.saves.delete(save_id)
        store.saves.clear_endless(guest)
    except (StoreError, sqlite3.Error) as err:  # a read-only or damaged store: nothing to tidy, the kiosk goes on
        log.warning("Gast-Spielstände nicht entfernt: %s", err)
        return 0
    return len(gone)


def install_kiosk(app: "App") -> None:
    """``--kiosk``: idle return to the title, attract demos, operator chord + PIN."""
    from game.scenes.operator.kiosk_driver import KioskDriver, default_scenes
    from game.settings import Settings

    def reset_guest() -> None:
        """The visitor walked away: their guest games end, their profiles and settings are out of reach."""
        forget_guest_games(app.store)
        app.session.reset_to_guest()
        fresh = Settings()
        app.settings.update(sound=app.store.settings.kiosk_sound(), volume=fresh.volume, calm=fresh.calm,
                            buch_theme=fresh.buch_theme)

    app.kiosk_driver = KioskDriver(app, app.store, default_scenes(app, reset_guest))
    app.kiosk_driver.install()


def ask_first_pin(app: "App") -> None:
    """A kiosk never runs without a PIN: with none set, the PIN pad covers everything until the operator sets one."""
    if app.kiosk_driver is not None and not app.store.settings.has_pin():
        log.warning("Kioskbetrieb ohne Betreiber-PIN: zuerst eine PIN festlegen "
                    "(am Gerät oder vorab mit tools/store_admin.py set-pin)")
        app.stack.apply_pending()
        app.kiosk_driver.open_operator()


def build_app(options: "Options") -> "App":
    """Open the store, create the app with its services, fill the registry and show the menu."""
    from game.app import App
    from game.scenes import registry
    from game.scenes.leaderboard import set_provider
    from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider
    from game.scenes.menu.store_badges import register_store_badges
    from game.scenes.operator.scenes import register_store_scenes

    if options.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    store, notice = Store.open_default(options.data_dir)
    store.start_writer()  # from here on no frame waits for the disk: writes go through the writer's queue
    if store.path is not None:
        from game.render.assets import set_disk_cache

        set_disk_cache(store.path.parent / "bilder")  # the title's background, kept between starts
    app = App(options, store)
    log.info("Es spielt: %s", app.session.name)
    from game.memory import Trimmer

    app.frame_hooks.append(Trimmer())  # freed pages go back to the system now and then (resident size)
    set_provider(StoreLeaderboardProvider(store, player_name=lambda: app.session.name))
    if app.settings.settings.fullscreen and not app.fullscreen and not options.headless:
        app.toggle_fullscreen()
    registry.import_game_packages()
    register_store_scenes()
    registry.register_shell_scenes()
    register_store_badges()  # after the game packages, whose own badges win
    app.title_scene = lambda: registry.create(app, "menu")  # where the top-level error handler returns to
    app.start(app.title_scene())
    if options.kiosk:
        install_kiosk(app)
    from game.start_check import run_start_check

    # damaged files are told on screen (a kiosk has no terminal); the game goes on as well as it can
    notices = [("Spielstand", notice), ("Spielstand", store.operator.notice)]
    notices += [("Beschädigte Dateien", text) for text in run_start_check().notices]
    for title, text in notices:
        if text:
            from game.scenes.message import show_message

            app.stack.apply_pending()
            show_message(app, title, text)
    if options.kiosk:
        ask_first_pin(app)  # after the notices: the missing PIN is asked for on top of everything
    return app


#: exit status when the word list cannot be loaded at start-up
EXIT_LEXICON = 4


def _npy_problem(path: Path) -> str | None:
    """Why the ``.npy`` file at ``path`` cannot be a whole array (header and length checked, numpy not loaded)."""
    import ast
    import struct

    try:
        with path.open("rb") as fh:
            head = fh.read(10)
            if len(head) < 10 or head[:6] != b"\x93NUMPY":
                return "kein numpy-Feld"
            if head[6] == 1:
                (length,), start = struct.unpack("<H", head[8:10]), 10
            else:
                (length,), start = struct.unpack("<I", head[8:10] + fh.read(2)), 12
            header = ast.literal_eval(fh.read(length).decode("latin-1"))
        count = 1
        for n in header["shape"]:
            count *= int(n)
        itemsize = int(str(header["descr"])[2:])
    except (OSError, ValueError, SyntaxError, KeyError, TypeError, struct.error) as err:
        return str(err) or type(err).__name__
    if path.stat().st_size < start + length + count * itemsize:
        return "Datei zu kurz"
    return None


def lexicon_problem() -> str | None:
    """Load the word list and check both word graphs' files once; a German explanation when that fails, else None.

    The graphs themselves load when a game first needs them (the title does not wait for them).
    """
    from game.lexicon import LexiconError, load_lexicon
    from game.lexicon_format import DAWG_PARTS

    try:
        lexicon = load_lexicon()
        for name in ("all", "common"):
            for part in DAWG_PARTS:
                path = lexicon.directory / f"dawg_{name}.{part}.npy"
                reason = _npy_problem(path)
                if reason is not None:
                    raise LexiconError(f"Wortliste beschädigt oder fehlt: {path.name} ({reason})")
    except LexiconError as err:
        return (f"Die Wortliste lässt sich nicht laden, ohne sie kann nicht gespielt werden.\n{err}\n"
                "Bitte das Spiel neu installieren oder den Ordner „lexicon“ wiederherstellen.")
    return None


def launch(args: argparse.Namespace) -> int:
    """Run the game; with ``--autoplay`` print the result as one JSON line at the end."""
    import sys

    try:
        options = options_from_args(args)
    except ValueError as err:
        print(f"speedsetzer: Fehler: {err}", file=sys.stderr)
        return 2
    problem = lexicon_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        if not options.headless:  # on screen too: a kiosk has no terminal
            from game.scenes.error import show_fatal_message

            show_fatal_message(problem + " Eine Taste oder ein Tippen beendet das Programm.",
                               fullscreen=options.fullscreen or options.kiosk)
        return EXIT_LEXICON
    if options.autoplay and not options.headless:
        log.info("Autoplay läuft sichtbar; --headless für den schnellen Lauf")
    app = build_app(options)
    from game.center.connection import address_at_start, connect, missing_package

    center = address_at_start(app)  # --center, a kiosk's betrieb.json or the laptop's settings
    if center is not None and missing_package() is not None:
        print(f"speedsetzer: {missing_package()}", file=sys.stderr)
        if options.center_url:
            return 2
    elif center is not None:
        connect(app, *center)
    if options.screenshot_dir is not None:
        app.frame_hooks.append(ScreenshotHook(options.screenshot_dir))
    if options.autoplay:
        if not start_autoplay(app, options.autoplay, options.seed):
            print(json.dumps({"error": f"autoplay {options.autoplay} nicht verfügbar"}, ensure_ascii=False))
            return 3
    code = app.run()
    if app.center is not None:
        app.center.close()
    if app.result is not None:
        print(json.dumps(app.result, ensure_ascii=False, sort_keys=True))
    return code
