"""The database tables (SQLAlchemy Core); the migrations in ``migrations/`` create them."""
from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

venues = sa.Table(
    "venues", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(60), nullable=False),
    sa.Column("operator_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("words_version", sa.Integer, nullable=False, server_default="0"),
    sa.Column("created_at", sa.Float, nullable=False),
)

players = sa.Table(
    "players", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(24), nullable=False),
    sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
)

seeds = sa.Table(
    "seeds", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
    sa.Column("mode", sa.String(16), nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("issued_at", sa.Float, nullable=False),
    sa.Column("expires_at", sa.Float, nullable=False),
    sa.Column("used_at", sa.Float, nullable=True),
    sa.Index("ix_seeds_player_open", "player_id", "mode", "used_at"),
)

results = sa.Table(
    "results", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
    sa.Column("client_id", sa.String(64), nullable=False),
    sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), nullable=True),
    sa.Column("board", sa.String(16), nullable=False),
    sa.Column("day", sa.Date, nullable=False),
    sa.Column("score", sa.Integer, nullable=False),
    sa.Column("points", sa.Integer, nullable=False),
    sa.Column("words", sa.Integer, nullable=False),
    sa.Column("daily_found", sa.Boolean, nullable=False),
    sa.Column("accepted", sa.Boolean, nullable=False),
    sa.Column("reason", sa.Text, nullable=True),
    sa.Column("seed_id", sa.String(32), nullable=True),
    sa.Column("record", sa.Text, nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.UniqueConstraint("player_id", "client_id", name="uq_results_player_client"),
    sa.Index("ix_results_board_day", "board", "accepted", "day", "score"),
    sa.Index("ix_results_player_board", "player_id", "board", "day"),
)

venue_words = sa.Table(
    "venue_words", metadata,
    sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), primary_key=True),
    sa.Column("word", sa.String(32), primary_key=True),
    sa.Column("kind", sa.String(8), nullable=False),  # "block" or "allow"
)
