"""The table's link to the rules engine and the computer players: game creation, thinking jobs, results."""
from __future__ import annotations

import datetime
import importlib
import logging
import random
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.lexicon import Lexicon, LexiconError, lexicon_of
from game.setzer import players
from game.setzer.actions import Exchange, Place
from game.setzer.config import Level, SeatKind, TableConfig
from game.setzer.game import RuleError, SetzerGame
from game.setzer.movegen import graph_for, move_job

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

def lexicon_for(app: App | None = None) -> Lexicon:
    """The shared lexicon (the app's, with the operator lists; the built list for tools without an app)."""
    return lexicon_of(app)


def new_game(config: TableConfig, seed: int, lexicon, now: float, date: datetime.date | None = None) -> SetzerGame:
    """A fresh engine game starting at game time ``now``."""
    return SetzerGame(config, seed, lexicon, start_time=now, date=date)


# ---------------------------------------------------------------------------- warming the word graphs
_WARM: dict[tuple, threading.Thread] = {}
_WARM_LOCK = threading.Lock()


def _graph_keys(lexicon, config: TableConfig | None) -> list[tuple]:
    """The graphs a table needs: "gängig" (leicht, normal) and the table's own list (stark, bulb, analysis)."""
    lists = {True}
    lists.add(bool(config.words.common_only) if config is not None else False)
    return [(id(lexicon), common) for common in sorted(lists)]


WARM_SWITCH_INTERVAL = 0.0005  # seconds: how soon the frame thread gets the GIL back while a graph is built
_warm_running = 0
_saved_interval: float | None = None


def warm_graphs(lexicon, config: TableConfig | None = None, *, opening_table: bool = False) -> None:
    """Build the move generator's word graphs in a background thread (no-op when built or building).

    Building the "alle" graph takes ~0.1 s of pure Python: on the frame thread it
    would stall a frame, so the set-up screen starts it early and the table waits
    for it (showing "denkt nach") instead of building it in a frame. While a build
    runs, the interpreter's switch interval is lowered, so the frame thread is never
    kept waiting for the GIL longer than half a millisecond (restored afterwards).
    A table that opens (``opening_table``) has its view code imported first (see ``_load_table_code``).
    """
    keys = _graph_keys(lexicon, config)
    if opening_table and any(key not in _WARM for key in keys):
        _load_table_code()
    for key in keys:
        with _WARM_LOCK:
            if key in _WARM:
                continue
            thread = threading.Thread(target=_build_graph, args=(lexicon, key[1]), name=f"graph-{key[1]}", daemon=True)
            _WARM[key] = thread
            _warm_started()
        thread.start()


#: the table's modules, imported before a graph is built (see ``_load_table_code``)
TABLE_CODE = ("game.scenes.setzer.table_view", "game.scenes.setzer.table_damage")


def _load_table_code() -> None:
    """Import the table's view modules now, before the graph's ~190,000 dicts are made in the background.

    Imported a moment later by the table's first frame, while the graph is being built, the table's
    classes and functions would sit between the graph's nodes in the interpreter's memory blocks and keep
    ~4 MB of them from going back to the system when the graphs are released (``tools/mem_pins.py`` lists
    such objects). The set-up screen does not ask for it: there the import would stall a frame (~50 ms),
    and the graphs are built long before a player opens the table.
    """
    for name in TABLE_CODE:
        if name not in sys.modules:
            importlib.import_module(name)


def _warm_started() -> None:
    global _warm_running, _saved_interval
    if _warm_running == 0:
        _saved_interval = sys.getswitchinterval()
        sys.setswitchinterval(min(_saved_interval, WARM_SWITCH_INTERVAL))
    _warm_running += 1


def _warm_finished() -> None:
    global _warm_running, _saved_interval
    with _WARM_LOCK:
        _warm_running -= 1
        if _warm_running == 0 and _saved_interval is not None:
            sys.setswitchinterval(_saved_interval)
            _saved_interval = None


def _build_graph(lexicon, common_only: bool) -> None:
    try:
        graph_for(lexicon, common_only)
    except (LexiconError, OSError, ValueError) as err:  # the search builds it itself later (and says why)
        log.warning("word graph warm-up failed: %s", err)
    finally:
        _warm_finished()


def release_graphs() -> bool:
    """Forget the built word graphs (the player turned to Speedbuch); not while a warm-up is still building one."""
    from game.setzer.movegen import forget_graphs

    with _WARM_LOCK:
        if any(thread.is_alive() for thread in _WARM.values()):
            return False
        _WARM.clear()
    return forget_graphs()


def graphs_ready(lexicon, config: TableConfig | None = None) -> bool:
    """True when the table's word graphs are built (or were never warmed here: then the search builds them)."""
    for key in _graph_keys(lexicon, config):
        thread = _WARM.get(key)
        if thread is not None and thread.is_alive():
            return False
    return True


def wait_graphs(lexicon, config: TableConfig | None = None, timeout: float = 30.0) -> None:
    """Block until the warm-up of the table's graphs is done (tools, demos, synchronous searches)."""
    for key in _graph_keys(lexicon, config):
        thread = _WARM.get(key)
        if thread is not None:
            thread.join(timeout)


class ThinkJob:
    """A computer's (or the bulb's) search, advanced in small steps; ``action`` is set when done."""

    def __init__(self, steps, finish: Callable[[Any], Any]) -> None:
        self._steps = steps
        self._finish = finish
        self.done = False
        self.action: Any = None
        self.advice: Any = None  # the bulb: an Exchange stark prefers to any placement
        self.error: str | None = None

    def run_for(self, budget_s: float) -> bool:
        """Work for up to about ``budget_s`` seconds (at least one step; no step begun that the last step's length
        says would overrun it); True once finished."""
        if self.done:
            return True
        end = time.perf_counter() + budget_s
        try:
            while True:
                began = time.perf_counter()
                if self._steps():
                    self.action = self._finish(None)
                    self.done = True
                    return True
                now = time.perf_counter()
                # another step like this one would overrun the frame's budget: the next frame goes on
                if now + (now - began) > end:
                    return False
        except (RuleError, ValueError, KeyError, IndexError) as err:  # a failing search must not end the table
            log.warning("thinking failed: %r", err)
            self.error = str(err)
            self.done = True
            return True

    def run(self) -> Any:
        """Finish at once (tests, headless tools)."""
        while not self.run_for(1.0):
            pass
        return self.action


def _rng_for(game: SetzerGame, player: int) -> random.Random:
    """A generator seeded from the game and the turn, so a replayed game thinks the same."""
    return random.Random(f"{game.seed}:{len(game.history)}:{player}")


def _stark_job(lexicon: Lexicon, view: players.GameView, pick: Callable[[Any, Any], Any]) -> ThinkJob:
    """Stark's decision for ``view`` as a resumable job; ``pick(action, move)`` turns it into the result.

    ``action`` is stark's engine action (Place, Exchange or Pass, None if unknown), ``move`` its
    placement Move (None unless it places)."""
    decision = players.StrongPlayer(lexicon).decide(view)
    box: dict[str, Any] = {}

    def step() -> bool:
        try:
            next(decision)
            return False
        except StopIteration as stop:
            box["value"] = stop.value
            return True

    def finish(_):
        value = box.get("value")
        if not isinstance(value, tuple) or len(value) < 2:
            return pick(None, None)
        return pick(value[0], value[1])

    return ThinkJob(step, finish)


def think_job(game: SetzerGame, player: int, level: Level | None = None) -> ThinkJob:
    """A resumable job that decides the computer's action for ``player`` at ``level``."""
    level = level or game.config.seats[player].level or Level.NORMAL
    job = players.ThinkJob(players.make_player(level, game.lexicon), players.view_for(game, player),
                           _rng_for(game, player))
    return ThinkJob(job.step, lambda _: job.action)


def hint_job(game: SetzerGame, player: int) -> ThinkJob:
    """The bulb: stark's move for ``player``'s rack (a Place action, or None if stark would not place).

    When stark would rather exchange, the job's ``advice`` holds that Exchange (so the bulb can say so)."""
    job = _stark_job(game.lexicon, players.view_for(game, player), lambda action, move: (action, move))
    decided = job._finish

    def finish(_):
        action, move = decided(None)
        if move is not None:
            return Place(player, tuple(move.tiles))
        if isinstance(action, Exchange) and action.tiles:
            job.advice = action
        return None

    job._finish = finish
    return job


@dataclass(frozen=True)
class TurnSnapshot:
    """A human's position at the start of a turn (for "Drei Momente" after the game)."""

    player: int
    move_number: int
    board: Any
    rack: str
    layout: Any
    common_only: bool
    view: Any = None  # the players' GameView of that moment (what stark would have seen)


def snapshot_of(game: SetzerGame, player: int) -> TurnSnapshot:
    """The position ``player`` faces now, with the view stark needs to judge it later."""
    view = players.view_for(game, player)
    return TurnSnapshot(player, game.move_number, game.board, game.racks[player], game.layout, game.common_only, view)


def best_move_job(snapshot: TurnSnapshot, lexicon: Lexicon) -> ThinkJob:
    """Stark's move for a snapshot (its choice with the leave in mind); without a view, the top-scoring move."""
    if snapshot.view is not None:
        return _stark_job(lexicon, snapshot.view, lambda _action, move: move)
    job = move_job(graph_for(lexicon, snapshot.common_only), snapshot.board, snapshot.rack, snapshot.layout)

    def finish(_):
        res = job.result
        best = res.best(1) if res is not None and len(res) else []
        return best[0] if best else None

    return ThinkJob(job.step, finish)


def is_computer(game: SetzerGame, player: int) -> bool:
    """True for a computer seat."""
    return game.config.seats[player].kind is SeatKind.COMPUTER
