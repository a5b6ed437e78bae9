"""A page that owns one pygame_gui text entry: hidden under dialogs, removed on exit."""
from __future__ import annotations

import pygame
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


def keep_backgrounds(entry: "pygame_gui.elements.UITextEntryLine") -> None:
    """Let a wide text entry keep its drawn backgrounds: pygame_gui redraws the rounded box (four times
    supersampled) at every blink of the cursor and caches it only below 40,000 pixels, which cost 20 ms at
    1920x1080 and 70 ms at 3840x2160 every half second; the box of each state is kept and copied instead."""
    shape = entry.drawable_shape
    if shape is None:
        return
    redraw = shape.redraw_state
    kept: dict[tuple, pygame.Surface] = {}

    def redraw_state(state_str: str, add_text: bool = True) -> None:
        if add_text:
            redraw(state_str, add_text)
            return
        key = (state_str, tuple(shape.containing_rect.size), str(shape.theming.get(f"{state_str}_bg")),
               str(shape.theming.get(f"{state_str}_border")))
        box = kept.get(key)
        if box is None:
            redraw(state_str, add_text)
            kept[key] = shape.states[state_str].surface.copy()
        else:
            shape.states[state_str].surface = box.copy()

    shape.redraw_state = redraw_state
