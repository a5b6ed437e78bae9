"""Helpers for table stories: the modal scene on top of the table and its buttons (tapped like a player does)."""
from __future__ import annotations

from game.scenes.setzer import driver
from game.scenes.setzer.dialogs import DialogCommand
from game.scenes.setzer.table_modals import TableModal


def modal(app) -> TableModal | None:
    """The table's modal on top of the stack, or None."""
    top = app.stack.top
    return top if isinstance(top, TableModal) else None


def tap_button(app, command: DialogCommand) -> None:
    """Tap the button ``command`` of the modal on top."""
    m = modal(app)
    assert m is not None, "kein Dialog offen"
    driver.tap(app, m.button(command).rect.center)
