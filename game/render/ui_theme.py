"""The pygame_gui theme: ``assets/theme.json`` with font paths made absolute, plus scaled font sizes."""
from __future__ import annotations

import copy
import json
import weakref
from functools import lru_cache
from pathlib import Path

from game.resources import data_dir

THEME_FILE = data_dir("assets") / "theme.json"
_PATH_KEYS = ("regular_path", "bold_path", "italic_path", "bold_italic_path")
#: per pygame_gui manager: the entry object ids already in its theme
_ENTRY_IDS: "weakref.WeakKeyDictionary[object, set[str]]" = weakref.WeakKeyDictionary()


@lru_cache(maxsize=1)
def _base_theme() -> dict:
    data = json.loads(THEME_FILE.read_text(encoding="utf-8"))
    for block in data.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            for key in _PATH_KEYS:
                if key in font and not Path(font[key]).is_absolute():
                    font[key] = str(data_dir("fonts") / Path(font[key]).relative_to("fonts"))
    return data


def load_theme() -> dict:
    """The theme as a dict (pygame_gui accepts dicts), font files resolved against the repository."""
    return copy.deepcopy(_base_theme())


def entry_object_id(ui, size_px: int, dark: bool = False) -> str:
    """An object id whose text-entry font is ``size_px`` (registered in the manager's theme once)."""
    size_px = max(11, int(size_px))
    oid = f"#entry_{'d' if dark else 'l'}{size_px}"
    registered = _ENTRY_IDS.setdefault(ui, set())
    if oid not in registered:
        base = _base_theme()["text_entry_line"]
        block = {"font": dict(base["font"], size=str(size_px)),
                 "misc": dict(base["misc"], padding=f"{max(6, size_px // 2)},{max(2, size_px // 5)}")}
        if dark:
            block["colours"] = dict(_base_theme()["@buch"]["colours"])
        ui.get_theme().load_theme({oid: block})
        registered.add(oid)
    return oid
