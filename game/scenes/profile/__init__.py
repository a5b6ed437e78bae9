"""Profil: who plays (profiles in the store, statistics), and what a finished game does to profiles."""
