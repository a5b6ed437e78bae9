"""Visual styles of the generic widgets (print shop cream, vermilion, Prussian, dark glass, library)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.render.theme import Buch, BuchNight, Setzer, hex_rgb

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Look:
    """Colours of one button style."""

    top: RGB
    bottom: RGB
    edge: RGB | None
    text: RGB
    sub: RGB
    alpha: int = 255
    shadow: int = 90
    focus: RGB = Setzer.VERMILION


class Style(Enum):
    """Button looks."""

    CARD = "card"  # card stock, ink text (print shop secondary)
    PRIMARY = "primary"  # vermilion
    PRUSSIAN = "prussian"  # Prussian blue, light text
    GLASS = "glass"  # dark translucent with a light edge (on dark backgrounds)
    LIBRARY = "library"  # dark leather-brown panel with gold text
    GREEN = "green"  # library green primary
    GHOST = "ghost"  # text only, for low-emphasis actions


LOOKS: dict[Style, Look] = {
    Style.CARD: Look(Setzer.BUTTON_TOP, Setzer.BUTTON_BOTTOM, Setzer.BUTTON_EDGE, Setzer.INK, Setzer.MUTED),
    Style.PRIMARY: Look(hex_rgb("#E9503F"), hex_rgb("#D5392B"), Setzer.TW_EDGE, hex_rgb("#FFF6EC"), hex_rgb("#FFD9CF"), shadow=110, focus=Setzer.PRUSSIAN),
    Style.PRUSSIAN: Look(hex_rgb("#0B3F66"), Setzer.PRUSSIAN, hex_rgb("#012540"), hex_rgb("#E9F1F8"), hex_rgb("#A9C4DB")),
    Style.GLASS: Look(hex_rgb("#2A333B"), hex_rgb("#1C2329"), hex_rgb("#4A555E"), hex_rgb("#F1EBDD"), hex_rgb("#A9A396"),
                      alpha=225, shadow=70, focus=BuchNight.GOLD),
    Style.LIBRARY: Look(hex_rgb("#3A2A1C"), hex_rgb("#261A11"), BuchNight.PANEL_LINE, BuchNight.TEXT, BuchNight.MUTED,
                        alpha=228, shadow=90, focus=BuchNight.GOLD),
    Style.GREEN: Look(Buch.GREEN_TOP, Buch.GREEN_BOTTOM, hex_rgb("#1F4237"), hex_rgb("#F4EEDC"), hex_rgb("#CFE3D6"), shadow=110, focus=BuchNight.GOLD),
    Style.GHOST: Look((0, 0, 0), (0, 0, 0), None, Setzer.MUTED, Setzer.MUTED, alpha=0, shadow=0),
}
