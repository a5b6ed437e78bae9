"""Colours from the design target (shared/design/DESIGN.md)."""
from __future__ import annotations


def hex_rgb(code: str) -> tuple[int, int, int]:
    """``"#E34234"`` -> (227, 66, 52)."""
    code = code.lstrip("#")
    return int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16)


class Setzer:
    """Print-shop palette."""

    TABLE_TOP = hex_rgb("#22303B")
    TABLE_BOTTOM = hex_rgb("#121A20")
    PAPER = hex_rgb("#F3EAD8")
    GRID = hex_rgb("#D2C4A6")
    MUTED = hex_rgb("#7C6E5E")
    CARD = hex_rgb("#F6F0E3")
    BUTTON_TOP = hex_rgb("#FBF6EC")
    BUTTON_BOTTOM = hex_rgb("#EFE5D1")
    BUTTON_EDGE = hex_rgb("#C9BC9F")
    INK = hex_rgb("#1F1A17")
    DL = hex_rgb("#A7C7E7")
    DL_LABEL = hex_rgb("#003153")
    TL = hex_rgb("#003153")
    TL_LABEL = hex_rgb("#E9F1F8")
    DW = hex_rgb("#F4B6C2")
    DW_LABEL = hex_rgb("#7A2636")
    TW = hex_rgb("#E34234")
    TW_LABEL = hex_rgb("#FFF3E6")
    TW_EDGE = hex_rgb("#B52E22")
    VERMILION = TW
    PRUSSIAN = TL
    WOOD = hex_rgb("#E6C693")
    WOOD_GRAIN = hex_rgb("#C4965C")
    WOOD_SIDE = hex_rgb("#8D5F31")
    STEEL_LIGHT = hex_rgb("#D9DEE0")
    STEEL_DARK = hex_rgb("#5D656A")
    VALID = hex_rgb("#2E7D4F")
    PLAYERS = (hex_rgb("#E34234"), hex_rgb("#2F5E86"), hex_rgb("#6F7F3E"), hex_rgb("#8A5A1E"))


class BuchNight:
    """Library at night."""

    BACKGROUND = hex_rgb("#0D0A08")
    SHELF = hex_rgb("#3A2618")
    PAGE = hex_rgb("#E9DAB9")
    COVER = hex_rgb("#4A1F17")
    TILE_FACE = hex_rgb("#F3E8CF")
    TILE_SIDE = hex_rgb("#9C7F57")
    LETTER = hex_rgb("#2A2018")
    VALUE = hex_rgb("#7A624A")
    TEXT = hex_rgb("#F1E4C6")
    MUTED = hex_rgb("#B6A17F")
    FAINT = hex_rgb("#7D6B55")
    GOLD = hex_rgb("#D9AE52")
    VALID = hex_rgb("#7CC47A")
    INVALID = hex_rgb("#E0664E")
    PANEL = hex_rgb("#1E1610")
    PANEL_ALPHA = 214
    PANEL_LINE = hex_rgb("#6B5334")
    CARD = hex_rgb("#E2D5B8")
    CARD_RULE = hex_rgb("#A9B8C4")
    CARD_RED = hex_rgb("#C9574A")


class BuchDay:
    """Reading room by day."""

    BACKGROUND = hex_rgb("#EFE6D3")
    SHELF = hex_rgb("#B98F5E")
    PAGE = hex_rgb("#FBF5E7")
    COVER = hex_rgb("#7A3426")
    TILE_FACE = hex_rgb("#FFF9EC")
    TILE_SIDE = hex_rgb("#BDA27A")
    LETTER = hex_rgb("#2A2018")
    VALUE = hex_rgb("#7A624A")
    TEXT = hex_rgb("#2B2118")
    MUTED = hex_rgb("#6F5D48")
    FAINT = hex_rgb("#A08D74")
    GOLD = hex_rgb("#B5852B")
    VALID = hex_rgb("#2F7A45")
    INVALID = hex_rgb("#B23A2A")
    PANEL = hex_rgb("#FFFAF0")
    PANEL_ALPHA = 235
    PANEL_LINE = hex_rgb("#D8C7A5")
    CARD = hex_rgb("#FFFBF2")
    CARD_RULE = hex_rgb("#A9B8C4")
    CARD_RED = hex_rgb("#C9574A")


class Buch:
    """Colours shared by both library themes."""

    GREEN_TOP = hex_rgb("#3C7565")
    GREEN_BOTTOM = hex_rgb("#2A5447")
    RIBBON = hex_rgb("#B3262E")
    HINT = hex_rgb("#3FA45F")
    LEINEN = hex_rgb("#4E7B4B")
    LEINEN_LETTER = hex_rgb("#F4E4B4")
    GOLD_LIGHT = hex_rgb("#FBE7A4")
    GOLD_MID = hex_rgb("#D9AE52")
    GOLD_DARK = hex_rgb("#A67A26")
    CRYSTAL_LIGHT = hex_rgb("#F4FBFF")
    CRYSTAL_DARK = hex_rgb("#9FC2DD")
    CRYSTAL_LETTER = hex_rgb("#1D3A5C")
    EMBER_TOP = hex_rgb("#4A1E12")
    EMBER_BOTTOM = hex_rgb("#2A0E07")
    CRACK = hex_rgb("#FF6A1A")
    CRACK_HOT = hex_rgb("#FFC25A")
    EMBER_LETTER = hex_rgb("#FFD890")
    GLOW = hex_rgb("#FF6020")
    BRUNO = hex_rgb("#8DC05C")
    BRUNO_SHADE = hex_rgb("#5F8F3C")
    BRUNO_BELLY = hex_rgb("#D8E59A")
    BRUNO_SCARF = hex_rgb("#9E2B25")
    BRUNO_GLASSES = hex_rgb("#5A3A1E")
    PARCHMENT = hex_rgb("#E9D8B0")
    PARCHMENT_INK = hex_rgb("#4A331C")
    PATH_WALKED = hex_rgb("#9E2B25")
    SEAL_DONE_LIGHT = hex_rgb("#F3D98A")
    SEAL_DONE_DARK = hex_rgb("#B5852B")
    SEAL_CURRENT_LIGHT = hex_rgb("#D9453C")
    SEAL_CURRENT_DARK = hex_rgb("#8E1F22")
