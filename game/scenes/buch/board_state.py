"""State of the Speedbuch board screen besides the engine: selection, feedback, Bruno, the end of the round."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.buch.events import RoundEnded
from game.buch.scoring import WordEval
from game.render.buch_bruno import Mood
from game.scenes.buch.commands import BoardCommand, PauseCommand

__all__ = ["END_DELAY", "HINT_STEP", "BoardCommand", "BoardState", "PauseCommand"]

Cell = tuple[int, int]
HINT_STEP = 0.25
END_DELAY = 1.4


@dataclass
class BoardState:
    """Everything the board screen shows that is not the engine's: changed by input and events, read by the view."""

    # selection (pointer drag or typing)
    path: list[Cell] = field(default_factory=list)
    picked_at: dict[Cell, float] = field(default_factory=dict)  # when each selected tile was lifted
    dragging: bool = False
    drag_moved: bool = False
    tap_last: bool = False  # the press was on the last selected tile: a tap there hands the word in
    bar_pressed: bool = False  # a press on the word bar (release there submits)
    proto_pressed: bool = False  # a press on the protocol (release there opens the history)
    pointer: tuple[int, int] | None = None
    mouse: tuple[int, int] | None = None  # where the mouse rests (a finger leaves no hover): the hand cursor
    typed: str = ""
    typed_paths: list[tuple[Cell, ...]] = field(default_factory=list)
    typed_index: int = 0
    word_eval: WordEval | None = None  # cached evaluation of ``path``
    # word bar / feedback
    last_scored: tuple[str, int, str, float] | None = None  # word, points, working, time
    last_rejected: tuple[str, str, float] | None = None  # word, chip label, time (shown while the bar shakes)
    burn_note: tuple[str, float] | None = None  # which tile the ember ate with the last word, time (the bar says so)
    shake_at: float = -10.0
    message: str = ""
    message_at: float = -10.0
    popups: list[tuple[float, float, str, float]] = field(default_factory=list)  # rising points: x, y, text, start
    # hint
    hint_path: tuple[Cell, ...] = ()
    hint_at: float = 0.0
    # Bruno
    mood: Mood = Mood.CALM
    mood_until: float = 0.0
    bubble: str = ""
    bubble_warn: bool = False
    bubble_at: float = 0.0
    next_blink: float = 3.0
    blink_until: float = 0.0
    hop_at: float = -10.0
    # candle, protocol, theme fade
    wax: float = 1.0
    log_seen: int = 0
    log_at: float = -10.0
    log_before: tuple[int, float] = (0, -10.0)  # (entries, log_at) before the newest word: its own frame shows them
    fade_from: pygame.Surface | None = None
    fade_at: float = -10.0
    # end of the round
    ended_at: float | None = None
    end_event: RoundEnded | None = None
    daily_reveal: bool = False
    stats_words: list[tuple[str, int]] = field(default_factory=list)
    ten_seconds_said: bool = False

    def clear_typed(self) -> None:
        """Forget the typed letters and their candidate paths."""
        self.typed = ""
        self.typed_paths = []
        self.typed_index = 0
