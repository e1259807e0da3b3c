"""BACKTRACKING-SEARCH exactly as AIMA Figure 6.5 writes it: the search to read first.

    function BACKTRACKING-SEARCH(csp) returns a solution or failure
      return BACKTRACK(csp, { })

    function BACKTRACK(csp, assignment) returns a solution or failure
      if assignment is complete then return assignment
      var <- SELECT-UNASSIGNED-VARIABLE(csp, assignment)
      for each value in ORDER-DOMAIN-VALUES(csp, var, assignment) do
        if value is consistent with assignment then
          add {var = value} to assignment
          inferences <- INFERENCE(csp, var, assignment)
          if inferences != failure then
            add inferences to csp
            result <- BACKTRACK(csp, assignment)
            if result != failure then return result
            remove inferences from csp
          remove {var = value} from assignment
      return failure

The assignment and the inferences live in one `State`: "add" writes on its trail and "remove"
undoes the trail back to a level, so nothing is copied. It takes the same plug-ins as `Solver`
(which runs the same search as a loop, with limits, statistics and a trace) and finds the same
first solution; the tests hold the two to that. Python's recursion limit bounds it to problems
of a few hundred variables: use `Solver` beyond.

>>> from aimacsp.problems import australia
>>> from aimacsp import mrv, forward_checking
>>> solution = recursive_backtracking_search(australia(), mrv, inference=forward_checking)
>>> australia().is_solution(solution)
True
"""

from __future__ import annotations

from ..model import CSP
from ..propagation.state import State
from ..types import D, V
from .guards import check_book_arguments, checked_inference, checked_values, checked_variable
from .heuristics import first_unassigned_variable, unordered_domain_values
from .inference import no_inference
from .plugins import Inference, ValueOrderer, VariableSelector, declaration_of

__all__ = ["recursive_backtracking_search", "backtrack"]


def recursive_backtracking_search(
    csp: CSP[V, D],
    select_unassigned_variable: VariableSelector[V, D] = first_unassigned_variable,
    order_domain_values: ValueOrderer[V, D] = unordered_domain_values,
    inference: Inference[V, D] = no_inference,
) -> dict[V, D] | None:
    """BACKTRACKING-SEARCH(csp): a solution as a dict, or None for failure (Figure 6.5)."""
    check_book_arguments(
        "recursive_backtracking_search",
        csp,
        select_unassigned_variable,
        order_domain_values,
        inference,
    )
    state = State(csp)
    state.prunes = declaration_of(inference).prunes
    return backtrack(state, select_unassigned_variable, order_domain_values, inference)


def backtrack(
    state: State[V, D],
    select_unassigned_variable: VariableSelector[V, D],
    order_domain_values: ValueOrderer[V, D],
    inference: Inference[V, D],
) -> dict[V, D] | None:
    """BACKTRACK(csp, assignment): extend the state's assignment to a solution, or None."""
    select, order = select_unassigned_variable, order_domain_values
    if all(state.assigned):
        return state.assignment()
    var = checked_variable(select(state), state, "select_unassigned_variable")
    i = state.index[var]
    values = checked_values(order(var, state), var, state, "order_domain_values")
    for _value, bit in values:
        state.push_level()
        state.assign(i, bit)  # add {var = value} to assignment
        if state.consistent(i):
            inferences = checked_inference(inference(var, state), "inference")
            state.clear_queue()
            if inferences:  # the inferences stay on the trail: added to csp
                result = backtrack(state, select, order, inference)
                if result is not None:
                    return result
        state.pop_level()  # remove {var = value} and its inferences
    return None
