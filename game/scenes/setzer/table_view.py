"""Drawing the table (read-only on the scene's state) with cached static layers."""
from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING

import pygame

from game.render.fonts import Face
from game.render.setzer_panels import (ButtonStyle, avatar, blit_text, caption, check_badge, draw_button, draw_card,
                                       icon, table_background, text)
from game.render.setzer_sheet import COLUMNS, render_sheet, render_stick, slot_gap
from game.render.setzer_tiles import TileState, _draw_star, blit_blank_on_sheet, blit_tile, tile_margin, tile_surface
from game.render.theme import Setzer
from game.scenes.setzer.layout import expanded_drawer
from game.setzer.config import GameMode, SeatKind
from game.setzer.game import MoveKind, Phase
from game.setzer.tiles import BLANK, LETTERS, TILE_COUNTS, TILE_VALUES

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


def _fmt_clock(seconds: float) -> str:
    seconds = max(0, int(math.ceil(seconds)))
    return f"{seconds // 60}:{seconds % 60:02d}"


def move_label(rec, layout_rows=None) -> tuple[str, str, str]:
    """(main word, coordinate, extra) of a history entry for the Verlauf list."""
    if rec.kind is MoveKind.PLACE or rec.kind is MoveKind.WITHDRAWN:
        word = rec.words[0].word if rec.words else "?"
        coord = ""
        if rec.words:
            w = rec.words[0]
            coord = f"{w.row + 1}{COLUMNS[w.col]}" if w.horizontal else f"{COLUMNS[w.col]}{w.row + 1}"
        extra = " + ".join(x.word for x in rec.words[1:3])
        if len(rec.words) > 3:
            extra += " …"
        if rec.kind is MoveKind.WITHDRAWN:
            extra = "zurückgenommen"
        return word, coord, extra
    return {MoveKind.EXCHANGE: (f"getauscht ({rec.count})", "", ""), MoveKind.PASS: ("gepasst", "", ""),
            MoveKind.TIMEOUT: ("Zeit um", "", ""), MoveKind.INVALID: ("ungültig", "", ", ".join(rec.invalid_words)),
            MoveKind.CHALLENGE_FAILED: ("Einspruch abgelehnt", "", "")}.get(rec.kind, ("", "", ""))


class TableView:
    """Draws a TableScene; caches the sheet with its placed tiles and re-renders it only when it changes."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self._sheet_key = None
        self._sheet: pygame.Surface | None = None
        self._labels = tuple(tuple(p.label for p in row) for row in scene.game.layout)
        self._warm: list = []
        self._history_key = None
        self._history: pygame.Surface | None = None

    def invalidate(self) -> None:
        """Forget cached layers (after a resize) and queue the tiles of the new sizes for pre-rendering."""
        self._sheet_key = None
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
    def button_at(self, pos) -> str | None:
        """Name of the button under ``pos`` (action row, rack buttons, tabs, challenge buttons)."""
        sc = self.scene
        lay = sc.lay
        for name, rect in self.challenge_buttons().items():
            if rect.collidepoint(pos):
                return name
        if lay.portrait and sc.s.drawer_open:
            d = expanded_drawer(lay)
            if d.collidepoint(pos):
                for name, rect in self._tab_rects().items():
                    if rect.collidepoint(pos):
                        return "tab:" + name
                if self._drawer_handle().collidepoint(pos):
                    return "drawer"
                return None
        for name, rect in lay.buttons.items():
            if rect.width and rect.collidepoint(pos) and self._button_visible(name):
                return name
        for name, rect in self._tab_rects().items():
            if rect.collidepoint(pos):
                return "tab:" + name
        if lay.portrait and self._drawer_handle().collidepoint(pos):
            return "drawer"
        if self.turbo_rect().collidepoint(pos) and self._turbo_visible():
            return "turbo"
        return None

    def _button_visible(self, name: str) -> bool:
        if name == "tipp":  # the bulb: solo games only, never in the daily competition
            return len(self.scene.humans) == 1 and self.scene.config.mode is not GameMode.TAGESBRETT
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
        if not self.scene.game.lookup_allowed():
            rects.pop("nachschlagen", None)
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
            body = pygame.Rect(body.x, body.y + (d.y - lay.drawer.y), body.width, d.bottom - body.y - (d.y - lay.drawer.y) - round(20 * lay.k))
        return body

    def challenge_buttons(self) -> dict[str, pygame.Rect]:
        """One Einspruch button per other human while a move stands under challenge."""
        sc = self.scene
        g = sc.game
        if g.phase is Phase.OVER or g.pending is None:
            return {}
        lay = sc.lay
        k = lay.k
        others = [h for h in sc.humans if h != g.pending.player]
        bw, bh, gap = round(170 * k), round(44 * k), round(8 * k)
        total = len(others) * (bw + gap) - gap
        x = lay.sheet.centerx - total // 2
        y = lay.sheet.y + round(70 * k)
        return {f"challenge:{h}": pygame.Rect(x + i * (bw + gap), y, bw, bh) for i, h in enumerate(others)}

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
        surface.blit(table_background(surface.get_size()), (0, 0))
        surface.blit(self._sheet_layer(), lay.sheet.topleft)
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

    # sheet --------------------------------------------------------------------
    def _sheet_layer(self) -> pygame.Surface:
        sc = self.scene
        lay = sc.lay
        g = sc.game
        key = (id(g.board), g.board.tile_count, frozenset(sc.s.hidden), sc.s.last_move, lay.cell, lay.paper_margin)
        if key != self._sheet_key or self._sheet is None:
            base = render_sheet(lay.cell, self._labels, lay.paper_margin).copy()
            inset = max(1, round(lay.cell * 0.05))
            size = lay.cell - 2 * inset
            last = set(sc.s.last_move)
            for r, c, tile in g.board.tiles():
                if (r, c) in sc.s.hidden:
                    continue
                rect = pygame.Rect(lay.paper_margin + c * lay.cell + inset, lay.paper_margin + r * lay.cell + inset, size, size)
                state = TileState.LAST if (r, c) in last else TileState.NORMAL
                if tile.islower():
                    blit_blank_on_sheet(base, rect, tile.upper(), state)
                else:
                    blit_tile(base, rect, tile, TILE_VALUES.get(tile), state)
            self._sheet = base
            self._sheet_key = key
        return self._sheet

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
            rect = lay.tile_rect(*cell)
            size = round(rect.width * (0.96 + 0.04 * f))
            r2 = pygame.Rect(0, 0, size, size)
            r2.center = rect.center
            blit_tile(surface, r2, tile, TILE_VALUES.get(tile))
        # the keyboard cursor: dashed vermilion box with an arrow
        if s.cursor is not None and sc.my_turn:
            r, c, horiz = s.cursor
            rect = lay.cell_rect(r, c).inflate(-2, -2)
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
            for i, w in enumerate(p.words):
                if i:
                    r = blit_text(surface, Face.JOST, fs, "+", Setzer.MUTED, (x + round(4 * k), cy), "midleft")
                    x = r.right + round(6 * k)
                colour = Setzer.VERMILION if w.word in p.invalid_words else Setzer.INK
                r = blit_text(surface, Face.SPARTAN, fs, w.word, colour, (x, cy + 1), "midleft")
                x = r.right + round(5 * k)
                r = blit_text(surface, Face.JOST_SEMI, fs, str(w.score), Setzer.PRUSSIAN, (x, cy), "midleft")
                x = r.right + round(4 * k)
                if x > limit - round(150 * k):
                    r = blit_text(surface, Face.JOST, fs, "…", Setzer.MUTED, (x + 4, cy), "midleft")
                    x = r.right
                    break
            if p.bingo:
                r = blit_text(surface, Face.JOST_SEMI, fs, f"+ {p.bingo}", Setzer.VERMILION, (x + round(6 * k), cy), "midleft")
                x = r.right
            if ok:
                r = blit_text(surface, Face.JOST, fs, "=", Setzer.MUTED, (x + round(8 * k), cy), "midleft")
                r = blit_text(surface, Face.SPARTAN_HEAVY, round(fs * 1.2), str(p.total), Setzer.VERMILION,
                              (r.right + round(8 * k), cy + 1), "midleft")
                blit_text(surface, Face.JOST_SEMI, round(fs * 0.9), "Punkte", Setzer.VERMILION, (r.right + round(5 * k), cy), "midleft")
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
        if sc.s.hint_running:
            return "Die Glühbirne sucht den besten Zug …"
        if sc.my_turn:
            if g.board.is_empty():
                return "Erster Zug: ein Wort über den Stern in der Mitte."
            return "Zieh Lettern auf den Bogen – oder Feld antippen und tippen."
        if g.pending is not None:
            return "Einspruchsfrist läuft."
        return f"{sc.seat_name(g.current)} ist am Zug."

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
        lay = sc.lay
        k = lay.k
        width = lay.buttons["mischen"].width - 6
        fs = round(13 * k)
        while fs > 11 and text(Face.JOST_SEMI, fs, "Mischen", Setzer.PRUSSIAN).get_width() > width:
            fs -= 1
        icons_only = text(Face.JOST_SEMI, fs, "Mischen", Setzer.PRUSSIAN).get_width() > width
        for name, label, ic in (("mischen", "Mischen", "shuffle"), ("zurueck", "Zurück", "undo")):
            rect = lay.buttons[name]
            draw_button(surface, rect, ButtonStyle.SECONDARY, sc.s.pressed == name)
            if icons_only:
                icon(surface, ic, rect.center, round(22 * k), Setzer.PRUSSIAN)  # too narrow for a label
                continue
            icon(surface, ic, (rect.centerx, rect.y + rect.height * 0.36), round(20 * k), Setzer.PRUSSIAN)
            blit_text(surface, Face.JOST_SEMI, fs, label, Setzer.PRUSSIAN, (rect.centerx, rect.y + rect.height * 0.74), "center")

    def _draw_actions(self, surface: pygame.Surface) -> None:
        sc = self.scene
        lay = sc.lay
        k = lay.k
        mine = sc.my_turn
        pressed = sc.s.pressed
        if self._button_visible("tipp"):
            rect = lay.buttons["tipp"]
            draw_button(surface, rect, ButtonStyle.SECONDARY, pressed == "tipp", not mine)
            col = Setzer.VERMILION if sc.s.hint_running else Setzer.PRUSSIAN
            icon(surface, "bulb", (rect.centerx, rect.y + rect.height * 0.38), round(22 * k), col)
            blit_text(surface, Face.JOST_SEMI, round(13 * k), "Tipp", Setzer.PRUSSIAN, (rect.centerx, rect.y + rect.height * 0.76),
                      "center")
        for name, label, ic in (("tauschen", "Tauschen", "swap"), ("passen", "Passen", "pass")):
            rect = lay.buttons[name]
            disabled = not mine or (name == "tauschen" and not sc.game.exchange_allowed(1))
            draw_button(surface, rect, ButtonStyle.SECONDARY, pressed == name, disabled)
            col = (112, 118, 122) if disabled else Setzer.PRUSSIAN
            fs = round(19 * k)
            tw = text(Face.JOST_SEMI, fs, label, col).get_width()
            isz = round(20 * k)
            x0 = rect.centerx - (tw + isz + round(10 * k)) // 2
            icon(surface, ic, (x0 + isz // 2, rect.centery), isz, col)
            blit_text(surface, Face.JOST_SEMI, fs, label, col, (x0 + isz + round(10 * k), rect.centery), "midleft")
        rect = lay.buttons["setzen"]
        p = sc.s.preview
        setzen_off = not mine or not sc.s.pending
        draw_button(surface, rect, ButtonStyle.PRIMARY, pressed == "setzen", setzen_off)
        blit_text(surface, Face.JOST_SEMI, round(22 * k), "Setzen", (250, 214, 206) if setzen_off else WHITE,
                  (rect.x + round(24 * k), rect.centery), "midleft")
        if p is not None and p.ok:
            chip = pygame.Rect(0, 0, round(78 * k), round(34 * k))
            chip.midright = (rect.right - round(14 * k), rect.centery)
            pygame.draw.rect(surface, (198, 52, 42), chip, border_radius=chip.height // 2)
            r = blit_text(surface, Face.SPARTAN_HEAVY, round(19 * k), str(p.total), (255, 226, 214),
                          (chip.centerx + round(6 * k), chip.centery + 1), "midright")
            blit_text(surface, Face.JOST_SEMI, round(12 * k), "P.", (255, 226, 214), (r.right + round(4 * k), chip.centery), "midleft")

    # side panel (landscape) -----------------------------------------------------
    def _subtitle(self) -> str:
        cfg = self.scene.config
        if cfg.mode is GameMode.TAGESBRETT:
            return f"Tagesbrett · {self.scene.date.strftime('%d.%m.%Y') if self.scene.date else ''}"
        n = len(cfg.seats)
        return f"Partie · {cfg.check.label} · {n} Spieler"

    def _draw_side_panel(self, surface: pygame.Surface) -> None:
        sc = self.scene
        lay = sc.lay
        k = lay.k
        g = sc.game
        t = lay.title
        blit_text(surface, Face.TITLE, round(44 * k), "Speedsetzer", (236, 226, 204), (t.x, t.y - round(4 * k)))
        surface.blit(caption(self._subtitle(), round(12 * k), (170, 178, 184)), (t.x + round(2 * k), t.y + round(52 * k)))
        for name, ic in (("settings", "gear"), ("menu", "menu")):
            rect = lay.buttons[name]
            draw_button(surface, rect, ButtonStyle.DARK, sc.s.pressed == name)
            icon(surface, ic, rect.center, round(20 * k), (226, 230, 232))
        # players card
        p = lay.players
        draw_card(surface, p, round(10 * k))
        surface.blit(caption("Spieler", round(12 * k)), (p.x + round(18 * k), p.y + round(16 * k)))
        if sc.config.mode is GameMode.TAGESBRETT:
            info = f"Zug {min(g.move_number, 10)} von 10"
        else:
            info = f"Zug {g.move_number} · {'gängige Wörter' if g.common_only else 'Turnierliste'}"
        if self._turbo_visible():
            tr = self.turbo_rect()
            on = sc.s.turbo
            pygame.draw.rect(surface, Setzer.PRUSSIAN if on else (230, 221, 202), tr, border_radius=tr.height // 2)
            icon(surface, "turbo", (tr.x + round(18 * k), tr.centery), round(14 * k), WHITE if on else Setzer.MUTED)
            blit_text(surface, Face.JOST_SEMI, round(13 * k), "Turbo", WHITE if on else Setzer.MUTED,
                      (tr.x + round(32 * k), tr.centery), "midleft")
            blit_text(surface, Face.JOST, round(13 * k), info, Setzer.MUTED, (tr.x - round(12 * k), p.y + round(22 * k)), "midright")
        else:
            blit_text(surface, Face.JOST, round(13 * k), info, Setzer.MUTED, (p.right - round(18 * k), p.y + round(22 * k)), "midright")
        for i, row in enumerate(lay.player_rows):
            self._player_row(surface, i, row)
        # clock and box
        self._clock_card(surface, lay.clock_card)
        b = lay.box_card
        draw_card(surface, b, round(10 * k))
        icon(surface, "box", (b.x + round(30 * k), b.centery + round(2 * k)), round(24 * k), (139, 95, 49))
        surface.blit(caption("Im Kasten", round(11 * k)), (b.x + round(56 * k), b.y + round(12 * k)))
        r = blit_text(surface, Face.SPARTAN_HEAVY, round(24 * k), str(g.bag_count), Setzer.INK,
                      (b.x + round(56 * k), b.y + round(28 * k)))
        blit_text(surface, Face.JOST, round(14 * k), "Lettern", Setzer.INK, (r.right + round(6 * k), r.bottom - round(4 * k)), "bottomleft")
        # tabs
        draw_card(surface, lay.tabs_card, round(10 * k))
        self._draw_tabs(surface, lay.tabs_card, self._tab_body())

    def _player_row(self, surface: pygame.Surface, i: int, row: pygame.Rect) -> None:
        sc = self.scene
        g = sc.game
        k = sc.lay.k
        seat = sc.config.seats[i]
        active = g.current == i and g.phase is not Phase.OVER
        if active:
            pygame.draw.rect(surface, (244, 214, 204), row, border_radius=round(8 * k))
            pygame.draw.rect(surface, Setzer.VERMILION, (row.x, row.y + round(4 * k), round(4 * k), row.height - round(8 * k)))
        elif i > 0:
            pygame.draw.line(surface, (222, 212, 192), (row.x + round(10 * k), row.y), (row.right - round(10 * k), row.y))
        colour = Setzer.PLAYERS[i % 4]
        avatar(surface, (row.x + round(32 * k), row.centery), round(17 * k), colour, seat.name)
        blit_text(surface, Face.JOST_SEMI, round(19 * k), seat.name, Setzer.INK, (row.x + round(60 * k), row.y + round(6 * k)),
                  max_width=row.width - round(170 * k))
        if seat.kind is SeatKind.COMPUTER:
            sub = f"Computer · {seat.level.label if seat.level else ''}"
        else:
            sub = "Mensch"
        sub_col = Setzer.MUTED
        if active:
            sub = "Am Zug" if seat.kind is SeatKind.HUMAN else sub
            sub_col = Setzer.VERMILION if seat.kind is SeatKind.HUMAN else Setzer.MUTED
        if sc.s.thinking == i:
            sub = "denkt nach " + "." * (1 + int(sc.t * 3) % 3)
            sub_col = Setzer.PRUSSIAN
            self._spinner(surface, (row.right - round(120 * k), row.centery), round(9 * k))
        blit_text(surface, Face.JOST, round(14 * k), sub, sub_col, (row.x + round(60 * k), row.y + round(31 * k)))
        blit_text(surface, Face.SPARTAN_HEAVY, round(30 * k), str(self.shown_score(i)), Setzer.INK,
                  (row.right - round(10 * k), row.centery + round(3 * k)), "midright")

    def shown_score(self, player: int) -> int:
        """The score on the card: counts up after a move."""
        sc = self.scene
        real = sc.game.scores[player]
        c = sc.s.counts.get(player)
        if c is None or c[1] != real:
            return real
        before, after, t0 = c
        if sc.t < t0:
            return before
        f = _ease_out_cubic(min(1.0, (sc.t - t0) / 0.45))
        return round(before + (after - before) * f)

    def _spinner(self, surface: pygame.Surface, centre, radius: int) -> None:
        t = self.scene.t
        for j in range(8):
            a = t * 6 + j * math.pi / 4
            alpha = 60 + 24 * j
            col = tuple(int(c * alpha / 255 + 246 * (1 - alpha / 255)) for c in Setzer.PRUSSIAN)
            pygame.draw.circle(surface, col, (centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)),
                               max(2, radius // 4))

    def _clock_values(self):
        sc = self.scene
        g = sc.game
        view = g.clock_at(max(sc.app.now, g.last_time))
        return view

    def _clock_card(self, surface: pygame.Surface, c: pygame.Rect) -> None:
        sc = self.scene
        k = sc.lay.k
        draw_card(surface, c, round(10 * k))
        view = self._clock_values()
        colour = Setzer.VERMILION
        icon(surface, "clock", (c.x + round(26 * k), c.centery + round(2 * k)), round(24 * k), Setzer.VERMILION)
        surface.blit(caption("Bedenkzeit", round(11 * k)), (c.x + round(50 * k), c.y + round(12 * k)))
        if view.limit is None:
            blit_text(surface, Face.SPARTAN_HEAVY, round(22 * k), "ohne Uhr", Setzer.INK, (c.x + round(50 * k), c.y + round(28 * k)))
            return
        if view.in_grace:
            secs = view.grace_remaining or 0.0
            label = _fmt_clock(secs)
            frac = secs / 10.0
            note = "Nachfrist"
        else:
            secs = view.remaining or 0.0
            label = _fmt_clock(secs)
            frac = secs / view.limit
            note = f"von {_fmt_clock(view.limit)}"
        urgent = view.in_grace or secs <= 10
        blit_text(surface, Face.SPARTAN_HEAVY, round(24 * k), label, Setzer.VERMILION if urgent else Setzer.INK,
                  (c.x + round(50 * k), c.y + round(28 * k)))
        bar = pygame.Rect(c.x + round(128 * k), c.y + round(40 * k), c.width - round(144 * k), round(6 * k))
        blit_text(surface, Face.JOST, round(12 * k), note, Setzer.MUTED, (bar.right, c.y + round(24 * k)), "midright")
        self._clock_bar(surface, bar, frac, secs, view.in_grace, colour)

    def _clock_bar(self, surface, bar: pygame.Rect, frac: float, secs: float, grace: bool, colour) -> None:
        sc = self.scene
        pygame.draw.rect(surface, (226, 218, 202), bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(0, round(bar.width * max(0.0, min(1.0, frac))))
        col = colour
        if (secs <= 30 or grace) and not sc.calm:
            pulse = 0.5 + 0.5 * math.sin(sc.app.now * 2 * math.pi)
            col = tuple(int(colour[i] * (0.65 + 0.35 * pulse) + 255 * 0.35 * (1 - pulse)) for i in range(3))
        if fill.width:
            pygame.draw.rect(surface, col, fill, border_radius=bar.height // 2)

    def _draw_tabs(self, surface: pygame.Surface, card: pygame.Rect, body: pygame.Rect) -> None:
        sc = self.scene
        k = sc.lay.k
        rects = self._tab_rects()
        if not rects:
            return
        bar = rects["verlauf"].unionall(list(rects.values()))
        pygame.draw.rect(surface, (230, 221, 202), bar, border_radius=round(8 * k))
        labels = {"verlauf": ("Verlauf", "list"), "nachschlagen": ("Nachschlagen", "search"), "lettern": ("Lettern", "letters")}
        tab = sc.s.tab if sc.s.tab in rects else "verlauf"
        for name, rect in rects.items():
            active = name == tab
            if active:
                draw_button(surface, rect.inflate(-round(4 * k), -round(4 * k)), ButtonStyle.TAB_ACTIVE)
            col = WHITE if active else Setzer.PRUSSIAN
            label, ic = labels[name]
            fs = round(16 * k)
            tw = text(Face.JOST_SEMI, fs, label, col).get_width()
            isz = round(15 * k)
            x0 = rect.centerx - (tw + isz + round(8 * k)) // 2
            icon(surface, ic, (x0 + isz // 2, rect.centery), isz, col)
            blit_text(surface, Face.JOST_SEMI, fs, label, col, (x0 + isz + round(8 * k), rect.centery), "midleft")
        clip = surface.get_clip()
        surface.set_clip(body)
        if tab == "verlauf":
            hist = sc.game.history
            key = (len(hist), tuple(m.kind for m in hist[-16:]), body.size, k)
            if key != self._history_key or self._history is None:
                layer = pygame.Surface(body.size, pygame.SRCALPHA)
                self._draw_history(layer, layer.get_rect())
                self._history, self._history_key = layer, key
            surface.blit(self._history, body.topleft)
        elif tab == "nachschlagen":
            self._draw_lookup(surface, body)
        else:
            self._draw_unseen(surface, body)
        surface.set_clip(clip)

    def _draw_history(self, surface: pygame.Surface, body: pygame.Rect, limit: int | None = None) -> None:
        sc = self.scene
        k = sc.lay.k
        g = sc.game
        row_h = round(32.5 * k)
        entries = list(enumerate(g.history, start=1))[::-1]
        if limit is not None:
            entries = entries[:limit]
        if not entries:
            blit_text(surface, Face.JOST, round(15 * k), "Noch keine Züge.", Setzer.MUTED, (body.x + round(12 * k), body.y + round(12 * k)))
            return
        y = body.y
        for n, rec in entries:
            if y > body.bottom:
                break
            row = pygame.Rect(body.x, y, body.width, row_h - round(3 * k))
            pygame.draw.rect(surface, (238, 230, 214), row, border_radius=round(6 * k))
            cy = row.centery
            blit_text(surface, Face.JOST, round(14 * k), str(n), Setzer.MUTED, (row.x + round(24 * k), cy), "midright")
            pygame.draw.circle(surface, Setzer.PLAYERS[rec.player % 4], (row.x + round(36 * k), cy), round(4 * k))
            blit_text(surface, Face.JOST_MEDIUM, round(15 * k), sc.seat_name(rec.player), Setzer.INK,
                      (row.x + round(46 * k), cy), "midleft", max_width=round(62 * k))
            word, coord, extra = move_label(rec)
            x = row.x + round(112 * k)
            face = Face.SPARTAN if rec.kind in (MoveKind.PLACE, MoveKind.WITHDRAWN) else Face.JOST
            colour = Setzer.INK if rec.kind is MoveKind.PLACE else Setzer.MUTED
            r = blit_text(surface, face, round(16 * k), word, colour, (x, cy + 1), "midleft", max_width=row.width - round(200 * k))
            x = r.right + round(7 * k)
            if coord:
                r = blit_text(surface, Face.JOST, round(12 * k), coord, Setzer.MUTED, (x, cy), "midleft")
                x = r.right + round(8 * k)
            if extra:
                r = blit_text(surface, Face.JOST, round(13 * k), ("+ " if rec.kind is MoveKind.PLACE else "") + extra,
                              Setzer.MUTED, (x, cy), "midleft", max_width=max(20, row.right - round(90 * k) - x))
                x = r.right + round(6 * k)
            if rec.bingo:
                chip = pygame.Rect(x, cy - round(9 * k), round(36 * k), round(18 * k))
                if chip.right < row.right - round(50 * k):
                    pygame.draw.rect(surface, Setzer.VERMILION, chip, border_radius=chip.height // 2)
                    blit_text(surface, Face.JOST_SEMI, round(12 * k), f"+{rec.bingo}", WHITE, chip.center, "center")
            blit_text(surface, Face.SPARTAN_HEAVY, round(17 * k), str(rec.score), Setzer.INK, (row.right - round(12 * k), cy + 1),
                      "midright")
            y += row_h

    def _draw_lookup(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        sc = self.scene
        k = sc.lay.k
        field = self.lookup_field_rect()
        pygame.draw.rect(surface, WHITE, field, border_radius=round(8 * k))
        pygame.draw.rect(surface, Setzer.PRUSSIAN if sc.s.lookup_focus else Setzer.BUTTON_EDGE, field, 2, border_radius=round(8 * k))
        icon(surface, "search", (field.x + round(22 * k), field.centery), round(16 * k), Setzer.MUTED)
        word = sc.s.lookup_text
        shown = word if word else "Wort eintippen …"
        r = blit_text(surface, Face.SPARTAN if word else Face.JOST, round(18 * k), shown, Setzer.INK if word else Setzer.MUTED,
                      (field.x + round(40 * k), field.centery + 1), "midleft")
        if sc.s.lookup_focus and int(sc.t * 2) % 2 == 0:
            pygame.draw.line(surface, Setzer.INK, (r.right + 2, field.y + round(10 * k)), (r.right + 2, field.bottom - round(10 * k)), 2)
        y = field.bottom + round(18 * k)
        if len(word) >= 2:
            valid = sc.lexicon.is_word(word)
            common = valid and sc.lexicon.is_common(word)
            check_badge(surface, (body.x + round(14 * k), y + round(12 * k)), round(11 * k), valid)
            verdict = "gültig" if valid else "nicht in der Wortliste"
            r = blit_text(surface, Face.JOST_SEMI, round(18 * k), f"{word} – {verdict}", Setzer.VALID if valid else Setzer.VERMILION,
                          (body.x + round(34 * k), y + round(12 * k)), "midleft", max_width=body.width - round(40 * k))
            if valid:
                note = "gängig (zählt auch bei „nur gängige Wörter“)" if common else "selten (zählt nur bei „alle Wörter“)"
                blit_text(surface, Face.JOST, round(14 * k), note, Setzer.MUTED, (body.x + round(34 * k), y + round(38 * k)),
                          max_width=body.width - round(40 * k))
        else:
            blit_text(surface, Face.JOST, round(14 * k), "Tipp ein Wort: gültig? gängig?", Setzer.MUTED,
                      (body.x + round(4 * k), y))

    def _draw_unseen(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        sc = self.scene
        k = sc.lay.k
        viewer = sc.viewer if sc.viewer is not None else sc.game.current
        counts = Counter(sc.game.unseen_tiles(viewer))
        blit_text(surface, Face.JOST, round(13 * k), f"Ungesehen: {sum(counts.values())} Lettern (Kasten und fremde Bänke)",
                  Setzer.MUTED, (body.x + round(4 * k), body.y + round(2 * k)), max_width=body.width)
        order = [BLANK] + list(LETTERS)
        cols = 8 if body.width > 420 * k else 6
        cw = body.width // cols
        tile = round(min(36 * k, cw * 0.38))
        ch = tile + round(12 * k)
        for i, letter in enumerate(order):
            r, c = divmod(i, cols)
            x = body.x + c * cw
            y = body.y + round(24 * k) + r * ch
            n = counts.get(letter, 0)
            rect = pygame.Rect(x + round(4 * k), y + round(4 * k), tile, tile)
            if n:
                blit_tile(surface, rect, letter, None, TileState.NORMAL)
            else:
                pygame.draw.rect(surface, (226, 218, 202), rect, border_radius=round(4 * k))
                if letter == BLANK:
                    _draw_star(surface, rect.center, tile * 0.3, (190, 180, 160))
                else:
                    blit_text(surface, Face.SPARTAN, round(15 * k), letter, (190, 180, 160), rect.center, "center")
            total = TILE_COUNTS.get(letter, 0)
            blit_text(surface, Face.JOST_SEMI, round(14 * k), f"{n}", Setzer.INK if n else Setzer.MUTED,
                      (rect.right + round(6 * k), rect.centery), "midleft")
            blit_text(surface, Face.JOST, round(11 * k), f"/{total}", Setzer.MUTED, (rect.right + round(18 * k), rect.centery + 1), "midleft")

    # portrait panel --------------------------------------------------------------
    def _draw_portrait_panel(self, surface: pygame.Surface) -> None:
        sc = self.scene
        lay = sc.lay
        k = lay.k
        g = sc.game
        blit_text(surface, Face.TITLE, round(40 * k), "Speedsetzer", (236, 226, 204), (lay.size[0] // 2, round(38 * k)), "center")
        for name, ic in (("settings", "gear"), ("menu", "menu")):
            rect = lay.buttons[name]
            draw_button(surface, rect, ButtonStyle.DARK, sc.s.pressed == name)
            icon(surface, ic, rect.center, round(20 * k), (226, 230, 232))
        if self._turbo_visible():
            tr = self.turbo_rect()
            on = sc.s.turbo
            pygame.draw.rect(surface, Setzer.PRUSSIAN if on else (52, 66, 78), tr, border_radius=tr.height // 2)
            icon(surface, "turbo", (tr.x + round(18 * k), tr.centery), round(14 * k), WHITE if on else (200, 206, 210))
            blit_text(surface, Face.JOST_SEMI, round(13 * k), "Turbo", WHITE if on else (200, 206, 210),
                      (tr.x + round(32 * k), tr.centery), "midleft")
        view = self._clock_values()
        for i, chip in enumerate(lay.player_rows):
            seat = sc.config.seats[i]
            active = g.current == i and g.phase is not Phase.OVER
            draw_card(surface, chip, round(10 * k))
            if active:
                pygame.draw.rect(surface, Setzer.VERMILION, chip, 3, border_radius=round(10 * k))
            avatar(surface, (chip.x + round(30 * k), chip.y + round(32 * k)), round(15 * k), Setzer.PLAYERS[i % 4], seat.name)
            small = chip.width < 200 * k
            blit_text(surface, Face.JOST_SEMI, round((16 if small else 18) * k), seat.name, Setzer.INK,
                      (chip.x + round(52 * k), chip.y + round(10 * k)), max_width=chip.width - round(120 * k))
            if seat.kind is SeatKind.COMPUTER:
                sub = "denkt nach …" if sc.s.thinking == i else f"Computer · {seat.level.label if seat.level else ''}"
                sub_col = Setzer.PRUSSIAN if sc.s.thinking == i else Setzer.MUTED
            else:
                sub, sub_col = ("Am Zug" if active else "Mensch"), (Setzer.VERMILION if active else Setzer.MUTED)
            if active and view.limit is not None:
                secs = (view.grace_remaining or 0.0) if view.in_grace else (view.remaining or 0.0)
                sub += " · " + _fmt_clock(secs)
            blit_text(surface, Face.JOST, round(13 * k), sub, sub_col, (chip.x + round(52 * k), chip.y + round(36 * k)),
                      max_width=chip.width - round(110 * k))
            blit_text(surface, Face.SPARTAN_HEAVY, round(26 * k), str(self.shown_score(i)), Setzer.INK,
                      (chip.right - round(12 * k), chip.y + round(36 * k)), "midright")
            if active and view.limit is not None:
                secs = (view.grace_remaining or 0.0) if view.in_grace else (view.remaining or 0.0)
                frac = secs / (10.0 if view.in_grace else view.limit)
                bar = pygame.Rect(chip.x + round(12 * k), chip.bottom - round(10 * k), chip.width - round(24 * k), round(4 * k))
                self._clock_bar(surface, bar, frac, secs, view.in_grace, Setzer.VERMILION)
        # drawer
        d = expanded_drawer(lay) if sc.s.drawer_open else lay.drawer
        if sc.s.drawer_open:
            veil = pygame.Surface(lay.size, pygame.SRCALPHA)
            veil.fill((10, 14, 18, 120))
            surface.blit(veil, (0, 0))
        draw_card(surface, d, round(14 * k))
        h = self._drawer_handle()
        pygame.draw.rect(surface, (200, 188, 160), pygame.Rect(h.centerx - round(24 * k), h.centery, round(48 * k), round(4 * k)),
                         border_radius=2)
        self._draw_tabs(surface, d, self._tab_body())
        tabs = self._tab_rects()
        right = max(r.right for r in tabs.values()) if tabs else d.x
        r = blit_text(surface, Face.SPARTAN_HEAVY, round(24 * k), str(g.bag_count), Setzer.INK,
                      (right + round(20 * k), tabs["verlauf"].centery + 2 if tabs else d.y + round(30 * k)), "midleft")
        blit_text(surface, Face.JOST, round(14 * k), "im Kasten", Setzer.MUTED, (r.right + round(6 * k), r.centery + 1), "midleft")

    # sprites and overlays -----------------------------------------------------------
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
            s.dialog.draw(surface, k, s.pressed)

    def _draw_challenge(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.s
        lay = sc.lay
        k = lay.k
        g = sc.game
        if g.pending is None or g.phase is Phase.OVER:
            return
        buttons = self.challenge_buttons()
        left = max(0.0, g.pending.deadline - max(sc.app.now, g.last_time))
        banner = pygame.Rect(lay.sheet.x + round(40 * k), lay.sheet.y + round(14 * k), lay.sheet.width - round(80 * k),
                             round(116 * k) if buttons else round(58 * k))
        draw_card(surface, banner, round(10 * k))
        blit_text(surface, Face.JOST_SEMI, round(17 * k),
                  f"Einspruch gegen {sc.seat_name(g.pending.player)}? Noch {int(math.ceil(left))} s",
                  Setzer.VERMILION if left <= 3 else Setzer.INK, (banner.centerx, banner.y + round(26 * k)), "center")
        bar = pygame.Rect(banner.x + round(20 * k), banner.y + round(44 * k), banner.width - round(40 * k), round(4 * k))
        pygame.draw.rect(surface, (226, 218, 202), bar)
        pygame.draw.rect(surface, Setzer.VERMILION, (bar.x, bar.y, round(bar.width * min(1.0, left / 10.0)), bar.height))
        for name, rect in buttons.items():
            who = int(name.split(":")[1])
            draw_button(surface, rect, ButtonStyle.PRIMARY, s.pressed == name)
            blit_text(surface, Face.JOST_SEMI, round(16 * k), f"Einspruch: {sc.seat_name(who)}", WHITE, rect.center, "center",
                      max_width=rect.width - 10)


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
