"""Why a problem has no solution: a minimal set of constraints that cannot hold together
(an irreducible conflict; AIMA 6.3.3 touches on conflict sets), found by QuickXplain.

`conflicts` holds `minimal_conflict` and `explain`; `shrink` the methods that shrink a
conflict (QuickXplain, deletion); `subsets` the tester that says whether a subset is satisfiable.
"""

from .conflicts import Conflict, explain, minimal_conflict
from .shrink import METHODS, chunked_deletion, deletion, quickxplain
from .subsets import SubsetTester, parts

__all__ = [
    "minimal_conflict",
    "explain",
    "Conflict",
    "quickxplain",
    "deletion",
    "chunked_deletion",
    "METHODS",
    "SubsetTester",
    "parts",
]
