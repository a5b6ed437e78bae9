"""Launch options, settings file, audio synthesis, layout helpers, screenshots, the scene registry."""
from __future__ import annotations

import argparse
import json
import logging

import numpy as np
import pygame
import pytest

from game.audio import Audio, Sfx, synthesise
from game.cli import build_parser
from game.launch import ScreenshotHook, launch, options_from_args, parse_size
from game.render.layout import Frame, grid, scale_for, split_h, split_v
from game.scenes import registry
from game.scenes.menu import MenuScene
from game.settings import BuchTheme, Settings, SettingsError, settings_of
from tests.ui.shell_helpers import frames, make_app


@pytest.fixture(autouse=True)
def _isolated_globals(monkeypatch):
    """build_app registers scenes, badges and a leaderboard provider globally: undo after each test."""
    from game.scenes.leaderboard import provider
    from game.scenes.menu import badges

    monkeypatch.setattr(registry, "_FACTORIES", dict(registry._FACTORIES))
    monkeypatch.setattr(badges, "_PROVIDERS", dict(badges._PROVIDERS))
    monkeypatch.setattr(provider, "_provider", provider._provider)


# --- launch -------------------------------------------------------------------------------------
def test_parse_size():
    assert parse_size("1280x800") == (1280, 800)
    assert parse_size(" 800X1280 ") == (800, 1280)
    with pytest.raises(ValueError, match="BREITExHÖHE"):
        parse_size("gross")
    with pytest.raises(ValueError):
        parse_size("100x100")


def _args(**kw) -> argparse.Namespace:
    """The real command line: ``--headless --size 1024x600 --seed 7`` plus ``kw`` as options (True: a flag)."""
    argv = ["--headless", "--size", kw.pop("size", "1024x600"), "--seed", str(kw.pop("seed", 7))]
    for key, value in kw.items():
        if value is None or value is False:
            continue
        flag = "--" + key.replace("_", "-")
        argv += [flag] if value is True else [flag, str(value)]
    return build_parser().parse_args(argv)


def test_options_from_args():
    o = options_from_args(_args(frames=12, autoplay="setzer"))
    assert (o.size, o.headless, o.max_frames, o.autoplay, o.seed) == ((1024, 600), True, 12, "setzer", 7)
    assert (o.center_url, o.center_venue_token, o.screenshot_dir, o.data_dir) == (None, None, None, None)


def test_the_operators_command_line_reaches_the_options_typed(tmp_path):
    """A hall's kiosk as its operator starts it: every option arrives with its type, nothing is guessed."""
    args = build_parser().parse_args(["--headless", "--kiosk", "--size", "800x1280", "--data-dir", str(tmp_path),
                                      "--center", "http://127.0.0.1:8765", "--halle", "geheim", "--seed", "42",
                                      "--frames", "9", "--screenshot", str(tmp_path / "bilder")])
    o = options_from_args(args)
    assert (o.kiosk, o.headless, o.silent, o.fullscreen) == (True, True, True, False)
    assert (o.size, o.seed, o.max_frames) == ((800, 1280), 42, 9)
    assert (o.data_dir, o.screenshot_dir) == (tmp_path, tmp_path / "bilder")
    assert (o.center_url, o.center_venue_token) == ("http://127.0.0.1:8765", "geheim")


def test_launch_headless_writes_screenshot_and_settings(tmp_path, monkeypatch):
    monkeypatch.setattr(registry, "import_game_packages", lambda: [])
    code = launch(_args(frames=20, screenshot=tmp_path / "shots", data_dir=tmp_path / "data"))
    assert code == 0
    shots = sorted(p.name for p in (tmp_path / "shots").iterdir())
    assert shots == ["01_menu_1024x600.png"]
    img = pygame.image.load(str(tmp_path / "shots" / shots[0]))
    assert img.get_size() == (1024, 600)


def test_launch_autoplay_missing_reports_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(registry, "import_game_packages", lambda: [])
    import game.launch as gl

    monkeypatch.setattr(gl, "start_autoplay", lambda app, game, seed: False)
    assert launch(_args(frames=3, autoplay="buch", data_dir=tmp_path)) == 3
    assert "nicht verfügbar" in capsys.readouterr().out


def test_launch_prints_autoplay_result(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(registry, "import_game_packages", lambda: [])
    import game.launch as gl

    def fake_start(app, game, seed):
        app.result = {"game": game, "seed": seed, "scores": [12, 7]}
        return True

    monkeypatch.setattr(gl, "start_autoplay", fake_start)
    assert launch(_args(frames=3, autoplay="setzer", data_dir=tmp_path)) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert json.loads(line) == {"game": "setzer", "seed": 7, "scores": [12, 7]}


def test_screenshot_hook_one_png_per_scene_and_size(tmp_path):
    app = make_app()
    hook = ScreenshotHook(tmp_path, delay=2)
    app.frame_hooks.append(hook)
    app.start(MenuScene(app))
    frames(app, 5)
    app.open("settings")
    frames(app, 5)
    app.set_size((800, 1280))
    frames(app, 5)
    assert [p.name for p in hook.written] == ["01_menu_1280x800.png", "02_settings_1280x800.png", "03_settings_800x1280.png"]


# --- settings -------------------------------------------------------------------------------------
def test_settings_roundtrip_through_the_store(tmp_path):
    from game.store import Store

    db, _ = Store.open(tmp_path / "spielstand.sqlite3")
    settings_of(db).update(sound=False, buch_theme=BuchTheme.DAY, player_name="Jörg")
    db.close()
    db, _ = Store.open(tmp_path / "spielstand.sqlite3")
    again = settings_of(db)
    assert again.settings == Settings(sound=False, buch_theme=BuchTheme.DAY, player_name="Jörg")
    data = db.settings.get_dict("shell")
    assert data["buch_theme"] == "day" and data["player_name"] == "Jörg"
    db.close()


def test_settings_validation_names_file_and_field():
    with pytest.raises(SettingsError, match="unbekanntes Feld „farbe“"):
        Settings.from_json({"farbe": 1}, "x.json")
    with pytest.raises(SettingsError, match="„sound“ muss wahr/falsch sein"):
        Settings.from_json({"sound": "ja"}, "x.json")
    with pytest.raises(SettingsError, match="ungültigen Wert"):
        Settings.from_json({"buch_theme": "dämmerung"}, "x.json")


def test_broken_settings_in_the_store_fall_back_to_defaults(caplog):
    from game.store import Store

    db = Store.in_memory()
    db.settings.set("shell", {"sound": "laut"})
    with caplog.at_level(logging.ERROR):
        store = settings_of(db)
    assert store.settings == Settings()
    assert "Einstellungen" in caplog.text and "sound" in caplog.text


# --- audio ----------------------------------------------------------------------------------------
def test_synthesised_effects_are_deterministic_and_normalised():
    for kind in Sfx:
        a, b = synthesise(kind, 22050), synthesise(kind, 22050)
        assert np.array_equal(a, b)
        assert 0.8 < float(np.max(np.abs(a))) <= 0.86
        assert 0.02 < len(a) / 22050 < 1.2


def test_audio_silent_without_mixer(monkeypatch):
    def fail():
        raise pygame.error("kein Gerät")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    audio = Audio()
    assert not audio.available
    audio.play(Sfx.CHIME)  # no exception
    assert audio.played == [Sfx.CHIME]


def test_audio_plays_with_dummy_mixer():
    pygame.mixer.init()
    audio = Audio()
    assert audio.available
    for kind in Sfx:
        audio.play(kind)
    assert audio.available  # nothing failed


# --- layout ---------------------------------------------------------------------------------------
def test_frame_scale_and_orientation():
    assert scale_for((1280, 800)) == 1.0
    assert scale_for((2560, 1600)) == 2.0
    assert scale_for((1024, 600)) == 0.75
    f = Frame.fit((1920, 1080))
    assert not f.portrait and f.s == 1.35 and f.x(0) == 96 and f.y(0) == 0
    p = Frame.fit((800, 1280))
    assert p.portrait and p.s == 1.0 and p.design == (800, 1280)
    r1, r2 = f.rect(0, 0, 100.3, 10), f.rect(100.3, 0, 100, 10)
    assert r1.right == r2.left  # neighbours never overlap or gap


def test_grid_and_splits():
    cells = grid(pygame.Rect(0, 0, 100, 50), 3, 2, gap=5)
    assert len(cells) == 6 and cells[0].topleft == (0, 0) and cells[-1].bottomright == (100, 50)
    assert all(not a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])
    cols = split_h(pygame.Rect(0, 0, 200, 10), [50, 0.5, 0.5], gap=10)
    assert [c.w for c in cols] == [50, 65, 65]
    rows = split_v(pygame.Rect(0, 0, 10, 100), [20, 1], gap=0)
    assert [r.h for r in rows] == [20, 80]


# --- registry -------------------------------------------------------------------------------------
def test_registry_open_scene_push_and_replace():
    app = make_app()
    app.start(MenuScene(app))
    scene = registry.open_scene(app, "rules", tab="buch")
    frames(app, 1)
    assert app.stack.top is scene and scene.tabs.value == "buch"
    registry.open_scene(app, "settings", replace=True)
    frames(app, 1)
    assert [s.name for s in app.stack.scenes] == ["menu", "settings"]


def test_dialog_is_transparent_and_dims(tmp_path):
    from game.scenes.message import MessageScene

    app = make_app()
    app.start(MenuScene(app))
    frames(app, 2)
    before = app.screen.get_at((20, 20))
    app.stack.push(MessageScene(app, "Hinweis", "Text"))
    frames(app, 2)
    assert not app.stack.top.opaque and len(app.stack.scenes) == 2
    after = app.screen.get_at((20, 20))
    assert sum(after[:3]) < sum(before[:3])


def test_message_enter_confirms_default_button():
    from game.scenes.message import MessageScene
    from game.widgets.style import Style

    app = make_app()
    app.start(MenuScene(app))
    hits = []
    app.stack.push(MessageScene(app, "Frage", "Wirklich?", [("Nein", None, Style.CARD), ("Ja", lambda: hits.append(1), Style.PRIMARY)]))
    frames(app, 2)
    from tests.ui.shell_helpers import key

    key(app, pygame.K_RETURN)
    assert hits == [1] and app.stack.top.name == "menu"


# --- store wiring -----------------------------------------------------------------------------------
def test_store_leaderboard_provider_rows():
    from datetime import date, datetime

    from game.scenes.leaderboard.store_provider import StoreLeaderboardProvider
    from game.store import Store

    store = Store.in_memory(clock=lambda: datetime(2026, 11, 29, 12, 0))
    guest = store.profiles.guest().id
    for i, (name, pts) in enumerate((("Lena", 120), ("Ole", 300), ("Lena", 90))):
        out = store.boards.submit_buch_3min_result(f'{{"r": {i}}}', pts, lambda rec, p=pts: p, profile_id=guest, name=name)
        assert out.accepted, out.reason
    provider = StoreLeaderboardProvider(store, today=lambda: date(2026, 11, 29), player_name=lambda: "lena")
    rows = provider.rows("buch_3min")
    assert [(r.rank, r.name, r.score, r.highlight) for r in rows] == [(1, "Ole", 300, False), (2, "Lena", 120, True)]
    assert rows[0].when == "So 29.11. · 12:00" and rows[0].venue == "Dieses Gerät"  # the Datum and Halle columns
    assert provider.rows("tagesbrett") == []
    assert [b.key for b in provider.boards()] == ["setzer", "tagesbrett", "buch_3min", "buch_endlos", "buch_raetsel"]


def test_launch_uses_store_for_settings(tmp_path, monkeypatch):
    from game.launch import build_app
    from game.settings import StoreBackend

    monkeypatch.setattr(registry, "import_game_packages", lambda: [])
    app = build_app(options_from_args(_args(data_dir=tmp_path)))
    assert app.store is not None and isinstance(app.settings.backend, StoreBackend)
    app.settings.update(calm=True, buch_theme=BuchTheme.DAY)
    app.store.close()
    again = build_app(options_from_args(_args(data_dir=tmp_path)))
    assert again.calm and again.settings.settings.buch_theme is BuchTheme.DAY


def test_store_badges_on_the_menu(monkeypatch):
    from datetime import datetime

    from game.scenes.menu import badges
    from game.scenes.menu.store_badges import register_store_badges
    from game.store import Store

    monkeypatch.setattr(badges, "_PROVIDERS", {"buch.endless": lambda app: "Weiter · Stufe 7"})
    app = make_app(store=Store.in_memory(clock=datetime.now))
    guest = app.store.profiles.guest().id
    assert app.store.boards.submit_buch_3min_result('{"a": 1}', 6120, lambda r: 6120, profile_id=guest, name="Lena").accepted
    register_store_badges()
    app.settings.update(player_name="Lena")
    app.start(MenuScene(app))
    frames(app, 2)
    menu = app.stack.top
    assert menu.entries["buch.drei_minuten"].badge == "Rekord 6 120"
    assert menu.entries["buch.endless"].badge == "Weiter · Stufe 7"  # the package's own provider wins
    assert menu.entries["setzer.daily"].badge == "Heute neu"
    assert menu.entries["buch.journey"].badge == ""  # no stars yet
    assert menu.profile.sub_line == "Profil ändern"  # no Setzer points yet


def test_cross_fade_between_screens_and_none_in_calm_mode():
    from game.app import FADE_SECONDS

    app = make_app()
    app.options.transitions = True
    app.start(MenuScene(app))
    frames(app, 2)
    app.open("settings")
    frames(app, 1)
    assert app._fade is not None  # the menu fades out over the settings page
    frames(app, int(FADE_SECONDS * 60) + 2)
    assert app._fade is None
    app.settings.update(calm=True)
    app.stack.pop()
    frames(app, 1)
    assert app._fade is None


def test_asset_cache_bounded_by_memory():
    from game.render.assets import AssetCache

    cache = AssetCache(limit=100, max_bytes=3 * 100 * 100 * 4)
    for i in range(10):
        cache.get(("s", i), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
    assert len(cache) == 3 and cache.bytes == 3 * 100 * 100 * 4
    builds = cache.builds
    cache.get(("s", 9), lambda: pygame.Surface((1, 1)))
    assert cache.builds == builds  # still cached


def test_launch_attaches_profile_session_and_store_profile_page(tmp_path, monkeypatch):
    from game.launch import build_app

    monkeypatch.setattr(registry, "import_game_packages", lambda: [])
    app = build_app(options_from_args(_args(data_dir=tmp_path)))
    assert app.session.store is app.store
    assert app.settings.settings.player_name == app.session.profile.name
    scene = registry.open_scene(app, "profile")
    assert scene is not None and type(scene).__name__ == "StoreProfileScene"
    app.store.close()
