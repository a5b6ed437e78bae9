"""Bestenliste: tabs per list, scope and period (with a Spielcenter), ranked rows, „Dein Platz“ and the legend.

Layout from shared/design/center_lists_1280x800.png: the list card on the left (Platz, Spieler, Halle,
Datum, Punkte, seal), the side column with „Dein Platz“ and the Spielcenter legend, the connection
chip in the header. Portrait folds Halle and Datum under the name and puts „Dein Platz“ under the list.
"""
from __future__ import annotations

import datetime
import logging
import sqlite3
from concurrent.futures import Future

import pygame

from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.layout import Frame
from game.render.theme import Setzer
from game.scenes.leaderboard import rows_view, side_view
from game.scenes.leaderboard.center_lists import DEVICE, PERIODS, CenterLists, ListInfo
from game.scenes.leaderboard.player_card import PlayerCardScene, device_card
from game.scenes.leaderboard.provider import Board, Row, Seal, get_provider
from game.scenes.leaderboard.side_view import LegendItem, PlaceText
from game.scenes.leaderboard.standing import Standing, points_text, standing
from game.store import StoreError
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.scroll import RowList
from game.widgets.segmented import Segmented
from game.widgets.style import Style

log = logging.getLogger(__name__)

#: board key -> (scene to open, button label, icon); Speedsetzer lists get the vermilion button, Speedbuch the green
PLAY = {
    "setzer": ("setzer.setup", "Neue Partie", Icon.TROPHY),
    "tagesbrett": ("setzer.daily", "Tagesbrett spielen", Icon.CALENDAR),
    "buch_3min": ("buch.drei_minuten", "3 Minuten spielen", Icon.STOPWATCH),
    "buch_endlos": ("buch.endless", "Endlos spielen", Icon.INFINITY),
    "buch_raetsel": ("buch.daily", "Tagesrätsel spielen", Icon.BOOK),
}
ALIASES = {"setzer.daily": "tagesbrett", "buch.drei_minuten": "buch_3min", "buch.endless": "buch_endlos",
           "buch.daily": "buch_raetsel"}  # the empty provider's keys
SETZER_BOARDS = {"setzer", "tagesbrett"}
TOP = 10
LIST_REFRESH_S = 30.0  # a server list on screen is asked for again this often (and when an own result was checked)
ROW_H, ROW_H_FOLDED = 44, 50
PLACE_H_PORTRAIT = 250
LEGEND_H_PORTRAIT = 124  # the legend's strip between the list and „Dein Platz“ (its items side by side)


def format_points(value: int) -> str:
    """German thousands grouping with a space: 6120 -> "6 120"."""
    return points_text(value)


def _board_id(key: str) -> str:
    return ALIASES.get(key, key)


class LeaderboardScene(PageScene):
    """Shows the provider's boards; ``params["board"]`` picks the first tab."""

    name = "leaderboard"
    title = "Bestenliste"
    card_width = 860

    def __init__(self, app, board: str | None = None) -> None:
        super().__init__(app)
        self.provider = get_provider()
        try:
            self.boards: list[Board] = list(self.provider.boards())
        except (StoreError, sqlite3.Error) as err:  # a damaged store: an empty page that says so
            log.warning("Bestenlisten nicht lesbar: %s", err)
            self.boards = []
        options = [(b.key, b.title) for b in self.boards] or [("none", "Bestenliste")]
        start = board if board in {k for k, _ in options} else options[0][0]
        icons = [PLAY[_board_id(k)][2] if _board_id(k) in PLAY else None for k, _ in options]
        self.tabs = Segmented(options, start, self._load, tabs=True, icons=icons)
        self.list = RowList(self._draw_row, ROW_H, self._select, bar_color=(170, 155, 130))
        self.chosen: Row | None = None  # the row tapped last (a refused one explains itself in the legend)
        self.play = Button("", self._play, Style.PRIMARY, font_size=19)
        self.group.add(self.tabs, self.list, self.play)
        self.rows: list[Row] = []
        self.pinned: Row | None = None  # the own row under the top ten when it is not among them
        self.standing = Standing(None, None, 0)
        self.info: ListInfo | None = None
        self.place_card = self.legend_card = self.heads = self.pinned_rect = pygame.Rect(0, 0, 0, 0)
        self.caption_pos = (0, 0)
        self.cols = rows_view.columns(self.frame, 1, False)
        self.legend: tuple[str, str, list[LegendItem]] = ("", "", [])
        self._waiting: int | None = None
        self._reading: tuple[str, Future[list[Row]]] | None = None  # this device's list asked for, not yet shown
        self._device_tab: str | None = None  # the tab whose device rows are shown (or being read after a switch)
        self.loading = False  # this device's list is being read: "Liste wird geladen …"
        self._card: tuple[Row, list[tuple[str, Future[list[Row]]]]] | None = None  # a card waiting for its lists
        self._version: int | None = None  # the server answer the rows were made from
        self.chip: tuple[str, str, bool] | None = None
        self.chip_rect = pygame.Rect(0, 0, 0, 0)
        self.words = PlaceText("", "", "", "")
        self._since_fetch = 0.0
        self._refresh = False
        # with a Spielcenter: scope ("Alle Spieler" / "Diese Halle" / "Dieses Gerät") and period switches
        self.center = CenterLists(app.center) if app.center is not None else None
        if self.center is not None:
            self.scope = Segmented(self.center.scopes(), self.center.scope, self._switch_scope)
            self.period = Segmented(PERIODS, self.center.period, self._switch_period)
            self.group.add(self.scope, self.period)
        self._load(start)

    # ------------------------------------------------------------------ state
    def _switch_scope(self, scope: str) -> None:
        self.center.scope = scope
        self._load(self.tabs.value)

    def _switch_period(self, period: str) -> None:
        self.center.period = period
        self._load(self.tabs.value)

    def _load(self, key) -> None:
        """Rows of the chosen list: the server's or this device's (both may arrive in a later frame)."""
        self.list.offset = 0
        self._reading = None
        self._card = None  # a row tapped on the list before: its card is not opened over another list
        if self.center is not None and self.center.from_server:
            self.loading = False
            self._device_tab = None
            self.center.request(key)
            self._set_rows(self.center.rows(key) or [])
        elif not self.boards:  # a damaged store: an empty list
            self.loading = False
            self._set_rows([])
        else:
            self._reading = (key, self.provider.ask(key, refused=self._refused()))
            if not self._take_device_rows() and key != self._device_tab:  # another list: "wird geladen" till it comes
                self.loading, self._device_tab = True, key
                self._set_rows([])
        self._update_play()

    def _take_device_rows(self) -> bool:
        """This device's rows once the store has read them (the list shown so far stays until then); True when taken."""
        if self._reading is None or not self._reading[1].done():
            return False
        key, answer = self._reading
        self._reading = None
        try:
            rows = answer.result()
        except (StoreError, sqlite3.Error) as err:  # a damaged store: an empty list
            log.warning("Bestenliste %s nicht lesbar: %s", key, err)
            rows = []
        self.loading, self._device_tab = False, key
        self._set_rows(self.center.mark_device(rows) if self.center is not None else rows)
        return True

    def _set_rows(self, rows: list[Row]) -> None:
        """Take new rows: the list, the pinned own row, „Dein Platz“ and the legend."""
        self.rows = rows
        server = self.center is not None and self.center.from_server
        shown = rows[:TOP] if server else rows
        own = next((r for r in rows[TOP:] if r.highlight), None)
        self.pinned = own
        self.list.set_items(shown)
        self.info = self.center.info(self.tabs.value) if server else None
        self._version = self.center.version(self.tabs.value) if server else None
        if server and len(self.center.scopes()) != len(self.scope.options):  # joined a hall meanwhile
            self.scope.options = self.center.scopes()
            if self.card.w:
                self.layout_content(self.card)
        self.subtitle = self.info.header if self.info is not None else ""
        if self.info is not None:
            self.standing = standing(shown, self.info.players, self.info.own)
        else:
            self.standing = standing(rows)
        self.legend = self._legend()
        self.words = self._place_words()
        if self.card.w:
            self._place_list()
            self._layout_legend()

    def _select(self, index: int, row: Row) -> None:
        """A tapped row: a refused one explains itself in the legend; every row opens that player's profile or card."""
        self.chosen = row
        self.legend = self._legend()
        self._layout_legend()
        self.open_card(row)

    def _refused(self) -> dict[str, str]:
        """This device's results the Spielcenter refused (record key -> reason): they hold no place."""
        return self.center.refused() if self.center is not None else {}

    def open_card(self, row: Row) -> None:
        """That player's profile for a Spielcenter row (the one of Meine Partien), else this device's card."""
        if row.player_id is not None and self.app.remote is not None:
            from game.scenes.partien.profile import RemoteProfileScene  # with a Spielcenter only: not at start-up

            self.app.stack.push(RemoteProfileScene(self.app, self.app.remote, row.player_id))
            return
        refused = self._refused()
        self._card = (row, [(board.title, self.provider.ask(board.key, refused=refused)) for board in self.boards])
        self._open_device_card()

    def _open_device_card(self) -> None:
        """This device's card for the row tapped, once every list is read (a damaged list is left out)."""
        if self._card is None or not all(answer.done() for _, answer in self._card[1]):
            return
        row, answers = self._card
        self._card = None
        lists: dict[str, list[Row]] = {}
        for title, answer in answers:
            try:
                lists[title] = answer.result()
            except (StoreError, sqlite3.Error) as err:  # a damaged list: the card leaves it out
                log.warning("Bestenliste %s nicht lesbar: %s", title, err)
        self.app.stack.push(PlayerCardScene(self.app, row, card=device_card(row, lists)))

    def _update_play(self) -> None:
        target = PLAY.get(_board_id(self.tabs.value))
        self.play.visible = target is not None
        if target is not None:
            self.play.label, self.play.icon_kind = target[1], target[2]
            self.play.style = Style.PRIMARY if _board_id(self.tabs.value) in SETZER_BOARDS else Style.GREEN

    def _play(self) -> None:
        """The side panel's button: play the mode of the list shown."""
        target = PLAY.get(_board_id(self.tabs.value))
        if target is not None:
            self.app.open(target[0])

    def update(self, dt: float) -> None:
        """Pick up this device's rows or the Spielcenter's answer once they have arrived; offline the list shows this
        device."""
        super().update(dt)
        self._take_device_rows()
        self._open_device_card()
        if self.center is None:
            return
        waiting = self.center.center.status().waiting
        offline = self.center.center.online is False
        self.scope.disabled = {value for value, _ in self.scope.options if value != DEVICE} if offline else set()
        self.period.visible = self.center.from_server
        if self.center.from_server:
            if self.center.center.online is False:
                self.scope.select(DEVICE)  # "Offline · nur dieses Gerät"
            else:
                self._keep_fresh(dt, waiting)
                if self.center.version(self.tabs.value) != self._version:  # a new answer has arrived
                    self._set_rows(self.center.rows(self.tabs.value) or [])
        elif waiting != self._waiting:  # a result was sent or checked: its seal changes
            self._load(self.tabs.value)
        self._waiting = waiting
        self.chip = self._chip()
        if self.chip is not None:
            f = self.frame
            self.chip_rect = side_view.chip_rect(f, self.chip[0], self.chip[1], f.x(f.design[0] - 20), f.y(18))

    def handle(self, action: Action) -> bool:
        """A tap on the offline chip tries the Spielcenter again at once, one on the pinned own row opens its card;
        then the page's widgets."""
        if (action.kind is Act.POINTER_DOWN and self.center is not None and self.chip is not None
                and not self.chip[2] and self.chip_rect.collidepoint(action.pos)):
            self.center.center.retry_now()
            return True
        if action.kind is Act.POINTER_UP and self.pinned is not None and self.pinned_rect.collidepoint(action.pos):
            self.open_card(self.pinned)
            return True
        return super().handle(action)

    def _keep_fresh(self, dt: float, waiting: int) -> None:
        """Ask for the shown list again now and then, and once an own result was sent (its place may change)."""
        self._since_fetch += dt
        self._refresh = self._refresh or (self._waiting is not None and waiting != self._waiting)
        if (self._refresh or self._since_fetch >= LIST_REFRESH_S) and not self.center.fetching(self.tabs.value):
            self.center.request(self.tabs.value)
            self._refresh, self._since_fetch = False, 0.0

    @property
    def board(self) -> Board | None:
        """The board of the active tab."""
        return next((b for b in self.boards if b.key == self.tabs.value), None)

    # ------------------------------------------------------------------ layout
    def resize(self, size: tuple[int, int]) -> None:
        """The list card left, „Dein Platz“ and the legend right (portrait: „Dein Platz“ under the list)."""
        self.frame = f = Frame.fit(size)
        dw, dh = f.design
        self.back.layout(f.rect(24 if not f.portrait else 20, 18, 150, 50), f.s)
        if f.portrait:  # the list, the legend's strip, „Dein Platz“: ten folded rows and the own row still fit
            legend_y = dh - 24 - PLACE_H_PORTRAIT - 16 - LEGEND_H_PORTRAIT
            self.card = f.rect(20, 92, dw - 40, legend_y - 16 - 92)
            self.place_card = f.rect(20, dh - 24 - PLACE_H_PORTRAIT, dw - 40, PLACE_H_PORTRAIT)
            self.legend_card = f.rect(20, legend_y, dw - 40, LEGEND_H_PORTRAIT)
            button = f.rect(dw - 20 - 22 - 220, dh - 24 - PLACE_H_PORTRAIT / 2 - 27, 220, 54)
        else:
            self.card = f.rect(20, 92, 860, dh - 92 - 20)
            self.place_card = f.rect(900, 92, 360, 338)
            button = f.rect(922, 92 + 262, 316, 54)
        self.play.layout(button, f.s)
        self.layout_content(self.card)

    def layout_content(self, card: pygame.Rect) -> None:
        """Tabs, switches, column heads, rows."""
        f = self.frame
        pad = f.px(24)
        self.tabs.layout(pygame.Rect(card.x + pad, card.y + f.px(20), card.w - 2 * pad, f.px(52)), f.s)
        y = card.y + f.px(86)
        self.caption_pos = (card.x + pad, y + f.px(4))
        if self.center is not None:
            inner = card.w - 2 * pad
            if f.portrait:
                scope_w, period_w = round(inner * 0.58), round(inner * 0.40)
            else:
                scope_w, period_w = f.px(148) * len(self.scope.options), f.px(282)
            self.scope.layout(pygame.Rect(card.x + pad, y, scope_w, f.px(44)), f.s)
            self.period.layout(pygame.Rect(card.right - pad - period_w, y, period_w, f.px(44)), f.s)
            heads_y = card.y + f.px(144)
            self.caption_pos = (card.right - pad, y + f.px(22))  # in the period switch's place (this device)
        else:
            heads_y = card.y + f.px(120)
        self.heads = pygame.Rect(card.x + f.px(16), heads_y, card.w - f.px(32), f.px(22))
        self._place_list()
        self._layout_legend()

    def _place_list(self) -> None:
        f, card = self.frame, self.card
        folded = rows_view.columns(f, self.heads.w, True).folded
        self.list.row_height = ROW_H_FOLDED if folded else ROW_H
        top, bottom = self.heads.bottom + f.px(6), card.bottom - f.px(12)
        row_px = f.px(self.list.row_height)
        if self.pinned is not None:
            self.pinned_rect = pygame.Rect(self.heads.x, bottom - row_px, self.heads.w, row_px)
            bottom = self.pinned_rect.y - f.px(18)
        else:
            self.pinned_rect = pygame.Rect(0, 0, 0, 0)
        # the rows leave 12 design px on the right for the scrollbar: the list reaches past the heads by that
        self.list.layout(pygame.Rect(self.heads.x, top, self.heads.w + int(12 * f.s), bottom - top), f.s)
        self.cols = rows_view.columns(f, self.heads.w, self._with_seal())

    def _layout_legend(self) -> None:
        f = self.frame
        if f.portrait:  # side by side in the strip: at most three, the hall goes first
            caption, note, items = self.legend
            if len(items) > side_view.STRIP_ITEMS:
                items = [i for i in items if i.mark != "hall"][:side_view.STRIP_ITEMS]
            self.legend = (caption, note, items)
            return
        width, room = f.px(360), f.px(f.design[1] - 20 - 446)
        caption, note, items = self.legend
        while len(items) > 1 and side_view.legend_height(f, items, width) > room:  # the hall goes first, then the seal
            items = [i for i in items if i.mark != "hall"] if any(i.mark == "hall" for i in items) else items[1:]
        self.legend = (caption, note, items)
        self.legend_card = pygame.Rect(f.x(900), f.y(446), width, side_view.legend_height(f, items, width))

    def _with_seal(self) -> bool:
        return any(r.seal is not Seal.NONE for r in self.rows) or (self.center is not None and self.center.from_server)

    # ------------------------------------------------------------------ words
    def _legend(self) -> tuple[str, str, list[LegendItem]]:
        if self.center is None:
            return ("Nur dieses Gerät", "", [LegendItem(
                "device", "Ohne Spielcenter",
                "Hier stehen die Runden dieses Geräts. Einen Spielcenter verbindest du in den Einstellungen.")])
        items = [LegendItem("checked", "Vom Spielcenter nachgerechnet",
                            "Der Server spielt jede Runde mit der Wortliste nach; nur Geprüftes zählt.")]
        if not self.center.from_server or any(r.seal is Seal.WAITING for r in self.rows):
            items.append(LegendItem("waiting", "Noch nicht geprüft",
                                    "Wartet auf den Spielcenter; wird er abgelehnt, steht hier, warum."))
        refused = self.chosen if self.chosen is not None and self.chosen.seal is Seal.REFUSED else None
        refused = refused or next((r for r in self.rows if r.seal is Seal.REFUSED), None)
        if refused is not None:
            items.append(LegendItem("refused", f"Abgelehnt: {refused.name}, {points_text(refused.score)}",
                                    refused.reason))
        venue = self.center.venue_name()
        if venue:
            items.append(LegendItem("hall", f"Diese Halle: {venue}", "„Diese Halle“ zeigt nur die Geräte der Halle."))
        fetched = self.center.last_fetch(self.tabs.value) if self.center.from_server else None
        note = f"abgeglichen {_fetch_time(fetched)}" if fetched else ("Stand: dieses Gerät" if not self.center.from_server else "")
        return ("Spielcenter", note, items)

    def _place_words(self) -> PlaceText:
        board = self.board
        title = board.title if board else "Bestenliste"
        key = _board_id(self.tabs.value)
        best = {"setzer": "Deine Punkte", "buch_endlos": "Deine beste Partie"}.get(key, "Dein bestes Ergebnis")
        if self.info is not None:
            players = self.info.players
            of = f"von {points_text(players)} {'Spieler' if players == 1 else 'Spielern'}"
            return PlaceText(f"{title} · {self.info.period}", of, self.info.days, best)
        players = len({r.name for r in self.rows if r.rank is not None})  # a refused round holds no place
        of = f"von {players} {'Spieler' if players == 1 else 'Spielern'}"
        return PlaceText(f"{title} · dieses Gerät", of, "auf diesem Gerät", best)

    def _chip(self) -> tuple[str, str, bool] | None:
        if self.center is None:
            return None
        status = self.center.center.status()
        venue = self.center.venue_name()
        if status.online:
            sub = f"Halle: {venue}" if venue and not status.waiting else status.detail
            return ("Spielcenter verbunden", sub, True)
        return (status.title, status.detail, False)

    # ------------------------------------------------------------------ drawing
    def content_marks(self) -> list[Mark]:
        """``draw_content`` draws from these values alone: while none changes the page draws only its widgets'
        changes (a still list costs nothing); when one does, the whole window is drawn again."""
        server = self.center is not None and self.center.from_server
        caption, note, items = self.legend
        look = (self.chip, tuple(self.chip_rect), self.words, self.standing, (caption, note, tuple(items)),
                tuple(self.place_card), tuple(self.legend_card), tuple(self.play.rect), self.board, self.center is None,
                server, self.pinned, tuple(self.pinned_rect), bool(self.rows), self.loading, self.info, self.caption_pos,
                tuple(self.heads), self.cols, tuple(self.list.rect),
                tuple(self.scope.rect) if self.center is not None else None, self.frame.portrait)
        return [(pygame.Rect((0, 0), self.app.size), look)]

    def draw_content(self, surface: pygame.Surface) -> None:
        """Chip, side cards, caption, column heads, the pinned own row, empty states."""
        f = self.frame
        if self.chip is not None:
            side_view.draw_chip(surface, f, self.chip_rect, *self.chip)
        surface.blit(side_view.cards_background(f, [self.place_card, self.legend_card]), (0, 0))
        place = self.place_card
        if f.portrait:
            place = pygame.Rect(place.x, place.y, self.play.rect.x - place.x - f.px(8), place.h)
        side_view.draw_place(surface, f, place, self.words, self.standing,
                             self.play.rect.y if not f.portrait else place.bottom)
        if self.legend_card.w and f.portrait:
            side_view.draw_legend_strip(surface, f, self.legend_card, *self.legend)
        elif self.legend_card.w:
            side_view.draw_legend(surface, f, self.legend_card, *self.legend)
        b = self.board
        if self.center is None and b and b.subtitle:
            line = text.ellipsize(b.subtitle, Face.JOST, f.font_px(15), self.heads.w)
            text.blit(surface, line, Face.JOST, f.font_px(15), Setzer.MUTED, self.caption_pos)
        elif self.center is not None and not self.center.from_server and b and b.subtitle:
            room = self.caption_pos[0] - self.scope.rect.right - f.px(16)
            line = text.ellipsize(b.subtitle, Face.JOST, f.font_px(15), room)
            text.blit(surface, line, Face.JOST, f.font_px(15), Setzer.MUTED, self.caption_pos, "midright")
        rows_view.draw_heads(surface, f, self.heads, self.cols)
        if self.pinned is not None and self.pinned_rect.h > 0:
            gap = pygame.Rect(self.heads.x, self.pinned_rect.y - f.px(18), self.heads.w, f.px(18))
            rows_view.draw_gap(surface, f, gap)
            rows_view.draw_row(surface, f, self.pinned_rect, self.pinned, 1, self.cols)
        if not self.rows:
            self._draw_empty(surface)

    def _draw_empty(self, surface: pygame.Surface) -> None:
        f, r = self.frame, self.list.rect
        if self.center is not None and self.center.from_server and self.info is None:
            head, line = "Liste wird geladen …", "Der Spielcenter schickt sie gleich."
        elif self.loading:
            head, line = "Liste wird geladen …", "Die Runden dieses Geräts werden gelesen."
        else:
            head, line = "Noch keine Einträge", "Spiel eine Runde – dann steht dein Name hier."
        text.blit(surface, head, Face.GARAMOND_BOLD, f.font_px(28), Setzer.INK, (r.centerx, r.y + r.h // 3), "center")
        text.blit(surface, line, Face.JOST, f.font_px(17), Setzer.MUTED, (r.centerx, r.y + r.h // 3 + f.px(40)), "center")

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, row: Row, index: int, selected: bool) -> None:
        rows_view.draw_row(surface, self.frame, rect, row, index, self.cols)


def _fetch_time(moment: datetime.datetime) -> str:
    """ "heute, 14:32" or "19.12., 14:32"."""
    day = "heute" if moment.date() == datetime.date.today() else f"{moment.day:02d}.{moment.month:02d}."
    return f"{day}, {moment:%H:%M}"
