"""The kiosk controller: idle return, attract demo, operator chord and PIN lock-out."""
from game.kiosk import (
    AskPin,
    AttractDemo,
    ChordDetector,
    CloseOperator,
    Corner,
    ExitKiosk,
    KioskController,
    KioskPhase,
    LockedOut,
    PinAccepted,
    PinRejected,
    ResetToGuest,
    ShowTitle,
    StartAttract,
    StopAttract,
    corner_at,
)


def make(pin: str | None = "2468") -> KioskController:
    kiosk = KioskController(check_pin=lambda p: p == pin, has_pin=lambda: pin is not None,
                            idle_to_title_s=60.0, title_to_attract_s=20.0)
    assert kiosk.start(0.0) == [ResetToGuest(), ShowTitle()]
    return kiosk


def test_idle_returns_to_title_as_guest_then_attract_demos_alternate():
    kiosk = make()
    assert kiosk.on_input(1.0) == (False, [])
    assert kiosk.phase is KioskPhase.PLAYING
    assert kiosk.update(60.9) == []
    assert kiosk.update(61.0) == [ShowTitle(), ResetToGuest()]
    assert kiosk.phase is KioskPhase.TITLE
    assert kiosk.update(80.9) == []
    assert kiosk.update(81.0) == [StartAttract(AttractDemo.SETZER)]
    assert kiosk.on_attract_finished(140.0) == [StartAttract(AttractDemo.BUCH)]
    assert kiosk.on_attract_finished(200.0) == [StartAttract(AttractDemo.SETZER)]


def test_any_input_resets_the_idle_timer():
    kiosk = make()
    kiosk.on_input(0.0)
    for t in (50.0, 100.0, 150.0):
        assert kiosk.on_input(t) == (False, [])
        assert kiosk.update(t + 59.0) == []
    assert kiosk.update(210.0) == [ShowTitle(), ResetToGuest()]


def test_input_during_attract_only_stops_it():
    kiosk = make()
    assert kiosk.update(20.0) == [StartAttract(AttractDemo.SETZER)]
    assert kiosk.on_input(25.0) == (True, [StopAttract(), ShowTitle()])
    assert kiosk.phase is KioskPhase.TITLE
    assert kiosk.update(44.0) == []  # title idle counts from the stop
    assert kiosk.update(45.0) == [StartAttract(AttractDemo.BUCH)]


def test_chord_and_pin_unlock_then_exit():
    kiosk = make()
    assert kiosk.request_exit() == []  # not without the PIN
    assert kiosk.on_chord(5.0) == [AskPin()]
    assert kiosk.enter_pin("2468", 6.0) == [PinAccepted()]
    assert kiosk.phase is KioskPhase.OPERATOR
    assert kiosk.request_exit() == [ExitKiosk()]
    assert kiosk.close_operator(7.0) == [CloseOperator(), ShowTitle(), ResetToGuest()]
    assert kiosk.request_exit() == []


def test_wrong_pins_lock_out_and_lock_time_doubles():
    kiosk = make()
    kiosk.on_chord(0.0)
    assert kiosk.enter_pin("1111", 1.0) == [PinRejected(2, "Falsche PIN. Noch 2 Versuche.")]
    assert kiosk.enter_pin("1112", 2.0) == [PinRejected(1, "Falsche PIN. Noch 1 Versuch.")]
    events = kiosk.enter_pin("1113", 3.0)
    assert events[0] == LockedOut(60.0, "Zu viele falsche Eingaben. Gesperrt für 60 s.")
    assert events[1:] == [CloseOperator(), ShowTitle()]
    assert kiosk.is_locked(62.9)
    # even the right PIN is refused while locked
    assert kiosk.on_chord(33.0) == [LockedOut(30.0, "Zu viele falsche Eingaben. Gesperrt für 30 s.")]
    assert kiosk.phase is KioskPhase.TITLE
    assert kiosk.on_chord(63.0) == [AskPin()]
    for t in (64.0, 65.0):
        kiosk.enter_pin("0000", t)
    assert kiosk.enter_pin("0000", 66.0)[0].seconds == 120.0
    assert kiosk.on_chord(186.0) == [AskPin()]
    assert kiosk.enter_pin("2468", 187.0) == [PinAccepted()]


def test_pin_pad_and_operator_panel_time_out():
    kiosk = make()
    kiosk.on_chord(0.0)
    assert kiosk.update(29.0) == []
    assert kiosk.update(30.0) == [CloseOperator(), ShowTitle(), ResetToGuest()]
    kiosk.on_chord(40.0)
    kiosk.enter_pin("2468", 41.0)
    assert kiosk.update(100.0) == []
    assert kiosk.update(101.0) == [CloseOperator(), ShowTitle(), ResetToGuest()]


def test_without_a_pin_the_chord_opens_the_panel_to_set_one():
    kiosk = make(pin=None)
    assert kiosk.on_chord(1.0) == [PinAccepted(pin_missing=True)]


def test_touch_chord_is_four_corners_clockwise_within_the_window():
    size = (1280, 800)
    assert corner_at((5, 5), size) is Corner.TOP_LEFT
    assert corner_at((1275, 795), size) is Corner.BOTTOM_RIGHT
    assert corner_at((640, 5), size) is None
    chord = ChordDetector()
    taps = [(5, 5), (1275, 5), (1275, 795), (5, 795)]
    assert [chord.feed(corner_at(p, size), t) for p, t in zip(taps, (0.0, 0.5, 1.0, 1.5))] == [False] * 3 + [True]
    # too slow: starts over
    assert [chord.feed(corner_at(p, size), t) for p, t in zip(taps, (10.0, 11.0, 12.0, 14.5))] == [False] * 4
    # a tap elsewhere breaks the sequence; a top-left tap restarts it
    seq = [(5, 5), (1275, 5), (640, 400), (5, 5), (1275, 5), (1275, 795), (5, 795)]
    assert [chord.feed(corner_at(p, size), 20.0 + i * 0.3) for i, p in enumerate(seq)][-1] is True
