"""Bestenliste: a generic leaderboard page fed by a provider."""
from game.scenes.leaderboard.provider import Board, LeaderboardProvider, Row, Seal, get_provider, set_provider
from game.scenes.leaderboard.scene import LeaderboardScene

__all__ = ["Board", "LeaderboardProvider", "LeaderboardScene", "Row", "Seal", "get_provider", "set_provider"]
