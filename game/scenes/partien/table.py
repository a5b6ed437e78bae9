"""A game against a person on another device: the sheet, the own rack, moves sent to the Spielcenter.

The server is the referee: the scene shows its last state (polled off the frame loop by ``RemoteGames``)
and sends moves; a refused move comes back with the server's reason in the message line.
"""
from __future__ import annotations

import functools
import time

import pygame

from game.audio import Sfx
from game.center.remote_games import RemoteGames
from game.input.actions import Act, Action
from game.render import art, text
from game.render.assets import cached
from game.render.damage import shows
from game.render.fonts import Face
from game.render.setzer_sheet import render_sheet, sheet_margin
from game.render.setzer_tiles import TileState, blit_blank_on_sheet, blit_tile
from game.render.theme import Setzer
from game.scenes.partien.table_layout import RemoteTableLayout, compute
from game.scenes.partien.table_model import HandModel, Preview
from game.scenes.partien.wording import deadline_text, move_line, result_line
from game.setzer.premiums import parse_layout
from game.setzer.tiles import BLANK, TILE_VALUES
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.style import Style

PANEL_TEXT = (241, 235, 221)
PANEL_MUTED = (169, 163, 150)


class RemoteTableScene(PageScene):
    """One game against a person; ``game_id`` names it on the server."""

    name = "partien.tisch"
    title = "Partie"
    card_width = 0  # no content card: the sheet lies on the table

    def __init__(self, app, remote: RemoteGames, game_id: int) -> None:
        super().__init__(app)
        self.remote = remote
        self.game_id = game_id
        self.hand = HandModel(remote.states.get(game_id) or {})
        self.lay: RemoteTableLayout = compute(app.size)
        self.confirm_resign = False
        self.sent: str | None = None  # move id on its way
        self.now = time.time()  # wall-clock time of this frame (the turn's deadline), set in update
        self.preview: Preview | None = None  # words and points of the tiles laid (the hand works them out once)
        self.candidate: tuple[str, str] | None = None  # the word "Wort melden" would report, worked out with preview
        self.buttons = {
            "setzen": Button("Setzen", self.do_place, Style.PRIMARY, Icon.CHECK, font_size=17),
            "zurueck": Button("Zurücknehmen", self.hand.clear, Style.CARD, font_size=16),
            "tauschen": Button("Tauschen", self.do_exchange, Style.CARD, font_size=16),
            "passen": Button("Passen", self.do_pass, Style.CARD, font_size=16),
            "melden": Button("Wort melden", self.do_report, Style.CARD, font_size=16),
            "aufgeben": Button("Aufgeben", self.do_resign, Style.CARD, Icon.CROSS, font_size=16),
        }
        self.group.add(*self.buttons.values())

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        """Poll this game while it is on screen."""
        self.remote.watch(self.game_id)
        self.resize(self.app.size)

    def exit(self) -> None:
        """Stop polling it."""
        self.remote.watch(None)

    def resize(self, size: tuple[int, int]) -> None:
        """Sheet, rack, buttons and panel from the layout."""
        super().resize(size)
        self.lay = compute(size)
        for key, button in self.buttons.items():
            button.layout(pygame.Rect(self.lay.buttons[key]), self.frame.s)

    # ------------------------------------------------------------------ state
    @property
    def state(self) -> dict:
        """The server's last view of this game."""
        return self.hand.state

    def update(self, dt: float) -> None:
        """Take a newer state from the server; enable what the player may do now."""
        super().update(dt)
        fresh = self.remote.states.get(self.game_id)
        if fresh is not None and fresh is not self.hand.state and "moves" in fresh:
            seat = fresh.get("seat")
            players = fresh.get("players") or []
            if seat is not None and len(players) == 2:
                self.title = f"Partie gegen {players[1 - seat]['name']}"
            if self.hand.state.get("version") != fresh.get("version") and fresh.get("my_turn"):
                self.app.audio.play(Sfx.TAP)
            self.hand.take(fresh)
        if self.sent is not None and self.sent not in self.remote.moves:
            self.sent = None
        self.now = time.time()
        self.preview = self.hand.preview(self.app.lexicon) if "board" in self.state else None
        self.candidate = self.hand.report_candidate(self.app.lexicon) if "moves" in self.state else None
        playing = self.state.get("status") == "laeuft" and self.sent is None
        mine = playing and self.hand.my_turn
        self.buttons["setzen"].enabled = mine and self.hand.place() is not None
        self.buttons["zurueck"].enabled = bool(self.hand.laid or self.hand.selected)
        self.buttons["tauschen"].enabled = mine and not self.hand.laid and self.state.get("bag_count", 0) >= 7
        self.buttons["passen"].enabled = mine and not self.hand.laid
        self.buttons["aufgeben"].enabled = playing
        self.buttons["aufgeben"].label = "Wirklich aufgeben?" if self.confirm_resign else "Aufgeben"
        candidate = self.candidate
        self.buttons["melden"].enabled = candidate is not None
        self.buttons["melden"].label = f"„{candidate[0]}“ melden" if candidate else "Wort melden"

    # ------------------------------------------------------------------ actions
    def _send(self, action) -> None:
        self.sent = self.remote.play(self.game_id, action)
        self.confirm_resign = False

    def do_place(self) -> None:
        """Send the laid tiles."""
        action = self.hand.place()
        if action is not None:
            self._send(action)

    def do_exchange(self) -> None:
        """Exchange the picked tiles (all when none are picked)."""
        self._send(self.hand.exchange())

    def do_pass(self) -> None:
        """Pass the turn."""
        self._send(self.hand.pass_turn())

    def do_resign(self) -> None:
        """First tap asks, second tap gives up."""
        if not self.confirm_resign:
            self.confirm_resign = True
            return
        self._send(self.hand.resign())

    def do_report(self) -> None:
        """Report the word in question to the operator."""
        candidate = self.hand.report_candidate(self.app.lexicon)
        if candidate is not None:
            self.remote.report_word(candidate[0], candidate[1], self.game_id)

    def handle(self, action: Action) -> bool:
        """Buttons first; taps on the rack and the sheet; typed letters name a blank."""
        if super().handle(action):
            return True
        if action.kind == Act.POINTER_DOWN and "rack" in self.state:
            slot = self.lay.slot_at(action.pos)
            if slot is not None:
                self.hand.tap_slot(slot)
                return True
            square = self.lay.square_at(action.pos)
            if square is not None:
                self.hand.tap_square(*square)
                return True
        if action.kind == Act.TEXT and action.text:
            return self.hand.type_letter(action.text[:1])
        return False

    # ------------------------------------------------------------------ drawing
    def content_marks(self) -> list[Mark]:
        """Title, sheet, each tile laid this turn, rack and the side panel's head and move list, each with what it
        shows (the buttons are widgets)."""
        f, lay, state = self.frame, self.lay, self.state
        marks: list[Mark] = [(pygame.Rect(0, 0, self.app.size[0], f.y(88)), ("title", self.title))]
        if "board" in state:
            margin = sheet_margin(int(lay.cell))
            sheet = pygame.Rect(lay.grid).inflate(2 * margin, 2 * margin)
            moves = state.get("moves") or []
            marks.append((sheet, ("sheet", state.get("version"), tuple(state["board"]), tuple(state.get("layout") or ()),
                                  len(moves))))
            grow = max(4, int(lay.cell) // 3)
            for tile in self.hand.laid:
                marks.append((pygame.Rect(lay.square_rect(tile.row, tile.col)).inflate(grow, grow), ("laid", tile.letter)))
            rack = pygame.Rect(lay.rack[0]).unionall([pygame.Rect(r) for r in lay.rack]).inflate(f.px(16), f.px(32))
            marks.append((rack, ("rack", self.hand.rack, tuple(sorted(self.hand.used_slots())),
                                 tuple(self.hand.selected))))
        panel = pygame.Rect(lay.panel)
        players = tuple((p.get("name"), p.get("rating")) for p in state.get("players") or [])
        info = self._info()
        lines = len(text.wrap(info, Face.JOST, f.font_px(15), panel.w - f.px(36))[:2]) if info else 0
        rule = panel.y + f.px(16) + len(players) * f.px(56) + f.px(26) + lines * f.px(20) + f.px(8)
        head = pygame.Rect(panel.x, panel.y, panel.w, rule - panel.y + f.px(2))
        marks.append((head, ("head", players, state.get("seat"), tuple(state.get("scores") or ()), state.get("status"),
                             state.get("current"), self._status_line(), info, bool(self.preview and self.preview.ok))))
        marks.append((pygame.Rect(panel.x, rule - f.px(2), panel.w, panel.bottom - rule + f.px(2)),
                      ("moves", players, state.get("seat"), len(state.get("moves") or []), lines)))
        return marks

    def _background(self) -> pygame.Surface:
        """The page's background with the side panel's card already on it (one opaque blit where the panel
        changes; nothing else is drawn under the panel)."""
        panel = pygame.Rect(self.lay.panel)
        f = self.frame

        def build() -> pygame.Surface:
            out = super(RemoteTableScene, self)._background().copy()
            out.blit(art.panel(panel.size, f.px(14), (42, 51, 59), (28, 35, 41), (74, 85, 94), grain=0, highlight=12),
                     panel)
            return out

        return cached(("partien-table-bg", f.size, self.title, tuple(panel)), build)

    def _info(self) -> str | None:
        """The panel's note: the Spielcenter's last refusal, else what the tiles laid would give."""
        return self.remote.message or (self.preview.text if self.preview else None)

    def draw(self, surface: pygame.Surface) -> None:
        """Table, sheet with tiles, rack, buttons, side panel."""
        surface.blit(self._background(), (0, 0))
        lay = self.lay  # a frame-damage pass draws only the parts that meet its clip
        if "board" in self.state:
            margin = sheet_margin(int(lay.cell))
            if shows(surface, pygame.Rect(lay.grid).inflate(2 * margin + 8, 2 * margin + 8)):
                self._draw_sheet(surface)
            self._draw_rack(surface)
        if shows(surface, pygame.Rect(lay.panel)):
            self._draw_panel(surface)
        self.group.draw(surface)

    def _draw_sheet(self, surface: pygame.Surface) -> None:
        lay = self.lay
        cell = int(lay.cell)
        labels = _labels(tuple(self.state["layout"]))
        margin = sheet_margin(cell)
        sheet = render_sheet(cell, labels, margin)
        surface.blit(sheet, (lay.grid[0] - margin, lay.grid[1] - margin))
        last = set()
        moves = self.state.get("moves") or []
        if moves and moves[-1]["kind"] == "place":
            last = {(r, c) for r, c, _ in moves[-1]["tiles"]}
        for r, row in enumerate(self.state["board"]):
            for c, ch in enumerate(row):
                if ch == ".":
                    continue
                rect = pygame.Rect(lay.square_rect(r, c)).inflate(-2, -2)
                state = TileState.LAST if (r, c) in last else TileState.NORMAL
                if ch.islower():
                    blit_blank_on_sheet(surface, rect, ch.upper(), state)
                else:
                    blit_tile(surface, rect, ch, TILE_VALUES.get(ch), state)
        for tile in self.hand.laid:
            rect = pygame.Rect(lay.square_rect(tile.row, tile.col)).inflate(-2, -2)
            if tile.letter == BLANK or tile.letter.islower():
                blit_blank_on_sheet(surface, rect, tile.letter.upper() if tile.letter != BLANK else "?",
                                    TileState.PENDING)
            else:
                blit_tile(surface, rect, tile.letter, TILE_VALUES.get(tile.letter), TileState.PENDING)

    def _draw_rack(self, surface: pygame.Surface) -> None:
        used = self.hand.used_slots()
        rack = self.hand.rack
        for i, slot in enumerate(self.lay.rack):
            rect = pygame.Rect(slot)
            pygame.draw.rect(surface, (40, 52, 62), rect, border_radius=self.frame.px(8))
            if i >= len(rack) or i in used:
                continue
            letter = rack[i]
            state = TileState.SELECTED if i in self.hand.selected else TileState.NORMAL
            face = rect.inflate(-self.frame.px(6), -self.frame.px(6))
            if i in self.hand.selected:
                face = face.move(0, -self.frame.px(6))
            blit_tile(surface, face, letter, None if letter == BLANK else TILE_VALUES.get(letter, 0), state)  # Joker: star

    def _draw_panel(self, surface: pygame.Surface) -> None:
        f = self.frame
        panel = pygame.Rect(self.lay.panel)
        x, y = panel.x + f.px(18), panel.y + f.px(16)
        width = panel.w - f.px(36)
        state = self.state
        players = state.get("players") or []
        seat = state.get("seat")
        scores = state.get("scores") or [0] * len(players)
        for i, player in enumerate(players):
            colour = Setzer.PLAYERS[0] if i == seat else Setzer.PLAYERS[1]
            name = "Du" if i == seat else player["name"]
            turn = state.get("status") == "laeuft" and state.get("current") == i
            pygame.draw.circle(surface, colour, (x + f.px(10), y + f.px(14)), f.px(9 if turn else 6))
            text.blit(surface, text.ellipsize(name, Face.JOST_SEMI, f.font_px(19), width // 2), Face.JOST_SEMI,
                      f.font_px(19), PANEL_TEXT, (x + f.px(28), y))
            text.blit(surface, f"Elo {player['rating']}", Face.JOST, f.font_px(14), PANEL_MUTED,
                      (x + f.px(28), y + f.px(26)))
            score = scores[i] if i < len(scores) else 0
            text.blit(surface, str(score), Face.SPARTAN_HEAVY, f.font_px(30), PANEL_TEXT,
                      (x + width, y + f.px(4)), "topright")
            y += f.px(56)
        status = self._status_line()
        text.blit(surface, status, Face.JOST_SEMI, f.font_px(16), Setzer.VERMILION if state.get("my_turn")
                  else PANEL_TEXT, (x, y))
        y += f.px(26)
        preview = self.preview
        info = self._info()
        if info:
            for line in text.wrap(info, Face.JOST, f.font_px(15), width)[:2]:
                colour = Setzer.VALID if preview and preview.ok and not self.remote.message else (233, 163, 150)
                text.blit(surface, line, Face.JOST, f.font_px(15), colour, (x, y))
                y += f.px(20)
        y += f.px(8)
        pygame.draw.line(surface, (74, 85, 94), (x, y), (x + width, y))
        y += f.px(10)
        names = ["Du" if i == seat else p["name"] for i, p in enumerate(players)]
        moves = list(reversed(state.get("moves") or []))
        for move in moves:
            if y > panel.bottom - f.px(30):
                break
            line = text.ellipsize(move_line(move, names), Face.JOST, f.font_px(14.5), width)
            text.blit(surface, line, Face.JOST, f.font_px(14.5), PANEL_MUTED, (x, y))
            y += f.px(22)

    def _status_line(self) -> str:
        state = self.state
        status = state.get("status")
        if status is None:
            return "Lade die Partie …"
        if status == "beendet":
            return result_line(state)
        if status == "eingeladen":
            return "Wartet auf die Antwort der Einladung."
        if self.sent is not None:
            return "Zug wird gesendet …"
        players = state.get("players") or []
        left = deadline_text(state.get("turn_deadline"), self.now)
        if state.get("my_turn"):
            return f"Du bist dran · {left}"
        current = state.get("current")
        name = players[current]["name"] if current is not None and current < len(players) else "?"
        return f"{name} ist dran · {left}"


@functools.lru_cache(maxsize=4)
def _labels(layout: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The premium labels of a sheet's layout (parsed once per layout, not per frame)."""
    return tuple(tuple(p.label for p in row) for row in parse_layout(list(layout)))
