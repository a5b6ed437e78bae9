"""Message dialog for errors and confirmations."""
from __future__ import annotations

from collections.abc import Callable

from game.scenes.message.scene import MessageScene
from game.widgets.style import Style

__all__ = ["MessageScene", "confirm", "show_message"]


def show_message(app, title: str, body: str, button: str = "Verstanden") -> MessageScene:
    """Push a one-button message (German title and text)."""
    scene = MessageScene(app, title, body, [(button, None, Style.PRIMARY)])
    app.stack.push(scene)
    return scene


def confirm(app, title: str, body: str, yes: str, on_yes: Callable[[], None], no: str = "Abbrechen") -> MessageScene:
    """Push a question with a cancel button (left) and ``yes`` (right, also Enter)."""
    scene = MessageScene(app, title, body, [(no, None, Style.CARD), (yes, on_yes, Style.PRIMARY)])
    app.stack.push(scene)
    return scene
