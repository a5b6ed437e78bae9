"""Scene registry: keys like "setzer.setup" map to factories; the menu opens scenes by key.

Other packages register their scenes at import time of their own package
(``game/scenes/setzer/__init__.py``, ``game/scenes/buch/__init__.py``).
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene

log = logging.getLogger(__name__)

Factory = Callable[["App", dict], "Scene"]

#: key prefixes of the two games (opening one lets the other give its memory back, see game.memory)
GAMES = ("setzer", "buch")

_FACTORIES: dict[str, Factory] = {}

#: German names of the known keys, for messages when a part cannot be opened
TITLES: dict[str, str] = {
    "menu": "Hauptmenü",
    "setzer.setup": "Speedsetzer · Partie",
    "setzer.daily": "Speedsetzer · Tagesbrett",
    "buch.drei_minuten": "Speedbuch · 3 Minuten",
    "buch.daily": "Speedbuch · Tagesrätsel",
    "buch.endless": "Speedbuch · Endlos",
    "buch.journey": "Speedbuch · Reise",
    "leaderboards": "Bestenliste",
    "settings": "Einstellungen",
    "rules": "Spielregeln",
    "lookup": "Nachschlagen",
    "profile": "Profil",
    "partien": "Partien gegen Menschen",
}


def register(key: str, factory: Factory) -> None:
    """Register (or replace) the factory of a scene key."""
    if key in _FACTORIES and _FACTORIES[key] is not factory:
        log.debug("scene %s re-registered", key)
    _FACTORIES[key] = factory


def unregister(key: str) -> None:
    """Forget a key (tests)."""
    _FACTORIES.pop(key, None)


def is_registered(key: str) -> bool:
    """Whether a factory exists for ``key``."""
    return key in _FACTORIES


def keys() -> list[str]:
    """All registered keys, sorted."""
    return sorted(_FACTORIES)


def create(app: "App", key: str, **params) -> "Scene":
    """Build the scene for ``key`` (KeyError when unknown)."""
    return _FACTORIES[key](app, dict(params))


def open_scene(app: "App", key: str, *, replace: bool = False, **params) -> "Scene | None":
    """Push (or replace the top with) the scene for ``key``.

    When the key has no factory or the factory fails, a German message explains
    that this part could not be loaded (and the cause is logged).
    """
    from game.scenes.message import MessageScene

    title = TITLES.get(key, key)
    factory = _FACTORIES.get(key)
    if factory is None:
        log.error("Szene %r ist nicht registriert (Modul fehlt oder wurde nicht geladen)", key)
        app.stack.push(MessageScene(app, "Nicht verfügbar",
                                    f"„{title}“ konnte nicht geladen werden. Dieser Teil des Spiels fehlt in dieser Installation. "
                                    "Alle anderen Teile lassen sich weiter nutzen."))
        return None
    game = key.split(".", 1)[0]
    if game in GAMES:
        from game.memory import turn_to

        turn_to(game)  # the other game's word structures go back to the system
    try:
        scene = factory(app, dict(params))
    except Exception:  # noqa: BLE001 - the one boundary around scene factories: a broken part must not end the game
        log.exception("Szene %r konnte nicht erzeugt werden", key)
        app.stack.push(MessageScene(app, "Fehler beim Laden",
                                    f"„{title}“ konnte nicht geöffnet werden. Der Fehler wurde protokolliert; bitte später erneut versuchen."))
        return None
    if replace:
        app.stack.replace(scene)
    else:
        app.stack.push(scene)
    return scene


def back_to_menu(app: "App") -> bool:
    """Replace the top scene with the main menu; pop it instead when no menu is registered.

    Returns True when the menu was shown.
    """
    if is_registered("menu"):
        app.stack.replace(create(app, "menu"))
        return True
    app.stack.pop()
    return False


def register_shell_scenes() -> None:
    """Register the shell's own pages (menu, settings, rules, lookup, leaderboards, profile).

    Each page's module is imported when the page is first opened: the title must not wait for them.
    """

    def menu(app, p):
        from game.scenes.menu import MenuScene

        return MenuScene(app)

    def settings(app, p):
        from game.scenes.settings import SettingsScene

        return SettingsScene(app)

    def rules(app, p):
        from game.scenes.rules import RulesScene

        return RulesScene(app, **p)

    def lookup(app, p):
        from game.scenes.lookup import LookupScene

        return LookupScene(app, **p)

    def leaderboards(app, p):
        from game.scenes.leaderboard import LeaderboardScene

        return LeaderboardScene(app, **p)

    def profile(app, p):
        from game.scenes.profile.store_scene import StoreProfileScene

        return StoreProfileScene(app, app.session)

    register("menu", menu)
    register("settings", settings)
    register("rules", rules)
    register("lookup", lookup)
    register("leaderboards", leaderboards)
    register("profile", profile)


def import_game_packages() -> list[str]:
    """Import the game packages, which register their scenes and badges; returns their names."""
    import game.scenes.buch
    import game.scenes.partien
    import game.scenes.setzer

    return [game.scenes.setzer.__name__, game.scenes.buch.__name__, game.scenes.partien.__name__]
