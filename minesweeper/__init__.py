"""Minesweeper: the game, what a player sees of it, its file formats, AI players, front ends.

Four rooms, imported one way only (``ui -> bench -> ai -> game``, and ``ai -> aimacsp``):

- `minesweeper.game`: the rules and what can be written down (board, game, record, position);
- `minesweeper.ai`: what reasons (model builders, exact probabilities, agents, advice);
- `minesweeper.bench`: many seeded games in parallel, statistics and reports;
- `minesweeper.ui`: the command line, the terminal prompt and the Tk window.

This module re-exports the public API, so ``from minesweeper import Game`` keeps working. The
names are imported on first use, so that starting the command line (and a Ctrl-C while it
starts) goes through `minesweeper.__main__`, which can stop quietly.

>>> from minesweeper import Game
>>> game = Game("beginner", seed=1)
>>> _ = game.reveal(0, 0)
>>> game.position().width, game.status in ("playing", "won")
(9, True)
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from minesweeper.ai import (
        AGENTS,
        DEFAULT_AGENT,
        Agent,
        Decision,
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
        FIRST_CLICK_MEANINGS,
        FIRST_CLICK_RULES,
        FLAG,
        HIDDEN,
        NO_GUESS_RULES,
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

#: Where each public name lives.
_EXPORTS: dict[str, str] = {
    "AGENTS": "minesweeper.ai",
    "DEFAULT_AGENT": "minesweeper.ai",
    "Agent": "minesweeper.ai",
    "Decision": "minesweeper.ai",
    "make_agent": "minesweeper.ai",
    "mine_probabilities": "minesweeper.ai",
    "BestAgent": "minesweeper.ai.agents.best",
    "AdvancedAgent": "minesweeper.ai.agents.deduction",
    "BacktrackingAgent": "minesweeper.ai.agents.deduction",
    "GacAgent": "minesweeper.ai.agents.deduction",
    "ProbabilisticAgent": "minesweeper.ai.agents.probabilistic",
    "RandomAgent": "minesweeper.ai.agents.simple",
    "RulesAgent": "minesweeper.ai.agents.simple",
    "ImpossiblePosition": "minesweeper.ai.model",
    "Analyzer": "minesweeper.ai.probability",
    "MineProbabilities": "minesweeper.ai.probability",
    "ProbabilityMap": "minesweeper.ai.picture",
    "DIFFICULTIES": "minesweeper.game",
    "FIRST_CLICK_MEANINGS": "minesweeper.game",
    "FIRST_CLICK_RULES": "minesweeper.game",
    "FLAG": "minesweeper.game",
    "HIDDEN": "minesweeper.game",
    "NO_GUESS_RULES": "minesweeper.game",
    "Board": "minesweeper.game",
    "BoardError": "minesweeper.game",
    "Difficulty": "minesweeper.game",
    "DifficultyError": "minesweeper.game",
    "FirstClick": "minesweeper.game",
    "Game": "minesweeper.game",
    "GameError": "minesweeper.game",
    "Mark": "minesweeper.game",
    "MbfError": "minesweeper.game",
    "Move": "minesweeper.game",
    "Position": "minesweeper.game",
    "PositionError": "minesweeper.game",
    "Record": "minesweeper.game",
    "RecordError": "minesweeper.game",
    "Size": "minesweeper.game",
    "Status": "minesweeper.game",
    "parse_difficulty": "minesweeper.game",
}

__all__ = [
    "AGENTS",
    "DEFAULT_AGENT",
    "DIFFICULTIES",
    "FIRST_CLICK_MEANINGS",
    "FIRST_CLICK_RULES",
    "FLAG",
    "HIDDEN",
    "NO_GUESS_RULES",
    "AdvancedAgent",
    "Agent",
    "Analyzer",
    "BacktrackingAgent",
    "BestAgent",
    "Board",
    "BoardError",
    "Decision",
    "Difficulty",
    "DifficultyError",
    "FirstClick",
    "GacAgent",
    "Game",
    "GameError",
    "ImpossiblePosition",
    "Mark",
    "MbfError",
    "MineProbabilities",
    "Move",
    "Position",
    "PositionError",
    "ProbabilisticAgent",
    "ProbabilityMap",
    "RandomAgent",
    "Record",
    "RecordError",
    "RulesAgent",
    "Size",
    "Status",
    "make_agent",
    "mine_probabilities",
    "parse_difficulty",
]


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
