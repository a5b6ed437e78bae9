"""Set-up of a Speedsetzer table: 1–4 seats (human or computer with level) and every table setting."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.input.actions import Act, Action
from game.render.fonts import Face
from game.render.layout import scale_for
from game.render.setzer_panels import ButtonStyle, avatar, blit_text, caption, draw_button, draw_card, icon, table_background
from game.render.text import wrap
from game.render.theme import Setzer
from game.scenes.base import Scene
from game.scenes.setzer import prefs
from game.setzer.config import (
    CLOCK_CHOICES,
    CheckMode,
    ConfigError,
    ExchangeRule,
    Level,
    PremiumMode,
    Seat,
    SeatKind,
    TableConfig,
    WordList,
    unrated_reason,
)

log = logging.getLogger(__name__)

TAP = 44  # smallest touch target in px (DESIGN.md)

COMPUTER_NAMES = ("Gustav", "Frieda", "Anton", "Lotte")
WHITE = (255, 255, 255)


def _clock_label(v: int | None) -> str:
    if v is None:
        return "ohne"
    return f"{v} s" if v < 120 else f"{v // 60} min"


SETTINGS: list[tuple[str, str, list[tuple[Any, str]]]] = [
    ("clock_seconds", "Bedenkzeit je Zug", [(v, _clock_label(v)) for v in CLOCK_CHOICES]),
    ("exchange", "Tauschen", [(ExchangeRule.AB_7, "ab 7 im Kasten"), (ExchangeRule.IMMER, "immer"), (ExchangeRule.NIE, "nie")]),
    ("premiums", "Prämienfelder", [(PremiumMode.KLASSISCH, "klassisch"), (PremiumMode.ZUFALL, "Zufallsprämien")]),
    ("words", "Wörter", [(WordList.ALLE, "alle (Turnierliste)"), (WordList.GAENGIG, "nur gängige")]),
    ("check", "Wortprüfung", [(CheckMode.HILFSBEREIT, "hilfsbereit"), (CheckMode.STRENG, "streng"),
                              (CheckMode.ANFECHTEN, "anfechten"), (CheckMode.OHNE, "ohne")]),
    ("rated", "Gewertet (Bestenliste)", [(True, "ja"), (False, "nein")]),
]


@dataclass
class SeatRow:
    """One seat being set up."""

    name: str
    kind: SeatKind
    level: Level | None


@dataclass
class SetupState:
    """The choices on screen."""

    seats: list[SeatRow] = field(default_factory=list)
    values: dict[str, Any] = field(default_factory=dict)
    editing: int | None = None  # seat whose name is being typed
    message: str | None = None
    pressed: str | None = None


class SetupScene(Scene):
    """Choose players and table settings, then start the game."""

    name = "setzer.setup"

    def __init__(self, app, params: dict | None = None) -> None:
        super().__init__(app)
        cfg = prefs.load_last(app)
        self.st = SetupState(
            seats=[SeatRow(s.name, s.kind, s.level) for s in cfg.seats],
            values={"clock_seconds": cfg.clock_seconds, "exchange": cfg.exchange, "premiums": cfg.premiums,
                    "words": cfg.words, "check": cfg.check, "rated": cfg.rated})
        self._fix_rated()  # a remembered solo table asked for "gewertet": the screen shows what really counts
        self.hits: dict[str, pygame.Rect] = {}
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.k = 1.0
        self.size = app.size
        self.open_games = 0
        self._drawn_look: tuple | None = None  # frame damage: what the last drawn frame showed
        self._drawn_pressed: str | None = None
        self._frames = 0  # the computers' word graphs are warmed once the screen is up (see update)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def enter(self) -> None:
        self.refresh_saves()

    def update(self, dt: float) -> None:
        self._frames += 1
        if self._frames == 2:  # after the first picture: build the computers' word graphs in the background
            from game.scenes.setzer import bridge

            try:
                bridge.warm_graphs(bridge.lexicon_for(self.app), self.config())
            except ConfigError:
                bridge.warm_graphs(bridge.lexicon_for(self.app), None)

    def resume(self) -> None:
        self.refresh_saves()

    def refresh_saves(self) -> None:
        """How many games in progress the "Fortsetzen" button offers."""
        from game.scenes.setzer import autosave

        self.open_games = autosave.count_games(self.app)

    def open_saves(self) -> None:
        """Fortsetzen: the list of games in progress."""
        from game.scenes.setzer.resume import ResumeScene

        self.app.stack.push(ResumeScene(self.app))

    # ------------------------------------------------------------------ model
    def config(self) -> TableConfig:
        """The table the screen describes (raises ConfigError with a German reason)."""
        seats = tuple(Seat(r.name.strip() or f"Setzer {i + 1}", r.kind, r.level if r.kind is SeatKind.COMPUTER else None)
                      for i, r in enumerate(self.st.seats))
        v = self.st.values
        return TableConfig(seats=seats, clock_seconds=v["clock_seconds"], exchange=v["exchange"], premiums=v["premiums"],
                           words=v["words"], check=v["check"], rated=v["rated"])

    def rating_block(self) -> str | None:
        """Why this table cannot be rated (German), or None: no opponent, or no word check."""
        seats = tuple(Seat(r.name.strip() or "?", r.kind, r.level if r.kind is SeatKind.COMPUTER else None)
                      for r in self.st.seats)
        return unrated_reason(seats, self.st.values["check"])

    def rating_note(self) -> str:
        """The line under the table settings: whether the game counts, and what that means for the bulb."""
        block = self.rating_block()
        if block is not None:
            return f"Ungewertet: {block}"
        if self.st.values["rated"]:
            return "Gewertet: zählt für Bestenliste und Elo – die Glühbirne (Tipp) ist aus."
        if self._humans() == 1:
            return "Ungewertet: Die Glühbirne (Tipp) hilft, ihre Züge sind im Verlauf markiert."
        return "Ungewertet: zählt nicht für Bestenliste und Elo."

    def _fix_rated(self) -> None:
        if self.rating_block() is not None:
            self.st.values["rated"] = False

    def _humans(self) -> int:
        return sum(1 for r in self.st.seats if r.kind is SeatKind.HUMAN)

    def _fix_check(self) -> None:
        if self.st.values["check"] is CheckMode.ANFECHTEN and self._humans() < 2:
            self.st.values["check"] = CheckMode.HILFSBEREIT

    def add_seat(self) -> None:
        """Another computer seat (up to four)."""
        if len(self.st.seats) >= 4:
            return
        used = {r.name for r in self.st.seats}
        name = next((n for n in COMPUTER_NAMES if n not in used), f"Setzer {len(self.st.seats) + 1}")
        self.st.seats.append(SeatRow(name, SeatKind.COMPUTER, Level.NORMAL))

    def remove_seat(self, i: int) -> None:
        """Drop a seat (at least one stays)."""
        if len(self.st.seats) > 1 and 0 <= i < len(self.st.seats):
            self.st.seats.pop(i)
            self._fix_check()
            self._fix_rated()
            self.st.editing = None

    def set_kind(self, i: int, kind: SeatKind) -> None:
        """Human or computer."""
        row = self.st.seats[i]
        if row.kind is kind:
            return
        row.kind = kind
        if kind is SeatKind.COMPUTER:
            row.level = row.level or Level.NORMAL
            used = {r.name for j, r in enumerate(self.st.seats) if j != i}
            if row.name in ("Du",) or row.name.startswith("Mensch"):
                row.name = next((n for n in COMPUTER_NAMES if n not in used), row.name)
        else:
            row.level = None
            if row.name in COMPUTER_NAMES:
                row.name = f"Mensch {i + 1}" if i else "Du"
        self._fix_check()

    def start(self) -> None:
        """Start the game with the chosen table."""
        try:
            cfg = self.config()
        except ConfigError as err:
            self.st.message = str(err).split(": ", 1)[-1]
            return
        prefs.save_last(self.app, cfg)
        from game.center.rounds import partie_seed
        from game.scenes.setzer.table import TableScene

        # connected to a Spielcenter, a rated Partie plays the server's seed (its result can then be checked there)
        self.app.stack.replace(TableScene(self.app, cfg, seed=partie_seed(self.app.center, cfg)))

    def back(self) -> None:
        """Back to the menu (or quit when there is none)."""
        from game.scenes import registry

        registry.back_to_menu(self.app)

    # ------------------------------------------------------------------ layout
    def _layout(self) -> dict[str, pygame.Rect]:
        w, h = self.size
        portrait = h > w
        k = scale_for((w, h))
        self.k = k
        m = round(24 * k)
        hits: dict[str, pygame.Rect] = {}
        top = round(96 * k)
        bottom_h = max(TAP, round(64 * k))
        single_row_h = max(round(64 * k), TAP + round(24 * k))  # a one-line seat row: 44 px controls inside
        if portrait:
            seats_card = pygame.Rect(m, top, w - 2 * m, round(56 * k) + 4 * single_row_h)
            table_card = pygame.Rect(m, seats_card.bottom + round(16 * k), w - 2 * m,
                                     min(round(58 * k) + len(SETTINGS) * round(64 * k),
                                         h - seats_card.bottom - round(16 * k) - bottom_h - round(40 * k)))
        else:
            cw = round((w - 3 * m) * 0.46)
            seats_card = pygame.Rect(m, top, cw, h - top - bottom_h - round(40 * k))
            table_card = pygame.Rect(seats_card.right + m, top, w - cw - 3 * m, seats_card.height)
        hits["card:seats"] = seats_card
        hits["card:table"] = table_card
        two_lines = seats_card.width < round(640 * k)
        line_h = max(round(48 * k), TAP + 4)
        row_h = 2 * line_h + 4 if two_lines else single_row_h
        for i, row in enumerate(self.st.seats):
            r = pygame.Rect(seats_card.x + round(16 * k), seats_card.y + round(48 * k) + i * row_h, seats_card.width - round(32 * k), row_h - round(8 * k))
            hits[f"seat:{i}"] = r
            rem = max(TAP, round(36 * k))
            if two_lines:
                hits[f"name:{i}"] = pygame.Rect(r.x + round(48 * k), r.y, r.width - round(48 * k) - rem - round(8 * k), line_h - 4)
                y2 = r.y + line_h
                x = r.x + round(48 * k)
                seg_h = line_h - 4
                if len(self.st.seats) > 1:
                    hits[f"remove:{i}"] = pygame.Rect(r.right - rem, r.y, rem, rem)
            else:
                name_w = round(min(200, r.width * 0.36))
                hits[f"name:{i}"] = pygame.Rect(r.x + round(48 * k), r.y + round(6 * k), name_w - round(40 * k), r.height - round(12 * k))
                y2 = r.y + round(8 * k)
                x = r.x + name_w + round(16 * k)
                seg_h = r.height - round(16 * k)
                if len(self.st.seats) > 1:
                    hits[f"remove:{i}"] = pygame.Rect(r.right - rem, r.centery - rem // 2, rem, rem)
            kind_w = round(84 * k)
            hits[f"kind:{i}:mensch"] = pygame.Rect(x, y2, kind_w, seg_h)
            hits[f"kind:{i}:computer"] = pygame.Rect(x + kind_w, y2, kind_w + round(10 * k), seg_h)
            x += 2 * kind_w + round(26 * k)
            right = r.right if two_lines else r.right - rem - round(8 * k)
            lvl_w = (right - x) // 3
            if row.kind is SeatKind.COMPUTER:
                for j, lv in enumerate(Level):
                    hits[f"level:{i}:{lv.value}"] = pygame.Rect(x + j * lvl_w, y2, lvl_w, seg_h)
        if len(self.st.seats) < 4:
            n = len(self.st.seats)
            hits["add"] = pygame.Rect(seats_card.x + round(16 * k), seats_card.y + round(48 * k) + n * row_h + round(4 * k),
                                      round(230 * k), max(TAP, round(44 * k)))
        # table settings
        y = table_card.y + round(46 * k)
        lab_w = round(210 * k)
        note_h = max(round(40 * k), 2 * round(20 * k))
        # the line saying whether the game counts (text, not a target)
        self.note_rect = pygame.Rect(table_card.x + round(18 * k), table_card.bottom - note_h - round(10 * k),
                                     table_card.width - round(36 * k), note_h)
        avail_h = self.note_rect.y - y
        step = max(TAP + round(8 * k), min(round(64 * k), avail_h // len(SETTINGS)))
        for key, _label, options in SETTINGS:
            area = pygame.Rect(table_card.x + lab_w, y, table_card.right - round(16 * k) - table_card.x - lab_w,
                               max(TAP, step - round(14 * k)))
            hits[f"row:{key}"] = pygame.Rect(table_card.x + round(18 * k), y, lab_w, area.height)
            n = len(options)
            for j, (_v, _l) in enumerate(options):
                x0 = area.x + area.width * j // n
                x1 = area.x + area.width * (j + 1) // n
                hits[f"opt:{key}:{j}"] = pygame.Rect(x0, area.y, x1 - x0, area.height)
            y += step
        bw = round(260 * k)
        hits["start"] = pygame.Rect(w - m - bw, h - m - bottom_h, bw, bottom_h)
        hits["back"] = pygame.Rect(m, h - m - bottom_h, round(170 * k), bottom_h)
        if self.open_games:
            hits["saves"] = pygame.Rect(hits["back"].right + round(16 * k), h - m - bottom_h, round(230 * k), bottom_h)
        self.hits = hits
        return hits

    def monkey_hotspots(self) -> list[pygame.Rect]:
        """Buttons and choices (for random UI tests)."""
        return [r for k, r in self._layout().items() if not k.startswith(("card:", "seat:", "row:"))]

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> bool:
        """Taps, keys and typed names change the set-up."""
        return self._handle(action)

    def _hit(self, pos) -> str | None:
        for key, rect in self._layout().items():
            if key.startswith(("card:", "seat:", "row:")):
                continue
            if rect.collidepoint(pos):
                return key
        return None

    def _handle(self, a: Action) -> bool:
        st = self.st
        if a.kind == Act.POINTER_DOWN:
            st.pressed = self._hit(a.pos)
            return True
        if a.kind == Act.POINTER_UP:
            key = self._hit(a.pos)
            pressed, st.pressed = st.pressed, None
            if key is None or key != pressed:
                st.editing = None
                return True
            self._click(key)
            return True
        if a.kind == Act.TEXT and st.editing is not None:
            row = st.seats[st.editing]
            for ch in a.text:
                if ch.isprintable() and len(row.name) < 14:
                    row.name += ch
            return True
        if a.kind == Act.DELETE and st.editing is not None:
            st.seats[st.editing].name = st.seats[st.editing].name[:-1]
            return True
        if a.kind == Act.CONFIRM:
            if st.editing is not None:
                st.editing = None
            else:
                self.start()
            return True
        if a.kind == Act.BACK:
            if st.editing is not None:
                st.editing = None
            else:
                self.back()
            return True
        return a.kind not in (Act.QUIT, Act.TOGGLE_FULLSCREEN, Act.RESIZE)

    def _click(self, key: str) -> None:
        st = self.st
        st.message = None
        parts = key.split(":")
        if key == "start":
            self.start()
        elif key == "back":
            self.back()
        elif key == "saves":
            self.open_saves()
        elif key == "add":
            self.add_seat()
        elif parts[0] == "remove":
            self.remove_seat(int(parts[1]))
        elif parts[0] == "name":
            st.editing = int(parts[1])
        elif parts[0] == "kind":
            self.set_kind(int(parts[1]), SeatKind(parts[2]))
        elif parts[0] == "level":
            st.seats[int(parts[1])].level = Level(parts[2])
        elif parts[0] == "opt":
            name, j = parts[1], int(parts[2])
            options = dict((n, o) for n, _l, o in SETTINGS)[name]
            value = options[j][0]
            if name == "check" and value is CheckMode.ANFECHTEN and self._humans() < 2:
                st.message = "Anfechten geht nur mit mindestens zwei Menschen am Tisch."
                return
            if name == "rated" and value is True and self.rating_block() is not None:
                st.message = self.rating_block()
                return
            st.values[name] = value
            self._fix_rated()

    # ------------------------------------------------------------------ drawing
    def _look(self) -> tuple:
        """Everything ``draw`` shows but the pressed control (equal between two frames that look the same)."""
        st = self.st
        return (self.size, tuple((r.name, r.kind, r.level) for r in st.seats), tuple(sorted(st.values.items())),
                st.editing, st.message, self.open_games)

    def damage(self) -> list[pygame.Rect] | None:
        """A pressed control alone (the one let go and the one held); any other change draws it all."""
        look, pressed = self._look(), self.st.pressed
        before, was = self._drawn_look, self._drawn_pressed
        self._drawn_look, self._drawn_pressed = look, pressed
        if look != before:
            return None
        if pressed == was:
            return []
        hits = self._layout()
        grow = round(12 * self.k)
        return [hits[key].inflate(grow, grow) for key in (was, pressed) if key in hits]

    def draw(self, surface: pygame.Surface) -> None:
        """Seats and table settings on their cards, the buttons along the bottom."""
        hits = self._layout()
        k = self.k
        st = self.st
        w, h = surface.get_size()
        surface.blit(table_background((w, h)), (0, 0))
        m = round(24 * k)
        blit_text(surface, Face.TITLE, round(48 * k), "Speedsetzer", (236, 226, 204), (m, round(14 * k)))
        surface.blit(caption("Neue Partie · Tisch einrichten", round(13 * k), (170, 178, 184)), (m + round(4 * k), round(72 * k)))
        sc = hits["card:seats"]
        draw_card(surface, sc, round(12 * k))
        surface.blit(caption(f"Setzer ({len(st.seats)} von 4) · Namen antippen zum Ändern", round(12 * k)), (sc.x + round(18 * k), sc.y + round(18 * k)))
        for i, row in enumerate(st.seats):
            r = hits[f"seat:{i}"]
            if i:
                pygame.draw.line(surface, (222, 212, 192), (r.x, r.y - round(4 * k)), (r.right, r.y - round(4 * k)))
            nr = hits[f"name:{i}"]
            avatar(surface, (r.x + round(20 * k), nr.centery), round(16 * k), Setzer.PLAYERS[i % 4], row.name or "?")
            editing = st.editing == i
            if editing:
                pygame.draw.rect(surface, WHITE, nr, border_radius=round(6 * k))
                pygame.draw.rect(surface, Setzer.PRUSSIAN, nr, 2, border_radius=round(6 * k))
            tr = blit_text(surface, Face.JOST_SEMI, round(18 * k), row.name or " ", Setzer.INK, (nr.x + round(6 * k), nr.centery), "midleft",
                           max_width=nr.width - round(10 * k))
            if editing:
                pygame.draw.line(surface, Setzer.INK, (tr.right + 2, nr.y + round(8 * k)), (tr.right + 2, nr.bottom - round(8 * k)), 2)
            for kind, label in ((SeatKind.HUMAN, "Mensch"), (SeatKind.COMPUTER, "Computer")):
                self._segment(surface, hits[f"kind:{i}:{kind.value}"], label, row.kind is kind, st.pressed == f"kind:{i}:{kind.value}")
            if row.kind is SeatKind.COMPUTER:
                for lv in Level:
                    key = f"level:{i}:{lv.value}"
                    self._segment(surface, hits[key], lv.label, row.level is lv, st.pressed == key, small=True)
            rem = hits.get(f"remove:{i}")
            if rem is not None:
                draw_button(surface, rem, ButtonStyle.SECONDARY, st.pressed == f"remove:{i}")
                icon(surface, "cross", rem.center, round(18 * k), Setzer.VERMILION)
        if "add" in hits:
            r = hits["add"]
            draw_button(surface, r, ButtonStyle.SECONDARY, st.pressed == "add")
            blit_text(surface, Face.JOST_SEMI, round(16 * k), "+ Setzer dazunehmen", Setzer.PRUSSIAN, r.center, "center")
        tc = hits["card:table"]
        draw_card(surface, tc, round(12 * k))
        surface.blit(caption("Tisch", round(12 * k)), (tc.x + round(18 * k), tc.y + round(18 * k)))
        block = self.rating_block()
        note = self.note_rect
        size = max(12, round(15 * k))
        lines = wrap(self.rating_note(), Face.JOST, size, note.width)
        for n, line in enumerate(lines[:2]):
            blit_text(surface, Face.JOST, size, line, Setzer.MUTED, (note.x, note.y + n * (size + 5)))
        for key, label, options in SETTINGS:
            lr = hits[f"row:{key}"]
            blit_text(surface, Face.JOST_SEMI, round(16 * k), label, Setzer.INK, (lr.x, lr.centery), "midleft", max_width=lr.width - 8)
            for j, (value, olabel) in enumerate(options):
                rk = f"opt:{key}:{j}"
                disabled = ((key == "check" and value is CheckMode.ANFECHTEN and self._humans() < 2)
                            or (key == "rated" and value is True and block is not None))
                self._segment(surface, hits[rk], olabel, st.values[key] == value and type(st.values[key]) is type(value),
                              st.pressed == rk, small=True, disabled=disabled)
        if st.message:
            left = hits["saves"].right if "saves" in hits else hits["back"].right
            blit_text(surface, Face.JOST_SEMI, round(16 * k), st.message, (255, 190, 170),
                      ((left + hits["start"].x) // 2, hits["start"].centery), "center",
                      max_width=hits["start"].x - left - round(16 * k))
        b = hits["back"]
        draw_button(surface, b, ButtonStyle.SECONDARY, st.pressed == "back")
        blit_text(surface, Face.JOST_SEMI, round(19 * k), "Zurück", Setzer.PRUSSIAN, b.center, "center")
        if "saves" in hits:
            r = hits["saves"]
            draw_button(surface, r, ButtonStyle.SECONDARY, st.pressed == "saves")
            label = "Fortsetzen" if self.open_games == 1 else f"Fortsetzen ({self.open_games})"
            blit_text(surface, Face.JOST_SEMI, round(19 * k), label, Setzer.PRUSSIAN, r.center, "center",
                      max_width=r.width - round(12 * k))
        s = hits["start"]
        draw_button(surface, s, ButtonStyle.PRIMARY, st.pressed == "start")
        blit_text(surface, Face.JOST_SEMI, round(21 * k), "Partie beginnen", WHITE, s.center, "center")

    def _segment(self, surface, rect: pygame.Rect, label: str, active: bool, pressed: bool, small: bool = False,
                 disabled: bool = False) -> None:
        k = self.k
        inner = rect.inflate(-round(4 * k), 0)
        if active:
            draw_button(surface, inner, ButtonStyle.TAB_ACTIVE, pressed)
        else:
            draw_button(surface, inner, ButtonStyle.TAB, pressed, disabled)
        col = WHITE if active else (Setzer.MUTED if disabled else Setzer.PRUSSIAN)
        blit_text(surface, Face.JOST_SEMI, round((14 if small else 15) * k), label, col, inner.center, "center",
                  max_width=inner.width - round(6 * k))
