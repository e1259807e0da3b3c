"""Minesweeper: the game, what a player sees of it, its file formats, AI players, front ends.

Four rooms, imported one way only (``ui -> bench -> ai -> game``, and ``ai -> aimacsp``):

- `minesweeper.game`: the rules and what can be written down (board, game, record, position);
- `minesweeper.ai`: what reasons (model builders, exact probabilities, agents, advice);
- `minesweeper.bench`: many seeded games in parallel, statistics and reports;
- `minesweeper.ui`: the command line, the terminal prompt and the Tk window.

This module re-exports the public API, so ``from minesweeper import Game`` keeps working. The
names are imported on first use, so that starting the command line (and a Ctrl-C while it
starts) goes through `minesweeper.__main__`, which can stop quietly. They are listed once, as
the imports a type checker reads; `__all__` and the lazy imports are read from that list.

>>> from minesweeper import Game
>>> game = Game("beginner", seed=1)
>>> _ = game.reveal(0, 0)
>>> game.position().width, game.status in ("playing", "won")
(9, True)
"""

# ruff: noqa: F401  (the imports for type checkers below are the list of public names)

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from minesweeper.ai import (
        AGENTS,
        DEFAULT_AGENT,
        Advice,
        Agent,
        Decision,
        advise,
        make_agent,
        mine_probabilities,
    )
    from minesweeper.ai.agents.best import BestAgent
    from minesweeper.ai.agents.deduction import AdvancedAgent, BacktrackingAgent, GacAgent
    from minesweeper.ai.agents.probabilistic import ProbabilisticAgent
    from minesweeper.ai.agents.simple import RandomAgent, RulesAgent
    from minesweeper.ai.model import ImpossiblePosition
    from minesweeper.ai.picture import ProbabilityMap
    from minesweeper.ai.probability import Analyzer, MineProbabilities
    from minesweeper.game import (
        DIFFICULTIES,
        FIRST_CLICK_RULES,
        FLAG,
        HIDDEN,
        Board,
        BoardError,
        Difficulty,
        DifficultyError,
        FirstClick,
        Game,
        GameError,
        Mark,
        MbfError,
        Move,
        Position,
        PositionError,
        Record,
        RecordError,
        Size,
        Status,
        parse_difficulty,
    )

def _exports() -> dict[str, str]:
    """Where each public name lives, read from the imports above: the one list of the public
    names, which type checkers read as it is, and `__all__` and the lazy imports read here."""
    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    block = next(
        node
        for node in tree.body
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
    )
    return {
        alias.name: node.module
        for node in block.body
        if isinstance(node, ast.ImportFrom) and node.module
        for alias in node.names
    }


_EXPORTS = _exports()
__all__ = sorted(_EXPORTS)  # noqa: PLE0605 (read from the imports above)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'minesweeper' has no attribute {name!r}")
    if module == "minesweeper.game":  # a game may be asked for no-guess boards, which the AI lays
        importlib.import_module("minesweeper.ai.noguess")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # once found, a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
