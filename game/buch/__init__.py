"""Speedbuch: the falling-tiles word game engine (pure logic, no pygame).

Usage::

    game = BuchGame(BuchMode.ENDLOS, seed, load_lexicon(), now=clock)
    game.evaluate(path)                    # WordEval for the word bar, any path
    events = game.apply(Submit(path), now)  # events in order, for animation
    game.board[(col, row)]                 # Tile(id, token, kind)

Modules: geometry (neighbours), tiles, scoring, generator, board, wordsearch,
hints, rules (numbers and modes), levels (journey files), daily, game,
record (JSON), replay (replay, verify), selection (tap/drag/typing helpers), bot.
"""
from game.buch.actions import Action, EndRound, FreeShuffle, Hint, Shuffle, Submit, Tick
from game.buch.events import *  # noqa: F401,F403
from game.buch.events import EndReason, Event
from game.buch.game import BuchGame, GoalState, MissedWord, RuleError
from game.buch.geometry import COLS, ROWS, are_adjacent, neighbours
from game.buch.levels import HALLS, Goal, GoalKind, LevelError, LevelSpec, load_all_levels, load_level
from game.buch.log import LogEntry, LogKind
from game.buch.record import BuchRecord, RecordError
from game.buch.replay import replay, verify
from game.buch.rules import BuchMode
from game.buch.scoring import WordEval
from game.buch.tiles import Tile, TileKind
