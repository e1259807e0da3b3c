"""Let an agent play a game: move by move, or to the end."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass

from minesweeper.ai.agents import Agent, Decision
from minesweeper.game.play import Game
from taskfarm.records import rounded_repr

__all__ = ["GameResult", "play", "steps"]


@dataclass(frozen=True, repr=False)
class GameResult:
    """How an agent's game went."""

    won: bool
    revealed_share: float  #: safe cells revealed, as a share of all safe cells
    guesses: int
    moves: int
    seconds: float

    def __repr__(self) -> str:
        return rounded_repr(self)


def steps(game: Game, agent: Agent, max_moves: int | None = None) -> Iterator[Decision]:
    """Play ``agent``'s moves on ``game`` one at a time, yielding each after it is made."""
    limit = max_moves if max_moves is not None else 4 * game.width * game.height + 10
    for _ in range(limit):
        if game.status != "playing":
            return
        decision = agent.next_move(game.position())
        if decision.action == "flag":
            if not game.position().is_flagged(*decision.cell):
                game.flag(*decision.cell)
        else:
            game.reveal(*decision.cell)
        yield decision
    raise RuntimeError(f"{type(agent).__name__} made {limit} moves without finishing")


def play(game: Game, agent: Agent) -> GameResult:
    """Play the whole game; the agent never sees the mines, only positions."""
    start = time.perf_counter()
    moves = sum(1 for _ in steps(game, agent))
    seconds = time.perf_counter() - start
    safe_total = game.width * game.height - game.mines_total
    revealed = int(game.revealed.sum()) - (1 if game.status == "lost" else 0)
    return GameResult(
        won=game.status == "won",
        revealed_share=min(revealed, safe_total) / safe_total,
        guesses=agent.guesses,
        moves=moves,
        seconds=seconds,
    )
