"""The cells every layout agrees on, against listing every layout."""

from itertools import product

from hypothesis import given
from hypothesis import strategies as st

from minesweeper.ai.noguess.backbone import Rule, fixed_cells


@st.composite
def rule_sets(draw: st.DrawFn) -> tuple[list[Rule], dict[int, int]]:
    """Numbers over up to 10 cells, each meeting a hidden layout (the witness)."""
    cells = draw(st.integers(1, 10))
    witness = {c: draw(st.integers(0, 1)) for c in range(cells)}
    rules = []
    for _ in range(draw(st.integers(1, 8))):
        scope = draw(st.lists(st.integers(0, cells - 1), min_size=1, max_size=8, unique=True))
        rules.append((tuple(scope), sum(witness[c] for c in scope)))
    return rules, witness


def brute_fixed(rules: list[Rule], witness: dict[int, int]) -> dict[int, int]:
    cells = sorted({c for scope, _ in rules for c in scope})
    layouts = [
        dict(zip(cells, values, strict=True))
        for values in product((0, 1), repeat=len(cells))
        if all(
            sum(dict(zip(cells, values, strict=True))[c] for c in scope) == need
            for scope, need in rules
        )  # fmt: skip
    ]
    return {c: witness[c] for c in cells if len({layout[c] for layout in layouts}) == 1}


@given(rule_sets())
def test_fixed_cells_are_those_every_layout_agrees_on(
    case: tuple[list[Rule], dict[int, int]],
) -> None:
    rules, witness = case
    assert fixed_cells(rules, witness) == brute_fixed(rules, witness)


def test_a_long_chain_is_settled_from_one_end() -> None:
    # a 1-2-2-...-2-1 row along a wall: the mines alternate, and every cell is fixed
    count = 40
    witness = {c: c % 2 for c in range(count + 1)}
    rules = [((c, c + 1), 1) for c in range(count)] + [((0,), 0)]
    assert fixed_cells(rules, witness) == witness
