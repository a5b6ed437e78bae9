"""Monkey run over every scene of the real game: random input, scene jumps and window sizes from 1x1 to 3840x2160.

Usage:
  python tools/monkey.py --events 100000 [--seed 1] [--data-dir DIR] [--kiosk] [--draw-every 4] [--frame-every 3]
                         [--progress 5000] [--check-damage 10]

Events are posted to pygame's queue and delivered by the app's own frame
(``App.safe_step``, the top-level handler of ``App.run``), exactly as a player's
input would be.  The count that matters is ``errors``: unexpected exceptions
that reached the top-level handler (each is logged with its traceback).  Prints
one JSON line with the counts, the scenes seen and the running time; with ``--progress N`` also a short
JSON line on stderr every N events (a long run that is stopped early still tells how far it got).
With ``--check-damage N`` every N-th frame drawn in rectangles (frame damage) is compared pixel for pixel with
the same scenes drawn whole; ``damage_mismatches`` counts frames that differ (each is logged with the scene).
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.app import Options  # noqa: E402
from game.launch import build_app  # noqa: E402

SIZES = ((1, 1), (200, 150), (320, 240), (599, 599), (600, 600), (800, 1280), (1024, 600), (1280, 800),
         (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160), (5, 900), (1600, 40))
TEXT = "abcdefghijklmnopqrstuvwxyzäöüßÄÖÜ ?!1-'\t="
KEYS = ([pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
         pygame.K_SPACE, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_DELETE,
         pygame.K_ESCAPE, pygame.K_F11] + list(range(pygame.K_a, pygame.K_z + 1)) + list(range(pygame.K_0, pygame.K_9 + 1)))
WEIGHTS = {"click": 30, "drag": 10, "move": 10, "key": 16, "text": 10, "wheel": 5, "resize": 2, "jump": 1}


class Monkey:
    """Feeds random events into a running app and counts what the top-level handler caught."""

    def __init__(self, app, seed: int, draw_every: int, frame_every: int = 3, progress: int = 0,
                 check_damage: int = 0) -> None:
        from game.scenes import registry

        self.app = app
        self.frame_every = frame_every
        self.rng = random.Random(seed)
        self.draw_every = draw_every
        self.progress = progress
        self._next_report = progress
        self._started = time.perf_counter()
        self.keys = registry.keys()
        self.events = self.frames = self.resizes = self.jumps = self.open_failures = 0
        self.scenes: dict[str, int] = {}
        self.check_damage = check_damage
        self.damage_checked = self.damage_mismatches = 0
        self._partial_frames = 0

    def frame(self) -> None:
        """One real frame: the app reads the queued events, updates and (sometimes) draws."""
        self.frames += 1
        draw = self.frames % self.draw_every == 0
        before = list(self.app.stack.scenes)
        ok = self.app.safe_step(1 / 60, draw=draw)
        if ok and draw and self.check_damage and self.app.drawn_rects and self.app.stack.scenes == before:
            self._partial_frames += 1
            if self._partial_frames % self.check_damage == 0:
                self._compare_with_whole()
        if self.progress and self.events >= self._next_report:
            self._next_report += self.progress
            print(json.dumps({"events": self.events, "frames": self.frames, "errors": self.app.errors,
                              "seconds": round(time.perf_counter() - self._started, 1)}), file=sys.stderr, flush=True)
        top = self.app.stack.top
        name = top.name if top is not None else "-"
        self.scenes[name] = self.scenes.get(name, 0) + 1
        if top is None or not self.app.running or len(self.app.stack.scenes) > 10:
            self.app.running = True
            self.jump()

    def _compare_with_whole(self) -> None:
        """The frame just drawn in rectangles must equal the same scenes drawn whole."""
        screen = self.app.screen
        whole = pygame.Surface(screen.get_size())
        self.app.draw_layers(whole)
        self.damage_checked += 1
        if pygame.image.tobytes(whole, "RGB") != pygame.image.tobytes(screen, "RGB"):
            self.damage_mismatches += 1
            top = self.app.stack.top
            logging.getLogger("monkey").error("Bild %d (%s, %dx%d): in Rechtecken %s gezeichnet, weicht vom ganzen Bild ab",
                                              self.frames, top.name if top else "-", *screen.get_size(),
                                              self.app.drawn_rects)
            self.app.redraw_all()  # one mismatch is reported once, not in every later frame

    def post(self, etype: int, **attrs) -> None:
        """Queue one pygame event; every ``frame_every``-th event a frame runs."""
        pygame.event.post(pygame.event.Event(etype, **attrs))
        self.events += 1
        if self.events % self.frame_every == 0:
            self.frame()

    def point(self) -> tuple[int, int]:
        """A window position, often on a widget of the top scene."""
        w, h = self.app.window.get_size()
        return self.rng.randrange(max(1, w)), self.rng.randrange(max(1, h))

    def jump(self) -> None:
        """Open a random registered scene (as the menu would)."""
        from game.scenes import registry

        self.jumps += 1
        key = self.rng.choice(self.keys)
        try:
            scene = registry.create(self.app, key)
        except (KeyError, TypeError, ValueError) as err:  # a scene that needs parameters the menu would give
            logging.getLogger("monkey").debug("%s nicht direkt zu öffnen: %s", key, err)
            self.open_failures += 1
            return
        self.app.stack.reset(scene)

    def run(self, n_events: int) -> None:
        """Send ``n_events`` random events."""
        kinds, weights = zip(*WEIGHTS.items())
        rng = self.rng
        while self.events < n_events:
            kind = rng.choices(kinds, weights)[0]
            touch = rng.random() < 0.3
            if kind == "click":
                pos = self.point()
                self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=touch)
                self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=touch)
            elif kind == "drag":
                start, end = self.point(), self.point()
                self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=touch)
                for i in range(1, 5):
                    p = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
                    self.post(pygame.MOUSEMOTION, pos=p, rel=(1, 1), buttons=(1, 0, 0), touch=touch)
                self.post(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=touch)
            elif kind == "move":
                self.post(pygame.MOUSEMOTION, pos=self.point(), rel=(1, 1), buttons=(0, 0, 0), touch=False)
            elif kind == "key":
                key = rng.choice(KEYS)
                mod = rng.choice((0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL | pygame.KMOD_ALT))
                uni = chr(key) if 32 < key < 127 else ""
                self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0)
                self.post(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0)
            elif kind == "text":
                self.post(pygame.TEXTINPUT, text=rng.choice(TEXT))
            elif kind == "wheel":
                self.post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False, precise_x=0.0,
                          precise_y=1.0, touch=False)
            elif kind == "resize":
                size = rng.choice(SIZES) if rng.random() < 0.7 else (rng.randint(1, 3840), rng.randint(1, 2160))
                self.app.set_window_size(size)
                self.resizes += 1
                self.events += 1
                self.frame()
            else:
                self.jump()
                self.events += 1
                self.frame()


def main(argv: list[str] | None = None) -> int:
    """Run the monkey; exit status 1 when an unexpected error reached the top-level handler or a damage check failed."""
    parser = argparse.ArgumentParser(prog="monkey", description="Zufallseingaben über alle Szenen")
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data-dir", type=Path)
    parser.add_argument("--kiosk", action="store_true")
    parser.add_argument("--draw-every", type=int, default=4, help="jedes n-te Bild zeichnen")
    parser.add_argument("--frame-every", type=int, default=3, help="nach jedem n-ten Ereignis ein Bild")
    parser.add_argument("--progress", type=int, default=0, help="alle n Ereignisse eine Zwischenzeile (stderr)")
    parser.add_argument("--check-damage", type=int, default=0,
                        help="jedes n-te in Rechtecken gezeichnete Bild mit dem ganzen Bild vergleichen")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    with tempfile.TemporaryDirectory() as tmp:
        data = args.data_dir or Path(tmp)
        if args.kiosk:
            from game.store.operator_file import OperatorFile
            from game.store.settings import hash_pin

            OperatorFile(data / "betrieb.json").update(pin=hash_pin("2468", b"monkey"))
        started = time.perf_counter()
        app = build_app(Options(headless=True, kiosk=args.kiosk, size=(1280, 800), data_dir=data))
        app.stack.apply_pending()
        monkey = Monkey(app, args.seed, args.draw_every, args.frame_every, args.progress, args.check_damage)
        monkey.run(args.events)
        seconds = time.perf_counter() - started
        report = {"events": monkey.events, "frames": monkey.frames, "errors": app.errors, "resizes": monkey.resizes,
                  "jumps": monkey.jumps, "open_failures": monkey.open_failures, "seconds": round(seconds, 1),
                  "damage_checked": monkey.damage_checked, "damage_mismatches": monkey.damage_mismatches,
                  "scenes": dict(sorted(monkey.scenes.items()))}
        app.store.close()
        pygame.quit()
    print(json.dumps(report, ensure_ascii=False))
    return 1 if report["errors"] or report["damage_mismatches"] else 0


if __name__ == "__main__":
    sys.exit(main())
