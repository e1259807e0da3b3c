"""Many games at once: seeded boards played in parallel, statistics, reports and plots.

`runner` plays every (agent, difficulty, game) on boards derived from one seed, in worker
processes, so every agent meets the same boards; `stats` turns records into summaries with
Wilson intervals; `report` writes tables, JSON and CSV, `plot` the picture. This room imports `game`
and `ai`, never `ui`.
"""

from minesweeper.bench.runner import BenchConfig, GameRecord, run_bench, summaries
from minesweeper.bench.stats import Summary, wilson_interval

__all__ = ["BenchConfig", "GameRecord", "Summary", "run_bench", "summaries", "wilson_interval"]
