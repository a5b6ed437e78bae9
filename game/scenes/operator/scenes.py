"""Registering the store's scenes with the shell's registry (call before ``register_shell_scenes``)."""
from __future__ import annotations

from game.scenes import registry

MAX_TRIES = 3


def operator_entry(app):
    """The operator panel behind the PIN (outside the kiosk flow, e.g. from the settings page)."""
    from game.scenes.operator.panel import OperatorScene
    from game.scenes.operator.pin_pad import PinPad

    store = app.store
    if not store.settings.has_pin():
        return OperatorScene(app, store, pin_missing=True)
    tries = [0]

    def submit(pin: str) -> None:
        if store.settings.check_pin(pin):
            app.stack.replace(OperatorScene(app, store))
            return
        tries[0] += 1
        if tries[0] >= MAX_TRIES:
            app.stack.pop()
        pad.message = "Falsche PIN."

    pad = PinPad(app, submit, app.stack.pop, "Betreiber-PIN eingeben")
    return pad


def register_store_scenes() -> None:
    """``operator``: the PIN, then the panel (the profile page is one of the shell's pages)."""
    registry.register("operator", lambda app, params: operator_entry(app))
    registry.TITLES.setdefault("operator", "Betreiber")
