"""Backtracking search (AIMA Figure 6.5) run as a loop: one frame per assigned variable.

`Solver` runs this loop; `recursive` writes the same search as the book does, and the tests
hold the two to the same answers. The loop spends a `Budget` (a node per value tried), checks
each plug-in's answer where it enters (`guards`), and tells a trace what it does.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import dataclass
from time import perf_counter
from typing import Any, Generic

from ..intervals import Intervals, between, contains
from ..propagation.events import Assign, Backtrack, Restart, Solution, Span, Split, Trace, report
from ..propagation.limits import Budget
from ..propagation.state import State
from ..types import D, V
from .guards import (
    checked_inference,
    checked_variable,
    guard_solution,
    guarded_propagators,
    missing_error,
    value_error,
    value_list,
)
from .nogoods import record_nogoods
from .plugins import Inference, InferenceDeclaration, ValueOrderer, VariableSelector
from .restarts import Restarts
from .stats import Stats

__all__ = ["Plan", "LimitHit", "backtrack_loop"]


class LimitHit(Exception):
    """The budget ran out: the search stops, having proven nothing."""


@dataclass(frozen=True)
class Plan(Generic[V, D]):
    """The plug-ins and switches of one search."""

    select: VariableSelector[V, D]
    order: ValueOrderer[V, D]
    inference: Inference[V, D]
    declaration: InferenceDeclaration
    trace: Trace | None
    preprocess: bool
    #: When to go back to the root (None: never; a search for every solution never does).
    restarts: Restarts | None = None
    #: True when the search adds the constraints the model implies (`aimacsp.search.implied`).
    implied: bool = False


def backtrack_loop(
    plan: Plan[V, D], state: State[V, D], stats: Stats, budget: Budget
) -> Generator[dict[V, D], None, None]:
    """The solutions of ``state``'s problem, found by Figure 6.5's search run as a loop
    (one frame per assigned variable instead of a recursive call), spending ``budget``."""
    declaration = plan.declaration
    if plan.preprocess:
        state.wake_all()
        if not state.propagate():
            return
        state.at_fixpoint = declaration.fixpoint
    variables, values, dom = state.variables, state.values, state.dom
    n = len(variables)
    if n == 0:
        stats.solutions += 1
        yield {}
        return
    select, order, inference, trace = plan.select, plan.order, plan.inference, plan.trace
    index = state.index
    # An inference that declares ``checks`` (forward checking, MAC) finds any violated
    # constraint on var itself, so the search's own check would be redundant.
    skip_check = declaration.checks
    # The budget's nodes and clock, read once and again after each solution (the caller
    # may hold it a while): a node limit is counted against this search's assignments.
    max_nodes = budget.nodes_left()
    deadline = budget.deadline()
    limited = max_nodes is not None or deadline is not None
    push_level, pop_level, assign = state.push_level, state.pop_level, state.assign
    consistent, clear_queue = state.consistent, state.clear_queue
    value_index, initial, assigned = state.value_index.get, state.initial_dom, state.assigned
    wide, has_wide = state.wide, state.has_wide
    # When the search skips its own check on the word of the inference, a last guard
    # checks the constraints at each solution (a few bit operations each): all of them
    # for an inference of the user's, and for the built-in ones (tested to keep their
    # word) those whose propagators do not declare that they reject a violated scope.
    guarded = guarded_propagators(state, declaration) if skip_check else []
    # One frame per assigned variable (and one being tried): index, variable, the values
    # left to try, and the domain when the order was asked for; beside it, the values of
    # the model's domain the order has not listed yet (a bitset), to check it as it comes.
    frames: list[tuple[int, V, Iterator[Any], Any]] = []
    unlisted: list[int] = []
    # Per frame, the value (or for a wide variable, the `Span`) its current choice made,
    # and whether that choice assigned the variable: ``done`` counts those that did. A
    # wide variable's choice may only narrow it, so a search is done when every variable
    # is assigned, not when it has a frame each.
    current: list[Any] = []
    assigning: list[bool] = []
    done = depth = 0
    # Restarts: the failed assignments this round may have, and how many it had.
    cutoffs = plan.restarts.cutoffs() if plan.restarts is not None else None
    cutoff = next(cutoffs) if cutoffs is not None else -1
    failures = 0
    phase = state.phase
    while True:
        if done == n:
            if guarded:
                guard_solution(guarded, state, inference)
            if has_wide:
                solution = {var: state.value_of(i) for i, var in enumerate(variables)}
            else:
                solution = {var: values[dom[i].bit_length() - 1] for i, var in enumerate(variables)}
            stats.solutions += 1
            if trace is not None:
                report(trace, Solution(solution), state)
            yield solution
            deadline = budget.deadline()
            state.pop_level()
            depth -= 1
            if trace is not None:
                report(trace, Backtrack(frames[-1][1], current[-1], depth + 1), state)
            current.pop()
            done -= assigning.pop()
        else:
            var = select(state)
            try:
                i = index.get(var, -1)
            except TypeError:  # unhashable
                i = -1
            if i < 0 or assigned[i]:
                checked_variable(var, state, "select")  # raises, naming the mistake
            untried: Iterator[Any]
            if has_wide and wide[i]:
                # A wide domain is never listed: a value first, then the rest in two
                # ranges, each a choice of its own (see `WideChoices`).
                untried = WideChoices(state, i)
            else:
                ordered = order(var, state)
                untried = (
                    iter(ordered) if type(ordered) is list else value_list(ordered, var, "order")
                )
            frames.append((i, var, untried, dom[i]))
            unlisted.append(initial[i])
        while frames:
            i, var, untried, start = frames[-1]
            left = unlisted[-1]
            for value in untried:
                if type(start) is int:
                    try:
                        bit = value_index(value, -1)
                    except TypeError:  # unhashable: not a value at all
                        bit = -1
                    flag = 1 << bit if bit >= 0 else 0
                    if not left & flag:  # not in the domain, or listed before
                        raise value_error(value, var, state, initial[i] & ~left, "order")
                    left ^= flag
                    if not dom[i] & flag:
                        continue  # ruled out already: it leads to no solution
                else:  # a wide domain's choice: a range [low, high] (one value when equal)
                    bit = flag = -1
                    low, high = value
                    if not between(dom[i], low, high):
                        continue  # refuted at the root since the choices were made
                if limited:
                    if max_nodes is not None and stats.assignments >= max_nodes:
                        raise LimitHit
                    if deadline is not None and perf_counter() > deadline:
                        raise LimitHit
                stats.assignments += 1
                push_level()
                fixes = True
                if bit >= 0:
                    assign(i, bit)
                    shown = value
                elif low == high:
                    state.assign_value(i, low)
                    shown = low
                else:
                    state.keep_between(i, low, high)
                    shown = Span(low, high)
                    fixes = False
                if fixes:
                    phase[i] = shown
                if trace is not None:
                    # Before the inference, so the prunings it causes follow their cause.
                    event = Assign(var, shown, depth + 1) if fixes else Split(var, shown, depth + 1)
                    report(trace, event, state)
                if skip_check or consistent(i):
                    fine = inference(var, state)
                    if fine is not True and fine is not False:
                        checked_inference(fine, "inference")  # raises
                else:
                    fine = False
                if fine:
                    unlisted[-1] = left
                    clear_queue()
                    depth += 1
                    done += fixes
                    current.append(shown)
                    assigning.append(fixes)
                    if state.last_failed == i:
                        state.last_failed = -1
                    break
                clear_queue()
                pop_level()
                stats.backtracks += 1
                state.last_failed = i
                if trace is not None:
                    report(trace, Backtrack(var, shown, depth + 1, failed=True), state)
                if cutoffs is not None:
                    if depth == 0 and not refute_at_root(state, i, value, declaration.fixpoint):
                        return  # the last value of the first variable failed: no solution
                    failures += 1
                    if failures >= cutoff:
                        unlisted[-1] = left
                        if not restart(state, frames, unlisted, current, plan, stats):
                            return  # what the branch refuted leaves the root no value
                        assigning.clear()
                        depth, done, failures, cutoff = 0, 0, 0, next(cutoffs)
                        break
            else:
                frames.pop()
                unlisted.pop()
                missing = start & left if type(start) is int else 0
                if missing:
                    raise missing_error(missing, var, state, "order")
                if frames:
                    state.pop_level()
                    stats.backtracks += 1
                    if trace is not None:
                        report(trace, Backtrack(frames[-1][1], current[-1], depth), state)
                    current.pop()
                    done -= assigning.pop()
                    depth -= 1
                continue
            break
        else:
            return


class WideChoices:
    """The choices of a search at a wide variable (held as intervals), made one at a time
    and never listed: first one value, the one the variable was last given if still
    possible (phase saving), else its least (its greatest for a variable the search wants
    high: a maximised objective); then the rest of the domain as two ranges, each a choice
    that narrows the variable without fixing it (domain splitting), the side of that value
    first. A range refuted by propagation alone takes all its values with it, so a search
    spends on a wide domain what it spends on a narrow one, and a few more choices.
    Each choice is ``(low, high)``; ``tried`` keeps those made so far."""

    __slots__ = ("state", "i", "pending", "tried")

    def __init__(self, state: State[Any, Any], i: int) -> None:
        self.state, self.i = state, i
        self.pending: list[tuple[int, int]] | None = None
        self.tried: list[tuple[int, int]] = []

    def __iter__(self) -> WideChoices:
        return self

    def __next__(self) -> tuple[int, int]:
        d = self.state.dom[self.i]
        if self.pending is None:  # the first choice: a value
            down = self.i == self.state.highest_first
            saved = self.state.phase[self.i]
            value = saved if saved is not None and contains(d, saved) else d[-1 if down else 0]
            self.pending = _rest(d, value, down)
            choice = (value, value)
        elif self.pending:
            choice = self.pending.pop(0)
        else:
            raise StopIteration
        self.tried.append(choice)
        return choice


def _rest(d: Intervals, value: int, down: bool) -> list[tuple[int, int]]:
    """The ranges of ``d`` without ``value`` to try next: the values below it and those
    above, or, when it was an end, the other values in two halves; nearest ``value`` first.
    (Halves, rather than the one range of the others: a half with no solution is often
    refuted by propagation alone. Measured on a weighted-lateness schedule in seconds, one
    range took 19,655 choices and 15 s where halves took 1,161 and 0.46 s.)"""
    low, high = d[0], d[-1]
    if value in (low, high):
        rest_low, rest_high = (low + 1, high) if value == low else (low, high - 1)
        if rest_low > rest_high:
            return []
        if rest_low == rest_high:
            return [(rest_low, rest_high)]
        middle = (rest_low + rest_high) // 2
        halves = [(rest_low, middle), (middle + 1, rest_high)]
        return halves[::-1] if value == high else halves
    sides = [(low, value - 1), (value + 1, high)]
    return sides[::-1] if down else sides


def refute_at_root(state: State[Any, Any], i: int, value: Any, fixpoint: bool) -> bool:
    """A value of a variable chosen at the root failed (for a wide variable, a range
    ``(low, high)``): remove it for good (the root's changes are never undone), and
    propagate when the inference keeps a fixpoint; False when that leaves no solution."""
    fine = state.discard_between(i, *value) if state.wide[i] else state.discard_value(i, value)
    if not fine:
        return False
    if fixpoint:
        fine = state.propagate()
        state.clear_queue()
        return fine
    return True


def restart(
    state: State[Any, Any],
    frames: list[tuple[int, Any, Any, int]],
    unlisted: list[int],
    current: list[Any],
    plan: Plan[Any, Any],
    stats: Stats,
) -> bool:
    """Go back to the root, keeping what the branch refuted as nogoods (see `nogoods`) and
    what the state has learnt (weights, last conflict, phases); False when that proves there
    is no solution."""
    initial, value_index = state.initial_dom, state.value_index
    decisions = []
    refuted_at_root: list[Any] = []
    for depth, (i, _, untried, start) in enumerate(frames):
        if type(start) is not int:
            # A wide variable's decisions end the nogoods (they are kept for bitsets); at
            # the root, the values it refuted go for good.
            if depth == 0 and isinstance(untried, WideChoices):
                ongoing = untried.tried[-1] if current else None
                refuted_at_root = [(i, c) for c in untried.tried if c != ongoing]
            break
        tried = initial[i] & ~unlisted[depth] & start
        bit = value_index[current[depth]] if depth < len(current) else -1
        decisions.append((i, bit, tried & ~(1 << bit) if bit >= 0 else tried))
    for _ in range(len(current)):
        state.pop_level()
    state.clear_queue()
    frames.clear()
    unlisted.clear()
    current.clear()
    stats.restarts += 1
    for i, (low, high) in refuted_at_root:
        if not state.discard_between(i, low, high):
            return False
    added = record_nogoods(state, decisions)
    if added < 0:
        return False
    if plan.trace is not None:
        report(plan.trace, Restart(stats.restarts, added), state)
    if plan.declaration.fixpoint:
        state.wake_all()
        fine = state.propagate()
        state.clear_queue()
        return fine
    return True
