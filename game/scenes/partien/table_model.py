"""The player's hand at a game against a person: picked rack tiles, tiles laid this turn, the live preview. Pure."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.plural import count
from game.setzer.actions import Action, Exchange, Pass, Place, Resign
from game.setzer.board import Board
from game.setzer.premiums import parse_layout
from game.setzer.scoring import score_placement
from game.setzer.tiles import BLANK
from game.setzer.validate import invalid_words, validate_placement

if TYPE_CHECKING:
    from game.lexicon import Lexicon

LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ")


@dataclass(frozen=True)
class Preview:
    """What the tiles laid this turn would give."""

    ok: bool
    text: str
    points: int
    invalid: tuple[str, ...] = ()


@dataclass
class Laid:
    """A tile laid this turn: its square, the rack slot it came from, its letter (lower case for a blank)."""

    row: int
    col: int
    slot: int
    letter: str  # "?" while a blank has no letter yet


@dataclass
class HandModel:
    """UI state of the own turn; ``state`` is the server's view of the game."""

    state: dict[str, Any]
    selected: list[int] = field(default_factory=list)
    laid: list[Laid] = field(default_factory=list)
    #: the one cache of the preview and the word to report, with what they were worked out for
    #: (state identity and version, tiles, lexicon identity)
    _worked_out: tuple[tuple, Preview | None, tuple[str, str] | None] | None = field(default=None, repr=False,
                                                                                  compare=False)

    def take(self, state: dict[str, Any]) -> None:
        """A newer state from the server: keep the hand only if the rack and the sheet are unchanged."""
        if state.get("rack") != self.state.get("rack") or state.get("board") != self.state.get("board"):
            self.selected.clear()
            self.laid.clear()
        self.state = state

    @property
    def rack(self) -> str:
        """The own rack."""
        return self.state.get("rack") or ""

    @property
    def my_turn(self) -> bool:
        """Whether the player may move now."""
        return bool(self.state.get("my_turn"))

    @property
    def board(self) -> Board:
        """The sheet as the server sent it."""
        return Board.from_rows(self.state["board"])

    def used_slots(self) -> set[int]:
        """Rack slots whose tile lies on the sheet."""
        return {t.slot for t in self.laid}

    def tap_slot(self, slot: int) -> None:
        """Pick a rack tile up (or put it back down)."""
        if slot >= len(self.rack) or slot in self.used_slots():
            return
        if slot in self.selected:
            self.selected.remove(slot)
        else:
            self.selected.append(slot)

    def tap_square(self, row: int, col: int) -> None:
        """Lay the first picked tile on an empty square, or take a tile laid this turn back."""
        for tile in self.laid:
            if (tile.row, tile.col) == (row, col):
                self.laid.remove(tile)
                return
        if not self.my_turn or not self.selected or self.board.get(row, col) is not None:
            return
        slot = self.selected.pop(0)
        letter = self.rack[slot]
        self.laid.append(Laid(row, col, slot, letter if letter != BLANK else BLANK))

    def type_letter(self, letter: str) -> bool:
        """Give the latest blank without a letter the typed one; True if taken."""
        letter = letter.upper()
        if letter not in LETTERS:
            return False
        for tile in reversed(self.laid):
            if tile.letter == BLANK:
                tile.letter = letter.lower()
                return True
        return False

    def clear(self) -> None:
        """Take every tile of this turn back."""
        self.laid.clear()
        self.selected.clear()

    def placement(self) -> tuple[tuple[int, int, str], ...]:
        """The tiles laid this turn as the engine writes them."""
        return tuple((t.row, t.col, t.letter) for t in self.laid)

    def preview(self, lexicon: Lexicon) -> Preview | None:
        """Words and points of the tiles laid (None when nothing lies); worked out once per state and tiles."""
        return self._work_out(lexicon)[1]

    def report_candidate(self, lexicon: Lexicon) -> tuple[str, str] | None:
        """The word "Wort melden" would report: a laid word missing from the list, else the last move's main word."""
        return self._work_out(lexicon)[2]

    def _work_out(self, lexicon: Lexicon) -> tuple[tuple, Preview | None, tuple[str, str] | None]:
        key = (id(self.state), self.state.get("version"), self.placement(), id(lexicon))
        if self._worked_out is None or self._worked_out[0] != key:
            preview = self._work_out_preview(lexicon)
            self._worked_out = (key, preview, self._work_out_candidate(preview))
        return self._worked_out

    def _work_out_preview(self, lexicon: Lexicon) -> Preview | None:
        if not self.laid:
            return None
        if any(t.letter == BLANK for t in self.laid):
            return Preview(False, "Für welchen Buchstaben steht der Joker? Tippe ihn ein.", 0)
        tiles = self.placement()
        board = self.board
        reason = validate_placement(board, tiles, self.rack, board.is_empty())
        if reason is not None:
            return Preview(False, reason, 0)
        scored = score_placement(board, parse_layout(self.state["layout"]), tiles)
        words = [w.word for w in scored.words]
        bad = invalid_words(words, lexicon, self.state["settings"]["words"] == "gaengig")
        listed = ", ".join(words)
        if bad and self.state["settings"]["check"] == "hilfsbereit":
            return Preview(False, f"Nicht in der Wortliste: {', '.join(bad)}", scored.total, bad)
        return Preview(True, f"{listed} · {count(scored.total, 'Punkt')}", scored.total, bad)

    # ------------------------------------------------------------------ actions for the server
    def place(self) -> Action | None:
        """The laid tiles as a move (None while nothing lies or a blank has no letter)."""
        if not self.laid or any(t.letter == BLANK for t in self.laid):
            return None
        return Place(int(self.state["seat"]), self.placement())

    def exchange(self) -> Action:
        """Exchange the picked tiles (all of them when none are picked)."""
        tiles = "".join(self.rack[i] for i in self.selected) if self.selected else self.rack
        return Exchange(int(self.state["seat"]), tiles)

    def pass_turn(self) -> Action:
        """Pass."""
        return Pass(int(self.state["seat"]))

    def resign(self) -> Action:
        """Give up the game."""
        return Resign(int(self.state["seat"]))

    def _work_out_candidate(self, preview: Preview | None) -> tuple[str, str] | None:
        if preview is not None and preview.invalid:
            return preview.invalid[0], "fehlt"
        for move in reversed(self.state.get("moves") or []):
            if move["kind"] == "place" and move["words"]:
                return move["words"][0]["word"], "falsch"
        return None
