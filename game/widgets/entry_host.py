"""A page that owns one pygame_gui text entry: hidden under dialogs, removed on exit."""
from __future__ import annotations

import pygame_gui


class EntryHost:
    """Mixin for scenes with ``self.entry`` (a UITextEntryLine or None) and ``self.text``."""

    entry: "pygame_gui.elements.UITextEntryLine | None"
    text: str

    def exit(self) -> None:
        """Remove the text entry (its text is kept in ``self.text``)."""
        self._kill_entry()

    def pause(self) -> None:
        """Hide the entry while a dialog is on top."""
        if self.entry is not None:
            self.entry.hide()

    def resume(self) -> None:
        """Show the entry again."""
        if self.entry is not None:
            self.entry.show()

    def _kill_entry(self) -> None:
        if self.entry is not None:
            self.text = self.entry.get_text()
            self.entry.kill()
            self.entry = None
