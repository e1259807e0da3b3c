"""Watch a search: after each assignment, print every domain's size (AIMA's 4-queens).

A trace is a function ``(event, state)``; here it draws one line per assignment and marks
each backtrack.
"""

from aimacsp import Assign, Backtrack, Event, Solver, State, forward_checking
from aimacsp.problems import queens


def show(event: Event, state: State) -> None:
    """Print the domain sizes after each assignment, and each backtrack."""
    if isinstance(event, Assign):
        sizes = " ".join(str(state.size(var)) for var in state.variables)
        print(f"{'  ' * event.depth}Q{event.var} = {event.value}   sizes: {sizes}")
    elif isinstance(event, Backtrack):
        what = "fails" if event.failed else "undone"
        print(f"{'  ' * event.depth}Q{event.var} = {event.value} {what}")


def main() -> None:
    solution = Solver(queens(4), inference=forward_checking, trace=show).solve()
    print("solution:", solution)


if __name__ == "__main__":
    main()
