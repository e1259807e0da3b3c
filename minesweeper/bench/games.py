"""What a worker does: play a run of seeded games and return their records as plain data.

Game ``i`` of a size gets a board seed and an agent seed derived from the run's seed, the board
size and ``i`` alone, so every agent meets the same boards, the three deduction agents (same
seed, same proofs) make the same moves, and a game's result does not depend on which worker,
task or executor played it.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from minesweeper.ai.agents import make_agent
from minesweeper.ai.autoplay import play
from minesweeper.game.difficulty import FirstClick, Size
from minesweeper.game.play import Game
from minesweeper.game.score import score

__all__ = ["Chunk", "GameRecord", "derived_seed", "play_chunk"]


def derived_seed(seed: int, size: Size, index: int, purpose: str) -> int:
    """A 63-bit seed for game ``index`` of ``size``: stable across runs, machines and workers.

    >>> beginner = Size(9, 9, 10)
    >>> derived_seed(0, beginner, 0, "board") == derived_seed(0, beginner, 0, "board")
    True
    >>> derived_seed(0, beginner, 0, "board") != derived_seed(0, beginner, 1, "board")
    True
    """
    text = f"{seed}/{size}/{index}/{purpose}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1


@dataclass(frozen=True)
class GameRecord:
    """One benchmark game: who played which board, and how it went."""

    agent: str
    difficulty: str
    index: int
    board_seed: int
    won: bool
    revealed_share: float
    guesses: int
    moves: int
    seconds: float
    bbbv: int  #: the board's 3BV (the fewest clicks that clear it)
    bbbv_solved: int  #: the 3BV the agent's clicks did
    clicks: int  #: every move, flags included
    bbbv_per_s: float  #: solved 3BV per second of the agent's time
    efficiency: float  #: solved 3BV per click


@dataclass(frozen=True)
class Chunk:
    """A run of consecutive games for one agent and difficulty: one task for a worker."""

    agent: str
    difficulty: str
    size: Size
    first_click: FirstClick
    seed: int
    start: int
    stop: int


def play_chunk(chunk: Chunk) -> list[GameRecord]:
    """Play the chunk's games; runs in a worker process, so it takes and returns plain data."""
    records = []
    for index in range(chunk.start, chunk.stop):
        board_seed = derived_seed(chunk.seed, chunk.size, index, "board")
        game = Game(chunk.size, chunk.first_click, board_seed)
        agent_seed = derived_seed(chunk.seed, chunk.size, index, "agent")
        agent = make_agent(chunk.agent, seed=agent_seed, first_click=chunk.first_click)
        result = play(game, agent)
        numbers = score(game)
        assert numbers is not None  # an agent's game always opens a cell
        records.append(
            GameRecord(
                chunk.agent,
                chunk.difficulty,
                index,
                board_seed,
                result.won,
                result.revealed_share,
                result.guesses,
                result.moves,
                result.seconds,
                numbers.bbbv,
                numbers.solved,
                numbers.clicks,
                numbers.solved / result.seconds if result.seconds > 0 else 0.0,
                numbers.efficiency or 0.0,
            )
        )
    return records
