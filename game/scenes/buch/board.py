"""The Speedbuch board scene: one round on the folio page.

The screen is split as the Speedsetzer table is: ``board_state`` (what is shown besides the engine),
``board_input`` (actions -> operations), ``board_events`` (engine events -> Bruno, sounds, animations),
``board_view`` (drawing only); the pause menu and the history are scenes of their own on the stack.
"""
from __future__ import annotations

import datetime
import logging
import random

import pygame

from game.audio import Sfx
from game.buch import BuchGame, BuchMode, EndRound, FreeShuffle, Hint, Shuffle, Submit, Tick
from game.buch.geometry import are_adjacent
from game.buch.hall_rules import RULE_REASONS
from game.buch.log import LogKind
from game.buch.scoring import WordEval
from game.center.rounds import center_today, round_seed, send_buch_round
from game.render.buch_bruno import Mood
from game.render.buch_damage import Parts
from game.scenes.base import Scene
from game.scenes.buch import board_layers
from game.scenes.buch import layout as lay
from game.scenes.buch.board_events import BoardEvents
from game.scenes.buch.board_input import BoardInput
from game.scenes.buch.board_state import END_DELAY, HINT_STEP, BoardCommand, BoardState
from game.scenes.buch.common import is_night, lexicon, play_sound, reduced_motion, set_night
from game.scenes.buch.progress import progress_for
from game.scenes.buch.sprites import TileSprite
from game.widgets.book_button import BookButton, BookStyle

log = logging.getLogger(__name__)

MODE_KEYS = {BuchMode.DREI_MINUTEN: "3min", BuchMode.TAGESRAETSEL: "daily", BuchMode.ENDLOS: "endless",
             BuchMode.REISE: "journey"}
__all__ = ["END_DELAY", "HINT_STEP", "MODE_KEYS", "BoardScene"]


class BoardScene(BoardInput, BoardEvents, Scene):
    """One Speedbuch round on the folio page."""

    name = "buch.board"

    def __init__(self, app, mode: BuchMode, seed: int | None = None, level_id: int | None = None,
                 date: datetime.date | None = None, resume: bool = False, game: BuchGame | None = None) -> None:
        super().__init__(app)
        self.mode = mode
        self.level_id = level_id
        self.date = date
        if seed is None:  # a new round: the Spielcenter's seed when connected (its result can enter the lists)
            seed = round_seed(app.center, mode.value) or random.SystemRandom().randrange(1, 2**31)
        self.seed = seed
        self.clock = 0.0  # round clock (seconds, only runs while playing)
        self.t = 0.0  # animation clock
        self.game = game if game is not None else self._new_game(resume)
        self.night = is_night(app)
        self.reduced = reduced_motion(app)
        self.layout: lay.BoardLayout | None = None
        self._warm = None
        self.sprites: dict[int, TileSprite] = {}
        self.leaving: list[TileSprite] = []
        self.buttons: list[BookButton] = []
        self.rank = 0  # place in the records, once the round is over
        self.store_notice = None
        self.state = BoardState(wax=self._wax_target(), log_seen=len(self.game.log))
        self._drawn = Parts()  # what each part of the screen looked like in the last drawn frame
        self._drawn_base: tuple | None = None  # theme, motion setting, size and game of the last drawn frame
        self._greet()

    # ------------------------------------------------------------------ set-up
    def _new_game(self, resume: bool) -> BuchGame:
        lex = lexicon(self.app)
        prog = progress_for(self.app)
        if self.mode is BuchMode.ENDLOS and resume and prog.endless_save:
            try:
                game = BuchGame.from_save(prog.endless_save, lex)
                self.clock = game._last_now  # noqa: SLF001 - resume the round clock where it stopped
                return game
            except (ValueError, KeyError, TypeError):  # a broken save must not block a new round
                log.exception("endless save unreadable; starting a new round")

        if self.mode is BuchMode.TAGESRAETSEL:
            self.date = self.date or center_today(self.app.center) or datetime.date.today()
            return BuchGame(self.mode, 0, lex, date=self.date, now=0.0, daily_bonus=prog.daily_bonus_open(self.date))
        level = None
        if self.mode is BuchMode.REISE:
            from game.buch.levels import load_level

            level = load_level(self.level_id or prog.current_level())
            self.level_id = level.id
        return BuchGame(self.mode, self.seed, lex, level=level, now=0.0)

    def _greet(self) -> None:
        g = self.game
        if self.mode is BuchMode.TAGESRAETSEL:
            self.say("Heute liegt ein Wort mit sieben Buchstaben im Buch. Der erste ist markiert.", Mood.THINKING)
        elif self.mode is BuchMode.REISE and g.level is not None:
            self.say(f"Level {g.level.id}: {g.level.name}. Los geht’s!", Mood.HAPPY)
        elif self.mode is BuchMode.ENDLOS and g.word_count:
            shown = self._restore_hint()
            if shown:
                self.say(f"Schön, dass du wieder da bist! Dein Hinweis gilt noch: {shown}.", Mood.THINKING)
            else:
                self.say("Schön, dass du wieder da bist! Weiter geht’s.", Mood.HAPPY)
        else:
            self.say("Zieh über die Steine – ich hab Hunger auf Wörter!", Mood.HAPPY)

    def _restore_hint(self) -> str | None:
        """A resumed round whose last action was a hint shows that hint again (it was paid for)."""
        g = self.game
        last = g.log[-1] if g.log else None
        if last is None or last.kind is not LogKind.HINT or not last.word:
            return None
        found = g.best_word()
        if found is None or found.word != last.word:
            return None
        self.state.hint_path = found.path
        self.state.hint_at = self.t
        return found.word


    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        """Build the sprites for the current board."""
        self.resize(self.app.size)

    def exit(self) -> None:
        """Save an unfinished endless round when the scene goes away (and free the cached board picture)."""
        self._save_endless()
        board_layers.release(self)

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout and snap all sprites to their cells (nothing to do for the same size)."""
        if self.layout is not None and self.layout.size == tuple(size):
            return  # e.g. the pause menu closed: running animations go on

        self.layout = lay.compute(size)
        from game.render.buch_tiles import warm_jobs

        self._warm = warm_jobs(self.layout.tile, self.night)
        for _ in range(30):  # the plain ivory tiles now, the rest one per frame
            next(self._warm, None)
        from game.render.buch_bruno import bruno

        u = int((40 if not self.layout.portrait else 28) * self.layout.s)
        for mood in Mood:
            for blink in (False, True):
                bruno(mood, blink, u)
        from game.render.buch_bruno import bubble
        from game.render.buch_tiles import ember_glow, warn_ring

        for warn in (False, True):
            bubble(self.layout.bubble.size, self.night, warn, "down" if not self.layout.portrait else "left")
        for row in range(8):
            ember_glow(self.layout.tile, row)
        for red in (False, True):
            warn_ring(self.layout.tile, red)
        self._build_buttons()
        if not self.sprites:
            for pos, tile in self.game.board.items():
                spr = TileSprite(tile, pos, self.layout.centre(*pos))
                self.sprites[tile.id] = spr
        else:
            for spr in self.sprites.values():
                spr.x, spr.y = self.layout.centre(*spr.cell)
                spr.motion = None
        self.leaving.clear()

    def _build_buttons(self) -> None:
        """The board's buttons at their layout rectangles, labelled for the current game."""
        L = self.layout
        assert L is not None
        g = self.game
        s = L.s
        C = BoardCommand

        def button(command: BoardCommand, rect: pygame.Rect, label: str = "", icon: str = "", badge: str = "",
                   badge_style: str = "muted", style: BookStyle = BookStyle.SECONDARY, enabled: bool = True,
                   sub: str = "") -> BookButton:
            return BookButton(command, rect, label, icon, badge, badge_style, style, enabled, sub, self.night, s)

        btns = []
        r = L.buttons[C.SHUFFLE]
        left = g.shuffles_left
        if g.free_shuffle_available:
            btns.append(button(C.SHUFFLE, r, "Gratis mischen", "shuffle", "gratis", "gold", BookStyle.GOLD))
        else:
            badge = str(left) if left is not None else (f"+{g.shuffle_cost}" if g.shuffle_cost else "")
            btns.append(button(C.SHUFFLE, r, "Mischen", "shuffle", badge, enabled=not g.over and (left is None or left > 0)))
        hint_on = g.rules.hints > 0
        btns.append(button(C.HINT, L.buttons[C.HINT], "Hinweis", "bulb", str(g.hints_left) if hint_on else "",
                           "green" if hint_on else "muted", enabled=hint_on and g.hints_left > 0 and not g.over,
                           sub="" if hint_on or L.portrait else "nur in Endlos und Reise"))
        if C.SUBMIT in L.buttons:
            btns.append(button(C.SUBMIT, L.buttons[C.SUBMIT], "Abgeben", "enter", style=BookStyle.PRIMARY,
                               enabled=bool(self.state.path) and not g.over))
        for command, rect in L.top_buttons.items():
            icon = {C.MENU: "menu", C.THEME: "sun" if self.night else "moon",
                    C.SOUND: "sound" if self._sound_on() else "mute"}[command]
            btns.append(button(command, rect, icon=icon, style=BookStyle.ICON))
        if L.portrait:
            btns.append(button(C.HISTORY, L.history_bar, style=BookStyle.ICON))
        self.buttons = btns

    # ------------------------------------------------------------------ selection
    @property
    def eval(self) -> WordEval | None:
        """The word bar's evaluation of the current path (cached)."""
        if not self.state.path:
            return None
        if self.state.word_eval is None:
            self.state.word_eval = self.game.evaluate(tuple(self.state.path))
        return self.state.word_eval

    def _set_path(self, path: list[tuple[int, int]]) -> None:
        if path != self.state.path:
            self.state.picked_at = {c: self.state.picked_at.get(c, self.t) for c in path}  # selection lift starts now
            self.state.path = list(path)
            self.state.word_eval = None
            for b in self.buttons:
                if b.command is BoardCommand.SUBMIT:
                    b.enabled = bool(self.state.path) and not self.game.over

    def _touch_cell(self, cell: tuple[int, int]) -> None:
        """Extend, cut back or restart the path with ``cell`` (drag or tap)."""
        path = self.state.path
        if not path:
            self._set_path([cell])
        elif cell in path:
            i = path.index(cell)
            self._set_path(path[: i + 1])
        elif are_adjacent(path[-1], cell):
            self._set_path(path + [cell])
        else:
            self._set_path([cell])

    def submit(self) -> bool:
        """Hand in the current path; returns True when it scored."""
        if not self.state.path or self.game.over:
            return False
        ev = self.eval
        if ev is None or not ev.valid:
            self._reject(ev)
            return False
        path = tuple(self.state.path)
        return self._apply(Submit(path), path)

    def _reject(self, ev: WordEval | None) -> None:
        self.state.shake_at = self.t
        rule = RULE_REASONS.get(ev.reason or "") if ev is not None else None  # a journey hall rule refused it
        if ev is not None and ev.word:
            label = ev.reason if rule else "kein Wort" if ev.letters >= 3 else "zu kurz"
            self.state.last_rejected = ("".join(ev.word), label, self.t)
            self.state.last_scored = None  # the bar shows what was refused, not the word before it
        if rule:
            self.say(rule, Mood.THINKING, hold=3.0)
        elif ev is not None and ev.word and ev.letters >= 3:
            self.say(f"„{ev.word}“ kenne ich nicht.", Mood.THINKING, hold=2.5)
        self._set_path([])
        self.state.clear_typed()
        play_sound(self.app, Sfx.ERROR)


    # ------------------------------------------------------------------ results and saves
    def _record_result(self) -> None:
        g = self.game
        prog = progress_for(self.app)
        key = MODE_KEYS[self.mode]
        if self.mode is BuchMode.REISE and self.level_id is not None and g.stars:
            prog.set_stars(self.level_id, g.stars)
        if self.mode is BuchMode.TAGESRAETSEL and self.date is not None:
            prog.mark_daily(self.date, g.daily_counts, g.score)
        if self.mode is BuchMode.ENDLOS:
            prog.endless_save = None
        self.rank = prog.add_score(key, g.score) if self.mode is not BuchMode.REISE else 0
        prog.save()
        from game.scenes.buch.progress import save_endless_to_store, submit_to_store

        self.store_notice = submit_to_store(self.app, g)
        send_buch_round(self.app.center, g)
        if self.mode is BuchMode.ENDLOS:
            save_endless_to_store(self.app, None)
        self.state.daily_reveal = self.mode is BuchMode.TAGESRAETSEL
        self.app.result = {"mode": key, "score": g.score, "words": g.word_count}

    def _save_endless(self) -> None:
        if self.mode is BuchMode.ENDLOS and not self.game.over and self.game.word_count > 0:
            prog = progress_for(self.app)
            prog.endless_save = self.game.to_save()
            prog.save()
            from game.scenes.buch.progress import save_endless_to_store

            save_endless_to_store(self.app, prog.endless_save)


    # ------------------------------------------------------------------ commands
    def do_shuffle(self) -> bool:
        """Mischen (or Gratis mischen when no common word lies on the board)."""
        if self.game.over:
            return False
        action = FreeShuffle() if self.game.free_shuffle_available else Shuffle()
        return self._apply(action)

    def do_hint(self) -> bool:
        """Ask Bruno for a word."""
        if self.game.over or self.game.rules.hints == 0:
            return False
        return self._apply(Hint())

    def end_round(self) -> bool:
        """Beenden und werten."""
        if self.game.over:
            return False
        return self._apply(EndRound())

    def toggle_theme(self) -> None:
        """Sun/moon: cross-fade between night and day (400 ms)."""
        snap = pygame.Surface(self.app.size)
        from game.scenes.buch import board_view

        board_view.draw(self, snap)
        self.state.fade_from = snap
        self.state.fade_at = self.t
        self.night = not self.night
        set_night(self.app, self.night)
        self.say("Bibliothek bei Nacht" if self.night else "Lesesaal am Tag", Mood.HAPPY, hold=2.0)
        if self.layout is not None:
            from game.render.buch_tiles import warm_jobs

            self._warm = warm_jobs(self.layout.tile, self.night)
        self._build_buttons()

    def leave(self) -> None:
        """Back to whatever opened the board (the menu or the journey map)."""
        self._save_endless()
        from game.scenes.buch import go_back

        go_back(self.app)

    def restart(self) -> None:
        """A fresh round of the same kind."""
        from game.scenes.buch import open_board

        open_board(self.app, self.mode, level_id=self.level_id, replace=True)

    def show_results(self) -> None:
        """Replace the board by the results screen."""
        from game.scenes.buch.results import ResultsScene

        self.app.stack.replace(ResultsScene(self.app, self.game, level_id=self.level_id, rank=self.rank))


    def _sound_on(self) -> bool:
        return bool(self.app.settings.settings.sound)

    def toggle_sound(self) -> None:
        """Speaker button: sound on/off (kept in the settings)."""
        self.app.settings.update(sound=not self._sound_on())
        self._build_buttons()

    def open_history(self) -> None:
        """Show the whole Verlauf, newest on top (a scene over the board)."""
        from game.scenes.buch.history import HistoryScene

        self.app.stack.push(HistoryScene(self.app, self))

    def open_menu(self) -> None:
        """The pause menu (the clock stops)."""
        from game.scenes.buch.pause import PauseScene

        self._set_path([])
        self.state.dragging = False
        self.app.stack.push(PauseScene(self.app, self))

    def run_pause(self, command) -> None:
        """What the pause menu chose (it has closed already)."""
        from game.scenes.buch.board_state import PauseCommand

        if command is PauseCommand.END:
            self.end_round()
        elif command in (PauseCommand.LATER, PauseCommand.LEAVE):
            self.leave()
        elif command is PauseCommand.RESTART:
            self.restart()
        elif command is PauseCommand.CALENDAR:
            from game.scenes.buch.calendar import CalendarScene

            self.app.stack.push(CalendarScene(self.app, today=self.date))

    # ------------------------------------------------------------------ frame
    def update(self, dt: float, clock_runs: bool = True) -> None:
        """Advance clocks, animations, Bruno and the 3-minute timer (the round clock stops under the pause menu)."""
        self.t += dt
        if self._warm is not None and not self.animating() and next(self._warm, StopIteration) is StopIteration:
            self._warm = None  # (one tile image per calm frame: at 4K an ember's image is 4.5 ms, never on a busy frame)
        g = self.game
        if clock_runs and not g.over:
            self.clock += dt
            left = g.time_left(self.clock)
            if left is not None and left <= 10 and not self.state.ten_seconds_said and left > 0:
                self.state.ten_seconds_said = True
                play_sound(self.app, Sfx.WARNING)
                if not self.state.bubble_warn:
                    self.say("Noch zehn Sekunden – schnell!", Mood.WORRIED, hold=3)
            if left is not None and left <= 0:
                before = set(self.sprites)
                events = g.apply(Tick(), self.clock)
                self._on_events(events, before)
                self._build_buttons()
        if self.state.popups:
            self.state.popups = [p for p in self.state.popups if self.t - p[3] < 0.9]
        for spr in self.sprites.values():
            spr.update_motion(self.t)
        self.leaving = [s for s in self.leaving if s.update_motion(self.t)]
        # Bruno: blink every 3–6 s, back to calm when the mood expires (warnings stay)
        if self.t >= self.state.next_blink:
            self.state.blink_until = self.t + 0.12
            self.state.next_blink = self.t + 3 + (hash(int(self.t * 10)) % 30) / 10
        if self.t > self.state.mood_until:
            level = g.ember_warning[0] if g.embers_on else 0
            if level:
                self.state.mood = Mood.WORRIED
            else:
                self.state.mood = Mood.CALM
                if self.state.bubble_warn:
                    self.state.bubble_warn = False
        target = self._wax_target()
        self.state.wax += (target - self.state.wax) * min(1.0, dt / 0.15)
        if self.state.ended_at is not None and self.t - self.state.ended_at > END_DELAY + (1.2 if self.state.daily_reveal else 0):
            self.state.ended_at = None
            self.show_results()

    def _wax_target(self) -> float:
        g = self.game
        cap = max(1, g.spark_capacity)
        return 1.0 - g.sparks / cap

    def animating(self) -> bool:
        """Whether any tile is still moving (tests and bench wait for this)."""
        return bool(self.leaving) or any(s.busy for s in self.sprites.values())

    def pointer_over_button(self) -> bool:
        """The mouse rests on a button, on the word bar while a word is laid (hands it in) or on the protocol card."""
        pos = self.state.mouse
        L = self.layout
        if pos is None or L is None or self.state.dragging:
            return False
        if any(b.visible and b.enabled and b.rect.collidepoint(pos) for b in self.buttons):
            return True
        if self.game.over:
            return False
        if self.state.path and L.word_bar.collidepoint(pos):
            return True
        return bool(self.game.log) and L.protocol.collidepoint(pos)

    def damage(self) -> list[pygame.Rect] | None:
        """The parts of the screen that look different since the last drawn frame (None: draw it whole)."""
        from game.scenes.buch.board_damage import board_parts

        parts = board_parts(self)
        base = (self.night, self.reduced, self.app.size, id(self.game))
        if parts is None or base != self._drawn_base:  # the round ends, the theme fades, a new size or game
            self._drawn_base = base if parts is not None else None
            if parts is None:
                self._drawn.forget()
            else:  # a whole frame: what it draws is what the next frame compares with
                self._drawn.reset(parts)
            return None
        return self._drawn.changed(parts)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw via the view module (no state changes)."""
        from game.scenes.buch import board_view

        board_view.draw(self, surface)

    # ------------------------------------------------------------------ helpers for tests and autoplay
    def cell_centre(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Screen pixel of a cell centre."""
        assert self.layout is not None
        x, y = self.layout.centre(*pos)
        return int(x), int(y)
