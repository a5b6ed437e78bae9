"""Layout grids of the table (DESIGN.md): landscape and portrait rectangles for every region."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.render.layout import scale_for
from game.render.setzer_sheet import N
from game.scenes.setzer.table_commands import Press, TableCommand, TableTab

MIN_TARGET = 44  # DESIGN.md "Touch targets": nothing tappable smaller than 44 x 44
MIN_RACK_H = 67  # the lowest stick whose type (0.66 of it) still reaches MIN_TARGET


@dataclass
class TableLayout:
    """All regions of the table for one window size."""

    size: tuple[int, int]
    portrait: bool
    k: float  # scale relative to the design size
    sheet: pygame.Rect  # the paper
    grid: pygame.Rect  # the 15x15 cells inside the paper
    cell: int
    paper_margin: int
    preview: pygame.Rect
    stick: pygame.Rect
    slots: list[pygame.Rect]
    tile: int  # rack tile size
    buttons: dict[TableCommand, pygame.Rect] = field(default_factory=dict)
    title: pygame.Rect | None = None
    players: pygame.Rect | None = None
    player_rows: list[pygame.Rect] = field(default_factory=list)
    clock_card: pygame.Rect | None = None
    box_card: pygame.Rect | None = None
    tabs_card: pygame.Rect | None = None
    tab_buttons: dict[TableTab, pygame.Rect] = field(default_factory=dict)
    tab_body: pygame.Rect | None = None
    drawer: pygame.Rect | None = None

    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        """Screen rect of a sheet cell."""
        return pygame.Rect(self.grid.x + c * self.cell, self.grid.y + r * self.cell, self.cell, self.cell)

    def tile_rect(self, r: int, c: int) -> pygame.Rect:
        """Screen rect of a tile lying in a cell (a little inset)."""
        inset = max(1, round(self.cell * 0.05))
        return self.cell_rect(r, c).inflate(-2 * inset, -2 * inset)

    def cell_at(self, pos: tuple[int, int], slack: float = 0.5) -> tuple[int, int] | None:
        """The cell whose centre is nearest to ``pos``; None if ``pos`` is more than ``slack`` cells off the grid."""
        x, y = pos
        g = self.grid
        fx = (x - g.x) / self.cell
        fy = (y - g.y) / self.cell
        if fx < -slack or fy < -slack or fx > N + slack or fy > N + slack:
            return None
        c = min(N - 1, max(0, int(fx)))
        r = min(N - 1, max(0, int(fy)))
        return r, c

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        """Rack slot under ``pos`` (generous: the whole stick height counts)."""
        if not self.stick.inflate(0, self.tile // 2).collidepoint(pos):
            return None
        best, dist = None, 1e9
        for i, r in enumerate(self.slots):
            d = abs(r.centerx - pos[0])
            if d < dist:
                best, dist = i, d
        return best


def compute_layout(size: tuple[int, int], n_players: int) -> TableLayout:
    """The layout for a window size; portrait when the window is taller than wide."""
    w, h = size
    if h > w:
        return _portrait(w, h, n_players)
    return _landscape(w, h, n_players)


def _slots_in(stick: pygame.Rect, tile: int) -> list[pygame.Rect]:
    from game.render.setzer_sheet import channel_rect

    ch = channel_rect(stick.width, stick.height).move(stick.topleft)
    gap = (ch.width - 7 * tile) / 8
    y = ch.centery - tile // 2 - max(1, tile // 20)
    return [pygame.Rect(round(ch.x + gap + i * (tile + gap)), y, tile, tile) for i in range(7)]


def _rack_tile(stick_width: int, rack_h: int) -> int:
    """Rack tile size for a stick: 0.66 of its height, or less when seven do not fit its channel."""
    return max(24, min(round(rack_h * 0.66), (stick_width - round(rack_h * 1.1)) // 8))


def _landscape(w: int, h: int, n_players: int) -> TableLayout:
    k = scale_for((w, h))
    m = round(20 * k)
    pm = max(14, round(18 * k))
    rack_h = max(round(78 * k), MIN_RACK_H)
    side = min(h - round(164 * k) - (rack_h - round(78 * k)), w - 2 * m - round(24 * k) - round(440 * k))
    cell = max(16, (side - 2 * pm) // N)
    side = N * cell + 2 * pm
    top = max(m - 4, (h - (side + round(148 * k) + rack_h - round(78 * k))) // 2)
    sheet = pygame.Rect(m, top, side, side)
    grid = pygame.Rect(sheet.x + pm, sheet.y + pm, N * cell, N * cell)
    gap = round(10 * k)
    preview = pygame.Rect(m, sheet.bottom + gap, side, round(40 * k))
    rack_y = preview.bottom + gap
    # small screens: the stick takes the whole row under the sheet, Mischen/Zurück move into the action row
    dense = _rack_tile(round(side * 0.77), rack_h) < MIN_TARGET
    stick = pygame.Rect(m, rack_y, side if dense else round(side * 0.77), rack_h)
    tile = _rack_tile(stick.width, rack_h)
    slots = _slots_in(stick, tile)
    bw = (side - stick.width - 3 * gap) // 2
    buttons = {
        TableCommand.MISCHEN: pygame.Rect(stick.right + gap * 3 // 2, rack_y + gap, bw, rack_h - gap - 2),
        TableCommand.ZURUECK: pygame.Rect(stick.right + gap * 5 // 2 + bw, rack_y + gap, bw, rack_h - gap - 2),
    }
    px = sheet.right + round(24 * k)
    pw = w - m - px
    title = pygame.Rect(px, top, pw, round(64 * k))
    icon = max(MIN_TARGET, round(48 * k))
    buttons[TableCommand.MENU] = pygame.Rect(px + pw - icon, top + round(6 * k), icon, icon)
    buttons[TableCommand.SETTINGS] = pygame.Rect(px + pw - 2 * icon - round(10 * k), top + round(6 * k), icon, icon)
    row_h = round(54 * k)
    players = pygame.Rect(px, title.bottom + round(16 * k), pw, round(42 * k) + row_h * n_players + round(10 * k))
    rows = [pygame.Rect(players.x + round(8 * k), players.y + round(40 * k) + i * row_h, pw - round(16 * k), row_h)
            for i in range(n_players)]
    cy = players.bottom + round(14 * k)
    half = (pw - round(12 * k)) // 2
    clock = pygame.Rect(px, cy, half, round(64 * k))
    box = pygame.Rect(px + half + round(12 * k), cy, pw - half - round(12 * k), round(64 * k))
    action_y = rack_y + gap // 2
    action_h = rack_h - gap // 2
    tabs = pygame.Rect(px, clock.bottom + round(14 * k), pw, action_y - round(16 * k) - clock.bottom - round(14 * k))
    tipp = max(MIN_TARGET, round(64 * k))
    if dense:  # Mischen and Zurück as square icon buttons in front of the action row
        for i, name in enumerate((TableCommand.MISCHEN, TableCommand.ZURUECK)):
            buttons[name] = pygame.Rect(px + i * (action_h + gap), action_y, action_h, action_h)
        px, pw = px + 2 * (action_h + gap), pw - 2 * (action_h + gap)
    rest = pw - tipp - 3 * gap
    bt = round(rest * 0.285)
    buttons[TableCommand.TIPP] = pygame.Rect(px, action_y, tipp, action_h)
    buttons[TableCommand.TAUSCHEN] = pygame.Rect(px + tipp + gap, action_y, bt, action_h)
    buttons[TableCommand.PASSEN] = pygame.Rect(px + tipp + 2 * gap + bt, action_y, bt, action_h)
    buttons[TableCommand.SETZEN] = pygame.Rect(px + tipp + 3 * gap + 2 * bt, action_y, pw - tipp - 3 * gap - 2 * bt, action_h)
    px, pw = title.x, title.width
    lay = TableLayout((w, h), False, k, sheet, grid, cell, pm, preview, stick, slots, tile, buttons, title, players,
                      rows, clock, box, tabs)
    _tab_row(lay, tabs, k)
    return lay


def _tab_row(lay: TableLayout, card: pygame.Rect, k: float, right_reserve: int = 0) -> None:
    pad = round(12 * k)
    bar = pygame.Rect(card.x + pad, card.y + pad, card.width - 2 * pad - right_reserve, max(MIN_TARGET, round(40 * k)))
    names = tuple(TableTab)
    tw = bar.width // 3
    lay.tab_buttons = {n: pygame.Rect(bar.x + i * tw, bar.y, tw if i < 2 else bar.width - 2 * tw, bar.height)
                       for i, n in enumerate(names)}
    lay.tab_body = pygame.Rect(card.x + pad, bar.bottom + round(8 * k), card.width - 2 * pad,
                               card.bottom - bar.bottom - round(8 * k) - pad)


def _portrait(w: int, h: int, n_players: int) -> TableLayout:
    k = scale_for((w, h))
    m = round(24 * k)
    pm = max(12, round(16 * k))
    gap = round(10 * k)
    top_bar = round(60 * k)
    chips_h = round(68 * k)
    fixed = top_bar + chips_h + round(42 * k) + round(88 * k) + round(60 * k) + round(142 * k) + 7 * gap
    side = min(w - 2 * m, h - fixed)
    cell = max(16, (side - 2 * pm) // N)
    side = N * cell + 2 * pm
    x0 = (w - side) // 2
    y_chips = round(12 * k) + top_bar
    title = pygame.Rect(0, round(6 * k), w, top_bar)
    icon = max(MIN_TARGET, round(48 * k))
    buttons = {
        TableCommand.MENU: pygame.Rect(x0 - round(8 * k), round(12 * k), icon, icon),
        TableCommand.SETTINGS: pygame.Rect(x0 + side - icon + round(8 * k), round(12 * k), icon, icon),
    }
    cw = (side - (n_players - 1) * gap) // max(1, n_players)
    rows = [pygame.Rect(x0 + i * (cw + gap), y_chips, cw, chips_h) for i in range(n_players)]
    sheet = pygame.Rect(x0, y_chips + chips_h + gap, side, side)
    grid = pygame.Rect(sheet.x + pm, sheet.y + pm, N * cell, N * cell)
    preview = pygame.Rect(x0, sheet.bottom + gap, side, round(42 * k))
    rack_h = round(88 * k)
    stick_w = round(side * 0.75)
    if _rack_tile(stick_w, rack_h) < MIN_TARGET:  # narrow window: the stick takes room from Mischen/Zurück
        stick_w = min(side - 2 * MIN_TARGET - 3 * gap, 8 * MIN_TARGET + round(rack_h * 1.1) + 8)
    stick = pygame.Rect(x0, preview.bottom + gap, stick_w, rack_h)
    tile = _rack_tile(stick.width, rack_h)
    slots = _slots_in(stick, tile)
    bw = (side - stick.width - 3 * gap) // 2
    buttons[TableCommand.MISCHEN] = pygame.Rect(stick.right + gap * 3 // 2, stick.y + gap, bw, rack_h - gap)
    buttons[TableCommand.ZURUECK] = pygame.Rect(stick.right + gap * 5 // 2 + bw, stick.y + gap, bw, rack_h - gap)
    ay = stick.bottom + round(12 * k)
    ah = round(60 * k)
    tipp = round(72 * k)
    rest = side - tipp - 3 * gap
    bt = round(rest * 0.30)
    buttons[TableCommand.TIPP] = pygame.Rect(x0, ay, tipp, ah)
    buttons[TableCommand.TAUSCHEN] = pygame.Rect(x0 + tipp + gap, ay, bt, ah)
    buttons[TableCommand.PASSEN] = pygame.Rect(x0 + tipp + 2 * gap + bt, ay, bt, ah)
    buttons[TableCommand.SETZEN] = pygame.Rect(x0 + tipp + 3 * gap + 2 * bt, ay, side - tipp - 3 * gap - 2 * bt, ah)
    drawer = pygame.Rect(x0, ay + ah + round(14 * k), side, h - (ay + ah + round(14 * k)) + round(12 * k))
    lay = TableLayout((w, h), True, k, sheet, grid, cell, pm, preview, stick, slots, tile, buttons, title, None,
                      rows, None, None, drawer, drawer=drawer)
    _tab_row(lay, drawer.inflate(0, 0).move(0, round(4 * k)), k, right_reserve=round(150 * k))
    return lay


def expanded_drawer(lay: TableLayout) -> pygame.Rect:
    """The portrait drawer pulled up: covers the sheet from the player chips down."""
    top = max(lay.sheet.y + lay.sheet.height // 2, lay.drawer.y - round(420 * lay.k))
    return pygame.Rect(lay.drawer.x, top, lay.drawer.width, lay.size[1] - top + round(12 * lay.k))


@dataclass
class Drawer:
    """Where the portrait drawer is: closed, pulled up, or held at its handle (layout state, not a modal)."""

    open: bool = False
    grab: tuple[int, int] | None = None  # while the handle is held: (pointer y at the press, drawer top then)
    top: int | None = None  # while the handle is held: the drawer's top edge now
    moved: bool = False  # the held handle travelled beyond a tap


def drawer_rect(lay: TableLayout, drawer: Drawer) -> pygame.Rect:
    """The portrait drawer's card where it is now (closed, open, or following the finger)."""
    closed = lay.drawer
    opened = expanded_drawer(lay)
    if drawer.top is not None:
        top = min(closed.y, max(opened.y, drawer.top))
        return pygame.Rect(closed.x, top, closed.width, lay.size[1] - top + round(12 * lay.k))
    return opened if drawer.open else closed


def drawer_lifted(lay: TableLayout, drawer: Drawer) -> bool:
    """True when the drawer is up (or being pulled): its content moves and the table under it is shaded."""
    return lay.portrait and lay.drawer is not None and (drawer.open or drawer.top is not None)


def drawer_handle(lay: TableLayout, drawer: Drawer) -> pygame.Rect:
    """The grip along the drawer's top edge, above its tabs (tap or drag; the bar is drawn at its centre)."""
    d = drawer_rect(lay, drawer)
    return pygame.Rect(d.x, d.y - round(6 * lay.k), d.width, round(22 * lay.k))


def tab_rects(lay: TableLayout, drawer: Drawer, lookup: bool) -> dict[TableTab, pygame.Rect]:
    """The tab buttons (moved with a pulled-up drawer); without lookup the other two share the bar."""
    rects = dict(lay.tab_buttons)
    if drawer_lifted(lay, drawer):
        dy = drawer_rect(lay, drawer).y - lay.drawer.y
        rects = {n: r.move(0, dy) for n, r in rects.items()}
    if not lookup and TableTab.NACHSCHLAGEN in rects:
        # no lookup at this table: the other two tabs share the whole bar instead of leaving a hole
        rects.pop(TableTab.NACHSCHLAGEN)
        v, t = rects[TableTab.VERLAUF], rects[TableTab.LETTERN]
        half = (t.right - v.left) // 2
        rects[TableTab.VERLAUF] = pygame.Rect(v.left, v.y, half, v.height)
        rects[TableTab.LETTERN] = pygame.Rect(v.left + half, t.y, t.right - v.left - half, t.height)
    return rects


def tab_body(lay: TableLayout, drawer: Drawer) -> pygame.Rect:
    """Where the tab content (Verlauf, Nachschlagen, Lettern) is drawn."""
    body = lay.tab_body
    if drawer_lifted(lay, drawer):
        d = drawer_rect(lay, drawer)
        dy = d.y - lay.drawer.y
        body = pygame.Rect(body.x, body.y + dy, body.width, d.bottom - body.y - dy - round(20 * lay.k))
    return body


def lookup_field(lay: TableLayout, drawer: Drawer) -> pygame.Rect:
    """The text field of the Nachschlagen tab."""
    body = tab_body(lay, drawer)
    return pygame.Rect(body.x, body.y + round(6 * lay.k), body.width, round(44 * lay.k))


def turbo_rect(lay: TableLayout) -> pygame.Rect:
    """The Turbo toggle (in the players card / top bar)."""
    k = lay.k
    if lay.portrait:
        return pygame.Rect(lay.sheet.centerx + round(130 * k), round(20 * k), round(86 * k), round(34 * k))
    p = lay.players
    return pygame.Rect(p.right - round(104 * k), p.y + round(8 * k), round(92 * k), round(28 * k))


def challenge_rects(lay: TableLayout, waiting: list[int]) -> dict[Press, pygame.Rect]:
    """For every human who may still object: Einspruch, and below it Kein Einspruch."""
    k = lay.k
    gap = round(8 * k)
    bh = max(MIN_TARGET, round(44 * k))
    bw = min(round(170 * k), (lay.sheet.width - round(100 * k)) // max(1, len(waiting)) - gap)
    total = len(waiting) * (bw + gap) - gap
    x = lay.sheet.centerx - total // 2
    y = lay.sheet.y + round(70 * k)
    rects = {}
    for i, h in enumerate(waiting):
        rects[Press(TableCommand.CHALLENGE, h)] = pygame.Rect(x + i * (bw + gap), y, bw, bh)
        rects[Press(TableCommand.DECLINE, h)] = pygame.Rect(x + i * (bw + gap), y + bh + gap, bw, bh)
    return rects


def drop_tipp(lay: TableLayout) -> None:
    """No bulb at this table: Tauschen, Passen and Setzen share the whole action row."""
    b = lay.buttons
    row = b[TableCommand.TIPP].unionall([b[TableCommand.TAUSCHEN], b[TableCommand.PASSEN], b[TableCommand.SETZEN]])
    gap = b[TableCommand.PASSEN].x - b[TableCommand.TAUSCHEN].right
    bt = round((row.width - 2 * gap) * 0.30)
    b[TableCommand.TAUSCHEN] = pygame.Rect(row.x, row.y, bt, row.height)
    b[TableCommand.PASSEN] = pygame.Rect(row.x + bt + gap, row.y, bt, row.height)
    b[TableCommand.SETZEN] = pygame.Rect(row.x + 2 * (bt + gap), row.y, row.right - row.x - 2 * (bt + gap), row.height)
    b[TableCommand.TIPP] = pygame.Rect(row.x, row.y, 0, 0)
