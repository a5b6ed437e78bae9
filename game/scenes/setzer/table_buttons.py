"""The table's buttons: kit buttons (``PrintButton``) placed from the layout, each pressing a ``Press``."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.input.actions import Act, Action
from game.render.fonts import Face
from game.render.setzer_panels import ButtonStyle, blit_text, draw_button, icon, text
from game.render.theme import Setzer
from game.scenes.setzer import layout as L
from game.scenes.setzer.table_commands import TURN_COMMANDS, Press, TableCommand, TableTab
from game.setzer.config import SeatKind
from game.setzer.game import Phase
from game.widgets.button import route
from game.widgets.print_button import PrintButton

if TYPE_CHECKING:
    from game.scenes.setzer.table import TableScene

WHITE = (255, 255, 255)
GLASS_ICON = (226, 230, 232)
_POINTER = (Act.POINTER_DOWN, Act.POINTER_MOVE, Act.POINTER_UP)


class TableButton(PrintButton):
    """A table button: what it presses, and the icon it shows."""

    def __init__(self, press: Press, label: str = "", icon_name: str = "", face: ButtonStyle = ButtonStyle.SECONDARY,
                 on_press: Callable[[Press], None] | None = None, font_size: float = 18) -> None:
        super().__init__(press.command, label, face, on_click=(lambda: on_press(press)) if on_press else None,
                         font_size=font_size)
        self.press = press
        self.icon_name = icon_name

    def appearance(self) -> object:
        """What the button draws (frame damage compares it between frames): place, label, state, face."""
        r = self.rect
        return (r.x, r.y, r.w, r.h, self.label, self.pressed, self.enabled, self.ready, self.face, self.s,
                self.font_size, self.icon_name, self.own_look())

    def own_look(self) -> tuple:
        """What a kind of table button adds to its look (a lit bulb, the points on Setzen ...)."""
        return ()


class RackButton(TableButton):
    """Mischen / Zurück beside the stick: icon over a small label, or the icon alone when narrow."""

    label_size = 13
    icons_only = False

    def own_look(self) -> tuple:
        """Label size and icons only."""
        return self.label_size, self.icons_only

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Icon and label (sizes shared by both rack buttons, see ``TableControls.sync``)."""
        k = self.s
        if self.icons_only:
            icon(surface, self.icon_name, rect.center, round(22 * k), Setzer.PRUSSIAN)  # too narrow for a label
            return
        icon(surface, self.icon_name, (rect.centerx, rect.y + rect.height * 0.36), round(20 * k), Setzer.PRUSSIAN)
        blit_text(surface, Face.JOST_SEMI, self.label_size, self.label, Setzer.PRUSSIAN,
                  (rect.centerx, rect.y + rect.height * 0.74), "center")


class TippButton(TableButton):
    """The bulb: lit while it searches."""

    lit = False

    def own_look(self) -> tuple:
        """Lit or not."""
        return (self.lit,)

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Bulb over "Tipp"."""
        k = self.s
        icon(surface, "bulb", (rect.centerx, rect.y + rect.height * 0.38), round(22 * k),
             Setzer.VERMILION if self.lit else Setzer.PRUSSIAN)
        blit_text(surface, Face.JOST_SEMI, round(13 * k), "Tipp", Setzer.PRUSSIAN, (rect.centerx, rect.y + rect.height * 0.76),
                  "center")


class MoveButton(TableButton):
    """Tauschen / Passen: icon and word, or the word alone on a narrow button."""

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Icon and label in one line."""
        k = self.s
        col = (112, 118, 122) if self.looks_off else Setzer.PRUSSIAN
        fs = round(19 * k)
        tw = text(Face.JOST_SEMI, fs, self.label, col).get_width()
        isz = round(20 * k)
        if tw + isz + round(10 * k) > rect.width - round(20 * k):
            blit_text(surface, Face.JOST_SEMI, fs, self.label, col, rect.center, "center", max_width=rect.width - round(8 * k))
            return
        x0 = rect.centerx - (tw + isz + round(10 * k)) // 2
        icon(surface, self.icon_name, (x0 + isz // 2, rect.centery), isz, col)
        blit_text(surface, Face.JOST_SEMI, fs, self.label, col, (x0 + isz + round(10 * k), rect.centery), "midleft")


class SetzenButton(TableButton):
    """Setzen with the points of a valid move in a chip; greyed out while the move is not ready."""

    total: int | None = None

    def own_look(self) -> tuple:
        """The points in the chip."""
        return (self.total,)

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The label and the points chip."""
        k = self.s
        label_col = (250, 214, 206) if self.looks_off else WHITE
        label_w = text(Face.JOST_SEMI, round(22 * k), "Setzen", label_col).get_width()
        roomy = label_w + round(24 * k) + round(78 * k) + round(26 * k) <= rect.width
        if not roomy:  # a narrow button (small windows): one centred line, points without the chip
            label = f"Setzen {self.total} P." if self.total is not None else "Setzen"
            blit_text(surface, Face.JOST_SEMI, round(20 * k), label, label_col, rect.center, "center",
                      max_width=rect.width - round(12 * k))
            return
        blit_text(surface, Face.JOST_SEMI, round(22 * k), "Setzen", label_col, (rect.x + round(24 * k), rect.centery), "midleft")
        if self.total is not None:
            chip = pygame.Rect(0, 0, round(78 * k), round(34 * k))
            chip.midright = (rect.right - round(14 * k), rect.centery)
            pygame.draw.rect(surface, (198, 52, 42), chip, border_radius=chip.height // 2)
            r = blit_text(surface, Face.SPARTAN_HEAVY, round(19 * k), str(self.total), (255, 226, 214),
                          (chip.centerx + round(6 * k), chip.centery + 1), "midright")
            blit_text(surface, Face.JOST_SEMI, round(12 * k), "P.", (255, 226, 214), (r.right + round(4 * k), chip.centery), "midleft")


class GlassButton(TableButton):
    """Gear and menu: an icon on dark glass."""

    def draw_content(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The icon."""
        icon(surface, self.icon_name, rect.center, round(20 * self.s), GLASS_ICON)


class TabButton(TableButton):
    """A tab of the side panel: the active one on a Prussian blue face, the others on the bar."""

    active = False

    def own_look(self) -> tuple:
        """The active tab."""
        return (self.active,)

    def draw(self, surface: pygame.Surface) -> None:
        """Face of the active tab, then icon and label."""
        if not self.visible:
            return
        k = self.s
        if self.active:
            draw_button(surface, self.rect.inflate(-round(4 * k), -round(4 * k)), ButtonStyle.TAB_ACTIVE)
        col = WHITE if self.active else Setzer.PRUSSIAN
        rect = self.rect
        fs = round(16 * k)
        tw = text(Face.JOST_SEMI, fs, self.label, col).get_width()
        isz = round(15 * k)
        x0 = rect.centerx - (tw + isz + round(8 * k)) // 2
        icon(surface, self.icon_name, (x0 + isz // 2, rect.centery), isz, col)
        blit_text(surface, Face.JOST_SEMI, fs, self.label, col, (x0 + isz + round(8 * k), rect.centery), "midleft")


class TurboButton(TableButton):
    """The Turbo toggle: a pill, Prussian blue when on (lighter on the card, darker in the portrait top bar)."""

    on = False
    dark = False

    def own_look(self) -> tuple:
        """On or off, on the dark top bar or the card."""
        return self.on, self.dark

    def draw(self, surface: pygame.Surface) -> None:
        """Pill, icon, label."""
        if not self.visible:
            return
        k = self.s
        tr = self.rect
        off_bg, off_fg = ((52, 66, 78), (200, 206, 210)) if self.dark else ((230, 221, 202), Setzer.MUTED)
        pygame.draw.rect(surface, Setzer.PRUSSIAN if self.on else off_bg, tr, border_radius=tr.height // 2)
        fg = WHITE if self.on else off_fg
        icon(surface, "turbo", (tr.x + round(18 * k), tr.centery), round(14 * k), fg)
        blit_text(surface, Face.JOST_SEMI, round(13 * k), "Turbo", fg, (tr.x + round(32 * k), tr.centery), "midleft")


TAB_LABELS = {TableTab.VERLAUF: ("Verlauf", "list"), TableTab.NACHSCHLAGEN: ("Nachschlagen", "search"),
              TableTab.LETTERN: ("Lettern", "letters")}


class TableControls:
    """Every button of the table, placed from the layout and the table's state (never from a drawing)."""

    def __init__(self, table: "TableScene") -> None:
        self.table = table
        C = TableCommand
        press = table.press
        self.rack = [RackButton(Press(C.MISCHEN), "Mischen", "shuffle", on_press=press),
                     RackButton(Press(C.ZURUECK), "Zurück", "undo", on_press=press)]
        self.tipp = TippButton(Press(C.TIPP), "Tipp", "bulb", on_press=press)
        self.moves = [MoveButton(Press(C.TAUSCHEN), "Tauschen", "swap", on_press=press),
                      MoveButton(Press(C.PASSEN), "Passen", "pass", on_press=press)]
        self.setzen = SetzenButton(Press(C.SETZEN), "Setzen", face=ButtonStyle.PRIMARY, on_press=press)
        self.corner = [GlassButton(Press(C.SETTINGS), icon_name="gear", face=ButtonStyle.DARK, on_press=press),
                       GlassButton(Press(C.MENU), icon_name="menu", face=ButtonStyle.DARK, on_press=press)]
        self.tabs = [TabButton(Press(C.TAB, tab), label, ic, on_press=press) for tab, (label, ic) in TAB_LABELS.items()]
        self.turbo = TurboButton(Press(C.TURBO), "Turbo", on_press=press)
        self.challenge: list[TableButton] = []
        self._challenge_key: tuple | None = None

    @property
    def actions(self) -> list[TableButton]:
        """The action row: Tipp, Tauschen, Passen, Setzen."""
        return [self.tipp, *self.moves, self.setzen]

    def all(self) -> list[TableButton]:
        """Every button, challenge buttons first (they lie over the sheet)."""
        return [*self.challenge, *self.actions, *self.rack, *self.corner, *self.tabs, self.turbo]

    def place(self) -> None:
        """Rects from the layout, visibility and looks from the table's state."""
        t = self.table
        lay = t.lay
        k = lay.k
        s = t.s
        humans = bool(t.humans)
        for b in [*self.actions, *self.rack, *self.corner]:
            b.layout(lay.buttons[b.press.command], k)
            b.visible = (humans or b.press.command not in TURN_COMMANDS) and b.rect.width > 0
        self.tipp.visible = self.tipp.visible and t.config.bulb_offered
        # rack buttons: one label size for both, fitted to "Mischen"; icons alone when even 11 px is too wide
        width = lay.buttons[TableCommand.MISCHEN].width - 6
        fs = round(13 * k)
        while fs > 11 and text(Face.JOST_SEMI, fs, "Mischen", Setzer.PRUSSIAN).get_width() > width:
            fs -= 1
        icons_only = text(Face.JOST_SEMI, fs, "Mischen", Setzer.PRUSSIAN).get_width() > width
        for b in self.rack:
            b.label_size, b.icons_only = fs, icons_only
        mine = t.my_turn
        self.tipp.enabled = mine
        self.tipp.lit = s.hint_running
        for b in self.moves:
            b.enabled = mine
        self.moves[0].ready = t.game.exchange_allowed(1)
        p = s.preview
        self.setzen.ready = mine and bool(s.pending) and p is not None and p.ok
        self.setzen.total = p.total if p is not None and p.ok else None
        rects = L.tab_rects(lay, s.drawer, t.game.lookup_allowed())
        for b in self.tabs:
            rect = rects.get(b.press.arg)
            b.visible = rect is not None
            b.layout(rect or pygame.Rect(0, 0, 0, 0), k)
            b.active = b.press.arg is t.shown_tab
        self.turbo.layout(L.turbo_rect(lay), k)
        self.turbo.visible = any(seat.kind is SeatKind.COMPUTER for seat in t.config.seats)
        self.turbo.on = s.turbo
        self.turbo.dark = lay.portrait
        self._place_challenge()

    def _place_challenge(self) -> None:
        t = self.table
        g = t.game
        waiting = sorted(g.pending.waiting) if g.pending is not None and g.phase is not Phase.OVER else []
        key = (tuple(waiting), tuple(t.lay.size))
        if key == self._challenge_key:
            return
        self._challenge_key = key
        self.challenge = []
        for press, rect in L.challenge_rects(t.lay, waiting).items():
            objects = press.command is TableCommand.CHALLENGE
            label = f"Einspruch: {t.seat_name(int(press.arg))}" if objects else "Kein Einspruch"
            b = TableButton(press, label, face=ButtonStyle.PRIMARY if objects else ButtonStyle.SECONDARY,
                            on_press=t.press, font_size=16)
            b.layout(rect, t.lay.k)
            self.challenge.append(b)

    def challenge_rects(self) -> dict[Press, pygame.Rect]:
        """The challenge buttons now shown."""
        return {b.press: b.rect for b in self.challenge}

    def route_challenge(self, action: Action) -> bool:
        """Offer a pointer action to the challenge buttons only (over the hand-over card)."""
        if action.kind not in _POINTER:
            return False
        consumed, _ = route(self.challenge, action)
        return consumed

    def route(self, action: Action, in_drawer: bool) -> bool:
        """Offer a pointer action to the buttons (only challenge buttons and tabs inside a pulled-up drawer)."""
        if action.kind not in _POINTER:
            return False
        buttons = [*self.challenge, *self.tabs] if in_drawer else self.all()
        consumed, _ = route([b for b in buttons if b.visible], action)
        return consumed

    def under(self, pos: tuple[int, int], in_drawer: bool) -> TableButton | None:
        """The visible, enabled button whose rectangle holds ``pos`` (inside a pulled-up drawer only its tabs and
        the challenge buttons count, as for ``route``), None when there is none."""
        buttons = [*self.challenge, *self.tabs] if in_drawer else self.all()
        return next((b for b in buttons if b.visible and b.enabled and b.rect.collidepoint(pos)), None)

    def pressed_any(self) -> bool:
        """A button is held down."""
        return any(b.pressed for b in self.all())
