"""Speedsetzer: rules, bag, board, move generation and computer players (no pygame)."""
