"""A player's card over the lists (DESIGN.md, lists: "a row opens that player's profile").

A server row opens the Spielcenter's public card (``GET /v1/players/{id}``: hall, best accepted result
per list, Elo between people), fetched by the CenterService's worker thread; the card shows "Lade …"
until it is there and says in German when the Spielcenter cannot be reached. A row of this device
opens what the device knows: the player's place and points in each of its lists.
"""
from __future__ import annotations

import datetime
import zlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.plural import count
from game.render import text
from game.render.fonts import Face
from game.render.setzer_panels import avatar
from game.render.theme import Setzer, hex_rgb
from game.scenes.leaderboard.provider import Row
from game.scenes.leaderboard.rows_view import AVATARS
from game.scenes.leaderboard.standing import points_text
from game.widgets.button import Button
from game.widgets.dialog import DialogScene
from game.widgets.style import Style

if TYPE_CHECKING:
    from game.center.service import CenterService

#: the Spielcenter's list names as the tabs call them
BOARD_TITLES = {"bestenliste": "Bestenliste", "tagesbrett": "Tagesbrett", "3min": "3 Minuten", "endlos": "Endlos",
                "tagesraetsel": "Tagesrätsel"}
SOFT = hex_rgb("#5B4F44")
RULE = hex_rgb("#DCCFB4")
RETRY_S = 5.0  # a card that could not be fetched is asked for again this often while the Spielcenter answers
MAX_LINES = 5


@dataclass(frozen=True)
class CardLine:
    """One list on the card: its name, the player's points there and a note (results, place, last day)."""

    label: str
    value: str
    note: str


@dataclass(frozen=True)
class Card:
    """What the card shows."""

    name: str
    hall: str
    lines: tuple[CardLine, ...]
    rating: str = ""  # "Elo 1 547 · 30 Partien" (Spielcenter players only)
    source: str = ""  # where the numbers come from


def server_card(data: dict[str, Any]) -> Card:
    """The card of the Spielcenter's answer for one player."""
    venue = data.get("venue")
    lines = []
    for best in data.get("bests", []):
        day = datetime.date.fromisoformat(str(best["last_day"]))
        lines.append(CardLine(BOARD_TITLES.get(best["board"], best["board"]), points_text(int(best["best"])),
                              f"{count(int(best['results']), 'Ergebnis')} · zuletzt {day:%d.%m.%Y}"))
    games = int(data.get("rated_games", 0))
    rating = f"Elo {points_text(int(data['rating']))} · {count(games, 'Partie')} gegen Menschen" if games else ""
    return Card(str(data["name"]), str(venue["name"]) if venue else "Zuhause", tuple(lines), rating,
                "Bestwerte vom Spielcenter, jede Runde nachgerechnet")


def device_card(row: Row, lists: dict[str, list[Row]]) -> Card:
    """The card of a row of this device: the player's place and points in each list of the device."""
    lines = []
    for title, rows in lists.items():
        mine = next((r for r in rows if r.rank is not None and r.name.casefold() == row.name.casefold()), None)
        if mine is not None:
            lines.append(CardLine(title, points_text(mine.score), f"Platz {mine.rank} auf diesem Gerät"))
    return Card(row.name, row.venue or "Dieses Gerät", tuple(lines), "", "Nur die Runden dieses Geräts")


class PlayerCardScene(DialogScene):
    """The card over the lists; closes with its button, Esc or a tap beside it."""

    name = "leaderboard.player"
    panel_size = (560, 440)

    def __init__(self, app, row: Row, center: CenterService | None = None, card: Card | None = None) -> None:
        super().__init__(app)
        self.row = row
        self.center = center
        self.card = card
        self._asked_at: float | None = None
        self.clock = 0.0
        self.done = Button("Schließen", self.close, Style.CARD, font_size=17)
        self.group.add(self.done)
        if card is None and center is not None and row.player_id is not None:
            self._ask()

    def _ask(self) -> None:
        assert self.center is not None and self.row.player_id is not None
        self._asked_at = self.clock
        self.center.fetch_player(self.row.player_id)

    @property
    def problem(self) -> str | None:
        """Why the card is not there (German), or None."""
        if self.card is not None or self.center is None or self.row.player_id is None:
            return None
        return self.center.player_problems.get(self.row.player_id)

    def update(self, dt: float) -> None:
        """Take the Spielcenter's answer once it has arrived; ask again now and then while it cannot be reached."""
        super().update(dt)
        self.clock += dt
        if self.card is not None or self.center is None or self.row.player_id is None:
            return
        data = self.center.players.get(self.row.player_id)
        if data is not None:
            self.card = server_card(data)
        elif (self.problem is not None and self.center.online and self._asked_at is not None
              and self.clock - self._asked_at >= RETRY_S):
            self._ask()

    def layout(self) -> None:
        """The button at the bottom right of the panel."""
        f, p = self.frame, self.panel
        self.done.layout(pygame.Rect(p.right - f.px(24 + 150), p.bottom - f.px(24 + 48), f.px(150), f.px(48)), f.s)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Avatar, name and hall, Elo, one line per list, where the numbers come from."""
        f, p = self.frame, self.panel
        x, right = p.x + f.px(28), p.right - f.px(28)
        name = self.card.name if self.card is not None else self.row.name
        colour = Setzer.VERMILION if self.row.highlight else AVATARS[zlib.crc32(self.row.name.encode()) % len(AVATARS)]
        avatar(surface, (x + f.px(30), p.y + f.px(58)), f.px(30), colour, name or "?")
        tx = x + f.px(76)
        size = f.font_px(26)
        text.blit(surface, text.ellipsize(name, Face.JOST_SEMI, size, right - tx), Face.JOST_SEMI, size, Setzer.INK,
                  (tx, p.y + f.px(50)), "bottomleft")
        hall = self.card.hall if self.card is not None else self.row.venue
        text.blit(surface, text.ellipsize(hall, Face.JOST, f.font_px(15), right - tx), Face.JOST, f.font_px(15), SOFT,
                  (tx, p.y + f.px(56)))
        y = p.y + f.px(104)
        if self.card is None:
            line = self.problem or "Lade die Karte vom Spielcenter …"
            for part in text.wrap(line, Face.JOST, f.font_px(16), right - x, max_lines=3):
                text.blit(surface, part, Face.JOST, f.font_px(16), Setzer.VERMILION if self.problem else SOFT, (x, y))
                y += f.px(24)
            return
        if self.card.rating:
            text.blit(surface, self.card.rating, Face.JOST_SEMI, f.font_px(16), Setzer.PRUSSIAN, (x, y))
            y += f.px(30)
        pygame.draw.line(surface, RULE, (x, y), (right, y), max(1, f.px(1)))
        y += f.px(12)
        if not self.card.lines:
            text.blit(surface, "Noch kein geprüftes Ergebnis in den Listen.", Face.JOST, f.font_px(16), SOFT, (x, y))
        for line in self.card.lines[:MAX_LINES]:
            text.blit(surface, line.label, Face.JOST_SEMI, f.font_px(17), Setzer.INK, (x, y))
            text.blit(surface, line.note, Face.JOST, f.font_px(13.5), SOFT, (x, y + f.px(22)))
            text.blit(surface, line.value, Face.SPARTAN_HEAVY, f.font_px(22), Setzer.INK, (right, y + f.px(20)),
                      "midright")
            y += f.px(46)
        text.blit(surface, self.card.source, Face.JOST, f.font_px(13), SOFT, (x, p.bottom - f.px(48)), "midleft")
