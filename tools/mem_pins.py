"""Which objects keep the word graphs' freed memory from going back to the system (CPython, Linux).

    python tools/mem_pins.py [--size 1280x800] [--top 30]

Plays what ``tools/bench_start.py`` measures (a Speedsetzer game of computers, then a Speedbuch round).
When the player turns to Speedbuch, it notes every live object that sits in a memory region (1 MiB,
the size of an interpreter arena) filled with graph nodes and unused before the first build; once the Setzer screens are gone, it
prints those still alive, grouped by region and by kind. Each region listed stays resident although
the graphs went: the objects named there were made while the graphs were built (lazy imports, caches
filled by the frame thread) and should be made before or dropped with them. Objects made after the
release may reuse an address and show up as noise (Speedbuch's own dicts and enums).
"""
from __future__ import annotations

import argparse
import collections
import ctypes
import gc
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import memory  # noqa: E402
from game.setzer import movegen  # noqa: E402

_DICT_KEYS_OFFSET = 32  # PyDictObject: refcount, type, ma_used, ma_version_tag, then ma_keys (CPython 3.11, 64 bit)
_REGION_BITS = 20  # 1 MiB, the interpreter's arena size
_GRAPH_REGION = 1000  # graph blocks (node dicts and their key tables) that make a region the graphs'


def rss_mb() -> float:
    """Resident set size of this process in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _live() -> dict[int, object]:
    """Every object the collector tracks plus those they refer to, by address."""
    gc.unfreeze()  # the graph build froze everything alive then; frozen objects are not listed otherwise
    objects = gc.get_objects()
    found = {id(o): o for o in objects}
    for o in objects:
        for ref in gc.get_referents(o):
            found.setdefault(id(ref), ref)
    return found


def _describe(o: object) -> str:
    kind = type(o).__name__
    if kind == "function":
        return f"function {o.__module__}.{o.__qualname__}"
    if kind == "module":
        return f"module {o.__name__}"
    if kind == "dict" and "__module__" in o:
        return f"class dict {o['__module__']}"
    if kind == "dict" and "__name__" in o:
        return f"module dict {o['__name__']}"
    return f"{kind} {repr(o)[:60]}"


class PinFinder:
    """Notes the graphs as they are built and the objects beside them when they are released."""

    def __init__(self) -> None:
        self.graphs: list[movegen.WordGraph] = []
        self.candidates: dict[int, tuple[int, str, type]] = {}
        self.older: set[int] | None = None  # regions in use before the first graph was built

    def install(self) -> None:
        """Wrap ``WordGraph.from_dawg`` and ``memory.turn_to``."""
        build = movegen.WordGraph.from_dawg.__func__
        turn_to = memory.turn_to

        def from_dawg(cls, *args, **kwargs):
            if self.older is None:
                self.older = {address >> _REGION_BITS for address in _live()}
            graph = build(cls, *args, **kwargs)
            self.graphs.append(graph)
            return graph

        def turning(game: str) -> bool:
            if game == "buch" and self.graphs:
                self._note()
            return turn_to(game)

        movegen.WordGraph.from_dawg = classmethod(from_dawg)
        memory.turn_to = turning

    def _note(self) -> None:
        regions: collections.Counter[int] = collections.Counter()
        nodes: set[int] = set()
        for graph in self.graphs:
            stack = [graph.root]
            while stack:
                node = stack.pop()
                if id(node) in nodes:
                    continue
                nodes.add(id(node))
                regions[id(node) >> _REGION_BITS] += 1
                keys = ctypes.c_void_p.from_address(id(node) + _DICT_KEYS_OFFSET).value or 0
                regions[keys >> _REGION_BITS] += 1
                stack.extend(v for v in node.values() if isinstance(v, dict))
        graph_regions = {r for r, n in regions.items() if n > _GRAPH_REGION} - (self.older or set())
        for address, o in _live().items():
            if address >> _REGION_BITS in graph_regions and address not in nodes:
                self.candidates[address] = (address >> _REGION_BITS, _describe(o), type(o))
        self.graphs.clear()
        print(f"graph regions: {len(graph_regions)}, objects beside the graphs: {len(self.candidates)}, "
              f"RSS before the release {rss_mb():.1f} MB")

    def report(self, top: int) -> None:
        """Print the regions still pinned and what pins them."""
        live = _live()
        by_region: dict[int, list[str]] = collections.defaultdict(list)
        for address, (region, text, kind) in self.candidates.items():
            o = live.get(address)
            if o is not None and type(o) is kind:
                by_region[region].append(text)
        print(f"regions still pinned: {len(by_region)}, RSS {rss_mb():.1f} MB")
        total: collections.Counter[str] = collections.Counter()
        for region, texts in sorted(by_region.items()):
            counts = collections.Counter(texts)
            total.update(counts)
            print(f"  {region << _REGION_BITS:#x}: {len(texts)} objects, e.g. {counts.most_common(3)}")
        print("most frequent pinning objects:")
        for text, n in total.most_common(top):
            print(f"  {n:5d}  {text}")


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1280x800")
    ap.add_argument("--top", type=int, default=30)
    args = ap.parse_args(argv)
    from game.app import Options
    from game.launch import build_app
    from game.scenes.buch import autoplay as buch_autoplay
    from game.scenes.setzer import autoplay as setzer_autoplay

    finder = PinFinder()
    finder.install()
    with tempfile.TemporaryDirectory(prefix="mem_pins_") as tmp:
        app = build_app(Options(headless=True, silent=True, size=tuple(int(v) for v in args.size.split("x")),
                                data_dir=Path(tmp)))
        setzer_autoplay.start(app, 3)
        frames = 0
        while app.running and frames < 200_000:
            app.step(1 / 60)
            frames += 1
        app.running = True
        app.result = None
        buch_autoplay.start(app, 3)  # releases the graphs; the Setzer screens leave the stack
        gc.collect()
        finder.report(args.top)
        app.store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
