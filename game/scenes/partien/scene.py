"""Meine Partien: games against people with whose turn it is, invitations, a new game by name or "irgendwer"."""
from __future__ import annotations

import time

import pygame
import pygame_gui

from game.center.remote_games import RemoteGames
from game.input.actions import Act, Action
from game.render import art, text
from game.render.assets import cached
from game.render.damage import shows
from game.render.fonts import Face
from game.render.theme import Setzer
from game.render.ui_theme import entry_object_id
from game.scenes.partien.list_model import SECTION_TITLES, Line, lines, opponent
from game.scenes.partien.wording import deadline_text, result_line, turn_time_text
from game.widgets.button import Button
from game.widgets.entry_host import EntryHost
from game.widgets.icons import Icon
from game.widgets.marks import Mark, entry_mark
from game.widgets.page import PageScene
from game.widgets.scroll import ScrollView
from game.widgets.style import Style

CARD_H = 106
GAP = 12
HEAD_H = 34
MAX_NAME = 24


def list_positions(entries: list[Line], s: float) -> list[tuple[str | None, int]]:
    """Each card's section head (None when it continues a section) and its y offset in the scrolled list."""
    out = []
    y = 0
    last = None
    for entry in entries:
        head = entry.section if entry.section != last else None
        if head is not None:
            y += int(HEAD_H * s)
        out.append((head, y))
        y += int((CARD_H + GAP) * s)
        last = entry.section
    return out


def card_button(card: pygame.Rect, s: float, which: int = 0) -> pygame.Rect:
    """The button on a card (``which`` 1: the second of Annehmen / Ablehnen)."""
    w, h = int(120 * s), int(48 * s)
    right = card.right - int(16 * s) - which * (w + int(10 * s))
    return pygame.Rect(right - w, card.centery - h // 2, w, h)


class PartienScene(EntryHost, PageScene):
    """The player's games against people on every device (``RemoteGames`` polls off the frame loop)."""

    name = "partien"
    title = "Meine Partien"
    subtitle = "Speedsetzer · gegen Menschen · Bedenkzeit in Tagen"
    card_width = 0
    ui_in_damage = True  # content_marks covers the name field

    def __init__(self, app, remote: RemoteGames) -> None:
        super().__init__(app)
        self.remote = remote
        self.now = time.time()  # wall-clock time of this frame (deadlines and "geprüft vor …"), set in update
        self.text = ""
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.entries: list[Line] = []
        self.list = ScrollView(self._draw_list, on_tap=self._tap_list)
        self.invite = Button("Neue Partie: gegen …", self.do_invite, Style.PRIMARY, Icon.PEOPLE, font_size=17)
        self.anyone = Button("Irgendwer (ähnliche Stärke)", self.do_anyone, Style.CARD, Icon.PEOPLE, font_size=17,
                             sub="gepaart vom Spielcenter")
        self.profile = Button("Mein Profil", self.open_profile, Style.CARD, Icon.USER, font_size=17)
        self.group.add(self.list, self.invite, self.anyone, self.profile)
        self.side = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        """Fetch the list now."""
        self.remote.refresh()
        self.resize(self.app.size)

    def resume(self) -> None:
        """Back from a game: fetch again."""
        super().resume()
        self.remote.refresh()

    def layout_content(self, card: pygame.Rect) -> None:
        """List on the left (below in portrait), the new-game panel on the right (on top in portrait)."""
        f = self.frame
        if f.portrait:
            self.side = f.rect(20, 92, 760, 292)  # two lines of a refusal under the buttons
            self.list.layout(f.rect(20, 402, 760, 1280 - 402 - 16), f.s)
        else:
            self.side = f.rect(880, 92, 380, 420)
            self.list.layout(f.rect(20, 92, 840, 800 - 92 - 12), f.s)
        side = self.side
        pad = f.px(20)
        inner_w = side.w - 2 * pad
        entry_rect = pygame.Rect(side.x + pad, side.y + f.px(46), inner_w, f.px(48))
        self.invite.layout(pygame.Rect(side.x + pad, entry_rect.bottom + f.px(12), inner_w, f.px(52)), f.s)
        self.anyone.layout(pygame.Rect(side.x + pad, self.invite.rect.bottom + f.px(12), inner_w, f.px(56)), f.s)
        profile_y = self.anyone.rect.bottom + f.px(12)
        self.profile.layout(pygame.Rect(side.x + pad, profile_y, inner_w, f.px(48)), f.s)
        self.anyone.sub = "" if f.portrait else "gepaart vom Spielcenter"
        if f.portrait:  # two columns in the short portrait panel
            half = (inner_w - f.px(12)) // 2
            self.anyone.layout(pygame.Rect(side.x + pad, self.invite.rect.bottom + f.px(12), half, f.px(56)), f.s)
            self.profile.layout(pygame.Rect(self.anyone.rect.right + f.px(12), self.anyone.rect.y, half, f.px(56)),
                                f.s)
        self._kill_entry()
        ui = self.app.ui
        self.entry = pygame_gui.elements.UITextEntryLine(entry_rect, ui, object_id=entry_object_id(ui, f.font_px(20)),
                                                         placeholder_text="Name des Gegners")
        self.entry.set_text_length_limit(MAX_NAME)
        self.entry.set_text(self.text[:MAX_NAME])

    # ------------------------------------------------------------------ state
    def _name(self) -> str:
        return " ".join((self.entry.get_text() if self.entry is not None else self.text).split())

    def update(self, dt: float) -> None:
        """Take the latest list; buttons follow the connection and the name field."""
        super().update(dt)
        self.now = time.time()
        self.entries = lines(self.remote.games or [], self.remote.fresh)
        positions = list_positions(self.entries, self.frame.s)
        self.list.content_height = (positions[-1][1] + int(CARD_H * self.frame.s)) if positions else 0
        online = self.remote.online is not False
        name = self._name()
        self.invite.label = f"Neue Partie: gegen {name}" if name else "Neue Partie: gegen …"
        self.invite.enabled = online and bool(name)
        self.anyone.enabled = online

    def do_invite(self) -> None:
        """Invite the named player."""
        name = self._name()
        if name:
            self.remote.new_game(name)

    def do_anyone(self) -> None:
        """Ask the Spielcenter for someone of similar rating."""
        self.remote.new_game(None)

    def open_profile(self, player_id: int | None = None) -> None:
        """The own profile (or another player's)."""
        from game.scenes.partien.profile import RemoteProfileScene

        identity = self.remote.identity()
        if identity is None:
            return
        self.app.stack.push(RemoteProfileScene(self.app, self.remote, player_id or identity.player_id))

    def open_game(self, game_id: int) -> None:
        """The table of a game."""
        from game.scenes.partien.table import RemoteTableScene

        self.app.stack.push(RemoteTableScene(self.app, self.remote, game_id))

    def card_rects(self) -> list[tuple[Line, pygame.Rect]]:
        """Each card's rectangle on screen (scrolled)."""
        view = self.list.rect
        return [(entry, pygame.Rect(view.x, view.y + y - int(self.list.offset), view.w - self.frame.px(12),
                                    self.frame.px(CARD_H)))
                for entry, (_head, y) in zip(self.entries, list_positions(self.entries, self.frame.s))]

    def _tap_list(self, pos: tuple[int, int]) -> None:
        for entry, rect in self.card_rects():
            if not rect.collidepoint(pos):
                continue
            game_id = entry.game["id"]
            if entry.button == "annehmen":
                if card_button(rect, self.frame.s, 1).collidepoint(pos):
                    self.remote.answer(game_id, False)
                else:
                    self.remote.answer(game_id, True)
                return
            if entry.section == "suche":
                return
            if entry.section in ("warten", "beendet") and entry.game["status"] == "eingeladen":
                return
            self.open_game(game_id)
            return

    def handle(self, action: Action) -> bool:
        """Enter in the name field invites; typing fills the name field."""
        if action.kind == Act.CONFIRM and self._name():
            self.do_invite()
            return True
        if action.kind == Act.TEXT and self.entry is not None and not self.entry.is_focused:
            self.entry.set_text((self.entry.get_text() + action.text)[:MAX_NAME])  # typed without tapping the field
            return True
        if action.kind == Act.DELETE and self.entry is not None and not self.entry.is_focused:
            self.entry.set_text(self.entry.get_text()[:-1])
            return True
        return super().handle(action)

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        """Enter in the entry invites."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self._name():
            self.do_invite()

    # ------------------------------------------------------------------ drawing
    def content_marks(self) -> list[Mark]:
        """The chip, the side panel's note, the cards as they read now and the name field (pygame_gui's picture)."""
        f = self.frame
        marks: list[Mark] = [(f.rect(1040, 18, 220, 48), ("chip", self.remote.online, self._checked_text())),
                             (self.side.inflate(f.px(40), f.px(40)), ("side", self.remote.message)),
                             (self.list.rect, ("list", id(self.remote.games), self._cards_look()))]
        e = self.entry
        if e is not None:
            self._entry_image = e.image  # kept, so its id is not reused by a new picture
            marks.append(entry_mark(e))
        return marks

    def _cards_look(self) -> tuple:
        """What the list's cards show (their texts change with the clock)."""
        return tuple((ln.game["id"], ln.section, ln.button, ln.fresh, ln.game.get("version"), self._status(ln, self.now))
                     for ln in self.entries)

    def _checked_text(self) -> str:
        """When the list was last fetched, in words."""
        if self.remote.listed_at is None:
            return "noch keine Züge geladen"
        ago = max(0, int(self.now - self.remote.listed_at))
        return "Neue Züge geprüft: gerade eben" if ago < 60 else f"Neue Züge geprüft: vor {ago // 60} Min."

    def _background(self) -> pygame.Surface:
        """The page's background with the chip's pill and the side panel's card (and shadow) already on it: what
        never changes is one opaque blit (nothing else is drawn under them)."""
        f, side = self.frame, self.side

        def build() -> pygame.Surface:
            out = super(PartienScene, self)._background().copy()
            if not f.portrait:
                chip = f.rect(1040, 18, 220, 48)
                out.blit(art.panel(chip.size, chip.h // 2, (42, 51, 59), (28, 35, 41), (74, 85, 94), grain=0), chip)
            soft = f.px(18)
            out.blit(art.shadow(side.size, f.px(14), soft, 130), (side.x - soft, side.y - soft + f.px(6)))
            out.blit(art.panel(side.size, f.px(14), Setzer.CARD, (236, 226, 205), Setzer.BUTTON_EDGE, grain=5, highlight=24),
                     side)
            return out

        return cached(("partien-bg", f.size, tuple(side)), build)

    def draw(self, surface: pygame.Surface) -> None:
        """Background (with the chip's pill and the side card), chip, side panel, list."""
        surface.blit(self._background(), (0, 0))
        self._draw_chip(surface)
        self._draw_side(surface)
        self.group.draw(surface)

    def _draw_chip(self, surface: pygame.Surface) -> None:
        f = self.frame
        if f.portrait:
            return
        rect = f.rect(1040, 18, 220, 48)  # its pill is in the background
        online = self.remote.online
        dot = (124, 196, 122) if online else (142, 151, 158)
        pygame.draw.circle(surface, dot, (rect.x + f.px(22), rect.centery), f.px(5))
        title = "Spielcenter verbunden" if online else ("Verbinde …" if online is None else "Offline")
        text.blit(surface, title, Face.JOST_SEMI, f.font_px(15), (241, 235, 221), (rect.x + f.px(36), rect.y + f.px(6)))
        text.blit(surface, self._checked_text(), Face.JOST, f.font_px(12.5), (169, 163, 150), (rect.x + f.px(36), rect.y + f.px(26)))

    def _draw_side(self, surface: pygame.Surface) -> None:
        f = self.frame
        side = self.side
        pad = f.px(20)
        text.blit(surface, "NEUE PARTIE", Face.SPARTAN, f.font_px(12), Setzer.MUTED, (side.x + pad, side.y + f.px(18)),
                  tracking=f.s * 1.5)
        text.blit(surface, "Speedsetzer", Face.JOST, f.font_px(13), Setzer.MUTED,
                  (side.right - pad, side.y + f.px(16)), "topright")
        note = self.remote.message or f"{turn_time_text(24 * 3600)} · hilfsbereit · klassisch"
        y = self.profile.rect.bottom + f.px(14)
        if y < side.bottom - f.px(20):
            room = max(1, (side.bottom - f.px(12) - y) // f.px(19))  # a long refusal takes what the panel has left
            for line in text.wrap(note, Face.JOST, f.font_px(14), side.w - 2 * pad, max_lines=room):
                colour = Setzer.VERMILION if self.remote.message else Setzer.MUTED
                text.blit(surface, line, Face.JOST, f.font_px(14), colour, (side.x + pad, y))
                y += f.px(19)

    def _draw_list(self, surface: pygame.Surface, view: pygame.Rect, offset: int) -> None:
        f = self.frame
        if not self.entries:
            message = ("Noch keine Partien. Lade jemanden ein – oder spiel gegen irgendwen."
                       if self.remote.games is not None else "Lade deine Partien …")
            for i, line in enumerate(text.wrap(message, Face.JOST, f.font_px(18), view.w - f.px(40))):
                text.blit(surface, line, Face.JOST, f.font_px(18), (233, 226, 210),
                          (view.x + f.px(10), view.y + f.px(20) + i * f.px(26)))
            return
        positions = list_positions(self.entries, f.s)
        now = self.now
        for (entry, rect), (head, _y) in zip(self.card_rects(), positions):
            if head is not None:
                count = sum(1 for e in self.entries if e.section == head)
                hy = rect.y - f.px(HEAD_H) + f.px(8)
                label = text.blit(surface, SECTION_TITLES[head].upper(), Face.SPARTAN, f.font_px(12), (168, 176, 182),
                                  (rect.x + f.px(4), hy), tracking=f.s * 2)
                text.blit(surface, str(count), Face.JOST_SEMI, f.font_px(13), (233, 226, 210),
                          (label.right + f.px(10), hy - f.px(2)))
            if rect.bottom < view.y or rect.y > view.bottom or not shows(surface, rect):
                continue  # a pass that redraws only the chip or the name field skips the cards
            self._draw_card(surface, rect, entry, now)

    def _draw_card(self, surface: pygame.Surface, rect: pygame.Rect, entry: Line, now: float) -> None:
        f = self.frame
        game = entry.game
        surface.blit(cached(("partien-card", rect.size), lambda: art.panel(rect.size, f.px(12), Setzer.BUTTON_TOP, (237, 226, 203),
                                                                           Setzer.BUTTON_EDGE, grain=3, highlight=18)), rect)
        if entry.section == "dran":
            surface.blit(cached(("partien-band", rect.size), lambda: _band(rect.size, f.px(12))), rect)
            pygame.draw.rect(surface, Setzer.VERMILION, (rect.x + f.px(8), rect.y + f.px(14), f.px(4),
                                                         rect.h - f.px(28)))
        other = opponent(game)
        name = other["name"] if other else "Irgendwer"
        cx, cy = rect.x + f.px(48), rect.centery
        disc = cached(("partien-disc", f.px(24)), lambda: art.circle_surface(f.px(24), Setzer.PLAYERS[1], (31, 62, 90)))
        surface.blit(disc, disc.get_rect(center=(cx, cy)))
        text.blit(surface, name[:1].upper(), Face.JOST_SEMI, f.font_px(22), (255, 246, 236), (cx, cy), "center")
        nx = rect.x + f.px(88)
        shown = text.blit(surface, text.ellipsize(name, Face.JOST_SEMI, f.font_px(21), f.px(220)), Face.JOST_SEMI,
                          f.font_px(21), Setzer.INK, (nx, rect.y + f.px(14)))
        if other:
            pill = text.blit(surface, f"Elo {other['rating']}", Face.JOST_SEMI, f.font_px(13), Setzer.MUTED,
                             (shown.right + f.px(14), rect.y + f.px(22)))
            if entry.fresh:
                text.blit(surface, "neuer Zug", Face.JOST_SEMI, f.font_px(13), Setzer.VERMILION,
                          (pill.right + f.px(14), rect.y + f.px(22)))
        status, colour = self._status(entry, now)
        text.blit(surface, status, Face.JOST_SEMI, f.font_px(16), colour, (nx, rect.y + f.px(48)))
        settings = game.get("settings") or {}
        sub = f"{turn_time_text(game.get('turn_seconds') or 86400)} · {settings.get('check', '')} · " \
              f"{settings.get('premiums', '')}"
        text.blit(surface, sub, Face.JOST, f.font_px(13.5), Setzer.MUTED, (nx, rect.y + f.px(74)))
        if game["status"] in ("laeuft", "beendet") and game.get("scores") is not None and rect.w > f.px(640):
            seat = game.get("seat") or 0
            scores = game["scores"]
            sx = rect.x + f.px(560)
            text.blit(surface, f"{scores[seat]} : {scores[1 - seat]}", Face.SPARTAN_HEAVY, f.font_px(28), Setzer.INK,
                      (sx, rect.y + f.px(30)), "midtop")
        if entry.button == "annehmen":
            self._paint_button(surface, card_button(rect, f.s, 0), "Annehmen", True)
            self._paint_button(surface, card_button(rect, f.s, 1), "Ablehnen", False)
        elif entry.button == "ziehen":
            self._paint_button(surface, card_button(rect, f.s), "Ziehen", True)
        elif entry.section != "suche":
            text.blit(surface, "Ansehen ›", Face.JOST_SEMI, f.font_px(16), Setzer.PRUSSIAN,
                      (rect.right - f.px(24), rect.centery), "midright")

    def _paint_button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, primary: bool) -> None:
        f = self.frame
        top, bottom, edge, ink = ((233, 80, 63), (213, 57, 43), Setzer.TW_EDGE, (255, 246, 236)) if primary else \
            (Setzer.BUTTON_TOP, Setzer.BUTTON_BOTTOM, Setzer.BUTTON_EDGE, Setzer.INK)
        surface.blit(cached(("partien-button", rect.size, primary),
                            lambda: art.panel(rect.size, f.px(10), top, bottom, edge, grain=0, highlight=20)), rect)
        text.blit(surface, label, Face.JOST_SEMI, f.font_px(17), ink, rect.center, "center")

    def _status(self, entry: Line, now: float) -> tuple[str, tuple[int, int, int]]:
        game = entry.game
        left = deadline_text(game.get("turn_deadline"), now)
        other = opponent(game)
        name = other["name"] if other else "?"
        if entry.section == "dran":
            return f"Du bist dran · {left}", Setzer.VERMILION
        if entry.section == "einladung":
            return f"{name} lädt dich ein", Setzer.PRUSSIAN
        if entry.section == "suche":
            return "Das Spielcenter sucht einen Gegner ähnlicher Stärke …", Setzer.MUTED
        if entry.section == "warten":
            if game["status"] == "eingeladen":
                return f"Eingeladen · wartet auf {name}", Setzer.INK
            return f"{name} ist dran · {left}", Setzer.INK
        return result_line(game), Setzer.VALID if "Gewonnen" in result_line(game) else Setzer.INK



def _band(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The warm tint over a card where it is your turn."""
    band = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(band, (*Setzer.DW, 46), band.get_rect(), border_radius=radius)
    return band
