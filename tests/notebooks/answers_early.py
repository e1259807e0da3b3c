"""Answers a student might give to the exercises of notebooks 1 and 2: the wrong ones each
check must refuse (with the words its message must hold), and right ones it must accept.

Each answer is the whole text of the answer cell, run in the namespace the notebook had
before that cell.
"""

from __future__ import annotations

from .kinds import Answers

NOTEBOOK_1: dict[str, Answers] = {
    "ex1": Answers(
        wrong=[
            ("answer_1 = 3 ** 7", "every assignment"),
            ("answer_1 = 6", "mainland only"),
            ("answer_1 = len(backtracking_search(australia))", "is not the number of colourings"),
            ("answer_1 = backtracking_search(australia)", "must be a number"),
            ("answer_1 = count_solutions(australia) - 1", "is not the number of colourings"),
            ("answer_1 = '18'", "must be a number"),
            # The map changed in place: the old check recounted the notebook's own australia.
            (
                "from aimacsp.problems import australia as fresh_map\n"
                "australia = fresh_map()\n"
                "australia.add_constraint(lambda t: t != 'red', ['T'])\n"
                "answer_1 = count_solutions(australia)",
                "is not the number of colourings",
            ),
        ],
        right=[
            "answer_1 = Solver(australia).count()",
            "from aimacsp import solutions\nanswer_1 = len(list(solutions(australia)))",
            "answer_1 = 18",
            "answer_1 = 18.0",
        ],
        alone="from aimacsp import count_solutions as cs\n"
        "from aimacsp.problems import australia as a\nanswer_1 = cs(a())",
    ),
    "ex2": Answers(
        wrong=[
            ("def colour_australia(colours):\n    return None", "yet Australia can be coloured"),
            ("def colour_australia(colours):\n    return {}", "not an empty dict"),
            ("def colour_australia(colours):\n    return False", "return what backtracking_search"),
            (
                "def colour_australia(colours):\n"
                "    return {r: colours[k % 2] for k, r in enumerate(regions)}",
                "breaks the borders",
            ),
            (
                "def colour_australia(colours):\n"
                "    csp = CSP()\n"
                "    csp.add_variables(regions, ['red', 'green', 'blue'])\n"
                "    for a, b in borders:\n"
                "        csp.add_constraint(lambda x, y: x != y, [a, b])\n"
                "    return backtracking_search(csp)",
                "used colours not in the list",
            ),
            (
                "def colour_australia(colours):\n"
                "    csp = CSP()\n"
                "    csp.add_variables(regions, colours)\n"
                "    return backtracking_search(csp)",
                "breaks the borders",
            ),
        ],
        right=[
            "def colour_australia(colours):\n"
            "    two = CSP()\n"
            "    two.add_variables(regions, colours)\n"
            "    for a, b in borders:\n"
            "        two.add_constraint(lambda x, y: x != y, [a, b])\n"
            "    return Solver(two).solve()",
        ],
        alone="def colour_australia(colours):\n"
        "    from aimacsp import backtracking_search\n"
        "    from aimacsp.problems import australia\n"
        "    return backtracking_search(australia(tuple(colours)))",
    ),
    "ex3": Answers(
        wrong=[
            ("answer_3 = 'MRV'", "is not the strategy with the fewest"),
            ("answer_3 = 'plain'", "is not the strategy with the fewest"),
            ("answer_3 = 'mac'", "not a key of strategies"),
            ("answer_3 = ['MRV + MAC']", "not a key of strategies"),
            ("answer_3 = 'MRV + forward checking'", "is not the strategy with the fewest"),
            (
                "answer_3 = max(compare(queens(12), strategies), key=lambda row: row[1])[0]",
                "is not the strategy with the fewest",
            ),
        ],
        right=[
            "answer_3 = 'MRV + MAC'",
            "work = {row[0]: row[1] for row in compare(queens(12), strategies)}\n"
            "answer_3 = min(work, key=work.get)",
        ],
        alone="answer_3 = 'MRV + MAC'",
    ),
    "ex4": Answers(
        wrong=[
            (
                "def count_rejections(csp):\n"
                "    events = []\n"
                "    def every_backtrack(event, state):\n"
                "        if isinstance(event, Backtrack):\n"
                "            events.append(event)\n"
                "    Solver(csp, select=first_unassigned_variable, inference=forward_checking,"
                " trace=every_backtrack).solve()\n"
                "    return len(events)",
                "counts every Backtrack event",
            ),
            (
                "from aimacsp import Assign\n"
                "def count_rejections(csp):\n"
                "    tried = []\n"
                "    def assigns(event, state):\n"
                "        if isinstance(event, Assign):\n"
                "            tried.append(event)\n"
                "    Solver(csp, select=first_unassigned_variable, inference=forward_checking,"
                " trace=assigns).solve()\n"
                "    return len(tried)",
                "counts the values tried",
            ),
            (
                "seen = []\n"
                "def failed(event, state):\n"
                "    if isinstance(event, Backtrack) and event.failed:\n"
                "        seen.append(event)\n"
                "def count_rejections(csp):\n"
                "    Solver(csp, select=first_unassigned_variable,"
                " inference=forward_checking, trace=failed).solve()\n"
                "    return len(seen)",
                "start a fresh count in each call",
            ),
            (
                "def count_rejections(csp):\n"
                "    seen = []\n"
                "    def failed(event, state):\n"
                "        if isinstance(event, Backtrack) and event.failed:\n"
                "            seen.append(event)\n"
                "    Solver(csp, select=mrv, inference=mac, trace=failed).solve()\n"
                "    return len(seen)",
                "is not what the search asked for rejects",
            ),
            # MRV gives the same count as the first unassigned variable on 6-queens (8).
            (
                "def count_rejections(csp):\n"
                "    seen = []\n"
                "    def failed(event, state):\n"
                "        if isinstance(event, Backtrack) and event.failed:\n"
                "            seen.append(event)\n"
                "    Solver(csp, select=mrv, inference=forward_checking, trace=failed).solve()\n"
                "    return len(seen)",
                "is not what the search asked for rejects",
            ),
            (
                "def count_rejections(csp):\n"
                "    tree = SearchRecord()\n"
                "    Solver(csp, select=first_unassigned_variable, inference=forward_checking,"
                " trace=tree).solve()\n"
                "    return tree.rejected",
                "uses SearchRecord",
            ),
            ("def count_rejections(csp):\n    return 8", "is not the number of values rejected"),
        ],
        right=[
            "class Counter:\n"
            "    def __init__(self):\n"
            "        self.n = 0\n"
            "    def __call__(self, event, state):\n"
            "        self.n += isinstance(event, Backtrack) and event.failed\n"
            "def count_rejections(csp):\n"
            "    counter = Counter()\n"
            "    Solver(csp, select=first_unassigned_variable, inference=forward_checking,"
            " trace=counter).solve()\n"
            "    return counter.n",
            # A list named as the notebook's record function: the old check called record().
            "record = []\n"
            "def count_rejections(csp):\n"
            "    record.clear()\n"
            "    def keep(event, state):\n"
            "        if isinstance(event, Backtrack) and event.failed:\n"
            "            record.append(event)\n"
            "    Solver(csp, select=first_unassigned_variable, inference=forward_checking,"
            " trace=keep).solve()\n"
            "    return len(record)",
        ],
        alone="def count_rejections(csp):\n"
        "    from aimacsp import Backtrack, Solver, first_unassigned_variable, forward_checking\n"
        "    n = [0]\n"
        "    def keep(event, state):\n"
        "        n[0] += isinstance(event, Backtrack) and event.failed\n"
        "    Solver(csp, select=first_unassigned_variable, inference=forward_checking,"
        " trace=keep).solve()\n"
        "    return n[0]",
    ),
    "ex5": Answers(
        wrong=[
            (
                "def superqueens(n):\n"
                "    csp = CSP()\n"
                "    csp.add_variables(range(n), range(n))\n"
                "    for i in range(n):\n"
                "        for j in range(i + 1, n):\n"
                "            csp.add_constraint(lambda a, b: a != b and abs(a - b) != j - i\n"
                "                and {abs(a - b), j - i} != {1, 2}, [i, j])\n"
                "    return csp",
                "late binding",
            ),
            ("def superqueens(n):\n    return queens(n)", "knight's moves are missing"),
            (
                "def superqueens(n):\n"
                "    csp = CSP()\n"
                "    csp.add_variables(range(n), range(n))\n"
                "    for i in range(n):\n"
                "        for j in range(i + 1, n):\n"
                "            csp.add_constraint(lambda a, b, d=j - i: a != b and abs(a - b) != d\n"
                "                and not (d == 1 and abs(a - b) == 2), [i, j])\n"
                "    return csp",
                "check the rules for columns one and two apart",
            ),
            (
                "def superqueens(n):\n"
                "    csp = CSP()\n"
                "    csp.add_variables(range(n + 1), range(n))\n"
                "    return csp",
                "one per column",
            ),
            (
                "def superqueens(n):\n"
                "    csp = CSP()\n"
                "    csp.add_variables(range(n), range(n))\n"
                "    for i in range(n):\n"
                "        for j in range(i + 1, n):\n"
                "            csp.add_constraint(lambda a, b, d=j - i: a != b\n"
                "                and {abs(a - b), d} != {1, 2}, [i, j])\n"
                "    return csp",
                "the diagonals",
            ),
        ],
        right=[
            "def superqueens(n):\n"
            "    csp = CSP()\n"
            "    csp.add_variables(range(1, n + 1), range(1, n + 1))\n"
            "    for i in range(1, n + 1):\n"
            "        for j in range(i + 1, n + 1):\n"
            "            csp.add_constraint(\n"
            "                lambda a, b, d=j - i: a != b and abs(a - b) != d\n"
            "                and sorted((abs(a - b), d)) != [1, 2], [i, j])\n"
            "    return csp",
        ],
        alone="def superqueens(n):\n"
        "    from aimacsp import CSP\n"
        "    csp = CSP()\n"
        "    csp.add_variables(range(n), range(n))\n"
        "    for i in range(n):\n"
        "        for j in range(i + 1, n):\n"
        "            csp.add_constraint(lambda a, b, d=j - i: abs(a - b) not in (0, d)\n"
        "                and sorted((abs(a - b), d)) != [1, 2], [i, j])\n"
        "    return csp",
    ),
}

NOTEBOOK_2: dict[str, Answers] = {
    "ex1": Answers(
        wrong=[
            ("answer_1 = (81, 81)", "easy puzzle"),
            (
                "s = solver(easy, 'fc', encoding='binary')\ns.solve()\n"
                "answer_1 = (s.stats.assignments, s.stats.assignments)",
                "easy puzzle",
            ),
            (
                "pair = []\nfor e in ('alldiff', 'binary'):\n"
                "    s = solver(hard, 'fc', encoding=e)\n    s.solve()\n"
                "    pair.append(s.stats.assignments)\nanswer_1 = tuple(pair)",
                "wrong way round",
            ),
            (
                "pair = []\nfor e in ('binary', 'alldiff'):\n"
                "    s = solver(hard, 'mac', encoding=e)\n    s.solve()\n"
                "    pair.append(s.stats.assignments)\nanswer_1 = tuple(pair)",
                "MAC's numbers",
            ),
            (
                "s = solver(hard, 'fc', encoding='binary')\ns.solve()\n"
                "answer_1 = s.stats.assignments",
                "must be a pair",
            ),
            ("answer_1 = (1, 2)", "not the assignments of fc on the hard puzzle"),
        ],
        right=[
            "pair = []\nfor e in ('binary', 'alldiff'):\n"
            "    s = solver(hard, 'fc', encoding=e)\n    s.solve()\n"
            "    pair.append(s.stats.assignments)\nanswer_1 = pair",
        ],
        alone="from sudoku import Grid as G, solver as make\n"
        "h = G.parse('85...24..72......9..4.........1.7..23.5...9...4...........8..7..17"
        "..........36.4.')\n"
        "pair = []\nfor e in ('binary', 'alldiff'):\n"
        "    s = make(h, 'fc', encoding=e)\n    s.solve()\n"
        "    pair.append(s.stats.assignments)\nanswer_1 = pair",
    ),
    "ex2": Answers(
        wrong=[
            (
                "def is_valid_solution(grid):\n"
                "    return all(sorted(grid[c] for c in cells) == list(range(1, 10))\n"
                "               for name, cells in UNITS if name.startswith('column'))",
                "check the rows",
            ),
            (
                "def is_valid_solution(grid):\n"
                "    return all(sorted(grid[c] for c in cells) == list(range(1, 10))\n"
                "               for name, cells in UNITS if name.startswith('row'))",
                "check the columns",
            ),
            (
                "def is_valid_solution(grid):\n"
                "    return all(sorted(grid[c] for c in cells) == list(range(1, 10))\n"
                "               for name, cells in UNITS if not name.startswith('box'))",
                "check the boxes",
            ),
            (
                "def is_valid_solution(grid):\n"
                "    return all(sum(grid[c] for c in cells) == 45 for _, cells in UNITS)",
                "a sum of 45 is not enough",
            ),
            (
                "from math import prod\n"
                "def is_valid_solution(grid):\n"
                "    return all(sum(grid[c] for c in cells) == 45\n"
                "               and prod(grid[c] for c in cells) == 362880 for _, cells in UNITS)",
                "sums and products are not enough",
            ),
            (
                "def is_valid_solution(grid):\n"
                "    return all(len({grid[c] for c in cells}) == 9 for _, cells in UNITS)",
                "a solution holds no blank",
            ),
            (
                "def is_valid_solution(grid):\n    return grid == answer",
                "is_valid_solution rejected a solution",
            ),
            (
                "def is_valid_solution(grid):\n"
                "    all(sorted(grid[c] for c in cells) == list(range(1, 10))\n"
                "        for _, cells in UNITS)",
                "return its verdict",
            ),
            (
                "from sudoku import is_solution\n\n"
                "def is_valid_solution(grid):\n"
                "    return is_solution(grid)",
                "calls sudoku's own is_solution",
            ),
            (
                "import sudoku\n\n"
                "def is_valid_solution(grid):\n"
                "    return grid.first_clash() is None and 0 not in grid.cells",
                "calls sudoku's own first_clash",
            ),
        ],
        right=[
            "def is_valid_solution(grid):\n"
            "    return all({grid[c] for c in cells} == set(range(1, 10)) for _, cells in UNITS)",
        ],
        alone="def is_valid_solution(grid):\n"
        "    rows = [[grid[r, c] for c in range(9)] for r in range(9)]\n"
        "    cols = [[grid[r, c] for r in range(9)] for c in range(9)]\n"
        "    boxes = [[grid[3 * (b // 3) + i // 3, 3 * (b % 3) + i % 3] for i in range(9)]\n"
        "             for b in range(9)]\n"
        "    return all(sorted(u) == list(range(1, 10)) for u in rows + cols + boxes)",
    ),
    "ex3": Answers(
        wrong=[
            (
                "def pairwise_unit(domains):\n"
                "    unit = CSP()\n"
                "    for var, values in domains.items():\n"
                "        unit.add_variable(var, values)\n"
                "    unit.add_constraint(AllDifferent(list(domains)))\n"
                "    return unit",
                "that is the all-different view",
            ),
            (
                "def pairwise_unit(domains):\n"
                "    unit = CSP()\n"
                "    for var, values in domains.items():\n"
                "        unit.add_variable(var, values)\n"
                "    names = list(domains)\n"
                "    for x, y in zip(names, names[1:]):\n"
                "        unit.add_constraint(lambda u, v: u != v, [x, y])\n"
                "    return unit",
                "is there a != for every pair",
            ),
            (
                "def pairwise_unit(domains):\n"
                "    return tiny('gac')",
                "that is the all-different view",
            ),
            (
                "def pairwise_unit(domains):\n"
                "    unit = CSP()\n"
                "    for var, values in domains.items():\n"
                "        unit.add_variable(var, values)\n"
                "    return unit",
                "is there a != for every pair",
            ),
            (
                "def pairwise_unit(domains):\n"
                "    unit = CSP()\n"
                "    for var, values in domains.items():\n"
                "        unit.add_variable(var, values)\n"
                "    names = list(domains)\n"
                "    for x in names:\n"
                "        unit.add_constraint(lambda u, *rest: u not in rest,\n"
                "                            [x] + [y for y in names if y != x])\n"
                "    return unit",
                "that is the all-different view",
            ),
        ],
        right=[
            "from itertools import combinations\n"
            "def pairwise_unit(domains):\n"
            "    p = CSP()\n"
            "    for var in domains:\n"
            "        p.add_variable(var, domains[var])\n"
            "    for x, y in combinations(domains, 2):\n"
            "        p.add_constraint(AllDifferent([x, y]))\n"
            "    return p",
        ],
        alone="def pairwise_unit(domains):\n"
        "    from itertools import combinations\n"
        "    from aimacsp import CSP\n"
        "    p = CSP()\n"
        "    for var, values in domains.items():\n"
        "        p.add_variable(var, values)\n"
        "    for x, y in combinations(domains, 2):\n"
        "        p.add_constraint(lambda u, v: u != v, [x, y])\n"
        "    return p",
    ),
}
