"""Every character the players read has a glyph: arrows in the rules and "Elo 1200 → 1210" on the results."""
from __future__ import annotations

import pygame
import pytest

from game.render.fonts import FALLBACK, Face, font, font_path
from game.render.glyphs import codepoints, missing


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def _ink_columns(surface: pygame.Surface) -> list[int]:
    w, h = surface.get_size()
    return [x for x in range(w) if any(surface.get_at((x, y)).a > 60 for y in range(h))]


def test_every_string_in_the_game_can_be_drawn_in_every_face():
    from tools.glyph_check import problems

    assert problems() == []


def test_the_character_map_reader_knows_what_the_fonts_lack():
    jost = str(font_path(Face.JOST))
    assert missing(jost, "Elo 1200 → 1210 ↓") == "→↓"  # the gap the play test saw
    assert missing(str(font_path(Face.GARAMOND)), "→↓–…„“·") == ""
    assert ord("Ä") in codepoints(str(font_path(Face.SPARTAN))) and ord("ß") in codepoints(jost)
    for face, fallback in FALLBACK.items():
        assert missing(str(font_path(fallback)), "→↓←–…„“·") == "", (face, fallback)


@pytest.mark.parametrize("face", [Face.JOST, Face.JOST_SEMI, Face.SPARTAN, Face.TYPEWRITER])
def test_the_arrow_is_drawn_between_the_numbers(face):
    f = font(face, 28)
    arrow = f.render("→", True, (0, 0, 0))
    assert _ink_columns(arrow), "the arrow has ink"
    line = f.render("Elo 1200 → 1210", True, (0, 0, 0))
    plain = f.render("Elo 1200 ", True, (0, 0, 0)).get_width()
    after = plain + arrow.get_width()
    assert any(plain <= x < after for x in _ink_columns(line)), "ink where the arrow stands"
    assert f.size("Elo 1200 → 1210")[0] == line.get_width()
    # capitals stay on one line with the arrow beside them
    assert line.get_height() == f.render("Elo 1200 1210", True, (0, 0, 0)).get_height()


@pytest.mark.parametrize("tab", ["setzer", "buch"])
def test_every_line_of_the_rules_screen_has_its_glyphs(tmp_path, tab):
    """Each typeset line of the rules, in the face it is drawn with, can be drawn (→ and ↓ included)."""
    from game.app import App, Options
    from game.render.fonts import drawable
    from game.scenes import registry

    registry.register_shell_scenes()
    app = App(Options(headless=True, size=(1280, 800), data_dir=tmp_path))
    app.start(registry.create(app, "rules", tab=tab))
    app.step(1 / 60)
    lines = [(ln, face) for ln, face, *_rest in app.stack.top._lines if not ln.startswith("—")]  # noqa: SLF001
    assert lines
    assert [(ln, face.name, drawable(face, ln)) for ln, face in lines if drawable(face, ln)] == []
    if tab == "setzer":
        arrows = [(ln, face) for ln, face in lines if "→" in ln]
        assert arrows, "the rules name the typing direction with arrows"
        ln, face = arrows[0]
        f = font(face, 17)
        head = f.size(ln[:ln.index("→")])[0]
        drawn = f.render(ln, True, (0, 0, 0))
        assert any(head <= x < head + f.size("→")[0] for x in _ink_columns(drawn)), "the arrow has ink"
