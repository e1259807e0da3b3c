"""The XCSP3 form of each of the library's constraints, for `aimacsp.formats.xcsp3.writer`.

`FORMS` maps a constraint class to a function writing its element, given the id of each
variable; a constraint whose class has no form (a `Predicate` of the user's own function)
cannot be written, and the writer says so, naming it. A constraint the expression layer
compiled keeps its expression (``expression``): it is written as an ``<intension>``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any

from ...constraints import (
    MDD,
    AllDifferent,
    AllEqual,
    Arithmetic,
    BinPacking,
    Channel,
    Circuit,
    Count,
    Cumulative,
    Decreasing,
    Element,
    GlobalCardinality,
    Increasing,
    LexDecreasing,
    LexIncreasing,
    Maximum,
    Minimum,
    NoOverlap,
    NoOverlap2D,
    NValues,
    Regular,
    ReifiedSum,
    SubCircuit,
    Sum,
    Table,
)
from ...constraints.shorttable import ANY, ShortTable
from ...expressions import Op, Var
from .packing import bin_packing

__all__ = ["FORMS", "Ids", "NoForm", "intension"]

#: The id of each variable.
Ids = Mapping[Hashable, str]

SUM_OPERATORS = {"==": "eq", "!=": "ne", "<=": "le", "<": "lt", ">=": "ge", ">": "gt"}


class NoForm(ValueError):
    """The constraint has no XCSP3 form (the reason)."""


def _list(ids: Ids, variables: Iterable[Hashable]) -> str:
    return " ".join(ids[var] for var in variables)


def _numbers(values: Iterable[Any]) -> str:
    return " ".join(str(v) for v in values)


def _table(c: Table[Any, Any], ids: Ids) -> str:
    rows = sorted(c.allowed)
    if len(c.scope) == 1:
        body = _numbers(row[0] for row in rows)
    else:
        body = "".join(f"({','.join(map(str, row))})" for row in rows)
    return (
        f"<extension><list> {_list(ids, c.scope)} </list><supports> {body} </supports></extension>"
    )


def _short_table(c: ShortTable[Any, Any], ids: Ids) -> str:
    body = "".join("(" + ",".join("*" if v is ANY else str(v) for v in row) + ")" for row in c.rows)
    return (
        f"<extension><list> {_list(ids, c.scope)} </list><supports> {body} </supports></extension>"
    )


def _sum(c: Sum[Any, Any], ids: Ids) -> str:
    return (
        f"<sum><list> {_list(ids, c.scope)} </list><coeffs> {_numbers(c.weights)} </coeffs>"
        f"<condition> ({SUM_OPERATORS[c.op]},{c.rhs}) </condition></sum>"
    )


def _arithmetic(c: Arithmetic[Any, Any], ids: Ids) -> str:
    if c.op not in SAME:
        raise NoForm(f"the operator {c.op} has no XCSP3 form (XCSP3 has div and mod)")
    operands = ",".join(ids[c.scope[k]] for k in c.positions)
    return f"<intension> eq({ids[c.scope[-1]]},{c.op}({operands})) </intension>"


def _reified_sum(c: ReifiedSum[Any, Any], ids: Ids) -> str:
    terms = [
        ids[var] if w == 1 else f"mul({w},{ids[var]})" for var, w in zip(c.sum.scope, c.sum.weights)
    ]
    total = terms[0] if len(terms) == 1 else f"add({','.join(terms)})"
    return (
        f"<intension> eq({ids[c.truth]},{SUM_OPERATORS[c.sum.op]}({total},{c.sum.rhs}))"
        " </intension>"
    )


def _all_different(c: AllDifferent[Any, Any], ids: Ids) -> str:
    if c.offsets is None:
        terms = _list(ids, c.scope)
    else:
        terms = " ".join(f"add({ids[v]},{k})" for v, k in zip(c.scope, c.offsets))
    if not c.excepting:
        return f"<allDifferent> {terms} </allDifferent>"
    excepted = _numbers(sorted(c.excepting))
    return f"<allDifferent><list> {terms} </list><except> {excepted} </except></allDifferent>"


def _ordered(c: Increasing[Any, Any], ids: Ids) -> str:
    rising = isinstance(c, Increasing)
    op = ("lt" if c.strict else "le") if rising else ("gt" if c.strict else "ge")
    return (
        f"<ordered><list> {_list(ids, c.scope)} </list><lengths> {_numbers(c.lengths)}"
        f" </lengths><operator> {op} </operator></ordered>"
    )


def _lex(c: LexIncreasing[Any, Any], ids: Ids) -> str:
    rising = isinstance(c, LexIncreasing)
    op = ("lt" if c.strict else "le") if rising else ("gt" if c.strict else "ge")
    lists = "".join(f"<list> {_list(ids, row)} </list>" for row in c.rows)
    return f"<lex>{lists}<operator> {op} </operator></lex>"


def _count(c: Count[Any, Any], ids: Ids) -> str:
    return (
        f"<count><list> {_list(ids, c.counted)} </list><values> {_numbers(sorted(c.values))}"
        f" </values><condition> (eq,{ids[c.count]}) </condition></count>"
    )


def _cardinality(c: GlobalCardinality[Any, Any], ids: Ids) -> str:
    closed = ' closed="true"' if c.closed else ""
    return (
        f"<cardinality><list> {_list(ids, c.counted)} </list><values{closed}>"
        f" {_numbers(c.values)} </values><occurs> {_list(ids, c.counts)} </occurs></cardinality>"
    )


def _n_values(c: NValues[Any, Any], ids: Ids) -> str:
    excepted = f"<except> {_numbers(sorted(c.excepting))} </except>" if c.excepting else ""
    return (
        f"<nValues><list> {_list(ids, c.counted)} </list>{excepted}"
        f"<condition> (eq,{ids[c.count]}) </condition></nValues>"
    )


def _extremum(c: Minimum[Any, Any], ids: Ids) -> str:
    tag = "minimum" if isinstance(c, Minimum) else "maximum"
    return (
        f"<{tag}><list> {_list(ids, c.among)} </list>"
        f"<condition> (eq,{ids[c.result]}) </condition></{tag}>"
    )


def _element(c: Element[Any, Any], ids: Ids) -> str:
    return (
        f'<element><list startIndex="{c.base}"> {_list(ids, c.array)} </list>'
        f"<index> {ids[c.index]} </index><value> {ids[c.value]} </value></element>"
    )


def _channel(c: Channel[Any, Any], ids: Ids) -> str:
    first = f'<list startIndex="{c.base}"> {_list(ids, c.x)} </list>'
    if c.y is None:
        return f"<channel>{first}</channel>"
    return f'<channel>{first}<list startIndex="{c.base_y}"> {_list(ids, c.y)} </list></channel>'


def _no_overlap(c: NoOverlap[Any, Any], ids: Ids) -> str:
    return (
        f'<noOverlap zeroIgnored="{str(c.zero_ignored).lower()}"><origins>'
        f" {_list(ids, c.scope)} </origins><lengths> {_numbers(c.durations)} </lengths></noOverlap>"
    )


def _no_overlap_2d(c: NoOverlap2D[Any, Any], ids: Ids) -> str:
    def pairs(first: int, second: int) -> str:
        return "".join(
            f"({ids[c.scope[box[first]]]},{ids[c.scope[box[second]]]})" for box in c.boxes
        )

    return (
        f'<noOverlap zeroIgnored="{str(c.zero_ignored).lower()}"><origins> {pairs(0, 1)}'
        f" </origins><lengths> {pairs(2, 3)} </lengths></noOverlap>"
    )


def _cumulative(c: Cumulative[Any, Any], ids: Ids) -> str:
    def sizes(given: Iterable[Any]) -> str:
        return " ".join(str(v) if type(v) is int else ids[v] for v in given)

    return (
        f"<cumulative><origins> {_list(ids, c.starts)} </origins><lengths> {sizes(c.durations)}"
        f" </lengths><heights> {sizes(c.heights)} </heights>"
        f"<condition> (le,{ids[c.capacity]}) </condition></cumulative>"
    )


def _circuit(c: Circuit[Any, Any], ids: Ids) -> str:
    listed = f'<list startIndex="{c.base}"> {_list(ids, c.scope)} </list>'
    if not isinstance(c, SubCircuit):  # every node on the circuit
        return f"<circuit>{listed}<size> {len(c.scope)} </size></circuit>"
    if not c.nonempty:
        raise NoForm("XCSP3's circuit is never empty: SubCircuit(nonempty=False) has no form")
    return f"<circuit>{listed}</circuit>"


def _transitions(arcs: Iterable[tuple[Any, Any, Any]], states: dict[Any, str]) -> str:
    def state(q: Any) -> str:
        return states.setdefault(q, f"q{len(states)}")

    return "".join(f"({state(a)},{v},{state(b)})" for a, v, b in arcs)


def _regular(c: Regular[Any, Any], ids: Ids) -> str:
    states: dict[Any, str] = {}
    arcs = _transitions(c.transitions, states)
    finals = " ".join(states.setdefault(q, f"q{len(states)}") for q in sorted(c.finals, key=repr))
    start = states.setdefault(c.start, f"q{len(states)}")
    return (
        f"<regular><list> {_list(ids, c.scope)} </list><transitions> {arcs} </transitions>"
        f"<start> {start} </start><final> {finals} </final></regular>"
    )


def _mdd(c: MDD[Any, Any], ids: Ids) -> str:
    arcs = _transitions(c.transitions, {})
    return f"<mdd><list> {_list(ids, c.scope)} </list><transitions> {arcs} </transitions></mdd>"


#: The writer of each constraint class (a subclass is looked up by its parents in order).
FORMS: dict[type, Callable[[Any, Ids], str]] = {
    ShortTable: _short_table,
    Table: _table,
    Sum: _sum,
    Arithmetic: _arithmetic,
    ReifiedSum: _reified_sum,
    AllDifferent: _all_different,
    AllEqual: lambda c, ids: f"<allEqual> {_list(ids, c.scope)} </allEqual>",
    Increasing: _ordered,
    Decreasing: _ordered,
    LexIncreasing: _lex,
    LexDecreasing: _lex,
    Count: _count,
    GlobalCardinality: _cardinality,
    NValues: _n_values,
    Minimum: _extremum,
    Maximum: _extremum,
    Element: _element,
    Channel: _channel,
    NoOverlap: _no_overlap,
    NoOverlap2D: _no_overlap_2d,
    Cumulative: _cumulative,
    BinPacking: bin_packing,
    Circuit: _circuit,
    Regular: _regular,
    MDD: _mdd,
}

#: The library's operators that XCSP3's functional notation has under the same name.
SAME = {
    "neg", "abs", "sqr", "add", "sub", "mul", "div", "mod", "pow", "dist", "min", "max", "if",
    "eq", "ne", "lt", "le", "gt", "ge", "in", "notin", "not", "and", "or", "xor", "iff",
    "imp", "set",
}  # fmt: skip


def intension(expression: object, ids: Ids) -> str:
    """The ``<intension>`` of a condition the expression layer compiled."""
    return f"<intension> {functional(expression, ids)} </intension>"


def functional(item: object, ids: Ids) -> str:
    """``item`` (an expression, a variable or an integer) in the functional notation."""
    if type(item) is Var:
        return ids[item.name]
    if type(item) is Op:
        if item.op not in SAME:
            raise NoForm(f"the operator {item.op} has no XCSP3 form (XCSP3 has div and mod)")
        return f"{item.op}({','.join(functional(arg, ids) for arg in item.args)})"
    if isinstance(item, bool) or not isinstance(item, int):
        raise NoForm(f"the constant {item!r} is not an integer")
    return str(item)
