"""The card of a row of this device over the lists: the player's place and points in each list of the device.

A Spielcenter row opens that player's profile instead (``game.scenes.partien.profile.RemoteProfileScene``:
hall, Elo with its chart, best results per list, "Partie anbieten", "Spieler blockieren"); a name on this
device has no Spielcenter player behind it, so its card shows what the device knows.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.render import text
from game.render.fonts import Face
from game.render.setzer_panels import avatar
from game.render.theme import Setzer, hex_rgb
from game.scenes.leaderboard.provider import Row
from game.scenes.leaderboard.rows_view import avatar_colour
from game.scenes.leaderboard.standing import points_text
from game.widgets.button import Button
from game.widgets.dialog import DialogScene
from game.widgets.style import Style

SOFT = hex_rgb("#5B4F44")
RULE = hex_rgb("#DCCFB4")
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
    source: str = ""  # where the numbers come from


def device_card(row: Row, lists: dict[str, list[Row]]) -> Card:
    """The card of a row of this device: the player's place and points in each list of the device."""
    lines = []
    for title, rows in lists.items():
        mine = next((r for r in rows if r.rank is not None and r.name.casefold() == row.name.casefold()), None)
        if mine is not None:
            lines.append(CardLine(title, points_text(mine.score), f"Platz {mine.rank} auf diesem Gerät"))
    return Card(row.name, row.venue or "Dieses Gerät", tuple(lines), "Nur die Runden dieses Geräts")


class PlayerCardScene(DialogScene):
    """This device's card over the lists; closes with its button, Esc or a tap beside it."""

    name = "leaderboard.player"
    panel_size = (560, 440)

    def __init__(self, app, row: Row, card: Card) -> None:
        super().__init__(app)
        self.row = row
        self.card = card
        self.done = Button("Schließen", self.close, Style.CARD, font_size=17)
        self.group.add(self.done)

    def layout(self) -> None:
        """The button at the bottom right of the panel."""
        f, p = self.frame, self.panel
        self.done.layout(pygame.Rect(p.right - f.px(24 + 150), p.bottom - f.px(24 + 48), f.px(150), f.px(48)), f.s)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Avatar, name and hall, one line per list, where the numbers come from."""
        f, p = self.frame, self.panel
        x, right = p.x + f.px(28), p.right - f.px(28)
        name = self.card.name
        avatar(surface, (x + f.px(30), p.y + f.px(58)), f.px(30), avatar_colour(self.row), name or "?")
        tx = x + f.px(76)
        size = f.font_px(26)
        text.blit(surface, text.ellipsize(name, Face.JOST_SEMI, size, right - tx), Face.JOST_SEMI, size, Setzer.INK,
                  (tx, p.y + f.px(50)), "bottomleft")
        hall = self.card.hall
        text.blit(surface, text.ellipsize(hall, Face.JOST, f.font_px(15), right - tx), Face.JOST, f.font_px(15), SOFT,
                  (tx, p.y + f.px(56)))
        y = p.y + f.px(104)
        pygame.draw.line(surface, RULE, (x, y), (right, y), max(1, f.px(1)))
        y += f.px(12)
        if not self.card.lines:
            text.blit(surface, "Noch kein Ergebnis in den Listen.", Face.JOST, f.font_px(16), SOFT, (x, y))
        for line in self.card.lines[:MAX_LINES]:
            text.blit(surface, line.label, Face.JOST_SEMI, f.font_px(17), Setzer.INK, (x, y))
            text.blit(surface, line.note, Face.JOST, f.font_px(13.5), SOFT, (x, y + f.px(22)))
            text.blit(surface, line.value, Face.SPARTAN_HEAVY, f.font_px(22), Setzer.INK, (right, y + f.px(20)),
                      "midright")
            y += f.px(46)
        text.blit(surface, self.card.source, Face.JOST, f.font_px(13), SOFT, (x, p.bottom - f.px(48)), "midleft")
