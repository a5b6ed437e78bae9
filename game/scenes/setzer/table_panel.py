"""The side panel of the table (players, clock, box, tabs: Verlauf, Nachschlagen, Lettern) and the portrait chips."""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.lexicon import sheet_note
from game.plural import count as count_of
from game.plural import plural
from game.render import art
from game.render.damage import shows
from game.render.fonts import Face
from game.render.setzer_panels import (
    avatar,
    blit_baseline,
    blit_text,
    caption,
    check_badge,
    draw_card,
    icon,
)
from game.render.setzer_sheet import COLUMNS
from game.render.setzer_tiles import TileState, _draw_star, blit_tile
from game.render.theme import Setzer
from game.scenes.setzer import layout as L
from game.scenes.setzer.table_commands import Focus, TableTab
from game.setzer.config import GameMode, SeatKind
from game.setzer.game import MoveKind, Phase
from game.setzer.tiles import BLANK, LETTERS, TILE_COUNTS

if TYPE_CHECKING:
    from game.scenes.setzer.table import TableScene
    from game.scenes.setzer.table_layers import TableLayers
    from game.scenes.setzer.table_verlauf import VerlaufPictures

WHITE = (255, 255, 255)


def _ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass(frozen=True)
class VerlaufNow:
    """What the Verlauf shows in a frame: its key, and the finished picture with where it covers the layer."""

    key: tuple | None  #: what the Verlauf shows (``history_key``); None while another tab shows
    cover: pygame.Rect | None  #: see ``PanelView.verlauf_cover``
    picture: pygame.Surface | None  #: the finished picture for ``key`` there; None: the lines are drawn


def card_reach(rect: pygame.Rect) -> pygame.Rect:
    """Every pixel of a card drawn with ``draw_card``: its body and soft shadow."""
    return rect.inflate(28, 30)


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
        if rec.hinted:  # laid by the bulb: everyone can see the move was not found alone
            coord = f"{coord} · Tipp" if coord else "Tipp"
        return word, coord, extra
    return {MoveKind.EXCHANGE: (f"getauscht ({rec.count})", "", ""), MoveKind.PASS: ("gepasst", "", ""),
            MoveKind.TIMEOUT: ("Zeit um", "", ""), MoveKind.INVALID: ("ungültig", "", ", ".join(rec.invalid_words)),
            MoveKind.CHALLENGE_FAILED: ("Einspruch abgelehnt", "", "")}.get(rec.kind, ("", "", ""))


class PanelView:
    """Mixin of TableView: the side panel and the portrait chips and drawer."""

    scene: "TableScene"
    layers: "TableLayers"
    verlauf: "VerlaufPictures"
    _verlauf_frame: tuple[int, VerlaufNow] | None  # the app frame it was looked up in, and what it found

    def _subtitle(self) -> str:
        cfg = self.scene.config
        if cfg.mode is GameMode.TAGESBRETT:
            return f"Tagesbrett · {self.scene.date.strftime('%d.%m.%Y') if self.scene.date else ''}"
        n = len(cfg.seats)
        return f"Partie · {cfg.check.label} · {n} Spieler"

    def _draw_side_panel(self, surface: pygame.Surface, verlauf: VerlaufNow) -> None:
        sc = self.scene
        lay = sc.lay
        k = lay.k
        t = lay.title
        if shows(surface, self.title_reach()):
            blit_text(surface, Face.TITLE, round(44 * k), "Speedsetzer", (236, 226, 204), (t.x, t.y - round(4 * k)))
            surface.blit(caption(self._subtitle(), round(12 * k), (170, 178, 184)), (t.x + round(2 * k), t.y + round(52 * k)))
        for b in sc.controls.corner:
            if shows(surface, b.reach()):
                b.draw(surface)
        # players card
        p = lay.players
        if shows(surface, card_reach(p)):
            draw_card(surface, p, round(10 * k))
            surface.blit(caption("Spieler", round(12 * k)), (p.x + round(18 * k), p.y + round(16 * k)))
            info = self.move_info()
            turbo = sc.controls.turbo
            if turbo.visible:
                tr = turbo.rect
                turbo.draw(surface)
                blit_text(surface, Face.JOST, round(13 * k), info, Setzer.MUTED, (tr.x - round(12 * k), p.y + round(22 * k)), "midright")
            else:
                blit_text(surface, Face.JOST, round(13 * k), info, Setzer.MUTED, (p.right - round(18 * k), p.y + round(22 * k)), "midright")
            for i, row in enumerate(lay.player_rows):
                if shows(surface, row.inflate(4, 4)):
                    self._player_row(surface, i, row)
        # clock and box
        if shows(surface, card_reach(lay.clock_card)):
            self._clock_card(surface, lay.clock_card)
        b = lay.box_card
        if shows(surface, card_reach(b)):
            draw_card(surface, b, round(10 * k))
            icon(surface, "box", (b.x + round(30 * k), b.centery + round(2 * k)), round(24 * k), (139, 95, 49))
            surface.blit(caption("Im Kasten", round(11 * k)), (b.x + round(56 * k), b.y + round(12 * k)))
            r = blit_text(surface, Face.SPARTAN_HEAVY, round(24 * k), str(sc.shown_bag_count), Setzer.INK,
                          (b.x + round(56 * k), b.y + round(28 * k)))
            blit_text(surface, Face.JOST, round(14 * k), plural(sc.shown_bag_count, "Letter"), Setzer.INK,
                      (r.right + round(6 * k), r.bottom - round(4 * k)), "bottomleft")
        # tabs
        if shows(surface, card_reach(lay.tabs_card)):
            draw_card(surface, lay.tabs_card, round(10 * k))
            self._draw_tabs(surface, L.tab_body(lay, sc.s.drawer), verlauf)

    def title_reach(self) -> pygame.Rect:
        """Every pixel of the title (and, in landscape, its subtitle)."""
        lay = self.scene.lay
        t = lay.title
        return pygame.Rect(t.x - 4, t.y - round(8 * lay.k), t.width + 8, t.height + round(30 * lay.k))

    def move_info(self) -> str:
        """The line on the players card: the move count and the word list."""
        sc = self.scene
        g = sc.game
        move = g.move_number - (1 if sc.landing else 0)  # the count moves on when the tiles have landed
        if sc.config.mode is GameMode.TAGESBRETT:
            return f"Zug {min(move, 10)} von 10"
        return f"Zug {move} · {'gängige Wörter' if g.common_only else 'Turnierliste'}"

    def row_look(self, i: int) -> tuple[bool, str, tuple[int, int, int], bool, int]:
        """What a player's row shows: active, the small line and its colour, thinking (spinner), the score."""
        sc = self.scene
        g = sc.game
        seat = sc.config.seats[i]
        active = sc.shown_current == i and g.phase is not Phase.OVER
        if seat.kind is SeatKind.COMPUTER:
            sub = f"Computer · {seat.level.label if seat.level else ''}"
        else:
            sub = "Mensch"
        sub_col = Setzer.MUTED
        if active:
            sub = "Am Zug" if seat.kind is SeatKind.HUMAN else sub
            sub_col = Setzer.VERMILION if seat.kind is SeatKind.HUMAN else Setzer.MUTED
        thinking = sc.s.thinking == i
        if thinking:
            sub = "denkt nach " + "." * (1 + int(sc.t * 3) % 3)
            sub_col = Setzer.PRUSSIAN
        return active, sub, sub_col, thinking, self.shown_score(i)

    def _player_row(self, surface: pygame.Surface, i: int, row: pygame.Rect) -> None:
        sc = self.scene
        k = sc.lay.k
        seat = sc.config.seats[i]
        active, sub, sub_col, thinking, score = self.row_look(i)
        if active:
            pygame.draw.rect(surface, (244, 214, 204), row, border_radius=round(8 * k))
            pygame.draw.rect(surface, Setzer.VERMILION, (row.x, row.y + round(4 * k), round(4 * k), row.height - round(8 * k)))
        elif i > 0:
            pygame.draw.line(surface, (222, 212, 192), (row.x + round(10 * k), row.y), (row.right - round(10 * k), row.y))
        colour = Setzer.PLAYERS[i % 4]
        avatar(surface, (row.x + round(32 * k), row.centery), round(17 * k), colour, seat.name)
        blit_text(surface, Face.JOST_SEMI, round(19 * k), seat.name, Setzer.INK, (row.x + round(60 * k), row.y + round(6 * k)),
                  max_width=row.width - round(170 * k))
        if thinking:
            self._spinner(surface, self.spinner_reach(i).center, round(9 * k))
        blit_text(surface, Face.JOST, round(14 * k), sub, sub_col, (row.x + round(60 * k), row.y + round(31 * k)))
        blit_text(surface, Face.SPARTAN_HEAVY, round(30 * k), str(score), Setzer.INK,
                  (row.right - round(10 * k), row.centery + round(3 * k)), "midright")

    def spinner_reach(self, i: int) -> pygame.Rect:
        """The square of the "denkt nach" spinner on player ``i``'s row (its centre is the spinner's)."""
        k = self.scene.lay.k
        row = self.scene.lay.player_rows[i]
        size = 2 * (round(9 * k) + max(2, round(9 * k) // 4)) + 6
        box = pygame.Rect(0, 0, size, size)
        box.center = (row.right - round(120 * k), row.centery)
        return box

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
        view = g.clock_at(sc.now)
        return view

    def move_clock(self) -> tuple[str, bool] | None:
        """(label, urgent) of the running move clock (shown on a modal that is part of the move), None without a clock."""
        view = self._clock_values()
        if view.limit is None:
            return None
        if view.in_grace:
            return f"Nachfrist {_fmt_clock(view.grace_remaining or 0.0)}", True
        secs = view.remaining or 0.0
        return _fmt_clock(secs), secs <= 10

    def clock_look(self) -> tuple | None:
        """What the clock card shows: label, urgent, note, bar fraction, seconds, grace; None without a clock."""
        view = self._clock_values()
        if view.limit is None:
            return None
        if view.in_grace:
            secs = view.grace_remaining or 0.0
            frac = secs / 10.0
            note = "Nachfrist"
        else:
            secs = view.remaining or 0.0
            frac = secs / view.limit
            note = f"von {_fmt_clock(view.limit)}"
        urgent = view.in_grace or secs <= 10
        return _fmt_clock(secs), urgent, note, frac, secs, view.in_grace

    def clock_bar(self, c: pygame.Rect) -> pygame.Rect:
        """The time bar on the clock card ``c``."""
        k = self.scene.lay.k
        return pygame.Rect(c.x + round(128 * k), c.y + round(40 * k), c.width - round(144 * k), round(6 * k))

    def _clock_card(self, surface: pygame.Surface, c: pygame.Rect) -> None:
        sc = self.scene
        k = sc.lay.k
        draw_card(surface, c, round(10 * k))
        look = self.clock_look()
        colour = Setzer.VERMILION
        icon(surface, "clock", (c.x + round(26 * k), c.centery + round(2 * k)), round(24 * k), Setzer.VERMILION)
        surface.blit(caption("Bedenkzeit", round(11 * k)), (c.x + round(50 * k), c.y + round(12 * k)))
        if look is None:
            blit_text(surface, Face.SPARTAN_HEAVY, round(22 * k), "ohne Uhr", Setzer.INK, (c.x + round(50 * k), c.y + round(28 * k)))
            return
        label, urgent, note, frac, secs, grace = look
        blit_text(surface, Face.SPARTAN_HEAVY, round(24 * k), label, Setzer.VERMILION if urgent else Setzer.INK,
                  (c.x + round(50 * k), c.y + round(28 * k)))
        bar = self.clock_bar(c)
        blit_text(surface, Face.JOST, round(12 * k), note, Setzer.MUTED, (bar.right, c.y + round(24 * k)), "midright")
        self._clock_bar(surface, bar, frac, secs, grace, colour)

    def bar_look(self, bar: pygame.Rect, frac: float, secs: float, grace: bool, colour) -> tuple[int, tuple]:
        """The filled width of a time bar and its colour (pulsing in the last 30 seconds unless calm)."""
        sc = self.scene
        width = max(0, round(bar.width * max(0.0, min(1.0, frac))))
        col = colour
        if (secs <= 30 or grace) and not sc.calm:
            pulse = 0.5 + 0.5 * math.sin(sc.app.now * 2 * math.pi)
            col = tuple(int(colour[i] * (0.65 + 0.35 * pulse) + 255 * 0.35 * (1 - pulse)) for i in range(3))
        return width, col

    def _clock_bar(self, surface, bar: pygame.Rect, frac: float, secs: float, grace: bool, colour) -> None:
        pygame.draw.rect(surface, (226, 218, 202), bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width, col = self.bar_look(bar, frac, secs, grace, colour)
        if fill.width:
            pygame.draw.rect(surface, col, fill, border_radius=bar.height // 2)

    def _draw_tabs(self, surface: pygame.Surface, body: pygame.Rect, verlauf: VerlaufNow) -> None:
        sc = self.scene
        k = sc.lay.k
        tabs = [b for b in sc.controls.tabs if b.visible]
        if not tabs:
            return
        bar = tabs[0].rect.unionall([b.rect for b in tabs])
        pygame.draw.rect(surface, (230, 221, 202), bar, border_radius=round(8 * k))
        for b in tabs:
            b.draw(surface)
        tab = sc.shown_tab
        clip = surface.get_clip()
        surface.set_clip(body.clip(clip))
        if tab is TableTab.VERLAUF:
            if verlauf.picture is not None:  # made ahead: it covers the layer there
                surface.blit(verlauf.picture, body.topleft)
            elif not sc.lay.portrait:  # straight over the layer (the same pixels as a transparent layer blended on)
                self._draw_history(surface, body)
            else:
                key = verlauf.key
                if key != self._history_key or self._history is None:
                    layer = pygame.Surface(body.size, pygame.SRCALPHA)
                    self._draw_history(layer, layer.get_rect())
                    self._history, self._history_key = layer, key
                surface.blit(self._history, body.topleft)
        elif tab is TableTab.NACHSCHLAGEN:
            self._draw_lookup(surface, body)
        else:
            self._draw_unseen(surface, body)
        surface.set_clip(clip)

    def verlauf_cover(self, body: pygame.Rect | None = None) -> pygame.Rect | None:
        """Where the finished Verlauf picture covers the table's cached layer (the landscape tab body while the
        Verlauf shows), None when the Verlauf is drawn over the layer; ``body``: the tab body, if already known."""
        sc = self.scene
        lay = sc.lay
        if lay.portrait or sc.shown_tab is not TableTab.VERLAUF or not any(b.visible for b in sc.controls.tabs):
            return None
        if body is None:
            body = L.tab_body(lay, sc.s.drawer)
        if body.width <= 0 or body.height <= 0 or not pygame.Rect((0, 0), lay.size).contains(body):
            return None
        return body

    def look_up_verlauf(self) -> VerlaufNow:
        """Look up what the Verlauf shows in this frame, kept for the frame (the frame damage asks first, then every
        clipped pass of the frame uses it)."""
        now = self._verlauf_now()
        self._verlauf_frame = (self.scene.app.frame, now)
        return now

    def verlauf_now(self) -> VerlaufNow:
        """What the Verlauf shows in this frame: as looked up for the frame, or (a draw outside the app's frame,
        e.g. a test's or a screenshot's) looked up now."""
        kept = self._verlauf_frame
        if kept is not None and kept[0] == self.scene.app.frame:
            return kept[1]
        return self._verlauf_now()

    def _verlauf_now(self) -> VerlaufNow:
        sc = self.scene
        if sc.shown_tab is not TableTab.VERLAUF:
            return VerlaufNow(None, None, None)
        body = L.tab_body(sc.lay, sc.s.drawer)  # once for the key and the cover
        key = self.history_key(body)
        cover = self.verlauf_cover(body)
        return VerlaufNow(key, cover, None if cover is None else self.verlauf.get(key))

    def verlauf_base(self) -> pygame.Surface | None:
        """The table's cached layer (the card under the Verlauf), None before it is composed."""
        surf = self.layers.layer.surface
        return surf if surf is not None and surf.get_size() == tuple(self.scene.lay.size) else None

    def prepare_verlauf(self) -> None:
        """One step towards the Verlauf picture with the landing move (made while its tiles slide)."""
        sc = self.scene
        body = self.verlauf_cover()
        base = self.verlauf_base()
        if body is None or base is None or not sc.landing:
            return
        hist = sc.game.history
        self.verlauf.prepare(self.history_key_of(hist, body), base, body, hist)

    def history_key(self, body: pygame.Rect) -> tuple:
        """What the Verlauf shows (its cached picture is redrawn when this changes)."""
        return self.history_key_of(self.scene.shown_history(), body)

    def history_key_of(self, hist, body: pygame.Rect) -> tuple:
        """What the Verlauf of ``hist`` shows in ``body``."""
        sc = self.scene
        return len(hist), tuple(m.kind for m in hist[-16:]), body.size, sc.lay.k, sc.s.history_scroll

    def tab_look(self, body: pygame.Rect) -> tuple:
        """What the open tab shows in ``body``, comparable between frames."""
        sc = self.scene
        tab = sc.shown_tab
        if tab is TableTab.VERLAUF:  # ``body`` is the tab body its key was worked out for
            return tab, self.verlauf_now().key
        if tab is TableTab.NACHSCHLAGEN:
            focused = sc.s.focus is Focus.LOOKUP
            return tab, sc.s.lookup_text, focused, focused and int(sc.t * 2) % 2 == 0
        viewer = sc.viewer if sc.viewer is not None else sc.game.current
        return tab, tuple(sorted(Counter(sc.game.unseen_tiles(viewer)).items()))

    def _draw_history(self, surface: pygame.Surface, body: pygame.Rect, hist=None) -> None:
        sc = self.scene
        k = sc.lay.k
        row_h = round(32.5 * k)
        entries = list(enumerate(sc.shown_history() if hist is None else hist, start=1))[::-1][sc.s.history_scroll:]
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
        field = L.lookup_field(sc.lay, sc.s.drawer)
        focused = sc.s.focus is Focus.LOOKUP
        pygame.draw.rect(surface, WHITE, field, border_radius=round(8 * k))
        pygame.draw.rect(surface, Setzer.PRUSSIAN if focused else Setzer.BUTTON_EDGE, field, 2, border_radius=round(8 * k))
        icon(surface, "search", (field.x + round(22 * k), field.centery), round(16 * k), Setzer.MUTED)
        word = sc.s.lookup_text
        shown = word if word else "Wort eintippen …"
        r = blit_text(surface, Face.SPARTAN if word else Face.JOST, round(18 * k), shown, Setzer.INK if word else Setzer.MUTED,
                      (field.x + round(40 * k), field.centery + 1), "midleft")
        if focused and int(sc.t * 2) % 2 == 0:
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
                note = sheet_note(word) or ("gängig (zählt auch bei „nur gängige Wörter“)" if common
                                            else "selten (zählt nur bei „alle Wörter“)")
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
        blit_text(surface, Face.JOST, round(13 * k), f"Ungesehen: {count_of(sum(counts.values()), 'Letter')} (Kasten und fremde Winkelhaken)",
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
            base = rect.centery + round(5 * k)
            count = blit_baseline(surface, Face.JOST_SEMI, round(14 * k), f"{n}", Setzer.INK if n else Setzer.MUTED,
                                  (rect.right + round(6 * k), base))
            # after the count's own width: two-digit counts (E: 15) must not run into "/15"
            blit_baseline(surface, Face.JOST, round(11 * k), f"/{total}", Setzer.MUTED, (count.right + round(2 * k), base))

    # portrait panel --------------------------------------------------------------
    def chip_subline(self, i: int, view=None) -> tuple[str, tuple[int, int, int]]:
        """The small line under a portrait chip's name (state, Tagesbrett move count, clock) and its colour."""
        sc = self.scene
        g = sc.game
        seat = sc.config.seats[i]
        active = sc.shown_current == i and g.phase is not Phase.OVER
        view = view if view is not None else self._clock_values()
        if seat.kind is SeatKind.COMPUTER:
            sub = "denkt nach …" if sc.s.thinking == i else f"Computer · {seat.level.label if seat.level else ''}"
            sub_col = Setzer.PRUSSIAN if sc.s.thinking == i else Setzer.MUTED
        else:
            sub, sub_col = ("Am Zug" if active else "Mensch"), (Setzer.VERMILION if active else Setzer.MUTED)
            if sc.config.mode is GameMode.TAGESBRETT:  # portrait has no players card: the move count goes here
                sub = f"Zug {min(g.move_number, 10)} von 10"
        if active and i == g.current and view.limit is not None:
            secs = (view.grace_remaining or 0.0) if view.in_grace else (view.remaining or 0.0)
            sub += " · " + _fmt_clock(secs)
        return sub, sub_col

    def chip_bar(self, i: int, view=None) -> tuple[pygame.Rect, float, float, bool] | None:
        """The running clock's bar on the chip of the seat to move: rect, fraction, seconds, grace (None otherwise)."""
        sc = self.scene
        g = sc.game
        k = sc.lay.k
        view = view if view is not None else self._clock_values()
        active = sc.shown_current == i and g.phase is not Phase.OVER
        if not (active and i == g.current and view.limit is not None):
            return None
        chip = sc.lay.player_rows[i]
        secs = (view.grace_remaining or 0.0) if view.in_grace else (view.remaining or 0.0)
        frac = secs / (10.0 if view.in_grace else view.limit)
        bar = pygame.Rect(chip.x + round(12 * k), chip.bottom - round(10 * k), chip.width - round(24 * k), round(4 * k))
        return bar, frac, secs, view.in_grace

    def drawer_veil(self) -> int:
        """The shade over the table under a pulled-up portrait drawer (alpha; 0 when the drawer is closed)."""
        lay = self.scene.lay
        drawer = self.scene.s.drawer
        if not L.drawer_lifted(lay, drawer):
            return 0
        d = L.drawer_rect(lay, drawer)
        full = max(1, lay.drawer.y - L.expanded_drawer(lay).y)
        return round(120 * min(1.0, (lay.drawer.y - d.y) / full))

    def _draw_portrait_panel(self, surface: pygame.Surface, verlauf: VerlaufNow) -> None:
        sc = self.scene
        lay = sc.lay
        k = lay.k
        g = sc.game
        if shows(surface, self.title_reach()):
            blit_text(surface, Face.TITLE, round(40 * k), "Speedsetzer", (236, 226, 204), (lay.size[0] // 2, round(38 * k)), "center")
        for b in sc.controls.corner:
            if shows(surface, b.reach()):
                b.draw(surface)
        if shows(surface, sc.controls.turbo.reach()):
            sc.controls.turbo.draw(surface)
        view = self._clock_values()
        for i, chip in enumerate(lay.player_rows):
            if not shows(surface, card_reach(chip)):
                continue
            seat = sc.config.seats[i]
            active = sc.shown_current == i and g.phase is not Phase.OVER
            draw_card(surface, chip, round(10 * k))
            if active:
                pygame.draw.rect(surface, Setzer.VERMILION, chip, 3, border_radius=round(10 * k))
            avatar(surface, (chip.x + round(30 * k), chip.y + round(32 * k)), round(15 * k), Setzer.PLAYERS[i % 4], seat.name)
            small = chip.width < 200 * k
            blit_text(surface, Face.JOST_SEMI, round((16 if small else 18) * k), seat.name, Setzer.INK,
                      (chip.x + round(52 * k), chip.y + round(10 * k)), max_width=chip.width - round(120 * k))
            sub, sub_col = self.chip_subline(i, view)
            blit_text(surface, Face.JOST, round(13 * k), sub, sub_col, (chip.x + round(52 * k), chip.y + round(36 * k)),
                      max_width=chip.width - round(110 * k))
            blit_text(surface, Face.SPARTAN_HEAVY, round(26 * k), str(self.shown_score(i)), Setzer.INK,
                      (chip.right - round(12 * k), chip.y + round(36 * k)), "midright")
            bar = self.chip_bar(i, view)
            if bar is not None:
                self._clock_bar(surface, *bar, Setzer.VERMILION)
        # drawer
        drawer = sc.s.drawer
        d = L.drawer_rect(lay, drawer)
        veil_alpha = self.drawer_veil()
        if veil_alpha or L.drawer_lifted(lay, drawer):  # the table under a pulled-up drawer is shaded, more the higher it is
            art.dim(surface, veil_alpha, (10, 14, 18))
        if not shows(surface, card_reach(d)):
            return
        draw_card(surface, d, round(14 * k))
        h = L.drawer_handle(lay, drawer)
        pygame.draw.rect(surface, (200, 188, 160), pygame.Rect(h.centerx - round(24 * k), h.centery, round(48 * k), round(4 * k)),
                         border_radius=2)
        self._draw_tabs(surface, L.tab_body(lay, drawer), verlauf)
        tabs = [b.rect for b in sc.controls.tabs if b.visible]
        right = max(r.right for r in tabs) if tabs else d.x
        r = blit_text(surface, Face.SPARTAN_HEAVY, round(24 * k), str(sc.shown_bag_count), Setzer.INK,
                      (right + round(20 * k), tabs[0].centery + 2 if tabs else d.y + round(30 * k)), "midleft")
        blit_text(surface, Face.JOST, round(14 * k), "im Kasten", Setzer.MUTED, (r.right + round(6 * k), r.centery + 1), "midleft")

    # sprites and overlays -----------------------------------------------------------
