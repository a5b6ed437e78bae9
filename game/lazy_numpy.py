"""numpy, imported on first use: the title screen and the start-up do not wait for it (0.15 s of CPU)."""
from __future__ import annotations

import importlib
from typing import Any


class LazyNumpy:
    """Stands for the numpy module; the first attribute access imports numpy and copies its names in."""

    def __getattr__(self, name: str) -> Any:
        """Import numpy (once) and hand out ``numpy.<name>``; later look-ups hit the copied names directly."""
        module = importlib.import_module("numpy")
        if not self.__dict__:
            self.__dict__.update(module.__dict__)
        value = getattr(module, name)  # numpy's own lazy submodules (random, linalg) are not in its __dict__ yet
        self.__dict__[name] = value
        return value


#: use as ``from game.lazy_numpy import np``
np = LazyNumpy()
