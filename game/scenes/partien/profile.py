"""A player's profile from the games against people: Elo with a chart, games, wins, best move and word."""
from __future__ import annotations

import pygame

from game.center.remote_games import RemoteGames
from game.plural import count
from game.render import art, text
from game.render.assets import cached
from game.render.fonts import Face
from game.render.theme import Setzer
from game.widgets.button import Button
from game.widgets.icons import Icon
from game.widgets.marks import Mark
from game.widgets.page import PageScene
from game.widgets.style import Style

CHART_LINE = (47, 94, 134)


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
    """Own or another player's profile; another player's shows "Partie anbieten" and "Spieler blockieren"."""

    name = "partien.profil"
    title = "Profil"
    subtitle = "Elo zählt nur Partien gegen Menschen"
    card_width = 1232

    def __init__(self, app, remote: RemoteGames, player_id: int) -> None:
        super().__init__(app)
        self.remote = remote
        self.player_id = player_id
        identity = remote.identity()
        self.own = identity is not None and identity.player_id == player_id
        self.blocked = False
        self.offer = Button("Partie anbieten", self.do_offer, Style.PRIMARY, Icon.PEOPLE, font_size=17)
        self.block = Button("Spieler blockieren", self.do_block, Style.CARD, Icon.CROSS, font_size=17)
        self.offer.visible = self.block.visible = not self.own
        self.group.add(self.offer, self.block)

    def enter(self) -> None:
        """Fetch the profile."""
        self.remote.fetch_profile(self.player_id)
        self.resize(self.app.size)

    @property
    def data(self) -> dict | None:
        """The profile as last fetched."""
        return self.remote.profiles.get(self.player_id)

    def do_offer(self) -> None:
        """Invite this player."""
        if self.data is not None:
            self.remote.new_game(self.data["name"])
            self.go_back()

    def do_block(self) -> None:
        """Block (or unblock) this player."""
        self.blocked = not self.blocked
        self.remote.block(self.player_id, self.blocked)
        self.block.label = "Blockierung aufheben" if self.blocked else "Spieler blockieren"

    def layout_content(self, card: pygame.Rect) -> None:
        """Buttons under the identity block."""
        f = self.frame
        y = card.y + f.px(120)
        self.offer.layout(pygame.Rect(card.x + f.px(28), y, f.px(200), f.px(48)), f.s)
        self.block.layout(pygame.Rect(self.offer.rect.right + f.px(12), y, f.px(220), f.px(48)), f.s)

    def _boxes(self) -> tuple[pygame.Rect, list[pygame.Rect], pygame.Rect]:
        f = self.frame
        card = self.card
        pad = f.px(28)
        if f.portrait:
            chart = pygame.Rect(card.x + pad, card.y + f.px(200), card.w - 2 * pad, f.px(300))
            w = (card.w - 2 * pad - f.px(16)) // 2
            stats = [pygame.Rect(card.x + pad + (i % 2) * (w + f.px(16)), chart.bottom + f.px(40) + (i // 2) *
                                 f.px(136), w, f.px(120)) for i in range(6)]
            recent = pygame.Rect(card.x + pad, stats[-1].bottom + f.px(28), card.w - 2 * pad, f.px(160))
        else:
            chart = pygame.Rect(card.x + card.w // 2, card.y + f.px(40), card.w // 2 - pad, f.px(260))
            w = (card.w - 2 * pad - 5 * f.px(16)) // 6
            stats = [pygame.Rect(card.x + pad + i * (w + f.px(16)), card.bottom - f.px(160), w, f.px(120))
                     for i in range(6)]
            recent = pygame.Rect(card.x + pad, card.y + f.px(290), chart.x - card.x - 2 * pad, f.px(200))
        return chart, stats, recent

    def content_marks(self) -> list[Mark]:
        """The card anew when another answer arrives (or, before the first, the message); buttons are widgets."""
        data = self.data
        self._shown = data  # kept, so its id is not reused by a later answer
        return [(self.card, ("profil", id(data), self.remote.message if data is None else None))]

    def draw_content(self, surface: pygame.Surface) -> None:
        """Name, Elo, chart, stat cards."""
        f = self.frame
        card = self.card
        data = self.data
        x = card.x + f.px(28)
        if data is None:
            text.blit(surface, self.remote.message or "Lade das Profil …", Face.JOST, f.font_px(18), Setzer.MUTED,
                      (x, card.y + f.px(40)))
            return
        text.blit(surface, data["name"], Face.JOST_SEMI, f.font_px(30), Setzer.INK, (x, card.y + f.px(28)))
        text.blit(surface, "ELO", Face.SPARTAN, f.font_px(12), Setzer.MUTED, (x, card.y + f.px(190 if not self.own
                                                                                              else 90)),
                  tracking=f.s * 1.5)
        ey = card.y + f.px(206 if not self.own else 106)
        elo = text.blit(surface, f"{data['rating']:,}".replace(",", " "), Face.SPARTAN_HEAVY, f.font_px(60),
                        Setzer.INK, (x, ey))
        games = [p["rating"] for p in data["verlauf"]][-30:]
        before = data.get("start") if len(data["verlauf"]) <= 30 else None
        history = ([before] if before is not None else []) + games
        if len(history) > 1:
            change = history[-1] - history[0]
            colour = Setzer.VALID if change >= 0 else Setzer.VERMILION
            text.blit(surface, f"{change:+d} in {count(len(games), 'Partie')}", Face.JOST_SEMI, f.font_px(16), colour,
                      (elo.right + f.px(16), elo.centery))
        self._draw_recent(surface, data.get("letzte") or [], self._boxes()[2])
        chart, stats, recent = self._boxes()
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
                      f.font_px(14), Setzer.MUTED, rect.center, "center")
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
