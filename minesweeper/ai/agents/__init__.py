"""The Minesweeper agents, from random clicking to exact probabilistic reasoning.

Each agent sees only `Position`s and answers with a `Decision`. `make_agent` builds one by the
name used on the command line.
"""

from __future__ import annotations

from collections.abc import Callable

from minesweeper.ai.agents.base import Agent, Decision
from minesweeper.ai.agents.best import BestAgent
from minesweeper.ai.agents.deduction import AdvancedAgent, BacktrackingAgent, GacAgent
from minesweeper.ai.agents.probabilistic import ProbabilisticAgent
from minesweeper.ai.agents.simple import RandomAgent, RulesAgent
from minesweeper.game.difficulty import FirstClick

__all__ = ["AGENTS", "DEFAULT_AGENT", "Agent", "Decision", "make_agent"]

AGENTS: dict[str, Callable[..., Agent]] = {
    cls.name: cls
    for cls in (
        RandomAgent,
        RulesAgent,
        BacktrackingAgent,
        AdvancedAgent,
        GacAgent,
        ProbabilisticAgent,
        BestAgent,
    )
}

#: The agent the front ends use unless told otherwise: the strongest one.
DEFAULT_AGENT = "best"


def make_agent(
    name: str, seed: int | None = None, flag_mines: bool = True, first_click: FirstClick = "safe"
) -> Agent:
    """A new agent for one game; ``name`` is one of `AGENTS`, ``first_click`` the game's rule."""
    try:
        factory = AGENTS[name]
    except (KeyError, TypeError):  # TypeError: a name that cannot be hashed, say a list
        raise ValueError(f"unknown agent {name!r}; choose from {', '.join(AGENTS)}") from None
    return factory(seed=seed, flag_mines=flag_mines, first_click=first_click)
