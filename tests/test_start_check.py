"""Issue 14: every file the game reads is checked at start; a damaged one is told on screen and play goes on."""
from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

import pytest

from game import lexicon as lexicon_mod
from game.app import Options
from game.launch import build_app
from game.lexicon import load_lexicon
from game.lexicon_check import check_lexicon_files, lexicon_check, usable_graph
from game.scenes.message import MessageScene
from game.setzer.actions import Place
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.game import SetzerGame
from game.setzer.players import make_player, view_for
from game.start_check import check_levels

REPO = Path(__file__).resolve().parents[1]
GRAPH_FILE = "dawg_all.targets.npy"


@pytest.fixture()
def garbled_lexicon(tmp_path):
    """A copy of the word list whose full word graph has garbled bytes (same size, valid header)."""
    folder = tmp_path / "lexicon"
    shutil.copytree(REPO / "lexicon", folder)
    path = folder / GRAPH_FILE
    data = bytearray(path.read_bytes())
    for i in range(4096, len(data), 97):
        data[i] ^= 0x5A
    path.write_bytes(bytes(data))
    yield folder
    lexicon_check.cache_clear()


def test_a_garbled_word_graph_fails_its_checksum(garbled_lexicon):
    check = check_lexicon_files(garbled_lexicon)
    assert check.damaged == {GRAPH_FILE: "Prüfsumme stimmt nicht"}
    assert not check.graph_ok("all") and check.graph_ok("common")
    notice = check.notice()
    assert GRAPH_FILE in notice and "nur gängige Wörter" in notice
    assert check_lexicon_files(REPO / "lexicon").damaged == {}  # the shipped list matches its checksums


def test_the_strong_computer_plays_on_with_the_common_graph(garbled_lexicon):
    assert usable_graph(garbled_lexicon, common_only=False) is True  # the full graph is replaced
    lexicon = load_lexicon(garbled_lexicon)
    cfg = TableConfig((Seat("Stark", SeatKind.COMPUTER, Level.STARK), Seat("Normal", SeatKind.COMPUTER, Level.NORMAL)))
    game = SetzerGame(cfg, 3, lexicon)
    player = make_player(Level.STARK, lexicon)
    placed = 0
    for turn in range(4):  # every move the strong computer finds is accepted by the engine
        action = player.choose_action(view_for(game, game.current), random.Random(turn))
        game.apply(action, float(turn + 1))
        placed += isinstance(action, Place)
    assert placed >= 2


def test_the_damaged_word_graph_is_told_on_screen_at_start(garbled_lexicon, tmp_path, monkeypatch):
    monkeypatch.setattr(lexicon_mod, "default_lexicon_dir", lambda: garbled_lexicon)
    app = build_app(Options(headless=True, data_dir=tmp_path / "daten"))
    app.stack.apply_pending()
    top = app.stack.top
    assert isinstance(top, MessageScene) and top.title == "Beschädigte Dateien"
    assert GRAPH_FILE in top.body
    app.advance(1 / 60)
    assert app.errors == 0
    app.store.close()


def _open_modes(app) -> None:
    """The player closes the notice and opens both games' first screens."""
    from game.scenes import registry

    for key in ("setzer.setup", "setzer.table", "buch.drei_minuten", "buch.journey"):
        if key in registry.keys():
            app.stack.reset(registry.create(app, key))
            app.stack.apply_pending()
            app.stack.top.resize(app.size)
            for _ in range(3):
                app.advance(1 / 60)
    assert app.errors == 0


def test_a_data_folder_that_is_a_file_still_lets_every_mode_run(tmp_path):
    blocker = tmp_path / "daten"
    blocker.write_text("kein Ordner", encoding="utf-8")  # meaningful as root too: not a folder at all
    app = build_app(Options(headless=True, data_dir=blocker))
    app.stack.apply_pending()
    top = app.stack.top
    assert isinstance(top, MessageScene) and "lässt sich kein Spielstand anlegen" in top.body
    _open_modes(app)
    assert blocker.read_text(encoding="utf-8") == "kein Ordner"


@pytest.mark.skipif(os.geteuid() == 0, reason="als root verhindert Modus 000 das Lesen nicht (siehe Ordner-als-Datei-Test)")
def test_an_unreadable_data_folder_still_lets_every_mode_run(tmp_path):
    folder = tmp_path / "daten"
    folder.mkdir()
    folder.chmod(0)
    try:
        app = build_app(Options(headless=True, data_dir=folder))
        app.stack.apply_pending()
        assert isinstance(app.stack.top, MessageScene)
        _open_modes(app)
    finally:
        folder.chmod(0o755)


@pytest.mark.parametrize("field, value", [("moves", "1e999"), ("moves", "-5"), ("moves", '"zehn"'),
                                          ("goals", '{"a": 1}')])
def test_odd_but_valid_json_in_a_level_file_skips_that_level_with_a_note(tmp_path, field, value):
    levels = tmp_path / "levels"
    shutil.copytree(REPO / "levels", levels)
    data = json.loads((levels / "07.json").read_text(encoding="utf-8"))
    text = json.dumps(data).replace(f'"{field}": {json.dumps(data[field])}', f'"{field}": {value}')
    (levels / "07.json").write_text(text, encoding="utf-8")
    note = check_levels(levels)
    assert note is not None and "07.json" in note and "übersprungen" in note
    assert "08.json" not in note


def test_a_word_list_that_cannot_load_is_told_on_screen_too():
    from game.scenes.error import BACKGROUND, show_fatal_message

    picture = show_fatal_message("Die Wortliste lässt sich nicht laden.", max_frames=2)
    w, h = picture.get_size()
    colours = {tuple(picture.get_at((x, h // 2 + dy)))[:3] for x in range(0, w, 3) for dy in (-4, 0, 4)}
    assert BACKGROUND in colours and len(colours) > 2  # text on the dark page
