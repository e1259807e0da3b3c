"""Answers a student might give to the exercises of notebooks 3, 4 and 5: the wrong ones each
check must refuse (with the words its message must hold), and right ones it must accept.

Each answer is the whole text of the answer cell, run in the namespace the notebook had
before that cell.
"""

from __future__ import annotations

from .kinds import Answers


def wilson_variant(centre: str, half: str, z: str = "1.96") -> str:
    """An answer cell with a `wilson` built from the given centre and half-width formulas."""
    return (
        "from math import sqrt\n"
        f"def wilson(wins, n, z={z}):\n"
        "    p = wins / n\n"
        f"    centre = {centre}\n"
        f"    half = {half}\n"
        "    return centre - half, centre + half\n"
    )


WILSON_CENTRE = "(p + z * z / (2 * n)) / (1 + z * z / n)"
WILSON_HALF = "z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)"


def layouts_function(body: str) -> str:
    """An answer cell defining layouts_with_mine(position, cell) with the given body, which
    may use ``frontier`` (the position's frontier CSP) and ``found`` (its layouts)."""
    return (
        "def layouts_with_mine(position, cell):\n"
        "    frontier = position_csp(position)\n"
        "    found = list(solutions(frontier))\n"
        "    off = [c for c in position.hidden_cells()\n"
        "           if not position.is_flagged(*c) and c not in frontier.domains]\n"
        "    ways = lambda layout: comb(len(off), position.mines_left - sum(layout.values()))\n"
        f"    {body}\n"
    )


NOTEBOOK_3: dict[str, Answers] = {
    "ex1": Answers(
        wrong=[
            (layouts_function("return sum(layout[cell] for layout in found)"),
             "frontier layouts only"),
            (layouts_function("return len(found)"), "frontier layouts only"),
            (layouts_function("return sum(ways(layout) for layout in found)"),
             "counts every layout"),
            (
                layouts_function("return sum(ways(l) for l in found if l[cell]) / "
                                 "sum(ways(l) for l in found)"),
                "is a probability",
            ),
            (layouts_function("return sum(ways(l) for l in found if not l[cell])"), "is safe"),
            (
                "def layouts_with_mine(position, cell):\n"
                "    m = mine_probabilities(position)\n"
                "    return m.probabilities[cell] * m.layouts",
                "calls mine_probabilities",
            ),
            ("def layouts_with_mine(position, cell):\n    return 171", "is not the number"),
            (layouts_function("return sum(ways(l) for l in found if l[cell]) + 1"),
             "is not the number of layouts"),
        ],
        right=[
            layouts_function("return sum(ways(l) * l[cell] for l in found)"),
            "def layouts_with_mine(position, cell):\n"
            "    frontier = position_csp(position)\n"
            "    by_mines = weighted_count(frontier, degree=lambda c, v: v)\n"
            "    off = sum(1 for c in position.hidden_cells()\n"
            "              if not position.is_flagged(*c) and c not in frontier.domains)\n"
            "    left = position.mines_left\n"
            "    return sum(n * comb(off, left - k)\n"
            "               for k, n in enumerate(by_mines.marginal(cell, 1)) if 0 <= left - k)",
        ],
        alone="def layouts_with_mine(position, cell):\n"
        "    from itertools import product\n"
        "    from math import comb\n"
        "    hidden = [c for c in position.hidden_cells() if not position.is_flagged(*c)]\n"
        "    numbers = [c for c in position.revealed_cells() if position.number_at(*c)]\n"
        "    edge = sorted({n for c in numbers for n in position.neighbors(*c) if n in hidden})\n"
        "    off = len(hidden) - len(edge)\n"
        "    total = 0\n"
        "    for bits in product((0, 1), repeat=len(edge)):\n"
        "        mine = dict(zip(edge, bits))\n"
        "        if mine[cell] and all(\n"
        "            sum(mine.get(n, 0) + position.is_flagged(*n)\n"
        "                for n in position.neighbors(*c))\n"
        "            == position.number_at(*c) for c in numbers):\n"
        "            left = position.mines_left - sum(bits)\n"
        "            total += comb(off, left) if left >= 0 else 0\n"
        "    return total",
    ),
    "ex2": Answers(
        wrong=[
            (wilson_variant("p", "z * sqrt(p * (1 - p) / n)"), "Wald"),
            (wilson_variant(WILSON_CENTRE, WILSON_HALF, z="1.645"), "check z"),
            (
                wilson_variant(WILSON_CENTRE, WILSON_HALF).replace(
                    "return centre - half, centre + half",
                    "return 100 * (centre - half), 100 * (centre + half)",
                ),
                "not percentages",
            ),
            (
                wilson_variant(WILSON_CENTRE, WILSON_HALF).replace(
                    "return centre - half, centre + half", "return centre + half, centre - half"
                ),
                "low end comes first",
            ),
            (
                wilson_variant(
                    "p + z * z / (2 * n)", "z * sqrt(p * (1 - p) / n + z * z / (4 * n * n))"
                ),
                "the centre",
            ),
            # The library's own interval, called or returned.
            (
                "from minesweeper.bench.stats import wilson_interval\n"
                "def wilson(wins, n, z=1.96):\n"
                "    return wilson_interval(wins, n, z)",
                "calls the library's wilson_interval",
            ),
            (
                "def wilson(wins, n, z=1.96):\n"
                "    best = next(s for s in results if s.agent == 'best'"
                " and s.difficulty == 'beginner')\n"
                "    return best.ci95",
                "is not Wilson's interval",
            ),
            (
                wilson_variant(WILSON_CENTRE, WILSON_HALF).replace(
                    "def wilson(wins, n, z=1.96):\n", "def wilson(wins, n, z=1.96):\n    z = 1.96\n"
                ),
                "use the z it is given",
            ),
        ],
        right=[
            wilson_variant(WILSON_CENTRE, WILSON_HALF),
            wilson_variant(WILSON_CENTRE, WILSON_HALF, z="1.959963984540054"),
            "from statistics import NormalDist\n"
            + wilson_variant(WILSON_CENTRE, WILSON_HALF, z="NormalDist().inv_cdf(0.975)"),
        ],
        alone=wilson_variant(WILSON_CENTRE, WILSON_HALF).replace(
            "def wilson(wins, n, z=1.96):\n",
            "def wilson(wins, n, z=1.96):\n    from math import sqrt\n",
        ),
    ),
    "ex3": Answers(
        wrong=[
            ("answer_3 = Fraction(2, 3)", "spreads the 2 mines"),
            ("answer_3 = Fraction(0)", "where is the other"),
            ("answer_3 = Fraction(1, 3)", "is not the chance of a mine on r1c4"),
            ("answer_3 = Fraction(1)", "is not the chance of a mine on r1c4"),
            ("answer_3 = '1/2'", "must be a number"),
        ],
        right=[
            "answer_3 = 0.5",
            "from minesweeper import Position\n"
            "answer_3 = mine_probabilities(Position.from_text('4x1x2\\n1HHH\\n'))"
            ".probabilities[(0, 3)]",
        ],
        alone="from fractions import Fraction as F\nanswer_3 = F(1, 2)",
    ),
}

NOTEBOOK_4: dict[str, Answers] = {
    "ex1": Answers(
        wrong=[
            ("def largest_first(var, state):\n    return state.domain(var)", "largest first is"),
            (
                "def largest_first(var, state):\n    return sorted(state.domain(var))",
                "largest first is",
            ),
            (
                "from aimacsp import lcv\n\n"
                "def largest_first(var, state):\n    return lcv(var, state)",
                "largest first is",
            ),
            (
                "def largest_first(var, state):\n    return [max(state.domain(var))]",
                "the search refused largest_first",
            ),
            (
                "import random\n\ndef largest_first(var, state):\n"
                "    return random.Random(0).sample(state.domain(var), state.size(var))",
                "largest first is",
            ),
        ],
        right=[
            "def largest_first(var, state):\n    return list(reversed(sorted(state.domain(var))))",
            "def largest_first(var, state):\n"
            "    yield from sorted(state.domain(var), key=lambda v: -v)",
        ],
        alone="def largest_first(var, state):\n    return sorted(state.domain(var))[::-1]",
    ),
    "ex2": Answers(
        wrong=[
            ("from aimacsp import AllEqual\nanswer_2 = AllEqual", "the library's own AllEqual"),
            (
                "import aimacsp\nclass AllEqual(aimacsp.AllEqual):\n    pass\nanswer_2 = AllEqual",
                "the library's own AllEqual",
            ),
            (
                "import aimacsp\n"
                "class AllEqual(Constraint):\n"
                "    def is_satisfied(self, values):\n"
                "        return aimacsp.AllEqual(self.scope).is_satisfied(values)\n"
                "    def propagate(self, state):\n"
                "        return aimacsp.AllEqual(self.scope).propagate(state)\n"
                "answer_2 = AllEqual",
                "calls the library's own AllEqual",
            ),
            (
                "class AllEqual(Constraint):\n"
                "    def is_satisfied(self, values):\n"
                "        return len(set(values)) <= 1\n"
                "    def propagate(self, state):\n"
                "        return True\n"
                "answer_2 = AllEqual",
                "remove every value not common",
            ),
            (
                "class AllEqual(Constraint):\n"
                "    def is_satisfied(self, values):\n"
                "        return len(set(values)) == len(values)\n"
                "answer_2 = AllEqual",
                "all equal means",
            ),
            (
                "class AllEqual(Constraint):\n"
                "    def is_satisfied(self, values):\n"
                "        return len(set(values)) <= 1\n"
                "answer_2 = AllEqual",
                "belong to a solution",
            ),
            (
                "class AllEqual(Constraint):\n"
                "    def is_satisfied(self, values):\n"
                "        return len(set(values)) <= 1\n"
                "    def propagate(self, state):\n"
                "        common = set.intersection(*(set(state.domain(v)) for v in self.scope))\n"
                "        keep = min(common) if common else None\n"
                "        for var in self.scope:\n"
                "            for value in state.domain(var):\n"
                "                if value != keep and not state.remove(var, value):\n"
                "                    return False\n"
                "        return True\n"
                "answer_2 = AllEqual",
                "removed a value that is part of a solution",
            ),
            (
                "class AllEqual(Constraint):\n"
                "    def is_satisfied(self, values):\n"
                "        return len(set(values)) <= 1\n"
                "    def propagate(self, state):\n"
                "        first, second = self.scope[:2]\n"
                "        common = set(state.domain(first)) & set(state.domain(second))\n"
                "        for var in (first, second):\n"
                "            for value in state.domain(var):\n"
                "                if value not in common and not state.remove(var, value):\n"
                "                    return False\n"
                "        return True\n"
                "answer_2 = AllEqual",
                "remove every value not common",
            ),
        ],
        right=[
            "class AllEqual(Constraint):\n"
            "    def is_satisfied(self, values):\n"
            "        return all(v == values[0] for v in values)\n"
            "    def propagate(self, state):\n"
            "        common = None\n"
            "        for var in self.scope:\n"
            "            here = set(state.domain(var))\n"
            "            common = here if common is None else common & here\n"
            "        for var in self.scope:\n"
            "            for value in [v for v in state.domain(var) if v not in common]:\n"
            "                if not state.remove(var, value):\n"
            "                    return False\n"
            "        return True\n"
            "answer_2 = AllEqual",
        ],
        alone="from aimacsp import Constraint as Base\n"
        "class Same(Base):\n"
        "    def is_satisfied(self, values):\n"
        "        return len(set(values)) < 2\n"
        "    def propagate(self, state):\n"
        "        common = set.intersection(*(set(state.domain(v)) for v in self.scope))\n"
        "        for var in self.scope:\n"
        "            for value in state.domain(var):\n"
        "                if value not in common and not state.remove(var, value):\n"
        "                    return False\n"
        "        return True\n"
        "answer_2 = Same",
    ),
}

NOTEBOOK_5: dict[str, Answers] = {
    "ex1": Answers(
        wrong=[
            ("answer_1 = count_solutions(queens(8))", "is not the number of solutions"),
            ("answer_1 = 3628800", "diagonals are missing"),
            ("answer_1 = Solver(queens(10)).solve()", "solve() one solution"),
            ("answer_1 = count_solutions(queens(9))", "is not the number of solutions"),
            ("answer_1 = '724'", "must be a number"),
        ],
        right=[
            "answer_1 = Solver(queens(10)).count()",
            "from aimacsp import solutions\nanswer_1 = len(list(solutions(queens(10))))",
            "answer_1 = 724.0",
        ],
        alone="answer_1 = 724",
    ),
    "ex2": Answers(
        wrong=[
            (
                "def throws_by_total(dice, faces):\n"
                "    c = CSP()\n    c.add_variables(range(dice), range(1, faces + 1))\n"
                "    if dice > 1:\n"
                "        c.add_constraint(AllDifferent(list(range(dice))))\n"
                "    return weighted_count(c, degree=lambda die, face: face).total",
                "do your dice repeat a face",
            ),
            (
                "def throws_by_total(dice, faces):\n"
                "    c = CSP()\n    c.add_variables(range(dice), range(faces))\n"
                "    return weighted_count(c, degree=lambda die, face: face).total",
                "are the faces 1 to",
            ),
            (
                "def throws_by_total(dice, faces):\n"
                "    c = CSP()\n    c.add_variables(range(dice), range(1, faces + 1))\n"
                "    return weighted_count(c, degree=lambda die, face: face).total[1:]",
                "one total too low",
            ),
            (
                "def throws_by_total(dice, faces):\n"
                "    c = CSP()\n    c.add_variables(range(dice), range(1, faces + 1))\n"
                "    return weighted_count(c).count",
                "indexed by the total",
            ),
            (
                "def throws_by_total(dice, faces):\n"
                "    c = CSP()\n    c.add_variables(range(dice), range(1, faces + 1))\n"
                "    counts = weighted_count(c, degree=lambda die, face: face)\n"
                "    return [n / counts.count for n in counts.total]",
                "look like probabilities",
            ),
            (
                "def throws_by_total(dice, faces):\n"
                "    return [0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]",
                "does not hold the number of throws",
            ),
        ],
        right=[
            "from collections import Counter\nfrom itertools import product\n"
            "def throws_by_total(dice, faces):\n"
            "    return Counter(sum(t) for t in product(range(1, faces + 1), repeat=dice))",
            "def throws_by_total(dice, faces):\n"
            "    c = CSP()\n    c.add_variables([f'die {k}' for k in range(dice)],"
            " list(range(faces, 0, -1)))\n"
            "    return tuple(weighted_count(c, degree=lambda die, face: face).total)",
        ],
        alone="def throws_by_total(dice, faces):\n"
        "    from aimacsp import CSP, weighted_count\n"
        "    c = CSP()\n    c.add_variables(range(dice), range(1, faces + 1))\n"
        "    return weighted_count(c, degree=lambda die, face: face).total",
    ),
    "ex3": Answers(
        wrong=[
            ("answer_3 = {'Ann wants to be president'}", "alone can hold"),
            (
                "answer_3 = {'Ann wants to be president', 'Bob wants to be president',"
                " 'three different people'}",
                "is not minimal",
            ),
            ("answer_3 = 'Ann wants to be president'", "is one string"),
            (
                "answer_3 = {'Ann refuses to be treasurer', 'Cat will serve only with Ann'}",
                "which two wishes",
            ),
            (
                "from aimacsp import Predicate\n"
                "answer_3 = {Predicate(lambda p: p == 'Bob', ['president'])}",
                "store their names",
            ),
        ],
        right=[
            "answer_3 = ['Bob wants to be president', 'Ann wants to be president']",
            "answer_3 = frozenset({'Bob president', 'Ann president'})",
        ],
        alone="answer_3 = {'Bob wants to be president', 'Ann wants to be president'}",
    ),
}
