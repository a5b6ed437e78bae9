"""The Speedbuch engine: one round of any mode, driven by actions, reporting events.

Deterministic: all randomness comes from one ``random.Random`` seeded with the
round's seed (the Tagesrätsel derives it from the date, a journey level with
its own ``seed`` uses that), time is passed in as ``now``.  A round is its
seed plus its actions; ``game.record`` holds both.

Decisions where the rules leave room:

* An invalid word is not an error: ``apply(Submit)`` returns ``[WordRejected]``
  with the German reason and changes nothing (it is not recorded).
* In 3 Minuten an action arriving at or after 180 s ends the round (TIME)
  instead of being applied; ``Tick`` ends it as soon as the time is up.
* After a word: score, remove (plus embers a Bergkristall clears), fall,
  refill (the bonus tile is one of the new tiles), then every ember not in
  the word burns the tile below, deepest first (an ember never eats an
  ember), then sparks, stage, hints.  An unused ember that already sat in the
  bottom row before the word sets the shelf on fire (FIRE); one that only fell
  there with this word waits for the next word.  A journey level whose goals are
  met ends right after the refill (GOALS_MET), before embers burn.
* A full spark counter turns a normal tile of the top row (Endlos from stage
  16: rows 3–5) in a random column without ember into Glut (same tile id);
  an overshoot of sparks carries over, the counter never drops below 0.
* A shuffle while no common word lies on the board is free whatever button
  was used; shuffles try up to 30 arrangements to leave a common word, and as
  a last resort draw new letters.
* Hints in Reise prefer words that advance an open goal (after deep embers).
* The Tagesrätsel pays +500 once per round; pass ``daily_bonus=False`` when the
  player already finished a round today (``daily.bonus_open``): the word was
  revealed, so laying it brings no +500, no bookmark and no streak
  (``daily_counts`` stays False), and the log says so before the first word.
* The Tagesrätsel refills each column from the day's fixed sequence
  (``refill.DailyRefill``), the same for every player whatever is played.
"""
from __future__ import annotations

import datetime
import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.buch import rules
from game.buch.actions import Action, EndRound, FreeShuffle, Hint, Shuffle, Submit, Tick
from game.buch.board import Board, Move
from game.buch.daily import DAILY_LETTERS, REPLAY_NOTICE, daily_seed, daily_word, random_path, tokenize
from game.buch.events import (
    BonusCreated,
    DailyWordFound,
    EmberBurned,
    EmberCreated,
    EmbersCleared,
    EmberWarning,
    EndReason,
    Event,
    GoalProgress,
    HintGiven,
    HintsChanged,
    RoundEnded,
    ShelfOnFire,
    Shuffled,
    SparksChanged,
    StageChanged,
    TilesFell,
    TilesRemoved,
    TilesSpawned,
    WordRejected,
    WordScored,
)
from game.buch.generator import UMLAUT_BOOST, LetterGenerator
from game.buch.geometry import COLS, NEIGHBOURS, ROWS, Pos, cell_index, cell_pos
from game.buch.hall_rules import (
    BOOKMARK_FACTOR,
    DUST_MIN_LETTERS,
    MAP_FLOOR_ROW,
    MAPS_AT_ONCE,
    RARE_BOOST,
    MarkKind,
    TileMark,
    is_rare,
)
from game.buch.hints import pick_hint
from game.buch.levels import Goal, GoalKind, LevelError, LevelSpec, parse_level, stars_for
from game.buch.log import LogEntry, LogKind
from game.buch.record import RECORD_VERSION, BuchRecord, RecordError
from game.buch.refill import DailyRefill
from game.buch.rules import BuchMode, ModeRules
from game.buch.scoring import WordEval, evaluate_path, format_number
from game.buch.tiles import BONUS_NAMES, UMLAUTS, Tile, TileKind, bonus_kind_for, display_token
from game.buch.wordsearch import FoundWord, SearchResult, finder_for
from game.lexicon import Lexicon, LexiconError

log = logging.getLogger(__name__)

SHUFFLE_TRIES = 30
MISSED_KEEP = 30


class RuleError(Exception):
    """An action that the rules do not allow now; ``str(err)`` is a German reason."""


@dataclass
class GoalState:
    """A journey goal with its progress."""

    goal: Goal
    value: int = 0

    @property
    def done(self) -> bool:
        """Whether the goal is reached."""
        return self.value >= self.goal.target

    @property
    def text(self) -> str:
        """German description."""
        return self.goal.text

    @property
    def progress_text(self) -> str:
        """E.g. "2 / 3"."""
        return f"{min(self.value, self.goal.target)} / {self.goal.target}"


@dataclass(frozen=True)
class MissedWord:
    """A good word that lay on the board: where, and after how many words."""

    word: str
    score: int
    path: tuple[Pos, ...]
    board: tuple[tuple[tuple[str, str], ...], ...]
    after_words: int
    on_start_board: bool = False  # ``board`` is the start board (before any word or shuffle)


class BuchGame:
    """One Speedbuch round."""

    def __init__(
        self,
        mode: BuchMode,
        seed: int,
        lexicon: Lexicon,
        level: LevelSpec | None = None,
        date: datetime.date | None = None,
        now: float = 0.0,
        daily_bonus: bool = True,
        track_missed: bool = True,
    ) -> None:
        self.mode = mode
        # without missed-word tracking (server verification) the board search runs only when a rule needs it
        self.track_missed = track_missed
        self.seed = seed
        self.lexicon = lexicon
        self.level = level
        self.date = date
        self.start = float(now)
        self.daily_bonus_open = daily_bonus
        self.rules: ModeRules = rules.MODE_RULES[mode]
        if mode is BuchMode.REISE:
            if level is None:
                raise ValueError("Reise braucht ein Level.")
            self.rules = ModeRules(None, level.embers, None, None, level.hints, False, False)
        if mode is BuchMode.TAGESRAETSEL and date is None:
            raise ValueError("Das Tagesrätsel braucht ein Datum.")
        effective = seed
        if mode is BuchMode.TAGESRAETSEL:
            effective = daily_seed(date)  # type: ignore[arg-type]
        elif mode is BuchMode.REISE and level is not None and level.seed is not None:
            effective = level.seed
        self.rng = random.Random(effective)
        boost: dict[str, float] | None = None
        if level is not None and any(g.kind is GoalKind.UMLAUT_WORDS for g in level.goals):
            boost = dict(UMLAUT_BOOST)
        if level is not None and level.rare_goal:
            boost = {**RARE_BOOST, **(boost or {})}
        self.generator = LetterGenerator(self.rng, boost)
        # the Tagesrätsel refills every column from the day's fixed sequence (the same for every player)
        self.daily_refill = DailyRefill(date) if mode is BuchMode.TAGESRAETSEL and date is not None else None
        self.finder = finder_for(lexicon)
        self.board = Board()
        self._next_id = 1
        self.score = 0
        self.sparks = 0
        self.stage = 1
        self.words_in_stage = 0
        self.word_count = 0
        self.moves_used = 0
        self.shuffles_used = 0
        self.hints_left = self.rules.hints
        self.over = False
        self.end_reason: EndReason | None = None
        self.stars = 0
        self.log: list[LogEntry] = []
        self.words_played: list[str] = []
        self.embers_out = 0
        self.bonus_used = 0
        self.chain = 0
        self.best_chain = 0
        self.goals: list[GoalState] = [GoalState(g) for g in level.goals] if level is not None else []
        self.marks: dict[int, TileMark] = {}  # hall rules: tile id -> mark (Lesezeichen, Kette, Karte, Staub, Lunte)
        self.chains_freed = 0
        self.maps_done = 0
        self.rare_used = 0
        self.dark_rows = level.dark_rows if level is not None else 0
        self._map_cells: list[Pos] | None = None  # where the maps lie (cached with the search)
        self.daily_found = False
        self.daily_hint_tile_id: int | None = None
        self._daily_word: str | None = None
        self._daily_path: tuple[Pos, ...] = ()
        self._hint_pending = False
        self._last_warning = 0
        self._actions: list[tuple[Action, float]] = []
        self._last_now = self.start
        self._search: SearchResult | None = None
        self._missed: dict[str, MissedWord] = {}
        self._setup_board()

    # ------------------------------------------------------------------ setup
    def _new_tile(self, token: str, kind: TileKind = TileKind.NORMAL) -> Tile:
        tile = Tile(self._next_id, token, kind)
        self._next_id += 1
        return tile

    def _setup_board(self) -> None:
        if self.mode is BuchMode.TAGESRAETSEL:
            assert self.date is not None
            word = daily_word(self.date, self.lexicon)
            tokens = tokenize(word) or []
            path = random_path(self.rng, len(tokens))
            for pos, token in zip(path, tokens):
                self.board.place(self._new_tile(token), *pos)
            self._daily_word = word
            self._daily_path = path
            self.daily_hint_tile_id = self.board[path[0]].id  # type: ignore[union-attr]
            yesterday = daily_word(self.date - datetime.timedelta(days=1), self.lexicon)
            self.log.append(LogEntry(LogKind.DAILY, f"Gestern gesucht: {yesterday}", word=yesterday))
            self.log.append(LogEntry(LogKind.INFO, f"Heute: ein Wort mit {DAILY_LETTERS} Buchstaben, "
                                                   f"es beginnt mit „{display_token(tokens[0])}“."))
            if not self.daily_bonus_open:
                self.log.append(LogEntry(LogKind.DAILY, REPLAY_NOTICE))
        empty = self.board.empty_slots()
        for tries in range(50):
            tokens = self.generator.draw(self.board.tokens(), len(empty))
            for pos, token in zip(empty, tokens):
                self.board.place(self._new_tile(token), *pos)
            if self.finder.has_word(self.board.flat()) or tries == 49:
                break
            # no common word on the start board: draw again (ids keep counting, still deterministic)
            for pos in empty:
                self.board.cols[pos[0]][pos[1]] = None
        if self.level is not None and self.level.start_embers and self.rules.embers:
            self._create_embers(self.level.start_embers, rows=(0, 1, 2))
            self._last_warning = self.ember_warning[0]
        self._place_start_marks()
        self.start_board = self.board.snapshot()  # for the daily reveal and the results screen
        self._refresh_search()

    def load_position(self, board: Board) -> None:
        """Replace the board (tests and tutorials; such a round no longer replays from its record)."""
        self.board = board
        self.marks = {}  # marks belonged to the old tiles; a test sets its own
        self._next_id = max([self._next_id] + [t.id + 1 for t in board.tiles()])
        self._last_warning = self.ember_warning[0]
        self._refresh_search()

    # ------------------------------------------------------------------ state for drawing
    def time_left(self, now: float) -> float | None:
        """Seconds left in 3 Minuten (None without a clock)."""
        if self.rules.clock is None:
            return None
        return max(0.0, self.start + self.rules.clock - now)

    @property
    def spark_capacity(self) -> int:
        """Sparks that fill the counter in the current stage."""
        return rules.spark_capacity(self.stage)

    @property
    def embers_on(self) -> bool:
        """Whether this round has embers."""
        return self.rules.embers

    @property
    def shuffle_cost(self) -> int:
        """Sparks a paid shuffle adds (0 without embers)."""
        return rules.SHUFFLE_SPARKS if self.rules.embers else 0

    @property
    def shuffles_left(self) -> int | None:
        """Paid shuffles left (None = unlimited)."""
        if self.rules.shuffles is None:
            return None
        return max(0, self.rules.shuffles - self.shuffles_used)

    @property
    def free_shuffle_available(self) -> bool:
        """True when no common word lies on the board."""
        return not self.over and self._current_search().count == 0

    @property
    def moves_left(self) -> int | None:
        """Journey moves left (None outside Reise)."""
        if self.level is None:
            return None
        return max(0, self.level.moves - self.moves_used)

    @property
    def words_left(self) -> int | None:
        """Words left in the Tagesrätsel (None elsewhere)."""
        if self.rules.word_limit is None:
            return None
        return max(0, self.rules.word_limit - self.word_count)

    @property
    def daily_word(self) -> str | None:
        """The word of the day, revealed once the round is over."""
        return self._daily_word if self.over else None

    @property
    def daily_counts(self) -> bool:
        """The word of the day was found in a round that could earn it: bookmark and streak."""
        return self.daily_found and self.daily_bonus_open

    @property
    def daily_path(self) -> tuple[Pos, ...] | None:
        """Its path on the start board, revealed once the round is over."""
        return self._daily_path if self.over and self._daily_word else None

    @property
    def embers(self) -> list[tuple[Tile, Pos]]:
        """All ember tiles with their positions."""
        return [(t, p) for p, t in self.board.items() if t.is_ember]

    @property
    def ember_warning(self) -> tuple[int, int | None]:
        """(level, column) of the deepest ember: 0 none, 1 row 6, 2 row 7, 3 bottom row."""
        best = (0, None)
        for tile, (c, r) in self.embers:
            level = rules.warning_level(r)
            if level > best[0]:
                best = (level, c)
        return best

    def ember_words_left(self, tile_id: int) -> int | None:
        """How many more words without it before that ember sits in the bottom row."""
        pos = self.board.find(tile_id)
        if pos is None:
            return None
        return ROWS - 1 - pos[1]

    def evaluate(self, path: Any) -> WordEval:
        """The word bar for any path (valid or not); never raises."""
        try:
            if self.marks or self.dark_rows:
                return evaluate_path(path, self.board.tile_at, self.lexicon.is_word, self._value_of, self._check_path)
            return evaluate_path(path, self.board.tile_at, self.lexicon.is_word)
        except (TypeError, ValueError, KeyError, IndexError) as err:  # an odd path from the scene: no crash
            log.warning("evaluate failed for %r: %r", path, err)
            return WordEval("", 0, False, "Kein Weg", 0, 1.0, 0, 0, 0, "")

    def missed_words(self, limit: int = 5) -> list[MissedWord]:
        """The best common words that lay on the board during the round and were not played."""
        played = set(self.words_played)
        items = [m for m in self._missed.values() if m.word not in played and self.lexicon.is_proposable(m.word)]
        items.sort(key=lambda m: (-m.score, m.after_words, m.word))
        return items[:limit]

    def common_words_on_board(self) -> int:
        """How many distinct common words (3+ letters) lie on the board."""
        return self._current_search().count

    def best_word(self) -> FoundWord | None:
        """The word a hint would show now (without using a hint)."""
        return self._choose_hint()

    @property
    def record(self) -> "BuchRecord":
        """The round as seed plus actions."""
        return BuchRecord(
            version=RECORD_VERSION,
            mode=self.mode,
            seed=self.seed,
            level=self.level.to_json() if self.level is not None else None,
            date=self.date.isoformat() if self.date is not None else None,
            daily_bonus=self.daily_bonus_open,
            start=self.start,
            actions=tuple(self._actions),
            word_list=self.lexicon.list_version,
            words=(tuple(sorted(self.lexicon.blocked)), tuple(sorted(self.lexicon.extra))),
        )

    def to_save(self) -> dict[str, Any]:
        """The whole round as JSON data (seed and actions; loading replays it)."""
        return self.record.to_json()

    @classmethod
    def from_save(cls, data: dict[str, Any], lexicon: Lexicon) -> BuchGame:
        """Resume a saved round exactly."""
        return cls.from_record(BuchRecord.from_json(data), lexicon)

    @staticmethod
    def _from_record_start(record: BuchRecord, lexicon: Lexicon, track_missed: bool = True) -> BuchGame:
        """The game a record starts from (level, date and bonus as recorded)."""
        level = None
        if record.level is not None:
            try:
                level = parse_level(record.level, "Spielverlauf")
            except LevelError as err:
                raise RecordError(str(err)) from err
        date = None
        if record.date is not None:
            try:
                date = datetime.date.fromisoformat(record.date)
            except ValueError as err:
                raise RecordError(f"Ungültiges Datum im Spielverlauf: {record.date!r}") from err
        try:
            # judged by the list it was played with, and by the operator's word decisions of its time
            lexicon = record.lexicon_for(lexicon.as_version(record.word_list))
        except LexiconError as err:
            raise RecordError(str(err)) from err
        try:
            return BuchGame(record.mode, record.seed, lexicon, level=level, date=date, now=record.start,
                            daily_bonus=record.daily_bonus, track_missed=track_missed)
        except ValueError as err:
            raise RecordError(f"Spielverlauf passt nicht zur Spielart: {err}") from err

    @classmethod
    def from_record(cls, record: BuchRecord, lexicon: Lexicon, track_missed: bool = True) -> BuchGame:
        """Play a record again and return the game (raises RecordError if an action is illegal).

        ``track_missed=False`` skips the missed-word bookkeeping of the results screen (a faster check).
        """
        game = cls._from_record_start(record, lexicon, track_missed)
        last = record.start
        for i, (action, now) in enumerate(record.actions):
            if now < last:
                raise RecordError(f"Zug {i + 1}: Die Zeit läuft im Spielverlauf rückwärts.")
            last = now
            try:
                events = game.apply(action, now)
            except RuleError as err:
                raise RecordError(f"Zug {i + 1} ist nicht erlaubt: {err}") from err
            if events and isinstance(events[0], WordRejected):
                raise RecordError(f"Zug {i + 1}: „{events[0].eval.word}“ gilt nicht ({events[0].eval.reason}).")
        return game

    # ------------------------------------------------------------------ actions
    def apply(self, action: Action, now: float) -> list[Event]:
        """Apply an action at time ``now``; raises RuleError (state unchanged) if not allowed."""
        if self.over:
            raise RuleError("Die Runde ist schon vorbei.")
        now = max(float(now), self._last_now)
        clock = self.rules.clock
        if clock is not None and now >= self.start + clock:
            events = self._end(EndReason.TIME)  # the action came too late and is not applied
            self._record(action, now)
            return events
        if isinstance(action, Submit):
            events = self._submit(action)
            if events and not isinstance(events[0], WordRejected):
                self._record(Submit(events[0].path), now)  # type: ignore[union-attr]
            return events
        if isinstance(action, (Shuffle, FreeShuffle)):
            events = self._shuffle(free=isinstance(action, FreeShuffle))
        elif isinstance(action, Hint):
            events = self._hint()
        elif isinstance(action, EndRound):
            events = self._end(EndReason.QUIT)
        elif isinstance(action, Tick):
            return []
        else:
            raise RuleError("Unbekannte Aktion.")
        self._record(action, now)
        return events

    def _record(self, action: Action, now: float) -> None:
        self._actions.append((action, now))
        self._last_now = now

    # ------------------------------------------------------------------ words
    def _submit(self, action: Submit) -> list[Event]:
        path = tuple(tuple(p) for p in action.path) if _is_seq(action.path) else ()
        ev = self.evaluate(path)
        if not ev.valid:
            return [WordRejected(path, ev)]  # type: ignore[arg-type]
        events: list[Event] = []
        tiles = [self.board[p] for p in path]  # type: ignore[index]
        tile_ids = tuple(t.id for t in tiles)  # type: ignore[union-attr]
        on_floor = {t.id for t, (_, r) in self.embers if r == ROWS - 1}
        self._forget_missed_within(frozenset(path))
        self.score += ev.score
        self.word_count += 1
        self.words_played.append(ev.word)
        self.moves_used += 1
        events.append(WordScored(ev.word, path, tile_ids, ev))  # type: ignore[arg-type]
        self.log.append(LogEntry(LogKind.WORD, ev.word, ev.word, ev.working, ev.score, ev.short_working))
        if (self._daily_word and ev.word == self._daily_word and not self.daily_found):
            self.daily_found = True
            if self.daily_bonus_open:
                self.score += rules.DAILY_BONUS
                events.append(DailyWordFound(ev.word, rules.DAILY_BONUS))
                self.log.append(LogEntry(LogKind.DAILY, f"Tageswort gefunden: +{rules.DAILY_BONUS}",
                                         ev.word, None, rules.DAILY_BONUS))
            else:
                self.log.append(LogEntry(LogKind.DAILY, "Tageswort gefunden (Bonus heute schon erhalten)", ev.word))
        fuses_before = {tid for tid, m in self.marks.items() if m.kind is MarkKind.FUSE and tid not in tile_ids}
        events.extend(self._break_chains(path))  # type: ignore[arg-type]
        self.rare_used += sum(1 for t in tiles if is_rare(t.token))  # type: ignore[union-attr]
        used_embers = [t for t in tiles if t.is_ember]  # type: ignore[union-attr]
        self.embers_out += len(used_embers)
        self.bonus_used += ev.bonus_tiles_used
        first = ev.word[0]
        if self.words_played[:-1] and self.words_played[-2][-1] == first:
            self.chain += 1
        else:
            self.chain = 1
        self.best_chain = max(self.best_chain, self.chain)

        # crystal: all embers in its column go out
        removed = set(tile_ids)
        for tile, pos in zip(tiles, path):
            if tile.kind is TileKind.KRISTALL:  # type: ignore[union-attr]
                col = pos[0]
                cleared = tuple(t.id for t in self.board.cols[col] if t is not None and t.is_ember and t.id not in removed)
                if cleared:
                    removed.update(cleared)
                    self.embers_out += len(cleared)
                    events.append(EmbersCleared(cleared, col))
                    self.log.append(LogEntry(LogKind.EMBER, f"Bergkristall löscht die Glut in Spalte {col + 1}"))
        events.append(TilesRemoved(tuple(sorted(removed, key=lambda i: (i not in tile_ids, i)))))
        bonus = None if self._hint_pending else bonus_kind_for(ev.letters)
        self._hint_pending = False
        events.extend(self._collapse_and_refill(removed, bonus))

        events.extend(self._goal_events())
        if self.goals and all(g.done for g in self.goals):
            return events + self._end(EndReason.GOALS_MET)

        if self.rules.embers:
            burn_events, fire = self._burn_embers(exclude=set(tile_ids), on_floor=on_floor)
            events.extend(burn_events)
            if fire:
                return events + self._end(EndReason.FIRE)
            events.extend(self._add_sparks(rules.word_sparks(ev.letters, self.stage, self.rules.escalation)))
        if fuses_before:
            events.extend(self._tick_fuses(fuses_before))
        if self.maps_done or self.chains_freed:  # a map may have reached the floor while embers burned
            events.extend(self._goal_events(after_word=False))
            if self.goals and all(g.done for g in self.goals):
                return events + self._end(EndReason.GOALS_MET)
        self.words_in_stage += 1
        if self.rules.embers and self.words_in_stage >= rules.WORDS_PER_STAGE:
            self.words_in_stage = 0
            self.stage += 1
            events.append(StageChanged(self.stage, self.spark_capacity))
            already = "schon " if self.stage >= 3 else ""
            self.log.append(LogEntry(LogKind.STAGE, f"Stufe {self.stage} · Glut {already}bei {self.spark_capacity} Funken"))
            if self.sparks >= self.spark_capacity:  # the smaller counter is already full
                events.extend(self._add_sparks(0))
        if self.rules.hint_refill and self.word_count % rules.HINT_EVERY_WORDS == 0 and self.hints_left < rules.MAX_HINTS:
            self.hints_left += 1
            events.append(HintsChanged(self.hints_left))
            self.log.append(LogEntry(LogKind.HINT, f"Ein Hinweis dazu · jetzt {self.hints_left}"))
        events.extend(self._warning_events())
        self._refresh_search()
        if self.rules.word_limit is not None and self.word_count >= self.rules.word_limit:
            return events + self._end(EndReason.WORDS_USED)
        if self.level is not None and self.moves_used >= self.level.moves:
            return events + self._end(EndReason.MOVES_USED)
        return events

    def _goal_events(self, after_word: bool = True) -> list[Event]:
        events: list[Event] = []
        last = self.words_played[-1] if self.words_played else ""
        for i, g in enumerate(self.goals):
            before = g.value
            kind = g.goal.kind
            if kind is GoalKind.POINTS:
                g.value = self.score
            elif not after_word and kind in (GoalKind.LONG_WORDS, GoalKind.UMLAUT_WORDS):
                continue
            elif kind is GoalKind.LONG_WORDS:
                g.value += 1 if len(last) >= (g.goal.min_letters or 0) else 0
            elif kind is GoalKind.BONUS_TILES:
                g.value = self.bonus_used
            elif kind is GoalKind.UMLAUT_WORDS:
                g.value += 1 if any(c in UMLAUTS for c in last) else 0
            elif kind is GoalKind.EMBERS_OUT:
                g.value = self.embers_out
            elif kind is GoalKind.CHAIN:
                g.value = self.best_chain
            elif kind is GoalKind.CHAINS:
                g.value = self.chains_freed
            elif kind is GoalKind.MAPS:
                g.value = self.maps_done
            elif kind is GoalKind.RARE_LETTERS:
                g.value = self.rare_used
            if g.value != before:
                events.append(GoalProgress(i, g.value, g.goal.target, g.done))
        return events

    # ------------------------------------------------------------------ board mechanics
    def _collapse_and_refill(self, removed: set[int], bonus: TileKind | None) -> list[Event]:
        moves = self.board.remove(removed)
        for tid in removed:
            self.marks.pop(tid, None)
        events: list[Event] = []
        if moves:
            events.append(TilesFell(tuple(moves)))
        empty = self.board.empty_slots()
        if not empty:
            return events
        if self.daily_refill is not None:
            # the lowest empty square of a column gets the column's next letter: it falls in first
            empty.sort(key=lambda p: (p[0], -p[1]))
            tokens = [self.daily_refill.take(col) for col, _ in empty]
        else:
            tokens = self.generator.draw(self.board.tokens(), len(empty))
        bonus_index = self.rng.randrange(len(empty)) if bonus is not None else -1
        spawned = []
        for i, (pos, token) in enumerate(zip(empty, tokens)):
            tile = self._new_tile(token, bonus if i == bonus_index and bonus is not None else TileKind.NORMAL)
            self.board.place(tile, *pos)
            spawned.append((tile, pos[0], pos[1]))
        events.append(TilesSpawned(tuple(spawned)))
        if bonus is not None:
            tile, col, _ = spawned[bonus_index]
            events.append(BonusCreated(tile.id, bonus, col))
            self.log.append(LogEntry(LogKind.BONUS, f"{BONUS_NAMES[bonus]} fällt in Spalte {col + 1}"))
        if self.level is not None:
            self._top_up_marks([t for t, _, _ in spawned if t.kind is TileKind.NORMAL])
            events.extend(self._collect_maps())
        return events

    # ------------------------------------------------------------------ hall rules
    def _rule_targets(self) -> list[tuple[MarkKind, int]]:
        """How many tiles of each mark the level keeps on the board."""
        lv = self.level
        if lv is None:
            return []
        fuses = lv.fuses if self.rules.embers else 0
        open_maps = max(0, lv.maps - self.maps_done)
        out = [(MarkKind.BOOKMARK, lv.bookmarks), (MarkKind.CHAIN, lv.chains), (MarkKind.DUST, lv.dust),
               (MarkKind.FUSE, fuses), (MarkKind.MAP, min(MAPS_AT_ONCE, open_maps))]
        return [(k, n) for k, n in out if n > 0]

    def _new_mark(self, kind: MarkKind) -> TileMark:
        return TileMark(kind, self.level.fuse_moves if kind is MarkKind.FUSE and self.level is not None else 0)

    def _place_start_marks(self) -> None:
        """Put the level's marks on random plain tiles of the start board (maps in rows 2–4)."""
        targets = self._rule_targets()
        if not targets:
            return
        free = [(p, t) for p, t in self.board.items() if t.kind is TileKind.NORMAL]
        for kind, count in targets:
            if kind is MarkKind.MAP:
                pool = [(p, t) for p, t in free if 1 <= p[1] <= 3 and t.id not in self.marks]
                cols: set[int] = set()
                for _ in range(count):
                    choices = [(p, t) for p, t in pool if p[0] not in cols]
                    if not choices:
                        break
                    p, t = self.rng.choice(choices)
                    cols.add(p[0])
                    self.marks[t.id] = self._new_mark(kind)
                continue
            pool = [t for p, t in free if t.id not in self.marks and p[1] >= self.dark_rows]
            for t in self.rng.sample(pool, min(count, len(pool))):
                self.marks[t.id] = self._new_mark(kind)

    def _top_up_marks(self, fresh: list[Tile]) -> None:
        """New tiles take over marks until the level's numbers are on the board again."""
        targets = self._rule_targets()
        if not targets or not fresh:
            return
        have: dict[MarkKind, int] = {}
        for m in self.marks.values():
            have[m.kind] = have.get(m.kind, 0) + 1
        pool = [t for t in fresh if t.id not in self.marks]
        for kind, count in targets:
            need = count - have.get(kind, 0)
            if need <= 0 or not pool:
                continue
            for t in self.rng.sample(pool, min(need, len(pool))):
                self.marks[t.id] = self._new_mark(kind)
                pool.remove(t)

    def _collect_maps(self) -> list[Event]:
        """Maps in the two lowest rows are collected: they leave the shelf and count for the goal."""
        floor = [t.id for c in range(COLS) for r in range(MAP_FLOOR_ROW, ROWS) if (t := self.board[(c, r)]) is not None
                 and (m := self.marks.get(t.id)) is not None and m.kind is MarkKind.MAP]
        if not floor:
            return []
        for _ in floor:
            self.maps_done += 1
            self.log.append(LogEntry(LogKind.INFO, f"Landkarte unten angekommen · {self.maps_done} gesammelt"))
        events: list[Event] = [TilesRemoved(tuple(floor))]
        events.extend(self._collapse_and_refill(set(floor), None))
        return events

    def _break_chains(self, path: Sequence[Pos]) -> list[Event]:
        """Chained tiles next to the word (not in it) lose their chain."""
        if not any(m.kind is MarkKind.CHAIN for m in self.marks.values()):
            return []
        on_path = set(path)
        freed = []
        for p in path:
            for nb in NEIGHBOURS[p]:
                t = self.board[nb]
                if nb in on_path or t is None:
                    continue
                m = self.marks.get(t.id)
                if m is not None and m.kind is MarkKind.CHAIN:
                    del self.marks[t.id]
                    freed.append(t.id)
                    self.log.append(LogEntry(LogKind.INFO, f"Kette gesprengt · {display_token(t.token)} in Spalte {nb[0] + 1}"))
        self.chains_freed += len(freed)
        return []

    def _tick_fuses(self, fuse_ids: set[int]) -> list[Event]:
        """Fuses not laid burn down by one; at 0 the tile turns into Glut."""
        events: list[Event] = []
        for tid in sorted(fuse_ids):
            m = self.marks.get(tid)
            pos = self.board.find(tid)
            if m is None or pos is None or m.kind is not MarkKind.FUSE:
                continue
            if m.count > 1:
                self.marks[tid] = TileMark(MarkKind.FUSE, m.count - 1)
                continue
            del self.marks[tid]
            old = self.board[pos]
            assert old is not None
            self.board.replace(pos, Tile(old.id, old.token, TileKind.GLUT))
            events.append(EmberCreated(old.id, pos[0], pos[1], fuse=True))
            self.log.append(LogEntry(LogKind.EMBER, f"Lunte abgebrannt: {display_token(old.token)} in Spalte {pos[0] + 1} "
                                                    f"wird zu Glut"))
        events.extend(self._warning_events())
        return events

    def is_dark(self, pos: Pos) -> bool:
        """Whether the candle leaves ``pos`` in the dark (embers and maps glow and are always seen)."""
        if pos[1] >= self.dark_rows:
            return False
        t = self.board[pos]
        return t is not None and not t.is_ember and not ((m := self.marks.get(t.id)) is not None and m.kind is MarkKind.MAP)

    def _value_of(self, pos: Pos, tile: Tile) -> int:
        m = self.marks.get(tile.id)
        return tile.value * BOOKMARK_FACTOR if m is not None and m.kind is MarkKind.BOOKMARK else tile.value

    def _check_path(self, path: Sequence[Pos], letters: int) -> str | None:
        """Why the hall rules refuse a path (German), or None."""
        for p in path:
            t = self.board[p]
            if t is None:
                continue
            if self.is_dark(p):
                return "Im Dunkeln"
            m = self.marks.get(t.id)
            if m is None:
                continue
            if m.kind is MarkKind.CHAIN:
                return "Angekettet"
            if m.kind is MarkKind.MAP:
                return "Landkarte ist kein Buchstabe"
            if m.kind is MarkKind.DUST and letters < DUST_MIN_LETTERS:
                return f"Staub: erst ab {DUST_MIN_LETTERS} Buchstaben"
        return None

    def _cells(self) -> list[Tile | None]:
        """The board by cell index with tiles the rules block (chains, maps, dark) left out."""
        cells = self.board.flat()
        if not self.marks and not self.dark_rows:
            return cells
        for i, t in enumerate(cells):
            if t is None:
                continue
            m = self.marks.get(t.id)
            if (m is not None and m.blocks) or self.is_dark(cell_pos(i)):
                cells[i] = None
        return cells

    def _rule_values(self, cells: list[Tile | None]) -> tuple[list[int] | None, int]:
        """Letter values per cell with bookmarks doubled, and the mask of dusty cells."""
        if not self.marks:
            return None, 0
        values = None
        dust = 0
        for i, t in enumerate(cells):
            if t is None:
                continue
            m = self.marks.get(t.id)
            if m is None:
                continue
            if m.kind is MarkKind.BOOKMARK:
                if values is None:
                    values = [c.value if c is not None else 0 for c in cells]
                values[i] = t.value * BOOKMARK_FACTOR
            elif m.kind is MarkKind.DUST:
                dust |= 1 << i
        return values, dust

    def _has_word(self) -> bool:
        cells = self._cells()
        return self.finder.has_word(cells, self._rule_values(cells)[1])

    def _burn_embers(self, exclude: set[int], on_floor: set[int]) -> tuple[list[Event], bool]:
        """Embers not used burn the tile below; one that sat on the floor before the word starts a fire."""
        events: list[Event] = []
        embers = [(t, p) for t, p in self.embers if t.id not in exclude]
        embers.sort(key=lambda tp: (-tp[1][1], tp[1][0]))  # the deepest first
        for ember, (col, row) in embers:
            if ember.id in on_floor:
                events.append(ShelfOnFire(ember.id, col, row))
                self.log.append(LogEntry(LogKind.BURNED, f"Glut am Boden von Spalte {col + 1}: das Regal brennt"))
                return events, True
        for ember, _ in embers:
            pos = self.board.find(ember.id)
            if pos is None:
                continue
            col, row = pos
            if row == ROWS - 1:
                continue  # fell to the floor with this word: it glows there, the next word decides
            below = self.board[(col, row + 1)]
            if below is None or below.is_ember or ((m := self.marks.get(below.id)) is not None and m.kind is MarkKind.MAP):
                continue  # an ember does not eat another ember, nor a map
            events.append(EmberBurned(ember.id, below.id, below.token, col, row + 1))
            self.log.append(LogEntry(LogKind.BURNED, f"Glut frisst das {display_token(below.token)} · "
                                                     f"Spalte {col + 1}, jetzt Reihe {row + 2}"))
            events.append(TilesRemoved((below.id,)))
            events.extend(self._collapse_and_refill({below.id}, None))
        return events, False

    def _add_sparks(self, delta: int) -> list[Event]:
        events: list[Event] = []
        self.sparks = max(0, self.sparks + delta)
        if self.sparks >= self.spark_capacity:
            self.sparks -= self.spark_capacity
            events.extend(self._create_embers(rules.embers_per_fill(self.stage, self.rules.escalation)))
        events.append(SparksChanged(self.sparks, self.spark_capacity))
        return events

    def _create_embers(self, count: int, rows: tuple[int, ...] | None = None) -> list[Event]:
        events: list[Event] = []
        rows_allowed = rows or rules.ember_rows(self.stage, self.rules.escalation)
        ember_text = "Funken voll" if count == 1 else f"Funken voll, {count} Glutsteine"
        for _ in range(count):
            ember_cols = {p[0] for _, p in self.embers}
            candidates = [
                (c, r) for c in range(COLS) for r in rows_allowed
                if (t := self.board[(c, r)]) is not None and t.kind is TileKind.NORMAL and t.id not in self.marks
            ]
            fresh = [p for p in candidates if p[0] not in ember_cols]
            pool = fresh or candidates
            if not pool:
                break
            col, row = self.rng.choice(pool)
            old = self.board[(col, row)]
            assert old is not None
            self.board.replace((col, row), Tile(old.id, old.token, TileKind.GLUT))
            events.append(EmberCreated(old.id, col, row))
            self.log.append(LogEntry(LogKind.EMBER, f"{ember_text}: Glutstein fällt in Spalte {col + 1}"
                                     if rows is None else f"Glutstein liegt in Spalte {col + 1}, Reihe {row + 1}"))
        return events

    def _warning_events(self) -> list[Event]:
        level, col = self.ember_warning
        if level != self._last_warning:
            self._last_warning = level
            return [EmberWarning(level, col)]
        return []

    # ------------------------------------------------------------------ shuffle
    def _shuffle(self, free: bool) -> list[Event]:
        no_word = self._current_search().count == 0
        if free and not no_word:
            raise RuleError("Es liegt noch ein gängiges Wort auf dem Brett – gratis mischen geht erst, wenn keins mehr da ist.")
        free = free or no_word
        if not free and self.shuffles_left == 0:
            raise RuleError("Kein Mischen mehr übrig.")
        events: list[Event] = []
        positions = [p for p, t in self.board.items()
                     if not t.is_ember and not ((m := self.marks.get(t.id)) is not None and m.kind is MarkKind.MAP)]
        fuses_before = {tid for tid, m in self.marks.items() if m.kind is MarkKind.FUSE}
        original = {p: self.board[p] for p in positions}
        for attempt in range(SHUFFLE_TRIES):
            tiles = [original[p] for p in positions]
            self.rng.shuffle(tiles)
            for p, t in zip(positions, tiles):
                self.board.place(t, *p)  # type: ignore[arg-type]
            if self._has_word():
                break
        moves: list[Move] = []
        where = {t.id: p for p, t in original.items() if t is not None}
        for p in positions:
            t = self.board[p]
            if t is not None and where[t.id] != p:
                moves.append((t.id, where[t.id], p))
        events.append(Shuffled(tuple(moves), free))
        if not self._has_word():
            events.extend(self._redraw_letters(positions))
        if free:
            self.log.append(LogEntry(LogKind.SHUFFLE, "Gratis gemischt"))
        else:
            self.shuffles_used += 1
            self.moves_used += 1
            if self.rules.embers:
                text = f"Gemischt · +{rules.SHUFFLE_SPARKS} Funken"
            elif self.shuffles_left is not None:
                text = f"Gemischt · noch {self.shuffles_left}×"
            else:
                text = "Gemischt"
            self.log.append(LogEntry(LogKind.SHUFFLE, text))
            if self.rules.embers:
                events.extend(self._add_sparks(rules.SHUFFLE_SPARKS))
            if fuses_before:
                events.extend(self._tick_fuses(fuses_before))
        events.extend(self._warning_events())
        self._refresh_search()
        if not free and self.level is not None and self.moves_used >= self.level.moves:
            events.extend(self._end(EndReason.MOVES_USED))
        return events

    def _redraw_letters(self, positions: Sequence[Pos]) -> list[Event]:
        """Last resort when no arrangement holds a word: new letters for the non-ember tiles."""
        for _ in range(SHUFFLE_TRIES):
            old = [self.board[p] for p in positions]
            removed = tuple(t.id for t in old if t is not None)
            present = [t.token for _, t in self.board.items() if t.is_ember]
            tokens = self.generator.draw(present, len(positions))
            spawned = []
            for p, token, t in zip(positions, tokens, old):
                tile = self._new_tile(token, t.kind if t is not None else TileKind.NORMAL)
                self.board.place(tile, *p)
                spawned.append((tile, p[0], p[1]))
                if t is not None and t.id in self.marks:
                    self.marks[tile.id] = self.marks.pop(t.id)  # the mark stays where it was
            if self._has_word():
                break
        self.log.append(LogEntry(LogKind.SHUFFLE, "Neue Buchstaben"))
        return [TilesRemoved(removed), TilesSpawned(tuple(spawned))]

    # ------------------------------------------------------------------ hints
    def _hint(self) -> list[Event]:
        if self.rules.hints == 0:
            raise RuleError("Hinweise gibt es nur in Endlos und Reise.")
        if self.hints_left <= 0:
            raise RuleError("Keine Hinweise mehr übrig.")
        found = self._choose_hint()
        if found is None:
            raise RuleError("Bruno findet kein gängiges Wort – mische gratis.")
        self.hints_left -= 1
        self._hint_pending = True
        self.log.append(LogEntry(LogKind.HINT, f"Hinweis: Bruno zeigt ein Wort · noch {self.hints_left} "
                                              f"{'Hinweis' if self.hints_left == 1 else 'Hinweise'}",
                                 found.word, None, found.score))
        return [HintGiven(found.word, found.path), HintsChanged(self.hints_left)]

    def _choose_hint(self) -> FoundWord | None:
        decent = self.lexicon.is_decent if self.lexicon.list_version >= 2 else (lambda word: True)  # list 1 had no filter
        return pick_hint(self._current_search(), self._goal_gain if self.goals else None, decent)

    def words_on_board(self) -> SearchResult:
        """All common words the rules allow on the board now (cached until the board changes)."""
        return self._current_search()

    def goal_gain(self, w: FoundWord) -> int:
        """How many open journey goals a word lying on the board would advance."""
        return self._goal_gain(w)

    def _goal_gain(self, w: FoundWord) -> int:
        """How much this word advances the open journey goals (hints in Reise prefer those).

        One point per goal it advances; rare letters, chains broken and rows a map sinks count each.
        """
        gain = 0
        for g in self.goals:
            if g.done:
                continue
            kind = g.goal.kind
            if kind is GoalKind.LONG_WORDS and w.letters >= (g.goal.min_letters or 0):
                gain += 1
            elif kind is GoalKind.BONUS_TILES and w.bonus_tiles:
                gain += 1
            elif kind is GoalKind.UMLAUT_WORDS and any(c in UMLAUTS for c in w.word):
                gain += 1
            elif kind is GoalKind.EMBERS_OUT and w.embers:
                gain += 1
            elif kind is GoalKind.CHAIN and self.words_played and self.words_played[-1][-1] == w.word[0]:
                gain += 1
            elif kind is GoalKind.RARE_LETTERS:
                gain += sum(1 for p in w.path if is_rare(self.board[p].token))  # type: ignore[union-attr]
            elif kind is GoalKind.CHAINS:
                gain += self.chains_touched(w.path)
            elif kind is GoalKind.MAPS:
                gain += self.maps_lowered(w.path)
        return gain

    def chains_touched(self, path: Sequence[Pos]) -> int:
        """How many chained tiles a word on ``path`` would free."""
        on_path = set(path)
        seen = set()
        for p in path:
            for nb in NEIGHBOURS[p]:
                t = self.board[nb]
                if nb not in on_path and t is not None and (m := self.marks.get(t.id)) is not None and m.kind is MarkKind.CHAIN:
                    seen.add(t.id)
        return len(seen)

    def maps_lowered(self, path: Sequence[Pos]) -> int:
        """How many rows in total the maps would sink if a word on ``path`` was laid."""
        if self._map_cells is None:
            self._map_cells = [p for p, t in self.board.items()
                               if (m := self.marks.get(t.id)) is not None and m.kind is MarkKind.MAP]
        return sum(1 for c, r in self._map_cells for pc, pr in path if pc == c and pr > r and r < MAP_FLOOR_ROW)

    def _forget_missed_within(self, used: frozenset) -> None:
        """A word lying on tiles the player just used is not missed (ANTIGEN inside ANTIGENE)."""
        for word, missed in list(self._missed.items()):
            if used.issuperset(missed.path) and self._spells(missed.path) == word:
                del self._missed[word]

    def _spells(self, path: tuple[Pos, ...]) -> str:
        """The letters on ``path`` of the current board."""
        tiles = [self.board[p] for p in path]
        return "".join(t.token for t in tiles if t is not None)

    # ------------------------------------------------------------------ search cache
    def _current_search(self) -> SearchResult:
        if self._search is None:
            focus = 0
            for _tile, (c, r) in self.embers:
                if r >= rules.DEEP_EMBER_ROW:
                    focus |= 1 << cell_index(c, r)
            if self.marks or self.dark_rows:  # hall rules change what a tile is worth or whether it counts
                cells = self._cells()
                values, dust = self._rule_values(cells)
                self._search = self.finder.search(cells, focus, values, dust)
            else:
                self._search = self.finder.search(self.board.flat(), focus)
        return self._search

    def _refresh_search(self) -> None:
        self._map_cells = None
        self._search = None
        if not self.track_missed:
            return
        snapshot = self.board.snapshot()
        on_start = snapshot == self.start_board  # nothing laid, shuffled or burned yet
        for w in sorted(self._current_search().words.values(), key=lambda w: -w.score)[:MISSED_KEEP]:
            old = self._missed.get(w.word)
            # a word that lay on the start board keeps that picture (a later, dearer spot would not show it)
            if old is None or (w.score > old.score and not old.on_start_board):
                self._missed[w.word] = MissedWord(w.word, w.score, w.path, snapshot, self.word_count, on_start)
        if len(self._missed) > 3 * MISSED_KEEP:
            keep = sorted(self._missed.values(), key=lambda m: (-m.score, m.word))[:MISSED_KEEP * 2]
            self._missed = {m.word: m for m in keep}

    # ------------------------------------------------------------------ end
    def _end(self, reason: EndReason) -> list[Event]:
        self.over = True
        self.end_reason = reason
        if reason is EndReason.GOALS_MET and self.level is not None:
            self.stars = stars_for(self.level.moves - self.moves_used, self.level.moves)
        text = {
            EndReason.TIME: "Runde vorbei: Zeit um",
            EndReason.FIRE: "Runde vorbei: das Regal brennt",
            EndReason.WORDS_USED: "Runde vorbei: alle Wörter gelegt",
            EndReason.MOVES_USED: "Level nicht geschafft: keine Züge mehr",
            EndReason.GOALS_MET: f"Level geschafft: {self.stars} {'Stern' if self.stars == 1 else 'Sterne'}",
            EndReason.QUIT: "Runde beendet und gewertet",
        }[reason]
        self.log.append(LogEntry(LogKind.INFO, f"{text} · {self.score} Punkte", points=self.score))
        if self._daily_word:
            self.log.append(LogEntry(LogKind.DAILY, f"Das Tageswort war {self._daily_word}", self._daily_word))
        return [RoundEnded(reason, self.score, self.stars)]


def _is_seq(x: Any) -> bool:
    try:
        return all(_is_seq_pos(p) for p in x)
    except TypeError:
        return False


def _is_seq_pos(p: Any) -> bool:
    return isinstance(p, (tuple, list)) and len(p) == 2


__all__ = ["BuchGame", "BuchMode", "GoalState", "MissedWord", "RuleError", "format_number"]
