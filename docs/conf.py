"""Sphinx configuration: the guide pages (MyST Markdown), the tutorials executed from
../notebooks, and an API reference generated from the public names of each package."""

from __future__ import annotations

import importlib
import os
import re
import shutil
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
ROOT = DOCS.parent
sys.path.insert(0, str(ROOT))
# The notebooks' kernels are other processes: they find this checkout through PYTHONPATH.
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))

import aimacsp  # noqa: E402  (after the path is set)


def _version() -> str:
    """The installed version, else the one pyproject.toml declares (a checkout not installed)."""
    if not aimacsp.__version__.startswith("0+"):
        return aimacsp.__version__
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return re.search(r'^version = "([^"]+)"', text, re.M).group(1)  # type: ignore[union-attr]


project = "aimacsp"
author = "The aimacsp authors"
copyright = "2026, The aimacsp authors"
release = version = _version()

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.autosummary",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
]
templates_path = ["_templates"]
exclude_patterns = ["_build", "_topics.md", "Thumbs.db", ".DS_Store", "**.ipynb_checkpoints"]
source_suffix = {".rst": "restructuredtext", ".md": "myst-nb", ".ipynb": "myst-nb"}

html_theme = "furo"
html_title = f"aimacsp {release}"
html_static_path: list[str] = []

myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

# The tutorials run at every build (they are stored without outputs), and any error fails it;
# unless AIMACSP_EXECUTED_TUTORIALS names a folder holding every notebook as the tests ran it
# (`pytest -m heavy`, which fails on any error), as CI does: their outputs are shown as they are.
EXECUTED = os.environ.get("AIMACSP_EXECUTED_TUTORIALS")
nb_execution_mode = "off" if EXECUTED else "force"
nb_execution_timeout = 300
nb_execution_raise_on_error = True
nb_execution_show_tb = True
nb_merge_streams = True

# The reference: every public name, as its package exports it.
autosummary_generate = True
autodoc_member_order = "bysource"
autodoc_typehints = "none"  # the signatures name the public types in the text instead
autodoc_preserve_defaults = True
add_module_names = False
# Type variables and the standard library's generics appear in the type aliases' targets; with
# no network at build time there is no inventory to link them to.
nitpick_ignore_regex = [
    ("py:class", r"collections\.abc\..*|typing\..*"),
    ("py:obj", r"aimacsp\.types\.[VD]"),
]

# Public packages and modules documented in the reference, in the order of the index.
PUBLIC = [
    "aimacsp",
    "aimacsp.expressions",
    "aimacsp.problems",
    "aimacsp.formats.xcsp3",
    "minesweeper",
    "minesweeper.bench",
    "sudoku",
    "taskfarm",
]
OPTIONAL = ["aimacsp.drawing"]  # documented once the package has it


def _public_modules() -> list[str]:
    """The modules to document: PUBLIC, and each OPTIONAL one that imports."""
    found = list(PUBLIC)
    for name in OPTIONAL:
        try:
            importlib.import_module(name)
        except ImportError:
            continue
        found.append(name)
    return found


def _public_names(module_name: str) -> list[str]:
    """The module's ``__all__`` (its exported names), else its public callables and classes."""
    module = importlib.import_module(module_name)
    names = getattr(module, "__all__", None)
    if names is None:
        names = [
            name
            for name, value in vars(module).items()
            if not name.startswith("_")
            and callable(value)
            and getattr(value, "__module__", "") == module_name
        ]
    return [name for name in names if not name.startswith("__")]


def _write_api_pages() -> None:
    """One page per public module listing every exported name, each with a page of its own;
    a name a module re-exports from one already listed links to that page instead."""
    out = DOCS / "api"  # generated whole: a fresh clone has no such folder
    shutil.rmtree(out / "generated", ignore_errors=True)
    out.mkdir(exist_ok=True)
    modules = _public_modules()
    documented: dict[int, str] = {}
    for module_name in modules:
        module = importlib.import_module(module_name)
        lines = [
            module_name,
            "=" * len(module_name),
            "",
            f".. automodule:: {module_name}",
            "   :no-members:",
            "",
            f".. currentmodule:: {module_name}",
            "",
        ]
        objects, data, elsewhere = [], [], []
        for name in _public_names(module_name):
            value = getattr(module, name)
            if _is_data(value):
                data.append(name)
            elif id(value) in documented:
                elsewhere.append((name, documented[id(value)]))
            else:
                documented[id(value)] = f"{module_name}.{name}"
                objects.append(name)
        if objects:
            lines += [".. autosummary::", "   :toctree: generated", ""]
            lines += [f"   {name}" for name in objects]
        if data:
            lines += ["", "Constants", "---------", ""]
            for name in data:
                lines += [f".. py:data:: {name}", "", f"   {_describe(getattr(module, name))}", ""]
        if elsewhere:
            lines += ["", "Also exported here", "------------------", ""]
            lines += [f"- ``{name}``: :py:obj:`{target}`" for name, target in elsewhere]
        (out / f"{module_name}.rst").write_text("\n".join(lines) + "\n", encoding="utf-8")
    toc = ["# API reference", "", API_INTRO, "", "```{toctree}", ":maxdepth: 1", ""]
    toc += modules + ["```", ""]
    (out / "index.md").write_text("\n".join(toc), encoding="utf-8")


API_INTRO = (
    "Generated from the docstrings of every name each package exports (its `__all__`): "
    "import them from the package, as in `from aimacsp import Solver`; the modules inside "
    "may move."
)


def _describe(value: object) -> str:
    """A constant in one line: its type and value, or its keys for a table."""
    if isinstance(value, dict):
        keys = ", ".join(f"``{key}``" for key in value)
        return f"A ``dict`` keyed by {keys}."
    text = repr(value)
    return f"``{text if len(text) <= 80 else text[:77] + '...'}``"


def _is_data(value: object) -> bool:
    """Constants (tables, limits, names) rather than classes or functions."""
    return not callable(value) and not isinstance(value, type)


def _copy_tutorials() -> None:
    """The notebooks into tutorials/, where the site executes and renders them (or renders
    them as the tests executed them: see EXECUTED)."""
    target = DOCS / "tutorials"
    target.mkdir(exist_ok=True)
    for old in target.glob("*.ipynb"):
        old.unlink()
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        source = notebook
        if EXECUTED:
            source = Path(EXECUTED) / notebook.name
            if not source.is_file():
                raise FileNotFoundError(
                    f"AIMACSP_EXECUTED_TUTORIALS={EXECUTED}: {notebook.name} is not there "
                    "(pytest -m heavy writes it); unset it to execute the tutorials here"
                )
        shutil.copy2(source, target / notebook.name)


def _write_topics() -> None:
    """A toctree of the top-level pages index.md does not list (pages added by topic), so
    a new page shows in the navigation without editing the index."""
    index = (DOCS / "index.md").read_text(encoding="utf-8")
    listed = {line.strip() for line in index.splitlines()}
    extra = sorted(
        page.stem
        for page in DOCS.glob("*.md")
        if page.stem not in listed and page.name not in ("index.md", "_topics.md")
    )
    text = ["```{toctree}", ":caption: Topics", ":hidden:", "", *extra, "```", ""]
    (DOCS / "_topics.md").write_text("\n".join(text) if extra else "", encoding="utf-8")


_write_api_pages()
_copy_tutorials()
_write_topics()
