"""Table behaviour: keyboard, blanks, rack, exchange, pass, hot seat, challenge, layouts, set-up memory."""
from __future__ import annotations

import pygame
import pytest

from game.app import App, Options
from game.input.actions import Act, Action
from game.scenes.setzer import bridge, driver, prefs
from game.scenes.setzer.dialogs import DialogCommand, ModalKind
from game.scenes.setzer.layout import compute_layout, tab_body
from game.scenes.setzer.setup import SetupScene
from game.scenes.setzer.table import TableScene
from game.scenes.setzer.table_commands import Focus, Press, TableCommand, TableTab
from game.setzer.config import CheckMode, Level, Seat, SeatKind, TableConfig
from game.setzer.game import MoveKind, Phase
from tests.ui.setzer_helpers import modal, tap_button

SOLO = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)
PRACTICE = TableConfig(seats=SOLO.seats, clock_seconds=None, rated=False)  # unrated: the bulb helps
TWO_HUMANS = TableConfig(seats=(Seat("Anna"), Seat("Ben")), clock_seconds=None)


@pytest.fixture()
def app():
    # no pygame.quit() afterwards: cached fonts would die with the font module
    a = App(Options(headless=True, size=(1280, 800)))
    return a


def _table(app, cfg=SOLO, rack: str | None = None, seed: int = 7) -> TableScene:
    scene = TableScene(app, cfg, seed=seed)
    scene.think_budget = 0.05  # generous, so a loaded machine cannot starve the search between frames
    app.start(scene)
    if rack is not None:
        scene.game.racks[scene.game.current] = rack
        scene.s.slots = [None] * 7
        scene._sync_rack()  # noqa: SLF001
    driver.frames(app, 1)
    return scene


def test_keyboard_typing_eszett_blank_backspace_and_escape(app):
    scene = _table(app, rack="STRAE?N")
    centre = scene.lay.cell_rect(7, 4).center
    driver.tap(app, centre)
    assert scene.s.cursor == (7, 4, True)
    driver.type_text(app, "ß")  # ß types SS: the second S is the blank
    assert scene.placement() == ((7, 4, "S"), (7, 5, "s"))
    assert scene.s.cursor == (7, 6, True)
    driver.key(app, pygame.K_BACKSPACE)
    assert scene.placement() == ((7, 4, "S"),)
    assert scene.s.cursor == (7, 5, True)
    driver.type_text(app, "TRAßE")  # T R A, the blank as S, no tile for the second S, then E
    assert "".join(t[2] for t in scene.placement()) == "STRAsE"
    assert scene.s.toast is not None and "S" in scene.s.toast.text
    driver.key(app, pygame.K_ESCAPE)
    assert scene.placement() == ()
    assert sorted(t for t in scene.s.slots if t) == sorted("STRAE?N")


def test_typed_word_is_set_with_enter(app):
    scene = _table(app, rack="HAUSTEN")
    driver.tap(app, scene.lay.cell_rect(7, 5).center)
    driver.type_text(app, "haus")
    assert scene.s.preview is not None and scene.s.preview.ok
    expected = scene.s.preview.total
    driver.key(app, pygame.K_RETURN)
    rec = scene.game.history[0]
    assert rec.kind is MoveKind.PLACE and rec.words[0].word == "HAUS" and rec.score == expected == 10  # (2+1+1+1) x 2 on the star
    assert scene.game.scores[0] == 10


def test_direction_toggle_and_vertical_typing(app):
    scene = _table(app, rack="HAUSTEN")
    cell = scene.lay.cell_rect(5, 7).center
    driver.tap(app, cell)
    driver.tap(app, cell)
    assert scene.s.cursor == (5, 7, False)
    driver.type_text(app, "HUT")
    assert scene.placement() == ((5, 7, "H"), (6, 7, "U"), (7, 7, "T"))


def test_invalid_word_names_the_reason_and_keeps_tiles(app):
    scene = _table(app, rack="XQHAUST")
    driver.tap(app, scene.lay.cell_rect(7, 6).center)
    driver.type_text(app, "XQ")
    assert scene.s.preview is not None and not scene.s.preview.ok
    assert "XQ" in (scene.s.preview.reason or "")
    assert not scene.controls.setzen.ready  # Setzen looks not ready while the move is invalid
    driver.key(app, pygame.K_RETURN)
    assert scene.game.history == [] and len(scene.s.pending) == 2
    # a calm hint of what is wrong, not a red refusal: the engine was not even asked
    assert scene.s.message is None and scene.s.toast is not None and not scene.s.toast.bad
    assert "XQ" in scene.s.toast.text


def test_a_move_being_built_says_calmly_what_is_missing_and_setzen_is_not_ready(app):
    scene = _table(app, rack="HAUSTEN")
    setzen = scene.controls.setzen
    assert not setzen.ready  # nothing laid yet
    driver.drag(app, scene.lay.slots[0].center, scene.lay.cell_rect(3, 3).center)  # the first tile, far from the star
    p = scene.s.preview
    assert p is not None and not p.ok and scene.s.message is None
    assert scene.missing_hint() == "Noch nicht fertig: Das erste Wort läuft über den Stern in der Mitte."
    assert not setzen.ready and setzen.enabled
    driver.tap(app, setzen.rect.center)  # pressing it explains calmly, nothing is refused
    assert scene.game.history == [] and scene.s.message is None
    assert scene.s.toast is not None and not scene.s.toast.bad and "Stern" in scene.s.toast.text
    # the preview line is calm: no vermilion pixel in it
    scene.draw(app.screen)
    line = app.screen.subsurface(scene.lay.preview)
    from game.render.theme import Setzer
    vermilion = [line.get_at((x, y))[:3] for x in range(0, line.get_width(), 2) for y in range(0, line.get_height(), 2)]
    assert Setzer.VERMILION not in vermilion
    driver.tap(app, scene.lay.buttons[TableCommand.ZURUECK].center)
    driver.tap(app, scene.lay.cell_rect(7, 6).center)
    driver.type_text(app, "HAUS")
    assert scene.controls.setzen.ready and scene.missing_hint() is None
    driver.tap(app, setzen.rect.center)
    assert scene.game.history[0].kind is MoveKind.PLACE


def test_blank_dragged_asks_for_its_letter(app):
    scene = _table(app, rack="?AUSTEN")
    slot = scene.s.slots.index("?")
    driver.drag(app, scene.lay.slots[slot].center, scene.lay.cell_rect(7, 7).center)
    m = modal(app)
    assert m is not None and m.kind is ModalKind.BLANK
    d = m.card
    assert [d.value_shown(i) for i in range(len(d.letters))] == [None] * 29  # a blank scores 0: no values shown
    driver.type_text(app, "ä")
    assert app.stack.top is scene
    assert scene.placement() == ((7, 7, "ä"),)
    # tapping the pending blank takes it back to its slot
    driver.tap(app, scene.lay.cell_rect(7, 7).center)
    assert scene.placement() == () and scene.s.slots[slot] == "?"


def test_blank_dialog_cancel_leaves_rack_unchanged(app):
    scene = _table(app, rack="?AUSTEN")
    slot = scene.s.slots.index("?")
    driver.tap(app, scene.lay.slots[slot].center)
    driver.tap(app, scene.lay.cell_rect(7, 7).center)
    assert modal(app) is not None
    driver.key(app, pygame.K_ESCAPE)
    assert modal(app) is None and scene.placement() == () and scene.s.slots[slot] == "?"


def test_rack_reorder_by_drag_and_by_taps_and_shuffle(app):
    scene = _table(app, rack="ABCDEFG")
    lay = scene.lay
    driver.drag(app, lay.slots[0].center, lay.slots[3].center)
    assert scene.s.slots == list("BCDAEFG")
    driver.tap(app, lay.slots[6].center)
    driver.tap(app, lay.slots[0].center)
    assert scene.s.slots == list("GBCDAEF")
    driver.tap(app, lay.buttons[TableCommand.MISCHEN].center)
    assert sorted(scene.s.slots) == list("ABCDEFG")


def test_pending_tile_moves_on_the_sheet_and_zurueck_clears(app):
    scene = _table(app, rack="HAUSTEN")
    lay = scene.lay
    driver.drag(app, lay.slots[0].center, lay.cell_rect(7, 7).center)
    assert scene.placement() == ((7, 7, "H"),)
    driver.drag(app, lay.cell_rect(7, 7).center, lay.cell_rect(7, 8).center)
    assert scene.placement() == ((7, 8, "H"),)
    # a drop far off the sheet leaves it where it was
    driver.drag(app, lay.cell_rect(7, 8).center, (lay.size[0] - 5, 5))
    assert scene.placement() == ((7, 8, "H"),)
    driver.tap(app, lay.buttons[TableCommand.ZURUECK].center)
    assert scene.placement() == () and scene.s.slots[0] == "H"


def test_exchange_dialog(app):
    scene = _table(app, rack="QXYÖÄÜV")
    driver.tap(app, scene.lay.buttons[TableCommand.TAUSCHEN].center)
    m = modal(app)
    assert m is not None and m.kind is ModalKind.EXCHANGE
    d = m.card
    assert not m.button(DialogCommand.OK).enabled  # nothing chosen yet
    tap_button(app, DialogCommand.ALL)
    assert d.selected == set(range(7))
    tap_button(app, DialogCommand.ALL)
    assert d.selected == set()
    driver.tap(app, d.letter_rects[0].center)
    driver.tap(app, d.letter_rects[1].center)
    assert d.selected == {0, 1} and m.button(DialogCommand.OK).label == "Tauschen (2)"
    assert d.value_shown(0) == 10  # the exchange shows the rack's values
    tap_button(app, DialogCommand.OK)
    rec = scene.game.history[0]
    assert rec.kind is MoveKind.EXCHANGE and rec.count == 2
    assert scene.game.current == 1
    assert scene.s.toast is not None and scene.s.toast.text == "Du tauschst 2 Lettern."  # "Du" in the second person


def test_seat_called_du_is_addressed_in_the_second_person():
    from game.scenes.setzer.wording import lettern, says

    assert says("Du", "ist", "bist") + " am Zug." == "Du bist am Zug."
    assert says("Gustav", "ist", "bist") + " am Zug." == "Gustav ist am Zug."
    assert says("Du", "gewinnt", "gewinnst") + "!" == "Du gewinnst!"
    assert (lettern(1), lettern(3)) == ("1 Letter", "3 Lettern")
    from game.scenes.setzer.dialogs import handover_dialog

    mine = handover_dialog("Du")
    assert mine.title == "Du bist am Zug" and "an Du" not in mine.text and mine.buttons[0][1] == "Lettern zeigen"
    anna = handover_dialog("Anna")
    assert anna.title == "Anna ist am Zug" and anna.buttons[0][1] == "Ich bin Anna"


def test_pass_needs_confirmation(app):
    scene = _table(app)
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    assert modal(app).kind is ModalKind.PASS and scene.game.history == []
    driver.tap(app, (5, 5))  # outside: cancelled
    assert modal(app) is None and scene.game.history == []
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    assert scene.game.history[0].kind is MoveKind.PASS


def test_computer_move_slides_then_lands(app):
    scene = _table(app)
    scene.s.turbo = False
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    for _ in range(3000):
        driver.frames(app, 1)
        if scene.s.slides:
            break
    assert scene.s.slides, "the computer's tiles slide onto the sheet"
    # the engine has moved on to "Du", but the cards and the status line stay with Gustav until his tiles land
    assert scene.game.current == 0 and scene.shown_current == 1
    assert scene.view._idle_line() == "Gustav setzt …"  # noqa: SLF001
    n = len(scene.s.slides)
    gaps = [b.t0 - a.t0 for a, b in zip(scene.s.slides, scene.s.slides[1:])]
    assert all(abs(g - 0.08) < 1e-9 for g in gaps)
    assert all(abs((s.t1 - s.t0) - 0.26) < 1e-9 for s in scene.s.slides)
    assert len(scene.s.hidden) == n
    driver.frames(app, 60)
    assert not scene.s.slides and not scene.s.hidden
    assert scene.game.history[-1].player == 1
    assert scene.shown_current == 0 and scene.view._idle_line().startswith("Zieh Lettern")  # noqa: SLF001


def test_calm_mode_skips_slides(app):
    scene = _table(app)
    scene.calm = True
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    for _ in range(3000):
        driver.frames(app, 1)
        assert not scene.s.slides
        if len(scene.game.history) >= 2:
            break
    assert len(scene.game.history) >= 2


def test_hint_places_starks_move(app):
    scene = _table(app, PRACTICE)
    driver.tap(app, scene.lay.buttons[TableCommand.TIPP].center)
    for _ in range(5000):
        if not scene.s.hint_running:
            break
        driver.frames(app, 1)
    assert scene.s.pending and scene.s.preview is not None and scene.s.preview.ok


def test_hint_offers_the_exchange_stark_prefers(app):
    scene = _table(app, PRACTICE, rack="UEIUUÜN")  # stark keeps E I N and throws back U U U Ü
    driver.tap(app, scene.lay.buttons[TableCommand.TIPP].center)
    for _ in range(5000):
        if not scene.s.hint_running:
            break
        driver.frames(app, 1)
    driver.frames(app, 1)
    m = modal(app)
    assert m is not None and m.kind is ModalKind.EXCHANGE and not scene.s.pending
    d = m.card
    assert sorted(d.letters[i] for i in d.selected) == sorted("UUUÜ")
    tap_button(app, DialogCommand.OK)
    rec = scene.game.history[0]
    assert rec.kind is MoveKind.EXCHANGE and rec.count == 4


def test_hot_seat_hands_over_and_hides_the_rack(app):
    scene = _table(app, cfg=TWO_HUMANS)
    m = modal(app)
    assert m is not None and m.kind is ModalKind.HANDOVER and m.player == 0 and not scene.my_turn
    driver.tap(app, (5, 5))  # cannot be dismissed by a tap elsewhere
    assert modal(app) is m
    tap_button(app, DialogCommand.OK)
    assert scene.my_turn and scene.viewer == 0
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    driver.frames(app, 1)
    m = modal(app)
    assert m is not None and m.kind is ModalKind.HANDOVER and m.player == 1
    assert scene.viewer == 0 and not scene.confirmed_viewer  # Anna's rack no longer counts as shown
    driver.key(app, pygame.K_RETURN)
    assert scene.viewer == 1 and scene.my_turn
    assert "".join(sorted(t for t in scene.s.slots if t)) == "".join(sorted(scene.game.racks[1]))
    assert not scene.controls.tipp.visible  # no bulb with two humans


def test_challenge_withdraws_an_invalid_word(app):
    cfg = TableConfig(seats=(Seat("Anna"), Seat("Ben")), clock_seconds=None, check=CheckMode.ANFECHTEN, rated=False)
    scene = _table(app, cfg=cfg)
    driver.key(app, pygame.K_RETURN)  # Anna takes the device
    scene.game.racks[0] = "XQHAUST"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001
    driver.tap(app, scene.lay.cell_rect(7, 7).center)
    driver.type_text(app, "XQ")
    driver.key(app, pygame.K_RETURN)
    g = scene.game
    assert g.history[0].kind is MoveKind.PLACE and g.pending is not None
    buttons = scene.view.challenge_buttons()
    assert list(buttons) == [Press(TableCommand.CHALLENGE, 1), Press(TableCommand.DECLINE, 1)]  # Ben may object or let it stand
    assert scene.view.challenge_line() == "Einspruch gegen XQ (von Anna)? Noch 10 s"  # the words under challenge
    # the hand-over for Ben is up, the challenge button still works
    driver.frames(app, 1)
    assert modal(app).kind is ModalKind.HANDOVER
    driver.tap(app, buttons[Press(TableCommand.CHALLENGE, 1)].center)
    assert g.pending is None and g.board.is_empty() and g.scores[0] == 0
    assert g.history[0].kind is MoveKind.WITHDRAWN


def test_without_lookup_the_two_tabs_fill_the_bar(app):
    cfg = TableConfig(seats=(Seat("Anna"), Seat("Ben")), clock_seconds=None, check=CheckMode.ANFECHTEN, rated=True)
    scene = _table(app, cfg=cfg)
    assert not scene.game.lookup_allowed()
    full = list(scene.lay.tab_buttons.values())
    bar = full[0].unionall(full[1:])
    rects = {b.press.arg: b.rect for b in scene.controls.tabs if b.visible}
    assert set(rects) == {TableTab.VERLAUF, TableTab.LETTERN}
    V, T = TableTab.VERLAUF, TableTab.LETTERN
    assert rects[V].left == bar.left and rects[T].right == bar.right
    assert rects[V].right == rects[T].left  # no hole where Nachschlagen was
    assert abs(rects[V].width - rects[T].width) <= 1
    driver.key(app, pygame.K_RETURN)  # Anna takes the device
    driver.tap(app, rects[T].center)
    assert scene.s.tab is TableTab.LETTERN


def test_challenge_window_closes_after_ten_seconds(app):
    cfg = TableConfig(seats=(Seat("Anna"), Seat("Ben")), clock_seconds=None, check=CheckMode.ANFECHTEN, rated=False)
    scene = _table(app, cfg=cfg)
    driver.key(app, pygame.K_RETURN)
    scene.game.racks[0] = "HAUSTEN"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001
    driver.tap(app, scene.lay.cell_rect(7, 7).center)
    driver.type_text(app, "HAUS")
    driver.key(app, pygame.K_RETURN)
    assert scene.game.pending is not None
    driver.frames(app, 11 * 60)
    assert scene.game.pending is None and scene.game.scores[0] > 0


def test_clock_grace_then_automatic_pass(app):
    cfg = TableConfig(seats=(Seat("Du"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=30)
    scene = _table(app, cfg=cfg)
    driver.frames(app, 31 * 60)
    assert scene.game.clock.in_grace
    driver.frames(app, 10 * 60)
    assert scene.game.history[0].kind is MoveKind.TIMEOUT


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280), (1024, 600), (1920, 1080), (600, 1024), (3840, 2160)])
def test_layouts_fit_the_window(size):
    lay = compute_layout(size, 4)
    w, h = size
    screen = pygame.Rect(0, 0, w, h)
    for rect in [lay.sheet, lay.preview, lay.stick, *lay.slots, *lay.buttons.values(), *lay.player_rows]:
        assert screen.contains(rect), (size, rect)
    assert lay.cell * 15 <= lay.sheet.width
    assert not lay.sheet.colliderect(lay.preview) and not lay.preview.colliderect(lay.stick)
    assert lay.tile >= 24 * min(1.0, lay.k) and min(lay.buttons[TableCommand.SETZEN].size) >= 44 * min(1.0, lay.k)
    assert lay.portrait == (h > w)
    # nearest-cell hit test
    assert lay.cell_at(lay.cell_rect(3, 4).center) == (3, 4)
    assert lay.cell_at((lay.grid.x - lay.cell, lay.grid.y)) is None


def test_resign_asks_first_and_a_stray_tap_keeps_playing(app):
    scene = _table(app)
    driver.key(app, pygame.K_ESCAPE)
    tap_button(app, DialogCommand.RESIGN)
    m = modal(app)
    assert m is not None and m.kind is ModalKind.RESIGN and m.stops_clock
    driver.tap(app, (5, 5))  # outside the card: nothing happens to the game
    assert modal(app) is None and scene.game.phase is not Phase.OVER
    driver.key(app, pygame.K_ESCAPE)
    tap_button(app, DialogCommand.RESIGN)
    tap_button(app, DialogCommand.CANCEL)
    assert modal(app) is None and scene.game.phase is not Phase.OVER and scene.game.history == []


def test_gear_opens_the_settings_page_and_the_clock_stands(app):
    from game.scenes import registry

    registry.register_shell_scenes()  # as the launcher does
    cfg = TableConfig(seats=SOLO.seats, clock_seconds=60)
    scene = _table(app, cfg)
    driver.tap(app, scene.lay.buttons[TableCommand.SETTINGS].center)
    assert app.stack.top is not scene and app.stack.top.name == "settings"
    left = scene.game.clock_at(scene.now).remaining
    driver.frames(app, 120)  # two seconds on the settings page
    app.stack.pop()
    driver.frames(app, 1)
    assert app.stack.top is scene
    assert scene.game.clock_at(scene.now).remaining == pytest.approx(left, abs=0.1)


def test_portrait_drawer_opens_with_a_tab(app):
    app.set_size((800, 1280))
    scene = _table(app)
    assert scene.lay.portrait
    rect = scene.lay.tab_buttons[TableTab.LETTERN]
    driver.tap(app, rect.center)
    assert scene.s.drawer.open and scene.s.tab is TableTab.LETTERN
    driver.key(app, pygame.K_ESCAPE)
    assert not scene.s.drawer.open


def test_lookup_tab_typing_goes_to_the_field(app):
    scene = _table(app, rack="HAUSTEN")
    driver.tap(app, scene.lay.tab_buttons[TableTab.NACHSCHLAGEN].center)
    assert scene.s.tab is TableTab.NACHSCHLAGEN and scene.s.focus is Focus.LOOKUP
    driver.type_text(app, "straße")
    assert scene.s.lookup_text == "STRASSE" and scene.placement() == ()
    driver.frames(app, 1)


def test_setup_remembers_the_last_table(app, tmp_path, monkeypatch):
    setup = SetupScene(app)
    assert setup.config() == prefs.default_config("Du")
    app.start(setup)
    driver.frames(app, 1)
    hits = setup.hits
    driver.tap(app, hits["add"].center)
    assert len(setup.st.seats) == 3
    driver.tap(app, setup.hits["level:2:stark"].center)
    driver.tap(app, setup.hits["opt:clock_seconds:6"].center)  # ohne Uhr
    driver.tap(app, setup.hits["opt:words:1"].center)
    driver.tap(app, setup.hits["opt:check:2"].center)  # anfechten needs two humans: refused
    assert setup.st.values["check"] is CheckMode.HILFSBEREIT and setup.st.message
    driver.tap(app, setup.hits["name:0"].center)
    for _ in range(len(setup.st.seats[0].name)):
        driver.key(app, pygame.K_BACKSPACE)
    driver.type_text(app, "Ida")
    driver.key(app, pygame.K_RETURN)  # ends editing
    driver.tap(app, setup.hits["start"].center)
    table = app.stack.top
    assert isinstance(table, TableScene)
    cfg = table.config
    assert cfg.seats[0].name == "Ida" and cfg.seats[2].level is Level.STARK and cfg.clock_seconds is None
    assert cfg.words.common_only
    again = prefs.load_last(app)
    assert again == cfg
    assert app.store.settings.last_table(app.session.profile_id) == cfg.to_dict()  # kept in the store


def test_any_action_on_a_finished_game_is_safe(app):
    scene = _table(app)
    scene.game.apply(__import__("game.setzer.actions", fromlist=["Resign"]).Resign(0), app.now)
    for kind in Act:
        scene.handle(Action(kind, pos=(640, 400), text="A"))
    presses = [Press(c) for c in scene.lay.buttons] + [Press(TableCommand.TAB, TableTab.LETTERN), Press(TableCommand.DRAWER),
                                                      Press(TableCommand.TURBO), Press(TableCommand.CHALLENGE, 1)]
    for press in presses:
        scene.press(press)
    driver.frames(app, 5)
    assert scene.game.phase is Phase.OVER


def test_tagesbrett_from_the_daily_screen_to_the_daily_list(app, tmp_path):
    import datetime

    from game.scenes.setzer.daily import DailyScene
    from game.scenes.setzer.results import ResultsScene
    from game.setzer.config import GameMode

    app.options.data_dir = tmp_path
    day = datetime.date(2026, 11, 30)  # first rack HÖEDHOS: DOSE through the centre is worth 10
    daily = DailyScene(app, {"date": day})
    app.start(daily)
    driver.frames(app, 1)
    assert len(daily.first_rack) == 7
    driver.tap(app, daily.hits["play"].center)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.config.mode is GameMode.TAGESBRETT and table.date == day
    assert "".join(sorted(table.game.racks[0])) == "".join(sorted(daily.first_rack))
    assert not table.controls.tipp.visible  # no bulb in the daily competition
    # one real move by keyboard (the list entry is replayed, so the rack is today's), then nine passes:
    # the Tagesbrett always runs its ten moves
    driver.tap(app, table.lay.cell_rect(7, 7).center)
    driver.type_text(app, "DOSE")
    driver.key(app, pygame.K_RETURN)
    assert table.game.scores[0] == 10
    for i in range(9):
        assert table.game.phase is not Phase.OVER, i
        driver.tap(app, table.lay.buttons[TableCommand.PASSEN].center)
        driver.key(app, pygame.K_RETURN)
    driver.frames(app, 120)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    assert results.game.result.scores[0] == 10  # no rest deduction in the Tagesbrett
    from game.scenes.setzer import records

    assert records.daily_entries(app, day) == [("Du", 10)]
    driver.frames(app, 2)


def test_tagesbrett_in_portrait_shows_the_move_count(app):
    import datetime

    from game.setzer.config import GameMode

    app.set_size((800, 1280))
    cfg = TableConfig(seats=(Seat("Du"),), mode=GameMode.TAGESBRETT)
    scene = TableScene(app, cfg, seed=3, date=datetime.date(2026, 11, 29), autosave=False)
    app.start(scene)
    driver.frames(app, 1)
    assert scene.lay.portrait
    text, _colour = scene.view.chip_subline(0)
    assert text.startswith("Zug 1 von 10 · ")
    driver.tap(app, scene.lay.buttons[TableCommand.PASSEN].center)
    driver.key(app, pygame.K_RETURN)
    assert scene.view.chip_subline(0)[0].startswith("Zug 2 von 10")


def _lay_by_hand(scene, action) -> None:
    """Put a move's tiles on the sheet as a player would, one rack tile after the other."""
    from game.setzer.tiles import BLANK

    for r, c, letter in action.placement:
        want = BLANK if letter.islower() else letter
        slot = next(i for i, t in enumerate(scene.s.slots) if t == want)
        scene.place_from_slot(slot, r, c, letter.upper() if letter.islower() else None)


def test_results_enter_the_store_lists(app):
    import datetime

    from game.scenes.setzer import records
    from game.scenes.setzer.results import ResultsScene
    from game.store.boards import Board

    scene = _table(app)
    # the human finds stark's move alone (no bulb in a rated game; the record must replay exactly),
    # then resigns through the menu
    _lay_by_hand(scene, bridge.hint_job(scene.game, 0).run())
    driver.key(app, pygame.K_RETURN)
    g = scene.game
    assert g.history[0].kind is MoveKind.PLACE
    for _ in range(3000):
        if g.current == 0 and scene.my_turn:
            break
        driver.frames(app, 1)
    driver.key(app, pygame.K_ESCAPE)
    assert modal(app).kind is ModalKind.MENU
    tap_button(app, DialogCommand.RESIGN)
    assert modal(app).kind is ModalKind.RESIGN and g.phase is not Phase.OVER
    tap_button(app, DialogCommand.OK)
    assert g.phase is Phase.OVER
    driver.frames(app, 200)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    assert results.reason_line() == "Du hast aufgegeben."
    top = app.store.boards.top(Board.SETZER)
    assert [e.score for e in top if e.name == "Du"] == [g.result.leaderboard_points[0]]
    assert results.note and "Bestenliste" in results.note
    # the Tagesbrett list reads from the store as well
    day = datetime.date(2026, 11, 29)
    assert records.daily_entries(app, day) == []


def test_history_scrolls_with_the_wheel(app):
    from game.scenes.setzer import demo

    scene = demo.mid_game(app, moves=10, pending=False)
    app.start(scene)
    driver.frames(app, 1)
    body = tab_body(scene.lay, scene.s.drawer)
    scene.handle(Action(Act.WHEEL, pos=body.center, wheel=-2))
    assert scene.s.history_scroll == 2
    scene.handle(Action(Act.WHEEL, pos=body.center, wheel=5))
    assert scene.s.history_scroll == 0
    scene.handle(Action(Act.WHEEL, pos=(2, 2), wheel=-2))  # not over the list
    assert scene.s.history_scroll == 0
    driver.frames(app, 1)


def test_typing_goes_where_the_cursor_is_shown_after_the_lookup_tab(app):
    """Issue 15: type in Nachschlagen, Enter, type on; then a board square takes the keys."""
    scene = _table(app, rack="HAUSTEN")
    driver.tap(app, scene.lay.tab_buttons[TableTab.NACHSCHLAGEN].center)
    driver.type_text(app, "geht")
    assert scene.s.lookup_text == "GEHT" and scene.s.focus is Focus.LOOKUP
    driver.key(app, pygame.K_RETURN)  # the field keeps the focus (and its caret): nothing typed vanishes
    assert scene.s.focus is Focus.LOOKUP and scene.game.history == []
    driver.type_text(app, "s")
    assert scene.s.lookup_text == "GEHTS"
    driver.tap(app, scene.lay.cell_rect(7, 6).center)  # the board shows its cursor now ...
    assert scene.s.focus is Focus.SHEET and scene.s.cursor == (7, 6, True)
    driver.type_text(app, "haus")  # ... and gets the letters
    assert scene.placement() == ((7, 6, "H"), (7, 7, "A"), (7, 8, "U"), (7, 9, "S"))
    assert scene.s.lookup_text == "GEHTS"
    driver.key(app, pygame.K_BACKSPACE)  # Backspace follows the cursor too
    assert scene.s.lookup_text == "GEHTS" and len(scene.placement()) == 3
    # the field shows no caret now (its frame is not the focus blue), the sheet shows the cursor
    scene.draw(app.screen)
    from game.scenes.setzer.layout import lookup_field

    field = lookup_field(scene.lay, scene.s.drawer)
    from game.render.theme import Setzer

    assert app.screen.get_at((field.centerx, field.y))[:3] != Setzer.PRUSSIAN
    driver.tap(app, field.center)  # back into the field: the keys follow
    driver.type_text(app, "x")
    assert scene.s.lookup_text == "GEHTSX" and len(scene.placement()) == 3


def test_portrait_typing_after_the_lookup_drawer(app):
    app.set_size((800, 1280))
    scene = _table(app, rack="HAUSTEN")
    driver.tap(app, scene.lay.tab_buttons[TableTab.NACHSCHLAGEN].center)
    assert scene.s.drawer.open and scene.s.focus is Focus.LOOKUP
    driver.type_text(app, "rot")
    assert scene.s.lookup_text == "ROT"
    driver.tap(app, scene.lay.cell_rect(3, 7).center)  # above the drawer: it goes down, the sheet takes the keys
    assert not scene.s.drawer.open and scene.s.focus is Focus.SHEET and scene.s.cursor == (3, 7, True)
    driver.type_text(app, "hut")
    assert [t[2] for t in scene.placement()] == ["H", "U", "T"] and scene.s.lookup_text == "ROT"


def test_typing_a_word_through_a_letter_on_the_sheet(app):
    """Issue 15: M-I-S-T across the S of HAUS: the typed S matches the S under the cursor and steps over it."""
    scene = _table(app, cfg=TWO_HUMANS)
    driver.key(app, pygame.K_RETURN)  # Anna takes the device
    scene.game.racks[0] = "HAUSTEN"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001
    driver.tap(app, scene.lay.cell_rect(7, 6).center)
    driver.type_text(app, "HAUS")
    driver.key(app, pygame.K_RETURN)
    assert scene.game.board.get(7, 9) == "S"
    driver.key(app, pygame.K_RETURN)  # Ben takes the device
    scene.game.racks[1] = "MITRENA"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001
    cell = scene.lay.cell_rect(5, 9).center
    driver.tap(app, cell)
    driver.tap(app, cell)  # downwards
    driver.type_text(app, "MI")
    assert scene.s.cursor == (7, 9, False)  # the cursor stops on the S of the sheet
    scene.draw(app.screen)  # (a dashed box over the letter)
    driver.type_text(app, "S")
    assert scene.s.toast is None  # no "„S“ liegt nicht in deinem Winkelhaken"
    assert scene.s.cursor == (8, 9, False)
    driver.type_text(app, "T")
    assert scene.placement() == ((5, 9, "M"), (6, 9, "I"), (8, 9, "T"))
    driver.key(app, pygame.K_RETURN)
    rec = scene.game.history[-1]
    assert rec.kind is MoveKind.PLACE and rec.words[0].word == "MIST"


def test_a_letter_other_than_the_one_on_the_sheet_goes_to_the_next_free_square(app):
    scene = _table(app, cfg=TWO_HUMANS)
    driver.key(app, pygame.K_RETURN)
    scene.game.racks[0] = "HAUSTEN"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001
    driver.tap(app, scene.lay.cell_rect(7, 6).center)
    driver.type_text(app, "HAUS")
    driver.key(app, pygame.K_RETURN)
    driver.key(app, pygame.K_RETURN)  # Ben
    scene.game.racks[1] = "EHRENTA"
    scene.s.slots = [None] * 7
    scene._sync_rack()  # noqa: SLF001
    driver.tap(app, scene.lay.cell_rect(7, 5).center)
    driver.type_text(app, "E")
    assert scene.s.cursor == (7, 6, True)  # on the H of the sheet
    driver.type_text(app, "R")  # not an H: placed after HAUS
    assert scene.placement() == ((7, 5, "E"), (7, 10, "R"))


def _drawer_top(scene) -> int:
    from game.scenes.setzer.layout import drawer_rect

    return drawer_rect(scene.lay, scene.s.drawer).y


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "touch"])
def test_portrait_drawer_follows_its_handle_up_and_down(app, touch):
    """Issue 15: the drawer opens by dragging its handle up (mouse, or a finger) and closes by dragging it down."""
    from game.scenes.setzer.layout import drawer_handle, expanded_drawer

    app.set_size((800, 1280))
    scene = _table(app)
    lay = scene.lay
    closed_top = lay.drawer.y
    grip = drawer_handle(lay, scene.s.drawer).center
    # SDL sends finger events beside the mouse events it makes of a touch: they must not count twice
    finger = pygame.event.Event(pygame.FINGERDOWN, x=grip[0] / 800, y=grip[1] / 1280, dx=0, dy=0, finger_id=1, touch_id=1)
    app.process_event(finger)
    driver.press(app, grip, touch=touch)
    for dy in (20, 80, 160):
        driver.move(app, (grip[0], grip[1] - dy), touch=touch)
        driver.frames(app, 1)
    assert _drawer_top(scene) == closed_top - 160  # the drawer follows the finger
    scene.draw(app.screen)
    driver.release(app, (grip[0], grip[1] - 160), touch=touch)
    driver.frames(app, 1)
    assert scene.s.drawer.open and _drawer_top(scene) == expanded_drawer(lay).y
    # dragging it down puts it away
    grip = drawer_handle(lay, scene.s.drawer).center
    driver.drag(app, grip, (grip[0], grip[1] + 120), touch=touch)
    assert not scene.s.drawer.open and _drawer_top(scene) == closed_top
    # a short drag up that is let go opens it too; a tap on the handle toggles
    driver.drag(app, grip := drawer_handle(lay, scene.s.drawer).center, (grip[0], grip[1] - 40), touch=touch)
    assert scene.s.drawer.open
    driver.tap(app, drawer_handle(lay, scene.s.drawer).center, touch=touch)
    assert not scene.s.drawer.open and scene.game.history == []
