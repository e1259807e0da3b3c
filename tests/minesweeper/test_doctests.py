import doctest
import importlib
import pkgutil

import pytest

import minesweeper

MODULES = sorted(
    info.name for info in pkgutil.walk_packages(minesweeper.__path__, prefix="minesweeper.")
)


@pytest.mark.parametrize("name", ["minesweeper", *MODULES])
def test_docstring_examples_run(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
