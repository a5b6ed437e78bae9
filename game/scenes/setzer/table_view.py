"""Drawing the table (read-only on the scene's state) with cached static layers."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.plural import plural
from game.render.damage import shows
from game.render.fonts import Face
from game.render.setzer_panels import (
    blit_baseline,
    blit_text,
    check_badge,
    draw_card,
    text,
)
from game.render.setzer_sheet import render_stick, slot_gap
from game.render.setzer_tiles import TileState, blank_tile_surface, blit_blank_on_sheet, blit_tile, blit_tile_pressed, tile_margin, tile_surface
from game.render.theme import Setzer
from game.scenes.setzer.table_commands import Focus, Press
from game.scenes.setzer.table_layers import TableLayers
from game.scenes.setzer.table_panel import PanelView
from game.scenes.setzer.table_state import DragSource
from game.scenes.setzer.table_verlauf import VerlaufPictures
from game.scenes.setzer.wording import is_you, says
from game.setzer.game import Phase
from game.setzer.tiles import BLANK, LETTERS, TILE_VALUES

if TYPE_CHECKING:
    from game.scenes.setzer.table import TableScene

WHITE = (255, 255, 255)
CALM = (150, 160, 168)  # the preview line of a move still being built: grey-blue, not the vermilion of a refusal


def tile_reach(rect: pygame.Rect) -> pygame.Rect:
    """Every pixel of a tile drawn into ``rect``: its face and shadow (and a pixel to spare)."""
    m = tile_margin(rect.width) + 2
    return rect.inflate(2 * m, 2 * m)


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
        self.verlauf = VerlaufPictures(self._draw_history)
        self._verlauf_frame = None

    def invalidate(self) -> None:
        """Forget cached layers (after a resize) and queue the tiles of the new sizes for pre-rendering."""
        self._history_key = None
        self.verlauf.release()
        self._verlauf_frame = None
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

    # ------------------------------------------------------------------ places (all from the layout)
    def challenge_buttons(self) -> dict[Press, pygame.Rect]:
        """For every human who may still object: Einspruch, and below it Kein Einspruch."""
        return self.scene.controls.challenge_rects()

    def score_rect(self, player: int) -> pygame.Rect:
        """Where a player's score number stands on the card (as wide as its larger value during a count)."""
        sc = self.scene
        lay = sc.lay
        k = lay.k
        r = lay.player_rows[player]
        widest = str(max(sc.game.scores[player], self.shown_score(player)))
        if lay.portrait:
            box = text(Face.SPARTAN_HEAVY, round(26 * k), widest, Setzer.INK).get_rect()
            box.midright = (r.right - round(12 * k), r.y + round(36 * k))
        else:
            box = text(Face.SPARTAN_HEAVY, round(30 * k), widest, Setzer.INK).get_rect()
            box.midright = (r.right - round(10 * k), r.centery + round(3 * k))
        return box

    def score_anchor(self, player: int) -> tuple[int, int]:
        """Where the points fly to: just left of the player's score (the chip must never cover its digits)."""
        lay = self.scene.lay
        if not (0 <= player < len(lay.player_rows)):
            return lay.sheet.center
        box = self.score_rect(player)
        return box.left - round(10 * lay.k), box.centery

    def player_anchor(self, player: int) -> tuple[int, int]:
        """Where a player's card sits (computer tiles start their slide there)."""
        lay = self.scene.lay
        if 0 <= player < len(lay.player_rows):
            r = lay.player_rows[player]
            return (r.centerx, r.centery)
        return lay.sheet.center

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table (parts outside the surface's clip are skipped: frame damage draws in pieces)."""
        sc = self.scene
        lay = sc.lay
        verlauf = self.verlauf_now()
        # background, sheet with its tiles, card bodies: cached (table_layers); not under the finished Verlauf picture
        fits = verlauf.picture is not None and self._verlauf_fits(surface)
        self.layers.draw_static(surface, verlauf.cover if fits else None)
        if shows(surface, lay.sheet):
            self._draw_pending(surface)
        if shows(surface, lay.preview):
            self._draw_preview(surface)
        self._draw_rack(surface)
        for b in sc.controls.rack:
            if shows(surface, b.reach()):
                b.draw(surface)
        if lay.portrait:
            self._draw_actions(surface)  # under the drawer, which may be pulled up over them
            self._draw_portrait_panel(surface, verlauf)
        else:
            self._draw_side_panel(surface, verlauf)
            self._draw_actions(surface)
        self._draw_slides(surface)
        self._draw_flights(surface)
        self._draw_drag(surface)
        self.draw_challenge(surface)
        self.draw_toast(surface)
        self.layers.end_frame()

    def _verlauf_fits(self, surface: pygame.Surface) -> bool:
        """The surface is the layout's size (the Verlauf picture is made from the layer of that size)."""
        return surface.get_size() == tuple(self.scene.lay.size)

    def release(self) -> None:
        """Free the cached pictures (the table left)."""
        self.layers.release()
        self.verlauf.release()
        self._verlauf_frame = None

    # sheet --------------------------------------------------------------------
    def _sheet_layer(self) -> pygame.Surface:
        return self.layers.sheet_surface()[0]

    def pending_sprites(self) -> list[tuple[pygame.Rect, str]]:
        """The pending tiles as drawn: face rectangles (a dropped one snapping into its square) and letters."""
        sc = self.scene
        s = sc.s
        lay = sc.lay
        drag_idx = s.drag.index if s.drag is not None and s.drag.moving and s.drag.source is DragSource.CELL else None
        out = []
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
            out.append((rect, p.letter))
        return out

    def print_sprites(self) -> list[tuple[tuple[int, int], float, str]]:
        """Freshly printed tiles still pressing in: cell, scale (0.96 -> 1) and letter."""
        sc = self.scene
        out = []
        if sc.calm:
            return out
        for cell, t0 in sc.s.prints.items():
            f = min(1.0, (sc.t - t0) / 0.14)
            if f >= 1.0:
                continue
            tile = sc.game.board.get(*cell)
            if tile is None or tile.islower():
                continue
            out.append((cell, 0.96 + 0.04 * f, tile))
        return out

    def cursor_cell(self) -> tuple[int, int, bool, bool] | None:
        """The keyboard cursor shown on the sheet: row, column, direction, on a letter; None when hidden."""
        sc = self.scene
        s = sc.s
        if s.cursor is None or not sc.my_turn or s.focus is not Focus.SHEET:
            return None
        r, c, horiz = s.cursor
        return r, c, horiz, sc.game.board.get(r, c) is not None

    def drop_target(self) -> tuple[int, int] | None:
        """The square a dragged tile would land on (marked with a frame), None when there is none."""
        sc = self.scene
        s = sc.s
        if s.drag is None or not s.drag.moving:
            return None
        cell = sc.drop_cell(s.drag)
        if cell is not None and sc._free_cell(*cell) and sc.lay.slot_at(s.drag.pos) is None:  # noqa: SLF001
            return cell
        return None

    def _draw_pending(self, surface: pygame.Surface) -> None:
        sc = self.scene
        lay = sc.lay
        for rect, letter in self.pending_sprites():
            if letter.islower():
                blit_blank_on_sheet(surface, rect, letter.upper(), TileState.PENDING)
            else:
                blit_tile(surface, rect, letter, TILE_VALUES.get(letter), TileState.PENDING)
        # freshly printed tiles: a short press (scale 0.96 -> 1), scaled only where this pass draws
        for cell, scale, tile in self.print_sprites():
            rect = lay.tile_rect(*cell)
            if shows(surface, tile_reach(rect)):
                blit_tile_pressed(surface, rect, scale, tile, TILE_VALUES.get(tile))
        # the keyboard cursor: dashed vermilion box with an arrow
        cursor = self.cursor_cell()
        if cursor is not None:
            r, c, horiz, on_letter = cursor  # on a letter of the sheet: typing it steps over it
            rect = lay.cell_rect(r, c).inflate(-2, -2)
            if not on_letter:
                veil = pygame.Surface(rect.size, pygame.SRCALPHA)  # fades a premium label so the arrow reads clearly
                veil.fill((*Setzer.PAPER, 170))
                surface.blit(veil, rect)
            _dashed_rect(surface, Setzer.VERMILION, rect, 2, max(4, lay.cell // 6))
            if not on_letter:
                _arrow(surface, rect.center, lay.cell * 0.42, horiz, Setzer.VERMILION)
        # where a dragged tile would land
        cell = self.drop_target()
        if cell is not None:
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
        # a move still being built is not an error: a calm line says what is missing (red is for a refusal)
        pygame.draw.rect(surface, Setzer.VALID if ok else CALM, (rect.x, rect.y, round(5 * k), rect.height))
        if ok:
            check_badge(surface, (x + round(12 * k), cy), round(11 * k), True)
        else:
            pygame.draw.circle(surface, CALM, (x + round(12 * k), cy), round(11 * k))
            blit_text(surface, Face.JOST_SEMI, round(14 * k), "…", WHITE, (x + round(12 * k), cy - round(3 * k)), "center")
        x += round(32 * k)
        limit = rect.right - round(12 * k)
        if ok or (p.words and p.invalid_words):
            base = cy + round(fs * 0.36)  # one baseline for words, numbers and signs (capitals centred on the line)
            for i, w in enumerate(p.words):
                if i:
                    r = blit_baseline(surface, Face.JOST, fs, "+", Setzer.MUTED, (x + round(4 * k), base))
                    x = r.right + round(6 * k)
                colour = Setzer.MUTED if w.word in p.invalid_words else Setzer.INK
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
                blit_baseline(surface, Face.JOST_SEMI, round(fs * 0.9), plural(p.total, "Punkt"), Setzer.VERMILION,
                              (r.right + round(5 * k), base))
            else:
                blit_text(surface, Face.JOST, fs, "– " + (sc.missing_hint() or ""), Setzer.MUTED, (x + round(8 * k), cy),
                          "midleft", max_width=max(20, limit - x - round(8 * k)))
        else:
            blit_text(surface, Face.JOST, fs, sc.missing_hint() or "Noch nicht fertig.", Setzer.MUTED, (x, cy), "midleft",
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
    def rack_sprites(self) -> list[tuple[pygame.Rect, str | None, TileState]]:
        """What the stick shows per slot: the tile's face rectangle (moving while it slides in or flies back),
        its letter and look; a letter None is an empty slot (its gap)."""
        sc = self.scene
        s = sc.s
        lay = sc.lay
        hidden_rack = not sc.confirmed_viewer and len(sc.humans) > 1
        drag_slot = s.drag.index if s.drag is not None and s.drag.moving and s.drag.source is DragSource.SLOT else None
        out: list[tuple[pygame.Rect, str | None, TileState]] = []
        for i, rect in enumerate(lay.slots):
            tile = s.slots[i]
            t_in = s.rack_in.get(i)
            if tile is None or i == drag_slot or hidden_rack or (t_in is not None and sc.t < t_in):
                out.append((rect, None, TileState.NORMAL))
                continue
            state = TileState.SELECTED if s.selected == i else TileState.NORMAL
            r = rect.move(0, -round(10 * lay.k)) if state is TileState.SELECTED else rect
            if t_in is not None:
                f = _ease_out_cubic(min(1.0, (sc.t - t_in) / 0.22))
                r = r.move(round((lay.stick.right - rect.x) * (1 - f)), 0)
            back = s.returns.get(i)
            if back is not None:
                f = _ease_out_cubic(min(1.0, max(0.0, (sc.t - back[1]) / 0.18)))
                r = r.copy()
                r.center = (round(back[0][0] + (rect.centerx - back[0][0]) * f), round(back[0][1] + (rect.centery - back[0][1]) * f))
            out.append((r, tile, state))
        return out

    def _draw_rack(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.s
        lay = sc.lay
        if shows(surface, lay.stick):
            surface.blit(render_stick(lay.stick.width, lay.stick.height, lay.tile), lay.stick.topleft)
        clip = surface.get_clip()
        if s.rack_in:
            surface.set_clip(lay.stick.inflate(0, lay.tile).clip(clip))
        for r, tile, state in self.rack_sprites():
            if not shows(surface, tile_reach(r)):  # a tile outside the (narrowed) clip would draw nothing
                continue
            if tile is None:
                surface.blit(slot_gap(r.width), r.topleft)
            else:
                blit_tile(surface, r, tile, None if tile == BLANK else TILE_VALUES.get(tile), state)
        surface.set_clip(clip)

    def _draw_actions(self, surface: pygame.Surface) -> None:
        for b in self.scene.controls.actions:
            if shows(surface, b.reach()):
                b.draw(surface)

    # side panel (landscape) -----------------------------------------------------
    def slide_sprites(self) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """The computer's tiles on their way to the sheet: where each tile picture goes, and the picture."""
        sc = self.scene
        lay = sc.lay
        out = []
        for sl in sc.s.slides:
            if sc.t < sl.t0:
                continue
            f = _ease_out_quad(min(1.0, (sc.t - sl.t0) / max(1e-6, sl.t1 - sl.t0)))
            end = lay.tile_rect(*sl.end_cell)
            x = sl.start[0] + (end.centerx - sl.start[0]) * f
            y = sl.start[1] + (end.centery - sl.start[1]) * f
            size = end.width  # one cached size: scaling per frame would re-render the tile every frame
            # a Joker already stands for its letter: it flies as it will lie (hollow red letter on wood)
            tile = blank_tile_surface(size, sl.letter) if sl.blank else tile_surface(size, sl.letter, sl.value, TileState.NORMAL)
            m = tile_margin(size)
            out.append((tile.get_rect(topleft=(round(x - size / 2 - m), round(y - size / 2 - m))), tile))
        return out

    def _draw_slides(self, surface: pygame.Surface) -> None:
        for rect, tile in self.slide_sprites():
            surface.blit(tile, rect)

    def flight_chips(self) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """The score chips in flight now: their rectangles and labels."""
        sc = self.scene
        k = sc.lay.k
        chips = []
        for label, start, player, t0 in sc.s.flights:
            if sc.t < t0:
                continue
            f = _ease_out_cubic(min(1.0, (sc.t - t0) / 0.4))
            t = text(Face.SPARTAN_HEAVY, round(22 * k), label, WHITE)
            chip = t.get_rect().inflate(round(18 * k), round(8 * k))
            ax, ay = self.score_anchor(player)
            end = (ax - chip.width / 2, ay)  # the chip lands beside the score, its right edge at the anchor
            x = start[0] + (end[0] - start[0]) * f
            y = start[1] + (end[1] - start[1]) * f - math.sin(f * math.pi) * 40 * k
            chip.center = (round(x), round(y))
            chips.append((chip, t))
        return chips

    def _draw_flights(self, surface: pygame.Surface) -> None:
        for chip, t in self.flight_chips():
            pygame.draw.rect(surface, Setzer.VERMILION, chip, border_radius=chip.height // 2)
            surface.blit(t, t.get_rect(center=(chip.centerx, chip.centery + 1)))

    def drag_sprite(self) -> tuple[pygame.Rect, pygame.Surface] | None:
        """The tile in the hand (a little larger than on the stick): where its picture goes, and the picture."""
        sc = self.scene
        d = sc.s.drag
        if d is None or not d.moving:
            return None
        if d.source is DragSource.SLOT:
            letter = sc.s.slots[d.index] if 0 <= d.index < 7 else None
            if letter is None:
                return None
            value = None if letter == BLANK else TILE_VALUES.get(letter)
        else:
            if not (0 <= d.index < len(sc.s.pending)):
                return None
            p = sc.s.pending[d.index]
            letter = p.letter
            value = None if p.letter.islower() else TILE_VALUES.get(p.letter)
        size = round(sc.lay.tile * 1.12)
        cx, cy = sc.drag_centre(d)
        if letter.islower():  # a Joker picked up from the sheet keeps showing its letter
            tile = blank_tile_surface(size, letter.upper(), TileState.SELECTED)
        else:
            tile = tile_surface(size, letter, value, TileState.SELECTED)
        m = tile_margin(size)
        return tile.get_rect(topleft=(cx - size // 2 - m, cy - size // 2 - m)), tile

    def _draw_drag(self, surface: pygame.Surface) -> None:
        sprite = self.drag_sprite()
        if sprite is not None:
            surface.blit(sprite[1], sprite[0])

    def _toast(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The short message's label and where its pill stands (None without one)."""
        sc = self.scene
        if sc.s.toast is None:
            return None
        k = sc.lay.k
        label = text(Face.JOST_SEMI, round(17 * k), sc.s.toast.text, WHITE)
        box = label.get_rect().inflate(round(36 * k), round(18 * k))
        box.midbottom = (sc.lay.sheet.centerx, sc.lay.sheet.bottom - round(24 * k))
        return label, box

    def toast_box(self) -> pygame.Rect | None:
        """Where the short message over the sheet stands (None without one)."""
        found = self._toast()
        return found[1] if found is not None else None

    def draw_toast(self, surface: pygame.Surface) -> None:
        """The short message over the sheet (vermilion only for a refusal); its label rendered once."""
        found = self._toast()
        if found is None or not shows(surface, found[1]):
            return
        label, box = found
        bg = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (*(Setzer.VERMILION if self.scene.s.toast.bad else Setzer.PRUSSIAN), 235), bg.get_rect(),
                         border_radius=box.height // 2)
        surface.blit(bg, box)
        surface.blit(label, label.get_rect(center=box.center))

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

    def challenge_banner(self) -> tuple[pygame.Rect, float] | None:
        """The challenge banner's rectangle and the seconds left (None while no challenge window runs)."""
        sc = self.scene
        lay = sc.lay
        k = lay.k
        g = sc.game
        if g.pending is None or g.phase is Phase.OVER:
            return None
        buttons = sc.controls.challenge
        left = max(0.0, g.pending.deadline - sc.now)
        rows = max((b.rect.bottom for b in buttons), default=0)
        banner = pygame.Rect(lay.sheet.x + round(40 * k), lay.sheet.y + round(14 * k), lay.sheet.width - round(80 * k),
                             rows + round(12 * k) - lay.sheet.y - round(14 * k) if buttons else round(58 * k))
        return banner, left

    def draw_challenge(self, surface: pygame.Surface) -> None:
        """The challenge banner with its countdown and the Einspruch buttons."""
        sc = self.scene
        k = sc.lay.k
        shown = self.challenge_banner()
        if shown is None:
            return
        banner, left = shown
        buttons = sc.controls.challenge
        draw_card(surface, banner, round(10 * k))
        blit_text(surface, Face.JOST_SEMI, round(17 * k), self.challenge_line(),
                  Setzer.VERMILION if left <= 3 else Setzer.INK, (banner.centerx, banner.y + round(26 * k)), "center",
                  max_width=banner.width - round(24 * k))
        bar = pygame.Rect(banner.x + round(20 * k), banner.y + round(44 * k), banner.width - round(40 * k), round(4 * k))
        pygame.draw.rect(surface, (226, 218, 202), bar)
        pygame.draw.rect(surface, Setzer.VERMILION, (bar.x, bar.y, round(bar.width * min(1.0, left / 10.0)), bar.height))
        for b in buttons:
            b.draw(surface)


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
