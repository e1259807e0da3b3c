"""Job-shop ft06 (Fisher and Thompson 1963): the shortest schedule, proven, machine by machine."""

from aimacsp import Solver
from aimacsp.problems import FT06, ft06


def main() -> None:
    solver = Solver(ft06())
    best = solver.minimize("makespan")
    assert best is not None
    print(f"ft06: least makespan {best['makespan']} ({solver.status.name.lower()})")
    for machine in range(6):
        tasks = sorted(
            (best[("s", j, k)], j) for j, job in enumerate(FT06) for k, (m, _) in enumerate(job)
            if m == machine
        )  # fmt: skip
        print(f"machine {machine}: " + ", ".join(f"job {j} at {start}" for start, j in tasks))


if __name__ == "__main__":
    main()
