"""An agent playing alongside a person on a live `Game`: suggestions, moves, certainty.

The person may move between the agent's moves. The agent keeps its memory for the game (what
it proved stays true whatever the person does) and trusts the person's flags; a wrong flag
can make the position impossible, which surfaces as a `PositionError` naming the culprit.
"""

from __future__ import annotations

from minesweeper.ai.agents import DEFAULT_AGENT, Agent, Decision, make_agent
from minesweeper.game.play import Game
from minesweeper.game.position import Position, PositionError

__all__ = ["Assistant", "apply", "is_certain"]


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
    """Holds one agent per game and asks it for moves.

    >>> game = Game("beginner", seed=3)
    >>> helper = Assistant("probabilistic", seed=0)
    >>> helper.play(game).kind
    'opening'
    """

    def __init__(self, agent: str = DEFAULT_AGENT, seed: int | None = None) -> None:
        make_agent(agent)  # fail now, with the list of names, rather than at the first hint
        self.agent_name = agent
        self.seed = seed
        self._game: Game | None = None
        self._agent: Agent | None = None
        self._suggestion: tuple[Position, Decision] | None = None
        self._helped: Game | None = None

    def helped(self, game: Game) -> bool:
        """Whether this assistant has suggested a move (a hint, or one it played) in ``game``."""
        return self._helped is game

    def agent(self, game: Game) -> Agent:
        """The agent for ``game``: a new one whenever the game is a different one."""
        if self._agent is None or self._game is not game:
            agent = make_agent(self.agent_name, seed=self.seed, first_click=game.first_click)
            self._game, self._agent = game, agent
            self._suggestion = None
        return self._agent

    def suggest(self, game: Game) -> Decision:
        """The agent's next move for the position on screen (asked once per position)."""
        if game.status != "playing":
            raise PositionError(f"the game is over ({game.status}); start a new one")
        agent = self.agent(game)
        self._helped = game
        position = game.position()
        if self._suggestion is not None and self._suggestion[0] == position:
            return self._suggestion[1]
        decision = agent.next_move(position)
        self._suggestion = (position, decision)
        return decision

    def play(self, game: Game) -> Decision:
        """Make the agent's next move on ``game`` and return it."""
        decision = self.suggest(game)
        apply(game, decision)
        self._suggestion = None
        return decision
