"""The session: the active profile, kept in step with the shell's player name."""
import pygame

from game.app import App, Options
from game.session import Session


def test_session_switches_and_resets_to_guest(store):
    anna = store.profiles.create("Anna")
    session = Session(store)
    assert session.profile.is_guest
    seen = []
    session.listeners.append(lambda p: seen.append(p.name))
    assert session.switch(anna.id).name == "Anna" and session.profile.name == "Anna"
    session.reset_to_guest()
    assert session.profile.is_guest and seen == ["Anna", "Gast"]
    assert session.switch(999).is_guest  # unknown id: the guest


def test_app_session_keeps_the_shell_name_in_step(store):
    app = App(Options(headless=True, size=(1280, 800)), store)
    try:
        session = app.session
        assert app.store is store and session.store is store and app.settings.settings.player_name == "Gast"
        ida = store.profiles.create("Ida")
        session.switch(ida.id)
        assert app.session.profile_id == ida.id and app.settings.settings.player_name == "Ida"
        session.reset_to_guest()
        assert app.session.profile_id == store.profiles.guest().id and app.settings.settings.player_name == "Gast"
    finally:
        pygame.quit()
