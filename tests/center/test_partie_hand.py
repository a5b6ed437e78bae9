"""The hand at a Partie against a person: the preview and the word "Wort melden" offers follow the tiles laid."""
from __future__ import annotations

from game.lexicon import load_lexicon
from game.scenes.partien.table_model import HandModel
from game.setzer.actions import Place
from game.setzer.board import SIZE
from game.setzer.tiles import BLANK
from spielcenter.referee import MoveIn, Referee, Settings
from tests.setzer.rules_helpers import greedy_action


def _state(referee: Referee, seat: int, version: int) -> dict:
    """The game as the server sends it to ``seat`` (see spielcenter.remote.view)."""
    return referee.view(seat) | {"version": version, "seat": seat, "settings": referee.settings.__dict__,
                                 "status": "laeuft", "my_turn": seat == referee.game.current}


def test_the_preview_and_the_word_to_report_follow_the_tiles_laid_and_the_servers_state():
    lexicon = load_lexicon()
    referee = Referee(11, Settings(), ("Anna", "Bruno"), "[]", 0.0, lexicon)
    opening = greedy_action(referee.game)  # Anna opens with a word across the centre
    assert isinstance(opening, Place)
    referee.play(0, MoveIn("legen", opening.placement), 5.0)
    word = referee.view(0)["moves"][-1]["words"][0]["word"]

    # Bruno's turn: nothing laid yet, so "Wort melden" offers Anna's word as wrongly allowed
    hand = HandModel(_state(referee, 1, 2))
    assert hand.preview(lexicon) is None
    assert hand.report_candidate(lexicon) == (word, "falsch")

    # he lays one of his letters right after Anna's word, so that it reads as a word the list does not know
    row = opening.placement[0][0]
    end = max(c for _r, c, _l in opening.placement) + 1
    assert end + 1 < SIZE and all(referee.game.board.get(row, c) is None for c in (end, end + 1))
    slot = next(i for i, letter in enumerate(hand.rack)
                if letter != BLANK and not lexicon.is_valid(word + letter))
    longer = word + hand.rack[slot]
    hand.tap_slot(slot)
    hand.tap_square(row, end)
    preview = hand.preview(lexicon)
    assert preview is not None and not preview.ok and preview.invalid == (longer,)
    assert preview.text == f"Nicht in der Wortliste: {longer}"
    assert hand.report_candidate(lexicon) == (longer, "fehlt")

    # he takes the letter back: the preview goes, "Wort melden" names Anna's word again
    hand.tap_square(row, end)
    assert hand.preview(lexicon) is None
    assert hand.report_candidate(lexicon) == (word, "falsch")

    # he passes and Anna lays her next word: the server's newer state offers that one
    referee.play(1, MoveIn("passen"), 9.0)
    second = greedy_action(referee.game)
    assert isinstance(second, Place)
    referee.play(0, MoveIn("legen", second.placement), 14.0)
    hand.take(_state(referee, 1, 4))
    newest = referee.view(1)["moves"][-1]["words"][0]["word"]
    assert hand.report_candidate(lexicon) == (newest, "falsch") and hand.preview(lexicon) is None
