"""The cards of the table's modal scenes (see ``table_modals``): blank letter chooser, exchange, pass, hand-over, menu."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

import pygame

from game.render import art
from game.render.fonts import Face
from game.render.setzer_panels import ButtonStyle, blit_text, draw_card, icon
from game.render.setzer_tiles import TileState, blit_tile
from game.render.text import wrap
from game.render.theme import Setzer
from game.scenes.setzer.layout import MIN_TARGET
from game.scenes.setzer.wording import is_you
from game.setzer.tiles import LETTERS, TILE_VALUES


class ModalKind(Enum):
    """The table's modal scenes."""

    BLANK = "blank"
    EXCHANGE = "exchange"
    PASS = "pass"
    HANDOVER = "handover"
    RESIGN = "resign"
    MENU = "menu"


class DialogCommand(Enum):
    """The buttons of the table's modal cards."""

    OK = "ok"
    CANCEL = "cancel"
    ALL = "all"
    RESUME = "resume"
    RESIGN = "resign"
    LEAVE = "leave"


@dataclass
class Dialog:
    """A modal card: title, text, optional letter tiles (choose one / select several), buttons."""

    kind: ModalKind
    title: str
    text: str = ""
    buttons: list[tuple[DialogCommand, str, ButtonStyle]] = field(default_factory=list)
    letters: list[str] = field(default_factory=list)
    multi: bool = False  # several letters selectable (exchange) instead of one tap = choose (blank)
    selected: set[int] = field(default_factory=set)
    dim: int = 150  # how dark the table behind gets (hand-over hides it completely)
    # laid out by ``layout``
    card: pygame.Rect = field(default_factory=pygame.Rect)
    button_rects: dict[DialogCommand, pygame.Rect] = field(default_factory=dict)
    letter_rects: list[pygame.Rect] = field(default_factory=list)
    text_lines: list[str] = field(default_factory=list)

    def layout(self, size: tuple[int, int], k: float) -> None:
        """Compute the card and its parts for a window size."""
        w, h = size
        width = min(w - round(40 * k), round((640 if len(self.letters) > 10 else 520) * k))
        tile = max(MIN_TARGET, round(50 * k))  # small windows wrap the letters into more rows instead
        gap = round(8 * k)
        per_row = max(1, (width - round(48 * k) + gap) // (tile + gap))
        rows = (len(self.letters) + per_row - 1) // per_row if self.letters else 0
        self.text_lines = wrap(self.text, Face.JOST, round(16 * k), width - round(56 * k)) if self.text else []
        lift = round(8 * k) if self.multi else 0  # room for a selected tile, which rises by 8
        height = round(76 * k) + len(self.text_lines) * round(24 * k) + rows * (tile + gap) + round(96 * k) + lift
        self.card = pygame.Rect((w - width) // 2, (h - height) // 2, width, height)
        y = self.card.y + round(64 * k) + len(self.text_lines) * round(24 * k) + round(8 * k) + lift
        self.letter_rects = []
        for i in range(len(self.letters)):
            row, col = divmod(i, per_row)
            n_in_row = min(per_row, len(self.letters) - row * per_row)
            x0 = self.card.centerx - (n_in_row * (tile + gap) - gap) // 2
            self.letter_rects.append(pygame.Rect(x0 + col * (tile + gap), y + row * (tile + gap), tile, tile))
        bh = max(MIN_TARGET, round(54 * k))
        n = max(1, len(self.buttons))
        bw = min(round(200 * k), (width - round(48 * k) - (n - 1) * gap) // n)
        bx = self.card.centerx - (n * bw + (n - 1) * gap) // 2
        by = self.card.bottom - bh - round(20 * k)
        self.button_rects = {cmd: pygame.Rect(bx + i * (bw + gap), by, bw, bh) for i, (cmd, _l, _s) in enumerate(self.buttons)}

    def letter_at(self, pos: tuple[int, int]) -> int | None:
        """The letter tile under ``pos`` (a little generous), if any."""
        for i, rect in enumerate(self.letter_rects):
            if rect.inflate(4, 4).collidepoint(pos):
                return i
        return None

    @property
    def part_of_move(self) -> bool:
        """Choosing a joker letter, tiles to exchange or to pass belongs to the move: the clock runs on."""
        return self.kind in (ModalKind.BLANK, ModalKind.EXCHANGE, ModalKind.PASS)

    def value_shown(self, i: int) -> int | None:
        """The value number on letter tile ``i``: none on a blank, and none in the blank chooser (a blank scores 0)."""
        letter = self.letters[i]
        if letter == "?" or self.kind is ModalKind.BLANK:
            return None
        return TILE_VALUES.get(letter)

    def draw(self, surface: pygame.Surface, k: float, clock: tuple[str, bool] | None = None) -> None:
        """Dim the table and draw the card without its buttons (they are widgets of the modal scene);
        ``clock`` (label, urgent) shows the running move clock in its corner."""
        art.dim(surface, self.dim, (10, 14, 18))
        draw_card(surface, self.card, round(14 * k))
        title_room = self.card.width - round(56 * k)
        if clock is not None:
            label, urgent = clock
            right = (self.card.right - round(24 * k), self.card.y + round(34 * k))
            shown = blit_text(surface, Face.SPARTAN_HEAVY, round(20 * k), label,
                              Setzer.VERMILION if urgent else Setzer.INK, right, "midright")
            icon(surface, "clock", (shown.x - round(16 * k), right[1]), round(20 * k), Setzer.VERMILION)
            title_room = shown.x - round(32 * k) - self.card.x - round(36 * k)
        blit_text(surface, Face.JOST_SEMI, round(22 * k), self.title, Setzer.INK,
                  (self.card.x + round(28 * k), self.card.y + round(22 * k)), max_width=title_room)
        y = self.card.y + round(62 * k)
        for line in self.text_lines:
            blit_text(surface, Face.JOST, round(16 * k), line, Setzer.MUTED, (self.card.x + round(28 * k), y))
            y += round(24 * k)
        for i, rect in enumerate(self.letter_rects):
            letter = self.letters[i]
            chosen = i in self.selected
            r = rect.move(0, -round(8 * k)) if chosen else rect
            value = self.value_shown(i)
            blit_tile(surface, r, letter, value, TileState.SELECTED if chosen else TileState.NORMAL)


def blank_chooser() -> Dialog:
    """Which letter should the blank stand for?"""
    return Dialog(ModalKind.BLANK, "Joker: welcher Buchstabe?", "Tipp einen Buchstaben an (oder tippe ihn ein). Der Joker zählt 0 Punkte.",
                  [(DialogCommand.CANCEL, "Abbrechen", ButtonStyle.SECONDARY)], letters=list(LETTERS))


def exchange_dialog(rack: list[str], advice: str = "") -> Dialog:
    """Pick tiles to put back into the box; ``advice`` (the bulb's exchange) comes preselected."""
    text = "Wähle die Lettern, die zurück in den Kasten gehen. Der Zug ist dann vorbei."
    selected: set[int] = set()
    if advice:
        text = ("Die Glühbirne würde hier tauschen statt setzen – die markierten Lettern zurück in den Kasten. "
                "Du kannst die Auswahl noch ändern.")
        wanted = list(advice)
        for i, letter in enumerate(rack):
            if letter in wanted:
                wanted.remove(letter)
                selected.add(i)
    return Dialog(ModalKind.EXCHANGE, "Tipp: tauschen" if advice else "Lettern tauschen", text,
                  [(DialogCommand.CANCEL, "Abbrechen", ButtonStyle.SECONDARY), (DialogCommand.ALL, "Alle", ButtonStyle.SECONDARY),
                   (DialogCommand.OK, "Tauschen", ButtonStyle.PRIMARY)],
                  letters=list(rack), multi=True, selected=selected)


def pass_dialog() -> Dialog:
    """Confirm passing."""
    return Dialog(ModalKind.PASS, "Passen?", "Du setzt in diesem Zug nichts.",
                  [(DialogCommand.CANCEL, "Abbrechen", ButtonStyle.SECONDARY), (DialogCommand.OK, "Passen", ButtonStyle.PRIMARY)])


def handover_dialog(name: str) -> Dialog:
    """Hot seat: the next player's rack stays hidden until they confirm."""
    if is_you(name):  # the seat keeps the default name "Du": speak to it, not about it
        return Dialog(ModalKind.HANDOVER, "Du bist am Zug", "Deine Lettern erscheinen erst nach dem Tippen – die anderen schauen weg.",
                      [(DialogCommand.OK, "Lettern zeigen", ButtonStyle.PRIMARY)], dim=245)
    return Dialog(ModalKind.HANDOVER, f"{name} ist am Zug", f"Gib das Gerät an {name} weiter. Die Lettern erscheinen erst nach dem Tippen.",
                  [(DialogCommand.OK, f"Ich bin {name}", ButtonStyle.PRIMARY)], dim=245)


def resign_dialog() -> Dialog:
    """Confirm giving up (one stray tap in the pause menu must not end the game)."""
    return Dialog(ModalKind.RESIGN, "Wirklich aufgeben?", "Die Partie ist für dich sofort zu Ende und zählt als verloren.",
                  [(DialogCommand.CANCEL, "Weiterspielen", ButtonStyle.SECONDARY), (DialogCommand.OK, "Aufgeben", ButtonStyle.PRIMARY)])


def menu_dialog(can_resign: bool, saved: bool = False, daily: bool = False) -> Dialog:
    """The table menu (Esc); the game clock stands while it is open (``daily``: a Tagesbrett)."""
    buttons = [(DialogCommand.RESUME, "Weiter", ButtonStyle.PRIMARY)]
    if can_resign:
        buttons.append((DialogCommand.RESIGN, "Aufgeben", ButtonStyle.SECONDARY))
    buttons.append((DialogCommand.LEAVE, "Zum Menü", ButtonStyle.SECONDARY))
    text = "Die Uhr steht, solange diese Pause dauert."
    if saved and daily:
        text += " Das Tagesbrett ist gespeichert; die Karte „Tagesbrett“ im Menü setzt es heute fort."
    elif saved:
        text += " Die Partie ist gespeichert und lässt sich später unter „Fortsetzen“ weiterspielen."
    return Dialog(ModalKind.MENU, "Pause", text, buttons)
