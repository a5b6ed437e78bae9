"""Helpers for the Speedbuch scene tests: synthetic drags, taps, keys, frames."""
from __future__ import annotations

from game.input.actions import Act, Action


def frames(app, n: int, dt: float = 1 / 60) -> None:
    """Advance ``n`` frames (update + draw)."""
    for _ in range(n):
        app.advance(dt)


def tap(app, pos) -> None:
    """Press and release at ``pos`` through the app's dispatcher."""
    app.dispatch(Action(Act.POINTER_DOWN, pos=tuple(pos)))
    app.dispatch(Action(Act.POINTER_UP, pos=tuple(pos)))


def tap_cell(app, scene, cell) -> None:
    """Tap a board cell."""
    tap(app, scene.cell_centre(tuple(cell)))


def drag(app, scene, path) -> None:
    """Drag through the centres of ``path`` (with midpoints, like a finger)."""
    from game.scenes.buch.autoplay import drag as _drag

    _drag(app, scene, [tuple(p) for p in path])


def key(app, kind: Act, text: str = "") -> None:
    """Send a key action."""
    app.dispatch(Action(kind, text=text))


def button(scene, key_name: str):
    """The scene's button whose command is called ``key_name``."""
    for b in scene.buttons:
        if b.command.value == key_name:
            return b
    raise KeyError(key_name)


def overlay(app):
    """The scene on top once queued scene changes are done (the pause menu or the history over a board)."""
    app.stack.apply_pending()
    return app.stack.top


def pause_menu(app):
    """The open pause menu, or None."""
    from game.scenes.buch.pause import PauseScene

    top = overlay(app)
    return top if isinstance(top, PauseScene) else None


def click_button(app, scene, key_name: str) -> None:
    """Tap the centre of a scene button."""
    tap(app, button(scene, key_name).rect.center)


def click_menu(app, scene, key_name: str) -> None:
    """Tap an entry of the open pause menu over ``scene`` (its command runs once the menu has closed)."""
    menu = pause_menu(app)
    assert menu is not None and menu.board is scene
    for b in menu.buttons:
        if b.command.value == key_name:
            tap(app, b.rect.center)
            app.stack.apply_pending()
            return
    raise KeyError(key_name)


def start(app, scene):
    """Make ``scene`` the only scene and lay it out."""
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.resize(app.size)
    return scene
