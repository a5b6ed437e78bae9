"""Letter generator: vowel share and heavy-letter caps hold over many draws and refills."""
import random
from collections import Counter

from game.buch.generator import MAX_HEAVY, MAX_VOWELS, MIN_VOWELS, LetterGenerator, letter_cap
from game.buch.tiles import LETTER_VALUES, VOWELS


def _check(tokens):
    counts = Counter(tokens)
    vowels = sum(n for t, n in counts.items() if t in VOWELS)
    assert MIN_VOWELS <= vowels <= MAX_VOWELS, vowels
    assert sum(n for t, n in counts.items() if LETTER_VALUES[t] >= 30) <= MAX_HEAVY
    for t, n in counts.items():
        assert n <= letter_cap(t), (t, n)
    assert "Q" not in counts
    for rare in ("QU", "X", "Y", "J"):
        assert counts[rare] <= 1


def test_start_boards_keep_the_rule():
    for seed in range(300):
        tokens = LetterGenerator(random.Random(seed)).draw([], 56)
        assert len(tokens) == 56
        _check(tokens)


def test_refills_keep_the_rule_even_after_vowel_heavy_words():
    rng = random.Random(7)
    gen = LetterGenerator(random.Random(99))
    board = gen.draw([], 56)
    vowel_share = []
    for step in range(3000):
        k = rng.randint(2, 10)
        if step % 3 == 0:  # take vowels preferably, the worst case for the lower bound
            order = sorted(range(56), key=lambda i: (board[i] not in VOWELS, rng.random()))
        elif step % 3 == 1:  # take consonants preferably
            order = sorted(range(56), key=lambda i: (board[i] in VOWELS, rng.random()))
        else:
            order = rng.sample(range(56), 56)
        keep = [board[i] for i in sorted(order[k:])]
        board = keep + gen.draw(keep, k)
        _check(board)
        vowel_share.append(sum(t in VOWELS for t in board) / 56)
    assert 0.35 <= min(vowel_share) and max(vowel_share) <= 0.5


def test_same_seed_same_letters():
    a = LetterGenerator(random.Random(5)).draw([], 56)
    b = LetterGenerator(random.Random(5)).draw([], 56)
    c = LetterGenerator(random.Random(6)).draw([], 56)
    assert a == b and a != c


def test_letter_mix_is_german_like():
    counts = Counter()
    for seed in range(200):
        counts.update(LetterGenerator(random.Random(seed)).draw([], 56))
    assert counts.most_common(1)[0][0] == "E"
    assert counts["QU"] > 0 and counts["Ä"] > 0 and counts["X"] > 0
