"""Many games at once: seeded boards played on an executor, statistics, reports and plots.

`games` plays a task of seeded games (what a worker does); `runner` cuts every (agent,
difficulty, game) into tasks for a `taskfarm` executor, local processes or a Dask cluster, so
every agent meets the same boards; `checkpoint` keeps the per-game CSV as the games finish and
reads it back to resume; `stats` turns records into summaries with Wilson intervals; `report`
writes tables, JSON and CSV, `plot` the picture. This room imports `game` and `ai`, never `ui`.
"""

from minesweeper.bench.games import GameRecord
from minesweeper.bench.runner import BenchConfig, run_bench, summaries
from minesweeper.bench.stats import Summary, wilson_interval

__all__ = ["BenchConfig", "GameRecord", "Summary", "run_bench", "summaries", "wilson_interval"]
