"""Games between people: invitations, "irgendwer" pairing by rating, moves checked by the referee, Elo at the end."""
from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from game.lexicon import Lexicon, load_lexicon
from spielcenter.elo import Standing, rate_pair
from spielcenter.referee import END_TIMEOUT, MoveIn, Referee, Refused, Settings
from spielcenter.remote_storage import Finish, GameRow, RemoteStorage

MAX_OPEN_GAMES = 40  # a player's games not yet finished
PAIRING_WINDOW = 200  # rating difference accepted at once
PAIRING_WIDEN_PER_MIN = 50  # the window grows while a search waits
SAVE_TRIES = 5
FINISHED_LISTED = 10  # finished games in the open-games list


class Problem(Exception):
    """A request the server cannot do: ``status`` (HTTP) and a German ``str``."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Loaded:
    """A game with its referee (None until it started)."""

    row: GameRow
    referee: Referee | None


class RemoteCenter:
    """One per server process: the games between people."""

    def __init__(self, engine: sa.Engine, lexicon: Lexicon | None = None) -> None:
        self.storage = RemoteStorage(engine)
        self._lexicon = lexicon

    @property
    def lexicon(self) -> Lexicon:
        """The word list moves are checked with (the full list; "gängig" is a table setting)."""
        return self._lexicon or load_lexicon()

    # ------------------------------------------------------------------ starting games
    def check_allowed(self, player_id: int) -> None:
        """Raise Problem 403 for a suspended player."""
        reason = self.storage.suspension(player_id)
        if reason is not None:
            raise Problem(403, f"Dein Zugang zu Partien ist gesperrt: {reason}")

    def _open_count(self, player_id: int) -> int:
        return sum(1 for g in self.storage.games_of(player_id, 0) if g.status != "beendet")

    def new_game(self, player_id: int, opponent: str | None, settings: Settings, turn_seconds: int,
                 opponent_id: int | None = None) -> GameRow:
        """Invite a player by id (a profile) or by name (typed), or (neither) pair with someone of similar rating."""
        self.check_allowed(player_id)
        if self._open_count(player_id) >= MAX_OPEN_GAMES:
            raise Problem(429, f"Höchstens {MAX_OPEN_GAMES} offene Partien gleichzeitig.")
        rating = self.storage.standings([player_id])[player_id].rating
        if opponent_id is None and opponent is None:
            return self._pair(player_id, rating, settings, turn_seconds)
        guest_id, guest_name = self._guest(opponent, opponent_id)
        if guest_id == player_id:
            raise Problem(422, "Gegen dich selbst kannst du nicht spielen.")
        if self.storage.blocked_between(player_id, guest_id) or self.storage.suspension(guest_id) is not None:
            raise Problem(403, f"„{guest_name}“ nimmt keine Einladung von dir an.")
        game_id = self.storage.create_game(status="eingeladen", host_id=player_id, guest_id=guest_id,
                                           seed=secrets.randbits(62), settings=settings.to_json(),
                                           turn_seconds=turn_seconds, host_rating=rating)
        row = self.storage.game(game_id)
        assert row is not None
        return row

    def _guest(self, name: str | None, player_id: int | None) -> tuple[int, str]:
        """The invited player (id, name) by id, else by a name only one player has; Problem 404 or 409."""
        if player_id is not None:
            found = self.storage.names([player_id])
            if player_id not in found:
                raise Problem(404, "Diesen Spieler gibt es im Spielcenter nicht (mehr).")
            return player_id, found[player_id]
        assert name is not None
        named = self.storage.players_named(name)
        if not named:
            raise Problem(404, f"Einen Spieler „{name}“ gibt es im Spielcenter nicht.")
        if len(named) > 1:
            raise Problem(409, f"Der Name „{name}“ ist nicht eindeutig: mehrere Spieler heißen so. Öffne das Profil "
                               "des richtigen Spielers (etwa in den Listen) und biete die Partie dort an.")
        return named[0]

    def _pair(self, player_id: int, rating: int, settings: Settings, turn_seconds: int) -> GameRow:
        now = time.time()
        candidates = []
        for search in self.storage.open_searches(player_id):
            gap = abs((search.host_rating or 0) - rating)
            window = PAIRING_WINDOW + PAIRING_WIDEN_PER_MIN * (now - search.created_at) / 60.0
            if gap <= window and not self.storage.blocked_between(player_id, search.host_id) \
                    and self.storage.suspension(search.host_id) is None:
                candidates.append((gap, search.created_at, search))
        for _gap, _at, search in sorted(candidates, key=lambda c: (c[0], c[1])):
            seat0 = secrets.choice((search.host_id, player_id))
            if self.storage.start(search, player_id, seat0, "sucht"):
                row = self.storage.game(search.id)
                assert row is not None
                return row
        game_id = self.storage.create_game(status="sucht", host_id=player_id, guest_id=None,
                                           seed=secrets.randbits(62), settings=settings.to_json(),
                                           turn_seconds=turn_seconds, host_rating=rating)
        row = self.storage.game(game_id)
        assert row is not None
        # Two searches that began at the same moment did not see each other: the newer one takes the older
        # (only the newer, so the two never take each other) and its own search closes.
        for search in self.storage.open_searches(player_id):
            if search.id < game_id and not self.storage.blocked_between(player_id, search.host_id) \
                    and self.storage.suspension(search.host_id) is None \
                    and abs((search.host_rating or 0) - rating) <= PAIRING_WINDOW:
                if self.storage.close(row, "abgelehnt"):
                    seat0 = secrets.choice((search.host_id, player_id))
                    if self.storage.start(search, player_id, seat0, "sucht"):
                        taken = self.storage.game(search.id)
                        assert taken is not None
                        return taken
                    return self._pair(player_id, rating, settings, turn_seconds)  # someone else was quicker: search again
                break  # our own search was taken meanwhile: it stands
        fresh = self.storage.game(game_id)
        assert fresh is not None
        return fresh

    def answer(self, player_id: int, game_id: int, accept: bool) -> GameRow:
        """Accept or decline an invitation (the host may withdraw it or cancel a search)."""
        row = self._row_for(player_id, game_id)
        if row.status not in ("eingeladen", "sucht"):
            raise Problem(409, "Diese Einladung ist nicht mehr offen.")
        if accept:
            if row.status != "eingeladen" or row.guest_id != player_id:
                raise Problem(403, "Nur der oder die Eingeladene kann annehmen.")
            self.check_allowed(player_id)
            seat0 = secrets.choice((row.host_id, player_id))
            if not self.storage.start(row, player_id, seat0, "eingeladen"):
                raise Problem(409, "Die Einladung hat sich inzwischen geändert.")
        elif not self.storage.close(row, "abgelehnt"):
            raise Problem(409, "Die Einladung hat sich inzwischen geändert.")
        fresh = self.storage.game(game_id)
        assert fresh is not None
        return fresh

    # ------------------------------------------------------------------ reading
    def _row_for(self, player_id: int, game_id: int) -> GameRow:
        row = self.storage.game(game_id)
        if row is None or player_id not in (row.host_id, row.guest_id):
            raise Problem(404, "Diese Partie gibt es nicht (oder du spielst nicht mit).")
        return row

    def referee_for(self, row: GameRow) -> Referee | None:
        """The referee of a started game (None before it starts)."""
        if row.seat0_id is None or row.started_at is None:
            return None
        names = self.storage.names(list(row.seat_ids))
        return Referee(row.seed, Settings.from_json(row.settings), (names[row.seat_ids[0]], names[row.seat_ids[1]]),
                       row.actions, row.started_at, self.lexicon)

    def load(self, player_id: int, game_id: int) -> Loaded:
        """A game of the player, with the turn time checked (a player who let it run out has lost)."""
        for _ in range(SAVE_TRIES):
            row = self._row_for(player_id, game_id)
            referee = self.referee_for(row)
            if referee is None or row.status != "laeuft" or row.turn_started_at is None:
                return Loaded(row, referee)
            deadline = row.turn_started_at + row.turn_seconds
            if time.time() < deadline:
                return Loaded(row, referee)
            referee.expire(deadline)
            self._save(row, referee, None, END_TIMEOUT)
        raise Problem(503, "Die Partie ändert sich gerade – bitte gleich noch einmal.")

    def games(self, player_id: int) -> list[Loaded]:
        """The player's open games (turn times checked) and the latest finished ones."""
        out = []
        for row in self.storage.games_of(player_id, FINISHED_LISTED):
            started = row.status in ("laeuft", "beendet") and row.seat0_id is not None
            out.append(self.load(player_id, row.id) if started else Loaded(row, None))
        return out

    # ------------------------------------------------------------------ moves
    def move(self, player_id: int, game_id: int, move_id: str, version: int, move: MoveIn) -> Loaded:
        """Apply a player's move (idempotent by ``move_id``); Problem 422 with the reason when refused."""
        self.check_allowed(player_id)
        loaded = self.load(player_id, game_id)
        row, referee = loaded.row, loaded.referee
        if move_id in row.move_ids:
            return loaded  # a retry of a move already taken
        if referee is None or row.status != "laeuft":
            raise Problem(409, "Diese Partie läuft nicht." if row.status != "beendet" else
                          "Die Partie ist schon zu Ende.")
        if version != row.version:
            raise Problem(409, "Die Partie hat sich inzwischen geändert – bitte neu laden.")
        seat = row.seat_of(player_id)
        assert seat is not None
        try:
            referee.play(seat, move, time.time())
        except Refused as err:
            raise Problem(422, str(err)) from None
        reason = None
        if referee.game.is_over and move.kind == "aufgeben":
            reason = "aufgegeben"
        if not self._save(row, referee, move_id, reason):
            raise Problem(409, "Die Partie hat sich inzwischen geändert – bitte neu laden.")
        return self.load(player_id, game_id)

    def _save(self, row: GameRow, referee: Referee, move_id: str | None, reason: str | None) -> bool:
        game = referee.game
        finish = None
        if game.is_over and game.result is not None:
            ids = row.seat_ids
            old = self.storage.standings(list(ids))
            changes = rate_pair(ids, (old[ids[0]], old[ids[1]]), referee.places_score())
            new = {pid: Standing(c.new, old[pid].games + 1, c.peak) for pid, c in changes.items()}
            finish = Finish(list(game.result.scores), reason or game.result.reason.value, new,
                            {pid: old[pid].rating for pid in ids})
        move_ids = row.move_ids + [move_id or f"server-{len(row.move_ids)}"]
        turn_started = referee.started_at + game.turn_start if not game.is_over else time.time()
        return self.storage.save_turn(row, referee.actions_json(), move_ids, turn_started, finish)

    # ------------------------------------------------------------------ views
    def view(self, player_id: int, loaded: Loaded) -> dict[str, Any]:
        """The game as the player may see it (their own rack only)."""
        row, referee = loaded.row, loaded.referee
        ids = [i for i in (row.host_id, row.guest_id) if i is not None]
        names = self.storage.names(ids)
        standings = self.storage.standings(ids)
        seat = row.seat_of(player_id)
        seat_ids = list(row.seat_ids) if row.seat0_id is not None else ids
        out: dict[str, Any] = {
            "id": row.id, "status": row.status, "version": row.version,
            "settings": Settings.from_json(row.settings).__dict__, "turn_seconds": row.turn_seconds,
            "seat": seat,
            "players": [{"id": i, "name": names.get(i, "?"), "rating": standings[i].rating} for i in seat_ids],
            "invited_by_me": row.status == "eingeladen" and row.host_id == player_id,
            "turn_deadline": (row.turn_started_at + row.turn_seconds
                              if row.status == "laeuft" and row.turn_started_at else None),
            "end_reason": row.end_reason,
            "elo": row.elo,
        }
        if referee is not None:
            out |= referee.view(seat)
            out["my_turn"] = row.status == "laeuft" and seat == referee.game.current
        else:
            out |= {"my_turn": False}
        return out

    def summary(self, player_id: int, loaded: Loaded) -> dict[str, Any]:
        """One line of the open-games list."""
        full = self.view(player_id, loaded)
        keep = ("id", "status", "version", "seat", "players", "invited_by_me", "turn_deadline", "end_reason",
                "elo", "my_turn", "scores", "current", "turn_seconds", "settings", "result")
        return {k: full.get(k) for k in keep}
