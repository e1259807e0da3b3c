"""Shared relation tables: the key is exact, and sharing never changes what is pruned or found."""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable
from typing import Any
from unittest import mock

from hypothesis import given, note
from hypothesis import strategies as st

from aimacsp import CSP, Solver, ac3, forward_checking, gac, mac, mrv
from aimacsp.bitsets import bits_of
from aimacsp.constraints.relations import ValueBytes, relation_key
from tests.aimacsp.strategies import brute_force, frozen


def family(k: Any) -> Callable[[int, int], bool]:
    """One code object, many relations: they differ only in the default ``k``."""
    return lambda a, b, k=k: (a * 3 + b + hash(k)) % 5 != 0


def closing(k: Any) -> Callable[[int, int], bool]:
    return lambda a, b: (a + 2 * b + hash(k)) % 4 != 1


def test_keys_match_exactly_when_the_functions_cannot_differ() -> None:
    key = relation_key
    assert key(family(3)) == key(family(3)) and key(family(3)) != key(family(4))
    assert key(closing("x")) == key(closing("x")) and key(closing("x")) != key(closing("y"))
    # Equal values a function can tell apart: bool and int, -0.0 and 0.0, equal lists.
    assert key(family(True)) != key(family(1))
    assert key(family(0.0)) != key(family(-0.0))
    assert key(family((1, 2))) == key(family((1, 2))) != key(family((1, 2.0)))
    assert key(family([1])) != key(family([1]))
    shared = [1]
    assert key(family(shared)) == key(family(shared))
    # Same text, different code objects; builtins and partials by identity.
    assert key(lambda a, b: a != b) != key(lambda a, b: a != b)
    assert key(max) == key(max) != key(min)
    assert key(functools.partial(max)) != key(functools.partial(max))


def test_keys_see_keyword_defaults_and_empty_cells() -> None:
    def keyword(k: int) -> Callable[..., bool]:
        return lambda a, b, *, k=k: a + b != k

    assert relation_key(keyword(2)) == relation_key(keyword(2)) != relation_key(keyword(3))

    def late() -> tuple[Callable[..., bool], Callable[..., bool]]:
        first = lambda a, b: a != k  # noqa: E731
        second = lambda a, b: a != k  # noqa: E731
        k = 1  # noqa: F841 - the cell is filled after the lambdas are made
        return first, second

    first, second = late()
    assert relation_key(first) != relation_key(second)  # different cells, same code


def model(seed: int, unique: bool) -> CSP[int, int]:
    """A random binary CSP whose predicates repeat relations; ``unique`` wraps each one in a
    fresh partial, so that nothing is shared, with the same answers."""
    rng = random.Random(seed)
    csp: CSP[int, int] = CSP()
    n = rng.randint(2, 5)
    for var in range(n):
        csp.add_variable(var, rng.sample(range(5), rng.randint(1, 5)))
    for _ in range(rng.randint(1, 7)):
        a, b = rng.sample(range(n), 2)
        test = rng.choice([family, closing])(rng.randint(0, 2))
        csp.add_constraint(functools.partial(test) if unique else test, [a, b])
    return csp


@given(st.integers(0, 10**9), st.booleans())
def test_shared_tables_prune_and_search_as_unshared_ones(seed: int, bytewise: bool) -> None:
    shared, alone = model(seed, unique=False), model(seed, unique=True)
    note(f"{dict(shared.domains)} {shared.constraints}")
    expected = frozen(brute_force(shared))
    # bytewise: the pair tests walk domains a byte at a time, as they do on wide domains.
    with mock.patch("aimacsp.constraints.binary.BYTES_FROM", 0 if bytewise else 10**9):
        assert ac3(shared) == ac3(alone)
        assert gac(shared) == gac(alone)
        for inference in (forward_checking, mac):
            one = Solver(shared, select=mrv, inference=inference)
            other = Solver(alone, select=mrv, inference=inference)
            found = list(one.solutions())
            assert found == list(other.solutions())
            assert frozen(found) == expected
            assert one.stats.assignments == other.stats.assignments


def test_value_bytes_list_the_bits_of_any_mask() -> None:
    values = [f"v{k}" for k in range(70)]
    table = ValueBytes(values)
    rng = random.Random(2)
    for _ in range(200):
        mask = rng.getrandbits(70)
        pairs = [
            pair
            for k, byte in enumerate(mask.to_bytes(9, "little"))
            if byte
            for pair in (table.rows[k][byte] or table.entry(k, byte))
        ]
        assert pairs == [(1 << b, values[b]) for b in bits_of(mask)]


def test_wide_domains_forward_check_exactly() -> None:
    # 40 values: the byte-wise walk runs for real; every solution of a small model is found.
    csp: CSP[int, int] = CSP()
    csp.add_variables(range(3), range(40))
    for a, b in itertools.combinations(range(3), 2):
        csp.add_constraint(lambda x, y, d=b - a: (x * 7 + y * d) % 13 == 4, [a, b])
    expected = frozen(brute_force(csp))
    found = list(Solver(csp, select=mrv, inference=forward_checking).solutions())
    assert frozen(found) == expected and len(found) == len(expected) > 0
