"""Compare the textbook search strategies on a few Sudoku puzzles (AIMA section 6.3).

    python examples/sudoku_strategies.py [--per-set N] [--timeout S]

Plain backtracking needs hundreds of thousands of assignments where MRV with forward checking
needs tens, and all-different propagation (MAC) almost never backtracks.
"""

import argparse

from sudoku.bench import run, summarise, table
from sudoku.cli import read_puzzles

STRATEGIES = ["simple", "mrv_lcv", "fc", "mac"]

parser = argparse.ArgumentParser(description="Sudoku strategy comparison")
parser.add_argument("--per-set", type=int, default=4, help="puzzles from each set (default 4)")
parser.add_argument("--timeout", type=float, default=1.0, help="seconds per search (default 1)")
args = parser.parse_args()

for name in ("easy50", "hardest"):
    puzzles = read_puzzles(name)[: args.per_set]
    records = run(puzzles, STRATEGIES, timeout=args.timeout)
    print(f"\n{name}: {len(puzzles)} puzzles, at most {args.timeout} s per search")
    print(table(summarise(records, STRATEGIES)))
