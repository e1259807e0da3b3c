"""N-queens with aimacsp: a first solution, drawn, and the number of solutions.

python examples/nqueens.py [N]
"""

import sys

from aimacsp import Solver, count_solutions, forward_checking, mrv
from aimacsp.problems import queens


def draw(solution: dict[int, int], n: int) -> str:
    """The board, one line per row, a queen as Q."""
    return "\n".join(
        " ".join("Q" if solution[col] == row else "." for col in range(n)) for row in range(n)
    )


def main(n: int = 8) -> None:
    csp = queens(n)
    solver = Solver(csp, select=mrv, inference=forward_checking)
    solution = solver.solve()
    if solution is None:
        print(f"{n}-queens has no solution")
        return
    print(
        f"A solution of {n}-queens ({solver.stats.assignments} assignments,"
        f" {solver.stats.backtracks} backtracks, {solver.stats.seconds * 1000:.1f} ms):"
    )
    print(draw(solution, n))
    if n <= 10:
        print(f"{n}-queens has {count_solutions(csp)} solutions")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 8)
