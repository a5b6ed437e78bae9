"""pygame set-up, the window, the one frame loop and the scene stack."""
from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.audio import Audio
from game.input.actions import Act, Action
from game.input.mapper import translate
from game.lexicon import Lexicon, load_lexicon
from game.render.damage import draw_clipped, plan
from game.render.surface_cache import window_resized
from game.resources import data_dir
from game.scenes.base import Scene, SceneStack
from game.session import Session
from game.settings import Settings, SettingsStore, settings_of
from game.store import Profile, Store

if TYPE_CHECKING:
    from game.center.remote_games import RemoteGames
    from game.center.service import CenterService
    from game.scenes.operator.kiosk_driver import KioskDriver

log = logging.getLogger(__name__)

ASSET_DIR = data_dir("assets")
DEFAULT_SIZE = (1280, 800)
FADE_SECONDS = 0.16  # cross-fade between screens
MIN_SIZE = (1024, 600)
MIN_WINDOW = (600, 600)  # the window cannot be dragged smaller (where the system honours it)
MIN_CANVAS = 600  # a smaller window shows a scaled-down picture drawn at least this large
MAX_CANVAS = 4096
MAX_ERRORS_IN_A_ROW = 5  # beyond this many failing frames the plain error screen takes over
ERROR_MESSAGE = ("Hier ist leider etwas schiefgegangen. Das Spiel kehrt zum Titel zurück; "
                 "gespeicherte Partien und Bestenlisten bleiben erhalten.")


@dataclass
class Options:
    """Command-line options of the game."""

    headless: bool = False
    fullscreen: bool = False
    size: tuple[int, int] = DEFAULT_SIZE
    data_dir: Path | None = None
    max_frames: int = 0  # 0: run until quit
    kiosk: bool = False
    autoplay: str | None = None  # "setzer" or "buch"
    seed: int = 1
    screenshot_dir: Path | None = None
    time_scale: float = 1.0  # >1 runs the game clock faster (headless autoplay)
    silent: bool = False  # never play sounds, whatever the settings say (headless runs)
    center_url: str | None = None  # --center: the Spielcenter to share lists with
    center_venue_token: str | None = None  # --halle: the venue's operator token (kiosks of a venue)
    transitions: bool | None = None  # cross-fade between screens; None: on with a display, off headless
    extra: dict = field(default_factory=dict)


class App:
    """Owns the window, the clock, the scene stack and the services (store, session, settings, lexicon, audio)."""

    def __init__(self, options: Options, store: Store | None = None) -> None:
        """Create the window and the services; without ``store`` (tests, tools) the app plays on an in-memory one."""
        self.options = options
        if options.headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        if not pygame.get_init():
            from game.render import reset_caches

            reset_caches()  # fonts and surfaces from before a pygame.quit() are dead
        pygame.init()
        pygame.display.set_caption("Speedsetzer & Speedbuch")
        self.fullscreen = options.fullscreen or options.kiosk
        self.windowed_size = options.size
        self._drawn_size = options.size  # the size the cached pictures were drawn for
        self.window: pygame.Surface = pygame.Surface((1, 1))
        self.screen = self._use_window(self._make_window(options.size))
        self._icon_pending = True  # drawn after the first frame: the title does not wait for the icon's wood
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.now = 0.0  # game clock in seconds (scaled in headless autoplay)
        self.frame = 0
        self.running = True
        self.exit_code = 0
        self._ui = None
        self.frame_hooks: list[Callable[[App], None]] = []
        self.result: object | None = None  # autoplay hands its JSON-able result here
        # a demo (--autoplay, the kiosk's attract loop) is running: nothing enters lists, statistics or saves
        self.demo = options.autoplay is not None
        self.title_scene: Callable[[], Scene] | None = None  # where the top-level error handler returns to
        self.save_note: str | None = None  # "Speichern dauert …" while writes wait for another program's lock
        self.errors = 0  # unexpected errors caught by the frame loop (logged)
        self._errors_in_a_row = 0
        self.center: CenterService | None = None  # with --center (None: this device only)
        self.remote: RemoteGames | None = None  # with --center: games against people on other devices
        self.input_filter: Callable[[Action], bool] | None = None  # kiosk: sees every action first
        self.kiosk_activity: Callable[[], None] | None = None  # kiosk: input that pygame_gui consumed
        self.kiosk_driver: KioskDriver | None = None  # set by game.launch in --kiosk
        self.touch_mode = options.kiosk  # last pointer input came from a touch screen
        self._hand = False  # the pointer shows a hand over clickable widgets
        self._fade: pygame.Surface | None = None  # the previous screen, fading out over the new one
        self._fade_left = 0.0
        self._note_drawn = False  # the last frame showed the "Speichern dauert …" note
        self._whole_next = True  # the next frame draws the whole window (first frame, new scene, new size ...)
        #: what the last frame drew: None the whole window, else these rectangles (an empty list: nothing)
        self.drawn_rects: list[pygame.Rect] | None = None
        # the services, created once: scenes use them and never ask whether they are there
        self.store: Store = store if store is not None else Store.in_memory()
        self.session: Session = Session.restore(self.store, options.kiosk)
        self.settings: SettingsStore = settings_of(self.store)
        values = self.settings.settings
        self.audio: Audio = Audio(values.sound and not values.calm and not options.silent, values.volume)
        self._lexicon: Lexicon | None = None
        self.settings.listeners.append(self._apply_settings)
        self.session.listeners.append(self._follow_profile)
        self._follow_profile(self.session.profile)
        pygame.key.start_text_input()

    # window ---------------------------------------------------------------
    def _make_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen and not self.options.headless:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = (max(MIN_SIZE[0] if size[0] >= size[1] else 600, size[0]), max(600, size[1]))
        screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        try:  # stop the user from dragging the window below what the layouts are made for
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_WINDOW
        except (AttributeError, pygame.error):
            pass
        return screen

    def _use_window(self, window: pygame.Surface) -> pygame.Surface:
        """The surface scenes draw on: the window itself, or a larger canvas when the window is tiny."""
        self.window = window
        w, h = window.get_size()
        if w >= MIN_CANVAS and h >= MIN_CANVAS:
            return window
        k = MIN_CANVAS / max(1, min(w, h))
        size = (min(MAX_CANVAS, max(MIN_CANVAS, round(w * k))), min(MAX_CANVAS, max(MIN_CANVAS, round(h * k))))
        return pygame.Surface(size)

    @property
    def scaled(self) -> bool:
        """True while the scenes draw on a canvas that is scaled down into a tiny window."""
        return self.screen is not self.window

    def to_canvas(self, action: Action) -> Action:
        """A pointer position in the window -> the same spot on the canvas."""
        if not self.scaled or action.kind in (Act.RESIZE, Act.QUIT):
            return action
        (cw, ch), (ww, wh) = self.screen.get_size(), self.window.get_size()
        x, y = action.pos
        return replace(action, pos=(int(x * cw / max(1, ww)), int(y * ch / max(1, wh))))

    def _set_icon(self) -> None:
        """Window icon: a wooden S with its value, drawn like the tiles."""
        try:
            from game.render.tiles import setzer_tile, tile_margin

            tile = setzer_tile(56, "S", 1)
            m = tile_margin(56)
            icon = pygame.Surface((64, 64), pygame.SRCALPHA)
            icon.blit(tile, (32 - 28 - m, 32 - 28 - m))
            pygame.display.set_icon(icon)
        except (pygame.error, OSError) as err:  # cosmetic only
            log.debug("no window icon: %s", err)

    @property
    def size(self) -> tuple[int, int]:
        """Current window size in pixels."""
        return self.screen.get_size()

    def set_size(self, size: tuple[int, int]) -> None:
        """Resize the window (also used by tests) and relayout every scene."""
        self.screen = self._use_window(self._make_window(size))
        self._after_resize()

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Give the window exactly this size, however small (what a window manager may do): scenes still draw."""
        self.screen = self._use_window(pygame.display.set_mode((max(1, size[0]), max(1, size[1])), pygame.RESIZABLE))
        self._after_resize()

    def toggle_fullscreen(self) -> None:
        """F11: switch between fullscreen and the last window size."""
        if self.options.kiosk:
            return
        if self.options.headless:
            self.fullscreen = not self.fullscreen  # nothing to switch without a display
            return
        if not self.fullscreen:
            self.windowed_size = self.size
        self.fullscreen = not self.fullscreen
        self.screen = self._use_window(self._make_window(self.windowed_size))
        self._after_resize()

    def _after_resize(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None and (surface is not self.window or surface.get_size() != self.window.get_size()
                                    or (not self.scaled and surface.get_size() != self.screen.get_size())):
            self.screen = self._use_window(surface)  # the window surface may be re-created by SDL on resize
        if self._ui is not None:
            self._ui.set_window_resolution(self.size)
        if self.size != self._drawn_size:
            self._drawn_size = self.size
            window_resized()  # pictures of the old window size are never drawn again: give their memory back
        self.stack.resize(self.size)
        self.redraw_all()

    def redraw_all(self) -> None:
        """The next frame draws the whole window (after anything drew over it or it lost its pixels)."""
        self._whole_next = True

    # services ---------------------------------------------------------------
    @property
    def ui(self):
        """The pygame_gui manager (created on first use, themed from assets/theme.json)."""
        if self._ui is None:
            import pygame_gui

            from game.render.ui_theme import load_theme

            self._ui = pygame_gui.UIManager(self.size, load_theme())
        return self._ui

    def _apply_settings(self, values: Settings) -> None:
        self.audio.enabled = values.sound and not values.calm and not self.options.silent
        self.audio.volume = values.volume

    def _follow_profile(self, profile: Profile) -> None:
        """The name chip and highlighted list lines follow the current profile."""
        if self.settings.settings.player_name != profile.name:
            self.settings.update(player_name=profile.name)

    @property
    def calm(self) -> bool:
        """Calm mode ("Bewegung reduzieren"): views skip non-essential animation."""
        return bool(self.settings.settings.calm)

    def open(self, key: str, **params):
        """Open a registered scene by key (see game.scenes.registry)."""
        from game.scenes.registry import open_scene

        return open_scene(self, key, **params)

    @property
    def lexicon(self) -> Lexicon:
        """The word list with the operator's blocked and extra words (from the store) on top.

        Every scene, hint, computer player and result check uses this one object, so the
        operator lists apply everywhere.  Raises LexiconError (German) when the files are broken.
        """
        if self._lexicon is None:
            lexicon = load_lexicon()
            try:
                lists = self.store.settings.operator_lists()
            except sqlite3.Error as err:  # an unreadable list must not stop play: the built list alone
                log.warning("Betreiber-Wortlisten nicht lesbar: %s", err)
            else:
                lexicon = lexicon.with_operator_lists(blocked=lists.blocked, extra=lists.extra)
            if self.center is not None and self.center.venue_words is not None:
                blocked, allowed = self.center.venue_words  # the venue's lists from the Spielcenter
                lexicon = lexicon.with_operator_lists(blocked=lexicon.blocked | blocked, extra=lexicon.extra | allowed)
            self._lexicon = lexicon
        return self._lexicon

    def on_operator_lists_changed(self, lists: object = None) -> None:
        """The operator changed the word lists: the next use builds the lexicon anew."""
        self._lexicon = None

    # scenes -----------------------------------------------------------------
    def start(self, scene: Scene) -> None:
        """Show the first scene."""
        self.stack.reset(scene)
        self.stack.apply_pending()
        scene.resize(self.size)

    def dispatch(self, action: Action) -> bool:
        """Route one action: the kiosk filter, window-level actions, then the scene stack."""
        if self.input_filter is not None and self.input_filter(action):
            return True
        if action.kind == Act.QUIT:
            if self.options.kiosk:
                return True  # kiosk: only the operator may leave
            self.running = False
            return True
        if action.kind == Act.TOGGLE_FULLSCREEN:
            self.toggle_fullscreen()
            return True
        if action.kind == Act.RESIZE:
            self._after_resize()
            return True
        return self.stack.handle(action)

    def process_event(self, event: pygame.event.Event) -> None:
        """pygame_gui sees each event first; the rest become actions."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.touch_mode = bool(getattr(event, "touch", False)) or self.options.kiosk
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.VIDEOEXPOSE):
            self.redraw_all()  # the system may have dropped the window's pixels
        if self._ui is not None:
            if self._ui.process_events(event):
                if self.kiosk_activity is not None:
                    self.kiosk_activity()
                return
            if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
                top = self.stack.top
                if top is not None:
                    top.handle_ui_event(event)
                return
        for action in translate(event):
            self.dispatch(self.to_canvas(action))

    def step(self, dt: float, draw: bool = True) -> None:
        """One frame: input, update, draw, then queued scene changes."""
        for event in pygame.event.get():
            self.process_event(event)
        self.advance(dt, draw)

    def advance(self, dt: float, draw: bool = True) -> None:
        """Update and draw one frame without reading events (tests call this directly)."""
        scaled = dt * self.options.time_scale
        self.now += scaled
        if self.store.late != (self.save_note is not None):
            from game.render.store_note import LATE_NOTE

            self.save_note = LATE_NOTE if self.store.late else None
        self.stack.update(scaled)
        if self._ui is not None:
            self._ui.update(dt)
        if self._fade is not None:
            self._fade_left -= dt
            if self._fade_left <= 0:
                self._fade = None
                self.redraw_all()  # the last faded picture goes with one whole frame
        if draw:
            self.draw()
        for hook in list(self.frame_hooks):
            hook(self)
        before = self.stack.top
        if self.stack.apply_pending():
            self.redraw_all()
            top = self.stack.top
            for scene in self.stack.scenes:  # a scene pushed under another one is laid out too before it draws
                scene.resize(self.size)
            if top is not before and top is not None and top.opaque and self._transitions_on():
                self._fade = self.screen.copy()
                self._fade_left = FADE_SECONDS
        self.frame += 1
        if self._icon_pending and draw:
            self._icon_pending = False
            self._set_icon()
        if not self.options.headless:
            self._update_cursor()
        if not self.stack.scenes:
            self.running = False

    def _update_cursor(self) -> None:
        """A hand while the pointer rests on a button of the top scene."""
        top = self.stack.top
        hand = top is not None and top.pointer_over_button()
        if hand != self._hand:
            self._hand = hand
            try:
                pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if hand else pygame.SYSTEM_CURSOR_ARROW)
            except pygame.error:
                pass

    def _transitions_on(self) -> bool:
        wanted = self.options.transitions
        if wanted is None:
            wanted = not self.options.headless
        return bool(wanted) and not self.calm

    def draw(self) -> None:
        """Draw the frame: only the rectangles the scenes say changed, or the whole window when needed."""
        damage = self.stack.damage()  # always asked, so the scenes keep their bookkeeping
        note_shown = self.save_note is not None
        whole = (self._whole_next or damage is None or self._fade is not None or self.scaled
                 or self._ui_shown() or note_shown != self._note_drawn)
        self._whole_next = False
        self._note_drawn = note_shown
        rects = None if whole else plan(damage, self.screen.get_rect())
        self.drawn_rects = rects
        if rects is None:
            self._draw_whole()
        elif rects:
            draw_clipped(self.screen, rects, self.draw_layers)

    def _ui_shown(self) -> bool:
        """True while pygame_gui shows an element (its drawing is not damage-tracked: whole frames)."""
        return self._ui is not None and bool(self._ui.get_root_container().elements)

    def draw_layers(self, surface: pygame.Surface) -> None:
        """The scenes and the "Speichern dauert …" note on ``surface`` (what a clipped pass draws)."""
        self.stack.draw(surface)
        if self.save_note is not None:
            from game.render.store_note import draw_late_note

            draw_late_note(surface, self.save_note)

    def _draw_whole(self) -> None:
        """Draw the stack and the widgets (and the fading previous screen after a change)."""
        self.stack.draw(self.screen)
        if self._ui is not None:
            self._ui.draw_ui(self.screen)
        if self._fade is not None and self._fade.get_size() == self.screen.get_size():
            self._fade.set_alpha(int(255 * max(0.0, self._fade_left) / FADE_SECONDS))
            self.screen.blit(self._fade, (0, 0))
        if self.save_note is not None:
            from game.render.store_note import draw_late_note

            draw_late_note(self.screen, self.save_note)
        if self.scaled:
            pygame.transform.scale(self.screen, self.window.get_size(), self.window)

    def quit(self, code: int = 0) -> None:
        """End the loop after this frame."""
        self.running = False
        self.exit_code = code

    def safe_step(self, dt: float, draw: bool = True) -> bool:
        """One frame through the top-level handler: an unexpected error is logged, the player sees a German
        message on the title screen and the program goes on (a kiosk never shows a desktop). False after an error.
        """
        try:
            self.step(dt, draw)
        except Exception:  # noqa: BLE001 - the one top-level handler: whatever broke, the game must go on
            top = self.stack.top
            log.exception("Unerwarteter Fehler im Bild %d (Szene %s)", self.frame, top.name if top else "-")
            self.errors += 1
            self._errors_in_a_row += 1
            self.frame += 1
            self.recover()
            return False
        self._errors_in_a_row = 0
        return True

    def recover(self) -> None:
        """Back to the title with a German message; a title that fails too gives way to the plain error screen."""
        from game.scenes.error import ErrorScene

        self._fade = None
        stack = self.stack
        stack.scenes.clear()
        self._drop_pending()
        stack.scenes.clear()
        if self._errors_in_a_row >= MAX_ERRORS_IN_A_ROW or self.title_scene is None:
            stack.scenes.append(ErrorScene(self, ERROR_MESSAGE))
        else:
            try:
                if self.kiosk_driver is not None:
                    self.kiosk_driver.restart()
                else:
                    stack.reset(self.title_scene())
                stack.apply_pending()
                from game.scenes.message import show_message

                show_message(self, "Entschuldigung", ERROR_MESSAGE)
                stack.apply_pending()
                for scene in stack.scenes:
                    scene.resize(self.size)
            except Exception:  # noqa: BLE001 - the title itself failed: the plain error screen
                log.exception("Titel nach einem Fehler nicht darstellbar")
                stack.scenes.clear()
                stack.scenes.append(ErrorScene(self, ERROR_MESSAGE))
                stack.scenes[-1].resize(self.size)

    def _drop_pending(self) -> None:
        """Carry out (or skip, when they fail too) the scene changes the failed frame queued."""
        for _ in range(100):
            try:
                self.stack.apply_pending()
                return
            except Exception:  # noqa: BLE001 - a failing change is dropped, the next one is tried
                log.exception("Szenenwechsel nach einem Fehler verworfen")

    def _present(self) -> None:
        """Show the frame: the whole window, or only the rectangles drawn."""
        if self.drawn_rects is None or self.scaled:
            pygame.display.flip()
        elif self.drawn_rects:
            pygame.display.update(self.drawn_rects)

    def run(self) -> int:
        """The frame loop (60 fps target)."""
        while self.running:
            dt = self.clock.tick(60) / 1000.0
            if self.options.headless:
                dt = 1 / 60  # deterministic frame time without a display
            self.safe_step(min(dt, 0.1))
            if self.options.max_frames and self.frame >= self.options.max_frames:
                break
            if not self.options.headless:
                self._present()
        self.store.close()  # what is still queued is written before the program ends
        pygame.quit()
        return self.exit_code
