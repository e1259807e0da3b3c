"""Propagation (AIMA section 6.2): the floor the searches and the counter stand on.

- `domains`: the domains of one search as bitsets, undone by a trail (`TrailedDomains`);
- `state`: the propagators of the constraints and their queue (`State`), run to a fixpoint;
- `consistency`: AC-3 beside Figure 6.3 (`ac3`, `revise`) and `gac`;
- `events`: what a trace is told (`Assign`, `Split`, `Prune`, `Backtrack`, `Solution`);
- `limits`: what a caller asks for (`Limits`) and the one running `Budget` every engine
  spends.
"""

from .consistency import ac3, gac, revise
from .domains import TrailedDomains
from .events import Assign, Backtrack, Event, Prune, Restart, Solution, Span, Split, Trace
from .limits import Budget, BudgetSpent, Limits
from .state import State

__all__ = [
    "State",
    "TrailedDomains",
    "ac3",
    "gac",
    "revise",
    "Limits",
    "Budget",
    "BudgetSpent",
    "Event",
    "Assign",
    "Split",
    "Span",
    "Prune",
    "Backtrack",
    "Solution",
    "Restart",
    "Trace",
]
