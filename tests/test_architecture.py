"""The layout is the architecture: imports run one way, and no module imports itself back.

Every module of the three packages is read (not imported) and each of its import statements,
at any depth, becomes an arrow. The rooms of `minesweeper` are ordered
``game -> ai -> bench -> ui`` (a room may import the rooms before it, never those after);
`aimacsp` imports nothing of the other two, and `sudoku` nothing of `minesweeper`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("aimacsp", "minesweeper", "sudoku")
ROOMS = ("game", "ai", "bench", "ui")


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


def runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node but those under ``if TYPE_CHECKING:`` (imports for the type checker only)."""
    nodes, stack = [], [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            stack.extend(node.orelse)
            continue
        nodes.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return nodes


def imports_of(name: str) -> set[str]:
    """The modules ``name`` imports, resolved to modules of the three packages."""
    path = MODULES[name]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
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
    return {target for target in found if target in MODULES and target != name}


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
        here, there = room(name), room(target)
        if here is not None and there is not None:
            assert ROOMS.index(there) <= ROOMS.index(here), (
                f"{name} ({here}) imports {target} ({there}): rooms import {' <- '.join(ROOMS)}"
            )
        if here == "game":
            assert top == "minesweeper", f"{name} imports {target}: the game needs no engine"


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
    assert "aimacsp.model" in GRAPH["aimacsp.search"]
