"""A visitor plays Speedsetzer, then opens Speedbuch: what only the finished game needed goes back to the system."""
from __future__ import annotations

from game.app import Options
from game.launch import build_app
from game.render import fonts, glyphs, text
from game.scenes.setzer import autoplay as setzer_autoplay
from game.scenes.setzer import bridge
from game.setzer import movegen


def test_opening_speedbuch_after_speedsetzer_lets_go_of_the_graphs_texts_and_fonts(tmp_path):
    app = build_app(Options(headless=True, silent=True, size=(1280, 800), data_dir=tmp_path))
    table = setzer_autoplay.start(app, 3)
    for _ in range(20):
        app.step(1 / 60)
    bridge.wait_graphs(table.lexicon, table.config)
    for _ in range(40):  # the computers search and lay their first words
        app.step(1 / 60)
    assert movegen._GRAPHS and movegen._RACK_STATES  # noqa: SLF001
    a_font = fonts.font(fonts.Face.JOST, 14)
    text.render("Im Kasten", fonts.Face.JOST, 14, (0, 0, 0))  # a text line the Speedsetzer screens keep
    assert text._line.cache_info().currsize + len(text._RUNS) > 0  # noqa: SLF001
    assert glyphs.codepoints.cache_info().currsize > 0

    app.open("buch.drei_minuten")  # from the menu's card

    assert not movegen._GRAPHS and not movegen._RACK_STATES  # noqa: SLF001
    assert not movegen._LO  # noqa: SLF001 - its keys are the graphs' mask ints (they would pin the freed memory)
    assert glyphs.codepoints.cache_info().currsize == 0  # the fonts' code-point sets, made with the table's texts
    assert text._line.cache_info().currsize == 0 and not text._RUNS  # noqa: SLF001
    assert fonts.font(fonts.Face.JOST, 14) is not a_font  # the Speedbuch screens open their own fonts
    for _ in range(5):
        app.step(1 / 60)
    assert type(app.stack.top).__name__ == "BoardScene"
    app.store.close()
