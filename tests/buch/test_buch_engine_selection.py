"""Tap and drag selection helpers."""
from game.buch.selection import TapResult, drag, tap


def test_tap_extends_truncates_and_submits():
    p = ()
    t = tap(p, (0, 0))
    assert t.result is TapResult.STARTED and t.path == ((0, 0),)
    t = tap(t.path, (1, 0))
    assert t.result is TapResult.EXTENDED and t.path == ((0, 0), (1, 0))
    t = tap(t.path, (1, 1))
    t = tap(t.path, (1, 0))
    assert t.result is TapResult.TRUNCATED and t.path == ((0, 0), (1, 0))
    assert tap(t.path, (1, 0)).result is TapResult.SUBMIT
    t = tap(t.path, (5, 5))
    assert t.result is TapResult.STARTED and t.path == ((5, 5),)
    assert tap(t.path, (9, 0)).result is TapResult.IGNORED


def test_drag_extends_and_backs_up():
    p = drag((), (2, 2))
    p = drag(p, (2, 3))
    p = drag(p, (3, 3))
    assert p == ((2, 2), (2, 3), (3, 3))
    assert drag(p, (6, 0)) == p  # too far: ignored
    assert drag(p, (2, 3)) == ((2, 2), (2, 3))  # back onto the previous tile
    assert drag(p, (3, 3)) == p


def test_paths_for_typed_letters():
    from buch_engine_helpers import board

    from game.buch.selection import paths_for_text

    b = board({0: "HAUS", 1: "QAL"})
    assert paths_for_text(b, "haus") == [((0, 0), (0, 1), (0, 2), (0, 3))]
    assert sorted(paths_for_text(b, "QUA")) == [((1, 0), (0, 1)), ((1, 0), (1, 1))]
    assert paths_for_text(b, "Q") == []  # the Qu tile needs both letters
    assert len(paths_for_text(b, "X", limit=5)) == 5
    assert paths_for_text(b, "") == []
