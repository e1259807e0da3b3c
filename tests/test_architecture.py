"""The layout is the architecture: imports run one way, and no module imports itself back.

Every module of the four packages is read (not imported) and each of its import statements,
at any depth and including those for the type checker only (``if TYPE_CHECKING:``), becomes
an arrow. The rooms of `minesweeper` are ordered ``game -> ai -> bench -> ui`` (a room may
import the rooms before it, never those after); `aimacsp` imports nothing of the others and
its floors (`FLOORS`) import downwards only; `sudoku` imports nothing of `minesweeper`, and
`taskfarm` (the executors both benchmarks share) nothing of the other three. The clients of
`aimacsp` (`minesweeper`, `sudoku`, the examples) use only its public modules.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("aimacsp", "minesweeper", "sudoku", "taskfarm")
ROOMS = ("game", "ai", "bench", "ui")
#: The floors of aimacsp, lowest first: a module imports its own room or lower floors only.
FLOORS = (
    # the vocabulary, small ideas used everywhere, and the pictures for Jupyter (duck typed):
    # they import nothing of aimacsp
    ("types", "errors", "version", "bitsets", "intervals", "unionfind", "drawing", "checkpoints"),
    ("constraints",),  # one family per module, each with its propagator
    ("expressions",),  # handles, expression trees and their compiler to constraints
    ("model",),  # the CSP (6.1)
    ("arguments",),  # the checks at the public entrances
    ("propagation",),  # state and trail, the queue, events, limits, AC-3 and GAC (6.2)
    ("search", "counting", "structure", "local_search"),  # side by side on propagation
    # minimal conflicts search subsets; the book's problems; tree decompositions (6.5.2)
    ("explanations", "problems", "decomposition"),
    ("formats",),  # XCSP3 read, checked and written, and the command that solves a file
    ("__main__",),  # python -m aimacsp
)
#: What a client of aimacsp may import: the package, and these documented modules.
PUBLIC = {
    "aimacsp",
    "aimacsp.types",
    "aimacsp.version",
    "aimacsp.problems",
    "aimacsp.constraints",
    "aimacsp.expressions",
    "aimacsp.search",
    "aimacsp.propagation",
    "aimacsp.counting",
    "aimacsp.explanations",
    "aimacsp.structure",
    "aimacsp.drawing",
    "aimacsp.formats.xcsp3",
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {
        module_name(path): path for package in PACKAGES for path in (ROOT / package).rglob("*.py")
    }


MODULES = modules()


def imported(path: Path, package: str) -> set[str]:
    """Every module ``path`` names in an import, at any depth (type-checking ones too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            # `from package import module` imports the module itself
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def imports_of(name: str) -> set[str]:
    """The modules ``name`` imports, resolved to modules of the four packages."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    return {t for t in imported(path, package) if t in MODULES and t != name}


GRAPH = {name: imports_of(name) for name in MODULES}


def room(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if parts[0] == "minesweeper" and len(parts) > 1 and parts[1] in ROOMS else None


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_run_one_way(name: str) -> None:
    for target in GRAPH[name]:
        top = target.split(".")[0]
        if name.startswith("aimacsp"):
            assert top == "aimacsp", f"{name} imports {target}: aimacsp stands alone"
        if name.startswith("sudoku"):
            assert top != "minesweeper", f"{name} imports {target}"
        if name.startswith("taskfarm"):
            assert top == "taskfarm", f"{name} imports {target}: the farm knows no game"
        here, there = room(name), room(target)
        if here is not None and there is not None:
            assert ROOMS.index(there) <= ROOMS.index(here), (
                f"{name} ({here}) imports {target} ({there}): rooms import {' <- '.join(ROOMS)}"
            )
        if here == "game":
            assert top == "minesweeper", f"{name} imports {target}: the game needs no engine"


def floor(name: str) -> tuple[int, str]:
    """The floor of an aimacsp module and its room (the package itself is above them all)."""
    parts = name.split(".")
    if len(parts) == 1:
        return len(FLOORS), "aimacsp"
    for level, rooms in enumerate(FLOORS):
        if parts[1] in rooms:
            return level, parts[1]
    raise AssertionError(f"{name} is on no floor of FLOORS: add its room there")


@pytest.mark.parametrize("name", sorted(n for n in MODULES if n.startswith("aimacsp")))
def test_aimacsp_floors_import_downwards(name: str) -> None:
    level, here = floor(name)
    for target in GRAPH[name]:
        their_level, there = floor(target)
        assert there == here or their_level < level, (
            f"{name} -> {target}: floor {level} ({here}) may import only its own room and"
            f" lower floors, and {there} is on floor {their_level}"
        )


def client_files() -> list[Path]:
    """The files that use aimacsp from outside: the other packages and the examples."""
    files = [p for package in PACKAGES[1:] for p in (ROOT / package).rglob("*.py")]
    return files + sorted((ROOT / "examples").rglob("*.py"))


@pytest.mark.parametrize("path", client_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_clients_use_the_public_face_of_aimacsp(path: Path) -> None:
    import aimacsp

    names = {f"aimacsp.{name}" for name in aimacsp.__all__}
    for target in imported(path, ""):
        if target.split(".")[0] != "aimacsp" or target in PUBLIC or target in names:
            continue
        # `from aimacsp.search import mrv` names a public module, then one of its names
        module = target.rpartition(".")[0]
        assert module in PUBLIC, f"{path.relative_to(ROOT)} imports {target}, not public"


def test_agents_see_positions_not_boards() -> None:
    for name, targets in GRAPH.items():
        if name.startswith("minesweeper.ai.agents"):
            game = {t for t in targets if room(t) == "game"}
            allowed = {"minesweeper.game.position", "minesweeper.game.difficulty"}  # the rules
            assert game <= allowed, f"{name} imports {sorted(game)}"


def test_no_import_cycles() -> None:
    state: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(name: str) -> None:
        state[name] = 1
        path.append(name)
        for target in sorted(GRAPH[name]):
            if state.get(target) == 1:
                cycle = path[path.index(target) :] + [target]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if target not in state:
                visit(target)
        path.pop()
        state[name] = 2

    for name in sorted(GRAPH):
        if name not in state:
            visit(name)


def test_the_graph_is_read() -> None:
    # the checks above are only as good as the arrows they see
    assert "minesweeper.game.position" in GRAPH["minesweeper.ai.agents.base"]
    assert "minesweeper.ui.terminal.session" in GRAPH["minesweeper.ui.terminal.commands"]
    assert "aimacsp.model" in GRAPH["aimacsp.search.solver"]
    # type-checking imports are arrows too
    assert "minesweeper.game.position" in imported(
        ROOT / "minesweeper/ai/agents/base.py", "minesweeper.ai.agents"
    )
    assert floor("aimacsp.propagation.state") == (5, "propagation")
    # the house the issue drew: model -> propagation -> {search, counting} -> explanations
    order = [floor(f"aimacsp.{room}")[0] for room in ("model", "propagation", "search")]
    assert order == sorted(order) and len(set(order)) == 3
    assert floor("aimacsp.counting")[0] == floor("aimacsp.search")[0]
    assert floor("aimacsp.explanations")[0] > floor("aimacsp.search")[0]
    # expressions compile to constraints and the model adds them: between the two
    assert floor("aimacsp.constraints")[0] < floor("aimacsp.expressions")[0]
    assert floor("aimacsp.expressions")[0] < floor("aimacsp.model")[0]
