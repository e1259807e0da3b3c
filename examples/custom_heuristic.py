"""A variable-selection heuristic of your own, plugged into the solver without touching it.

A selector is any function ``(state) -> variable``. This one prefers the variable in the most
constraints that are still open, and breaks ties by the smallest domain: degree first, MRV
second, the reverse of `mrv_degree`.
"""

from aimacsp import Solver, State, forward_checking
from aimacsp.problems import queens


def degree_then_mrv(state: State) -> object:
    """The unassigned variable with most unassigned neighbours; ties: fewest values."""

    def score(var: object) -> tuple[int, int]:
        open_neighbours = sum(1 for n in state.neighbors(var) if not state.is_assigned(n))
        return (-open_neighbours, state.size(var))

    return min(state.unassigned(), key=score)


def main() -> None:
    csp = queens(12)
    solver = Solver(csp, select=degree_then_mrv, inference=forward_checking)
    solution = solver.solve()
    assert solution is not None and csp.is_solution(solution)
    print(f"12-queens with degree_then_mrv: {solver.stats.assignments} assignments")


if __name__ == "__main__":
    main()
