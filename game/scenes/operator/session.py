"""The store as the app sees it: the active profile, the leaderboard provider, the settings backend."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Callable

from game.scenes.leaderboard.provider import Board as BoardTab, Row
from game.store import Board, Profile, Store, StoreError
from game.store_boards import DAILY_BOARDS
from game.store_settings import Settings as StoreSettings

log = logging.getLogger(__name__)

SETTINGS_KEY = "player_settings"

# the shell's leaderboard tab keys -> store boards
TAB_BOARDS: dict[str, Board] = {
    "setzer": Board.SETZER,
    "setzer.daily": Board.TAGESBRETT,
    "buch.drei_minuten": Board.BUCH_3MIN,
    "buch.daily": Board.BUCH_RAETSEL,
    "buch.endless": Board.BUCH_ENDLOS,
}
TAB_TITLES: dict[str, tuple[str, str]] = {
    "setzer": ("Speedsetzer", "Ein Drittel der Spielpunkte plus Platzbonus, über alle Partien"),
    "setzer.daily": ("Tagesbrett", "Beste Runde des Tages"),
    "buch.drei_minuten": ("3 Minuten", "Beste Runde auf Zeit"),
    "buch.daily": ("Tagesrätsel", "Beste Runde des Tages"),
    "buch.endless": ("Endlos", "Die besten Partien"),
}


@dataclass
class Session:
    """The open store and who is playing; the app keeps one as ``app.session``."""

    store: Store
    profile_id: int
    notice: str | None = None  # German message from opening the store (file moved aside, read-only ...)
    listeners: list[Callable[[Profile], None]] = field(default_factory=list)

    @classmethod
    def open(cls, data_dir: str | Path | None = None) -> "Session":
        """Open the store in the data folder and start as guest."""
        store, notice = Store.open_default(data_dir)
        return cls(store, store.profiles.guest().id, notice)

    @property
    def profile(self) -> Profile:
        """The active profile (the guest if it vanished)."""
        return self.store.profiles.get(self.profile_id) or self.store.profiles.guest()

    def switch(self, profile_id: int) -> Profile:
        """Make another profile the active one and tell the listeners."""
        profile = self.store.profiles.get(profile_id) or self.store.profiles.guest()
        self.profile_id = profile.id
        for listener in list(self.listeners):
            listener(profile)
        return profile

    def reset_to_guest(self) -> Profile:
        """The kiosk's next player starts as guest."""
        return self.switch(self.store.profiles.guest().id)


def _german_date(text: str | None) -> str:
    if not text:
        return ""
    try:
        return date.fromisoformat(text[:10]).strftime("%d.%m.%Y")
    except ValueError:
        return ""


@dataclass
class StoreLeaderboardProvider:
    """The shell's ``LeaderboardProvider`` backed by the store (``set_provider(...)`` at start-up)."""

    session: Session
    today: Callable[[], date] = date.today

    def boards(self) -> list[BoardTab]:
        """The tabs; daily lists name today's date."""
        tabs = []
        for key, board in TAB_BOARDS.items():
            title, subtitle = TAB_TITLES[key]
            if board in DAILY_BOARDS:
                subtitle = f"{subtitle} · {self.today().strftime('%d.%m.')}"
            tabs.append(BoardTab(key, title, subtitle))
        return tabs

    def rows(self, board_key: str, limit: int = 100) -> list[Row]:
        """Entries of one tab, best first; the active profile's lines are highlighted."""
        board = TAB_BOARDS.get(board_key)
        if board is None:
            return []
        day = self.today() if board in DAILY_BOARDS else None
        me = self.session.profile
        rows = []
        for entry in self.session.store.boards.top(board, day=day, limit=limit):
            if board is Board.SETZER:
                detail = "1 Partie" if entry.games == 1 else f"{entry.games} Partien"
            else:
                detail = _german_date(entry.played)
            mine = not me.is_guest and entry.profile_id == me.id
            rows.append(Row(entry.rank, entry.name, entry.score, detail, mine))
        return rows


@dataclass
class StoreSettingsBackend:
    """The shell's ``SettingsBackend`` keeping the player settings in the store."""

    settings: StoreSettings
    key: str = SETTINGS_KEY

    def load(self) -> dict | None:
        """The stored settings object, or None."""
        return self.settings.get_dict(self.key)

    def save(self, data: dict) -> None:
        """Store the settings; a read-only store keeps them for this run only."""
        try:
            self.settings.set(self.key, data)
        except StoreError as err:
            log.warning("Einstellungen nicht gespeichert: %s", err)


def attach(app, session: Session) -> None:
    """Make the session the app's: ``app.session``, ``app.store``, ``app.profile_id`` kept in step, the
    leaderboard provider, and the shell's name chip following the active profile."""
    from game.scenes.leaderboard.provider import set_provider

    app.session = session
    app.store = session.store
    app.profile_id = session.profile_id

    def follow(profile: Profile) -> None:
        app.profile_id = profile.id
        shell = getattr(app, "settings", None)
        if shell is not None and hasattr(shell, "update") and shell.settings.player_name != profile.name:
            shell.update(player_name=profile.name)

    session.listeners.append(follow)
    set_provider(StoreLeaderboardProvider(session))
