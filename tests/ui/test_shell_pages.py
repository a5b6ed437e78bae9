"""Settings, rules, lookup, leaderboard and profile pages driven by synthetic input."""
from __future__ import annotations

import pygame

from game.scenes.leaderboard import Board, LeaderboardScene, Row, set_provider
from game.scenes.leaderboard.provider import EmptyProvider, answered
from game.scenes.lookup import LookupScene, check_word
from game.scenes.menu import MenuScene
from game.scenes.profile.store_scene import NewProfileScene, StoreProfileScene
from game.scenes.rules import RulesScene
from game.scenes.settings import SettingsScene
from game.settings import BuchTheme
from tests.ui.shell_helpers import click, drag, frames, key, make_app, type_text, wheel


def open_page(scene_cls, size=(1280, 800), **kw):
    app = make_app(size)
    app.start(MenuScene(app))
    page = scene_cls(app, **kw)
    app.stack.push(page)
    frames(app, 2)
    assert app.stack.top is page
    return app, page


# --- settings ----------------------------------------------------------------------------
def test_settings_toggles_change_and_save():
    app, page = open_page(SettingsScene)
    click(app, page.sound.rect.center)
    click(app, page.calm.rect.center, touch=True)
    seg = page.theme.segment_rects()[1]
    click(app, seg.center)
    seg = page.volume.segment_rects()[0]
    click(app, seg.center)
    v = app.settings.settings
    assert (v.sound, v.calm, v.buch_theme, v.volume) == (False, True, BuchTheme.DAY, 0.35)
    saved = app.settings.backend.load()  # what the store holds
    assert saved["sound"] is False and saved["calm"] is True and saved["buch_theme"] == "day" and saved["volume"] == 0.35
    assert app.audio.enabled is False


def test_settings_fullscreen_switch_follows_f11():
    app, page = open_page(SettingsScene)
    click(app, page.fullscreen.rect.center)
    assert app.fullscreen and page.fullscreen.value
    assert app.settings.settings.fullscreen is True
    key(app, pygame.K_F11)
    assert not app.fullscreen and not page.fullscreen.value


def test_calm_mode_silences_audio():
    app, page = open_page(SettingsScene)
    assert app.audio.enabled
    click(app, page.calm.rect.center)
    assert app.calm and not app.audio.enabled


# --- rules -----------------------------------------------------------------------------------
def test_rules_scroll_by_wheel_drag_and_keys_and_switch_tabs():
    app, page = open_page(RulesScene)
    view = page.view
    assert view.max_offset > view.rect.h  # long text
    wheel(app, view.rect.center, -3)
    assert view.offset > 0
    first = view.offset
    drag(app, (view.rect.centerx, view.rect.bottom - 20), (view.rect.centerx, view.rect.top + 20), touch=True)
    assert view.offset > first
    key(app, pygame.K_END)
    assert view.offset == view.max_offset
    key(app, pygame.K_HOME)
    assert view.offset == 0
    texts = " ".join(line[0] for line in page._lines)
    assert "Winkelhaken" in texts
    click(app, page.tabs.segment_rects()[1].center)
    texts = " ".join(line[0] for line in page._lines)
    assert page.tabs.value == "buch" and "Bruno" in texts and "Glut" in texts


def test_rules_reflow_in_portrait():
    app, page = open_page(RulesScene, size=(800, 1280))
    width = page.view.rect.w
    for ln, face, size, *_ in page._lines:
        if not ln.startswith("—"):
            assert pygame.font.Font(str(__import__("game.render.fonts", fromlist=["font_path"]).font_path(face)), size).size(ln)[0] <= width


# --- lookup ------------------------------------------------------------------------------------
def test_check_word_verdicts():
    from game.lexicon import load_lexicon

    lex = load_lexicon()
    v = check_word("Straße", lex)
    assert (v.form, v.valid, v.common) == ("STRASSE", True, True)
    v = check_word("xqzv", lex)
    assert (v.form, v.valid) == ("XQZV", False) and "nicht in der Wortliste" in v.reason
    v = check_word("A1", lex)
    assert v.form is None and v.reason == "Ziffern kommen in Wörtern nicht vor."
    v = check_word("Lengs", lex)
    assert v.valid and not v.common


def test_lookup_typing_shows_live_verdict_and_history():
    app, page = open_page(LookupScene)
    type_text(app, "Häusern")
    assert page.verdict.form == "HÄUSERN" and page.verdict.valid
    key(app, pygame.K_RETURN)
    assert [h.form for h in page.history] == ["HÄUSERN"]
    for _ in range(7):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Quatschx")
    assert page.verdict.form == "QUATSCHX" and not page.verdict.valid
    click(app, page.check_btn.rect.center)
    assert [h.form for h in page.history] == ["QUATSCHX", "HÄUSERN"]


def test_lookup_on_screen_keyboard_by_touch():
    app, page = open_page(LookupScene)
    click(app, page.kbd_btn.rect.center, touch=True)
    assert page.keyboard.visible and not page.list.visible
    keys = dict(page.keyboard.keys)
    for ch in "MÜTZE":
        click(app, keys[ch].center, touch=True)
    assert page.entry.get_text() == "MÜTZE"
    assert page.verdict.valid
    click(app, keys["\b"].center, touch=True)
    assert page.entry.get_text() == "MÜTZ"
    click(app, keys["\n"].center, touch=True)
    assert page.history[0].form == "MÜTZ"


def test_lookup_survives_resize_and_keeps_text():
    app, page = open_page(LookupScene, word="Senf")
    assert page.entry.get_text() == "Senf"
    app.set_size((800, 1280))
    frames(app, 2)
    assert page.entry.get_text() == "Senf"
    assert page.entry.rect.right <= 800
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "menu"
    assert page.entry is None  # pygame_gui element removed on exit


# --- leaderboard ------------------------------------------------------------------------------
class _Provider:
    def boards(self):
        return [Board("a", "Speedsetzer", "Punkte"), Board("b", "3 Minuten")]

    def rows(self, key, limit=100, refused=None):
        if key == "a":
            return [Row(i + 1, f"Spieler {i + 1}", 10000 - i * 37, "gestern", highlight=(i == 2)) for i in range(40)]
        return []

    def ask(self, key, refused=None):
        return answered(self.rows(key, refused=refused))


def test_leaderboard_rows_from_provider_and_tabs():
    set_provider(_Provider())
    try:
        app, page = open_page(LeaderboardScene)
        assert len(page.rows) == 40 and page.rows[0].score == 10000
        wheel(app, page.list.rect.center, -5)
        assert page.list.offset > 0
        click(app, page.tabs.segment_rects()[1].center)
        assert page.tabs.value == "b" and page.rows == []
        frames(app, 1)
    finally:
        set_provider(EmptyProvider())


def test_leaderboard_format_points():
    from game.scenes.leaderboard.scene import format_points

    assert format_points(6120) == "6 120"
    assert format_points(1234567) == "1 234 567"


# --- profile ----------------------------------------------------------------------------------
def test_profile_name_entry_with_keyboard_and_text():
    app = make_app()
    app.start(MenuScene(app))
    frames(app, 2)
    profiles = StoreProfileScene(app, app.session)
    app.stack.push(profiles)
    frames(app, 2)
    click(app, profiles.new_btn.rect.center)
    page = app.stack.top
    assert isinstance(page, NewProfileScene)
    keys = dict(page.keyboard.keys)
    for ch in "LENA":
        click(app, keys[ch].center, touch=True)
    assert page.text == "Lena"
    click(app, page.save_btn.rect.center)
    assert app.session.name == "Lena" and app.settings.settings.player_name == "Lena"
    assert app.stack.top is profiles
    app.stack.pop()
    frames(app, 2)
    assert app.stack.top.name == "menu"
    assert app.stack.top.profile.label == "Lena"


def test_profile_rejects_empty_name():
    app = make_app()
    app.start(MenuScene(app))
    page = NewProfileScene(app, app.session, lambda profile: None)
    app.stack.push(page)
    frames(app, 2)
    page.text = "   "
    click(app, page.save_btn.rect.center)
    assert app.stack.top is page and page.error
    assert app.settings.settings.player_name == "Gast" and app.session.is_guest
