"""Games in progress: each table writes its record to the store after every completed action; saves are listed and resumed.

A table (not the attract demo, not autoplay) gets a save row when it starts;
every action the engine accepted (move, exchange, pass, timeout, challenge
outcome) is written at once (the store commits before returning, so the move
is on disk before the next frame). When the game has ended and its result is
entered, the row is removed. Resuming replays the record with the engine.
"""
from __future__ import annotations

import dataclasses
import datetime
import logging
import sqlite3
from concurrent.futures import Future
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.scenes.setzer.badge import badge, count_games  # noqa: F401 - re-exported (set-up screen, tests)
from game.setzer.config import GameMode, SeatKind, TableConfig
from game.setzer.game import Phase, SetzerGame
from game.setzer.record import GameRecord, RecordError
from game.setzer.replay import replay
from game.store import Save, SaveInfo, Store, StoreError

if TYPE_CHECKING:
    from game.app import App
    from game.lexicon import Lexicon
    from game.scenes.setzer.table import TableScene

log = logging.getLogger(__name__)

_STORE_ERRORS = (StoreError, sqlite3.Error)
# what a damaged record can raise while it is read or replayed (RecordError is a ValueError)
_RECORD_ERRORS = (ValueError, KeyError, TypeError, IndexError)


def saves_store(app: App) -> Store | None:
    """The store that keeps games in progress, or None when it cannot be written (a newer file)."""
    return None if app.store.read_only else app.store


def game_title(config: TableConfig, when: datetime.datetime) -> str:
    """A title for the list: "Partie · 3 Spieler · 29.11. 14:05" (or "Tagesbrett · …")."""
    stamp = f"{when.day:02d}.{when.month:02d}. {when.hour:02d}:{when.minute:02d}"
    if config.mode is GameMode.TAGESBRETT:
        return f"Tagesbrett · {stamp}"
    return f"Partie · {len(config.seats)} Spieler · {stamp}"


class AutoSaver:
    """Keeps one table's save row up to date; never raises and never waits for the disk.

    Every write is queued for the store's writer; the saver keeps the row's id, or the future of it
    while the row is still being written (a write that finds its row gone starts a new one).
    """

    def __init__(self, store, save_id: int | None = None, profile_id: int | None = None) -> None:
        self.store = store
        self._ref: int | Future | None = save_id
        self.profile_id = profile_id
        self.title = "Partie"
        self.saved_actions = -1  # actions in the last queued record (-1: nothing written by this saver yet)
        self.error: str | None = None  # German text of the first failure, for a toast

    @property
    def save_id(self) -> int | None:
        """The save row's id once it is known (None while its first write waits, or after a failure)."""
        ref = self._ref
        if isinstance(ref, Future):
            if not ref.done():
                return None
            if ref.exception() is not None:
                self._failed(ref.exception())  # type: ignore[arg-type]
                return None
            self._ref = ref = ref.result()
        return ref

    @property
    def save_ref(self) -> int | Future | None:
        """The id or, while it is being written, the future of the id (``Saves.update_later`` takes both)."""
        self.save_id  # noqa: B018 - settles a finished future (and notes a failure)
        return self._ref

    def start(self, game: SetzerGame, title: str) -> None:
        """Queue the save row for a new game."""
        record = game.record
        self.title = title
        try:
            self._ref = self.store.saves.create_setzer_game_later(title, record.to_json(), self.profile_id,
                                                                  move_number=game.move_number, day=game.date)
            self.saved_actions = len(record.actions)
        except _STORE_ERRORS as err:  # the game goes on without saving
            self._failed(err)

    def moved(self, game: SetzerGame) -> bool:
        """Queue the record if it has new actions; True when a write was queued."""
        ref = self.save_ref
        if ref is None or self.error is not None:
            return False
        record = game.record
        if len(record.actions) == self.saved_actions:
            return False
        try:
            self._ref = self.store.saves.update_later(ref, record.to_json(), self.title, self.profile_id,
                                                      move_number=game.move_number, day=game.date)
        except _STORE_ERRORS as err:
            self._failed(err)
            return False
        self.saved_actions = len(record.actions)
        return True

    def discard(self) -> None:
        """Remove the save row (the game has ended and its result is entered, or it was never played)."""
        ref = self.save_ref
        if ref is None:
            return
        try:
            self.store.saves.delete_later(ref)
        except _STORE_ERRORS as err:  # the row stays; the list shows it as finished
            log.warning("Spielstand nicht gelöscht: %s", err)
        self._ref = None

    def _failed(self, err: BaseException) -> None:
        log.error("Automatisches Speichern fehlgeschlagen: %s", err)
        self.error = "Die Partie kann nicht gespeichert werden."
        self._ref = None


def saver_for(app: App, game: SetzerGame, save_id: int | None = None) -> AutoSaver | None:
    """An AutoSaver for a table of the current profile (creating the row for a new game), or None without a
    writable store."""
    store = saves_store(app)
    if store is None:
        return None
    saver = AutoSaver(store, save_id, app.session.profile_id)
    if save_id is None:
        saver.start(game, game_title(game.config, datetime.datetime.now()))
    else:
        saver.title = game_title(game.config, datetime.datetime.now())
        saver.saved_actions = len(game.record.actions)
    return saver


# ---------------------------------------------------------------------------- the list of saves
@dataclass(frozen=True)
class SavedGame:
    """One game in progress as the list shows it (``error`` set when its record cannot be replayed)."""

    id: int
    title: str
    updated: str  # ISO time of the last write
    players: tuple[str, ...] = ()
    scores: tuple[int, ...] = ()
    move_number: int = 0
    current: int | None = None
    over: bool = False
    error: str | None = None

    @property
    def ok(self) -> bool:
        """True when the save can be resumed."""
        return self.error is None


def load_game(record_json: str, lexicon) -> SetzerGame:
    """Replay a saved record with the engine; RecordError (German) when it is unreadable or inconsistent."""
    try:
        return replay(GameRecord.from_json(record_json), lexicon)
    except RecordError:
        raise
    except _RECORD_ERRORS as err:  # odd values in a save make it a broken save, never a crash
        log.warning("Spielstand nicht nachspielbar: %r", err)
        raise RecordError(f"Die Aufzeichnung lässt sich nicht nachspielen ({type(err).__name__}).") from None


def replay_with_snapshots(record: GameRecord, lexicon) -> tuple[SetzerGame, list]:
    """Replay a record and collect the human turn snapshots (for "Drei Momente") as the table would have."""
    from game.scenes.setzer import bridge
    from game.setzer.events import TurnStarted
    from game.setzer.game import RuleError

    game = replay(dataclasses.replace(record, actions=[]), lexicon)  # the start: its word list and word decisions, no action yet
    humans = {i for i, s in enumerate(game.config.seats) if s.kind is SeatKind.HUMAN}
    snaps: list = []

    def snap() -> None:
        if game.current in humans and game.phase is not Phase.OVER:
            snaps.append(bridge.snapshot_of(game, game.current))

    snap()
    for i, (now, action) in enumerate(record.actions):
        try:
            events = game.apply(action, now)
        except RuleError as err:
            raise RecordError(f"Aktion {i + 1} ist nicht erlaubt: {err}") from None
        for ev in events:
            if isinstance(ev, TurnStarted) and ev.player in humans:
                snap()
    return game, snaps


def summary(info: Save | SaveInfo, lexicon: Lexicon) -> SavedGame:
    """Replay one save for the list (a broken one gets its German reason)."""
    store_info = info.info if isinstance(info, Save) else info
    record_json = info.record_json if isinstance(info, Save) else None
    if record_json is None:
        return SavedGame(store_info.id, store_info.title, store_info.updated, error="Der Spielstand fehlt.")
    try:
        game = load_game(record_json, lexicon)
    except RecordError as err:
        return SavedGame(store_info.id, store_info.title, store_info.updated, error=str(err))
    return SavedGame(store_info.id, store_info.title, store_info.updated,
                     tuple(s.name for s in game.config.seats), tuple(game.scores), game.move_number,
                     None if game.is_over else game.current, game.is_over)


def list_games(app: App, lexicon: Lexicon) -> list[SavedGame]:
    """The current profile's Partien in progress, most recent first, each replayed to show its state.

    Which saves are Partien is the rows' kind: a paused Tagesbrett is none (the Tagesbrett card continues it).
    """
    store = app.store
    out = []
    for info in store.saves.list_setzer_games(app.session.profile_id):
        try:
            out.append(summary(store.saves.load(info.id) or info, lexicon))
        except sqlite3.Error as err:  # one unreadable row must not hide the others
            log.warning("Spielstand %s nicht lesbar: %s", info.id, err)
            out.append(SavedGame(info.id, info.title, info.updated, error=f"Nicht lesbar ({type(err).__name__})."))
    return out


def delete_game(app: App, save_id: int) -> None:
    """Remove a saved game (after the player confirmed); StoreError when the store is read-only."""
    app.store.saves.delete(save_id)


def resume_table(app: App, save_id: int) -> TableScene:
    """A TableScene continuing the saved game exactly where it stood; RecordError (German) if it cannot."""
    from game.scenes.setzer import bridge
    from game.scenes.setzer.table import TableScene

    store = saves_store(app)
    if store is None:
        raise RecordError("Ohne Spielstand-Datei gibt es nichts fortzusetzen.")
    save = store.saves.load(save_id)
    if save is None:
        raise RecordError("Diesen Spielstand gibt es nicht mehr.")
    lexicon = bridge.lexicon_for(app)
    try:
        record = GameRecord.from_json(save.record_json)
        game, snaps = replay_with_snapshots(record, lexicon)
    except RecordError:
        raise
    except _RECORD_ERRORS as err:  # odd values in a save make it a broken save, never a crash
        log.warning("Spielstand %s nicht nachspielbar: %r", save_id, err)
        raise RecordError(f"Die Aufzeichnung lässt sich nicht nachspielen ({type(err).__name__}).") from None
    return TableScene(app, game.config, resume=game, save_id=save_id, snapshots=snaps)


def when_text(updated: str, today: datetime.date | None = None) -> str:
    """German "heute 14:05" / "gestern 09:12" / "27.11. 18:40" from an ISO time."""
    try:
        t = datetime.datetime.fromisoformat(updated)
    except (TypeError, ValueError):
        return updated or ""
    today = today or datetime.date.today()
    clock = f"{t.hour:02d}:{t.minute:02d}"
    if t.date() == today:
        return f"heute {clock}"
    if t.date() == today - datetime.timedelta(days=1):
        return f"gestern {clock}"
    return f"{t.day:02d}.{t.month:02d}.{t.year} {clock}" if t.year != today.year else f"{t.day:02d}.{t.month:02d}. {clock}"
