"""The journey map's hall names never overlap, from a 600x600 window up to 4K (shortened with "…" where needed)."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.app import App, Options
from game.render.buch_map import hall_labels, hall_rects
from game.scenes.buch import shots
from game.scenes.buch.commands import JourneyCommand

SIZES = ((600, 600), (700, 900), (1024, 600), (800, 1280), (1280, 800), (3840, 2160))
WHOLE = {(800, 1280), (1280, 800), (3840, 2160)}  # windows where every name fits whole, with its numeral


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_hall_names_stay_inside_their_halls_and_never_overlap(size):
    """A player opens the journey and drags the window to ``size``: every name sits between its hall's walls."""
    app = App(Options(headless=True, size=(1280, 800)))
    journey = shots._journey(app)  # noqa: SLF001
    app.set_window_size(size)
    app.advance(1 / 60)
    app.advance(1 / 60)
    assert app.size == size
    s = round(journey._map_scale(), 3)  # noqa: SLF001 - the scale the map is drawn with
    labels = hall_labels(journey.map_rect, s)
    rooms = hall_rects(pygame.Rect(0, 0, journey.map_rect.w, journey.map_rect.h))
    wall = max(3, int(5 * s))
    assert len(labels) == len(rooms) == 8
    for label, room in zip(labels, rooms):
        assert room.inflate(-2 * wall, -2 * wall).contains(label.rect), (label, room)
    for a, b in itertools.combinations(labels, 2):
        assert not a.rect.colliderect(b.rect), (a, b)
    shortened = [label.text for label in labels if label.text.endswith("…")]
    if size == (600, 600):  # the smallest window: the fonts cannot shrink further, long names end in "…"
        assert shortened and "LESESAAL" in [label.text for label in labels]
    elif size in WHOLE:
        assert not shortened and labels[2].text == "III · KARTENZIMMER"


PORTRAITS = ((600, 800), (700, 900), (768, 1024), (800, 1280), (1180, 1563), (1080, 1920))


@pytest.mark.parametrize("size", PORTRAITS, ids=[f"{w}x{h}" for w, h in PORTRAITS])
def test_in_every_portrait_window_the_hall_list_keeps_its_rows(size):
    """A tablet held upright (768x1024) or a near-square window: map, level card and the hall list stack without
    overlapping, and all eight halls' rows sit inside the list's panel (before, the map took its width-based height
    and left the list 19 px, or less than nothing)."""
    app = App(Options(headless=True, size=(1280, 800)))
    journey = shots._journey(app)  # noqa: SLF001
    app.set_window_size(size)
    app.advance(1 / 60)
    assert app.size == size
    assert journey.map_rect.bottom < journey.card.top and journey.card.bottom < journey.halls.top
    assert journey.halls.bottom <= size[1]
    for _i, row in journey.hall_rows:
        assert journey.halls.contains(row), (row, journey.halls)
    back = next(b for b in journey.buttons if b.command is JourneyCommand.BACK)
    assert journey.title_x >= back.rect.right + 8  # the title never touches the back button
