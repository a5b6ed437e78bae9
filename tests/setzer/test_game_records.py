"""Full games between scripted players; records: save, load, replay, verify, tampering."""
from __future__ import annotations

import datetime
import json
from functools import lru_cache

import pytest

from game.lexicon import load_lexicon
from game.setzer.actions import Challenge, Exchange, Pass, Place, Resign, Tick
from game.setzer.config import CheckMode, ExchangeRule, PremiumMode, Seat, TableConfig
from game.setzer.events import EndReason, GameEnded, MovePlayed, TilesDrawn
from game.setzer.game import MoveKind, Phase, RuleError, SetzerGame
from game.setzer.record import GameRecord, RecordError
from game.setzer.replay import replay, verify
from tests.setzer.rules_helpers import greedy_action, play_out

LEX = load_lexicon()


def config(n: int, **kwargs) -> TableConfig:
    return TableConfig(tuple(Seat(f"Setzer{i + 1}") for i in range(n)), **kwargs)


def check_invariants(game: SetzerGame) -> None:
    tiles_in_play = game.board.tile_count + sum(len(r) for r in game.racks) + game.bag_count
    assert tiles_in_play == 102
    points = [0] * game.seat_count
    for move in game.history:
        points[move.player] += move.score
    assert tuple(points) == game.result.move_points
    for i in range(game.seat_count):
        bonus = game.result.out_bonus if game.result.out_player == i else 0
        assert game.result.scores[i] == points[i] - game.result.rest_deductions[i] + bonus


@pytest.mark.parametrize("players, seed, reason", [
    (2, 2, EndReason.OUT), (3, 0, EndReason.OUT), (4, 0, EndReason.OUT), (2, 3, EndReason.SCORELESS),
])
def test_full_game_runs_to_the_end_and_replays(players, seed, reason):
    game = SetzerGame(config(players, exchange=ExchangeRule.IMMER), seed, LEX)
    events = play_out(game)
    assert isinstance(events[-1], GameEnded) and game.phase is Phase.OVER
    assert events[-1].result.reason is reason
    assert sum(isinstance(e, MovePlayed) for e in events) >= 10
    check_invariants(game)
    if reason is EndReason.OUT:
        assert game.bag_count == 0 and game.racks[game.result.out_player] == ""
    # save, load, replay: identical state and scores
    text = game.record.to_json()
    again = replay(GameRecord.from_json(text), LEX)
    assert again.snapshot() == game.snapshot()
    assert verify(GameRecord.from_json(text), LEX, game.result.scores) == game.result


def test_full_game_with_clock_challenge_and_random_premiums_replays():
    cfg = config(3, clock_seconds=30, check=CheckMode.ANFECHTEN, premiums=PremiumMode.ZUFALL, rated=False)
    game = SetzerGame(cfg, 31, LEX, start_time=1000.0)
    now = 1000.0
    turn = 0
    while game.phase is not Phase.OVER and turn < 400:
        turn += 1
        now += 1.0
        if game.phase is Phase.CHALLENGE:
            if turn % 3 == 0:  # sometimes challenge, otherwise let the window run out
                challenger = (game.pending.player + 1) % 3
                game.apply(Challenge(challenger), now)
            else:
                game.apply(Tick(), now + 10.0)
                now += 10.0
            continue
        if turn % 7 == 0:  # let the clock run out now and then
            game.apply(Tick(), now + 30.0)
            now += 40.0
            game.apply(Tick(), now)
            continue
        game.apply(greedy_action(game), now)
    assert game.phase is Phase.OVER
    kinds = {m.kind for m in game.history}
    assert MoveKind.TIMEOUT in kinds and MoveKind.CHALLENGE_FAILED in kinds
    record = game.record
    assert any(isinstance(a, Tick) for _, a in record.actions)
    again = replay(GameRecord.from_json(record.to_json()), LEX)
    assert again.snapshot() == game.snapshot()
    assert again.layout == game.layout


def test_tagesbrett_record_replays_with_its_date():
    day = datetime.date(2026, 3, 1)
    game = SetzerGame(TableConfig.tagesbrett("Anna", clock_seconds=None), 0, LEX, date=day)
    events = play_out(game)
    assert events[-1].result.reason is EndReason.MOVES_DONE and len(game.history) == 10
    assert game.result.scores[0] == sum(m.score for m in game.history)
    record = GameRecord.from_json(game.record.to_json())
    assert record.date == "2026-03-01"
    assert verify(record, LEX, game.result.scores).scores == game.result.scores


# ------------------------------------------------------------------ tampering
@lru_cache(maxsize=1)
def _finished_game() -> tuple[str, tuple[int, ...]]:
    game = SetzerGame(config(2, exchange=ExchangeRule.IMMER), 2, LEX)
    play_out(game)
    return game.record.to_json(), game.result.scores


def finished_record() -> tuple[GameRecord, tuple[int, ...]]:
    """A fresh copy of one finished two-player game's record (played once per session)."""
    text, scores = _finished_game()
    return GameRecord.from_json(text), scores


def test_wrong_claimed_scores_are_rejected():
    record, scores = finished_record()
    with pytest.raises(RecordError, match="passen nicht"):
        verify(record, LEX, (scores[0] + 1, scores[1]))


def test_tampered_tile_is_rejected():
    record, scores = finished_record()
    data = json.loads(record.to_json())
    place = next(a for a in data["actions"] if a["type"] == "place")
    place["tiles"][0][2] = "Q" if place["tiles"][0][2] != "Q" else "X"
    with pytest.raises(RecordError, match="Aktion"):
        verify(GameRecord.from_json(json.dumps(data)), LEX, scores)


def test_changed_seed_is_rejected():
    record, scores = finished_record()
    data = json.loads(record.to_json())
    data["seed"] += 1
    with pytest.raises(RecordError):
        verify(GameRecord.from_json(json.dumps(data)), LEX, scores)


def test_unfinished_game_is_rejected():
    record, scores = finished_record()
    record.actions = record.actions[:5]
    with pytest.raises(RecordError, match="nicht zu Ende"):
        verify(record, LEX, scores)


def test_extra_action_after_the_end_is_rejected():
    record, scores = finished_record()
    last_time = record.actions[-1][0]
    record.actions.append((last_time + 1, Pass(0)))
    with pytest.raises(RecordError, match="Aktion .* nicht erlaubt"):
        verify(record, LEX, scores)


def test_time_running_backwards_is_rejected():
    record, scores = finished_record()
    record.actions[3] = (-5.0, record.actions[3][1])
    with pytest.raises(RecordError, match="zurücklaufen"):
        replay(record, LEX)


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.update(version=2), "Version"),
    (lambda d: d.update(cheat=True), "unbekanntes Feld „cheat“"),
    (lambda d: d.pop("seed"), "„seed“ fehlt"),
    (lambda d: d.update(seed="7"), "seed"),
    (lambda d: d["config"].update(check="locker"), "check"),
    (lambda d: d["config"]["seats"].append({"name": "X", "kind": "alien"}), "kind"),
    (lambda d: d.update(date="gestern"), "date"),
    (lambda d: d["actions"][0].update(type="swap"), "unbekannte Art"),
    (lambda d: d["actions"][0].update(extra=1), "unbekanntes Feld „extra“"),
    (lambda d: d["actions"][0].update(t="x"), "„t“"),
    (lambda d: d["actions"][0].update(player=True), "player"),
])
def test_malformed_records_are_rejected_with_reason(mutate, message):
    record, _scores = finished_record()
    data = json.loads(record.to_json())
    mutate(data)
    with pytest.raises(RecordError, match=message):
        GameRecord.from_json(json.dumps(data))


def test_not_json_is_rejected():
    with pytest.raises(RecordError, match="JSON"):
        GameRecord.from_json("{kaputt")


def test_record_roundtrip_keeps_every_action_type():
    record = GameRecord(1, 3, config(2).to_dict(), None, [
        (1.0, Place(0, ((7, 7, "A"), (7, 8, "b")))), (2.0, Exchange(1, "?E")), (3.0, Pass(0)),
        (4.0, Challenge(1)), (5.0, Tick()), (6.0, Resign(0)),
    ], 0.5)
    again = GameRecord.from_json(record.to_json())
    assert again == record


def test_rejected_moves_and_draws_show_in_events_but_replay_the_same():
    game = SetzerGame(config(2), 4, LEX)
    rack = game.racks[0]
    game.apply(Place(0, ((0, 0, rack[0]), (0, 1, rack[1]))), 1.0)  # off the star: rejected
    events = game.apply(Exchange(0, rack[:2]), 2.0)
    assert isinstance(events[1], TilesDrawn)
    again = replay(game.record, LEX)
    assert again.snapshot() == game.snapshot()


def test_list_placements_are_recorded_as_tuples():
    game = SetzerGame(config(2, check=CheckMode.OHNE), 4, LEX)
    rack = game.racks[0]
    game.apply(Place(0, [[7, 7, rack[0]], [7, 8, rack[1]]]), 1.0)
    with pytest.raises(RuleError, match="unvollständig"):
        game.apply(Place(1, [[7, 7]]), 2.0)
    assert GameRecord.from_json(game.record.to_json()) == game.record
    assert replay(game.record, LEX).snapshot() == game.snapshot()


def test_withdrawn_move_replays():
    cfg = config(2, check=CheckMode.ANFECHTEN)
    game = SetzerGame(cfg, 8, LEX)
    rack = game.racks[0]
    bluff = ((7, 7, rack[0] if rack[0] != "?" else "e"), (7, 8, rack[1] if rack[1] != "?" else "e"))
    assert not LEX.is_word((bluff[0][2] + bluff[1][2]).upper())
    game.apply(Place(0, bluff), 1.0)
    events = game.apply(Challenge(1), 2.0)
    assert events[0].words_valid is False and game.history[0].kind is MoveKind.WITHDRAWN
    now = 2.0
    for _ in range(6):
        now += 1.0
        game.apply(greedy_action(game), now)
        if game.phase is Phase.CHALLENGE:
            now += 10.0
            game.apply(Tick(), now)
    again = replay(GameRecord.from_json(game.record.to_json()), LEX)
    assert again.snapshot() == game.snapshot()


def test_resign_during_challenge_window_keeps_the_move():
    game = SetzerGame(config(2, check=CheckMode.ANFECHTEN), 8, LEX)
    play = greedy_action(game)
    game.apply(play, 1.0)
    events = game.apply(Resign(1), 2.0)
    assert events[0].__class__.__name__ == "ChallengeClosed"
    assert game.result.reason is EndReason.RESIGNED and game.result.move_points[0] > 0
    assert replay(game.record, LEX).snapshot() == game.snapshot()
