"""A game against a person as the client sees it: the engine's view from the server's state, moves as API bodies.

Pure (no pygame, no network). The server sends the board, the premium layout, the own rack, the unseen
tiles and the public moves; ``ScoreBook`` recounts every move's points on its own copy of the sheet, so a
client can tell when the server's score disagrees with what it saw.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.setzer.actions import Action, Exchange, Pass, Place, Resign
from game.setzer.board import Board
from game.setzer.config import ExchangeRule, Level
from game.setzer.players import GameView, make_player
from game.setzer.premiums import Layout, parse_layout
from game.setzer.scoring import score_placement

if TYPE_CHECKING:
    from game.lexicon import Lexicon


def game_view(state: dict[str, Any]) -> GameView:
    """The engine's ``GameView`` of the requesting seat (for a computer player or the bulb)."""
    return GameView(
        player=int(state["seat"]), rows=tuple(state["board"]), layout=parse_layout(state["layout"]),
        rack=state["rack"], bag_count=int(state["bag_count"]), unseen=state["unseen"],
        scores=tuple(state["scores"]), exchange_rule=ExchangeRule(state["settings"]["exchange"]),
        common_only=state["settings"]["words"] == "gaengig", seat_count=len(state["players"]),
    )


def move_body(action: Action, move_id: str, version: int) -> dict[str, Any]:
    """The API body of an engine action."""
    body: dict[str, Any] = {"id": move_id, "version": version}
    if isinstance(action, Place):
        return body | {"art": "legen", "lettern": [[r, c, letter] for r, c, letter in action.placement]}
    if isinstance(action, Exchange):
        return body | {"art": "tauschen", "tausch": action.tiles}
    if isinstance(action, Pass):
        return body | {"art": "passen"}
    if isinstance(action, Resign):
        return body | {"art": "aufgeben"}
    raise ValueError(f"Diese Aktion gibt es in einer Partie gegen Menschen nicht: {action!r}")


@dataclass
class ScoreBook:
    """The client's own count of a game: every public move rescored on its own sheet."""

    layout: Layout | None = None
    board: Board = field(default_factory=Board.empty)
    seen: int = 0
    points: list[int] = field(default_factory=lambda: [0, 0])
    disagreements: int = 0

    def follow(self, state: dict[str, Any]) -> None:
        """Take in the moves not seen yet (moves are public; the server's order is the game's order)."""
        if self.layout is None:
            self.layout = parse_layout(state["layout"])
        for move in state["moves"][self.seen:]:
            if move["kind"] == "place":
                tiles = [(r, c, letter) for r, c, letter in move["tiles"]]
                scored = score_placement(self.board, self.layout, tiles)
                if scored.total != move["score"]:
                    self.disagreements += 1
                self.board = self.board.with_tiles(tiles)
                self.points[move["seat"]] += scored.total
            self.seen += 1
        if tuple(self.board.to_rows()) != tuple(state["board"]):
            self.disagreements += 1

    def final_scores(self, result: dict[str, Any]) -> list[int]:
        """The end scores from the own count and the rests the server reports."""
        rests = result["rests"]
        out = [p - r for p, r in zip(self.points, rests)]
        if result["out_player"] is not None:
            out[result["out_player"]] += result["bonus"]
        return out


def computer_action(state: dict[str, Any], lexicon: Lexicon, level: Level, rng: random.Random) -> Action:
    """A computer player's move for the requesting seat (headless bots, the bulb)."""
    return make_player(level, lexicon).choose_action(game_view(state), rng)
