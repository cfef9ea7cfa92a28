"""What every game's typed actions share: a frozen dataclass that turns itself into log data, and the checks
that read an action back from a log entry, a button or a command, refusing malformed data with a RuleError.

Each game keeps its own action classes and its own rule id for a malformed action; the reading of the fields
(driven by each class's field types) and the replay of a log live here, written once for every game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, dataclass, fields
from types import NoneType, UnionType
from typing import Any, ClassVar, TypeVar, get_args, get_origin, get_type_hints

from engine.errors import RuleError


@dataclass(frozen=True, slots=True)
class Action:
    """One player's (or a moderator's) request, named by a stable `type` and the acting `player`."""

    type: ClassVar[str] = ""
    player: str

    def to_dict(self) -> dict[str, Any]:
        """The action as JSON data, "type" first; read field by field (dataclasses.asdict deep-copies, and an
        undoable action is turned into a dict on every apply)."""
        names = _NAMES.get(type(self))
        if names is None:
            names = _NAMES[type(self)] = field_names(type(self))
        d: dict[str, Any] = {"type": self.type}
        for name in names:
            value = getattr(self, name)
            d[name] = list(value) if isinstance(value, tuple) else value
        return d


_NAMES: dict[type[Action], tuple[str, ...]] = {}  # each action class's field names, in order

A = TypeVar("A", bound=Action)
S = TypeVar("S")


def field_names(cls: type[Action]) -> tuple[str, ...]:
    """The dataclass fields of `cls`, in order ("player" first)."""
    return tuple(f.name for f in fields(cls))


def action_class(d: Any, types: Mapping[str, type[A]], rule: str) -> type[A]:
    """The class named by `d["type"]`; anything but a dict naming a known type is refused under `rule`."""
    if not isinstance(d, dict) or not isinstance(d.get("type"), str):
        raise RuleError(rule, "bad_action", detail="not an action")
    cls = types.get(d["type"])
    if cls is None:
        raise RuleError(rule, "bad_action", detail=f"unknown action {d['type']!r}")
    return cls


def number(value: Any, name: str, rule: str) -> int:
    """`value` as a whole number: an int, or text holding one (a button's custom id); never a bool."""
    if type(value) is int:
        return value
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise RuleError(rule, "bad_action", detail=f"{name} must be a number")
    try:
        return int(value)
    except ValueError as exc:
        raise RuleError(rule, "bad_action", detail=f"{name} must be a number") from exc


def text(value: Any, name: str, rule: str) -> str:
    if not isinstance(value, str):
        raise RuleError(rule, "bad_action", detail=f"{name} must be text")
    return value


def names(value: Any, name: str, rule: str) -> tuple[str, ...]:
    """A list of names (letters, ...) as a tuple; anything else is refused."""
    if not isinstance(value, list | tuple) or not all(isinstance(x, str) for x in value):
        raise RuleError(rule, "bad_action", detail=f"{name} must be a list of names")
    return tuple(value)


Reader = Callable[[Any, str, str], Any]
# a field's type -> how to read it, and the type a value may have to be taken as it is (the common case, fast)
_READERS: dict[Any, tuple[Reader, type | None]] = {int: (number, int), str: (text, str), tuple[str, ...]: (names, None)}
Field = tuple[str, Reader, type | None, bool, bool]  # name, reader, taken as it is, may be null, must be given
_FIELDS: dict[type[Action], tuple[Field, ...]] = {}


def _fields_of(cls: type[Action]) -> tuple[Field, ...]:
    """How to read each field of `cls`, from its type: `X | None` may be null, a field with a default may be
    absent. Worked out once per class (type hints are slow to resolve); a field of any other type is a
    programming error, found by the first test that reads one."""
    hints = get_type_hints(cls)
    out = []
    for f in fields(cls):
        hint = hints[f.name]
        nullable = get_origin(hint) is UnionType and NoneType in get_args(hint)
        if nullable:
            (hint,) = (a for a in get_args(hint) if a is not NoneType)
        read, plain = _READERS[hint]
        out.append((f.name, read, plain, nullable, f.default is MISSING and f.default_factory is MISSING))
    return tuple(out)


def action_from_dict(d: Any, types: Mapping[str, type[A]], rule: str) -> A:
    """Rebuild an action of one of `types` from its dict, field by field as its class declares them (a number
    may come as text, from a button's custom id); malformed data is a RuleError under `rule`, never a crash."""
    cls = action_class(d, types, rule)
    spec = _FIELDS.get(cls)
    if spec is None:
        spec = _FIELDS[cls] = _fields_of(cls)
    kwargs: dict[str, Any] = {}
    for name, read, plain, nullable, required in spec:
        if name not in d:
            if required:
                raise RuleError(rule, "bad_action", detail=f"no {name}")
            continue
        value = d[name]
        if type(value) is plain or (value is None and nullable):
            kwargs[name] = value
        else:
            kwargs[name] = read(value, name, rule)
    return cls(**kwargs)


def replay(state: S, apply: Callable[[S, A], tuple[S, object]], parse: Callable[[Any], A], kind: type[A],
           log: Iterable[A | Mapping[str, Any]]) -> S:
    """The state a log leads from a new game's `state` to: each entry applied in turn, an action of `kind` as it
    is and JSON through `parse`. The same inputs always give the same state."""
    for raw in log:
        state, _ = apply(state, raw if isinstance(raw, kind) else parse(raw))
    return state
