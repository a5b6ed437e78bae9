"""Speedsetzer & Speedbuch: two German word games on pygame-ce."""

__version__ = "0.1.0"
