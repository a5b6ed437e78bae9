"""Scene base class and the scene stack (changes queued to the end of the frame).

Framework, not a screen: the UI kit (``game/widgets``) builds its page and dialog bases on it
without importing any scene; ``game.scenes.base`` names the same classes for the scenes.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.input.actions import Action
from game.render.damage import union_damage

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


class Scene:
    """One screen.  Input goes top-down through the stack until consumed; drawing goes bottom-up.

    ``draw()`` never changes game state; animation state advances in ``update(dt)``.
    """

    #: an opaque scene hides everything below it (nothing below is drawn)
    opaque: bool = True
    #: a name for screenshots and logs
    name: str = "scene"

    def __init__(self, app: "App") -> None:
        self.app = app

    # life cycle -----------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene becomes part of the stack (create widgets here)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack (kill widgets here)."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene above was popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout."""

    # frame ------------------------------------------------------------------
    def handle(self, action: Action) -> bool:
        """React to an action; return True when consumed."""
        return False

    def handle_ui_event(self, event: pygame.event.Event) -> None:
        """A pygame_gui event (button pressed, text entered ...) for this scene's widgets."""

    def update(self, dt: float) -> None:
        """Advance animations and jobs by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current state (no state changes here)."""

    def pointer_over_button(self) -> bool:
        """True while the pointer rests on something that reacts to a click (the app shows a hand)."""
        return False

    def damage(self) -> list[pygame.Rect] | None:
        """Window rectangles that may look different since this scene's last drawn frame; None: all of it.

        Asked once per drawn frame, after ``update``. The app then draws with the screen clipped to these
        rectangles over last frame's pixels, so they must cover every pixel that changes (the default, None,
        always does). An empty list draws nothing.
        """
        return None


class SceneStack:
    """A stack of scenes; push/pop/replace take effect at the end of the frame."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []

    @property
    def top(self) -> Scene | None:
        """The scene on top, or None."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Queue: put ``scene`` on top."""
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        """Queue: remove the top scene."""
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Queue: swap the top scene for ``scene``."""
        def op() -> None:
            self._pop()
            self._push(scene)
        self._pending.append(op)

    def call(self, fn: Callable[[], None]) -> None:
        """Queue: run ``fn`` after the changes queued before it (e.g. a command chosen in a menu that closed)."""
        self._pending.append(fn)

    def reset(self, scene: Scene) -> None:
        """Queue: clear the whole stack, then show ``scene``."""
        def op() -> None:
            while self.scenes:
                self._pop(resume=False)
            self._push(scene)
        self._pending.append(op)

    def apply_pending(self) -> bool:
        """Carry out queued changes; True if anything changed."""
        changed = bool(self._pending)
        while self._pending:
            self._pending.pop(0)()
        return changed

    def _push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()
        log.debug("scene pushed: %s", scene.name)

    def _pop(self, resume: bool = True) -> None:
        if not self.scenes:
            return
        scene = self.scenes.pop()
        scene.exit()
        if resume and self.scenes:
            self.scenes[-1].resume()

    def handle(self, action: Action) -> bool:
        """Offer the action top-down; stop where consumed or at an opaque scene."""
        for scene in reversed(self.scenes):
            if scene.handle(action):
                return True
            if scene.opaque:
                return False
        return False

    def update(self, dt: float) -> None:
        """Update the top scene (scenes below are paused)."""
        if self.scenes:
            self.scenes[-1].update(dt)

    def drawn(self) -> list[Scene]:
        """The scenes a frame draws: bottom-up from the topmost opaque one."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw bottom-up from the topmost opaque scene."""
        for scene in self.drawn():
            scene.draw(surface)

    def damage(self) -> list[pygame.Rect] | None:
        """What the drawn scenes say changed (each asked once); None when any of them needs a full frame."""
        parts = [scene.damage() for scene in self.drawn()]  # every scene is asked, so each keeps its bookkeeping
        return union_damage(parts)

    def resize(self, size: tuple[int, int]) -> None:
        """Tell every scene the new window size."""
        for scene in self.scenes:
            scene.resize(size)
