"""The letter box's copy (the engine keeps one to undo a refused action): the same state, independent of the box."""
from __future__ import annotations

import random

from game.setzer.bag import Bag


def test_a_copied_box_draws_and_mixes_like_the_box_without_touching_it():
    """Two players' draws and an exchange from a copy give what the box itself would give; the box is untouched."""
    box = Bag(random.Random(7))
    box.draw(7)
    twin = box.copy()
    order = box.order()
    assert twin.order() == order
    assert twin.draw(5) == box.draw(5)
    twin.put_back("EN")
    box.put_back("EN")
    assert twin.order() == box.order()
    assert twin.draw(7) == box.draw(7)
    fresh = Bag(random.Random(7))
    fresh.draw(7)
    copy_of_fresh = fresh.copy()
    copy_of_fresh.draw(20)
    assert fresh.order() == order  # drawing from the copy left the box as it was
