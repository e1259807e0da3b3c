"""Answers a student might give to the exercises of notebooks 6 and 7 (local search, the
structure of problems): the wrong ones each check must refuse (with the words its message
must hold), and right ones it must accept.

Each answer is the whole text of the answer cell, run in the namespace the notebook had
before that cell.
"""

from __future__ import annotations

from .kinds import Answers

NOTEBOOK_6: dict[str, Answers] = {
    "ex1": Answers(
        wrong=[
            (
                "def attacks(rows, col):\n"
                "    return sum(1 for c, r in enumerate(rows)\n"
                "               if r == rows[col] or abs(r - rows[col]) == abs(c - col))",
                "counts the queen itself",
            ),
            (
                "def attacks(rows, col):\n"
                "    return sum(1 for c, r in enumerate(rows) if c != col and r == rows[col])",
                "both diagonals",
            ),
            (
                "def attacks(rows, col):\n"
                "    return sum(1 for c, r in enumerate(rows)\n"
                "               if c != col and (r == rows[col] or r - rows[col] == c - col))",
                "both diagonals",
            ),
            ("def attacks(rows, col):\n    return 0", "is not the number of other queens"),
        ],
        right=[
            "def attacks(rows, col):\n"
            "    n = 0\n"
            "    for c in range(len(rows)):\n"
            "        if c == col:\n"
            "            continue\n"
            "        d = abs(rows[c] - rows[col])\n"
            "        n += d == 0 or d == abs(c - col)\n"
            "    return n",
        ],
        alone="def attacks(rows, col):\n"
        "    return sum(abs(r - rows[col]) in (0, abs(c - col)) for c, r in enumerate(rows)"
        " if c != col)",
    ),
    "ex2": Answers(
        wrong=[
            (
                # The queen of col counted as attacking itself where it stands.
                "def least_conflicted_rows(rows, col):\n"
                "    def n(row):\n"
                "        return sum(1 for c, r in enumerate(rows)\n"
                "                   if r == row or abs(r - row) == abs(c - col))\n"
                "    scores = [n(row) for row in range(len(rows))]\n"
                "    return [row for row in range(len(rows)) if scores[row] == min(scores)]",
                "leaves out rows that tie",
            ),
            (
                "def least_conflicted_rows(rows, col):\n"
                "    def n(row):\n"
                "        return sum(1 for c, r in enumerate(rows)\n"
                "                   if c != col and (r == row or abs(r - row) == abs(c - col)))\n"
                "    return [min(range(len(rows)), key=n)]",
                "leaves out rows that tie",
            ),
            (
                "def least_conflicted_rows(rows, col):\n"
                "    def n(row):\n"
                "        return sum(1 for c, r in enumerate(rows)\n"
                "                   if c != col and (r == row or abs(r - row) == abs(c - col)))\n"
                "    scores = [n(row) for row in range(len(rows))]\n"
                "    return [row for row in range(len(rows)) if scores[row] == max(scores)]",
                "is not the set of least-attacked rows",
            ),
            (
                "def least_conflicted_rows(rows, col):\n"
                "    def n(row):\n"
                "        return sum(1 for c, r in enumerate(rows)\n"
                "                   if c != col and (r == row or abs(r - row) == abs(c - col)))\n"
                "    scores = {row: n(row) for row in range(len(rows)) if row != rows[col]}\n"
                "    return [row for row in scores if scores[row] == min(scores.values())]",
                "leaves out rows that tie",
            ),
            (
                "def least_conflicted_rows(rows, col):\n"
                "    def n(row):\n"
                "        return sum(1 for c, r in enumerate(rows)\n"
                "                   if c != col and (r == row or abs(r - row) == abs(c - col)))\n"
                "    scores = [n(row) for row in range(len(rows))]\n"
                "    return sorted((row for row in range(len(rows))\n"
                "                   if scores[row] == min(scores)), reverse=True)",
                "not in increasing order",
            ),
        ],
        right=[
            "def least_conflicted_rows(rows, col):\n"
            "    best, found = None, []\n"
            "    for row in range(len(rows)):\n"
            "        trial = list(rows)\n"
            "        trial[col] = row\n"
            "        k = sum(abs(r - row) in (0, abs(c - col))\n"
            "                for c, r in enumerate(trial) if c != col)\n"
            "        if best is None or k < best:\n"
            "            best, found = k, [row]\n"
            "        elif k == best:\n"
            "            found.append(row)\n"
            "    return tuple(found)",
        ],
        alone="def least_conflicted_rows(rows, col):\n"
        "    def n(row):\n"
        "        return sum(abs(r - row) in (0, abs(c - col)) for c, r in enumerate(rows)"
        " if c != col)\n"
        "    low = min(map(n, range(len(rows))))\n"
        "    return [row for row in range(len(rows)) if n(row) == low]",
    ),
    "ex3": Answers(
        wrong=[
            (
                # Improving moves counted too.
                "def sideways_moves(rows):\n"
                "    def pairs(b):\n"
                "        return sum(1 for c in range(len(b)) for d in range(c + 1, len(b))\n"
                "                   if abs(b[c] - b[d]) in (0, d - c))\n"
                "    return sum(1 for col in range(len(rows)) for row in range(len(rows))\n"
                "               if row != rows[col]\n"
                "               and pairs(rows[:col] + [row] + rows[col + 1:]) <= pairs(rows))",
                "is not the number of sideways moves",
            ),
            (
                # Staying put counted as a move.
                "def sideways_moves(rows):\n"
                "    def pairs(b):\n"
                "        return sum(1 for c in range(len(b)) for d in range(c + 1, len(b))\n"
                "                   if abs(b[c] - b[d]) in (0, d - c))\n"
                "    return sum(1 for col in range(len(rows)) for row in range(len(rows))\n"
                "               if pairs(rows[:col] + [row] + rows[col + 1:]) == pairs(rows))",
                "is not the number of sideways moves",
            ),
            (
                # Only the attacked queens' moves, as min-conflicts would pick them.
                "def sideways_moves(rows):\n"
                "    def mine(b, col):\n"
                "        return sum(1 for c in range(len(b))\n"
                "                   if c != col and abs(b[c] - b[col]) in (0, abs(c - col)))\n"
                "    return sum(1 for col in range(len(rows)) for row in range(len(rows))\n"
                "               if row != rows[col] and mine(rows, col)\n"
                "               and mine(rows[:col] + [row] + rows[col + 1:], col)"
                " == mine(rows, col))",
                "is not the number of sideways moves",
            ),
            ("def sideways_moves(rows):\n    return 0", "is not the number of sideways moves"),
        ],
        right=[
            "def sideways_moves(rows):\n"
            "    def pairs(b):\n"
            "        return sum(abs(b[c] - b[d]) in (0, d - c)\n"
            "                   for c in range(len(b)) for d in range(c + 1, len(b)))\n"
            "    base, n = pairs(rows), 0\n"
            "    for col in range(len(rows)):\n"
            "        for row in set(range(len(rows))) - {rows[col]}:\n"
            "            t = list(rows)\n"
            "            t[col] = row\n"
            "            n += pairs(t) == base\n"
            "    return n",
            # Moving one queen changes only the pairs it is in: its own attacks tell.
            "def sideways_moves(rows):\n"
            "    def mine(b, col):\n"
            "        return sum(1 for c in range(len(b))\n"
            "                   if c != col and abs(b[c] - b[col]) in (0, abs(c - col)))\n"
            "    return sum(1 for col in range(len(rows)) for row in range(len(rows))\n"
            "               if row != rows[col]\n"
            "               and mine(rows[:col] + [row] + rows[col + 1:], col) == mine(rows, col))",
        ],
        alone="def sideways_moves(rows):\n"
        "    from itertools import combinations\n"
        "    def pairs(b):\n"
        "        return sum(abs(b[c] - b[d]) in (0, d - c)"
        " for c, d in combinations(range(len(b)), 2))\n"
        "    return sum(pairs(rows[:c] + [r] + rows[c + 1:]) == pairs(rows)\n"
        "               for c in range(len(rows)) for r in range(len(rows)) if r != rows[c])",
    ),
}

UNION_FIND = (
    "    group = {v: v for v in csp.variables}\n"
    "    def find(v):\n"
    "        while group[v] != v:\n"
    "            v = group[v]\n"
    "        return v\n"
)

NOTEBOOK_7: dict[str, Answers] = {
    "ex1": Answers(
        wrong=[
            (
                "def is_tree_structured(csp):\n"
                "    edges = {frozenset(c.scope) for c in csp.constraints if len(c.scope) == 2}\n"
                "    return len(edges) == len(csp.variables) - 1",
                "a forest has no cycle either",
            ),
            (
                # Constraints over more than two variables ignored.
                "def is_tree_structured(csp):\n" + UNION_FIND
                + "    for edge in {frozenset(c.scope) for c in csp.constraints"
                " if len(c.scope) == 2}:\n"
                "        a, b = map(find, edge)\n"
                "        if a == b:\n"
                "            return False\n"
                "        group[a] = b\n"
                "    return True",
                "links each of them to every other",
            ),
            (
                # Each constraint an edge of its own: two on one pair make a 'cycle'.
                "def is_tree_structured(csp):\n" + UNION_FIND
                + "    for c in csp.constraints:\n"
                "        for x, y in zip(c.scope, c.scope[1:]):\n"
                "            a, b = find(x), find(y)\n"
                "            if a == b:\n"
                "                return False\n"
                "            group[a] = b\n"
                "    return True",
                "are one edge of the graph",
            ),
            ("def is_tree_structured(csp):\n    return True", "says True for a triangle"),
        ],
        right=[
            "from aimacsp import ModelError\n"
            "def is_tree_structured(csp):\n"
            "    try:\n"
            "        cutset_conditioning(csp, [])\n"
            "    except ModelError:\n"
            "        return False\n"
            "    return True",
        ],
        alone="def is_tree_structured(csp):\n"
        "    from aimacsp import ModelError, cutset_conditioning\n"
        "    try:\n"
        "        cutset_conditioning(csp, [])\n"
        "    except ModelError:\n"
        "        return False\n"
        "    return True",
    ),
    "ex2": Answers(
        wrong=[
            ("def smallest_cycle_cutset(csp):\n    return []", "is not a cycle cutset"),
            (
                "def smallest_cycle_cutset(csp):\n    return list(csp.variables)[:-2]",
                "a smaller one exists",
            ),
            (
                # The greedy cutset, with a needless variable added.
                "def smallest_cycle_cutset(csp):\n"
                "    found = cycle_cutset(csp)\n"
                "    rest = [v for v in csp.variables if v not in found]\n"
                "    return found + rest[:1]",
                "a smaller one exists",
            ),
            (
                # One variable per constraint with three or more: ignores binary cycles.
                "def smallest_cycle_cutset(csp):\n"
                "    return [c.scope[0] for c in csp.constraints if len(c.scope) > 2]",
                "is not a cycle cutset",
            ),
        ],
        right=[
            "from itertools import combinations\n"
            "def smallest_cycle_cutset(csp):\n"
            "    names = list(csp.variables)\n"
            "    for size in range(len(names) + 1):\n"
            "        for picked in combinations(names, size):\n"
            "            rest = set(names) - set(picked)\n"
            "            group = {v: v for v in rest}\n"
            "            def find(v):\n"
            "                while group[v] != v:\n"
            "                    v = group[v]\n"
            "                return v\n"
            "            edges = {frozenset((a, b)) for c in csp.constraints for a in c.scope\n"
            "                     for b in c.scope if a != b and a in rest and b in rest}\n"
            "            ok = True\n"
            "            for edge in edges:\n"
            "                a, b = map(find, edge)\n"
            "                if a == b:\n"
            "                    ok = False\n"
            "                    break\n"
            "                group[a] = b\n"
            "            if ok:\n"
            "                return picked",
        ],
        alone="def smallest_cycle_cutset(csp):\n"
        "    from itertools import combinations\n"
        "    from aimacsp import ModelError, cutset_conditioning\n"
        "    for size in range(len(csp.variables) + 1):\n"
        "        for picked in combinations(csp.variables, size):\n"
        "            try:\n"
        "                cutset_conditioning(csp, list(picked))\n"
        "                return list(picked)\n"
        "            except ModelError:\n"
        "                pass",
    ),
    "ex3": Answers(
        wrong=[
            (
                "answer_3 = count_solutions(australia(('red', 'green', 'blue', 'yellow')))",
                "counts every four-colouring",
            ),
            ("answer_3 = 3", "is not the number of four-colourings"),
            ("answer_3 = 24", "is not the number of four-colourings"),
            ("answer_3 = 'many'", "must be a number"),
        ],
        right=["answer_3 = 127.0 + 1"],
        alone="answer_3 = 128",
    ),
}
