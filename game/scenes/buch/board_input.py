"""Input of the Speedbuch board: pointer paths, taps, keys and buttons, turned into board operations."""
from __future__ import annotations

from game.audio import Sfx
from game.buch.geometry import are_adjacent
from game.input.actions import Act, Action
from game.scenes.buch.board_state import BoardCommand
from game.scenes.buch.common import play_sound
from game.scenes.buch.typing_paths import paths_for_typed
from game.widgets.button import route

_POINTER = (Act.POINTER_DOWN, Act.POINTER_UP)


class BoardInput:
    """Mixin of BoardScene: every action lands in ``handle``; each kind of action has its own small method."""

    def handle(self, action: Action) -> bool:
        """Pointer paths, taps, keys and the buttons."""
        if self.layout is None:
            return False
        kind = action.kind
        if kind in _POINTER and action.button == 3:
            return self._right_click(action)
        if kind in _POINTER and not self.state.dragging:
            consumed, clicked = route(self.buttons, action)
            if clicked is not None:
                self.run(clicked.command)
            if consumed:
                return True
        if self.game.over:
            if kind in (Act.POINTER_UP, Act.CONFIRM) and self.state.ended_at is not None and self.t - self.state.ended_at > 0.3:
                self.show_results()
            return True
        handler = _HANDLERS.get(kind)
        return handler(self, action) if handler is not None else False

    def run(self, command: BoardCommand) -> None:
        """Carry out a button's command (with the tap sound)."""
        play_sound(self.app, Sfx.TAP)
        if command is BoardCommand.SHUFFLE:
            self.do_shuffle()
        elif command is BoardCommand.HINT:
            self.do_hint()
        elif command is BoardCommand.SUBMIT:
            self.submit()
        elif command is BoardCommand.MENU:
            self.open_menu()
        elif command is BoardCommand.THEME:
            self.toggle_theme()
        elif command is BoardCommand.HISTORY:
            self.open_history()
        elif command is BoardCommand.SOUND:
            self.toggle_sound()

    # ------------------------------------------------------------------ pointer
    def _right_click(self, action: Action) -> bool:
        if action.kind == Act.POINTER_DOWN:
            self._set_path([])  # right click: drop the selection
            self.state.clear_typed()
            self.state.dragging = False
        return True

    def _pointer_down(self, action: Action) -> bool:
        L = self.layout
        st = self.state
        cell = L.cell_at(action.pos)
        st.pointer = action.pos
        if cell is not None:
            st.clear_typed()
            # a press on the last selected tile again: a tap there hands the word in
            st.tap_last = bool(st.path) and cell == st.path[-1]
            if not st.tap_last:
                self._touch_cell(cell)
            st.dragging = True
            st.drag_moved = False
            return True
        if L.word_bar.collidepoint(action.pos):
            st.bar_pressed = True
            return True
        if L.protocol.collidepoint(action.pos) and self.game.log:
            st.proto_pressed = True
            return True
        return False

    def _pointer_move(self, action: Action) -> bool:
        st = self.state
        st.pointer = action.pos
        st.mouse = None if action.touch else action.pos
        if st.dragging and action.button:
            cell = self.layout.cell_at(action.pos, strict=0.42)
            if cell is not None and st.path and cell != st.path[-1]:
                if len(st.path) >= 2 and cell == st.path[-2]:
                    self._set_path(st.path[:-1])
                    st.drag_moved = True
                elif cell not in st.path and are_adjacent(st.path[-1], cell):
                    self._set_path(st.path + [cell])
                    st.drag_moved = True
                    st.tap_last = False
        return st.dragging

    def _pointer_up(self, action: Action) -> bool:
        L = self.layout
        st = self.state
        if st.proto_pressed:
            st.proto_pressed = False
            if L.protocol.collidepoint(action.pos):
                self.open_history()
            return True
        if st.bar_pressed:
            st.bar_pressed = False
            if L.word_bar.collidepoint(action.pos):
                self.submit()
            return True
        if not st.dragging:
            return False
        st.dragging = False
        if st.tap_last and not st.drag_moved:
            st.tap_last = False
            self.submit()
            return True
        if st.drag_moved and len(st.path) >= 2:
            ev = self.eval
            if ev is not None and ev.valid:
                self.submit()
            else:
                self._reject(ev)
        return True

    # ------------------------------------------------------------------ keys
    def _confirm(self, action: Action) -> bool:
        if self.state.path:
            self.submit()
        return True

    def _delete(self, action: Action) -> bool:
        if self.state.typed:
            self._type(self.state.typed[:-1])
        elif self.state.path:
            self._set_path(self.state.path[:-1])
        return True

    def _back(self, action: Action) -> bool:
        if self.state.path or self.state.typed:
            self._set_path([])
            self.state.clear_typed()
        else:
            self.open_menu()
        return True

    def _tab(self, action: Action) -> bool:
        st = self.state
        if st.typed_paths:
            st.typed_index = (st.typed_index + 1) % len(st.typed_paths)
            self._set_path(list(st.typed_paths[st.typed_index]))
        return True

    def _text(self, action: Action) -> bool:
        letters = "".join(c for c in action.text.upper().replace("ß", "SS") if c.isalpha())
        if action.text == " ":
            self.do_shuffle()
        elif action.text == "?":
            self.do_hint()
        elif letters:
            self._type(self.state.typed + letters)
        return True

    def _type(self, typed: str) -> None:
        """Keyboard play: highlight the best path spelling ``typed``."""
        st = self.state
        st.typed = typed
        if not typed:
            st.clear_typed()
            self._set_path([])
            return
        paths = paths_for_typed(self.game.board, typed)
        if not paths and len(typed) > 1:
            st.typed = typed[:-1]
            st.shake_at = self.t
            return
        paths.sort(key=lambda p: -self.game.evaluate(p).score)
        st.typed_paths = paths
        st.typed_index = 0
        self._set_path(list(paths[0]) if paths else [])


_HANDLERS = {
    Act.POINTER_DOWN: BoardInput._pointer_down,
    Act.POINTER_MOVE: BoardInput._pointer_move,
    Act.POINTER_UP: BoardInput._pointer_up,
    Act.CONFIRM: BoardInput._confirm,
    Act.DELETE: BoardInput._delete,
    Act.BACK: BoardInput._back,
    Act.TAB: BoardInput._tab,
    Act.TEXT: BoardInput._text,
}
