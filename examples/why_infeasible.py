"""A timetable with a bug: `minimal_conflict` names the few rules that cannot all hold.

Four courses go into slots 1..4. One rule was typed backwards ("Networks before AI" should
read "AI before Networks"); of the eight rules, the conflict names five, that one among
them. `explain` then says why a course cannot take a slot once the bug is fixed.
"""

from aimacsp import CSP, AllDifferent, Sum, backtracking_search, explain, minimal_conflict


def timetable(networks_first: bool) -> CSP[str, int]:
    """The courses and their rules; ``networks_first`` is the bug."""
    csp: CSP[str, int] = CSP()
    csp.add_variables(["AI", "Databases", "Networks", "Compilers"], [1, 2, 3, 4])
    csp.add_constraint(AllDifferent(["AI", "Databases", "Networks"]))
    csp.add_constraint(lambda c, a: c != a, ["Compilers", "AI"], name="Ada teaches both")
    csp.add_constraint(lambda d: d == 2, ["Databases"], name="the lab is free only in slot 2")
    csp.add_constraint(lambda a: a != 3, ["AI"], name="Ada is away in slot 3")
    csp.add_constraint(lambda a: a != 4, ["AI"], name="AI students have a field trip in slot 4")
    csp.add_constraint(Sum(["Compilers", "Databases"], ">=", 5))
    if networks_first:
        csp.add_constraint(lambda n, a: n < a, ["Networks", "AI"], name="Networks before AI")
    else:
        csp.add_constraint(lambda a, n: a < n, ["AI", "Networks"], name="AI before Networks")
    csp.add_constraint(lambda c: c > 1, ["Compilers"], name="Compilers not first")
    return csp


def main() -> None:
    buggy = timetable(networks_first=True)
    print(f"{len(buggy.constraints)} rules, solution: {backtracking_search(buggy)}")
    conflict = minimal_conflict(buggy)
    assert conflict is not None
    print(f"These {len(conflict)} rules cannot all hold:")
    for rule in conflict:
        print(f"  - {rule}")
    fixed = timetable(networks_first=False)
    print("With the rule the right way round:", backtracking_search(fixed))
    print("Why can Compilers not take slot 2?")
    for rule in explain(fixed, "Compilers", 2) or []:
        print(f"  - {rule}")


if __name__ == "__main__":
    main()
