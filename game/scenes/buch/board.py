"""The Speedbuch board scene: input (drag, tap, keys), engine events, sprite animation state.

Drawing lives in ``board_view``; this module only changes state.
"""
from __future__ import annotations

import datetime
import logging
import random
from typing import Any

import pygame

from game.buch import (
    BuchGame, BuchMode, EndRound, FreeShuffle, Hint, RuleError, Shuffle, Submit, Tick,
)
from game.buch.events import (
    BonusCreated, DailyWordFound, EmberBurned, EmberCreated, EmbersCleared, EmberWarning, GoalProgress, HintGiven,
    HintsChanged, RoundEnded, ShelfOnFire, Shuffled, StageChanged, WordRejected, WordScored,
)
from game.buch.geometry import are_adjacent
from game.buch.hall_rules import RULE_REASONS
from game.buch.log import LogKind
from game.buch.scoring import WordEval
from game.buch.tiles import display_token
from game.input.actions import Act, Action
from game.render.buch_bruno import Mood
from game.scenes.base import Scene
from game.scenes.buch import layout as lay
from game.scenes.buch.common import Btn, handle_buttons, is_night, lexicon, play_sound, reduced_motion, set_night
from game.scenes.buch.progress import progress_for
from game.scenes.buch.sprites import COLUMN_STAGGER, TileSprite
from game.scenes.buch.typing_paths import paths_for_typed

log = logging.getLogger(__name__)

MODE_KEYS = {BuchMode.DREI_MINUTEN: "3min", BuchMode.TAGESRAETSEL: "daily", BuchMode.ENDLOS: "endless",
             BuchMode.REISE: "journey"}
HINT_STEP = 0.25
END_DELAY = 1.4


class BoardScene(Scene):
    """One Speedbuch round on the folio page."""

    name = "buch.board"

    def __init__(self, app, mode: BuchMode, seed: int | None = None, level_id: int | None = None,
                 date: datetime.date | None = None, resume: bool = False, game: BuchGame | None = None) -> None:
        super().__init__(app)
        self.mode = mode
        self.level_id = level_id
        self.date = date
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        self.clock = 0.0  # round clock (seconds, only runs while playing)
        self.t = 0.0  # animation clock
        self.game = game if game is not None else self._new_game(resume)
        self.night = is_night(app)
        self.reduced = reduced_motion(app)
        self.layout: lay.BoardLayout | None = None
        self._warm = None
        self.sprites: dict[int, TileSprite] = {}
        self.leaving: list[TileSprite] = []
        self.group = pygame.sprite.LayeredUpdates()
        # selection
        self.path: list[tuple[int, int]] = []
        self.picked_at: dict[tuple[int, int], float] = {}
        self.dragging = False
        self.drag_moved = False
        self.pointer: tuple[int, int] | None = None
        self.typed = ""
        self.typed_paths: list[tuple[tuple[int, int], ...]] = []
        self.typed_index = 0
        self._eval: WordEval | None = None
        # word bar / feedback
        self.last_scored: tuple[str, int, str, float] | None = None  # word, points, working, time
        self.last_rejected: tuple[str, str, float] | None = None  # word, chip label, time (shown while the bar shakes)
        self.banner_rect: pygame.Rect | None = None  # the end banner, once drawn
        self.shake_at = -10.0
        self.message = ""
        self.message_at = -10.0
        # hint
        self.hint_path: tuple[tuple[int, int], ...] = ()
        self.hint_at = 0.0
        # Bruno
        self.mood = Mood.CALM
        self.mood_until = 0.0
        self.bubble = ""
        self.bubble_warn = False
        self.bubble_at = 0.0
        self.next_blink = 3.0
        self.blink_until = 0.0
        self.hop_at = -10.0
        # candle / protocol / theme
        self.wax = self._wax_target()
        self.log_seen = len(self.game.log)
        self.log_at = -10.0
        self.fade_from: pygame.Surface | None = None
        self.fade_at = -10.0
        self.menu_open = False
        self.history_open = False
        self.history_scroll = 0.0
        self._hist_drag: tuple | None = None
        self.ended_at: float | None = None
        self.end_event: RoundEnded | None = None
        self.buttons: list[Btn] = []
        self.menu_buttons: list[Btn] = []
        self.daily_reveal = False
        self.stats_words: list[tuple[str, int]] = []
        self.popups: list[tuple[float, float, str, float]] = []  # rising points: x, y, text, start
        self._ten_seconds_said = False
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
            except Exception:  # noqa: BLE001 - a broken save must not block a new round
                log.exception("endless save unreadable; starting a new round")
        if self.mode is BuchMode.TAGESRAETSEL:
            self.date = self.date or datetime.date.today()
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
            self.say(f"Level {g.level.id}: {g.level.name}. Los geht's!", Mood.HAPPY)
        elif self.mode is BuchMode.ENDLOS and g.word_count:
            shown = self._restore_hint()
            if shown:
                self.say(f"Schön, dass du wieder da bist! Dein Hinweis gilt noch: {shown}.", Mood.THINKING)
            else:
                self.say("Schön, dass du wieder da bist! Weiter geht's.", Mood.HAPPY)
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
        self.hint_path = found.path
        self.hint_at = self.t
        return found.word

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        """Build the sprites for the current board."""
        self.resize(self.app.size)

    def exit(self) -> None:
        """Save an unfinished endless round when the scene goes away."""
        self._save_endless()

    def resize(self, size: tuple[int, int]) -> None:
        """Recompute the layout and snap all sprites to their cells."""
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
        L = self.layout
        assert L is not None
        g = self.game
        btns = []
        r = L.buttons["shuffle"]
        free = g.free_shuffle_available
        left = g.shuffles_left
        if free:
            btns.append(Btn("shuffle", r, "Gratis mischen", "shuffle", "gratis", "gold", "gold"))
        else:
            badge = str(left) if left is not None else (f"+{g.shuffle_cost}" if g.shuffle_cost else "")
            btns.append(Btn("shuffle", r, "Mischen", "shuffle", badge, enabled=not g.over and (left is None or left > 0)))
        hint_on = g.rules.hints > 0
        r = L.buttons["hint"]
        btns.append(Btn("hint", r, "Hinweis", "bulb", str(g.hints_left) if hint_on else "",
                        "green" if hint_on else "muted", enabled=hint_on and g.hints_left > 0 and not g.over,
                        sub="" if hint_on or L.portrait else "nur in Endlos und Reise"))
        if "submit" in L.buttons:
            btns.append(Btn("submit", L.buttons["submit"], "Abgeben", "enter", style="primary",
                            enabled=bool(self.path) and not g.over))
        s = L.s
        tb = L.top_bar
        size = max(44, int(48 * s))  # DESIGN.md touch targets: at least 44 px
        btns.append(Btn("menu", pygame.Rect(tb.x, tb.centery - size // 2, size, size), icon="menu", style="icon"))
        btns.append(Btn("theme", pygame.Rect(tb.right - size, tb.centery - size // 2, size, size),
                        icon="sun" if self.night else "moon", style="icon"))
        if not L.portrait:
            btns.append(Btn("sound", pygame.Rect(tb.right - 2 * size - int(12 * s), tb.centery - size // 2, size, size),
                            icon="sound" if self._sound_on() else "mute", style="icon"))
        if L.portrait:
            btns.append(Btn("history", L.history_bar, "", style="icon"))
        self.buttons = btns
        if self.menu_open:
            self._build_menu()

    def _build_menu(self) -> None:
        L = self.layout
        assert L is not None
        s = L.s
        w, h = int(380 * s), int(64 * s)
        cx = L.size[0] // 2
        items = [("resume", "Weiterspielen", "primary")]
        if self.mode in (BuchMode.TAGESRAETSEL, BuchMode.ENDLOS, BuchMode.DREI_MINUTEN):
            items.append(("end", "Beenden und werten", "secondary"))
        if self.mode is BuchMode.ENDLOS:
            items.append(("later", "Später weiterspielen", "secondary"))
        if self.mode is BuchMode.TAGESRAETSEL:
            items.append(("calendar", "Kalender", "secondary"))
        if self.mode in (BuchMode.DREI_MINUTEN, BuchMode.REISE):
            items.append(("restart", "Neu beginnen", "secondary"))
        if self.mode is not BuchMode.ENDLOS:  # in Endlos "Später weiterspielen" already leaves (and keeps the round)
            items.append(("leave", "Zum Menü", "secondary"))
        top = L.size[1] // 2 - (len(items) * (h + 14 * s)) // 2 + int(30 * s)
        self.menu_buttons = [Btn(k, pygame.Rect(cx - w // 2, int(top + i * (h + 14 * s)), w, h), label, style=st)
                             for i, (k, label, st) in enumerate(items)]

    # ------------------------------------------------------------------ Bruno
    def say(self, text: str, mood: Mood = Mood.CALM, warn: bool = False, hold: float = 4.0) -> None:
        """Show a speech bubble and set Bruno's face."""
        self.bubble = text
        self.bubble_warn = warn
        self.bubble_at = self.t
        self.mood = mood
        self.mood_until = self.t + hold

    # ------------------------------------------------------------------ selection
    @property
    def eval(self) -> WordEval | None:
        """The word bar's evaluation of the current path (cached)."""
        if not self.path:
            return None
        if self._eval is None:
            self._eval = self.game.evaluate(tuple(self.path))
        return self._eval

    def _set_path(self, path: list[tuple[int, int]]) -> None:
        if path != self.path:
            self.picked_at = {c: self.picked_at.get(c, self.t) for c in path}  # selection lift starts now
            self.path = list(path)
            self._eval = None
            for b in self.buttons:
                if b.key == "submit":
                    b.enabled = bool(self.path) and not self.game.over

    def _touch_cell(self, cell: tuple[int, int]) -> None:
        """Extend, cut back or restart the path with ``cell`` (drag or tap)."""
        path = self.path
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
        if not self.path or self.game.over:
            return False
        ev = self.eval
        if ev is None or not ev.valid:
            self._reject(ev)
            return False
        path = tuple(self.path)
        return self._apply(Submit(path), path)

    def _reject(self, ev: WordEval | None) -> None:
        self.shake_at = self.t
        rule = RULE_REASONS.get(ev.reason or "") if ev is not None else None  # a journey hall rule refused it
        if ev is not None and ev.word:
            label = ev.reason if rule else "kein Wort" if ev.letters >= 3 else "zu kurz"
            self.last_rejected = ("".join(ev.word), label, self.t)
            self.last_scored = None  # the bar shows what was refused, not the word before it
        if rule:
            self.say(rule, Mood.THINKING, hold=3.0)
        elif ev is not None and ev.word and ev.letters >= 3:
            self.say(f"„{ev.word}“ kenne ich nicht.", Mood.THINKING, hold=2.5)
        self._set_path([])
        self._clear_typed()
        play_sound(self.app, "error")

    def _clear_typed(self) -> None:
        self.typed = ""
        self.typed_paths = []
        self.typed_index = 0

    # ------------------------------------------------------------------ engine
    def _apply(self, action: Any, path: tuple = ()) -> bool:
        before_ids = set(self.sprites)
        try:
            events = self.game.apply(action, self.clock)
        except RuleError as err:
            self.message = str(err)
            self.message_at = self.t
            self.say(str(err), Mood.THINKING, hold=3.0)
            return False
        if events and isinstance(events[0], WordRejected):
            self._reject(events[0].eval)
            return False
        self._set_path([])
        self._clear_typed()
        self._on_events(events, before_ids)
        self._build_buttons()
        return True

    def _on_events(self, events: list, before_ids: set[int]) -> None:
        used: tuple[int, ...] = ()
        shuffled = False
        burned: set[int] = set()
        g = self.game
        for ev in events:
            if isinstance(ev, WordScored):
                used = ev.tile_ids
                self.last_scored = (ev.word, ev.eval.score, ev.eval.working, self.t)
                self.last_rejected = None
                if self.layout is not None and ev.path:
                    x, y = self.layout.centre(*ev.path[-1])
                    self.popups.append((x, y, f"+{ev.eval.score}", self.t))
                self.stats_words.append((ev.word, ev.eval.score))
                self.hint_path = ()
                n = ev.eval.letters
                if n >= 7:
                    self.hop_at = self.t
                    self.say(f"{ev.word}! Ein Festmahl – {ev.eval.score} Punkte!", Mood.HAPPY)
                elif n >= 5:
                    self.say(f"Lecker, {ev.word}!", Mood.HAPPY, hold=2.5)
                elif not self.bubble_warn:
                    # a short word: a quiet line, so the bubble never praises the word before
                    self.say(f"{ev.word.replace('QU', 'Qu')} – {ev.eval.score} Punkte.", Mood.CALM, hold=2.0)
                play_sound(self.app, "word")
            elif isinstance(ev, DailyWordFound):
                self.hop_at = self.t
                if self.layout is not None:
                    x, y = self.layout.page.center
                    self.popups.append((x, y, f"Tageswort +{ev.bonus}", self.t + 0.2))
                self.say(f"Das Tageswort! {ev.word} bringt +{ev.bonus}.", Mood.HAPPY, hold=5)
                play_sound(self.app, "chime")
            elif isinstance(ev, EmberBurned):
                burned.add(ev.burned_tile_id)
                play_sound(self.app, "crackle")
                self.say(f"Autsch – die Glut hat das {display_token(ev.burned_token)} gefressen.", Mood.WORRIED, hold=2.5)
            elif isinstance(ev, EmbersCleared):
                burned.update(ev.tile_ids)
                self.say("Der Bergkristall löscht die Glut!", Mood.HAPPY)
            elif isinstance(ev, EmberCreated):
                if ev.fuse:  # journey Turmzimmer: a fuse burnt down
                    self.say("Die Lunte ist abgebrannt – der Stein glüht jetzt!", Mood.WORRIED, warn=True, hold=3)
                elif not any(isinstance(e, EmberWarning) for e in events):
                    self.say("Funken voll – ein Glutstein fällt ins Regal!", Mood.WORRIED, warn=True, hold=3)
            elif isinstance(ev, BonusCreated):
                pass
            elif isinstance(ev, EmberWarning):
                self._warn(ev.level)
            elif isinstance(ev, StageChanged):
                self.say(f"Stufe {ev.stage}! Jetzt reichen {ev.spark_capacity} Funken für Glut.", Mood.THINKING, hold=3)
            elif isinstance(ev, Shuffled):
                shuffled = True
                if not self.bubble_warn:
                    self.say("Frisch gemischt!", Mood.CALM, hold=2)
            elif isinstance(ev, HintGiven):
                self.hint_path = ev.path
                self.hint_at = self.t
                deep = g.ember_warning[0] > 0
                extra = " – es löscht die Glut." if deep else "."
                self.say(f"Hmm … folg den grünen Zahlen: {ev.word}{extra}", Mood.THINKING, warn=deep, hold=6)
            elif isinstance(ev, GoalProgress):
                if ev.done and not any(isinstance(e, RoundEnded) for e in events):
                    self.say("Ein Ziel ist geschafft – weiter so!", Mood.HAPPY, hold=3)
            elif isinstance(ev, HintsChanged):
                if not any(isinstance(e, HintGiven) for e in events):
                    self.say(f"Ein Hinweis mehr – jetzt {ev.hints_left}.", Mood.HAPPY, hold=2.5)
            elif isinstance(ev, ShelfOnFire):
                self.say("Das Regal brennt! Die Runde ist vorbei.", Mood.WORRIED, warn=True, hold=10)
            elif isinstance(ev, RoundEnded):
                self.end_event = ev
                self.ended_at = self.t
                won = ev.stars > 0 or ev.reason.value in ("time", "words_used", "quit")
                play_sound(self.app, "chime" if won else "warning")
                line = self._end_line(ev)
                if line:
                    self.say(line, Mood.HAPPY if won else Mood.WORRIED, hold=10)
        moves = g.moves_left
        if not g.over and moves is not None and 0 < moves <= 3 and not self.bubble_warn:
            self.say(f"Nur noch {moves} {'Zug' if moves == 1 else 'Züge'}!", Mood.WORRIED, hold=3)
        if not g.over and g.free_shuffle_available:
            self.say("Ich finde kein gängiges Wort mehr – misch gratis!", Mood.THINKING, hold=5)
        self._sync_sprites(set(used), burned, shuffled)
        if len(g.log) != self.log_seen:
            self.log_seen = len(g.log)
            self.log_at = self.t
        if g.over and self.end_event is not None:
            self._record_result()
        else:
            self._save_endless()  # closing the window mid-round must not lose it

    def _warn(self, level: int) -> None:
        if level >= 3:
            self.say("Noch ein Wort ohne sie, und es brennt.", Mood.WORRIED, warn=True, hold=999)
        elif level == 2:
            self.say("Die Glut ist fast am Boden! Nimm sie ins nächste Wort.", Mood.WORRIED, warn=True, hold=999)
        elif level == 1:
            self.say("Heiß! Die Glut sitzt schon in Reihe 6 – bau sie ins nächste Wort ein.", Mood.WORRIED, warn=True, hold=999)
        else:
            self.say("Puh, die Glut ist gelöscht.", Mood.HAPPY, hold=2.5)

    def _sync_sprites(self, used: set[int], burned: set[int], shuffled: bool) -> None:
        """Diff the engine board against the sprites and start the animations."""
        L = self.layout
        if L is None:
            return
        now_ids = {}
        for pos, tile in self.game.board.items():
            now_ids[tile.id] = (pos, tile)
        bar = L.word_bar.center
        k = 0
        for tid in list(self.sprites):
            if tid in now_ids:
                continue
            spr = self.sprites.pop(tid)
            if tid in used:
                spr.leave(self.t, bar, 0.0 if self.reduced else 0.03 * k, self.reduced)
                k += 1
            else:
                spr.crumble(self.t, self.reduced)
            self.leaving.append(spr)
        spawn_count: dict[int, int] = {}
        for tid, (pos, tile) in now_ids.items():
            if tid not in self.sprites:
                spawn_count[pos[0]] = spawn_count.get(pos[0], 0) + 1
        base_delay = 0.12 if (used or burned) else 0.0
        for tid, (pos, tile) in now_ids.items():
            spr = self.sprites.get(tid)
            col = pos[0]
            delay = base_delay + COLUMN_STAGGER * col
            if spr is None:
                n = spawn_count[col]
                start = L.centre(col, pos[1] - n - 0.6)
                spr = TileSprite(tile, pos, start)
                self.sprites[tid] = spr
                spr.fall_to(self.t, L.centre(*pos), delay, L.pitch, self.reduced)
                continue
            spr.tile = tile
            if spr.cell != pos:
                spr.cell = pos
                if shuffled:
                    spr.move_to(self.t, L.centre(*pos), 0.012 * (pos[0] * 8 + pos[1]) * 0.5, self.reduced)
                else:
                    spr.fall_to(self.t, L.centre(*pos), delay, L.pitch, self.reduced)

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
        if self.mode is BuchMode.ENDLOS:
            save_endless_to_store(self.app, None)
        self.daily_reveal = self.mode is BuchMode.TAGESRAETSEL
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

    def _end_line(self, ev: RoundEnded) -> str | None:
        """Bruno's last word on the round (the burning shelf has its own)."""
        g = self.game
        pts = f"{ev.score:,}".replace(",", "\u2009")
        reason = ev.reason.value
        if reason == "fire":
            return None
        if g.mode is BuchMode.TAGESRAETSEL and g.daily_word:
            found = "Du hast das Tageswort gefunden" if g.daily_found else f"Das Tageswort war {g.daily_word}"
            return f"{found} – {pts} Punkte."
        if reason == "goals_met":
            return f"Geschafft – {ev.stars} {'Stern' if ev.stars == 1 else 'Sterne'}!"
        if reason == "moves_used":
            return "Keine Züge mehr – das Ziel war knapp. Gleich noch mal?"
        if reason == "time":
            return f"Zeit um! {pts} Punkte – schön gelesen."
        return f"Gewertet: {pts} Punkte."

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
        self.fade_from = snap
        self.fade_at = self.t
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

        self.app.stack.replace(ResultsScene(self.app, self.game, level_id=self.level_id, rank=getattr(self, "rank", 0)))

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> bool:
        """Pointer paths, taps, keys and the buttons."""
        if self.layout is None:
            return False
        if self.menu_open:
            return self._handle_menu(action)
        if self.history_open:
            return self._handle_history(action)
        kind = action.kind
        if kind == Act.POINTER_DOWN and action.button == 3:
            self._set_path([])  # right click: drop the selection
            self._clear_typed()
            self.dragging = False
            return True
        if kind == Act.POINTER_UP and action.button == 3:
            return True
        if kind in (Act.POINTER_DOWN, Act.POINTER_UP) and not self.dragging:
            clicked = handle_buttons(self.buttons, action)
            if clicked is not None:
                self._click(clicked.key)
                return True
            if any(b.pressed for b in self.buttons):
                return True
        if self.game.over:
            if kind in (Act.POINTER_UP, Act.CONFIRM) and self.ended_at is not None and self.t - self.ended_at > 0.3:
                self.show_results()
            return True
        L = self.layout
        if kind == Act.POINTER_DOWN:
            cell = L.cell_at(action.pos)
            self.pointer = action.pos
            if cell is not None:
                self._clear_typed()
                if self.path and cell == self.path[-1] and len(self.path) >= 1:
                    # tap on the last tile again: hand the word in
                    self.dragging = True
                    self.drag_moved = False
                    self._tap_last = True
                    return True
                self._tap_last = False
                self._touch_cell(cell)
                self.dragging = True
                self.drag_moved = False
                return True
            if L.word_bar.collidepoint(action.pos):
                self._bar_pressed = True
                return True
            if L.protocol.collidepoint(action.pos) and self.game.log:
                self._proto_pressed = True
                return True
            return False
        if kind == Act.POINTER_MOVE:
            self.pointer = action.pos
            if self.dragging and action.button:
                cell = L.cell_at(action.pos, strict=0.42)
                if cell is not None and self.path and cell != self.path[-1]:
                    if len(self.path) >= 2 and cell == self.path[-2]:
                        self._set_path(self.path[:-1])
                        self.drag_moved = True
                    elif cell not in self.path and are_adjacent(self.path[-1], cell):
                        self._set_path(self.path + [cell])
                        self.drag_moved = True
                        self._tap_last = False
            return self.dragging
        if kind == Act.POINTER_UP:
            if getattr(self, "_proto_pressed", False):
                self._proto_pressed = False
                if L.protocol.collidepoint(action.pos):
                    self.open_history()
                return True
            if getattr(self, "_bar_pressed", False):
                self._bar_pressed = False
                if L.word_bar.collidepoint(action.pos):
                    self.submit()
                return True
            if not self.dragging:
                return False
            self.dragging = False
            if getattr(self, "_tap_last", False) and not self.drag_moved:
                self._tap_last = False
                self.submit()
                return True
            if self.drag_moved and len(self.path) >= 2:
                ev = self.eval
                if ev is not None and ev.valid:
                    self.submit()
                else:
                    self._reject(ev)
            return True
        if kind == Act.CONFIRM:
            if self.path:
                self.submit()
            return True
        if kind == Act.DELETE:
            if self.typed:
                self._type(self.typed[:-1])
            elif self.path:
                self._set_path(self.path[:-1])
            return True
        if kind == Act.BACK:
            if self.path or self.typed:
                self._set_path([])
                self._clear_typed()
            else:
                self.open_menu()
            return True
        if kind == Act.TAB:
            if self.typed_paths:
                self.typed_index = (self.typed_index + 1) % len(self.typed_paths)
                self._set_path(list(self.typed_paths[self.typed_index]))
            return True
        if kind == Act.TEXT:
            letters = "".join(c for c in action.text.upper().replace("ß", "SS") if c.isalpha())
            if action.text == " ":
                self.do_shuffle()
                return True
            if action.text == "?":
                self.do_hint()
                return True
            if letters:
                self._type(self.typed + letters)
            return True
        return False

    def _type(self, typed: str) -> None:
        """Keyboard play: highlight the best path spelling ``typed``."""
        self.typed = typed
        if not typed:
            self._clear_typed()
            self._set_path([])
            return
        paths = paths_for_typed(self.game.board, typed)
        if not paths and len(typed) > 1:
            self.typed = typed[:-1]
            self.shake_at = self.t
            return
        paths.sort(key=lambda p: -self.game.evaluate(p).score)
        self.typed_paths = paths
        self.typed_index = 0
        self._set_path(list(paths[0]) if paths else [])

    def _click(self, key: str) -> None:
        play_sound(self.app, "tap")
        if key == "shuffle":
            self.do_shuffle()
        elif key == "hint":
            self.do_hint()
        elif key == "submit":
            self.submit()
        elif key == "menu":
            self.open_menu()
        elif key == "theme":
            self.toggle_theme()
        elif key == "history":
            self.open_history()
        elif key == "sound":
            self.toggle_sound()

    def _sound_on(self) -> bool:
        try:
            return bool(self.app.settings.settings.sound)
        except Exception:  # noqa: BLE001 - no settings: sound counts as on
            return True

    def toggle_sound(self) -> None:
        """Speaker button: sound on/off (kept in the settings)."""
        try:
            self.app.settings.update(sound=not self._sound_on())
        except Exception:  # noqa: BLE001
            log.exception("sound setting not changed")
        self._build_buttons()

    def _handle_history(self, action: Action) -> bool:
        """The full Verlauf: wheel or drag scrolls, a tap (or Esc/Enter) closes."""
        from game.scenes.buch.board_view import protocol_height

        L = self.layout
        assert L is not None
        view_h = L.size[1] - 120 * L.s - 70 * L.s
        limit = max(0.0, protocol_height(self.game.log, L.s) - view_h)
        kind = action.kind
        if kind in (Act.BACK, Act.CONFIRM):
            self.history_open = False
        elif kind == Act.WHEEL:
            self.history_scroll = min(limit, max(0.0, self.history_scroll - action.wheel * 40 * L.s))
        elif kind == Act.POINTER_DOWN:
            self._hist_drag = (action.pos[1], self.history_scroll, False)
        elif kind == Act.POINTER_MOVE and action.button and self._hist_drag is not None:
            y0, s0, _ = self._hist_drag
            moved = abs(action.pos[1] - y0) > 8
            self.history_scroll = min(limit, max(0.0, s0 - (action.pos[1] - y0)))
            self._hist_drag = (y0, s0, moved or self._hist_drag[2])
        elif kind == Act.POINTER_UP:
            if self._hist_drag is None or not self._hist_drag[2]:
                self.history_open = False
            self._hist_drag = None
        elif kind in (Act.DOWN, Act.UP):
            step = 60 * L.s * (1 if kind == Act.DOWN else -1)
            self.history_scroll = min(limit, max(0.0, self.history_scroll + step))
        return True

    def open_history(self) -> None:
        """Show the whole Verlauf, newest on top."""
        self.history_open = True
        self.history_scroll = 0.0
        self._hist_drag = None

    def open_menu(self) -> None:
        """The pause menu (the clock stops)."""
        self.menu_open = True
        self._set_path([])
        self.dragging = False
        self._build_menu()

    def _handle_menu(self, action: Action) -> bool:
        if action.kind == Act.BACK:
            self.menu_open = False
            return True
        clicked = handle_buttons(self.menu_buttons, action)
        if clicked is None:
            if action.kind == Act.CONFIRM:
                self.menu_open = False
            return True
        self.menu_open = False
        if clicked.key == "end":
            self.end_round()
        elif clicked.key == "later":
            self.leave()
        elif clicked.key == "restart":
            self.restart()
        elif clicked.key == "calendar":
            from game.scenes.buch.calendar import CalendarScene

            self.app.stack.push(CalendarScene(self.app, today=self.date))
        elif clicked.key == "leave":
            self.leave()
        return True

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        """Advance clocks, animations, Bruno and the 3-minute timer."""
        self.t += dt
        if self._warm is not None and next(self._warm, StopIteration) is StopIteration:
            self._warm = None
        g = self.game
        if not self.menu_open and not g.over:
            self.clock += dt
            left = g.time_left(self.clock)
            if left is not None and left <= 10 and not self._ten_seconds_said and left > 0:
                self._ten_seconds_said = True
                play_sound(self.app, "warning")
                if not self.bubble_warn:
                    self.say("Noch zehn Sekunden – schnell!", Mood.WORRIED, hold=3)
            if left is not None and left <= 0:
                before = set(self.sprites)
                events = g.apply(Tick(), self.clock)
                self._on_events(events, before)
                self._build_buttons()
        if self.popups:
            self.popups = [p for p in self.popups if self.t - p[3] < 0.9]
        for spr in self.sprites.values():
            spr.update_motion(self.t)
        self.leaving = [s for s in self.leaving if s.update_motion(self.t)]
        # Bruno: blink every 3–6 s, back to calm when the mood expires (warnings stay)
        if self.t >= self.next_blink:
            self.blink_until = self.t + 0.12
            self.next_blink = self.t + 3 + (hash(int(self.t * 10)) % 30) / 10
        if self.t > self.mood_until:
            level = g.ember_warning[0] if g.embers_on else 0
            if level:
                self.mood = Mood.WORRIED
            else:
                self.mood = Mood.CALM
                if self.bubble_warn:
                    self.bubble_warn = False
        target = self._wax_target()
        self.wax += (target - self.wax) * min(1.0, dt / 0.15)
        if self.ended_at is not None and self.t - self.ended_at > END_DELAY + (1.2 if self.daily_reveal else 0):
            self.ended_at = None
            self.show_results()

    def _wax_target(self) -> float:
        g = self.game
        cap = max(1, g.spark_capacity)
        return 1.0 - g.sparks / cap

    def animating(self) -> bool:
        """Whether any tile is still moving (tests and bench wait for this)."""
        return bool(self.leaving) or any(s.busy for s in self.sprites.values())

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
