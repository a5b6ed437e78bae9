"""Players, venues, issued seeds, checked results, venue word lists.

Revision ID: 0001
Revises:
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create the first schema."""
    op.create_table(
        "venues",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(60), nullable=False),
        sa.Column("operator_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("words_version", sa.Integer, nullable=False, server_default="0"),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(24), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), nullable=True),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_table(
        "seeds",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), nullable=False),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("issued_at", sa.Float, nullable=False),
        sa.Column("expires_at", sa.Float, nullable=False),
        sa.Column("used_at", sa.Float, nullable=True),
    )
    op.create_index("ix_seeds_player_open", "seeds", ["player_id", "mode", "used_at"])
    op.create_table(
        "results",
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
    )
    op.create_index("ix_results_board_day", "results", ["board", "accepted", "day", "score"])
    op.create_index("ix_results_player_board", "results", ["player_id", "board", "day"])
    op.create_table(
        "venue_words",
        sa.Column("venue_id", sa.Integer, sa.ForeignKey("venues.id"), primary_key=True),
        sa.Column("word", sa.String(32), primary_key=True),
        sa.Column("kind", sa.String(8), nullable=False),
    )


def downgrade() -> None:
    """Drop everything."""
    for name in ("venue_words", "results", "seeds", "players", "venues"):
        op.drop_table(name)
