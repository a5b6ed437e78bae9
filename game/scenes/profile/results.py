"""What a finished game does to profiles: statistics, Elo, and (for Speedbuch) lists, calendar and stars.

The scenes call these once when a game ends. Everything that enters a list is
replayed by the engine first (``verify`` callables built here from the records).
"""
from __future__ import annotations

import hashlib
import json
import logging
from typing import TYPE_CHECKING

from game.rating import ComputerLevel
from game.store import GameKind, GameResult, SetzerSeat, StoreError, SubmitOutcome

if TYPE_CHECKING:
    from game.buch.game import BuchGame
    from game.lexicon import Lexicon
    from game.session import Session
    from game.setzer.game import SetzerGame

log = logging.getLogger(__name__)


def setzer_seat_profiles(session: "Session", game: "SetzerGame") -> dict[int, int]:
    """Human seat -> profile id: the first human is the active profile, others by seat name, else the guest."""
    from game.setzer.config import SeatKind

    guest = session.store.profiles.guest().id
    mapping: dict[int, int] = {}
    for index, seat in enumerate(game.config.seats):
        if seat.kind is not SeatKind.HUMAN:
            continue
        if not mapping:
            mapping[index] = session.profile_id
        else:
            found = session.store.profiles.by_name(seat.name)
            mapping[index] = found.id if found is not None and found.id not in mapping.values() else guest
    return mapping


def setzer_stats(game: "SetzerGame", seat: int, kind: GameKind, profile_id: int) -> GameResult:
    """One seat's statistics line from the move history."""
    from game.setzer.game import MoveKind

    moves = [m for m in game.history if m.player == seat and m.kind is MoveKind.PLACE]
    best = max(moves, key=lambda m: m.score, default=None)
    words = [w.word for m in moves for w in m.words]
    result = game.result
    won = result is not None and seat in result.winners and len(game.config.seats) > 1
    return GameResult(
        profile_id, kind, won, result.scores[seat] if result else game.scores[seat], len(moves),
        best.score if best else 0, best.words[0].word if best and best.words else "",
        max(words, key=len, default=""),
    )


def record_setzer_game(session: "Session", game: "SetzerGame", seat_profiles: dict[int, int] | None = None) -> list[str]:
    """Statistics for every human seat and, in a rated game, the Elo changes; returns German notes.

    The Bestenliste / Tagesbrett entry is the caller's ``submit_*`` (it needs the replay verifier).
    """
    from game.setzer.config import GameMode, SeatKind

    if game.result is None:
        return []
    mapping = seat_profiles if seat_profiles is not None else setzer_seat_profiles(session, game)
    kind = GameKind.TAGESBRETT if game.config.mode is GameMode.TAGESBRETT else GameKind.SETZER
    notes: list[str] = []
    try:
        for seat, profile_id in mapping.items():
            session.store.profiles.add_result(setzer_stats(game, seat, kind, profile_id))
        if kind is GameKind.SETZER and game.config.rated:
            seats = []
            for index, seat in enumerate(game.config.seats):
                computer = ComputerLevel(seat.level.value) if seat.kind is SeatKind.COMPUTER and seat.level else None
                seats.append(SetzerSeat(game.result.scores[index], mapping.get(index), computer))
            for change in session.store.profiles.rate_setzer_game(seats):
                name = session.store.profiles.get(change.key).name
                notes.append(f"{name}: Elo {change.old} → {change.new} ({change.delta:+d})")
    except StoreError as err:
        notes.append(str(err))
    return notes


BUCH_KINDS = {"drei_minuten": GameKind.BUCH_3MIN, "tagesraetsel": GameKind.BUCH_RAETSEL,
              "endlos": GameKind.BUCH_ENDLOS, "reise": GameKind.BUCH_REISE}


def buch_stats(game: "BuchGame", profile_id: int) -> GameResult:
    """The round's statistics line (a word is a move)."""
    from game.buch.log import LogKind

    words = [(e.word or "", e.points or 0) for e in game.log if e.kind is LogKind.WORD]
    best = max(words, key=lambda w: w[1], default=("", 0))
    won = game.stars > 0 if game.level is not None else False
    return GameResult(profile_id, BUCH_KINDS[game.mode.value], won, game.score, len(words), best[1], best[0],
                      max((w for w, _ in words), key=len, default=""))


def round_key(profile_id: int, record_json: str) -> str:
    """The key under which a Speedbuch round is entered once (profile and the round's whole record)."""
    digest = hashlib.sha256(record_json.encode("utf-8")).hexdigest()[:40]
    return f"buch:{profile_id}:{digest}"


def submit_buch_round(session: "Session", game: "BuchGame", lexicon: "Lexicon", name: str | None = None) -> SubmitOutcome:
    """Statistics, then the round's list (3 Minuten, Tagesrätsel with calendar, Endlos) or journey stars."""
    from game.buch.record import play_key_text
    from game.buch.replay import replay_text
    from game.buch.rules import BuchMode

    def replayed(text: str) -> "BuchGame":
        return replay_text(text, lexicon)

    store, pid = session.store, session.profile_id
    record_json = json.dumps(game.record.to_json(), ensure_ascii=False)

    def enter() -> SubmitOutcome:
        store.profiles.add_result(buch_stats(game, pid))
        if game.mode is BuchMode.DREI_MINUTEN:
            out = store.boards.submit_buch_3min_result(record_json, game.score, lambda r: replayed(r).score,
                                                        profile_id=pid, name=name)
        elif game.mode is BuchMode.TAGESRAETSEL:
            out = store.boards.submit_raetsel_result(
                record_json, game.score, lambda r: replayed(r).score, profile_id=pid, day=game.date,
                word_found=game.daily_counts, verify_found=lambda r: replayed(r).daily_counts, name=name,
                play_key=play_key_text)
        elif game.mode is BuchMode.ENDLOS:
            store.saves.clear_endless(pid)
            out = store.boards.submit_endlos_result(record_json, game.score, lambda r: replayed(r).score,
                                                    profile_id=pid, name=name)
        elif game.stars <= 0:
            out = SubmitOutcome(False, "Level nicht geschafft: keine Sterne.")
        else:
            out = store.boards.submit_journey_result(record_json, game.stars, lambda r: replayed(r).stars,
                                                     profile_id=pid, level=game.level.id)
        return out

    try:
        # one transaction and one key per round: a retry or a second process never counts it twice
        return store.enter_once(round_key(pid, record_json), enter)
    except StoreError as err:
        log.warning("Ergebnis nicht gespeichert: %s", err)
        return SubmitOutcome(False, str(err))
