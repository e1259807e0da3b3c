"""A player's history: statistics and best times in the user's data folder, and the last
game kept for review (`keeper` is what the front ends call when a game ends)."""

from minesweeper.ui.stats.folder import ENVIRONMENT_VARIABLE, data_folder
from minesweeper.ui.stats.keeper import LAST_GAME, STATISTICS, Keeper
from minesweeper.ui.stats.report import statistics_text
from minesweeper.ui.stats.store import StatisticsError, read_statistics, update
from minesweeper.ui.stats.table import Best, Finished, Key, Tally, record

__all__ = [
    "ENVIRONMENT_VARIABLE",
    "LAST_GAME",
    "STATISTICS",
    "Best",
    "Finished",
    "Keeper",
    "Key",
    "StatisticsError",
    "Tally",
    "data_folder",
    "read_statistics",
    "record",
    "statistics_text",
    "update",
]
