"""Computer players: choices per level, exchanging and passing, the end game, the resumable job, a full game."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.setzer.actions import Exchange, Pass, Place
from game.setzer.config import ExchangeRule, Level, Seat, SeatKind, TableConfig
from game.setzer.events import MoveRejected
from game.setzer.game import SetzerGame
from game.setzer.leave import leave_value
from game.setzer.movegen import find_moves, graph_for
from game.setzer.players import GameView, ThinkJob, hint_move, make_player, view_for
from game.setzer.premiums import CLASSIC

POSITIONS = Path(__file__).resolve().parents[1] / "fixtures" / "positions"  # copied from shared/positions
EMPTY = tuple("." * 15 for _ in range(15))


@pytest.fixture(scope="module")
def lexicon():
    from game.lexicon import load_lexicon

    return load_lexicon()


def _sample(i: int) -> dict:
    path = POSITIONS / "sample.jsonl"
    if not path.exists():
        pytest.skip("Referenzstellungen fehlen")
    return json.loads(path.read_text(encoding="utf-8").splitlines()[i])


def _view(rows, rack, bag=50, unseen="", rule=ExchangeRule.AB_7, common=False) -> GameView:
    return GameView(player=0, rows=tuple(rows), layout=CLASSIC, rack=rack, bag_count=bag, unseen=unseen,
                    scores=(0, 0), exchange_rule=rule, common_only=common)


def _without(rack: str, used: str) -> str:
    rest = list(rack)
    for t in used:
        rest.remove(t)
    return "".join(rest)


def test_normal_plays_the_best_common_move(lexicon):
    pos = _sample(1)
    action = make_player(Level.NORMAL, lexicon).choose_action(_view(pos["board"], pos["rack"]), random.Random(1))
    moves = find_moves(graph_for(lexicon, True), pos["board"], pos["rack"]).moves()
    best = max(m.score for m in moves)
    chosen = next(m for m in moves if m.tiles == tuple(sorted(action.placement)))
    assert isinstance(action, Place) and chosen.score == best
    assert all(lexicon.is_common(w) for w in chosen.words)


def test_leicht_is_seeded_short_and_not_rubbish(lexicon):
    pos = _sample(2)
    player = make_player(Level.LEICHT, lexicon)
    view = _view(pos["board"], pos["rack"])
    picks = [player.choose_action(view, random.Random(seed)) for seed in range(12)]
    assert picks[3] == player.choose_action(view, random.Random(3))  # same seed, same move
    moves = {m.tiles: m for m in find_moves(graph_for(lexicon, True), pos["board"], pos["rack"]).moves()}
    best = max(m.score for m in moves.values())
    chosen = [moves[tuple(sorted(a.placement))] for a in picks]
    assert all(len(m.word) <= 5 and len(m.tiles) <= 4 for m in chosen)
    short_best = max(m.score for m in moves.values() if len(m.word) <= 5 and len(m.tiles) <= 4)
    assert all(m.score * 2 >= short_best for m in chosen)
    assert sum(m.score == best for m in chosen) < len(chosen) / 2
    assert len({m.tiles for m in chosen}) >= 3


def test_stark_maximises_score_plus_leave(lexicon):
    for i in (0, 4, 9):
        pos = _sample(i)
        action = make_player(Level.STARK, lexicon).choose_action(_view(pos["board"], pos["rack"]), random.Random(0))
        moves = find_moves(graph_for(lexicon, False), pos["board"], pos["rack"]).moves()
        best = max(m.score + leave_value(_without(pos["rack"], m.rack_letters())) for m in moves)
        if isinstance(action, Exchange):
            assert leave_value(_without(pos["rack"], action.tiles)) > best
            continue
        chosen = next(m for m in moves if m.tiles == tuple(sorted(action.placement)))
        assert chosen.score + leave_value(_without(pos["rack"], chosen.rack_letters())) == pytest.approx(best)


def test_no_move_means_exchange_or_pass_by_the_rule(lexicon):
    rows = list(EMPTY)
    rack = "QXYQXY"  # nothing can be laid with these on an empty sheet
    for level in Level:
        player = make_player(level, lexicon)
        rng = random.Random(0)
        assert isinstance(player.choose_action(_view(rows, rack, bag=40), rng), Exchange)
        assert isinstance(player.choose_action(_view(rows, rack, bag=6), rng), Pass)
        assert isinstance(player.choose_action(_view(rows, rack, bag=40, rule=ExchangeRule.NIE), rng), Pass)
        immer = player.choose_action(_view(rows, rack, bag=6, rule=ExchangeRule.IMMER), rng)
        assert isinstance(immer, Exchange) and len(immer.tiles) <= 6


def test_stark_exchanges_a_hopeless_rack_but_keeps_good_tiles(lexicon):
    rows = list(EMPTY)
    rows[7] = "......HAUS....."
    action = make_player(Level.STARK, lexicon).choose_action(_view(rows, "?SÖÜÄVY", bag=60), random.Random(0))
    if isinstance(action, Exchange):
        assert "?" not in action.tiles and "S" not in action.tiles and "Y" in action.tiles
    else:  # a move good enough to beat exchanging must score well
        moves = find_moves(graph_for(lexicon, False), rows, "?SÖÜÄVY").moves()
        chosen = next(m for m in moves if m.tiles == tuple(sorted(action.placement)))
        assert chosen.score >= 20


def test_stark_goes_out_in_the_end_game(lexicon):
    rows = list(EMPTY)
    rows[7] = "......HAUS....."
    view = _view(rows, "ER", bag=0, unseen="QXYÖ")
    action = make_player(Level.STARK, lexicon).choose_action(view, random.Random(0))
    assert isinstance(action, Place) and len(action.placement) == 2


def test_think_job_is_resumable_and_deterministic(lexicon):
    pos = _sample(5)
    view = _view(pos["board"], pos["rack"])
    for level in Level:
        player = make_player(level, lexicon)
        job = ThinkJob(player, view, random.Random(7))
        steps = 0
        while not job.step():
            steps += 1
        assert steps >= 10
        assert job.action == player.choose_action(view, random.Random(7))


def test_hint_is_starks_move(lexicon):
    pos = _sample(6)
    view = _view(pos["board"], pos["rack"])
    move = hint_move(view, lexicon)
    action = make_player(Level.STARK, lexicon).choose_action(view, random.Random(0))
    assert move is not None and isinstance(action, Place) and move.tiles == tuple(sorted(action.placement))


@pytest.mark.parametrize("levels", [(Level.STARK, Level.LEICHT), (Level.NORMAL, Level.STARK)])
def test_full_game_through_the_rules_engine(lexicon, levels):
    seats = tuple(Seat(f"C{i}", SeatKind.COMPUTER, lv) for i, lv in enumerate(levels))
    game = SetzerGame(TableConfig(seats=seats, clock_seconds=None), 11, lexicon)
    players = [make_player(lv, lexicon) for lv in levels]
    rng = random.Random(11)
    now = 0.0
    turns = 0
    while not game.is_over and turns < 200:
        now += 1
        action = players[game.current].choose_action(view_for(game), rng)
        events = game.apply(action, now)
        assert not any(isinstance(e, MoveRejected) for e in events), action
        turns += 1
    assert game.is_over
    if game.result.out_player is not None:
        assert game.bag_count == 0 and game.racks[game.result.out_player] == ""


def test_selfplay_tool_plays_whole_games(capsys):
    import importlib.util

    spec = importlib.util.spec_from_file_location("selfplay_tool",
                                                  Path(__file__).resolve().parents[2] / "tools" / "selfplay.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.main(["--a", "stark", "--b", "leicht", "--games", "2", "--seed", "3"]) == 0
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert summary["games"] == 2 and summary["rejected_moves"] == 0
    assert 0.0 <= summary["a_win_rate"] <= 1.0 and summary["think_p95_s"]["a"] > 0


@pytest.mark.parametrize("level", ["leicht", "normal", "stark"])
def test_every_computer_level_lays_two_letter_words(level):
    import importlib.util

    spec = importlib.util.spec_from_file_location("selfplay", Path(__file__).resolve().parents[2] / "tools" / "selfplay.py")
    selfplay = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(selfplay)
    formed = sum(selfplay.play_game(level, level, seed, False)["two_letter"]["a"] for seed in (1, 2))
    assert formed > 0, f"{level} never formed a two-letter word in two games"
