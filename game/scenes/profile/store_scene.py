"""Profiles from the store: choose who plays, create a player, see statistics, rating, streak and stars."""
from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.input.actions import Act, Action
from game.render import text
from game.render.fonts import Face
from game.render.layout import split_h
from game.render.theme import Setzer
from game.store import CalendarInfo, GameKind, GameStats, JourneyProgress, Profile, StoreError
from game.store.boards import JOURNEY_LEVELS
from game.store.profiles import MAX_NAME_LENGTH
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.keyboard import OnScreenKeyboard
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.scroll import RowList
from game.widgets.style import Style

if TYPE_CHECKING:
    from game.session import Session

log = logging.getLogger(__name__)

GAME_NAMES: dict[GameKind, str] = {
    GameKind.SETZER: "Speedsetzer",
    GameKind.TAGESBRETT: "Tagesbrett",
    GameKind.BUCH_3MIN: "3 Minuten",
    GameKind.BUCH_ENDLOS: "Endlos",
    GameKind.BUCH_RAETSEL: "Tagesrätsel",
    GameKind.BUCH_REISE: "Reise",
}
COLUMNS = ("Spiele", "Siege", "Bester Zug", "Bestes Wort", "Ø je Zug")


def _average(value: float) -> str:
    return f"{value:.1f}".replace(".", ",")


@dataclass
class ProfileView:
    """What the page shows about one profile, read once when it is chosen (not every frame)."""

    profile: Profile
    stats: dict[GameKind, GameStats] = field(default_factory=dict)
    calendar: CalendarInfo | None = None
    journey: JourneyProgress | None = None
    error: str = ""

    @classmethod
    def load(cls, session: "Session") -> "ProfileView":
        """Read statistics, calendar and journey of the active profile."""
        profile = session.profile
        try:
            store = session.store
            return cls(profile, store.profiles.all_stats(profile.id), store.boards.calendar(profile.id),
                       store.boards.journey(profile.id))
        except (StoreError, sqlite3.Error) as err:  # a newer read-only file may lack parts
            log.warning("Profilansicht unvollständig: %s", err)
            return cls(profile, error="Die Statistik dieses Spielstands lässt sich nicht lesen.")


class StoreProfileScene(PageScene):
    """Tap a name to play as that profile; the right side shows what the store knows about it."""

    name = "profile"
    title = "Profil"
    subtitle = "Wer spielt? Statistik, Elo-Zahl, Serie und Sterne"
    card_width = 1200

    def __init__(self, app, session: "Session") -> None:
        super().__init__(app)
        self.session = session
        self.list = RowList(self._draw_row, 60, self._select)
        self.new_btn = Button("Neues Profil", self._open_new, Style.PRIMARY, Icon.USER, font_size=17)
        self.group.add(self.list, self.new_btn)
        self.profiles: list[Profile] = []
        self.message = ""
        self.stats_area = pygame.Rect(0, 0, 0, 0)
        self.view: ProfileView | None = None
        self._marked: ProfileView | None = None  # the view named in the last marks, kept so its id is not reused
        self._reload()

    def _reload(self) -> None:
        self.profiles = self.session.choosable()
        self.list.set_items(self.profiles)
        self.list.selected = next((i for i, p in enumerate(self.profiles) if p.id == self.session.profile_id), 0)
        self.view = ProfileView.load(self.session)

    def _select(self, index: int, profile: Profile) -> None:
        self.session.switch(profile.id)
        self.view = ProfileView.load(self.session)
        self.message = f"Es spielt jetzt: {profile.name}."

    def _open_new(self) -> None:
        self.app.stack.push(NewProfileScene(self.app, self.session, self._created))

    def _created(self, profile: Profile) -> None:
        self._reload()
        self.message = f"Profil „{profile.name}“ angelegt; es spielt jetzt."

    def resume(self) -> None:
        """Back from the name entry: show the new list."""
        self._reload()

    def layout_content(self, card: pygame.Rect) -> None:
        """Profile list left, statistics right."""
        f = self.frame
        inner = card.inflate(-f.px(48), -f.px(44))
        if f.portrait:
            left = pygame.Rect(inner.x, inner.y + f.px(30), inner.w, f.px(330))
            self.stats_area = pygame.Rect(inner.x, left.bottom + f.px(90), inner.w, inner.bottom - left.bottom - f.px(90))
        else:
            left, self.stats_area = split_h(inner, [0.34, 0.66], gap=f.px(36))
            left = pygame.Rect(left.x, left.y + f.px(30), left.w, left.h - f.px(30) - f.px(70))
        self.list.layout(left, f.s)
        self.new_btn.layout(pygame.Rect(left.x, left.bottom + f.px(16), left.w, f.px(52)), f.s)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, profile: Profile, index: int, selected: bool) -> None:
        f = self.frame
        inner = rect.inflate(0, -f.px(6))
        active = profile.id == self.session.profile_id
        if active:
            band = pygame.Surface(inner.size, pygame.SRCALPHA)
            pygame.draw.rect(band, (*Setzer.DW, 120), band.get_rect(), border_radius=f.px(8))
            surface.blit(band, inner)
            pygame.draw.rect(surface, Setzer.VERMILION, (inner.x, inner.y + f.px(6), f.px(4), inner.h - f.px(12)))
        name = text.ellipsize(profile.name, Face.JOST_SEMI, f.font_px(19), inner.w - f.px(110))
        text.blit(surface, name, Face.JOST_SEMI, f.font_px(19), Setzer.INK, (inner.x + f.px(16), inner.centery), "midleft")
        detail = "ohne Wertung" if profile.is_guest else f"Elo {profile.rating}"
        text.blit(surface, detail, Face.JOST, f.font_px(14), Setzer.MUTED, (inner.right - f.px(10), inner.centery), "midright")

    def content_marks(self) -> list[Mark]:
        """The whole card while what it shows changes (another profile plays, a message, statistics read anew: a new
        ``ProfileView``)."""
        self._marked = self.view
        return [(self.card, ("card", id(self.view), self.session.profile_id, self.message))]

    def draw_content(self, surface: pygame.Surface) -> None:
        """Headline, per-game table, rating, streak and journey line."""
        f = self.frame
        list_rect = self.list.rect
        text.blit(surface, "SPIELER", Face.SPARTAN, f.font_px(12.5), Setzer.MUTED, (list_rect.x, list_rect.y - f.px(28)),
                  tracking=f.s * 1.5)
        view = self.view
        if view is None:
            return
        profile = view.profile
        a = self.stats_area
        x, y = a.x, a.y
        text.blit(surface, profile.name, Face.GARAMOND_BOLD, f.font_px(34), Setzer.INK, (x, y))
        y += f.px(48)
        if profile.is_guest:
            rating = "Gäste spielen ohne Elo-Zahl."
        else:
            duels = "1 gewertetes Duell" if profile.rated_games == 1 else f"{profile.rated_games} gewertete Duelle"
            rating = f"Elo-Zahl Speedsetzer: {profile.rating} (höchste {profile.peak_rating}, {duels})"
        text.blit(surface, rating, Face.JOST_SEMI, f.font_px(17), Setzer.PRUSSIAN, (x, y))
        y += f.px(40)
        widths = [0.2, 0.1, 0.11, 0.2, 0.25, 0.14]
        cells = split_h(pygame.Rect(x, y, a.w, f.px(24)), widths, gap=f.px(8))
        for head, cell in zip(("",) + COLUMNS, cells):
            text.blit(surface, head.upper(), Face.SPARTAN, f.font_px(11.5), Setzer.MUTED, cell.topleft, tracking=f.s * 1.2)
        y += f.px(30)
        if view.error:
            text.blit(surface, view.error, Face.JOST, f.font_px(15), Setzer.VERMILION, (x, y))
            return
        stats, calendar, journey = view.stats, view.calendar, view.journey
        for game, label in GAME_NAMES.items():
            s = stats[game]
            best_move = f"{s.best_move_points} {s.best_move_word}".strip() if s.games else "–"
            values = (label, str(s.games), str(s.wins), best_move if s.best_move_points else "–", s.best_word or "–",
                      _average(s.average_points_per_move) if s.games else "–")
            cells = split_h(pygame.Rect(x, y, a.w, f.px(34)), widths, gap=f.px(8))
            for i, (value, cell) in enumerate(zip(values, cells)):
                face = Face.JOST_SEMI if i == 0 else Face.JOST
                shown = text.ellipsize(value, face, f.font_px(17), cell.w)
                text.blit(surface, shown, face, f.font_px(17), Setzer.INK, (cell.x, cell.centery), "midleft")
            pygame.draw.line(surface, Setzer.GRID, (x, y + f.px(36)), (a.right, y + f.px(36)), max(1, f.px(1)))
            y += f.px(40)
        y += f.px(14)
        streak = (f"Tagesrätsel: {len(calendar.days)} Lesezeichen, Serie {calendar.current_streak} "
                  f"(beste {calendar.best_streak})")
        text.blit(surface, streak, Face.JOST, f.font_px(17), Setzer.INK, (x, y))
        y += f.px(30)
        level = journey.next_level
        nxt = "alle Level geschafft" if level > JOURNEY_LEVELS else f"als Nächstes Level {level}"
        text.blit(surface, f"Reise: {journey.total_stars} von {3 * JOURNEY_LEVELS} Sternen, {nxt}", Face.JOST,
                  f.font_px(17), Setzer.INK, (x, y))
        if self.message:
            text.blit(surface, self.message, Face.JOST_SEMI, f.font_px(16), Setzer.VALID,
                      (x, self.card.bottom - f.px(44)))


class NewProfileScene(PageScene):
    """Type a name (keyboard or on-screen keys) and create the profile."""

    name = "profile.new"
    title = "Neues Profil"
    subtitle = "Der Name erscheint am Tisch und in den Bestenlisten"
    card_width = 860

    def __init__(self, app, session: "Session", on_created) -> None:
        super().__init__(app)
        self.session = session
        self.on_created = on_created
        self.text = ""
        self.error = ""
        self.save_btn = Button("Anlegen", self.save, Style.PRIMARY, Icon.CHECK, font_size=18)
        self.keyboard = OnScreenKeyboard(self._type, self._delete, self.save, "Anlegen")
        self.group.add(self.save_btn, self.keyboard)
        self.field = pygame.Rect(0, 0, 0, 0)

    def _type(self, chars: str) -> None:
        if chars == " " and (not self.text or self.text.endswith(" ")):
            return
        word_start = not self.text or self.text.endswith(" ")
        self.text = (self.text + (chars if word_start else chars.lower()))[:MAX_NAME_LENGTH]
        self.error = ""

    def _delete(self) -> None:
        self.text = self.text[:-1]

    def save(self) -> None:
        """Create the profile, make it the active one, go back."""
        try:
            profile = self.session.store.profiles.create(self.text)
        except StoreError as err:
            self.error = str(err)
            return
        self.session.created(profile.id)
        self.app.stack.pop()
        self.on_created(profile)

    def layout_content(self, card: pygame.Rect) -> None:
        """Name field and button on top, keyboard below."""
        f = self.frame
        pad = f.px(32)
        top = card.y + f.px(64)
        h = f.px(64)
        bw = f.px(200)
        self.field = pygame.Rect(card.x + pad, top, card.w - 2 * pad - bw - f.px(14), h)
        self.save_btn.layout(pygame.Rect(self.field.right + f.px(14), top, bw, h), f.s)
        kb_top = top + h + f.px(60)
        self.keyboard.layout(pygame.Rect(card.x + pad, kb_top, card.w - 2 * pad,
                                         max(f.px(150), min(f.px(300), card.bottom - kb_top - f.px(24)))), f.s)

    def handle(self, action: Action) -> bool:
        """Typed characters go into the name."""
        if action.kind is Act.TEXT:
            self.text = (self.text + action.text)[:MAX_NAME_LENGTH]
            self.error = ""
            return True
        if action.kind is Act.DELETE:
            self._delete()
            return True
        if action.kind is Act.CONFIRM:
            self.save()
            return True
        return super().handle(action)

    def content_marks(self) -> list[Mark]:
        """The name field as typed and the hint or error line below it (to the window's edge: an error is not cut)."""
        f = self.frame
        hint_y = self.save_btn.rect.bottom + f.px(16)
        return [(self.field.inflate(f.px(4), f.px(4)), ("name", self.text)),
                (pygame.Rect(self.field.x, hint_y - f.px(2), f.size[0] - self.field.x, f.px(30)), ("hint", self.error))]

    def draw_content(self, surface: pygame.Surface) -> None:
        """Caption, the field with caret, the hint or error."""
        f = self.frame
        text.blit(surface, "NAME", Face.SPARTAN, f.font_px(12.5), Setzer.MUTED, (self.field.x, self.card.y + f.px(34)),
                  tracking=f.s * 1.5)
        pygame.draw.rect(surface, Setzer.PAPER, self.field, border_radius=f.px(10))
        pygame.draw.rect(surface, Setzer.BUTTON_EDGE, self.field, max(1, f.px(2)), border_radius=f.px(10))
        shown = self.text or "Name"
        rect = text.blit(surface, shown, Face.JOST_SEMI, f.font_px(26), Setzer.INK if self.text else Setzer.MUTED,
                         (self.field.x + f.px(16), self.field.centery), "midleft")
        if self.text:
            pygame.draw.line(surface, Setzer.VERMILION, (rect.right + f.px(3), rect.y + f.px(4)),
                             (rect.right + f.px(3), rect.bottom - f.px(4)), max(1, f.px(2)))
        y = self.save_btn.rect.bottom + f.px(16)
        if self.error:
            text.blit(surface, self.error, Face.JOST_SEMI, f.font_px(16), Setzer.VERMILION, (self.field.x, y))
        else:
            text.blit(surface, f"Höchstens {MAX_NAME_LENGTH} Zeichen. Umlaute sind erlaubt.", Face.JOST, f.font_px(15),
                      Setzer.MUTED, (self.field.x, y))
