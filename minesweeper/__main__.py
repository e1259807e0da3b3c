"""``python -m minesweeper`` and the ``minesweeper`` command.

The command line is imported here rather than by the script's own wrapper, so that a Ctrl-C
while Python is still loading the game, the AI and numpy ends as quietly as one later on.
"""

from __future__ import annotations

import sys


def run() -> int:
    """Load and run the command line; exit status 130 if interrupted while loading."""
    try:
        from minesweeper.ui.cli import main
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    return main()


if __name__ == "__main__":
    sys.exit(run())
