"""Frame damage of the table: every part it draws as a mark (where, what it looks like), compared with last frame.

Snapshot-based: the marks are computed from the state the view draws (``TableView``'s sprite and look helpers,
the same ones ``draw`` uses), so state set directly (tests, demos, the monkey) is caught like a played move.
A new layout (window size) or the first frame asks for a whole frame.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.render.damage import Looks
from game.scenes.setzer import layout as L
from game.scenes.setzer.table_panel import card_reach
from game.scenes.setzer.table_view import tile_reach
from game.setzer.game import Phase
from game.widgets.marks import Mark, Marks, coalesce

if TYPE_CHECKING:
    from game.scenes.setzer.table import TableScene
    from game.scenes.setzer.table_view import TableView


#: two of the table's rectangles are joined when that adds fewer pixels than this (a clipped pass of the table
#: draws only the parts it touches, so it is cheaper than the kit's ``PASS_PIXELS`` assumes; with those, a move
#: landing joined the cards into more than 45% of a 1280x800 window and was drawn whole)
JOIN_PIXELS = 30_000


class TableDamage:
    """The table's marks of the last drawn frame and its buttons' looks."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.marks = Marks()
        self.looks = Looks()
        self._layout: object | None = None
        self._tiles_for: tuple | None = None  # (board, hidden, last move, cell size) of ``_tile_marks``
        self._tile_marks: list[Mark] = []
        self._alive: list = []  # objects whose id is part of a mark stay alive until the next frame compares

    def damage(self, view: "TableView") -> list[pygame.Rect] | None:
        """Rectangles that may look different since the last call; None for a whole frame."""
        sc = self.scene
        alive: list = []
        marks = self._marks(view, alive)
        buttons = self.looks.changed(sc.controls.all())
        rects = self.marks.changed(marks)
        self._alive = alive
        if self._layout is not sc.lay:  # a new window size (or the first frame): everything is new
            self._layout = sc.lay
            return None
        if rects is None:
            return None
        return coalesce(rects + buttons, JOIN_PIXELS)

    def forget(self) -> None:
        """The next frame is drawn whole."""
        self.marks.forget()
        self.looks.forget()
        self._layout = None

    def _marks(self, view: "TableView", alive: list) -> list[Mark]:
        sc = self.scene
        s = sc.s
        lay = sc.lay
        hidden = s.hidden
        last = set(s.last_move)
        marks: list[Mark] = []
        add = marks.append
        # the sheet's printed tiles (the cached layer), pending tiles, presses, the cursor and a drop target
        sig = (sc.game.board, frozenset(hidden), s.last_move, lay.cell)
        if self._tiles_for is None or sig[0] is not self._tiles_for[0] or sig[1:] != self._tiles_for[1:]:
            self._tiles_for = sig  # the board is immutable: the same board shows the same tiles
            self._tile_marks = [(tile_reach(lay.tile_rect(r, c)), ("tile", r, c, t, (r, c) in last))
                                for r, c, t in sc.game.board.tiles() if (r, c) not in hidden]
        marks.extend(self._tile_marks)
        for rect, letter in view.pending_sprites():
            add((tile_reach(rect), ("pending", letter)))
        for cell, scale, tile in view.print_sprites():
            add((tile_reach(lay.tile_rect(*cell)), ("print", cell, scale, tile)))
        cursor = view.cursor_cell()
        if cursor is not None:
            add((lay.cell_rect(cursor[0], cursor[1]).inflate(4, 4), ("cursor", *cursor)))
        drop = view.drop_target()
        if drop is not None:
            add((lay.cell_rect(*drop).inflate(4, 4), ("drop",)))
        # the preview line
        p = s.preview
        alive.append(p)
        line = view._idle_line() if p is None and s.message is None else sc.missing_hint()  # noqa: SLF001
        add((lay.preview.inflate(4, 4), ("preview", s.message, id(p), line)))
        # the rack
        for rect, tile, state in view.rack_sprites():
            add((tile_reach(rect) if tile is not None else rect, ("rack", tile, state)))
        # the panel
        if lay.portrait:
            self._portrait_marks(view, add)
        else:
            self._side_marks(view, add)
        # sprites and overlays
        for rect, tile in view.slide_sprites():
            alive.append(tile)
            add((rect, ("slide", id(tile))))
        for chip, label in view.flight_chips():
            alive.append(label)
            add((chip.inflate(4, 4), ("flight", id(label))))
        drag = view.drag_sprite()
        if drag is not None:
            alive.append(drag[1])
            add((drag[0], ("drag", id(drag[1]))))
        banner = view.challenge_banner()
        if banner is not None:
            rect, left = banner
            bar_w = rect.width - 2 * round(20 * lay.k)
            add((card_reach(rect), ("challenge", view.challenge_line(), left <= 3, round(bar_w * min(1.0, left / 10.0)))))
        box = view.toast_box()
        if box is not None:
            add((box.inflate(4, 4), ("toast", s.toast.text, s.toast.bad)))
        return marks

    def _side_marks(self, view: "TableView", add) -> None:
        sc = self.scene
        lay = sc.lay
        p = lay.players
        head = pygame.Rect(p.x, p.y, p.width, lay.player_rows[0].y - p.y if lay.player_rows else p.height)
        add((head, ("info", view.move_info(), sc.controls.turbo.visible)))
        for i, row in enumerate(lay.player_rows):
            look = view.row_look(i)
            add((row.inflate(4, 4), ("row", i, look)))
            if look[3]:  # the spinner turns every frame: only its square is redrawn
                add((view.spinner_reach(i), ("spinner", sc.t)))
        clock = view.clock_look()
        if clock is not None:
            label, urgent, note, frac, secs, grace = clock
            bar = view.clock_bar(lay.clock_card)
            add((bar.inflate(4, 4), ("bar", view.bar_look(bar, frac, secs, grace, (0, 0, 0)))))
            clock = (label, urgent, note)
        add((lay.clock_card.inflate(4, 4), ("clock", clock)))
        add((lay.box_card.inflate(4, 4), ("box", sc.shown_bag_count)))
        body = L.tab_body(lay, sc.s.drawer)
        add((body.inflate(2, 2), ("tab", view.tab_look(body))))

    def _portrait_marks(self, view: "TableView", add) -> None:
        sc = self.scene
        lay = sc.lay
        g = sc.game
        view_clock = view._clock_values()  # noqa: SLF001
        for i, chip in enumerate(lay.player_rows):
            active = sc.shown_current == i
            bar = view.chip_bar(i, view_clock)
            fill = None if bar is None else view.bar_look(*bar, (0, 0, 0))
            add((card_reach(chip), ("chip", i, active and g.phase is not Phase.OVER, view.chip_subline(i, view_clock),
                                    view.shown_score(i), fill)))
        drawer = sc.s.drawer
        d = L.drawer_rect(lay, drawer)
        lifted = L.drawer_lifted(lay, drawer)
        where = pygame.Rect((0, 0), lay.size) if lifted else card_reach(d)
        add((where, ("drawer", tuple(d), lifted, view.drawer_veil(), sc.shown_bag_count)))
        body = L.tab_body(lay, drawer)
        add((body.inflate(2, 2), ("tab", view.tab_look(body))))
