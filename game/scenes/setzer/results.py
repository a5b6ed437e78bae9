"""End of a Speedsetzer game: rest deductions, winner, leaderboard points and "Drei Momente"."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.center.rounds import center_note, partie_seed, send_setzer_game
from game.input.actions import Act, Action
from game.plural import count
from game.render.damage import shows
from game.render.fonts import Face
from game.render.layout import scale_for
from game.render.setzer_panels import ButtonStyle, avatar, blit_text, caption, draw_button, draw_card, table_background
from game.render.setzer_sheet import render_mini_sheet
from game.render.text import wrap
from game.render.theme import Setzer
from game.scenes.base import Scene
from game.scenes.setzer import bridge, records
from game.scenes.setzer.wording import is_you, says
from game.setzer.actions import Resign
from game.setzer.config import GameMode
from game.setzer.events import EndReason
from game.setzer.game import MoveKind
from game.widgets.marks import Marks, coalesce

if TYPE_CHECKING:
    from game.scenes.setzer.table import TableScene

log = logging.getLogger(__name__)
WHITE = (255, 255, 255)
BUDGET = 0.006
# design px of the score card: headline and column heads down to the first row, one row, one note line
RANKING_TOP, ROW_H, NOTE_LINE = 114, 58, 20
DAILY_LIST = 14 + 24 + 5 * 26  # the Tagesliste under the notes: gap, caption, five entries


@dataclass
class Moment:
    """A human turn that fell short of the best move."""

    snapshot: bridge.TurnSnapshot
    played_word: str
    played_score: int
    best_word: str
    best_score: int
    best_tiles: tuple[tuple[int, int, str], ...]
    played_tiles: tuple[tuple[int, int, str], ...] = ()

    @property
    def loss(self) -> int:
        """Points left on the table."""
        return self.best_score - self.played_score


#: where the chosen moment's small sheet and the moments' rows stand, and the small sheet's cell
MomentPlaces = tuple[pygame.Rect, list[pygame.Rect], int]


def note_size(k: float) -> int:
    """Font size of the notes under the ranking (never below 12 px, so they stay readable on small screens)."""
    return max(12, round(14 * k))


def turn_records(history) -> list:
    """History entries that are turns (a failed challenge is not a turn)."""
    return [m for m in history if m.kind is not MoveKind.CHALLENGE_FAILED]


class ResultsScene(Scene):
    """Shows the outcome; computes the three biggest missed chances as a resumable job."""

    name = "setzer.results"

    def __init__(self, app, table: "TableScene") -> None:
        super().__init__(app)
        self.table = table
        self.game = table.game
        self.lexicon = table.lexicon
        self.moments: list[Moment] = []
        self._queue = list(table.snapshots)
        self._job: bridge.ThinkJob | None = None
        self._candidates: list[Moment] = []
        self.analysing = bool(self._queue)
        self.pressed: str | None = None
        self.hits: dict[str, pygame.Rect] = {}
        self.k = 1.0
        self._laid_for: tuple | None = None  # what ``hits`` and ``_places`` were worked out for
        self._places: MomentPlaces | None = None  # the moments' places (once they are known)
        saver = table.saver  # the save row names the game: it is entered once, together with the save's removal
        self.note = records.submit(app, self.game, self.lexicon, saver.save_ref if saver is not None else None)
        sent = send_setzer_game(app.center, self.game)  # to the Spielcenter (queued while offline)
        self.center_line = center_note(app.center, sent)
        self._labels = tuple(tuple(p.label for p in row) for row in self.game.layout)
        self._mini: dict = {}
        self.selected = 0
        self._marks = Marks()  # frame damage: what the last drawn frame showed

    # ------------------------------------------------------------------ analysis
    def update(self, dt: float) -> None:
        if not self.analysing:
            return
        self._analyse_step()
        if not self.analysing:  # the moments are known: their places, before this frame's damage asks for them
            self._layout(self.app.size)

    def _analyse_step(self) -> None:
        if self._job is None and not bridge.graphs_ready(self.lexicon, self.game.config):
            return  # the word graph is still being built in the background
        if self._job is None:
            if not self._queue:
                self.analysing = False
                self._candidates.sort(key=lambda m: (-m.loss, m.snapshot.move_number))
                self.moments = [m for m in self._candidates if m.loss > 0][:3]
                return
            self._current = self._queue.pop(0)
            self._job = bridge.best_move_job(self._current, self.lexicon)
        if not self._job.run_for(BUDGET):
            return
        best, self._job = self._job.action, None
        snap = self._current
        turns = turn_records(self.game.history)
        idx = snap.move_number - 1
        if best is None or not (0 <= idx < len(turns)):
            return
        rec = turns[idx]
        if rec.player != snap.player:
            return
        if rec.kind is MoveKind.PLACE and rec.words:
            word, score = rec.words[0].word, rec.score
        else:
            word = {MoveKind.PASS: "gepasst", MoveKind.EXCHANGE: "getauscht", MoveKind.TIMEOUT: "Zeit um"}.get(rec.kind, "–")
            score = 0
        self._candidates.append(Moment(snap, word, score, best.word, best.score, tuple(best.tiles), tuple(rec.placement)))

    def monkey_hotspots(self) -> list[pygame.Rect]:
        """The buttons (for random UI tests)."""
        return [r for k, r in self.hits.items() if k.startswith(("btn:", "moment:"))]

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> bool:
        """Taps on the buttons and moments; Enter plays again, Back goes to the menu."""
        if action.kind == Act.POINTER_DOWN:
            self.pressed = self._hit(action.pos)
        elif action.kind == Act.POINTER_UP:
            key = self._hit(action.pos)
            pressed, self.pressed = self.pressed, None
            if key is not None and key == pressed:
                self._click(key)
        elif action.kind == Act.CONFIRM:
            self._click("again")
        elif action.kind == Act.BACK:
            self._click("menu")
        return action.kind not in (Act.QUIT, Act.TOGGLE_FULLSCREEN, Act.RESIZE)

    def _hit(self, pos) -> str | None:
        for key, rect in self.hits.items():
            if key.startswith("btn:") and rect.collidepoint(pos):
                return key[4:]
            if key.startswith("moment:") and rect.collidepoint(pos):
                return key
        return None

    def _click(self, key: str) -> None:
        if key.startswith("moment:"):
            self.selected = int(key.split(":")[1])
            return
        if self.table.autoplay:
            return
        if key == "again":
            from game.scenes.setzer.table import TableScene

            cfg = self.game.config
            if cfg.mode is GameMode.TAGESBRETT:
                self.app.stack.replace(TableScene(self.app, cfg, date=self.game.date))
            else:
                self.app.stack.replace(TableScene(self.app, cfg, seed=partie_seed(self.app.center, cfg)))
        elif key == "setup":
            if self.game.config.mode is GameMode.TAGESBRETT:
                from game.scenes.setzer.daily import DailyScene

                self.app.stack.replace(DailyScene(self.app))
            else:
                from game.scenes.setzer.setup import SetupScene

                self.app.stack.replace(SetupScene(self.app))
        elif key == "menu":
            from game.scenes import registry

            registry.back_to_menu(self.app)

    # ------------------------------------------------------------------ drawing
    def _layout(self, size) -> None:
        """Cards, buttons and the moments' places for ``size``; worked out again only when the layout changes."""
        key = (tuple(size), self.app.size, self.analysing, len(self.moments))
        if key == self._laid_for:
            return
        self._laid_for = key
        w, h = size
        portrait = h > w
        k = scale_for((w, h))
        self.k = k
        m = round(24 * k)
        top = round(100 * k)
        bh = round(60 * k)
        n = len(self.game.config.seats)
        hits = {}
        if portrait:  # the score card grows to hold its notes ("… Punkte für die Bestenliste") and the Tagesliste
            lines = len(self.note_lines(k, w - 2 * m - round(40 * k)))
            daily = DAILY_LIST if self.game.config.mode is GameMode.TAGESBRETT else 0
            hits["card:score"] = pygame.Rect(m, top, w - 2 * m,
                                             round((RANKING_TOP + n * ROW_H + 10 + lines * NOTE_LINE + daily + 18) * k))
            y = hits["card:score"].bottom + round(16 * k)
            hits["card:moments"] = pygame.Rect(m, y, w - 2 * m, h - y - bh - 2 * m)
        else:
            cw = round((w - 3 * m) * 0.47)
            hits["card:score"] = pygame.Rect(m, top, cw, h - top - bh - 2 * m)
            hits["card:moments"] = pygame.Rect(2 * m + cw, top, w - 3 * m - cw, h - top - bh - 2 * m)
        bw = round(220 * k)
        y = h - m - bh
        hits["btn:menu"] = pygame.Rect(m, y, round(160 * k), bh)
        hits["btn:setup"] = pygame.Rect(w - m - 2 * bw - round(12 * k), y, bw, bh)
        hits["btn:again"] = pygame.Rect(w - m - bw, y, bw, bh)
        self.hits = hits
        self._places = None
        if not self.analysing and self.moments:
            self._places = self._moment_places(hits["card:moments"])
            for i, r in enumerate(self._places[1]):
                hits[f"moment:{i}"] = r

    def _moment_places(self, card: pygame.Rect) -> MomentPlaces:
        """Where the chosen moment's small sheet and the moments' rows stand, and the small sheet's cell."""
        k = self.k
        x = card.x + round(20 * k)
        w, h = self.app.size
        portrait = h > w  # the screen decides: the card may be wider than high
        top = card.y + round(70 * k)
        if portrait:  # the sheet, its rack line, then the three moments side by side
            side = min(card.width - round(40 * k), card.bottom - top - round(160 * k))
            sheet_pos = (card.centerx - side // 2, top)
            list_rect = pygame.Rect(x, top + side + round(34 * k), card.width - round(40 * k), round(96 * k))
        else:
            side = min(card.height - round(90 * k), round(card.width * 0.58))
            sheet_pos = (x, top)
            list_rect = pygame.Rect(x + side + round(16 * k), top, card.right - x - side - round(36 * k), side)
        cell = max(8, (side - 8) // 15)
        if portrait:  # the mini sheet's paper margin comes on top of its cells: keep it inside ``side``
            cell = max(8, round((side - 6) / (15 + 2 / 3)))
        mini = 15 * cell + 2 * max(3, cell // 3)  # the side of render_mini_sheet's picture
        row_h = min(round(92 * k), list_rect.height // 3)
        col_w = list_rect.width // 3
        rows = []
        for i in range(len(self.moments)):
            if portrait:
                rows.append(pygame.Rect(list_rect.x + i * col_w, list_rect.y, col_w - round(8 * k), list_rect.height - round(8 * k)))
            else:
                rows.append(pygame.Rect(list_rect.x, list_rect.y + i * row_h, list_rect.width, row_h - round(8 * k)))
        return pygame.Rect(sheet_pos, (mini, mini)), rows, cell

    def resize(self, size: tuple[int, int]) -> None:
        """Cards and buttons for the new window size."""
        self._layout(size)

    def damage(self) -> list[pygame.Rect] | None:
        """What changed since the last drawn frame: the analysis line, the chosen moment, a pressed button."""
        if not self.hits:
            return None
        k = self.k
        card = self.hits["card:moments"]
        marks = [(self.hits["card:score"].inflate(28, 30), ("scores", self.note, self.center_line)),
                 (card.inflate(28, 30), ("moments", self.analysing, len(self.moments), len(self.table.snapshots)))]
        if self.analysing:
            line = pygame.Rect(card.x, card.y + round(70 * k), card.width, round(40 * k))
            marks.append((line, ("progress", len(self.table.snapshots) - len(self._queue))))
        elif self._places is not None:
            sel = min(self.selected, len(self.moments) - 1)
            sheet, rows, _cell = self._places
            below = pygame.Rect(card.x, sheet.bottom, card.width, round(34 * k))  # the rack line under the sheet
            marks += [(sheet.inflate(4, 4), ("mini", sel)), (below, ("rack line", sel))]
            marks += [(r.inflate(4, 4), ("moment", i, i == sel)) for i, r in enumerate(rows)]
        marks += [(self.hits["btn:" + key].inflate(8, 16), ("btn", key, self.pressed == key))
                  for key in ("menu", "setup", "again")]
        rects = self._marks.changed(marks)
        return None if rects is None else coalesce(rects)

    def draw(self, surface: pygame.Surface) -> None:
        self._layout(surface.get_size())
        k = self.k
        g = self.game
        res = g.result
        w, h = surface.get_size()
        surface.blit(table_background((w, h)), (0, 0))
        m = round(24 * k)  # frame damage draws in clipped pieces: parts outside the clip are skipped
        if shows(surface, pygame.Rect(0, 0, w, round(100 * k))):
            blit_text(surface, Face.TITLE, round(46 * k), "Speedsetzer", (236, 226, 204), (m, round(14 * k)))
            sub = "Tagesbrett · Ergebnis" if g.config.mode is GameMode.TAGESBRETT else "Partie beendet"
            surface.blit(caption(sub, round(13 * k), (170, 178, 184)), (m + round(4 * k), round(70 * k)))
        if shows(surface, self.hits["card:score"].inflate(28, 30)):
            self._draw_scores(surface, self.hits["card:score"], res)
        if shows(surface, self.hits["card:moments"].inflate(28, 30)):
            self._draw_moments(surface, self.hits["card:moments"])
        labels = {"menu": "Menü", "setup": "Tagesbrett" if g.config.mode is GameMode.TAGESBRETT else "Neuer Tisch",
                  "again": "Nochmal"}
        for key in ("menu", "setup", "again"):
            r = self.hits["btn:" + key]
            if not shows(surface, r.inflate(8, 16)):
                continue
            style = ButtonStyle.PRIMARY if key == "again" else ButtonStyle.SECONDARY
            draw_button(surface, r, style, self.pressed == key)
            blit_text(surface, Face.JOST_SEMI, round(19 * k), labels[key], WHITE if key == "again" else Setzer.PRUSSIAN, r.center, "center")

    def note_lines(self, k: float, width: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines under the ranking (text, colour): the list note (up to two lines), then the Spielcenter line."""
        g = self.game
        note = self.note or ("Bestenliste: ein Drittel der Punkte plus Platzbonus 30 / 15 / 5."
                             if g.config.mode is GameMode.PARTIE else "")
        size = note_size(k)
        lines = [(line, Setzer.MUTED) for line in (wrap(note, Face.JOST, size, width, max_lines=2) if note else [])]
        if self.center_line:
            lines.append((self.center_line, Setzer.PRUSSIAN))
        return lines

    def reason_line(self) -> str:
        """Why the game ended; a resignation names who gave up."""
        res = self.game.result
        if res is None:
            return ""
        if res.reason is EndReason.RESIGNED:
            resigns = [a for _t, a in self.game.record.actions if isinstance(a, Resign)]
            if resigns:
                name = self.game.config.seats[resigns[-1].player].name
                return "Du hast aufgegeben." if is_you(name) else f"{name} hat aufgegeben."
        return res.reason.label

    def _draw_scores(self, surface, card: pygame.Rect, res) -> None:
        k = self.k
        g = self.game
        seats = g.config.seats
        draw_card(surface, card, round(12 * k))
        x = card.x + round(20 * k)
        y = card.y + round(18 * k)
        if res is None:
            blit_text(surface, Face.JOST_SEMI, round(20 * k), "Die Partie ist noch nicht entschieden.", Setzer.INK, (x, y))
            return
        if g.config.mode is GameMode.TAGESBRETT:
            headline = f"{count(res.scores[0], 'Punkt')} im Tagesbrett"
        elif len(res.winners) == 1:
            headline = f"{says(seats[res.winners[0]].name, 'gewinnt', 'gewinnst')}!"
        else:
            headline = "Gleichstand: " + " und ".join(seats[i].name for i in res.winners)
        blit_text(surface, Face.JOST_BOLD, round(28 * k), headline, Setzer.VERMILION, (x, y), max_width=card.width - round(40 * k))
        blit_text(surface, Face.JOST, round(14 * k), self.reason_line(), Setzer.MUTED, (x, y + round(40 * k)),
                  max_width=card.width - round(40 * k))
        cols = [("Punkte", 0.50), ("Rest", 0.63), ("Endstand", 0.79), ("Liste", 0.95)]
        hy = y + round(74 * k)
        for label, fx in cols:
            surface.blit(caption(label, round(11 * k)), caption(label, round(11 * k)).get_rect(topright=(card.x + card.width * fx, hy)))
        row_h = round(58 * k)
        for place_i, seat in enumerate(res.ranking):
            ry = hy + round(22 * k) + place_i * row_h
            row = pygame.Rect(card.x + round(10 * k), ry, card.width - round(20 * k), row_h - round(6 * k))
            if seat in res.winners:
                pygame.draw.rect(surface, (244, 214, 204), row, border_radius=round(8 * k))
            blit_text(surface, Face.SPARTAN_HEAVY, round(20 * k), f"{res.places[seat]}.", Setzer.MUTED, (row.x + round(8 * k), row.centery), "midleft")
            avatar(surface, (row.x + round(52 * k), row.centery), round(15 * k), Setzer.PLAYERS[seat % 4], seats[seat].name)
            blit_text(surface, Face.JOST_SEMI, round(18 * k), seats[seat].name, Setzer.INK, (row.x + round(76 * k), row.centery), "midleft",
                      max_width=round(card.width * 0.33 - 70 * k))
            rest = res.rest_deductions[seat]
            bonus = res.out_bonus if res.out_player == seat else 0
            rest_txt = f"+{bonus}" if bonus else (f"−{rest}" if rest else "0")
            vals = [(str(res.move_points[seat]), Setzer.INK, Face.JOST_SEMI),
                    (rest_txt, Setzer.VALID if bonus else (Setzer.VERMILION if rest else Setzer.MUTED), Face.JOST_SEMI),
                    (str(res.scores[seat]), Setzer.INK, Face.SPARTAN_HEAVY),
                    (str(res.leaderboard_points[seat]) if g.config.rated and g.config.mode is GameMode.PARTIE else "–",
                     Setzer.PRUSSIAN, Face.JOST_SEMI)]
            for (txt, col, face), (_l, fx) in zip(vals, cols):
                blit_text(surface, face, round((24 if face is Face.SPARTAN_HEAVY else 18) * k), txt, col,
                          (card.x + card.width * fx, row.centery + 1), "midright")
        y = hy + round(22 * k) + len(res.ranking) * row_h + round(10 * k)
        for line, colour in self.note_lines(k, card.width - round(40 * k)):
            if y > card.bottom - round(24 * k):
                break
            blit_text(surface, Face.JOST, note_size(k), line, colour, (x, y), max_width=card.width - round(40 * k))
            y += round(NOTE_LINE * k)
        if g.config.mode is GameMode.TAGESBRETT and g.date is not None:
            y += round(14 * k)
            surface.blit(caption("Tagesliste " + g.date.strftime("%d.%m.%Y"), round(12 * k)), (x, y))
            for i, (name, score) in enumerate(records.daily_entries(self.app, g.date, 5)):
                yy = y + round(24 * k) + i * round(26 * k)
                if yy > card.bottom - round(26 * k):
                    break
                blit_text(surface, Face.JOST_SEMI, round(16 * k), f"{i + 1}. {name}", Setzer.INK, (x, yy))
                blit_text(surface, Face.SPARTAN_HEAVY, round(17 * k), str(score), Setzer.INK, (card.right - round(24 * k), yy), "topright")

    def _draw_moments(self, surface, card: pygame.Rect) -> None:
        k = self.k
        draw_card(surface, card, round(12 * k))
        x = card.x + round(20 * k)
        surface.blit(caption("Drei Momente", round(13 * k)), (x, card.y + round(18 * k)))
        blit_text(surface, Face.JOST, round(14 * k), "Die Züge, bei denen der starke Computer die meisten Punkte mehr geholt hätte.", Setzer.MUTED,
                  (x, card.y + round(40 * k)), max_width=card.width - round(40 * k))
        if self.analysing:
            done = len(self.table.snapshots) - len(self._queue)
            blit_text(surface, Face.JOST_SEMI, round(16 * k), f"Züge werden nachgerechnet … {done}/{len(self.table.snapshots)}",
                      Setzer.PRUSSIAN, (x, card.y + round(80 * k)))
            return
        if self._places is None:
            text = "Keine verpassten Punkte – stark gesetzt!" if self.table.snapshots else "Kein Mensch am Tisch – so sieht der Bogen am Ende aus:"
            blit_text(surface, Face.JOST_SEMI, round(17 * k), text, Setzer.VALID, (x, card.y + round(72 * k)),
                      max_width=card.width - round(40 * k))
            top = card.y + round(104 * k)
            cell = max(8, min((card.bottom - top - round(24 * k)) // 16, (card.width - round(40 * k)) // 16))
            key = ("final", cell)
            if key not in self._mini:
                self._mini[key] = render_mini_sheet(cell, self._labels, tuple(self.game.board.tiles()))
            mini = self._mini[key]
            surface.blit(mini, (card.centerx - mini.get_width() // 2, top))
            return
        sel = min(self.selected, len(self.moments) - 1)
        mo = self.moments[sel]
        sheet, rows, cell = self._places
        sheet_pos = sheet.topleft
        key = (sel, cell)
        mini = self._mini.get(key)
        if mini is None:
            mini = render_mini_sheet(cell, self._labels, tuple(mo.snapshot.board.tiles()), mo.best_tiles,
                                     played=mo.played_tiles)
            self._mini[key] = mini
        surface.blit(mini, sheet_pos)
        for i, (m, r) in enumerate(zip(self.moments, rows)):
            if i == sel:
                pygame.draw.rect(surface, (244, 214, 204), r, border_radius=round(8 * k))
                pygame.draw.rect(surface, Setzer.VERMILION, (r.x, r.y + round(6 * k), round(4 * k), r.height - round(12 * k)))
            tx, tw = r.x + round(12 * k), r.width - round(20 * k)
            lr = blit_text(surface, Face.SPARTAN_HEAVY, round(20 * k), f"−{m.loss}", Setzer.VERMILION, (tx, r.y + round(6 * k)))
            blit_text(surface, Face.JOST, round(13 * k), f"Zug {m.snapshot.move_number} · {self.table.seat_name(m.snapshot.player)}",
                      Setzer.MUTED, (lr.right + round(10 * k), lr.centery), "midleft", max_width=max(20, r.right - lr.right - round(16 * k)))
            blit_text(surface, Face.JOST_SEMI, round(15 * k), f"gespielt: {m.played_word} ({m.played_score})", Setzer.INK,
                      (tx, r.y + round(34 * k)), max_width=tw)
            blit_text(surface, Face.JOST_SEMI, round(15 * k), f"stark: {m.best_word} ({m.best_score})", Setzer.VALID,
                      (tx, r.y + round(56 * k)), max_width=tw)
        blit_text(surface, Face.JOST, round(13 * k), "Winkelhaken: " + " ".join(mo.snapshot.rack.replace("?", "*")) + "  ·  rot: gespielt, grün: stark",
                  Setzer.MUTED, (sheet_pos[0], sheet_pos[1] + mini.get_height() + round(6 * k)), max_width=card.right - sheet_pos[0] - round(20 * k))
