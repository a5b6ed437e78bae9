"""Games between people: start (by name or "irgendwer"), answer invitations, the own games, a game, moves."""
from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Request

from spielcenter.deps import DbId, PlayerDep
from spielcenter.referee import MoveIn, Settings
from spielcenter.remote import Problem, RemoteCenter
from spielcenter.remote_models import Answer, MoveBody, NewGame

router = APIRouter(prefix="/v1/partien", tags=["Partien"])


def get_remote(request: Request) -> RemoteCenter:
    """The games between people of this process."""
    return request.app.state.remote


RemoteDep = Annotated[RemoteCenter, Depends(get_remote)]


def _http(problem: Problem) -> HTTPException:
    return HTTPException(problem.status, str(problem))


@router.post("", status_code=201)
def start(body: NewGame, player: PlayerDep, remote: RemoteDep) -> dict[str, Any]:
    """Invite a player by id (from a profile) or by name (typed), or look for anyone of similar rating.

    Answers with the game; 404 for an unknown player, 409 for a name several players have (invite by id then),
    403 when one of the two blocked the other.
    """
    try:
        row = remote.new_game(player.id, body.gegner, Settings(**body.settings.model_dump()), body.turn_seconds,
                              opponent_id=body.gegner_id)
        return remote.view(player.id, remote.load(player.id, row.id))
    except Problem as err:
        raise _http(err) from None


@router.get("")
def mine(player: PlayerDep, remote: RemoteDep) -> dict[str, Any]:
    """The caller's open games (whose turn it is) and the latest finished ones."""
    try:
        return {"games": [remote.summary(player.id, g) for g in remote.games(player.id)]}
    except Problem as err:
        raise _http(err) from None


@router.get("/{game_id}")
def one(game_id: DbId, player: PlayerDep, remote: RemoteDep) -> dict[str, Any]:
    """One game as the caller may see it: the board, the own rack, the moves, scores, turn deadline."""
    try:
        return remote.view(player.id, remote.load(player.id, game_id))
    except Problem as err:
        raise _http(err) from None


@router.post("/{game_id}/antwort")
def answer(game_id: DbId, body: Answer, player: PlayerDep, remote: RemoteDep) -> dict[str, Any]:
    """Accept or decline an invitation (the host withdraws it, or cancels a search, with false)."""
    try:
        row = remote.answer(player.id, game_id, body.annehmen)
        return remote.view(player.id, remote.load(player.id, row.id))
    except Problem as err:
        raise _http(err) from None


@router.post("/{game_id}/zug")
def move(game_id: DbId, body: MoveBody, player: PlayerDep, remote: RemoteDep) -> dict[str, Any]:
    """A move; refused with 422 and the reason, 409 when the game changed since ``version``."""
    try:
        loaded = remote.move(player.id, game_id, body.id, body.version,
                             MoveIn(body.art, tuple((r, c, s) for r, c, s in body.lettern), body.tausch))
        return remote.view(player.id, loaded)
    except Problem as err:
        raise _http(err) from None
