"""An agent playing alongside a person on a live `Game`: suggestions, moves, certainty.

The person may move between the agent's moves. The agent keeps its memory for the game (what
it proved stays true whatever the person does) and trusts the person's flags. Every hint, odds
and move goes through `advise`, which checks the position first: a wrong flag that leaves no
layout possible gives no move, and `suggest` raises `ImpossiblePosition` naming the numbers
and flags at fault.
"""

from __future__ import annotations

from typing import Literal

from minesweeper.ai.advisor import Advice, advise
from minesweeper.ai.agents import DEFAULT_AGENT, Agent, Decision, make_agent
from minesweeper.ai.model import ImpossiblePosition
from minesweeper.ai.probability import Analyzer
from minesweeper.game.play import Game
from minesweeper.game.position import PositionError

__all__ = ["Assistant", "Help", "apply", "is_certain"]

Help = Literal["none", "hints", "ai"]
"""The help a person had in a game: none, hints (a hint, or the odds), or the AI's moves."""


def is_certain(decision: Decision, game: Game) -> bool:
    """Whether the move is proven right: a rule or a deduction, a safe reveal, a sure mine, or
    the first click when the game's rule makes it safe."""
    if decision.kind in ("rule", "deduction"):
        return True
    if decision.kind == "opening":
        return game.first_click != "none"
    wanted = 0 if decision.action == "reveal" else 1
    return decision.probability is not None and decision.probability == wanted


def apply(game: Game, decision: Decision) -> None:
    """Make the move on ``game`` (a flag move never takes a flag off)."""
    row, col = decision.cell
    if decision.action == "flag":
        if game.mark(row, col) != "flag":
            game.flag(row, col)
    else:
        game.reveal(row, col)


class Assistant:
    """Holds one agent per game and gives its advice on the position on screen.

    >>> game = Game("beginner", seed=3)
    >>> helper = Assistant("probabilistic", seed=0)
    >>> helper.play(game).kind
    'opening'
    """

    #: component counts kept between positions for agents that keep none themselves
    ANALYZER_CAPACITY = 2000

    def __init__(self, agent: str = DEFAULT_AGENT, seed: int | None = None) -> None:
        make_agent(agent)  # fail now, with the list of names, rather than at the first hint
        self.agent_name = agent
        self.seed = seed
        self._game: Game | None = None
        self._agent: Agent | None = None
        self._analyzer = Analyzer(self.ANALYZER_CAPACITY)
        self._advice: Advice | None = None  #: the last advice, for the position it is about
        self._helped: Game | None = None  #: the game it gave a hint or the odds in
        self._played: Game | None = None  #: the game it made a move in

    def help_given(self, game: Game) -> Help:
        """What help this assistant gave in ``game``: ``ai`` once it made a move, ``hints``
        once it gave a hint or the odds (once a cell was open), else ``none``."""
        if self._played is game:
            return "ai"
        return "hints" if self._helped is game else "none"

    def agent(self, game: Game) -> Agent:
        """The agent for ``game``: a new one whenever the game is a different one."""
        if self._agent is None or self._game is not game:
            agent = make_agent(self.agent_name, seed=self.seed, first_click=game.first_click)
            self._game, self._agent = game, agent
            self._advice = None
        return self._agent

    def advise(self, game: Game, *, move: bool = True) -> Advice:
        """The advice on the position on screen (`advise`, worked out once per position):
        the odds, and the agent's move unless ``move`` is False."""
        if game.status != "playing":
            raise PositionError(f"the game is over ({game.status}); start a new one")
        agent = self.agent(game)
        position = game.position()
        known = self._advice
        if known is None or known.position != position or (move and _lacks_move(known)):
            analyse = getattr(agent, "analyse", None) or self._analyzer
            known = advise(position, game.first_click, agent if move else None, analyse=analyse)
            self._advice = known
        if move or game.revealed.any():  # odds before the first click tell nothing
            self._helped = game
        return known

    def suggest(self, game: Game) -> Decision:
        """The agent's next move for the position on screen; `ImpossiblePosition` (naming the
        numbers and flags at fault) when no layout fits it."""
        advice = self.advise(game)
        if advice.problem:
            raise ImpossiblePosition(advice.problem)
        if advice.move is None:
            raise PositionError("no hidden cell is left to open")
        return advice.move

    def play(self, game: Game) -> Decision:
        """Make the agent's next move on ``game`` and return it."""
        decision = self.suggest(game)
        apply(game, decision)
        self._played = game
        self._advice = None
        return decision


def _lacks_move(advice: Advice) -> bool:
    """Whether ``advice`` was given without asking the agent (odds only)."""
    return advice.move is None and not advice.problem and bool(advice.position.hidden_cells())
