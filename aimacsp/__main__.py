"""``python -m aimacsp`` and the ``aimacsp`` command (``aimacsp solve FILE.xml``).

The command line is imported here rather than by the script's own wrapper, so that a Ctrl-C
while Python is still loading the solver ends as quietly as one later on.
"""

from __future__ import annotations

import sys


def run() -> int:
    """Load and run the command line; exit status 130 if interrupted while loading."""
    try:
        from aimacsp.formats.command import main, since_start
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    return main(spent=since_start())  # a time limit counts from the process's start


if __name__ == "__main__":
    sys.exit(run())
