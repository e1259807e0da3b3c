"""Expressions: write a model as arithmetic and logic on handles, compiled to constraints.

>>> from aimacsp import CSP, AllDifferent, Solver
>>> csp = CSP()
>>> m = csp.integers("m", 4, 0, 6)                       # a Golomb ruler of 4 marks
>>> _ = csp.add(m[0] == 0)
>>> _ = csp.add(m[i] < m[i + 1] for i in range(3))
>>> _ = csp.add(AllDifferent([m[j] - m[i] for i in range(4) for j in range(i + 1, 4)]))
>>> sorted(tuple(s.values()) for s in Solver(csp).solutions())
[(0, 1, 4, 6), (0, 2, 5, 6)]

How it is built, and why:

- **A floor of its own**, between `constraints` (what it produces: `Sum`, `Table`,
  `AllDifferent`, `Predicate` and the globals) and `model` (which imports it): the model
  stays the one object a developer holds, and the compiler talks to it through the small
  `Host` protocol declared here (domains, add an auxiliary variable, add a constraint), so
  nothing here imports upwards. `Modelling` is the mixin `CSP` takes its short methods from.
- **Handles carry a name, nothing else.** ``m[3]`` is ``Var("m[3]")``, named as XCSP3 names
  array cells. A constraint unwraps handles to names through ``__aimacsp_variable__``
  (duck-typed, so `aimacsp.constraints.base` imports nothing of this room), and the engine
  only ever sees names. An expression in a scope unwraps to `Aux` (the name of the variable
  holding its value), which the model defines when the constraint is added.
- **Auxiliary variables are equal to their expressions**, so they are functions of the
  author's variables: no solution is added or lost, counts do not change, a solution is
  checked (and shown) without them, and two equal expressions share one (`Aux` compares
  trees). A search's solutions leave them out; `CSP.with_auxiliary` adds them back.
- **Semantics are XCSP3's** (`aimacsp.expressions.operators`), so the XCSP3 reader builds
  these trees directly; `//` and `%` keep Python's meaning. Evaluation is strict: a
  constraint with a sub-expression that has no value (a division by zero) is false there.
- **Strength and cost are predictable**: `aimacsp.expressions.compiler` and
  `aimacsp.expressions.terms` say what each form becomes. A linear condition is one `Sum`,
  exactly what a hand-weighted model posts, so it propagates as well; tables are built only
  below fixed sizes, and anything larger is an error naming the expression, never a
  silently huge model.

- **Predicates as fast as hand-written ones**: a condition over two variables with no
  partial operator becomes a generated ``lambda`` (`aimacsp.expressions.generated`) whose
  code is shared by every condition of its shape, so the search runs it as fast as the
  ``lambda`` a developer would write, and shares its table of tested pairs the same way.

Roads not taken: operator overloading on the variable names themselves (a name may be any
hashable, and ``"a" + "b"`` is already a string); a separate model class for expressions
(two model objects to learn); compiling a whole model to Python source (the generated
functions are made from this package's templates only, one small lambda per shape, and
never from text a user wrote).
"""

from .arrays import VarArray
from .compiler import Compiler
from .evaluation import evaluate, evaluator, scope_of
from .functions import (
    count,
    dist,
    div,
    element,
    if_then_else,
    iff,
    implies,
    maximum,
    minimum,
    mod,
)
from .linear import linear_form
from .modelling import Modelling
from .nodes import Aux, Expression, Op, Var, text
from .operators import OPERATORS, Undefined
from .terms import Host

__all__ = [
    "Expression",
    "Var",
    "Op",
    "Aux",
    "VarArray",
    "OPERATORS",
    "Undefined",
    "count",
    "minimum",
    "maximum",
    "element",
    "if_then_else",
    "implies",
    "iff",
    "dist",
    "div",
    "mod",
    "evaluate",
    "evaluator",
    "scope_of",
    "linear_form",
    "text",
    "Compiler",
    "Host",
    "Modelling",
]
