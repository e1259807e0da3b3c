"""XCSP3, the format of the XCSP competitions: read an instance into a `CSP`, check a
solution against the file, and write a `CSP` back.

>>> from aimacsp import Solver
>>> from aimacsp.formats.xcsp3 import read, check
>>> instance = read('<instance format="XCSP3" type="CSP"><variables>'
...     '<array id="q" size="[4]"> 0..3 </array></variables><constraints>'
...     '<allDifferent> q[] </allDifferent>'
...     '<allDifferent> add(q[0],0) add(q[1],1) add(q[2],2) add(q[3],3) </allDifferent>'
...     '<allDifferent> sub(q[0],0) sub(q[1],1) sub(q[2],2) sub(q[3],3) </allDifferent>'
...     '</constraints></instance>')
>>> found = instance.solution(Solver(instance.csp).solve())
>>> sorted(found.items())
[('q[0]', 1), ('q[1]', 3), ('q[2]', 0), ('q[3]', 2)]

How it is built: `document` reads the XML safely (no DTD, bounded size), `declarations`
the variables, `entries` fills in groups and slides, `functional` reads expressions;
`mapping` posts each constraint element on a `Builder`, and `objective` makes the
objective a variable. `check` reads the file again and tests a solution with the meanings of
`relations`, sharing no constraint with the solver.
"""

from .check import Verdict, check
from .problems import XCSP3Error
from .reader import Instance, read
from .writer import identifiers, write

__all__ = ["read", "write", "identifiers", "Instance", "check", "Verdict", "XCSP3Error"]
