"""The store as the app sees it: who is playing (``app.session``), kept in step with the shell.

The shell opens the store (``app.store``), keeps its settings there and reads the
leaderboards (``game.launch``); the session adds the active profile.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from game.store import Profile, Store



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

    @classmethod
    def for_store(cls, store: Store) -> "Session":
        """A session on an already open store, starting as guest."""
        return cls(store, store.profiles.guest().id)

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


def attach(app, session: Session) -> None:
    """Make the session the app's: ``app.session``, ``app.store``, ``app.profile_id`` kept in step, and the
    shell's player name (name chip, highlighted leaderboard lines) following the active profile."""
    app.session = session
    app.store = session.store
    app.profile_id = session.profile_id

    def follow(profile: Profile) -> None:
        app.profile_id = profile.id
        shell = getattr(app, "settings", None)
        if shell is not None and hasattr(shell, "update") and shell.settings.player_name != profile.name:
            shell.update(player_name=profile.name)

    session.listeners.append(follow)
    follow(session.profile)


@dataclass
class GuestSession:
    """The store with its guest profile, when the app has a store but no profile session."""

    store: Any
    profile_id: int


def session_or_guest(app) -> "Session | GuestSession | None":
    """The app's profile session, or the store with its guest profile, or None without a usable store."""
    session = getattr(app, "session", None)
    if session is not None and hasattr(session, "store") and hasattr(session, "profile_id"):
        return session
    store = getattr(app, "store", None)
    if store is None or not hasattr(store, "boards"):
        return None
    try:
        return GuestSession(store, store.profiles.guest().id)
    except Exception:  # noqa: BLE001 - no usable store
        return None
