"""Scenes: one small package per screen (scene = actions -> commands, view = drawing and hit tests)."""
