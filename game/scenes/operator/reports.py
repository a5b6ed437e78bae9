"""Word reports ("Wort melden") of the venue's players, from the Spielcenter: allow, block or dismiss each."""
from __future__ import annotations

import pygame

from game.center.client import CenterClient
from game.center.remote_reports import OperatorReports
from game.render import text
from game.render.fonts import Face
from game.render.theme import Setzer
from game.widgets.button import Button
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.style import Style

ROWS = 8
ROW_H = 64


class ReportsScene(PageScene):
    """The open reports; each row has Erlauben, Sperren and Verwerfen (a word then counts for the venue's kiosks)."""

    name = "operator.meldungen"
    title = "Wortmeldungen"
    subtitle = "Gemeldete Wörter der Spieler dieser Halle"
    card_width = 1000

    def __init__(self, app, reports: OperatorReports) -> None:
        super().__init__(app)
        self.reports = reports
        self.row_buttons: list[tuple[Button, Button, Button]] = []
        for i in range(ROWS):
            trio = (Button("Erlauben", lambda i=i: self._decide(i, "erlauben"), Style.GREEN, font_size=16),
                    Button("Sperren", lambda i=i: self._decide(i, "sperren"), Style.PRIMARY, font_size=16),
                    Button("Verwerfen", lambda i=i: self._decide(i, "verwerfen"), Style.CARD, font_size=16))
            self.row_buttons.append(trio)
            self.group.add(*trio)
        self.rows: list[pygame.Rect] = []

    def enter(self) -> None:
        """Fetch the reports."""
        self.reports.fetch()
        self.resize(self.app.size)

    def exit(self) -> None:
        """Stop the worker."""
        self.reports.close()

    def _decide(self, index: int, decision: str) -> None:
        items = self.reports.reports or []
        if index < len(items):
            self.reports.decide(items[index]["id"], decision)

    def layout_content(self, card: pygame.Rect) -> None:
        """One row per report with its three buttons."""
        f = self.frame
        pad = f.px(28)
        self.rows = [pygame.Rect(card.x + pad, card.y + f.px(70) + i * f.px(ROW_H), card.w - 2 * pad, f.px(ROW_H - 8))
                     for i in range(ROWS)]
        bw = f.px(130)
        for row, trio in zip(self.rows, self.row_buttons):
            for j, button in enumerate(trio):
                button.layout(pygame.Rect(row.right - (3 - j) * (bw + f.px(8)), row.y, bw, row.h), f.s)

    def update(self, dt: float) -> None:
        """Take replies; show buttons only on rows with a report."""
        super().update(dt)
        self.reports.update()
        count = len(self.reports.reports or [])
        for i, trio in enumerate(self.row_buttons):
            for button in trio:
                button.visible = i < count

    def _status(self) -> str:
        items = self.reports.reports
        return self.reports.message or ("Lade die Meldungen …" if items is None else
                                        f"{len(items)} offene Meldungen" if items else "Keine offenen Meldungen.")

    def content_marks(self) -> list[Mark]:
        """The status line and each row by the report it shows (the buttons are widgets)."""
        f = self.frame
        items = self.reports.reports or []
        marks: list[Mark] = [(pygame.Rect(self.card.x, self.card.y + f.px(20), self.card.w, f.px(34)),
                              ("status", self._status()))]
        for i, row in enumerate(self.rows):
            item = items[i] if i < len(items) else None
            look = None if item is None else (item["id"], item["wort"], item["art"], item["spieler"])
            marks.append((row.inflate(0, f.px(8)), ("row", look)))
        return marks

    def draw_content(self, surface: pygame.Surface) -> None:
        """Word, kind and reporter per row; the status line."""
        f = self.frame
        x = self.card.x + f.px(28)
        items = self.reports.reports
        text.blit(surface, self._status(), Face.JOST, f.font_px(16), Setzer.MUTED, (x, self.card.y + f.px(28)))
        for row, item in zip(self.rows, items or []):
            kind = "fehlt in der Liste" if item["art"] == "fehlt" else "soll nicht zählen"
            text.blit(surface, item["wort"], Face.SPARTAN_HEAVY, f.font_px(22), Setzer.INK, (row.x, row.y + f.px(4)))
            text.blit(surface, f"{kind} · gemeldet von {item['spieler']}", Face.JOST, f.font_px(14), Setzer.MUTED,
                      (row.x, row.y + f.px(32)))


def open_reports(app) -> None:
    """Open the reports of the venue this kiosk belongs to (its Spielcenter and operator token)."""
    center = app.center
    if center is not None and center.operator_token is not None:
        url, token = center.client.base_url, center.operator_token
    else:  # started with --center URL --halle TOKEN
        url, token = app.options.center_url, app.options.center_venue_token
    app.stack.push(ReportsScene(app, OperatorReports(CenterClient(url), token)))
