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
            ("answer_1 = len(backtracking_search(australia))", "not the number of colourings"),
            ("answer_1 = backtracking_search(australia)", "must be a number"),
            ("answer_1 = count_solutions(australia) - 1", "not the number of colourings"),
        ],
        right=[
            "answer_1 = Solver(australia).count()",
            "from aimacsp import solutions\nanswer_1 = len(list(solutions(australia)))",
            "answer_1 = 18",
        ],
    ),
    "ex2": Answers(
        wrong=[
            ("answer_2 = backtracking_search(australia)", "3 colours"),
            ("answer_2 = {}", "so the answer is None"),
            ("answer_2 = False", "returns None"),
            (
                "answer_2 = {r: ('red' if k % 2 else 'green') for k, r in enumerate(regions)}",
                "breaks the borders",
            ),
        ],
        right=[
            "two: CSP[str, str] = CSP()\n"
            "two.add_variables(regions, ['red', 'green'])\n"
            "for a, b in borders:\n"
            "    two.add_constraint(lambda x, y: x != y, [a, b])\n"
            "answer_2 = Solver(two).solve()",
            "answer_2 = None",
        ],
    ),
    "ex3": Answers(
        wrong=[
            ("answer_3 = 'MRV'", "another strategy needs only"),
            ("answer_3 = 'plain'", "another strategy needs only"),
            ("answer_3 = 'mac'", "not a key of strategies"),
            ("answer_3 = 'MRV + forward checking'", "another strategy needs only"),
            (
                "answer_3 = max(compare(queens(12), strategies), key=lambda row: row[1])[0]",
                "another strategy needs only",
            ),
        ],
        right=[
            "answer_3 = 'MRV + MAC'",
            "work = {row[0]: row[1] for row in compare(queens(12), strategies)}\n"
            "answer_3 = min(work, key=work.get)",
        ],
    ),
    "ex4": Answers(
        wrong=[
            (
                "events = []\n"
                "def every_backtrack(event, state):\n"
                "    if isinstance(event, Backtrack):\n"
                "        events.append(event)\n"
                "Solver(queens(6), select=first_unassigned_variable, inference=forward_checking,"
                " trace=every_backtrack).solve()\n"
                "answer_4 = len(events)",
                "counts every Backtrack event",
            ),
            (
                "from aimacsp import Assign\n"
                "tried = []\n"
                "def assigns(event, state):\n"
                "    if isinstance(event, Assign):\n"
                "        tried.append(event)\n"
                "Solver(queens(6), select=first_unassigned_variable, inference=forward_checking,"
                " trace=assigns).solve()\n"
                "answer_4 = len(tried)",
                "counts the values tried",
            ),
            (
                "seen = []\n"
                "def failed(event, state):\n"
                "    if isinstance(event, Backtrack) and event.failed:\n"
                "        seen.append(event)\n"
                "for _ in range(2):\n"
                "    Solver(queens(6), select=first_unassigned_variable,"
                " inference=forward_checking, trace=failed).solve()\n"
                "answer_4 = len(seen)",
                "on a fresh list each run",
            ),
            (
                "seen = []\n"
                "def failed(event, state):\n"
                "    if isinstance(event, Backtrack) and event.failed:\n"
                "        seen.append(event)\n"
                "Solver(queens(6), select=mrv, inference=mac, trace=failed).solve()\n"
                "answer_4 = len(seen)",
                "with the strategy asked for",
            ),
        ],
        right=[
            "class Counter:\n"
            "    def __init__(self):\n"
            "        self.n = 0\n"
            "    def __call__(self, event, state):\n"
            "        self.n += isinstance(event, Backtrack) and event.failed\n"
            "counter = Counter()\n"
            "Solver(queens(6), select=first_unassigned_variable, inference=forward_checking,"
            " trace=counter).solve()\n"
            "answer_4 = counter.n",
        ],
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
        ],
        right=[
            "pair = []\nfor e in ('binary', 'alldiff'):\n"
            "    s = solver(hard, 'fc', encoding=e)\n    s.solve()\n"
            "    pair.append(s.stats.assignments)\nanswer_1 = pair",
        ],
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
                "def is_valid_solution(grid):\n"
                "    return all(len({grid[c] for c in cells}) == 9 for _, cells in UNITS)",
                "a solution holds no blank",
            ),
            (
                "def is_valid_solution(grid):\n    return grid == answer",
                "rejected the same solution",
            ),
            (
                "def is_valid_solution(grid):\n"
                "    all(sorted(grid[c] for c in cells) == list(range(1, 10))\n"
                "        for _, cells in UNITS)",
                "return its verdict",
            ),
        ],
        right=[
            "def is_valid_solution(grid):\n"
            "    return all({grid[c] for c in cells} == set(range(1, 10)) for _, cells in UNITS)",
            "from sudoku import is_solution\n\n"
            "def is_valid_solution(grid):\n"
            "    return is_solution(grid)",
        ],
    ),
    "ex3": Answers(
        wrong=[
            ("answer_3 = [3]", "Régin's filtering"),
            ("from aimacsp import gac\nanswer_3 = gac(tiny('gac'))['c']", "Régin's filtering"),
            ("answer_3 = ac3(binary)", "store only c's"),
            ("answer_3 = [1, 2]", "keeps all of c's values"),
        ],
        right=[
            "answer_3 = {1, 2, 3}",
            "from aimacsp import gac\n"
            "p = CSP()\np.add_variable('a', [1, 2])\np.add_variable('b', [1, 2])\n"
            "p.add_variable('c', [1, 2, 3])\n"
            "for x, y in [('a', 'b'), ('a', 'c'), ('b', 'c')]:\n"
            "    p.add_constraint(lambda u, v: u != v, [x, y])\n"
            "answer_3 = gac(p)['c']",
        ],
    ),
}
