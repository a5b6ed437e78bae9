"""Profile, operator panel, PIN pad and the Partien list draw only what changes, and every such frame equals a whole
redraw: an operator and a player move the pointer over everything, tap digits, switch profiles and scroll."""
from __future__ import annotations

import pygame
import pytest

from game.scenes.operator.panel import OperatorScene
from game.scenes.operator.pin_pad import PinPad
from tests.ui.damage_check import run_and_compare
from tests.ui.shell_helpers import make_app
from tools.bench_scenes import _event
from tools.bench_scenes import click as _tap
from tools.bench_scenes import move_to as _move
from tools.bench_scenes import sweep as _sweep
from tools.bench_scenes import type_key as _type

SIZES = [(1280, 800), (800, 1280)]


def _still_draws_nothing(app) -> None:
    still = run_and_compare(app, 6)
    assert still["nothing"] == 6, still


@pytest.mark.parametrize("size", SIZES)
def test_the_operator_types_a_word_and_sweeps_the_panel_and_every_frame_matches(size):
    """Hovering over buttons, the keyboard and the tabs, typing a word letter by letter: partial frames only."""
    app = make_app(size)
    app.start(OperatorScene(app, app.store))

    def operate(app_, i: int) -> None:
        _move(app_, _sweep(app_, i * 3))
        if i % 10 == 5:
            _event(app_, pygame.TEXTINPUT, text="QUARK"[(i // 10) % 5], window=None)

    counts = run_and_compare(app, 80, operate)
    assert counts["partial"] + counts["nothing"] >= 60, counts
    _still_draws_nothing(app)


@pytest.mark.parametrize("size", SIZES)
def test_the_pin_pad_shows_each_digit_and_the_message_and_every_frame_matches(size):
    """Digits tapped one by one (dots appear), OK with too few digits (the message), pointer over the keys."""
    app = make_app(size)
    pad = PinPad(app, lambda _pin: None, lambda: None, "Betreiber-PIN eingeben")
    app.start(pad)
    keys = list(pad.keys.values())
    shown: list[int] = []

    def enter(app_, i: int) -> None:
        shown.append(len(pad.entry.digits))
        _move(app_, keys[i % len(keys)].rect.center)
        if i % 8 == 4:
            _tap(app_, keys[(i // 8) % len(keys)].rect.center)

    counts = run_and_compare(app, 96, enter)
    assert max(shown) >= 4, "the dots came up one by one"
    assert counts["partial"] + counts["nothing"] >= 70, counts
    _still_draws_nothing(app)


@pytest.mark.parametrize("size", SIZES)
def test_a_player_creates_a_second_profile_switches_and_every_frame_matches(size):
    """A second profile in the list; tapping it switches who plays (the whole card anew), hovering draws little."""
    from game.scenes.profile.store_scene import StoreProfileScene

    app = make_app(size)
    app.store.profiles.create("Ronja")
    scene = StoreProfileScene(app, app.session)
    app.start(scene)
    rows = scene.list

    def browse(app_, i: int) -> None:
        _move(app_, _sweep(app_, i * 2))
        if i == 40:
            _tap(app_, (rows.rect.centerx, rows.rect.y + int(90 * scene.frame.s)))

    counts = run_and_compare(app, 80, browse)
    assert counts["partial"] + counts["nothing"] >= 60, counts
    _still_draws_nothing(app)


@pytest.mark.parametrize("size", SIZES)
def test_the_partien_list_scrolls_and_hovers_and_every_frame_matches(size):
    """Twelve games, more than the screen shows: the wheel scrolls down and back, the pointer crosses the cards.
    Scrolling redraws the list alone (half the window or more), never a whole frame."""
    from game.scenes.partien.scene import PartienScene
    from tools.bench_scenes import _offline_remote

    app = make_app(size)
    scene = PartienScene(app, _offline_remote(app))
    app.start(scene)

    def browse(app_, i: int) -> None:
        _move(app_, _sweep(app_, i * 3))
        if i % 6 == 5:
            y = -1 if i < 60 else 1
            _event(app_, pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y), touch=False,
                   window=None)

    offsets: set[int] = set()
    counts = run_and_compare(app, 110, lambda app_, i: (browse(app_, i), offsets.add(int(scene.list.offset))))
    assert scene.list.max_offset > 0 and len(offsets) >= 4, "the list is longer than its view and scrolls"
    assert counts["whole"] <= 1, f"the first frame only; a scrolled list is one clipped pass: {counts}"


@pytest.mark.parametrize("size", SIZES)
def test_a_player_lays_tiles_on_a_partie_table_and_every_frame_matches(size):
    """On their turn the player picks rack letters, lays them on the sheet (the panel shows what they would
    give), takes them back; the pointer crosses the buttons. Partial frames equal whole redraws."""
    from game.scenes.partien.table import RemoteTableScene
    from tools.bench_scenes import _offline_remote, _table_state

    app = make_app(size)
    remote = _offline_remote(app)
    remote.states[100] = _table_state(app)
    table = RemoteTableScene(app, remote, 100)
    app.start(table)
    app.advance(1 / 60)
    rows = table.hand.state["board"]
    free = [(r, c + 1) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "." and c + 1 < 15
            and row[c + 1] == "."]
    laid: list[int] = []

    def play(app_, i: int) -> None:
        laid.append(len(table.hand.laid))
        _move(app_, _sweep(app_, i * 3))
        slot = pygame.Rect(table.lay.rack[(i // 30) % 7])
        if i % 30 == 5:
            _tap(app_, slot.center)
        elif i % 30 == 12:
            r, c = free[(i // 30) % len(free)]
            _tap(app_, pygame.Rect(table.lay.square_rect(r, c)).center)
        elif i % 30 == 25:
            table.hand.clear()

    counts = run_and_compare(app, 90, play)
    assert max(laid) >= 1, "a tile lay on the sheet"
    assert counts["partial"] + counts["nothing"] >= 80, counts


@pytest.mark.parametrize("size", SIZES)
def test_a_player_types_a_new_profile_name_and_every_frame_matches(size):
    """From the profile page to "Neues Profil": letters on the screen's keys and the keyboard, a Backspace, a name
    that is taken (the error line), then a free one is created. Partial frames equal whole redraws."""
    from game.scenes.profile.store_scene import NewProfileScene, StoreProfileScene

    app = make_app(size)
    app.store.profiles.create("Ronja")
    profile_page = StoreProfileScene(app, app.session)
    app.start(profile_page)
    app.advance(1 / 60)
    _tap(app, profile_page.new_btn.rect.center)
    app.advance(1 / 60)
    app.advance(1 / 60)
    page = app.stack.top
    assert isinstance(page, NewProfileScene)
    keys = dict(page.keyboard.keys)
    errors: list[str] = []

    def name(app_, i: int) -> None:
        errors.append(page.error)
        _move(app_, _sweep(app_, i * 3))
        if i in (4, 10, 16, 22, 28):
            _tap(app_, keys["RONJA"[(i - 4) // 6]].center)  # R, o, n, j, a on the screen's keys
        elif i == 34:
            _type(app_, keycode=pygame.K_RETURN)  # "Ronja" is taken
        elif i == 44:
            _type(app_, keycode=pygame.K_BACKSPACE)
        elif i in (50, 56):
            _type(app_, "ie"[(i - 50) // 6])

    counts = run_and_compare(app, 70, name)
    assert any(errors) and page.text == "Ronjie", page.text
    assert counts["partial"] + counts["nothing"] >= 60, counts
    _still_draws_nothing(app)
    _tap(app, page.save_btn.rect.center)
    app.advance(1 / 60)
    assert app.stack.top is profile_page and app.session.profile.name == "Ronjie"


@pytest.mark.parametrize("size", SIZES)
def test_a_player_looks_at_another_players_profile_and_every_frame_matches(size):
    """Another player's profile: the pointer crosses "Partie anbieten" and "Spieler blockieren", and a newer
    answer from the Spielcenter redraws the card. Partial frames equal whole redraws."""
    from game.scenes.partien.profile import RemoteProfileScene
    from tools.bench_scenes import _demo_profile, _offline_remote

    app = make_app(size)
    remote = _offline_remote(app)
    remote.profiles[7] = _demo_profile(7)
    page = RemoteProfileScene(app, remote, 7)
    app.start(page)

    def look(app_, i: int) -> None:
        button = (page.offer, page.block)[(i // 10) % 2]
        _move(app_, (button.rect.x + (i * 17) % button.rect.w, button.rect.centery) if i % 10 < 6 else (4, 4))
        if i == 30:
            remote.profiles[7] = _demo_profile(7) | {"rating": 1620, "siege": 18}  # what the next answer holds

    counts = run_and_compare(app, 60, look)
    assert counts["partial"] >= 10 and counts["whole"] <= 2, counts
    _still_draws_nothing(app)


@pytest.mark.parametrize("size", SIZES)
def test_another_players_hall_and_best_results_arrive_after_the_profile_and_every_frame_matches(size, tmp_path):
    """From the lists: the profile is known, the public card (hall, best results) lands a little later and the
    Spielcenter is not reachable. The card shows each answer at once; drawn frames equal whole redraws."""
    from game.center.attach import attach_center
    from game.scenes.partien.profile import RemoteProfileScene
    from tests.center.center_helpers import free_port
    from tools.bench_scenes import _demo_profile

    app = make_app(size, data_dir=tmp_path)
    center = attach_center(app, f"http://127.0.0.1:{free_port()}")  # nobody answers there
    try:
        app.remote.profiles[7] = _demo_profile(7)
        page = RemoteProfileScene(app, app.remote, 7)
        app.start(page)
        card = {"id": 7, "name": "Jörg", "rating": 1587, "venue": {"id": 1, "name": "Halle am Markt"},
                "blocked": False, "bests": [{"board": "3min", "best": 2140, "results": 4, "last_day": "2026-11-30"}]}

        def look(app_, i: int) -> None:
            _move(app_, (page.offer.rect.x + (i * 13) % page.offer.rect.w, page.offer.rect.centery))
            if i == 10:
                center.players[7] = card  # the public card's answer lands
            if i == 20:
                center.players[7] = card | {"bests": card["bests"] * 2, "venue": None}  # a newer answer

        counts = run_and_compare(app, 30, look)
        assert counts["whole"] + counts["partial"] >= 3, counts  # both answers (and going offline) were drawn
        assert counts["nothing"] >= 20, counts  # the pointer over the disabled buttons draws nothing
        assert page.public is not None and page.public["venue"] is None
        _still_draws_nothing(app)
    finally:
        center.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_operator_types_the_spielcenter_address_and_every_frame_matches(size):
    """The operator types an address and a token (Enter moves on), Verbinden refuses the port with a message; then
    a touch on the field opens the on-screen keys, three are tapped and Esc closes them. Every partial frame equals a
    whole redraw; only opening and closing the sheet draw whole frames."""
    from game.scenes.operator.center_page import OperatorCenterScene

    app = make_app(size)
    page = OperatorCenterScene(app, app.store)
    app.start(page)
    app.advance(1 / 60)
    typed = "halle:99999\ngeheim\n"

    def operate(app_, i: int) -> None:
        _move(app_, _sweep(app_, i * 3))
        if i == 2:
            _tap(app_, page.address.rect.center)
        elif 4 <= i < 4 + 2 * len(typed) and i % 2 == 0:
            ch = typed[(i - 4) // 2]
            _type(app_, keycode=pygame.K_RETURN) if ch == "\n" else _type(app_, ch)
        elif i == 60:
            _tap(app_, page.address.rect.center, touch=True)
        elif i in (66, 72, 78):
            _tap(app_, dict(page.entry.keyboard.keys)["123"[(i - 66) // 6]].center, touch=True)
        elif i == 86:
            _type(app_, keycode=pygame.K_ESCAPE)

    counts = run_and_compare(app, 96, operate)
    assert page.message and "Port" in page.message, page.message
    assert page.address.value == "halle:99999123" and not page.entry.is_open, page.address.value
    assert counts["whole"] <= 3 and counts["partial"] + counts["nothing"] >= 90, counts
    _still_draws_nothing(app)


@pytest.mark.parametrize("size", SIZES)
def test_the_operator_dismisses_a_word_report_and_every_frame_matches(size):
    """Six reports come in (from a stand-in that answers like the Spielcenter); the operator's pointer crosses the
    buttons and "Verwerfen" on the second row sends the decision; the answer takes the row away and says so. Partial
    frames equal whole redraws."""
    import time

    from game.center.client import CenterClient
    from game.center.remote_reports import OperatorReports
    from game.scenes.operator.reports import ReportsScene
    from tools.bench_scenes import _reports_transport

    app = make_app(size)
    reports = OperatorReports(CenterClient("http://halle.invalid", transport=_reports_transport()), "betrieb")
    page = ReportsScene(app, reports)
    app.start(page)
    for _ in range(200):  # the worker thread brings the list
        app.advance(1 / 60)
        if reports.reports is not None:
            break
        time.sleep(0.01)
    assert len(reports.reports) == 6

    def decide(app_, i: int) -> None:
        _move(app_, _sweep(app_, i * 3))
        if i == 20:
            _tap(app_, page.row_buttons[1][2].rect.center)
        if 20 < i < 60 and len(reports.reports) == 6:
            time.sleep(0.01)  # the answer is on its way

    counts = run_and_compare(app, 70, decide)
    assert [r["wort"] for r in reports.reports][:2] == ["Schnurzpieps", "Zwiebelmett"], reports.reports
    assert reports.message == "„Quarkbällchen“: verworfen."
    assert counts["partial"] + counts["nothing"] >= 60, counts
    _still_draws_nothing(app)
    page.exit()


@pytest.mark.parametrize("size", SIZES)
def test_a_player_types_the_spielcenter_address_on_the_settings_keys_and_every_frame_matches(size):
    """Settings: a touch on the Spielcenter address opens the on-screen keys over the page, three digits are tapped,
    Esc closes them. The frame that opens the sheet veils the whole page (found by tools/monkey.py --seed 11: only
    the address row was redrawn and the sheet stayed half drawn); every drawn frame equals a whole redraw."""
    from game.scenes import registry

    app = make_app(size)
    registry.import_game_packages()
    page = registry.create(app, "settings")
    app.start(page)
    app.advance(1 / 60)

    def player(app_, i: int) -> None:
        if i == 4:
            _tap(app_, page.address.rect.center, touch=True)
        elif i in (10, 16, 22):
            _tap(app_, dict(page.entry.keyboard.keys)["123"[(i - 10) // 6]].center, touch=True)
        elif i == 30:
            _type(app_, keycode=pygame.K_ESCAPE)

    counts = run_and_compare(app, 40, player)
    assert page.address.value.endswith("123") and not page.entry.is_open, page.address.value
    assert counts["whole"] <= 3 and counts["partial"] >= 3, counts
    _still_draws_nothing(app)
