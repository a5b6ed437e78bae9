"""Tables of games between people (issue 19): games, Elo, blocks, suspensions, word reports."""
from __future__ import annotations

import sqlalchemy as sa

from spielcenter.tables import metadata

#: a game between two registered players; the server holds seed, racks and bag (replayed from ``actions``)
remote_games = sa.Table(
    "remote_games", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("status", sa.String(12), nullable=False),  # eingeladen, sucht, laeuft, beendet, abgelehnt
    sa.Column("host_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
    sa.Column("guest_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
    sa.Column("seat0_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),  # who begins
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("settings", sa.Text, nullable=False),  # JSON: word list, check, premiums, exchange
    sa.Column("turn_seconds", sa.Integer, nullable=False),
    sa.Column("actions", sa.Text, nullable=False, server_default="[]"),  # JSON list of timed action dicts
    sa.Column("move_ids", sa.Text, nullable=False, server_default="[]"),  # JSON list: the client's id per action
    sa.Column("version", sa.Integer, nullable=False, server_default="0"),
    sa.Column("host_rating", sa.Integer, nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("started_at", sa.Float, nullable=True),
    sa.Column("turn_started_at", sa.Float, nullable=True),
    sa.Column("ended_at", sa.Float, nullable=True),
    sa.Column("end_reason", sa.String(16), nullable=True),
    sa.Column("scores", sa.Text, nullable=True),  # JSON [seat0, seat1] final
    sa.Column("elo", sa.Text, nullable=True),  # JSON {player_id: [old, new]}
    sa.Index("ix_remote_games_host", "host_id", "status"),
    sa.Index("ix_remote_games_guest", "guest_id", "status"),
    sa.Index("ix_remote_games_status", "status"),
)

#: Elo between people only (games against the computer stay on the device)
remote_ratings = sa.Table(
    "remote_ratings", metadata,
    sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
    sa.Column("rating", sa.Integer, nullable=False),
    sa.Column("games", sa.Integer, nullable=False),
    sa.Column("peak", sa.Integer, nullable=False),
)

rating_history = sa.Table(
    "rating_history", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
    sa.Column("game_id", sa.Integer, sa.ForeignKey("remote_games.id"), nullable=False),
    sa.Column("rating", sa.Integer, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.UniqueConstraint("player_id", "game_id", name="uq_rating_history_game"),
)

player_blocks = sa.Table(
    "player_blocks", metadata,
    sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
    sa.Column("blocked_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
    sa.Column("at", sa.Float, nullable=False),
)

suspensions = sa.Table(
    "suspensions", metadata,
    sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
    sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), nullable=True),
    sa.Column("reason", sa.Text, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)

word_reports = sa.Table(
    "word_reports", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
    sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), nullable=True),
    sa.Column("word", sa.String(32), nullable=False),
    sa.Column("kind", sa.String(8), nullable=False),  # "fehlt" (should count) or "falsch" (should not)
    sa.Column("note", sa.String(200), nullable=False, server_default=""),
    sa.Column("game_id", sa.Integer, nullable=True),
    sa.Column("status", sa.String(12), nullable=False, server_default="offen"),  # offen, erlaubt, gesperrt, verworfen
    sa.Column("at", sa.Float, nullable=False),
    sa.Index("ix_word_reports_venue", "venue_id", "status"),
)
