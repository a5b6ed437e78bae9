"""Nachschlagen: check a word against the lexicon."""
from game.scenes.lookup.scene import LookupScene, check_word

__all__ = ["LookupScene", "check_word"]
