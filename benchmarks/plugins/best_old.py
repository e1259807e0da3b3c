"""`best` as it was before issue 23, registered as ``best-old`` for paired comparisons.

Its forced-guess test looked only at the hidden cells next to a pair, and it ran before the
endgame search. The old test is read from git history (commit 33798a6), not kept in the
package:

    python benchmarks/compare_agents.py best-old best -d expert --games 2000 --seed 700000 \
        --workers 1 --plugin benchmarks/plugins/best_old.py
"""

from __future__ import annotations

import subprocess
import types
from pathlib import Path

from minesweeper.ai.agents import AGENTS
from minesweeper.ai.agents.base import Decision
from minesweeper.ai.agents.best import BestAgent
from minesweeper.ai.probability import MineProbabilities

BEFORE = "33798a6"


def _old_fifty() -> types.ModuleType:
    """The module ``fifty`` as committed in ``BEFORE``."""
    root = Path(__file__).resolve().parents[2]
    source = subprocess.run(
        ["git", "show", f"{BEFORE}:minesweeper/ai/agents/fifty.py"],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    module = types.ModuleType("fifty_before_issue_23")
    exec(compile(source, f"{BEFORE}:fifty.py", "exec"), module.__dict__)  # noqa: S102
    return module


OLD_FIFTY = _old_fifty()


class OldBestAgent(BestAgent):
    """`best` with the old forced-guess test, taken before the endgame search."""

    name = "best-old"
    exact_first = False
    endgame_partial = False
    regions = False

    def forced(self, probabilities: MineProbabilities) -> Decision | None:
        """The old forced guess, in the words `best` uses."""
        found = OLD_FIFTY.forced_guess(probabilities)
        if found is None:
            return None
        cell, group = found
        p = probabilities.probabilities[cell]
        return Decision("reveal", cell, "guess", f"an old-style forced guess in {group}", p)


AGENTS["best-old"] = OldBestAgent
