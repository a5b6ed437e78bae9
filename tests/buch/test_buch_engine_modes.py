"""Whole rounds of every mode played by scripted players; daily puzzle and journey rules."""
import datetime

import pytest
from buch_engine_helpers import board, column_path, game_with, lexicon

from game.buch.actions import EndRound, FreeShuffle, Shuffle, Submit, Tick
from game.buch.bot import play_hint_bot
from game.buch.daily import daily_seed, daily_word, tokenize
from game.buch.events import DailyWordFound, EndReason, GoalProgress, RoundEnded
from game.buch.game import BuchGame, RuleError
from game.buch.levels import parse_level, stars_for
from game.buch.log import LogKind
from game.buch.rules import BuchMode

DAY = datetime.date(2026, 11, 29)


def _bot_step(g, now):
    word = g.best_word()
    return g.apply(FreeShuffle() if word is None else Submit(word.path), now)


def test_three_minutes_round_ends_by_the_clock():
    g = BuchGame(BuchMode.DREI_MINUTEN, 42, lexicon(), now=100.0)
    assert g.time_left(100.0) == 180.0 and g.time_left(250.0) == 30.0
    now = 100.0
    while now < 280.0:
        _bot_step(g, now)
        assert not g.over
        now += 9.0
    assert g.word_count == 20 and g.score > 0
    assert g.apply(Tick(), 279.9) == []  # clamped to the last time, still running
    events = g.apply(Tick(), 280.0)
    assert events == [RoundEnded(EndReason.TIME, g.score, 0)] and g.over and g.time_left(300.0) == 0.0
    with pytest.raises(RuleError):
        g.apply(Shuffle(), 281.0)


def test_three_minutes_new_letters_each_round():
    a = BuchGame(BuchMode.DREI_MINUTEN, 1, lexicon()).board.snapshot()
    b = BuchGame(BuchMode.DREI_MINUTEN, 2, lexicon()).board.snapshot()
    assert a != b


def test_daily_is_the_same_for_everyone_on_a_date():
    lx = lexicon()
    a = BuchGame(BuchMode.TAGESRAETSEL, 1, lx, date=DAY)
    b = BuchGame(BuchMode.TAGESRAETSEL, 999, lx, date=DAY)
    c = BuchGame(BuchMode.TAGESRAETSEL, 1, lx, date=DAY + datetime.timedelta(days=1))
    assert a.board.snapshot() == b.board.snapshot() != c.board.snapshot()
    assert daily_seed(DAY) == daily_seed(datetime.date(2026, 11, 29)) != daily_seed(DAY + datetime.timedelta(days=1))
    for _ in range(3):
        w = a.best_word()
        a.apply(Submit(w.path), 0.0)
        b.apply(Submit(w.path), 0.0)
    assert a.board.snapshot() == b.board.snapshot()  # same refill


def test_daily_word_lies_on_the_start_board_and_pays_500_once():
    lx = lexicon()
    g = BuchGame(BuchMode.TAGESRAETSEL, 0, lx, date=DAY)
    word = daily_word(DAY, lx)
    assert len(word) == 7 and lx.is_common(word)
    path = g._daily_path
    assert [g.board[p].token for p in path] == tokenize(word)
    assert g.daily_hint_tile_id == g.board[path[0]].id
    assert g.daily_word is None and g.daily_path is None  # hidden during the round
    yesterday = daily_word(DAY - datetime.timedelta(days=1), lx)
    assert g.log[0].kind is LogKind.DAILY and g.log[0].text == f"Gestern gesucht: {yesterday}"
    ev = g.evaluate(path)
    events = g.apply(Submit(path), 0.0)
    assert DailyWordFound(word, 500) in events
    assert g.score == ev.score + 500 and g.daily_found
    events = g.apply(EndRound(), 1.0)
    assert events == [RoundEnded(EndReason.QUIT, g.score, 0)]
    assert g.daily_word == word and g.daily_path == path
    assert [g.start_board[c][r][0] for c, r in path] == tokenize(word)


def test_daily_without_bonus_when_already_found_today():
    g = BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon(), date=DAY, daily_bonus=False)
    ev = g.evaluate(g._daily_path)
    events = g.apply(Submit(g._daily_path), 0.0)
    assert not any(isinstance(e, DailyWordFound) for e in events) and g.score == ev.score and g.daily_found


def test_daily_round_of_20_words_without_embers():
    g = BuchGame(BuchMode.TAGESRAETSEL, 0, lexicon(), date=DAY)
    while not g.over:
        events = _bot_step(g, 0.0)
        assert g.embers == [] and g.sparks == 0
    assert g.word_count == 20 and events[-1] == RoundEnded(EndReason.WORDS_USED, g.score, 0)
    assert g.words_left == 0


def test_endless_round_until_fire_and_save_resume():
    lx = lexicon()
    g = BuchGame(BuchMode.ENDLOS, 3, lx)
    for i in range(40):
        _bot_step(g, float(i))
    saved = g.to_save()
    resumed = BuchGame.from_save(saved, lx)
    assert resumed.board.snapshot() == g.board.snapshot()
    assert (resumed.score, resumed.sparks, resumed.stage, resumed.hints_left) == (g.score, g.sparks, g.stage, g.hints_left)
    assert [e.text for e in resumed.log] == [e.text for e in g.log]
    for i in range(40, 60):  # both continue identically
        a = _bot_step(g, float(i))
        b = _bot_step(resumed, float(i))
        assert a == b
    g.apply(EndRound(), 100.0)
    assert g.end_reason is EndReason.QUIT and g.over


def test_endless_bot_reaches_deep_stages_and_fire():
    # a player who only lays short words fills the counter fast and loses to the fire
    g = BuchGame(BuchMode.ENDLOS, 11, lexicon())
    for i in range(400):
        if g.over:
            break
        words = sorted(g._current_search().words.values(), key=lambda w: (w.letters, w.word))
        g.apply(Submit(words[0].path) if words else FreeShuffle(), 0.0)
    assert g.over and g.end_reason is EndReason.FIRE
    assert any(e.kind is LogKind.EMBER for e in g.log) and any(e.kind is LogKind.BURNED for e in g.log)


def _level(goals, moves=10, **kw):
    return parse_level({"id": 12, "hall": "Kartenzimmer", "name": "Test", "goals": goals, "moves": moves, **kw})


def test_journey_stars():
    assert [stars_for(n, 10) for n in (10, 4, 3, 2, 1, 0)] == [3, 3, 2, 2, 1, 1]
    assert stars_for(6, 15) == 3 and stars_for(5, 15) == 2 and stars_for(2, 15) == 1
    g = game_with(board({0: "HAUS"}), BuchMode.REISE, level=_level([{"type": "points", "target": 50}], 10))
    events = g.apply(Submit(column_path(0, 0, 4)), 0.0)
    assert GoalProgress(0, 75, 50, True) in events
    assert events[-1] == RoundEnded(EndReason.GOALS_MET, 75, 3) and g.stars == 3 and g.moves_left == 9
    g = game_with(board({0: "HAUS"}), BuchMode.REISE, level=_level([{"type": "points", "target": 50}], 1))
    assert g.apply(Submit(column_path(0, 0, 4)), 0.0)[-1].stars == 1  # 0 of 1 moves left
    g = game_with(board({0: "HAUS"}), BuchMode.REISE, level=_level([{"type": "points", "target": 5000}], 1))
    assert g.apply(Submit(column_path(0, 0, 4)), 0.0)[-1] == RoundEnded(EndReason.MOVES_USED, 75, 0)


def test_journey_goals_count():
    level = _level([{"type": "chain", "target": 3}, {"type": "umlaut_words", "target": 1}], 10)
    g = game_with(board({0: "HAUS", 2: "SEHR", 4: "RAT", 6: "ÄRGER"}), BuchMode.REISE, level=level)
    g.apply(Submit(column_path(0, 0, 4)), 0.0)
    g.apply(Submit(column_path(2, 0, 4)), 0.0)
    assert [s.value for s in g.goals] == [2, 0]
    g.apply(Submit(column_path(6, 0, 5)), 0.0)  # ÄRGER breaks the chain
    assert [s.value for s in g.goals] == [2, 1] and g.chain == 1
    level = _level([{"type": "long_words", "target": 2, "min_letters": 5}, {"type": "bonus_tiles", "target": 1}], 10)
    g = game_with(board({0: "RATEN", 2: "HAUS"}, bonus={"2,0": "gold"}), BuchMode.REISE, level=level)
    g.apply(Submit(column_path(0, 0, 5)), 0.0)
    g.apply(Submit(column_path(2, 0, 4)), 0.0)
    assert [s.value for s in g.goals] == [1, 1] and g.goals[1].done and g.goals[0].progress_text == "1 / 2"
    level = _level([{"type": "embers_out", "target": 1}], 10, start_embers=2)
    g = BuchGame(BuchMode.REISE, 5, lexicon(), level=level)
    assert len(g.embers) == 2 and all(p[1] <= 2 for _, p in g.embers)
    play_hint_bot(g)
    assert g.end_reason is EndReason.GOALS_MET and g.embers_out >= 1


def test_journey_round_by_the_hint_bot():
    from game.buch.levels import load_level

    g = play_hint_bot(BuchGame(BuchMode.REISE, 0, lexicon(), level=load_level(1)))
    assert g.end_reason is EndReason.GOALS_MET and 1 <= g.stars <= 3 and g.hints_left == 3
