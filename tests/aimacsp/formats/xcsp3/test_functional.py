"""The functional notation read into trees: every tree written back reads the same."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from aimacsp.formats.xcsp3.functional import ARITIES, MAX_DEPTH, Call, Tree, parse, variables_of
from aimacsp.formats.xcsp3.tokens import Malformed

NAMES = {"x", "y[0]", "z[1][2]"}


def written(tree: Tree) -> str:
    if isinstance(tree, Call):
        return f"{tree.op}({','.join(map(written, tree.args))})"
    return str(tree)


def trees() -> st.SearchStrategy[Tree]:
    leaves = st.one_of(st.integers(-(10**6), 10**6), st.sampled_from(sorted(NAMES)))

    def calls(children: st.SearchStrategy[Tree]) -> st.SearchStrategy[Tree]:
        def build(op: str) -> st.SearchStrategy[Tree]:
            least, most = ARITIES[op]
            size = st.lists(children, min_size=least, max_size=min(most, 4))
            return size.map(lambda args: Call(op, tuple(args)))

        return st.sampled_from(sorted(ARITIES)).flatmap(build)

    return st.recursive(leaves, calls, max_leaves=20)


@given(trees())
def test_a_written_tree_reads_back_the_same(tree: Tree) -> None:
    assert parse(written(tree), NAMES.__contains__) == tree


def test_spaces_and_variables() -> None:
    tree = parse(" eq( x , add( y[0], -2 ) ) ", NAMES.__contains__)
    assert tree == Call("eq", ("x", Call("add", ("y[0]", -2))))
    assert variables_of(Call("add", ("x", Call("mul", ("y[0]", "x"))))) == ["x", "y[0]"]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("eq(x)", "takes at least 2 arguments, not 1"),
        ("sub(x,1,2)", "takes 2 arguments, not 3"),
        ("foo(x)", "'foo' is not an operator"),
        ("eq(x,w)", "'w' is neither an integer nor a declared variable"),
        ("eq(x,%0)", "the parameter %0"),
        ("add(x,)", "misplaced ')'"),
        ("add(x y)", "a ',' is missing"),
        ("add(x", "not complete"),
        ("add(x))", "text after the end"),
        ("", "empty"),
        ("add(" * (MAX_DEPTH + 1) + "x" + ")" * (MAX_DEPTH + 1), "nested more than"),
    ],
)
def test_bad_expressions_say_why(text: str, says: str) -> None:
    with pytest.raises(Malformed, match=re.escape(says)):
        parse(text, NAMES.__contains__)
