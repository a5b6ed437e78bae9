"""Fortsetzen: the Speedsetzer games in progress; tap one to play on, or delete it after a question."""
from __future__ import annotations

import logging
import sqlite3

import pygame

from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.theme import Setzer
from game.scenes.setzer import autosave, bridge
from game.scenes.setzer.wording import says
from game.setzer.record import RecordError
from game.store import StoreError
from game.widgets.button import Button
from game.widgets.icons import Icon, icon
from game.widgets.page import PageScene
from game.widgets.scroll import RowList
from game.widgets.style import Style

log = logging.getLogger(__name__)

ROW_HEIGHT = 96  # design px per saved game


class SaveList(RowList):
    """The rows of saved games; remembers where the last tap landed (the delete cross or the row)."""

    def __init__(self, draw_row, on_tap_row) -> None:
        super().__init__(draw_row, ROW_HEIGHT, None)
        self.on_tap_row = on_tap_row

    def _tap(self, pos: tuple[int, int]) -> None:
        i = int((pos[1] - self.rect.y + self.offset) // self._row_px())
        if 0 <= i < len(self.items):
            self.selected = i
            self.on_tap_row(i, self.items[i], pos)

    def row_rect(self, index: int) -> pygame.Rect:
        """Screen rectangle of row ``index`` at the current scroll offset."""
        h = self._row_px()
        return pygame.Rect(self.rect.x, self.rect.y + index * h - int(self.offset), self.rect.w - int(12 * self.s), h)


def delete_rect(row: pygame.Rect, s: float) -> pygame.Rect:
    """The delete cross at the right end of a row (a large touch target)."""
    size = int(round(64 * s))
    return pygame.Rect(row.right - size, row.centery - size // 2, size, size)


class ResumeScene(PageScene):
    """The list of games in progress, most recent first."""

    name = "setzer.saves"
    title = "Partie fortsetzen"
    subtitle = "Jeder Zug wird sofort gespeichert"
    card_width = 1040

    def __init__(self, app, params: dict | None = None) -> None:
        super().__init__(app)
        self.lexicon = bridge.lexicon_for(app)
        self.list = SaveList(self._draw_row, self._tap_row)
        self.new_btn = Button("Neue Partie", self._new_game, Style.PRIMARY, Icon.PEOPLE, font_size=18)
        self.group.add(self.list, self.new_btn)
        self.games: list[autosave.SavedGame] = []
        self.message = ""
        self.message_bad = False
        self.reload()

    # ------------------------------------------------------------------ model
    def reload(self) -> None:
        """Read (and replay) the saves again."""
        try:
            self.games = autosave.list_games(self.app, self.lexicon)
        except sqlite3.Error as err:  # an unreadable store shows an empty list with a note
            log.warning("saves unavailable: %s", err)
            self.games = []
            self.message, self.message_bad = "Die gespeicherten Partien lassen sich nicht lesen.", True
        self.list.set_items(self.games)

    def resume(self) -> None:
        """Back from a question: the list may have changed."""
        self.reload()

    def _tap_row(self, index: int, game: autosave.SavedGame, pos: tuple[int, int]) -> None:
        if delete_rect(self.list.row_rect(index), self.frame.s).collidepoint(pos):
            self.ask_delete(game)
        else:
            self.open_game(game)

    def open_game(self, game: autosave.SavedGame) -> bool:
        """Continue a saved game at the table; a broken save is explained (and kept)."""
        if game.error is not None:
            self._broken(game, game.error)
            return False
        try:
            table = autosave.resume_table(self.app, game.id)
        except RecordError as err:
            self._broken(game, str(err))
            return False
        self.app.stack.reset(table)
        return True

    def _broken(self, game: autosave.SavedGame, reason: str) -> None:
        from game.scenes.message import MessageScene

        self.message, self.message_bad = f"„{game.title}“ lässt sich nicht fortsetzen.", True
        body = (f"Dieser Spielstand ist beschädigt und lässt sich nicht nachspielen: {reason} "
                "Er bleibt aufbewahrt; du kannst ihn hier löschen, wenn du ihn nicht mehr brauchst.")
        self.app.stack.push(MessageScene(self.app, "Spielstand beschädigt", body, icon_kind=Icon.INFO))

    def ask_delete(self, game: autosave.SavedGame) -> None:
        """Ask before a saved game is thrown away."""
        from game.scenes.message import MessageScene

        body = f"„{game.title}“ wird endgültig gelöscht und lässt sich dann nicht mehr fortsetzen."
        self.app.stack.push(MessageScene(self.app, "Partie löschen?", body, [
            ("Behalten", None, Style.CARD), ("Löschen", lambda: self.delete(game), Style.PRIMARY)], Icon.CROSS))

    def delete(self, game: autosave.SavedGame) -> None:
        """Delete a saved game (after the question)."""
        try:
            autosave.delete_game(self.app, game.id)
            self.message, self.message_bad = f"„{game.title}“ gelöscht.", False
        except (StoreError, sqlite3.Error) as err:  # read-only or damaged store: the save stays
            log.warning("could not delete save %s: %s", game.id, err)
            self.message, self.message_bad = "Der Spielstand ließ sich nicht löschen.", True
        self.reload()

    def _new_game(self) -> None:
        from game.scenes.setzer.setup import SetupScene

        below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) > 1 else None
        if isinstance(below, SetupScene):
            self.app.stack.pop()
        else:
            self.app.stack.replace(SetupScene(self.app))

    # ------------------------------------------------------------------ layout
    def layout_content(self, card: pygame.Rect) -> None:
        """The list fills the card; the button sits under it."""
        f = self.frame
        inner = card.inflate(-f.px(48), -f.px(40))
        bh = f.px(56)
        top = inner.y + f.px(34)
        self.list.layout(pygame.Rect(inner.x, top, inner.w, inner.bottom - top - bh - f.px(56)), f.s)
        self.new_btn.layout(pygame.Rect(inner.right - f.px(260), inner.bottom - bh, f.px(260), bh), f.s)

    def handle(self, action: Action) -> bool:
        """Enter continues the newest game; the rest as on every page."""
        if action.kind == Act.CONFIRM and self.games:
            self.open_game(self.games[0])
            return True
        return super().handle(action)

    def monkey_hotspots(self) -> list[pygame.Rect]:
        """Rows, delete crosses and buttons (for random UI tests)."""
        rows = [self.list.row_rect(i) for i in range(min(4, len(self.games)))]
        return rows + [delete_rect(r, self.frame.s) for r in rows] + [self.new_btn.rect, self.back.rect]

    # ------------------------------------------------------------------ drawing
    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, game: autosave.SavedGame, index: int,
                  selected: bool) -> None:
        f = self.frame
        inner = rect.inflate(0, -f.px(10))
        band = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (255, 255, 255, 120) if game.ok else (*Setzer.DW, 110), band.get_rect(),
                         border_radius=f.px(10))
        surface.blit(band, inner)
        accent = Setzer.VERMILION if not game.ok else Setzer.PRUSSIAN
        pygame.draw.rect(surface, accent, (inner.x, inner.y + f.px(8), f.px(5), inner.h - f.px(16)))
        cross = delete_rect(rect, f.s)
        x = inner.x + f.px(22)
        right = cross.x - f.px(12)
        when = autosave.when_text(game.updated)
        text.blit(surface, when, Face.JOST, f.font_px(15), Setzer.MUTED, (right, inner.y + f.px(12)), "topright")
        when_w = text.render(when, Face.JOST, f.font_px(15), Setzer.MUTED).get_width()
        title = text.ellipsize(game.title, Face.JOST_SEMI, f.font_px(20), right - x - when_w - f.px(16))
        text.blit(surface, title, Face.JOST_SEMI, f.font_px(20), Setzer.INK, (x, inner.y + f.px(8)))
        y2 = inner.y + f.px(44)
        if not game.ok:
            reason = text.ellipsize(f"Beschädigt – {game.error}", Face.JOST, f.font_px(16), right - x)
            text.blit(surface, reason, Face.JOST, f.font_px(16), Setzer.VERMILION, (x, y2))
        else:
            if game.over:
                state = "Partie zu Ende – Ergebnis eintragen"
            else:
                state = f"Zug {game.move_number} · {says(game.players[game.current], 'ist', 'bist')} dran"
            text.blit(surface, state, Face.JOST_SEMI, f.font_px(15), Setzer.PRUSSIAN, (right, y2 + f.px(2)), "topright")
            state_w = text.render(state, Face.JOST_SEMI, f.font_px(15), Setzer.PRUSSIAN).get_width()
            scores = "  ·  ".join(f"{name} {score}" for name, score in zip(game.players, game.scores))
            scores = text.ellipsize(scores, Face.JOST, f.font_px(17), right - x - state_w - f.px(20))
            text.blit(surface, scores, Face.JOST, f.font_px(17), Setzer.INK, (x, y2))
        surface.blit(icon(Icon.CROSS, f.px(22), Setzer.VERMILION),
                     icon(Icon.CROSS, f.px(22), Setzer.VERMILION).get_rect(center=cross.center))

    def draw_content(self, surface: pygame.Surface) -> None:
        """Headline over the list, the empty state and the last note."""
        f = self.frame
        lr = self.list.rect
        head = "ANGEFANGENE PARTIEN · ANTIPPEN ZUM WEITERSPIELEN" if self.games else "KEINE ANGEFANGENEN PARTIEN"
        text.blit(surface, head, Face.SPARTAN, f.font_px(12.5), Setzer.MUTED, (lr.x, lr.y - f.px(28)),
                  tracking=f.s * 1.5)
        if not self.games:
            body = "Sobald du eine Partie beginnst, wird sie nach jedem Zug gespeichert und erscheint hier."
            y = lr.y + f.px(20)
            for line in text.wrap(body, Face.JOST, f.font_px(18), lr.w):
                text.blit(surface, line, Face.JOST, f.font_px(18), Setzer.INK, (lr.x, y))
                y += text.line_height(Face.JOST, f.font_px(18), 1.1)
        if self.message:
            colour = Setzer.VERMILION if self.message_bad else Setzer.VALID
            msg = text.ellipsize(self.message, Face.JOST_SEMI, f.font_px(16), self.new_btn.rect.x - lr.x - f.px(20))
            text.blit(surface, msg, Face.JOST_SEMI, f.font_px(16), colour, (lr.x, self.new_btn.rect.centery), "midleft")
