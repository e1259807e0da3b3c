"""Benchmark agents: the same seeded boards for every agent, played in parallel processes.

Game ``i`` of a difficulty gets a board seed and an agent seed derived from the run's seed,
the board size and ``i`` alone, so every agent meets the same boards, the three deduction
agents (same seed, same proofs) make the same moves, and the results do not depend on how
the games are split between workers.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import signal
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from minesweeper.ai.agents import AGENTS, make_agent
from minesweeper.ai.autoplay import play
from minesweeper.bench.stats import Summary, summarize
from minesweeper.game.difficulty import FirstClick, Size, parse_difficulty
from minesweeper.game.play import Game

__all__ = [
    "BenchConfig",
    "GameRecord",
    "derived_seed",
    "parse_agents",
    "parse_difficulties",
    "play_chunk",
    "run_bench",
    "summaries",
]


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


def parse_agents(text: str) -> list[str]:
    """Comma-separated agent names, checked against `AGENTS`, duplicates dropped.

    >>> parse_agents("rules, random,rules")
    ['rules', 'random']
    """
    names = list(dict.fromkeys(word.strip() for word in text.split(",") if word.strip()))
    if not names:
        raise ValueError(f"no agent named; choose from {', '.join(AGENTS)}")
    unknown = [name for name in names if name not in AGENTS]
    if unknown:
        raise ValueError(
            f"unknown agent {', '.join(map(repr, unknown))}; choose from {', '.join(AGENTS)}"
        )
    return names


def parse_difficulties(text: str) -> list[tuple[str, Size]]:
    """Comma-separated difficulties (names or ``WxH/M``), each with its size.

    >>> [(label, str(size)) for label, size in parse_difficulties("beginner, 12x12/20")]
    [('beginner', '9x9/10'), ('12x12/20', '12x12/20')]
    """
    labels = list(dict.fromkeys(word.strip().lower() for word in text.split(",") if word.strip()))
    if not labels:
        raise ValueError("no difficulty named; choose from beginner, intermediate, expert, ...")
    return [(label, parse_difficulty(label)) for label in labels]


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


@dataclass(frozen=True)
class Chunk:
    """A run of consecutive games for one agent and difficulty: a worker's unit of work."""

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
            )
        )
    return records


@dataclass(frozen=True)
class BenchConfig:
    """What to benchmark: agents, difficulties (label and size), games each, rule, seed."""

    agents: Sequence[str]
    difficulties: Sequence[tuple[str, Size]]
    games: int
    first_click: FirstClick = "safe"
    seed: int = 0
    chunk_size: int = field(default=0)  #: games per task; 0 picks one from the run's size

    def chunks(self, workers: int) -> Iterator[Chunk]:
        """The work, cut so that every worker gets several pieces (for an even finish)."""
        size = self.chunk_size or max(1, min(50, self.games // (4 * max(workers, 1)) or 1))
        for label, board in self.difficulties:
            for agent in self.agents:
                for start in range(0, self.games, size):
                    stop = min(start + size, self.games)
                    yield Chunk(agent, label, board, self.first_click, self.seed, start, stop)


def run_bench(
    config: BenchConfig,
    workers: int = 1,
    progress: Callable[[int], None] | None = None,
) -> list[GameRecord]:
    """Play every game of ``config``; ``progress`` hears how many games each piece finished.

    With one worker the games run in this process; otherwise in a pool of processes. The
    records come back in the same order (difficulty, agent, game) either way.
    """
    if config.games < 1:
        raise ValueError(f"--games must be at least 1, got {config.games}")
    if workers < 1:
        raise ValueError(f"--workers must be at least 1, got {workers}")
    chunks = list(config.chunks(workers))
    done: list[GameRecord] = []
    if workers == 1:
        for chunk in chunks:
            done.extend(_report(play_chunk(chunk), progress))
    else:
        # Leaving the block terminates the workers, so Ctrl-C (or a failing game) stops the
        # run at once instead of waiting for the chunks already under way.
        with multiprocessing.Pool(workers, initializer=_ignore_interrupts) as pool:
            for records in pool.imap_unordered(play_chunk, chunks):
                done.extend(_report(records, progress))
    order = {
        (label, agent): k
        for k, (label, agent) in enumerate(
            (label, agent) for label, _ in config.difficulties for agent in config.agents
        )
    }
    return sorted(done, key=lambda r: (order[r.difficulty, r.agent], r.index))


def _ignore_interrupts() -> None:
    """In a worker: leave Ctrl-C to the main process, which stops the pool cleanly."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _report(records: list[GameRecord], progress: Callable[[int], None] | None) -> list[GameRecord]:
    if progress is not None:
        progress(len(records))
    return records


def summaries(records: Iterable[GameRecord]) -> list[Summary]:
    """One summary per (difficulty, agent), in the order the records come."""
    groups: dict[tuple[str, str], list[GameRecord]] = {}
    for record in records:
        groups.setdefault((record.difficulty, record.agent), []).append(record)
    return [
        summarize(
            agent,
            difficulty,
            [r.won for r in games],
            [r.revealed_share for r in games],
            [r.guesses for r in games],
            [r.seconds for r in games],
        )
        for (difficulty, agent), games in groups.items()
    ]
