"""Board geometry: neighbours follow from the half-row offset of odd columns."""
import math

from game.buch.geometry import COLS, NEIGHBOURS, ROWS, are_adjacent, centre, neighbours


def test_neighbours_match_the_drawn_geometry():
    # two tiles touch when their centres are one tile apart (vertically) or in the next column
    # and at most half a row apart; nothing else touches
    for c in range(COLS):
        for r in range(ROWS):
            expected = set()
            for c2 in range(COLS):
                for r2 in range(ROWS):
                    if (c2, r2) == (c, r):
                        continue
                    x1, y1 = centre(c, r)
                    x2, y2 = centre(c2, r2)
                    if math.isclose(math.hypot(x2 - x1, y2 - y1), 1.0) or (abs(x2 - x1) == 1 and abs(y2 - y1) == 0.5):
                        expected.add((c2, r2))
            assert set(neighbours(c, r)) == expected


def test_even_and_odd_column_rules():
    assert set(neighbours(2, 3)) == {(2, 2), (2, 4), (1, 2), (1, 3), (3, 2), (3, 3)}
    assert set(neighbours(3, 3)) == {(3, 2), (3, 4), (2, 3), (2, 4), (4, 3), (4, 4)}
    assert set(neighbours(0, 0)) == {(0, 1), (1, 0)}
    assert set(neighbours(1, 7)) == {(1, 6), (0, 7), (2, 7)}
    assert len(neighbours(3, 7)) == 3
    assert max(len(v) for v in NEIGHBOURS.values()) == 6


def test_adjacency_is_symmetric():
    for a, ns in NEIGHBOURS.items():
        for b in ns:
            assert are_adjacent(b, a)
    assert not are_adjacent((0, 0), (0, 2))
    assert not are_adjacent((0, 0), (1, 1))
    assert are_adjacent((1, 0), (0, 1))
