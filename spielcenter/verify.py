"""Replay a submitted record with the game's own engines and word list; refuse with a German reason.

Cheap checks (shape, board, clock) come first and need no database; the seed is checked by
the caller against the issued seeds; the replay itself runs last.
"""
from __future__ import annotations

import dataclasses
import datetime
import logging
from dataclasses import dataclass
from typing import Any

from game.buch.record import BuchRecord
from game.buch.record import RecordError as BuchRecordError
from game.buch.replay import verify as buch_verify
from game.buch.rules import MODE_RULES, BuchMode
from game.lexicon import Lexicon
from game.setzer.actions import Place, Tick, WordDecisions
from game.setzer.config import ConfigError, GameMode, TableConfig
from game.setzer.record import GameRecord
from game.setzer.record import RecordError as SetzerRecordError
from game.setzer.replay import replay as setzer_replay

log = logging.getLogger(__name__)

CLOCK_GRACE_S = 5.0  # the last frame of a round may land a little after its clock
SETZER_NACHFRIST_S = 10.0
#: board of the lists -> the seed mode the server issues for it (None: the day's board, seeded by the date)
BOARD_SEED_MODE = {"3min": "3min", "endlos": "endlos", "bestenliste": "partie", "tagesraetsel": None,
                   "tagesbrett": None}
_BUCH_BOARDS = {BuchMode.DREI_MINUTEN: "3min", BuchMode.ENDLOS: "endlos", BuchMode.TAGESRAETSEL: "tagesraetsel"}


class Refused(Exception):
    """A result that does not enter a list; ``str(err)`` is the German reason."""


@dataclass(frozen=True)
class Claim:
    """What a submission says about itself, read from its record before any replay."""

    game: str  # "buch" or "setzer"
    board: str
    seed: int
    date: datetime.date | None
    parsed: BuchRecord | GameRecord


@dataclass(frozen=True)
class Outcome:
    """The replayed result as it enters the lists."""

    score: int
    points: int
    words: int
    daily_found: bool


def read_claim(game: str, record: dict[str, Any], max_actions: int) -> Claim:
    """Parse the record and check board and clock (no replay yet); raises Refused."""
    actions = record.get("actions")
    if isinstance(actions, list) and len(actions) > max_actions:
        raise Refused(f"Der Spielverlauf ist zu lang ({len(actions)} Züge, höchstens {max_actions}).")
    if game == "buch":
        return _buch_claim(record)
    if game == "setzer":
        return _setzer_claim(record)
    raise Refused(f"Unbekanntes Spiel {game!r}.")


def _parse_date(text: str | None) -> datetime.date | None:
    if text is None:
        return None
    try:
        return datetime.date.fromisoformat(text)
    except (TypeError, ValueError):
        raise Refused(f"Ungültiges Datum im Spielverlauf: {text!r}.") from None


def _buch_claim(data: dict[str, Any]) -> Claim:
    try:
        record = BuchRecord.from_json(data)
    except BuchRecordError as err:
        raise Refused(str(err)) from None
    board = _BUCH_BOARDS.get(record.mode)
    if board is None:
        raise Refused("Reise-Runden kommen in keine Liste des Spielcenters.")
    if record.level is not None:
        raise Refused("Diese Spielart hat kein Level.")
    clock = MODE_RULES[record.mode].clock
    if clock is not None and record.actions:
        last = max(now for _, now in record.actions)
        if last - record.start > clock + CLOCK_GRACE_S:
            raise Refused(f"Die Runde dauerte länger, als ihre Uhr erlaubt ({last - record.start:.0f} s statt "
                          f"{clock:.0f} s).")
    date = _parse_date(record.date)
    if record.mode is BuchMode.TAGESRAETSEL and date is None:
        raise Refused("Dem Tagesrätsel fehlt sein Datum.")
    return Claim("buch", board, record.seed, date, record)


def _setzer_claim(data: dict[str, Any]) -> Claim:
    try:
        record = GameRecord.from_dict(data)
        config = TableConfig.from_dict(record.config)
    except (SetzerRecordError, ConfigError) as err:
        raise Refused(str(err)) from None
    board = "tagesbrett" if config.mode is GameMode.TAGESBRETT else "bestenliste"
    if board == "bestenliste" and not config.rated:
        raise Refused("Eine Partie ohne Wertung kommt nicht in die Bestenliste.")
    if config.clock_seconds is not None:
        limit = config.clock_seconds + SETZER_NACHFRIST_S + CLOCK_GRACE_S
        last = record.start_time
        for i, (now, action) in enumerate(record.actions):
            if not isinstance(action, Tick) and now - last > limit:
                raise Refused(f"Zug {i + 1} dauerte länger, als die Uhr erlaubt ({now - last:.0f} s statt "
                              f"{config.clock_seconds} s).")
            last = max(last, now)
    date = _parse_date(record.date)
    if board == "tagesbrett" and date is None:
        raise Refused("Dem Tagesbrett fehlt sein Datum.")
    return Claim("setzer", board, record.seed, date, record)


def judged_by_server_lists(parsed: BuchRecord | GameRecord, lexicon: Lexicon) -> BuchRecord | GameRecord:
    """The record with the server's word decisions in place of its own.

    A game records the operator lists it was played with, so that a later block never breaks it on the device;
    the server trusts none of that: it judges by the venue's lists (``lexicon``), and a record that claims a
    change of lists in the middle of a game is refused (a forged "extra" word would let any word count).
    """
    words = (tuple(sorted(lexicon.blocked)), tuple(sorted(lexicon.extra)))
    if isinstance(parsed, BuchRecord):
        return dataclasses.replace(parsed, words=words)
    if any(isinstance(action, WordDecisions) for _, action in parsed.actions):
        raise Refused("Die Aufzeichnung ändert mitten in der Partie die Wortlisten; das nimmt der Spielcenter nicht an.")
    return dataclasses.replace(parsed, words=WordDecisions(*words))


def replay_claim(claim: Claim, lexicon: Lexicon, score: int, seat: int) -> Outcome:
    """Replay with the engines and the server's word lists and compare with the claimed score; raises Refused."""
    try:
        parsed = judged_by_server_lists(claim.parsed, lexicon)
        if isinstance(parsed, BuchRecord):
            return _replay_buch(parsed, lexicon, score)
        return _replay_setzer(parsed, lexicon, score, seat)
    except (BuchRecordError, SetzerRecordError) as err:
        raise Refused(str(err)) from None
    except (IndexError, KeyError, TypeError, ValueError, OverflowError, RecursionError) as err:
        # hostile records can reach corners the engines never see from the game: refuse, don't crash
        log.warning("Spielverlauf ließ sich nicht nachspielen: %r", err)
        raise Refused("Der Spielverlauf lässt sich nicht nachspielen.") from None


def _replay_buch(record: BuchRecord, lexicon: Lexicon, score: int) -> Outcome:
    game = buch_verify(record, lexicon, score, track_missed=False)
    if not game.over:
        raise Refused("Die Runde ist laut Spielverlauf noch nicht zu Ende.")
    return Outcome(game.score, game.score, game.word_count, bool(game.daily_found))


def _replay_setzer(record: GameRecord, lexicon: Lexicon, score: int, seat: int) -> Outcome:
    config = TableConfig.from_dict(record.config)
    if not 0 <= seat < len(config.seats) or not config.seats[seat].is_human:
        raise Refused("An diesem Platz sitzt kein Mensch.")
    result = setzer_replay(record, lexicon).result
    if result is None:
        raise Refused("Die Partie ist laut Aufzeichnung noch nicht zu Ende.")
    if result.scores[seat] != score:
        raise Refused(f"Die Punktzahl stimmt nicht: gemeldet {score}, nachgerechnet {result.scores[seat]}.")
    words = sum(1 for _, a in record.actions if isinstance(a, Place) and a.player == seat)
    points = result.scores[seat] if config.mode is GameMode.TAGESBRETT else result.leaderboard_points[seat]
    return Outcome(result.scores[seat], points, words, False)


def replay_job(game: str, record: dict[str, Any], score: int, seat: int, max_actions: int,
               lists: tuple[frozenset[str], frozenset[str]] | None) -> Outcome:
    """The whole check in one call (run in the replay worker process); raises Refused."""
    from game.lexicon import load_lexicon

    lexicon = load_lexicon()
    if lists is not None:
        lexicon = lexicon.with_operator_lists(blocked=lists[0], extra=lists[1])
    return replay_claim(read_claim(game, record, max_actions), lexicon, score, seat)
