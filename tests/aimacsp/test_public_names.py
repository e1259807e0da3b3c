"""The public face of aimacsp: every name a user imports stays where the documentation says."""

from __future__ import annotations

import importlib
import inspect

import pytest

import aimacsp

#: The rooms a user may import from, with a name each must hold.
PUBLIC_MODULES = {
    "aimacsp.search": "mrv",
    "aimacsp.propagation": "Budget",
    "aimacsp.counting": "count_solutions",
    "aimacsp.explanations": "quickxplain",
    "aimacsp.constraints": "AllDifferent",
    "aimacsp.expressions": "Op",
    "aimacsp.structure": "UnionFind",
    "aimacsp.problems": "queens",
    "aimacsp.types": "DomainStore",
    "aimacsp.version": "VersionAction",
    "aimacsp.drawing": "SearchRecord",
    "aimacsp.formats.xcsp3": "read",
}


def test_every_public_name_is_exported_and_documented() -> None:
    # `__all__` is the one list of the public names (the API reference is made from it, and
    # tests/test_names_resolve.py holds every name the docs use to it)
    assert len(aimacsp.__all__) == len(set(aimacsp.__all__)) > 50
    for name in aimacsp.__all__:
        thing = getattr(aimacsp, name)
        if inspect.isfunction(thing) or inspect.isclass(thing):
            assert (thing.__doc__ or "").strip(), f"aimacsp.{name} has no docstring"


@pytest.mark.parametrize("module", sorted(PUBLIC_MODULES))
def test_the_public_rooms_hold_their_names(module: str) -> None:
    room = importlib.import_module(module)
    assert hasattr(room, PUBLIC_MODULES[module])
    for name in getattr(room, "__all__", []):
        assert hasattr(room, name), f"{module}.__all__ lists {name}, which it lacks"


def test_a_room_is_not_shadowed_by_a_function() -> None:
    # `import aimacsp.explanations` must give the room, not the function `explain`
    import aimacsp.explanations as room

    assert room.__name__ == "aimacsp.explanations" and callable(room.explain)
