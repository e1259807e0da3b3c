"""Minesweeper: the game, what a player sees of it, its file formats, AI players, front ends.

Four rooms, imported one way only (``ui -> bench -> ai -> game``, and ``ai -> aimacsp``):

- `minesweeper.game`: the rules and what can be written down (board, game, record, position);
- `minesweeper.ai`: what reasons (model builders, exact probabilities, agents, advice);
- `minesweeper.bench`: many seeded games in parallel, statistics and reports;
- `minesweeper.ui`: the command line, the terminal prompt and the Tk window.

This module re-exports the public API, so ``from minesweeper import Game`` keeps working.

>>> from minesweeper import Game
>>> game = Game("beginner", seed=1)
>>> _ = game.reveal(0, 0)
>>> game.position().width, game.status in ("playing", "won")
(9, True)
"""

from minesweeper.ai import AGENTS, DEFAULT_AGENT, Agent, Decision, make_agent, mine_probabilities
from minesweeper.ai.agents.best import BestAgent
from minesweeper.ai.agents.deduction import AdvancedAgent, BacktrackingAgent, GacAgent
from minesweeper.ai.agents.probabilistic import ProbabilisticAgent
from minesweeper.ai.agents.simple import RandomAgent, RulesAgent
from minesweeper.ai.model import ImpossiblePosition
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

__all__ = [
    "AGENTS",
    "DEFAULT_AGENT",
    "DIFFICULTIES",
    "FIRST_CLICK_RULES",
    "FLAG",
    "HIDDEN",
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
