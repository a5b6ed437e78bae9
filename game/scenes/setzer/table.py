"""The Speedsetzer table: rack, sheet, side panel; human input, computer turns, clock and challenges."""
from __future__ import annotations

import datetime
import logging
import random

import pygame

from game.audio import Sfx
from game.plural import count
from game.scenes.base import Scene
from game.scenes.setzer import autosave as autosave_mod
from game.scenes.setzer import bridge
from game.scenes.setzer.layout import TableLayout, compute_layout, drop_tipp
from game.scenes.setzer.table_buttons import TableControls
from game.scenes.setzer.table_commands import TableTab
from game.scenes.setzer.table_input import TableInput
from game.scenes.setzer.table_modals import BlankScene, ExchangeScene, HandoverScene, TableModal
from game.scenes.setzer.table_state import (
    COMPUTER_PAUSE,
    COUNT_TIME,
    FLIGHT_TIME,
    RACK_IN_GAP,
    RACK_IN_TIME,
    RETURN_TIME,
    SLIDE_GAP,
    SLIDE_TIME,
    SNAP_TIME,
    THINK_BUDGET,
    PendingTile,
    Slide,
    TableState,
    Toast,
)
from game.scenes.setzer.wording import lettern, says
from game.setzer.actions import Challenge, Exchange, Pass, Place, Resign, Tick, WordDecisions
from game.setzer.config import SeatKind, TableConfig
from game.setzer.events import (
    ChallengeClosed,
    ChallengeOpened,
    ChallengeResolved,
    Exchanged,
    GameEnded,
    GraceStarted,
    MoveInvalidLost,
    MovePlayed,
    MoveRejected,
    Passed,
    Resigned,
    TilesDrawn,
    TimedOut,
    TurnStarted,
)
from game.setzer.game import MoveKind, Phase, RuleError, SetzerGame
from game.setzer.tiles import BLANK, TILE_VALUES

log = logging.getLogger(__name__)


class TableScene(TableInput, Scene):
    """One game at the table.

    Saving: unless it is autoplay (or the attract demo) the table keeps a save row
    (``self.saver``, see ``autosave``) and writes the record after every action the
    engine accepted, before the next frame; the row goes once the result is entered.

    The game clock (``self.now``, handed to the engine) is ``app.now`` shifted back by
    every moment it stood still: while the pause menu is open, while the hot-seat
    hand-over card is shown (unless a challenge window runs: those 10 seconds keep
    going so the others can object), and while another scene covers the table. The
    table's modals (``table_modals``) are scenes on the stack that keep the table
    running underneath and say whether its clock runs. A
    resumed game's clock continues from the record's last action, so the record stays
    valid and the time between that action and the break does not count.
    """

    name = "setzer.table"

    def __init__(self, app, config: TableConfig, seed: int | None = None, date: datetime.date | None = None,
                 turbo: bool = False, autoplay: bool = False, autosave: bool = True, resume: SetzerGame | None = None,
                 save_id: int | None = None, snapshots: list | None = None) -> None:
        """A new game of ``config`` (autosaved unless ``autoplay`` or ``autosave=False``), or the replayed
        game ``resume`` of the save ``save_id`` (its game clock continues from the record's last action)."""
        super().__init__(app)
        self.lexicon = bridge.lexicon_for(app)
        if resume is not None:
            config, seed, date = resume.config, resume.seed, resume.date
        self.config = config
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 2 ** 31)
        self.date = date
        # the engine's clock: app.now shifted back by the time it stood (hand-over, pause, covered by another scene)
        self._clock_shift = 0.0 if resume is None else resume.last_time - app.now
        self._paused_at: float | None = None
        self.game: SetzerGame = resume if resume is not None else bridge.new_game(config, self.seed, self.lexicon,
                                                                                app.now, date)
        self.s = TableState(turbo=turbo)
        self.autoplay = autoplay
        self.think_budget = THINK_BUDGET
        self.t = 0.0  # scene time for animations
        self.humans = [i for i, seat in enumerate(config.seats) if seat.kind is SeatKind.HUMAN]
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.confirmed_viewer = len(self.humans) <= 1
        self._job: bridge.ThinkJob | None = None
        self._job_player: int | None = None
        self._job_wait = 0.0
        self._hint: bridge.ThinkJob | None = None
        self._hint_laid: tuple | None = None  # the bulb's placement: submitted unchanged, the history marks it
        self._typed: list[int] = []  # pending indices in typing order (Backspace takes the last)
        self._results_at: float | None = None
        self._warned_turn = -1
        self.snapshots: list[bridge.TurnSnapshot] = list(snapshots or [])
        self.lay: TableLayout = compute_layout(app.size, len(config.seats))
        if not config.bulb_offered:
            drop_tipp(self.lay)
        self._laid_out_for: tuple[int, int] | None = None
        self._calm_override: bool | None = None  # tests and demos may force calm mode
        self.view = None
        self._damage = None  # the frame damage bookkeeping (table_damage), made with the first asked frame
        self.controls = TableControls(self)
        self.resumed = resume is not None
        self.saver = None if autoplay or not autosave else autosave_mod.saver_for(app, self.game, save_id)
        self._save_warned = False  # the player heard once that saving failed
        bridge.warm_graphs(self.lexicon, self.config, opening_table=True)
        self._sync_rack()
        if resume is None:
            self._snapshot_turn()
        else:
            self._show_resumed()
            self.follow_word_decisions()

    def _show_resumed(self) -> None:
        """A resumed game: the last move highlighted, a running challenge window, or straight to the results."""
        g = self.game
        last = next((m for m in reversed(g.history) if m.kind is MoveKind.PLACE), None)
        if last is not None:
            self.s.last_move = tuple((r, c) for r, c, _ in last.placement)
        if g.pending is not None:
            self.s.challenge_deadline = g.pending.deadline
            self.s.challenge_player = g.pending.player
        if g.phase is Phase.OVER:
            self._results_at = 0.0
        else:
            self._toast(f"Weiter geht’s – Zug {g.move_number}.", seconds=2.0)

    # ---------------------------------------------------------------- the game clock
    @property
    def now(self) -> float:
        """The game clock handed to the engine (never before the last recorded action)."""
        return max(self.app.now + self._clock_shift, self.game.last_time)

    def advance_clock(self, seconds: float) -> None:
        """Move the game clock on by ``seconds`` (tests and demos skipping a wait)."""
        self._clock_shift += max(0.0, seconds)

    def exit(self) -> None:
        """The table leaves: its cached window-sized picture is freed (33 MB at 4K)."""
        if self.view is not None:
            self.view.release()

    def pause(self) -> None:
        """Another scene covers the table: its clock stands (a modal of the table's own decides for itself)."""
        self._paused_at = self.app.now

    def covered_by_modal(self) -> None:
        """One of the table's modals came on top: it keeps the table running and says whether the clock runs."""
        self._paused_at = None

    def resume(self) -> None:
        """Back on top: the covered time does not count; word decisions made meanwhile apply from now on."""
        if self._paused_at is not None:
            self._clock_shift -= max(0.0, self.app.now - self._paused_at)
            self._paused_at = None
        self.follow_word_decisions()

    def follow_word_decisions(self) -> None:
        """The operator blocked or allowed words since the game began: they count from now on (recorded)."""
        lexicon = bridge.lexicon_for(self.app)
        if lexicon is not self.lexicon:
            self.lexicon = lexicon
            bridge.warm_graphs(lexicon, self.config)
        wanted = WordDecisions(tuple(sorted(lexicon.blocked)), tuple(sorted(lexicon.extra)))
        if self.game.phase is not Phase.OVER and self.game.word_decisions != wanted:
            self._apply(wanted)

    @property
    def calm(self) -> bool:
        """Calm mode: the player's setting (read live), unless forced."""
        return self._calm_override if self._calm_override is not None else bool(self.app.calm)

    @calm.setter
    def calm(self, value: bool | None) -> None:
        self._calm_override = value

    # ---------------------------------------------------------------- life cycle
    def enter(self) -> None:
        from game.scenes.setzer.table_view import TableView

        self.view = TableView(self)
        self._laid_out_for = None
        self.resize(self.app.size)
        self._offer_handover()

    def resize(self, size: tuple[int, int]) -> None:
        if size == self._laid_out_for:  # the stack changed, the window did not: keep the cached layers
            return
        self._laid_out_for = tuple(size)
        self.lay = compute_layout(size, len(self.config.seats))
        if not self.config.bulb_offered:
            drop_tipp(self.lay)
        self.controls.place()
        if self.view is not None:
            self.view.invalidate()

    # ---------------------------------------------------------------- helpers
    @property
    def my_turn(self) -> bool:
        """True when the shown rack's owner may act now."""
        g = self.game
        if g.phase is Phase.OVER or self.viewer is None or g.current != self.viewer or not self.confirmed_viewer:
            return False
        if g.pending is not None and (g.pending.blocks_turn or g.pending.player == self.viewer):
            return False
        return not self.s.slides

    @property
    def landing(self) -> bool:
        """True while a move's tiles are still sliding onto the sheet (the Verlauf and the move count wait for them)."""
        return any(sl.player is not None for sl in self.s.slides)

    def shown_history(self) -> list:
        """The Verlauf as the table shows it: a move appears there once its tiles have landed."""
        h = self.game.history
        return h[:-1] if h and self.landing else h

    @property
    def shown_bag_count(self) -> int:
        """The tiles "Im Kasten" as the table shows them: a move's draw counts once its tiles have landed."""
        before = self.s.bag_before_landing
        return before if before is not None and self.landing else self.game.bag_count

    @property
    def shown_current(self) -> int:
        """The seat the cards mark as moving: a computer's, until its tiles have landed; then the engine's current."""
        movers = [sl.player for sl in self.s.slides if sl.player is not None]
        return movers[0] if movers else self.game.current

    def seat_name(self, i: int) -> str:
        """Name of a seat."""
        return self.config.seats[i].name

    @property
    def shown_tab(self) -> TableTab:
        """The tab shown (Verlauf when Nachschlagen is not allowed at this table)."""
        if self.s.tab is TableTab.NACHSCHLAGEN and not self.game.lookup_allowed():
            return TableTab.VERLAUF
        return self.s.tab

    @property
    def can_resign(self) -> bool:
        """A human sits at the table and the game still runs."""
        return self.viewer is not None and self.game.phase is not Phase.OVER

    def _toast(self, text: str, bad: bool = False, seconds: float = 2.6) -> None:
        self.s.toast = Toast(text, self.t + seconds, bad)

    def _sound(self, kind: Sfx) -> None:
        if self.calm or self.autoplay:
            return
        self.app.audio.play(kind)

    def _rack_of_viewer(self) -> str:
        if self.viewer is None:  # only computers at the table: the spectator sees the rack of the one to move
            return self.game.racks[self.game.current]
        return self.game.racks[self.viewer]

    def _sync_rack(self) -> None:
        """Make the slots show the viewer's rack minus pending tiles, keeping positions where possible."""
        rack = list(self._rack_of_viewer())
        for p in self.s.pending:
            used = BLANK if p.letter.islower() else p.letter
            if used in rack:
                rack.remove(used)
        slots = self.s.slots
        keep: list[str | None] = []
        for ch in slots:
            if ch is not None and ch in rack:
                rack.remove(ch)
                keep.append(ch)
            else:
                keep.append(None)
        pending_slots = {p.slot for p in self.s.pending}
        for i in range(7):
            if keep[i] is None and rack and i not in pending_slots:
                keep[i] = rack.pop(0)
        for i in range(7):  # any leftovers (should not happen) fill pending gaps
            if keep[i] is None and rack:
                keep[i] = rack.pop(0)
        if not self.calm and self.confirmed_viewer:
            fresh = [i for i in range(7) if keep[i] is not None and slots[i] is None]
            if len(fresh) < 7 or any(slots):  # not the very first rack of a hand-over
                for k, i in enumerate(fresh):
                    if not any(p.slot == i for p in self.s.pending):
                        self.s.rack_in[i] = self.t + k * RACK_IN_GAP
        self.s.slots = keep
        if self.s.selected is not None and keep[self.s.selected] is None:
            self.s.selected = None

    def _update_preview(self) -> None:
        self.s.message = None
        if not self.s.pending or self.viewer is None:
            self.s.preview = None
            return
        self.s.preview = self.game.preview(self.placement(), self.viewer)

    def missing_hint(self) -> str | None:
        """While a move is being built and is not valid yet: what is missing, in calm words (None when ready)."""
        p = self.s.preview
        if not self.s.pending or p is None or p.ok:
            return None
        return calm_reason(p.reason or "")

    def placement(self) -> tuple[tuple[int, int, str], ...]:
        """The pending tiles as an engine placement."""
        return tuple(sorted((p.row, p.col, p.letter) for p in self.s.pending))

    def pending_at(self, r: int, c: int) -> int | None:
        """Index of the pending tile on (r, c), if any."""
        for i, p in enumerate(self.s.pending):
            if p.row == r and p.col == c:
                return i
        return None

    def _free_cell(self, r: int, c: int) -> bool:
        return 0 <= r < 15 and 0 <= c < 15 and self.game.board.get(r, c) is None and self.pending_at(r, c) is None

    # ---------------------------------------------------------------- placing
    def place_from_slot(self, slot: int, r: int, c: int, letter: str | None = None,
                        snap_from: tuple[int, int] | None = None) -> bool:
        """Put the tile of ``slot`` on (r, c); a blank asks for its letter unless ``letter`` is given."""
        if not self.my_turn or not (0 <= slot < 7) or self.s.slots[slot] is None or not self._free_cell(r, c):
            return False
        tile = self.s.slots[slot]
        if tile == BLANK and letter is None:
            self._open(BlankScene(self.app, self, slot, (r, c)))
            return False
        board_char = letter.lower() if tile == BLANK else tile
        self.s.slots[slot] = None
        self.s.rack_in.pop(slot, None)
        self.s.pending.append(PendingTile(r, c, board_char, slot))
        if snap_from is not None and not self.calm:
            self.s.snaps[(r, c)] = (snap_from, self.t)
        self.s.selected = None
        self._update_preview()
        self._sound(Sfx.CLACK)
        return True

    def take_back(self, index: int, to_slot: int | None = None) -> None:
        """Return a pending tile to the rack (its own gap, or ``to_slot`` if that is free)."""
        if not (0 <= index < len(self.s.pending)):
            return
        p = self.s.pending.pop(index)
        self._typed = [i if i < index else i - 1 for i in self._typed if i != index]
        tile = BLANK if p.letter.islower() else p.letter
        target = to_slot if to_slot is not None and self.s.slots[to_slot] is None else p.slot
        if self.s.slots[target] is not None:
            target = self.s.slots.index(None) if None in self.s.slots else target
        if self.s.slots[target] is None:
            self.s.slots[target] = tile
        self._update_preview()

    def clear_pending(self) -> None:
        """Zurück / Esc: every pending tile back to the rack."""
        while self.s.pending:
            self.take_back(len(self.s.pending) - 1)
        self._typed.clear()
        self.s.message = None

    def shuffle(self) -> None:
        """Mischen: shuffle the tiles in the rack (gaps stay gaps)."""
        idx = [i for i, ch in enumerate(self.s.slots) if ch is not None]
        tiles = [self.s.slots[i] for i in idx]
        random.Random(self.t * 1000 + len(tiles)).shuffle(tiles)
        for i, ch in zip(idx, tiles):
            self.s.slots[i] = ch
        self.s.selected = None

    def move_slot(self, src: int, dst: int) -> None:
        """Reorder: put the tile of ``src`` at ``dst``, shifting the others (a gap swaps)."""
        slots = self.s.slots
        if src == dst or slots[src] is None:
            return
        if slots[dst] is None:
            slots[dst], slots[src] = slots[src], None
            # keep the pending tile's home pointing at a gap
            for p in self.s.pending:
                if p.slot == dst:
                    p.slot = src
            return
        tile = slots.pop(src)
        slots.insert(dst, tile)

    def type_letter(self, ch: str) -> None:
        """Keyboard: place a letter at the cursor and advance.

        The cursor stops on letters already on the sheet: typing that letter steps over it
        (a word is typed whole, M-I-S-T across an S); another letter goes to the next free square.
        """
        if not self.my_turn or self.s.cursor is None:
            return
        r, c, horiz = self.s.cursor
        fixed = self.game.board.get(r, c)
        if fixed is not None and fixed.upper() == ch:
            nr, nc = self._advance(r, c, horiz)
            self.s.cursor = (nr, nc, horiz) if nr is not None else (r, c, horiz)
            return
        if not self._free_cell(r, c):
            r, c = self._next_free(r, c, horiz)
            if r is None:
                return
        slot = next((i for i, t in enumerate(self.s.slots) if t == ch), None)
        letter = None
        if slot is None:
            slot = next((i for i, t in enumerate(self.s.slots) if t == BLANK), None)
            letter = ch
        if slot is None:
            self._toast(f"„{ch}“ liegt nicht in deinem Winkelhaken.", bad=True)
            return
        if self.place_from_slot(slot, r, c, letter):
            self._typed.append(len(self.s.pending) - 1)
            nr, nc = self._advance(r, c, horiz)
            self.s.cursor = (nr, nc, horiz) if nr is not None else (r, c, horiz)

    def _advance(self, r: int, c: int, horiz: bool) -> tuple[int | None, int | None]:
        """The typing cursor's next square: free, or a letter already on the sheet (pending tiles are passed)."""
        while True:
            r, c = (r, c + 1) if horiz else (r + 1, c)
            if not (0 <= r < 15 and 0 <= c < 15):
                return None, None
            if self.pending_at(r, c) is None:
                return r, c

    def _next_free(self, r: int, c: int, horiz: bool) -> tuple[int | None, int | None]:
        """The next free square in the typing direction."""
        while True:
            r, c = (r, c + 1) if horiz else (r + 1, c)
            if not (0 <= r < 15 and 0 <= c < 15):
                return None, None
            if self._free_cell(r, c):
                return r, c

    def backspace(self) -> None:
        """Keyboard: take back the last typed (or placed) tile and move the cursor there."""
        if not self.s.pending:
            return
        idx = self._typed.pop() if self._typed else len(self.s.pending) - 1
        idx = min(idx, len(self.s.pending) - 1)
        p = self.s.pending[idx]
        horiz = self.s.cursor[2] if self.s.cursor else True
        self.take_back(idx)
        self.s.cursor = (p.row, p.col, horiz)

    # ---------------------------------------------------------------- turn actions
    def submit(self) -> None:
        """Setzen: hand the pending placement to the engine."""
        if not self.my_turn:
            return
        if not self.s.pending:
            self._toast("Leg zuerst Lettern auf den Bogen.")
            return
        hint = self.missing_hint()
        if hint is not None:  # not ready yet: say calmly what is missing (the engine would only refuse)
            self._toast(hint)
            return
        placement = self.placement()
        self._apply(Place(self.viewer, placement, hinted=placement == self._hint_laid))

    def do_pass(self) -> None:
        """Passen (after the confirmation)."""
        if self.my_turn:
            self.clear_pending()
            self._apply(Pass(self.viewer))

    def do_exchange(self, tiles: str) -> None:
        """Tauschen the chosen tiles."""
        if self.my_turn and tiles:
            self.clear_pending()
            self._apply(Exchange(self.viewer, tiles))

    def challenge(self, challenger: int) -> None:
        """Einspruch by a human against the move under challenge."""
        self._apply(Challenge(challenger))

    def start_hint(self) -> None:
        """The bulb: search stark's move for the viewer's rack (solo only)."""
        if not self.my_turn or self._hint is not None or not self.humans or not self.config.bulb_offered:
            return
        self.clear_pending()
        self._hint = bridge.hint_job(self.game, self.viewer)
        self.s.hint_running = True

    def _apply(self, action) -> list:
        try:
            events = self.game.apply(action, self.now)
        except RuleError as err:
            self.s.message = (str(err), False)
            self._toast(str(err), bad=True)
            self._sound(Sfx.ERROR)
            return []
        except (ValueError, KeyError, IndexError):  # an action the engine cannot take (a bug): the table stays up
            log.exception("engine failed on %r", action)
            self._toast("Das ging nicht.", bad=True)
            return []
        self._handle_events(events)
        self._autosave()
        return events

    def _autosave(self) -> None:
        """Commit the record after an accepted action (before the next frame)."""
        if self.saver is None:
            return
        self.saver.moved(self.game)
        if self.saver.error is not None and not self._save_warned:
            self._save_warned = True
            self._toast(self.saver.error, bad=True, seconds=3.5)

    def _handle_events(self, events: list) -> None:
        g = self.game
        for ev in events:
            if isinstance(ev, MovePlayed):
                self.s.history_scroll = 0  # the newest move comes into view
                cells = tuple((r, c) for r, c, _ in ev.placement)
                self.s.last_move = cells
                self._score_flight(ev.player, cells, ev.score)
                if ev.player == self.viewer and self.confirmed_viewer and self.s.pending:
                    self.s.pending.clear()
                    self._typed.clear()
                    self.s.preview = None
                    self.s.message = None
                    for cell in cells:
                        self.s.prints[cell] = self.t
                    self._sound(Sfx.CHIME)
                else:
                    drawn = sum(len(d.tiles) for d in events if isinstance(d, TilesDrawn) and d.player == ev.player)
                    self.s.bag_before_landing = g.bag_count + drawn  # the box as it was until the tiles land
                    self._animate_move(ev.player, ev.placement)
                    self._sound(Sfx.CLACK)
            elif isinstance(ev, MoveRejected):
                self.s.message = (ev.reason, False)
                self._sound(Sfx.ERROR)
            elif isinstance(ev, MoveInvalidLost):
                words = ", ".join(ev.invalid_words)
                self._toast(f"Ungültig ({words}): der Zug ist verloren.", bad=True, seconds=3.5)
                if ev.player == self.viewer:
                    self.s.pending.clear()
            elif isinstance(ev, Exchanged):
                self._toast(f"{says(self.seat_name(ev.player), 'tauscht', 'tauschst')} {lettern(ev.count)}.")
            elif isinstance(ev, Passed):
                self._toast(f"{says(self.seat_name(ev.player), 'passt', 'passt')}.")
            elif isinstance(ev, TimedOut):
                self._toast(f"Zeit um: {self.seat_name(ev.player)} passt.", bad=True)
                if ev.player == self.viewer:
                    self.clear_pending()
            elif isinstance(ev, GraceStarted):
                self._toast("Bedenkzeit um – 10 Sekunden Nachfrist!", bad=True)
                self._sound(Sfx.WARNING)
            elif isinstance(ev, ChallengeOpened):
                self.s.challenge_deadline = ev.deadline
                self.s.challenge_player = ev.player
            elif isinstance(ev, ChallengeResolved):
                self.s.challenge_deadline = None
                if ev.words_valid:
                    self._toast(f"Einspruch abgelehnt: {says(self.seat_name(ev.challenger), 'verliert', 'verlierst')} {count(ev.penalty, 'Punkt')}.",
                                seconds=3.5)
                else:
                    bad = ", ".join(ev.invalid_words)
                    self._toast(f"Einspruch erfolgreich ({bad}): der Zug wird zurückgenommen.", bad=True, seconds=3.5)
                    self.s.last_move = ()
            elif isinstance(ev, ChallengeClosed):
                self.s.challenge_deadline = None
            elif isinstance(ev, Resigned):
                self._toast(f"{says(self.seat_name(ev.player), 'gibt', 'gibst')} auf.")
            elif isinstance(ev, TurnStarted):
                self._on_turn_started(ev.player)
            elif isinstance(ev, GameEnded):
                self._results_at = self.t + (0.4 if self.s.turbo or self.calm else 1.6)
                self.s.challenge_deadline = None
        if self.s.pending and self.viewer is not None:
            # a tile under a pending square may have been taken by someone else (never in turn order, but safe)
            self.s.pending = [p for p in self.s.pending if g.board.get(p.row, p.col) is None]
        message = self.s.message
        self._sync_rack()
        self._update_preview()
        if message is not None and self.s.pending:
            self.s.message = message  # the rejection reason stays until the tiles change

    def _on_turn_started(self, player: int) -> None:
        self.s.cursor = None
        self.s.selected = None
        if player in self.humans:
            if len(self.humans) > 1 and (player != self.viewer or not self.confirmed_viewer):
                self.clear_pending()
                self._ask_handover(player)
            self._snapshot_turn()

    def _score_flight(self, player: int, cells, score: int) -> None:
        """The points fly from the word to the player's card, where the score counts up."""
        if self.calm:
            return
        own_move = player == self.viewer and self.confirmed_viewer
        speed = 0.35 if self.s.turbo else 1.0
        delay = 0.0 if own_move else (SLIDE_GAP * max(0, len(cells) - 1) + SLIDE_TIME) * speed
        start_t = self.t + delay
        before = self.game.scores[player] - score
        rects = [self.lay.cell_rect(r, c) for r, c in cells]
        if rects:
            box = rects[0].unionall(rects[1:])
            self.s.flights.append((f"+{score}", (box.centerx, box.centery), player, start_t))
        self.s.counts[player] = (before, self.game.scores[player], start_t + FLIGHT_TIME)

    def _ask_handover(self, player: int) -> None:
        self.confirmed_viewer = False
        self._offer_handover()

    def _handover_due(self) -> bool:
        """Hot seat: a human is to move whose rack is not shown yet."""
        g = self.game
        return (len(self.humans) > 1 and g.phase is not Phase.OVER and g.current in self.humans
                and not (self.confirmed_viewer and self.viewer == g.current))

    def _offer_handover(self) -> None:
        """Show the hand-over card when one is due and the table is on the stack (not while a demo builds it)."""
        stack = self.app.stack.scenes
        if not self._handover_due() or self not in stack:
            return
        if any(isinstance(m, HandoverScene) and m.table is self and not m.closed for m in stack):
            return
        self.confirmed_viewer = False
        self._open(HandoverScene(self.app, self, self.game.current))

    def handover_confirmed(self, player: int) -> None:
        """The hand-over card was confirmed: show ``player``'s rack."""
        self.viewer = player
        self.confirmed_viewer = True
        self.s.pending.clear()
        self.s.slots = [None] * 7
        self._sync_rack()
        self._update_preview()

    def blank_chosen(self, slot: int, cell: tuple[int, int], letter: str) -> None:
        """The Joker chooser answered: lay the Joker as ``letter``; a typing cursor on that square moves on."""
        r, c = cell
        if self.place_from_slot(slot, r, c, letter):
            self._typed.append(len(self.s.pending) - 1)
            if self.s.cursor is not None and self.s.cursor[:2] == (r, c):
                nr, nc = self._advance(r, c, self.s.cursor[2])
                if nr is not None:
                    self.s.cursor = (nr, nc, self.s.cursor[2])

    def resign(self) -> None:
        """Aufgeben (after the confirmation)."""
        if self.can_resign:
            self._apply(Resign(self.viewer))

    def my_modals(self) -> list[TableModal]:
        """The table's modals on the stack, bottom to top."""
        return [m for m in self.app.stack.scenes if isinstance(m, TableModal) and m.table is self and not m.closed]

    def _snapshot_turn(self) -> None:
        g = self.game
        if g.current in self.humans and g.phase is not Phase.OVER:
            self.snapshots.append(bridge.snapshot_of(g, g.current))

    def _animate_move(self, player: int, placement) -> None:
        origin = self.view.player_anchor(player) if self.view is not None else (0, 0)
        cells = sorted(placement)
        if self.calm:
            return
        speed = 0.35 if self.s.turbo else 1.0
        for k, (r, c, letter) in enumerate(cells):
            t0 = self.t + k * SLIDE_GAP * speed
            blank = letter.islower()
            self.s.slides.append(Slide(letter.upper(), None if blank else TILE_VALUES.get(letter), origin, (r, c),
                                       t0, t0 + SLIDE_TIME * speed, blank, player))
            self.s.hidden.add((r, c))

    def _open(self, modal: TableModal) -> None:
        """Show one of the table's modals (it takes the place of one already open)."""
        self.s.drag = None
        if self not in self.app.stack.scenes:  # a table being set up (demo, test) shows no cards yet
            return
        top = self.app.stack.top
        if isinstance(top, TableModal) and top.table is self and not top.closed:
            top.closed = True
            self.app.stack.replace(modal)
        else:
            self.app.stack.push(modal)

    # ---------------------------------------------------------------- frame
    def update(self, dt: float, clock_runs: bool = True, computers_run: bool = True) -> None:
        """Animations, the clock, the bulb and the computers; a modal on top may stop the clock and the computers."""
        self.t += dt
        s = self.s
        handing_over = self._handover_due() and self.game.pending is None  # the others' challenge window keeps going
        if (not clock_runs or handing_over) and not self.autoplay:
            self._clock_shift -= dt  # the engine's clock stands still this frame
        # animations
        if s.slides:
            done = [sl for sl in s.slides if self.t >= sl.t1]
            for sl in done:
                s.hidden.discard(sl.end_cell)
                s.prints[sl.end_cell] = self.t
            s.slides = [sl for sl in s.slides if self.t < sl.t1]
        if s.prints:
            s.prints = {c: t for c, t in s.prints.items() if self.t - t < 0.3}
        if s.flights:
            s.flights = [f for f in s.flights if self.t - f[3] < FLIGHT_TIME]
        if s.counts:
            s.counts = {p: v for p, v in s.counts.items() if self.t - v[2] < COUNT_TIME}
        if s.rack_in:
            s.rack_in = {i: t for i, t in s.rack_in.items() if self.t - t < RACK_IN_TIME}
        if s.snaps:
            s.snaps = {c: v for c, v in s.snaps.items() if self.t - v[1] < SNAP_TIME}
        if s.returns:
            s.returns = {i: v for i, v in s.returns.items() if self.t - v[1] < RETURN_TIME}
        if s.toast is not None and self.t > s.toast.until:
            s.toast = None
        g = self.game
        # the clock (grace, automatic pass, end of a challenge window)
        if g.phase is not Phase.OVER:
            try:
                events = g.apply(Tick(), self.now)
            except RuleError:
                events = []
            if events:
                self._handle_events(events)
                self._autosave()
        # a warning sound when a human's last ten seconds begin
        if g.phase is not Phase.OVER and g.current in self.humans and self._warned_turn != len(g.history):
            view = g.clock_at(self.now)
            if view.remaining is not None and not view.in_grace and view.remaining <= 10:
                self._warned_turn = len(g.history)
                self._sound(Sfx.WARNING)
        # bulb
        if self._hint is not None and bridge.graphs_ready(self.lexicon, self.config):
            if self._hint.run_for(self.think_budget):
                action, advice, self._hint = self._hint.action, self._hint.advice, None
                s.hint_running = False
                self._lay_hint(action, advice)
        # computers (they wait while the pause menu is open)
        if computers_run:
            self._drive_computer(dt)
        self.controls.place()
        if self.view is not None:
            self.view.prepare_verlauf()  # the Verlauf with the landing move, one step a frame while its tiles slide
        if self.view is not None and self.view._warm:  # noqa: SLF001
            busy = self._job is not None or self._hint is not None or bool(s.slides)
            self.view.warm(0.0015 if busy else 0.004)
        if self._results_at is not None and self.t >= self._results_at and not s.slides:
            self._results_at = None
            self._go_results()

    def _drive_computer(self, dt: float) -> None:
        g = self.game
        s = self.s
        if g.phase is Phase.OVER or s.slides or g.pending is not None:
            s.thinking = None if self._job is None else s.thinking
            if g.phase is Phase.OVER:
                self._job = None
                s.thinking = None
            return
        player = g.current
        if not bridge.is_computer(g, player):
            self._job = None
            s.thinking = None
            return
        if self._job is None and not bridge.graphs_ready(self.lexicon, self.config):
            s.thinking = player  # the word graph is still being built in the background: "denkt nach"
            return
        if self._job is None or self._job_player != player:
            self._job = bridge.think_job(g, player)
            self._job_player = player
            self._job_wait = 0.0 if s.turbo else COMPUTER_PAUSE
            s.thinking = player
            # the search starts next frame: this one redraws the cards, the Verlauf and the sheet for the new turn
            return
        self._job_wait -= dt
        if not self._job.run_for(self.think_budget):
            return
        if self._job_wait > 0:
            return
        action = _as_action(self._job.action, player)
        self._job = None
        s.thinking = None
        if not self._apply(action) and g.current == player and g.phase is not Phase.OVER:
            self._apply(Pass(player))

    def _lay_hint(self, action, advice=None) -> None:
        if not isinstance(action, Place) and self.my_turn and isinstance(advice, Exchange) \
                and self.game.exchange_allowed(len(advice.tiles)):
            # stark would rather exchange: show which tiles, ready to confirm in the exchange dialog
            self.clear_pending()
            self._open(ExchangeScene(self.app, self, [t for t in self.s.slots if t is not None], advice=advice.tiles))
            self._sound(Sfx.TAP)
            return
        if not isinstance(action, Place) or not self.my_turn:
            self._toast("Die Glühbirne findet keinen Zug – tauschen oder passen?")
            return
        self.clear_pending()
        for r, c, letter in action.placement:
            want = BLANK if letter.islower() else letter
            slot = next((i for i, t in enumerate(self.s.slots) if t == want), None)
            if slot is None:
                continue
            self.place_from_slot(slot, r, c, letter.upper() if letter.islower() else None)
        self._hint_laid = self.placement()
        self._sound(Sfx.TAP)

    def _go_results(self) -> None:
        from game.scenes.setzer.results import ResultsScene

        results = ResultsScene(self.app, self)  # enters the result in the lists ...
        if self.saver is not None:
            self.saver.discard()  # ... then the game in progress is gone
        for modal in self.my_modals():  # a card still open over the table gives way first
            modal.close()
        self.app.stack.replace(results)

    def damage(self) -> list[pygame.Rect] | None:
        """What changed since the last drawn frame (``table_damage``); a whole frame before the view exists."""
        if self.view is None:
            return None
        if self._damage is None:
            from game.scenes.setzer.table_damage import TableDamage

            self._damage = TableDamage(self)
        self.view.look_up_verlauf()  # once a frame: its damage mark and every clipped pass of the frame use it
        return self._damage.damage(self.view)

    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None:
            from game.scenes.setzer.table_view import TableView

            self.view = TableView(self)
        self.view.draw(surface)


def calm_reason(reason: str) -> str:
    """The engine's reason for an unfinished move, told as what is still missing."""
    if "über das Mittelfeld" in reason:
        return "Noch nicht fertig: Das erste Wort läuft über den Stern in der Mitte."
    if "mindestens zwei Buchstaben" in reason:
        return "Noch nicht fertig: Das erste Wort braucht mindestens zwei Buchstaben."
    if "anschließen" in reason:
        return "Noch nicht fertig: Der Zug muss an Lettern auf dem Bogen anschließen."
    return reason or "Noch nicht fertig."


def _as_action(value: Place | Exchange | Pass | None, player: int) -> Place | Exchange | Pass:
    """A computer's decision as the engine action to apply: its Place, Exchange or Pass; a Pass when the search
    gave no answer (it failed, see ``bridge.ThinkJob.error``)."""
    if isinstance(value, (Place, Exchange, Pass)):
        return value
    return Pass(player)
