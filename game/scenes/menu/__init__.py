"""Title screen: the diptych of print shop (Speedsetzer) and night library (Speedbuch)."""
from game.scenes.menu.badges import register_badge
from game.scenes.menu.scene import MenuScene

__all__ = ["MenuScene", "register_badge"]
