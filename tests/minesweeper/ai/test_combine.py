"""The components weighed with a pool against the plain product tree they replace."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from hypothesis import given, settings
from hypothesis import strategies as st

from aimacsp.counting import outer_weights
from minesweeper.ai.combine import weigh_components
from minesweeper.ai.layouts import outside_weights

Answer = tuple[list[list[Fraction]], Fraction | None, int]


def tree_oracle(polys: list[list[int]], outside: int, left: int, fewest: int) -> Answer | None:
    """The weighing as it was before the pool: every component in the product tree. For
    each component the probability of each mine count, the odds of a cell off the frontier,
    and the layouts."""
    most = fewest + sum(len(poly) - 1 for poly in polys)
    low, high = max(fewest, left - outside), min(most, left)
    if low > high:
        return None
    spread = outside_weights(outside, left, low, high)
    weights = [spread[k - low] if low <= k <= high else 0 for k in range(fewest, most + 1)]
    relative, outer = outer_weights(polys, weights)
    if not relative:
        return None
    expected = relative * fewest
    odds = []
    for poly, vector in zip(polys, outer, strict=True):
        expected += sum(t * c * w for t, (c, w) in enumerate(zip(poly, vector)))
        odds.append([Fraction(c * w, relative) for c, w in zip(poly, vector)])
    outside_odds = Fraction(left * relative - expected, outside * relative) if outside else None
    layouts = relative * comb(outside, left - high) // spread[-1]
    return odds, outside_odds, layouts


def pooled_answer(polys: list[list[int]], outside: int, left: int, fewest: int) -> Answer | None:
    """The same figures from `weigh_components`."""
    weighing = weigh_components(polys, outside, left, fewest)
    if weighing is None:
        return None
    odds = [
        [Fraction(c * w, denominator) for c, w in zip(poly, vector, strict=True)]
        for poly, vector, denominator in zip(
            polys, weighing.vectors, weighing.denominators, strict=True
        )
    ]
    pool, relative = weighing.pool, weighing.relative
    outside_odds = Fraction(weighing.pool_mines, pool * relative) if outside else None
    layouts = weighing.constant * relative * comb(pool, left - weighing.high)
    assert layouts % weighing.divisor == 0
    return odds, outside_odds, layouts // weighing.divisor


def polys_of(draw: st.DrawFn, most: int) -> list[list[int]]:
    """Components' layouts by mines: many like ``c * (1 + y)`` (pooled), and others, at
    times of a few kinds only (as on a large board, where they are weighed by division)."""
    like_a_cell = st.integers(1, 4).map(lambda c: [c, c])
    other = st.lists(st.integers(0, 6), min_size=2, max_size=4).filter(
        lambda p: p[0] > 0 and p[-1] > 0
    )
    if draw(st.booleans()):
        other = st.sampled_from(draw(st.lists(other, min_size=1, max_size=3)))
    return draw(st.lists(like_a_cell | other, max_size=most))


@st.composite
def component_sets(draw: st.DrawFn, most: int = 12) -> tuple[list[list[int]], int, int, int]:
    """Random components, cells off the frontier, mines left and the frontier's fewest."""
    polys = polys_of(draw, most)
    outside = draw(st.integers(0, 40))
    fewest = draw(st.integers(0, 6))
    span = sum(len(poly) - 1 for poly in polys)
    left = draw(st.integers(0, fewest + span + outside + 2))
    return polys, outside, left, fewest


@settings(max_examples=400, deadline=None)
@given(component_sets())
def test_the_pool_gives_exactly_what_the_product_tree_gives(
    case: tuple[list[list[int]], int, int, int],
) -> None:
    assert pooled_answer(*case) == tree_oracle(*case)


@settings(max_examples=30, deadline=None)
@given(component_sets(most=150))
def test_the_pool_is_exact_on_many_components(
    case: tuple[list[list[int]], int, int, int],
) -> None:
    assert pooled_answer(*case) == tree_oracle(*case)


def test_a_pooled_component_holds_its_mine_as_a_cell_off_the_frontier_does() -> None:
    answer = pooled_answer([[3, 3], [1, 2]], outside=5, left=3, fewest=0)
    assert answer is not None
    odds, outside_odds, _ = answer
    assert odds[0][1] == outside_odds and sum(odds[1]) == 1
