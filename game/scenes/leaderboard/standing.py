"""„Dein Platz“: the current player's rank in the list shown and what is missing to the next place (no pygame)."""
from __future__ import annotations

from dataclasses import dataclass

from game.scenes.leaderboard.provider import Row, Seal

TOP = 10  # the list shows the top ten; below them the goal is Platz 10


def points_text(value: int) -> str:
    """German thousands grouping with a space: 6120 -> "6 120"."""
    return f"{value:,}".replace(",", " ")


def points_count(value: int) -> str:
    """ "1 Punkt", "1 175 Punkte"."""
    return f"{points_text(value)} {'Punkt' if value == 1 else 'Punkte'}"


@dataclass(frozen=True)
class Standing:
    """Where the player stands: rank and score (None before their first result), the next goal."""

    rank: int | None
    score: int | None
    players: int
    seal: Seal = Seal.NONE
    reason: str = ""
    goal_rank: int | None = None  # the place to reach next
    goal_score: int | None = None  # its points
    lead: int | None = None  # first place: points ahead of the second

    @property
    def headline(self) -> str:
        """The line over the bar: "Noch 1 175 Punkte bis Platz 10", "Du führst mit 40 Punkten", …"""
        if self.rank is None:
            if self.goal_score is None:
                return "Deine erste Runde kommt in die Liste"
            return f"Für Platz {self.goal_rank} brauchst du {points_count(self.goal_score)}"
        if self.rank == 1:
            if self.lead is None:
                return "Du stehst allein an der Spitze"
            if self.lead == 0:
                return "Du teilst dir Platz 1"
            return f"Du führst mit {points_text(self.lead)} {'Punkt' if self.lead == 1 else 'Punkten'} Vorsprung"
        if self.goal_score is None or self.score is None:
            return ""
        return f"Noch {points_count(self.goal_score - self.score)} bis Platz {self.goal_rank}"

    @property
    def progress(self) -> float:
        """How full the bar is (0..1): own points over the goal's."""
        if self.rank == 1:
            return 1.0
        if self.score is None or not self.goal_score:
            return 0.0
        return max(0.0, min(1.0, self.score / self.goal_score))


def standing(rows: list[Row], players: int | None = None, own: Row | None = None) -> Standing:
    """The standing of the highlighted row in ``rows`` (or ``own``, the server's line for the player).

    Only ranked rows count: a refused result (rank None) is never the player's place or best result.
    """
    ranked = [r for r in rows if r.rank is not None]
    me = own if own is not None and own.rank is not None else next((r for r in ranked if r.highlight), None)
    total = players if players is not None else len(ranked)
    if me is None:
        tenth = next((r for r in ranked if r.rank >= TOP), None) if len(ranked) >= TOP else None
        return Standing(None, None, total, goal_rank=TOP if tenth else None,
                        goal_score=tenth.score if tenth else None)
    if me.rank == 1:
        second = next((r for r in ranked if r is not me and not r.highlight), None)
        return Standing(1, me.score, total, me.seal, me.reason, lead=me.score - second.score if second else None)
    if me.rank > TOP:
        tenth = next((r for r in ranked if r.rank >= TOP and not r.highlight), None)
        if tenth is not None and tenth.score > me.score:
            return Standing(me.rank, me.score, total, me.seal, me.reason, TOP, tenth.score)
    better = sorted({r.score for r in ranked if r.score > me.score})
    above = next((r for r in ranked if r.score == better[0]), None) if better else None
    return Standing(me.rank, me.score, total, me.seal, me.reason, above.rank if above else None,
                    above.score if above else None)
