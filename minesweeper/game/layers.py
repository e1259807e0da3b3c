"""First-click rules that lay the mines with more than the game's own knowledge.

The ``no-guess`` and ``no-guess-strict`` rules lay boards that reasoning alone clears, which
needs the AI's reasoning; the game room imports nothing above it, so the layer that builds
such boards registers itself here (`minesweeper.ai.noguess`, loaded by the package's public
names and by the command line) and `Board.place` finds it by the rule's name.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from minesweeper.game.difficulty import Size
from minesweeper.game.grid import BoolGrid

__all__ = ["Layer", "register_layer", "registered_layer"]

# The layout, not a Board: the board module reads this registry, so this one may not know it.
Layer = Callable[[Size, np.random.Generator, tuple[int, int]], BoolGrid]
"""Lays ``size``'s mines from the generator for a first click on the given cell."""

_LAYERS: dict[str, Layer] = {}


def register_layer(rule: str, layer: Layer) -> None:
    """Make ``layer`` the one that lays boards under the first-click rule ``rule``."""
    _LAYERS[rule] = layer


def registered_layer(rule: str) -> Layer | None:
    """The layer registered for ``rule``, if any."""
    return _LAYERS.get(rule)
