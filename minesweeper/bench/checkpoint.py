"""The per-game CSV as a checkpoint: written as games finish, read back to resume a study.

A resumed study must play the games it has not played yet, on the same boards: every recorded
game is checked against the options of the resumed run (its agent, difficulty, game number and
board seed), so a file from another study is refused instead of silently mixed in.
"""

from __future__ import annotations

import os

from minesweeper.bench.games import GameRecord, derived_seed
from minesweeper.bench.runner import BenchConfig
from taskfarm import CsvLog

__all__ = ["read_recorded", "record_log"]

RESUME_HINT = "resume with the options of the interrupted run"


def record_log(path: str | os.PathLike[str]) -> CsvLog[GameRecord]:
    """The CSV of games at ``path`` (the columns of `GameRecord`, as ``--records`` writes)."""
    return CsvLog(path, GameRecord)


def read_recorded(path: str | os.PathLike[str], config: BenchConfig) -> list[GameRecord]:
    """The games recorded at ``path``, each checked to belong to ``config``; repeats dropped."""
    sizes = {label: size for label, size in config.difficulties}
    unique: dict[tuple[str, str, int], GameRecord] = {}
    for record in record_log(path).read():
        where = f"{path}: game {record.index} of {record.agent} on {record.difficulty}"
        if record.agent not in config.agents or record.difficulty not in sizes:
            raise ValueError(f"{where} is not part of this study: {RESUME_HINT}")
        if not 0 <= record.index < config.games:
            raise ValueError(f"{where} is beyond --games {config.games}: {RESUME_HINT}")
        seed = derived_seed(config.seed, sizes[record.difficulty], record.index, "board")
        if record.board_seed != seed:
            raise ValueError(f"{where} was played on another board (--seed?): {RESUME_HINT}")
        unique.setdefault((record.difficulty, record.agent, record.index), record)
    return list(unique.values())
