"""A player's profile from the games against people: Elo with a chart, games, wins, best move and word."""
from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

import pygame

from game.center.remote_games import RemoteGames
from game.plural import count
from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.theme import Setzer
from game.scenes.leaderboard.standing import points_text
from game.scenes.message import confirm
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.style import Style

if TYPE_CHECKING:
    from game.center.service import CenterService

CHART_LINE = (47, 94, 134)
#: the Spielcenter's list names as the lists' tabs call them
BOARD_TITLES = {"bestenliste": "Bestenliste", "tagesbrett": "Tagesbrett", "3min": "3 Minuten", "endlos": "Endlos",
                "tagesraetsel": "Tagesrätsel"}


def chart_points(ratings: list[int], rect: pygame.Rect) -> list[tuple[int, int]]:
    """The rating history as points inside ``rect`` (oldest left; at least 100 Elo of height)."""
    if not ratings:
        return []
    low, high = min(ratings), max(ratings)
    if high - low < 100:
        mid = (high + low) / 2
        low, high = mid - 50, mid + 50
    n = len(ratings)
    step = rect.w / max(1, n - 1)
    return [(int(rect.x + (i * step if n > 1 else rect.w / 2)),
             int(rect.bottom - (r - low) / (high - low) * rect.h)) for i, r in enumerate(ratings)]


class RemoteProfileScene(PageScene):
    """Own or another player's profile (the one view of a Spielcenter player, opened from Partien and the lists).

    Another player's shows "Partie anbieten" and "Spieler blockieren" (asks once; the same button unblocks), the
    hall and the best result per list from the public card (``GET /v1/players/{id}``, ``CenterService.players``);
    both buttons need a signed-in player and a connection, else they are disabled and say why.
    """

    name = "partien.profil"
    title = "Profil"
    subtitle = "Elo zählt nur Partien gegen Menschen"
    card_width = 1232

    def __init__(self, app, remote: RemoteGames, player_id: int) -> None:
        super().__init__(app)
        self.remote = remote
        self.player_id = player_id
        self.center: CenterService | None = app.center  # the public card: hall, best results, whether you blocked
        identity = remote.identity()
        self.own = identity is not None and identity.player_id == player_id
        self.blocked: bool | None = False if self.center is None else None  # None until the card says
        self._old_card: dict | None = None  # the card known before this page asked again
        self.why_not = ""  # why offer and block are disabled (German), "" when they work
        self.offer = Button("Partie anbieten", self.do_offer, Style.PRIMARY, Icon.PEOPLE, font_size=17)
        self.block = Button("Spieler blockieren", self.do_block, Style.CARD, Icon.CROSS, font_size=17)
        self.offer.visible = self.block.visible = not self.own
        self.group.add(self.offer, self.block)

    def enter(self) -> None:
        """Fetch the profile (with a token) and another player's public card."""
        if self.remote.identity() is not None:
            self.remote.fetch_profile(self.player_id)
        if not self.own and self.center is not None:
            self._old_card = self.center.players.get(self.player_id)
            self.center.fetch_player(self.player_id)
        self.resize(self.app.size)

    @property
    def data(self) -> dict | None:
        """The profile as last fetched."""
        return self.remote.profiles.get(self.player_id)

    @property
    def public(self) -> dict | None:
        """Another player's public card as last fetched (None for the own profile or before the answer)."""
        if self.own or self.center is None:
            return None
        return self.center.players.get(self.player_id)

    @property
    def problem(self) -> str | None:
        """Why the public card could not be fetched (German), if it could not."""
        return self.center.player_problems.get(self.player_id) if self.center is not None else None

    @property
    def player_name(self) -> str | None:
        """The name, from whichever answer came first."""
        found = self.data or self.public
        return str(found["name"]) if found is not None else None

    def update(self, dt: float) -> None:
        """Take the card's block state once the fresh answer is there; offer and block follow the connection."""
        super().update(dt)
        if self.own:
            return
        public = self.public
        if self.blocked is None and public is not None and (public is not self._old_card or self._offline()):
            self.blocked = bool(public.get("blocked", False))
        self.why_not = self._why_not()
        self.offer.enabled = not self.why_not and self.player_name is not None
        self.block.enabled = not self.why_not and self.blocked is not None
        self.block.label = "Blockierung aufheben" if self.blocked else "Spieler blockieren"

    def _offline(self) -> bool:
        return self.remote.online is False or (self.center is not None and self.center.online is False)

    def _why_not(self) -> str:
        if self.remote.identity() is None:
            return "Anbieten und Blockieren gehen, sobald dieses Gerät beim Spielcenter angemeldet ist."
        if self._offline():
            return "Offline: Partie anbieten und Blockieren brauchen den Spielcenter."
        return ""

    def do_offer(self) -> None:
        """Invite this player by id (another player may have the same name); the invitation waits in Meine Partien."""
        if self.player_name is not None and not self.why_not:
            self.remote.new_game(None, opponent_id=self.player_id)
            self.go_back()

    def do_block(self) -> None:
        """Block after asking once; a blocked player is unblocked by the same button at once."""
        if self.why_not or self.blocked is None:
            return
        if self.blocked:
            self._set_block(False)
            return
        name = self.player_name or "Dieser Spieler"
        confirm(self.app, "Spieler blockieren?",
                f"{name} kann dich danach nicht mehr zu Partien einladen, und ihr werdet nicht mehr zusammen "
                "ausgelost. Aufheben kannst du das hier jederzeit.", "Blockieren", lambda: self._set_block(True))

    def _set_block(self, on: bool) -> None:
        self.blocked = on
        self.remote.block(self.player_id, on)
        if self.center is not None:
            self.center.note_block(self.player_id, on)
        self.block.label = "Blockierung aufheben" if on else "Spieler blockieren"

    def layout_content(self, card: pygame.Rect) -> None:
        """Buttons under the identity block."""
        f = self.frame
        y = card.y + f.px(120)
        self.offer.layout(pygame.Rect(card.x + f.px(28), y, f.px(200), f.px(48)), f.s)
        self.block.layout(pygame.Rect(self.offer.rect.right + f.px(12), y, f.px(220), f.px(48)), f.s)

    def _boxes(self) -> tuple[pygame.Rect, list[pygame.Rect], pygame.Rect, pygame.Rect | None]:
        """Chart, six stat cards, recent games and (another player's) best results per list."""
        f = self.frame
        card = self.card
        pad = f.px(28)
        if f.portrait:
            chart = pygame.Rect(card.x + pad, card.y + f.px(250), card.w - 2 * pad, f.px(250)) if not self.own else \
                pygame.Rect(card.x + pad, card.y + f.px(200), card.w - 2 * pad, f.px(300))
            w = (card.w - 2 * pad - f.px(16)) // 2
            stats = [pygame.Rect(card.x + pad + (i % 2) * (w + f.px(16)), chart.bottom + f.px(40) + (i // 2) *
                                 f.px(136), w, f.px(120)) for i in range(6)]
            recent = pygame.Rect(card.x + pad, stats[-1].bottom + f.px(28), card.w - 2 * pad, f.px(160))
            # portrait has room for one of the two: another player's best results take the recent games' place
            return chart, stats, recent, (recent if not self.own else None)
        chart = pygame.Rect(card.x + card.w // 2, card.y + f.px(40), card.w // 2 - pad, f.px(260))
        w = (card.w - 2 * pad - 5 * f.px(16)) // 6
        stats = [pygame.Rect(card.x + pad + i * (w + f.px(16)), card.bottom - f.px(160), w, f.px(120))
                 for i in range(6)]
        recent = pygame.Rect(card.x + pad, card.y + f.px(304), chart.x - card.x - 2 * pad, f.px(200))
        top = chart.bottom + f.px(44)
        bests = pygame.Rect(chart.x, top, chart.w, stats[0].y - f.px(20) - top) if not self.own else None
        return chart, stats, recent, bests

    def content_marks(self) -> list[Mark]:
        """The card anew when another answer arrives (profile or public card) or a line of text changes; buttons are widgets."""
        data, public = self.data, self.public
        self._shown = (data, public)  # kept, so their ids are not reused by later answers
        return [(self.card, ("profil", id(data), id(public), self.remote.message, self.why_not, self.problem))]

    def draw_content(self, surface: pygame.Surface) -> None:
        """Name (and another player's hall and why the buttons wait), Elo, chart, recent games, stat cards, bests."""
        f = self.frame
        card = self.card
        data, public = self.data, self.public
        x = card.x + f.px(28)
        name = self.player_name
        if name is None:
            text.blit(surface, self.remote.message or self.problem or "Lade das Profil …", Face.JOST, f.font_px(18),
                      Setzer.MUTED, (x, card.y + f.px(40)))
            return
        chart, stats, recent, bests = self._boxes()
        text.blit(surface, text.ellipsize(name, Face.JOST_SEMI, f.font_px(30), chart.x - x - f.px(20)
                                          if not f.portrait else card.right - x - f.px(28)),
                  Face.JOST_SEMI, f.font_px(30), Setzer.INK, (x, card.y + f.px(28)))
        if not self.own:
            if public is not None:
                venue = public.get("venue")
                text.blit(surface, str(venue["name"]) if venue else "Zuhause", Face.JOST, f.font_px(16),
                          Setzer.MUTED, (x, card.y + f.px(72)))
            if self.why_not:
                text.blit(surface, self.why_not, Face.JOST, f.font_px(14), Setzer.VERMILION,
                          (x, self.offer.rect.bottom + f.px(8)))
        # the Elo number: under the name (own profile), under the buttons (another player's), or top right (portrait)
        right = f.portrait and not self.own
        ex, ly = (card.right - f.px(28), card.y + f.px(24)) if right else (x, card.y + f.px(206 if not self.own else 90))
        anchor = "topright" if right else "topleft"
        text.blit(surface, "ELO", Face.SPARTAN, f.font_px(12), Setzer.MUTED, (ex, ly), anchor, tracking=f.s * 1.5)
        rating = (data or public or {}).get("rating")
        elo = text.blit(surface, points_text(rating) if rating is not None else "–",
                        Face.SPARTAN_HEAVY, f.font_px(60), Setzer.INK, (ex, ly + f.px(16)), anchor)
        if bests is not None:
            self._draw_bests(surface, public.get("bests", []) if public is not None else None, bests)
        if data is None:  # the profile needs a signed-in player and a connection; the public card does not
            note = self.why_not or self.remote.message or "Lade den Verlauf …"
            for i, line in enumerate(text.wrap(note, Face.JOST, f.font_px(15), chart.w, max_lines=3)):
                text.blit(surface, line, Face.JOST, f.font_px(15), Setzer.MUTED, (chart.x, chart.y + i * f.px(22)))
            return
        games = [p["rating"] for p in data["verlauf"]][-30:]
        before = data.get("start") if len(data["verlauf"]) <= 30 else None
        history = ([before] if before is not None else []) + games
        if len(history) > 1:
            change = history[-1] - history[0]
            colour = Setzer.VALID if change >= 0 else Setzer.VERMILION
            words = f"{change:+d} in {count(len(games), 'Partie')}"
            if right:
                text.blit(surface, words, Face.JOST_SEMI, f.font_px(16), colour, (elo.x - f.px(16), elo.centery),
                          "midright")
            else:
                text.blit(surface, words, Face.JOST_SEMI, f.font_px(16), colour, (elo.right + f.px(16), elo.centery))
        if bests is not recent:
            self._draw_recent(surface, data.get("letzte") or [], recent)
        self._draw_chart(surface, chart, history)
        best_move = data.get("bester_zug")
        best_word = data.get("bestes_wort")
        values = [
            ("PARTIEN", str(data["partien"]), "gegen Menschen"),
            ("SIEGE", str(data["siege"]), f"{round(100 * data['siege'] / data['partien'])} %" if data["partien"]
             else "noch keine"),
            ("Ø PUNKTE JE ZUG", f"{data['punkte_pro_zug']:.1f}".replace(".", ","), "gelegte Züge"),
            ("BESTER ZUG", str(best_move["punkte"]) if best_move else "–",
             ", ".join(best_move["woerter"][:2]) if best_move else ""),
            ("BESTES WORT", best_word["wort"] if best_word else "–", count(best_word['punkte'], "Punkt") if best_word
             else ""),
            ("HÖCHSTE ELO", str(data["peak"]), "bisher"),
        ]
        for rect, (caption, value, sub) in zip(stats, values):
            surface.blit(cached(("profil-stat", rect.size, f.px(12)), lambda: art.panel(
                rect.size, f.px(12), Setzer.BUTTON_TOP, (237, 226, 203), Setzer.BUTTON_EDGE, grain=3)), rect)
            text.blit(surface, caption, Face.SPARTAN, f.font_px(11.5), Setzer.MUTED,
                      (rect.x + f.px(14), rect.y + f.px(14)), tracking=f.s * 1.2)
            size = text.fit_size(value, Face.SPARTAN_HEAVY, f.font_px(34), rect.w - f.px(28))
            text.blit(surface, value, Face.SPARTAN_HEAVY, size, Setzer.INK, (rect.x + f.px(14), rect.y + f.px(36)))
            text.blit(surface, text.ellipsize(sub, Face.JOST, f.font_px(13.5), rect.w - f.px(28)), Face.JOST,
                      f.font_px(13.5), Setzer.MUTED, (rect.x + f.px(14), rect.y + f.px(88)))

    def _draw_bests(self, surface: pygame.Surface, bests: list[dict] | None, rect: pygame.Rect) -> None:
        """Another player's best checked result per list (the lists' public card), as many lines as fit."""
        f = self.frame
        text.blit(surface, "BESTWERTE IN DEN LISTEN", Face.SPARTAN, f.font_px(11.5), Setzer.MUTED, (rect.x, rect.y),
                  tracking=f.s * 1.2)
        y = rect.y + f.px(26)
        if not bests:
            note = "Lade die Bestwerte …" if bests is None else "Noch kein geprüftes Ergebnis in den Listen."
            text.blit(surface, note, Face.JOST, f.font_px(15), Setzer.MUTED, (rect.x, y))
            return
        pitch = f.px(34)
        for best in bests[:max(1, (rect.bottom - y) // pitch)]:
            day = datetime.date.fromisoformat(str(best["last_day"]))
            text.blit(surface, BOARD_TITLES.get(best["board"], best["board"]), Face.JOST_SEMI, f.font_px(17),
                      Setzer.INK, (rect.x, y + pitch // 2), "midleft")
            note = f"{count(int(best['results']), 'Ergebnis')} · zuletzt {day:%d.%m.%Y}"
            text.blit(surface, note, Face.JOST, f.font_px(13.5), Setzer.MUTED, (rect.x + f.px(150), y + pitch // 2),
                      "midleft")
            points = points_text(int(best["best"]))
            text.blit(surface, points, Face.SPARTAN_HEAVY, f.font_px(20), Setzer.INK, (rect.right, y + pitch // 2),
                      "midright")
            y += pitch

    def _draw_recent(self, surface: pygame.Surface, lines: list[dict], rect: pygame.Rect) -> None:
        f = self.frame
        text.blit(surface, "LETZTE PARTIEN", Face.SPARTAN, f.font_px(11.5), Setzer.MUTED, (rect.x, rect.y),
                  tracking=f.s * 1.2)
        y = rect.y + f.px(24)
        if not lines:
            text.blit(surface, "Noch keine beendete Partie gegen einen Menschen.", Face.JOST, f.font_px(15),
                      Setzer.MUTED, (rect.x, y))
            return
        for line in lines[:5 if not f.portrait else 3]:
            won = line["ergebnis"] == "Sieg"
            colour = Setzer.VALID if won else (Setzer.VERMILION if line["ergebnis"] == "Niederlage" else Setzer.MUTED)
            pill = pygame.Rect(rect.x, y, f.px(104), f.px(26))
            pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
            text.blit(surface, line["ergebnis"], Face.JOST_SEMI, f.font_px(13), (255, 246, 236), pill.center, "center")
            text.blit(surface, text.ellipsize(line["gegner"], Face.JOST_SEMI, f.font_px(17), f.px(150)), Face.JOST_SEMI,
                      f.font_px(17), Setzer.INK, (pill.right + f.px(14), pill.centery), "midleft")
            mine, theirs = line["punkte"]
            text.blit(surface, f"{mine} : {theirs}", Face.SPARTAN_HEAVY, f.font_px(19), Setzer.INK,
                      (rect.right - f.px(70), pill.centery), "midright")
            if line["elo"] is not None:
                text.blit(surface, f"{line['elo']:+d}", Face.JOST_SEMI, f.font_px(16),
                          Setzer.VALID if line["elo"] >= 0 else Setzer.VERMILION, (rect.right, pill.centery), "midright")
            y += f.px(40)

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect, history: list[int]) -> None:
        f = self.frame
        text.blit(surface, "VERLAUF (LETZTE 30 PARTIEN)", Face.SPARTAN, f.font_px(11.5), Setzer.MUTED,
                  (rect.x, rect.y - f.px(22)), tracking=f.s * 1.2)
        pygame.draw.rect(surface, (217, 204, 176), rect, 1, border_radius=f.px(6))
        inner = rect.inflate(-f.px(40), -f.px(40))
        points = chart_points(history, inner)
        if len(points) < 2:
            text.blit(surface, "Nach der ersten Partie gegen einen Menschen steht hier der Verlauf.", Face.JOST,
                      f.font_px(14), Setzer.MUTED, (rect.centerx, rect.centery + f.px(28)), "center")
            for p in points:
                pygame.draw.circle(surface, Setzer.VERMILION, p, f.px(5))
            return
        pygame.draw.lines(surface, CHART_LINE, False, points, max(2, f.px(2)))
        for p in points[:-1]:
            pygame.draw.circle(surface, CHART_LINE, p, max(3, f.px(3.6)))
        pygame.draw.circle(surface, (255, 246, 236), points[-1], f.px(8))
        pygame.draw.circle(surface, Setzer.VERMILION, points[-1], f.px(6))
        top = max(range(len(history)), key=lambda i: history[i])
        text.blit(surface, str(history[top]), Face.JOST_SEMI, f.font_px(12), Setzer.MUTED,
                  (points[top][0], points[top][1] - f.px(8)), "midbottom")
