"""A player's profile from the games between people: rating history, games, wins, best move and word."""
from __future__ import annotations

from typing import Any

from game.setzer.game import MoveKind
from spielcenter.remote import RemoteCenter

PROFILE_GAMES = 200  # the latest finished games counted


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
    history = remote.storage.rating_history(player_id)
    return {
        "id": player_id, "name": names[player_id], "rating": standing.rating, "peak": standing.peak,
        "verlauf": [{"zeit": at, "rating": rating} for at, rating in history],
        "partien": games, "siege": wins, "bester_zug": best_move, "bestes_wort": best_word,
        "punkte_pro_zug": round(points / moves, 1) if moves else 0.0,
    }
