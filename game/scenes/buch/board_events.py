"""How the Speedbuch board reacts to the engine: Bruno's lines, sounds, points popups and tile animations."""
from __future__ import annotations

import logging
from typing import Any

from game.audio import Sfx
from game.buch import RuleError
from game.buch.events import (
    BonusCreated,
    DailyWordFound,
    EmberBurned,
    EmberCreated,
    EmbersCleared,
    EmberWarning,
    GoalProgress,
    HintGiven,
    HintsChanged,
    RoundEnded,
    ShelfOnFire,
    Shuffled,
    StageChanged,
    WordRejected,
    WordScored,
)
from game.buch.rules import BuchMode
from game.buch.tiles import display_token
from game.plural import count
from game.render.buch_bruno import Mood
from game.scenes.buch.common import play_sound
from game.scenes.buch.sprites import COLUMN_STAGGER, TileSprite

log = logging.getLogger(__name__)

EMBER_DROP_DELAY = 0.2  # s: the new ember drops after the word's tiles have left


class BoardEvents:
    """Mixin of BoardScene: applies engine actions and turns the engine's events into what the player sees."""

    def say(self, text: str, mood: Mood = Mood.CALM, warn: bool = False, hold: float = 4.0) -> None:
        """Show a speech bubble and set Bruno's face."""
        self.state.bubble = text
        self.state.bubble_warn = warn
        self.state.bubble_at = self.t
        self.state.mood = mood
        self.state.mood_until = self.t + hold

    def _apply(self, action: Any, path: tuple = ()) -> bool:
        before_ids = set(self.sprites)
        try:
            events = self.game.apply(action, self.clock)
        except RuleError as err:
            self.state.message = str(err)
            self.state.message_at = self.t
            self.say(str(err), Mood.THINKING, hold=3.0)
            return False
        if events and isinstance(events[0], WordRejected):
            self._reject(events[0].eval)
            return False
        self._set_path([])
        self.state.clear_typed()
        self._on_events(events, before_ids)
        self._build_buttons()
        return True

    def _on_events(self, events: list, before_ids: set[int]) -> None:
        used: tuple[int, ...] = ()
        shuffled = False
        burned: set[int] = set()
        eaten: list[str] = []  # letters the embers ate with this word, for the word bar
        dropped: list[int] = []  # new embers (tile ids)
        g = self.game
        for ev in events:
            if isinstance(ev, WordScored):
                used = ev.tile_ids
                self.state.last_scored = (ev.word, ev.eval.score, ev.eval.working, self.t)
                self.state.last_rejected = None
                if self.layout is not None and ev.path:
                    x, y = self.layout.centre(*ev.path[-1])
                    self.state.popups.append((x, y, f"+{ev.eval.score}", self.t))
                self.state.stats_words.append((ev.word, ev.eval.score))
                self.state.hint_path = ()
                n = ev.eval.letters
                if n >= 7:
                    self.state.hop_at = self.t
                    self.say(f"{ev.word}! Ein Festmahl – {count(ev.eval.score, 'Punkt')}!", Mood.HAPPY)
                elif n >= 5:
                    self.say(f"Lecker, {ev.word}!", Mood.HAPPY, hold=2.5)
                elif not self.state.bubble_warn:
                    # a short word: a quiet line, so the bubble never praises the word before
                    self.say(f"{ev.word.replace('QU', 'Qu')} – {count(ev.eval.score, 'Punkt')}.", Mood.CALM, hold=2.0)
                play_sound(self.app, Sfx.WORD)
            elif isinstance(ev, DailyWordFound):
                self.state.hop_at = self.t
                if self.layout is not None:
                    x, y = self.layout.page.center
                    self.state.popups.append((x, y, f"Tageswort +{ev.bonus}", self.t + 0.2))
                self.say(f"Das Tageswort! {ev.word} bringt +{ev.bonus}.", Mood.HAPPY, hold=5)
                play_sound(self.app, Sfx.CHIME)
            elif isinstance(ev, EmberBurned):
                burned.add(ev.burned_tile_id)
                eaten.append(display_token(ev.burned_token))
                play_sound(self.app, Sfx.CRACKLE)
                self.say(f"Autsch – die Glut hat das {display_token(ev.burned_token)} gefressen.", Mood.WORRIED, hold=2.5)
            elif isinstance(ev, EmbersCleared):
                burned.update(ev.tile_ids)
                self.say("Der Bergkristall löscht die Glut!", Mood.HAPPY)
            elif isinstance(ev, EmberCreated):
                if ev.fuse:  # journey Turmzimmer: a fuse burnt down (that stone starts glowing where it lies)
                    self.say("Die Lunte ist abgebrannt – der Stein glüht jetzt!", Mood.WORRIED, warn=True, hold=3)
                    continue
                dropped.append(ev.tile_id)  # "fällt ins Regal": it drops in from above instead of changing in place
                if not any(isinstance(e, EmberWarning) for e in events):
                    self.say("Funken voll – ein Glutstein fällt ins Regal!", Mood.WORRIED, warn=True, hold=3)
            elif isinstance(ev, BonusCreated):
                pass
            elif isinstance(ev, EmberWarning):
                self._warn(ev.level)
            elif isinstance(ev, StageChanged):
                self.say(f"Stufe {ev.stage}! Jetzt reichen {count(ev.spark_capacity, 'Funke')} für Glut.", Mood.THINKING, hold=3)
            elif isinstance(ev, Shuffled):
                shuffled = True
                if not self.state.bubble_warn:
                    self.say("Frisch gemischt!", Mood.CALM, hold=2)
            elif isinstance(ev, HintGiven):
                self.state.hint_path = ev.path
                self.state.hint_at = self.t
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
                self.state.end_event = ev
                self.state.ended_at = self.t
                won = ev.stars > 0 or ev.reason.value in ("time", "words_used", "quit")
                play_sound(self.app, Sfx.CHIME if won else Sfx.WARNING)
                line = self._end_line(ev)
                if line:
                    self.say(line, Mood.HAPPY if won else Mood.WORRIED, hold=10)
        self.state.burn_note = (burn_note(eaten), self.t) if eaten else None
        moves = g.moves_left
        if not g.over and moves is not None and 0 < moves <= 3 and not self.state.bubble_warn:
            self.say(f"Nur noch {count(moves, 'Zug')}!", Mood.WORRIED, hold=3)
        if not g.over and g.free_shuffle_available:
            self.say("Ich finde kein gängiges Wort mehr – misch gratis!", Mood.THINKING, hold=5)
        self._sync_sprites(set(used), burned, shuffled)
        for tid in dropped:
            self._drop_ember(tid)
        if len(g.log) != self.state.log_seen:
            self.state.log_before = (self.state.log_seen, self.state.log_at)
            self.state.log_seen = len(g.log)
            self.state.log_at = self.t
        if g.over and self.state.end_event is not None:
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
        for tid, (pos, _tile) in now_ids.items():
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

    def _drop_ember(self, tile_id: int) -> None:
        """A new ember falls into its cell from above the page (after the refill has started)."""
        L = self.layout
        spr = self.sprites.get(tile_id)
        if L is None or spr is None:
            return
        m = spr.motion
        if m is not None and m.kind == "fall" and m.src[1] < L.page.top:
            return  # a refill tile that became the ember: it is already falling in from above
        x, y = L.centre(*spr.cell)
        spr.x, spr.y = x, L.page.top - L.tile * 0.6  # behind the top edge of the page (the board is clipped there)
        spr.fall_to(self.t, (x, y), EMBER_DROP_DELAY, L.pitch, self.reduced)

    def _end_line(self, ev: RoundEnded) -> str | None:
        """Bruno's last word on the round (the burning shelf has its own)."""
        g = self.game
        pts = f"{ev.score:,}".replace(",", "\u2009")
        reason = ev.reason.value
        if reason == "fire":
            return None
        if g.mode is BuchMode.TAGESRAETSEL and g.daily_word:
            found = "Du hast das Tageswort gefunden" if g.daily_found else f"Das Tageswort war {g.daily_word}"
            return f"{found} – {count(pts, 'Punkt')}."
        if reason == "goals_met":
            return f"Geschafft – {count(ev.stars, 'Stern')}!"
        if reason == "moves_used":
            return "Keine Züge mehr – das Ziel war knapp. Gleich noch mal?"
        if reason == "time":
            return f"Zeit um! {count(pts, 'Punkt')} – schön gelesen."
        return f"Gewertet: {count(pts, 'Punkt')}."


def burn_note(letters: list[str]) -> str:
    """The word bar's line after a word: which tiles the embers ate ("Die Glut hat das R verbrannt")."""
    named = [f"das {t}" for t in letters]
    eaten = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " und " + named[-1]
    return f"Die Glut hat {eaten} verbrannt"
