"""A player's profile from the games between people: rating history, games, wins, best move and word."""
from __future__ import annotations

from typing import Any

from game.rating import START_RATING
from game.setzer.game import MoveKind
from spielcenter.remote import RemoteCenter

PROFILE_GAMES = 200  # the latest finished games counted
RECENT = 5  # finished games listed on the profile


def profile(remote: RemoteCenter, player_id: int) -> dict[str, Any] | None:
    """The profile of ``player_id`` (None if there is no such player)."""
    names = remote.storage.names([player_id])
    if player_id not in names:
        return None
    standing = remote.storage.standings([player_id])[player_id]
    games = wins = moves = points = 0
    best_move: dict[str, Any] | None = None
    best_word: dict[str, Any] | None = None
    for row in remote.storage.finished_games(player_id, PROFILE_GAMES):
        if row.seat0_id is None:
            continue  # declined invitations and cancelled searches
        referee = remote.referee_for(row)
        if referee is None or referee.game.result is None:
            continue
        seat = row.seat_of(player_id)
        games += 1
        if seat in referee.game.result.winners and len(referee.game.result.winners) == 1 \
                and referee.game.result.places[seat] == 1:
            wins += 1
        for move in referee.game.history:
            if move.player != seat or move.kind is not MoveKind.PLACE:
                continue
            moves += 1
            points += move.score
            if best_move is None or move.score > best_move["punkte"]:
                best_move = {"punkte": move.score, "woerter": [w.word for w in move.words], "partie": row.id}
            for word in move.words:
                if best_word is None or word.score > best_word["punkte"]:
                    best_word = {"wort": word.word, "punkte": word.score, "partie": row.id}
    recent = [_recent(remote, row, player_id) for row in remote.storage.finished_games(player_id, RECENT)
              if row.seat0_id is not None and row.scores is not None]
    history = remote.storage.rating_history(player_id)
    return {
        "id": player_id, "name": names[player_id], "rating": standing.rating, "peak": standing.peak,
        "verlauf": [{"zeit": at, "rating": rating} for at, rating in history],
        "partien": games, "siege": wins, "bester_zug": best_move, "bestes_wort": best_word,
        "punkte_pro_zug": round(points / moves, 1) if moves else 0.0,
        "start": START_RATING if len(history) == standing.games else None,  # the rating before the first game
        "letzte": recent,
    }


def _recent(remote: RemoteCenter, row, player_id: int) -> dict[str, Any]:
    """One line of the recent games: opponent, own and their points, outcome, Elo change."""
    seat = row.seat_of(player_id)
    other = row.seat_ids[1 - seat]
    elo = (row.elo or {}).get(str(player_id))
    mine, theirs = row.scores[seat], row.scores[1 - seat]
    lost = row.end_reason in ("zeit", "aufgegeben") and elo is not None and elo[1] < elo[0]
    outcome = "Niederlage" if lost or mine < theirs else ("Remis" if mine == theirs else "Sieg")
    return {"partie": row.id, "gegner": remote.storage.names([other]).get(other, "?"), "punkte": [mine, theirs],
            "ergebnis": outcome, "elo": elo[1] - elo[0] if elo else None, "zeit": row.ended_at}
