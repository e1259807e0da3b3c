"""SEND + MORE = MONEY: all-different digits and one linear equation."""

from aimacsp import Solver
from aimacsp.problems import send_more_money


def main() -> None:
    solver = Solver(send_more_money())
    digits = solver.solve()
    assert digits is not None
    word = lambda w: "".join(str(digits[letter]) for letter in w)  # noqa: E731
    print(f"  {word('SEND')}\n+ {word('MORE')}\n= {word('MONEY')}")
    print(f"unique: {solver.count() == 1}, {solver.stats.assignments} assignments to prove it")


if __name__ == "__main__":
    main()
