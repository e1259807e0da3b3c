"""Exact mine probabilities of a written position, as a map and a ranked list.

Run from the repository root: ``python examples/minesweeper_probabilities.py [FILE.mine]``
(by default ``examples/positions/beginner_guess.mine``, where every move is a guess).
"""

import sys
from pathlib import Path

from minesweeper.ai.advice import percent
from minesweeper.ai.model import describe
from minesweeper.ai.probability import mine_probabilities
from minesweeper.game.position import Position
from minesweeper.ui.view import map_text

DEFAULT = Path(__file__).resolve().parent / "positions" / "beginner_guess.mine"


def main(path: Path) -> None:
    position = Position.from_text(path.read_text(encoding="utf-8"))
    result = mine_probabilities(position)  # every consistent layout counts once
    fit = "layout fits" if result.layouts == 1 else "layouts fit"
    print(f"{path.name}: {result.layouts:,} mine {fit} the numbers, flags and mine count")
    print(map_text(position, result))

    # The cells from safest to most dangerous: exact fractions, not estimates.
    ranked = sorted(result.probabilities.items(), key=lambda item: item[1])
    print("safest cells:")
    for cell, p in ranked[:5]:
        print(f"  {describe(cell)}: {percent(p)}")
    print(f"certainly safe: {len(result.safe)}, certainly mines: {len(result.mines)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT)
