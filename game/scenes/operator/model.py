"""What the operator panel and PIN pad do, without drawing (testable headless, no pygame)."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from game.lexicon import NormalizeError, normalize_word
from game.plural import count as plural_count
from game.store.boards import BOARD_TITLES, DAILY_BOARDS, Board
from game.store.db import StoreError
from game.store.settings import PIN_MAX, PIN_MIN, IdleTimes

if TYPE_CHECKING:
    from game.lexicon import Lexicon
    from game.store import Store

log = logging.getLogger(__name__)

IDLE_TO_TITLE_CHOICES = (30.0, 60.0, 90.0, 120.0, 180.0, 300.0)
TITLE_TO_ATTRACT_CHOICES = (15.0, 30.0, 60.0, 120.0)


@dataclass
class PinEntry:
    """Digits typed on the PIN pad."""

    digits: str = ""

    def press(self, digit: str) -> None:
        """Add one digit (ignored beyond the maximum length or for non-digits)."""
        if digit.isascii() and digit.isdigit() and len(self.digits) < PIN_MAX:
            self.digits += digit

    def delete(self) -> None:
        """Remove the last digit."""
        self.digits = self.digits[:-1]

    def take(self) -> str:
        """Return the digits and clear the pad."""
        pin, self.digits = self.digits, ""
        return pin

    @property
    def masked(self) -> str:
        """Dots instead of digits."""
        return "•" * len(self.digits)  # U+2022: every face has it (● is in none)

    @property
    def complete(self) -> bool:
        """Long enough to submit."""
        return len(self.digits) >= PIN_MIN


@dataclass
class OperatorPanel:
    """The operator's actions on the store, each answering with a German status line."""

    store: "Store"
    export_dir: Path
    lexicon: "Lexicon | None" = None
    today: date = field(default_factory=date.today)
    armed_reset: Board | None = None  # a reset needs a second tap

    # word lists ------------------------------------------------------------------------------
    def block(self, text: str) -> str:
        """Block a word for every game."""
        try:
            word = self.store.settings.block_word(text)
        except (NormalizeError, StoreError) as err:
            return str(err)
        known = self.lexicon is None or self.lexicon.is_word(word) or word in self.lexicon.extra
        return f"„{word}“ ist jetzt gesperrt." + ("" if known else " (Es stand ohnehin nicht in der Wortliste.)")

    def allow(self, text: str) -> str:
        """Allow an extra word for every game."""
        try:
            word = self.store.settings.allow_word(text)
        except (NormalizeError, StoreError) as err:
            return str(err)
        if self.lexicon is not None and word in self.lexicon.words:
            return f"„{word}“ ist erlaubt (es stand schon in der Wortliste)."
        return f"„{word}“ ist jetzt zusätzlich erlaubt."

    def unlist(self, text: str) -> str:
        """Take a word off both lists."""
        try:
            word = self.store.settings.unlist_word(text)
        except (NormalizeError, StoreError) as err:
            return str(err)
        return f"„{word}“ folgt wieder der normalen Wortliste."

    def word_status(self, text: str) -> str:
        """Where a word stands: blocked, extra, in the list, or unknown."""
        try:
            word = normalize_word(text)
        except NormalizeError as err:
            return str(err)
        lists = self.store.settings.operator_lists()
        if word in lists.blocked:
            return f"„{word}“ ist gesperrt."
        if word in lists.extra:
            return f"„{word}“ ist zusätzlich erlaubt."
        if self.lexicon is None:
            return f"„{word}“ steht auf keiner Betreiberliste."
        if self.lexicon.is_common(word):
            return f"„{word}“ steht in der Wortliste (gängig)."
        if self.lexicon.is_word(word):
            return f"„{word}“ steht in der Wortliste (selten)."
        return f"„{word}“ steht nicht in der Wortliste."

    # leaderboards ------------------------------------------------------------------------------
    def export(self, board: Board) -> str:
        """Write a leaderboard as CSV into the export folder (daily lists: today's)."""
        day = self.today if board in DAILY_BOARDS else None
        suffix = f"-{day.isoformat()}" if day else ""
        path = self.export_dir / f"{board.value}{suffix}.csv"
        try:
            self.export_dir.mkdir(parents=True, exist_ok=True)
            count = self.store.boards.export_csv(board, path, day=day)
        except OSError as err:
            log.warning("Export fehlgeschlagen: %s", err)
            return f"Export nicht möglich: {err.strerror or err}"
        return f"{BOARD_TITLES[board]}: {plural_count(count, 'Eintrag')} nach „{path}“ geschrieben."

    def reset(self, board: Board) -> str:
        """First tap arms, second tap on the same board deletes it (all days of a daily list)."""
        if self.armed_reset is not board:
            self.armed_reset = board
            return f"Noch einmal tippen, um „{BOARD_TITLES[board]}“ wirklich zu löschen."
        self.armed_reset = None
        try:
            count = self.store.boards.reset(board)
        except StoreError as err:
            return str(err)
        return f"{BOARD_TITLES[board]} gelöscht ({plural_count(count, 'Eintrag')})."

    # settings ------------------------------------------------------------------------------------
    def cycle_idle_to_title(self) -> str:
        """Next choice for the return to the title."""
        times = self.store.settings.idle_times()
        new = IdleTimes(_next(IDLE_TO_TITLE_CHOICES, times.idle_to_title_s), times.title_to_attract_s)
        return self._store_idle(new)

    def cycle_title_to_attract(self) -> str:
        """Next choice for the attract delay."""
        times = self.store.settings.idle_times()
        new = IdleTimes(times.idle_to_title_s, _next(TITLE_TO_ATTRACT_CHOICES, times.title_to_attract_s))
        return self._store_idle(new)

    def toggle_sound(self) -> str:
        """Sound on/off."""
        try:
            on = not self.store.settings.sound_enabled()
            self.store.settings.set_sound_enabled(on)
        except StoreError as err:
            return str(err)
        return "Ton ist an." if on else "Ton ist aus."

    def adopt_last_table(self) -> str:
        """Make the last table set-up the default for new games."""
        last = self.store.settings.last_table()
        if last is None:
            return "Es wurde noch kein Tisch eingerichtet."
        try:
            self.store.settings.set_default_table(last)
        except StoreError as err:
            return str(err)
        return "Die letzte Tischeinstellung gilt jetzt als Standard."

    def set_pin(self, first: str, second: str) -> str:
        """Set a new PIN typed twice."""
        return self.set_pin_on(self.store, first, second)

    @staticmethod
    def set_pin_on(store: "Store", first: str, second: str) -> str:
        """Set a new PIN typed twice in ``store``; returns the German answer."""
        if first != second:
            return "Die beiden Eingaben stimmen nicht überein."
        try:
            store.settings.set_pin(first)
        except StoreError as err:
            return str(err)
        return "Die neue PIN ist gespeichert."

    def _store_idle(self, times: IdleTimes) -> str:
        try:
            self.store.settings.set_idle_times(times)
        except StoreError as err:
            return str(err)
        return f"Zurück zum Titel nach {seconds_text(times.idle_to_title_s)}, Vorführung nach weiteren {seconds_text(times.title_to_attract_s)}."


def _next(choices: tuple[float, ...], current: float) -> float:
    later = [c for c in choices if c > current]
    return later[0] if later else choices[0]


def seconds_text(value: float) -> str:
    """Seconds as German text: "90 s", "2 min"."""
    value = int(value)
    return f"{value // 60} min" if value >= 60 and value % 60 == 0 else f"{value} s"
