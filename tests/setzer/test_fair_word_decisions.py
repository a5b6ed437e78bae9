"""The operator blocks or allows a word: it applies from then on and never breaks a saved game or a record."""
from __future__ import annotations

import json

from game.lexicon import load_lexicon
from game.scenes.setzer import bridge
from game.setzer.actions import Pass, Place, Resign, WordDecisions
from game.setzer.config import Level, Seat, SeatKind, TableConfig
from game.setzer.events import MoveRejected
from game.setzer.game import MoveKind, SetzerGame
from game.setzer.record import GameRecord
from game.setzer.replay import replay, verify

LEX = load_lexicon()
TABLE = TableConfig(seats=(Seat("Anna"), Seat("Gustav", SeatKind.COMPUTER, Level.NORMAL)), clock_seconds=None)


def _best(game: SetzerGame, player: int) -> Place:
    """The strong computer's move for ``player`` (what a good player lays)."""
    action = bridge.hint_job(game, player).run()
    assert isinstance(action, Place)
    return action


def _anna_lays_a_word(lexicon=LEX) -> tuple[SetzerGame, str]:
    game = SetzerGame(TABLE, 11, lexicon)
    game.apply(_best(game, 0), 1.0)
    return game, game.history[0].words[0].word


def test_an_old_record_whose_word_was_blocked_later_still_verifies_and_resumes():
    game, word = _anna_lays_a_word()
    saved = game.record.to_json()
    # days later the operator blocks Anna's word: the saved game resumes exactly as it was
    blocked = LEX.with_operator_lists(blocked={word})
    resumed = replay(GameRecord.from_json(saved), blocked)
    assert resumed.snapshot() == game.snapshot() and resumed.history[0].words[0].word == word
    # and a finished game's record still verifies
    game.apply(Resign(1), 2.0)
    finished = game.record.to_json()
    assert verify(GameRecord.from_json(finished), blocked, game.result.scores).scores == game.result.scores


def test_the_record_carries_the_word_decisions_it_was_played_with():
    rack = SetzerGame(TABLE, 11, LEX).racks[0]
    made_up = rack[:3]  # the operator allows Anna's first three letters as a word
    assert "?" not in made_up and not LEX.is_word(made_up)
    game = SetzerGame(TABLE, 11, LEX.with_operator_lists(extra={made_up}))
    game.apply(Place(0, tuple((7, 6 + i, letter) for i, letter in enumerate(made_up))), 1.0)
    assert game.history[0].kind is MoveKind.PLACE
    data = json.loads(game.record.to_json())
    assert data["words"] == {"blocked": [], "extra": [made_up]}
    # the operator takes the word back: the record replays with the decisions of its time
    assert replay(GameRecord.from_json(game.record.to_json()), LEX).snapshot() == game.snapshot()


def test_a_block_applies_from_then_on_and_is_recorded():
    game, _ = _anna_lays_a_word()
    game.apply(Pass(1), 2.0)
    anna = _best(game, 0)
    word = game.preview(anna.placement, 0).words[0].word
    # the operator blocks the word Anna is about to lay; on resume the table hands the decision on
    game.apply(WordDecisions((word,), ()), 3.0)
    events = game.apply(anna, 4.0)
    assert isinstance(events[0], MoveRejected) and word in events[0].reason
    game.apply(Pass(0), 5.0)
    record = GameRecord.from_json(game.record.to_json())
    assert (3.0, WordDecisions((word,), ())) in record.actions
    # replayed with today's list (the word still blocked) or with the built list: the same game
    for lexicon in (LEX, LEX.with_operator_lists(blocked={word})):
        assert replay(record, lexicon).snapshot() == game.snapshot()
    assert replay(record, LEX).word_decisions == WordDecisions((word,), ())


def test_an_older_record_without_word_decisions_ignores_later_blocks():
    game, word = _anna_lays_a_word()
    data = json.loads(game.record.to_json())
    del data["words"]  # written before records carried them
    older = GameRecord.from_json(json.dumps(data))
    assert older.words is None
    assert replay(older, LEX.with_operator_lists(blocked={word})).snapshot() == game.snapshot()
