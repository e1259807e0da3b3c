"""How the elements XCSP3-core took in last are drawn at random: ``precedence``,
``binPacking``, ``knapsack`` and the ranked indices (see `kinds`)."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import strategies as st

from .kinds import a_condition, some

RANKS = ["any", "first", "last"]


def _precedence(draw: st.DrawFn, names: list[str]) -> str:
    scope = " ".join(some(draw, names, 2))
    if draw(st.integers(0, 2)) == 0:
        return f"<precedence> {scope} </precedence>"
    values = draw(st.lists(st.integers(-1, 3), min_size=2, max_size=4, unique=True))
    covered = ' covered="true"' if draw(st.booleans()) else ""
    return (f"<precedence><list> {scope} </list><values{covered}> {' '.join(map(str, values))}"
            " </values></precedence>")  # fmt: skip


def _bin_packing(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names)
    sizes = " ".join(str(draw(st.integers(0, 3))) for _ in scope)
    head = f"<binPacking><list> {' '.join(scope)} </list><sizes> {sizes} </sizes>"
    kind = draw(st.integers(0, 2))
    if kind == 0:
        return f"{head}<condition> {a_condition(draw, names, 6)} </condition></binPacking>"
    bins = draw(st.integers(1, 3))
    bounds = " ".join(draw(st.sampled_from(["0", "2", "3", "5", *names])) for _ in range(bins))
    tag = "limits" if kind == 1 else "loads"
    return f"{head}<{tag}> {bounds} </{tag}></binPacking>"


def _knapsack(draw: st.DrawFn, names: list[str]) -> str:
    scope = some(draw, names)
    weights = " ".join(str(draw(st.integers(0, 3))) for _ in scope)
    profits = " ".join(str(draw(st.integers(-1, 3))) for _ in scope)
    first = (
        f"<limit> {draw(st.integers(0, 6))} </limit>"
        if draw(st.booleans())
        else f"<condition> {a_condition(draw, names, 6)} </condition>"
    )
    return (f"<knapsack><list> {' '.join(scope)} </list><weights> {weights} </weights>{first}"
            f"<profits> {profits} </profits><condition> {a_condition(draw, names, 6)}"
            " </condition></knapsack>")  # fmt: skip


def _ranked_element(draw: st.DrawFn, names: list[str]) -> str:
    start = draw(st.integers(-1, 1))
    array = " ".join(
        draw(st.sampled_from([*names, "1", "2"])) for _ in range(draw(st.integers(1, 4)))
    )
    rank = draw(st.sampled_from(RANKS))
    if draw(st.booleans()):
        tail = f"<value> {draw(st.sampled_from([*names, '1']))} </value>"
    else:
        tail = f"<condition> {a_condition(draw, names)} </condition>"
    return (f'<element><list startIndex="{start}"> {array} </list><index rank="{rank}">'
            f" {draw(st.sampled_from(names))} </index>{tail}</element>")  # fmt: skip


def _indexed_extremum(draw: st.DrawFn, names: list[str]) -> str:
    tag = draw(st.sampled_from(["minimum", "maximum"]))
    start = draw(st.integers(-1, 1))
    scope = " ".join(some(draw, names))
    return (f'<{tag}><list startIndex="{start}"> {scope} </list><index'
            f' rank="{draw(st.sampled_from(RANKS))}"> {draw(st.sampled_from(names))} </index>'
            f"<condition> {a_condition(draw, names)} </condition></{tag}>")  # fmt: skip


def _arg_extremum(draw: st.DrawFn, names: list[str]) -> str:
    tag = draw(st.sampled_from(["minimumArg", "maximumArg"]))
    rank = draw(st.sampled_from(RANKS))
    terms = [v if draw(st.integers(0, 3)) else f"add({v},1)" for v in some(draw, names)]
    return (f'<{tag} rank="{rank}"><list> {" ".join(terms)} </list><condition>'
            f" {a_condition(draw, names)} </condition></{tag}>")  # fmt: skip


#: How each of these kinds is drawn.
RECENT: dict[str, Callable[[st.DrawFn, list[str]], str]] = {
    "precedence": _precedence,
    "binPacking": _bin_packing,
    "knapsack": _knapsack,
    "element ranked": _ranked_element,
    "minimum/maximum indexed": _indexed_extremum,
    "minimumArg/maximumArg": _arg_extremum,
}
