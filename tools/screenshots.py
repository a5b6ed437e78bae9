"""Open every registered scene headless in landscape (1280x800) and portrait (800x1280) and write PNGs.

    python tools/screenshots.py [--out DIR] [--only KEY ...] [--sizes 1280x800,800x1280]

Scenes that need parameters get them from ``SHOT_PARAMS`` (other packages may
extend it, or provide ``SHOT_PARAMS`` in ``game/scenes/<pkg>/shots.py``).
Keys listed in ``SKIP`` are not scenes one can open alone (e.g. results need a game).
"""
from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

#: key -> params for scenes that need some
SHOT_PARAMS: dict[str, dict] = {
    "lookup": {"word": "Straße"},
}
#: keys that cannot be opened on their own
SKIP: set[str] = {"menu"}
FRAMES = 12  # frames to run before the picture (fades, first layout)


def _extend_from_packages() -> None:
    for pkg in ("setzer", "buch"):
        try:
            mod = importlib.import_module(f"game.scenes.{pkg}.shots")
        except ImportError:
            continue
        SHOT_PARAMS.update(getattr(mod, "SHOT_PARAMS", {}) or {})
        SKIP.update(getattr(mod, "SKIP", set()) or set())


def main(argv: list[str] | None = None) -> int:
    """Write one PNG per scene and size; exit code 1 if any scene failed."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path("screenshots"))
    ap.add_argument("--only", nargs="*", help="only these scene keys")
    ap.add_argument("--sizes", default="1280x800,800x1280")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")

    import pygame

    from game.app import App, Options
    from game.launch import parse_size
    from game.scenes import registry
    from game.scenes.operator.scenes import register_store_scenes

    registry.import_game_packages()
    register_store_scenes()  # each app below plays on its own in-memory store
    registry.register_shell_scenes()
    _extend_from_packages()
    keys = args.only or [k for k in registry.keys() if k not in SKIP]
    keys = ["menu"] + [k for k in keys if k != "menu"]
    args.out.mkdir(parents=True, exist_ok=True)
    failed = []
    for size_text in args.sizes.split(","):
        size = parse_size(size_text)
        for key in keys:
            app = App(Options(headless=True, size=size, data_dir=args.out / ".data"))
            try:
                app.start(registry.create(app, "menu"))
                if key != "menu":
                    scene = app.open(key, **SHOT_PARAMS.get(key, {}))
                    if scene is None:
                        raise RuntimeError("nicht registriert oder Fabrik fehlgeschlagen")
                for _ in range(FRAMES):
                    app.advance(1 / 60)
                path = args.out / f"{key}_{size[0]}x{size[1]}.png"
                pygame.image.save(app.screen, str(path))
                print(path)
            except Exception as err:  # keep going: one broken scene must not hide the others
                logging.exception("%s %s fehlgeschlagen", key, size)
                failed.append(f"{key}@{size[0]}x{size[1]}: {err}")
    for line in failed:
        print("FEHLER", line, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
