"""Drawing the table (read-only on the scene's state) with cached static layers."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.render.fonts import Face
from game.render.setzer_panels import (
    ButtonStyle,
    blit_baseline,
    blit_text,
    check_badge,
    draw_button,
    draw_card,
    icon,
    text,
)
from game.render.setzer_sheet import render_stick, slot_gap
from game.render.setzer_tiles import TileState, blit_blank_on_sheet, blit_tile, blit_tile_pressed, tile_margin, tile_surface
from game.render.theme import Setzer
from game.scenes.setzer.layout import MIN_TARGET, expanded_drawer
from game.scenes.setzer.table_commands import TURN_COMMANDS, Press, TableCommand
from game.scenes.setzer.table_layers import TableLayers
from game.scenes.setzer.table_panel import PanelView
from game.scenes.setzer.wording import is_you, says
from game.setzer.config import SeatKind
from game.setzer.game import Phase
from game.setzer.tiles import BLANK, LETTERS, TILE_VALUES

if TYPE_CHECKING:
    from game.scenes.setzer.table import TableScene

WHITE = (255, 255, 255)


def _ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def _ease_out_back(t: float, overshoot: float = 1.70158) -> float:
    t -= 1
    return 1 + (overshoot + 1) * t * t * t + overshoot * t * t


def _ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


class TableView(PanelView):
    """Draws a TableScene; caches the sheet with its placed tiles and re-renders it only when it changes."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.layers = TableLayers(scene)
        self._warm: list = []
        self._history_key = None
        self._history: pygame.Surface | None = None

    def invalidate(self) -> None:
        """Forget cached layers (after a resize) and queue the tiles of the new sizes for pre-rendering."""
        self._history_key = None
        lay = self.scene.lay
        sheet_tile = lay.tile_rect(0, 0).width
        letters = [BLANK] + list(LETTERS)
        self._warm = [(sheet_tile, ch, st) for st in (TileState.NORMAL, TileState.LAST) for ch in letters]
        self._warm += [(lay.tile, ch, st) for st in (TileState.NORMAL, TileState.SELECTED) for ch in letters]
        self._warm += [(sheet_tile, ch, TileState.PENDING) for ch in letters]
        self._warm += [(round(lay.tile * 1.12), ch, TileState.SELECTED) for ch in letters]

    def warm(self, budget_s: float) -> None:
        """Pre-render queued tiles for up to ``budget_s`` seconds (called from update when the table is idle)."""
        import time

        end = time.perf_counter() + budget_s
        while self._warm and time.perf_counter() < end:
            size, ch, state = self._warm.pop(0)
            tile_surface(size, ch, None if ch == BLANK else TILE_VALUES.get(ch), state)

    # ------------------------------------------------------------------ hit tests
    def button_at(self, pos) -> Press | None:
        """The press a tap at ``pos`` makes (action row, rack buttons, tabs, challenge buttons)."""
        sc = self.scene
        lay = sc.lay
        for press, rect in self.challenge_buttons().items():
            if rect.collidepoint(pos):
                return press
        if lay.portrait and sc.s.drawer_open:
            d = expanded_drawer(lay)
            if d.collidepoint(pos):
                for name, rect in self._tab_rects().items():
                    if rect.collidepoint(pos):
                        return Press(TableCommand.TAB, name)
                if self._drawer_handle().collidepoint(pos):
                    return Press(TableCommand.DRAWER)
                return None
        for name, rect in lay.buttons.items():
            if rect.width and rect.collidepoint(pos) and self._button_visible(name):
                return Press(name)
        for name, rect in self._tab_rects().items():
            if rect.collidepoint(pos):
                return Press(TableCommand.TAB, name)
        if lay.portrait and self._drawer_handle().collidepoint(pos):
            return Press(TableCommand.DRAWER)
        if self.turbo_rect().collidepoint(pos) and self._turbo_visible():
            return Press(TableCommand.TURBO)
        return None

    def _button_visible(self, name: TableCommand) -> bool:
        if not self.scene.humans and name in TURN_COMMANDS:
            return False  # only computers at the table: nothing to press
        if name is TableCommand.TIPP:  # the bulb: one human, unrated games only (never where a result counts)
            return self.scene.config.bulb_offered
        return True

    def _turbo_visible(self) -> bool:
        return any(s.kind is SeatKind.COMPUTER for s in self.scene.config.seats)

    def turbo_rect(self) -> pygame.Rect:
        """The Turbo toggle (in the players card / top bar)."""
        lay = self.scene.lay
        k = lay.k
        if lay.portrait:
            return pygame.Rect(lay.sheet.centerx + round(130 * k), round(20 * k), round(86 * k), round(34 * k))
        p = lay.players
        return pygame.Rect(p.right - round(104 * k), p.y + round(8 * k), round(92 * k), round(28 * k))

    def _tab_rects(self) -> dict[str, pygame.Rect]:
        lay = self.scene.lay
        rects = dict(lay.tab_buttons)
        if lay.portrait and self.scene.s.drawer_open:
            d = expanded_drawer(lay)
            dy = d.y - lay.drawer.y
            rects = {n: r.move(0, dy) for n, r in rects.items()}
        if not self.scene.game.lookup_allowed() and "nachschlagen" in rects:
            # no lookup at this table: the other two tabs share the whole bar instead of leaving a hole
            rects.pop("nachschlagen")
            v, t = rects["verlauf"], rects["lettern"]
            half = (t.right - v.left) // 2
            rects["verlauf"] = pygame.Rect(v.left, v.y, half, v.height)
            rects["lettern"] = pygame.Rect(v.left + half, t.y, t.right - v.left - half, t.height)
        return rects

    def _drawer_handle(self) -> pygame.Rect:
        lay = self.scene.lay
        d = expanded_drawer(lay) if self.scene.s.drawer_open else lay.drawer
        return pygame.Rect(d.centerx - round(60 * lay.k), d.y - round(6 * lay.k), round(120 * lay.k), round(22 * lay.k))

    def lookup_field_rect(self) -> pygame.Rect:
        """The text field of the Nachschlagen tab."""
        body = self._tab_body()
        return pygame.Rect(body.x, body.y + round(6 * self.scene.lay.k), body.width, round(44 * self.scene.lay.k))

    def _tab_body(self) -> pygame.Rect:
        lay = self.scene.lay
        body = lay.tab_body
        if lay.portrait and self.scene.s.drawer_open:
            d = expanded_drawer(lay)
            dy = d.y - lay.drawer.y
            body = pygame.Rect(body.x, body.y + dy, body.width, d.bottom - body.y - dy - round(20 * lay.k))
        return body

    def tab_body_rect(self) -> pygame.Rect:
        """Where the tab content (Verlauf, Nachschlagen, Lettern) is drawn."""
        return self._tab_body()

    def challenge_buttons(self) -> dict[Press, pygame.Rect]:
        """For every human who may still object: Einspruch, and below it Kein Einspruch."""
        sc = self.scene
        g = sc.game
        if g.phase is Phase.OVER or g.pending is None:
            return {}
        lay = sc.lay
        k = lay.k
        others = sorted(g.pending.waiting)
        gap = round(8 * k)
        bh = max(MIN_TARGET, round(44 * k))
        bw = min(round(170 * k), (lay.sheet.width - round(100 * k)) // max(1, len(others)) - gap)
        total = len(others) * (bw + gap) - gap
        x = lay.sheet.centerx - total // 2
        y = lay.sheet.y + round(70 * k)
        buttons = {}
        for i, h in enumerate(others):
            buttons[Press(TableCommand.CHALLENGE, h)] = pygame.Rect(x + i * (bw + gap), y, bw, bh)
            buttons[Press(TableCommand.DECLINE, h)] = pygame.Rect(x + i * (bw + gap), y + bh + gap, bw, bh)
        return buttons

    def score_anchor(self, player: int) -> tuple[int, int]:
        """Where a player's score is shown (points fly there)."""
        lay = self.scene.lay
        if not (0 <= player < len(lay.player_rows)):
            return lay.sheet.center
        r = lay.player_rows[player]
        if lay.portrait:
            return r.right - round(40 * lay.k), r.y + round(36 * lay.k)
        return r.right - round(45 * lay.k), r.centery

    def player_anchor(self, player: int) -> tuple[int, int]:
        """Where a player's card sits (computer tiles start their slide there)."""
        lay = self.scene.lay
        if 0 <= player < len(lay.player_rows):
            r = lay.player_rows[player]
            return (r.centerx, r.centery)
        return lay.sheet.center

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table."""
        sc = self.scene
        lay = sc.lay
        self.layers.draw_static(surface)  # background, sheet with its tiles, card bodies: cached (table_layers)
        self._draw_pending(surface)
        self._draw_preview(surface)
        self._draw_rack(surface)
        self._draw_rack_buttons(surface)
        if lay.portrait:
            self._draw_actions(surface)  # under the drawer, which may be pulled up over them
            self._draw_portrait_panel(surface)
        else:
            self._draw_side_panel(surface)
            self._draw_actions(surface)
        self._draw_slides(surface)
        self._draw_flights(surface)
        self._draw_drag(surface)
        self._draw_overlays(surface)
        self.layers.end_frame()

    # sheet --------------------------------------------------------------------
    def _sheet_layer(self) -> pygame.Surface:
        return self.layers.sheet_surface()[0]

    def _draw_pending(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.s
        lay = sc.lay
        drag_idx = s.drag.index if s.drag is not None and s.drag.moving and s.drag.source == "cell" else None
        for i, p in enumerate(s.pending):
            if i == drag_idx:
                continue
            rect = lay.tile_rect(p.row, p.col)
            snap = s.snaps.get((p.row, p.col))
            if snap is not None:
                f = _ease_out_back(min(1.0, max(0.0, (sc.t - snap[1]) / 0.120)))
                rect = rect.copy()
                rect.center = (round(snap[0][0] + (rect.centerx - snap[0][0]) * f),
                               round(snap[0][1] + (rect.centery - snap[0][1]) * f))
            if p.letter.islower():
                blit_blank_on_sheet(surface, rect, p.letter.upper(), TileState.PENDING)
            else:
                blit_tile(surface, rect, p.letter, TILE_VALUES.get(p.letter), TileState.PENDING)
        # freshly printed tiles: a short press (scale 0.96 -> 1)
        for cell, t0 in s.prints.items():
            if sc.calm:
                break
            f = min(1.0, (sc.t - t0) / 0.14)
            if f >= 1.0:
                continue
            tile = sc.game.board.get(*cell)
            if tile is None or tile.islower():
                continue
            blit_tile_pressed(surface, lay.tile_rect(*cell), 0.96 + 0.04 * f, tile, TILE_VALUES.get(tile))
        # the keyboard cursor: dashed vermilion box with an arrow
        if s.cursor is not None and sc.my_turn:
            r, c, horiz = s.cursor
            rect = lay.cell_rect(r, c).inflate(-2, -2)
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)  # fades a premium label so the arrow reads clearly
            veil.fill((*Setzer.PAPER, 170))
            surface.blit(veil, rect)
            _dashed_rect(surface, Setzer.VERMILION, rect, 2, max(4, lay.cell // 6))
            _arrow(surface, rect.center, lay.cell * 0.42, horiz, Setzer.VERMILION)
        # where a dragged tile would land
        if s.drag is not None and s.drag.moving:
            cell = sc.drop_cell(s.drag)
            if cell is not None and sc._free_cell(*cell) and sc.lay.slot_at(s.drag.pos) is None:  # noqa: SLF001
                pygame.draw.rect(surface, Setzer.VERMILION, lay.cell_rect(*cell).inflate(-2, -2), 2,
                                 border_radius=max(2, lay.cell // 8))

    def _draw_preview(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.s
        lay = sc.lay
        k = lay.k
        rect = lay.preview
        draw_card(surface, rect, round(6 * k), shadow=False)
        fs = round(17 * k) if not lay.portrait else round(17 * k)
        x = rect.x + round(14 * k)
        cy = rect.centery
        if s.message is not None:
            pygame.draw.rect(surface, Setzer.VERMILION, (rect.x, rect.y, round(5 * k), rect.height))
            check_badge(surface, (x + round(12 * k), cy), round(11 * k), False)
            blit_text(surface, Face.JOST_SEMI, fs, s.message[0], Setzer.VERMILION, (x + round(32 * k), cy), "midleft",
                      max_width=rect.right - x - round(44 * k))
            return
        p = s.preview
        if p is None:
            msg = self._idle_line()
            blit_text(surface, Face.JOST, round(15 * k), msg, Setzer.MUTED, (x + round(4 * k), cy), "midleft",
                      max_width=rect.width - round(28 * k))
            return
        ok = p.ok
        pygame.draw.rect(surface, Setzer.VALID if ok else Setzer.VERMILION, (rect.x, rect.y, round(5 * k), rect.height))
        check_badge(surface, (x + round(12 * k), cy), round(11 * k), ok)
        x += round(32 * k)
        limit = rect.right - round(12 * k)
        if ok or (p.words and p.invalid_words):
            base = cy + round(fs * 0.36)  # one baseline for words, numbers and signs (capitals centred on the line)
            for i, w in enumerate(p.words):
                if i:
                    r = blit_baseline(surface, Face.JOST, fs, "+", Setzer.MUTED, (x + round(4 * k), base))
                    x = r.right + round(6 * k)
                colour = Setzer.VERMILION if w.word in p.invalid_words else Setzer.INK
                r = blit_baseline(surface, Face.SPARTAN, fs, w.word, colour, (x, base))
                x = r.right + round(5 * k)
                r = blit_baseline(surface, Face.JOST_SEMI, fs, str(w.score), Setzer.PRUSSIAN, (x, base))
                x = r.right + round(4 * k)
                if x > limit - round(150 * k):
                    r = blit_baseline(surface, Face.JOST, fs, "…", Setzer.MUTED, (x + 4, base))
                    x = r.right
                    break
            if p.bingo:
                r = blit_baseline(surface, Face.JOST_SEMI, fs, f"+ {p.bingo}", Setzer.VERMILION, (x + round(6 * k), base))
                x = r.right
            if ok:
                r = blit_baseline(surface, Face.JOST, fs, "=", Setzer.MUTED, (x + round(8 * k), base))
                r = blit_baseline(surface, Face.SPARTAN_HEAVY, round(fs * 1.2), str(p.total), Setzer.VERMILION,
                                  (r.right + round(8 * k), base))
                blit_baseline(surface, Face.JOST_SEMI, round(fs * 0.9), "Punkte", Setzer.VERMILION, (r.right + round(5 * k), base))
            else:
                blit_text(surface, Face.JOST_SEMI, fs, "– " + (p.reason or ""), Setzer.VERMILION, (x + round(8 * k), cy),
                          "midleft", max_width=max(20, limit - x - round(8 * k)))
        else:
            blit_text(surface, Face.JOST_SEMI, fs, p.reason or "Nicht erlaubt.", Setzer.VERMILION, (x, cy), "midleft",
                      max_width=limit - x)

    def _idle_line(self) -> str:
        sc = self.scene
        g = sc.game
        if g.phase is Phase.OVER:
            return "Die Partie ist zu Ende."
        if sc.s.thinking is not None:
            return f"{sc.seat_name(sc.s.thinking)} denkt nach …"
        if sc.shown_current != g.current:  # a computer's tiles are still on their way
            return f"{says(sc.seat_name(sc.shown_current), 'setzt', 'setzt')} …"
        if sc.s.hint_running:
            return "Die Glühbirne sucht den besten Zug …"
        if sc.my_turn:
            if g.board.is_empty():
                return "Erster Zug: ein Wort über den Stern in der Mitte."
            return "Zieh Lettern auf den Bogen – oder Feld antippen und tippen."
        if g.pending is not None:
            return "Einspruchsfrist läuft."
        return f"{says(sc.seat_name(g.current), 'ist', 'bist')} am Zug."

    # rack ---------------------------------------------------------------------
    def _draw_rack(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.s
        lay = sc.lay
        surface.blit(render_stick(lay.stick.width, lay.stick.height, lay.tile), lay.stick.topleft)
        hidden_rack = not sc.confirmed_viewer and len(sc.humans) > 1
        clip = surface.get_clip()
        if s.rack_in:
            surface.set_clip(lay.stick.inflate(0, lay.tile))
        drag_slot = s.drag.index if s.drag is not None and s.drag.moving and s.drag.source == "slot" else None
        for i, rect in enumerate(lay.slots):
            tile = s.slots[i]
            if tile is None or i == drag_slot or hidden_rack:
                surface.blit(slot_gap(rect.width), rect.topleft)
                continue
            state = TileState.SELECTED if s.selected == i else TileState.NORMAL
            r = rect.move(0, -round(10 * lay.k)) if state is TileState.SELECTED else rect
            t_in = s.rack_in.get(i)
            if t_in is not None:
                if sc.t < t_in:
                    surface.blit(slot_gap(rect.width), rect.topleft)
                    continue
                f = _ease_out_cubic(min(1.0, (sc.t - t_in) / 0.22))
                r = r.move(round((lay.stick.right - rect.x) * (1 - f)), 0)
            back = s.returns.get(i)
            if back is not None:
                f = _ease_out_cubic(min(1.0, max(0.0, (sc.t - back[1]) / 0.18)))
                r = r.copy()
                r.center = (round(back[0][0] + (rect.centerx - back[0][0]) * f), round(back[0][1] + (rect.centery - back[0][1]) * f))
            blit_tile(surface, r, tile, None if tile == BLANK else TILE_VALUES.get(tile), state)
        surface.set_clip(clip)

    def _draw_rack_buttons(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if not sc.humans:
            return
        lay = sc.lay
        k = lay.k
        width = lay.buttons[TableCommand.MISCHEN].width - 6
        fs = round(13 * k)
        while fs > 11 and text(Face.JOST_SEMI, fs, "Mischen", Setzer.PRUSSIAN).get_width() > width:
            fs -= 1
        icons_only = text(Face.JOST_SEMI, fs, "Mischen", Setzer.PRUSSIAN).get_width() > width
        for name, label, ic in ((TableCommand.MISCHEN, "Mischen", "shuffle"), (TableCommand.ZURUECK, "Zurück", "undo")):
            rect = lay.buttons[name]
            draw_button(surface, rect, ButtonStyle.SECONDARY, sc.s.pressed == Press(name))
            if icons_only:
                icon(surface, ic, rect.center, round(22 * k), Setzer.PRUSSIAN)  # too narrow for a label
                continue
            icon(surface, ic, (rect.centerx, rect.y + rect.height * 0.36), round(20 * k), Setzer.PRUSSIAN)
            blit_text(surface, Face.JOST_SEMI, fs, label, Setzer.PRUSSIAN, (rect.centerx, rect.y + rect.height * 0.74), "center")

    def _draw_actions(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if not sc.humans:
            return
        lay = sc.lay
        k = lay.k
        mine = sc.my_turn
        pressed = sc.s.pressed
        if self._button_visible(TableCommand.TIPP):
            rect = lay.buttons[TableCommand.TIPP]
            draw_button(surface, rect, ButtonStyle.SECONDARY, pressed == Press(TableCommand.TIPP), not mine)
            col = Setzer.VERMILION if sc.s.hint_running else Setzer.PRUSSIAN
            icon(surface, "bulb", (rect.centerx, rect.y + rect.height * 0.38), round(22 * k), col)
            blit_text(surface, Face.JOST_SEMI, round(13 * k), "Tipp", Setzer.PRUSSIAN, (rect.centerx, rect.y + rect.height * 0.76),
                      "center")
        for name, label, ic in ((TableCommand.TAUSCHEN, "Tauschen", "swap"), (TableCommand.PASSEN, "Passen", "pass")):
            rect = lay.buttons[name]
            disabled = not mine or (name is TableCommand.TAUSCHEN and not sc.game.exchange_allowed(1))
            draw_button(surface, rect, ButtonStyle.SECONDARY, pressed == Press(name), disabled)
            col = (112, 118, 122) if disabled else Setzer.PRUSSIAN
            fs = round(19 * k)
            tw = text(Face.JOST_SEMI, fs, label, col).get_width()
            isz = round(20 * k)
            if tw + isz + round(10 * k) > rect.width - round(20 * k):  # narrow button: the word alone
                blit_text(surface, Face.JOST_SEMI, fs, label, col, rect.center, "center", max_width=rect.width - round(8 * k))
                continue
            x0 = rect.centerx - (tw + isz + round(10 * k)) // 2
            icon(surface, ic, (x0 + isz // 2, rect.centery), isz, col)
            blit_text(surface, Face.JOST_SEMI, fs, label, col, (x0 + isz + round(10 * k), rect.centery), "midleft")
        rect = lay.buttons[TableCommand.SETZEN]
        p = sc.s.preview
        setzen_off = not mine or not sc.s.pending
        draw_button(surface, rect, ButtonStyle.PRIMARY, pressed == Press(TableCommand.SETZEN), setzen_off)
        label_col = (250, 214, 206) if setzen_off else WHITE
        label_w = text(Face.JOST_SEMI, round(22 * k), "Setzen", label_col).get_width()
        roomy = label_w + round(24 * k) + round(78 * k) + round(26 * k) <= rect.width
        if not roomy:  # a narrow button (small windows): one centred line, points without the chip
            label = f"Setzen {p.total} P." if p is not None and p.ok else "Setzen"
            blit_text(surface, Face.JOST_SEMI, round(20 * k), label, label_col, rect.center, "center",
                      max_width=rect.width - round(12 * k))
            return
        blit_text(surface, Face.JOST_SEMI, round(22 * k), "Setzen", label_col,
                  (rect.x + round(24 * k), rect.centery), "midleft")
        if p is not None and p.ok:
            chip = pygame.Rect(0, 0, round(78 * k), round(34 * k))
            chip.midright = (rect.right - round(14 * k), rect.centery)
            pygame.draw.rect(surface, (198, 52, 42), chip, border_radius=chip.height // 2)
            r = blit_text(surface, Face.SPARTAN_HEAVY, round(19 * k), str(p.total), (255, 226, 214),
                          (chip.centerx + round(6 * k), chip.centery + 1), "midright")
            blit_text(surface, Face.JOST_SEMI, round(12 * k), "P.", (255, 226, 214), (r.right + round(4 * k), chip.centery), "midleft")

    # side panel (landscape) -----------------------------------------------------
    def _draw_slides(self, surface: pygame.Surface) -> None:
        sc = self.scene
        lay = sc.lay
        for sl in sc.s.slides:
            if sc.t < sl.t0:
                continue
            f = _ease_out_quad(min(1.0, (sc.t - sl.t0) / max(1e-6, sl.t1 - sl.t0)))
            end = lay.tile_rect(*sl.end_cell)
            x = sl.start[0] + (end.centerx - sl.start[0]) * f
            y = sl.start[1] + (end.centery - sl.start[1]) * f
            size = end.width  # one cached size: scaling per frame would re-render the tile every frame
            tile = tile_surface(size, BLANK if sl.blank else sl.letter, sl.value, TileState.NORMAL)
            m = tile_margin(size)
            surface.blit(tile, (round(x - size / 2 - m), round(y - size / 2 - m)))

    def _draw_flights(self, surface: pygame.Surface) -> None:
        sc = self.scene
        k = sc.lay.k
        for label, start, player, t0 in sc.s.flights:
            if sc.t < t0:
                continue
            f = _ease_out_cubic(min(1.0, (sc.t - t0) / 0.4))
            end = self.score_anchor(player)
            x = start[0] + (end[0] - start[0]) * f
            y = start[1] + (end[1] - start[1]) * f - math.sin(f * math.pi) * 40 * k
            t = text(Face.SPARTAN_HEAVY, round(22 * k), label, WHITE)
            chip = t.get_rect().inflate(round(18 * k), round(8 * k))
            chip.center = (round(x), round(y))
            pygame.draw.rect(surface, Setzer.VERMILION, chip, border_radius=chip.height // 2)
            surface.blit(t, t.get_rect(center=(chip.centerx, chip.centery + 1)))

    def _draw_drag(self, surface: pygame.Surface) -> None:
        sc = self.scene
        d = sc.s.drag
        if d is None or not d.moving:
            return
        if d.source == "slot":
            letter = sc.s.slots[d.index] if 0 <= d.index < 7 else None
            if letter is None:
                return
            value = None if letter == BLANK else TILE_VALUES.get(letter)
        else:
            if not (0 <= d.index < len(sc.s.pending)):
                return
            p = sc.s.pending[d.index]
            letter = BLANK if p.letter.islower() else p.letter
            value = None if p.letter.islower() else TILE_VALUES.get(p.letter)
        size = round(sc.lay.tile * 1.12)
        cx, cy = sc.drag_centre(d)
        tile = tile_surface(size, letter, value, TileState.SELECTED)
        m = tile_margin(size)
        surface.blit(tile, (cx - size // 2 - m, cy - size // 2 - m))

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.s
        k = sc.lay.k
        handover = s.dialog is not None and s.dialog.kind == "handover"
        if s.dialog is not None and handover:
            s.dialog.draw(surface, k, s.pressed)
        self._draw_challenge(surface)  # on top of the hand-over: objections stay possible while the device changes hands
        if s.toast is not None:
            t = text(Face.JOST_SEMI, round(17 * k), s.toast.text, WHITE)
            box = t.get_rect().inflate(round(36 * k), round(18 * k))
            box.midbottom = (sc.lay.sheet.centerx, sc.lay.sheet.bottom - round(24 * k))
            bg = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, (*(Setzer.VERMILION if s.toast.bad else Setzer.PRUSSIAN), 235), bg.get_rect(),
                             border_radius=box.height // 2)
            surface.blit(bg, box)
            surface.blit(t, t.get_rect(center=box.center))
        if s.dialog is not None and not handover:
            s.dialog.draw(surface, k, s.pressed, self.dialog_clock())

    def challenge_line(self) -> str:
        """The challenge banner's question: which words stand, whose they are, how long is left."""
        sc = self.scene
        g = sc.game
        pending = g.pending
        if pending is None:
            return ""
        left = int(math.ceil(max(0.0, pending.deadline - sc.now)))
        words = " + ".join(w.word for w in pending.words) or "den Zug"
        name = sc.seat_name(pending.player)
        whose = "von dir" if is_you(name) else f"von {name}"
        return f"Einspruch gegen {words} ({whose})? Noch {left} s"

    def _draw_challenge(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.s
        lay = sc.lay
        k = lay.k
        g = sc.game
        if g.pending is None or g.phase is Phase.OVER:
            return
        buttons = self.challenge_buttons()
        left = max(0.0, g.pending.deadline - sc.now)
        rows = max((r.bottom for r in buttons.values()), default=0)
        banner = pygame.Rect(lay.sheet.x + round(40 * k), lay.sheet.y + round(14 * k), lay.sheet.width - round(80 * k),
                             rows + round(12 * k) - lay.sheet.y - round(14 * k) if buttons else round(58 * k))
        draw_card(surface, banner, round(10 * k))
        blit_text(surface, Face.JOST_SEMI, round(17 * k), self.challenge_line(),
                  Setzer.VERMILION if left <= 3 else Setzer.INK, (banner.centerx, banner.y + round(26 * k)), "center",
                  max_width=banner.width - round(24 * k))
        bar = pygame.Rect(banner.x + round(20 * k), banner.y + round(44 * k), banner.width - round(40 * k), round(4 * k))
        pygame.draw.rect(surface, (226, 218, 202), bar)
        pygame.draw.rect(surface, Setzer.VERMILION, (bar.x, bar.y, round(bar.width * min(1.0, left / 10.0)), bar.height))
        for press, rect in buttons.items():
            objects = press.command is TableCommand.CHALLENGE
            draw_button(surface, rect, ButtonStyle.PRIMARY if objects else ButtonStyle.SECONDARY, s.pressed == press)
            label = f"Einspruch: {sc.seat_name(int(press.arg))}" if objects else "Kein Einspruch"
            blit_text(surface, Face.JOST_SEMI, round(16 * k), label, WHITE if objects else Setzer.PRUSSIAN, rect.center,
                      "center", max_width=rect.width - 10)


def _arrow(surface: pygame.Surface, centre, length: float, horizontal: bool, colour) -> None:
    """The typing direction: a small arrow → or ↓ (drawn, the fonts have no arrow glyphs)."""
    cx, cy = centre
    h = length / 2
    w = max(2, round(length / 7))
    if horizontal:
        pygame.draw.line(surface, colour, (cx - h, cy), (cx + h * 0.4, cy), w)
        pygame.draw.polygon(surface, colour, [(cx + h, cy), (cx + h * 0.25, cy - h * 0.55), (cx + h * 0.25, cy + h * 0.55)])
    else:
        pygame.draw.line(surface, colour, (cx, cy - h), (cx, cy + h * 0.4), w)
        pygame.draw.polygon(surface, colour, [(cx, cy + h), (cx - h * 0.55, cy + h * 0.25), (cx + h * 0.55, cy + h * 0.25)])


def _dashed_rect(surface: pygame.Surface, colour, rect: pygame.Rect, width: int, dash: int) -> None:
    for x in range(rect.left, rect.right, dash * 2):
        pygame.draw.line(surface, colour, (x, rect.top), (min(x + dash, rect.right), rect.top), width)
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + dash, rect.right), rect.bottom - 1), width)
    for y in range(rect.top, rect.bottom, dash * 2):
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, min(y + dash, rect.bottom)), width)
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom)), width)
