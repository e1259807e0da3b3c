"""Checks on the arguments of the public functions: a mistake is named where it enters.

A string where a `CSP` goes, or a number where a heuristic goes, would otherwise fail deep
inside a search with an ``AttributeError`` about some internal name, or not at all. These
checks make it a `TypeError` naming the function and the argument; a value of the right
type but out of range is a `ModelError`. They cost a few ``isinstance`` calls per call.
"""

from __future__ import annotations

import inspect
import types
from typing import Any

from .errors import ModelError, brief
from .model import CSP, MAX_DOMAIN

__all__ = ["check_csp", "check_function", "check_whole", "check_listable"]


def check_csp(csp: object, where: str) -> None:
    """A `TypeError` unless ``csp`` is a `CSP`.

    >>> check_csp("SEND+MORE", "count_solutions")
    Traceback (most recent call last):
    TypeError: count_solutions: csp must be a CSP, got str
    """
    if not isinstance(csp, CSP):
        raise TypeError(f"{where}: csp must be a CSP, got {type(csp).__name__}")


def check_function(
    value: object, name: str, where: str, *, optional: bool = False, arity: int | None = None
) -> None:
    """A `TypeError` unless ``value`` can be called (or is None, when ``optional``), with
    ``arity`` positional arguments when given (a function whose signature cannot be read,
    such as some built-ins, is let through).

    >>> check_function(lambda state: None, "inference", "Solver", arity=2)
    Traceback (most recent call last):
    TypeError: Solver: inference must take 2 arguments, but <lambda>(state) takes 1
    """
    if value is None and optional:
        return
    if not callable(value):
        kind = "a function or None" if optional else "a function"
        raise TypeError(f"{where}: {name} must be {kind}, got {brief(value)}")
    if arity is None or _takes(value, arity):
        return
    try:
        signature = inspect.signature(value)
    except (TypeError, ValueError):
        return
    try:
        signature.bind(*[None] * arity)
    except TypeError:
        title = getattr(value, "__name__", type(value).__name__)
        required = [
            p.name
            for p in signature.parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)
        ]
        count = len(required)
        raise TypeError(
            f"{where}: {name} must take {arity} argument{'s' * (arity != 1)}, but"
            f" {title}({', '.join(required)}) takes {count}"
        ) from None


def _takes(function: object, arity: int) -> bool:
    """True when a plain Python function surely takes ``arity`` positional arguments, read
    from its code object (``inspect.signature`` costs some 5 us, paid at every solve)."""
    if not isinstance(function, types.FunctionType):
        return False
    code = function.__code__
    if code.co_kwonlyargcount > len(function.__kwdefaults__ or {}):
        return False  # a keyword-only argument without default: let the signature say
    required = code.co_argcount - len(function.__defaults__ or ())
    return required <= arity and (arity <= code.co_argcount or bool(code.co_flags & 0x04))


def check_whole(
    value: object, name: str, where: str, *, least: int = 0, optional: bool = False
) -> None:
    """A `TypeError` unless ``value`` is an ``int`` (not a bool; None when ``optional``), and
    a `ModelError` if it is below ``least``."""
    if value is None and optional:
        return
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"{where}: {name} must be a whole number, got {brief(value)}")
    if value < least:
        raise ModelError(f"{where}: {name} must be at least {least}, got {brief(value)}")


def check_listable(csp: CSP[Any, Any], where: str) -> None:
    """Refuse, naming the variable, a model with a domain too wide to list: ``where`` (local
    search, the tree solver) reads every value, and a wide range (10**9 seconds) would take
    as long to read as to count.

    >>> csp = CSP()
    >>> csp.add_variable("t", range(10**9))
    >>> check_listable(csp, "min_conflicts")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    aimacsp.errors.ModelError: min_conflicts reads every value ... 't' holds 1,000,000,000 ...
    """
    for var, domain in csp.domains.items():
        if type(domain) is range and len(domain) > MAX_DOMAIN:
            raise ModelError(
                f"{where} reads every value of every domain, and {brief(var)} holds"
                f" {len(domain):,} ({domain[0]}..{domain[-1]}), more than {MAX_DOMAIN:,};"
                " a Solver search reasons on its bounds"
            )
