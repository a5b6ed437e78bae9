"""Rendering helpers: theme colours, fonts, cached surfaces, procedural art."""
