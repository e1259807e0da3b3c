"""``python -m minesweeper``: the same as the ``minesweeper`` command."""

import sys

from minesweeper.ui.cli import main

if __name__ == "__main__":
    sys.exit(main())
