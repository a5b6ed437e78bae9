"""The fast board search agrees with a plain search over the lexicon and respects operator lists."""
import random

from buch_engine_helpers import board, lexicon

from game.buch.generator import LetterGenerator
from game.buch.geometry import CELLS, NEIGHBOUR_INDEX, cell_index
from game.buch.hints import pick_hint
from game.buch.scoring import evaluate_path
from game.buch.tiles import Tile
from game.buch.wordsearch import WordFinder, finder_for


def _plain_search(lx, cells):
    """Reference: depth-first with marisa prefix checks (slow but obviously right)."""
    words = set()

    def dfs(cell, used, word):
        if len(word) >= 3 and lx.is_common(word):
            words.add(word)
        for nb in NEIGHBOUR_INDEX[cell]:
            if nb in used:
                continue
            w = word + cells[nb].token
            if lx.has_prefix(w, common_only=True):
                dfs(nb, used | {nb}, w)

    for cell in range(CELLS):
        if lx.has_prefix(cells[cell].token, common_only=True):
            dfs(cell, {cell}, cells[cell].token)
    return words


def _random_cells(seed):
    tokens = LetterGenerator(random.Random(seed)).draw([], 56)
    return [Tile(i + 1, t) for i, t in enumerate(tokens)]


def test_search_matches_plain_search():
    lx = lexicon()
    finder = finder_for(lx)
    for seed in (1, 2, 3):
        cells = _random_cells(seed)
        result = finder.search(cells)
        assert set(result.words) == _plain_search(lx, cells)
        for fw in result.words.values():
            ev = evaluate_path(fw.path, lambda p: cells[cell_index(*p)], lx.is_word)
            assert ev.valid and ev.word == fw.word and ev.score == fw.score


def test_qu_tile_words_are_found():
    b = board({1: "QAL"})
    result = finder_for(lexicon()).search(b.flat())
    assert result.words["QUAL"].path == ((1, 0), (1, 1), (1, 2))
    assert result.words["QUAL"].letters == 4 and result.words["QUAL"].score == 113


def test_operator_lists_apply_to_the_search():
    lx = lexicon().with_operator_lists(blocked={"HAUS"}, extra={"XAUS"})
    b = board({0: "HAUS"}, cells={(1, 0): "X"})
    finder = WordFinder(lx)
    words = finder.search(b.flat()).words
    assert "HAUS" not in words and "XAUS" in words and "AUS" in words
    plain = finder_for(lexicon()).search(b.flat()).words
    assert "HAUS" in plain and "XAUS" not in plain  # the shared DAWG is untouched


def test_has_word():
    finder = finder_for(lexicon())
    assert finder.has_word(board({0: "HAUS"}).flat())
    assert not finder.has_word(board().flat())


def test_hint_prefers_deep_ember_and_limits_length():
    lx = lexicon()
    finder = finder_for(lx)
    b = board({0: "HAUSTIER", 4: "XXXXXRAT"}, embers=[(4, 6)])
    focus = 1 << cell_index(4, 6)
    result = finder.search(b.flat(), focus)
    best = pick_hint(result)
    assert (4, 6) in best.path and best.embers == 1
    assert best.score == max(w.score for w in result.focus.values())
    assert best.word == "AXT" and best.score == 70 + 50
    result = finder.search(b.flat())  # without a deep ember: the best word overall
    best = pick_hint(result)
    assert best.word == "HAUSTIER" and best.score == 90 * 4
    assert best.score == max(w.score for w in result.words.values() if w.letters <= 8)
    b = board({0: "HAUSTIER", 1: "XXXXXXXE"})  # HAUSTIERE has 9 letters: too long for a hint
    result = finder.search(b.flat())
    assert "HAUSTIERE" in result.words
    assert pick_hint(result).word == "HAUSTIER"
