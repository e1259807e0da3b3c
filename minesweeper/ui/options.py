"""Command-line option types and the options several subcommands share.

Each type turns a word into a value or raises `argparse.ArgumentTypeError` with the reason,
which argparse prints after the option's name.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TypeVar

from minesweeper.ai.agents import AGENTS, DEFAULT_AGENT
from minesweeper.bench.runner import parse_agents, parse_difficulties
from minesweeper.game.difficulty import (
    FIRST_CLICK_MEANINGS,
    FIRST_CLICK_RULES,
    FirstClick,
    Size,
    parse_difficulty,
)
from taskfarm import whole_number

__all__ = [
    "DEFAULT_FIRST_CLICK",
    "add_agent_option",
    "add_game_options",
    "agent_list",
    "agent_name",
    "difficulty",
    "difficulty_list",
    "positive",
    "seed",
]

T = TypeVar("T")


def _checked(parse: Callable[[str], T]) -> Callable[[str], T]:
    """An argparse type from a parser that raises `ValueError` with a message."""

    def convert(text: str) -> T:
        try:
            return parse(text)
        except ValueError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    convert.__name__ = parse.__name__  # argparse names the type in some messages
    return convert


def _agent(text: str) -> str:
    if text not in AGENTS:
        raise ValueError(f"unknown agent {text!r}; choose from {', '.join(AGENTS)}")
    return text


seed = whole_number(0)
positive = whole_number(1)
difficulty: Callable[[str], Size] = _checked(parse_difficulty)
difficulty_list = _checked(parse_difficulties)
agent_name = _checked(_agent)
agent_list = _checked(parse_agents)


#: The rule a game is played under unless the player chooses one: the first click opens an
#: area, as in the clients most people play today. Under the classic ``safe`` rule the first
#: click in the middle of an expert board shows a lone number 85% of the time (the chance
#: that none of its 8 neighbours holds one of 99 mines among 479 cells is 15%), and the next
#: move is a guess. The API (`Game`) and the benchmarks keep ``safe``, the rule the published
#: win rates are measured under.
DEFAULT_FIRST_CLICK: FirstClick = "opening"


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """The options that say which game to start: difficulty, first-click rule, seed, file."""
    parser.add_argument(
        "-d",
        "--difficulty",
        type=difficulty,
        default=parse_difficulty("beginner"),
        help="beginner (9x9/10, default), intermediate (16x16/40), expert (30x16/99),"
        " classic (8x8/10) or WIDTHxHEIGHT/MINES",
    )
    parser.add_argument(
        "--first-click",
        choices=FIRST_CLICK_RULES,
        default=DEFAULT_FIRST_CLICK,
        help="; ".join(f"{rule}: {FIRST_CLICK_MEANINGS[rule]}" for rule in FIRST_CLICK_RULES)
        + f" (default: {DEFAULT_FIRST_CLICK}, as the clients most people play today; safe is"
        " the classic Windows rule)",
    )
    parser.add_argument("--seed", type=seed, help="seed for the mine layout, to replay a board")
    parser.add_argument(
        "--load", metavar="FILE", help="resume a saved game (.json) or play an .mbf"
    )


def add_agent_option(parser: argparse.ArgumentParser) -> None:
    """The ``--agent`` option: which agent gives hints and plays for you."""
    parser.add_argument(
        "--agent",
        type=agent_name,
        default=DEFAULT_AGENT,
        help=f"the AI: {', '.join(AGENTS)} (default {DEFAULT_AGENT})",
    )
