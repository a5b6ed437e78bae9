"""Asset cache by name: surfaces are built once (lazily, after the window exists) and reused."""
from __future__ import annotations

import hashlib
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

DEFAULT_MAX_BYTES = 256 * 1024 * 1024  # live window resizing creates many full-screen layers


def _bytes(surface: pygame.Surface) -> int:
    try:
        return surface.get_width() * surface.get_height() * surface.get_bytesize()
    except (AttributeError, pygame.error):
        return 0


class AssetCache:
    """A least-recently-used cache of built surfaces, keyed by a name tuple (name, size, ...).

    Bounded by item count and by pixel memory, so resizing through many window sizes cannot grow it without end.
    """

    def __init__(self, limit: int = 600, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._sizes: dict[Hashable, int] = {}
        self.bytes = 0
        self.builds = 0

    def get(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The cached surface for ``key``, building it with ``build()`` the first time."""
        item = self._items.get(key)
        if item is not None:
            self._items.move_to_end(key)
            return item
        item = build()
        self.builds += 1
        size = _bytes(item)
        self._items[key] = item
        self._sizes[key] = size
        self.bytes += size
        while len(self._items) > 1 and (len(self._items) > self.limit or self.bytes > self.max_bytes):
            old, _ = self._items.popitem(last=False)
            self.bytes -= self._sizes.pop(old, 0)
        return item

    def clear(self) -> None:
        """Forget everything (e.g. after the display was re-created)."""
        self._items.clear()
        self._sizes.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)


#: the one cache used by scenes and widgets
CACHE = AssetCache()


def cached(key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """Shortcut for ``CACHE.get``."""
    return CACHE.get(key, build)


# ------------------------------------------------------------------ pictures kept on disk between starts
_DISK_DIR: Path | None = None
_FINGERPRINT: str | None = None
#: the files whose change makes every picture on disk stale (the drawing code and the fonts)
_SOURCE_GLOBS = ("game/render/*.py", "game/scenes/menu/*.py", "game/widgets/*.py", "fonts/*", "game/data/fonts/*")
DISK_KEEP = 6  # pictures kept (one per window size and orientation in use)


def set_disk_cache(directory: Path | None) -> None:
    """Keep expensive static layers (the title's) as files in ``directory`` between starts; None: only in memory."""
    global _DISK_DIR
    _DISK_DIR = Path(directory) if directory is not None else None


def _fingerprint() -> str:
    """A hash of the drawing code and fonts (size and time of change) plus the pygame version."""
    global _FINGERPRINT
    if _FINGERPRINT is None:
        root = Path(__file__).resolve().parents[2]
        h = hashlib.sha1(pygame.version.ver.encode())
        for pattern in _SOURCE_GLOBS:
            for path in sorted(root.glob(pattern)):
                st = path.stat()
                h.update(f"{path.name}:{st.st_size}:{st.st_mtime_ns};".encode())
        _FINGERPRINT = h.hexdigest()[:16]
    return _FINGERPRINT


def _disk_path(name: str, size: tuple[int, int]) -> Path | None:
    if _DISK_DIR is None:
        return None
    return _DISK_DIR / f"{name}-{size[0]}x{size[1]}-{_fingerprint()}.bmp"


def _write_later(surface: pygame.Surface, path: Path, keep: int = DISK_KEEP) -> None:
    """Write the picture in a background thread (the frame does not wait for the disk); old pictures go."""

    def write() -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp.bmp")
            pygame.image.save(surface, str(tmp))
            tmp.replace(path)
            old = sorted(path.parent.glob("*.bmp"), key=lambda p: p.stat().st_mtime, reverse=True)[keep:]
            for stale in old:
                stale.unlink(missing_ok=True)
        except (OSError, pygame.error) as err:  # a read-only folder: the picture is built again next time
            log.info("Bild nicht zwischengespeichert (%s): %s", path.name, err)

    threading.Thread(target=write, name="asset-disk-cache", daemon=True).start()


def cached_on_disk(name: str, size: tuple[int, int], build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """An opaque full-size layer: from memory, else from the picture file of an earlier start, else built (and kept)."""

    def load_or_build() -> pygame.Surface:
        path = _disk_path(name, size)
        if path is not None and path.exists():
            try:
                surface = pygame.image.load(str(path))
                if surface.get_size() == tuple(size):
                    return surface.convert() if pygame.display.get_surface() is not None else surface
            except (OSError, pygame.error) as err:  # a damaged file: build anew
                log.info("Zwischengespeichertes Bild %s unbrauchbar: %s", path.name, err)
        surface = build()
        if path is not None:
            _write_later(surface.copy(), path)
        return surface

    return CACHE.get(("disk", name, tuple(size)), load_or_build)


# ------------------------------------------------------------------ small pictures kept on disk (noise tiles)
SMALL_KEEP = 64  # small pictures kept (a few kB each)


def numpy_fingerprint() -> str:
    """Names numpy's version by its files (size and time of change) without importing it."""
    import importlib.util

    spec = importlib.util.find_spec("numpy")
    if spec is None or spec.origin is None:
        return "0"
    st = Path(spec.origin).stat()
    return hashlib.sha1(f"{st.st_size}:{st.st_mtime_ns}".encode()).hexdigest()[:8]


def _small_path(name: str) -> Path | None:
    if _DISK_DIR is None:
        return None
    return _DISK_DIR / "klein" / f"{name}-{_fingerprint()}.bmp"


def load_picture(name: str) -> pygame.Surface | None:
    """A small picture kept by ``keep_picture`` in an earlier start (None: not there or unreadable)."""
    path = _small_path(name)
    if path is None or not path.exists():
        return None
    try:
        return pygame.image.load(str(path))
    except (OSError, pygame.error) as err:  # a damaged file: made anew
        log.info("Zwischengespeichertes Bild %s unbrauchbar: %s", path.name, err)
        return None


def keep_picture(name: str, surface: pygame.Surface) -> None:
    """Keep a small opaque picture on disk for the next start (written in the background)."""
    path = _small_path(name)
    if path is not None:
        _write_later(surface.copy(), path, SMALL_KEEP)
