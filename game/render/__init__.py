"""Rendering helpers: theme colours, fonts, cached surfaces, procedural art."""


def reset_caches() -> None:
    """Forget every cached font, text run and surface (needed after ``pygame.quit()``)."""
    from game.render import assets, fonts, surface_cache, text

    fonts.font.cache_clear()
    for cache in surface_cache.all_caches():
        cache.cache_clear()
    text._RUNS.clear()
    assets.CACHE.clear()
