"""`Builder`: the model an instance becomes, and the small steps every constraint mapping
shares (items to expressions or variables, constants as variables, copies, conditions).

The library's constraints take variables only, each once per scope, where XCSP3 also
accepts integers, expressions and repeated variables. The builder bridges the two without
changing the meaning: an integer becomes a variable of one value; an expression becomes
the variable the expression layer makes for it (`aimacsp.CSP.variable_for`); a variable met
a second time in one scope is replaced by a copy tied to it by an equality table. The names
it makes cannot clash with XCSP3 ids, which start with a letter: ``7`` (a constant),
``x[0]#1`` (a copy), ``_count1`` (a result).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from typing import Any

from ...constraints.sum import Sum
from ...constraints.table import Table
from ...expressions import Op, Undefined, Var, evaluate, scope_of
from ...expressions.nodes import Expression
from ...model import CSP
from .declarations import Declarations
from .entries import arguments
from .functional import Call, Tree, parse
from .tokens import Malformed, condition, integer, integers, interval

__all__ = ["Builder", "Term", "expression", "weighted_sum", "tree_of"]

#: An item of a list once read: an integer or an expression (a `Var` for a variable).
Term = Any


class Builder:
    """The `CSP` being built from an instance, with the declared variables already in it."""

    def __init__(self, names: Declarations) -> None:
        self.names = names
        self.csp: CSP[Any, int] = CSP()
        for name, values in names.domains.items():
            self.csp.add_variable(name, values)
        #: The variables the builder added (constants, copies, results), by name.
        self.extra: dict[Hashable, None] = {}
        #: What a mapping made once and may use again (a group's table, for instance).
        self.memo: dict[Any, Any] = {}
        self._made = 0

    # -- items -------------------------------------------------------------------------

    def tree(self, tree: Tree) -> Term:
        """The library's expression for a tree of the functional notation."""
        return expression(tree)

    def term(self, token: str) -> Term:
        """An item (a variable, an integer or an expression) as an integer or an expression."""
        if token in self.names.domains:
            return Var(token)
        if token[:1].isdigit() or token[:1] in "+-":
            return integer(token)
        return self.tree(parse(token, self.names.domains.__contains__))

    def terms(self, text: str) -> list[Term]:
        """The items of a list (compact references expanded) as integers or expressions."""
        return [self.term(token) for token in arguments(text, self.names)]

    def values(self, text: str) -> list[int]:
        """A list of integers (ranges and ``vxk`` allowed), which must name no variable."""
        return integers(text)

    def variable(self, term: Term) -> Hashable:
        """The name of a variable holding ``term``: its own, a constant's, an expression's."""
        if isinstance(term, int):
            return self.constant(term)
        if type(term) is Var:
            return term.name
        if not scope_of(term):
            return self.constant(evaluate(term, {}))
        return self.csp.variable_for(term)

    def variables(self, terms: Iterable[Term]) -> list[Hashable]:
        """Distinct variables holding ``terms``, in order (see `distinct`)."""
        return self.distinct([self.variable(term) for term in terms])

    def distinct(self, names: Sequence[Hashable], taken: Iterable[Hashable] = ()) -> list[Hashable]:
        """``names`` with each one met before (or in ``taken``) replaced by a copy of it."""
        seen = set(taken)
        found = []
        for name in names:
            if name in seen:
                name = self.copy(name)
            seen.add(name)
            found.append(name)
        return found

    # -- variables it makes ------------------------------------------------------------

    def constant(self, value: int) -> Hashable:
        """A new variable whose one value is ``value``."""
        return self.fresh(str(value), [value], numbered=False)

    def copy(self, name: Hashable) -> Hashable:
        """A new variable equal to ``name`` (a domain-consistent table ties them)."""
        values = self.csp.domains[name]
        twin = self.fresh(str(name), values)
        if type(values) is range:  # equal by bounds: a table would list every value
            self.csp.add_constraint(Sum([twin, name], "==", 0, [1, -1]))
        else:
            self.csp.add_constraint(Table([twin, name], [(v, v) for v in values]))
        return twin

    def fresh(self, stem: str, values: Iterable[int], numbered: bool = True) -> Hashable:
        """A new variable with ``values``, named ``stem`` or, when numbered or taken,
        ``stem#k`` with a new ``k``."""
        name = stem
        while numbered or name in self.csp.domains:
            self._made += 1
            name, numbered = f"{stem}#{self._made}", False
        domain: Sequence[int] = values if type(values) is range else sorted(set(values))
        if not domain:
            raise Malformed("no value is left for a result (the constraint cannot hold)")
        self.csp.add_variable(name, domain)
        self.extra[name] = None
        return name

    def span(self, terms: Sequence[Term]) -> Sequence[int]:
        """Every value the ``terms`` may take (the union of their variables' domains; the
        integers between their least and greatest when one is a wide range)."""
        domains = [self.csp.domains[self.variable(term)] for term in terms]
        if any(type(d) is range for d in domains):
            ends = [(d[0], d[-1]) if type(d) is range else (min(d), max(d)) for d in domains]
            return range(min(e[0] for e in ends), max(e[1] for e in ends) + 1)
        found: set[int] = set()
        for domain in domains:
            found.update(domain)
        return sorted(found)

    # -- conditions --------------------------------------------------------------------

    def post(self, item: Any) -> None:
        """Post a condition written as an expression (a constant one is decided here)."""
        if isinstance(item, Expression) and scope_of(item):
            self.csp.add(item)
        elif not isinstance(item, Expression):
            if not item:
                self.fail()
        else:
            try:
                holds = evaluate(item, {})
            except Undefined:  # a constant with no value (0 / 0) holds for no assignment
                holds = False
            if not holds:
                self.fail()

    def fail(self) -> None:
        """Make the problem unsatisfiable: a constraint met with a condition that never holds."""
        self.csp.add_constraint(Table([self.fresh("_false", [0])], []))

    def condition(self, text: str, term: Term) -> None:
        """Post ``term op operand`` for the condition ``(op, operand)`` in ``text``."""
        op, operand = condition(text)
        if op in ("in", "notin"):
            members = self.members(operand)
            self.post(Op(op, [term, Op("set", members)]))
        else:
            self.post(Op(op, [term, self.term(operand)]))

    def members(self, operand: str) -> list[int]:
        """The values of a set ``{a,b,c}`` or a range ``a..b``."""
        if operand.startswith("{") and operand.endswith("}"):
            return integers(operand[1:-1].replace(",", " "))
        lo, hi = interval(operand)
        return list(range(lo, hi + 1))

    def result(self, text: str, values: Iterable[int], avoid: Sequence[Hashable]) -> Hashable:
        """A variable ``r`` such that ``r op operand`` holds (the condition in ``text``), for
        a quantity whose possible ``values`` are given: the operand's own variable when the
        condition is ``(eq, y)`` (a copy when ``y`` is in ``avoid``), else a new variable."""
        op, operand = condition(text)
        if op == "eq" and operand in self.names.domains:
            return self.distinct([operand], avoid)[0]
        if type(values) is range:  # a wide quantity: a variable of its range, and the condition
            if op == "in":
                listed = [v for v in self.members(operand) if v in values]
                if not listed:  # no value of the quantity meets the condition
                    self.fail()
                return self.fresh("_r", listed or [values[0]])
            found = self.fresh("_r", values)
            if op == "notin":
                for v in self.members(operand):
                    self.post(Op("ne", [Var(found), v]))
            else:
                self.post(Op(op, [Var(found), self.term(operand)]))
            return found
        possible = set(values)
        bound = None
        if op in ("in", "notin"):
            members = set(self.members(operand))
            kept = {v for v in possible if (v in members) == (op == "in")}
        else:
            bound = self.term(operand)
            if isinstance(bound, int):
                test = Op(op, [Var("v"), bound])
                kept = {v for v in possible if evaluate(test, {"v": v})}
                bound = None
            else:
                kept = possible
        if not kept:  # no value of the quantity meets the condition
            self.fail()
            kept = possible or {0}
        found = self.fresh("_r", kept)
        if bound is not None:
            self.post(Op(op, [Var(found), bound]))
        return found


def expression(tree: Tree) -> Term:
    """The library's expression (or integer) for a tree of the functional notation."""
    if isinstance(tree, int):
        return tree
    if isinstance(tree, str):
        return Var(tree)
    args = [expression(arg) for arg in tree.args]
    if tree.op in ("in", "notin") and isinstance(args[1], Op) and scope_of(args[1]):
        # a set of expressions: x is one of them (or none), said with eq (or ne)
        test, join = ("eq", "or") if tree.op == "in" else ("ne", "and")
        members = args[1].args
        if not members:
            return int(tree.op == "notin")
        return Op(join, [Op(test, [args[0], member]) for member in members])
    return Op(tree.op, args)


def weighted_sum(weights: Sequence[Term], terms: Sequence[Term]) -> Term:
    """``sum(weights[k] * terms[k])`` as an expression (0 for no term)."""
    products = [
        term if isinstance(w, int) and w == 1 else Op("mul", [w, term])
        for w, term in zip(weights, terms)
    ]
    return Op("add", products) if products else 0


def tree_of(text: str, names: Declarations) -> Call | int | str:
    """The tree of an expression written in the functional notation."""
    return parse("".join(text.split()), names.domains.__contains__)
