"""Job-shop ft06 (Fisher and Thompson 1963): the shortest schedule, by lowering the horizon."""

from aimacsp import Solver
from aimacsp.problems import FT06, ft06


def main() -> None:
    horizon = sum(duration for job in FT06 for _, duration in job)  # one task at a time fits
    best = None
    while True:
        schedule = Solver(ft06(horizon)).solve()
        if schedule is None:
            break  # proved: nothing ends by this horizon
        best = schedule
        ends = [best[("s", j, len(job) - 1)] + job[-1][1] for j, job in enumerate(FT06)]
        horizon = max(ends) - 1  # ask for a schedule that ends sooner
    assert best is not None
    print(f"ft06: least makespan {horizon + 1}")
    for machine in range(6):
        tasks = sorted(
            (best[("s", j, k)], j) for j, job in enumerate(FT06) for k, (m, _) in enumerate(job)
            if m == machine
        )  # fmt: skip
        print(f"machine {machine}: " + ", ".join(f"job {j} at {start}" for start, j in tasks))


if __name__ == "__main__":
    main()
