"""Checkpoints: the check installed for a block runs there, and only there."""

from __future__ import annotations

import pytest

from aimacsp import Budget, BudgetSpent, Limits
from aimacsp.checkpoints import checking, checkpoint
from tests.aimacsp.budgets import Countdown


def test_the_innermost_check_runs_and_the_outer_one_comes_back() -> None:
    seen: list[str] = []
    with checking(lambda: seen.append("outer")):
        checkpoint()
        with checking(lambda: seen.append("inner")):
            checkpoint()
        checkpoint()
    checkpoint()
    assert seen == ["outer", "inner", "outer"]


def test_a_budget_spending_in_a_block_is_looked_at_by_its_checkpoints() -> None:
    budget = Countdown(2)
    with pytest.raises(BudgetSpent, match="reached"), budget.spending():
        for _ in range(10):
            checkpoint()
    assert budget.seen == 3
    checkpoint()  # outside the block: the spent budget is not looked at
    assert budget.seen == 3


def test_spending_runs_the_clock_only_for_the_block_unless_it_ran_already() -> None:
    budget = Budget(Limits(seconds=100))
    with budget.spending():
        assert budget.since is not None
    assert budget.since is None and budget.elapsed() > 0
    budget.run()
    with budget.spending():
        pass
    assert budget.since is not None  # the caller's clock keeps running
    budget.pause()
