"""Checks a plain dict against a TypedDict at run time, as far as the engines' types go (str, int, bool, None,
Literal, unions, list[...], dict[str, ...], nested TypedDicts): the tests that the types mypy checks the engine
against say what the engine really emits."""

from __future__ import annotations

import types
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints, is_typeddict


def problems(value: Any, hint: Any, where: str = "") -> list[str]:
    """What in `value` does not match `hint` (empty when it all does)."""
    origin = get_origin(hint)
    if hint is Any:
        return []
    if hint is None or hint is type(None):
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if origin is Literal:
        return [] if value in get_args(hint) else [f"{where}: {value!r} not in {get_args(hint)}"]
    if origin in (Union, types.UnionType):
        options = [problems(value, h, where) for h in get_args(hint)]
        return [] if any(not o for o in options) else [f"{where}: {value!r} is none of {hint}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        (item,) = get_args(hint)
        return [p for i, v in enumerate(value) for p in problems(v, item, f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not a dict"]
        key, item = get_args(hint)
        return [p for k, v in value.items() for p in problems(k, key, where) + problems(v, item, f"{where}.{k}")]
    if is_typeddict(hint):
        return shape_problems(value, hint, where)
    if hint is int:
        ok = isinstance(value, int) and not isinstance(value, bool)
    else:
        ok = isinstance(value, hint)
    return [] if ok else [f"{where}: {value!r} is not {hint.__name__}"]


def shape_problems(value: Any, kind: Any, where: str = "") -> list[str]:
    """`value` against the TypedDict `kind`: its required keys present, no key it does not declare, every value
    of its declared type."""
    if not isinstance(value, dict):
        return [f"{where}: {value!r} is not a dict"]
    hints = get_type_hints(kind)
    out = [f"{where}: missing {k!r}" for k in sorted(kind.__required_keys__ - set(value))]
    out += [f"{where}: undeclared {k!r}" for k in sorted(set(value) - set(hints))]
    for k, v in value.items():
        if k in hints:
            out += problems(v, hints[k], f"{where}.{k}")
    return out


def kind_of(kinds: tuple[Any, ...]) -> dict[str, Any]:
    """{type code: its TypedDict} for a game's events; every code names one kind only."""
    out: dict[str, Any] = {}
    for kind in kinds:
        (code,) = get_args(get_type_hints(kind)["type"])
        assert code not in out, f"two kinds for {code!r}"
        out[code] = kind
    return out
