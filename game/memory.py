"""Giving memory back when the player turns from one game to the other.

Speedsetzer's word graphs (~80 MB of Python dicts) and Speedbuch's word finder (~10 MB)
are only needed while their game is played. Each game registers a releaser; opening a
game calls ``turn_to(name)``, which runs the other games' releasers and hands the freed
pages back to the system. The released structures are built again (in the background)
when their game is opened next.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import gc
import logging
import sys
import threading
from collections.abc import Callable, Iterable

log = logging.getLogger(__name__)

_RELEASERS: dict[str, Callable[[], bool]] = {}


def register_releaser(game: str, release: Callable[[], bool]) -> None:
    """``release()`` frees what ``game`` keeps for itself and returns True when it freed something."""
    _RELEASERS[game] = release


def turn_to(game: str) -> bool:
    """The player opens ``game``: release what the other games keep; True when anything was freed."""
    freed = False
    for name, release in list(_RELEASERS.items()):
        if name != game:
            freed = release() or freed
    if freed:
        gc.collect()
        trim()
    return freed


def trim() -> None:
    """Ask the C library to return free heap pages to the system (glibc only; elsewhere nothing happens)."""
    name = ctypes.util.find_library("c")
    if not name:
        return
    try:
        libc = ctypes.CDLL(name)
        libc.malloc_trim(0)
    except (OSError, AttributeError) as err:  # not glibc: the pages stay with the process until reused
        log.debug("malloc_trim nicht verfügbar: %s", err)


def forget_cached_drawings(module_names: Iterable[str]) -> bool:
    """Empty the ``functools.lru_cache`` tables of the named (loaded) drawing modules; True when any held pictures."""
    freed = False
    for name in module_names:
        module = sys.modules.get(name)
        if module is None:
            continue
        for value in vars(module).values():
            info = getattr(value, "cache_info", None)
            if info is not None and getattr(value, "__module__", None) == name:
                freed = info().currsize > 0 or freed
                value.cache_clear()
    return freed


#: drawing modules both games share: their text pictures, fonts and the fonts' code-point sets (glyphs) are
#: mostly the other game's after a switch
SHARED_TEXT_MODULES = ("game.render.text", "game.render.fonts", "game.render.glyphs")


def forget_shared_text() -> bool:
    """Empty the shared text-line caches, fonts and code-point sets (when a game's word structures go); True when any held some.

    Made during the other game, between that game's word structures, they would keep the freed structures'
    memory blocks from going back to the system; the new game makes its own again on its first frames.
    """
    freed = forget_cached_drawings(SHARED_TEXT_MODULES)
    text = sys.modules.get("game.render.text")
    if text is not None:
        freed = text.forget_runs() or freed
    return freed


class Trimmer:
    """Frame hook: every ``every`` seconds of the game clock, hand free heap pages back to the system.

    A round of either game frees many small objects whose pages glibc keeps (about 15 MB after a Speedbuch
    round); ``malloc_trim`` runs in a background thread (the call releases the GIL: no frame waits for it).
    """

    def __init__(self, every: float = 20.0) -> None:
        self.every = every
        self._last = 0.0
        self._thread: threading.Thread | None = None

    def __call__(self, app) -> None:
        """Called once per frame by the app."""
        if app.now - self._last < self.every or (self._thread is not None and self._thread.is_alive()):
            return
        self._last = app.now
        self._thread = threading.Thread(target=trim, name="malloc-trim", daemon=True)
        self._thread.start()
