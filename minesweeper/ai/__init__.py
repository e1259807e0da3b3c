"""Everything that reasons about a position: the AI room.

The model builders (`model`: numbers, frontier, boxes, components, and their `aimacsp` CSPs),
exact mine probabilities (`probability`), the agents (`agents`, one idea per module), an agent
playing a game (`autoplay`) or beside a person (`assist`), the one advice path every front end
takes (`advisor`: the position checked, then odds, move and why) and its words (`advice`), and
why a move or a position (`explain`, on `proof` and `mine_counter`). Agents see only a
`Position`, never a `Board`; this room imports `game` and `aimacsp`, and nothing of `bench` or
`ui`.
"""

from minesweeper.ai import noguess  # noqa: F401  (registers the no-guess first-click rule)
from minesweeper.ai.advisor import Advice, advise
from minesweeper.ai.agents import AGENTS, DEFAULT_AGENT, Agent, Decision, make_agent
from minesweeper.ai.explain import Explanation, explain_move, explain_position
from minesweeper.ai.model import ImpossiblePosition
from minesweeper.ai.picture import ProbabilityMap
from minesweeper.ai.probability import MineProbabilities, mine_probabilities

__all__ = [
    "AGENTS",
    "DEFAULT_AGENT",
    "Advice",
    "Agent",
    "Decision",
    "Explanation",
    "ImpossiblePosition",
    "MineProbabilities",
    "ProbabilityMap",
    "advise",
    "explain_move",
    "explain_position",
    "make_agent",
    "mine_probabilities",
]
