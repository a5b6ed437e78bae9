"""The session: active profile, the leaderboard provider for the shell, the settings backend."""
from datetime import date

from game.scenes.operator.session import Session, StoreLeaderboardProvider, StoreSettingsBackend
from game.settings import load_store


def test_session_switches_and_resets_to_guest(store):
    anna = store.profiles.create("Anna")
    session = Session(store, store.profiles.guest().id)
    seen = []
    session.listeners.append(lambda p: seen.append(p.name))
    assert session.switch(anna.id).name == "Anna" and session.profile.name == "Anna"
    session.reset_to_guest()
    assert session.profile.is_guest and seen == ["Anna", "Gast"]
    assert session.switch(999).is_guest  # unknown id: the guest


def test_leaderboard_provider_rows(store, clock):
    anna, ben = store.profiles.create("Anna"), store.profiles.create("Ben")
    session = Session(store, anna.id)
    for seed, (who, pts) in enumerate([(anna, 40), (ben, 70), (anna, 45)]):
        store.boards.submit_setzer_result(f'{{"s": {seed}}}', pts, lambda r, p=pts: p, profile_id=who.id)
    store.boards.submit_tagesbrett_result('{"t": 1}', 120, lambda r: 120, profile_id=ben.id, day=date(2026, 3, 14))
    provider = StoreLeaderboardProvider(session, today=lambda: date(2026, 3, 14))
    tabs = provider.boards()
    assert [t.key for t in tabs] == ["setzer", "setzer.daily", "buch.drei_minuten", "buch.daily", "buch.endless"]
    assert tabs[1].subtitle == "Beste Runde des Tages · 14.03."
    rows = provider.rows("setzer")
    assert [(r.rank, r.name, r.score, r.detail, r.highlight) for r in rows] == [
        (1, "Anna", 85, "2 Partien", True), (2, "Ben", 70, "1 Partie", False),
    ]
    assert [(r.name, r.detail) for r in provider.rows("setzer.daily")] == [("Ben", "14.03.2026")]
    assert provider.rows("unbekannt") == []


def test_shell_settings_live_in_the_store(store):
    backend = StoreSettingsBackend(store.settings)
    shell = load_store(backend)
    assert shell.settings.sound is True
    shell.update(sound=False, player_name="Ida")
    again = load_store(StoreSettingsBackend(store.settings))
    assert again.settings.sound is False and again.settings.player_name == "Ida"
