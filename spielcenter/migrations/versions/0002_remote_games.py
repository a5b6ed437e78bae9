"""Games between people, Elo between people, blocks, suspensions, word reports (issue 19).

Revision ID: 0002_remote
Revises: 0001
"""
import sqlalchemy as sa
from alembic import op

revision = "0002_remote"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the tables of games between people."""
    op.create_table(
        "remote_games",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("host_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("guest_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
        sa.Column("seat0_id", sa.Integer, sa.ForeignKey("players.id"), nullable=True),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("turn_seconds", sa.Integer, nullable=False),
        sa.Column("actions", sa.Text, nullable=False, server_default="[]"),
        sa.Column("move_ids", sa.Text, nullable=False, server_default="[]"),
        sa.Column("version", sa.Integer, nullable=False, server_default="0"),
        sa.Column("host_rating", sa.Integer, nullable=True),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("started_at", sa.Float, nullable=True),
        sa.Column("turn_started_at", sa.Float, nullable=True),
        sa.Column("ended_at", sa.Float, nullable=True),
        sa.Column("end_reason", sa.String(16), nullable=True),
        sa.Column("scores", sa.Text, nullable=True),
        sa.Column("elo", sa.Text, nullable=True),
    )
    op.create_index("ix_remote_games_host", "remote_games", ["host_id", "status"])
    op.create_index("ix_remote_games_guest", "remote_games", ["guest_id", "status"])
    op.create_index("ix_remote_games_status", "remote_games", ["status"])
    op.create_table(
        "remote_ratings",
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("rating", sa.Integer, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("peak", sa.Integer, nullable=False),
    )
    op.create_table(
        "rating_history",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("game_id", sa.Integer, sa.ForeignKey("remote_games.id"), nullable=False),
        sa.Column("rating", sa.Integer, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.UniqueConstraint("player_id", "game_id", name="uq_rating_history_game"),
    )
    op.create_table(
        "player_blocks",
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("blocked_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_table(
        "suspensions",
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), nullable=True),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_table(
        "word_reports",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), nullable=True),
        sa.Column("word", sa.String(32), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("note", sa.String(200), nullable=False, server_default=""),
        sa.Column("game_id", sa.Integer, nullable=True),
        sa.Column("status", sa.String(12), nullable=False, server_default="offen"),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_index("ix_word_reports_venue", "word_reports", ["venue_id", "status"])


def downgrade() -> None:
    """Drop the tables of games between people."""
    for name in ("word_reports", "suspensions", "player_blocks", "rating_history", "remote_ratings", "remote_games"):
        op.drop_table(name)
