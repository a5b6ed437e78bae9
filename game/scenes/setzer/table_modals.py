"""The table's modal scenes, pushed over the table: Joker letter, Tauschen, Passen, hand-over, pause menu, Aufgeben.

Each one draws its card (``dialogs``) over the table and keeps the table running
underneath (``update`` calls the table's): the move clock runs on while a modal that
belongs to the move is open (Joker, Tauschen, Passen); the pause menu and Aufgeben stop
it and the computers; while a hand-over is due the table stops its clock itself, unless a
challenge window runs.
A button closes the modal first, then the table carries out the choice.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.input.actions import Act, Action
from game.render.damage import Looks
from game.scenes.base import Scene
from game.scenes.setzer import dialogs
from game.scenes.setzer.dialogs import DialogCommand, ModalKind
from game.scenes.setzer.table_panel import card_reach
from game.setzer.config import GameMode
from game.setzer.tiles import LETTERS
from game.widgets.button import route
from game.widgets.print_button import PrintButton

if TYPE_CHECKING:
    from game.scenes.setzer.table import TableScene

_POINTER = (Act.POINTER_DOWN, Act.POINTER_MOVE, Act.POINTER_UP)


class TableModal(Scene):
    """A card over the table; input stops here, the table goes on underneath."""

    opaque = False
    #: Esc or a tap beside the card cancels
    dismissable = True
    #: the game clock and the computers stand while it is open
    stops_clock = False

    def __init__(self, app, table: "TableScene", card: dialogs.Dialog) -> None:
        super().__init__(app)
        self.table = table
        self.card = card
        self.buttons: list[PrintButton] = []
        self.closed = False
        self.name = f"setzer.{card.kind.value}"
        self._looks = Looks()  # frame damage: the buttons as last drawn
        self._drawn: tuple | None = None  # frame damage: what the card showed when last drawn

    @property
    def kind(self) -> ModalKind:
        """Which modal this is."""
        return self.card.kind

    # life cycle -------------------------------------------------------------
    def enter(self) -> None:
        """The table's clock is not 'covered' by a modal of its own (the modal decides); lay the card out."""
        self.table.covered_by_modal()
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """The card and its buttons for the window (the table has laid itself out first)."""
        k = self.table.lay.k
        self.card.layout(size, k)
        self.buttons = []
        for cmd, label, style in self.card.buttons:
            b = PrintButton(cmd, label, style, on_click=lambda c=cmd: self.command(c))
            b.layout(self.card.button_rects[cmd], k)
            self.buttons.append(b)
        self.sync()

    def button(self, command: DialogCommand) -> PrintButton:
        """The button for ``command`` (KeyError-like StopIteration when the card has none)."""
        return next(b for b in self.buttons if b.command is command)

    def sync(self) -> None:
        """Bring labels and enabled states up to date with the card's selection."""

    def close(self, then: Callable[[], None] | None = None) -> None:
        """Leave the modal; ``then`` runs once it is off the stack (the table is on top again)."""
        if self.closed:
            return
        self.closed = True
        self.app.stack.pop()
        if then is not None:
            self.app.stack.call(then)

    # input ----------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        """Buttons, letter tiles, Esc, Enter and typing; nothing reaches the table."""
        kind = action.kind
        if kind in _POINTER:
            consumed, _ = route(self.buttons, action)
            if consumed:
                self.sync()
            elif kind == Act.POINTER_UP:
                i = self.card.letter_at(action.pos)
                if i is not None:
                    self.letter(i)
                    self.sync()
                elif not self.card.card.collidepoint(action.pos) and self.dismissable:
                    self.cancel()
        elif kind == Act.BACK:
            if self.dismissable:
                self.cancel()
        elif kind == Act.CONFIRM:
            self.confirm()
        elif kind == Act.TEXT:
            self.typed(action.text)
        return kind not in (Act.RESIZE, Act.QUIT, Act.TOGGLE_FULLSCREEN)

    def command(self, command: DialogCommand) -> None:
        """A button was clicked."""
        if command is DialogCommand.CANCEL:
            self.cancel()

    def letter(self, index: int) -> None:
        """A letter tile was tapped."""

    def typed(self, text: str) -> None:
        """Characters were typed."""

    def cancel(self) -> None:
        """Esc, Abbrechen or a tap beside the card."""
        self.close()

    def confirm(self) -> None:
        """Enter."""

    # frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """The table goes on underneath."""
        self.table.update(dt, clock_runs=not self.stops_clock, computers_run=not self.stops_clock)

    def draw(self, surface: pygame.Surface) -> None:
        """The card over the dimmed table (with the running move clock when the card belongs to the move)."""
        view = self.table.view
        clock = view.move_clock() if self.card.part_of_move and view is not None else None
        self.card.draw(surface, self.table.lay.k, clock)
        for b in self.buttons:
            b.draw(surface)

    def card_look(self) -> tuple:
        """What the card draws (frame damage compares it between frames): place, texts, tiles, the move clock."""
        card = self.card
        view = self.table.view
        clock = view.move_clock() if card.part_of_move and view is not None else None
        return (tuple(card.card), card.title, tuple(card.text_lines), tuple(card.letters), tuple(sorted(card.selected)),
                tuple(tuple(r) for r in card.letter_rects), card.dim, clock)

    def damage(self) -> list[pygame.Rect] | None:
        """The card when what it shows changed, and the buttons that look different (the table under it reports
        its own changes; each clipped pass draws the table, the veil and the card there)."""
        look = self.card_look()
        buttons = self._looks.changed(self.buttons)
        drawn, self._drawn = self._drawn, look
        if drawn is None or drawn[0] != look[0]:  # the first frame, or the card moved: all of it
            return None
        if drawn != look:
            return [card_reach(self.card.card), *buttons]
        return buttons

    def monkey_hotspots(self) -> list[pygame.Rect]:
        """Where random test input should often land."""
        return [b.rect for b in self.buttons] + list(self.card.letter_rects)


class BlankScene(TableModal):
    """Which letter the Joker on (r, c) stands for: tap a tile or type the letter."""

    def __init__(self, app, table: "TableScene", slot: int, cell: tuple[int, int]) -> None:
        super().__init__(app, table, dialogs.blank_chooser())
        self.slot = slot
        self.cell = cell

    def letter(self, index: int) -> None:
        """The Joker becomes this letter."""
        letter = LETTERS[index]
        self.close(lambda: self.table.blank_chosen(self.slot, self.cell, letter))

    def typed(self, text: str) -> None:
        """The first typed letter chooses."""
        for ch in text.upper():
            if ch in LETTERS:
                self.letter(LETTERS.index(ch))
                return


class ExchangeScene(TableModal):
    """Pick tiles to put back into the box (the bulb's advice comes preselected)."""

    def __init__(self, app, table: "TableScene", rack: list[str], advice: str = "") -> None:
        super().__init__(app, table, dialogs.exchange_dialog(rack, advice))

    def sync(self) -> None:
        """Tauschen counts the chosen tiles and waits for at least one."""
        ok = self.button(DialogCommand.OK)
        n = len(self.card.selected)
        ok.enabled = n > 0
        ok.label = f"Tauschen ({n})" if n else "Tauschen"

    def letter(self, index: int) -> None:
        """Select or unselect a tile."""
        self.card.selected ^= {index}

    def command(self, command: DialogCommand) -> None:
        """Alle toggles every tile; Tauschen exchanges the chosen ones."""
        if command is DialogCommand.ALL:
            everything = set(range(len(self.card.letters)))
            self.card.selected = set() if self.card.selected == everything else everything
        elif command is DialogCommand.OK:
            self.confirm()
        else:
            super().command(command)

    def confirm(self) -> None:
        """Exchange the chosen tiles (nothing chosen: nothing happens)."""
        if self.card.selected:
            tiles = "".join(self.card.letters[i] for i in sorted(self.card.selected))
            self.close(lambda: self.table.do_exchange(tiles))


class PassScene(TableModal):
    """Passen? (one stray tap must not give the move away)."""

    def __init__(self, app, table: "TableScene") -> None:
        super().__init__(app, table, dialogs.pass_dialog())

    def command(self, command: DialogCommand) -> None:
        """Passen passes."""
        if command is DialogCommand.OK:
            self.confirm()
        else:
            super().command(command)

    def confirm(self) -> None:
        """Pass."""
        self.close(self.table.do_pass)


class HandoverScene(TableModal):
    """Hot seat: the next player's rack stays hidden until they confirm; objections stay possible meanwhile."""

    dismissable = False

    def __init__(self, app, table: "TableScene", player: int) -> None:
        super().__init__(app, table, dialogs.handover_dialog(table.seat_name(player)))
        self.player = player

    def handle(self, action: Action) -> bool:
        """The challenge buttons (drawn on top of the card) first, then the card."""
        if self.table.controls.route_challenge(action):
            return True
        return super().handle(action)

    def command(self, command: DialogCommand) -> None:
        """Ich bin …: show that player's rack."""
        if command is DialogCommand.OK:
            self.confirm()

    def confirm(self) -> None:
        """The player has the device."""
        self.close(lambda: self.table.handover_confirmed(self.player))

    def draw(self, surface: pygame.Surface) -> None:
        """The card hides the table; the challenge banner and the latest message stay on top of it."""
        super().draw(surface)
        view = self.table.view
        if view is not None:
            view.draw_challenge(surface)
            view.draw_toast(surface)


class ResignScene(TableModal):
    """Wirklich aufgeben? (the clock and the computers stand)."""

    stops_clock = True

    def __init__(self, app, table: "TableScene") -> None:
        super().__init__(app, table, dialogs.resign_dialog())

    def command(self, command: DialogCommand) -> None:
        """Aufgeben ends the game for this player; Weiterspielen closes."""
        if command is DialogCommand.OK:
            self.close(self.table.resign)
        else:
            self.close()


class PauseMenuScene(TableModal):
    """The table's pause menu (Esc, the menu button): Weiter, Aufgeben, Zum Menü; the clock stands."""

    stops_clock = True

    def __init__(self, app, table: "TableScene", can_resign: bool, saved: bool) -> None:
        super().__init__(app, table, dialogs.menu_dialog(can_resign, saved, table.config.mode is GameMode.TAGESBRETT))

    def command(self, command: DialogCommand) -> None:
        """Aufgeben asks once more; Zum Menü leaves the table; Weiter closes."""
        if command is DialogCommand.RESIGN and self.table.can_resign:
            self.closed = True
            self.app.stack.replace(ResignScene(self.app, self.table))
        elif command is DialogCommand.LEAVE:
            self.close(self.table.leave)
        else:
            self.close()

    def confirm(self) -> None:
        """Enter: back to the game."""
        self.close()
