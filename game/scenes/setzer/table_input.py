"""Input of the table: pointer (drag, tap), keyboard, buttons and dialogs, turned into table operations."""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.input.actions import Act, Action
from game.scenes.setzer import dialogs
from game.scenes.setzer.table_commands import Press, TableCommand
from game.scenes.setzer.table_state import DRAG_THRESHOLD, Drag
from game.setzer.actions import Decline, Resign
from game.setzer.config import GameMode
from game.setzer.game import Phase
from game.setzer.tiles import LETTERS

log = logging.getLogger(__name__)


class TableInput:
    """Mixin of TableScene: every action lands here; each branch is safe at any moment of the game."""

    def handle(self, a: Action) -> bool:
        """Dialog first, then pointer, keys and buttons."""
        kind = a.kind
        if self.s.dialog is not None:
            return self._handle_dialog(a)
        if kind == Act.POINTER_DOWN:
            return self._pointer_down(a)
        if kind == Act.POINTER_MOVE:
            if self.s.drag is not None:
                d = self.s.drag
                d.pos = a.pos
                if not d.moving and abs(a.pos[0] - d.start[0]) + abs(a.pos[1] - d.start[1]) > DRAG_THRESHOLD:
                    d.moving = True
            return True
        if kind == Act.POINTER_UP:
            return self._pointer_up(a)
        if kind == Act.TEXT:
            return self._text(a.text)
        if kind == Act.DELETE:
            if self.s.tab == "nachschlagen" and self.s.lookup_focus:
                self.s.lookup_text = self.s.lookup_text[:-1]
            else:
                self.backspace()
            return True
        if kind == Act.CONFIRM:
            if self.s.tab == "nachschlagen" and self.s.lookup_focus:
                self.s.lookup_focus = False
            else:
                self.submit()
            return True
        if kind == Act.BACK:
            if self.s.lookup_focus:
                self.s.lookup_focus = False
            elif self.s.pending or self.s.cursor is not None:
                self.clear_pending()
                self.s.cursor = None
            elif self.s.drawer_open:
                self.s.drawer_open = False
            elif not self.autoplay:
                self._open_menu()
            return True
        if kind in (Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN) and self.s.cursor is not None:
            r, c, h = self.s.cursor
            dr, dc = {Act.LEFT: (0, -1), Act.RIGHT: (0, 1), Act.UP: (-1, 0), Act.DOWN: (1, 0)}[kind]
            self.s.cursor = (min(14, max(0, r + dr)), min(14, max(0, c + dc)), h)
            return True
        if kind == Act.KEY and a.key == pygame.K_SPACE and self.s.cursor is not None:
            r, c, h = self.s.cursor
            self.s.cursor = (r, c, not h)
            return True
        if kind == Act.WHEEL and self.view is not None and self.view.tab_body_rect().collidepoint(a.pos):
            limit = max(0, len(self.game.history) - 3)
            self.s.history_scroll = max(0, min(limit, self.s.history_scroll - a.wheel))
            return True
        return kind in (Act.WHEEL, Act.TAB, Act.KEY, Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN)

    def _text(self, text: str) -> bool:
        if self.s.tab == "nachschlagen" and self.s.lookup_focus:
            for ch in text:
                if ch.isalpha() and len(self.s.lookup_text) < 20:
                    self.s.lookup_text += ch.upper() if ch != "ß" else "SS"
            return True
        for ch in text.upper().replace("ß", "SS").replace("ẞ", "SS"):
            if ch in LETTERS:
                self.type_letter(ch)
            elif ch == " " and self.s.cursor is not None:
                r, c, h = self.s.cursor
                self.s.cursor = (r, c, not h)
        return True

    def _button_at(self, pos) -> Press | None:
        if self.view is None:
            return None
        return self.view.button_at(pos)

    def _pointer_down(self, a: Action) -> bool:
        s = self.s
        pos = a.pos
        button = self._button_at(pos)
        if button is not None:
            s.pressed = button
            return True
        lay = self.lay
        slot = lay.slot_at(pos)
        if slot is not None and s.slots[slot] is not None:
            s.drag = Drag("slot", slot, pos, pos, a.touch)
            return True
        if lay.grid.collidepoint(pos) and not (s.drawer_open and lay.drawer is not None):
            cell = lay.cell_at(pos)
            if cell is not None:
                idx = self.pending_at(*cell)
                if idx is not None:
                    s.drag = Drag("cell", idx, pos, pos, a.touch)
        return True

    def _pointer_up(self, a: Action) -> bool:
        s = self.s
        pos = a.pos
        pressed, s.pressed = s.pressed, None
        drag, s.drag = s.drag, None
        if pressed is not None:
            if self._button_at(pos) == pressed:
                self._press(pressed)
            return True
        lay = self.lay
        if drag is not None and drag.moving:
            self._drop(drag, pos)
            return True
        if drag is not None:  # a tap on a tile
            if drag.source == "slot":
                if s.selected is None:
                    s.selected = drag.index
                elif s.selected == drag.index:
                    s.selected = None
                else:
                    self.move_slot(s.selected, drag.index)
                    s.selected = None
            else:
                self.take_back(drag.index)
            return True
        slot = lay.slot_at(pos)
        if slot is not None:
            if s.selected is not None and s.slots[slot] is None:
                self.move_slot(s.selected, slot)
                s.selected = None
            return True
        if lay.drawer is not None and s.drawer_open and lay.drawer.collidepoint(pos):
            return True
        cell = lay.cell_at(pos, slack=0.0) if lay.grid.collidepoint(pos) else None
        if cell is not None:
            r, c = cell
            if s.selected is not None:
                self.place_from_slot(s.selected, r, c)
            elif self._free_cell(r, c) and self.my_turn:
                if s.cursor is not None and s.cursor[:2] == (r, c):
                    s.cursor = (r, c, not s.cursor[2])
                else:
                    s.cursor = (r, c, True)
            return True
        if s.tab == "nachschlagen" and self.view is not None and self.view.lookup_field_rect().collidepoint(pos):
            s.lookup_focus = True
            return True
        s.lookup_focus = False
        return True

    def drop_cell(self, drag: Drag) -> tuple[int, int] | None:
        """The cell a dragged tile would land on (nearest to the tile's centre, which floats above a finger)."""
        cx, cy = self.drag_centre(drag)
        return self.lay.cell_at((cx, cy), slack=0.5)

    def drag_centre(self, drag: Drag) -> tuple[int, int]:
        """Where the dragged tile is drawn (1.12 × above a finger, centred on a mouse pointer)."""
        x, y = drag.pos
        if drag.touch:
            y -= round(self.lay.tile * 0.9)
        return x, y

    def _drop(self, drag: Drag, pos) -> None:
        s = self.s
        slot = self.lay.slot_at(pos)
        cell = None if slot is not None else self.drop_cell(drag)
        centre = self.drag_centre(drag)
        if drag.source == "slot":
            if slot is not None:
                self.move_slot(drag.index, slot)
            elif cell is None or not self.place_from_slot(drag.index, *cell, snap_from=centre):
                if s.dialog is None and not self.calm:  # rejected: the tile flies back to its slot
                    s.returns[drag.index] = (centre, self.t)
            s.selected = None
            return
        # from a pending square
        if not (0 <= drag.index < len(s.pending)):
            return
        if slot is not None:
            self.take_back(drag.index, slot)
        elif cell is not None and self._free_cell(*cell):
            p = s.pending[drag.index]
            p.row, p.col = cell
            if not self.calm:
                s.snaps[cell] = (centre, self.t)
            self._update_preview()
        elif not self.calm:  # stays where it was: glide back there
            p = s.pending[drag.index]
            s.snaps[(p.row, p.col)] = (centre, self.t)

    def _press(self, press: Press) -> None:
        s = self.s
        name = press.command
        C = TableCommand
        if name is C.SETZEN:
            self.submit()
        elif name is C.PASSEN:
            if self.my_turn:
                self._open(dialogs.pass_dialog())
        elif name is C.TAUSCHEN:
            if self.my_turn:
                if not self.game.exchange_allowed(1):
                    self._toast("Tauschen ist jetzt nicht erlaubt.", bad=True)
                else:
                    self.clear_pending()
                    self._open(dialogs.exchange_dialog([t for t in s.slots if t is not None]))
        elif name is C.TIPP:
            self.start_hint()
        elif name is C.MISCHEN:
            self.shuffle()
        elif name is C.ZURUECK:
            self.clear_pending()
        elif name is C.TURBO:
            s.turbo = not s.turbo
        elif name is C.MENU:
            self._open_menu()
        elif name is C.SETTINGS:
            self._open_settings()
        elif name is C.TAB:
            s.tab = str(press.arg)
            s.lookup_focus = s.tab == "nachschlagen"
            if self.lay.portrait:
                s.drawer_open = True
        elif name is C.DRAWER:
            s.drawer_open = not s.drawer_open
        elif name is C.CHALLENGE:
            self.challenge(int(press.arg))
        elif name is C.DECLINE:
            self._apply(Decline(int(press.arg)))

    def _open_menu(self) -> None:
        """The pause menu (the game clock and the computers stand while it is open)."""
        saved = self.saver is not None and self.saver.save_id is not None
        self._open(dialogs.menu_dialog(self.viewer is not None and self.game.phase is not Phase.OVER, saved,
                                       self.config.mode is GameMode.TAGESBRETT))

    def _open_settings(self) -> None:
        """The gear: the shared settings page (sound, calm, fullscreen) over the table, whose clock stands meanwhile."""
        from game.scenes import registry

        registry.open_scene(self.app, "settings")

    def _handle_dialog(self, a: Action) -> bool:
        d = self.s.dialog
        if d.kind == "handover" and a.kind in (Act.POINTER_DOWN, Act.POINTER_UP) and self.view is not None:
            for name, rect in self.view.challenge_buttons().items():
                if rect.collidepoint(a.pos):
                    if a.kind == Act.POINTER_DOWN:
                        self.s.pressed = name
                    elif self.s.pressed == name:
                        self.s.pressed = None
                        self._press(name)
                    return True
        if a.kind == Act.POINTER_DOWN:
            kind, val = d.hit(a.pos)
            self.s.pressed = val if kind == "button" else None
            return True
        if a.kind == Act.POINTER_UP:
            pressed, self.s.pressed = self.s.pressed, None
            kind, val = d.hit(a.pos)
            if kind == "button" and val == pressed and val == "all" and d.multi:
                everything = set(range(len(d.letters)))
                d.selected = set() if d.selected == everything else everything
            elif kind == "button" and val == pressed:
                self._dialog_result(d, val)
            elif kind == "letter":
                if d.multi:
                    d.selected ^= {val}
                else:
                    self._dialog_result(d, "letter", val)
            elif kind == "outside" and d.kind in ("blank", "exchange", "pass", "menu", "resign"):
                self._dialog_result(d, "cancel")
            return True
        if a.kind == Act.BACK:
            self._dialog_result(d, "cancel" if d.kind != "menu" else "resume")
            return True
        if a.kind == Act.CONFIRM:
            if d.kind in ("handover", "pass", "menu") or (d.kind == "exchange" and d.selected):
                self._dialog_result(d, "ok" if d.kind != "menu" else "resume")
            return True
        if a.kind == Act.TEXT and d.kind == "blank":
            for ch in a.text.upper():
                if ch in LETTERS:
                    self._dialog_result(d, "letter", LETTERS.index(ch))
                    break
            return True
        return True

    def _dialog_result(self, d: dialogs.Dialog, key: str, value: Any = None) -> None:
        self.s.dialog = None
        if d.kind == "blank" and key == "letter" and d.data is not None:
            slot, r, c = d.data
            if self.place_from_slot(slot, r, c, LETTERS[value]):
                self._typed.append(len(self.s.pending) - 1)
                if self.s.cursor is not None and self.s.cursor[:2] == (r, c):
                    nr, nc = self._advance(r, c, self.s.cursor[2])
                    if nr is not None:
                        self.s.cursor = (nr, nc, self.s.cursor[2])
        elif d.kind == "exchange" and key == "ok":
            self.do_exchange("".join(d.letters[i] for i in sorted(d.selected)))
        elif d.kind == "pass" and key == "ok":
            self.do_pass()
        elif d.kind == "handover":
            if key == "ok":
                self.viewer = d.data
                self.confirmed_viewer = True
                self.s.pending.clear()
                self.s.slots = [None] * 7
                self._sync_rack()
                self._update_preview()
            else:
                self.s.dialog = d  # the hand-over cannot be dismissed
        elif d.kind == "menu":
            if key == "resign" and self.viewer is not None and self.game.phase is not Phase.OVER:
                self._open(dialogs.resign_dialog())
            elif key == "leave":
                self._leave()
        elif d.kind == "resign" and key == "ok" and self.viewer is not None and self.game.phase is not Phase.OVER:
            self._apply(Resign(self.viewer))

    def _leave(self) -> None:
        saver = self.saver
        if saver is not None and not self.game.record.actions:
            saver.discard()  # nothing played yet: no game to resume later
        from game.scenes import registry

        if registry.is_registered("menu"):
            self.app.stack.replace(registry.create(self.app, "menu"))
        else:  # an installation without the main menu: back to the set-up
            from game.scenes.setzer.setup import SetupScene

            self.app.stack.replace(SetupScene(self.app))

    def monkey_hotspots(self) -> list[pygame.Rect]:
        """Where random test input should often land (buttons, rack, sheet, dialog)."""
        d = self.s.dialog
        if d is not None:
            return list(d.button_rects.values()) + list(d.letter_rects)
        lay = self.lay
        spots = list(lay.buttons.values()) + list(lay.slots) + list(lay.tab_buttons.values()) + [lay.grid, lay.grid, lay.grid]
        if self.view is not None:
            spots += list(self.view.challenge_buttons().values())
        return spots
