"""Input of the table: buttons, pointer (drag, tap, the drawer's handle), keyboard, turned into table operations."""
from __future__ import annotations

import logging

import pygame

from game.input.actions import Act, Action
from game.scenes.setzer import layout as L
from game.scenes.setzer.table_commands import Focus, Press, TableCommand, TableTab
from game.scenes.setzer.table_modals import ExchangeScene, PassScene, PauseMenuScene
from game.scenes.setzer.table_state import DRAG_THRESHOLD, Drag, DragSource
from game.setzer.actions import Decline
from game.setzer.tiles import LETTERS

log = logging.getLogger(__name__)

_POINTER = (Act.POINTER_DOWN, Act.POINTER_MOVE, Act.POINTER_UP)


class TableInput:
    """Mixin of TableScene: every action lands here; each branch is safe at any moment of the game."""

    mouse_at: tuple[int, int] | None = None  # where the mouse last was (None after a touch): the hand cursor

    def handle(self, a: Action) -> bool:
        """The drawer's handle, buttons, then pointer, keys; the table's modals are scenes of their own."""
        kind = a.kind
        if kind in _POINTER:
            self.mouse_at = None if a.touch else a.pos  # a finger leaves no pointer resting anywhere
            self.controls.place()  # the buttons as the table is now (a modal may have changed it since the frame)
            consumed = self._pointer(a)
            self.controls.place()
            return consumed
        if kind == Act.TEXT:
            return self._text(a.text)
        typing_lookup = self.s.focus is Focus.LOOKUP and self.shown_tab is TableTab.NACHSCHLAGEN
        if kind == Act.DELETE:
            if typing_lookup:
                self.s.lookup_text = self.s.lookup_text[:-1]
            else:
                self.backspace()
            return True
        if kind == Act.CONFIRM:
            if not typing_lookup:  # Enter in the lookup field keeps the field (and its caret): typing goes on there
                self.submit()
            return True
        if kind == Act.BACK:
            if typing_lookup:
                self.s.focus = Focus.SHEET
            elif self.s.pending or self.s.cursor is not None:
                self.clear_pending()
                self.s.cursor = None
            elif self.s.drawer.open:
                self.s.drawer.open = False
            elif not self.autoplay:
                self._open_menu()
            self.controls.place()
            return True
        if kind in (Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN) and self.s.cursor is not None and not typing_lookup:
            r, c, h = self.s.cursor
            dr, dc = {Act.LEFT: (0, -1), Act.RIGHT: (0, 1), Act.UP: (-1, 0), Act.DOWN: (1, 0)}[kind]
            self.s.cursor = (min(14, max(0, r + dr)), min(14, max(0, c + dc)), h)
            return True
        if kind == Act.KEY and a.key == pygame.K_SPACE and self.s.cursor is not None and not typing_lookup:
            r, c, h = self.s.cursor
            self.s.cursor = (r, c, not h)
            return True
        if kind == Act.WHEEL and L.tab_body(self.lay, self.s.drawer).collidepoint(a.pos):
            limit = max(0, len(self.game.history) - 3)
            self.s.history_scroll = max(0, min(limit, self.s.history_scroll - a.wheel))
            return True
        return kind in (Act.WHEEL, Act.TAB, Act.KEY, Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN)

    def _text(self, text: str) -> bool:
        """Typed letters go where the cursor is shown: the lookup field's caret or the sheet's cursor."""
        if self.s.focus is Focus.LOOKUP and self.shown_tab is TableTab.NACHSCHLAGEN:
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

    def pointer_over_button(self) -> bool:
        """The mouse rests on a visible, enabled button of the table (the app then shows a hand)."""
        pos = self.mouse_at
        if pos is None:
            return False
        lay = self.lay
        in_drawer = L.drawer_lifted(lay, self.s.drawer) and L.drawer_rect(lay, self.s.drawer).collidepoint(pos)
        return self.controls.under(pos, in_drawer) is not None

    # pointer ------------------------------------------------------------------
    def _pointer(self, a: Action) -> bool:
        s = self.s
        lay = self.lay
        if self._drawer_grip(a):
            return True
        lifted = L.drawer_lifted(lay, s.drawer)
        in_drawer = lifted and L.drawer_rect(lay, s.drawer).collidepoint(a.pos)
        if self.controls.route(a, in_drawer):
            return True
        if a.kind == Act.POINTER_DOWN:
            return self._pointer_down(a, in_drawer)
        if a.kind == Act.POINTER_MOVE:
            if s.drag is not None:
                d = s.drag
                d.pos = a.pos
                if not d.moving and abs(a.pos[0] - d.start[0]) + abs(a.pos[1] - d.start[1]) > DRAG_THRESHOLD:
                    d.moving = True
            return True
        return self._pointer_up(a, in_drawer, lifted)

    def _drawer_grip(self, a: Action) -> bool:
        """Portrait: the drawer follows its handle; let go, it opens when pulled up and closes when pushed down.

        A tap on the handle (no travel) opens or closes it as well.
        """
        lay = self.lay
        dr = self.s.drawer
        if not lay.portrait or lay.drawer is None:
            return False
        if a.kind == Act.POINTER_DOWN and dr.grab is None:
            if not L.drawer_handle(lay, dr).collidepoint(a.pos):
                return False
            dr.grab = (a.pos[1], L.drawer_rect(lay, dr).y)
            dr.moved = False
            return True
        if dr.grab is None:
            return False
        y0, top0 = dr.grab
        dy = a.pos[1] - y0
        if a.kind == Act.POINTER_MOVE:
            if abs(dy) > DRAG_THRESHOLD:
                dr.moved = True
            if dr.moved:
                dr.top = top0 + dy
            return True
        if a.kind == Act.POINTER_UP:
            if not dr.moved:
                dr.open = not dr.open
            elif abs(dy) > DRAG_THRESHOLD:
                dr.open = dy < 0  # pulled up: open; pushed down: closed
            dr.grab, dr.top, dr.moved = None, None, False
        return True

    def _pointer_down(self, a: Action, in_drawer: bool) -> bool:
        s = self.s
        pos = a.pos
        if in_drawer:
            return True
        lay = self.lay
        slot = lay.slot_at(pos)
        if slot is not None and s.slots[slot] is not None:
            s.drag = Drag(DragSource.SLOT, slot, pos, pos, a.touch)
            return True
        if lay.grid.collidepoint(pos) and not L.drawer_lifted(lay, s.drawer):
            cell = lay.cell_at(pos)
            if cell is not None:
                idx = self.pending_at(*cell)
                if idx is not None:
                    s.drag = Drag(DragSource.CELL, idx, pos, pos, a.touch)
        return True

    def _pointer_up(self, a: Action, in_drawer: bool, lifted: bool) -> bool:
        s = self.s
        pos = a.pos
        drag, s.drag = s.drag, None
        lay = self.lay
        if drag is not None and drag.moving:
            self._drop(drag, pos)
            return True
        if drag is not None:  # a tap on a tile
            if drag.source is DragSource.SLOT:
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
        field = L.lookup_field(lay, s.drawer)
        if in_drawer:
            if self.shown_tab is TableTab.NACHSCHLAGEN and field.collidepoint(pos):
                s.focus = Focus.LOOKUP
            return True
        if lifted:  # a tap beside the pulled-up drawer puts it away (and counts where it landed)
            s.drawer.open = False
        slot = lay.slot_at(pos)
        if slot is not None:
            if s.selected is not None and s.slots[slot] is None:
                self.move_slot(s.selected, slot)
                s.selected = None
            return True
        cell = lay.cell_at(pos, slack=0.0) if lay.grid.collidepoint(pos) else None
        if cell is not None:
            r, c = cell
            s.focus = Focus.SHEET  # the board shows the cursor now: it gets the keys
            if s.selected is not None:
                self.place_from_slot(s.selected, r, c)
            elif self._free_cell(r, c) and self.my_turn:
                if s.cursor is not None and s.cursor[:2] == (r, c):
                    s.cursor = (r, c, not s.cursor[2])
                else:
                    s.cursor = (r, c, True)
            return True
        if not lay.portrait and self.shown_tab is TableTab.NACHSCHLAGEN and field.collidepoint(pos):
            s.focus = Focus.LOOKUP
            return True
        s.focus = Focus.SHEET
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
        if drag.source is DragSource.SLOT:
            if slot is not None:
                self.move_slot(drag.index, slot)
            else:
                asks_letter = cell is not None and s.slots[drag.index] == "?" and self.my_turn and self._free_cell(*cell)
                placed = cell is not None and self.place_from_slot(drag.index, *cell, snap_from=centre)
                if not placed and not asks_letter and not self.calm:  # rejected: the tile flies back to its slot
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

    def press(self, press: Press) -> None:
        """Carry out a table button's press (any moment of the game: each branch checks what it needs)."""
        s = self.s
        name = press.command
        C = TableCommand
        if name is C.SETZEN:
            self.submit()
        elif name is C.PASSEN:
            if self.my_turn:
                self._open(PassScene(self.app, self))
        elif name is C.TAUSCHEN:
            if self.my_turn:
                if not self.game.exchange_allowed(1):
                    self._toast("Tauschen ist jetzt nicht erlaubt.", bad=True)
                else:
                    self.clear_pending()
                    self._open(ExchangeScene(self.app, self, [t for t in s.slots if t is not None]))
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
        elif name is C.TAB and isinstance(press.arg, TableTab):
            s.tab = press.arg
            s.focus = Focus.LOOKUP if s.tab is TableTab.NACHSCHLAGEN else Focus.SHEET
            if self.lay.portrait:
                s.drawer.open = True
        elif name is C.DRAWER:
            s.drawer.open = not s.drawer.open
        elif name is C.CHALLENGE and isinstance(press.arg, int):
            self.challenge(press.arg)
        elif name is C.DECLINE and isinstance(press.arg, int):
            self._apply(Decline(press.arg))
        self.controls.place()

    def _open_menu(self) -> None:
        """The pause menu (the game clock and the computers stand while it is open)."""
        saved = self.saver is not None and self.saver.save_ref is not None
        self._open(PauseMenuScene(self.app, self, self.can_resign, saved))

    def _open_settings(self) -> None:
        """The gear: the shared settings page (sound, calm, fullscreen) over the table, whose clock stands meanwhile."""
        from game.scenes import registry

        registry.open_scene(self.app, "settings")

    def leave(self) -> None:
        """Zum Menü: back to the main menu (a game with no move yet leaves no save behind)."""
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
        """Where random test input should often land (buttons, rack, sheet, drawer handle)."""
        lay = self.lay
        spots = [b.rect for b in self.controls.all() if b.visible and b.rect.width] + list(lay.slots) + [lay.grid] * 3
        if lay.portrait:
            spots.append(L.drawer_handle(lay, self.s.drawer))
        return spots
