"""Who is playing: the current profile in the store, the app's ``session`` service (no pygame).

Everything a profile owns (stars, records, calendar, saves, table set-up) is read
from the store for ``session.profile_id`` every time; the session itself keeps
only that id. On a laptop the last chosen profile is selected again at the next
start; a kiosk always starts as guest.
"""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable

from game.store import Profile, Store, StoreError

log = logging.getLogger(__name__)

LAST_PROFILE_KEY = "last_profile"


class Session:
    """The current profile; ``switch`` changes it and tells the listeners."""

    def __init__(self, store: Store, profile_id: int | None = None, kiosk: bool = False) -> None:
        self.store = store
        self._profile_id = profile_id if profile_id is not None else store.profiles.guest().id
        self.listeners: list[Callable[[Profile], None]] = []
        # kiosk: a visitor reaches only the guest and the profiles made during this visit
        self.kiosk = kiosk
        self._visit: set[int] = set()

    @classmethod
    def restore(cls, store: Store, kiosk: bool) -> Session:
        """The session of a new start: the last chosen profile (laptop), the guest (kiosk or none chosen yet)."""
        if kiosk:
            return cls(store, kiosk=True)
        remembered = store.settings.get_int(LAST_PROFILE_KEY, 0)
        profile = store.profiles.get(remembered) if remembered else None
        return cls(store, profile.id if profile is not None else None)

    @property
    def profile(self) -> Profile:
        """The current profile (the guest when it was deleted meanwhile)."""
        return self.store.profiles.get(self._profile_id) or self.store.profiles.guest()

    @property
    def profile_id(self) -> int:
        """Id of the current profile."""
        return self.profile.id

    @property
    def name(self) -> str:
        """Name of the current profile ("Gast" for the guest)."""
        return self.profile.name

    @property
    def is_guest(self) -> bool:
        """True while the shared guest profile plays."""
        return self.profile.is_guest

    def choosable(self) -> list[Profile]:
        """The profiles this player may switch to (on a kiosk: the guest and those made during this visit)."""
        profiles = self.store.profiles.all()
        if not self.kiosk:
            return profiles
        return [p for p in profiles if p.is_guest or p.id in self._visit]

    def created(self, profile_id: int) -> Profile:
        """A profile made just now by this player: it becomes the current one (and reachable during the visit)."""
        self._visit.add(profile_id)
        return self.switch(profile_id)

    def switch(self, profile_id: int) -> Profile:
        """Make another profile the current one, remember it for the next start, tell the listeners.

        On a kiosk a profile of an earlier visitor is not reachable: the guest plays instead.
        """
        profile = self.store.profiles.get(profile_id) or self.store.profiles.guest()
        if self.kiosk and not profile.is_guest and profile.id not in self._visit:
            log.warning("Kiosk: Profil %s gehört einem früheren Besuch, es spielt der Gast", profile.name)
            profile = self.store.profiles.guest()
        self._profile_id = profile.id
        try:
            self.store.settings.set(LAST_PROFILE_KEY, profile.id)
        except (StoreError, sqlite3.Error) as err:  # read-only or broken file: the choice holds for this run
            log.warning("Gewähltes Profil nicht gespeichert: %s", err)
        log.info("Es spielt: %s", profile.name)
        for listener in list(self.listeners):
            listener(profile)
        return profile

    def reset_to_guest(self) -> Profile:
        """The kiosk's next visitor starts as guest; the last visitor's profiles are out of reach."""
        self._visit.clear()
        return self.switch(self.store.profiles.guest().id)
