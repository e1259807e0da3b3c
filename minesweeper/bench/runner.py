"""Benchmark agents: the same seeded boards for every agent, cut into tasks for an executor.

The games of each (difficulty, agent) are cut into `Chunk` tasks of consecutive game numbers;
an executor of `taskfarm` (local processes or a Dask cluster) plays them and hands the records
back as tasks finish. Seeds depend on the game number alone (see `games`), so the results are
the same whatever the executor, the number of workers or the task size, and a study resumed
from its recorded games plays exactly the games it had not.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from minesweeper.ai.agents import AGENTS
from minesweeper.bench.games import Chunk, GameRecord, play_chunk
from minesweeper.bench.stats import Summary, summarize
from minesweeper.game.difficulty import FirstClick, Size, parse_difficulty
from taskfarm import Executor, LocalExecutor

__all__ = ["BenchConfig", "parse_agents", "parse_difficulties", "run_bench", "summaries"]


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
class BenchConfig:
    """What to benchmark: agents, difficulties (label and size), games each, rule, seed."""

    agents: Sequence[str]
    difficulties: Sequence[tuple[str, Size]]
    games: int
    first_click: FirstClick = "safe"
    seed: int = 0
    chunk_size: int = field(default=0)  #: games per task; 0 picks one from the run's size

    def groups(self) -> list[tuple[str, Size, str]]:
        """(label, size, agent) in the order of the report: difficulty first, then agent."""
        return [(label, size, agent) for label, size in self.difficulties for agent in self.agents]

    def chunks(self, workers: int, recorded: Iterable[GameRecord] = ()) -> Iterator[Chunk]:
        """The games not yet ``recorded``, cut so that every worker gets several tasks."""
        done: dict[tuple[str, str], set[int]] = {}
        for record in recorded:
            done.setdefault((record.difficulty, record.agent), set()).add(record.index)
        for label, board, agent in self.groups():
            skip = done.get((label, agent), set())
            left = self.games - len(skip)
            size = self.chunk_size or max(1, min(50, left // (4 * max(workers, 1))))
            start = 0
            while start < self.games:
                while start in skip:
                    start += 1
                stop = start
                while stop < min(start + size, self.games) and stop not in skip:
                    stop += 1
                if stop > start:
                    yield Chunk(agent, label, board, self.first_click, self.seed, start, stop)
                start = stop


def run_bench(
    config: BenchConfig,
    workers: int = 1,
    progress: Callable[[list[GameRecord]], None] | None = None,
    executor: Executor | None = None,
    recorded: Sequence[GameRecord] = (),
) -> list[GameRecord]:
    """Play every game of ``config`` not already ``recorded``; return them all, in order.

    ``progress`` hears the records of each task as it finishes (to count or to save them).
    Without an ``executor`` the games run on ``workers`` local processes (one: this process).
    The records come back ordered by difficulty, agent and game, whoever played them.
    """
    if config.games < 1:
        raise ValueError(f"--games must be at least 1, got {config.games}")
    if executor is None:
        with LocalExecutor(workers) as local:
            return run_bench(config, progress=progress, executor=local, recorded=recorded)
    done = list(recorded)
    for records in executor.map_unordered(play_chunk, config.chunks(executor.workers, recorded)):
        if progress is not None:
            progress(records)
        done.extend(records)
    order = {(label, agent): k for k, (label, _, agent) in enumerate(config.groups())}
    return sorted(done, key=lambda r: (order[r.difficulty, r.agent], r.index))


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
