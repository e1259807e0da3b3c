"""Colour the map of Australia (AIMA Figure 6.1): AC-3, one solution, and how many there are."""

from aimacsp import ac3, backtracking_search, count_solutions, forward_checking, lcv, mrv
from aimacsp.problems import australia


def main() -> None:
    csp = australia()
    print(
        "After AC-3 nothing is pruned yet:",
        ac3(csp) == {v: list(d) for v, d in csp.domains.items()},
    )
    solution = backtracking_search(
        csp, select_unassigned_variable=mrv, order_domain_values=lcv, inference=forward_checking
    )
    assert solution is not None and csp.is_solution(solution)
    for region, colour in solution.items():
        print(f"  {region:>3}: {colour}")
    print("Colourings with three colours:", count_solutions(csp))


if __name__ == "__main__":
    main()
