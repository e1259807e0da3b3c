"""How each kind of XCSP3 constraint is drawn at random (`KINDS`), over a few variables,
with the expressions and conditions they hold."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import strategies as st

VALUES = range(-1, 4)
OPERATORS = ["lt", "le", "ge", "gt", "eq", "ne"]


def expression(draw: st.DrawFn, names: list[str], depth: int) -> str:
    """An integer expression of the functional notation."""
    if depth == 0 or draw(st.integers(0, 2)) == 0:
        return (
            draw(st.sampled_from(names)) if draw(st.booleans()) else str(draw(st.integers(-2, 3)))
        )
    op = draw(st.sampled_from(["add", "sub", "mul", "dist", "abs", "neg", "min", "max", "div",
                               "mod", "if", "sqr"]))  # fmt: skip
    if op in ("abs", "neg", "sqr"):
        return f"{op}({expression(draw, names, depth - 1)})"
    if op == "if":
        return f"if({condition(draw, names, depth - 1)},{expression(draw, names, depth - 1)}," \
               f"{expression(draw, names, depth - 1)})"  # fmt: skip
    count = 2 if op in ("sub", "dist", "div", "mod") else draw(st.integers(2, 3))
    return f"{op}({','.join(expression(draw, names, depth - 1) for _ in range(count))})"


def condition(draw: st.DrawFn, names: list[str], depth: int) -> str:
    """A truth-valued expression of the functional notation."""
    kind = draw(st.integers(0, 4))
    if kind <= 1 or depth == 0:
        a, b = expression(draw, names, depth), expression(draw, names, depth)
        return f"{draw(st.sampled_from(OPERATORS))}({a},{b})"
    if kind == 2:
        members = ",".join(expression(draw, names, 0) for _ in range(draw(st.integers(0, 3))))
        op = draw(st.sampled_from(["in", "notin"]))
        return f"{op}({expression(draw, names, depth - 1)},set({members}))"
    if kind == 3:
        return f"not({condition(draw, names, depth - 1)})"
    op = draw(st.sampled_from(["and", "or", "xor", "iff", "imp"]))
    return f"{op}({condition(draw, names, depth - 1)},{condition(draw, names, depth - 1)})"


def a_condition(draw: st.DrawFn, names: list[str], most: int = 4) -> str:
    """A ``(op, operand)`` condition: an integer, a variable, a range or a set."""
    op = draw(st.sampled_from([*OPERATORS, "in", "notin"]))
    if op in ("in", "notin"):
        if draw(st.booleans()):
            lo = draw(st.integers(-1, most))
            return f"({op},{lo}..{lo + draw(st.integers(0, 2))})"
        members = draw(st.lists(st.integers(-1, most), min_size=1, max_size=3))
        return f"({op},{{{','.join(map(str, members))}}})"
    operand = (
        draw(st.sampled_from(names)) if draw(st.booleans()) else str(draw(st.integers(-1, most)))
    )
    return f"({op},{operand})"


def some(draw: st.DrawFn, names: list[str], least: int = 1) -> list[str]:
    """Some of the variables, in some order, each once."""
    return draw(st.permutations(names))[: draw(st.integers(least, len(names)))]


def _intension(draw: st.DrawFn, names: list[str]) -> str:
    return f"<intension> {condition(draw, names, 2)} </intension>"


def _extension(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names)
    if draw(st.booleans()):  # a variable listed twice
        scope = [*scope, scope[0]]
    cell = st.sampled_from([*map(str, VALUES), "*"])
    rows = draw(st.lists(st.lists(cell, min_size=len(scope), max_size=len(scope)), max_size=6))
    if len(scope) == 1 and draw(st.booleans()):
        body = " ".join(sorted({r[0] for r in rows if r[0] != "*"}, key=int))
    else:
        body = "".join(f"({','.join(r)})" for r in rows)
    tag = draw(st.sampled_from(["supports", "conflicts"]))
    return f"<extension><list> {' '.join(scope)} </list><{tag}> {body} </{tag}></extension>"


def _all_different(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names, 2)
    kind = draw(st.integers(0, 3))
    if kind == 0:
        return f"<allDifferent> {' '.join(scope)} </allDifferent>"
    if kind == 1:
        terms = " ".join(f"add({v},{draw(st.integers(-1, 2))})" for v in scope)
        return f"<allDifferent> {terms} </allDifferent>"
    if kind == 2:
        terms = [
            v if draw(st.booleans()) else f"add({v},{draw(st.integers(-1, 2))})" for v in scope
        ]
        return (f"<allDifferent><list> {' '.join(terms)} </list><except> "
                f"{draw(st.integers(-1, 2))} </except></allDifferent>")  # fmt: skip
    half = len(names) // 2
    return (f"<allDifferent><list> {' '.join(names[:half])} </list><list> "
            f"{' '.join(names[half:2 * half])} </list></allDifferent>")  # fmt: skip


def _ordered(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names, 2)
    op = draw(st.sampled_from(["lt", "le", "ge", "gt"]))
    lengths = ""
    if draw(st.booleans()):
        pool = [str(draw(st.integers(-1, 2))), draw(st.sampled_from(names))]
        lengths = f"<lengths> {' '.join(draw(st.sampled_from(pool)) for _ in scope[1:])} </lengths>"
    return (
        f"<ordered><list> {' '.join(scope)} </list>{lengths}<operator> {op} </operator></ordered>"
    )


def _lex(draw: st.DrawFn, names: list[str]) -> str:
    half = len(names) // 2
    op = draw(st.sampled_from(["lt", "le", "ge", "gt"]))
    return (f"<lex><list> {' '.join(names[:half])} </list><list> {' '.join(names[half:2 * half])}"
            f" </list><operator> {op} </operator></lex>")  # fmt: skip


def _sum(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names)
    terms = [v if draw(st.integers(0, 3)) else f"mul({v},{v})" for v in scope]
    pool = [str(c) for c in range(-2, 4)] + names
    coeffs = " ".join(draw(st.sampled_from(pool)) for _ in scope)
    return (f"<sum><list> {' '.join(terms)} </list><coeffs> {coeffs} </coeffs><condition>"
            f" {a_condition(draw, names, 6)} </condition></sum>")  # fmt: skip


def _count(draw: st.DrawFn, names: list[str]) -> str:
    values = draw(st.lists(st.sampled_from([*map(str, VALUES), *names]), min_size=1, max_size=3))
    return (f"<count><list> {' '.join(some(draw, names))} </list><values> {' '.join(values)}"
            f" </values><condition> {a_condition(draw, names)} </condition></count>")  # fmt: skip


def _n_values(draw: st.DrawFn, names: list[str]) -> str:
    excepted = f"<except> {draw(st.integers(-1, 2))} </except>" if draw(st.booleans()) else ""
    return (f"<nValues><list> {' '.join(some(draw, names))} </list>{excepted}<condition>"
            f" {a_condition(draw, names)} </condition></nValues>")  # fmt: skip


def _cardinality(draw: st.DrawFn, names: list[str]) -> str:
    values = draw(st.lists(st.integers(-1, 3), min_size=1, max_size=3, unique=True))
    listed = [str(v) for v in values]
    if draw(st.integers(0, 3)) == 0:
        listed[0] = draw(st.sampled_from(names))
    occurs = [draw(st.sampled_from(["0", "1", "0..2", "1..3", *names])) for _ in values]
    closed = ' closed="true"' if draw(st.booleans()) else ""
    return (
        f"<cardinality><list> {' '.join(some(draw, names))} </list><values{closed}>"
        f" {' '.join(listed)} </values><occurs> {' '.join(occurs)} </occurs></cardinality>"
    )


def _extremum(draw: st.DrawFn, names: list[str]) -> str:
    tag = draw(st.sampled_from(["minimum", "maximum"]))
    terms = [v if draw(st.integers(0, 3)) else f"add({v},1)" for v in some(draw, names)]
    return (f"<{tag}><list> {' '.join(terms)} </list><condition> {a_condition(draw, names)}"
            f" </condition></{tag}>")  # fmt: skip


def _element(draw: st.DrawFn, names: list[str]) -> str:
    start = draw(st.integers(-1, 1))
    if draw(st.booleans()):
        array = " ".join(str(draw(st.integers(-1, 3))) for _ in range(draw(st.integers(1, 4))))
    else:
        array = " ".join(
            draw(st.sampled_from([*names, "2"])) for _ in range(draw(st.integers(1, 4)))
        )
    index = draw(st.sampled_from(names))
    if draw(st.booleans()):
        tail = f"<value> {draw(st.sampled_from([*names, '1']))} </value>"
    else:
        tail = f"<condition> {a_condition(draw, names)} </condition>"
    return (f'<element><list startIndex="{start}"> {array} </list><index> {index} </index>'
            f"{tail}</element>")  # fmt: skip


def _matrix_element(draw: st.DrawFn, names: list[str]) -> str:
    rows = "".join(f"({draw(st.sampled_from(names))},{draw(st.integers(0, 2))})" for _ in range(2))
    i, j = draw(st.sampled_from(names)), draw(st.sampled_from(names))
    return (f"<element><matrix> {rows} </matrix><index> {i} {j} </index><value>"
            f" {draw(st.sampled_from([*names, '1']))} </value></element>")  # fmt: skip


def _channel(draw: st.DrawFn, names: list[str]) -> str:
    kind = draw(st.integers(0, 2))
    start = draw(st.integers(-1, 1))
    if kind == 0:
        return (
            f'<channel><list startIndex="{start}"> {" ".join(some(draw, names))} </list></channel>'
        )
    if kind == 1:
        half = len(names) // 2
        first = names[: draw(st.integers(1, half))]
        return (f'<channel><list startIndex="{start}"> {" ".join(first)} </list><list '
                f'startIndex="{draw(st.integers(-1, 1))}"> {" ".join(names[half:2 * half])}'
                " </list></channel>")  # fmt: skip
    scope = some(draw, names[1:])
    return (f'<channel><list startIndex="{start}"> {" ".join(scope)} </list><value> {names[0]}'
            " </value></channel>")  # fmt: skip


def _no_overlap(draw: st.DrawFn, names: list[str]) -> str:
    zero = ' zeroIgnored="false"' if draw(st.booleans()) else ""
    scope = some(draw, names, 2)
    if draw(st.booleans()):
        pool = ["0", "1", "2", *names] if draw(st.booleans()) else ["0", "1", "2"]
        lengths = " ".join(draw(st.sampled_from(pool)) for _ in scope)
        origins = f"<origins> {' '.join(scope)} </origins>"
        return f"<noOverlap{zero}>{origins}<lengths> {lengths} </lengths></noOverlap>"
    boxes = "".join(f"({v},{draw(st.sampled_from(names))})" for v in scope)
    sizes = "".join(
        f"({draw(st.sampled_from(['1', '2', *names]))},{draw(st.integers(0, 2))})" for _ in scope
    )
    return f"<noOverlap{zero}><origins> {boxes} </origins><lengths> {sizes} </lengths></noOverlap>"


def _cumulative(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names)
    pool = ["0", "1", "2", *names]
    lengths = " ".join(draw(st.sampled_from(pool)) for _ in scope)
    heights = " ".join(draw(st.sampled_from(pool)) for _ in scope)
    op = draw(st.sampled_from(["le", "lt"]))
    limit = draw(st.sampled_from(["1", "2", "3", *names]))
    return (
        f"<cumulative><origins> {' '.join(scope)} </origins><lengths> {lengths} </lengths>"
        f"<heights> {heights} </heights><condition> ({op},{limit}) </condition></cumulative>"
    )


def _circuit(draw: st.DrawFn, names: list[str]) -> str:
    start = draw(st.integers(-1, 0))
    size = (
        f"<size> {draw(st.sampled_from(['2', '3', names[0]]))} </size>"
        if draw(st.booleans())
        else ""
    )
    return f'<circuit><list startIndex="{start}"> {" ".join(names)} </list>{size}</circuit>'


def _regular(draw: st.DrawFn, names: list[str]) -> str:
    states = ["a", "b", "c"]
    arc = st.tuples(st.sampled_from(states), st.integers(-1, 3), st.sampled_from(states))
    arcs = draw(st.lists(arc, min_size=1, max_size=8, unique=True))
    finals = draw(st.lists(st.sampled_from(states), min_size=1, max_size=2, unique=True))
    body = "".join(f"({a},{v},{b})" for a, v, b in arcs)
    return (
        f"<regular><list> {' '.join(some(draw, names))} </list><transitions> {body}"
        f" </transitions><start> a </start><final> {' '.join(finals)} </final></regular>"
    )


def _mdd(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names)
    arcs = []
    for level in range(len(scope)):
        here = "r" if level == 0 else f"n{level}"
        there = "t" if level == len(scope) - 1 else f"n{level + 1}"
        for value in draw(st.lists(st.integers(-1, 3), min_size=1, max_size=3, unique=True)):
            arcs.append(f"({here},{value},{there})")
    return (
        f"<mdd><list> {' '.join(scope)} </list><transitions> {''.join(arcs)} </transitions></mdd>"
    )


def _instantiation(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names)
    values = " ".join(str(draw(st.sampled_from(VALUES))) for _ in scope)
    listed = f"<list> {' '.join(scope)} </list>"
    return f"<instantiation>{listed}<values> {values} </values></instantiation>"


#: How each kind of constraint is drawn.
KINDS: dict[str, Callable[[st.DrawFn, list[str]], str]] = {
    "intension": _intension,
    "extension": _extension,
    "allDifferent": _all_different,
    "allEqual": lambda draw, names: f"<allEqual> {' '.join(some(draw, names))} </allEqual>",
    "ordered": _ordered,
    "lex": _lex,
    "sum": _sum,
    "count": _count,
    "nValues": _n_values,
    "cardinality": _cardinality,
    "minimum/maximum": _extremum,
    "element": _element,
    "element matrix": _matrix_element,
    "channel": _channel,
    "noOverlap": _no_overlap,
    "cumulative": _cumulative,
    "circuit": _circuit,
    "regular": _regular,
    "mdd": _mdd,
    "instantiation": _instantiation,
}
